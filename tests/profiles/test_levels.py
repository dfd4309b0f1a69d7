"""The computer levels' ratings: derived from the measured ladder, monotone, suggestions."""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tanbo.games import GAMES
from tanbo.profiles.glicko2 import Rating, expected_score
from tanbo.profiles.levels import (
    COMPUTERS,
    LADDER,
    LEVEL_TABLE,
    Rung,
    derive,
    elo_difference,
    ladder_size,
    level_rating,
    rung_error,
    suggest_level,
)

ROOT = Path(__file__).resolve().parents[2]


def test_the_table_is_the_derivation_of_the_ladder() -> None:
    assert set(LEVEL_TABLE) == set(LADDER)
    for key, rungs in LADDER.items():
        derived = {n: (round(r.rating), round(r.rd)) for n, r in derive(rungs).items()}
        assert derived == LEVEL_TABLE[key], key


def test_the_ladder_is_the_one_in_the_results_pages() -> None:
    """The figures in :data:`LADDER` are the ones docs/results/*.md print, rung by rung."""
    tanbo = (ROOT / "docs/results/tanbo-ai.md").read_text(encoding="utf-8")
    deago = (ROOT / "docs/results/deago-ai.md").read_text(encoding="utf-8")
    # Tanbo: the lower rungs' table and the two bold upper rungs.
    assert "| level 1 vs random | 95 | 100 |" in tanbo
    assert "| level 2 vs level 1 | 79 | 74 |" in tanbo
    assert "| level 3 vs level 2 (`--time-scale 0.25`) | 75 | 71 |" in tanbo
    assert re.search(r"level 4 vs level 3 .*\*\*98/100\*\*.*\*\*95/100\*\*", tanbo)
    assert re.search(r"level 5 vs level 4 .*\*\*86/100\*\*.*\*\*99/100\*\*", tanbo)
    wins = {"tanbo": {"7x7": [95, 79, 75, 98, 86], "11x11": [100, 74, 71, 95, 99]}}
    # DEAGO: the lower rungs' table and the level 5 vs 4 lines.
    for pair, a, b in [("level 1 vs random", 100, 100), ("level 2 vs level 1", 94, 96),
                       ("level 3 vs level 2", 89, 88)]:
        assert re.search(rf"\| {pair} \| {a}/100 .*\| {b}/100 ", deago), pair
    assert re.search(r"level 4 vs level 3 .*\| 76/100 .*\| 73/100 ", deago)
    assert "13x13: **83/100**" in deago and "19x19: **92/100**" in deago
    wins["deago"] = {"13x13": [100, 94, 89, 76, 83], "19x19": [100, 96, 88, 73, 92]}
    for (game, size), rungs in LADDER.items():
        assert [r.wins for r in rungs] == wins[game][size]
        assert all(r.games == 100 for r in rungs)


def test_elo_differences() -> None:
    assert elo_difference(50, 100) == 0
    assert elo_difference(75, 100) == pytest.approx(400 * math.log10(3))
    assert elo_difference(100, 100) == pytest.approx(400 * math.log10(0.995 / 0.005))
    assert elo_difference(0, 100) == pytest.approx(-elo_difference(100, 100))
    assert rung_error(50, 100) == pytest.approx(400 / math.log(10) / 5)


def test_an_even_score_gives_an_equal_rating() -> None:
    ratings = derive((Rung("level2", "level1", 50), Rung("level3", "level2", 30, 60)))
    assert ratings["level1"].rating == ratings["level2"].rating == ratings["level3"].rating
    assert ratings["level3"].rd > ratings["level2"].rd > ratings["level1"].rd


def test_levels_are_monotone_everywhere() -> None:
    for game, spec in GAMES.items():
        for setup in spec.setups:
            for w, h in spec.sizes(setup):
                values = [level_rating(game, f"{w}x{h}", c).rating for c in COMPUTERS]
                assert values == sorted(values) and len(set(values)) == len(values)


def test_unmeasured_sizes_take_the_nearest_measured_ladder() -> None:
    assert ladder_size("tanbo", "7x7") == "7x7"
    assert ladder_size("tanbo", "5x7") == "7x7"
    assert ladder_size("tanbo", "7x9") == "7x7"  # 63 points: 14 from 49, 58 from 121
    assert ladder_size("tanbo", "9x11") == "11x11"
    assert ladder_size("tanbo", "19x19") == "11x11"
    assert ladder_size("deago", "15x15") == "13x13"
    with pytest.raises(KeyError):
        ladder_size("chess", "8x8")


def test_a_new_player_is_suggested_level_one() -> None:
    for game, size in LADDER:
        assert suggest_level(Rating(), game, size) == "level1"


@given(st.floats(0, 4000), st.floats(30, 350), st.sampled_from(sorted(LADDER)))
def test_the_suggestion_is_the_most_even_level(rating: float, rd: float, key: tuple) -> None:
    player = Rating(rating, rd)
    best = suggest_level(player, *key)
    gap = abs(expected_score(player, level_rating(*key, best)) - 0.5)
    for level in COMPUTERS[1:]:
        assert gap <= abs(expected_score(player, level_rating(*key, level)) - 0.5)


def test_stronger_players_get_stronger_suggestions() -> None:
    picks = [suggest_level(Rating(r, 60), "tanbo", "7x7") for r in range(1000, 3500, 50)]
    assert picks == sorted(picks)
    assert picks[-1] == "level5"
