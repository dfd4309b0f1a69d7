"""``python tools/bench_profiles.py``: the cost of the profile data of 10,000 games.

Builds synthetic data (:func:`tests.support.profile_games.synthetic`: ``--games``,
default 10,000, with their records), writes it once, then times, best of ``--repeat``
runs: reading the file (:func:`tanbo.profiles.store.parse`), the ratings
(:func:`tanbo.profiles.ratings.rating_histories`), every profile's statistics
(:func:`tanbo.profiles.stats.all_statistics`), both games' top lists, and all of that
together (what the statistics screen costs to open), plus writing the file
(``to_text``, done after each game). It prints the file's size against its bound. A
command, not a test: the figures depend on the machine and its load (the CPU time,
``time.process_time``, less so than the wall-clock time on a shared machine).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tanbo.profiles.ratings import rating_histories
from tanbo.profiles.stats import all_statistics, top_lists
from tanbo.profiles.store import MAX_PROFILE_BYTES, parse, to_text
from tests.support.profile_games import synthetic

__all__ = ["main"]


def _best(repeat: int, work: Callable[[], object]) -> tuple[float, float]:
    """The best wall-clock and the best process (CPU) time of ``repeat`` runs, in seconds."""
    wall = cpu = float("inf")
    for _ in range(repeat):
        start, start_cpu = time.perf_counter(), time.process_time()
        work()
        wall = min(wall, time.perf_counter() - start)
        cpu = min(cpu, time.process_time() - start_cpu)
    return wall, cpu


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print its figures (see the module docstring)."""
    parser = argparse.ArgumentParser(prog="python tools/bench_profiles.py", description=__doc__)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    data = synthetic(args.games, args.seed)
    text = to_text(data)
    loaded = parse(text)
    with_records = sum(g.record is not None for g in loaded.games)
    print(f"{args.games:,} games, {len(loaded.games):,} kept as rows, {with_records:,} with "
          f"their record; file {len(text):,} bytes (bound {MAX_PROFILE_BYTES:,})")

    def screen() -> None:
        fresh = parse(text)
        histories = rating_histories(fresh)
        stats = all_statistics(fresh, histories)
        for game in ("tanbo", "deago"):
            top_lists(fresh, game, stats=stats)

    histories = rating_histories(loaded)
    stats = all_statistics(loaded, histories)
    figures = [
        ("read the file (parse)", _best(args.repeat, lambda: parse(text))),
        ("ratings (Glicko-2, daily periods)", _best(args.repeat, lambda: rating_histories(loaded))),
        ("statistics of every profile", _best(args.repeat,
                                              lambda: all_statistics(loaded, histories))),
        ("top lists of both games", _best(args.repeat, lambda: [
            top_lists(loaded, g, stats=stats) for g in ("tanbo", "deago")])),
        ("load + compute all (the statistics screen)", _best(args.repeat, screen)),
        ("write the file (to_text, after a game)", _best(args.repeat, lambda: to_text(loaded))),
    ]
    print(f"{'':<45} {'wall':>8}    {'CPU':>8}")
    for label, (wall, cpu) in figures:
        print(f"{label:<45} {wall * 1000:8.1f} ms {cpu * 1000:8.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
