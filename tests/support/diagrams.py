"""Positions written as board diagrams, as on the rules page, turned into TFEN.

A diagram has one line per rank from the top, each an optional rank number and then
one token per point: ``B`` Black, ``W`` White, ``.`` empty. Blank lines and a footer
line of file letters are ignored::

    3  B . W
    2  . . .
    1  W . B
       a b c

Start with :func:`tfen`; :func:`board` goes the other way for readable failure messages.
"""

from __future__ import annotations

__all__ = ["board", "rank_text", "tfen"]

_TOKENS = {".": "", "B": "B", "W": "W"}


def _rank_tokens(line: str) -> list[str] | None:
    words = line.split()
    if not words or all(len(w) == 1 and w.isalpha() and w.islower() for w in words):
        return None  # blank line or the file-letter footer
    if words[0].isdigit():
        words = words[1:]
    for w in words:
        if w not in _TOKENS:
            raise ValueError(f"bad diagram token {w!r} in line {line!r}")
    return words


def tfen(diagram: str, to_move: str = "b") -> str:
    """The TFEN of a diagram with ``to_move`` (``"b"`` or ``"w"``) to play."""
    if to_move not in ("b", "w"):
        raise ValueError(f"side to move must be 'b' or 'w', got {to_move!r}")
    ranks = []
    width = -1
    for line in diagram.strip("\n").splitlines():
        tokens = _rank_tokens(line)
        if tokens is None:
            continue
        if width >= 0 and len(tokens) != width:
            raise ValueError(f"rank {line!r} has {len(tokens)} points, expected {width}")
        width = len(tokens)
        ranks.append(rank_text(tokens))
    if not ranks:
        raise ValueError("empty diagram")
    return "/".join(ranks) + " " + to_move


def rank_text(tokens: list[str]) -> str:
    """One rank of a TFEN/DFEN: the tokens with each run of ``.`` as its length."""
    text, run = "", 0
    for t in tokens:
        if t == ".":
            run += 1
            continue
        if run:
            text, run = text + str(run), 0
        text += t
    return text + (str(run) if run else "")


def board(position: str) -> str:
    """A TFEN as a diagram with rank numbers and file letters (side to move dropped)."""
    ranks = position.split(" ")[0].split("/")
    rows = []
    for rank in ranks:
        row: list[str] = []
        number = ""
        for ch in rank + "#":
            if ch.isdigit():
                number += ch
                continue
            if number:
                row.extend("." * int(number))
                number = ""
            if ch != "#":
                row.append(ch)
        rows.append(row)
    height, width = len(rows), len(rows[0])
    label = len(str(height))
    lines = [f"{height - i:>{label}}  " + " ".join(row) for i, row in enumerate(rows)]
    lines.append(" " * (label + 2) + " ".join("abcdefghijklmnopqrstuvwxyz"[:width]))
    return "\n".join(lines)
