"""Where the UI keeps its save: a folder natively, ``localStorage`` in the browser.

Both stores hold short named texts (``game`` = the record of the current game,
``settings`` = JSON). Natively the folder is ``$TANBO_DATA_DIR``, else
``$XDG_DATA_HOME/tanbo``, else ``~/.local/share/tanbo``; in the browser
(``sys.platform == "emscripten"``) keys are prefixed ``tanbo.`` because every
project site of one GitHub user shares an origin. Pure Python, no pygame.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any, Protocol

__all__ = ["Store", "FileStore", "WebStore", "MemoryStore", "data_dir", "default_store", "IS_WEB"]

IS_WEB = sys.platform == "emscripten"
KEY_PREFIX = "tanbo."


class Store(Protocol):
    """A small key -> text store."""

    def load(self, name: str) -> str | None:
        """The text stored under ``name``, or ``None``."""

    def save(self, name: str, text: str) -> None:
        """Store ``text`` under ``name`` (errors are the caller's to report)."""

    def describe(self, name: str) -> str:
        """Where ``name`` lives, for messages."""


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
        """The file's text, or ``None`` if there is no such file."""
        path = self.path(name)
        if not path.exists():
            return None
        return path.read_bytes().decode("utf-8")

    def save(self, name: str, text: str) -> None:
        """Write atomically (a crash mid-write leaves the old save)."""
        self.folder.mkdir(parents=True, exist_ok=True)
        tmp = self.path(name).with_suffix(".tmp")
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(self.path(name))

    def describe(self, name: str) -> str:
        """The file path."""
        return str(self.path(name))


class WebStore:
    """The browser's ``window.localStorage`` (only exists under pygbag)."""

    def __init__(self) -> None:
        import platform

        self._ls: Any = platform.window.localStorage  # type: ignore[attr-defined]

    def load(self, name: str) -> str | None:
        """The stored string, or ``None``."""
        value = self._ls.getItem(KEY_PREFIX + name)
        return None if value is None else str(value)

    def save(self, name: str, text: str) -> None:
        """Store the string."""
        self._ls.setItem(KEY_PREFIX + name, text)

    def describe(self, name: str) -> str:
        """The localStorage key."""
        return f"localStorage[{KEY_PREFIX + name}]"


class MemoryStore:
    """A dict (tests and screenshots)."""

    def __init__(self) -> None:
        self.data: dict[str, str] = {}

    def load(self, name: str) -> str | None:
        """The stored text, or ``None``."""
        return self.data.get(name)

    def save(self, name: str, text: str) -> None:
        """Store the text."""
        self.data[name] = text

    def describe(self, name: str) -> str:
        """A memory key."""
        return f"memory:{name}"


def default_store() -> Store:
    """``localStorage`` in the browser, else the native data folder."""
    if IS_WEB:
        return WebStore()
    return FileStore(data_dir())
