"""The exact puzzle solver: AND/OR proof search over every legal move, to a depth.

Start at :func:`achievers` (which moves of the side to move reach a goal within N of
its own moves) and :func:`holders` (which moves stop the opponent reaching its goal
within N). A :class:`Goal` says when the solver's aim is met; the game's puzzle part
(:mod:`tanbo.puzzles.rules`) makes the goals.

**Exactness.** The search visits every legal move at every node (the pass included,
in a game with passes); nothing is pruned. What makes it fast enough is only the
*order* in which moves are tried and stopping a node as soon as its value is known
(an OR node at its first success, an AND node at its first refutation), which cannot
change a node's value:

* an OR node (the solver to move, ``n`` moves left) is true iff some move reaches the
  goal at once, or leaves a position where every reply keeps the goal within ``n - 1``;
* an AND node (the opponent to move) is true iff every reply either reaches the goal
  (e.g. a Tanbo self-removal) or leaves an OR node with ``n`` moves that is true; a
  reply that ends the game without the goal refutes.

At ``n == 1`` the OR node only asks "does some move reach the goal at once?". A goal
may answer that itself (:meth:`Goal.immediate`, e.g. DEAGO's ``winning_moves``, which
is exact: it examines every empty point that has a stone among its eight neighbours,
and a placement with none cannot make a five, convert or capture); it must return
exactly the moves that a push would show reaching the goal (``tests/puzzles``
compares it with the push loop). A move that won last time (the *killer*) is tried
first with :meth:`Goal.reaches_by`.

Every push is counted (:class:`Counter`): the node count of a proof, kept per puzzle
for its difficulty.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from tanbo.game import GameState

__all__ = [
    "Goal", "Counter", "Order", "reaches", "achieves", "all_replies", "achievers",
    "unique_achiever", "holds", "holders",
]


class Goal(Protocol):
    """The solver's aim, judged on the position after any move."""

    @property
    def colour(self) -> int:
        """The solver's colour."""
        ...

    def reached(self, state: GameState) -> bool:
        """True when the aim is met in ``state`` (checked after every move)."""
        ...

    def immediate(self, state: GameState) -> list[int] | None:
        """The moves of the solver (to move in ``state``) that reach the aim at once,
        exactly, or ``None`` to let the solver try every move."""
        ...

    def reaches_by(self, state: GameState, move: int) -> bool:
        """True if the solver's legal ``move`` reaches the aim at once (no change to
        ``state`` when it returns)."""
        ...


Order = Callable[[GameState, list[int], Goal], list[int]]
"""Puts moves in the order to try them (a permutation of its list: never drops one)."""


def _as_is(state: GameState, moves: list[int], goal: Goal) -> list[int]:
    return moves


@dataclass
class Counter:
    """A proof's running state: ``nodes`` counts the positions visited (pushes and quick
    answers), ``killers`` the last move that won at once (key 1: the last solver move),
    and the game's move orders for the solver's (``order_or``) and the opponent's
    (``order_and``) turns."""

    nodes: int = 0
    killers: dict[int, int] = field(default_factory=dict)
    order_or: Order = _as_is
    order_and: Order = _as_is


def _push(state: GameState, move: int, counter: Counter) -> None:
    state.push(move)
    counter.nodes += 1


def _reaches_now(state: GameState, goal: Goal, counter: Counter) -> bool:
    """``n == 1``: does some move of the solver reach the goal at once?"""
    killer = counter.killers.get(1)
    if killer is not None and state.is_legal(killer):
        counter.nodes += 1
        if goal.reaches_by(state, killer):
            return True
    quick = goal.immediate(state)
    if quick is not None:
        counter.nodes += 1
        if quick:
            counter.killers[1] = quick[0]
        return bool(quick)
    for move in state.legal_moves():
        _push(state, move, counter)
        try:
            if goal.reached(state):
                counter.killers[1] = move
                return True
        finally:
            state.pop()
    return False


def reaches(state: GameState, goal: Goal, n: int, counter: Counter) -> bool:
    """True if the solver, to move in ``state``, forces ``goal`` within ``n`` of its moves."""
    if n <= 0 or state.is_over:
        return False
    if n == 1:
        return _reaches_now(state, goal, counter)
    for move in counter.order_or(state, state.legal_moves(), goal):
        if achieves(state, move, goal, n, counter):
            return True
    return False


def achieves(state: GameState, move: int, goal: Goal, n: int, counter: Counter) -> bool:
    """True if the solver's ``move`` forces ``goal`` within ``n`` solver moves (itself one)."""
    _push(state, move, counter)
    try:
        if goal.reached(state):
            return True
        if state.is_over or n <= 1:
            return False
        return all_replies(state, goal, n - 1, counter)
    finally:
        state.pop()


def all_replies(state: GameState, goal: Goal, n: int, counter: Counter) -> bool:
    """True if every reply of the opponent (to move) leaves ``goal`` within ``n`` solver moves."""
    if state.is_over:
        return False
    for reply in counter.order_and(state, state.legal_moves(), goal):
        _push(state, reply, counter)
        try:
            if goal.reached(state):
                continue
            if state.is_over or not reaches(state, goal, n, counter):
                return False
        finally:
            state.pop()
    return True


def achievers(
    state: GameState, goal: Goal, n: int, counter: Counter, limit: int | None = None,
    moves: Sequence[int] | None = None,
) -> list[int]:
    """The moves of the side to move (or of ``moves``) that force ``goal`` within ``n``,
    in move order; the search stops once ``limit`` are found."""
    if state.is_over:
        return []
    found: list[int] = []
    for m in state.legal_moves() if moves is None else moves:
        if achieves(state, m, goal, n, counter):
            found.append(m)
            if limit is not None and len(found) >= limit:
                break
    return found


def unique_achiever(state: GameState, goal: Goal, n: int, counter: Counter) -> int | None:
    """The one move that forces ``goal`` within ``n`` solver moves when exactly one does
    and nothing forces it sooner (within ``n - 1``); else ``None``."""
    if n > 1 and reaches(state, goal, n - 1, counter):
        return None
    found = achievers(state, goal, n, counter, limit=2)
    return found[0] if len(found) == 1 else None


def holds(state: GameState, move: int, threat: Goal, n: int, counter: Counter) -> bool:
    """True if ``move`` (of the side to move) leaves the opponent unable to force ``threat``
    (the opponent's goal) within ``n`` of its moves."""
    _push(state, move, counter)
    try:
        if threat.reached(state):
            return False
        if state.is_over:
            return True
        return not reaches(state, threat, n, counter)
    finally:
        state.pop()


def holders(
    state: GameState, threat: Goal, n: int, counter: Counter, limit: int | None = None
) -> list[int]:
    """The moves of the side to move that stop the opponent's ``threat`` within ``n``, in
    move order; the search stops once ``limit`` are found."""
    if state.is_over:
        return []
    found: list[int] = []
    for m in state.legal_moves():
        if holds(state, m, threat, n, counter):
            found.append(m)
            if limit is not None and len(found) >= limit:
                break
    return found
