"""The Tanbo rules engine: one mutable position with push/pop history.

Start reading at :class:`TanboState`. The rules are on the project's rules page;
the parts that make this module fast are:

* **Roots never merge** (a stone may only touch *one* stone of its colour), so
  each stone carries a fixed root id (``_rid``) and each root a growth-point
  count (``_growth``): "is this root bounded?" is ``growth == 0``.
* A **growth point** of colour *c* is an empty point with exactly one
  neighbour of colour *c*; it belongs to that neighbour's root. So the legal
  moves of *c* are exactly the growth points of *c*'s roots. Per point and
  colour we keep the neighbour count (``_cnt``) and the owning root
  (``_own``, ``-1`` when not a growth point), and per colour an indexable set
  of legal points (``_legal`` + ``_lpos``) for O(1) random choice.
* A root is removed by a flood fill over its root id; removing stones never
  takes a growth point from another root, it can only add some.

Undo restores a snapshot taken by :meth:`TanboState.push`; the unchecked fast
path used by search (:meth:`TanboState.push_unchecked`,
:meth:`TanboState.random_playout`) keeps no history.
"""

from __future__ import annotations

import random as _random
from dataclasses import dataclass

from tanbo.errors import IllegalMoveError
from tanbo.games.tanbo.setups import (
    BLACK,
    DEFAULT_SETUP,
    DEFAULT_SIZE,
    EMPTY,
    WHITE,
    check_size,
    start_cells,
)
from tanbo.geometry import Geometry
from tanbo.position import PositionBase

__all__ = [
    "EMPTY",
    "BLACK",
    "WHITE",
    "COLOUR_NAMES",
    "opponent",
    "RemovedRoot",
    "RootInfo",
    "TanboState",
]

COLOUR_NAMES = {BLACK: "black", WHITE: "white"}


def opponent(colour: int) -> int:
    """The other colour: ``BLACK`` <-> ``WHITE``."""
    return 3 - colour


@dataclass(frozen=True)
class RemovedRoot:
    """A root taken off the board by a move.

    ``current`` is true when it is the mover's own current root (self-removal).
    """

    colour: int
    stones: tuple[int, ...]
    current: bool


@dataclass(frozen=True)
class RootInfo:
    """A root on the board with its stones and growth points (for display)."""

    root_id: int
    colour: int
    stones: tuple[int, ...]
    growth_points: tuple[int, ...]

    @property
    def bounded(self) -> bool:
        """True when the root has no growth point."""
        return not self.growth_points


Snapshot = tuple[
    int, int, tuple[RemovedRoot, ...], list[int], list[int], list[list[int]], list[list[int]],
    list[list[int]], list[list[int]], list[int], list[int], list[int], list[int], list[int],
    list[int], list[int],
]
"""What :meth:`TanboState.push` keeps to :meth:`~TanboState.pop` the move: the side to move,
the winner, the last removed roots and a copy of every table (``_snapshot``)."""


