"""The rules screen: the game's rules in short, illustrated by the game's own renderer.

The paragraphs, figures and legend come from the game's
:class:`~tanbo.ui.games.GameView` (Tanbo's in :mod:`tanbo.ui.games.tanbo.view`,
DEAGO's in :mod:`tanbo.ui.games.deago.view`); this module lays them out, gives
the screen's buttons (Back, and on a narrow window the page turn) and builds its
:class:`~tanbo.ui.screens.base.Screen`. Its own state is a :class:`RulesState` in the
view state (:func:`state`): the page a narrow window shows, and the paragraph the rules
assistant links to (an id of the game's ``assistant.paragraphs``), which is framed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from tanbo.games import GAMES
from tanbo.ui import theme
from tanbo.ui.games import GenericView
from tanbo.ui.layout import BoardLayout, Rect
from tanbo.ui.render import Fonts, draw_board
from tanbo.ui.screens.base import GAME, RULES, Action, Screen
from tanbo.ui.scrolling import PageScroll, Viewport, thumb
from tanbo.ui.view import ScreenState, ViewState
from tanbo.ui.widgets import Button, clipped, draw_fitted, draw_text, draw_wrapped, wrap

if TYPE_CHECKING:
    from tanbo.ui.commands import Commands
    from tanbo.ui.host import RulesScene

__all__ = ["SCREEN", "ACTIONS", "WIDE_RULES_W", "RulesState", "state", "open_at",
           "draw_rules", "rules_buttons"]


@dataclass
class RulesState(ScreenState):
    """The rules screen's own state: a narrow window's page (0 the text, 1 the figures),
    the paragraph shown highlighted (its id) and how far the narrow text page is
    scrolled; all reset when a screen opens."""

    page: int = 0
    focus: str | None = None
    scroll: PageScroll = field(default_factory=PageScroll)

    def screen_opened(self, name: str) -> None:
        self.page = 0
        self.focus = None
        self.scroll = PageScroll()


def state(view: ViewState) -> RulesState:
    """The rules screen's state in ``view``."""
    return view.state(RulesState)


