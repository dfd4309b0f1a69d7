"""Playing a puzzle: judge the player's try (:func:`try_move`).

The player makes the solver's moves; the opponent's replies come from the puzzle's
main line. A try that is not the line's move is *wrong*: the puzzle was proven to
have one solution, so some reply refutes it, and :func:`try_move` finds it with the
exact solver and names the reason:

* ``illegal``: not a legal move here (the rules assistant, :mod:`tanbo.explain`, says why);
* ``loses``: after it the opponent wins at once (or the move itself loses the game);
  ``refutation`` is the opponent's winning move;
* ``no_goal``: the goal is no longer forced within the moves left; ``refutation``
  is the opponent's reply that stops it (empty on the last move: the move simply
  does not reach the goal).

:func:`explain_try` asks the rules assistant about a wrong try: why it is illegal, or
what the refuting reply does (the screen turns the answer into text).
"""

from __future__ import annotations

from dataclasses import dataclass

from tanbo.errors import PuzzleError, TanboError
from tanbo.explain import Explanation
from tanbo.game import GameState, opponent
from tanbo.games import GAMES
from tanbo.puzzles.model import Puzzle, line_moves, start_state
from tanbo.puzzles.rules import ATTACK, PuzzleRules, rules_for
from tanbo.puzzles.solver import Counter, Goal, achievers, reaches

__all__ = ["Verdict", "try_move", "explain_try", "CORRECT", "SOLVED", "WRONG", "REASONS"]

CORRECT, SOLVED, WRONG = "correct", "solved", "wrong"
REASONS = ("illegal", "loses", "no_goal")


@dataclass(frozen=True)
class Verdict:
    """The answer to a try: ``kind`` is ``correct`` (``reply`` follows), ``solved`` or ``wrong``.

    When wrong, ``refutation`` is the opponent's refuting line (move texts) and ``why``
    one of :data:`REASONS`.
    """

    kind: str
    reply: str | None = None
    refutation: tuple[str, ...] = ()
    why: str = ""


def _replay(puzzle: Puzzle, played: tuple[str, ...]) -> GameState:
    if len(played) % 2 or tuple(played) != puzzle.solution[: len(played)] \
            or len(played) >= len(puzzle.solution):
        raise PuzzleError(f"{puzzle.id}: the moves played are not the start of its line")
    state = start_state(puzzle)
    for move in line_moves(puzzle)[: len(played)]:
        state.push(move)
    return state


def try_move(puzzle: Puzzle, played: tuple[str, ...], move: str) -> Verdict:
    """Judge ``move`` (move text) after the line's moves ``played`` (solver's and replies).

    ``PuzzleError`` if ``played`` is not an even-length start of the puzzle's line.
    """
    state = _replay(puzzle, played)
    k = len(played)
    try:
        point = state.parse_move(move)
    except TanboError:
        return Verdict(WRONG, why="illegal")
    if not state.is_legal(point):
        return Verdict(WRONG, why="illegal")
    if move.strip() == puzzle.solution[k] or state.move_text(point) == puzzle.solution[k]:
        if k + 1 == len(puzzle.solution):
            return Verdict(SOLVED)
        return Verdict(CORRECT, reply=puzzle.solution[k + 1])
    rules = rules_for(puzzle.game)
    return _refute(state, point, puzzle, rules, puzzle.depth - k // 2)


def _refute(state: GameState, point: int, puzzle: Puzzle, rules: PuzzleRules,
            left: int) -> Verdict:
    theme = rules.theme(puzzle.theme)
    me = state.to_move
    counter = Counter(order_or=rules.order_or, order_and=rules.order_and)
    if theme.kind == ATTACK:
        goal = theme.goal(start_state(puzzle), me)
    else:
        goal = theme.goal(start_state(puzzle), opponent(me))
    # "loses": the opponent then wins the game (every game part has a "win" theme).
    threat = rules.theme("win").goal(start_state(puzzle), opponent(me))
    state = state.copy()
    state.push(point)
    if theme.kind == ATTACK and goal.reached(state):
        return Verdict(SOLVED)  # cannot happen in a proven puzzle: a second solution
    if state.is_over:
        return Verdict(WRONG, why="loses")
    wins = achievers(state, threat, 1, counter, limit=1)
    if wins:
        return Verdict(WRONG, refutation=(state.move_text(wins[0]),), why="loses")
    if theme.kind != ATTACK:
        found = achievers(state, goal, puzzle.depth, counter, limit=1)
        line = (state.move_text(found[0]),) if found else ()
        return Verdict(WRONG, refutation=line, why="loses")
    if left <= 1:
        return Verdict(WRONG, why="no_goal")
    return Verdict(WRONG, refutation=_stopper(state, goal, left - 1, rules, counter),
                   why="no_goal")


def _stopper(state: GameState, goal: Goal, left: int, rules: PuzzleRules,
             counter: Counter) -> tuple[str, ...]:
    """The first reply (game order) after which ``goal`` is not forced within ``left``."""
    for reply in rules.order_and(state, state.legal_moves(), goal):
        state.push(reply)
        try:
            if goal.reached(state):
                continue
            if state.is_over or not reaches(state, goal, left, counter):
                return (state.move_text(reply),)
        finally:
            state.pop()
    return ()


def explain_try(puzzle: Puzzle, played: tuple[str, ...], move: str,
                verdict: Verdict) -> Explanation | None:
    """The rules assistant's answer (:mod:`tanbo.explain`) behind a wrong try.

    For an ``illegal`` try: why the try may not be played. Otherwise: what the
    refutation's first move does, asked in the position after the try (its captures,
    removals, the win). ``None`` when there is nothing to explain (a try that is not a
    move of the board, or a wrong last move with no refutation to show).
    """
    if verdict.kind != WRONG:
        return None
    state = _replay(puzzle, played)
    assistant = GAMES[puzzle.game].assistant
    try:
        point = state.parse_move(move)
        if verdict.why == "illegal":
            return assistant.explain(state, point)
        state.push(point)
        if not verdict.refutation or state.is_over:
            return None
        return assistant.explain(state, state.parse_move(verdict.refutation[0]))
    except TanboError:
        return None
