"""Learn to play: short courses of interactive lessons, one per game (pure Python, no pygame).

A :class:`~tanbo.lessons.model.Lesson` is a small position with one goal per step, checked
against the rules engine's own account of the move (the rules assistant's
:class:`~tanbo.explain.Explanation` and the position after it); the courses are registered
by game name in :mod:`tanbo.lessons.courses` (each game's content in its own module); the
player's progress is :mod:`tanbo.lessons.progress` (a strict JSON reader). The UI (its
Learn and lesson screens, its texts) is in ``tanbo/ui``.
"""

from __future__ import annotations

from tanbo.lessons.courses import COURSES, course_for, lesson_by_id
from tanbo.lessons.model import Account, Attempt, Lesson, LessonError, LessonRun, Step
from tanbo.lessons.progress import Progress, dumps, loads

__all__ = [
    "COURSES",
    "course_for",
    "lesson_by_id",
    "Account",
    "Attempt",
    "Lesson",
    "LessonError",
    "LessonRun",
    "Step",
    "Progress",
    "dumps",
    "loads",
]
