"""Sparring partners: players of other designs, kept as baselines to measure the levels.

Each is written apart from the game's level players (its own threat detection and
evaluation; see ``docs/ai-deago.md``, "Sparring partners") and is reached by a match
SPEC (:func:`tanbo.ai.match.make_player`): ``KIND[:SECONDS]``. :data:`SPARRING` maps a
kind to its factories by game; :func:`make_sparring` builds one. Each game's partners
are its sparring wing, ``tanbo/ai/sparring/<game>/`` (the house rules,
``tests/core/test_layout.py``, keep them apart from the levels' AI). DEAGO has four:

* ``tss`` — threat-space search (VCF + VCT with DEAGO's own threats),
  :mod:`tanbo.ai.sparring.deago.tss`;
* ``pattern`` — pattern-table alpha-beta (incremental window codes),
  :mod:`tanbo.ai.sparring.deago.patterns`;
* ``tmcts`` — threat-driven Monte Carlo tree search (tactical playouts),
  :mod:`tanbo.ai.sparring.deago.tmcts`;
* ``fastab`` — fast plain alpha-beta (incremental per-point values, no threat-space
  search), :mod:`tanbo.ai.sparring.deago.fastab`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from tanbo.ai.sparring.deago.fastab import FastabPlayer
from tanbo.ai.sparring.deago.patterns import PatternPlayer
from tanbo.ai.sparring.deago.tmcts import TmctsPlayer
from tanbo.ai.sparring.deago.tss import TssPlayer
from tanbo.players import Player

__all__ = ["SPARRING", "DEFAULT_SECONDS", "make_sparring", "Partner"]


class Partner(Player, Protocol):
    """A sparring partner: a :class:`~tanbo.players.Player` with a name (a match's SPEC)."""

    name: str


DEFAULT_SECONDS = 5.0
"""Seconds a move without ``:SECONDS``: level 5's, so ``--time-scale`` scales both alike."""

Factory = Callable[[float, "int | None", "int | None"], Partner]


def _tss(seconds: float, seed: int | None, nodes: int | None) -> Partner:
    return TssPlayer(seconds, seed, nodes)


def _pattern(seconds: float, seed: int | None, nodes: int | None) -> Partner:
    return PatternPlayer(seconds, seed, nodes)


def _tmcts(seconds: float, seed: int | None, nodes: int | None) -> Partner:
    return TmctsPlayer(seconds, seed, nodes)


def _fastab(seconds: float, seed: int | None, nodes: int | None) -> Partner:
    return FastabPlayer(seconds, seed, nodes)


SPARRING: dict[str, dict[str, Factory]] = {
    "tss": {"deago": _tss},
    "pattern": {"deago": _pattern},
    "tmcts": {"deago": _tmcts},
    "fastab": {"deago": _fastab},
}
"""Sparring kind -> game name -> ``factory(seconds, seed, nodes)``."""


def make_sparring(
    kind: str, game: str, seconds: float, seed: int | None = None, nodes: int | None = None
) -> Partner:
    """The sparring partner ``kind`` for ``game`` (``KeyError`` if it has none)."""
    player = SPARRING[kind][game](seconds, seed, nodes)
    return player
