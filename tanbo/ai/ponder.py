"""Thinking on the opponent's time ("pondering"): the protocol and its drivers.

A player that can ponder has two more methods besides the sliced
:class:`~tanbo.players.Player` interface:

* ``ponder_step(state, budget_ms) -> bool``: search ``state`` (a position with
  the *opponent* to move, the one the player will answer next) for up to
  ``budget_ms``; ``False`` when pondering it cannot help any more (the search is
  solved or done, the game is over, or this player does not ponder at all).
  What it learns is kept for the player's next :meth:`~tanbo.players.Player.start`
  when the game goes on from ``state``: an MCTS player
  (:class:`tanbo.ai.players.SearchPlayer`) grows its tree from ``state``, so the
  subtree of whatever move is played becomes its root; DEAGO's alpha-beta player
  (:class:`tanbo.ai.games.deago.player.AbPlayer`) searches ``state`` into its
  transposition table, which the next move's search reads.
* ``ponder_reset()``: drop what pondering learned (undo, a new game).

Pondering never changes the move a player makes without it: a player that is
never asked to ponder plays exactly as before (the node-budgeted determinism
tests hold). Memory stays bounded: the MCTS tree by its node cap
(:attr:`~tanbo.ai.mcts.SearchConfig.max_nodes`), the alpha-beta's table by
:data:`PONDER_NODES` a position and the trim at each move.

:func:`can_ponder` tells whether a player ponders (levels 4-5 of both games);
:func:`ponder_for` gives a player a fixed time on the opponent's turn in one
blocking call (``python -m tanbo match --ponder-time``); the UI drives
``ponder_step`` in frame slices (:mod:`tanbo.ui.pondering`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, runtime_checkable

from tanbo.ai.clock import now
from tanbo.game import GameState

__all__ = [
    "Ponderer", "PondersByLevel", "PONDER_LEVELS", "PONDER_NODES", "PONDER_FOCUS", "can_ponder",
    "ponder_for",
]

PONDER_LEVELS = frozenset({4, 5})
"""The levels that think on the opponent's time (the weaker ones are meant to be weak)."""

PONDER_FOCUS = 0.75
"""Share of an MCTS player's pondering iterations that go below the reply that looks best
(``Searcher.run``'s ``focus``); the rest keep UCT's spread over the likely replies."""

PONDER_NODES = 300_000
"""Most alpha-beta nodes one pondered position may search: it bounds the table's growth
between two trims (``MEMORY_LIMIT`` entries, :mod:`tanbo.ai.games.deago.alphabeta`) to
about two of level 5's native moves."""


@runtime_checkable
class Ponderer(Protocol):
    """A player that can think on the opponent's time (see the module docstring)."""

    def ponder_step(self, state: GameState, budget_ms: float) -> bool:
        """Search ``state`` (the opponent to move) for up to ``budget_ms``; False when done."""

    def ponder_reset(self) -> None:
        """Forget what pondering learned."""


@runtime_checkable
class PondersByLevel(Protocol):
    """A player that can ponder but may be set not to (a level that is meant to be weak)."""

    @property
    def ponders(self) -> bool:
        """True when this player thinks on the opponent's time."""


def can_ponder(player: object) -> bool:
    """True when ``player`` thinks on the opponent's time (its ``ponders``, if it has one,
    says so)."""
    if not isinstance(player, Ponderer):
        return False
    return bool(player.ponders) if isinstance(player, PondersByLevel) else True


def ponder_for(
    player: object,
    state: GameState,
    seconds: float,
    slice_ms: float = 50.0,
    clock: Callable[[], float] = now,
) -> int:
    """Let ``player`` ponder ``state`` for ``seconds`` (blocking); the slices it ran.

    Stops early once the player says pondering cannot help; does nothing for a
    player that does not ponder or a finished game.
    """
    if seconds <= 0 or state.is_over or not can_ponder(player):
        return 0
    assert isinstance(player, Ponderer)
    end = clock() + seconds
    slices = 0
    while True:
        left_ms = (end - clock()) * 1000.0
        if left_ms <= 0:
            break
        slices += 1
        if not player.ponder_step(state, min(slice_ms, left_ms)):
            break
    return slices
