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

from tanbo.boardtext import diagram as board_diagram
from tanbo.boardtext import format_board, parse_board
from tanbo.errors import PositionError
from tanbo.games.tanbo.setups import BLACK, WHITE
from tanbo.geometry import MAX_SIDE, Geometry
from tanbo.limits import excerpt

__all__ = ["parse_tfen", "format_tfen", "diagram"]

_STONE = {"B": BLACK, "W": WHITE}
_LETTER = {BLACK: "B", WHITE: "W"}
QUOTE_CHARS = 700
"""Errors quote at most this much of the text: any canonical TFEN (25x25) is shorter."""


def _quoted(text: str) -> str:
    return excerpt(text, QUOTE_CHARS)


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
            f"malformed TFEN {_quoted(text)}: expected '<ranks> <b|w>' with exactly one space"
        )
    board, side = parts
    if side not in ("b", "w"):
        raise PositionError(
            f"malformed TFEN {_quoted(text)}: side to move must be 'b' or 'w', "
            f"got {excerpt(side)}"
        )

    def fail(why: str) -> PositionError:
        return PositionError(f"malformed TFEN {_quoted(text)}: {why}")

    width, height, cells = parse_board(board, _STONE, MAX_SIDE, fail)
    geometry = Geometry.of(width, height)
    to_move = BLACK if side == "b" else WHITE
    if format_tfen(geometry, cells, to_move) != text:
        raise PositionError(
            f"non-canonical TFEN {_quoted(text)}: "
            f"expected {format_tfen(geometry, cells, to_move)!r}"
        )
    return geometry, cells, to_move


def format_tfen(geometry: Geometry, cells: list[int], to_move: int) -> str:
    """Format cells and side to move as TFEN."""
    board = format_board(geometry, cells, _LETTER)
    return board + (" b" if to_move == BLACK else " w")


def diagram(geometry: Geometry, cells: list[int]) -> str:
    """A text diagram as on the rules page (rank 7 at the top, files below)."""
    return board_diagram(geometry, cells, ".BW")
