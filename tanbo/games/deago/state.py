"""The DEAGO rules engine: one mutable position with push/pop history.

Start reading at :class:`DeagoState`. The rules are on the project's rules page
(``DEAGO-RULES.md``); a placement does, in this order:

1. **convert** every single neutral stone lying between the new stone and another
   stone of the mover on a horizontal or vertical line (``X N X``);
2. **capture** every opponent pair ``X O O X`` (8 directions) whose outer stones
   are the mover's and one of them is the new stone or a stone converted in (1);
   the pairs are found first and then removed together, so a stone shared by two
   pairs counts once;
3. **win** for the mover with a horizontal or vertical line of five or more (the
   line must run through the new stone or a converted one: nothing else changed),
   or with 20 or more captured stones.

A pass flips the side to move; two passes in a row draw. A full board leaves
``pass`` as the only move.

Speed (``random_playout`` is the search's inner loop): the board is stored with a
one-point sentinel border (``OFF``), so the directional steps above never need a
bounds check — a step onto the border reads ``OFF`` and stops every pattern.
Internally a point is ``(row + 1) * (width + 2) + col + 1``; the public API
speaks the project's point indices ``row * width + col`` (:mod:`tanbo.geometry`).
The empty points form an indexable set (``_empty`` + ``_epos``) for O(1) random
choice. Undo restores a snapshot taken by :meth:`DeagoState.push`; the unchecked
fast path (:meth:`push_unchecked`, :meth:`random_playout`) keeps no history.

The search reads this padded board through the state's **fast view** (named,
read-only properties: :attr:`DeagoState.board`, :attr:`~DeagoState.stride`, ...; see
the class docstring) and plays through its documented fast path
(:meth:`~DeagoState.snapshot` / :meth:`~DeagoState.restore`,
:meth:`~DeagoState.play_internal`, :meth:`~DeagoState.pass_turn`).

The DFEN text is read and written by :mod:`tanbo.games.deago.dfen` (which knows
nothing of this class); :meth:`DeagoState.from_dfen` adds the check that the result
the text implies can arise in play.
"""

from __future__ import annotations

import random as _random
from collections.abc import Iterable
from dataclasses import dataclass

from tanbo.errors import IllegalMoveError, PositionError
from tanbo.games.deago.dfen import diagram, format_dfen, parse_dfen, quoted
from tanbo.games.deago.setups import (
    BLACK,
    CAPTURES_TO_WIN,
    DEFAULT_LAYOUT,
    DEFAULT_SIZE,
    DRAW,
    EMPTY,
    LINE_TO_WIN,
    NEUTRAL,
    PASS,
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
    "NEUTRAL",
    "DRAW",
    "PASS",
    "COLOUR_NAMES",
    "END_FIVE",
    "END_CAPTURES",
    "END_PASSES",
    "OFF",
    "Snapshot",
    "MoveEffect",
    "Cells",
    "DeagoState",
]

OFF = 4
"""The value of a border cell of the padded board (:attr:`DeagoState.board`): every
pattern stops on it, so no step needs a bounds check."""
COLOUR_NAMES = {BLACK: "black", WHITE: "white"}
END_FIVE = "five"
END_CAPTURES = "captures"
END_PASSES = "passes"
_NO_POINTS: tuple[int, ...] = ()

Snapshot = tuple[
    int, int, int, "str | None", "MoveEffect | None", tuple[int, ...],
    list[int], list[int], list[int], list[int],
]
"""What :meth:`DeagoState.snapshot` returns and :meth:`DeagoState.restore` puts back:
side to move, winner, passes, end reason, last effect, winning line, and copies of
the padded board, the empty points, their positions and the captured counts."""

Undo = tuple[
    int, int, int, "str | None", "MoveEffect | None", tuple[int, ...],
    int, int, int, int, list[int], list[int],
]
"""What :meth:`DeagoState.play_undoable` returns and :meth:`DeagoState.unplay` reads:
the side to move, winner, passes, end reason, last effect and winning line before the
move; the point played, its place in the empty points, the last empty point before
the move, the mover's captured count before it; the stones it converted and captured."""