class TanboState(PositionBase):
    """A Tanbo position: board, side to move, winner, and push/pop history.

    Create one with :meth:`new` (a start position) or :meth:`from_tfen`.
    Points are ``int`` indices (see :mod:`tanbo.geometry`). :meth:`push`
    validates; :meth:`push_unchecked` trusts the caller and keeps no history.

    **The fast view** (for the search, as python-chess exposes its bitboards):
    read-only properties that hand out the engine's own incremental tables,
    the very lists :meth:`push_unchecked` keeps up to date, without a copy.
    Colours index the per-colour tables (``[BLACK]``, ``[WHITE]``; index 0 is
    unused); root ids are those of :meth:`root_of`.

    * :attr:`cell_list` -- ``cell_list[p]``: ``EMPTY``, ``BLACK`` or ``WHITE``
      at point ``p`` (what :attr:`cells` returns as a tuple copy);
    * :attr:`neighbour_counts` -- ``neighbour_counts[c][p]``: how many stones of
      colour ``c`` touch point ``p`` (orthogonally);
    * :attr:`growth_owners` -- ``growth_owners[c][p]``: the root id of colour ``c``
      whose growth point ``p`` is, or ``-1`` (:meth:`growth_owner`);
    * :attr:`legal_points` -- ``legal_points[c]``: the legal points of ``c`` (its
      growth points) in no particular order, for O(1) random choice
      (:meth:`legal_moves` is the sorted copy; only the side to move's is its
      legal moves);
    * :attr:`growth_counts` -- ``growth_counts[r]``: the number of growth points
      of root ``r`` (0 = bounded; :meth:`growth_count`);
    * :attr:`root_counts` -- ``root_counts[c]``: the number of roots of ``c``
      (:meth:`root_count`, without its argument check).

    The neighbours of a point are ``geometry.neighbours``. A reader must not
    change these lists: only :meth:`push`, :meth:`pop`, :meth:`push_unchecked`
    and :meth:`random_playout` do. They stay valid while the position is played
    on with :meth:`push_unchecked` (the search's playouts read them once and then
    play); :meth:`pop` and :meth:`copy` put other lists in place, so read the
    view again after either.
    """

    game_name = "tanbo"

    __slots__ = (
        "geometry",
        "setup",
        "to_move",
        "winner",
        "move_stack",
        "last_removed",
        "_nbrs",
        "_cells",
        "_rid",
        "_cnt",
        "_own",
        "_legal",
        "_lpos",
        "_growth",
        "_rsize",
        "_rcolour",
        "_seed",
        "_nroots",
        "_nstones",
        "_stale",
        "_history",
    )

    geometry: Geometry
    setup: str | None
    to_move: int
    winner: int
    move_stack: list[int]
    last_removed: tuple[RemovedRoot, ...]

    # ----------------------------------------------------------------- creation

    def __init__(
        self,
        geometry: Geometry,
        cells: list[int],
        to_move: int = BLACK,
        setup: str | None = None,
    ) -> None:
        """Build a position from raw cells; prefer :meth:`new` or :meth:`from_tfen`."""
        if len(cells) != geometry.npoints:
            raise ValueError("cells do not match the geometry")
        if to_move not in (BLACK, WHITE):
            raise ValueError(f"side to move must be BLACK or WHITE, got {to_move!r}")
        n = geometry.npoints
        self.geometry = geometry
        self.setup = setup
        self.to_move = to_move
        self.winner = EMPTY
        self.move_stack = []
        self.last_removed = ()
        self._history: list[Snapshot] = []
        self._nbrs = geometry.neighbours
        self._cells = list(cells)
        self._rid = [-1] * n
        self._cnt: list[list[int]] = [[], [0] * n, [0] * n]
        self._own: list[list[int]] = [[], [-1] * n, [-1] * n]
        self._legal: list[list[int]] = [[], [], []]
        self._lpos: list[list[int]] = [[], [0] * n, [0] * n]
        self._growth: list[int] = []
        self._rsize: list[int] = []
        self._rcolour: list[int] = []
        self._seed: list[int] = []
        self._nroots = [0, 0, 0]
        self._nstones = [0, 0, 0]
        self._stale: list[int] = []
        self._build()

    @classmethod
    def new(
        cls,
        width: int = DEFAULT_SIZE[0],
        height: int = DEFAULT_SIZE[1],
        setup: str = DEFAULT_SETUP,
    ) -> TanboState:
        """The start position of an official size and setup (``ConfigError`` otherwise)."""
        check_size(width, height, setup)
        return cls(Geometry.of(width, height), start_cells(width, height, setup), BLACK, setup)

    @classmethod
    def from_tfen(cls, text: str) -> TanboState:
        """A position from TFEN text (``PositionError`` if malformed)."""
        from tanbo.games.tanbo.tfen import parse_tfen

        geometry, cells, to_move = parse_tfen(text)
        return cls(geometry, cells, to_move)

    def _build(self) -> None:
        """Derive every incremental table from ``_cells`` (also used by tests)."""
        cells, nbrs, rid = self._cells, self._nbrs, self._rid
        for p, colour in enumerate(cells):
            if colour == EMPTY or rid[p] >= 0:
                continue
            root = len(self._growth)
            self._growth.append(0)
            self._rcolour.append(colour)
            self._seed.append(p)
            rid[p] = root
            stack, size = [p], 0
            while stack:
                s = stack.pop()
                size += 1
                for q in nbrs[s]:
                    if cells[q] == colour and rid[q] < 0:
                        rid[q] = root
                        stack.append(q)
            self._rsize.append(size)
            self._nroots[colour] += 1
            self._nstones[colour] += size
        for colour in (BLACK, WHITE):
            cnt, own = self._cnt[colour], self._own[colour]
            legal, lpos = self._legal[colour], self._lpos[colour]
            for p in range(len(cells)):
                k = 0
                last = -1
                for q in nbrs[p]:
                    if cells[q] == colour:
                        k += 1
                        last = q
                cnt[p] = k
                if cells[p] == EMPTY and k == 1:
                    root = rid[last]
                    own[p] = root
                    self._growth[root] += 1
                    lpos[p] = len(legal)
                    legal.append(p)
        # A hand-built position may hold bounded roots; the rules remove them
        # after the next move that does not bound its own current root.
        self._stale = [r for r, g in enumerate(self._growth) if g == 0]
        self._update_winner()

    def _update_winner(self) -> None:
        nroots = self._nroots
        if nroots[BLACK] == 0 or nroots[WHITE] == 0:
            if nroots[BLACK] == 0 and nroots[WHITE] == 0:
                self.winner = opponent(self.to_move)
            else:
                self.winner = WHITE if nroots[BLACK] == 0 else BLACK
        elif not self._legal[self.to_move]:
            # Only a hand-built position gets here: the side to move has stones
            # but no legal placement (no passing in Tanbo). Project decision:
            # a player who cannot move loses.
            self.winner = opponent(self.to_move)
        else:
            self.winner = EMPTY

    # ------------------------------------------------------------------ queries

    def cell(self, point: int) -> int:
        """``EMPTY``, ``BLACK`` or ``WHITE`` at ``point``."""
        return self._cells[point]

    @property
    def cells(self) -> tuple[int, ...]:
        """All cells, index = point."""
        return tuple(self._cells)

    def legal_moves(self) -> list[int]:
        """Legal points for the side to move, ascending; empty when the game is over."""
        if self.winner:
            return []
        return sorted(self._legal[self.to_move])

    def is_legal(self, point: int) -> bool:
        """True if ``point`` is a legal move for the side to move.

        ``PointError`` if ``point`` is not an ``int`` (``True``, ``1.5``), as for :meth:`push`.
        """
        self._check_move_type(point)
        return (
            not self.winner
            and 0 <= point < self.geometry.npoints
            and self._own[self.to_move][point] >= 0
        )

    def why_illegal(self, point: int) -> str | None:
        """``None`` if legal, else a short reason such as ``"point is occupied"``.

        ``PointError`` if ``point`` is not an ``int`` (``True``, ``1.5``), as for :meth:`push`.
        """
        self._check_move_type(point)
        if self.winner:
            return "the game is over"
        if not 0 <= point < self.geometry.npoints:
            return "point is off the board"
        if self._cells[point] != EMPTY:
            return "point is occupied"
        k = self._cnt[self.to_move][point]
        if k == 1:
            return None
        name = COLOUR_NAMES[self.to_move]
        if k == 0:
            return f"point is not adjacent to a {name} stone"
        return f"point is adjacent to {k} {name} stones (must be exactly one)"

    def stone_count(self, colour: int) -> int:
        """Number of stones of ``colour`` on the board (``ColourError`` for a bad colour)."""
        self._check_colour(colour)
        return self._nstones[colour]

    def root_count(self, colour: int) -> int:
        """Number of roots of ``colour`` on the board (``ColourError`` for a bad colour)."""
        self._check_colour(colour)
        return self._nroots[colour]

    def root_of(self, point: int) -> int:
        """Root id of the stone at ``point``, or ``-1`` if empty."""
        return self._rid[point]

    def growth_count(self, root_id: int) -> int:
        """Number of growth points of a root (0 = bounded)."""
        return self._growth[root_id]

    def growth_owner(self, colour: int, point: int) -> int:
        """Root id of ``colour`` whose growth point ``point`` is, or ``-1``."""
        return self._own[colour][point]

    def root_stones(self, root_id: int) -> tuple[int, ...]:
        """The stones of a live root, ascending."""
        return tuple(sorted(p for p, r in enumerate(self._rid) if r == root_id))

    def roots(self) -> list[RootInfo]:
        """Every root on the board with its stones and growth points."""
        stones: dict[int, list[int]] = {}
        for p, r in enumerate(self._rid):
            if r >= 0:
                stones.setdefault(r, []).append(p)
        gps: dict[int, list[int]] = {r: [] for r in stones}
        for colour in (BLACK, WHITE):
            for p, r in enumerate(self._own[colour]):
                if r >= 0:
                    gps[r].append(p)
        return [
            RootInfo(r, self._rcolour[r], tuple(stones[r]), tuple(gps[r])) for r in sorted(stones)
        ]

    def danger_roots(self) -> list[RootInfo]:
        """Roots with exactly one growth point left (one move from bounded)."""
        return [info for info in self.roots() if len(info.growth_points) == 1]

    # --------------------------------------------------- the fast view (search)

    @property
    def cell_list(self) -> list[int]:
        """The cells, index = point: the engine's own list (read only; class docstring)."""
        return self._cells

    @property
    def neighbour_counts(self) -> list[list[int]]:
        """Per colour and point, the stones of that colour touching it (read only)."""
        return self._cnt

    @property
    def growth_owners(self) -> list[list[int]]:
        """Per colour and point, the root whose growth point it is, or ``-1`` (read only)."""
        return self._own

    @property
    def legal_points(self) -> list[list[int]]:
        """Per colour, its growth points in no order: the legal moves of the side to move."""
        return self._legal

    @property
    def growth_counts(self) -> list[int]:
        """Per root id, its number of growth points (0 = bounded; read only)."""
        return self._growth

    @property
    def root_counts(self) -> list[int]:
        """Per colour, its number of roots on the board (read only)."""
        return self._nroots

    # ------------------------------------------------------------ text helpers

    def move_text(self, move: int) -> str:
        """Notation of a move (just its point)."""
        return self.geometry.point_name(move)

    def parse_move(self, text: str) -> int:
        """A move from its notation (``PointError`` if malformed or off the board)."""
        return self.geometry.parse_point(text.strip())

    def tfen(self) -> str:
        """The position as TFEN text."""
        from tanbo.games.tanbo.tfen import format_tfen

        return format_tfen(self.geometry, self._cells, self.to_move)

    def position_text(self) -> str:
        """The position text of this game (TFEN; see ``GameSpec.position_format``)."""
        return self.tfen()

    def __repr__(self) -> str:
        return f"TanboState.from_tfen({self.tfen()!r})"

    def __str__(self) -> str:
        from tanbo.games.tanbo.tfen import diagram

        return diagram(self.geometry, self._cells)

    # ------------------------------------------------------------------- moves

    def push(self, move: int) -> tuple[RemovedRoot, ...]:
        """Play a legal move, remembering how to :meth:`pop` it.

        Returns the removed roots (also kept in :attr:`last_removed`).
        Raises :class:`IllegalMoveError` (with ``reason``) for an illegal move.
        """
        reason = self.why_illegal(move)  # PointError for a move that is not an int
        if reason is not None:
            text = (
                self.geometry.point_name(move) if 0 <= move < self.geometry.npoints else str(move)
            )
            raise IllegalMoveError(f"illegal move {text!r}: {reason}", move, reason)
        self._history.append(self._snapshot())
        removed = self._place(move, True)
        self.move_stack.append(move)
        self.last_removed = removed or ()
        return self.last_removed

    def push_unchecked(self, move: int) -> None:
        """Fast path for search: play a move the caller knows is legal; no history."""
        self._place(move, False)

    def preview(self, move: int) -> tuple[RemovedRoot, ...]:
        """The roots that ``move`` would remove, without changing this position."""
        self._check_move_type(move)
        scratch = self.copy()
        return scratch.push(move)

    def copy(self) -> TanboState:
        """An independent copy of the position (history not included)."""
        other = TanboState.__new__(TanboState)
        other.geometry = self.geometry
        other.setup = self.setup
        other._nbrs = self._nbrs
        other.move_stack = []
        other._history = []
        other.last_removed = self.last_removed
        other._restore(self._snapshot())
        return other

    def random_playout_length(self, rng: _random.Random | None = None) -> tuple[int, int]:
        """Like :meth:`random_playout`, returning ``(winner, plies played)``."""
        rnd = (rng or _random).random
        legal = self._legal
        place = self._place
        plies = 0
        while not self.winner:
            lst = legal[self.to_move]
            place(lst[int(rnd() * len(lst))], False)
            plies += 1
        return self.winner, plies

    def _snapshot(self) -> Snapshot:
        return (
            self.to_move,
            self.winner,
            self.last_removed,
            self._cells[:],
            self._rid[:],
            [[], self._cnt[1][:], self._cnt[2][:]],
            [[], self._own[1][:], self._own[2][:]],
            [[], self._legal[1][:], self._legal[2][:]],
            [[], self._lpos[1][:], self._lpos[2][:]],
            self._growth[:],
            self._rsize[:],
            self._rcolour,  # never changes after _build
            self._seed,  # never changes after _build
            self._nroots[:],
            self._nstones[:],
            self._stale[:],
        )

    def _restore(self, snap: Snapshot) -> None:
        (
            self.to_move,
            self.winner,
            self.last_removed,
            self._cells,
            self._rid,
            self._cnt,
            self._own,
            self._legal,
            self._lpos,
            self._growth,
            self._rsize,
            self._rcolour,
            self._seed,
            self._nroots,
            self._nstones,
            self._stale,
        ) = snap

    def _place(self, p: int, report: bool) -> tuple[RemovedRoot, ...] | None:
        """Place a stone of the side to move at legal point ``p`` and apply removals.

        With ``report`` the removed roots are returned as :class:`RemovedRoot`.
        """
        c = self.to_move
        o = 3 - c
        cells = self._cells
        growth = self._growth
        own_c = self._own[c]
        own_o = self._own[o]
        legal_c = self._legal[c]
        lpos_c = self._lpos[c]
        cnt_c = self._cnt[c]

        # p stops being a growth point of its (unique) own root R ...
        root = own_c[p]
        own_c[p] = -1
        growth[root] -= 1
        i = lpos_c[p]
        last = legal_c.pop()
        if last != p:
            legal_c[i] = last
            lpos_c[last] = i
        # ... and, if it was one, of an opponent root.
        cand: list[int] = []
        other = own_o[p]
        if other >= 0:
            own_o[p] = -1
            growth[other] -= 1
            legal_o = self._legal[o]
            lpos_o = self._lpos[o]
            i = lpos_o[p]
            last = legal_o.pop()
            if last != p:
                legal_o[i] = last
                lpos_o[last] = i
            cand.append(other)

        cells[p] = c
        self._rid[p] = root
        self._rsize[root] += 1
        self._nstones[c] += 1
        for q in self._nbrs[p]:
            n = cnt_c[q]
            cnt_c[q] = n + 1
            if cells[q] == EMPTY:
                if n == 0:  # q becomes a growth point of the current root
                    own_c[q] = root
                    growth[root] += 1
                    lpos_c[q] = len(legal_c)
                    legal_c.append(q)
                elif n == 1:  # q now touches two stones of c: no longer a growth point
                    x = own_c[q]
                    own_c[q] = -1
                    growth[x] -= 1
                    i = lpos_c[q]
                    last = legal_c.pop()
                    if last != q:
                        legal_c[i] = last
                        lpos_c[last] = i
                    cand.append(x)

        removed: tuple[RemovedRoot, ...] | None = None
        if growth[root] == 0:
            # Current root bounded => remove it, and only it (rules, case 1).
            removed = self._remove([root], root, report)
        else:
            if self._stale:
                cand.extend(self._stale)
                self._stale = []
            if cand:
                # Otherwise every bounded root, of both colours, goes at once (case 2).
                bounded = [x for x in cand if growth[x] == 0 and self._rsize[x]]
                if bounded:
                    removed = self._remove(list(dict.fromkeys(bounded)), root, report)
        self.to_move = o
        nroots = self._nroots
        if nroots[o] == 0:
            self.winner = c
        elif nroots[c] == 0:
            self.winner = o
        elif not self._legal[o]:
            # Unreachable from a real start (no root is bounded after a move);
            # a hand-built position can leave only bounded roots: cannot move, loses.
            self.winner = c
        return removed

    def _remove(
        self, roots: list[int], current: int, report: bool
    ) -> tuple[RemovedRoot, ...] | None:
        """Take whole roots off the board and refresh the growth points they touched."""
        cells, rid, nbrs = self._cells, self._rid, self._nbrs
        rsize, rcolour, growth = self._rsize, self._rcolour, self._growth
        touched: list[int] = []
        out: list[RemovedRoot] = []
        for x in roots:
            colour = rcolour[x]
            cnt = self._cnt[colour]
            seed = self._seed[x]
            rid[seed] = -1
            stack = [seed]
            stones = []
            while stack:
                s = stack.pop()
                stones.append(s)
                for q in nbrs[s]:
                    if rid[q] == x:
                        rid[q] = -1
                        stack.append(q)
            for s in stones:
                cells[s] = EMPTY
                touched.append(s)
                for q in nbrs[s]:
                    cnt[q] -= 1
                    touched.append(q)
            self._nroots[colour] -= 1
            self._nstones[colour] -= len(stones)
            rsize[x] = 0
            if report:
                out.append(RemovedRoot(colour, tuple(sorted(stones)), x == current))
        for colour in (BLACK, WHITE):
            cnt, own = self._cnt[colour], self._own[colour]
            legal, lpos = self._legal[colour], self._lpos[colour]
            for t in touched:
                new = -1
                if cells[t] == EMPTY and cnt[t] == 1:
                    for q in nbrs[t]:
                        if cells[q] == colour:
                            new = rid[q]
                            break
                if own[t] == new:
                    continue
                # Removal only ever adds growth points: a removed root had none
                # (only bounded roots are removed), and every surviving root keeps
                # its stones and neighbour counts, so a touched point that changes
                # owner had none before (own -1) and has one now.
                own[t] = new
                growth[new] += 1
                lpos[t] = len(legal)
                legal.append(t)
        return tuple(out) if report else None

    # ----------------------------------------------------------- consistency

    def check_consistency(self) -> None:
        """Recompute every table from the cells and compare (tests only; slow).

        Raises ``AssertionError`` naming the first mismatch.
        """
        fresh = TanboState(self.geometry, self._cells, self.to_move, self.setup)
        # Root ids are arbitrary labels: compare the partitions they induce.
        mapping: dict[int, int] = {}
        for p in range(self.geometry.npoints):
            a, b = self._rid[p], fresh._rid[p]
            if (a < 0) != (b < 0):
                raise AssertionError(f"root id presence differs at {self.point_name(p)}")
            if a >= 0:
                if mapping.setdefault(a, b) != b:
                    raise AssertionError(f"root {a} is not one component at {self.point_name(p)}")
                if self._rcolour[a] != self._cells[p]:
                    raise AssertionError(f"root colour wrong at {self.point_name(p)}")
        if len(set(mapping.values())) != len(mapping):
            raise AssertionError("two root ids cover one component")
        for a, b in mapping.items():
            if self._growth[a] != fresh._growth[b]:
                raise AssertionError(
                    f"growth count of root {a}: {self._growth[a]} != {fresh._growth[b]}"
                )
            if self._rsize[a] != fresh._rsize[b]:
                raise AssertionError(f"size of root {a}: {self._rsize[a]} != {fresh._rsize[b]}")
            if self._rid[self._seed[a]] != a:
                raise AssertionError(f"seed of root {a} is not one of its stones")
        for r, size in enumerate(self._rsize):
            if size and r not in mapping:
                raise AssertionError(f"root {r} has size {size} but no stones")
        for colour in (BLACK, WHITE):
            if self._cnt[colour] != fresh._cnt[colour]:
                raise AssertionError(f"neighbour counts of colour {colour} differ")
            for p in range(self.geometry.npoints):
                a, b = self._own[colour][p], fresh._own[colour][p]
                if (a < 0) != (b < 0) or (a >= 0 and mapping.get(a) != b):
                    raise AssertionError(f"growth owner differs at {self.point_name(p)}")
            legal = self._legal[colour]
            if sorted(legal) != sorted(fresh._legal[colour]):
                raise AssertionError(f"legal set of colour {colour} differs")
            for i, p in enumerate(legal):
                if self._lpos[colour][p] != i:
                    raise AssertionError("legal position index corrupt")
            if self._nroots[colour] != fresh._nroots[colour]:
                raise AssertionError("root count differs")
            if self._nstones[colour] != fresh._nstones[colour]:
                raise AssertionError("stone count differs")
