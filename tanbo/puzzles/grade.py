"""Difficulty 1-5 and a Glicko-2 rating for a proven puzzle.

The grade adds up what makes a puzzle hard (:func:`difficulty`):

* its depth (each solver move past the first: +1),
* the computer levels that miss its first move (:func:`level_fails`: levels 1-3,
  each searching its own iteration cap with seed 0, so the answer is the same on
  every machine, are asked and the misses recorded; +1 for each of levels 2 and 3
  that plays another move: level 1's 20 iterations miss almost anything in Tanbo,
  so its miss says little),
* a large proof (:data:`BIG_PROOF` solver nodes or more: +1, ten times that: +2),

starting from 1 and capped at 5. The puzzle's rating (:func:`rating_of`) sits on the
Glicko-2 scale of :mod:`tanbo.profiles.glicko2`: grade 3 at 1500, 200 points a grade.
"""

from __future__ import annotations

from tanbo.ai.levels import LEVELS, make_level_player
from tanbo.ai.players import choose
from tanbo.game import GameState

__all__ = ["GRADED_LEVELS", "BIG_PROOF", "level_fails", "difficulty", "rating_of", "PUZZLE_RD"]

GRADED_LEVELS = (1, 2, 3)
COUNTED_LEVELS = (2, 3)
"""The levels whose miss raises the grade."""
BIG_PROOF = 2_000
PUZZLE_RD = 80.0
"""The deviation a puzzle's rating is given when a player's rating is updated."""


def level_fails(state: GameState, move: int) -> tuple[int, ...]:
    """The levels of :data:`GRADED_LEVELS` whose choice in ``state`` is not ``move``."""
    fails = []
    for level in GRADED_LEVELS:
        cap = LEVELS[level].max_iterations or 1000
        player = make_level_player(level, seed=0, iterations=cap)
        if choose(player, state.copy()) != move:
            fails.append(level)
    return tuple(fails)


def difficulty(depth: int, nodes: int, fails: tuple[int, ...]) -> int:
    """The grade 1 (easiest) .. 5 from depth, proof size and the levels that fail."""
    size = (1 if nodes >= BIG_PROOF else 0) + (1 if nodes >= 10 * BIG_PROOF else 0)
    score = 1 + (depth - 1) + len([lv for lv in fails if lv in COUNTED_LEVELS]) + size
    return max(1, min(5, score))


def rating_of(grade: int) -> float:
    """The puzzle's Glicko-2 rating for its grade: 1100, 1300, 1500, 1700, 1900."""
    return 1500.0 + 200.0 * (grade - 3)