def _flanked_pairs(
    cells: list[int], dirs: tuple[int, ...], sources: tuple[int, ...], c: int
) -> list[int]:
    """The opponent stones of every pair ``X O O X`` with an outer ``X`` (colour ``c``)
    in ``sources``, in the 8 directions ``dirs``; a stone shared by two pairs once."""
    o = 3 - c
    captured: list[int] = []
    for s in sources:
        for d in dirs:
            a = s + d
            if cells[a] == o:
                b = a + d
                if cells[b] == o and cells[b + d] == c:
                    if a not in captured:
                        captured.append(a)
                    if b not in captured:
                        captured.append(b)
    return captured


@dataclass(frozen=True)
class MoveEffect:
    """What one move did (or would do): for animations, previews and threats.

    Points are public point indices, ascending. ``converted``: the neutral stones
    turned to ``player``'s colour; ``captured``: the opponent stones removed;
    ``line``: the points of the horizontal/vertical line of five or more the move
    made (empty unless it won by five; if it made two, the one through the new
    stone, horizontal first); ``winner`` / ``end_reason``: the
    position's result after the move (``0`` / ``None`` while ongoing).
    """

    move: int
    player: int
    converted: tuple[int, ...] = ()
    captured: tuple[int, ...] = ()
    line: tuple[int, ...] = ()
    winner: int = EMPTY
    end_reason: str | None = None


class Cells(tuple[int, ...]):
    """All cells, index = point; a tuple (as ``TanboState.cells``) that may also be called."""

    __slots__ = ()

    def __call__(self) -> Cells:
        """The cells themselves, so that ``state.cells()`` works as well as ``state.cells``."""
        return self


