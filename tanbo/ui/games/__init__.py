"""The per-game parts of the UI, one :class:`GameView` per rule set in :data:`VIEWS`.

Keyed like :data:`tanbo.game.GAMES`; the App looks a session's view up by its
state's ``game_name``. Adding a game adds a view module here, not branches in
the App, screens or renderer.
"""

from __future__ import annotations

from tanbo.ui.games.base import Effects, GameView, RulesFigure, SideInfo
from tanbo.ui.games.deago import DeagoView
from tanbo.ui.games.tanbo import TanboView

__all__ = ["VIEWS", "GameView", "SideInfo", "Effects", "RulesFigure", "game_view"]

VIEWS: dict[str, GameView] = {view.name: view for view in (TanboView(), DeagoView())}


def game_view(name: str) -> GameView:
    """The view of game ``name`` (``KeyError`` names the known games)."""
    try:
        return VIEWS[name]
    except KeyError:
        raise KeyError(f"no UI for game {name!r}: expected one of {', '.join(VIEWS)}") from None
