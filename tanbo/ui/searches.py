"""The UI's short searches besides the computer player's, each run in frame slices:
the search-made hint for the human to move, and the computer weighing a draw offer.

Both use :func:`tanbo.ai.levels.hint_searcher` and spend at most
:data:`~tanbo.ui.theme.AI_SLICE_MS` a frame, so the window stays responsive.
"""

from __future__ import annotations

import time

from tanbo.ai.levels import hint_searcher
from tanbo.ai.mcts import Searcher
from tanbo.game import GameState
from tanbo.ui import theme

__all__ = ["HintSearch", "DrawJudge"]


class HintSearch:
    """The computer's suggestion for the human to move, found within :data:`theme.HINT_MS`.

    ``key`` names the position it is for (the session's id and the ply); a new key
    starts a new search.
    """

    def __init__(self) -> None:
        self.key: tuple[int, int] | None = None
        self.suggested: int | None = None
        self._search: Searcher[GameState] | None = None
        self._spent = 0.0

    def pending(self, key: tuple[int, int]) -> bool:
        """True while the hint for ``key`` is not yet found."""
        return self.key != key or self._search is not None

    def shown(self, key: tuple[int, int]) -> int | None:
        """The hint for ``key`` once found, else ``None``."""
        return None if self.pending(key) else self.suggested

    def step(self, key: tuple[int, int], state: GameState, seed: int | None) -> bool:
        """One frame's slice of the search for ``state`` (position ``key``); True when found."""
        if key != self.key:
            self.key = key
            self._search = hint_searcher(state, seed)
            self._spent = 0.0
            self.suggested = None
        search = self._search
        assert search is not None, "step is called while the hint is pending"
        start = time.perf_counter()
        search.run(millis=theme.AI_SLICE_MS)
        self._spent += (time.perf_counter() - start) * 1000.0
        if self._spent >= theme.HINT_MS or search.solved:
            self.suggested = int(search.best_move())
            self._search = None
            return True
        return False


class DrawJudge:
    """The computer weighing a draw offered in ``state`` (the offerer to move): it accepts
    unless its search, within :data:`theme.DRAW_JUDGE_MS`, says it is winning."""

    def __init__(self, state: GameState, seed: int | None) -> None:
        self._search = hint_searcher(state, seed)
        self._spent = 0.0

    def step(self) -> bool | None:
        """One frame's slice: ``None`` while still weighing, else whether it accepts."""
        start = time.perf_counter()
        self._search.run(millis=theme.AI_SLICE_MS)
        self._spent += (time.perf_counter() - start) * 1000.0
        if self._spent < theme.DRAW_JUDGE_MS and not self._search.solved:
            return None
        offerer_chance = float(self._search.win_rate())  # the offerer is to move at the root
        return 1.0 - offerer_chance <= theme.DRAW_ACCEPT_BELOW
