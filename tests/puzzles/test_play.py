"""Playing a puzzle: right moves, replies, wrong tries and their refutations."""

from __future__ import annotations

import pytest

from tanbo.errors import PuzzleError
from tanbo.puzzles.model import Puzzle, load_puzzles, start_state
from tanbo.puzzles.play import REASONS, try_move


def _first(game: str, depth: int, kind: str = "attack") -> Puzzle:
    return next(p for p in load_puzzles(game) if p.depth == depth and p.kind == kind)


def test_the_line_is_correct_then_solved() -> None:
    puzzle = _first("deago", 2)
    verdict = try_move(puzzle, (), puzzle.solution[0])
    assert verdict.kind == "correct" and verdict.reply == puzzle.solution[1]
    assert try_move(puzzle, puzzle.solution[:2], puzzle.solution[2]).kind == "solved"


def test_every_other_move_is_wrong_with_a_reason() -> None:
    for game in ("tanbo", "deago"):
        for puzzle in load_puzzles(game)[:4]:
            state = start_state(puzzle)
            wrong = [state.move_text(m) for m in state.legal_moves()
                     if state.move_text(m) != puzzle.solution[0]][:3]
            for move in wrong:
                verdict = try_move(puzzle, (), move)
                assert verdict.kind == "wrong" and verdict.why in REASONS, (puzzle.id, move)


def test_a_wrong_first_move_of_a_win_in_two_is_refuted_by_a_reply() -> None:
    puzzle = _first("deago", 2)
    state = start_state(puzzle)
    move = next(state.move_text(m) for m in state.legal_moves()
                if state.move_text(m) != puzzle.solution[0] and m >= 0)
    verdict = try_move(puzzle, (), move)
    assert verdict.kind == "wrong" and verdict.why in ("no_goal", "loses")
    assert len(verdict.refutation) == 1


def test_a_wrong_defence_shows_the_winning_move() -> None:
    puzzle = _first("deago", 1, "defence")
    state = start_state(puzzle)
    move = next(state.move_text(m) for m in state.legal_moves()
                if state.move_text(m) != puzzle.solution[0])
    verdict = try_move(puzzle, (), move)
    assert verdict.why == "loses" and verdict.refutation


def test_illegal_tries_and_bad_played_lines() -> None:
    puzzle = _first("deago", 2)
    assert try_move(puzzle, (), "zz99").why == "illegal"
    assert try_move(puzzle, (), "").why == "illegal"
    with pytest.raises(PuzzleError):
        try_move(puzzle, ("a1",), "a2")
    with pytest.raises(PuzzleError):
        try_move(puzzle, ("a1", "a2"), "a3")
    with pytest.raises(PuzzleError):
        try_move(puzzle, (*puzzle.solution[:3], "x"), "a1")


def test_wrong_tries_are_explained_by_the_rules_assistant() -> None:
    from tanbo.puzzles.play import explain_try

    puzzle = _first("deago", 1, "defence")
    state = start_state(puzzle)
    move = next(state.move_text(m) for m in state.legal_moves()
                if state.move_text(m) != puzzle.solution[0] and m >= 0)
    verdict = try_move(puzzle, (), move)
    answer = explain_try(puzzle, (), move, verdict)
    assert answer is not None and answer.legal and answer.reasons
    occupied = next(state.point_name(p) for p in range(state.geometry.npoints)
                    if state.cell(p) != 0)
    verdict = try_move(puzzle, (), occupied)
    answer = explain_try(puzzle, (), occupied, verdict)
    assert verdict.why == "illegal" and answer is not None and not answer.legal
    assert explain_try(puzzle, (), puzzle.solution[0], try_move(puzzle, (), puzzle.solution[0])) \
        is None
