"""What every game's ``bench`` shares: timing a piece of work and printing a row.

The package measures its own engines only; ``tools/bench_reference.py`` (a source
checkout's tool) puts the slow reference implementations of ``tests/support/`` beside
them with the same rows.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable

__all__ = ["header", "rate", "row_text"]


def header(seconds: float) -> str:
    """The first line of a benchmark: the Python, the platform, the time per measurement."""
    return f"python {sys.version.split()[0]} on {sys.platform}; {seconds:g} s per measurement"


def rate(work: Callable[[], int], seconds: float) -> tuple[float, int]:
    """Run ``work`` (returns units done) until ``seconds`` pass; ``(units/s, units)``."""
    done = 0
    start = time.perf_counter()
    while True:
        done += work()
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return done / elapsed, done


def row_text(name: str, engine: float, unit: str) -> str:
    """One measurement: ``<name, 30 wide> engine <rate> <unit>``."""
    return f"{name:<30} engine {engine:>12,.0f} {unit}"
