"""STAND-IN for branch ``puzzles``: puzzle links ``#p1.<id>``."""

from __future__ import annotations

from tanbo.errors import PuzzleError
from tanbo.puzzles.model import Puzzle, puzzle_by_id

__all__ = ["puzzle_link", "parse_puzzle_link"]


def puzzle_link(base_url: str, puzzle: Puzzle) -> str:
    """The address of ``puzzle``."""
    return f"{base_url.partition('#')[0]}#p1.{puzzle.id}"


def parse_puzzle_link(text: str) -> Puzzle:
    """The puzzle of a link (``PuzzleError`` if it is not one)."""
    frag = text.strip().partition("#")[2] if "#" in text else text.strip()
    if not frag.startswith("p1."):
        raise PuzzleError(f"not a puzzle link: {text[:60]!r}")
    return puzzle_by_id(frag[3:])
