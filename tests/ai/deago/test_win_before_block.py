"""DEAGO positions where both sides can win at once: the computer must win, not block.

DEAGO: the side to move completes a five at one point while the opponent threatens a
five at another; blocking that threat (the only defence) lets the opponent block the
five in turn, so a search that blocks first fails here. Both colours to move, every
level 2-5, the bare searcher and the greedy baseline.

Tanbo has no such position: a move wins only by taking the last growth point of the
opponent's only root; the winning point is then next to exactly one of the mover's
stones, so it is also the only growth point of the mover's only root, which is the
point the opponent would need. If both sides can win at once, they share the winning
point: winning and blocking are the same move (``test_solver_takes_an_immediate_win``
in ``tests/ai/test_mcts.py`` covers that the search takes a win).
"""

from __future__ import annotations

import pytest

from tanbo.ai.games.deago.wins import defences
from tanbo.ai.levels import LEVELS, make_level_player
from tanbo.ai.mcts import Searcher
from tanbo.ai.players import GreedyPlayer, choose
from tanbo.games.deago.state import BLACK, WHITE, DeagoState

# Black d7-g7 closed by white c7: h7 wins. White c3-f3 closed by black b3: g3 wins,
# so g3 is Black's only defence. Played from the empty 13x13 board, no captures.
BLACK_TO_MOVE = ("d7 c7 e7 c3 f7 d3 g7 e3 b3 f3", "h7", "g3")
# The same with the colours swapped (Black's first stone far away, a13).
WHITE_TO_MOVE = ("a13 d7 c7 e7 c3 f7 d3 g7 e3 b3 f3", "h7", "g3")


def position(moves: str) -> DeagoState:
    state = DeagoState.new(13, 13, "0")
    for text in moves.split():
        state.push(state.parse_move(text))
    return state


@pytest.mark.parametrize("case", [BLACK_TO_MOVE, WHITE_TO_MOVE], ids=["black", "white"])
def test_the_positions_are_what_they_claim(case: tuple[str, str, str]) -> None:
    moves, win, block = case
    state = position(moves)
    me = state.to_move
    assert me == (BLACK if case is BLACK_TO_MOVE else WHITE)
    assert [state.move_text(m) for m in state.winning_moves(me)] == [win]
    assert [state.move_text(m) for m in state.winning_moves(3 - me)] == [block]
    assert [state.move_text(m) for m in defences(state)] == [block]
    later = state.copy()  # blocking instead lets the opponent block in turn: no win left
    later.push(later.parse_move(block))
    later.push(later.parse_move(win))
    assert not later.is_over and later.winning_moves(me) == []


@pytest.mark.parametrize("level", [2, 3, 4, 5])
@pytest.mark.parametrize("case", [BLACK_TO_MOVE, WHITE_TO_MOVE], ids=["black", "white"])
def test_every_level_wins_instead_of_blocking(level: int, case: tuple[str, str, str]) -> None:
    moves, win, _ = case
    state = position(moves)
    player = make_level_player(level, seed=level, iterations=40)
    assert state.move_text(choose(player, state)) == win


@pytest.mark.parametrize("case", [BLACK_TO_MOVE, WHITE_TO_MOVE], ids=["black", "white"])
def test_the_searcher_proves_the_win_and_greedy_takes_it(case: tuple[str, str, str]) -> None:
    moves, win, _ = case
    state = position(moves)
    searcher = Searcher(state, LEVELS[3].config, seed=1)
    searcher.run(iterations=60)
    assert state.move_text(searcher.best_move()) == win
    assert searcher.solved and searcher.win_rate() == 1.0
    assert state.move_text(choose(GreedyPlayer(seed=1), state)) == win
