"""DEAGO board sizes and neutral-stone layouts (rules page, "Decisions").

Sizes: 19x19 (the seed's board, default), 15x15 and 13x13. Layout ``9``
(default) puts a neutral stone on every point whose 0-based column and row are
both in ``{3, N//2, N-4}``; layout ``5`` keeps the four corner points of that
set and the centre; layout ``0`` has none.
"""

from __future__ import annotations

import re

from tanbo.errors import ConfigError
from tanbo.geometry import Geometry
from tanbo.limits import excerpt

__all__ = [
    "EMPTY",
    "BLACK",
    "WHITE",
    "NEUTRAL",
    "DRAW",
    "PASS",
    "LAYOUTS",
    "SIZES",
    "DEFAULT_LAYOUT",
    "DEFAULT_SIZE",
    "CAPTURES_TO_WIN",
    "LINE_TO_WIN",
    "official_sizes",
    "parse_size",
    "check_size",
    "check_layout",
    "neutral_points",
    "start_cells",
]

EMPTY, BLACK, WHITE, NEUTRAL = 0, 1, 2, 3
DRAW = 3  # winner value of a draw; equals tanbo.game.DRAW (which imports this package)
PASS = -1
LAYOUTS = ("9", "5", "0")
SIZES: tuple[tuple[int, int], ...] = ((19, 19), (15, 15), (13, 13))
DEFAULT_LAYOUT = "9"
DEFAULT_SIZE = (19, 19)
CAPTURES_TO_WIN = 20
LINE_TO_WIN = 5
_SIZES_TEXT = ", ".join(f"{w}x{h}" for w, h in SIZES)
_SIZE_RE = re.compile(r"([1-9][0-9]?)x([1-9][0-9]?)")


def official_sizes(layout: str = DEFAULT_LAYOUT) -> tuple[tuple[int, int], ...]:
    """The sizes DEAGO is played on (the same for every layout; ``ConfigError`` if unknown)."""
    check_layout(layout)
    return SIZES


def check_layout(layout: str) -> None:
    """Raise :class:`ConfigError` unless ``layout`` is ``9``, ``5`` or ``0``."""
    if layout not in LAYOUTS:
        raise ConfigError(
            f"unknown neutral layout {excerpt(layout)}: expected one of {', '.join(LAYOUTS)}"
        )


def parse_size(text: str) -> tuple[int, int]:
    """Parse ``NxN`` into ``(width, height)`` and check it is a DEAGO size (``ConfigError``)."""
    m = _SIZE_RE.fullmatch(text)
    if m is None:
        raise ConfigError(f"malformed size {excerpt(text)}: expected one of {_SIZES_TEXT}")
    width, height = int(m.group(1)), int(m.group(2))
    if (width, height) not in SIZES:
        raise ConfigError(
            f"size {excerpt(text)} is not a DEAGO size: expected one of {_SIZES_TEXT}"
        )
    return width, height


def check_size(width: int, height: int) -> None:
    """Raise :class:`ConfigError` unless ``width`` x ``height`` is a DEAGO size."""
    if (width, height) not in SIZES:
        raise ConfigError(
            f"size {width}x{height} is not a DEAGO size: expected one of {_SIZES_TEXT}"
        )


def neutral_points(width: int, height: int, layout: str) -> tuple[int, ...]:
    """The point indices of the neutral stones of ``layout``, ascending."""
    check_size(width, height)
    check_layout(layout)
    lines = (3, width // 2, width - 4)
    if layout == "0":
        chosen: list[tuple[int, int]] = []
    elif layout == "5":
        lo, mid, hi = lines
        chosen = [(lo, lo), (lo, hi), (mid, mid), (hi, lo), (hi, hi)]
    else:
        chosen = [(r, c) for r in lines for c in lines]
    geo = Geometry.of(width, height)
    return tuple(sorted(geo.index(r, c) for r, c in chosen))


def start_cells(width: int, height: int, layout: str) -> list[int]:
    """The start position as a list of cells (``EMPTY`` or ``NEUTRAL``)."""
    cells = [EMPTY] * (width * height)
    for p in neutral_points(width, height, layout):
        cells[p] = NEUTRAL
    return cells
