"""Perft on any engine through its public ``push``/``pop`` (so undo is exercised too)."""

from __future__ import annotations

from tanbo.game import GameState


def engine_perft(state: GameState, depth: int) -> int:
    """Count move sequences with checked push and pop (also exercises undo); any game."""
    if depth == 0:
        return 1
    moves = state.legal_moves()
    if depth == 1:
        return len(moves)
    total = 0
    for move in moves:
        state.push(move)
        total += engine_perft(state, depth - 1)
        state.pop()
    return total
