"""The computer thinking on the person's time ("Think on my time"), in frame slices.

While a person is to move against a computer that ponders (levels 4-5 of either
game, :func:`tanbo.ai.ponder.can_ponder`), each frame gives that computer a slice
of :data:`PONDER_SLICE_MS` to search the person's position
(``ponder_step``, :mod:`tanbo.ai.ponder`); what it learns is kept for its own
move. The UI has no per-game branch: every game's level players answer the same
two methods.

Pondering stops for the turn after :data:`PONDER_CAP_MS` of search (so a game left
open on the person's turn goes idle: the browser's idle-CPU target holds), when the
player says more cannot help, and whenever the position is not live (review, a
dialog, another screen, the game over; review only pauses it, since what was learned
is about the live position): :class:`~tanbo.ui.computer.Computer` decides when a
slice is due and the App skips it while the window is minimised or the tab hidden;
this module only counts and caps it. The setting ``Settings.ponder`` turns it off.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from tanbo.ai.ponder import can_ponder
from tanbo.ui.i18n import add_strings

__all__ = ["Pondering", "PONDER_SLICE_MS", "PONDER_CAP_MS"]

PONDER_SLICE_MS = 12.0
"""Search a frame while pondering: a short slice (the person may click any moment),
the same as the computer's own thinking while the screen redraws (``AI_SLICE_MS``)."""

PONDER_CAP_MS = 20_000.0
"""Most search time pondered on one person's turn (four times level 5's own move time);
after it the app idles until the person moves."""

add_strings({
    "en": {"btn.ponder": "Think on my time"},
    "ru": {"btn.ponder": "Думать в мой ход"},
})  # the setting's toggle in the new-game menu (levels 4-5 think while the person does)


class Pondering:
    """The pondering of one person's turn: which position, how long it has searched.

    ``key`` names the turn (the session's id and the ply); a new key starts the cap
    again. ``slices`` counts every ``ponder_step`` call made (tests count work, not time).
    """

    def __init__(self, clock: Callable[[], float] = time.perf_counter) -> None:
        self.key: tuple[int, int] | None = None
        self.spent_ms = 0.0
        self.finished = False  # this turn's pondering is over (the cap, or nothing to do)
        self.slices = 0
        self._clock = clock

    def wants(self, key: tuple[int, int], player: Any) -> bool:
        """True when ``player`` should get a slice on the turn ``key``."""
        if not can_ponder(player):
            return False
        return key != self.key or not self.finished

    def step(self, key: tuple[int, int], player: Any, state: Any, budget_ms: float) -> None:
        """One slice of ``player`` pondering ``state`` (the person to move) on turn ``key``."""
        if key != self.key:
            self.key = key
            self.spent_ms = 0.0
            self.finished = False
        if self.finished or not can_ponder(player):
            return
        budget = min(budget_ms, PONDER_CAP_MS - self.spent_ms)
        start = self._clock()
        more = player.ponder_step(state, budget)
        self.slices += 1
        self.spent_ms += (self._clock() - start) * 1000.0
        if not more or self.spent_ms >= PONDER_CAP_MS:
            self.finished = True

    def forget(self, players: Any) -> None:
        """Drop what the pondering learned (undo, redo): each player's ponder state."""
        self.key = None
        self.finished = False
        self.spent_ms = 0.0
        for player in players:
            reset = getattr(player, "ponder_reset", None)
            if reset is not None and can_ponder(player):
                reset()
