"""The Puzzles screen: the puzzle's board, its task, the player's rating and streak, what
the last try did (and, for a wrong one, why), and Try again / Solution / Next / Share.

The board is drawn by :mod:`tanbo.ui.render` through the game's view, in the game
screen's board rectangle (:attr:`ScreenLayout.board <tanbo.ui.layout.ScreenLayout.board>`);
the texts and buttons fill the game screen's panel rectangle (beside the board, or
under it in portrait). The state is the commands' :class:`~tanbo.ui.puzzle_desk.PuzzleDesk`
(``app.puzzles``); a click on the board is a try, by the board's one input model
(:mod:`tanbo.ui.board_input`: a finger's first tap previews, the second plays), and the
status says what the next tap does.
"""

from __future__ import annotations

import datetime
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from tanbo.game import winning_line
from tanbo.ui import design, theme
from tanbo.ui.board_input import Board, cursor_at, pointed, press, prompt
from tanbo.ui.games import game_view
from tanbo.ui.i18n import tr
from tanbo.ui.layout import BoardLayout, Rect
from tanbo.ui.puzzle_desk import SHOWN, SOLVED, WRONG, PuzzleDesk
from tanbo.ui.render import BoardView, Fonts, GenericBoard, fit_board
from tanbo.ui.screens.base import Action, BoardKeys, Screen
from tanbo.ui.scrolling import PageScroll, Viewport, thumb
from tanbo.ui.view import PUZZLES, ScreenState, ViewState
from tanbo.ui.widgets import Button, clipped, draw_fitted, draw_wrapped, fit_row, wrap

if TYPE_CHECKING:
    from tanbo.ui.commands import Commands
    from tanbo.ui.host import Scene

__all__ = ["SCREEN", "ACTIONS", "PUZZLES", "board_layout", "puzzle_buttons", "draw_puzzles"]

BUTTON_H, BUTTON_GAP = design.MIN_TARGET_CSS, 8  # logical px (a touch target)


def board_layout(scene: Scene) -> BoardLayout | None:
    """Where the puzzle's board is drawn (``None`` without a puzzle)."""
    st = scene.puzzles.state
    if st is None:
        return None
    geo = st.geometry
    return fit_board(scene.view.ui.board, geo.width, geo.height)


def _board_view(scene: Scene) -> GenericBoard:
    desk = scene.puzzles
    st = desk.board  # drawn only while a puzzle is open (board_layout)
    now = scene.now()
    fading = [(p, c, max(0.0, 1.0 - (now - t0) / theme.FADE_MS)) for p, c, t0 in scene.view.fading]
    turning = [(p, a, b, max(0.0, 1.0 - (now - t0) / theme.TURN_MS))
               for p, a, b, t0 in scene.view.turning]
    board = board_input(scene)
    # a mouse's hover, a finger's preview or the keyboard's cursor
    hover = pointed(scene, board) if desk.awaiting else None
    preview = None
    if hover is not None and st.is_legal(hover):
        preview = game_view(st.game_name).preview(st, hover)
    return BoardView(
        state=st,
        hover=hover,
        cursor=cursor_at(scene, board) if scene.view.keyboard and desk.awaiting else None,
        preview=preview,
        last_move=desk.last_move,
        fading=fading,
        hidden=tuple(p for p, _, _, _ in turning),
        turning=turning,
        line=winning_line(st),
    )


def _rows(scene: Scene) -> tuple[Rect, Rect]:
    """The two button rows at the panel's foot: the puzzle's, then Back's."""
    ui = scene.view.ui
    px = ui.px
    x, y, w, h = ui.panel
    bottom = y + h - px(10)
    second = (x + px(10), bottom - px(BUTTON_H), w - px(20), px(BUTTON_H))
    first = (x + px(10), second[1] - px(BUTTON_GAP + BUTTON_H), w - px(20), px(BUTTON_H))
    return first, second


