"""``python -m tanbo bench --game deago``: DEAGO engine speed beside the slow reference.

Measures random-playout moves per second on 19x19 with the default nine neutral
stones, for :class:`~tanbo.games.deago.state.DeagoState` and for the reference
implementation ``RefDeago`` in ``tests/support/deago_reference.py`` (found beside the
package in a source checkout; skipped with a note when absent), one after the
other in the same run, and prints the ratio. Both play
uniformly random empty points (``pass`` only on a full board) until the game ends.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from types import ModuleType

from tanbo.benchkit import load_reference, print_row, rate
from tanbo.games.deago.setups import PASS
from tanbo.games.deago.state import DeagoState

__all__ = ["run_bench", "PLAYOUT_SIZE", "LAYOUT"]

PLAYOUT_SIZE = (19, 19)
LAYOUT = "9"
REFERENCE_FILE = "deago_reference.py"


def _engine_playouts(rng: random.Random) -> Callable[[], int]:
    start = DeagoState.new(*PLAYOUT_SIZE, LAYOUT)

    def one() -> int:
        return start.copy().random_playout_length(rng)[1]

    return one


def _reference_playouts(ref: ModuleType, rng: random.Random) -> Callable[[], int]:
    start = ref.RefDeago.new(*PLAYOUT_SIZE, LAYOUT)

    def one() -> int:
        state = start.copy()
        plies = 0
        while state.winner == 0:
            points = [m for m in state.legal_moves() if m != PASS]
            state.play(rng.choice(points) if points else PASS)
            plies += 1
        return plies

    return one


def run_bench(seconds: float = 3.0, seed: int = 1) -> None:
    """Print the DEAGO benchmark line (engine, reference, ratio)."""
    ref = load_reference(REFERENCE_FILE)
    print(f"python {sys.version.split()[0]} on {sys.platform}; {seconds:g} s per measurement")
    if ref is None:
        print(f"reference implementation not found (tests/{REFERENCE_FILE}): engine only")
    w, h = PLAYOUT_SIZE
    engine, n_e = rate(_engine_playouts(random.Random(seed)), seconds)
    other = None
    if ref is not None:
        other, _ = rate(_reference_playouts(ref, random.Random(seed)), seconds)
    print_row((f"DEAGO random playout {w}x{h} N{LAYOUT}", engine, other, f"moves/s ({n_e} moves)"))
