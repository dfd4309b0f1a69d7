"""The search plays well, not just legally: seeded, fast, deterministic sanity checks.

Every check here is a fixed seed and an iteration cap (never a clock), so a result
is the same on every run and machine. They catch search bugs that keep every move
legal: a win/loss backup inverted for one colour, a solver that proves a node on
the wrong evidence, a search that misses a win in one.
"""

from __future__ import annotations

import pytest

from tanbo.ai.mcts import SearchConfig, Searcher
from tanbo.ai.players import RandomPlayer, SearchPlayer, choose
from tanbo.games.tanbo.state import BLACK, WHITE, TanboState
from tests.support.tanbo_positions import (
    WIN_BESIDE_A_BLUNDER,
    WIN_IN_ONE,
    gives_a_win_in_one,
    winning_moves,
    wins_at_once,
)

_wins_at_once = wins_at_once  # tests/ui/test_analysis.py still imports it from here


def test_positions_are_what_the_tests_say() -> None:
    for tfen in WIN_BESIDE_A_BLUNDER:
        state = TanboState.from_tfen(tfen)
        assert not wins_at_once(state)
        assert winning_moves(state, 3)
        assert gives_a_win_in_one(state)
    for tfen in WIN_IN_ONE:
        state = TanboState.from_tfen(tfen)
        wins = wins_at_once(state)
        assert wins
        assert len(state.legal_moves()) - len(wins) >= 4


@pytest.mark.parametrize("tfen", WIN_BESIDE_A_BLUNDER)
def test_one_lost_child_does_not_prove_the_parent(tfen: str) -> None:
    """Only when *every* reply is proven lost is a node proven won for its mover."""
    state = TanboState.from_tfen(tfen)
    searcher = Searcher(state, SearchConfig(), seed=1)
    searcher.run(iterations=20_000)
    assert searcher.solved
    assert searcher.win_rate() == 1.0  # proven won for the side to move, not lost
    best = searcher.best_move()
    assert best not in gives_a_win_in_one(state)
    after = state.copy()
    after.push(best)
    assert not wins_at_once(after)
    lost = [c for c in searcher.root.children or [] if c.proven < 0]
    assert {c.move for c in lost} <= gives_a_win_in_one(state)


@pytest.mark.parametrize("tfen", WIN_IN_ONE)
@pytest.mark.parametrize("solver", [True, False])
def test_search_takes_a_win_in_one(tfen: str, solver: bool) -> None:
    state = TanboState.from_tfen(tfen)
    searcher = Searcher(state, SearchConfig(solver=solver), seed=2)
    searcher.run(iterations=300)
    assert searcher.best_move() in wins_at_once(state)
    assert searcher.solved == solver
    if solver:
        assert searcher.win_rate() == 1.0


@pytest.mark.parametrize("tfen", WIN_IN_ONE)
def test_search_without_solver_prefers_the_win_by_visits(tfen: str) -> None:
    """Without the solver the backup alone (wins of the mover) must favour the win."""
    state = TanboState.from_tfen(tfen)
    searcher = Searcher(state, SearchConfig(solver=False), seed=3)
    searcher.run(iterations=400)
    stats = searcher.move_stats()
    wins = wins_at_once(state)
    assert stats[0][0] in wins  # the most visited move
    assert stats[0][2] == 1.0


@pytest.mark.parametrize("colour", [BLACK, WHITE])
@pytest.mark.parametrize("solver", [True, False])
def test_a_small_search_beats_random_with_either_colour(colour: int, solver: bool) -> None:
    """300 iterations a move beat a random player in every game of a small seeded match."""
    for game in range(3):
        searcher = SearchPlayer(
            SearchConfig(solver=solver), 1e6, max_iterations=300, seed=10 + game
        )
        rand = RandomPlayer(seed=20 + game)
        state = TanboState.new(5, 7)
        while not state.is_over:
            player = searcher if state.to_move == colour else rand
            state.push(choose(player, state))
        assert state.winner == colour, f"game {game}: the search lost as {colour}"
