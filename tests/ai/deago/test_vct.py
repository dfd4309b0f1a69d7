"""DEAGO's VCT (:mod:`tanbo.ai.games.deago.vct`) and level 5's VCT guard.

A VCT the search finds is checked by an exhaustive proof with the rules engine: every
reply of the defender (pass included) is answered by a move that wins by force, down
to a win at once. The guard is checked on the same double threat, one move earlier.
"""

from __future__ import annotations

import math
import random

import pytest

from tanbo.ai.games.deago.alphabeta import AbSearch
from tanbo.ai.games.deago.player import LEVEL_CONFIGS, AbPlayer
from tanbo.ai.games.deago.threats import Vcf, vcf_win
from tanbo.ai.games.deago.vct import Vct, defence_points, three_points, vct_win
from tanbo.games.deago.setups import PASS
from tanbo.games.deago.state import DeagoState
from tests.support.deago_search import RootRecorder, run_to_end
from tests.support.deago_tactics import build

THREE_THREE = build(13, black="e5 f5 g7 g8", white="k10 b12 l2 m8", to_move="b")
"""Black to move: g5 makes a row three and a column three at once (a double threat)."""
GUARD = build(13, black="e5 f5 g7 g8", white="k10 b12 l2", to_move="w")
"""The same stones with White to move: Black threatens g5 next."""


def _has_win(state: DeagoState) -> bool:
    """True if the side to move wins at once, by the rules engine's exhaustive queries
    (a five on some empty point, or pairs enough for the 20th stone)."""
    c = state.to_move
    if state.five_threats(c):
        return True
    need = 20 - state.captured(c)
    return need <= 4 and any(len(v) >= need for v in state.capture_threats(c).values())


def _forced(state: DeagoState, move: int, plies: int, order: list[int]) -> bool:
    """True if ``move`` by the side to move wins within ``plies`` plies against every reply
    (exhaustive over the defender's moves; the attacker's next move is any legal move,
    tried in ``order`` first, then the rest)."""
    c = state.to_move
    state.push(move)
    try:
        if state.winner:
            return state.winner == c
        if plies <= 1:
            return False
        for reply in state.legal_moves():
            state.push(reply)
            try:
                if state.winner:
                    return False
                if plies <= 3:
                    ok = _has_win(state)
                else:
                    tries = [m for m in order if state.is_legal(m)]
                    tries += [m for m in state.legal_moves() if m not in tries and m != PASS]
                    ok = any(_forced(state, m, plies - 2, order) for m in tries)
            finally:
                state.pop()
            if not ok:
                return False
        return True
    finally:
        state.pop()


def test_three_points_finds_the_double_three_first() -> None:
    state = DeagoState.from_dfen(THREE_THREE)
    points = three_points(state, state.to_move)
    assert state.to_external[points[0]] == state.parse_move("g5")
    assert state.parse_move("d5") in {state.to_external[q] for q in points}


def test_defence_points_hold_the_blocks_and_the_captures() -> None:
    state = DeagoState.from_dfen(GUARD)
    state.push(state.parse_move("a13"))
    state.push(state.parse_move("g5"))
    names = {state.move_text(state.to_external[q]) for q in defence_points(state)}
    assert {"d5", "h5", "g4", "g6", "g9"} <= names


@pytest.mark.slow
def test_the_vct_found_wins_by_force() -> None:
    state = DeagoState.from_dfen(THREE_THREE)
    assert vcf_win(state, 8) is None  # no win by fours alone
    move = vct_win(state, threes=1)
    assert move is not None and state.move_text(move) == "g5"
    order = [state.parse_move(p) for p in ("d5", "h5", "g6", "g4", "g9", "c5", "i5", "g3", "g10")]
    assert _forced(state, move, 5, order)


def test_no_vct_when_the_double_three_is_taken() -> None:
    state = DeagoState.from_dfen(GUARD)
    state.push(state.parse_move("g5"))
    assert vct_win(state, threes=1) is None
    assert vct_win(state, threes=0) is None


def test_the_guard_keeps_only_moves_that_stop_the_double_three() -> None:
    state = DeagoState.from_dfen(GUARD)
    search = AbSearch(
        state, LEVEL_CONFIGS[5].with_(vct_guard=1, opening=0), math.inf, random.Random(1)
    )
    work = search.state
    root = search._candidates(work, True, True)
    kept = run_to_end(search._vct_guard(list(root), math.inf))
    names = {work.move_text(work.to_external[i]) for i in kept}
    assert search.guarded == len(kept) >= 1
    assert "g5" in names
    for i in kept:  # after each kept move Black has no win by threes
        after = state.copy()
        after.push(work.to_external[i])
        assert vct_win(after, threes=1) is None
    losing = []
    for i in root:  # the root holds moves that do not stop it: the guard drops them
        after = state.copy()
        after.push(work.to_external[i])
        if vct_win(after, threes=1) is not None:
            losing.append(i)
    assert losing and not set(losing) & set(kept)


@pytest.mark.slow
def test_a_move_the_guard_drops_loses_by_force() -> None:
    state = DeagoState.from_dfen(GUARD)
    state.push(state.parse_move("a13"))
    order = [state.parse_move(p) for p in ("d5", "h5", "g6", "g4", "g9", "c5", "i5", "g3", "g10")]
    assert _forced(state, state.parse_move("g5"), 5, order)


def test_the_vct_search_counts_nodes_and_shares_the_vcf() -> None:
    state = DeagoState.from_dfen(THREE_THREE)
    vcf = Vcf(state.copy())
    vct = Vct(vcf)
    assert run_to_end(vct.run(1)) >= 0
    assert vct.nodes > 0 and vcf.moves  # the VCF's threat moves were read (and kept)


def test_level_5_with_the_vct_plays_the_double_three() -> None:
    state = DeagoState.from_dfen(THREE_THREE)
    player = AbPlayer(LEVEL_CONFIGS[5].with_(vct=1, opening=0), 100.0, seed=1, nodes=50)
    player.start(state)
    move = None
    while move is None:
        move = player.step(1000)
    assert state.move_text(move) == "g5"


def test_level_5_with_the_vct_guard_searches_only_moves_that_stop_the_double_three() -> None:
    state = DeagoState.from_dfen(GUARD)
    config = LEVEL_CONFIGS[5].with_(vct_guard=1, opening=0, max_depth=1)
    search = RootRecorder(state, config, math.inf, random.Random(1))
    while not search.done:
        search.run(1e9)
    assert search.kept is not None
    assert search.guarded == len(search.kept) >= 1
    assert state.parse_move("g5") in search.kept
    for move in search.kept:  # after each, Black has no win by threes
        after = state.copy()
        after.push(move)
        assert vct_win(after, threes=1) is None
    assert search.best in search.kept
