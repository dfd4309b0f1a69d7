"""Goals shared by the games' puzzle parts: winning the game.

:class:`WinGoal` is met when the solver's colour has won. Its quick answers are the
generic ones (push every move and look); a game part may subclass it with exact
shortcuts of its engine (DEAGO: :mod:`tanbo.puzzles.games.deago.themes`).
"""

from __future__ import annotations

from dataclasses import dataclass

from tanbo.game import GameState

__all__ = ["WinGoal"]


@dataclass(frozen=True)
class WinGoal:
    """The solver (``colour``) has won the game."""

    colour: int

    def reached(self, state: GameState) -> bool:
        """True when ``colour`` has won."""
        return state.winner == self.colour

    def immediate(self, state: GameState) -> list[int] | None:
        """No shortcut: the solver tries every move."""
        return None

    def reaches_by(self, state: GameState, move: int) -> bool:
        """Push ``move``, look, pop."""
        state.push(move)
        try:
            return self.reached(state)
        finally:
            state.pop()
