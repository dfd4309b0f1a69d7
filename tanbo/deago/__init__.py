"""DEAGO: Pente with neutral stones, the project's second game (``DEAGO-RULES.md``).

:class:`~tanbo.deago.state.DeagoState` is the rules engine, :mod:`tanbo.deago.dfen`
the position text and :mod:`tanbo.deago.setups` the sizes and neutral layouts. The
package is registered as ``tanbo.game.GAMES["deago"]``; nothing here imports pygame.
"""

from tanbo.deago.setups import (
    BLACK,
    DRAW,
    EMPTY,
    LAYOUTS,
    NEUTRAL,
    PASS,
    SIZES,
    WHITE,
)
from tanbo.deago.state import DeagoState, MoveEffect

__all__ = [
    "EMPTY",
    "BLACK",
    "WHITE",
    "NEUTRAL",
    "DRAW",
    "PASS",
    "LAYOUTS",
    "SIZES",
    "DeagoState",
    "MoveEffect",
]
