"""DEAGO's Rules screen opens with the board: its first figure is the real start."""

from __future__ import annotations

import pytest

pytest.importorskip("pygame")

from tanbo.games.deago.setups import NEUTRAL
from tanbo.games.deago.state import DeagoState
from tanbo.ui.games.deago.view import DEAGO_FIGURES, deago_figure_view


def test_the_first_figure_is_the_13x13_start_with_nine_neutral_stones() -> None:
    fig = DEAGO_FIGURES[0]
    view = deago_figure_view(fig)
    assert fig.caption == "rules.fig1" and view.hover is None
    assert view.state.cells == DeagoState.new(13, 13, "9").cells
    neutrals = {view.state.point_name(p) for p, c in enumerate(view.state.cells) if c == NEUTRAL}
    # the rules page's layout: 0-based columns and rows 3, N//2, N-4
    assert neutrals == {f"{f}{r}" for f in "dgj" for r in (4, 7, 10)}
