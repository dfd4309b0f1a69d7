"""STAND-IN for branch ``puzzles``: a few win-in-1 puzzles in the API's shape."""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from tanbo.errors import PuzzleError

__all__ = ["Puzzle", "load_puzzles", "puzzle_by_id", "daily"]


@dataclass(frozen=True)
class Puzzle:
    """One puzzle (see helpers/PUZZLES-API.md)."""

    id: str
    game: str
    position: str
    solution: tuple[str, ...]
    theme: str
    depth: int
    difficulty: int
    rating: float
    source: str


_SETS: dict[str, tuple[Puzzle, ...]] = {
    "tanbo": (
        Puzzle("tanbo-0001", "tanbo", "7/W3W2/WW1WWWW/W3W2/WW2WWW/2WBBBB/2WWWWB w", ("d3",),
               "win", 1, 1, 1400.0, "stand-in"),
        Puzzle("tanbo-0002", "tanbo", "2BWW2/B1BWBBB/BBBWW1B/B1B1WWB/3B1WB/2BB1BB/BBB4 b",
               ("f7",), "win", 1, 2, 1500.0, "stand-in"),
        Puzzle("tanbo-0003", "tanbo", "5W1/4WWW/3WW1W/1W1BWW1/WW1BBWW/WBB1BW1/WWBBBWW w",
               ("c4",), "win", 1, 2, 1550.0, "stand-in"),
    ),
    "deago": (
        Puzzle("deago-0001", "deago", "WB1B2W4B1/13/1BW2B3B2W/3N2NWBNW2/7B3BB/3W3W3BW/"
               "3N1WNBWWWW1/B12/6W2W1BW/3N2N2WW2/1WBB1BB2WB1B/B1W2WWB2WB1/1BB3WW5 b 0 0 0",
               ("e3",), "win", 1, 1, 1400.0, "stand-in"),
        Puzzle("deago-0002", "deago", "4B2W5/4B4B1W1/3B1B2B3W/WW1N2N2NW1W/12W/B7BB1W1/"
               "3NW1NW1NW1W/6B5W/3W7B1/3W2NB1N1W1/B2W2B1B4/9B1B1/B12 w 0 0 0",
               ("m8",), "win", 1, 2, 1500.0, "stand-in"),
        Puzzle("deago-0003", "deago", "19/19/4W7W6/3N5N5N1B1/4W1WB2B3B4/9W7B1/10BW6W/15W3/"
               "B14W3/3N2BB1N5N3/9B9/7B3BW2W3/9B6W2/13W4W/1W6B3B6/2BN5NW4N3/4B3B1W8/"
               "7B4B6/BW3W3W9 w 0 0 0", ("p9",), "win", 1, 2, 1600.0, "stand-in"),
    ),
}


def load_puzzles(game: str) -> tuple[Puzzle, ...]:
    """The shipped set of ``game``, by id order."""
    return _SETS.get(game, ())


def puzzle_by_id(puzzle_id: str) -> Puzzle:
    """The puzzle ``puzzle_id`` (``PuzzleError`` if unknown)."""
    for puzzles in _SETS.values():
        for p in puzzles:
            if p.id == puzzle_id:
                return p
    raise PuzzleError(f"no puzzle {puzzle_id!r}")


def daily(game: str, day: datetime.date) -> Puzzle:
    """The puzzle of ``day`` (the same for everyone)."""
    puzzles = load_puzzles(game)
    if not puzzles:
        raise PuzzleError(f"no puzzles for {game!r}")
    return puzzles[day.toordinal() % len(puzzles)]
