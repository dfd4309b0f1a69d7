"""The error family raised by the engine and its text formats.

Every error is a ``ValueError`` so callers can catch bad input with one clause,
and every message quotes the offending input and says what would be valid.
"""

from __future__ import annotations

__all__ = [
    "TanboError",
    "ConfigError",
    "PointError",
    "ColourError",
    "IllegalMoveError",
    "PositionError",
    "RecordError",
    "LinkError",
    "ProfileError",
    "PuzzleError",
]


class TanboError(ValueError):
    """Base class of every error the engine raises for bad input."""


class ConfigError(TanboError):
    """An unknown or unofficial board size or setup, e.g. ``8x8`` or ``sparse``."""


class PointError(TanboError):
    """A point name that is malformed (``z0``, ``c``) or off the board (``h1`` on 7x7)."""


class ColourError(TanboError):
    """A colour argument that is not a player's colour (``BLACK`` 1 or ``WHITE`` 2), e.g. ``3``."""


class IllegalMoveError(TanboError):
    """A well-formed point that is not a legal move in the current position.

    ``point`` is the point index and ``reason`` a short phrase such as
    ``"point is occupied"``.
    """

    def __init__(self, message: str, point: int = -1, reason: str = "") -> None:
        super().__init__(message)
        self.point = point
        self.reason = reason or message


class PositionError(TanboError):
    """A malformed TFEN position text."""


class RecordError(TanboError):
    """A malformed game record (header or move list)."""


class LinkError(TanboError):
    """A malformed, cut-short, hand-edited or illegal game link (:mod:`tanbo.link`)."""


class ProfileError(TanboError):
    """Profile data (:mod:`tanbo.profiles`) that cannot be read: corrupt, newer or too large.

    ``kind`` says which: ``"corrupt"`` (not JSON, wrong types, values out of range),
    ``"newer"`` (a format version this app does not know) or ``"too-large"`` (over the
    byte bound, refused before parsing). A refused file is never overwritten.
    """

    def __init__(self, message: str, kind: str = "corrupt") -> None:
        super().__init__(message)
        self.kind = kind


class PuzzleError(TanboError):
    """A puzzle, puzzle file, puzzle link or puzzle history that cannot be read
    (:mod:`tanbo.puzzles`): malformed, from a newer version, too large, or unknown.

    ``kind`` is ``"corrupt"``, ``"newer"``, ``"too-large"`` or ``"unknown"`` (an id
    that is not in the set).
    """

    def __init__(self, message: str, kind: str = "corrupt") -> None:
        super().__init__(message)
        self.kind = kind
