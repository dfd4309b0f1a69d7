"""The puzzle generator never ships one position twice (issue 39).

The engine's games of a run can pass through the same position (the same start on the
same board, a transposition, a game played again); a generator that forgot which
positions it had used would ship that position as two puzzles. Here every game of the
run is the same game, so every position comes back: each must be shipped once.
"""

from __future__ import annotations

import functools

import pytest

from tanbo.game import GameState
from tanbo.puzzles import generate as generate_module
from tanbo.puzzles.generate import generate, play_engine_game
from tanbo.puzzles.model import load_puzzles


@pytest.mark.parametrize("game", ["tanbo", "deago"])
def test_a_position_met_again_is_not_shipped_again(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = functools.cache(play_engine_game)

    def same_game(name: str, seed: int, index: int) -> tuple[GameState, list[int], str]:
        start, moves, what = first(name, seed, 0)
        return start.copy(), list(moves), f"{what} (again as game {index})"

    monkeypatch.setattr(generate_module, "play_engine_game", same_game)
    once = generate(game, count=12, seed=1, max_games=1, grade=False)
    assert once, "the seeded game gives no puzzle: pick another seed"
    again = generate(game, count=12, seed=1, max_games=3, grade=False)
    positions = [p.position for p in again]
    assert len(positions) == len(set(positions)), positions
    assert positions == [p.position for p in once]  # the games played again add nothing
    assert len({p.id for p in again}) == len(again)


@pytest.mark.parametrize("game", ["tanbo", "deago"])
def test_the_shipped_sets_have_each_position_once(game: str) -> None:
    positions = [p.position for p in load_puzzles(game)]
    assert len(positions) == len(set(positions))
