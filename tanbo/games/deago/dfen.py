"""DFEN, DEAGO's one-line position text, and a plain board diagram.

DFEN (rules page, "Notation"): the ranks from the top (rank N first) joined by
``/``; in a rank ``B``, ``W``, ``N`` (neutral) and decimal run-lengths of empty
points; then, each after a single space: the side to move ``b``/``w``; Black's
captured-stone count; White's captured-stone count; the consecutive passes just
made (``0``, ``1``, or ``2`` = the game ended in a draw). The 19x19 start::

    19/19/19/3N5N5N3/19/19/19/19/19/3N5N5N3/19/19/19/19/19/3N5N5N3/19/19/19 b 0 0 0

The parser is strict so that ``format_dfen(parse_dfen(s)) == s`` for every
accepted ``s``. It rejects, with a :class:`~tanbo.errors.PositionError` quoting
the text: any other whitespace or field count; a run length that is zero or has a
leading zero (consecutive digits are one run, so runs are always maximal); a rank
of the wrong width; a board that is not 19x19, 15x15 or 13x13; a count that is not a
decimal number 0-999 without leading zeros; passes other than 0, 1, 2; a side to
move other than ``b``/``w``. :meth:`tanbo.games.deago.state.DeagoState.from_dfen`
also rejects results that cannot arise in play. This module knows nothing of the
state class (the state imports it, never the reverse).
"""

from __future__ import annotations

import re

from tanbo import boardtext
from tanbo.errors import PositionError
from tanbo.games.deago.setups import BLACK, NEUTRAL, SIZES, WHITE
from tanbo.geometry import Geometry
from tanbo.limits import excerpt

__all__ = ["parse_dfen", "format_dfen", "diagram", "quoted", "MAX_COUNT"]

MAX_COUNT = 999  # captured counts: the game ends at 20, so real counts stay far below
_COUNT_RE = re.compile(r"0|[1-9][0-9]{0,2}")
_STONE = {"B": BLACK, "W": WHITE, "N": NEUTRAL}
_LETTER = {BLACK: "B", WHITE: "W", NEUTRAL: "N"}
_MAX_SIDE = max(w for w, _ in SIZES)
QUOTE_CHARS = 700
_SIZES_TEXT = ", ".join(f"{w}x{h}" for w, h in SIZES)


def quoted(text: str) -> str:
    """The text for a message: shortened past any canonical DFEN's length."""
    return excerpt(text, QUOTE_CHARS)


def _fail(text: str, why: str) -> PositionError:
    return PositionError(f"malformed DFEN {quoted(text)}: {why}")


def parse_dfen(text: str) -> tuple[Geometry, list[int], int, tuple[int, int], int]:
    """Parse DFEN into ``(geometry, cells, side to move, (black, white) captured, passes)``.

    Raises :class:`PositionError` quoting the text for anything malformed.
    """
    if not isinstance(text, str):
        raise PositionError(f"DFEN must be text, got {type(text).__name__}")
    parts = text.split(" ")
    if len(parts) != 5:
        raise _fail(
            text,
            "expected '<ranks> <b|w> <black captured> <white captured> <passes>' "
            "separated by single spaces",
        )
    board, side, black_caps, white_caps, passes_text = parts
    if side not in ("b", "w"):
        raise _fail(text, f"side to move must be 'b' or 'w', got {excerpt(side)}")
    counts = []
    for who, field in (("Black", black_caps), ("White", white_caps)):
        if _COUNT_RE.fullmatch(field) is None:
            raise _fail(
                text,
                f"{who}'s captured count must be a number 0-{MAX_COUNT} "
                f"without leading zeros, got {excerpt(field)}",
            )
        counts.append(int(field))
    if passes_text not in ("0", "1", "2"):
        raise _fail(text, f"consecutive passes must be 0, 1 or 2, got {excerpt(passes_text)}")
    width, height, cells = boardtext.parse_board(
        board, _STONE, _MAX_SIDE, lambda why: _fail(text, why)
    )
    if (width, height) not in SIZES:
        raise _fail(text, f"the board is {width}x{height}: expected one of {_SIZES_TEXT}")
    geometry = Geometry.of(width, height)
    to_move = BLACK if side == "b" else WHITE
    captured = (counts[0], counts[1])
    passes = int(passes_text)
    canonical = format_dfen(geometry, cells, to_move, captured, passes)
    if canonical != text:
        raise PositionError(f"non-canonical DFEN {quoted(text)}: expected {canonical!r}")
    return geometry, cells, to_move, captured, passes


def format_dfen(
    geometry: Geometry, cells: list[int], to_move: int, captured: tuple[int, int], passes: int
) -> str:
    """Format a position as DFEN."""
    board = boardtext.format_board(geometry, cells, _LETTER)
    side = "b" if to_move == BLACK else "w"
    return f"{board} {side} {captured[0]} {captured[1]} {passes}"


def diagram(geometry: Geometry, cells: list[int]) -> str:
    """A text diagram (top rank first, files below; ``N`` is a neutral stone)."""
    return boardtext.diagram(geometry, cells, ".BWN")
