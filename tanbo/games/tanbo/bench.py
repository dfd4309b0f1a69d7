"""``python -m tanbo bench``: engine speed, side by side with the slow reference.

Measures, in one run and interleaved so that machine noise hits both alike:
random-playout moves per second on 11x11 and 19x19 dense, and perft nodes per
second (7x7 dense, depth 3), for :class:`~tanbo.games.tanbo.state.TanboState` and for the
reference implementation in ``tests/support/reference.py`` (found beside the package in
a source checkout; skipped with a note when absent), with the ratio.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from types import ModuleType
from typing import Protocol

from tanbo.benchkit import load_reference, print_row, rate
from tanbo.games.tanbo.state import TanboState
from tanbo.perft import perft

__all__ = ["run_bench"]

PLAYOUT_SIZES = ((11, 11), (19, 19))
PERFT_START = (7, 7, 3)  # width, height, depth


def _engine_playouts(width: int, height: int, rng: random.Random) -> Callable[[], int]:
    start = TanboState.new(width, height, "dense")

    def one() -> int:
        return start.copy().random_playout_length(rng)[1]

    return one


class _RefState(Protocol):
    """What the bench uses of the reference's position (``tests/support/reference.py``)."""

    def legal_moves(self) -> list[int]: ...
    def play(self, move: int) -> tuple[_RefState, object]: ...


def _reference_playouts(
    ref: ModuleType, width: int, height: int, rng: random.Random
) -> Callable[[], int]:
    start: _RefState = ref.RefState.new(width, height, "dense")

    def one() -> int:
        plies: int = ref.random_playout(start, rng)[1]
        return plies

    return one


def _reference_perft(ref: ModuleType, state: _RefState, depth: int) -> int:
    if depth == 0:
        return 1
    total = 0
    for move in state.legal_moves():
        child, _removed = state.play(move)
        total += _reference_perft(ref, child, depth - 1)
    return total


def run_bench(seconds: float = 3.0, seed: int = 1) -> None:
    """Print the benchmark table (one line per measurement, ratio last)."""
    ref = load_reference()
    print(f"python {sys.version.split()[0]} on {sys.platform}; {seconds:g} s per measurement")
    if ref is None:
        print("reference implementation not found (tests/support/reference.py): engine only")
    rows: list[tuple[str, float, float | None, str]] = []
    for w, h in PLAYOUT_SIZES:
        engine, n_e = rate(_engine_playouts(w, h, random.Random(seed)), seconds)
        other = None
        if ref is not None:
            other, _ = rate(_reference_playouts(ref, w, h, random.Random(seed)), seconds)
        rows.append((f"random playout {w}x{h} dense", engine, other, f"moves/s ({n_e} moves)"))
        print_row(rows[-1])
    pw, ph, depth = PERFT_START
    state = TanboState.new(pw, ph, "dense")
    engine, _ = rate(lambda: perft(state, depth), seconds)
    other = None
    if ref is not None:
        ref_state = ref.RefState.new(pw, ph, "dense")
        other, _ = rate(lambda: _reference_perft(ref, ref_state, depth), seconds)
    rows.append((f"perft {pw}x{ph} dense depth {depth}", engine, other, "nodes/s"))
    print_row(rows[-1])
