"""The lessons' side of the UI without drawing: the progress on the device, the lesson
being played and what the last move did, in words (no pygame).

:class:`LessonDesk` reads the progress (the store's ``lessons`` text) at first use: text
that cannot be read is set aside under a name of its own (``lessons.unreadable-<time>``,
as an unreadable save is: :meth:`~tanbo.ui.storage.Store.set_aside`) and never written
over; the Learn screen offers it (delete it or keep it). It plays a lesson through
:class:`~tanbo.lessons.LessonRun` and turns each attempt into lines: the lesson's own
answer to that kind of wrong move (``lesson.miss.<game>.<code>``), then the rules
assistant's account of what the move did (:func:`tanbo.ui.reasons.describe`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from tanbo.errors import TanboError
from tanbo.explain import Explanation
from tanbo.game import GameState
from tanbo.games import GAMES
from tanbo.lessons import Attempt, Lesson, LessonRun, Progress, course_for, dumps, loads
from tanbo.lessons.progress import NewerProgressError
from tanbo.ui import lessons_text  # noqa: F401  (adds the lessons' texts)
from tanbo.ui.games import game_view
from tanbo.ui.i18n import tr
from tanbo.ui.reasons import describe
from tanbo.ui.settings import short
from tanbo.ui.storage import Store

__all__ = ["LessonDesk", "Feedback", "STORE_NAME"]

STORE_NAME = "lessons"
"""The store's name of the lesson progress."""


@dataclass(frozen=True)
class Feedback:
    """What to tell after a move: a heading, the lines under it, whether it warns, and
    the official rules the move's reasons apply (one line, drawn smaller; ``""``: none)."""

    head: str
    lines: tuple[str, ...]
    warn: bool
    source: str = ""


