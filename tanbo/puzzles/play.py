"""STAND-IN for branch ``puzzles``: judging a try against the line."""

from __future__ import annotations

from dataclasses import dataclass

from tanbo.games import GAMES
from tanbo.puzzles.model import Puzzle

__all__ = ["Verdict", "try_move"]


@dataclass(frozen=True)
class Verdict:
    """What a try is (see helpers/PUZZLES-API.md)."""

    kind: str
    reply: str | None = None
    refutation: tuple[str, ...] = ()
    why: str = ""


def try_move(puzzle: Puzzle, played: tuple[str, ...], move: str) -> Verdict:
    """Judge ``move`` after ``played``."""
    i = len(played)
    if i < len(puzzle.solution) and puzzle.solution[i] == move:
        if i + 1 >= len(puzzle.solution):
            return Verdict("solved")
        return Verdict("correct", reply=puzzle.solution[i + 1])
    state = GAMES[puzzle.game].from_text(puzzle.position)
    for text in played:
        state.push(state.parse_move(text))
    point = state.parse_move(move)
    if state.why_illegal(point) is not None:
        return Verdict("wrong", why="illegal")
    state.push(point)
    if state.is_over:
        return Verdict("wrong", why="no_win")
    best = state.legal_moves()[0]
    for m in state.legal_moves():
        c = state.copy()
        c.push(m)
        if c.is_over:
            best = m
            break
    return Verdict("wrong", refutation=(state.move_text(best),), why="no_win")
