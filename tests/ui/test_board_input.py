"""One input model on every board (issue 39): the same taps do the same in a game, a
lesson and a puzzle; "One-tap play"; a mouse's click; what the status says the next tap
does; "Why?" mode ending with its answer; key hints only where there is a keyboard."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from tanbo.players import HUMAN  # noqa: E402
from tanbo.ui import screens  # noqa: E402
from tanbo.ui.app import App  # noqa: E402
from tanbo.ui.layout import BoardLayout  # noqa: E402
from tanbo.ui.modality import KEYBOARD, MOUSE, TOUCH, Modality  # noqa: E402
from tanbo.ui.screens.lesson import lesson_board  # noqa: E402
from tanbo.ui.screens.puzzles import board_layout  # noqa: E402
from tanbo.ui.storage import FileStore  # noqa: E402
from tanbo.ui.view import MENU  # noqa: E402
from tests.support.ui_driver import (  # noqa: E402
    TANBO_7,
    app_in,
    button_pos,
    key,
    record_texts,
    to_game,
)

pytestmark = pytest.mark.usefixtures("pygame_events")


@dataclass
class Board:
    """A board screen opened in an App: where its points are, the move to play, another
    legal point, and whether a move has been played on it."""

    app: App
    layout: Callable[[], BoardLayout]
    move: int
    other: int
    played: Callable[[], bool]
    name: Callable[[int], str]


def _game(app: App) -> Board:
    to_game(app)  # (from home, as its Continue does)
    st = app.commands.session.state
    legal = st.legal_moves()
    return Board(app, lambda: app.commands.layout, legal[0], legal[1], lambda: st.ply > 0,
                 st.point_name)


def _lesson(app: App) -> Board:
    _press(app, "learn")  # (from home)
    _press(app, "lesson:tanbo-place")
    desk = app.commands.lessons
    run = desk.run
    assert run is not None
    move = run.state.parse_move(run.current.solution)
    other = next(p for p in run.state.legal_moves() if p != move)
    return Board(app, lambda: lesson_board(app.commands), move, other,
                 lambda: run.state.ply > 0 or desk.last is not None, run.state.point_name)


def _puzzle(app: App) -> Board:
    _press(app, "puzzles")  # (from home)
    desk = app.commands.puzzles
    assert desk.puzzle is not None and desk.state is not None
    move = desk.state.parse_move(desk.puzzle.solution[0])
    other = next(p for p in desk.state.legal_moves() if p != move)

    def layout() -> BoardLayout:
        found = board_layout(app.commands)
        assert found is not None
        return found

    return Board(app, layout, move, other, lambda: desk.state.ply > 0, desk.state.point_name)


BOARDS = {"game": _game, "lesson": _lesson, "puzzle": _puzzle}


def _press(app: App, action: str) -> None:
    """A mouse click on the button with ``action``."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button_pos(app, action),
                                         button=1))
    app.frame()


def _tap(board: Board, point: int) -> None:
    """A finger on ``point`` (a tap has no hover: no pointer move before it)."""
    pos = board.layout().centre(point)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=True))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=True))
    board.app.frame()


def _tap_button(app: App, action: str) -> None:
    pos = button_pos(app, action)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=True))
    app.frame()


def _open(tmp_path: Path, which: str, window: tuple[int, int] = (390, 844)) -> Board:
    """``which`` board open in a fresh App (a 7x7 game of two people) at ``window``."""
    store = FileStore(tmp_path)
    store.save("settings", TANBO_7 % (HUMAN, HUMAN))
    app = App(store, computer_delay_ms=0, seed=5, export_dir=tmp_path / "records",
              window=window)
    app.frame()
    return BOARDS[which](app)


@pytest.mark.parametrize("which", list(BOARDS))
def test_a_first_tap_previews_a_second_plays_the_same_on_every_board(
    tmp_path: Path, which: str,
) -> None:
    board = _open(tmp_path, which)
    app = board.app
    name = board.name
    _tap(board, board.other)
    assert not board.played() and app.view.touch_armed == board.other
    assert app.view.hover == board.other  # the stone is shown where it would go
    _tap(board, board.move)  # a tap elsewhere moves the preview
    assert not board.played() and app.view.touch_armed == board.move
    texts = " ".join(record_texts(app))
    assert f"Tap {name(board.move)} again to play there" in texts
    _tap(board, board.move)  # the second tap on the same point plays
    assert board.played() and app.view.touch_armed is None


@pytest.mark.parametrize("which", list(BOARDS))
def test_one_tap_play_plays_at_the_first_tap_on_every_board(tmp_path: Path, which: str) -> None:
    board = _open(tmp_path, which)
    board.app.commands.settings.one_tap = True
    board.app.view.modality.used(TOUCH)
    assert "Tap a point to play." in " ".join(record_texts(board.app))
    _tap(board, board.move)
    assert board.played() and board.app.view.touch_armed is None


