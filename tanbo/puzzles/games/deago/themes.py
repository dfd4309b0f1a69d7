"""DEAGO's puzzle part: win (a five or the 20th capture), capture race, defence.

* ``win``: the solver wins within N of its moves, the last one making a five;
* ``capture_race``: the same, the last move taking the 20th captured stone;
* ``defence``: the opponent threatens to win within N of its moves (if the solver
  passed) and exactly one move of the solver stops that.

A win and a capture race are proven alike (the goal is winning, either way); the
theme says how the main line ends (:func:`_refine`, checked again by ``line_ok``).

**The exact shortcuts** (:class:`DeagoWin`): "which moves win at once?" is the
engine's ``winning_moves``, which examines every empty point with a stone among its
eight neighbours; a stone placed with none cannot convert (a neutral must touch it),
capture (an enemy pair must touch it) or make a five (four stones of its colour must
be on its line, the nearest touching it), and a pass never wins, so no winning move
is missed. ``reaches_by`` is ``effect_for``, the engine's own preview of a placement.
The orders only sort moves (the pass first at the opponent's turn: if the solver
threatens nothing, the pass refutes at once; then the points where the solver would
win, the only places a block can be). ``tests/puzzles`` checks both against the plain
solver on small positions.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol, cast, runtime_checkable

from tanbo.game import GameState
from tanbo.games import GAMES
from tanbo.puzzles.goals import WinGoal
from tanbo.puzzles.rules import ATTACK, DEFENCE, PuzzleRules, Search, Theme
from tanbo.puzzles.solver import Goal

__all__ = ["RULES", "DeagoWin", "ThreatView"]

CAPTURES = "captures"
FIVE = "five"


class _Effect(Protocol):
    winner: int


@runtime_checkable
class ThreatView(Protocol):
    """What this part reads of DEAGO's engine beyond :class:`~tanbo.game.GameState`."""

    end_reason: str | None

    def winning_moves(self, colour: int) -> list[int]:
        """The empty points where ``colour`` playing now wins at once."""
        ...

    def effect_for(self, colour: int, point: int) -> _Effect:
        """What a stone of ``colour`` on empty ``point`` would do."""
        ...


def _view(state: GameState) -> ThreatView:
    if not isinstance(state, ThreatView):
        raise TypeError(f"{type(state).__name__} has no winning_moves: not a DEAGO state")
    return cast(ThreatView, state)


@dataclass(frozen=True)
class DeagoWin(WinGoal):
    """Winning the game, with the engine's exact threat queries as shortcuts."""

    def immediate(self, state: GameState) -> list[int] | None:
        """The engine's ``winning_moves`` of the solver (to move)."""
        if state.is_over or state.to_move != self.colour:
            return None
        return _view(state).winning_moves(self.colour)

    def reaches_by(self, state: GameState, move: int) -> bool:
        """The engine's ``effect_for`` (a pass never wins)."""
        if move < 0 or state.to_move != self.colour:
            return super().reaches_by(state, move)
        return _view(state).effect_for(self.colour, move).winner == self.colour


def _win(start: GameState, colour: int) -> Goal:
    return DeagoWin(colour)


def _order_or(state: GameState, moves: list[int], goal: Goal) -> list[int]:
    return moves


def _order_and(state: GameState, moves: list[int], goal: Goal) -> list[int]:
    """The pass first, then the solver's winning points (blocks), then the rest."""
    if state.is_over:
        return moves
    blocks = set(_view(state).winning_moves(goal.colour))
    first = [m for m in moves if m < 0] + [m for m in moves if m in blocks]
    return first + [m for m in moves if m >= 0 and m not in blocks]


def _five(start: GameState, line: tuple[int, ...]) -> bool:
    return _end_reason(start, line) == FIVE


def _captures(start: GameState, line: tuple[int, ...]) -> bool:
    return _end_reason(start, line) == CAPTURES


def _end_reason(start: GameState, line: tuple[int, ...]) -> str | None:
    state = start.copy()
    for move in line:
        state.push(move)
    return _view(state).end_reason


def _refine(theme: str, start: GameState, line: tuple[int, ...]) -> str:
    """A win whose last move takes the 20th stone is a capture race."""
    if theme == "win" and _captures(start, line):
        return "capture_race"
    return theme


def _near(plies: int, winner_moves: bool = False) -> Callable[[GameState, int, int], bool]:
    """Try a search only at most ``plies`` before the game's end (and, with
    ``winner_moves``, only where the side to move went on to win it)."""

    def when(state: GameState, left: int, winner: int) -> bool:
        return left <= plies and (not winner_moves or winner == state.to_move)

    return when


def _prepare(state: GameState, index: int) -> GameState:
    """One engine game in four starts with 14-18 stones already captured by each side
    (the DFEN's counts: stones taken in an earlier part of the game), so that its end
    is more often a capture race."""
    if index % 4 != 1:
        return state
    fields = state.position_text().split(" ")
    fields[2] = str(14 + 2 * (index % 3))
    fields[3] = str(14 + 2 * ((index // 3) % 3))
    return GAMES[state.game_name].from_text(" ".join(fields))


RULES = PuzzleRules(
    game="deago",
    themes={
        "win": Theme("win", ATTACK, "Win", _win, _five),
        "capture_race": Theme("capture_race", ATTACK, "Capture race", _win, _captures),
        "defence": Theme("defence", DEFENCE, "Defence", _win),
    },
    searches=(
        Search("win", 1, _near(6)),
        Search("win", 2, _near(5, True)),
        Search("defence", 1, _near(6)),
    ),
    boards=((19, 19, "9"), (13, 13, "9"), (19, 19, "5")),
    order_or=_order_or,
    order_and=_order_and,
    refine=_refine,
    prepare=_prepare,
    # The one-ply heuristic, then levels 1-3 (alpha-beta with a threat search, at their
    # own node caps), which find nearly every first move. Not the MCTS players: their
    # DEAGO knowledge runs a threat search against the clock, so their answer changes
    # with the machine's load.
    graders=("greedy", "level:1", "level:2", "level:3"),
    counted=(1, 2, 3, 4),
)
