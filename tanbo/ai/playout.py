"""Playout policies: how a simulation finishes a game from a search leaf.

A policy is a function ``(state, rng) -> winner`` that plays the position to the
end (mutating it, without history) and returns the winning colour. Start at
:data:`POLICIES`. ``random`` is the engine's own uniform playout (the fastest);
``smart`` rejects moves that bound the mover's own current root, retrying a few
times (:func:`tanbo.ai.heuristics.bounds_own_root`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from tanbo.ai.heuristics import bounds_own_root
from tanbo.state import TanboState

__all__ = ["Policy", "POLICIES", "random_policy", "smart_policy"]

Policy = Callable[[Any, random.Random], int]


def random_policy(state: Any, rng: random.Random) -> int:
    """Uniformly random moves to the end (any game state with ``random_playout``)."""
    winner: int = state.random_playout(rng)
    return winner


def smart_policy(state: TanboState, rng: random.Random, tries: int = 3) -> int:
    """Random moves; one that removes the mover's own root is redrawn up to ``tries`` times."""
    rnd = rng.random
    legal = state.legal_moves
    push = state.push_unchecked
    while not state.winner:
        moves = legal()
        n = len(moves)
        p = moves[int(rnd() * n)]
        if n > 1:
            for _ in range(tries):
                if not bounds_own_root(state, p):
                    break
                p = moves[int(rnd() * n)]
        push(p)
    return state.winner


POLICIES: dict[str, Policy] = {"random": random_policy, "smart": smart_policy}
