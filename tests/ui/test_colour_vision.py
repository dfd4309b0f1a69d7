"""Nothing the player must tell apart is told by colour alone (issue 40): the stones, the
board and the markers under simulated protanopia, deuteranopia, tritanopia and greyscale,
in both colour themes.

The colours come from the theme (:func:`tests.support.colour_vision.things`), as the
drawing code reads them; two colours are told apart when their CAM02-UCS distance is at
least :data:`~tests.support.colour_vision.MIN_DELTA_E` under every simulation. Markers of
one shape family (rings, dots) must differ in colour too; markers of different shapes are
told apart by shape. The simulation itself is checked against known values.
"""

from __future__ import annotations

import itertools

import pytest

from tanbo.ui import palettes
from tests.support.colour_vision import (
    MIN_DELTA_E,
    SIMULATIONS,
    Things,
    distance,
    simulate,
    things,
)

PALETTES = list(palettes.PALETTES)
SIMS = list(SIMULATIONS)


@pytest.fixture(scope="module", params=PALETTES)
def seen(request: pytest.FixtureRequest) -> Things:
    return things(request.param)


def _apart(a: tuple[int, ...], b: tuple[int, ...]) -> dict[str, float]:
    """The simulations under which ``a`` and ``b`` are too close, with their distance."""
    return {sim: round(d, 1) for sim in SIMS if (d := distance(a, b, sim)) < MIN_DELTA_E}


def test_the_simulation_is_machado_s() -> None:
    """Pure red loses most of its light for a protanope, pure blue turns cyan-grey for a
    tritanope, and greys stay grey under every simulation."""
    red = simulate((255, 0, 0), "protanopia")
    assert red[0] < 0.6 and red[1] < 0.6  # dark olive, not a bright red
    assert simulate((255, 0, 0), "deuteranopia")[1] > 0.3  # red and green meet in yellow
    blue = simulate((0, 0, 255), "tritanopia")
    assert blue[1] > 0.2  # towards cyan
    for sim in SIMS:
        grey = simulate((128, 128, 128), sim)
        assert max(grey) - min(grey) < 0.02, sim
    assert distance((0, 0, 0), (255, 255, 255), "greyscale") > 80
    assert distance((230, 50, 40), (40, 160, 40), "normal") > 40
    assert distance((230, 50, 40), (40, 160, 40), "deuteranopia") < MIN_DELTA_E  # the classic


def test_the_stones_are_told_apart(seen: Things) -> None:
    """Black from White, and DEAGO's neutral stone from each (it also carries a star)."""
    for (na, a), (nb, b) in itertools.combinations(seen.stones.items(), 2):
        assert _apart(a, b) == {}, (na, nb)


def test_every_marker_shows_on_the_board(seen: Things) -> None:
    """Each marker has a colour far from both woods under every simulation."""
    for name, mark in seen.marks.items():
        for wood in seen.board:
            best = {sim: max(distance(c, wood, sim) for c in mark.colours) for sim in SIMS}
            close = {sim: round(d, 1) for sim, d in best.items() if d < MIN_DELTA_E}
            assert close == {}, (name, wood)


def test_markers_of_one_shape_differ_in_colour(seen: Things) -> None:
    """Markers of one shape family (the rings, the dots) are told apart by colour too;
    a marker of another shape by its shape."""
    for (na, a), (nb, b) in itertools.combinations(seen.marks.items(), 2):
        if a.family == b.family and a.colours != b.colours:
            assert _apart(a.colours[0], b.colours[0]) == {}, (na, nb, a.family)


def test_the_analysis_graph_s_shares_are_told_apart(seen: Things) -> None:
    assert _apart(seen.graph["black"], seen.graph["white"]) == {}


def test_the_check_catches_a_planted_red_green_pair() -> None:
    """The check is not blind: red and green rings would fail it."""
    assert "deuteranopia" in _apart((230, 50, 40), (40, 160, 40))
    assert "greyscale" in _apart((200, 40, 40), (40, 120, 230)) or "greyscale" in _apart(
        (230, 50, 40), (40, 110, 230))
