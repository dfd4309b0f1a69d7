"""A slow, obviously-correct Tanbo reference implementation, used only to check the engine.

Written from ``TANBO-RULES.md`` alone (it shares no code with :mod:`tanbo`): a position
is an immutable tuple of cells plus the side to move, and every question is answered
from scratch by flood fill. The differential tests and ``python -m tanbo bench`` compare
the fast incremental engine in :mod:`tanbo.games.tanbo.state` against it.

Start reading at :class:`RefState`; :func:`random_playout` plays a uniformly random game.
Points are ints ``row_from_top * width + col``; colours are 0 empty, 1 Black, 2 White.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache, cached_property
from typing import NamedTuple

__all__ = [
    "BLACK",
    "CLASSIC_SIZES",
    "DENSE_SIZES",
    "EMPTY",
    "WHITE",
    "Played",
    "RefGroup",
    "RefState",
    "random_playout",
]

EMPTY, BLACK, WHITE = 0, 1, 2

# Rules page, "Board and setups": the official sizes, written WxH (files x ranks).
_DENSE_BASE = ((7, 7), (11, 11), (15, 15), (19, 19), (5, 7), (7, 9), (9, 11), (11, 13),
               (13, 15), (15, 17), (17, 19))
DENSE_SIZES: frozenset[tuple[int, int]] = frozenset(
    _DENSE_BASE + tuple((h, w) for (w, h) in _DENSE_BASE)
)
CLASSIC_SIZES: frozenset[tuple[int, int]] = frozenset({(19, 19)})


class RefGroup(NamedTuple):
    """A root: its colour, its stones (sorted), and whether it was the current root."""

    colour: int
    stones: tuple[int, ...]
    current: bool = False


class Played(NamedTuple):
    """The result of :meth:`RefState.play`: the new position and the roots it removed."""

    state: RefState
    removed: tuple[RefGroup, ...]


def _other(colour: int) -> int:
    return BLACK if colour == WHITE else WHITE


@cache
def _neighbours(width: int, height: int, p: int) -> tuple[int, ...]:
    """The orthogonal neighbours of point ``p`` on a ``width`` x ``height`` board (kept:
    the games ask for the same few boards' points millions of times)."""
    r, c = divmod(p, width)
    out = []
    if r > 0:
        out.append(p - width)
    if r < height - 1:
        out.append(p + width)
    if c > 0:
        out.append(p - 1)
    if c < width - 1:
        out.append(p + 1)
    return tuple(out)


@dataclass(frozen=True)
class RefState:
    """One Tanbo position: ``cells[row_from_top * width + col]`` and the side to move."""

    width: int
    height: int
    cells: tuple[int, ...]
    to_move: int

    # ----- construction -------------------------------------------------------------

    @classmethod
    def new(cls, width: int = 7, height: int = 7, setup: str = "dense") -> RefState:
        """The start position of ``setup`` on ``width`` x ``height``; ValueError if unofficial."""
        if setup == "dense":
            # dense: a stone where row and column are both even, Black when r/2 + c/2 is even.
            sizes, step = DENSE_SIZES, 2
        elif setup == "classic":
            # classic: rows/columns 0, 6, 12, 18, Black when r/6 + c/6 is even.
            sizes, step = CLASSIC_SIZES, 6
        else:
            raise ValueError(f"unknown setup {setup!r}")
        if (width, height) not in sizes:
            raise ValueError(f"size {width}x{height} is not official for {setup}")
        cells = []
        for r in range(height):
            for c in range(width):
                if r % step == 0 and c % step == 0:
                    cells.append(BLACK if (r // step + c // step) % 2 == 0 else WHITE)
                else:
                    cells.append(EMPTY)
        return cls(width, height, tuple(cells), BLACK)

    @classmethod
    def from_tfen(cls, text: str) -> RefState:
        """Parse TFEN: ranks from the top joined by '/', B/W/run-length digits, then b or w."""
        board, side = text.split(" ")
        if side not in ("b", "w"):
            raise ValueError(f"bad side to move {side!r}")
        rows: list[list[int]] = []
        for rank in board.split("/"):
            row: list[int] = []
            number = ""
            for ch in rank + "#":  # '#' flushes a trailing run of empties
                if ch.isdigit():
                    number += ch
                    continue
                if number:
                    row.extend([EMPTY] * int(number))
                    number = ""
                if ch == "B":
                    row.append(BLACK)
                elif ch == "W":
                    row.append(WHITE)
                elif ch != "#":
                    raise ValueError(f"bad character {ch!r} in TFEN")
            rows.append(row)
        width = len(rows[0])
        if width == 0 or any(len(row) != width for row in rows):
            raise ValueError(f"ranks of unequal length in {text!r}")
        cells = tuple(x for row in rows for x in row)
        return cls(width, len(rows), cells, BLACK if side == "b" else WHITE)

    def tfen(self) -> str:
        """The position as TFEN."""
        ranks = []
        for r in range(self.height):
            out = ""
            run = 0
            for c in range(self.width):
                x = self.cells[r * self.width + c]
                if x == EMPTY:
                    run += 1
                    continue
                if run:
                    out += str(run)
                    run = 0
                out += "B" if x == BLACK else "W"
            if run:
                out += str(run)
            ranks.append(out)
        return "/".join(ranks) + (" b" if self.to_move == BLACK else " w")

    # ----- geometry -----------------------------------------------------------------

    def neighbours(self, p: int) -> tuple[int, ...]:
        """The orthogonal neighbours of point ``p``."""
        return _neighbours(self.width, self.height, p)

    def point_name(self, p: int) -> str:
        """File letter (a, b, ... none skipped) + rank counted from the bottom."""
        r, c = divmod(p, self.width)
        return chr(ord("a") + c) + str(self.height - r)

    # ----- roots --------------------------------------------------------------------

    def roots(self) -> list[RefGroup]:
        """Every root (maximal orthogonally connected one-colour group), by flood fill."""
        seen: set[int] = set()
        out = []
        for start, colour in enumerate(self.cells):
            if colour == EMPTY or start in seen:
                continue
            group = {start}
            todo = [start]
            while todo:
                p = todo.pop()
                for q in self.neighbours(p):
                    if self.cells[q] == colour and q not in group:
                        group.add(q)
                        todo.append(q)
            seen |= group
            out.append(RefGroup(colour, tuple(sorted(group))))
        return out

    def growth_points(self, root: RefGroup) -> list[int]:
        """Empty points adjacent to exactly one stone of ``root`` and no other own stone."""
        members = set(root.stones)
        return [
            q for q in range(len(self.cells)) if self._sole_own_neighbour(q, root.colour) in members
        ]

    def _sole_own_neighbour(self, q: int, colour: int) -> int:
        # The one stone of ``colour`` next to empty point q, or -1 if there are 0 or 2+.
        # An empty point touched twice by the same root is therefore no growth point.
        if self.cells[q] != EMPTY:
            return -1
        own = [n for n in self.neighbours(q) if self.cells[n] == colour]
        return own[0] if len(own) == 1 else -1

    def bounded_roots(self) -> list[RefGroup]:
        """The roots with no growth point (one pass over the empty points)."""
        roots = self.roots()
        owner = {p: i for i, root in enumerate(roots) for p in root.stones}
        growing: set[int] = set()
        for q in range(len(self.cells)):
            for colour in (BLACK, WHITE):
                stone = self._sole_own_neighbour(q, colour)
                if stone >= 0:
                    growing.add(owner[stone])
        return [root for i, root in enumerate(roots) if i not in growing]

    def is_bounded(self, root: RefGroup) -> bool:
        """A root with no growth point is bounded."""
        return not self.growth_points(root)

    def stone_count(self, colour: int) -> int:
        """How many stones ``colour`` has on the board."""
        return self.cells.count(colour)

    # ----- moves --------------------------------------------------------------------

    @cached_property
    def _placements(self) -> tuple[int, ...]:
        # Placement: an empty point orthogonally adjacent to exactly one stone of the
        # mover's colour; opponent stones do not matter. (Kept: a state never changes.)
        return tuple(
            p
            for p in range(len(self.cells))
            if self.cells[p] == EMPTY
            and sum(1 for q in self.neighbours(p) if self.cells[q] == self.to_move) == 1
        )

    @property
    def winner(self) -> int:
        """0 while the game goes on, else the winning colour.

        A colour with no stones has lost. Project decision (engine, for hand-built
        positions only): a side to move that has stones but no legal placement loses.
        """
        black, white = self.stone_count(BLACK), self.stone_count(WHITE)
        if black == 0 and white == 0:
            return _other(self.to_move)
        if black == 0:
            return WHITE
        if white == 0:
            return BLACK
        if not self._placements:
            return _other(self.to_move)
        return 0

    def legal_moves(self) -> list[int]:
        """Sorted legal points; empty once the game is over."""
        if self.winner:
            return []
        return list(self._placements)

    def play(self, p: int) -> Played:
        """Place a stone at ``p`` and apply the removal rule; returns a new state."""
        if p not in self.legal_moves():
            raise ValueError(f"illegal move {p}")
        cells = list(self.cells)
        cells[p] = self.to_move
        placed = RefState(self.width, self.height, tuple(cells), self.to_move)
        bounded = placed.bounded_roots()
        current = [root for root in bounded if p in root.stones]
        # Rule 1: the current root is bounded => remove it, and only it.
        # Rule 2: otherwise remove every bounded root, of both colours, all at once.
        removed = [current[0]._replace(current=True)] if current else bounded
        for root in removed:
            for q in root.stones:
                cells[q] = EMPTY
        after = RefState(self.width, self.height, tuple(cells), _other(self.to_move))
        return Played(after, tuple(sorted(removed)))


def random_playout(state: RefState, rng: random.Random) -> tuple[int, int]:
    """Play uniformly random legal moves to the end; returns (winner, plies played)."""
    plies = 0
    while not state.winner:
        state = state.play(rng.choice(state.legal_moves())).state
        plies += 1
    return state.winner, plies
