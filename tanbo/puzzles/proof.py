"""Proving a puzzle: find its one solution at a position, or check a stored one.

:func:`prove` looks for a puzzle of a theme and depth at a position (the generator);
:func:`check` re-proves a stored line (``verify``, the tests). Both demand, with the
exact solver (:mod:`tanbo.puzzles.solver`):

* **attack** (the solver to move forces its goal within ``depth`` of its moves): at
  each of the solver's turns on the line exactly one move forces the goal within the
  moves left and nothing forces it sooner (:func:`~tanbo.puzzles.solver.unique_achiever`),
  so there is no second solution and no shorter or equally short alternative; each
  reply on the line is legal and neither ends the game nor reaches the goal; the
  last move reaches the goal; the theme's ``line_ok`` holds;
* **defence** (the opponent threatens its goal within ``depth`` of its moves): the
  side to move has two or more moves, no win at once of its own, exactly one move
  after which the opponent cannot force its goal within ``depth``, and (for
  ``depth`` > 1) two or more that hold against the shorter threat, so the puzzle is
  not a shallower one.

The replies of an attack's line are chosen by :func:`prove` (the first, in the game's
order, after which the solver's next move is again the only one); :func:`check`
accepts any reply that meets the conditions.
"""

from __future__ import annotations

from dataclasses import dataclass

from tanbo.game import GameState, opponent
from tanbo.puzzles.rules import ATTACK, PuzzleRules
from tanbo.puzzles.solver import Counter, Goal, holders, reaches, unique_achiever

__all__ = ["Proof", "prove", "check", "MAX_DEPTH"]

MAX_DEPTH = 4
"""The deepest puzzle a file may hold (solver moves); deeper proofs take too long."""


@dataclass(frozen=True)
class Proof:
    """A proven puzzle: its (refined) theme, depth, main line and the proof's node count."""

    theme: str
    depth: int
    line: tuple[int, ...]
    nodes: int


def _counter(rules: PuzzleRules) -> Counter:
    return Counter(order_or=rules.order_or, order_and=rules.order_and)


def prove(state: GameState, rules: PuzzleRules, theme: str, depth: int) -> Proof | None:
    """The puzzle of ``theme`` at ``depth`` in ``state`` (side to move solves), or ``None``."""
    if state.is_over or not 1 <= depth <= MAX_DEPTH:
        return None
    th = rules.theme(theme)
    counter = _counter(rules)
    start = state.copy()
    if th.kind != ATTACK:
        found = _defence(start, rules, theme, depth, counter)
        return None if found is None else Proof(theme, depth, (found,), counter.nodes)
    goal = th.goal(start, start.to_move)
    work = start.copy()
    line: list[int] = []
    for left in range(depth, 0, -1):
        move = unique_achiever(work, goal, left, counter)
        if move is None:
            return None
        work.push(move)
        line.append(move)
        if left == 1:
            break
        reply = _reply(work, rules, goal, left - 1, counter)
        if reply is None:
            return None
        work.push(reply)
        line.append(reply)
    final = rules.refine(theme, start, tuple(line))
    if not rules.theme(final).line_ok(start, tuple(line)):
        return None
    return Proof(final, depth, tuple(line), counter.nodes)


def _reply(work: GameState, rules: PuzzleRules, goal: Goal, left: int,
           counter: Counter) -> int | None:
    """The first reply (game order) after which the solver's next move is the only one."""
    for reply in rules.order_and(work, work.legal_moves(), goal):
        work.push(reply)
        counter.nodes += 1
        try:
            if goal.reached(work) or work.is_over:
                continue
            if unique_achiever(work, goal, left, counter) is not None:
                return reply
        finally:
            work.pop()
    return None


def _defence(start: GameState, rules: PuzzleRules, theme: str, depth: int,
             counter: Counter) -> int | None:
    """The one move that stops the opponent's threat within ``depth``, or ``None``."""
    th = rules.theme(theme)
    if len(start.legal_moves()) < 2:
        return None
    own = th.goal(start, start.to_move)
    if reaches(start, own, 1, counter):
        return None  # a win at once: an attack, not a defence
    threat = th.goal(start, opponent(start.to_move))
    found = holders(start, threat, depth, counter, limit=2)
    if len(found) != 1:
        return None
    if depth > 1 and len(holders(start, threat, depth - 1, counter, limit=2)) < 2:
        return None  # already the only defence against the shorter threat
    return found[0]


def check(state: GameState, rules: PuzzleRules, theme: str, depth: int,
          line: tuple[int, ...]) -> tuple[str | None, int]:
    """Re-prove a stored puzzle: ``(None, nodes)`` when it holds, else ``(problem, nodes)``.

    ``problem`` is one English sentence naming what failed.
    """
    counter = _counter(rules)
    if state.is_over:
        return "the position is already over", counter.nodes
    if not 1 <= depth <= MAX_DEPTH:
        return f"depth {depth} is not 1-{MAX_DEPTH}", counter.nodes
    th = rules.theme(theme)
    start = state.copy()
    if th.kind != ATTACK:
        if len(line) != 1:
            return "a defence has one move", counter.nodes
        found = _defence(start, rules, theme, depth, counter)
        if found != line[0]:
            return "the defence is not the only move that holds", counter.nodes
        return None, counter.nodes
    if len(line) != 2 * depth - 1:
        return f"the line has {len(line)} moves, expected {2 * depth - 1}", counter.nodes
    goal = th.goal(start, start.to_move)
    work = start.copy()
    for k, move in enumerate(line):
        left = depth - k // 2
        if k % 2 == 0:
            if unique_achiever(work, goal, left, counter) != move:
                return (f"move {k + 1} ({work.move_text(move) if work.is_legal(move) else move}) "
                        f"is not the only way within {left}"), counter.nodes
            work.push(move)
        else:
            if not work.is_legal(move):
                return f"reply {k + 1} is not legal", counter.nodes
            work.push(move)
            if goal.reached(work) or work.is_over:
                return f"reply {k + 1} ends the puzzle early", counter.nodes
    if not goal.reached(work):
        return "the line does not reach the goal", counter.nodes
    if not th.line_ok(start, line):
        return f"the line does not end as a {theme} does", counter.nodes
    return None, counter.nodes