def draw_rules(scene: RulesScene, surf: pygame.Surface) -> None:
    """Draw the rules screen of the game being played."""
    rx, ry, rw, rh = scene.view.ui.rules
    if not _wide(scene):
        _draw_narrow(scene, surf)
        return
    lang = scene.settings.lang
    game = scene.rules_game
    # the page is device pixels, offsets logical
    px, scale = scene.view.ui.px, scene.view.ui.text_scale
    draw_text(surf, game.t(lang, "rules.title"), (rx + px(40), ry + px(24)), 34, theme.ACCENT,
              bold=True)
    y = ry + px(84)
    paragraphs = game.rules_paragraphs(lang)
    legend_h = px(50) + len(game.rules_legend()) * px(_legend_row(game))
    size = 17
    while size > 13 and (y + _text_height(paragraphs, size, px(500), px) + px(16) + legend_h
                         > ry + rh - px(8)):
        size -= 1
    gap = px(10 if size == 17 else 6)
    focus = _focus_index(scene)
    for i, para in enumerate(paragraphs):
        if i == focus:
            _highlight(scene, surf, para, (rx + px(40), y, px(530), 0), px(62) - px(40), size)
        pygame.draw.circle(surf, theme.ACCENT, (rx + px(48), y + px(10)), px(4))
        y = draw_wrapped(surf, para, (rx + px(62), y, px(500), px(200)), size, theme.TEXT) + gap
    _draw_legend(scene, surf, rx + px(40), y + px(16))
    figures = game.rules_figures()
    cols = 2 if len(figures) <= 4 else 3
    k = min(1.0, (rw / scale - 620) / 660, (rh / scale - 72) / 648)  # 1 on the 1280x720 page
    cell_w, cell_h = (330, 318) if cols == 2 else ((660 - 10 * (cols - 1)) // cols, 345)
    cell_w, cell_h = px(int(cell_w * k)), px(int(cell_h * k))
    # the grid ends above the foot's buttons (Back and Home, 60 px from the bottom)
    rows = -(-len(figures) // cols)
    cell_h = min(cell_h, (rh - px(16) - px(6) * (rows - 1) - px(68)) // rows)
    caption_h = px(92)
    for i, fig in enumerate(figures):
        col, row = i % cols, i // cols
        x, y = rx + px(600) + col * (cell_w + px(10)), ry + px(16) + row * (cell_h + px(6))
        geo = fig.view.state.geometry
        area = (x, y, cell_w, cell_h - caption_h)
        layout = BoardLayout.fit(area, geo.width, geo.height, margin=0.6)
        draw_board(surf, layout, fig.view)
        if cols == 2:
            draw_wrapped(surf, game.t(lang, fig.caption),
                         (x + px(4), y + cell_h - caption_h + px(4), cell_w - px(8), caption_h),
                         14, theme.TEXT_DIM, max_lines=-1)
        else:  # small figures: the caption right under the board
            _, by, _, bh = layout.board_rect()
            top = by + bh + px(8)
            draw_wrapped(surf, game.t(lang, fig.caption),
                         (x + px(4), top, cell_w - px(8), y + cell_h - top), 13, theme.TEXT_DIM,
                         spacing=2, max_lines=-1)


def _focus_index(scene: RulesScene) -> int | None:
    """The index of the paragraph to show highlighted (the id the rules assistant's link
    asked for), if this game's Rules screen has it."""
    focus = state(scene.view).focus
    paragraphs = GAMES[scene.rules_game.name].assistant.paragraphs
    return paragraphs.index(focus) if focus in paragraphs else None


def _highlight(scene: RulesScene, surf: pygame.Surface, para: str, box: tuple[int, int, int, int],
               indent: int, size: int) -> None:
    """A frame behind the paragraph in ``box`` (its text starts ``indent`` in, as drawn)."""
    px = scene.view.ui.px
    x, y, w, _ = box
    font = Fonts.get(size)
    lines = len(wrap(para, font, w - indent - px(8)))
    h = lines * (font.get_linesize() + px(2)) + px(6)
    rect = pygame.Rect(x - px(6), y - px(4), w + px(8), h)
    pygame.draw.rect(surf, theme.BUTTON_ON, rect, border_radius=px(6))
    pygame.draw.rect(surf, theme.ACCENT, rect, px(2), border_radius=px(6))


WIDE_RULES_W = 1000  # a narrower window (logical px) shows the rules in two pages


def _wide(scene: RulesScene) -> bool:
    """The rules fit one page (text and figures side by side)."""
    return scene.view.ui.rules[2] >= scene.view.ui.px(WIDE_RULES_W)


def _draw_narrow(scene: RulesScene, surf: pygame.Surface) -> None:
    """The rules on a narrow window: the text on one page, the legend and the figures
    on the other (the "Figures" / "Rules" button beside Back turns the page)."""
    lang = scene.settings.lang
    game = scene.rules_game
    rx, ry, rw, rh = scene.view.ui.rules
    px = scene.view.ui.px
    bottom = ry + rh - px(66)  # above the buttons
    title = game.t(lang, "rules.title")
    if Fonts.text_factor > 1:  # the larger text: wrapped whole, never fitted smaller
        draw_wrapped(surf, title, (rx + px(16), ry + px(8), rw - px(32), _TALL), 28, theme.ACCENT,
                     bold=True, max_lines=-1)
    else:
        draw_fitted(surf, title, (rx + px(16), ry + px(8), rw - px(32), px(40)), 28,
                    theme.ACCENT, bold=True, min_size=18)
    if state(scene.view).page == 0:
        _draw_text_page(scene, surf)
        return
    if rw > rh:  # the legend left of the figures
        legend_x, legend_w = rx + px(16), px(300)
        _draw_legend(scene, surf, legend_x, ry + px(56), legend_w)
        area = (rx + px(330), ry + px(12), rw - px(346), bottom - ry - px(12))
    else:
        y = _draw_legend(scene, surf, rx + px(16), ry + px(56), rw - px(32))
        area = (rx + px(8), y + px(8), rw - px(16), bottom - y - px(8))
    _draw_figures(scene, surf, area)


_SIZE = 17  # the narrow text page's paragraphs: never smaller (the page scrolls instead)


def _text_area(scene: RulesScene) -> Rect:
    """The narrow text page's paragraphs' area (device px): under the title, over the
    buttons."""
    rx, ry, rw, rh = scene.view.ui.rules
    px = scene.view.ui.px
    top = ry + px(56)
    if Fonts.text_factor > 1:  # under the title as it wraps
        font = Fonts.get(28, True)
        lines = len(wrap(scene.rules_game.t(scene.settings.lang, "rules.title"), font,
                         rw - px(32)))
        top = max(top, ry + px(8) + lines * (font.get_linesize() + px(2)) + px(8))
    return rx, top, rw, max(0, ry + rh - px(66) - top)


def _text_width(scene: RulesScene) -> int:
    """The width the narrow text page's paragraphs wrap in (device px)."""
    px = scene.view.ui.px
    return scene.view.ui.rules[2] - px(32) - px(22)


def _overflow(scene: RulesScene) -> float:
    """How much of the narrow text page (logical px) is below its area (0: it fits)."""
    paragraphs = scene.rules_game.rules_paragraphs(scene.settings.lang)
    height = _text_height(paragraphs, _SIZE, _text_width(scene), scene.view.ui.px)
    return max(0.0, (height - _text_area(scene)[3]) / scene.view.ui.text_scale)


def _draw_text_page(scene: RulesScene, surf: pygame.Surface) -> None:
    """The narrow window's text page: the paragraphs at their size (the larger text's
    too), scrolled where they are taller than the room over the buttons."""
    lang = scene.settings.lang
    game = scene.rules_game
    ui = scene.view.ui
    px = ui.px
    area = _text_area(scene)
    rx, y, _, _ = area
    width = _text_width(scene)
    overflow = _overflow(scene)
    dy = px(state(scene.view).scroll.shown(overflow)) if overflow > 0 else 0
    gap = px(10)
    focus = _focus_index(scene)
    with clipped(surf, area if overflow > 0 else None):
        y -= dy
        for i, para in enumerate(game.rules_paragraphs(lang)):
            if i == focus:
                _highlight(scene, surf, para, (rx + px(12), y, width + px(30), 0), px(22), _SIZE)
            dot = (rx + px(22), y + Fonts.font_px(_SIZE) // 2 + px(2))
            pygame.draw.circle(surf, theme.ACCENT, dot, px(3))
            y = draw_wrapped(surf, para, (rx + px(34), y, width, _TALL), _SIZE, theme.TEXT,
                             max_lines=-1) + gap
    if overflow > 0:
        bar = thumb(Viewport(area, overflow, ui.text_scale), dy / ui.text_scale, px(4))
        if bar is not None:
            pygame.draw.rect(surf, theme.TEXT_DIM, (bar[0] - px(6), *bar[1:]),
                             border_radius=px(2))


_TALL = 1 << 20  # a paragraph's room: wrapped whole (the text page scrolls where it must)


def page_scroll(scene: RulesScene) -> tuple[PageScroll, Viewport] | None:
    """The narrow text page's scroll and area while it is taller than its area (larger
    text, a small phone; ``None``: it fits, or another page is shown)."""
    if _wide(scene) or state(scene.view).page != 0:
        return None
    overflow = _overflow(scene)
    if overflow <= 0:
        return None
    return state(scene.view).scroll, Viewport(_text_area(scene), overflow,
                                              scene.view.ui.text_scale)


def _draw_figures(scene: RulesScene, surf: pygame.Surface, area: tuple[int, int, int, int]) -> None:
    """The figures in the grid of ``area`` that makes them largest, captions cut to fit."""
    lang = scene.settings.lang
    game = scene.rules_game
    figures = game.rules_figures()
    ax, ay, aw, ah = area
    px = scene.view.ui.px
    caption_h = px(34)
    best = (0.0, 1)
    for cols in range(1, len(figures) + 1):
        rows = -(-len(figures) // cols)
        side = min(aw / cols - px(8), ah / rows - caption_h - px(6))
        best = max(best, (side, cols))
    cols = best[1]
    rows = -(-len(figures) // cols)
    cell_w, cell_h = aw // cols, ah // rows
    for i, fig in enumerate(figures):
        col, row = i % cols, i // cols
        x, y = ax + col * cell_w, ay + row * cell_h
        geo = fig.view.state.geometry
        board_area = (x + px(4), y, cell_w - px(8), max(1, cell_h - caption_h - px(6)))
        layout = BoardLayout.fit(board_area, geo.width, geo.height, margin=0.6)
        draw_board(surf, layout, fig.view)
        _, by, _, bh = layout.board_rect()
        top = by + bh + px(2)
        draw_wrapped(surf, game.t(lang, fig.caption),
                     (x + px(4), top, cell_w - px(8), y + cell_h - top), 13, theme.TEXT_DIM,
                     spacing=2, max_lines=-1)


def _draw_legend(scene: RulesScene, surf: pygame.Surface, x: int, y: int, width: int = 0) -> int:
    """What the marks in the figures mean, each with a sample drawn like on the board;
    ``width``: the texts are fitted to it (0: as they are). Returns the y below."""
    lang = scene.settings.lang
    px = scene.view.ui.px
    draw_text(surf, scene.rules_game.t(lang, "rules.legend"), (x, y), 18, theme.TEXT, bold=True)
    y += px(34)
    row_h = px(_legend_row(scene.rules_game))
    for key, sample in scene.rules_game.rules_legend():
        sample(surf, (x + px(18), y + px(10)), px(13))
        text = scene.rules_game.t(lang, key)
        if width:
            draw_fitted(surf, text, (x + px(44), y, width - px(44), px(20)), 16, theme.TEXT_DIM,
                        min_size=11)
        else:
            draw_text(surf, text, (x + px(44), y), 16, theme.TEXT_DIM)
        y += row_h
    return y


def _legend_row(game: GenericView) -> int:
    """Legend row height (logical px): roomy for a short legend, tighter for a long one."""
    return 34 if len(game.rules_legend()) <= 4 else 29


def _text_height(
    paragraphs: tuple[str, ...], size: int, width: int, px: Callable[[float], int]
) -> int:
    """The height the paragraphs take at ``size`` in ``width`` device pixels (as
    :func:`draw_wrapped` lays them out)."""
    font = Fonts.get(size)
    lines = sum(len(wrap(p, font, width)) for p in paragraphs)
    gap = px(10 if size == 17 else 6)
    return lines * (font.get_linesize() + px(2)) + gap * len(paragraphs)


def rules_buttons(scene: RulesScene) -> list[Button]:
    """Home; Back when opened from the game (a "Why?" answer's link returns to it);
    and on a narrow window the button that turns between text and figures."""
    rx, ry, rw, rh = scene.view.ui.rules
    px = scene.view.ui.px
    w, h = rx + rw, ry + rh
    right = [("btn.home", "home")]
    if scene.view.came_from and scene.view.came_from[-1] == GAME:
        right.insert(0, ("btn.back", "back"))
    narrow = not _wide(scene)
    n = len(right) + narrow
    bw = min(px(160), (rw - px(36) - px(8) * (n - 1)) // n)
    x = w - px(20) - len(right) * bw - px(8) * (len(right) - 1)
    out = [Button((x + i * (bw + px(8)), h - px(60), bw, px(44)), scene.t(key), action)
           for i, (key, action) in enumerate(right)]
    if narrow:  # the narrow rules' two pages
        label = scene.t("btn.rules_text" if state(scene.view).page else "btn.figures")
        out.append(Button((rx + px(16), h - px(60), min(px(200), x - px(8) - rx - px(16)), px(44)),
                          label, "rules_page"))
    return out


def _turn_page(commands: Commands, arg: str) -> None:
    own = state(commands.view)
    own.page = 1 - own.page


def open_at(commands: Commands, paragraph: str) -> None:
    """Open the rules screen with ``paragraph`` (an id of the game's
    ``assistant.paragraphs``) highlighted: the rules assistant's links."""
    commands.open_screen(RULES)
    own = state(commands.view)
    own.focus = paragraph  # after opening: opening a screen clears it
    index = _focus_index(commands)
    if index is not None and not _wide(commands):  # scrolled to it where the page scrolls
        before = commands.rules_game.rules_paragraphs(commands.settings.lang)[:index]
        px = commands.view.ui.px
        own.scroll.offset = _text_height(before, _SIZE, _text_width(commands), px) / (
            commands.view.ui.text_scale)


ACTIONS: Mapping[str, Action] = {"rules_page": _turn_page}
"""The rules screen's own action: turn the narrow rules' page."""

def _large_text(scene: RulesScene) -> bool:
    """The narrow rules are laid out for the larger text (their text page scrolls)."""
    return not _wide(scene)


SCREEN = Screen(name=RULES, draw=draw_rules, buttons=rules_buttons,
                scroll=page_scroll, large_text=_large_text)
"""The rules screen."""
