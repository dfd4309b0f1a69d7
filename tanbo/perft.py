"""Perft: the number of move sequences of a given length (rules page, "Perft").

A game that has ended has no moves, so an ended position counts as a leaf only
at depth 0. Works for every game in :data:`tanbo.games.GAMES` (a DEAGO ``pass``
is a move like any other). Uses the unchecked fast path with bulk counting at depth 1.
"""

from __future__ import annotations

from tanbo.game import GameState

__all__ = ["perft", "divide"]


def perft(state: GameState, depth: int) -> int:
    """Count the move sequences of exactly ``depth`` plies from ``state``."""
    if depth < 0:
        raise ValueError(f"perft depth must be >= 0, got {depth}")
    if depth == 0:
        return 1
    moves = state.legal_moves()
    if depth == 1:
        return len(moves)
    total = 0
    for move in moves:
        child = state.copy()
        child.push_unchecked(move)
        total += perft(child, depth - 1)
    return total


def divide(state: GameState, depth: int) -> list[tuple[int, int]]:
    """Per first move, the perft count of the rest: ``[(move, count), ...]``."""
    if depth < 1:
        raise ValueError(f"divide depth must be >= 1, got {depth}")
    out = []
    for move in state.legal_moves():
        child = state.copy()
        child.push_unchecked(move)
        out.append((move, perft(child, depth - 1)))
    return out
