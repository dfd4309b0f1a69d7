"""The game analysis in the App: the key and buttons, slices, the graph, marks, the board."""

from __future__ import annotations

from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from tanbo.ai import analysis  # noqa: E402
from tanbo.ui import theme  # noqa: E402
from tanbo.ui.analysis_panel import BEST_RING, _graph_x, graph_ply_at, mark_of  # noqa: E402
from tanbo.ui.app import App  # noqa: E402
from tanbo.ui.screens import movelist, panel  # noqa: E402
from tanbo.ui.session import Session  # noqa: E402
from tests.support.tanbo_positions import MISSED_WIN, wins_at_once  # noqa: E402
from tests.support.ui_driver import button_pos, click, key, make_app  # noqa: E402

pytestmark = pytest.mark.usefixtures("pygame_events")


@pytest.fixture(autouse=True)
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    """Analyse at 20 ms a position so a test runs in a blink."""
    monkeypatch.setitem(analysis.DEPTHS, "quick", 0.02)
    monkeypatch.setitem(analysis.DEPTHS, "deep", 0.04)


def missed_win_app(folder: Path) -> App:
    """A game of two moves: White misses the win at a2 (a4), Black answers."""
    app = make_app(folder)
    session = Session.from_position("tanbo", MISSED_WIN)
    session.play(session.state.parse_move("a4"))
    app.commands.replace_session(session, "confirm.import")
    return app


def run_to_end(app: App, frames: int = 2000) -> None:
    for _ in range(frames):
        if not app.commands.computer.analysing:
            return
        app.frame()
    raise AssertionError("the analysis did not finish")


def test_the_key_analyses_in_slices_and_marks_the_blunder(tmp_path: Path) -> None:
    app = missed_win_app(tmp_path)
    assert app.commands.analysis.result is None and movelist.graph_area(app.commands) is None
    key(app, pygame.K_a)
    assert app.commands.analysis.result is not None
    assert movelist.graph_area(app.commands) is not None
    run_to_end(app)
    j = app.commands.analysis.judgement(1)
    assert j is not None and j.mark == "??" and j.best == "a2"
    assert mark_of(app.commands.analysis, 1) is not None
    app.commands.moves.review(0)
    lines = [text for text, _ in panel._info_lines(app.commands)]
    assert any("best a2" in line for line in lines)
    app.commands.moves.review(1)
    lines = [text for text, _ in panel._info_lines(app.commands)]
    assert any("missed a forced win (a2)" in line for line in lines)


def test_the_graph_jumps_to_the_ply_under_a_click(tmp_path: Path) -> None:
    app = missed_win_app(tmp_path)
    key(app, pygame.K_a)
    run_to_end(app)
    graph = movelist.graph_area(app.commands)
    assert graph is not None
    total = app.commands.session.state.ply
    x = _graph_x(graph, 0, total)
    assert graph_ply_at(graph, (x, graph[1] + 10), total) == 0
    click(app, (x, graph[1] + 10))
    assert app.commands.session.reviewing and app.commands.session.shown_ply == 0
    assert graph_ply_at(graph, (graph[0] - 5, graph[1] + 10), total) is None


