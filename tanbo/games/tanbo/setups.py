"""Official board sizes and the two starting setups (rules page, "Board and setups").

``dense`` (2026, default): a stone on every point whose row and column from the
top-left are both even, Black when ``r/2 + c/2`` is even. ``classic`` (1993):
19x19 only, 16 stones on rows/columns 0, 6, 12, 18, Black when ``r/6 + c/6`` is even.
"""

from __future__ import annotations

from tanbo.errors import ConfigError
from tanbo.geometry import Geometry, parse_size
from tanbo.limits import excerpt

__all__ = [
    "DENSE",
    "CLASSIC",
    "SETUPS",
    "DENSE_SIZES",
    "CLASSIC_SIZES",
    "DEFAULT_SIZE",
    "DEFAULT_SETUP",
    "official_sizes",
    "parse_size",
    "check_size",
    "start_cells",
]

DENSE = "dense"
CLASSIC = "classic"
SETUPS = (DENSE, CLASSIC)
_SQUARES = ((7, 7), (11, 11), (15, 15), (19, 19))
# "Or 5x7, 7x9, 9x11, 11x13...": the series goes on, two more files and ranks each step,
# up to the 19 points of the largest (Go) board.
_RECTS = ((5, 7), (7, 9), (9, 11), (11, 13), (13, 15), (15, 17), (17, 19))
DENSE_SIZES: tuple[tuple[int, int], ...] = _SQUARES + _RECTS + tuple((h, w) for (w, h) in _RECTS)
CLASSIC_SIZES: tuple[tuple[int, int], ...] = ((19, 19),)
DEFAULT_SIZE = (7, 7)
DEFAULT_SETUP = DENSE

EMPTY, BLACK, WHITE = 0, 1, 2


def official_sizes(setup: str) -> tuple[tuple[int, int], ...]:
    """The sizes on which ``setup`` may be played; raises :class:`ConfigError`."""
    if setup == DENSE:
        return DENSE_SIZES
    if setup == CLASSIC:
        return CLASSIC_SIZES
    raise ConfigError(f"unknown setup {excerpt(setup)}: expected one of {', '.join(SETUPS)}")


def _sizes_text(sizes: tuple[tuple[int, int], ...]) -> str:
    return ", ".join(f"{w}x{h}" for w, h in sizes)


def check_size(width: int, height: int, setup: str) -> None:
    """Raise :class:`ConfigError` unless ``setup`` is official on ``width`` x ``height``."""
    sizes = official_sizes(setup)
    if (width, height) not in sizes:
        raise ConfigError(
            f"size {width}x{height} is not official for the {setup} setup: "
            f"expected one of {_sizes_text(sizes)}"
        )


def start_cells(width: int, height: int, setup: str) -> list[int]:
    """The start position as a list of cells (0 empty, 1 Black, 2 White)."""
    check_size(width, height, setup)
    geo = Geometry.of(width, height)
    cells = [EMPTY] * geo.npoints
    step = 2 if setup == DENSE else 6
    for r in range(0, height, step):
        for c in range(0, width, step):
            cells[geo.index(r, c)] = BLACK if (r // step + c // step) % 2 == 0 else WHITE
    return cells
