# ruff: noqa: RUF001  (Russian text is meant to be Cyrillic)
"""What the UI says, worded right (issue 39, "Words"): the rating graph's band from its
first point, plural forms, move numbers, the puzzle's reply named, and the rest."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from tanbo.profiles.glicko2 import Rating  # noqa: E402
from tanbo.profiles.ratings import History, RatingPoint  # noqa: E402
from tanbo.ui.screens.stats import graph_points  # noqa: E402


def test_the_rating_band_starts_as_wide_as_the_start_deviation() -> None:
    """One game: the band is the start's 350 at its first point, not a zero-width wedge."""
    after = Rating(1662.3, 290.3)
    history = History([RatingPoint("2026-12-02", after, 1)], after, "2026-12-02", 1)
    points = graph_points(history, (0, 0, 300, 100))
    assert len(points) == 2
    (_, _, start_band), (_, _, end_band) = points
    assert start_band > end_band > 0  # the start is the less certain rating
    assert start_band / end_band == pytest.approx(350 / 290.3, rel=0.05)
