"""Tanbo: a pure-Python rules engine, AI and pygame-ce UI for Mark Steere's game.

Start with :class:`tanbo.games.tanbo.state.TanboState`; the text formats live in
:mod:`tanbo.games.tanbo.tfen` and :mod:`tanbo.record`, the command line in :mod:`tanbo.cli`.
Nothing in the engine imports pygame (only :mod:`tanbo.ui` does).
"""

from tanbo.errors import (
    ConfigError,
    IllegalMoveError,
    LinkError,
    PointError,
    PositionError,
    RecordError,
    TanboError,
)
from tanbo.games.tanbo.state import BLACK, EMPTY, WHITE, RemovedRoot, RootInfo, TanboState, opponent
from tanbo.geometry import Geometry

__version__ = "0.1.0"

__all__ = [
    "__version__",
    "BLACK",
    "WHITE",
    "EMPTY",
    "opponent",
    "Geometry",
    "TanboState",
    "RemovedRoot",
    "RootInfo",
    "TanboError",
    "ConfigError",
    "PointError",
    "IllegalMoveError",
    "LinkError",
    "PositionError",
    "RecordError",
]