class DeagoState(PositionBase):
    """A DEAGO position: board, captured counts, side to move, result, history.

    Create one with :meth:`new` (a start position) or :meth:`from_dfen`. Moves
    are point indices or :data:`PASS` (``-1``). :meth:`push` validates and
    returns a :class:`MoveEffect`; :meth:`push_unchecked` trusts the caller.

    **The fast view** (for the search, as python-chess exposes its bitboards): the
    engine's own tables, read-only properties that return the live objects, not
    copies (the AI reads them at every node). Internal points index the padded board
    of ``(width + 2) x (height + 2)`` cells; a public point ``p`` is internal
    ``to_internal[p]``.

    * :attr:`board` — the padded board: ``list[int]`` by internal point, ``EMPTY``,
      ``BLACK``, ``WHITE``, ``NEUTRAL`` or :data:`OFF` on the one-cell border;
    * :attr:`stride` — its row length, ``width + 2`` (a step down is ``+stride``);
    * :attr:`to_internal` — internal point of each public point;
    * :attr:`to_external` — public point of each internal point (``-1`` on the border);
    * :attr:`capture_counts` — ``[0, Black's, White's]`` captured stones, by colour;
    * :attr:`empty_internal` — the empty internal points, in no order.

    A caller must not change them except through moves: :meth:`push` / :meth:`pop`,
    or the fast path below. The one exception: a search may put a trial stone (and
    the neutrals it would convert) on :attr:`board` to read a pattern and take it
    back before anything else reads the state, as :meth:`effect_for` does. Every
    move replaces or updates these objects, so read them again after a move.

    **The fast path** (no checks, no history): :meth:`push_unchecked` (a public
    point or ``PASS``), :meth:`play_internal` (an empty internal point),
    :meth:`pass_turn` (give the opponent the move, for "what would it threaten"),
    each undone by :meth:`restore` of a :meth:`snapshot` taken before (which puts back
    copies of the lists); or :meth:`play_undoable` (an empty internal point), undone in
    place by :meth:`unplay` (the search's make/unmake: no copy of the board).
    """

    game_name = "deago"
    move_kind = "a point index or PASS (-1)"

    __slots__ = (
        "geometry",
        "setup",
        "to_move",
        "winner",
        "passes",
        "end_reason",
        "move_stack",
        "last_effect",
        "_line",
        "_cells",
        "_empty",
        "_epos",
        "_caps",
        "_history",
        "_stride",
        "_orth",
        "_axes",
        "_dirs",
        "_to_in",
        "_to_ex",
    )

    geometry: Geometry
    setup: str | None
    to_move: int
    winner: int
    passes: int
    end_reason: str | None
    move_stack: list[int]
    last_effect: MoveEffect | None

    # ----------------------------------------------------------------- creation

    def __init__(
        self,
        geometry: Geometry,
        cells: list[int],
        to_move: int = BLACK,
        captured: tuple[int, int] = (0, 0),
        passes: int = 0,
        setup: str | None = None,
    ) -> None:
        """Build a position from raw cells; prefer :meth:`new` or :meth:`from_dfen`.

        The result is judged from the board: a horizontal/vertical five or 20+
        captured stones wins, two passes draw (see :meth:`from_dfen` for which
        judged positions the position text accepts).
        """
        w, h = geometry.width, geometry.height
        if len(cells) != geometry.npoints:
            raise ValueError("cells do not match the geometry")
        if to_move not in (BLACK, WHITE):
            raise ValueError(f"side to move must be BLACK or WHITE, got {to_move!r}")
        if passes not in (0, 1, 2):
            raise ValueError(f"consecutive passes must be 0, 1 or 2, got {passes!r}")
        if min(captured) < 0:
            raise ValueError(f"captured counts must be >= 0, got {captured!r}")
        stride = w + 2
        self.geometry = geometry
        self.setup = setup
        self.to_move = to_move
        self.passes = passes
        self.move_stack = []
        self.last_effect = None
        self._history: list[Snapshot] = []
        self._stride = stride
        self._orth = (1, -1, stride, -stride)
        self._axes = (1, stride)
        self._dirs = (1, -1, stride, -stride, stride + 1, stride - 1, -stride + 1, -stride - 1)
        self._to_in = tuple((p // w + 1) * stride + p % w + 1 for p in range(geometry.npoints))
        to_ex = [-1] * (stride * (h + 2))
        board = [OFF] * (stride * (h + 2))
        for p, i in enumerate(self._to_in):
            to_ex[i] = p
            if cells[p] not in (EMPTY, BLACK, WHITE, NEUTRAL):
                raise ValueError(f"bad cell value {cells[p]!r} at point {p}")
            board[i] = cells[p]
        self._to_ex = tuple(to_ex)
        self._cells = board
        self._empty = [i for i in self._to_in if board[i] == EMPTY]
        self._epos = [0] * len(board)
        for k, i in enumerate(self._empty):
            self._epos[i] = k
        self._caps = [0, captured[0], captured[1]]
        self.winner = EMPTY
        self.end_reason = None
        self._line: tuple[int, ...] = ()
        self._judge()

    @classmethod
    def new(
        cls,
        width: int = DEFAULT_SIZE[0],
        height: int = DEFAULT_SIZE[1],
        setup: str = DEFAULT_LAYOUT,
    ) -> DeagoState:
        """The start position of a size and neutral layout (``ConfigError`` otherwise)."""
        check_size(width, height)
        return cls(Geometry.of(width, height), start_cells(width, height, setup), setup=setup)

    @classmethod
    def from_dfen(cls, text: str) -> DeagoState:
        """A position from DFEN text (``PositionError`` if malformed or impossible).

        Besides the syntax (see :mod:`tanbo.games.deago.dfen`) the text is rejected when
        the result it implies cannot arise in play: both players have won; the side
        to move has won (a win ends the game on the winner's own move, after which
        the other side is to move); or a finished game's last move was a pass while
        a player has won (passes never win, and nothing is played after a win).
        """
        geometry, cells, to_move, captured, passes = parse_dfen(text)
        state = cls(geometry, cells, to_move, captured, passes)
        _check_result(text, state)
        return state

    def _judge(self) -> None:
        """Set the result from the board alone (construction; tests compare it)."""
        wins = [c for c in (BLACK, WHITE) if self.wins_on_board(c)]
        if self.passes == 2:
            self.winner, self.end_reason = DRAW, END_PASSES
        elif wins:
            # A constructed position may (wrongly) show two winners; from_dfen
            # refuses it. The player who moved last is preferred here.
            winner = 3 - self.to_move if 3 - self.to_move in wins else wins[0]
            self.winner = winner
            self._line = self._first_line(self._to_in, winner)
            self.end_reason = END_FIVE if self._line else END_CAPTURES
        else:
            self.winner, self.end_reason, self._line = EMPTY, None, ()

    def wins_on_board(self, colour: int) -> bool:
        """True when ``colour`` has a horizontal/vertical five or 20+ captured stones."""
        self._check_colour(colour)
        return self._caps[colour] >= CAPTURES_TO_WIN or bool(self._first_line(self._to_in, colour))

    # ------------------------------------------------------- the fast view

    @property
    def board(self) -> list[int]:
        """The padded board by internal point (the live list; see the class docstring)."""
        return self._cells

    @property
    def stride(self) -> int:
        """The padded board's row length, ``width + 2``."""
        return self._stride

    @property
    def to_internal(self) -> tuple[int, ...]:
        """The internal point of each public point."""
        return self._to_in

    @property
    def to_external(self) -> tuple[int, ...]:
        """The public point of each internal point, ``-1`` on the border."""
        return self._to_ex

    @property
    def capture_counts(self) -> list[int]:
        """``[0, Black's, White's]`` captured stones, indexed by colour (the live list)."""
        return self._caps

    @property
    def empty_internal(self) -> list[int]:
        """The empty internal points, in no order (the live list)."""
        return self._empty

    # ------------------------------------------------------------------ queries

    @property
    def winning_line(self) -> tuple[int, ...]:
        """The points of the winning line of five or more; ``()`` unless won by five."""
        return self._line

    def captured(self, colour: int) -> int:
        """How many opponent stones ``colour`` has captured (``ColourError`` for a bad colour)."""
        self._check_colour(colour)
        return self._caps[colour]

    def stone_count(self, colour: int) -> int:
        """Number of stones of ``colour`` (``BLACK``, ``WHITE`` or ``NEUTRAL``) on the board."""
        self._check_colour(colour, (NEUTRAL,))
        return self._cells.count(colour)

    def cell(self, point: int) -> int:
        """``EMPTY``, ``BLACK``, ``WHITE`` or ``NEUTRAL`` at ``point``."""
        return self._cells[self._to_in[point]]

    @property
    def cells(self) -> Cells:
        """All cells, index = point (``state.cells`` or ``state.cells()``)."""
        board = self._cells
        return Cells(board[i] for i in self._to_in)

    def empty_points(self) -> list[int]:
        """The empty points, ascending."""
        to_ex = self._to_ex
        return [to_ex[i] for i in sorted(self._empty)]

    def legal_moves(self) -> list[int]:
        """Empty points ascending, then ``PASS``; ``[]`` once the game is over."""
        if self.winner:
            return []
        moves = self.empty_points()
        moves.append(PASS)
        return moves

    def is_legal(self, move: int) -> bool:
        """True if ``move`` is legal for the side to move.

        ``PointError`` if ``move`` is not an ``int`` (``True``, ``1.5``), as for :meth:`push`.
        """
        return self.why_illegal(move) is None

    def why_illegal(self, move: int) -> str | None:
        """``None`` if legal, else a short reason such as ``"point is occupied"``.

        ``PointError`` if ``move`` is not an ``int`` (``True``, ``1.5``), as for :meth:`push`.
        """
        self._check_move_type(move)
        if self.winner:
            return "the game is over"
        if move == PASS:
            return None
        if not 0 <= move < self.geometry.npoints:
            return "point is off the board"
        if self._cells[self._to_in[move]] != EMPTY:
            return "point is occupied"
        return None

    # ------------------------------------------------------------ text helpers

    def move_text(self, move: int) -> str:
        """Notation of a move: its point, or ``pass``."""
        return "pass" if move == PASS else self.geometry.point_name(move)

    def parse_move(self, text: str) -> int:
        """A move from its notation (``pass`` or a point; ``PointError`` otherwise)."""
        text = text.strip()
        return PASS if text == "pass" else self.geometry.parse_point(text)

    def dfen(self) -> str:
        """The position as DFEN text."""
        return format_dfen(
            self.geometry,
            list(self.cells),
            self.to_move,
            (self._caps[1], self._caps[2]),
            self.passes,
        )

    def position_text(self) -> str:
        """The position text of this game (DFEN)."""
        return self.dfen()

    def __repr__(self) -> str:
        return f"DeagoState.from_dfen({self.dfen()!r})"

    def __str__(self) -> str:
        return diagram(self.geometry, list(self.cells))

    # ------------------------------------------------------------------- moves

    def push(self, move: int) -> MoveEffect:
        """Play a legal move (a point or ``PASS``), remembering how to :meth:`pop` it.

        Returns what it did (also kept in :attr:`last_effect`). Raises
        :class:`IllegalMoveError` (with ``reason``) for an illegal move.
        """
        reason = self.why_illegal(move)  # PointError for a move that is not an int
        if reason is not None:
            raise IllegalMoveError(
                f"illegal move {self._move_label(move)!r}: {reason}", move, reason
            )
        self._history.append(self.snapshot())
        effect = self._play_reported(move)
        self.move_stack.append(move)
        self.last_effect = effect
        return effect

    def _move_label(self, move: int) -> str:
        if move == PASS or 0 <= move < self.geometry.npoints:
            return self.move_text(move)
        return str(move)

    def push_unchecked(self, move: int) -> None:
        """Fast path for search: play a move the caller knows is legal; no history."""
        if move == PASS:
            self._pass()
        else:
            self.play_internal(self._to_in[move])

    def copy(self) -> DeagoState:
        """An independent copy of the position (history not included)."""
        other = DeagoState.__new__(DeagoState)
        other.geometry = self.geometry
        other.setup = self.setup
        other.move_stack = []
        other._history = []
        other._stride = self._stride
        other._orth = self._orth
        other._axes = self._axes
        other._dirs = self._dirs
        other._to_in = self._to_in
        other._to_ex = self._to_ex
        other.restore(self.snapshot())
        return other

    def random_playout_length(self, rng: _random.Random | None = None) -> tuple[int, int]:
        """Play uniformly random moves to the end; return ``(winner, plies played)``.

        Each move is a uniformly random empty point; ``pass`` only on a full board.
        No history is kept (:meth:`random_playout` returns just the winner).
        """
        rnd = (rng or _random).random
        empty = self._empty
        play = self.play_internal
        plies = 0
        while not self.winner:
            if empty:
                play(empty[int(rnd() * len(empty))])
            else:
                self._pass()
            plies += 1
        return self.winner, plies

    def snapshot(self) -> Snapshot:
        """What :meth:`restore` needs to undo the moves played after it (fast path)."""
        return (
            self.to_move,
            self.winner,
            self.passes,
            self.end_reason,
            self.last_effect,
            self._line,
            self._cells[:],
            self._empty[:],
            self._epos[:],
            self._caps[:],
        )

    def restore(self, snap: Snapshot) -> None:
        """Put back a :meth:`snapshot` (undo of the fast path; :meth:`pop` uses it too)."""
        (
            self.to_move,
            self.winner,
            self.passes,
            self.end_reason,
            self.last_effect,
            self._line,
            self._cells,
            self._empty,
            self._epos,
            self._caps,
        ) = snap

    _restore = restore  # the name PositionBase.pop calls

    def play_undoable(self, i: int) -> Undo:
        """:meth:`play_internal` on ``i``, returning what :meth:`unplay` needs to take it
        back in place (no copy of the board: the search's make/unmake)."""
        c = self.to_move
        empty = self._empty
        head = (
            c, self.winner, self.passes, self.end_reason, self.last_effect, self._line,
            i, self._epos[i], empty[-1], self._caps[c],
        )
        converted, captured = self.play_internal(i)
        return (*head, converted, captured)

    def unplay(self, undo: Undo) -> None:
        """Take back the move :meth:`play_undoable` made, in place: the board, the empty
        points (in their order) and the captured counts are as before it. Only the
        position right after that move may be taken back."""
        (
            c, self.winner, self.passes, self.end_reason, self.last_effect, self._line,
            i, k, last, caps_c, converted, captured,
        ) = undo
        self.to_move = c
        cells = self._cells
        empty = self._empty
        if captured:
            o = 3 - c
            for q in captured:
                cells[q] = o
            del empty[-len(captured):]
            self._caps[c] = caps_c
        for q in converted:
            cells[q] = NEUTRAL
        cells[i] = EMPTY
        epos = self._epos
        if last != i:
            empty[k] = i
            epos[last] = len(empty)
        epos[i] = k  # a capture below this move may have moved it
        empty.append(last)

    def pass_turn(self) -> None:
        """Fast path: the opponent to move, as if the side to move passed, with the pass
        count then reset to 0 (a search asking what the opponent threatens); undo with
        :meth:`restore`. Never a pass that ends the game: right after the opponent's own
        pass too, the question is what it threatens on the board."""
        self.to_move = 3 - self.to_move
        self.passes = 0

    def _pass(self) -> None:
        self.passes += 1
        self.to_move = 3 - self.to_move
        if self.passes >= 2:
            self.winner = DRAW
            self.end_reason = END_PASSES

    def play_internal(self, i: int) -> tuple[list[int], list[int]]:
        """Place a stone of the side to move on empty internal point ``i``; apply the rules.

        Returns ``(converted, captured)`` as internal points (for reports). This is
        the one implementation of a placement: pushes, playouts and previews use it.
        The border sentinel stops every pattern, so no step needs a bounds check.
        Fast path: no check, no history (undo with :meth:`restore`).
        """
        c = self.to_move
        o = 3 - c
        cells = self._cells
        cells[i] = c
        empty, epos = self._empty, self._epos
        k = epos[i]
        last = empty.pop()
        if last != i:
            empty[k] = last
            epos[last] = k
        self.passes = 0
        # 1. Convert X N X through the new stone (orthogonal only). Each check
        # reads i+d and i+2d, which no other direction's conversion touches.
        converted: list[int] = []
        for d in self._orth:
            q = i + d
            if cells[q] == NEUTRAL and cells[q + d] == c:
                cells[q] = c
                converted.append(q)
        sources = (i, *converted) if converted else (i,)
        # 2. Find every pair X O O X flanked by a source, then remove them together
        # (a stone shared by two pairs is removed and counted once).
        captured = _flanked_pairs(cells, self._dirs, sources, c)
        if captured:
            for q in captured:
                cells[q] = EMPTY
                epos[q] = len(empty)
                empty.append(q)
            self._caps[c] += len(captured)
            if self._caps[c] >= CAPTURES_TO_WIN:
                self.winner, self.end_reason = c, END_CAPTURES
        self.to_move = o
        # 3. A new line of five must run through a source (nothing else changed).
        for s in sources:
            for d in self._axes:
                n = 1
                q = s + d
                while cells[q] == c:
                    n += 1
                    q += d
                q = s - d
                while cells[q] == c:
                    n += 1
                    q -= d
                if n >= LINE_TO_WIN:
                    self.winner, self.end_reason = c, END_FIVE
                    return converted, captured
        return converted, captured

    def _first_line(self, sources: Iterable[int], c: int) -> tuple[int, ...]:
        """The first horizontal/vertical run of 5+ ``c`` through a source stone.

        Sources are tried in order, horizontal before vertical; the run's public
        points are returned ascending, ``()`` if there is none. One straight line,
        even when a move makes two (a cross): the UI can draw it as a segment.
        """
        cells = self._cells
        for i in sources:
            if cells[i] == c:
                line = self._line_through(i, c)
                if line:
                    return line
        return ()

    def _line_through(self, i: int, c: int) -> tuple[int, ...]:
        """The run of 5+ ``c`` through internal point ``i`` (counted as ``c``).

        Horizontal before vertical; public points ascending, ``()`` if none. ``i``
        may be empty: :meth:`five_threats` asks what a stone there would make.
        """
        cells = self._cells
        for d in self._axes:
            lo = i
            while cells[lo - d] == c:
                lo -= d
            hi = i
            while cells[hi + d] == c:
                hi += d
            if (hi - lo) // d + 1 >= LINE_TO_WIN:
                return self._external(list(range(lo, hi + d, d)))
        return ()

    def _external(self, points: list[int]) -> tuple[int, ...]:
        to_ex = self._to_ex
        return tuple(sorted(to_ex[q] for q in points))

    def _play_reported(self, move: int) -> MoveEffect:
        """Play ``move`` (legal) and describe it as a :class:`MoveEffect`."""
        player = self.to_move
        if move == PASS:
            self._pass()
            return MoveEffect(PASS, player, winner=self.winner, end_reason=self.end_reason)
        i = self._to_in[move]
        converted, captured = self.play_internal(i)
        line = self._first_line((i, *converted), player) if self.end_reason == END_FIVE else ()
        self._line = line
        return MoveEffect(
            move,
            player,
            self._external(converted),
            self._external(captured),
            line,
            self.winner,
            self.end_reason,
        )

    # ------------------------------------------------------- previews, threats

    def preview(self, move: int) -> MoveEffect:
        """What the side to move's ``move`` would do, without changing the position.

        Raises :class:`IllegalMoveError` for an illegal move.
        """
        reason = self.why_illegal(move)
        if reason is not None:
            raise IllegalMoveError(
                f"illegal move {self._move_label(move)!r}: {reason}", move, reason
            )
        if move == PASS:
            ends = self.passes >= 1
            return MoveEffect(
                PASS,
                self.to_move,
                winner=DRAW if ends else EMPTY,
                end_reason=END_PASSES if ends else None,
            )
        return self.effect_for(self.to_move, move)

    def effect_for(self, colour: int, point: int) -> MoveEffect:
        """What a stone of ``colour`` (either side) placed on empty ``point`` would do now.

        Ignores whose turn it is and whether the game is over; the position is
        unchanged. Raises :class:`IllegalMoveError` if ``point`` is not an empty point
        of the board, ``PointError`` if it is not an ``int``, ``ColourError`` for a
        bad colour.
        """
        self._check_colour(colour)
        self._check_move_type(point)
        if not 0 <= point < self.geometry.npoints:
            reason = "point is off the board"
            raise IllegalMoveError(f"illegal move {str(point)!r}: {reason}", point, reason)
        i = self._to_in[point]
        if self._cells[i] != EMPTY:
            reason = "point is occupied"
            raise IllegalMoveError(
                f"illegal move {self.point_name(point)!r}: {reason}", point, reason
            )
        return self._effect_at(i, colour)

    def _trial(self, i: int, c: int) -> tuple[list[int], list[int], tuple[int, ...]]:
        """``(converted, captured, line)`` of a stone of ``c`` on empty internal ``i``.

        The same rules as :meth:`play_internal` (conversion, then the pairs flanked by a
        source), but nothing is removed or counted: the new stone and the
        conversions are put on the board only while the patterns are read, then
        taken back. Removing the captured (opponent) stones cannot change a line
        of ``c``, so the line is read on the same board. The threat queries call
        this for every candidate point, so it copies nothing (:meth:`play_internal` with
        a snapshot cost several times more).
        """
        cells = self._cells
        cells[i] = c
        converted: list[int] = []
        try:
            for d in self._orth:
                q = i + d
                if cells[q] == NEUTRAL and cells[q + d] == c:
                    cells[q] = c
                    converted.append(q)
            captured = _flanked_pairs(cells, self._dirs, (i, *converted), c)
            line = self._first_line((i, *converted), c)
        finally:
            cells[i] = EMPTY
            for q in converted:
                cells[q] = NEUTRAL
        return converted, captured, line

    def _effect_at(self, i: int, c: int) -> MoveEffect:
        """The :class:`MoveEffect` of a stone of ``c`` on empty internal point ``i``."""
        converted, captured, line = self._trial(i, c)
        if line:
            winner, end_reason = c, END_FIVE
        elif captured and self._caps[c] + len(captured) >= CAPTURES_TO_WIN:
            winner, end_reason = c, END_CAPTURES
        else:
            winner, end_reason = EMPTY, None
        return MoveEffect(
            self._to_ex[i],
            c,
            self._external(converted),
            self._external(captured),
            line,
            winner,
            end_reason,
        )

    def _converting(self, c: int) -> set[int]:
        """The empty internal points where a stone of ``c`` would convert a neutral."""
        cells = self._cells
        out = set()
        for q, v in enumerate(cells):
            if v == NEUTRAL:
                for e in self._orth:
                    if cells[q + e] == c and cells[q - e] == EMPTY:
                        out.add(q - e)
        return out

    def threat_effects(self, colour: int) -> list[MoveEffect]:
        """:meth:`effect_for` of ``colour`` on every empty point that can matter now.

        Those are the empty points (ascending) with a stone among their 8
        neighbours: only they can convert, capture or extend a line (a five through
        an isolated point would need a neighbouring stone). ``[]`` once the game
        is over.
        """
        self._check_colour(colour)
        if self.winner:
            return []
        cells, dirs = self._cells, self._dirs
        out = []
        for i in sorted(self._empty):
            for d in dirs:
                if cells[i + d] in (BLACK, WHITE, NEUTRAL):
                    out.append(self._effect_at(i, colour))
                    break
        return out

    def five_threats(self, colour: int) -> dict[int, tuple[int, ...]]:
        """Empty points where ``colour`` playing now makes a horizontal/vertical 5+.

        Maps each point to the points of the line it would make (conversions
        count). Empty once the game is over.
        """
        # The common case reads the board without touching it: a point that
        # converts nothing makes a five only through itself. A point that converts
        # (rare) is played out by _trial.
        self._check_colour(colour)
        out: dict[int, tuple[int, ...]] = {}
        if self.winner:
            return out
        c, to_ex = colour, self._to_ex
        converting = self._converting(c)
        for i in sorted(self._empty):
            line = self._trial(i, c)[2] if i in converting else self._line_through(i, c)
            if line:
                out[to_ex[i]] = line
        return out

    def capture_threats(self, colour: int) -> dict[int, tuple[int, ...]]:
        """Empty points where ``colour`` playing now captures, mapped to the stones taken.

        Empty once the game is over.
        """
        # As in five_threats: without a conversion the only flank is the new stone,
        # so the pairs are read off the unchanged board (the far flank, three
        # steps away, is never a point the move changes).
        self._check_colour(colour)
        out: dict[int, tuple[int, ...]] = {}
        if self.winner:
            return out
        c, o = colour, 3 - colour
        cells, dirs, to_ex = self._cells, self._dirs, self._to_ex
        converting = self._converting(c)
        for i in sorted(self._empty):
            if i in converting:
                captured = self._trial(i, c)[1]
            else:
                captured = []
                for d in dirs:
                    a = i + d
                    if cells[a] == o and cells[a + d] == o and cells[a + d + d] == c:
                        captured.append(a)
                        captured.append(a + d)
            if captured:
                out[to_ex[i]] = self._external(captured)
        return out

    def winning_moves(self, colour: int) -> list[int]:
        """Empty points (ascending) where ``colour`` playing now wins at once.

        A five or reaching 20 captured stones; ``[]`` once the game is over.
        """
        return [e.move for e in self.threat_effects(colour) if e.winner == colour]

    # ----------------------------------------------------------- consistency

    def check_consistency(self) -> None:
        """Recompute the derived tables from the cells and compare (tests only; slow).

        Raises ``AssertionError`` naming the first mismatch. The result is
        compared only for a position not ended by the moves played (judging a
        board after a win is done by :meth:`_judge`, which must agree).
        """
        cells = self._cells
        for i, v in enumerate(cells):
            if (self._to_ex[i] < 0) != (v == OFF):
                raise AssertionError(f"border cell wrong at internal index {i}")
        expected = sorted(i for i in self._to_in if cells[i] == EMPTY)
        if sorted(self._empty) != expected:
            raise AssertionError("the empty-point set differs from the board")
        for k, i in enumerate(self._empty):
            if self._epos[i] != k:
                raise AssertionError(
                    f"empty-point index corrupt at {self.point_name(self._to_ex[i])}"
                )
        if self.passes not in (0, 1, 2):
            raise AssertionError(f"passes out of range: {self.passes}")
        fresh = DeagoState(
            self.geometry,
            list(self.cells),
            self.to_move,
            (self._caps[1], self._caps[2]),
            self.passes,
        )
        if (fresh.winner, fresh.end_reason) != (self.winner, self.end_reason):
            raise AssertionError(
                f"result {(self.winner, self.end_reason)} but the board says "
                f"{(fresh.winner, fresh.end_reason)}"
            )


def _check_result(text: str, state: DeagoState) -> None:
    """Reject a parsed position whose result cannot arise in play (``PositionError``).

    Refused: both players have won; the side to move has won (the side to move
    flips after the winning move); a player has won although the last move was
    a pass (``passes`` 1 or 2: a pass never wins and nothing follows a win).
    """
    won = [c for c in (BLACK, WHITE) if state.wins_on_board(c)]
    names = {BLACK: "Black", WHITE: "White"}
    if len(won) == 2:
        raise PositionError(f"impossible DFEN {quoted(text)}: both players have won")
    if won and won[0] == state.to_move:
        raise PositionError(
            f"impossible DFEN {quoted(text)}: {names[won[0]]} has won but is to move "
            "(the side to move flips after the winning move)"
        )
    if won and state.passes:
        raise PositionError(
            f"impossible DFEN {quoted(text)}: {names[won[0]]} has won but the last move was a pass"
        )
