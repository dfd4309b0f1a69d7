"""What the UI says, worded right (issue 39, "Words"): the rating graph's band from its
first point, plural forms, move numbers, the puzzle's reply named, and the rest."""

from __future__ import annotations

from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from tanbo.profiles.glicko2 import Rating  # noqa: E402
from tanbo.profiles.ratings import History, RatingPoint  # noqa: E402
from tanbo.ui import screens  # noqa: E402
from tanbo.ui.questions import HAPPENED, WHY, move_number  # noqa: E402
from tanbo.ui.screens import why  # noqa: E402
from tanbo.ui.screens.stats import graph_points  # noqa: E402
from tests.support.ui_driver import make_app, play_some, record_texts  # noqa: E402

pytestmark = pytest.mark.usefixtures("pygame_events")


def test_the_rating_band_starts_as_wide_as_the_start_deviation() -> None:
    """One game: the band is the start's 350 at its first point, not a zero-width wedge."""
    after = Rating(1662.3, 290.3)
    history = History([RatingPoint("2026-12-02", after, 1)], after, "2026-12-02", 1)
    points = graph_points(history, (0, 0, 300, 100))
    assert len(points) == 2
    (_, _, start_band), (_, _, end_band) = points
    assert start_band > end_band > 0  # the start is the less certain rating
    assert start_band / end_band == pytest.approx(350 / 290.3, rel=0.05)


def test_a_question_names_the_move_by_the_move_lists_number() -> None:
    # after 4 plies (Black 1, White 1, Black 2, White 2) "Why?" asks about Black's 3rd
    assert [move_number(ply, WHY) for ply in range(6)] == [1, 1, 2, 2, 3, 3]
    # "What happened?" after ply 5 is about Black's 3rd move, after ply 6 White's 3rd
    assert [move_number(ply, HAPPENED) for ply in range(1, 7)] == [1, 1, 2, 2, 3, 3]


def test_why_about_blacks_third_move_says_move_3(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    play_some(app, 4)
    st = app.commands.session.state
    assert st.ply == 4 and st.to_move == 1
    point = st.legal_moves()[0]
    why.ask(app.commands, point)
    name = st.point_name(point)
    texts = record_texts(app)
    assert f"Why? {name} · move 3" in texts, texts
    assert app.commands.session.questions[-1].number == 3
    screens.do(app.commands, "why_list")  # the list of questions numbers it the same
    assert any(t.startswith(f"move 3 · Why? {name}") for t in record_texts(app))
