"""Pixel <-> point maths and the screen layout from the window's size (pure Python, no pygame).

:func:`screen_layout` maps the window's size in device pixels (the pixels drawn:
the canvas's backing store in a browser) and a UI scale (:func:`ui_scale`: the
browser's ``devicePixelRatio`` times a size factor for big windows) to the named
rectangles of every screen (:class:`ScreenLayout`). The arrangement is decided in
logical pixels (the window's size divided by the scale) and every rectangle is then
scaled to device pixels, so lines and text are drawn at the screen's resolution and
a 2560x1440 monitor gets the 1280x720 layout at twice the size. The arrangements are
a landscape arrangement (board left, panel right; at 1280x720 exactly the
fixed positions of earlier versions), a compact landscape one for short windows
and a portrait one (board across the full width, the panel below it), the last
two with the less used buttons behind a "More" button. A board of
``width`` x ``height`` points is fitted into a rectangle with a margin for the
coordinates; point ``p`` (``row * width + col``, row 0 at the top) sits on the
grid intersection ``(col, row)``. :meth:`BoardLayout.point_at` maps a pixel
back to the nearest point, or ``None`` when the pixel is too far from any point.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

__all__ = [
    "SCREEN_W",
    "SCREEN_H",
    "Rect",
    "BoardLayout",
    "BOARD_AREA",
    "PANEL",
    "move_list_cell",
    "NUMBER_W",
    "PER_ROW",
    "full_moves",
    "ScreenLayout",
    "MenuLayout",
    "screen_layout",
    "MIN_W",
    "MIN_H",
    "DEFAULT_SIZE",
    "ui_scale",
    "MAX_GROW",
    "STATUS_LINES_H",
]

SCREEN_W, SCREEN_H = 1280, 720  # the default window (and the landscape design size)
DEFAULT_SIZE = (SCREEN_W, SCREEN_H)
MIN_W, MIN_H = 360, 360  # the smallest window laid out (a smaller one is laid out at this)
PORTRAIT_MIN_H = 600  # a portrait layout needs this height (a shorter window is cut off)
LANDSCAPE_MIN_W = 600  # a narrower window is laid out in portrait

Rect = tuple[int, int, int, int]
"""``(x, y, w, h)`` in pixels."""

MAX_GROW = 2.0  # a big window's text and controls grow up to this (2560x1440: 2x)
GROW_STEP = 8  # the size factor is a multiple of 1/GROW_STEP (few font sizes while resizing)


def ui_scale(width: int, height: int, pixel_ratio: float = 1.0) -> float:
    """The UI scale of a ``width`` x ``height`` (device pixels) window: device pixels per
    logical pixel.

    ``pixel_ratio`` is how many device pixels make a CSS pixel (the browser's
    ``devicePixelRatio`` as capped by web/fit.js; 1 natively). A window bigger than
    1280x720 CSS px grows the UI by the smaller of its two ratios to that size, at most
    :data:`MAX_GROW` times, rounded down to a multiple of 1/:data:`GROW_STEP`.
    """
    if not pixel_ratio > 0:
        raise ValueError(f"pixel ratio must be positive, got {pixel_ratio}")
    css_w, css_h = width / pixel_ratio, height / pixel_ratio
    grow = min(max(1.0, min(css_w / SCREEN_W, css_h / SCREEN_H)), MAX_GROW)
    return pixel_ratio * (int(grow * GROW_STEP) / GROW_STEP)

BOARD_AREA: Rect = (10, 10, 700, 700)  # at 1280x720
STONE_RADIUS = 0.42  # a stone's radius, in spacings
PANEL: Rect = (730, 12, 536, 696)  # at 1280x720


@dataclass(frozen=True)
class BoardLayout:
    """Where the points of a ``width`` x ``height`` board are drawn."""

    width: int
    height: int
    x0: float  # centre of column 0
    y0: float  # centre of row 0
    spacing: float  # distance between neighbouring points
    margin: float = 0.85  # wood around the grid, in spacings

    @classmethod
    def fit(
        cls, area: Rect, width: int, height: int, margin: float | None = None,
        label: float = 0.0,
    ) -> BoardLayout:
        """Fit the grid centred in ``area``, leaving ``margin`` spacings around it.

        The default margin is wider when ranks have two digits, so the labels
        fit between the edge stones and the frame; ``label`` is the room in pixels
        the coordinates need beyond the edge stones (a small board on a phone: the
        margin widens until they fit at their least size).
        """
        if margin is None:
            margin = 0.85 if height < 10 else 1.1
        ax, ay, aw, ah = area

        def spacing_for(m: float) -> float:
            return min(aw / (width - 1 + 2 * m), ah / (height - 1 + 2 * m))

        for _ in range(32 if label > 0 else 0):  # a fixed point: a wider margin, less spacing
            need = STONE_RADIUS + label / spacing_for(margin)
            if need <= margin:
                break
            margin = need + 0.001
        spacing = spacing_for(margin)
        gw, gh = spacing * (width - 1), spacing * (height - 1)
        return cls(width, height, ax + (aw - gw) / 2, ay + (ah - gh) / 2, spacing, margin)

    @property
    def stone_radius(self) -> float:
        """Stone radius: well under half the spacing, so the root connectors show."""
        return self.spacing * STONE_RADIUS

    def centre(self, point: int) -> tuple[int, int]:
        """Pixel centre of ``point`` (rounded)."""
        row, col = divmod(point, self.width)
        return round(self.x0 + col * self.spacing), round(self.y0 + row * self.spacing)

    def point_at(self, x: float, y: float, whole_cell: bool = False) -> int | None:
        """The point whose intersection is nearest ``(x, y)``, if within half a spacing
        (``whole_cell``, for a finger: anywhere in the point's square cell)."""
        col = round((x - self.x0) / self.spacing)
        row = round((y - self.y0) / self.spacing)
        if not (0 <= col < self.width and 0 <= row < self.height):
            return None
        dx = x - (self.x0 + col * self.spacing)
        dy = y - (self.y0 + row * self.spacing)
        if whole_cell:
            return row * self.width + col
        if dx * dx + dy * dy > (self.spacing * 0.5) ** 2:
            return None
        return row * self.width + col

    def board_rect(self) -> Rect:
        """The wooden board's rectangle: the grid plus ``margin`` spacings each side."""
        m = self.spacing * self.margin
        x = round(self.x0 - m)
        y = round(self.y0 - m)
        w = round(self.spacing * (self.width - 1) + 2 * m)
        h = round(self.spacing * (self.height - 1) + 2 * m)
        return x, y, w, h

    def step(self, point: int, dcol: int, drow: int) -> int:
        """The point ``dcol`` files and ``drow`` rows away, clamped to the board."""
        row, col = divmod(point, self.width)
        col = min(max(col + dcol, 0), self.width - 1)
        row = min(max(row + drow, 0), self.height - 1)
        return row * self.width + col


def full_moves(ply: int) -> int:
    """Plies counted as full moves (Black's and White's), the numbering of records
    and of the move list; every "move N" the UI shows uses it."""
    return (ply + 1) // 2


PER_ROW = 3  # full moves per move-list row
NUMBER_W = 44  # width of the move-number column of each full move


def move_list_cell(
    area: Rect, index: int, first: int, row_h: int, per_row: int = PER_ROW,
    number_w: int = NUMBER_W,
) -> Rect | None:
    """Rectangle of ply ``index`` in a move list scrolled to show rows from ``first``.

    Each row holds ``per_row`` full moves; a full move is a number column and
    two plies (Black, White). ``None`` when the ply is scrolled out of ``area``.
    """
    x, y, w, h = area
    full = index // 2
    row = full // per_row - first
    if row < 0 or (row + 1) * row_h > h:
        return None
    block_w = w // per_row
    cell_w = (block_w - number_w) // 2
    bx = x + (full % per_row) * block_w
    return bx + number_w + (index % 2) * cell_w, y + row * row_h, cell_w, row_h


# ----------------------------------------------------------------- screen layout

PANEL_W = 536  # the landscape panel's width
STATUS_LINES_H = 37.5
"""Two lines of the status (BODY, 15 px; a line 1.2 times the font) and a margin, logical
px: the status row's height beside its buttons with the larger text (times the factor)."""
HEADER_H = 84  # title, subtitle and the share button (landscape only)
PLAYER_H, PLAYER_GAP = 44, 6
STATUS_H = 44  # the status line, and the turn's buttons beside it
INFO_H = 56  # three lines of 15 px messages
INFO_LINE_H = 18  # one more (portrait)
MOVES_TITLE_H = 28  # "Moves" and "move n of m" above the list
NAV_H = 44  # a touch target (44 CSS px), as every button
BUTTON_ROW_H = 44  # a touch target (44 CSS px)
MOVE_ROW_H = 22  # one row of the move list
MIN_MOVE_ROWS = 3
EXTRAS_H = 44  # the turn's or the analysis's buttons (portrait: their own row)


@dataclass(frozen=True)
class MenuLayout:
    """The new-game menu: one wide page (labels left of their choices, the preview right)
    or, on a narrow window, labels above the choices in one column, or two columns
    (the choices, then the players and the buttons) on a short wide window; no preview."""

    narrow: bool
    top: int  # the page's top edge
    x: int  # left edge of the labels
    choice_x: int  # left edge of the choice buttons (wide)
    width: int  # width of a column of choices (narrow)
    lang_xy: tuple[int, int]  # the language buttons' top-left
    preview: Rect | None  # the start position's preview board (wide)
    keys: Rect | None  # the keyboard help (wide)
    message: Rect | None  # a message or the by-link note (wide; narrow: under the buttons)
    second_x: int | None  # the second column's left edge (narrow, two columns)
    files: Rect | None = None  # the row of export, import and settings (wide; narrow: below)


@dataclass(frozen=True)
class ScreenLayout:
    """The named rectangles of every screen for one window size.

    ``compact`` layouts (portrait, and short landscape windows) have no header,
    no toggle row and no export/import on the navigation row: those are on the
    "More" sheet (:attr:`more_box`), opened by the last button of :attr:`actions`.
    """

    size: tuple[int, int]  # device pixels
    portrait: bool
    compact: bool
    text_scale: float  # device pixels per logical pixel: font sizes and offsets are scaled
    board: Rect  # the board is fitted into this
    panel: Rect  # the panel's background
    header: Rect | None
    share: Rect | None  # the share button, in the header
    players: tuple[Rect, Rect]
    status: Rect  # the status line
    extras: Rect  # the turn's buttons (pass, offer a draw) or the analysis's (analyse, depth),
    # right-aligned: the status line's right end, or (portrait) a row of their own under it
    info: Rect  # the messages under the status line
    moves: Rect  # the move list (and the analysis graph under it)
    per_row: int  # full moves per move-list row
    nav: Rect  # |< < > >| (and export, import when not compact)
    toggles: Rect | None  # hints, danger, sound, language (not compact)
    actions: Rect  # undo, redo, new, rules (compact: undo, redo, new, more)
    over_box: Rect  # the game-over box and the draw offer, over the board
    confirm_box: Rect  # a yes/no question
    more_box: Rect  # the "More" sheet (compact)
    rules: Rect  # the rules page
    menu: MenuLayout
    text_factor: float = 1.0  # the larger text beyond the scale (tanbo.ui.display), on the
    # screens laid out for it (Screen.large_text)

    def px(self, n: float) -> int:
        """``n`` logical pixels (a drawing offset, a line width) in device pixels."""
        return round(n * self.text_scale)


def _centred(outer: Rect, w: int, h: int, dy: int = 0) -> Rect:
    ox, oy, ow, oh = outer
    w, h = min(w, ow), min(h, oh)
    return ox + (ow - w) // 2, oy + (oh - h) // 2 + dy, w, h


def _menu(w: int, h: int) -> MenuLayout:
    if w >= 1160 and h >= 700:
        x = (w - SCREEN_W) // 2 + 60  # the 1280x720 page, centred
        top = (h - SCREEN_H) // 2
        return MenuLayout(False, top, x, x + 200, 580, (x + 500, top + 34),
                          (x + 800, top + 130, 380, 334), (x + 800, top + 612, 390, 100),
                          (x + 800, top + 552, 380, 56), None, (x + 800, top + 502, 380, 44))
    lang_xy = (w - 12 - 2 * 96 - 8, 12)
    if w >= LANDSCAPE_MIN_W and h < 2 * w // 3:
        col = (w - 36) // 2
        return MenuLayout(True, 12, 12, 12, col, lang_xy, None, None, None, 24 + col)
    return MenuLayout(True, 12, 12, 12, w - 24, lang_xy, None, None, None, None)


def screen_layout(width: int, height: int, scale: float = 1.0,
                  text_factor: float = 1.0) -> ScreenLayout:
    """The layout of every screen in a ``width`` x ``height`` window (device pixels).

    The window is laid out at its logical size (``width / scale`` x ``height / scale``)
    and every rectangle is returned in device pixels; ``scale`` becomes
    :attr:`ScreenLayout.text_scale`. Windows smaller than :data:`MIN_W` x
    :data:`MIN_H` logical pixels are laid out at that size. ``text_factor`` (the larger
    text the zoom cannot give, :attr:`ScreenLayout.text_factor`) makes the compact game
    panel's rows of text taller and its board smaller.
    """
    if not scale > 0:
        raise ValueError(f"scale must be positive, got {scale}")
    if not text_factor >= 1:
        raise ValueError(f"text factor must be at least 1, got {text_factor}")
    lay = _logical_layout(int(width / scale), int(height / scale), text_factor)
    if scale == 1.0:
        return lay
    lw, lh = lay.size
    size = (width if lw * scale <= width else round(lw * scale),
            height if lh * scale <= height else round(lh * scale))
    return _scaled(lay, scale, size)


def _scale_rect(r: Rect, s: float) -> Rect:
    """``r`` scaled by ``s``, edge by edge (neighbouring rectangles stay neighbours)."""
    x, y, w, h = r
    x0, y0 = round(x * s), round(y * s)
    return x0, y0, round((x + w) * s) - x0, round((y + h) * s) - y0


def _scaled(lay: ScreenLayout, s: float, size: tuple[int, int]) -> ScreenLayout:
    def r(rect: Rect) -> Rect:
        return _scale_rect(rect, s)

    def opt(rect: Rect | None) -> Rect | None:
        return None if rect is None else r(rect)

    def xy(p: tuple[int, int]) -> tuple[int, int]:
        return round(p[0] * s), round(p[1] * s)

    m = lay.menu
    menu = replace(
        m, top=round(m.top * s), x=round(m.x * s), choice_x=round(m.choice_x * s),
        width=round(m.width * s), lang_xy=xy(m.lang_xy), preview=opt(m.preview),
        keys=opt(m.keys), message=opt(m.message), files=opt(m.files),
        second_x=None if m.second_x is None else round(m.second_x * s),
    )
    return replace(
        lay, size=size, text_scale=s, board=r(lay.board), panel=r(lay.panel),
        header=opt(lay.header), share=opt(lay.share),
        players=(r(lay.players[0]), r(lay.players[1])), status=r(lay.status),
        extras=r(lay.extras),
        info=r(lay.info), moves=r(lay.moves), nav=r(lay.nav), toggles=opt(lay.toggles),
        actions=r(lay.actions), over_box=r(lay.over_box), confirm_box=r(lay.confirm_box),
        more_box=r(lay.more_box), rules=r(lay.rules), menu=menu,
    )


def _logical_layout(width: int, height: int, tf: float = 1.0) -> ScreenLayout:
    """The layout at scale 1 (logical pixels), its game panel's text ``tf`` times larger."""
    w, h = max(width, MIN_W), max(height, MIN_H)
    portrait = w < h or w < LANDSCAPE_MIN_W
    if portrait:
        h = max(h, PORTRAIT_MIN_H)
    confirm = _centred((0, 0, w, h), min(520, w - 16), 190)
    confirm = (confirm[0], h // 2 - 95 if h >= 190 else confirm[1], *confirm[2:])
    # the rules page: the 1280x720 page centred where it fits, else the whole window
    wide = w >= SCREEN_W and h >= SCREEN_H
    rules = _centred((0, 0, w, h), SCREEN_W, SCREEN_H) if wide else (0, 0, w, h)
    if portrait:
        return _portrait(w, h, confirm, rules, tf)
    panel_w = min(PANEL_W, max(w - h - 24, 400))
    side = min(h - 20, w - panel_w - 44)
    board = (10, 10, side, h - 20)
    # a short or narrow panel (a phone on its side) keeps only the essential buttons
    compact = h < 600 or w - side - 44 < PANEL_W - 36
    px = 10 + side + 20
    panel = (px, 12, w - px - 14, h - 24)
    return _panel_layout(w, h, False, compact, board, panel, confirm, rules, tf)


@dataclass(frozen=True)
class _Rows:
    """The compact game panel's rows of text, ``tf`` times taller with the larger text
    (logical px): the players, the messages (and one more line), the move list's title
    and rows, how many rows the move list keeps at least and how many more lines the
    messages may take from it where it has room."""

    player: int
    info: int
    info_line: int
    moves_title: int
    move_row: int
    min_move_rows: int
    more_lines: int

    @staticmethod
    def of(tf: float) -> _Rows:
        """The rows for the text factor ``tf`` (1: the constants above); larger text keeps
        one row of the move list at least, so the board keeps its room."""
        return _Rows(round(PLAYER_H * tf), round(INFO_H * tf), round(INFO_LINE_H * tf),
                     round(MOVES_TITLE_H * tf), round(MOVE_ROW_H * tf),
                     MIN_MOVE_ROWS if tf == 1 else 2, 1 if tf == 1 else 3)


def _portrait(w: int, h: int, confirm: Rect, rules: Rect, tf: float) -> ScreenLayout:
    rows = _Rows.of(tf)
    # the extras' own row takes one of the move list's minimum rows
    panel_min = (rows.player + PLAYER_GAP + STATUS_H + 8 + EXTRAS_H + 2 + rows.info
                 + rows.moves_title + (rows.min_move_rows - 1) * rows.move_row + NAV_H + 8
                 + BUTTON_ROW_H + 20)
    if tf > 1:  # larger text: the messages' longest (a legend) wraps into two more lines
        panel_min += 2 * rows.info_line
    side = max(min(w - 8, h - panel_min - 8), 200)
    board = ((w - side) // 2, 4, side, side)
    top = 4 + side + 4
    panel = (4, top, w - 8, h - top - 4)
    return _panel_layout(w, h, True, True, board, panel, confirm, rules, tf)


def _panel_layout(
    w: int, h: int, portrait: bool, compact: bool, board: Rect, panel: Rect,
    confirm: Rect, rules: Rect, tf: float = 1.0,
) -> ScreenLayout:
    px, py, pw, ph = panel
    bottom = py + ph
    if compact:
        rows = _Rows.of(tf)
        header = share = toggles = None
        y = py + 6
        half = (pw - 20 - PLAYER_GAP) // 2  # the two players side by side
        players = ((px + 10, y, half, rows.player),
                   (px + 10 + half + PLAYER_GAP, y, half, rows.player))
        y += rows.player + 4
        actions = (px + 10, bottom - BUTTON_ROW_H - 6, pw - 20, BUTTON_ROW_H)
        nav = (px + 10, actions[1] - 4 - NAV_H, pw - 20, NAV_H)
        info_h = rows.info
        if portrait:  # too narrow for the status and the buttons side by side
            status_h = STATUS_H
            list_y = y + STATUS_H + 2 + EXTRAS_H + 2
            # a narrow panel wraps a legend into more lines, where the move list keeps
            # its rows (not on a small phone: its board would lose the lines)
            list_room = nav[1] - 8 - (list_y + rows.info + rows.moves_title)
            # (two rows of moves and the rules assistant's row, 44 + 6)
            least = (rows.min_move_rows - 1) * rows.move_row + 44 + 6
            for _ in range(rows.more_lines):
                if list_room - rows.info_line < least:
                    break
                info_h += rows.info_line
                list_room -= rows.info_line
        else:
            # beside the turn's buttons (a phone on its side) the status line takes two
            # lines with the larger text, where the panel has the room
            status_h = max(STATUS_H, math.ceil(STATUS_LINES_H * tf))
            list_y = y + status_h + 2
        # a short panel (the larger text; a small window): the move list keeps a row at
        # least, taken from the messages (down to one line: they show what fits), then
        # from a two-line status (its buttons go to the "More..." sheet instead)
        short = list_y + info_h + rows.moves_title + rows.move_row + 8 - nav[1]
        if short > 0:
            taken = min(short, info_h - rows.info_line)
            info_h -= taken
            if not portrait:
                status_h -= min(short - taken, status_h - STATUS_H)
        status = (px + 16, y, pw - 32, status_h)
        y += status_h + 2
        extras = status
        if portrait:
            extras = (px + 10, y, pw - 26, EXTRAS_H)
            y += EXTRAS_H + 2
        info = (px + 16, y, pw - 32, info_h)
        y += info[3] + rows.moves_title
        moves = (px + 10, y, pw - 20, max(nav[1] - 8 - y, rows.move_row))
    else:
        header = (px, py, pw, HEADER_H)
        share = (px + pw - 156, py + 39, 140, 44)
        players = ((px + 10, py + 84, pw - 20, PLAYER_H), (px + 10, py + 132, pw - 20, PLAYER_H))
        status = (px + 16, py + 180, pw - 32, STATUS_H)
        extras = status
        info = (px + 16, py + 226, pw - 32, INFO_H)
        actions = (px + 10, bottom - 52, pw - 20, BUTTON_ROW_H)
        toggles = (px + 10, bottom - 102, pw - 20, BUTTON_ROW_H)
        moves_y = py + 310
        moves = (px + 10, moves_y, pw - 20, toggles[1] - 66 - moves_y)
        nav = (px + 10, moves[1] + moves[3] + 8, pw - 20, NAV_H)
    # full moves a row: fewer with larger text (one where two would not fit)
    per_row = 3 if moves[2] >= 420 * tf else 2 if tf == 1 or moves[2] >= 280 * tf else 1
    bx, by, bw, bh = board
    side = min(bw, bh)
    # over the board; on a board too small to hold it, over the panel too (kept on screen)
    ow, oh = min(420, max(side - 20, 300), w - 16), min(260, max(side - 20, 260), h - 16)
    ox, oy, ow, oh = _centred((bx, by, bw, bh), ow, oh, dy=-5) if ow <= bw and oh <= bh else (
        bx + (bw - ow) // 2, by + (min(bh, side) - oh) // 2, ow, oh)
    over = (min(max(ox, 8), w - 8 - ow), min(max(oy, 8), h - 8 - oh), ow, oh)
    more_w = 520 if h >= 480 else 760  # a short window: a wide sheet of four columns
    more = _centred((0, 0, w, h), min(more_w, w - 16), min(500, h - 16))
    return ScreenLayout(
        size=(w, h), portrait=portrait, compact=compact, text_scale=1.0,
        board=board, panel=panel, header=header, share=share, players=players,
        status=status, extras=extras, info=info, moves=moves, per_row=per_row, nav=nav,
        toggles=toggles,
        actions=actions, over_box=over, confirm_box=confirm, more_box=more, rules=rules,
        menu=_menu(w, h), text_factor=tf,
    )
