"""Proofs: one solution or none, no shorter alternative, and the re-proof of a line."""

from __future__ import annotations

from tanbo.game import GameState
from tanbo.games import GAMES
from tanbo.puzzles.proof import check, prove
from tanbo.puzzles.rules import rules_for


def deago(moves: str, size: int = 13) -> GameState:
    """A DEAGO position without neutral stones after ``moves`` (points, alternating)."""
    state = GAMES["deago"].new_state(size, size, "0")
    for text in moves.split():
        state.push(state.parse_move(text))
    return state


FOUR_BLOCKED = "d7 a1 e7 a3 f7 a5 g7 h7"  # Black to move: c7 alone makes five
FOUR_OPEN = "d7 a1 e7 a3 f7 a5 g7 a13"  # c7 and h7 both make five


def test_a_single_winning_move_is_a_puzzle_and_two_are_not() -> None:
    rules = rules_for("deago")
    proof = prove(deago(FOUR_BLOCKED), rules, "win", 1)
    assert proof is not None
    state = deago(FOUR_BLOCKED)
    assert [state.move_text(m) for m in proof.line] == ["c7"]
    assert proof.nodes > 0
    assert prove(deago(FOUR_OPEN), rules, "win", 1) is None  # a second solution


def test_a_win_in_one_is_not_a_win_in_two() -> None:
    """No shorter alternative: where a move wins at once, there is no depth-2 puzzle."""
    assert prove(deago(FOUR_BLOCKED), rules_for("deago"), "win", 2) is None


def test_an_open_three_is_a_win_in_two_with_its_one_first_move() -> None:
    # Black d7 e7 f7 with c7, g7, h7, b7 empty: g7 or c7 makes an open four; with a White
    # stone on b7 only g7 leaves four open at both ends (c7 and h7).
    state = deago("d7 b7 e7 a3 f7 a5")
    proof = prove(state, rules_for("deago"), "win", 2)
    assert proof is not None
    line = [state.move_text(m) for m in proof.line]
    assert line[0] == "g7" and len(line) == 3
    assert check(state, rules_for("deago"), "win", 2, proof.line)[0] is None


def test_the_only_defence_against_a_four() -> None:
    # White to move against Black's four d7-g7 (h7 open, c7 blocked by White): h7 only.
    state = deago("d7 c7 e7 a3 f7 a5 g7")
    proof = prove(state, rules_for("deago"), "defence", 1)
    assert proof is not None and state.move_text(proof.line[0]) == "h7"
    # An open four has two winning points: no single defence.
    assert prove(deago("d7 a1 e7 a3 f7 a5 g7"), rules_for("deago"), "defence", 1) is None


def test_check_names_a_wrong_line() -> None:
    rules = rules_for("deago")
    state = deago(FOUR_BLOCKED)
    right = (state.parse_move("c7"),)
    assert check(state, rules, "win", 1, right)[0] is None
    problem, _ = check(state, rules, "win", 1, (state.parse_move("b7"),))
    assert problem is not None and "not the only way" in problem
    problem, _ = check(state, rules, "capture_race", 1, right)
    assert problem is not None and "capture_race" in problem  # the line ends by a five
    assert check(state, rules, "win", 2, right)[0] is not None  # wrong length


def test_tanbo_removal_in_one_is_unique_or_refused() -> None:
    rules = rules_for("tanbo")
    from tests.support.puzzle_positions import game_positions

    found = refused = 0
    for state in game_positions("tanbo", (7, 7), 3):
        proof = prove(state, rules, "removal", 1)
        if proof is None:
            refused += 1
            continue
        found += 1
        assert check(state, rules, "removal", 1, proof.line)[0] is None
        enemy = 3 - state.to_move
        before = state.root_count(enemy)  # type: ignore[attr-defined]
        for m in state.legal_moves():  # only the solution removes an enemy root
            state.push(m)
            removed = state.root_count(enemy) < before or state.winner == 3 - enemy  # type: ignore[attr-defined]
            state.pop()
            assert removed == (m == proof.line[0])
    assert found and refused
