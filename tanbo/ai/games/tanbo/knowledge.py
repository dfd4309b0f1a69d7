"""Tanbo's AI knowledge (:class:`tanbo.ai.knowledge.GameKnowledge`): root-growth heuristics.

The default priors and ``greedy`` come from
:func:`tanbo.ai.games.tanbo.heuristics.move_score`; the named prior set ``learned``
(``prior_sets``, chosen by ``SearchConfig.priors``: level 5 and hints) from
the learned move patterns (:mod:`tanbo.ai.games.tanbo.patterns`); the
playouts from :mod:`tanbo.ai.games.tanbo.playout` (``random`` and ``smart``, the latter cut
after ``plies`` moves and scored by :func:`tanbo.ai.games.tanbo.heuristics.black_chance`).
Every legal move is a candidate (Tanbo has no passing and few moves per point).
"""

from __future__ import annotations

import functools
import random
import warnings
from collections.abc import Mapping, Sequence
from typing import ClassVar

from tanbo.ai.games.tanbo.heuristics import SELF_REMOVAL, WIN, move_score, scores
from tanbo.ai.games.tanbo.patterns import PatternFileError, PatternModel, load_model
from tanbo.ai.games.tanbo.playout import POLICIES, smart_policy, tactical_policy
from tanbo.ai.knowledge import (
    BLACK_SCORE,
    PlayoutPolicy,
    PriorSet,
    TracedPolicy,
    random_policy,
    register_knowledge,
)
from tanbo.ai.mcts import ConfigChanges
from tanbo.games.tanbo.state import TanboState

__all__ = ["TanboKnowledge", "TANBO_KNOWLEDGE", "prior"]


def prior(score: float) -> float:
    """Map a heuristic move score to a prior win rate for the mover."""
    if score >= WIN:
        return 1.0
    if score <= SELF_REMOVAL:
        return 0.05
    return min(0.95, max(0.1, 0.5 + 0.04 * score))


SEARCH: ConfigChanges = {
    "exploration": 0.2,
    "playout": "tactical",
    "rave": 1000.0,
    "prior_visits": 10.0,
    "priors": "learned",
    "expand_after": 1,
    "playout_plies": 0,
}
"""Tanbo's search at level 5 and in hints (issue 20): RAVE, the learned
move-pattern prior (:mod:`tanbo.ai.games.tanbo.patterns`) as 10 virtual visits,
tactical playouts to the end (RAVE learns from every move of a playout; cut
playouts were not better on 11x11: 5 of 12 games). Each part kept on match
results (README). Levels 1-4 keep the heuristic priors (:meth:`TanboKnowledge.priors`)."""

LEVEL4_SEARCH: ConfigChanges = {**SEARCH, "priors": "heuristic"}
"""Level 4's search: :data:`SEARCH` without the learned prior (the hand-set
heuristic priors instead), so level 4 is a step below level 5 in knowledge,
not only in time (issue 20: with the same knowledge level 5 beat level 4 only
65/100 on 11x11; README)."""


class TanboKnowledge:
    """Tanbo: all legal moves, heuristic priors, ``random``/``smart`` playouts.

    A ``GameKnowledge[TanboState]`` (:class:`tanbo.ai.knowledge.GameKnowledge`): every
    method reads a :class:`~tanbo.games.tanbo.state.TanboState`, through its public
    queries or its fast view.
    """

    name = "tanbo"
    policies: tuple[str, ...] = tuple(POLICIES)
    search_changes: ClassVar[Mapping[int, ConfigChanges]] = {4: LEVEL4_SEARCH, 5: SEARCH}
    """Changes to :data:`tanbo.ai.levels.LEVELS`' configurations (read by ``level_config``)."""

    def candidates(self, state: TanboState) -> list[int]:
        """Every legal move."""
        return state.legal_moves()

    def priors(self, state: TanboState, moves: list[int]) -> list[float]:
        """:func:`prior` of each move's heuristic score (the default priors)."""
        return [prior(s) for s in scores(state, moves)]

    def heuristic_priors(
        self, state: TanboState, moves: list[int], recent: Sequence[int] = ()
    ) -> list[float]:
        """:meth:`priors` as a named prior set (``recent`` is not used)."""
        return self.priors(state, moves)

    def learned_priors(
        self, state: TanboState, moves: list[int], recent: Sequence[int] = ()
    ) -> list[float]:
        """The learned move-pattern prior (:mod:`tanbo.ai.games.tanbo.patterns`).

        If the model file cannot be read (a broken install), the heuristic
        priors instead, after one warning naming the file and the fault: the
        game plays on, a little weaker.
        """
        model = _learned_model()
        if model is None:
            return self.priors(state, moves)
        return model.priors(state, moves, recent)

    @property
    def prior_sets(self) -> Mapping[str, PriorSet[TanboState]]:
        """The named priors ``SearchConfig.priors`` may choose: ``heuristic``, ``learned``."""
        return {"heuristic": self.heuristic_priors, "learned": self.learned_priors}

    def policy(self, name: str, plies: int) -> PlayoutPolicy[TanboState]:
        """``random`` or ``smart`` (cut after ``plies`` plies when ``plies`` > 0)."""
        if name == "random":
            return random_policy
        policy = POLICIES[name]
        if policy in (smart_policy, tactical_policy) and plies > 0:
            policy = functools.partial(policy, plies=plies)

        def score(state: TanboState, rng: random.Random) -> float:
            return BLACK_SCORE[policy(state, rng)]

        return score

    def traced_policy(self, name: str, plies: int) -> TracedPolicy[TanboState]:
        """The playout ``name`` that also appends the moves it plays to a list (for RAVE)."""
        if name == "random":
            return _uniform_traced
        if name == "smart":

            def traced_smart(state: TanboState, rng: random.Random, played: list[int]) -> float:
                return BLACK_SCORE[smart_policy(state, rng, plies=plies, played=played)]

            return traced_smart

        def traced(state: TanboState, rng: random.Random, played: list[int]) -> float:
            return BLACK_SCORE[tactical_policy(state, rng, played, plies)]

        return traced

    def move_score(self, state: TanboState, move: int) -> float:
        """:func:`tanbo.ai.games.tanbo.heuristics.move_score`."""
        return move_score(state, move)

    def is_blunder(self, state: TanboState, move: int) -> bool:
        """A move that removes the mover's own root."""
        return move_score(state, move) <= SELF_REMOVAL


@functools.lru_cache(maxsize=1)
def _learned_model() -> PatternModel | None:
    """The shipped pattern model, or ``None`` (with one warning) if it is unreadable."""
    try:
        return load_model()
    except PatternFileError as exc:
        warnings.warn(f"{exc}; the computer uses its heuristic priors", stacklevel=2)
        return None


def _uniform_traced(state: TanboState, rng: random.Random, played: list[int]) -> float:
    """Uniformly random moves to the end, each appended to ``played``."""
    legal = state.legal_points
    push = state.push_unchecked
    rnd = rng.random
    while not state.winner:
        lst = legal[state.to_move]
        p = lst[int(rnd() * len(lst))]
        push(p)
        played.append(p)
    return BLACK_SCORE[state.winner]



TANBO_KNOWLEDGE = TanboKnowledge()
register_knowledge(TANBO_KNOWLEDGE)
