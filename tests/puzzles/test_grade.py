"""Difficulty 1-5 and the puzzle's rating."""

from __future__ import annotations

from tanbo.puzzles.grade import BIG_PROOF, difficulty, rating_of
from tanbo.puzzles.graders import level_fails
from tanbo.puzzles.model import line_moves, load_puzzles, start_state
from tanbo.puzzles.rules import rules_for


def test_the_grade_grows_with_depth_misses_and_proof_size() -> None:
    assert difficulty(1, 10, ()) == 1
    assert difficulty(2, 10, ()) == 2
    assert difficulty(1, 10, (1,)) == 1  # level 1's miss does not count
    assert difficulty(1, 10, (2, 3)) == 3
    assert difficulty(1, BIG_PROOF, ()) == 2
    assert difficulty(1, 10 * BIG_PROOF, ()) == 3
    assert difficulty(3, 10 * BIG_PROOF, (1, 2, 3)) == 5  # capped
    assert difficulty(1, 10, (1, 4), counted=(1, 2, 3, 4)) == 3


def test_ratings_follow_the_grade() -> None:
    assert [rating_of(g) for g in range(1, 6)] == [1100.0, 1300.0, 1500.0, 1700.0, 1900.0]


def test_the_shipped_grades_are_the_formula_of_their_fields() -> None:
    for game in ("tanbo", "deago"):
        for p in load_puzzles(game):
            counted = rules_for(game).counted
            assert p.difficulty == difficulty(p.depth, p.nodes, p.fails, counted), p.id
            assert p.rating == rating_of(p.difficulty)


def test_level_fails_are_reproducible() -> None:
    for game in ("tanbo", "deago"):
        for p in [p for p in load_puzzles(game) if p.depth == 1 and p.fails][:3]:
            assert level_fails(start_state(p), line_moves(p)[0]) == p.fails, p.id
