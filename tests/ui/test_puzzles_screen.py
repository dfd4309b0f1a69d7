# ruff: noqa: RUF001  (Russian text is meant to be Cyrillic)
"""The Puzzles screen in the real App, headless (issue 30).

Opened from the menu on the puzzle of the day; solved by clicks on the board (a reply
follows a correct move); a wrong try plays the refutation and says why; the streak and
the rating change and are saved; an unreadable history is set aside, offered and never
written over; a puzzle link opens the screen on its puzzle and Share copies it; every
text fits at a phone's and a monitor's size in both languages.
"""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from tanbo.puzzles.link import puzzle_link  # noqa: E402
from tanbo.puzzles.model import Puzzle, daily, load_puzzles  # noqa: E402
from tanbo.puzzles.play import try_move  # noqa: E402
from tanbo.puzzles.progress import loads  # noqa: E402
from tanbo.ui import screens, widgets  # noqa: E402
from tanbo.ui.app import App  # noqa: E402
from tanbo.ui.puzzle_desk import HISTORY, SHOWN, SOLVED, SOLVING, WRONG  # noqa: E402
from tanbo.ui.screens.puzzles import board_layout  # noqa: E402
from tanbo.ui.storage import FileStore, MemoryStore  # noqa: E402
from tests.support.fake_window import FakeWindow  # noqa: E402
from tests.support.ui_driver import app_in, app_on, button_pos, click, key  # noqa: E402
from tests.support.ui_geometry import outside, overlaps  # noqa: E402

pytestmark = pytest.mark.usefixtures("pygame_events")

DAY = datetime.date(2026, 12, 2)
PAGE = "https://someone.github.io/tanbo/"
JUNK = b'{"format": 1, "rating": [15'  # a history cut short


def open_puzzles(app: App) -> None:
    """Home, then its puzzle of the day (the day frozen at :data:`DAY`)."""
    app.commands.puzzles.today = lambda: DAY
    if app.view.screen_name != "home":
        click(app, button_pos(app, "home"))
    click(app, button_pos(app, "puzzles"))


def press(app: App, action: str) -> None:
    click(app, button_pos(app, action))


def click_move(app: App, move: str, touch: bool = False) -> None:
    """Click (or tap) ``move`` on the puzzle's board, then one more frame for the reply."""
    desk = app.commands.puzzles
    layout = board_layout(app.commands)
    assert layout is not None
    pos = layout.centre(desk.state.parse_move(move))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=touch))
    app.frame()
    app.frame()  # computer_delay_ms=0: the reply is due at once


def solve(app: App) -> None:
    desk = app.commands.puzzles
    assert desk.puzzle is not None
    while desk.phase == SOLVING:
        click_move(app, desk.puzzle.solution[len(desk.line)])


def wrong_move(app: App) -> str:
    """A legal move that is not the solution's next move."""
    desk = app.commands.puzzles
    assert desk.puzzle is not None
    right = desk.puzzle.solution[len(desk.line)]
    return next(str(desk.state.move_text(p)) for p in desk.state.legal_moves()
                if desk.state.move_text(p) != right)


def drawn_texts(app: App) -> list[widgets.Drawn]:
    with widgets.recording() as drawn:
        app.view.dirty = True
        app.frame()
    return drawn


def test_the_menus_button_opens_the_puzzle_of_the_day_of_the_menus_game(tmp_path: Path) -> None:
    app = app_in(tmp_path)
    open_puzzles(app)
    desk = app.commands.puzzles
    assert app.view.screen_name == "puzzles"
    assert desk.puzzle == daily("tanbo", DAY) and desk.is_daily
    texts = [d.text for d in drawn_texts(app)]
    assert desk.theme_text() in " ".join(texts)
    assert any("2 December 2026" in t for t in texts)
    assert any(t.startswith("Your rating 1500") for t in texts)
    key(app, pygame.K_ESCAPE)
    assert app.view.screen_name == "home"


def test_solving_by_clicks_counts_once_and_is_saved(tmp_path: Path) -> None:
    app = app_in(tmp_path)
    open_puzzles(app)
    desk = app.commands.puzzles
    solve(app)
    assert desk.phase == SOLVED
    assert (desk.history.streak, desk.history.solved_count) == (1, 1)
    assert desk.history.rating > 1500
    saved = loads((tmp_path / "puzzles.txt").read_text(encoding="utf-8"))
    assert (saved.streak, saved.solved_count) == (1, 1)
    assert any(t.startswith("Solved!") for t in (d.text for d in drawn_texts(app)))
    press(app, "puzzle_retry")  # solving it again counts nothing more
    solve(app)
    assert desk.history.tried_count == 1
    again = app_in(tmp_path, settings="")  # a restart reads the history back
    again.commands.puzzles.open()
    assert again.commands.puzzles.history.streak == 1


