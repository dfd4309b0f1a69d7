"""The per-game parts of the UI: each game's texts (:data:`TEXTS`, no pygame) and its
view (:data:`VIEWS`: texts and drawing, in :mod:`.views`).

Keyed like :data:`tanbo.games.GAMES`. Each game is a wing here
(``tanbo/ui/games/<name>/``: its texts, its view and its strings); adding a game adds a
wing and one entry in :data:`TEXTS` and in :data:`VIEWS`, not branches in the App,
screens or renderer, which import no wing directly. Importing this package adds every
game's own texts to :mod:`tanbo.ui.i18n` and loads no pygame: the views' names
(:data:`VIEWS`, :func:`game_view`, ...) load :mod:`.views` when first asked for, so the
text interface (:mod:`tanbo.ui.textplay`) and the rules assistant's sentences run
without a display library.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tanbo.ui.games.deago.texts import DeagoTexts
from tanbo.ui.games.tanbo.texts import TanboTexts
from tanbo.ui.games.texts import GameTexts, GenericTexts, SideInfo, erased_texts
from tanbo.ui.i18n import add_strings

__all__ = [
    "TEXTS", "GameTexts", "GenericTexts", "game_texts",
    "VIEWS", "GameView", "GenericView", "SideInfo", "Effects", "RulesFigure", "game_view",
]

TEXTS: dict[str, GenericTexts] = {
    texts.name: texts for texts in (erased_texts(TanboTexts()), erased_texts(DeagoTexts()))
}

for _texts in TEXTS.values():  # each game's own texts join the shared tables
    add_strings(_texts.strings)


def game_texts(name: str) -> GenericTexts:
    """The texts of game ``name`` (``KeyError`` names the known games)."""
    try:
        return TEXTS[name]
    except KeyError:
        raise KeyError(f"no UI for game {name!r}: expected one of {', '.join(TEXTS)}") from None


_VIEW_NAMES = frozenset({"VIEWS", "GameView", "GenericView", "Effects", "RulesFigure",
                         "game_view"})

if TYPE_CHECKING:
    from tanbo.ui.games.views import (
        VIEWS,
        Effects,
        GameView,
        GenericView,
        RulesFigure,
        game_view,
    )
else:
    def __getattr__(name: str) -> object:
        """The views' names, from :mod:`.views` (loaded, with pygame, at the first)."""
        if name in _VIEW_NAMES:
            from tanbo.ui.games import views

            return getattr(views, name)
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