@pytest.mark.parametrize("which", list(BOARDS))
def test_a_mouse_hovers_to_preview_and_clicks_to_play_on_every_board(
    tmp_path: Path, which: str,
) -> None:
    board = _open(tmp_path, which, window=(1280, 720))
    app = board.app
    pos = board.layout().centre(board.move)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                         buttons=(0, 0, 0)))
    app.frame()
    assert app.view.hover == board.move and not board.played()
    assert "Click a point to play." in record_texts(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.frame()
    assert board.played()


@pytest.mark.parametrize("which", list(BOARDS))
def test_the_status_says_what_a_finger_will_do(tmp_path: Path, which: str) -> None:
    board = _open(tmp_path, which)
    board.app.view.modality.used(TOUCH)
    texts = record_texts(board.app)
    assert any(t.startswith("Tap a point to see the move") for t in texts), texts


def test_the_settings_one_tap_is_saved_and_a_touch_device_shows_its_toggle(
    tmp_path: Path,
) -> None:
    board = _open(tmp_path, "game")
    app = board.app
    assert "one_tap" not in [b.action for b in screens.buttons(app.commands)]  # no finger yet
    _tap(board, board.move)  # a finger: a touch device from now on
    _tap_button(app, "more")  # (a phone's settings are on its More sheet)
    _tap_button(app, "one_tap")
    assert app.commands.settings.one_tap and app.view.touch_armed is None
    again = app_in(tmp_path, settings="")
    assert again.commands.settings.one_tap


def test_why_mode_ends_when_its_answer_is_closed(tmp_path: Path) -> None:
    board = _open(tmp_path, "game")
    app = board.app
    _tap_button(app, "why")
    assert app.view.why_mode
    labels = {b.action: b.label for b in screens.buttons(app.commands)}
    assert labels["why"] == "Why?: on"  # (and lit); no "(W)": a finger was used
    assert "Why?: tap a point to ask about a move there." in record_texts(app)
    _tap(board, board.move)  # asks at once: asking changes nothing
    assert app.view.answer is not None and not board.played() and app.view.why_mode
    _tap_button(app, "why_close")
    assert not app.view.why_mode and app.view.answer is None
    assert app.view.message == "Why? is off: a tap plays again."
    assert {b.action: b.label for b in screens.buttons(app.commands)}["why"] == "Why?"
    _tap(board, board.move)  # the next taps play again, by the one rule
    assert not board.played() and app.view.touch_armed == board.move
    _tap(board, board.move)
    assert board.played()


def test_why_mode_ends_when_a_tap_beside_the_answer_closes_it(tmp_path: Path) -> None:
    board = _open(tmp_path, "game", window=(1280, 720))
    app = board.app
    key(app, pygame.K_w)
    _tap(board, board.move)
    assert app.view.answer is not None
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(2, 2), button=1))
    app.frame()  # beside the sheet, off the board
    assert app.view.answer is None and not app.view.why_mode
    assert app.view.message == "Why? is off: a click plays again."


def _labels(app: App) -> list[str]:
    return [b.label for b in screens.buttons(app.commands)]


def _hinted(labels: list[str]) -> list[str]:
    keys = ("(Enter)", "(Esc)", "(W)", "(H)", "(D)", "(M)", "(S)", "(P)", "(A)", "(Y)")
    return [label for label in labels if label.endswith(keys)]


def test_key_hints_show_with_a_keyboard_and_go_after_a_touch(tmp_path: Path) -> None:
    board = _open(tmp_path, "game", window=(1280, 720))
    app = board.app
    assert "Hints (H)" in _labels(app)  # a desktop: hints before any input
    _tap(board, board.move)
    assert _hinted(_labels(app)) == []
    app.commands.open_screen(MENU)
    app.frame()
    labels = _labels(app)
    assert "Start game" in labels and _hinted(labels) == []
    assert not any(t.startswith("Keys:") for t in record_texts(app))  # no key help
    key(app, pygame.K_LEFT)  # a key pressed: the hints come back
    assert "Start game (Enter)" in _labels(app)
    assert any(t.startswith("Keys:") for t in record_texts(app))


def test_a_touch_page_shows_no_key_hints_from_the_start(tmp_path: Path) -> None:
    board = _open(tmp_path, "game", window=(1280, 720))
    app = board.app
    app.view.modality = Modality(touch_device=True)  # what the phone's page says
    app.commands.ask("Replace?", lambda: None)
    app.view.dirty = True
    app.frame()
    labels = _labels(app)
    assert labels and _hinted(labels) == []


def test_the_modality_follows_the_last_input() -> None:
    m = Modality()
    assert m.show_keys and not m.touch and not m.touch_device
    assert m.used(TOUCH) and m.touch and not m.show_keys and m.touch_device
    assert not m.pointer_moved(touch=False)  # a browser's mouse move after a tap: still touch
    assert m.touch
    assert m.used(MOUSE) and not m.touch and not m.show_keys  # a touch device stays one
    assert m.used(KEYBOARD) and m.show_keys
    assert m.pointer_moved(touch=False) and m.last == MOUSE
    assert not Modality(touch_device=True).show_keys
