"""The clock the computer players read: wall time, or CPU time for matches.

Every player's time budget (a level's seconds a move, a sparring partner's, an MCTS
slice) is read from :func:`now` unless a test hands the player a clock of its own.
In the game that is wall time (``time.perf_counter``): the person waits for it. A
``python -m tanbo match --clock cpu`` run switches its processes to CPU time
(``time.process_time``, this process's own), so a player given 0.5 s a move thinks for
0.5 s of processor whatever else the machine runs: on a shared 2-core machine a match
measures the players, not the load. (Each game is played in one process, both players
taking turns, so neither is charged for the other's thinking.)
"""

from __future__ import annotations

import time
from collections.abc import Callable

__all__ = ["now", "use_cpu_time", "measures_cpu_time"]

_source: Callable[[], float] = time.perf_counter


def now() -> float:
    """Seconds on the players' clock (wall time unless :func:`use_cpu_time` said CPU)."""
    return _source()


def use_cpu_time(on: bool) -> None:
    """Make :func:`now` this process's CPU time (``True``) or wall time (``False``)."""
    global _source
    _source = time.process_time if on else time.perf_counter


def measures_cpu_time() -> bool:
    """True while :func:`now` reads CPU time."""
    return _source is time.process_time
