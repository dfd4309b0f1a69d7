"""The lesson screen: the lesson's board (drawn by the game's own renderer, as on the game
screen), its goal, a hint, the answer to the last move and the lesson's buttons.

A move is made by the board's one input model (:mod:`tanbo.ui.board_input`): a mouse's
hover previews and a click plays, a finger's first tap previews and a second tap plays
(or one tap with "One-tap play"), and the text says what the next tap does. A wrong move
is explained and taken back by "Try again", or by playing another point (a finger's
first tap elsewhere takes it back and previews there); DEAGO's pass is a button. Portrait windows
put the text under the board, landscape ones beside it. What the moves do and the words
come from :class:`~tanbo.ui.lesson_desk.LessonDesk`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from tanbo.games import GAMES
from tanbo.lessons import lesson_by_id
from tanbo.ui import design, theme
from tanbo.ui.board_input import Board, cursor_at, pointed, press, prompt
from tanbo.ui.games import game_view
from tanbo.ui.layout import BoardLayout, Rect
from tanbo.ui.render import BoardView, Fonts, GenericBoard, draw_board, fit_board
from tanbo.ui.screens.base import Action, BoardKeys, Screen
from tanbo.ui.screens.learn import course_finished
from tanbo.ui.scrolling import PageScroll, Viewport, thumb
from tanbo.ui.view import LESSON, ScreenState, ViewState
from tanbo.ui.widgets import Button, clipped, draw_fitted, draw_wrapped, wrap

if TYPE_CHECKING:
    from tanbo.ui.commands import Commands
    from tanbo.ui.host import Scene
    from tanbo.ui.lesson_desk import Feedback

__all__ = ["SCREEN", "ACTIONS", "LessonRects", "lesson_rects", "lesson_board", "lesson_buttons",
           "board_input"]


@dataclass(frozen=True)
class LessonRects:
    """Where the lesson screen puts things: the title line, the board's area, the text
    and the buttons' area (device pixels)."""

    title: Rect
    board: Rect
    text: Rect
    buttons: Rect
    portrait: bool


TITLE_SIZE, BUTTON_SIZE = 26, 16


