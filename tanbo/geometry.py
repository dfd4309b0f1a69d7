"""Board geometry: point indices, neighbour tables and point names.

A point is an ``int`` index ``row * width + col`` where ``row`` counts from the
**top** (0) and ``col`` from the left (0). Names follow the rules page: file
letters ``a, b, c, …`` from the left with no letter skipped (``i`` is used) and
rank numbers ``1, 2, …`` from the **bottom**, so on 7x7 the top-left is ``a7``.
"""

from __future__ import annotations

import re
from functools import cache

from tanbo.errors import ConfigError, PointError
from tanbo.limits import excerpt

__all__ = ["Geometry", "FILES", "MAX_SIDE", "parse_size"]

FILES = "abcdefghijklmnopqrstuvwxyz"
MAX_SIDE = 25  # point names use one file letter; rule sizes stop at 19
_POINT_RE = re.compile(r"([a-z])([1-9][0-9]?)")
_SIZE_RE = re.compile(r"([1-9][0-9]?)x([1-9][0-9]?)")


def parse_size(text: str) -> tuple[int, int]:
    """Parse ``WxH`` (e.g. ``7x7``, ``5x7``); raises :class:`ConfigError` if malformed.

    Any game's board size as text; whether the size is official is the game's question.
    """
    m = _SIZE_RE.fullmatch(text)
    if m is None:
        raise ConfigError(
            f"malformed size {excerpt(text)}: expected WxH such as '7x7' or '5x7'"
        )
    return int(m.group(1)), int(m.group(2))


class Geometry:
    """Immutable description of a ``width`` x ``height`` grid; get one with :meth:`of`."""

    __slots__ = ("width", "height", "npoints", "neighbours", "_names", "_index")

    width: int
    height: int
    npoints: int
    neighbours: tuple[tuple[int, ...], ...]

    def __init__(self, width: int, height: int) -> None:
        if not (1 <= width <= MAX_SIDE and 1 <= height <= MAX_SIDE):
            raise ValueError(f"grid sides must be 1..{MAX_SIDE}, got {width}x{height}")
        self.width = width
        self.height = height
        self.npoints = width * height
        nbrs: list[tuple[int, ...]] = []
        for p in range(self.npoints):
            r, c = divmod(p, width)
            adj = []
            if r > 0:
                adj.append(p - width)
            if c > 0:
                adj.append(p - 1)
            if c < width - 1:
                adj.append(p + 1)
            if r < height - 1:
                adj.append(p + width)
            nbrs.append(tuple(adj))
        self.neighbours = tuple(nbrs)
        self._names = tuple(f"{FILES[p % width]}{height - p // width}" for p in range(self.npoints))
        self._index = {name: p for p, name in enumerate(self._names)}

    @staticmethod
    @cache
    def of(width: int, height: int) -> Geometry:
        """Return the shared geometry for a ``width`` x ``height`` grid."""
        return Geometry(width, height)

    @property
    def size_text(self) -> str:
        """The size as written in the rules, ``WxH`` (files x ranks)."""
        return f"{self.width}x{self.height}"

    def index(self, row: int, col: int) -> int:
        """Point index of ``row`` (0 = top) and ``col`` (0 = left)."""
        return row * self.width + col

    def row_col(self, point: int) -> tuple[int, int]:
        """``(row from top, col from left)`` of a point index."""
        return divmod(point, self.width)

    def point_name(self, point: int) -> str:
        """Name of a point index, e.g. ``a7`` for the top-left of 7x7."""
        return self._names[point]

    def parse_point(self, text: str) -> int:
        """Index of a point name; raises :class:`PointError` quoting ``text``."""
        p = self._index.get(text)
        if p is not None:
            return p
        m = _POINT_RE.fullmatch(text)
        if m is None:
            raise PointError(
                f"malformed point {excerpt(text)}: expected a file letter a-"
                f"{FILES[self.width - 1]} and a rank 1-{self.height}, e.g. 'a1'"
            )
        raise PointError(
            f"point {excerpt(text)} is off the {self.size_text} board "
            f"(files a-{FILES[self.width - 1]}, ranks 1-{self.height})"
        )

    def __repr__(self) -> str:
        return f"Geometry({self.width}, {self.height})"
