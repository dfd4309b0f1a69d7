"""The player's lesson progress on the device: which lessons are done, as strict JSON.

``{"format": "tanbo-lessons", "version": 1, "done": ["tanbo-place", ...]}``. The reader
is strict: text that is not this (not JSON, another format, a version newer than
:data:`VERSION`, a wrong type, a bad or repeated id, more than :data:`MAX_CHARS`
characters or :data:`MAX_IDS` ids) raises :class:`~tanbo.lessons.model.LessonError`
(:class:`NewerProgressError` for a newer version), which the UI answers by setting
the stored text aside, never by writing over it. Ids of lessons this version does not
know are kept (a newer course may have them).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

from tanbo.lessons.model import LessonError
from tanbo.limits import check_json_nesting

__all__ = ["Progress", "NewerProgressError", "loads", "dumps", "VERSION", "MAX_CHARS", "MAX_IDS"]

FORMAT = "tanbo-lessons"
VERSION = 1
MAX_CHARS = 65536
MAX_IDS = 1000
_ID = re.compile(r"[a-z0-9][a-z0-9-]{0,63}")


class NewerProgressError(LessonError):
    """Progress written by a newer version of the app."""


@dataclass
class Progress:
    """The lessons done, by id."""

    done: set[str] = field(default_factory=set)

    def mark(self, lesson_id: str) -> bool:
        """Mark ``lesson_id`` done; True if it was not done before."""
        if lesson_id in self.done:
            return False
        self.done.add(lesson_id)
        return True

    def is_done(self, lesson_id: str) -> bool:
        """True when the lesson was done."""
        return lesson_id in self.done


def dumps(progress: Progress) -> str:
    """The progress as its JSON text (ids sorted, so equal progress gives equal text)."""
    return json.dumps({"format": FORMAT, "version": VERSION, "done": sorted(progress.done)})


def loads(text: str) -> Progress:
    """Read progress text (see the module docstring); ``LessonError`` for anything else."""
    if not isinstance(text, str):
        raise LessonError(f"lesson progress must be text, got {type(text).__name__}")
    if len(text) > MAX_CHARS:
        raise LessonError(f"lesson progress is too large ({len(text)} characters, at most "
                          f"{MAX_CHARS})")
    try:
        check_json_nesting(text)  # before json: in WebAssembly it would end the interpreter
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise LessonError(f"lesson progress is not JSON: {exc}") from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise LessonError(f"lesson progress is not a {FORMAT!r} object")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise LessonError(f"lesson progress has a bad version: {version!r}")
    if version > VERSION:
        raise NewerProgressError(f"lesson progress of a newer version ({version}; this app "
                                 f"reads {VERSION})")
    if set(data) != {"format", "version", "done"}:
        extra = sorted(set(data) - {"format", "version", "done"})
        raise LessonError(f"lesson progress has unknown or missing fields: {extra or 'done'}")
    done = data["done"]
    if not isinstance(done, list) or len(done) > MAX_IDS:
        raise LessonError(f"lesson progress: 'done' must be a list of at most {MAX_IDS} ids")
    ids: set[str] = set()
    for item in done:
        if not isinstance(item, str) or _ID.fullmatch(item) is None:
            raise LessonError(f"lesson progress: bad lesson id {str(item)[:80]!r}")
        if item in ids:
            raise LessonError(f"lesson progress: lesson id {item!r} twice")
        ids.add(item)
    return Progress(ids)
