"""Strength levels 1-5 of the computer opponent and the ``hint`` function.

Start at :data:`LEVELS`. Each level is a search configuration plus a time per
move and an iteration cap, whichever comes first; the cap keeps the weak levels
weak on fast machines, the time keeps the strong ones responsive. All levels use
:data:`STRONG` (priors, smart playouts, solver, tree reuse; levels 1-3 without
cut-off playouts, see :data:`CAPPED`); they differ in budget and, for a game
that registers per-level knowledge (DEAGO), in knowledge (``SearchConfig.level``).
A game's knowledge may also change a level's configuration
(:func:`level_config`, its ``search_changes``): Tanbo's levels 4 and 5 (and its
hints) search with RAVE, tactical playouts to the end and UCT's constant 0.2;
level 5 and hints with the learned move-pattern prior
(:data:`tanbo.ai.games.tanbo.knowledge.SEARCH`, :mod:`tanbo.ai.games.tanbo.patterns`,
issue 20), which beat a strong RAVE program (``rave:SECONDS``) by match (README),
level 4 with the hand-set heuristic priors
(:data:`tanbo.ai.games.tanbo.knowledge.LEVEL4_SEARCH`), so it is a step below level 5
in knowledge as well as time (11x11, 100 games at ``--time-scale 0.05``: level 5 beat
it 99/100; with the same knowledge 65/100).

Time per move natively, Tanbo (``PYTHONPATH=. .venv/bin/python tools/bench_ai.py
[--size 11x11]``: the start and two later positions, 50 ms slices, the shared
2-core machine at load average 2.1-2.3; level 4 on the hand-set priors, level 5 on
the learned prior of issue 20)::

    level  time limit  cap     7x7                   11x11
    1      0.05 s      20      0.005 s, 20 it        0.025 s, 20 it
    2      0.15 s      200     0.050 s, 200 it       0.151 s, 142 it
    3      0.5 s       800     0.19 s, 800 it        0.50 s, 455 it
    4      1.0 s       -       1.01 s, 4,378 it      1.00 s, 1,096 it
    5      5.0 s       -       5.02 s, 19,043 it     5.01 s, 5,439 it

In Pyodide (CPython 3.12 on WebAssembly, as in the browser; ``node
tools/bench_web.mjs --seconds 1 --no-chromium``, first move, these settings, load
~2) a search makes about half the iterations in the same time: levels 4 / 5 made
1,965 / 8,847 iterations on 7x7 and 639 / 2,952 on 11x11 in their 1 s / 5 s (native
in the same run 3,660 / 17,903 and 1,246 / 5,686); on 7x7 levels 1-3 took 0.03 /
0.13 / 0.50 s (20, 200 and 723 iterations: level 3 reaches its time before its cap).
The level gaps were measured with :mod:`tanbo.ai.match` (figures in
the README).

:func:`make_level_player` builds a sliced player for the UI's frame loop;
:func:`hint` answers "what would you play here?" in one blocking call.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from tanbo.ai.knowledge import ChangesSearch, S, knowledge_for
from tanbo.ai.levelplayer import LevelPlayer
from tanbo.ai.mcts import ConfigChanges, SearchConfig, Searcher
from tanbo.ai.players import SearchPlayer
from tanbo.game import GameState
from tanbo.players import Player

__all__ = [
    "Level",
    "LEVELS",
    "STRONG",
    "CAPPED",
    "make_level_player",
    "level_config",
    "level_names",
    "register_levels",
    "Hint",
    "hint",
    "hint_searcher",
]

STRONG = SearchConfig(
    exploration=0.8,
    prior_visits=10.0,
    playout="smart",
    expand_after=2,
    playout_plies=24,
    cut_min_points=50,
)
"""The full-strength configuration (each feature kept because match results supported it).

Playouts are cut after 24 plies only on boards larger than 7x7: measured better
on 11x11 (43/60 equal-time games), not measured on 7x7, where levels were tuned
with full playouts.
"""

CAPPED = STRONG.with_(playout_plies=0)
"""STRONG with full playouts, for the iteration-capped levels 1-3.

