"""DEAGO level 5's search speed for ``python -m tanbo bench --game deago`` (issue 41).

:func:`search_rate` searches each of :data:`POSITIONS` (middle-game 19x19 positions of
seeded level-5 games, the first three of ``tools/bench_deago_search.py``'s) with level
5's configuration and a node budget, a fresh memory each time, until the time is up,
and gives the alpha-beta's nodes per CPU second of its deepening (the root VCF and the
guard before it left out, as the tool does). :func:`run_bench` prints it as one row of
the bench (:func:`tanbo.benchkit.row_text`).
"""

from __future__ import annotations

import math
import random
import sys
import time
from collections.abc import Callable

from tanbo.ai.games.deago.alphabeta import AbSearch, Memory
from tanbo.ai.games.deago.player import LEVEL_CONFIGS
from tanbo.benchkit import row_text
from tanbo.games.deago.state import DeagoState

__all__ = ["POSITIONS", "NODES", "ROW_NAME", "search_rate", "run_bench"]

POSITIONS = (
    "19/19/19/3N5N5N3/19/8B10/9W9/7BBBW8/7W1B9/3N3W1B5N3/19/8BWWW7/19/19/19/3N5N5N3/19/19/19"
    " w 0 2 0",
    "19/19/19/3N5N5N3/19/8B10/7W1W9/5B1B1BW8/7W11/3N3W1BW4N3/19/8BWWWBW5/19/19/19/3N5N5N3/19"
    "/19/19 b 0 4 0",
    "19/19/19/3N5N5N3/19/19/19/11W7/7WBW1W7/3N3BWN1B3N3/8W10/6WWWB9/19/9B9/9B9/3N5N5N3/9W9/19"
    "/19 b 0 4 0",
)
"""The positions searched, in turn (DFEN)."""

NODES = 3000
"""Alpha-beta nodes of each search."""

ROW_NAME = "DEAGO level 5 search 19x19"
"""The bench row's name."""


# This process's CPU time; WebAssembly has no per-process CPU clock (Pyodide's
# ``process_time`` stands still: a loop waiting for it to pass never ends), so wall time
# there.
_cpu: Callable[[], float] = time.perf_counter if sys.platform == "emscripten" else time.process_time


def search_rate(seconds: float) -> tuple[float, int]:
    """Level 5's alpha-beta nodes per CPU second of its deepening over searches of
    :data:`POSITIONS` (at least one, until ``seconds`` of CPU); ``(rate, nodes)``."""
    nodes = 0
    ab_cpu = 0.0
    start = _cpu()
    k = 0
    while k == 0 or _cpu() - start < seconds:
        state = DeagoState.from_dfen(POSITIONS[k % len(POSITIONS)])
        t0 = _cpu()
        search = AbSearch(
            state, LEVEL_CONFIGS[5], math.inf, random.Random(1), _cpu,
            node_limit=NODES, memory=Memory(),
        )
        while not search.done:
            search.run(1e9)
        cpu = _cpu() - t0
        nodes += search.nodes
        ab_cpu += max(1e-9, cpu - min(cpu, search.threat_time))
        k += 1
    return nodes / ab_cpu, nodes


def run_bench(seconds: float) -> None:
    """Print level 5's row: alpha-beta nodes per CPU second."""
    rate, nodes = search_rate(seconds)
    print(row_text(ROW_NAME, rate, f"nodes/s ({nodes} nodes)"), flush=True)