def lesson_rects(scene: Scene) -> LessonRects:
    """The lesson screen's rectangles for the window's size: with larger text the title
    wraps, the buttons take more rows and a phone's board is smaller (the text scrolls
    where it is still taller than its area)."""
    w, h = scene.view.ui.size
    px = scene.view.ui.px
    m = px(12)
    gap = px(8)
    if h > w:  # portrait: title, board, text, two rows of buttons
        title_h = _title_h(scene, w - 2 * m, px(36))
        title = (m, m, w - 2 * m, title_h)
        # a small phone: a done lesson's board (no move left to play) gives its answer room
        run = scene.lessons.run
        tf = Fonts.text_factor
        done = run is not None and run.done and h < px(700) * tf
        share = (0.36 if done else 0.44) / tf
        # (never under 200 logical px, a 13x13 board's coordinates: the text scrolls)
        side = min(w - 2 * m, max(int(h * share), px(200)))
        board = ((w - side) // 2, m + title_h + px(4), side, side)
        rows = len(_rows(scene, w - 2 * m))
        bh = rows * px(44) + (rows - 1) * gap
        buttons = (m, h - m - bh, w - 2 * m, bh)
        top = board[1] + side + px(6)
        text = (m, top, w - 2 * m, buttons[1] - top - px(6))
        return LessonRects(title, board, text, buttons, True)
    side = min(h - 2 * m, int(w * 0.58))
    board = (m, m, side, h - 2 * m)
    x = m + side + px(20)
    pw = w - x - m
    title_h = _title_h(scene, pw, px(40))
    title = (x, m, pw, title_h)
    rows = len(_rows(scene, pw))
    bh = rows * px(44) + (rows - 1) * gap
    buttons = (x, h - m - bh, pw, bh)
    text = (x, m + title_h + px(8), pw, buttons[1] - m - title_h - px(16))
    return LessonRects(title, board, text, buttons, False)


def _title_h(scene: Scene, width: int, least: int) -> int:
    """The title's height: ``least``, or its lines wrapped whole (larger text)."""
    run = scene.lessons.run
    if run is None:
        return least
    font = Fonts.get(TITLE_SIZE, True)
    lines = wrap(scene.t(f"lesson.{run.lesson.id}.title"), font, width)
    return max(least, len(lines) * font.get_linesize())


def lesson_board(scene: Scene) -> BoardLayout:
    """Where the open lesson's board is drawn (a board point under a click)."""
    run = scene.lessons.run
    assert run is not None
    geo = run.state.geometry
    return fit_board(lesson_rects(scene).board, geo.width, geo.height)


def _board_or_none(scene: Scene) -> BoardLayout | None:
    """The lesson's board (``None`` without an open lesson): the pointer hovers over it."""
    return lesson_board(scene) if scene.lessons.run is not None else None


def board_input(scene: Scene) -> Board:
    """The lesson's board for the input model: a move may be played until the lesson is
    done (a wrong move on the board is taken back first: any point is worth a look)."""
    run = scene.lessons.run
    assert run is not None
    st = run.state
    return Board(live=not run.done,
                 legal=(lambda p: True) if run.wrong_on_board else st.is_legal,
                 name=st.point_name, cursor=True, width=st.geometry.width,
                 height=st.geometry.height)


def _keys(commands: Commands) -> BoardKeys | None:
    """The lesson's board for the keyboard: Enter plays at the cursor (a wrong move on
    the board is taken back first, as a click's is)."""
    if commands.lessons.run is None:
        return None
    return board_input(commands), lambda p: _play(commands, p)


def _rows(scene: Scene, width: int) -> list[list[tuple[str, str, bool]]]:
    """The buttons' rows, each ``(label, action, enabled)``: Hint, Pass (games with a
    pass), Try again or Start over; Lessons (back to the course), Home, and Next once the
    lesson is done. Once the whole course is done, the first row is one button: a first
    game against level 1. A row whose labels do not fit ``width`` (larger text) is split
    into rows of fewer buttons."""
    desk = scene.lessons
    run = desk.run
    if run is None:
        return []
    t = scene.t
    px = scene.view.ui.px
    wrong = desk.last is not None and desk.last.kind == "wrong"
    first: list[tuple[str, str, bool]] = [(t("btn.hint"), "lesson_hint", not run.done)]
    if GAMES[run.lesson.game].has_pass:
        first.append((t("btn.pass_short"), "lesson_pass", not run.done))
    first.append((t("btn.try_again"), "lesson_again", True) if wrong
                 else (t("btn.start_over"), "lesson_restart", True))
    second = [(t("btn.lessons"), "back", True), (t("btn.home"), "home", True),
              (t("btn.next"), "lesson_next", run.done)]
    game = run.lesson.game
    if run.done and course_finished(scene, game):  # the last lesson: on to a first game
        first = [(t("btn.first_game"), f"first_game:{game}", True)]
        second = second[:2]
    gap, pad = px(8), px(8) + px(4)
    out: list[list[tuple[str, str, bool]]] = []
    for row in (first, second):
        widest = max(Fonts.get(BUTTON_SIZE, True).size(label)[0] for label, _, _ in row) + pad
        per = max(1, min(len(row), (width + gap) // (widest + gap)))
        out += [row[i:i + per] for i in range(0, len(row), per)]
    return out


def lesson_buttons(scene: Scene) -> list[Button]:
    """The buttons of :func:`_rows`, a row under another, each row's buttons of one
    width."""
    desk = scene.lessons
    run = desk.run
    if run is None:
        return []
    px = scene.view.ui.px
    bx, by, bw, _ = lesson_rects(scene).buttons
    gap = px(8)
    row_h = px(44)
    out: list[Button] = []
    for r, row in enumerate(_rows(scene, bw)):
        cw = (bw - gap * (len(row) - 1)) // len(row)
        for i, (label, action, enabled) in enumerate(row):
            on = ((action == "lesson_hint" and desk.hint) or (action == "lesson_next" and run.done)
                  or action.startswith("first_game"))
            out.append(Button((bx + i * (cw + gap), by + r * (row_h + gap), cw, row_h), label,
                              action, on=on, enabled=enabled, size=BUTTON_SIZE))
    return out


class LessonState(ScreenState):
    """The lesson text's scroll (larger text on a phone: taller than its area)."""

    def __init__(self) -> None:
        self.page = PageScroll()

    def screen_opened(self, name: str) -> None:
        if name == LESSON:
            self.page = PageScroll()

    def game_moved(self) -> None:
        self.page = PageScroll()


def state(view: ViewState) -> LessonState:
    """The lesson screen's state in ``view``."""
    return view.state(LessonState)


def _preview(scene: Scene) -> tuple[int | None, object, str]:
    """The point under the mouse (or a finger's first tap), what a move there would do
    and its words (not over a wrong move still on the board: the position is not the
    one to play in)."""
    run = scene.lessons.run
    assert run is not None
    hover = pointed(scene, board_input(scene)) if not run.done and not run.wrong_on_board else None
    if hover is None or not run.state.is_legal(hover):
        return hover, None, ""
    game = game_view(run.lesson.game)
    preview = game.preview(run.state, hover)
    return hover, preview, game.preview_text(scene.settings.lang, run.state, hover, preview)


def draw_lesson(scene: Scene, surf: pygame.Surface) -> None:
    """The board, the title, the goal, the hint and the answer to the last move."""
    desk = scene.lessons
    run = desk.run
    if run is None:
        return
    t = scene.t
    px = scene.view.ui.px
    rects = lesson_rects(scene)
    lesson = run.lesson
    last = desk.last
    wrong_illegal = last is not None and last.kind == "wrong" and not last.played
    # the move under the mouse, or a finger's first tap, and what it would do (not over
    # a wrong move still on the board: the position is not the one to play in)
    board = board_input(scene)
    hover, preview, preview_words = _preview(scene)
    view: GenericBoard = BoardView(
        run.state,
        hover=hover,
        cursor=cursor_at(scene, board) if scene.view.keyboard and not run.done else None,
        preview=preview,
        last_move=run.state.last_move if run.state.ply else None,
        marked=_hint_point(scene) if desk.hint and not run.done else None,
        crosses=(last.move,) if wrong_illegal and last is not None else (),
    )
    draw_board(surf, lesson_board(scene), view)
    course_title = t(f"lesson.{lesson.id}.title")
    draw_wrapped(surf, course_title, rects.title, TITLE_SIZE, theme.ACCENT, bold=True,
                 spacing=2)
    paras = _paragraphs(scene, rects, preview_words)
    overflow = _overflow(scene, rects, paras)
    x, y, w, _ = rects.text
    dy = px(state(scene.view).page.shown(overflow)) if overflow > 0 else 0
    with clipped(surf, rects.text if overflow > 0 else None):
        y -= dy
        for para in paras:
            y += para.gap
            if para.fitted:
                draw_fitted(surf, para.text, (x, y, w, px(22)), para.size, para.colour,
                            bold=para.bold)
                y += px(24)
            else:
                y = draw_wrapped(surf, para.text, (x, y, w, _TALL), para.size, para.colour,
                                 para.bold, spacing=2)
    if overflow > 0:
        area = Viewport(rects.text, overflow, scene.view.ui.text_scale)
        bar = thumb(area, dy / scene.view.ui.text_scale, px(4))
        if bar is not None:
            pygame.draw.rect(surf, theme.TEXT_DIM, (bar[0] + px(6), *bar[1:]),
                             border_radius=px(2))


_TALL = 1 << 20  # a paragraph's room: wrapped whole (the text area scrolls where it must)


@dataclass(frozen=True)
class _Para:
    """A paragraph of the lesson's text: ``gap`` device px above it, ``fitted``: one line
    fitted into 22 logical px (the goal's heading)."""

    text: str
    gap: int
    size: int
    colour: theme.Colour
    bold: bool = False
    fitted: bool = False


def _paragraphs(scene: Scene, rects: LessonRects, preview_words: str) -> list[_Para]:
    """The text under (or beside) the board, top to bottom: the goal, the hint, a
    message, what the next tap does and what the previewed move would do, then whose
    move it is or the answer to the last move."""
    desk = scene.lessons
    run = desk.run
    assert run is not None
    t = scene.t
    px = scene.view.ui.px
    lesson = run.lesson
    _, _, w, h = rects.text
    out: list[_Para] = []
    steps = len(lesson.steps)
    index = min(run.step, steps - 1) if not run.done else steps - 1
    head = t("lesson.goal")
    if steps > 1:
        head += " · " + t("lesson.step", n=index + 1, total=steps)
    # a tall text area (a laptop's window, the panel beside the board) takes the type
    # scale's larger steps: the lesson is the page, not a footnote under it
    # (measured as at 100%: the larger text's zoom keeps the step, so text is 1.5x)
    ui = scene.view.ui
    roomy = h * scene.settings.text_size / ui.text_factor >= px(400) and not rects.portrait
    body = design.SUBTITLE if roomy else design.BODY
    feedback = desk.feedback(scene.settings.lang)
    goal = t(f"lesson.{lesson.id}.goal.{index}")
    goal_size = design.TITLE if roomy else design.SUBTITLE
    # the lesson done and its answer too long for the room under a small phone's board:
    # the answer takes the goal's place
    answer = [] if feedback is None or not run.done else _answer(feedback, body, px, 0)
    if answer and px(24) + _height([_Para(goal, 0, goal_size, theme.TEXT)], w) + _height(
            answer, w) > h:
        return _answer(feedback, body, px, -px(design.SPACE_S)) if feedback else []
    out.append(_Para(head, 0, design.SUBTITLE if roomy else design.LABEL, theme.TEXT_DIM,
                     bold=True, fitted=True))
    out.append(_Para(goal, 0, goal_size, theme.TEXT))
    if desk.hint and not run.done:
        out.append(_Para(t(f"lesson.{lesson.id}.hint.{index}"), px(4), body, theme.ACCENT))
    if scene.view.message:  # a failed save, under the board's text
        out.append(_Para(scene.view.message, px(6), design.BODY, theme.TEXT_WARN))
    armed = scene.view.touch_armed is not None
    next_tap = prompt(scene, board_input(scene))  # what the next tap or click does
    if armed and next_tap:  # a preview waiting for its second tap: said first
        out.append(_Para(next_tap, px(6), body, theme.ACCENT, bold=True))
    if preview_words:  # what the previewed move would do
        out.append(_Para(preview_words, px(4), body, theme.TEXT))
    if feedback is None:
        if not run.done:
            out.append(_Para(t("lesson.to_move", side=scene.side_name(run.state.to_move)),
                             px(6), body, theme.TEXT_DIM))
            if not armed and next_tap:
                out.append(_Para(next_tap, px(2), body, theme.TEXT_DIM))
        return out
    return out + _answer(feedback, body, px, 0)


def _answer(feedback: Feedback, body: int, px: Callable[[float], int], shift: int) -> list[_Para]:
    """The answer to the last move: its head, its lines and its source (``shift``: device
    px more above it)."""
    colour = theme.TEXT_WARN if feedback.warn else theme.ACCENT
    out = [_Para(feedback.head, px(design.SPACE_S) + shift, design.TITLE, colour, bold=True)]
    for i, line in enumerate(feedback.lines):
        out.append(_Para(line, px(design.SPACE_XS if i == 0 else 2),
                         body if i == 0 else design.BODY,
                         theme.TEXT if i == 0 else theme.TEXT_DIM))
    if feedback.source:  # the official rules behind the answer, or the app's decisions
        out.append(_Para(feedback.source, px(2), design.SMALL, theme.TEXT_DIM))
    return out


def _height(paras: list[_Para], width: int) -> int:
    """The height ``paras`` take wrapped to ``width`` (as drawn: one line height a line)."""
    total = 0
    for para in paras:
        total += para.gap
        if para.fitted:
            total += Fonts.px(24)
        else:
            font = Fonts.get(para.size, para.bold)
            total += len(wrap(para.text, font, width)) * font.get_linesize()
    return total


def _overflow(scene: Scene, rects: LessonRects, paras: list[_Para]) -> float:
    """How much of the text (logical px) is below its area at the top (0: it fits)."""
    _, _, w, h = rects.text
    return max(0.0, (_height(paras, w) - h) / scene.view.ui.text_scale)


def page_scroll(scene: Scene) -> tuple[PageScroll, Viewport] | None:
    """The lesson text's scroll and area while it is taller than its area (larger text on
    a phone; ``None``: it fits)."""
    if scene.lessons.run is None:
        return None
    rects = lesson_rects(scene)
    overflow = _overflow(scene, rects, _paragraphs(scene, rects, _preview(scene)[2]))
    if overflow <= 0:
        return None
    return state(scene.view).page, Viewport(rects.text, overflow, scene.view.ui.text_scale)


def _hint_point(scene: Scene) -> int | None:
    """The intended move of the step, if it is a point of the board now."""
    run = scene.lessons.run
    if run is None:
        return None
    move = run.state.parse_move(run.current.solution)
    return move if 0 <= move < run.state.geometry.npoints else None


def click(commands: Commands, pos: tuple[int, int], touch: bool) -> None:
    """A click or a tap that hit no button: on a point, the board's input model
    (:func:`tanbo.ui.board_input.press`: a finger's first tap previews)."""
    run = commands.lessons.run
    if run is None:
        return
    point = lesson_board(commands).point_at(*pos, whole_cell=touch)
    if point is None:
        return
    if press(commands, board_input(commands), point, touch, lambda p: _play(commands, p)):
        return
    if run.wrong_on_board:  # a first tap elsewhere: the wrong move goes, the preview shows
        commands.lessons.try_again()
        if not run.state.is_legal(point):  # (illegal once it is gone: said at once)
            commands.view.touch_armed = None
            _play(commands, point)


def point(commands: Commands, move: int) -> None:
    """A point (or the pass) typed in the text interface: a click there."""
    if commands.lessons.run is None:
        return
    if move < 0:
        _play(commands, move)
        return
    press(commands, board_input(commands), move, False, lambda p: _play(commands, p))


def _play(commands: Commands, move: int) -> None:
    desk = commands.lessons
    attempt = desk.play(move, commands.settings.lang)
    if attempt is None:
        return
    commands.sounds.play("illegal" if attempt.kind == "wrong" else "place")
    commands.view.message = ""
    if commands.view.modality.touch:
        commands.view.hover = None  # (a finger's preview; a mouse's hover stays with the mouse)
    if desk.save_error:
        commands.say(desk.save_error, warn=True)
        desk.save_error = None
    commands.view.dirty = True


def _pass(commands: Commands, arg: str) -> None:
    run = commands.lessons.run
    pass_move = None if run is None else GAMES[run.lesson.game].pass_move
    if pass_move is not None:
        _play(commands, pass_move)


def _fresh(act: Action) -> Action:
    """``act``, after which the board is another: a preview waiting for its second tap
    goes with the board it was tapped on."""
    def fresh(commands: Commands, arg: str) -> None:
        act(commands, arg)
        commands.view.touch_armed = None
        if commands.view.modality.touch:
            commands.view.hover = None
    return fresh


def _toggle_hint(commands: Commands, arg: str) -> None:
    commands.lessons.hint = not commands.lessons.hint


def _next(commands: Commands, arg: str) -> None:
    desk = commands.lessons
    run = desk.run
    if run is None:
        return
    following = desk.next_lesson(run.lesson.game, after=run.lesson.id)
    if following is None:
        commands.close_screen()
        return
    desk.open(lesson_by_id(following.id))


ACTIONS: Mapping[str, Action] = {
    "lesson_hint": _toggle_hint,
    "lesson_pass": _fresh(_pass),
    "lesson_again": _fresh(lambda commands, arg: commands.lessons.try_again()),
    "lesson_restart": _fresh(lambda commands, arg: commands.lessons.restart()),
    "lesson_next": _fresh(_next),
}
"""The lesson screen's actions."""

SCREEN = Screen(name=LESSON, draw=draw_lesson, buttons=lesson_buttons, click=click, board=True,
                board_layout=_board_or_none, point=point, keys=_keys,
                scroll=page_scroll, large_text=True)
"""The lesson screen."""
