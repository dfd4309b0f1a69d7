"""Every board by keyboard (issue 40): the arrows move a visible cursor and Enter (or
Space) plays at it on the game's, a lesson's and a puzzle's board, by the one rule of
:mod:`tanbo.ui.board_input`; a lesson answered and the day's puzzle solved with keys
only (Tab and Enter to reach them); the arrows and Tab's focus ring do not fight."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from tanbo.lessons import COURSES  # noqa: E402
from tanbo.players import HUMAN  # noqa: E402
from tanbo.ui import board_input, render, screens  # noqa: E402
from tanbo.ui.app import App  # noqa: E402
from tanbo.ui.puzzle_desk import SOLVED, SOLVING  # noqa: E402
from tanbo.ui.storage import FileStore  # noqa: E402
from tests.support.ui_driver import TANBO_7, key, record_texts  # noqa: E402

pytestmark = pytest.mark.usefixtures("pygame_events")

_ARROWS = {(-1, 0): pygame.K_LEFT, (1, 0): pygame.K_RIGHT, (0, -1): pygame.K_UP,
           (0, 1): pygame.K_DOWN}


def _home(tmp_path: Path) -> App:
    store = FileStore(tmp_path)
    store.save("settings", TANBO_7 % (HUMAN, HUMAN))
    app = App(store, computer_delay_ms=0, seed=5, export_dir=tmp_path / "records",
              window=(1280, 720))
    app.frame()
    assert app.view.screen_name == "home"
    return app


def _tab_to(app: App, action: str) -> None:
    """Tab until the button with ``action`` has the ring, then Enter presses it."""
    for _ in range(40):
        key(app, pygame.K_TAB)
        if app.view.focus == action:
            key(app, pygame.K_RETURN)
            return
    raise AssertionError(f"Tab never reached {action!r}: "
                         f"{[b.action for b in screens.buttons(app.commands)]}")


def _board(app: App) -> board_input.Board:
    keys = screens.current(app.commands).keys
    assert keys is not None
    found = keys(app.commands)
    assert found is not None
    return found[0]


def _arrow_to(app: App, point: int) -> None:
    """Arrow keys, one point at a time, until the cursor is on ``point``."""
    board = _board(app)
    for _ in range(board.width + board.height):
        at = board_input.cursor_at(app.commands, board)
        if at == point:
            return
        (row, col), (to_row, to_col) = divmod(at, board.width), divmod(point, board.width)
        step = ((to_col > col) - (to_col < col), 0) if col != to_col else (
            0, (to_row > row) - (to_row < row))
        key(app, _ARROWS[step])
        assert app.view.keyboard  # the cursor shows
    assert board_input.cursor_at(app.commands, board) == point


def test_a_lesson_is_answered_with_keys_only(tmp_path: Path) -> None:
    app = _home(tmp_path)
    _tab_to(app, "learn")
    lesson = COURSES["tanbo"][0]
    _tab_to(app, f"lesson:{lesson.id}")
    assert app.view.screen_name == "lesson"
    run = app.commands.lessons.run
    assert run is not None and run.lesson.id == lesson.id
    key(app, pygame.K_RIGHT)  # the first arrow shows the cursor and says what Enter does
    assert "Arrows move the cursor; Enter plays." in record_texts(app)
    for step in lesson.steps:
        _arrow_to(app, run.state.parse_move(step.solution))
        key(app, pygame.K_RETURN)
        last = app.commands.lessons.last
        assert last is not None and last.kind != "wrong", last
    assert run.done and app.commands.lessons.progress.is_done(lesson.id)


def test_the_day_s_puzzle_is_solved_with_keys_only(tmp_path: Path) -> None:
    app = _home(tmp_path)
    desk = app.commands.puzzles
    desk.today = lambda: datetime.date(2026, 12, 2)
    _tab_to(app, "puzzles")
    assert app.view.screen_name == "puzzles"
    puzzle = desk.puzzle
    assert puzzle is not None and desk.phase == SOLVING
    for _ in range(len(puzzle.solution)):
        if desk.phase != SOLVING:
            break
        for _ in range(20):  # the opponent's reply is played first
            if desk.awaiting:
                break
            app.frame()
        _arrow_to(app, desk.board.parse_move(puzzle.solution[len(desk.line)]))
        key(app, pygame.K_SPACE)  # (Space plays as Enter does)
    assert desk.phase == SOLVED
    assert desk.history.daily_is_done(app.commands.settings.game, desk.today())


def test_a_wrong_key_try_is_answered_as_a_click_s_is(tmp_path: Path) -> None:
    app = _home(tmp_path)
    app.commands.puzzles.today = lambda: datetime.date(2026, 12, 2)
    _tab_to(app, "puzzles")
    desk = app.commands.puzzles
    puzzle = desk.puzzle
    assert puzzle is not None
    right = desk.board.parse_move(puzzle.solution[0])
    wrong = next(p for p in desk.board.legal_moves() if p != right)
    _arrow_to(app, wrong)
    key(app, pygame.K_RETURN)
    assert desk.phase != SOLVING and desk.phase != SOLVED


def test_arrows_belong_to_the_board_unless_a_button_has_the_ring(tmp_path: Path) -> None:
    app = _home(tmp_path)
    _tab_to(app, "learn")
    _tab_to(app, f"lesson:{COURSES['tanbo'][0].id}")
    run = app.commands.lessons.run
    assert run is not None
    key(app, pygame.K_TAB)  # a button has the ring: Enter presses it, not the board
    ring = app.view.focus
    assert ring is not None
    key(app, pygame.K_LEFT)  # an arrow takes the ring off and moves the cursor
    assert app.view.focus is None and app.view.keyboard
    before = run.state.ply, app.commands.lessons.last
    key(app, pygame.K_TAB)
    assert app.view.focus == ring
    key(app, pygame.K_RETURN)  # the ring's button, not a move on the board
    assert (run.state.ply, app.commands.lessons.last) == before or app.view.screen_name != (
        "lesson")


@pytest.mark.parametrize("screen", ["game", "lesson", "puzzles"])
def test_the_cursor_stays_on_the_board_and_is_drawn(
    tmp_path: Path, screen: str, monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = _home(tmp_path)
    if screen == "game":
        _tab_to(app, "menu")
        key(app, pygame.K_RETURN)  # Start game
    elif screen == "lesson":
        _tab_to(app, "learn")
        _tab_to(app, f"lesson:{COURSES['tanbo'][0].id}")
    else:
        _tab_to(app, "puzzles")
    assert app.view.screen_name == screen
    board = _board(app)
    for _ in range(board.width + 2):
        key(app, pygame.K_LEFT)
        key(app, pygame.K_UP)
    assert board_input.cursor_at(app.commands, board) == 0  # the corner, not off the board
    assert board_input.pointed(app.commands, board) == 0  # previewed as a hover is
    frames: list[tuple[int, int]] = []
    real = render._draw_cursor

    def spy(surf: pygame.Surface, c: tuple[int, int], r: int) -> None:
        frames.append(c)
        real(surf, c, r)

    monkeypatch.setattr(render, "_draw_cursor", spy)
    app.view.dirty = True
    app.frame()
    found = screens.current(app.commands).board_layout
    layout = app.commands.layout if found is None else found(app.commands)
    assert layout is not None and frames == [layout.centre(0)]  # the frame on the corner
