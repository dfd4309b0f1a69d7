"""``python -m tanbo bench --game deago``: the DEAGO engine's speed.

Measures random-playout moves per second on 19x19 with the default nine neutral
stones, for :class:`~tanbo.games.deago.state.DeagoState`: uniformly random empty points
(``pass`` only on a full board) until the game ends, one line
(:func:`tanbo.benchkit.row_text`). ``tools/bench_reference.py --game deago`` runs the
same measurement beside the slow reference implementation, with the ratio.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tanbo.benchkit import header, rate, row_text
from tanbo.games.deago.state import DeagoState

__all__ = ["run_bench", "engine_playouts", "PLAYOUT_SIZE", "LAYOUT", "row_name"]

PLAYOUT_SIZE = (19, 19)
LAYOUT = "9"


def row_name() -> str:
    """The measurement's name, such as ``DEAGO random playout 19x19 N9`` (read when called)."""
    w, h = PLAYOUT_SIZE
    return f"DEAGO random playout {w}x{h} N{LAYOUT}"


def engine_playouts(rng: random.Random) -> Callable[[], int]:
    """One random playout from the start per call; returns its plies."""
    start = DeagoState.new(*PLAYOUT_SIZE, LAYOUT)

    def one() -> int:
        return start.copy().random_playout_length(rng)[1]

    return one


def run_bench(seconds: float = 3.0, seed: int = 1) -> None:
    """Print the DEAGO benchmark (a header and the engine's line)."""
    print(header(seconds), flush=True)
    engine, n_e = rate(engine_playouts(random.Random(seed)), seconds)
    print(row_text(row_name(), engine, f"moves/s ({n_e} moves)"), flush=True)
