"""TFEN, the one-line position text, and a plain board diagram.

TFEN: the ranks from the top down joined by ``/``; in each rank ``B`` and ``W``
are stones and a decimal number is a run of empty points; then one space and
the side to move, ``b`` or ``w``. Example (7x7 dense start)::

    B1W1B1W/7/W1B1W1B/7/B1W1B1W/7/W1B1W1B b

The parser is strict so that ``format_tfen(parse_tfen(s)) == s`` for every
accepted ``s``: runs of empty points are maximal, written without leading
zeros, and no whitespace other than the single separating space is allowed.
"""

from __future__ import annotations

import re

from tanbo.errors import PositionError
from tanbo.geometry import FILES, MAX_SIDE, Geometry
from tanbo.setups import BLACK, EMPTY, WHITE

__all__ = ["parse_tfen", "format_tfen", "diagram"]

_TOKEN_RE = re.compile(r"[BW]|[1-9][0-9]*")
_STONE = {"B": BLACK, "W": WHITE}
_LETTER = {BLACK: "B", WHITE: "W"}


def parse_tfen(text: str) -> tuple[Geometry, list[int], int]:
    """Parse TFEN into ``(geometry, cells, side to move)``.

    Any board of 1..25 files and ranks is accepted (hand-built positions);
    raises :class:`PositionError` quoting the text for anything malformed.
    """
    if not isinstance(text, str):
        raise PositionError(f"TFEN must be text, got {type(text).__name__}")
    parts = text.split(" ")
    if len(parts) != 2:
        raise PositionError(
            f"malformed TFEN {text!r}: expected '<ranks> <b|w>' with exactly one space"
        )
    board, side = parts
    if side not in ("b", "w"):
        raise PositionError(
            f"malformed TFEN {text!r}: side to move must be 'b' or 'w', got {side!r}"
        )
    ranks = board.split("/")
    if len(ranks) > MAX_SIDE:
        raise PositionError(f"malformed TFEN {text!r}: more than {MAX_SIDE} ranks")
    rows: list[list[int]] = []
    for rank in ranks:
        row: list[int] = []
        pos = 0
        prev_run = False
        while pos < len(rank):
            m = _TOKEN_RE.match(rank, pos)
            if m is None:
                raise PositionError(
                    f"malformed TFEN {text!r}: unexpected {rank[pos]!r} in rank {rank!r} "
                    "(expected B, W or a run length)"
                )
            tok = m.group()
            pos = m.end()
            if tok in _STONE:
                row.append(_STONE[tok])
                prev_run = False
            else:
                if prev_run:  # unreachable: the regex takes whole numbers
                    raise PositionError(f"malformed TFEN {text!r}: split run in {rank!r}")
                run = int(tok)
                if run > MAX_SIDE:
                    raise PositionError(f"malformed TFEN {text!r}: run {tok} is too long")
                row.extend([EMPTY] * run)
                prev_run = True
            if len(row) > MAX_SIDE:
                raise PositionError(f"malformed TFEN {text!r}: rank {rank!r} is too long")
        if not row:
            raise PositionError(f"malformed TFEN {text!r}: empty rank")
        rows.append(row)
    width = len(rows[0])
    for i, row in enumerate(rows):
        if len(row) != width:
            raise PositionError(
                f"malformed TFEN {text!r}: rank {len(rows) - i} has {len(row)} points, "
                f"the top rank has {width}"
            )
    geometry = Geometry.of(width, len(rows))
    cells = [c for row in rows for c in row]
    to_move = BLACK if side == "b" else WHITE
    if format_tfen(geometry, cells, to_move) != text:
        raise PositionError(
            f"non-canonical TFEN {text!r}: expected {format_tfen(geometry, cells, to_move)!r}"
        )
    return geometry, cells, to_move


def format_tfen(geometry: Geometry, cells: list[int], to_move: int) -> str:
    """Format cells and side to move as TFEN."""
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
            parts.append(_LETTER[c])
        if run:
            parts.append(str(run))
        out.append("".join(parts))
    return "/".join(out) + (" b" if to_move == BLACK else " w")


def diagram(geometry: Geometry, cells: list[int]) -> str:
    """A text diagram as on the rules page (rank 7 at the top, files below)."""
    w, h = geometry.width, geometry.height
    label = len(str(h))
    lines = []
    for r in range(h):
        row = " ".join(".BW"[c] for c in cells[r * w : (r + 1) * w])
        lines.append(f"{h - r:>{label}}  {row}")
    lines.append(" " * (label + 2) + " ".join(FILES[:w]))
    return "\n".join(lines)
