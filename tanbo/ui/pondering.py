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
this module only counts and caps it. The setting ``Settings.ponder`` turns it on or
off (:func:`toggle_ponder`); left unchosen it is on, except on a touch device, where it
would keep a core busy and drain the battery (:meth:`Settings.pondering
<tanbo.ui.settings.Settings.pondering>`).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Protocol

from tanbo.ai.ponder import Ponderer, can_ponder
from tanbo.game import GameState
from tanbo.ui import input_strings  # noqa: F401  (adds the setting's texts)

if TYPE_CHECKING:
    from tanbo.ui.settings import Settings
    from tanbo.ui.view import ViewState

__all__ = ["Pondering", "PonderReader", "PonderHost", "toggle_ponder", "ponder_on",
           "PONDER_SLICE_MS", "PONDER_CAP_MS"]

PONDER_SLICE_MS = 12.0
"""Search a frame while pondering: a short slice (the person may click any moment),
the same as the computer's own thinking while the screen redraws (``AI_SLICE_MS``)."""

PONDER_CAP_MS = 20_000.0
"""Most search time pondered on one person's turn (four times level 5's own move time);
after it the app idles until the person moves."""

class PonderReader(Protocol):
    """What reading the setting uses: the settings and the view state."""

    @property
    def settings(self) -> Settings:
        """The player's settings."""

    @property
    def view(self) -> ViewState:
        """The view state (the input modality: a touch device)."""


class PonderHost(PonderReader, Protocol):
    """What the setting's toggle uses: the reader's, saving, messages."""

    def save(self) -> None:
        """Save the game and the settings."""

    def say(self, text: str, warn: bool = False) -> None:
        """Show a status message."""

    def t(self, key: str, **values: object) -> str:
        """A UI text in the current language."""


def ponder_on(host: PonderReader) -> bool:
    """Whether the computer thinks on the person's time on this device now."""
    return host.settings.pondering(host.view.modality.touch_device)


def toggle_ponder(host: PonderHost, arg: str = "") -> None:
    """The setting's toggle: the other of what is in effect, as the person's choice
    (saved), and what it costs said."""
    host.settings.ponder = not ponder_on(host)
    host.save()
    host.say(host.t("ponder.on" if host.settings.ponder else "ponder.off"))
    host.view.dirty = True


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

    def wants(self, key: tuple[int, int], player: object) -> bool:
        """True when ``player`` should get a slice on the turn ``key``."""
        if not can_ponder(player):
            return False
        return key != self.key or not self.finished

    def step(self, key: tuple[int, int], player: object, state: GameState,
             budget_ms: float) -> None:
        """One slice of ``player`` pondering ``state`` (the person to move) on turn ``key``."""
        if key != self.key:
            self.key = key
            self.spent_ms = 0.0
            self.finished = False
        if self.finished or not isinstance(player, Ponderer) or not can_ponder(player):
            return
        budget = min(budget_ms, PONDER_CAP_MS - self.spent_ms)
        start = self._clock()
        more = player.ponder_step(state, budget)
        self.slices += 1
        self.spent_ms += (self._clock() - start) * 1000.0
        if not more or self.spent_ms >= PONDER_CAP_MS:
            self.finished = True

    def forget(self, players: Iterable[object]) -> None:
        """Drop what the pondering learned (undo, redo): each player's ponder state."""
        self.key = None
        self.finished = False
        self.spent_ms = 0.0
        for player in players:
            if isinstance(player, Ponderer) and can_ponder(player):
                player.ponder_reset()
