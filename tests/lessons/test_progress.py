"""The lesson progress text: it round-trips, and anything else is one clear error."""

from __future__ import annotations

import json

import pytest

from tanbo.lessons import LessonError, Progress, dumps, loads
from tanbo.lessons.progress import MAX_CHARS, MAX_IDS, NewerProgressError


def test_progress_round_trips() -> None:
    progress = Progress({"tanbo-place", "deago-five"})
    assert loads(dumps(progress)) == progress
    assert dumps(Progress()) == '{"format": "tanbo-lessons", "version": 1, "done": []}'


def test_mark_says_whether_it_was_new() -> None:
    progress = Progress()
    assert progress.mark("tanbo-place") and not progress.mark("tanbo-place")
    assert progress.is_done("tanbo-place") and not progress.is_done("tanbo-roots")


def test_unknown_lesson_ids_are_kept() -> None:
    assert loads(dumps(Progress({"tanbo-future-99"}))).is_done("tanbo-future-99")


@pytest.mark.parametrize("text", [
    "", "{", "[]", "null", "42",
    '{"format": "other", "version": 1, "done": []}',
    '{"format": "tanbo-lessons", "version": 0, "done": []}',
    '{"format": "tanbo-lessons", "version": true, "done": []}',
    '{"format": "tanbo-lessons", "version": "1", "done": []}',
    '{"format": "tanbo-lessons", "version": 1}',
    '{"format": "tanbo-lessons", "version": 1, "done": [], "x": 1}',
    '{"format": "tanbo-lessons", "version": 1, "done": "tanbo-place"}',
    '{"format": "tanbo-lessons", "version": 1, "done": [1]}',
    '{"format": "tanbo-lessons", "version": 1, "done": ["Bad Id"]}',
    '{"format": "tanbo-lessons", "version": 1, "done": ["a", "a"]}',
    "[" * 100000,
])
def test_bad_progress_is_refused(text: str) -> None:
    with pytest.raises(LessonError):
        loads(text)


def test_newer_progress_is_its_own_error() -> None:
    with pytest.raises(NewerProgressError, match="newer"):
        loads('{"format": "tanbo-lessons", "version": 2, "done": []}')


def test_huge_progress_is_refused_before_it_is_parsed() -> None:
    text = json.dumps({"format": "tanbo-lessons", "version": 1, "done": ["a" * 60] * 2000})
    assert len(text) > MAX_CHARS
    with pytest.raises(LessonError, match="too large"):
        loads(text)
    many = json.dumps({"format": "tanbo-lessons", "version": 1,
                       "done": [f"l{i}" for i in range(MAX_IDS + 1)]})
    with pytest.raises(LessonError, match="at most"):
        loads(many)
