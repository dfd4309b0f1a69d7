"""Where the UI keeps its save: a folder natively, ``localStorage`` in the browser.

Both stores hold short named texts (``game`` = the record of the current game,
``settings`` = JSON, ``puzzles`` = the puzzle history of :mod:`tanbo.ui.puzzle_desk`).
Natively the folder is ``$TANBO_DATA_DIR``, else
``$XDG_DATA_HOME/tanbo``, else ``~/.local/share/tanbo``; in the browser
(``sys.platform == "emscripten"``) keys are prefixed ``tanbo.`` because every
project site of one GitHub user shares an origin. Pure Python, no pygame.

What could not be read is never destroyed: :meth:`Store.set_aside` moves a stored
text to a name of its own (``game.unreadable-<time>``: the file
``game.unreadable-20261201-140512.txt`` natively, the key
``tanbo.game.unreadable-20261201-140512`` in the browser) before anything may write
``game`` again; :meth:`Store.asides` lists what was set aside and :meth:`Store.delete`
removes it when the player says so. Loading reads at most
:data:`tanbo.limits.MAX_INPUT_BYTES` (:class:`~tanbo.limits.InputTooLargeError` above).

Writes are atomic: natively a temporary file is written, flushed to disk and renamed
over the old one; the browser's ``localStorage.setItem`` stores the whole string or
raises (quota), leaving the old value.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from typing import Protocol

from tanbo.limits import check_size, read_text_limited

__all__ = [
    "Store",
    "FileStore",
    "WebStore",
    "MemoryStore",
    "data_dir",
    "default_store",
    "aside_name",
    "IS_WEB",
    "UNREADABLE",
]

IS_WEB = sys.platform == "emscripten"
KEY_PREFIX = "tanbo."
UNREADABLE = "unreadable"  # the middle of a set-aside name: game.unreadable-<time>


def aside_name(name: str, taken: set[str], now: float | None = None) -> str:
    """A new name for ``name`` set aside: ``<name>.unreadable-<YYYYmmdd-HHMMSS>``.

    A ``-2``, ``-3``... suffix keeps it apart from the names in ``taken``.
    """
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now))
    base = f"{name}.{UNREADABLE}-{stamp}"
    new, n = base, 1
    while new in taken:
        n += 1
        new = f"{base}-{n}"
    return new


def _aside_key(name: str) -> tuple[str, int]:
    """Sort set-aside names oldest first (``-10`` after ``-9``)."""
    stamp = name.rpartition(f".{UNREADABLE}-")[2]
    parts = stamp.split("-")
    extra = int(parts[2]) if len(parts) > 2 and parts[2].isdigit() else 1
    return "-".join(parts[:2]), extra


class Store(Protocol):
    """A small key -> text store."""

    def load(self, name: str) -> str | None:
        """The text stored under ``name``, or ``None``."""

    def save(self, name: str, text: str) -> None:
        """Store ``text`` under ``name`` (errors are the caller's to report)."""

    def describe(self, name: str) -> str:
        """Where ``name`` lives, for messages."""

    def set_aside(self, name: str) -> str:
        """Move ``name``'s text to a new name of its own (see :func:`aside_name`), unread.

        Returns the new name; raises ``OSError`` when it cannot be moved (then
        ``name`` is left as it was).
        """

    def asides(self, name: str) -> list[str]:
        """The names ``name`` was set aside under, oldest first."""

    def delete(self, name: str) -> None:
        """Remove ``name`` (nothing if it is not there; ``OSError`` if it cannot be)."""


def data_dir() -> Path:
    """The native save folder (see the module docstring)."""
    explicit = os.environ.get("TANBO_DATA_DIR")
    if explicit:
        return Path(explicit)
    xdg = os.environ.get("XDG_DATA_HOME")
    base = Path(xdg) if xdg else Path.home() / ".local" / "share"
    return base / "tanbo"


class FileStore:
    """One UTF-8 file per name in a folder (created on first save)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def path(self, name: str) -> Path:
        """The file that holds ``name``."""
        return self.folder / f"{name}.txt"

    def load(self, name: str) -> str | None:
        """The file's text, or ``None`` if there is no such file.

        Reads at most the size limit (``InputTooLargeError`` above it, ``OSError``,
        ``UnicodeDecodeError``).
        """
        path = self.path(name)
        if not path.exists():
            return None
        return read_text_limited(path, f"the file {path}")

    def save(self, name: str, text: str) -> None:
        """Write atomically (a crash mid-write leaves the old save)."""
        self.folder.mkdir(parents=True, exist_ok=True)
        tmp = self.path(name).with_name(f"{name}.tmp")
        with open(tmp, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        tmp.replace(self.path(name))

    def describe(self, name: str) -> str:
        """The file path."""
        return str(self.path(name))

    def set_aside(self, name: str) -> str:
        """Rename the file (never read, so any file can be kept: huge, binary, ...)."""
        taken = {p.stem for p in self.folder.glob(f"{name}.{UNREADABLE}-*.txt")}
        new = aside_name(name, taken)
        os.rename(self.path(name), self.path(new))
        return new

    def asides(self, name: str) -> list[str]:
        """The ``<name>.unreadable-*.txt`` files' names, oldest first."""
        if not self.folder.is_dir():
            return []
        found = [p.stem for p in self.folder.glob(f"{name}.{UNREADABLE}-*.txt")]
        return sorted(found, key=_aside_key)

    def delete(self, name: str) -> None:
        """Delete the file."""
        self.path(name).unlink(missing_ok=True)


class WebStore:
    """The browser's ``window.localStorage`` (only exists under pygbag)."""

    def __init__(self) -> None:
        from tanbo.ui.js import JsStorage, web_window

        self._ls: JsStorage = web_window().localStorage

    def load(self, name: str) -> str | None:
        """The stored string, or ``None`` (``InputTooLargeError`` over the size limit)."""
        value = self._ls.getItem(KEY_PREFIX + name)
        if value is None:
            return None
        text = str(value)
        check_size(len(text), self.describe(name))
        return text

    def save(self, name: str, text: str) -> None:
        """Store the string (``OSError`` when the browser refuses, e.g. over its quota)."""
        try:
            self._ls.setItem(KEY_PREFIX + name, text)
        except Exception as exc:  # a JS error (QuotaExceededError) arrives as JsException
            raise OSError(f"the browser refused to store {self.describe(name)}: {exc}") from exc

    def describe(self, name: str) -> str:
        """The localStorage key."""
        return f"localStorage[{KEY_PREFIX + name}]"

    def _keys(self) -> list[str]:
        ls = self._ls
        return [str(ls.key(i)) for i in range(int(ls.length))]

    def set_aside(self, name: str) -> str:
        """Copy the value to its own key, then remove the old key (the copy comes first)."""
        value = self._ls.getItem(KEY_PREFIX + name)
        if value is None:
            raise OSError(f"nothing stored at {self.describe(name)}")
        taken = {k.removeprefix(KEY_PREFIX) for k in self._keys() if k.startswith(KEY_PREFIX)}
        new = aside_name(name, taken)
        try:
            self._ls.setItem(KEY_PREFIX + new, value)
        except Exception as exc:  # over the quota: the value stays where it is
            raise OSError(f"the browser refused to store {self.describe(new)}: {exc}") from exc
        self._ls.removeItem(KEY_PREFIX + name)
        return new

    def asides(self, name: str) -> list[str]:
        """The ``tanbo.<name>.unreadable-*`` keys' names, oldest first."""
        head = f"{KEY_PREFIX}{name}.{UNREADABLE}-"
        found = [k.removeprefix(KEY_PREFIX) for k in self._keys() if k.startswith(head)]
        return sorted(found, key=_aside_key)

    def delete(self, name: str) -> None:
        """Remove the key."""
        self._ls.removeItem(KEY_PREFIX + name)


class MemoryStore:
    """A dict (tests and screenshots)."""

    def __init__(self) -> None:
        self.data: dict[str, str] = {}

    def load(self, name: str) -> str | None:
        """The stored text, or ``None`` (``InputTooLargeError`` over the size limit)."""
        text = self.data.get(name)
        if text is not None:
            check_size(len(text), self.describe(name))
        return text

    def save(self, name: str, text: str) -> None:
        """Store the text."""
        self.data[name] = text

    def describe(self, name: str) -> str:
        """A memory key."""
        return f"memory:{name}"

    def set_aside(self, name: str) -> str:
        """Move the text to a new key."""
        if name not in self.data:
            raise OSError(f"nothing stored at {self.describe(name)}")
        new = aside_name(name, set(self.data))
        self.data[new] = self.data.pop(name)
        return new

    def asides(self, name: str) -> list[str]:
        """The set-aside keys, oldest first."""
        head = f"{name}.{UNREADABLE}-"
        return sorted((k for k in self.data if k.startswith(head)), key=_aside_key)

    def delete(self, name: str) -> None:
        """Remove the key."""
        self.data.pop(name, None)


def default_store() -> Store:
    """``localStorage`` in the browser, else the native data folder."""
    if IS_WEB:
        return WebStore()
    return FileStore(data_dir())
