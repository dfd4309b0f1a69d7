"""DEAGO positions written as board diagrams, turned into DFEN.

A diagram shows a corner (or any window) of a 13x13 (or 15x15, 19x19) board: one line
per rank from the top, each a rank number and then one token per point — ``B`` Black,
``W`` White, ``N`` neutral, ``.`` empty, ``+`` empty and where the test plays (see
:func:`marked`) — and a footer line of file letters. Rank numbers and file letters say
where the window sits on the board (they are the point names the test plays); every
point outside the window is empty. (Tanbo's diagrams, :mod:`tests.support.diagrams`, show the
whole board: DEAGO's smallest board, 13x13, is too big to draw for every rule.) ::

    4  . B . .
    3  . W . .
    2  . W . .
    1  + N B .
       a b c d

Start with :func:`dfen`; :func:`board` (Tanbo's, which reads a DFEN's board too) turns a
DFEN back into a full diagram for failure messages; :func:`cells_dfen` writes a whole board.
"""

from __future__ import annotations

from tests.support.diagrams import board, rank_text

__all__ = ["board", "cells_dfen", "dfen", "marked"]

_FILES = "abcdefghijklmnopqrstuvwxyz"
_TOKENS = (".", "+", "B", "W", "N")


def _is_footer(words: list[str]) -> bool:
    return all(len(w) == 1 and w in _FILES for w in words)


def _window(diagram: str) -> tuple[int, list[tuple[int, list[str]]]]:
    """The first file's index and the (rank number, tokens) rows of a diagram."""
    rows: list[tuple[int, list[str]]] = []
    first_file = 0
    for line in diagram.strip("\n").splitlines():
        words = line.split()
        if not words:
            continue
        if _is_footer(words):
            first_file = _FILES.index(words[0])
            continue
        if not words[0].isdigit():
            raise ValueError(f"diagram rank {line!r} must start with its rank number")
        tokens = words[1:]
        for t in tokens:
            if t not in _TOKENS:
                raise ValueError(f"bad diagram token {t!r} in line {line!r}")
        rows.append((int(words[0]), tokens))
    if not rows:
        raise ValueError("empty diagram")
    return first_file, rows


def marked(diagram: str) -> str:
    """The name of the one point marked ``+`` (where the test plays), e.g. ``c1``."""
    first_file, rows = _window(diagram)
    names = [
        f"{_FILES[first_file + i]}{rank}"
        for rank, tokens in rows
        for i, t in enumerate(tokens)
        if t == "+"
    ]
    if len(names) != 1:
        raise ValueError(f"diagram must mark exactly one point with '+', found {names}")
    return names[0]


def dfen(
    diagram: str,
    to_move: str = "b",
    size: int = 13,
    captured: tuple[int, int] = (0, 0),
    passes: int = 0,
) -> str:
    """The DFEN of a diagram on a ``size`` x ``size`` board, ``to_move`` (``b``/``w``) to play.

    ``captured`` is (Black's, White's) captured-stone count, ``passes`` the consecutive passes.
    """
    if to_move not in ("b", "w"):
        raise ValueError(f"side to move must be 'b' or 'w', got {to_move!r}")
    first_file, rows = _window(diagram)
    grid = [["."] * size for _ in range(size)]
    for rank, tokens in rows:
        if not 1 <= rank <= size or first_file + len(tokens) > size:
            raise ValueError(f"rank {rank} of the diagram does not fit a {size}x{size} board")
        for i, t in enumerate(tokens):
            grid[size - rank][first_file + i] = t
    cells = [t.replace("+", ".") for row in grid for t in row]
    return cells_dfen(cells, size, to_move, captured, passes)


def cells_dfen(
    cells: list[str], size: int, to_move: str, captured: tuple[int, int], passes: int = 0
) -> str:
    """The DFEN of a square board given as tokens ``B W N .`` in point order (top rank first)."""
    ranks = [rank_text(cells[r * size : (r + 1) * size]) for r in range(size)]
    return "/".join(ranks) + f" {to_move} {captured[0]} {captured[1]} {passes}"

