"""Tanbo's AI knowledge (:class:`tanbo.ai.knowledge.GameKnowledge`): root-growth heuristics.

Priors and ``greedy`` come from :func:`tanbo.ai.games.tanbo.heuristics.move_score`, the
playouts from :mod:`tanbo.ai.games.tanbo.playout` (``random`` and ``smart``, the latter cut
after ``plies`` moves and scored by :func:`tanbo.ai.games.tanbo.heuristics.black_chance`).
Every legal move is a candidate (Tanbo has no passing and few moves per point).
"""

from __future__ import annotations

import functools
import random
from typing import Any

from tanbo.ai.games.tanbo.heuristics import SELF_REMOVAL, WIN, move_score, scores
from tanbo.ai.games.tanbo.playout import POLICIES, smart_policy
from tanbo.ai.knowledge import BLACK_SCORE, Policy, random_policy, register_knowledge

__all__ = ["TanboKnowledge", "TANBO_KNOWLEDGE", "prior"]


def prior(score: float) -> float:
    """Map a heuristic move score to a prior win rate for the mover."""
    if score >= WIN:
        return 1.0
    if score <= SELF_REMOVAL:
        return 0.05
    return min(0.95, max(0.1, 0.5 + 0.04 * score))


class TanboKnowledge:
    """Tanbo: all legal moves, heuristic priors, ``random``/``smart`` playouts."""

    name = "tanbo"
    policies: tuple[str, ...] = tuple(POLICIES)

    def candidates(self, state: Any) -> list[int]:
        """Every legal move."""
        moves: list[int] = state.legal_moves()
        return moves

    def priors(self, state: Any, moves: list[int]) -> list[float]:
        """:func:`prior` of each move's heuristic score."""
        return [prior(s) for s in scores(state, moves)]

    def policy(self, name: str, plies: int) -> Policy:
        """``random`` or ``smart`` (cut after ``plies`` plies when ``plies`` > 0)."""
        if name == "random":
            return random_policy
        policy = POLICIES[name]
        if policy is smart_policy and plies > 0:
            policy = functools.partial(smart_policy, plies=plies)

        def score(state: Any, rng: random.Random) -> float:
            return BLACK_SCORE[policy(state, rng)]

        return score

    def move_score(self, state: Any, move: int) -> float:
        """:func:`tanbo.ai.games.tanbo.heuristics.move_score`."""
        return move_score(state, move)

    def is_blunder(self, state: Any, move: int) -> bool:
        """A move that removes the mover's own root."""
        return move_score(state, move) <= SELF_REMOVAL


TANBO_KNOWLEDGE = TanboKnowledge()
register_knowledge(TANBO_KNOWLEDGE)
