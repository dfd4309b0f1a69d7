"""What every game's sparring partners share: a search budget.

:class:`Budget` counts nodes and watches a deadline (a time budget in a match, a node
budget for deterministic tests). Each game's player shell is in its wing (DEAGO's:
:class:`tanbo.ai.sparring.deago.player.SparringPlayer`).
"""

from __future__ import annotations

import math
from collections.abc import Callable

from tanbo.ai.clock import now

__all__ = ["OutOfBudget", "Budget"]


class OutOfBudget(Exception):
    """Raised inside a search when its :class:`Budget` is spent."""


class Budget:
    """A node counter with a limit and a deadline (either may be infinite)."""

    __slots__ = ("count", "limit", "deadline", "clock")

    def __init__(
        self, limit: float, deadline: float, clock: Callable[[], float] = now
    ) -> None:
        self.count = 0
        self.limit = limit
        self.deadline = deadline
        self.clock = clock

    def tick(self) -> None:
        """Count one node; :class:`OutOfBudget` once the nodes or the time are spent."""
        self.count += 1
        if self.count > self.limit:
            raise OutOfBudget
        if not self.count & 15 and self.clock() > self.deadline:
            raise OutOfBudget

    def spent(self) -> bool:
        """True once the nodes or the time are spent (without counting a node)."""
        return self.count >= self.limit or self.clock() > self.deadline

    def part(self, fraction: float) -> Budget:
        """A budget for one phase: ``fraction`` of the nodes and of the time left."""
        now = self.clock()
        left_t = max(0.0, self.deadline - now)
        left_n = max(0.0, self.limit - self.count)
        return Budget(
            left_n * fraction if math.isfinite(left_n) else math.inf,
            now + left_t * fraction if math.isfinite(left_t) else math.inf,
            self.clock,
        )

    def absorb(self, other: Budget) -> None:
        """Add the nodes a phase budget counted to this one."""
        self.count += other.count
