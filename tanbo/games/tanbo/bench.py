"""``python -m tanbo bench``: the Tanbo engine's speed.

Measures random-playout moves per second on 11x11 and 19x19 dense, and perft nodes
per second (7x7 dense, depth 3), for :class:`~tanbo.games.tanbo.state.TanboState`,
one line each (:func:`tanbo.benchkit.row_text`). ``tools/bench_reference.py`` runs
the same measurements beside the slow reference implementation, with the ratio.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tanbo.benchkit import header, rate, row_text
from tanbo.games.tanbo.state import TanboState
from tanbo.perft import perft

__all__ = ["run_bench", "engine_playouts", "engine_perft", "PLAYOUT_SIZES", "PERFT_START"]

PLAYOUT_SIZES = ((11, 11), (19, 19))
PERFT_START = (7, 7, 3)  # width, height, depth


def engine_playouts(width: int, height: int, rng: random.Random) -> Callable[[], int]:
    """One random playout from the dense start per call; returns its plies."""
    start = TanboState.new(width, height, "dense")

    def one() -> int:
        return start.copy().random_playout_length(rng)[1]

    return one


def engine_perft(width: int, height: int, depth: int) -> Callable[[], int]:
    """One perft from the dense start per call; returns its nodes."""
    state = TanboState.new(width, height, "dense")
    return lambda: perft(state, depth)


def run_bench(seconds: float = 3.0, seed: int = 1) -> None:
    """Print the benchmark table (a header, then one line per measurement)."""
    print(header(seconds), flush=True)
    for w, h in PLAYOUT_SIZES:
        engine, n_e = rate(engine_playouts(w, h, random.Random(seed)), seconds)
        name = f"random playout {w}x{h} dense"
        print(row_text(name, engine, f"moves/s ({n_e} moves)"), flush=True)
    pw, ph, depth = PERFT_START
    engine, _ = rate(engine_perft(pw, ph, depth), seconds)
    print(row_text(f"perft {pw}x{ph} dense depth {depth}", engine, "nodes/s"), flush=True)
