"""DEAGO shapes for level 5: the points that make fours and open fours, and pair captures.

The plain window evaluation (:mod:`tanbo.ai.games.deago.evaluation`) and the move
scores see a three only as a sum of windows; these functions name the points:

* :func:`four_points` — the empty points where a stone of a colour makes a
  horizontal/vertical window of five holding four of its stones and one empty
  point (a *four*: a win next move). The opponent's four points are where the
  side to move blocks a three (straight, broken ``X X . X``, or through a neutral
  it could convert) before it becomes a four.
* :func:`open_four_points` — those after which the colour has two or more
  different winning points on the same line (an *open four*: one stone cannot
  block both; only a capture may save the defender). An open three is a line
  with such a point.
* :func:`capture_points` — the empty points where a stone of a colour takes a
  pair (all 8 directions): the capture that takes a stone out of a line, or,
  for the opponent, where the side to move must defend its pair.

Each line is read as a slice of one ``bytes`` (as the evaluation does) and its
analysis is memoised per line contents, so a call costs tens of microseconds.
A leaf module: it imports none of the search's modules.
"""

from __future__ import annotations

import functools
import re
from typing import Any

from tanbo.games.deago.setups import BLACK, EMPTY, NEUTRAL, WHITE

__all__ = [
    "four_points", "open_four_points", "shape_points", "Points", "capture_points", "pair_points",
    "line_points", "convert_view", "orth_text", "orth_index", "LINE",
]

_OFF = 4  # the engine's border cell value
LINE = re.compile(b"[^\x04]{5,}")
"""A run of five or more cells between border cells (neutrals are read per colour)."""


def convert_view(seg: bytes, c: int) -> bytes:
    """``seg`` with each neutral ``c`` could still convert (a ``c`` neighbour, the other
    ``c`` or empty) shown as ``c``, every other neutral as the border."""
    out = bytearray(seg)
    n = len(seg)
    for k, v in enumerate(seg):
        if v == NEUTRAL:
            a = seg[k - 1] if k else _OFF
            b = seg[k + 1] if k + 1 < n else _OFF
            ok = a in (c, EMPTY) and b in (c, EMPTY) and (a == c or b == c)
            out[k] = c if ok else _OFF
    return bytes(out)


def _stones(cells: list[int], kind: int) -> list[int]:
    """Internal points holding a stone of ``kind`` (BLACK, WHITE or NEUTRAL), ascending.

    Read as bytes, found by ``bytes.find``: several times faster than a Python loop over
    the board (the threat scans and the move scores call this at every node).
    """
    board = bytes(cells)
    mark = bytes([kind])
    out = []
    i = board.find(mark)
    while i >= 0:
        out.append(i)
        i = board.find(mark, i + 1)
    return out


@functools.lru_cache(maxsize=16)
def orth_index(stride: int, size: int) -> tuple[int, ...]:
    """Internal point of each byte of the orthogonal text (rows, then the columns)."""
    out = list(range(size))
    out.append(-1)
    for k in range(stride):
        if k:
            out.append(-1)
        out.extend(range(k, size, stride))
    return tuple(out)


def orth_text(cells: list[int], stride: int) -> bytes:
    """The padded board's rows, then its columns, as one ``bytes`` (border cells between)."""
    rows = bytes(cells)
    return rows + b"\x04" + b"\x04".join(rows[k::stride] for k in range(stride))


@functools.lru_cache(maxsize=1 << 17)
def line_points(seg: bytes, c: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(four points, open-four points) of ``c`` in one line (offsets into ``seg``).

    A neutral ``c`` could still convert counts as its stone (as in the
    evaluation). A four point's stone leaves a window of five with four stones
    of ``c`` and one empty point; an open-four point's stone leaves two or more
    such empty points (different winning points).
    """
    view = convert_view(seg, c) if NEUTRAL in seg else seg
    wins_after: dict[int, set[int]] = {}
    for k in range(len(view) - 4):
        win = view[k : k + 5]
        if win.count(c) == 3 and win.count(EMPTY) == 2:
            a, b = (k + j for j in range(5) if win[j] == EMPTY)
            wins_after.setdefault(a, set()).add(b)
            wins_after.setdefault(b, set()).add(a)
    fours = tuple(sorted(wins_after))
    opens = tuple(p for p in fours if len(wins_after[p]) >= 2)
    return fours, opens


Points = tuple[list[int], list[int]]
"""(four points, open-four points) of one colour, internal points ascending."""


def shape_points(state: Any) -> tuple[Points, Points]:
    """(Black's, White's) :data:`Points`, read in one pass over the rows and columns."""
    cells: list[int] = state._cells
    stride: int = state._stride
    text = orth_text(cells, stride)
    index = orth_index(stride, len(cells))
    found: list[set[int]] = [set(), set(), set(), set()]  # fours, opens of Black; of White
    for m in LINE.finditer(text):
        seg = m.group()
        neutral = NEUTRAL in seg
        start = m.start()
        for c in (BLACK, WHITE):
            if neutral or seg.count(c) >= 2:
                fours, opens = line_points(seg, c)
                if fours:
                    k = 2 * (c - 1)
                    found[k].update(index[start + q] for q in fours)
                    found[k + 1].update(index[start + q] for q in opens)
    return (sorted(found[0]), sorted(found[1])), (sorted(found[2]), sorted(found[3]))


def four_points(state: Any, c: int) -> list[int]:
    """Empty internal points where a stone of ``c`` makes a four (ascending)."""
    return shape_points(state)[c - 1][0]


def open_four_points(state: Any, c: int) -> list[int]:
    """Empty internal points where a stone of ``c`` makes an open four (ascending)."""
    return shape_points(state)[c - 1][1]


def pair_points(cells: list[int], stride: int, c: int) -> tuple[dict[int, int], list[int]]:
    """The other colour's pairs (any of 8 directions) as ``c`` meets them: (the empty
    points where a stone of ``c`` takes pairs now -> the stones it takes, 2 a pair; the
    empty ends of each pair with both ends empty, where ``c`` threatens it)."""
    o = 3 - c
    taken: dict[int, int] = {}
    open_ends: list[int] = []
    for s in _stones(cells, o):
        for d in (1, stride, stride + 1, stride - 1):  # each pair (s, s + d) once
            if cells[s + d] != o:
                continue
            before, after = cells[s - d], cells[s + d + d]
            if before == c and after == EMPTY:
                taken[s + d + d] = taken.get(s + d + d, 0) + 2
            elif after == c and before == EMPTY:
                taken[s - d] = taken.get(s - d, 0) + 2
            elif before == EMPTY and after == EMPTY:
                open_ends += (s - d, s + d + d)
    return taken, open_ends


def capture_points(state: Any, c: int) -> list[int]:
    """Empty internal points where a stone of ``c`` takes a pair now (any of 8 directions)."""
    return sorted(pair_points(state._cells, state._stride, c)[0])

