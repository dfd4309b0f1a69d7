"""Sparring partners: players of other designs, kept as baselines to measure the levels.

Each is written apart from the game's level players (its own threat detection and
evaluation; see ``docs/ai-deago.md``, "Sparring partners") and is reached by a match
SPEC (:func:`tanbo.ai.match.make_player`): ``KIND[:SECONDS]``. :data:`SPARRING` maps a
kind to its factories by game; :func:`make_sparring` builds one. DEAGO has three:

* ``tss`` — threat-space search (VCF + VCT with DEAGO's own threats),
  :mod:`tanbo.ai.sparring.deago_tss`;
* ``pattern`` — pattern-table alpha-beta (incremental window codes),
  :mod:`tanbo.ai.sparring.deago_patterns`;
* ``tmcts`` — threat-driven Monte Carlo tree search (tactical playouts),
  :mod:`tanbo.ai.sparring.deago_tmcts`.
"""

from __future__ import annotations

from collections.abc import Callable

from tanbo.ai.sparring.base import SparringPlayer
from tanbo.ai.sparring.deago_patterns import PatternPlayer
from tanbo.ai.sparring.deago_tmcts import TmctsPlayer
from tanbo.ai.sparring.deago_tss import TssPlayer

__all__ = ["SPARRING", "DEFAULT_SECONDS", "make_sparring", "SparringPlayer"]

DEFAULT_SECONDS = 5.0
"""Seconds a move without ``:SECONDS``: level 5's, so ``--time-scale`` scales both alike."""

Factory = Callable[[float, "int | None", "int | None"], SparringPlayer]


def _tss(seconds: float, seed: int | None, nodes: int | None) -> SparringPlayer:
    return TssPlayer(seconds, seed, nodes)


def _pattern(seconds: float, seed: int | None, nodes: int | None) -> SparringPlayer:
    return PatternPlayer(seconds, seed, nodes)


def _tmcts(seconds: float, seed: int | None, nodes: int | None) -> SparringPlayer:
    return TmctsPlayer(seconds, seed, nodes)


SPARRING: dict[str, dict[str, Factory]] = {
    "tss": {"deago": _tss},
    "pattern": {"deago": _pattern},
    "tmcts": {"deago": _tmcts},
}
"""Sparring kind -> game name -> ``factory(seconds, seed, nodes)``."""


def make_sparring(
    kind: str, game: str, seconds: float, seed: int | None = None, nodes: int | None = None
) -> SparringPlayer:
    """The sparring partner ``kind`` for ``game`` (``KeyError`` if it has none)."""
    player = SPARRING[kind][game](seconds, seed, nodes)
    return player
