"""What the computer knows about DEAGO (:class:`tanbo.ai.knowledge.GameKnowledge`), registered.

:class:`DeagoKnowledge` is what the generic code asks of DEAGO, through the
knowledge registry (:func:`tanbo.ai.knowledge.register_knowledge`; the generic code
never imports this wing):

* the **levels** play alpha-beta (:meth:`DeagoKnowledge.level_player`:
  :class:`~.player.AbPlayer` with :data:`~.player.LEVEL_CONFIGS`, through
  :mod:`tanbo.ai.levelplayer`), and ``match``'s ``ab:SECONDS`` is its baseline
  (:meth:`DeagoKnowledge.ab_player`, :data:`~.player.BASELINE`);
* the **MCTS** (hints, the analysis, ``mcts:`` and ``rave`` specs) expands
  :meth:`~DeagoKnowledge.candidates` with :meth:`~DeagoKnowledge.priors` and plays
  :meth:`~DeagoKnowledge.policy` (:mod:`.mcts`); ``greedy`` plays
  :meth:`~DeagoKnowledge.move_score`.

:data:`DEAGO_KNOWLEDGE` is the full knowledge (hints, the analysis, ``mcts:``);
:data:`LEVEL_KNOWLEDGE` the weaker MCTS knowledge an ``mcts:SECONDS:level=N`` spec
asks for (``SearchConfig.level``). Both give the same alpha-beta level players.

The top of the AI's layers: :mod:`.board` -> :mod:`.wins` -> :mod:`.threats` ->
:mod:`.shapes` -> :mod:`.ordering` -> :mod:`.evaluation` -> :mod:`.alphabeta` ->
:mod:`.player` -> :mod:`.mcts` -> this module, each importing only from the ones
before it.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from tanbo.ai.games.deago.bench import run_bench
from tanbo.ai.games.deago.mcts import (
    DEFAULT_PLIES,
    DEFAULT_PRIOR_SLOPE,
    DEFAULT_TOP,
    near_points,
    point_score,
    prior,
    tactical_policy,
)
from tanbo.ai.games.deago.player import LEVEL_CONFIGS, AbPlayer, config_from_options
from tanbo.ai.games.deago.wins import defences, winning_points
from tanbo.ai.knowledge import PlayoutPolicy, random_policy, register_knowledge
from tanbo.games.deago.setups import PASS
from tanbo.games.deago.state import DeagoState

__all__ = ["DeagoKnowledge", "DEAGO_KNOWLEDGE", "LEVEL_KNOWLEDGE"]


class DeagoKnowledge:
    """DEAGO: tactical candidates, line/capture priors, tactical cut playouts."""

    name = "deago"
    policies: tuple[str, ...] = ("random", "smart")

    def __init__(
        self,
        prior_slope: float = DEFAULT_PRIOR_SLOPE,
        plies: int = DEFAULT_PLIES,
        top: int = DEFAULT_TOP,
        noise: float = 0.0,
        miss: float = 0.0,
        seed: int = 0,
    ) -> None:
        self.prior_slope = prior_slope  # prior = 0.5 + slope * point_score, in 0.1..0.95
        self.plies = plies  # most plies of a smart playout (0 = score the leaf at once)
        self.top = top  # keep only the best-scoring near points (0 = all)
        # For the weak levels: a uniform error of up to +-noise added to each near
        # point's score (the top points and priors are chosen on the noisy score),
        # and the chance of not looking for the opponent's immediate win (then
        # the defences compete as near points; own wins are always seen).
        self.noise = noise
        self.miss = miss
        self._rng = random.Random(seed)
        # The point scores of the last candidates() call, for the priors() call
        # that follows it in the search's expansion (the same state object).
        self._scored: tuple[DeagoState | None, dict[int, float]] = (None, {})

    def _score(self, state: DeagoState, m: int) -> float:
        """:func:`point_score` without the win test, plus this knowledge's noise."""
        score = point_score(state, m, False)
        if self.noise:
            score += self.noise * (2.0 * self._rng.random() - 1.0)
        return score

    def candidates(self, state: DeagoState) -> list[int]:
        """See the module docstring: wins, else defences, else near points (else ``pass``)."""
        c = state.to_move
        wins = winning_points(state, c)
        if wins:
            return wins
        if not self.miss or self._rng.random() >= self.miss:
            threats = winning_points(state, 3 - c)
            if threats:
                return defences(state) or threats
        moves = near_points(state)
        if not moves:
            return [PASS]
        if (self.top and len(moves) > self.top) or self.noise:
            scores = {m: self._score(state, m) for m in moves}
            if self.top and len(moves) > self.top:
                moves = sorted(
                    sorted(moves, key=lambda m: (scores[m], m), reverse=True)[: self.top]
                )
            # The search asks for the priors of these moves next: keep their scores.
            self._scored = (state, scores)
        return moves

    def priors(self, state: DeagoState, moves: list[int]) -> list[float]:
        """The prior of :func:`point_score` (plus noise) for each move (``pass``: 0.1).

        Wins are not looked for: the candidates are all wins when there is one.
        """
        slope = self.prior_slope
        known, scores = self._scored
        self._scored = (None, {})
        if known is not state:  # not the state candidates() just scored
            scores = {}
        return [
            0.1 if m == PASS else prior(scores[m] if m in scores else self._score(state, m), slope)
            for m in moves
        ]

    def policy(self, name: str, plies: int) -> PlayoutPolicy[DeagoState]:
        """``random`` (the engine's, to the end) or ``smart`` (:func:`tactical_policy`)."""
        if name == "random":
            return random_policy
        n = min(plies, self.plies) if plies > 0 else self.plies

        def smart(state: DeagoState, rng: random.Random) -> float:
            return tactical_policy(state, rng, n)

        return smart

    def move_score(self, state: DeagoState, move: int) -> float:
        """:func:`point_score`; ``pass`` scores below every point."""
        return -100.0 if move == PASS else point_score(state, move)

    def is_blunder(self, state: DeagoState, move: int) -> bool:
        """Passing while a point is free."""
        return move == PASS and bool(state.empty_internal)

    def level_player(
        self, level: int, seconds: float, nodes: int | None, seed: int | None
    ) -> AbPlayer:
        """DEAGO's player of a level (1-5): alpha-beta with threat search (:mod:`.player`).

        Called by :class:`tanbo.ai.levelplayer.LevelPlayer`; ``nodes`` replaces the
        time by a node budget (tests).
        """
        return AbPlayer(LEVEL_CONFIGS[level], seconds, seed, f"level:{level}", nodes)

    def bench_search(self, seconds: float) -> None:
        """Level 5's row of ``python -m tanbo bench`` (:mod:`.bench`: alpha-beta nodes per
        CPU second on 19x19 middle-game positions)."""
        run_bench(seconds)

    def ab_player(
        self, seconds: float, seed: int | None, options: Mapping[str, str] | None = None
    ) -> AbPlayer:
        """The ``ab:SECONDS[:key=value,...]`` player of ``match``: the baseline (alpha-beta +
        pattern evaluation, no VCF) or, with options, any configuration
        (:func:`~.player.config_from_options`; ``ValueError`` for a bad one); ``nodes=N``
        searches N nodes a move whatever the time (a match that load cannot change)."""
        rest = dict(options or {})
        nodes = None
        if "nodes" in rest:  # a node budget in place of the time: load cannot change a game
            text = rest.pop("nodes")
            if not (text.isdigit() and len(text) <= 9 and int(text) > 0):
                raise ValueError(
                    f"ab option nodes must be a positive whole number, got {text[:20]!r}"
                )
            nodes = int(text)
        config, label = config_from_options(rest)
        if nodes is not None:
            label += f"{',' if label else ':'}nodes={nodes}"
        return AbPlayer(config, seconds, seed, f"ab:{seconds:g}{label}", nodes)


