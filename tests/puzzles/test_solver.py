"""The exact solver against a plain brute force, and its shortcuts against the engine.

The plain solver below is the definition: every legal move at every node, no order,
no shortcut, no killer. The fast solver (:mod:`tanbo.puzzles.solver` with the games'
orders and DEAGO's ``winning_moves`` shortcut) must find exactly the same moves.
"""

from __future__ import annotations

import pytest

from tanbo.game import GameState, opponent
from tanbo.puzzles.games.deago.themes import DeagoWin
from tanbo.puzzles.games.tanbo.themes import RemovalGoal
from tanbo.puzzles.goals import WinGoal
from tanbo.puzzles.rules import rules_for
from tanbo.puzzles.solver import Counter, Goal, achievers, holders
from tests.support.puzzle_positions import game_positions


def plain_reaches(state: GameState, goal: Goal, n: int) -> bool:
    if n <= 0 or state.is_over:
        return False
    for move in state.legal_moves():
        state.push(move)
        try:
            if goal.reached(state):
                return True
            if state.is_over or n == 1:
                continue
            if plain_all(state, goal, n - 1):
                return True
        finally:
            state.pop()
    return False


def plain_all(state: GameState, goal: Goal, n: int) -> bool:
    for reply in state.legal_moves():
        state.push(reply)
        try:
            if goal.reached(state):
                continue
            if state.is_over or not plain_reaches(state, goal, n):
                return False
        finally:
            state.pop()
    return True


def plain_achievers(state: GameState, goal: Goal, n: int) -> list[int]:
    out = []
    for move in state.legal_moves():
        state.push(move)
        try:
            ok = goal.reached(state) or (
                not state.is_over and n > 1 and plain_all(state, goal, n - 1))
        finally:
            state.pop()
        if ok:
            out.append(move)
    return out


def positions(game: str, games: int, every: int = 1, last: int = 10_000) -> list[GameState]:
    """Positions of seeded level-1 games on the game's smallest board."""
    size = {"tanbo": (5, 7), "deago": (13, 13)}[game]
    out = []
    for seed in range(games):
        out += game_positions(game, size, 100 + seed, every, last)
    return out


def _counter(game: str) -> Counter:
    rules = rules_for(game)
    return Counter(order_or=rules.order_or, order_and=rules.order_and)


def test_tanbo_solver_agrees_with_brute_force_on_small_boards() -> None:
    checked = 0
    for state in positions("tanbo", 2, every=5):
        me = state.to_move
        for goal in (WinGoal(me), RemovalGoal(me, state.root_count(opponent(me)))):  # type: ignore[attr-defined]
            for n in (1, 2):
                fast = achievers(state.copy(), goal, n, _counter("tanbo"))
                assert fast == plain_achievers(state.copy(), goal, n), (state.position_text(), n)
                checked += 1
    assert checked >= 20


def test_deago_shortcuts_are_exactly_the_engine_pushes() -> None:
    seen = 0
    for state in positions("deago", 4, last=8):
        for colour in (state.to_move,):
            goal = DeagoWin(colour)
            plain = []
            for move in state.legal_moves():
                state.push(move)
                if state.winner == colour:
                    plain.append(move)
                state.pop()
            assert goal.immediate(state) == plain
            assert [m for m in state.legal_moves() if goal.reaches_by(state, m)] == plain
            seen += bool(plain)
    assert seen >= 2


def test_the_orders_only_reorder() -> None:
    for game in ("tanbo", "deago"):
        rules = rules_for(game)
        for state in positions(game, 1, every=3)[:10]:
            moves = state.legal_moves()
            goal = rules.theme("win").goal(state, state.to_move)
            for order in (rules.order_or, rules.order_and):
                assert sorted(order(state, list(moves), goal)) == sorted(moves)


@pytest.mark.parametrize("n", [1])
def test_deago_defence_and_win_agree_with_brute_force(n: int) -> None:
    checked = 0
    for state in positions("deago", 2, last=2):
        me = state.to_move
        fast = achievers(state.copy(), DeagoWin(me), n, _counter("deago"))
        assert fast == plain_achievers(state.copy(), WinGoal(me), n)
        threat = WinGoal(opponent(me))
        plain_hold = [m for m in state.legal_moves()
                      if not _plain_loses_after(state, m, threat, n)]
        assert holders(state.copy(), DeagoWin(opponent(me)), n, _counter("deago")) == plain_hold
        checked += 1
    assert checked >= 3


def _plain_loses_after(state: GameState, move: int, threat: Goal, n: int) -> bool:
    state.push(move)
    try:
        if threat.reached(state):
            return True
        return not state.is_over and plain_reaches(state, threat, n)
    finally:
        state.pop()


def test_a_deago_depth_two_solution_is_one_for_the_plain_solver_too() -> None:
    """The fast solver's order and shortcuts on a real depth-2 win: the plain solver
    agrees that the first move wins in 2 and that other moves near it do not."""
    from tanbo.puzzles.model import line_moves, load_puzzles, start_state

    found = [p for p in load_puzzles("deago") if p.depth == 2 and p.theme == "win"]
    assert found
    puzzle = min(found, key=lambda p: start_state(p).geometry.npoints)
    state = start_state(puzzle)
    first = line_moves(puzzle)[0]
    goal = WinGoal(state.to_move)
    state.push(first)
    assert plain_all(state, goal, 1)
    state.pop()
    neighbours = state.geometry.neighbours[first]
    for other in [m for m in neighbours if state.is_legal(m)][:2]:
        state.push(other)
        assert not plain_all(state, goal, 1)
        state.pop()
