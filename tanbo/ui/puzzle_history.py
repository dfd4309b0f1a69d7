"""The player's puzzle history on the device: read, saved, and set aside when unreadable.

The history (:class:`~tanbo.puzzles.progress.PuzzleProgress`) is the store's
``puzzles`` text (:mod:`tanbo.ui.storage`: the file ``puzzles.txt`` natively, the
``tanbo.puzzles`` key in the browser, mirrored into IndexedDB like every save). It is
read at first use. One that cannot be read (cut short, not JSON, from a newer version,
over the size limit) is moved to ``puzzles.unreadable-<time>`` before anything could
write over it, the player is told, and :meth:`PuzzleHistory.offer` shows it again
(copy its text, delete it after a second question, or close). If it cannot even be
moved, the history is not saved this run.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from tanbo.errors import TanboError
from tanbo.puzzles.progress import PuzzleProgress, dumps, loads
from tanbo.ui import share
from tanbo.ui.confirm import Confirm
from tanbo.ui.js import PageEval
from tanbo.ui.settings import short as _short
from tanbo.ui.storage import Store
from tanbo.ui.view import ViewState

__all__ = ["HISTORY", "HistoryHost", "PuzzleHistory"]

HISTORY = "puzzles"  # the store's name of the puzzle history


class HistoryHost(Protocol):
    """What the history uses of the commands: the store, the view, texts and questions."""

    view: ViewState
    store: Store

    def t(self, key: str, **values: object) -> str:
        """A UI text in the current language."""

    def say(self, text: str, warn: bool = False) -> None:
        """Show a status message for a while."""

    def ask(
        self, question: str, on_yes: Callable[[], None], yes: str = "btn.replace",
        no: str = "btn.keep",
    ) -> None:
        """Open a yes/no question."""


class PuzzleHistory:
    """The puzzle history of one store (see the module docstring); ``window`` stands in
    for the browser's JS window when the unreadable text is copied (tests)."""

    def __init__(self, host: HistoryHost, window: PageEval | None = None) -> None:
        self.host = host
        self.window = window
        self._progress: PuzzleProgress | None = None
        self.keep = False  # unreadable and not moved aside: never save over it
        self.unreadable: list[str] = []  # the store's names of histories set aside

    @property
    def progress(self) -> PuzzleProgress:
        """The history (read from the store at first use)."""
        if self._progress is None:
            self._progress = self._load()
        return self._progress

    def _load(self) -> PuzzleProgress:
        """Read the history; one that cannot be read is set aside first, never lost."""
        host = self.host
        try:
            raw = host.store.load(HISTORY)
            progress = PuzzleProgress() if raw is None else loads(raw)
            self.refresh_unreadable()
            return progress
        except Exception as exc:  # any failure to read it: keep it (its reason is shown)
            error = str(exc) or type(exc).__name__
        try:
            aside = host.store.set_aside(HISTORY)
        except OSError as exc:
            self.keep = True
            host.say(host.t("puzzle.history_stuck", path=host.store.describe(HISTORY),
                            error=_short(f"{error}; {exc}")), warn=True)
            return PuzzleProgress()
        self.refresh_unreadable()
        host.say(host.t("puzzle.history_bad", path=_file_name(host.store.describe(aside)),
                        error=_short(error)), warn=True)
        return PuzzleProgress()

    def save(self) -> None:
        """Save the history (a failure is said; an unreadable one is never written over)."""
        if self.keep or self._progress is None:
            return
        try:
            self.host.store.save(HISTORY, dumps(self._progress))
        except (OSError, TanboError) as exc:
            self.host.say(f"save failed: {_short(str(exc))}", warn=True)

    def refresh_unreadable(self) -> None:
        """Look again for histories set aside (the screen offers the newest)."""
        try:
            self.unreadable = self.host.store.asides(HISTORY)
        except OSError:
            self.unreadable = []
        self.host.view.dirty = True

    def offer(self) -> None:
        """Show the newest history set aside: copy it, delete it (asks again) or close."""
        if not self.unreadable:
            return
        host = self.host
        name = self.unreadable[-1]
        where = host.store.describe(name)
        host.view.confirm = Confirm(
            host.t("puzzle.aside_question", path=where), host.t("puzzle.copy_it"),
            host.t("btn.close"), lambda: self._copy_aside(name), host.t("btn.delete_it"),
            lambda: self._delete_aside(name),
        )
        host.view.dirty = True

    def _copy_aside(self, name: str) -> None:
        host = self.host
        try:
            text = host.store.load(name)
        except (OSError, UnicodeDecodeError, TanboError) as exc:
            host.say(host.t("import_bad", error=_short(str(exc))), warn=True)
            return
        if text is None:
            self.refresh_unreadable()
            return
        result = share.copy_text(text, host.t("puzzle.aside_prompt"), self.window)
        where = host.store.describe(name)
        if result == share.FAILED:
            host.say(host.t("puzzle.aside_where", path=where), warn=True)
        else:
            host.say(host.t("puzzle.aside_copied", path=where))

    def _delete_aside(self, name: str) -> None:
        host = self.host
        where = host.store.describe(name)

        def delete() -> None:
            try:
                host.store.delete(name)
            except OSError as exc:
                host.say(host.t("aside.delete_failed", path=where, error=_short(str(exc))),
                         warn=True)
                return
            self.refresh_unreadable()
            host.say(host.t("aside.deleted", path=where))

        host.ask(host.t("confirm.aside_delete", path=where), delete, "btn.delete", "btn.keep_it")


def _file_name(where: str) -> str:
    """The last part of a store's description (a file's name; a browser key as it is)."""
    return where.rpartition("/")[2] or where
