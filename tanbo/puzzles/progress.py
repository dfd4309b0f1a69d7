"""The player's puzzle history on the device: streaks, a Glicko-2 rating, tries, dailies.

Start at :class:`PuzzleProgress`; :func:`dumps` / :func:`loads` are its text form
(JSON, ``docs/formats.md`` "Puzzle history"). :func:`loads` is strict: anything
malformed (``kind`` ``"corrupt"``), from a newer version (``"newer"``) or over
:data:`MAX_BYTES` (``"too-large"``, refused before parsing) raises one
:class:`~tanbo.errors.PuzzleError`, so the UI's storage can set the file aside
(rename it, offer it) and never overwrite it, as it does for saves and profiles.

Each try is a rating period of one game against the puzzle (its rating, deviation
:data:`~tanbo.puzzles.grade.PUZZLE_RD`): solved scores 1, failed 0. A puzzle's first
try sets whether it is solved; later tries are counted but do not move the rating or
the streak again. The history keeps the last :data:`MAX_TRIES` tries.
"""

from __future__ import annotations

import datetime
import json
import re
from dataclasses import dataclass, field

from tanbo.errors import PuzzleError
from tanbo.profiles.glicko2 import DEFAULT_RD, DEFAULT_VOLATILITY, Rating, rate
from tanbo.puzzles import strict
from tanbo.puzzles.grade import PUZZLE_RD
from tanbo.puzzles.model import Puzzle, daily

__all__ = ["PuzzleProgress", "Try", "dumps", "loads", "FORMAT", "VERSION", "MAX_BYTES",
           "MAX_TRIES"]

FORMAT = "tanbo-puzzle-progress"
VERSION = 1
MAX_BYTES = 1_000_000
MAX_TRIES = 5_000
_DAY_RE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}\Z")
_ID_RE = re.compile(r"[a-z][a-z0-9]*-[0-9]{4,6}\Z")
_KEYS = ("format", "version", "rating", "deviation", "volatility", "streak", "best_streak",
         "tries", "daily")


@dataclass(frozen=True)
class Try:
    """One try: the puzzle's id, the day (ISO date), whether it was solved, and whether it
    was the puzzle's first try (only first tries are rated)."""

    puzzle_id: str
    day: str
    solved: bool
    rated: bool


@dataclass
class PuzzleProgress:
    """The player's puzzle history (see the module docstring)."""

    rating_state: Rating = field(default_factory=Rating)
    streak: int = 0
    best_streak: int = 0
    tries: list[Try] = field(default_factory=list)
    daily_done: dict[str, list[str]] = field(default_factory=dict)
    """Per game, the ISO dates whose daily puzzle the player solved or tried."""

    @property
    def rating(self) -> float:
        """The player's puzzle rating (Glicko-2, 1500 at the start)."""
        return self.rating_state.rating

    @property
    def deviation(self) -> float:
        """Its deviation (350 at the start; smaller = surer)."""
        return self.rating_state.rd

    @property
    def tried_count(self) -> int:
        """Distinct puzzles tried."""
        return len({t.puzzle_id for t in self.tries})

    @property
    def solved_count(self) -> int:
        """Distinct puzzles solved (at any try)."""
        return len({t.puzzle_id for t in self.tries if t.solved})

    def seen(self, puzzle_id: str) -> bool:
        """True when ``puzzle_id`` was tried before."""
        return any(t.puzzle_id == puzzle_id for t in self.tries)

    def solved(self, puzzle_id: str) -> bool:
        """True when ``puzzle_id`` was solved at some try."""
        return any(t.puzzle_id == puzzle_id and t.solved for t in self.tries)

    def daily_is_done(self, game: str, day: datetime.date) -> bool:
        """True when the daily puzzle of ``game`` on ``day`` has been tried."""
        return day.isoformat() in self.daily_done.get(game, [])

    def record(self, puzzle: Puzzle, solved: bool, day: datetime.date) -> None:
        """Count a try of ``puzzle`` on ``day``: streak, rating (first try), daily done."""
        rated = not self.seen(puzzle.id)
        if rated:
            opponent = Rating(puzzle.rating, PUZZLE_RD, DEFAULT_VOLATILITY)
            self.rating_state = rate(self.rating_state, [(opponent, 1.0 if solved else 0.0)])
            self.streak = self.streak + 1 if solved else 0
            self.best_streak = max(self.best_streak, self.streak)
        self.tries.append(Try(puzzle.id, day.isoformat(), solved, rated))
        del self.tries[:-MAX_TRIES]
        try:
            is_daily = daily(puzzle.game, day).id == puzzle.id
        except PuzzleError:
            is_daily = False
        done = self.daily_done.setdefault(puzzle.game, [])
        if is_daily and day.isoformat() not in done:
            done.append(day.isoformat())
            del done[:-MAX_TRIES]


