"""DEAGO's sparring player shell: the :class:`tanbo.players.Player` the partners extend.

:meth:`~SparringPlayer.start` remembers the position, the first
:meth:`~SparringPlayer.step` thinks on a private copy until the budget is spent (these
players are match baselines, so one step may take the whole time per move) and answers
a legal move.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from tanbo.ai.clock import now
from tanbo.ai.sparring.base import Budget
from tanbo.game import GameState
from tanbo.games.deago.state import PASS, DeagoState

__all__ = ["SparringPlayer"]


class SparringPlayer:
    """A DEAGO match player thinking ``seconds`` a move, or exactly ``nodes`` nodes.

    Subclasses implement :meth:`think` (a private copy of the position, the budget, a
    seeded ``random.Random``) and return an internal point, or ``PASS``.
    """

    kind = "sparring"

    def __init__(
        self,
        seconds: float,
        seed: int | None = None,
        nodes: int | None = None,
        name: str | None = None,
        clock: Callable[[], float] = now,
    ) -> None:
        self.seconds = seconds
        self.nodes = nodes
        self.name = name or f"{self.kind}:{seconds:g}"
        self.rng = random.Random(seed)
        self.clock = clock
        self.last_nodes = 0  # nodes searched for the last move
        self._state: DeagoState | None = None

    def start(self, state: GameState) -> None:
        """Remember ``state`` (read-only)."""
        if state.is_over:
            raise ValueError("no legal move: the game is over")
        if not isinstance(state, DeagoState):
            raise ValueError(f"{self.name} plays DEAGO only")
        self._state = state

    def step(self, budget_ms: float) -> int | None:
        """Think (the whole time per move) and answer a legal move."""
        state = self._state
        if state is None:
            raise ValueError("step() called before start()")
        self._state = None
        if not state.empty_internal:
            return PASS
        if self.nodes is not None:
            budget = Budget(self.nodes, math.inf, self.clock)
        else:
            budget = Budget(math.inf, self.clock() + self.seconds, self.clock)
        work = state.copy()
        move = self.think(work, budget)
        self.last_nodes = budget.count
        if move == PASS:
            return PASS
        return state.to_external[move]

    def cancel(self) -> None:
        """Forget the position."""
        self._state = None

    def think(self, state: DeagoState, budget: Budget) -> int:
        """The chosen internal point (``state`` is a private copy the search may play on)."""
        raise NotImplementedError
