"""The player's puzzle history: streaks, the Glicko-2 rating, dailies, the strict reader."""

from __future__ import annotations

import datetime
import json

import pytest

from tanbo.errors import PuzzleError
from tanbo.puzzles.model import daily, load_puzzles
from tanbo.puzzles.progress import MAX_BYTES, PuzzleProgress, dumps, loads

DAY = datetime.date(2026, 12, 2)


def test_streaks_rating_and_counts() -> None:
    progress = PuzzleProgress()
    puzzles = load_puzzles("tanbo")
    for p in puzzles[:3]:
        progress.record(p, True, DAY)
    assert progress.streak == 3 and progress.best_streak == 3
    assert progress.rating > 1500 and progress.deviation < 350
    high = progress.rating
    progress.record(puzzles[3], False, DAY)
    assert progress.streak == 0 and progress.best_streak == 3 and progress.rating < high
    progress.record(puzzles[3], True, DAY)  # a second try counts but is not rated
    assert progress.streak == 0 and progress.solved_count == 4 and progress.tried_count == 4


def test_the_daily_is_marked_done() -> None:
    progress = PuzzleProgress()
    assert not progress.daily_is_done("deago", DAY)
    progress.record(daily("deago", DAY), True, DAY)
    assert progress.daily_is_done("deago", DAY)
    assert not progress.daily_is_done("tanbo", DAY)


def test_round_trip() -> None:
    progress = PuzzleProgress()
    for k, p in enumerate(load_puzzles("deago")[:5]):
        progress.record(p, k % 2 == 0, DAY)
    progress.record(daily("tanbo", DAY), True, DAY)
    again = loads(dumps(progress))
    assert again == progress
    assert dumps(again) == dumps(progress)


def _bad(text: str | bytes, kind: str = "corrupt") -> None:
    with pytest.raises(PuzzleError) as info:
        loads(text)
    assert info.value.kind == kind


def test_corrupt_newer_and_huge_histories_are_refused() -> None:
    good = json.loads(dumps(PuzzleProgress()))
    _bad("")
    _bad("{")
    _bad(b"\xff\xfe")
    _bad("[]")
    _bad(json.dumps({**good, "version": 2}), "newer")
    _bad(json.dumps({**good, "format": "other"}))
    _bad(json.dumps({**good, "extra": 1}))
    _bad(json.dumps({**good, "rating": "1500"}))
    _bad(dumps(PuzzleProgress()).replace('"rating":1500.0', '"rating":NaN'))
    assert '"rating":1500.0' in dumps(PuzzleProgress())
    _bad(json.dumps({**good, "streak": 5, "best_streak": 2}))
    _bad(json.dumps({**good, "streak": -1}))
    _bad(json.dumps({**good, "tries": [["tanbo-0001", "2026-13-01", 1, 1]]}))
    _bad(json.dumps({**good, "tries": [["../x", "2026-12-01", 1, 1]]}))
    _bad(json.dumps({**good, "tries": [["tanbo-0001", "2026-12-01", 2, 1]]}))
    _bad(json.dumps({**good, "daily": {"tanbo": ["yesterday"]}}))
    _bad(" " * (MAX_BYTES + 1), "too-large")
    assert loads(json.dumps(good)) == PuzzleProgress()
