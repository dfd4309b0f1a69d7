"""Random Tanbo positions for the AI tests (dense start, 0-59 random plies, never over)."""

from __future__ import annotations

import random

from tanbo.games.tanbo.state import TanboState


def random_positions(size: int, count: int, seed: int) -> list[TanboState]:
    """``count`` positions on a ``size`` x ``size`` board, reproducible from ``seed``."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        state = TanboState.new(size, size)
        for _ in range(rng.randrange(0, 60)):
            if state.is_over:
                break
            state.push(rng.choice(state.legal_moves()))
        if not state.is_over:
            out.append(state)
    return out
