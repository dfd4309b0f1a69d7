"""What every game's position class shares: the simple queries and snapshot undo.

:class:`PositionBase` is the common base of :class:`tanbo.games.tanbo.state.TanboState` and
:class:`tanbo.games.deago.state.DeagoState`. A subclass keeps its pushed moves in
``move_stack`` and, per pushed move, a snapshot (``_snapshot()``) in ``_history``
that ``_restore()`` puts back; it plays to the end in ``random_playout_length``.

It also owns the checks of the public edges' arguments, so that both games answer
bad input alike: a move that is not an ``int`` (a float, a string, ``True``) raises
:class:`~tanbo.errors.PointError` from ``push``, ``preview``, ``is_legal`` and
``why_illegal``; an ``int`` off the board is a reason (``"point is off the board"``,
:class:`~tanbo.errors.IllegalMoveError` from ``push``); a colour that is not
``BLACK``/``WHITE`` raises :class:`~tanbo.errors.ColourError`. The fast paths
(``push_unchecked``, ``random_playout``) trust their caller and check nothing.
"""

from __future__ import annotations

import random as _random
from typing import Any

from tanbo.errors import ColourError, PointError
from tanbo.geometry import Geometry

__all__ = ["PositionBase"]


class PositionBase:
    """Queries and undo shared by the game states (a mixin: it holds no data)."""

    __slots__ = ()

    #: What a move is in this game, for the message of a move that is not an ``int``.
    move_kind = "a point index"

    geometry: Geometry
    winner: int
    move_stack: list[int]
    _history: list[tuple[Any, ...]]

    @property
    def width(self) -> int:
        """Number of files (columns)."""
        return self.geometry.width

    @property
    def height(self) -> int:
        """Number of ranks (rows)."""
        return self.geometry.height

    @property
    def is_over(self) -> bool:
        """True when the game has ended (a winner, or a draw where the game has draws)."""
        return self.winner != 0

    @property
    def ply(self) -> int:
        """Number of moves pushed since this state was created."""
        return len(self.move_stack)

    @property
    def last_move(self) -> int | None:
        """The last pushed move, or ``None``."""
        return self.move_stack[-1] if self.move_stack else None

    def point_name(self, point: int) -> str:
        """Name of a point, e.g. ``c6``."""
        return self.geometry.point_name(point)

    def parse_point(self, text: str) -> int:
        """Index of a point name (``PointError`` if malformed or off the board)."""
        return self.geometry.parse_point(text)

    def _check_move_type(self, move: object) -> None:
        """Raise ``PointError`` unless ``move`` is an ``int`` (``bool`` is not a move)."""
        if type(move) is not int and (not isinstance(move, int) or isinstance(move, bool)):
            raise PointError(f"a move must be {self.move_kind}, got {move!r}")

    @staticmethod
    def _check_colour(colour: object, also: tuple[int, ...] = ()) -> None:
        """Raise ``ColourError`` unless ``colour`` is BLACK (1), WHITE (2) or in ``also``."""
        if type(colour) is not int or (colour != 1 and colour != 2 and colour not in also):
            extra = "".join(f" or {c}" for c in also)
            raise ColourError(f"a colour must be BLACK (1) or WHITE (2){extra}, got {colour!r}")

    def pop(self) -> int:
        """Undo the last ``push`` and return its move (``IndexError`` if none)."""
        if not self._history:
            raise IndexError("pop from a position with no pushed moves")
        self._restore(self._history.pop())
        return self.move_stack.pop()

    def random_playout(self, rng: _random.Random | None = None) -> int:
        """Play uniformly random moves to the end; return the winner. No history."""
        return self.random_playout_length(rng)[0]

    def random_playout_length(self, rng: _random.Random | None = None) -> tuple[int, int]:
        """Like :meth:`random_playout`, returning ``(winner, plies played)``."""
        raise NotImplementedError

    def _restore(self, snap: tuple[Any, ...]) -> None:
        raise NotImplementedError