def test_a_correct_move_plays_the_opponents_reply(tmp_path: Path) -> None:
    long = [p for g in ("tanbo", "deago") for p in load_puzzles(g) if len(p.solution) >= 3]
    if not long:
        pytest.skip("no puzzle of more than one move shipped yet")
    app = app_in(tmp_path)
    desk = app.commands.puzzles
    desk.start(long[0])
    app.commands.open_screen("puzzles")
    ply = desk.state.ply
    click_move(app, long[0].solution[0])
    assert desk.phase == SOLVING
    assert desk.line == list(long[0].solution[:2])
    assert desk.state.ply == ply + 2  # the try and the reply are on the board


def test_a_wrong_try_plays_the_refutation_and_says_why(tmp_path: Path) -> None:
    app = app_in(tmp_path)
    open_puzzles(app)
    desk = app.commands.puzzles
    start = desk.state.position_text()
    move = wrong_move(app)
    assert desk.puzzle is not None
    verdict = try_move(desk.puzzle, (), move)
    click_move(app, move)
    assert desk.phase == WRONG
    assert desk.state.ply == 1 + len(verdict.refutation[:1])  # the try and the refutation
    assert desk.explanation and desk.explanation[0].startswith(move)
    texts = [d.text for d in drawn_texts(app)]
    assert any(t.startswith("Not this move") for t in texts)
    assert any(t.startswith(move) for t in texts)  # the reason, drawn
    assert desk.history.streak == 0 and desk.history.rating < 1500
    assert loads((tmp_path / "puzzles.txt").read_text(encoding="utf-8")).tried_count == 1
    press(app, "puzzle_retry")
    assert desk.phase == SOLVING and desk.state.position_text() == start
    solve(app)  # solved after a miss: it stays a miss
    assert desk.phase == SOLVED and desk.history.solved_count == 0


def test_a_wrong_try_is_explained_in_russian(tmp_path: Path) -> None:
    app = app_in(tmp_path, settings='{"lang": "ru", "size": "7x7", "setup": "dense"}')
    open_puzzles(app)
    click_move(app, wrong_move(app))
    texts = [d.text for d in drawn_texts(app)]
    assert any(t.startswith("Не этот ход") for t in texts)
    assert any("мимо" in t or "проигрывает" in t
               for t in app.commands.puzzles.explanation)


def test_an_illegal_point_says_why_and_is_no_try(tmp_path: Path) -> None:
    app = app_in(tmp_path)
    open_puzzles(app)
    desk = app.commands.puzzles
    occupied = next(p for p in range(len(desk.state.cells)) if not desk.state.is_legal(p))
    click_move(app, desk.state.move_text(occupied))
    assert desk.phase == SOLVING and not desk.counted
    assert app.view.message_warn and desk.explanation


def test_the_solution_plays_the_line_and_counts_as_missed(tmp_path: Path) -> None:
    app = app_in(tmp_path)
    open_puzzles(app)
    desk = app.commands.puzzles
    assert desk.puzzle is not None
    press(app, "puzzle_solution")
    for _ in desk.puzzle.solution:
        app.frame()
    assert desk.phase == SHOWN and not desk.pending
    assert desk.state.ply == len(desk.puzzle.solution)
    assert desk.history.tried_count == 1 and desk.history.solved_count == 0


def test_a_finger_taps_twice_a_mouse_clicks_once(tmp_path: Path) -> None:
    app = app_in(tmp_path)
    open_puzzles(app)
    desk = app.commands.puzzles
    assert desk.puzzle is not None
    first = desk.puzzle.solution[0]
    click_move(app, first, touch=True)
    assert desk.state.ply == 0 and app.view.touch_armed == desk.state.parse_move(first)
    click_move(app, first, touch=True)
    assert desk.state.ply >= 1


def test_next_picks_an_untried_puzzle_nearest_the_rating(tmp_path: Path) -> None:
    app = app_in(tmp_path)
    open_puzzles(app)
    desk = app.commands.puzzles
    solve(app)
    first = desk.puzzle
    press(app, "puzzle_next")
    assert desk.puzzle is not None and desk.puzzle != first and desk.phase == SOLVING
    others = [p for p in load_puzzles("tanbo") if p != first]
    rating = desk.history.rating
    assert abs(desk.puzzle.rating - rating) == min(abs(p.rating - rating) for p in others)