class LessonDesk:
    """The lesson progress and the lesson being played (see the module docstring)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.progress = Progress()
        self.loaded = False
        self.keep = False  # the stored progress could not be read nor moved: never save
        self.asides: list[str] = []  # set-aside progress, oldest first
        self.run: LessonRun | None = None
        self.last: Attempt | None = None
        self.hint = False
        self.save_error: str | None = None  # the last save's failure, to be said once
        self.tab: str | None = None  # the Learn screen's course (None: the new-game choice's)

    # ------------------------------------------------------------ progress

    def load(self, lang: str) -> str | None:
        """Read the progress once (later calls do nothing); a message when it was bad."""
        if self.loaded:
            return None
        self.loaded = True
        message = None
        try:
            text = self.store.load(STORE_NAME)
            if text is not None:
                self.progress = loads(text)
        except (NewerProgressError, OSError, UnicodeDecodeError, ValueError, TanboError) as exc:
            message = self._set_aside(lang, str(exc) or type(exc).__name__)
        self.refresh()
        return message

    def _set_aside(self, lang: str, error: str) -> str:
        try:
            name = self.store.set_aside(STORE_NAME)
        except OSError as exc:
            self.keep = True
            return tr(lang, "lessons.stuck", error=short(f"{error}; {exc}", 200))
        return tr(lang, "lessons.bad", error=short(error, 200), path=self.store.describe(name))

    def refresh(self) -> None:
        """Look again for progress set aside."""
        try:
            self.asides = self.store.asides(STORE_NAME)
        except OSError:
            self.asides = []

    def save(self, lang: str) -> str | None:
        """Write the progress (not over progress that could not be set aside); a message
        when it failed."""
        if self.keep:
            return None
        try:
            self.store.save(STORE_NAME, dumps(self.progress))
        except (OSError, TanboError) as exc:
            return tr(lang, "lessons.save_failed", error=short(str(exc), 200))
        return None

    def delete_aside(self) -> str | None:
        """Delete the newest progress set aside; its description, or ``None``."""
        if not self.asides:
            return None
        name = self.asides[-1]
        where = self.store.describe(name)
        self.store.delete(name)
        self.refresh()
        return where

    # ------------------------------------------------------------- lessons

    def course(self, game: str) -> tuple[Lesson, ...]:
        """``game``'s lessons."""
        return course_for(game)

    def next_lesson(self, game: str, after: str | None = None) -> Lesson | None:
        """The lesson to offer next: after ``after`` (in course order), the first not
        done; ``None`` when every one is done."""
        course = self.course(game)
        ids = [lesson.id for lesson in course]
        start = ids.index(after) + 1 if after in ids else 0
        for lesson in (*course[start:], *course[:start]):
            if not self.progress.is_done(lesson.id):
                return lesson
        if after in ids and start < len(course):
            return course[start]
        return None

    def open(self, lesson: Lesson) -> None:
        """Start ``lesson`` from its position."""
        self.run = LessonRun(lesson)
        self.last = None
        self.hint = False

    def play(self, move: int, lang: str) -> Attempt | None:
        """Try ``move`` in the open lesson (a wrong move on the board is taken back
        first); marks the lesson done (and saves) when its last goal is reached.
        Returns the attempt, or ``None`` when the lesson is done already."""
        run = self.run
        if run is None or run.done:
            return None
        run.take_back()
        self.last = run.attempt(move)
        if self.last.kind == "done" and self.progress.mark(run.lesson.id):
            self.save_error = self.save(lang)
        return self.last

    def try_again(self) -> None:
        """Take a wrong move back (the board as before it) and clear the answer."""
        if self.run is not None:
            self.run.take_back()
        self.last = None

    def restart(self) -> None:
        """The open lesson from its start."""
        if self.run is not None:
            self.run.restart()
        self.last = None
        self.hint = False

    # --------------------------------------------------------------- words

    def feedback(self, lang: str) -> Feedback | None:
        """The answer to the last move, in ``lang`` (``None`` before any)."""
        run, last = self.run, self.last
        if run is None or last is None:
            return None
        expl = last.explanation
        if last.kind == "wrong":
            game = run.lesson.game
            key = "lesson.illegal" if not expl.legal else "lesson.wrong"
            head = tr(lang, key, move=expl.move_text)
            miss = tr(lang, f"lesson.miss.{game}.{last.miss}")
            return Feedback(head, (miss, *self.assistant_lines(lang, expl, run.state)), True,
                            self.source_line(lang, expl))
        step = run.step - 1
        lines = [tr(lang, f"lesson.{run.lesson.id}.why.{step}")]
        lines.extend(self.assistant_lines(lang, expl, run.state))
        if last.reply is not None:
            side = tr(lang, "black" if expl.mover == 2 else "white")
            lines.append(tr(lang, "lesson.reply", side=side, move=run.state.move_text(last.reply)))
        return Feedback(tr(lang, "lesson.right"), tuple(lines), False,
                        self.source_line(lang, expl))

    @staticmethod
    def assistant_lines(lang: str, expl: Explanation, state: GameState) -> tuple[str, ...]:
        """The rules assistant's account of the move, one sentence per reason (its
        verdict line left out: the heading says it), without the game's routine reasons
        (:attr:`~tanbo.ui.games.base.GameView.routine_reasons`: DEAGO's "a stone may go
        on any empty point" is true of every move, not news after each one)."""
        routine = game_view(expl.game).routine_reasons
        told = replace(expl, reasons=tuple(r for r in expl.reasons if r.code not in routine))
        return tuple(describe(lang, told, state.point_name)[1:])

    @staticmethod
    def source_line(lang: str, expl: Explanation) -> str:
        """The official rules (or the app's own decisions) the answer's reasons apply, in
        one line (the routine reasons left out, as :meth:`assistant_lines` does)."""
        routine = game_view(expl.game).routine_reasons
        codes = [c for c in expl.codes if c not in routine]
        rules = GAMES[expl.game].assistant.sources.summary(lang, codes)
        return tr(lang, "lesson.source", rules=rules) if rules else ""

