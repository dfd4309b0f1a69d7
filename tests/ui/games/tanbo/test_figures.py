"""The rules screen's figures of Tanbo (:data:`tanbo.ui.games.tanbo.view.FIGURES`) show
what their captions say (the engine decides)."""

from __future__ import annotations

import pytest

pytest.importorskip("pygame")

from tanbo.games.tanbo.state import BLACK, WHITE, TanboState
from tanbo.ui.games.tanbo.view import FIGURES, figure_view


def test_the_first_figure_is_the_start_the_setup_code_makes() -> None:
    fig = FIGURES[0]
    view = figure_view(fig)
    assert fig.start and fig.caption == "rules.fig0"
    assert view.state.tfen() == TanboState.new(7, 7, "dense").tfen()
    assert view.state.tfen() == "B1W1B1W/7/W1B1W1B/7/B1W1B1W/7/W1B1W1B b"  # the rules page
    assert view.state.to_move == BLACK and not view.hints and view.hover is None


def test_placement_figure_shows_legal_hints_and_illegal_crosses() -> None:
    view = figure_view(FIGURES[1])
    st = view.state
    assert view.hints and st.legal_moves()
    assert view.crosses and not any(st.is_legal(p) for p in view.crosses)
    c4 = st.parse_move("c4")  # between two white stones
    assert c4 in view.crosses


def test_case_one_removes_only_the_current_root() -> None:
    view = figure_view(FIGURES[2])
    assert [r.current for r in view.preview] == [True]
    assert not view.rings


def test_case_two_removes_other_bounded_roots_of_both_colours() -> None:
    view = figure_view(FIGURES[3])
    assert len(view.preview) == 2 and not any(r.current for r in view.preview)
    assert {r.colour for r in view.preview} == {BLACK, WHITE}


def test_case_three_removes_the_current_root_and_keeps_the_other_bounded_one() -> None:
    fig = FIGURES[4]
    view = figure_view(fig)
    assert [r.current for r in view.preview] == [True]
    assert view.rings
    after = TanboState.from_tfen(fig.tfen)
    after.push(after.parse_move(fig.move or ""))
    assert all(after.cell(p) != 0 for p in view.rings)  # the kept root is still there