def test_an_unreadable_history_is_set_aside_offered_and_never_overwritten(
    tmp_path: Path,
) -> None:
    (tmp_path / "puzzles.txt").write_bytes(JUNK)
    app = app_in(tmp_path)
    open_puzzles(app)
    desk = app.commands.puzzles
    kept = list(tmp_path.glob("puzzles.unreadable-*.txt"))
    assert [p.read_bytes() for p in kept] == [JUNK]
    assert "puzzle history could not be read" in app.view.message and app.view.message_warn
    solve(app)  # a new history starts beside it
    assert loads((tmp_path / "puzzles.txt").read_text(encoding="utf-8")).solved_count == 1
    assert kept[0].read_bytes() == JUNK
    press(app, "puzzle_aside")  # offered: copy it, delete it (asked again), close
    assert app.view.confirm is not None and str(kept[0]) in app.view.confirm.question
    click(app, button_pos(app, "confirm:other"))
    click(app, button_pos(app, "confirm:yes"))
    assert not kept[0].exists() and desk.unreadable == []
    assert all(b.action != "puzzle_aside" for b in screens.buttons(app.commands))


class _Stuck(MemoryStore):
    """A store whose texts cannot be moved aside."""

    def set_aside(self, name: str) -> str:
        raise OSError("read-only")


def test_a_history_that_cannot_be_moved_aside_is_not_saved_over() -> None:
    store = _Stuck()
    store.save("settings", '{"lang": "en", "size": "7x7", "setup": "dense"}')
    store.save(HISTORY, JUNK.decode())
    app = app_on(store)
    open_puzzles(app)
    solve(app)
    assert store.data[HISTORY] == JUNK.decode()
    assert app.commands.puzzles.keep_history


def test_a_puzzle_link_opens_the_puzzles_screen_on_its_puzzle(tmp_path: Path) -> None:
    puzzle: Puzzle = load_puzzles("deago")[-1]
    FileStore(tmp_path).save("settings", '{"lang": "en", "size": "7x7", "setup": "dense"}')
    window = FakeWindow(puzzle_link(PAGE, puzzle))
    app = App(FileStore(tmp_path), computer_delay_ms=0, seed=5, share_window=window)
    app.frame()
    assert app.view.screen_name == "puzzles"
    assert app.commands.puzzles.puzzle == puzzle
    assert app.commands.session.game == "tanbo"  # the game is untouched
    native = App(FileStore(tmp_path), computer_delay_ms=0, seed=5,
                 link=puzzle_link(PAGE, puzzle))
    native.frame()
    assert native.commands.puzzles.puzzle == puzzle


def test_share_copies_the_puzzles_link(tmp_path: Path) -> None:
    window = FakeWindow(PAGE)
    FileStore(tmp_path).save("settings", '{"lang": "en", "size": "7x7", "setup": "dense"}')
    app = App(FileStore(tmp_path), computer_delay_ms=0, seed=5, share_window=window)
    app.frame()
    open_puzzles(app)
    press(app, "puzzle_share")
    puzzle = app.commands.puzzles.puzzle
    assert puzzle is not None
    assert any(puzzle_link(PAGE, puzzle) in code for code in window.evaluated)
    assert "copied" in app.view.message


@pytest.mark.parametrize("size", [(390, 844), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_puzzle_text_fits_and_overlaps_nothing(
    tmp_path: Path, size: tuple[int, int], lang: str
) -> None:
    app = app_in(tmp_path, settings=f'{{"lang": "{lang}", "size": "7x7", "setup": "dense"}}')
    app.screen = pygame.display.set_mode(size)
    app.relayout()
    (tmp_path / "puzzles.unreadable-20261201-120000.txt").write_text("x")
    open_puzzles(app)
    app.view.message = ""
    for step in ("open", "wrong", "solved"):
        if step == "wrong":
            click_move(app, wrong_move(app))
        elif step == "solved":
            press(app, "puzzle_retry")
            solve(app)
        drawn = [d for d in drawn_texts(app) if len(d.text) > 2]  # not the board's coordinates
        assert outside(drawn, size) == [], (step, outside(drawn, size))
        assert overlaps(drawn) == [], (step, overlaps(drawn))


def test_a_puzzle_missed_before_a_restart_still_counts_as_missed(tmp_path: Path) -> None:
    app = app_in(tmp_path)
    open_puzzles(app)
    click_move(app, wrong_move(app))
    again = app_in(tmp_path, settings="")
    open_puzzles(again)
    desk = again.commands.puzzles
    assert desk.counted and desk.failed
    solve(again)
    assert desk.history.solved_count == 0 and desk.history.tried_count == 1


def test_the_mouse_hovers_over_the_puzzles_own_board(tmp_path: Path) -> None:
    app = app_in(tmp_path)  # a 7x7 Tanbo game; a 13x13 DEAGO puzzle
    open_puzzles(app)
    desk = app.commands.puzzles
    desk.start(next(p for p in load_puzzles("deago") if p.position.count("/") == 12))
    point = desk.state.legal_moves()[len(desk.state.legal_moves()) // 3]
    layout = board_layout(app.commands)
    assert layout is not None
    pos = layout.centre(point)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.frame()
    assert app.view.hover == point