def test_the_best_move_is_drawn_on_the_board(tmp_path: Path) -> None:
    app = missed_win_app(tmp_path)
    key(app, pygame.K_a)
    run_to_end(app)
    app.commands.moves.review(0)
    app.commands.settings.show_line = False
    app.view.dirty = True
    app.frame()
    a2 = app.commands.session.state.parse_move("a2")
    cx, cy = app.layout.centre(a2)
    r = round(app.layout.stone_radius)
    assert app.screen.get_at((cx + r + 3, cy))[:3] == BEST_RING  # the ring
    empty = app.screen.get_at((cx, cy))[:3]
    key(app, pygame.K_v)  # the line as numbered ghost stones: a translucent white stone
    assert app.commands.settings.show_line
    ghost = app.screen.get_at((cx + r // 2, cy + r // 2))[:3]
    assert sum(ghost) > sum(empty) + 60


def _one_ms_a_frame(monkeypatch: pytest.MonkeyPatch) -> None:
    """The analysis searches 1 ms a frame, so it is still running after the next frame.

    (Its slices are theme's, not ``App.ai_slice_ms``: patching that left the analysis
    25 ms a frame, and on a loaded machine it sometimes finished its one new position
    within the frame that started it.)
    """
    monkeypatch.setattr(theme, "AI_SLICE_MS", 1.0)
    monkeypatch.setattr(theme, "ANALYSIS_SLICE_MS", 1.0)


def test_stop_keeps_what_was_found_and_moves_drop_only_what_changed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(tmp_path)
    for _ in range(6):
        st = app.commands.session.state
        app.commands.session.play(st.legal_moves()[len(st.legal_moves()) // 2])
    key(app, pygame.K_a)
    run_to_end(app)
    assert app.commands.analysis.result is not None and app.commands.analysis.result.complete
    app.commands.moves.undo()
    app.frame()
    result = app.commands.analysis.result
    assert result is not None and result.complete  # every position left is still known
    assert set(result.evals) == set(range(app.commands.session.state.ply + 1))
    st = app.commands.session.state
    app.commands.session.play(st.legal_moves()[-1])  # another move: only its position is new
    app.frame()
    assert app.commands.analysis.result is not None and not app.commands.analysis.result.complete
    _one_ms_a_frame(monkeypatch)  # it runs on
    key(app, pygame.K_a)
    assert app.commands.computer.analysing and app.busy and app.commands.analysis.progress < 1.0
    key(app, pygame.K_a)  # stop: what was known stays
    assert not app.commands.computer.analysing
    assert set(app.commands.analysis.result.evals) >= set(range(st.ply))  # type: ignore[union-attr]


def test_the_game_over_box_offers_analysis(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = missed_win_app(tmp_path)
    st = app.commands.session.state
    app.commands.session.play(sorted(wins_at_once(st))[0])
    app.frame()
    assert app.commands.session.is_over
    _one_ms_a_frame(monkeypatch)  # it runs on
    monkeypatch.setattr(analysis, "VERIFY_FACTOR", 1.0)
    click(app, button_pos(app, "analyse"))
    assert app.view.over_dismissed and app.commands.analysis.result is not None
    click(app, button_pos(app, "depth"))  # a new depth restarts the running analysis
    assert app.commands.settings.depth == "deep" and app.commands.analysis.result is not None
    run_to_end(app)
    summary = [t for t, _ in panel._info_lines(app.commands) if t.startswith("Black:")]
    assert summary and "White:" in summary[0]


def test_a_new_game_clears_the_analysis(tmp_path: Path) -> None:
    app = missed_win_app(tmp_path)
    key(app, pygame.K_a)
    run_to_end(app)
    app.commands.new_game()
    key(app, pygame.K_y)  # yes, the unfinished game may go
    assert app.commands.analysis.result is None and app.commands.session.state.ply == 0


def test_nothing_to_analyse_says_so(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    key(app, pygame.K_a)
    assert not app.commands.computer.analysing and "No moves" in app.view.message


def test_colours_of_the_graph_follow_the_chance(tmp_path: Path) -> None:
    """White's forced win is drawn at the bottom edge, on the column of its ply."""
    app = missed_win_app(tmp_path)
    key(app, pygame.K_a)
    run_to_end(app)
    ev0 = app.commands.analysis.eval_at(0)
    assert ev0 is not None and ev0.proven == "white" and ev0.chance == 0.0
    ev1 = app.commands.analysis.eval_at(1)
    assert ev1 is not None and ev1.proven == "black"
    graph = movelist.graph_area(app.commands)
    assert graph is not None
    app.view.dirty = True
    app.frame()
    _x, y, _w, h = graph
    bottom = app.screen.get_at((_graph_x(graph, 0, 1) + 2, y + h - 4))[:3]
    top = app.screen.get_at((_graph_x(graph, 1, 1) - 2, y + 4))[:3]
    assert bottom == (245, 243, 235) and top == (20, 20, 24)  # White's square, then Black's


def test_the_analysis_is_saved_with_the_game_and_back_after_a_restart(tmp_path: Path) -> None:
    app = missed_win_app(tmp_path)
    key(app, pygame.K_a)
    run_to_end(app)
    saved = app.commands.store.load("game")
    assert saved is not None and '[Analysis "0.02 s; ' in saved and "a4 {?? black-wins" in saved
    again = make_app(tmp_path, fresh=False)
    result = again.commands.analysis.result
    assert result is not None and result.complete
    j = again.commands.analysis.judgement(1)
    assert j is not None and j.mark == "??" and j.best == "a2"
    assert movelist.graph_area(again.commands) is not None


def test_a_broken_saved_analysis_is_left_out_and_the_game_kept(tmp_path: Path) -> None:
    app = missed_win_app(tmp_path)
    key(app, pygame.K_a)
    run_to_end(app)
    saved = app.commands.store.load("game")
    assert saved is not None
    app.commands.store.save("game", saved.replace("black-wins best a2", "black-wins best Z2"))
    again = make_app(tmp_path, fresh=False)
    assert again.commands.session.state.ply == 1 and again.commands.analysis.result is None
    assert "analysis saved with the game could not be read" in again.view.message


def test_an_exported_record_carries_the_analysis(tmp_path: Path) -> None:
    app = missed_win_app(tmp_path)
    key(app, pygame.K_a)
    run_to_end(app)
    app.commands.records.export_record()
    files = list((tmp_path / "records").glob("*.txt")) if (tmp_path / "records").exists() else []
    files = files or list(app.commands.export_dir.glob("*.txt"))
    assert files, "a record file was written"
    text = files[0].read_text(encoding="utf-8")
    assert "[Analysis " in text and "{??" in text
    other = make_app(tmp_path / "other")
    assert other.commands.records.import_record(text)
    assert other.commands.analysis.result is not None
    assert other.commands.analysis.judgement(1) is not None


def test_a_message_comes_before_the_analysis_in_review(tmp_path: Path) -> None:
    """A warning must not be pushed out of the three-line box by the analysis's lines."""
    app = missed_win_app(tmp_path)
    key(app, pygame.K_a)
    run_to_end(app)
    app.commands.moves.review(0)
    app.commands.say("a warning", warn=True)
    lines = [text for text, _ in panel._info_lines(app.commands)]
    assert lines[0] == "a warning" and any("best a2" in line for line in lines[1:])