def dumps(progress: PuzzleProgress) -> str:
    """The history as JSON text (what :func:`loads` reads back)."""
    r = progress.rating_state
    data: dict[str, object] = {
        "format": FORMAT, "version": VERSION,
        "rating": r.rating, "deviation": r.rd, "volatility": r.volatility,
        "streak": progress.streak, "best_streak": progress.best_streak,
        "tries": [[t.puzzle_id, t.day, int(t.solved), int(t.rated)] for t in progress.tries],
        "daily": {g: list(days) for g, days in sorted(progress.daily_done.items())},
    }
    return json.dumps(data, ensure_ascii=True, separators=(",", ":")) + "\n"


def _day(value: object, where: str) -> str:
    day = strict.text(value, where, 10)
    if not _DAY_RE.match(day):
        raise PuzzleError(f"{where}: expected a date YYYY-MM-DD")
    try:
        datetime.date.fromisoformat(day)
    except ValueError:
        raise PuzzleError(f"{where}: {day} is not a date") from None
    return day


def loads(text: str | bytes) -> PuzzleProgress:
    """The history from :func:`dumps` text, strictly (``PuzzleError`` with a ``kind``)."""
    what = "the puzzle history"
    data = strict.parse(text, what, MAX_BYTES)
    if isinstance(data, dict):
        strict.version_of(data, FORMAT, VERSION, what)
    data = strict.obj(data, what, _KEYS)
    rating = Rating(
        strict.number(data["rating"], "rating", 0.0, 5000.0),
        strict.number(data["deviation"], "deviation", 0.0, DEFAULT_RD),
        strict.number(data["volatility"], "volatility", 0.0, 1.0),
    )
    streak = strict.integer(data["streak"], "streak", 0, 10**9)
    best = strict.integer(data["best_streak"], "best_streak", 0, 10**9)
    if streak > best:
        raise PuzzleError("streak: more than the best streak")
    tries = []
    for k, row in enumerate(strict.array(data["tries"], "tries", MAX_TRIES)):
        where = f"tries {k + 1}"
        row = strict.array(row, where, 4)
        if len(row) != 4:
            raise PuzzleError(f"{where}: expected [id, date, solved, rated]")
        pid = strict.text(row[0], where, 40)
        if not _ID_RE.match(pid):
            raise PuzzleError(f"{where}: bad puzzle id")
        tries.append(Try(pid, _day(row[1], where), bool(strict.integer(row[2], where, 0, 1)),
                         bool(strict.integer(row[3], where, 0, 1))))
    daily_raw = data["daily"]
    if not isinstance(daily_raw, dict):
        raise PuzzleError("daily: expected an object")
    done: dict[str, list[str]] = {}
    for game, days in daily_raw.items():
        if not re.fullmatch(r"[a-z][a-z0-9]{0,19}", game):
            raise PuzzleError("daily: bad game name")
        done[game] = [_day(d, f"daily {game}") for d in strict.array(days, "daily", MAX_TRIES)]
    return PuzzleProgress(rating, streak, best, tries, done)