DEAGO_KNOWLEDGE = DeagoKnowledge()
"""The full knowledge: the MCTS's default (hints, the analysis, ``mcts:`` specs)."""

LEVEL_KNOWLEDGE: dict[int, DeagoKnowledge] = {
    1: DeagoKnowledge(prior_slope=0.02, plies=0, top=5, noise=6.0, miss=0.5, seed=1),
    2: DeagoKnowledge(prior_slope=0.03, plies=0, top=6, noise=4.0, seed=2),
    3: DeagoKnowledge(prior_slope=0.05, plies=2, top=8, noise=3.0, seed=3),
    4: DeagoKnowledge(plies=6, top=12, seed=4),
}
"""Deliberately weaker MCTS knowledge for ``SearchConfig.level`` 1-4 (an
``mcts:SECONDS:level=N`` spec; level 5 and 0 get :data:`DEAGO_KNOWLEDGE`). The levels
themselves play alpha-beta whatever the knowledge (:meth:`DeagoKnowledge.level_player`).

More time helps the DEAGO MCTS little (its strength is in the candidates and
priors), so these differ in knowledge as well as in budget: fewer near
points kept, shorter playouts, noisier and flatter priors, and at level 1 a 50%
chance per expansion of not seeing the opponent's immediate win. Levels 2-4
always see wins and defences.
"""
register_knowledge(DEAGO_KNOWLEDGE, LEVEL_KNOWLEDGE)
