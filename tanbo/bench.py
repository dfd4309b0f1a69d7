"""``python -m tanbo bench``: engine speed, side by side with the slow reference.

Measures, in one run and interleaved so that machine noise hits both alike:
random-playout moves per second on 11x11 and 19x19 dense, and perft nodes per
second (7x7 dense, depth 3), for :class:`~tanbo.state.TanboState` and for the
reference implementation in ``tests/reference.py`` (found beside the package in
a source checkout; skipped with a note when absent), with the ratio.
"""

from __future__ import annotations

import importlib.util
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

from tanbo.perft import perft
from tanbo.state import TanboState

__all__ = ["run_bench", "load_reference", "rate", "print_row"]

PLAYOUT_SIZES = ((11, 11), (19, 19))
PERFT_START = (7, 7, 3)  # width, height, depth


def load_reference(filename: str = "reference.py") -> ModuleType | None:
    """Import ``tests/<filename>`` from the source checkout, or ``None``."""
    path = Path(__file__).resolve().parent.parent / "tests" / filename
    if not path.is_file():
        return None
    name = "tanbo_" + filename.removesuffix(".py")
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        return None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def rate(work: Callable[[], int], seconds: float) -> tuple[float, int]:
    """Run ``work`` (returns units done) until ``seconds`` pass; ``(units/s, units)``."""
    done = 0
    start = time.perf_counter()
    while True:
        done += work()
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return done / elapsed, done


def _engine_playouts(width: int, height: int, rng: random.Random) -> Callable[[], int]:
    start = TanboState.new(width, height, "dense")

    def one() -> int:
        return start.copy().random_playout_length(rng)[1]

    return one


def _reference_playouts(ref: Any, width: int, height: int, rng: random.Random) -> Callable[[], int]:
    start = ref.RefState.new(width, height, "dense")

    def one() -> int:
        plies: int = ref.random_playout(start, rng)[1]
        return plies

    return one


def _reference_perft(ref: Any, state: Any, depth: int) -> int:
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
        print("reference implementation not found (tests/reference.py): engine only")
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


def print_row(row: tuple[str, float, float | None, str]) -> None:
    name, engine, other, unit = row
    line = f"{name:<30} engine {engine:>12,.0f} {unit}"
    if other is not None and other > 0:
        line += f" | reference {other:>10,.0f} | ratio {engine / other:,.1f}x"
    print(line, flush=True)