def puzzle_buttons(scene: Scene) -> list[Button]:
    """Try again, Solution, Next, Share; Home and (when there is one) the unreadable history."""
    desk: PuzzleDesk = scene.puzzles
    t, px = scene.t, scene.view.ui.px
    first, second = _rows(scene)
    out: list[Button] = []
    gap = px(BUTTON_GAP)
    below: list[tuple[str, str, bool]] = [(t("btn.home"), "home", True)]
    if desk.puzzle is not None:
        items = [
            (t("btn.puzzle_retry"), "puzzle_retry", desk.phase in (WRONG, SHOWN, SOLVED)
             and not desk.pending),
            (t("btn.puzzle_solution"), "puzzle_solution", desk.phase != SHOWN),
            (t("btn.puzzle_next"), "puzzle_next", True),
        ]
        share = (t("btn.puzzle_share"), "puzzle_share", True)
        labels = [label for label, _, _ in items] + [share[0]]
        need = sum(Fonts.get(design.LABEL, True).size(label)[0] + px(10) for label in labels)
        if need + 3 * gap <= first[2]:  # the four fit one row (a lit label is bold)
            items.append(share)
        else:  # a narrow panel: Share beside Home (labels fit by layout)
            below.append(share)
        rects, size = fit_row([label for label, _, _ in items], first, gap,
                              (design.LABEL, design.SMALL))
        for rect, (label, action, enabled) in zip(rects, items, strict=True):
            out.append(Button(rect, label, action, enabled=enabled, size=size,
                              on=action == "puzzle_next" and desk.phase == SOLVED))
    if desk.unreadable:
        below.append((t("btn.puzzle_aside"), "puzzle_aside", True))
    sx, sy, sw, sh = second
    each = (sw - gap) // 2 if len(below) < 3 else (sw - 2 * gap) // 3
    for i, (label, action, _) in enumerate(below):
        out.append(Button((sx + i * (each + gap), sy, each, sh), label, action, size=15))
    return out


class PuzzlesState(ScreenState):
    """The puzzle's text's scroll (larger text on a phone: taller than its area)."""

    def __init__(self) -> None:
        self.page = PageScroll()

    def screen_opened(self, name: str) -> None:
        if name == PUZZLES:
            self.page = PageScroll()


def state(view: ViewState) -> PuzzlesState:
    """The Puzzles screen's state in ``view``."""
    return view.state(PuzzlesState)


@dataclass(frozen=True)
class _Para:
    """A paragraph of the panel's text: ``gap`` device px above it; ``fitted``: one line
    fitted into ``height`` logical px (at 100%: made smaller where it must); ``lines``:
    at most this many (0: all)."""

    text: str
    gap: int
    size: int
    colour: theme.Colour
    bold: bool = False
    fitted: int = 0
    lines: int = 0


def _text_rect(scene: Scene) -> Rect:
    """The panel's text area: under its top edge, over the buttons."""
    ui = scene.view.ui
    px = ui.px
    x, y, w, _ = ui.panel
    return x + px(16), y + px(8), w - px(32), max(0, _rows(scene)[0][1] - px(8) - y - px(8))


def _para_height(para: _Para, w: int) -> int:
    """The height ``para`` takes in ``w`` device px, its gap included."""
    if para.fitted:
        return para.gap + Fonts.px(para.fitted)
    font = Fonts.get(para.size, para.bold)
    lines = len(wrap(para.text, font, w))
    return para.gap + (min(lines, para.lines) if para.lines else lines) * font.get_linesize()


