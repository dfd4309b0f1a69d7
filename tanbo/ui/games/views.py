"""The per-game parts of the UI, one :class:`GameView` per rule set in :data:`VIEWS`
(imported through :mod:`tanbo.ui.games`, which loads this module, and pygame, only when
one of its names is asked for).

Keyed like :data:`tanbo.games.GAMES`; the App looks a session's view up by its
state's ``game_name``, typed for any game's positions (a
:data:`~tanbo.ui.games.base.GenericView`: each wing's own types stay in the wing).
Each game is a wing here (``tanbo/ui/games/<name>/``: its view and its texts);
adding a game adds a wing and one entry in :data:`VIEWS`, not branches in the App,
screens or renderer, which import no wing directly.
Importing this registry installs :func:`game_view` as the renderer's lookup
(:func:`tanbo.ui.render.register_drawers`); each game's own texts joined
:mod:`tanbo.ui.i18n` with :data:`tanbo.ui.games.TEXTS`.
"""

from __future__ import annotations

from tanbo.ui.games.base import Effects, GameView, GenericView, RulesFigure, SideInfo, erased
from tanbo.ui.games.deago.view import DeagoView
from tanbo.ui.games.tanbo.view import TanboView
from tanbo.ui.render import register_drawers

__all__ = [
    "VIEWS", "GameView", "GenericView", "SideInfo", "Effects", "RulesFigure", "game_view",
]

VIEWS: dict[str, GenericView] = {
    view.name: view for view in (erased(TanboView()), erased(DeagoView()))
}


def game_view(name: str) -> GenericView:
    """The view of game ``name`` (``KeyError`` names the known games)."""
    try:
        return VIEWS[name]
    except KeyError:
        raise KeyError(f"no UI for game {name!r}: expected one of {', '.join(VIEWS)}") from None


register_drawers(game_view)  # the renderer finds each game's pieces through this registry
