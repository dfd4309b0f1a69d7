"""The registry of rule sets: every game the app plays, as a :class:`~tanbo.game.GameSpec`.

Each game is a wing of its own under this package (``tanbo/games/<name>/``: its
state, setups, position text and benchmark), and each wing's ``SPEC`` is listed
here in :data:`GAMES`. The shared core (records, links, the command line), the
generic search and the generic UI find a game only through this registry (or
through the knowledge and view registries of :mod:`tanbo.ai.knowledge` and
:mod:`tanbo.ui.games`), never by importing a wing; a wing never imports another
wing. ``tests/core/test_layout.py`` enforces both.

Adding a game: a new wing with a ``SPEC``, one line in :data:`GAMES`, and the
game's knowledge and view registered in the AI and UI registries.
"""

from __future__ import annotations

from tanbo.game import GameSpec, GameState
from tanbo.games.deago import SPEC as DEAGO
from tanbo.games.tanbo import SPEC as TANBO

__all__ = ["GAMES", "TANBO", "DEAGO", "DEFAULT_GAME", "game_of"]

GAMES: dict[str, GameSpec] = {TANBO.name: TANBO, DEAGO.name: DEAGO}
"""Every rule set by name, in the order the menus offer them."""

DEFAULT_GAME = TANBO.name
"""What a new player is offered first."""


def game_of(state: GameState) -> GameSpec:
    """The spec of the game ``state`` belongs to."""
    return GAMES[state.game_name]
