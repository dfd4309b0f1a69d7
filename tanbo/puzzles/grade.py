"""Difficulty 1-5 and a Glicko-2 rating for a proven puzzle.

The grade adds up what makes a puzzle hard (:func:`difficulty`):

* its depth (each solver move past the first: +1),
* the computer players that miss its first move: each game part names its
  *graders* (:attr:`~tanbo.puzzles.rules.PuzzleRules.graders`, match specs of
  :func:`tanbo.ai.match.make_player`, or ``level:N`` for level N searching its own
  iteration cap), weakest first; each is run with seed 0 and a fixed iteration count,
  so the answer is the same on every machine (:func:`tanbo.puzzles.graders.level_fails`
  returns the numbers, 1-based, of those that play another move: a native-only module,
  as it runs the match runner's players); +1 for each miss of a grader the part counts
  (:attr:`~tanbo.puzzles.rules.PuzzleRules.counted`),
* a large proof (:data:`BIG_PROOF` solver nodes or more: +1, ten times that: +2),

starting from 1 and capped at 5. The puzzle's rating (:func:`rating_of`) sits on the
Glicko-2 scale of :mod:`tanbo.profiles.glicko2`: grade 3 at 1500, 200 points a grade.
"""

from __future__ import annotations

from collections.abc import Collection

__all__ = ["BIG_PROOF", "difficulty", "rating_of", "PUZZLE_RD"]

BIG_PROOF = 2_000
PUZZLE_RD = 80.0
"""The deviation a puzzle's rating is given when a player's rating is updated."""


def difficulty(depth: int, nodes: int, fails: tuple[int, ...],
               counted: Collection[int] = (2, 3)) -> int:
    """The grade 1 (easiest) .. 5 from depth, proof size and the graders that miss (those
    in ``counted``)."""
    size = (1 if nodes >= BIG_PROOF else 0) + (1 if nodes >= 10 * BIG_PROOF else 0)
    score = 1 + (depth - 1) + len([g for g in fails if g in counted]) + size
    return max(1, min(5, score))


def rating_of(grade: int) -> float:
    """The puzzle's Glicko-2 rating for its grade: 1100, 1300, 1500, 1700, 1900."""
    return 1500.0 + 200.0 * (grade - 3)
