"""DEAGO's random playouts on a full board, where ``pass`` is the only move.

The rules page: a full board is ongoing with ``pass`` the only legal move, until two
passes make it a draw. The engine's uniform playout (``random_playout_length``, the
"random" policy of the search) and the tactical "smart" playout must pass there and
end in a draw, not fail, loop or pick a point.
"""

from __future__ import annotations

import random

import pytest

from tanbo.ai.games.deago.knowledge import DEAGO_KNOWLEDGE
from tanbo.ai.knowledge import random_policy
from tanbo.games.deago.state import DRAW, PASS, DeagoState

FULL = "/".join(["N" * 13] * 13)
ONE_EMPTY = "/".join(["N" * 13] * 12 + ["N" * 12 + "1"])


@pytest.mark.parametrize(("passes", "plies"), [(0, 2), (1, 1)])
def test_a_random_playout_on_a_full_board_passes_to_a_draw(passes: int, plies: int) -> None:
    state = DeagoState.from_dfen(f"{FULL} b 0 0 {passes}")
    assert state.legal_moves() == [PASS] and not state.is_over
    assert state.random_playout_length(random.Random(1)) == (DRAW, plies)
    assert state.winner == DRAW and state.passes == 2


def test_a_random_playout_fills_the_last_point_then_passes() -> None:
    state = DeagoState.from_dfen(f"{ONE_EMPTY} w 0 0 1")
    assert len(state.legal_moves()) == 2  # m1 and pass
    assert state.random_playout_length(random.Random(2)) == (DRAW, 3)
    assert state.dfen() == "/".join(["N" * 13] * 12 + ["N" * 12 + "W"]) + " b 0 0 2"


@pytest.mark.parametrize("name", ["random", "smart"])
def test_the_search_playouts_score_a_full_board_as_a_draw(name: str) -> None:
    policy = DEAGO_KNOWLEDGE.policy(name, 0)
    for dfen in (f"{FULL} b 0 0 0", f"{FULL} w 0 0 1", f"{ONE_EMPTY} b 0 0 0"):
        state = DeagoState.from_dfen(dfen)
        assert policy(state, random.Random(3)) == 0.5
        assert state.winner == DRAW
    assert random_policy(DeagoState.from_dfen(f"{FULL} b 0 0 0"), random.Random(4)) == 0.5
