"""The home screen: what a returning player can do next, most likely first.

Continue the game in progress (with a small drawing of its board, by the game's own
renderer), a new game (the new-game screen, :mod:`.menu`), the course with its
progress (:mod:`.learn`), the puzzle of the day with the streak (:mod:`.puzzles`),
Statistics with the rating (:mod:`.stats`) and the rules (:mod:`.rules`); and the
language. Each place is a :class:`Card`: a button with a second, dimmer line.

Every other screen reaches home in one tap (its Home button, action ``home``:
:func:`go_home`); the App opens on it (a first start asks about the course first).
A finished course offers a first game against level 1 (action ``first_game``:
:func:`first_game`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

import pygame

from tanbo.games import GAMES
from tanbo.lessons import COURSES
from tanbo.players import HUMAN
from tanbo.ui import display, home_text, theme  # noqa: F401  (home_text: its texts)
from tanbo.ui.games import game_view
from tanbo.ui.lang import LANGUAGES
from tanbo.ui.layout import BoardLayout, Rect, full_moves
from tanbo.ui.render import BoardView, Fonts, draw_board
from tanbo.ui.screens.base import Action, Screen, language_buttons
from tanbo.ui.screens.learn import course_game
from tanbo.ui.scrolling import PageScroll, Viewport, thumb
from tanbo.ui.view import HOME, MENU, ScreenState, ViewState
from tanbo.ui.widgets import Button, draw_fitted, draw_wrapped, ellipsize, wrap

if TYPE_CHECKING:
    from tanbo.ui.commands import Commands
    from tanbo.ui.host import Scene

__all__ = [
    "HOME",
    "SCREEN",
    "ACTIONS",
    "Card",
    "card_lines",
    "card_height",
    "new_detail",
    "LEVEL_ONE",
    "Page",
    "page",
    "page_scroll",
    "state",
    "home_buttons",
    "draw_home",
    "go_home",
    "first_game",
    "in_progress",
]

LEVEL_ONE = "level1"
"""The player kind of a first game after the course (the computer at level 1)."""

CARD_H, CARD_GAP, MIN_CARD_H = 64, 10, 48  # logical px
TITLE_ROOM = 150  # logical px the title keeps beside the language buttons
DETAIL_SIZE = 15  # a card's second line
MESSAGE_SIZE, MESSAGE_LINES = 15, 5  # the status message under the cards
CONTINUE_H = 150  # logical px: the game in progress's card at most (its board)
COLUMN_W = 560  # logical px: one column of cards at most this wide


@dataclass
class Card(Button):
    """A home button: its label (bold, left) over ``detail`` (lines split at ``\n``),
    and a ``picture`` drawn in a square at its left (the game in progress's board)."""

    detail: str = ""
    picture: Callable[[pygame.Surface, Rect], None] | None = field(default=None, repr=False)
    side: int = 0  # the picture's square (device px; 0: as high as the card allows)

    def _draw(self, surf: pygame.Surface, hover: bool) -> None:
        """The card's face, picture and two lines (hover and pressed states)."""
        colour = theme.BUTTON_ON if self.on else theme.BUTTON_HOVER if hover else theme.BUTTON
        px = Fonts.px
        pygame.draw.rect(surf, colour, self.rect, border_radius=px(9))
        pygame.draw.rect(surf, theme.PANEL_LINE, self.rect, px(1), border_radius=px(9))
        x, y, w, h = self.rect
        left = x + px(14)
        if self.picture is not None:
            side = min(self.side or h, h - px(12))
            self.picture(surf, (x + px(6), y + (h - side) // 2, side, side))
            left = x + px(6) + side + px(12)
        room = x + w - px(12) - left
        label_font = Fonts.get(self.size, True)
        label_h = label_font.get_linesize()
        labels = wrap(self.label, label_font, room) or [""]
        if len(labels) * label_h > h - px(8):  # (too long for the card: said by the check)
            labels = [self.label]
        if not self.detail:
            top = y + (h - len(labels) * label_h) // 2
            for line in labels:
                draw_fitted(surf, line, (left, top, room, label_h), self.size,
                            theme.BUTTON_TEXT, bold=True, min_size=self.size)
                top += label_h
            return
        lines = card_lines(self.detail, room)
        detail_h = Fonts.get(DETAIL_SIZE).get_linesize()
        if len(labels) * label_h + len(lines) * detail_h + px(2) > h - px(8):
            lines = [" · ".join(self.detail.split("\n"))]  # a short card: one line
        top = y + (h - len(labels) * label_h - len(lines) * detail_h - px(2)) // 2
        for line in labels:
            draw_fitted(surf, line, (left, top, room, label_h), self.size, theme.BUTTON_TEXT,
                        bold=True, min_size=self.size)
            top += label_h
        top += px(2)
        for line in lines:
            # AA on the lit and the hovered card too
            dim = theme.BUTTON_TEXT if self.on or hover else theme.TEXT_DIM
            draw_fitted(surf, line, (left, top, room, detail_h), DETAIL_SIZE, dim,
                        min_size=DETAIL_SIZE)
            top += detail_h


def card_lines(detail: str, room: int) -> list[str]:
    """A card's second lines: ``detail``'s lines (split at ``\n``), each wrapped to
    ``room`` device px (larger text wraps; nothing is cut)."""
    font = Fonts.get(DETAIL_SIZE)
    return [part for line in detail.split("\n") for part in wrap(line, font, room)]


def card_height(label: str, detail: str, width: int, size: int, side: int = 0) -> int:
    """The height a :class:`Card` ``width`` device px wide needs to show ``label`` (bold,
    ``size``) and ``detail`` wrapped whole (beside a picture ``side`` device px square,
    none when 0)."""
    px = Fonts.px
    room = width - px(12) - (px(6) + side + px(12) if side else px(14))
    label_font = Fonts.get(size, True)
    labels = len(wrap(label, label_font, room)) or 1
    lines = len(card_lines(detail, room)) if detail else 0
    return (labels * label_font.get_linesize() + lines * Fonts.get(DETAIL_SIZE).get_linesize()
            + (px(2) if detail else 0) + px(12))


# --------------------------------------------------------------- what it says


def in_progress(scene: Scene) -> bool:
    """True when there is a game to continue: moves played and not over."""
    return scene.session.state.ply > 0 and not scene.session.is_over


def _continue_detail(scene: Scene) -> str:
    s = scene.session
    st = s.state
    title = game_view(s.game).title(scene.settings.lang)
    return (f"{title} {st.geometry.size_text} · " + scene.t("home.move", n=full_moves(st.ply))
            + "\n" + scene.t("to_move", side=scene.side_name(st.to_move)))


def new_detail(scene: Scene) -> str:
    """The New game card's second line: the game, the board and the start position chosen."""
    s = scene.settings
    view = game_view(s.game)
    return f"{view.title(s.lang)} {s.size[0]}x{s.size[1]} · {view.setup_label(s.lang, s.setup)}"


def _course_detail(scene: Scene) -> str:
    game = course_game(scene)
    done = sum(scene.lessons.progress.is_done(lesson.id) for lesson in COURSES[game])
    title = game_view(game).title(scene.settings.lang)
    total = len(COURSES[game])
    if done == total:
        return f"{title}: " + scene.t("learn.all_done")
    return f"{title}: " + scene.t("home.course", done=done, total=total)


def _daily_detail(scene: Scene) -> str:
    desk = scene.puzzles
    history = desk.history
    done = history.daily_is_done(scene.settings.game, desk.today())
    return scene.t("home.daily_done" if done else "home.daily_todo", n=history.streak)


def _stats_detail(scene: Scene) -> str:
    keeper = scene.profiles
    game = scene.settings.game
    title = game_view(game).title(scene.settings.lang)
    stats = keeper.statistics().get(keeper.data.current)
    if stats is None or game not in stats.ratings:
        return f"{title}: " + scene.t("home.unrated")
    rating = stats.rating(game)
    return f"{title}: " + scene.t("home.rating", rating=round(rating.rating), rd=round(rating.rd))


def _display_detail(scene: Scene) -> str:
    return display.summary(scene)


def _board_picture(scene: Scene) -> Callable[[pygame.Surface, Rect], None]:
    """The game in progress's board drawn into a square (no coordinates: it is small)."""
    st = scene.session.state

    def picture(surf: pygame.Surface, rect: Rect) -> None:
        geo = st.geometry
        draw_board(surf, BoardLayout.fit(rect, geo.width, geo.height),
                   BoardView(st, coords=False, last_move=st.last_move if st.ply else None))

    return picture


# ------------------------------------------------------------------ layout


class HomeState(ScreenState):
    """Home's page scroll (larger text on a phone: its cards are taller than the window)."""

    def __init__(self) -> None:
        self.page = PageScroll()

    def screen_opened(self, name: str) -> None:
        if name == HOME:
            self.page = PageScroll()  # home opens at its top


def state(view: ViewState) -> HomeState:
    """Home's state in ``view``."""
    return view.state(HomeState)


def _title_h(scene: Scene) -> int:
    """The title's row: the language buttons' height, or its larger text's line."""
    return max(scene.view.ui.px(44), Fonts.get(32, True).get_linesize())


def _frame(scene: Scene) -> tuple[int, int, int, int, int]:
    """The cards' area: left, top, width, height, and the number of columns (two when
    one column would squeeze the cards below :data:`MIN_CARD_H`)."""
    w, h = scene.view.ui.size
    px = scene.view.ui.px
    margin = px(12)
    top = margin + _title_h(scene) + px(12)  # under the title and the language buttons
    room = h - px(28) - top  # above the version
    n = len(_cards(scene))
    one = n * px(MIN_CARD_H) + (n - 1) * px(CARD_GAP)
    cols = 1 if one + _message_h(scene, w - 2 * margin) <= room or w < px(600) else 2
    width = min(w - 2 * margin, px(COLUMN_W) * cols + px(16) * (cols - 1))
    return (w - width) // 2, top, width, room - _message_h(scene, width), cols


def _message_h(scene: Scene, width: int) -> int:
    """The height the status message takes under the cards (none without one)."""
    if not scene.view.message:
        return 0
    font = Fonts.get(MESSAGE_SIZE)
    lines = min(MESSAGE_LINES, len(wrap(scene.view.message, font, width)))
    return lines * (font.get_linesize() + scene.view.ui.px(2)) + scene.view.ui.px(8)


def _cards(scene: Scene) -> list[tuple[str, str, str, bool]]:
    """``(label, detail, action, on)`` of each card, most likely first."""
    t = scene.t
    out = []
    if in_progress(scene):
        out.append((t("home.continue"), _continue_detail(scene), "continue", True))
    out.append((t("home.new"), new_detail(scene), "menu", not in_progress(scene)))
    out.append((t("btn.learn"), _course_detail(scene), "learn", False))
    out.append((t("home.daily"), _daily_detail(scene), "puzzles", False))
    out.append((t("home.stats"), _stats_detail(scene), "stats", False))
    title = game_view(scene.settings.game).title(scene.settings.lang)
    out.append((t("home.rules"), t("home.rules_detail", game=title), "rules", False))
    out.append((t("btn.display"), _display_detail(scene), "display", False))
    if scene.unreadable:  # a save set aside: load it or delete it
        out.append((t("btn.unreadable"), "", "unreadable", False))
    return out


def _language_buttons(scene: Scene) -> list[Button]:
    """The language buttons at the top right: all of them where the title keeps
    :data:`TITLE_ROOM` beside them, else the one naming the next language (each as wide
    as the widest name needs, with larger text)."""
    px = scene.view.ui.px
    x, _, width, _, _ = _frame(scene)
    font = Fonts.get(16, True)  # (the lit one's label is bold)
    wide = max(font.size(lang.name)[0] for lang in LANGUAGES.values()) + px(20)
    return language_buttons(scene.settings.lang, x + width, px(12),
                            width - px(TITLE_ROOM), (max(px(104), wide), px(44)), px(8))


@dataclass(frozen=True)
class Page:
    """Home's cards as at the top of the page (not scrolled), and while they are taller
    than their area (larger text on a phone) the ``viewport`` they scroll in and the
    ``overflow`` (logical px of the page below it at the top); ``None`` and 0: they fit."""

    cards: list[Card]
    viewport: Rect | None
    overflow: float


def page(scene: Scene) -> Page:
    """Home's cards: one per place, each as tall as its text wrapped whole needs (the
    game in progress's taller, with its board, in one column where there is room); a
    row of two as tall as its taller card. Where they are taller than their area, the
    area scrolls."""
    px = scene.view.ui.px
    x, top, width, room, cols = _frame(scene)
    cards = _cards(scene)
    gap = px(CARD_GAP)
    rows = -(-len(cards) // cols)
    card_h = max(px(MIN_CARD_H), min(px(CARD_H), (room - (rows - 1) * gap) // rows))
    tall = 0  # the game in progress's card grows for its board, where there is room
    if cols == 1 and in_progress(scene):
        tall = max(0, min(px(CONTINUE_H) - card_h, room - rows * card_h - (rows - 1) * gap))
    col_w = (width - px(16) * (cols - 1)) // cols
    side = 0  # the board's square: at most a third of the card with larger text
    if in_progress(scene):
        side = min(card_h + tall, px(CONTINUE_H)) - px(12)
        if Fonts.text_factor > 1:
            side = min(side, col_w // 3)
    heights = [max(card_h + (tall if action == "continue" else 0),
                   card_height(label, detail, col_w, 19, side if action == "continue" else 0))
               for label, detail, action, _ in cards]
    out: list[Card] = []
    y = top
    for r in range(rows):
        row = list(range(r * cols, min(len(cards), (r + 1) * cols)))
        high = max(heights[i] for i in row)
        for c, i in enumerate(row):
            label, detail, action, on = cards[i]
            picture = _board_picture(scene) if action == "continue" else None
            out.append(Card((x + c * (col_w + px(16)), y, col_w, high), label, action, on=on,
                            size=19, detail=detail, picture=picture, side=side))
        y += high + gap
    end = y - gap + px(8)  # the page's foot
    if end - top <= room + px(8):
        return Page(out, None, 0.0)
    return Page(out, (0, top, scene.view.ui.size[0], room), (end - top - room) / _scale(scene))


def _scale(scene: Scene) -> float:
    return scene.view.ui.text_scale


def page_scroll(scene: Scene) -> tuple[PageScroll, Viewport] | None:
    """Home's page scroll and viewport while its cards scroll (``None``: they fit)."""
    found = page(scene)
    if found.viewport is None:
        return None
    return state(scene.view).page, Viewport(found.viewport, found.overflow, _scale(scene))


def home_buttons(scene: Scene) -> list[Button]:
    """The language buttons, then the cards (a scrolling page's: those in its viewport,
    moved by the scroll and clipped to it)."""
    out: list[Button] = _language_buttons(scene)
    found = page(scene)
    if found.viewport is None:
        return out + found.cards
    dy = scene.view.ui.px(state(scene.view).page.shown(found.overflow))
    view = pygame.Rect(found.viewport)
    shifted = [replace(c, rect=(c.rect[0], c.rect[1] - dy, c.rect[2], c.rect[3]),
                       clip=found.viewport) for c in found.cards]
    return out + [c for c in shifted if view.colliderect(c.rect)]


def draw_home(scene: Scene, surf: pygame.Surface) -> None:
    """The title, the message and a scrolling page's edge and scroll bar (the cards and
    the language buttons are buttons)."""
    px = scene.view.ui.px
    x, _, width, _, _ = _frame(scene)
    title = game_view(scene.settings.game).title(scene.settings.lang)
    room = min(b.rect[0] for b in _language_buttons(scene)) - x - px(12)
    text = ellipsize(title, Fonts.get(32, True), room)
    draw_fitted(surf, text, (x, px(12), room, _title_h(scene)), 32, theme.ACCENT, bold=True,
                min_size=20)
    found = page(scene)
    if found.viewport is not None:
        vx, vy, vw, vh = found.viewport
        pygame.draw.line(surf, theme.PANEL_LINE, (vx, vy + vh), (vx + vw, vy + vh),
                         max(1, px(1)))
        view = Viewport(found.viewport, found.overflow, _scale(scene))
        bar = thumb(view, state(scene.view).page.shown(found.overflow), px(4))
        if bar is not None:
            pygame.draw.rect(surf, theme.TEXT_DIM, (bar[0] - px(2), *bar[1:]),
                             border_radius=px(2))
    if scene.view.message:  # under the cards (a save set aside, a failed save, ...)
        _, h = scene.view.ui.size
        height = _message_h(scene, width)
        colour = theme.TEXT_WARN if scene.view.message_warn else theme.TEXT
        draw_wrapped(surf, scene.view.message, (x, h - px(28) - height + px(8), width, height),
                     MESSAGE_SIZE, colour, spacing=2, max_lines=MESSAGE_LINES)


# ----------------------------------------------------------------- actions


def go_home(commands: Commands) -> None:
    """Show home: nothing to return to from it (its places open over it)."""
    v = commands.view
    v.open_screen(HOME)  # (every screen state hears it: the "More" sheet closes)
    v.came_from.clear()
    v.touch_armed = None
    message = commands.lessons.load(commands.settings.lang)  # the course's progress is on it
    if message:
        commands.say(message, warn=True)
    v.dirty = True


def first_game(commands: Commands, game: str) -> None:
    """A game of ``game`` against level 1 on its smallest usual (square) board: the
    person plays Black (asks first if a game in progress would be lost)."""
    spec = GAMES[game]
    s = commands.settings
    s.choose_game(game)
    s.setup = spec.default_setup
    sizes = spec.sizes(s.setup)
    square = [size for size in sizes if size[0] == size[1]] or list(sizes)
    s.size = min(square, key=lambda size: size[0] * size[1])
    s.players = (HUMAN, LEVEL_ONE)
    s.by_link = False
    commands.new_game()


def _continue(commands: Commands, arg: str) -> None:
    """Continue the game in progress (Enter on home: the first card, else a new game)."""
    if in_progress(commands) or commands.view.screen_name != HOME:
        commands.show_game()
    else:
        commands.open_screen(MENU)


ACTIONS: Mapping[str, Action] = {
    "home": lambda commands, arg: go_home(commands),
    "continue": _continue,
    "first_game": first_game,
}
"""Home's actions: go home, continue the game, a first game against level 1."""

SCREEN = Screen(name=HOME, draw=draw_home, buttons=home_buttons,
                scroll=page_scroll, page_buttons=lambda scene: list(page(scene).cards),
                large_text=True)
"""The home screen."""