def _paragraphs(scene: Scene, w: int, room: int) -> list[_Para]:
    """The panel's text, top to bottom: the title, the date or number, the task, DEAGO's
    captures, the rating and streak, what the last try did. With the larger text nothing
    is fitted smaller or cut: the title and the task wrap whole (the area scrolls)."""
    desk: PuzzleDesk = scene.puzzles
    t, px = scene.t, scene.view.ui.px
    large = Fonts.text_factor > 1
    title = t("puzzle.title") + " · " + game_view(desk.game).title(scene.settings.lang)
    out = [_Para(title, 0, 26, theme.ACCENT, bold=True, fitted=0 if large else 34)]
    puzzle = desk.puzzle
    if puzzle is None:
        return [*out, _Para(t("puzzle.none"), px(2), 17, theme.TEXT)]
    if desk.is_daily:
        sub = t("puzzle.daily", date=_date_text(scene.settings.lang, desk.today()))
    else:
        sub = t("puzzle.number", id=puzzle.id, rating=round(puzzle.rating))
    score = desk.score_text()  # DEAGO's captures: a race to 20 needs the count
    body = [_Para(desk.theme_text(), px(2), 20, theme.TEXT, bold=True, lines=0 if large else 2)]
    if score:
        body.append(_Para(score, px(2), 15, theme.TEXT, fitted=0 if large else 22))
    stats = _Para(desk.stats_text(), px(2), 14, theme.TEXT_DIM, lines=0 if large else 2)
    status = [_Para(text, px(8) if i == 0 else px(4), 16 if bold else 15, colour, bold)
              for i, (text, colour, bold) in enumerate(_status_lines(scene))]
    head = [*out, _Para(sub, px(4), 15, theme.TEXT_DIM, fitted=0 if large else 22)]
    whole = [*head, *body, stats, *status]
    # a small phone: the answer to a try takes the date's, rating's and streak's lines
    if desk.phase in (WRONG, SHOWN, SOLVED) and sum(_para_height(p, w) for p in whole) > room:
        return [*out, *body, *status]
    return whole


def _overflow(scene: Scene) -> float:
    """How much of the panel's text (logical px) is below its area (0: it fits)."""
    _, _, w, h = _text_rect(scene)
    paras = _paragraphs(scene, w, h)
    return max(0.0, (sum(_para_height(p, w) for p in paras) - h) / scene.view.ui.text_scale)


def draw_puzzles(scene: Scene, surf: pygame.Surface) -> None:
    """The board, the task, the rating and streak, and what the last try did (scrolled
    where it is taller than the panel's room: larger text on a phone)."""
    ui = scene.view.ui
    px = ui.px
    layout = board_layout(scene)
    if layout is not None:
        scene.view.board_cache.draw(surf, layout, _board_view(scene))
    pygame.draw.rect(surf, theme.PANEL_BG, ui.panel, border_radius=px(12))
    area = _text_rect(scene)
    x, y, w, h = area
    paras = _paragraphs(scene, w, h)
    overflow = _overflow(scene)
    dy = px(state(scene.view).page.shown(overflow)) if overflow > 0 else 0
    with clipped(surf, area if overflow > 0 else None):
        y -= dy
        for para in paras:
            y += para.gap
            if para.fitted:
                draw_fitted(surf, para.text, (x, y, w, px(para.fitted)), para.size,
                            para.colour, bold=para.bold, min_size=11)
                y += px(para.fitted)
            else:
                y = draw_wrapped(surf, para.text, (x, y, w, _TALL), para.size, para.colour,
                                 bold=para.bold, spacing=2, max_lines=para.lines or None)
    if overflow > 0:
        bar = thumb(Viewport(area, overflow, ui.text_scale), dy / ui.text_scale, px(4))
        if bar is not None:
            pygame.draw.rect(surf, theme.TEXT_DIM, (bar[0] + px(6), *bar[1:]),
                             border_radius=px(2))


_TALL = 1 << 20  # a paragraph's room: wrapped whole (the text area scrolls where it must)




def page_scroll(scene: Scene) -> tuple[PageScroll, Viewport] | None:
    """The panel's text's scroll and area while it is taller than its area (larger text
    on a phone; ``None``: it fits)."""
    overflow = _overflow(scene)
    if overflow <= 0:
        return None
    return state(scene.view).page, Viewport(_text_rect(scene), overflow,
                                            scene.view.ui.text_scale)


def _preview_words(scene: Scene) -> tuple[str, ...]:
    """What the move under the mouse, a finger's first tap or the keyboard's cursor would
    do (the game's own words; none when it says nothing special)."""
    if scene.puzzles.state is None:
        return ()
    point = pointed(scene, board_input(scene))
    if point is None or not scene.puzzles.awaiting or not scene.puzzles.board.is_legal(point):
        return ()
    st = scene.puzzles.board
    game = game_view(st.game_name)
    return (game.preview_text(scene.settings.lang, st, point, game.preview(st, point)),)


