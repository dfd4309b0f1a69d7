"""Tanbo's puzzle part: win, removal (of an enemy root) and defence, in N moves.

* ``win``: the solver removes every enemy stone within N of its moves;
* ``removal``: within N of the solver's moves some enemy root comes off the board
  (the enemy's root count, which never grows, falls below the start's; removing the
  last root is a win and counts);
* ``defence``: the enemy threatens to win within N of its moves, and exactly one
  move of the solver stops that.

The engine is read through :class:`RootCounting` (``TanboState.root_count``), so
this module imports no rules wing. There is no pass in Tanbo, so every proof runs
over the growth points alone, which the engine lists as the legal moves.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol, cast, runtime_checkable

from tanbo.game import GameState, opponent
from tanbo.puzzles.goals import WinGoal
from tanbo.puzzles.rules import ATTACK, DEFENCE, PuzzleRules, Search, Theme
from tanbo.puzzles.solver import Goal

__all__ = ["RULES", "RemovalGoal", "RootCounting"]


@runtime_checkable
class RootCounting(Protocol):
    """What this part reads of Tanbo's engine beyond :class:`~tanbo.game.GameState`."""

    def root_count(self, colour: int) -> int:
        """The number of roots of ``colour`` on the board."""
        ...


def _roots(state: GameState, colour: int) -> int:
    if not isinstance(state, RootCounting):
        raise TypeError(f"{type(state).__name__} has no root_count: not a Tanbo state")
    return cast(RootCounting, state).root_count(colour)


@dataclass(frozen=True)
class RemovalGoal(WinGoal):
    """Some root of the enemy of ``colour`` is gone (fewer than ``start_roots``), or
    ``colour`` has won; never once the enemy has won."""

    start_roots: int = 0

    def reached(self, state: GameState) -> bool:
        """True when an enemy root has been removed and ``colour`` has not lost."""
        if state.winner:
            return state.winner == self.colour
        return _roots(state, opponent(self.colour)) < self.start_roots


def _win(start: GameState, colour: int) -> Goal:
    return WinGoal(colour)


def _removal(start: GameState, colour: int) -> Goal:
    return RemovalGoal(colour, _roots(start, opponent(colour)))


def _as_is(state: GameState, moves: list[int], goal: Goal) -> list[int]:
    return moves


def _same(theme: str, start: GameState, line: tuple[int, ...]) -> str:
    return theme


def _every(state: GameState, left: int, winner: int) -> bool:
    return True


def _every_third(state: GameState, left: int, winner: int) -> bool:
    return state.ply % 3 == 0


def _end(plies: int) -> Callable[[GameState, int, int], bool]:
    """Try a search only on positions at most ``plies`` before the game's end."""

    def when(state: GameState, left: int, winner: int) -> bool:
        return left <= plies

    return when


RULES = PuzzleRules(
    game="tanbo",
    themes={
        "win": Theme("win", ATTACK, "Win", _win),
        "removal": Theme("removal", ATTACK, "Removal", _removal),
        "defence": Theme("defence", DEFENCE, "Defence", _win),
    },
    searches=(
        Search("win", 1, _end(4)),
        Search("win", 2, _end(8)),
        Search("removal", 1, _every),
        Search("removal", 2, _every_third),
        Search("removal", 3, _every_third),
        Search("win", 3, _end(10)),
        Search("defence", 1, _end(10)),
        Search("defence", 2, _end(8)),
    ),
    boards=((7, 7, "dense"), (5, 7, "dense"), (7, 9, "dense")),
    order_or=_as_is,
    order_and=_as_is,
    refine=_same,
    # Levels 1-3 at their own iteration caps; level 1's 20 iterations miss almost
    # anything, so only levels 2 and 3 raise the grade.
    graders=("level:1", "level:2", "level:3"),
    counted=(2, 3),
)
