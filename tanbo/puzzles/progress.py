"""STAND-IN for branch ``puzzles``: the player's puzzle history."""

from __future__ import annotations

import datetime
import json

from tanbo.errors import PuzzleError
from tanbo.profiles.glicko2 import Rating, rate
from tanbo.puzzles.model import Puzzle

__all__ = ["PuzzleProgress", "dumps", "loads"]


class PuzzleProgress:
    """Streak, best streak, rating, and what was tried."""

    def __init__(self) -> None:
        self._rating = Rating()
        self.streak = 0
        self.best_streak = 0
        self.solved: dict[str, str] = {}
        self.failed: dict[str, str] = {}

    def record(self, puzzle: Puzzle, solved: bool, day: datetime.date) -> None:
        """A puzzle was solved (or not) on ``day``."""
        self._rating = rate(self._rating, [(Rating(puzzle.rating, 60.0), 1.0 if solved else 0.0)])
        (self.solved if solved else self.failed)[puzzle.id] = day.isoformat()
        self.streak = self.streak + 1 if solved else 0
        self.best_streak = max(self.best_streak, self.streak)

    @property
    def rating(self) -> float:
        return self._rating.rating

    @property
    def deviation(self) -> float:
        return self._rating.rd

    @property
    def solved_count(self) -> int:
        return len(self.solved)

    @property
    def tried_count(self) -> int:
        return len(set(self.solved) | set(self.failed))


def dumps(progress: PuzzleProgress) -> str:
    """The history as JSON text."""
    r = progress._rating
    return json.dumps({"format": 1, "rating": [r.rating, r.rd, r.volatility],
                       "streak": progress.streak, "best": progress.best_streak,
                       "solved": progress.solved, "failed": progress.failed}) + "\n"


def loads(text: str) -> PuzzleProgress:
    """The history of :func:`dumps` (``PuzzleError`` if it cannot be read)."""
    try:
        obj = json.loads(text)
        p = PuzzleProgress()
        p._rating = Rating(*[float(x) for x in obj["rating"]])
        p.streak, p.best_streak = int(obj["streak"]), int(obj["best"])
        p.solved, p.failed = dict(obj["solved"]), dict(obj["failed"])
    except (ValueError, KeyError, TypeError) as exc:
        raise PuzzleError(f"the puzzle history cannot be read: {exc}") from exc
    return p
