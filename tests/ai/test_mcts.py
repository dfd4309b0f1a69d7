"""The anytime MCTS search: solver on tiny solved positions, slices, advance, node cap, seeding."""

from __future__ import annotations

import random

import pytest

from tanbo.ai.games.tanbo.heuristics import black_chance
from tanbo.ai.games.tanbo.playout import smart_policy
from tanbo.ai.mcts import SearchConfig, Searcher
from tanbo.errors import IllegalMoveError
from tanbo.games.tanbo.state import BLACK, WHITE, TanboState
from tests.support.tanbo_positions import winning_moves

# Positions from seeded random 7x7 games where the side to move has no win in
# one move but a forced win in three plies (checked by brute force: ``winning_moves``).
FORCED_WIN_IN_3 = [
    "1W1W1W1/1WWW1WW/BW1WWW1/BBW1W2/BWW4/BBW4/2W4 w",
    "BBBB2W/1B1BBBW/BBB3W/B1B1BWW/1BBBBBW/BB1WWWW/B1WW1W1 b",
]


@pytest.mark.parametrize("tfen", FORCED_WIN_IN_3)
def test_solver_finds_a_forced_win(tfen: str) -> None:
    state = TanboState.from_tfen(tfen)
    assert not winning_moves(state, 1)
    winners = winning_moves(state, 3)
    assert winners
    searcher = Searcher(state, SearchConfig(), seed=1)
    searcher.run(iterations=20_000)
    assert searcher.solved
    assert searcher.win_rate() == 1.0
    assert searcher.best_move() in winners


# Positions where the side to move (White, then Black) can win at once, beside
# several moves that do not win.
WIN_IN_ONE = [
    "BBBW3/1BWWW1W/1BW1WWW/WW1WW2/W6/WWW4/W1W4 w",
    "2BBBB1/3B1B1/4BBW/4BWW/BBBBW1W/1B2WWW/1BBWW1W b",
]


@pytest.mark.parametrize("tfen", WIN_IN_ONE)
def test_solver_takes_an_immediate_win(tfen: str) -> None:
    state = TanboState.from_tfen(tfen)
    wins = winning_moves(state, 1)
    assert wins and len(state.legal_moves()) - len(wins) >= 4
    searcher = Searcher(state, SearchConfig(prior_visits=5.0), seed=2)
    searcher.run(iterations=500)
    assert searcher.best_move() in wins
    assert searcher.solved
    assert searcher.win_rate() == 1.0


def test_lost_position_is_proven_lost_for_the_side_to_move() -> None:
    state = TanboState.from_tfen(FORCED_WIN_IN_3[1])
    state.push(sorted(winning_moves(state, 3))[0])
    searcher = Searcher(state, SearchConfig(), seed=3)
    searcher.run(iterations=20_000)
    assert searcher.solved
    assert searcher.win_rate() == 0.0
    assert state.is_legal(searcher.best_move())


def test_run_slices_add_up_and_best_move_is_always_legal() -> None:
    state = TanboState.new(7, 7)
    searcher = Searcher(state, SearchConfig(), seed=4)
    assert state.is_legal(searcher.best_move())  # before any search
    assert searcher.run(iterations=25) == 25
    assert searcher.run(iterations=25) == 25
    assert searcher.iterations == 50
    assert sum(n for _, n, _, _ in searcher.move_stats()) == pytest.approx(50)
    assert state.is_legal(searcher.best_move())
    assert 0.0 <= searcher.win_rate() <= 1.0
    assert searcher.run(millis=1.0) >= 1
    assert searcher.run() == 1  # no limit given: one iteration


def test_search_never_changes_the_given_state() -> None:
    state = TanboState.new(5, 7)
    before = state.tfen()
    Searcher(state, SearchConfig(prior_visits=5.0, playout="smart"), seed=5).run(iterations=200)
    assert state.tfen() == before
    assert state.ply == 0


def test_advance_keeps_the_subtree() -> None:
    state = TanboState.new(7, 7)
    searcher = Searcher(state, SearchConfig(), seed=6)
    searcher.run(iterations=400)
    move = searcher.best_move()
    child = next(c for c in searcher.root.children or [] if c.move == move)
    visits = child.n
    searcher.advance(move)
    assert searcher.root is child
    assert searcher.root.n == visits
    state.push(move)
    assert searcher.state.tfen() == state.tfen()
    reply = searcher.best_move()
    assert state.is_legal(reply)


def test_advance_with_an_unexplored_or_illegal_move() -> None:
    state = TanboState.new(7, 7)
    searcher = Searcher(state, SearchConfig(), seed=7)
    with pytest.raises(IllegalMoveError):
        searcher.advance(state.parse_move("d4"))
    assert searcher.state.tfen() == state.tfen()
    move = state.legal_moves()[0]
    searcher.advance(move)  # nothing searched yet: a fresh root
    assert searcher.root.n == 0
    assert searcher.nodes == 1


def test_node_cap_bounds_the_tree() -> None:
    state = TanboState.new(7, 7)
    searcher = Searcher(state, SearchConfig(max_nodes=300), seed=8)
    searcher.run(iterations=3000)
    # Expansion stops at the cap; one expansion may overshoot it by a move list.
    assert searcher.nodes < 300 + state.geometry.npoints
    assert searcher.nodes == Searcher._count(searcher.root)
    assert state.is_legal(searcher.best_move())


def test_same_seed_same_search() -> None:
    state = TanboState.new(5, 7)
    config = SearchConfig(prior_visits=5.0, playout="smart")
    a = Searcher(state, config, seed=9)
    b = Searcher(state, config, seed=9)
    a.run(iterations=300)
    b.run(iterations=300)
    assert a.move_stats() == b.move_stats()


def test_finished_game_has_no_move() -> None:
    state = TanboState.new(5, 7)
    while not state.is_over:
        state.push(state.legal_moves()[0])
    searcher = Searcher(state, SearchConfig(), seed=10)
    assert searcher.run(iterations=10) == 0
    with pytest.raises(ValueError, match="game is over"):
        searcher.best_move()


def test_cut_playouts_stop_early_and_name_a_winner() -> None:
    rng = random.Random(11)
    state = TanboState.new(11, 11)
    stones = state.stone_count(BLACK) + state.stone_count(WHITE)
    assert smart_policy(state, rng, plies=6) in (BLACK, WHITE)
    assert not state.is_over
    # No move removes anything this early, so exactly six stones were added.
    assert state.stone_count(BLACK) + state.stone_count(WHITE) == stones + 6
    full = TanboState.new(7, 7)
    assert smart_policy(full, rng) == full.winner != 0


def test_material_estimate_favours_the_side_with_more() -> None:
    even = TanboState.new(7, 7)
    assert black_chance(even) == 0.5
    ahead = TanboState.from_tfen("B1B1B1W/7/7/7/7/7/7 b")
    assert black_chance(ahead) > 0.5


def test_unknown_playout_is_rejected() -> None:
    with pytest.raises(ValueError, match="unknown playout"):
        Searcher(TanboState.new(), SearchConfig(playout="psychic"))
