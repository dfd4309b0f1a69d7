"""What every game's ``bench`` shares: timing a piece of work, loading the slow
reference implementation from the source checkout, and printing a row."""

from __future__ import annotations

import importlib.util
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

__all__ = ["load_reference", "rate", "print_row"]


def load_reference(filename: str = "reference.py") -> ModuleType | None:
    """Import ``tests/support/<filename>`` from the source checkout, or ``None``."""
    path = Path(__file__).resolve().parent.parent / "tests" / "support" / filename
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


def print_row(row: tuple[str, float, float | None, str]) -> None:
    """Print one measurement: name, engine rate, the reference's and their ratio."""
    name, engine, other, unit = row
    line = f"{name:<30} engine {engine:>12,.0f} {unit}"
    if other is not None and other > 0:
        line += f" | reference {other:>10,.0f} | ratio {engine / other:,.1f}x"
    print(line, flush=True)