A cut playout is cheaper but noisier (9/20 at equal iterations on 11x11), so it
only pays where time, not an iteration cap, ends the search.
"""


@dataclass(frozen=True)
class Level:
    """One strength level: a name, seconds per move, an iteration cap and a config."""

    number: int
    name: str
    seconds: float
    max_iterations: int | None
    config: SearchConfig


LEVELS: dict[int, Level] = {
    1: Level(1, "Beginner", 0.05, 20, CAPPED.with_(level=1)),
    2: Level(2, "Casual", 0.15, 200, CAPPED.with_(level=2)),
    3: Level(3, "Club", 0.5, 800, CAPPED.with_(level=3)),
    4: Level(4, "Expert", 1.0, None, STRONG.with_(level=4)),
    5: Level(5, "Master", 5.0, None, STRONG.with_(level=5)),
}
"""Tanbo plays levels 1-3 with its heuristic knowledge and levels 4-5 with the
search changes of its knowledge (above). A game's knowledge may bring its own
level player (DEAGO: alpha-beta); :func:`make_level_player` then hands over to it
(:mod:`tanbo.ai.levelplayer`). A game may also register weaker knowledge for some
levels (:func:`tanbo.ai.knowledge.register_knowledge`): DEAGO's
:data:`tanbo.ai.games.deago.knowledge.LEVEL_KNOWLEDGE` serves only an MCTS run with
``SearchConfig.level`` (``mcts:SECONDS:level=N``), since its levels play alpha-beta."""


def level_names() -> list[str]:
    """``"1 Beginner"`` … for menus."""
    return [f"{lv.number} {lv.name}" for lv in LEVELS.values()]


def make_level_player(
    level: int,
    seed: int | None = None,
    time_scale: float = 1.0,
    seconds: float | None = None,
    iterations: int | None = None,
) -> SearchPlayer:
    """A sliced player of ``level`` (1-5); ``time_scale`` scales its time and iteration cap.

    With ``iterations`` the player searches exactly that many iterations per move
    and has no time limit (deterministic for a seed: for tests).
    """
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: expected 1-{len(LEVELS)}")
    lv = LEVELS[level]

    def configure(state: GameState) -> SearchConfig:
        return level_config(level, state)

    name = f"level:{level}"
    if iterations is not None:
        return LevelPlayer(level, lv.config, math.inf, iterations, seed, name, nodes=iterations,
                           configure=configure)
    secs = (lv.seconds if seconds is None else seconds) * time_scale
    cap = None if lv.max_iterations is None else max(1, round(lv.max_iterations * time_scale))
    return LevelPlayer(level, lv.config, secs, cap, seed, name, configure=configure)


def level_config(level: int, state: GameState) -> SearchConfig:
    """The search configuration of ``level`` (1-5) for the game of ``state``.

    :data:`LEVELS` holds each level's configuration; a game's knowledge may change
    fields of it per level with a ``search_changes`` mapping (level -> field
    changes; Tanbo's knowledge does: RAVE and its tactical playout).
    """
    base = LEVELS[level].config
    changes = _search_changes(state, base.level).get(level)
    return base.with_(**changes) if changes else base


def _search_changes(state: GameState, level: int = 0) -> Mapping[int, ConfigChanges]:
    """The optional ``search_changes`` of the game's knowledge (level -> field changes)."""
    knowledge = knowledge_for(state, level)
    changes: Mapping[int, ConfigChanges] = (
        knowledge.search_changes if isinstance(knowledge, ChangesSearch) else {}
    )
    return changes


def register_levels(register: Callable[[str, str, Callable[[int | None], Player]], None]) -> None:
    """Offer every level through a ``register(key, label, factory)`` callback.

    For the UI's registry: ``register_levels(tanbo.players.register_player)``
    adds ``level1`` … ``level5`` labelled ``Level 1 (Beginner)`` … .
    """
    for number, lv in LEVELS.items():

        def factory(seed: int | None, number: int = number) -> SearchPlayer:
            return make_level_player(number, seed)

        register(f"level{number}", f"Level {number} ({lv.name})", factory)


@dataclass(frozen=True)
class Hint:
    """A suggested move with the search's win estimate for the side to move."""

    move: int
    win_rate: float
    iterations: int


def hint_searcher(state: S, seed: int | None = 0) -> Searcher[S]:
    """A full-strength :class:`Searcher` on ``state`` for a sliced hint (``run`` per frame).

    Full strength is :data:`STRONG` with the game's level-5 changes (``search_changes``).
    """
    changes = _search_changes(state).get(5)
    return Searcher(state, STRONG.with_(**changes) if changes else STRONG, seed)


def hint(
    state: GameState, millis: float = 500.0, seed: int | None = 0,
    iterations: int | None = None,
) -> Hint:
    """Search ``state`` at full strength for ``millis`` ms (at most ``iterations``); a move."""
    searcher = hint_searcher(state, seed)
    searcher.run(iterations=iterations, millis=millis)
    return Hint(searcher.best_move(), searcher.win_rate(), searcher.iterations)
