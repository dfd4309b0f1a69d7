"""The courses: each game's lessons in order, registered by game name.

Each game's content is its lessons wing, ``tanbo/lessons/games/<game>/course.py``, which
builds a ``COURSE`` (a tuple of :class:`~tanbo.lessons.model.Lesson`); :data:`COURSES`
lists them by the game's name (a key of :data:`tanbo.games.GAMES`). The lessons speak
only through the rules registry (positions, the rules assistant), never a rules wing.
"""

from __future__ import annotations

from collections.abc import Mapping

from tanbo.lessons.games.deago import course as deago
from tanbo.lessons.games.tanbo import course as tanbo
from tanbo.lessons.model import Lesson, LessonError

__all__ = ["COURSES", "course_for", "lesson_by_id"]

COURSES: Mapping[str, tuple[Lesson, ...]] = {"tanbo": tanbo.COURSE, "deago": deago.COURSE}
"""Every game's course, by the game's name."""


def course_for(game: str) -> tuple[Lesson, ...]:
    """The lessons of ``game``'s course, in order (``LessonError`` for a game without one)."""
    try:
        return COURSES[game]
    except KeyError:
        raise LessonError(f"no course for the game {game!r}") from None


def lesson_by_id(lesson_id: str) -> Lesson:
    """The lesson with this id (``LessonError`` if there is none)."""
    for course in COURSES.values():
        for lesson in course:
            if lesson.id == lesson_id:
                return lesson
    raise LessonError(f"no lesson {lesson_id!r}")
