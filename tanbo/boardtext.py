"""The board field shared by the position texts (Tanbo's TFEN, DEAGO's DFEN) and diagrams.

The ranks from the top joined by ``/``; in a rank, one letter per stone (``B``,
``W``, and DEAGO's ``N``) and decimal run lengths of empty points, maximal and
without leading zeros (so ``format_board(parse_board(b)) == b``). Each format
passes its letters and a ``fail(why)`` that builds its own error quoting the text.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping

from tanbo.errors import PositionError
from tanbo.geometry import FILES, Geometry
from tanbo.limits import excerpt

__all__ = ["parse_board", "format_board", "diagram"]

EMPTY = 0
_RUN_RE = re.compile(r"[1-9][0-9]*")


def parse_board(
    board: str,
    letters: Mapping[str, int],
    max_side: int,
    fail: Callable[[str], PositionError],
) -> tuple[int, int, list[int]]:
    """Parse the board field into ``(width, height, cells)`` (raises ``fail(why)``).

    ``letters`` maps each stone letter to its cell value; empty points are 0. At
    most ``max_side`` ranks and points per rank; every rank as wide as the top one.
    """
    expected = ", ".join(letters) + " or a run length"
    ranks = board.split("/")
    if len(ranks) > max_side:
        raise fail(f"more than {max_side} ranks")
    rows: list[list[int]] = []
    for rank in ranks:
        row: list[int] = []
        pos = 0
        while pos < len(rank):
            ch = rank[pos]
            if ch in letters:
                row.append(letters[ch])
                pos += 1
            else:
                m = _RUN_RE.match(rank, pos)
                if m is None:
                    raise fail(f"unexpected {ch!r} in rank {excerpt(rank)} (expected {expected})")
                # The regex takes whole numbers, so two runs never follow each other.
                tok = m.group()
                if len(tok) > 2 or int(tok) > max_side:
                    raise fail(f"run {excerpt(tok, 8)} in rank {excerpt(rank)} is too long")
                row.extend([EMPTY] * int(tok))
                pos = m.end()
            if len(row) > max_side:
                raise fail(f"rank {excerpt(rank)} is too long")
        if not row:
            raise fail("empty rank")
        rows.append(row)
    width = len(rows[0])
    for i, row in enumerate(rows):
        if len(row) != width:
            raise fail(f"rank {len(rows) - i} has {len(row)} points, the top rank has {width}")
    return width, len(rows), [c for row in rows for c in row]


def format_board(geometry: Geometry, cells: list[int], letters: Mapping[int, str]) -> str:
    """The board field of ``cells`` (``letters`` maps each stone value to its letter)."""
    out: list[str] = []
    w = geometry.width
    for r in range(geometry.height):
        parts: list[str] = []
        run = 0
        for c in cells[r * w : (r + 1) * w]:
            if c == EMPTY:
                run += 1
                continue
            if run:
                parts.append(str(run))
                run = 0
            parts.append(letters[c])
        if run:
            parts.append(str(run))
        out.append("".join(parts))
    return "/".join(out)


def diagram(geometry: Geometry, cells: list[int], symbols: str) -> str:
    """A text diagram, top rank first, files below; ``symbols[cell]`` per point."""
    w, h = geometry.width, geometry.height
    label = len(str(h))
    lines = []
    for r in range(h):
        row = " ".join(symbols[c] for c in cells[r * w : (r + 1) * w])
        lines.append(f"{h - r:>{label}}  {row}")
    lines.append(" " * (label + 2) + " ".join(FILES[:w]))
    return "\n".join(lines)
