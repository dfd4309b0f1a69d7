"""Glicko-2 against Glickman's published worked example, and its invariants."""

from __future__ import annotations

import math

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from tanbo.profiles.glicko2 import (
    MAX_RD,
    SCALE,
    Rating,
    expected_score,
    idle,
    rate,
)

# "Example of the Glicko-2 system" (Glickman, 2012), section "Example calculation".
PLAYER = Rating(1500, 200, 0.06)
OPPONENTS = [(Rating(1400, 30), 1.0), (Rating(1550, 100), 0.0), (Rating(1700, 300), 0.0)]


def test_the_papers_worked_example() -> None:
    new = rate(PLAYER, OPPONENTS, tau=0.5)
    # The paper prints 1464.06 (it rounds mu' to -0.2069 first), 151.52 and 0.05999.
    assert new.rating == pytest.approx(1464.06, abs=0.01)
    assert new.rd == pytest.approx(151.52, abs=0.01)
    assert new.volatility == pytest.approx(0.05999, abs=0.00001)
    # Its Glicko-2 scale figures: mu' = -0.2069, phi' = 0.8722.
    assert new.mu == pytest.approx(-0.2069, abs=0.0001)
    assert new.phi == pytest.approx(0.8722, abs=0.0001)


def test_the_papers_intermediate_figures() -> None:
    # Step 2: mu = 0, phi = 1.1513; step 3-4 via E: 0.639, 0.432, 0.303 (g 0.9955, 0.9531, 0.7242).
    assert PLAYER.mu == 0 and PLAYER.phi == pytest.approx(1.1513, abs=0.0001)
    expected = [expected_score(PLAYER, opp) for opp, _ in OPPONENTS]
    assert expected == pytest.approx([0.639, 0.432, 0.303], abs=0.001)


def test_no_games_only_grows_the_deviation() -> None:
    after = idle(PLAYER)
    assert after.rating == PLAYER.rating and after.volatility == PLAYER.volatility
    assert after.phi == pytest.approx(math.sqrt(PLAYER.phi**2 + 0.06**2))
    assert rate(PLAYER, []) == after
    assert idle(PLAYER, 3).phi == pytest.approx(math.sqrt(PLAYER.phi**2 + 3 * 0.06**2))
    assert idle(PLAYER, 0) == PLAYER


def test_the_deviation_never_passes_a_new_players() -> None:
    assert idle(Rating(1500, 349, 0.06), 10_000).rd == MAX_RD
    assert rate(Rating(), [(Rating(1500, 350), 0.5)]).rd <= MAX_RD


def test_bad_scores_and_tau_are_refused() -> None:
    with pytest.raises(ValueError, match="score"):
        rate(PLAYER, [(Rating(), 2.0)])
    with pytest.raises(ValueError, match="tau"):
        rate(PLAYER, [(Rating(), 1.0)], tau=0)


ratings = st.builds(
    Rating,
    st.floats(500, 3000),
    st.floats(30, 350),
    st.floats(0.03, 0.1),
)
scores = st.sampled_from([0.0, 0.5, 1.0])
games = st.lists(st.tuples(ratings, scores), min_size=1, max_size=12)


@example(Rating(500.0, 30.0, 0.09375),
         [(Rating(1421.0, 30.0), 1.0), (Rating(1686.0, 30.0), 1.0), (Rating(1894.0, 30.0), 1.0)])
@example(Rating(1616.0, 30.0, 0.0625), [(Rating(500.0, 30.0, 0.0625), 0.0)])
@given(ratings, games)
def test_games_never_grow_the_deviation_past_no_games(player: Rating, played: list) -> None:
    """Games only ever add information: the RD is at most a no-game period's growth.

    Exactly so at the period's new volatility (step 6 grows phi by sigma' before the
    games shrink it). Against the old volatility it does not hold: a surprise raises
    sigma, and when the games tell little the RD ends above the no-game growth (found
    by hypothesis: 500/30/0.09375 beating 1421, 1686 and 1894, all RD 30, ends at RD
    34.170 against 34.136 with no games). So the old volatility's bound is checked only
    for a period that did not raise the volatility.
    """
    new = rate(player, played)
    assert new.rd <= idle(Rating(player.rating, player.rd, new.volatility)).rd + 1e-9
    if new.volatility <= player.volatility:
        assert new.rd <= idle(player).rd + 1e-9


@given(ratings, games, ratings)
def test_a_win_never_lowers_the_rating(player: Rating, played: list, opponent: Rating) -> None:
    assert rate(player, [(opponent, 1.0)]).rating >= player.rating
    assert rate(player, [(opponent, 0.0)]).rating <= player.rating
    # Turning one more game of the period into a win (from a loss) never lowers the result.
    base = rate(player, [*played, (opponent, 0.0)]).rating
    assert rate(player, [*played, (opponent, 1.0)]).rating >= base - 1e-9


@given(ratings)
def test_symmetric_results(player: Rating) -> None:
    twin = Rating(player.rating, player.rd, player.volatility)
    won, lost = rate(player, [(twin, 1.0)]), rate(twin, [(player, 0.0)])
    assert won.rating - player.rating == pytest.approx(player.rating - lost.rating)
    assert won.rd == pytest.approx(lost.rd)
    assert rate(player, [(twin, 0.5)]).rating == pytest.approx(player.rating)


@given(ratings, games, st.randoms(use_true_random=False))
def test_the_order_of_games_in_a_period_does_not_matter(
    player: Rating, played: list, rnd: object
) -> None:
    shuffled = list(played)
    rnd.shuffle(shuffled)  # type: ignore[attr-defined]
    a, b = rate(player, played), rate(player, shuffled)
    assert a.rating == pytest.approx(b.rating, abs=1e-6)
    assert a.rd == pytest.approx(b.rd, abs=1e-6)
    assert a.volatility == pytest.approx(b.volatility, abs=1e-9)


def test_scale_is_400_over_ln_10() -> None:
    assert pytest.approx(400 / math.log(10), abs=0.0001) == SCALE


def test_a_surprise_can_grow_the_deviation_past_no_games() -> None:
    """The counterexample above, pinned: the volatility rises, and with it the RD."""
    player = Rating(500.0, 30.0, 0.09375)
    new = rate(player, [(Rating(r, 30.0), 1.0) for r in (1421.0, 1686.0, 1894.0)])
    assert new.volatility > player.volatility
    assert new.rd == pytest.approx(34.170, abs=0.001) and idle(player).rd < new.rd