def _status_lines(scene: Scene) -> list[tuple[str, tuple[int, int, int], bool]]:
    """The status's lines, ``(text, colour, bold)``, most important first."""
    desk: PuzzleDesk = scene.puzzles
    t = scene.t
    lines: list[tuple[str, tuple[int, int, int], bool]] = []
    if desk.phase == SOLVED:
        key = "puzzle.solved_again" if desk.failed else "puzzle.solved_long"
        lines.append((t(key), theme.ACCENT, True))
    elif desk.phase == WRONG:
        lines.append((t("puzzle.wrong_head"), theme.TEXT_WARN, True))
    elif desk.phase == SHOWN:
        lines.append((t("puzzle.solution", line=desk.solution_text()), theme.TEXT, True))
    elif desk.pending:
        lines.append((t("puzzle.correct"), theme.ACCENT, True))
    else:  # what the next tap or click does (a preview waiting for its second tap: lit)
        armed = scene.view.touch_armed is not None
        lines.append((prompt(scene, board_input(scene)), theme.ACCENT if armed else theme.TEXT,
                      armed))
        lines.extend((text, theme.TEXT, False) for text in _preview_words(scene) if text)
        if desk.count_note():  # tried before (a reload too): this try counts nothing
            lines.append((desk.count_note(), theme.TEXT_WARN, False))
    lines.extend((text, theme.TEXT, False) for text in desk.explanation)
    message = scene.view.message
    if message and all(message != text for text, _, _ in lines):
        lines.append((message, theme.TEXT_WARN if scene.view.message_warn else theme.TEXT, False))
    return lines


def _date_text(lang: str, day: datetime.date) -> str:
    """A date as the puzzle of the day names it: "2 December 2026", "2 декабря 2026"."""
    month = tr(lang, f"date.month.{day.month}")
    return tr(lang, "date.format", day=day.day, month=month, year=day.year)


def board_input(scene: Scene) -> Board:
    """The puzzle's board for the input model: a try may be made while the puzzle waits
    for one (a tap after it, on a solved or missed puzzle, says what to do instead)."""
    st = scene.puzzles.board
    return Board(live=scene.puzzles.awaiting, legal=st.is_legal, name=st.point_name,
                 cursor=True, width=st.geometry.width, height=st.geometry.height)


def _keys(commands: Commands) -> BoardKeys | None:
    """The puzzle's board for the keyboard (none without a puzzle): Enter tries the
    cursor's point."""
    if commands.puzzles.state is None:
        return None
    return board_input(commands), commands.puzzles.try_point


def click(commands: Commands, pos: tuple[int, int], touch: bool) -> None:
    """A click (or a tap, ``touch``) that hit no button: a try on the board (a finger's
    first tap previews it: :func:`tanbo.ui.board_input.press`)."""
    layout = board_layout(commands)
    if layout is None:
        return
    point = layout.point_at(*pos, whole_cell=touch)
    if point is not None:
        press(commands, board_input(commands), point, touch, commands.puzzles.try_point)


def point(commands: Commands, move: int) -> None:
    """A point typed in the text interface: a click there."""
    if commands.puzzles.state is not None:
        press(commands, board_input(commands), move, False, commands.puzzles.try_point)


ACTIONS: Mapping[str, Action] = {
    "puzzles": lambda commands, arg: commands.puzzles.open(),
    "puzzle_retry": lambda commands, arg: commands.puzzles.retry(),
    "puzzle_solution": lambda commands, arg: commands.puzzles.show_solution(),
    "puzzle_next": lambda commands, arg: commands.puzzles.next_puzzle(),
    "puzzle_share": lambda commands, arg: commands.puzzles.share(),
    "puzzle_aside": lambda commands, arg: commands.puzzles.offer_unreadable(),
}
"""The Puzzles screen's actions (``puzzles`` opens it: the menu's button)."""

SCREEN = Screen(name=PUZZLES, draw=draw_puzzles, buttons=puzzle_buttons, click=click,
                board=True, board_layout=board_layout, point=point, keys=_keys,
                scroll=page_scroll, large_text=True)
"""The Puzzles screen."""
