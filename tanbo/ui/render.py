"""The shared board renderer: wood, grid, coordinates, stones, fades and cursor.

:func:`draw_board` draws one :class:`BoardView` (a position plus what to show
over it) into a rectangle; the game screen, the menu's preview and the rules
screen's diagrams all use it. What is particular to a game (Tanbo's roots and
danger rings, DEAGO's threats and conversions) is drawn by that game's
:class:`tanbo.ui.games.GameView`, which this module asks for by the state's
``game_name``. Stone kinds are Black, White and a neutral red stone (with a
white star as a shape cue, so it does not rely on colour). Expensive pieces
(the wood texture, shaded stone sprites) are drawn once and cached by size.
Start reading at :func:`draw_board`.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import ClassVar, Generic, Protocol, TypeVar

import pygame

from tanbo.game import BLACK, EMPTY, GameState
from tanbo.ui import design, drawlog, theme
from tanbo.ui.layout import BoardLayout

__all__ = [
    "BoardView",
    "GenericBoard",
    "BoardCache",
    "Fonts",
    "draw_board",
    "draw_board_base",
    "draw_board_wood",
    "draw_board_pieces",
    "draw_board_overlay",
    "stone_sprite",
    "draw_stone",
    "draw_move_mark",
    "tint",
    "danger_ring",
    "dashed_ring",
    "NEUTRAL",
    "draw_hint",
    "coord_labels",
    "coord_room",
    "fit_board",
    "PieceDrawer",
    "register_drawers",
    "forget_sprites",
]

NEUTRAL = 3  # the cell value of a neutral stone (DEAGO)

S_co = TypeVar("S_co", bound=GameState, covariant=True)
"""The position's type: a game's state class (its view reads its own extras on it)."""
P_co = TypeVar("P_co", covariant=True)
"""What a move does in its game's terms (the hover preview's type)."""


class Fonts:
    """The shipped DejaVu fonts (Cyrillic included), cached by pixel size and weight.

    Sizes given to :meth:`get` and :meth:`text` are logical pixels: they are made at
    ``size`` x :attr:`scale`, the UI scale of the window (set by the App from its
    layout's ``text_scale``), so text is drawn at the screen's resolution. The board's
    coordinates, sized from the board's spacing in device pixels, use :meth:`get_px`
    and :meth:`text_px`. :attr:`text_factor` grows the text alone (the larger-text
    setting beyond what the layout's zoom gives, :mod:`tanbo.ui.display`): a font of
    ``size`` logical pixels is :meth:`font_px` device pixels.
    """

    scale: ClassVar[float] = 1.0
    text_factor: ClassVar[float] = 1.0
    _cache: ClassVar[dict[tuple[int, bool], pygame.font.Font]] = {}
    _texts: ClassVar[dict[tuple[str, int, bool, tuple[int, ...]], pygame.Surface]] = {}
    TEXT_CACHE_SIZE = 600

    @classmethod
    def reset(cls) -> None:
        """Forget every font (they die with ``pygame.quit``; a new App starts afresh)."""
        cls._cache.clear()
        cls._texts.clear()
        cls.scale = 1.0
        cls.text_factor = 1.0

    @classmethod
    def set_scale(cls, scale: float) -> None:
        """Make text ``scale`` times its logical size from now on."""
        if not scale > 0:
            raise ValueError(f"scale must be positive, got {scale}")
        cls.scale = scale

    @classmethod
    def set_text_factor(cls, factor: float) -> None:
        """Make every font ``factor`` times its size at the scale (1: text as laid out)."""
        if not factor >= 1:
            raise ValueError(f"text factor must be at least 1, got {factor}")
        cls.text_factor = factor

    @classmethod
    def font_px(cls, size: float, factor: float | None = None) -> int:
        """A font of ``size`` logical pixels in device pixels: the scale times the text
        factor (``factor``, if given, in place of the current one)."""
        return round(size * cls.scale * (cls.text_factor if factor is None else factor))

    @classmethod
    def px(cls, n: float) -> int:
        """``n`` logical pixels in device pixels at the current scale."""
        return round(n * cls.scale)

    @classmethod
    def get(cls, size: int, bold: bool = False, factor: float | None = None) -> pygame.font.Font:
        """The font of ``size`` logical pixels (times the text factor, or ``factor``: a
        layout measured at a text factor other than the one drawn now)."""
        return cls.get_px(cls.font_px(size, factor), bold)

    @classmethod
    def get_px(cls, size: int, bold: bool = False) -> pygame.font.Font:
        """The font of ``size`` device pixels."""
        key = (max(1, size), bold)
        font = cls._cache.get(key)
        if font is None:
            path = theme.FONT_BOLD if bold else theme.FONT_REGULAR
            font = pygame.font.Font(str(path), key[0])
            cls._cache[key] = font
        return font

    @classmethod
    def text(
        cls, text: str, size: int, bold: bool, colour: tuple[int, ...]
    ) -> pygame.Surface:
        """A rendered line of ``size`` logical pixels, cached (panel texts repeat every
        frame)."""
        return cls.text_px(text, cls.font_px(size), bold, colour)

    @classmethod
    def text_px(
        cls, text: str, size: int, bold: bool, colour: tuple[int, ...]
    ) -> pygame.Surface:
        """A rendered line of ``size`` device pixels, cached."""
        key = (text, size, bold, colour)
        img = cls._texts.get(key)
        if img is None:
            if len(cls._texts) >= cls.TEXT_CACHE_SIZE:
                cls._texts.clear()
            img = cls.get_px(size, bold).render(text, True, colour)
            cls._texts[key] = img
        return img


@dataclass
class BoardView(Generic[S_co, P_co]):
    """A position and the overlays to draw on it.

    Generic over the position's class and its game's preview (what the hover move
    would do), so a game's view reads its own state and preview typed; the generic
    screens build a ``BoardView[GameState, object]``. Nothing changes a view after it
    is made (:func:`dataclasses.replace` makes another), hence the covariance: a
    Tanbo figure's view is a view of a game position.
    """

    state: S_co  # a position of a registered game
    hints: bool = False  # the game's hint points as small dots of the mover's colour
    danger: bool = False  # the game's warning markers (Tanbo: danger; DEAGO: threats)
    coords: bool = True
    hover: int | None = None  # the point under the mouse or keyboard cursor
    cursor: int | None = None  # keyboard cursor frame
    preview: P_co | None = None  # what the hover move would do (the game's preview)
    last_move: int | None = None
    fading: list[tuple[int, int, float]] = field(default_factory=list)  # point, colour, 0..1
    crosses: tuple[int, ...] = ()  # illegal points (rules diagrams)
    marked: int | None = None  # a move to point at (rules diagrams)
    rings: tuple[int, ...] = ()  # stones bounded for a moment but kept (rules diagrams)
    suggested: int | None = None  # the computer's suggested move (search-made hints)
    hidden: tuple[int, ...] = ()  # stones left out of the base layer (they are turning)
    turning: list[tuple[int, int, int, float]] = field(default_factory=list)  # p, from, to, 0..1
    line: tuple[int, ...] = ()  # a line to draw through (a winning five, rules diagrams)


GenericBoard = BoardView[GameState, object]
"""A board view as the renderer and the generic screens see it: any game's position and
preview (a game's own view, e.g. ``BoardView[TanboState, ...]``, is one)."""


class PieceDrawer(Protocol):
    """What a game draws on the board the renderer lays out (a game's view, e.g.
    :class:`tanbo.ui.games.base.GameView`, fits it)."""

    star_points: bool

    def draw_stones(self, surf: pygame.Surface, layout: BoardLayout, view: GenericBoard,
                    radius: int) -> None: ...

    def hint_points(self, state: GameState) -> list[int]: ...

    def draw_markers(self, surf: pygame.Surface, layout: BoardLayout, view: GenericBoard,
                     radius: int) -> None: ...

    def draw_preview(self, surf: pygame.Surface, layout: BoardLayout, view: GenericBoard,
                     radius: int) -> None: ...

    def draw_over_hover(self, surf: pygame.Surface, layout: BoardLayout, view: GenericBoard,
                        radius: int) -> None: ...


_drawer_of: Callable[[str], PieceDrawer] | None = None


def register_drawers(lookup: Callable[[str], PieceDrawer]) -> None:
    """Set how a game's name finds what draws its pieces: the view registry
    (:mod:`tanbo.ui.games.views`) installs itself here when imported, so the renderer
    never imports a game (and no import cycle runs through it)."""
    global _drawer_of
    _drawer_of = lookup


def game_of(state: GameState) -> PieceDrawer:
    """What draws ``state``'s pieces (looked up by its ``game_name``)."""
    if _drawer_of is None:
        raise RuntimeError("no game views registered: import tanbo.ui.games.views before drawing")
    return _drawer_of(str(state.game_name))


FRAME_W = 2  # the dark edge around the wood

# ------------------------------------------------------------------- sprites


@lru_cache(maxsize=8)
def _wood(w: int, h: int) -> pygame.Surface:
    """A seeded wood texture: a warm gradient with wavy grain lines."""
    surf = pygame.Surface((w, h))
    rng = random.Random(1993)
    (lr, lg, lb), (dr, dg, db) = theme.WOOD_LIGHT, theme.WOOD_DARK
    phase = rng.random() * 6.0
    for y in range(h):
        t = 0.5 + 0.28 * math.sin(y * 0.045 + 2.2 * math.sin(y * 0.011 + phase))
        t += 0.12 * math.sin(y * 0.31 + phase) + rng.uniform(-0.05, 0.05)
        t = min(max(t, 0.0), 1.0)
        colour = (
            round(dr + (lr - dr) * t),
            round(dg + (lg - dg) * t),
            round(db + (lb - db) * t),
        )
        pygame.draw.line(surf, colour, (0, y), (w, y))
    grain = pygame.Surface((w, h), pygame.SRCALPHA)
    for _ in range(max(6, h // 18)):
        y0 = rng.uniform(0, h)
        amp = rng.uniform(2, 9)
        freq = rng.uniform(0.004, 0.012)
        ph = rng.uniform(0, 6.3)
        pts = [(x, y0 + amp * math.sin(x * freq + ph)) for x in range(0, w + 8, 8)]
        alpha = rng.randint(18, 45)
        pygame.draw.aalines(grain, (110, 70, 30, alpha), False, pts)
    surf.blit(grain, (0, 0))
    # a soft vignette towards the edges
    edge = pygame.Surface((w, h), pygame.SRCALPHA)
    for i in range(12):
        pygame.draw.rect(edge, (90, 55, 20, 10), (i, i, w - 2 * i, h - 2 * i), 1)
    surf.blit(edge, (0, 0))
    return surf


def forget_sprites() -> None:
    """Draw the wood and the stones afresh (the colour theme changed)."""
    _wood.cache_clear()
    _stone_sprite.cache_clear()


def stone_sprite(colour: int, radius: int) -> pygame.Surface:
    """A shaded stone of ``radius`` with a soft shadow (supersampled, then smoothed), in
    the colour theme drawn now (cached per theme)."""
    return _stone_sprite(colour, radius, theme.PALETTE)


@lru_cache(maxsize=32)
def _stone_sprite(colour: int, radius: int, palette: str) -> pygame.Surface:
    ss = 4
    size = (2 * radius + 10) * ss
    big = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    r = radius * ss
    # shadow, down-right
    for i in range(6):
        pygame.draw.circle(
            big, (0, 0, 0, 22), (c + 2 * ss, c + 3 * ss), r + (3 - i // 2) * ss // 2
        )
    shades = {BLACK: theme.BLACK_SHADE, NEUTRAL: theme.NEUTRAL_SHADE}
    base, light, rim = shades.get(colour, theme.WHITE_SHADE)
    pygame.draw.circle(big, rim, (c, c), r)
    steps = 28
    hx, hy = c - r * 0.35, c - r * 0.4
    for i in range(steps):
        t = i / (steps - 1)
        rr = r * (1 - t) * 0.97 + 1
        cx = c + (hx - c) * t
        cy = c + (hy - c) * t
        shade = t**1.6
        col = tuple(round(base[k] + (light[k] - base[k]) * shade) for k in range(3))
        pygame.draw.circle(big, (*col, 255), (cx, cy), rr)
    if theme.STONE_OUTLINE_W > 0:  # high contrast: every stone outlined
        pygame.draw.circle(big, theme.STONE_OUTLINE, (c, c), r,
                           max(ss, round(r * theme.STONE_OUTLINE_W)))
    if colour == NEUTRAL:  # a shape cue: a white four-pointed star (colour-blind safe)
        a, b = r * 0.62, r * 0.2
        star = [(c, c - a), (c + b, c - b), (c + a, c), (c + b, c + b),
                (c, c + a), (c - b, c + b), (c - a, c), (c - b, c - b)]
        pygame.draw.polygon(big, (255, 246, 236), star)
        pygame.draw.polygon(big, (90, 10, 10), star, max(1, ss))
    return pygame.transform.smoothscale(big, (size // ss, size // ss))


def draw_hint(surf: pygame.Surface, colour: int, centre: tuple[int, int], radius: int) -> None:
    """A legal point: a small dot of the mover's colour, ringed, clearly not a stone
    (the hover preview is a full-size translucent stone)."""
    r = max(3, round(radius * 0.28))
    fill, ring = theme.HINT_BLACK if colour == BLACK else theme.HINT_WHITE
    pygame.draw.circle(surf, fill, centre, r)
    pygame.draw.circle(surf, ring, centre, r, max(1, r // 4))


def draw_stone(
    surf: pygame.Surface,
    colour: int,
    centre: tuple[int, int],
    radius: int,
    alpha: int = 255,
    squash: float = 1.0,
) -> None:
    """Blit a stone sprite centred on ``centre``.

    ``alpha`` < 255 draws it translucent; ``squash`` < 1 narrows it (a stone
    turning over).
    """
    sprite = stone_sprite(colour, radius)
    if squash < 1.0:
        w, h = sprite.get_size()
        sprite = pygame.transform.smoothscale(sprite, (max(1, round(w * squash)), h))
    if alpha < 255:
        sprite = sprite.copy()
        sprite.set_alpha(alpha)
    w, h = sprite.get_size()
    surf.blit(sprite, (centre[0] - w // 2, centre[1] - h // 2))


# --------------------------------------------------------------------- board


def draw_board(surf: pygame.Surface, layout: BoardLayout, view: GenericBoard) -> None:
    """Draw the board of ``view`` laid out by ``layout`` (no caching)."""
    draw_board_base(surf, layout, view)
    draw_board_overlay(surf, layout, view)
    _note_coords(surf, layout, view)


class BoardCache:
    """Keeps the drawn base layer of the board; redraws it only when the position changes.

    Hovering, the cursor, the capture preview and fading stones are drawn over
    the cached layer every frame, so moving the mouse costs one blit. The board
    itself (shadow, wood, grid, coordinates) is kept too, so a move redraws only
    the pieces on a copy of it (a big board at device pixels: the shadow's alpha
    blend was most of a move's frame).
    """

    def __init__(self) -> None:
        self._key: tuple[object, ...] | None = None
        self._surf: pygame.Surface | None = None
        self._origin = (0, 0)
        self._board_key: tuple[object, ...] | None = None
        self._board: pygame.Surface | None = None

    def forget_position(self) -> None:
        """Draw the pieces again next time (as after a move; the board itself is kept)."""
        self._key = None

    def draw(self, surf: pygame.Surface, layout: BoardLayout, view: GenericBoard) -> None:
        """Blit the (possibly cached) base layer, then draw the overlays."""
        st = view.state
        key = (
            st.game_name, st.cells, st.to_move, st.winner, layout, view.hints, view.danger,
            view.coords, view.last_move, view.marked, view.crosses, view.rings,
            view.suggested, view.hidden, view.line, Fonts.scale, theme.PALETTE,
        )
        if key != self._key or self._surf is None:
            bx, by, bw, bh = layout.board_rect()
            pad = Fonts.px(14)
            self._origin = (bx - pad, by - pad)
            ox, oy = self._origin
            shifted = replace(layout, x0=layout.x0 - ox, y0=layout.y0 - oy)
            board_key = (st.game_name, layout, view.coords, Fonts.scale, theme.PALETTE)
            if board_key != self._board_key or self._board is None:
                board = pygame.Surface((bw + 2 * pad, bh + 2 * pad))
                board.fill(theme.BACKGROUND)
                draw_board_wood(board, shifted, view)
                self._board, self._board_key = board, board_key
            base = self._board.copy()
            draw_board_pieces(base, shifted, view)
            self._surf, self._key = base, key
        surf.blit(self._surf, self._origin)
        draw_board_overlay(surf, layout, view)
        _note_coords(surf, layout, view)


def _note_coords(surf: pygame.Surface, layout: BoardLayout, view: GenericBoard) -> None:
    """While a test records a frame: the coordinates as drawn (their size, the wood under
    them, sampled at their boxes' corners)."""
    if not view.coords or not drawlog.is_recording():
        return
    for text, rect, size in coord_labels(layout):
        # the glyphs' own box (a line's box is taller: its neighbours' would overlap) and
        # the wood a pixel around it
        ink = Fonts.text_px(text, size, True, theme.COORD).get_bounding_rect().move(rect.topleft)
        bg = drawlog.background_under(surf, ink.inflate(2, 2), theme.COORD, corners=True)
        drawlog.note_text(drawlog.Drawn(text, ink, None, drawlog.COORD, size, size, True,
                                        theme.COORD, bg))


def draw_board_base(surf: pygame.Surface, layout: BoardLayout, view: GenericBoard) -> None:
    """The layer that depends only on the position: wood, grid, stones, markers."""
    draw_board_wood(surf, layout, view)
    draw_board_pieces(surf, layout, view)


def draw_board_wood(surf: pygame.Surface, layout: BoardLayout, view: GenericBoard) -> None:
    """The board without pieces: its shadow, wood, frame, grid, star points, coordinates."""
    game = game_of(view.state)
    bx, by, bw, bh = layout.board_rect()
    # board with a drop shadow and a dark edge
    px = Fonts.px
    shadow = pygame.Surface((bw + px(12), bh + px(12)), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 70), (px(6), px(6), bw + px(4), bh + px(4)),
                     border_radius=px(10))
    surf.blit(shadow, (bx - px(2), by - px(2)))
    surf.blit(_wood(bw, bh), (bx, by))
    pygame.draw.rect(surf, theme.WOOD_EDGE, (bx, by, bw, bh), px(FRAME_W), border_radius=px(3))

    _draw_grid(surf, layout, view.coords)
    if game.star_points:
        _draw_star_points(surf, layout)


def draw_board_pieces(surf: pygame.Surface, layout: BoardLayout, view: GenericBoard) -> None:
    """What is on the board: stones, hints, the suggestion, markers, the last move."""
    state = view.state
    game = game_of(state)
    radius = max(3, round(layout.stone_radius))
    px = Fonts.px
    centre = layout.centre
    game.draw_stones(surf, layout, view, radius)

    if view.hints:
        for p in game.hint_points(state):
            draw_hint(surf, state.to_move, centre(p), radius)
    if view.suggested is not None:
        draw_stone(surf, state.to_move, centre(view.suggested), radius, 130)
        dashed_ring(surf, theme.CURSOR, centre(view.suggested), radius + px(3), px(3))

    game.draw_markers(surf, layout, view, radius)

    for p in view.rings:
        danger_ring(surf, centre(p), radius + 2, max(2, radius // 6))

    if view.line:
        draw_line_through(surf, layout, view.line, theme.LAST_MOVE, radius)

    for mark in (view.last_move, view.marked):
        if mark is not None and mark >= 0:
            draw_move_mark(surf, centre(mark), radius, state.cell(mark))

    for p in view.crosses:
        x, y = centre(p)
        d = round(radius * 0.5)
        w = max(2, radius // 6)
        pygame.draw.line(surf, theme.ILLEGAL, (x - d, y - d), (x + d, y + d), w)
        pygame.draw.line(surf, theme.ILLEGAL, (x - d, y + d), (x + d, y - d), w)


def draw_board_overlay(surf: pygame.Surface, layout: BoardLayout, view: GenericBoard) -> None:
    """What changes without a move: fading and turning stones, hover preview, cursor."""
    state = view.state
    centre = layout.centre
    radius = max(3, round(layout.stone_radius))

    for p, colour, t in view.fading:
        if state.cell(p) == EMPTY:
            r = max(2, round(radius * (0.8 + 0.2 * t)))
            draw_stone(surf, colour, centre(p), r, round(255 * t))

    for p, old, new, t in view.turning:  # t runs 1 -> 0: the old face narrows, the new widens
        if t > 0.5:
            draw_stone(surf, old, centre(p), radius, squash=max(0.05, 2 * t - 1))
        else:
            draw_stone(surf, new, centre(p), radius, squash=max(0.05, 1 - 2 * t))

    game = game_of(state)
    game.draw_preview(surf, layout, view, radius)
    if view.hover is not None and view.hover >= 0 and state.is_legal(view.hover):
        draw_stone(surf, state.to_move, centre(view.hover), radius, 170)
        game.draw_over_hover(surf, layout, view, radius)
    if view.hover is not None and view.marked == view.hover:
        draw_move_mark(surf, centre(view.hover), radius, state.cell(view.hover))

    if view.cursor is not None:
        _draw_cursor(surf, centre(view.cursor), radius + Fonts.px(4))


def draw_line_through(
    surf: pygame.Surface,
    layout: BoardLayout,
    points: tuple[int, ...],
    colour: theme.Colour,
    radius: int,
    alpha: int = 200,
) -> None:
    """A thick translucent stroke from the first to the last of ``points`` (a line of stones)."""
    if len(points) < 2:
        return
    ends = sorted(points)
    (ax, ay), (bx, by) = layout.centre(ends[0]), layout.centre(ends[-1])
    x0, y0 = min(ax, bx) - radius, min(ay, by) - radius
    w, h = abs(bx - ax) + 2 * radius + 1, abs(by - ay) + 2 * radius + 1
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    width = max(3, radius // 2)
    a, b = (ax - x0, ay - y0), (bx - x0, by - y0)
    pygame.draw.line(layer, (*colour, alpha), a, b, width)
    for end in (a, b):
        pygame.draw.circle(layer, (*colour, alpha), end, width // 2 + 1)
    surf.blit(layer, (x0, y0))


def _draw_star_points(surf: pygame.Surface, layout: BoardLayout) -> None:
    """Go's star points: columns and rows 3, N//2 and N-4 (boards of 13 and more)."""
    w, h = layout.width, layout.height
    if min(w, h) < 13:
        return
    r = max(2, round(layout.spacing * 0.09))
    for row in (3, h // 2, h - 4):
        for col in (3, w // 2, w - 4):
            pygame.draw.circle(surf, theme.GRID, layout.centre(row * w + col), r)


def _draw_grid(surf: pygame.Surface, layout: BoardLayout, coords: bool) -> None:
    geo_w, geo_h, sp = layout.width, layout.height, layout.spacing
    x0, y0 = round(layout.x0), round(layout.y0)
    x1, y1 = round(layout.x0 + sp * (geo_w - 1)), round(layout.y0 + sp * (geo_h - 1))
    line = max(1, round(sp / 40)) * theme.GRID_WEIGHT
    # every line is a rectangle centred on its grid coordinate, so the frame's
    # four sides (one pixel thicker) come out equally thick
    for col in range(geo_w):
        x = round(layout.x0 + col * sp)
        t = line + 1 if col in (0, geo_w - 1) else line
        pygame.draw.rect(surf, theme.GRID, (x - t // 2, y0 - t // 2, t, y1 - y0 + t))
    for row in range(geo_h):
        y = round(layout.y0 + row * sp)
        t = line + 1 if row in (0, geo_h - 1) else line
        pygame.draw.rect(surf, theme.GRID, (x0 - t // 2, y - t // 2, x1 - x0 + t, t))
    if not coords:
        return
    for text, rect, size in coord_labels(layout):
        surf.blit(Fonts.text_px(text, size, True, theme.COORD), rect)


def coord_room(height: int) -> int:
    """Device pixels the coordinates of a board ``height`` rows high need between its edge
    stones and its frame at their least size (:data:`tanbo.ui.design.MIN_COORD`)."""
    font = Fonts.get_px(Fonts.px(design.MIN_COORD), True)
    widest = max(font.size(str(height))[0], font.get_ascent())
    return widest + Fonts.px(2) * 3 + Fonts.px(FRAME_W) + Fonts.px(1) + 1


def fit_board(area: tuple[int, int, int, int], width: int, height: int) -> BoardLayout:
    """A ``width`` x ``height`` board fitted into ``area`` with room for its coordinates
    (at least :data:`tanbo.ui.design.MIN_COORD` px: a 19x19 board on a phone gets a wider
    margin)."""
    return BoardLayout.fit(area, width, height, label=coord_room(height))


def coord_labels(layout: BoardLayout) -> list[tuple[str, pygame.Rect, int]]:
    """The coordinate labels around the grid: ``(text, rectangle, font size in device
    pixels)``.

    Files (a, b, ...) above and below, ranks (1 at the bottom) left and right,
    each centred in the strip between the edge stones and the board's frame,
    with a font small enough for the widest label to fit that strip.
    """
    geo_w, geo_h, sp = layout.width, layout.height, layout.spacing
    x0, y0 = layout.x0, layout.y0
    x1, y1 = x0 + sp * (geo_w - 1), y0 + sp * (geo_h - 1)
    px = Fonts.px
    inner = layout.stone_radius + px(2)  # the edge stones, with their shadow
    outer = sp * layout.margin - px(FRAME_W) - px(1)  # the frame
    strip = outer - inner
    off = (inner + outer) / 2
    widest = str(geo_h)
    smallest = px(design.MIN_COORD)
    size = min(px(18), max(smallest, round(sp * 0.34)))
    while size > smallest and max(Fonts.get_px(size, True).size(widest)[0],
                                  Fonts.get_px(size, True).get_ascent()) > strip - px(2):
        size -= 1
    out = []
    font = Fonts.get_px(size, True)
    for col in range(geo_w):
        text = "abcdefghijklmnopqrstuvwxyz"[col]
        w, h = font.size(text)
        for fy in (y0 - off, y1 + off):
            out.append((text, pygame.Rect(0, 0, w, h).move(round(x0 + col * sp - w / 2),
                                                           round(fy - h / 2)), size))
    for row in range(geo_h):
        text = str(geo_h - row)
        w, h = font.size(text)
        for fx in (x0 - off, x1 + off):
            out.append((text, pygame.Rect(0, 0, w, h).move(round(fx - w / 2),
                                                           round(y0 + row * sp - h / 2)), size))
    return out


def tint(
    surf: pygame.Surface, c: tuple[int, int], r: int, colour: theme.Colour, alpha: int
) -> None:
    """A translucent disc of ``colour`` over a stone."""
    layer = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
    pygame.draw.circle(layer, (*colour, alpha), (r + 1, r + 1), r)
    surf.blit(layer, (c[0] - r - 1, c[1] - r - 1))


def dashed_ring(surf: pygame.Surface, colour: tuple[int, ...], c: tuple[int, int], r: int,
                width: int, dashes: int = 8) -> None:
    """A ring of ``dashes`` dashes (the first centred on the right): the computer's suggested
    or best move, told from the solid capture and danger rings by its shape."""
    rect = pygame.Rect(c[0] - r, c[1] - r, 2 * r, 2 * r)
    half = math.pi / dashes * 0.6
    for i in range(dashes):
        a = 2 * math.pi * i / dashes
        pygame.draw.arc(surf, colour, rect, a - half, a + half, width)


def danger_ring(surf: pygame.Surface, c: tuple[int, int], r: int, width: int) -> None:
    """An amber warning ring of outer radius ``r``, edged dark inside and out so it shows on the
    wood and on a white stone alike (not by its hue alone: amber and the wood are close
    in greyscale)."""
    edge = max(1, Fonts.px(1))
    amber = max(width, 2 * edge)
    pygame.draw.circle(surf, theme.DANGER_EDGE, c, r, amber + 2 * edge)
    pygame.draw.circle(surf, theme.DANGER, c, r - edge, amber)


def draw_move_mark(surf: pygame.Surface, c: tuple[int, int], r: int, cell: int) -> None:
    """A red dot on the last move's stone, or a red ring where it was removed."""
    if cell == EMPTY:
        pygame.draw.circle(surf, theme.LAST_MOVE, c, max(4, r * 2 // 3), max(2, r // 6))
        pygame.draw.circle(surf, theme.LAST_MOVE, c, max(2, r // 6))
    else:
        pygame.draw.circle(surf, theme.LAST_MOVE, c, max(3, r // 3))
        pygame.draw.circle(surf, (255, 255, 255) if cell == BLACK else (60, 0, 0), c,
                           max(3, r // 3), Fonts.px(1))


def _draw_cursor(surf: pygame.Surface, c: tuple[int, int], r: int) -> None:
    x, y = c
    d = max(4, r // 2)
    w = Fonts.px(3)
    for sx in (-1, 1):
        for sy in (-1, 1):
            cx, cy = x + sx * r, y + sy * r
            pygame.draw.line(surf, theme.CURSOR, (cx, cy), (cx - sx * d, cy), w)
            pygame.draw.line(surf, theme.CURSOR, (cx, cy), (cx, cy - sy * d), w)
