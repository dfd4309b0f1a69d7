"""The shipped sets: at least 300 puzzles per game, a seeded sample re-proven here.

``make test-thorough`` re-proves every puzzle (``python -m tanbo puzzles verify --game G``).
"""

from __future__ import annotations

import random

import pytest

from tanbo.puzzles.cli import verify_one
from tanbo.puzzles.model import load_puzzles

SAMPLE = 10
MIN_PUZZLES = 300


@pytest.mark.parametrize("game", ["tanbo", "deago"])
def test_a_sample_of_the_shipped_set_is_re_proven(game: str) -> None:
    puzzles = load_puzzles(game)
    cheap = [p for p in puzzles if p.nodes <= 5_000]  # keep `make test` quick
    sample = random.Random(f"puzzle-sample:{game}").sample(cheap, min(SAMPLE, len(cheap)))
    deep = [p for p in puzzles if p.depth >= 2][:1]
    for p in sample + deep:
        problem, _ = verify_one(p)
        assert problem is None, (p.id, problem)


@pytest.mark.parametrize("game", ["tanbo", "deago"])
def test_each_game_ships_enough_puzzles_of_several_themes(game: str) -> None:
    puzzles = load_puzzles(game)
    assert len(puzzles) >= MIN_PUZZLES
    assert len({p.theme for p in puzzles}) >= 2
    assert len({p.difficulty for p in puzzles}) >= 3


def test_deago_ships_19x19_puzzles() -> None:
    assert any(p.position.count("/") == 18 for p in load_puzzles("deago"))
