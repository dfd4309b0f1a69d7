"""The one size limit on text the app reads, and reading a file within it.

Every reader of outside text (records, saves, dropped or imported files, settings,
pasted text) refuses more than :data:`MAX_INPUT_BYTES` before doing any work on it,
and reads a file by at most that many bytes plus one, so a huge file, a sparse file
or ``/dev/zero`` costs at most one limit's worth of memory and time.
:func:`excerpt` shortens quoted input in messages. JSON text from files and storage is
also held to :data:`MAX_JSON_NESTING` before it is parsed (:func:`check_json_nesting`).
"""

from __future__ import annotations

import os
import re
import stat
from itertools import accumulate
from pathlib import Path

from tanbo.errors import TanboError

__all__ = [
    "MAX_INPUT_BYTES",
    "MAX_MESSAGE_CHARS",
    "InputTooLargeError",
    "read_text_limited",
    "check_size",
    "MAX_JSON_NESTING",
    "check_json_nesting",
    "excerpt",
    "message_line",
]

MAX_INPUT_BYTES = 1_000_000
"""At most this many bytes (or characters, for text already in memory) of any input.

A record of a whole 19x19 game is a few kilobytes; a million leaves room for
anything a person writes and bounds what a hostile file can cost.
"""

MAX_MESSAGE_CHARS = 2_000
"""At most this many characters in one error line (:func:`message_line`)."""


MAX_JSON_NESTING = 32
"""The deepest nesting of JSON lists and objects any reader accepts (the app's own files
nest at most 4 deep; the rest is room for a newer version's)."""
_JSON_STRINGS_RE = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_NOT_BRACKETS_RE = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def check_json_nesting(text: str, limit: int = MAX_JSON_NESTING) -> None:
    """``ValueError`` if ``text`` nests lists and objects deeper than ``limit``.

    Call it before ``json.loads`` on any outside text. The ``json`` module's C scanner
    recurses once per level: natively CPython stops it at its recursion limit (a
    ``RecursionError``), but in WebAssembly (Pyodide, pygbag) the browser's own stack is
    smaller than that limit allows, so a text of 100,000 ``[`` ends the interpreter
    ("Maximum call stack size exceeded") instead of being refused. The brackets are
    counted outside the strings, at C speed (regular expressions, ``accumulate``).
    """
    brackets = _NOT_BRACKETS_RE.sub("", _JSON_STRINGS_RE.sub("", text))
    if brackets and max(accumulate(map(_STEP.__getitem__, brackets))) > limit:
        raise ValueError(f"lists or objects nested more than {limit} deep")


class InputTooLargeError(TanboError):
    """Input over :data:`MAX_INPUT_BYTES`; refused before it is read whole or parsed."""


def check_size(size: int, what: str, limit: int = MAX_INPUT_BYTES) -> None:
    """Raise :class:`InputTooLargeError` when ``size`` (bytes or characters) is over ``limit``."""
    if size > limit:
        raise InputTooLargeError(f"{what} is too large ({size:,} bytes or more; at most {limit:,})")


def read_text_limited(
    path: str | Path, what: str = "the file", limit: int = MAX_INPUT_BYTES
) -> str:
    """The text of ``path`` (UTF-8), read by at most ``limit`` + 1 bytes.

    A regular file over the limit is refused by its size, unread; anything else
    (a device such as ``/dev/zero``, a pipe) after reading ``limit`` + 1 bytes.

    Raises :class:`InputTooLargeError` when there is more, ``OSError`` when the
    file cannot be read, ``UnicodeDecodeError`` when it is not UTF-8.
    """
    with open(path, "rb") as handle:
        info = os.fstat(handle.fileno())
        if stat.S_ISREG(info.st_mode) and info.st_size > limit:  # refused unread
            raise InputTooLargeError(
                f"{what} is too large ({info.st_size:,} bytes; at most {limit:,})"
            )
        data = handle.read(limit + 1)  # a device or pipe (/dev/zero): one limit's worth
    check_size(len(data), what, limit)
    return data.decode("utf-8")


def excerpt(text: str, limit: int = 60) -> str:
    """``text`` quoted (``repr``), shortened with "…" past ``limit`` characters.

    The quote stays short even for text ``repr`` escapes (control characters,
    unassigned code points: up to 10 characters each): at most ``4 * limit``
    characters between the quotes.
    """
    shown = text[:limit]
    if len(repr(shown)) > 4 * limit + 2:  # escapes such as \x00 or \U0001019d: keep fewer
        size = 0
        for n, ch in enumerate(shown):
            size += len(repr(ch)) - 2
            if size > 4 * limit:
                shown = shown[:n]
                break
    return repr(text if shown == text else shown + "…")


def message_line(text: str, limit: int = MAX_MESSAGE_CHARS) -> str:
    """``text`` as one line (line breaks become spaces) of at most ``limit`` characters.

    The last guard of the command line's ``error:`` line: messages quote input
    shortened already, so this only cuts what slipped through, ending with "…".
    """
    line = " ".join(text.splitlines())
    return line if len(line) <= limit else line[: limit - 1] + "…"
