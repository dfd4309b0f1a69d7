"""The engines' speed beside the slow reference implementations, with the ratio.

    python tools/bench_reference.py [--game tanbo|deago] [--seconds S] [--seed N] [--depth D]

``python -m tanbo bench`` measures the engine alone (the package never loads
``tests/``); this tool runs the same measurements, each followed at once by the same
work on the reference of ``tests/support/`` (``reference.py`` for Tanbo,
``deago_reference.py`` for DEAGO), so that machine noise hits both alike. Tanbo:
random-playout moves per second on 11x11 and 19x19 dense, and perft nodes per second
on 7x7 dense (depth ``--depth``, default 3); DEAGO: random-playout moves per second on
19x19 with nine neutral stones. Output, one line per measurement after a header::

    python 3.11.7 on linux; 3 s per measurement
    random playout 11x11 dense     engine      419,587 moves/s (1258761 moves)
        | reference      2,900 | ratio 144.7x

(one line, wrapped here): the engine's line of ``python -m tanbo bench`` followed by
``| reference <rate> | ratio <engine/reference>x``. Exit 0; 2 for a bad option.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tanbo.benchkit import header, rate, row_text
from tanbo.games.deago import bench as deago_bench
from tanbo.games.deago.setups import PASS
from tanbo.games.tanbo import bench as tanbo_bench
from tests.support import deago_reference, reference


def row(name: str, engine: float, other: float, unit: str) -> str:
    """The engine's row, then the reference's rate and the ratio."""
    ratio = engine / other
    return f"{row_text(name, engine, unit)} | reference {other:>10,.0f} | ratio {ratio:,.1f}x"


def reference_playouts(width: int, height: int, rng: random.Random) -> Callable[[], int]:
    start = reference.RefState.new(width, height, "dense")

    def one() -> int:
        plies: int = reference.random_playout(start, rng)[1]
        return plies

    return one


def reference_perft(state: Any, depth: int) -> int:
    if depth == 0:
        return 1
    total = 0
    for move in state.legal_moves():
        child, _removed = state.play(move)
        total += reference_perft(child, depth - 1)
    return total


def deago_reference_playouts(rng: random.Random) -> Callable[[], int]:
    start = deago_reference.RefDeago.new(*deago_bench.PLAYOUT_SIZE, deago_bench.LAYOUT)

    def one() -> int:
        state = start.copy()
        plies = 0
        while state.winner == 0:
            points = [m for m in state.legal_moves() if m != PASS]
            state.play(rng.choice(points) if points else PASS)
            plies += 1
        return plies

    return one


def bench_tanbo(seconds: float, seed: int, depth: int) -> None:
    for w, h in tanbo_bench.PLAYOUT_SIZES:
        engine, n_e = rate(tanbo_bench.engine_playouts(w, h, random.Random(seed)), seconds)
        other, _ = rate(reference_playouts(w, h, random.Random(seed)), seconds)
        print(row(f"random playout {w}x{h} dense", engine, other, f"moves/s ({n_e} moves)"))
    pw, ph, _ = tanbo_bench.PERFT_START
    engine, _ = rate(tanbo_bench.engine_perft(pw, ph, depth), seconds)
    start = reference.RefState.new(pw, ph, "dense")
    other, _ = rate(lambda: reference_perft(start, depth), seconds)
    print(row(f"perft {pw}x{ph} dense depth {depth}", engine, other, "nodes/s"))


def bench_deago(seconds: float, seed: int) -> None:
    engine, n_e = rate(deago_bench.engine_playouts(random.Random(seed)), seconds)
    other, _ = rate(deago_reference_playouts(random.Random(seed)), seconds)
    print(row(deago_bench.row_name(), engine, other, f"moves/s ({n_e} moves)"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="tools/bench_reference.py", description=(__doc__ or "").split("\n")[0]
    )
    parser.add_argument("--game", choices=("tanbo", "deago"), default="tanbo")
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--depth", type=int, default=tanbo_bench.PERFT_START[2], help="Tanbo perft")
    args = parser.parse_args(argv)
    if not 0 < args.seconds < 3600 or not 0 < args.depth <= 4:
        parser.error("--seconds must be in (0, 3600) and --depth in 1..4")
    print(header(args.seconds), flush=True)
    if args.game == "tanbo":
        bench_tanbo(args.seconds, args.seed, args.depth)
    else:
        bench_deago(args.seconds, args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
