"""``python tools/bench_stats.py``: the time the Statistics screen takes to open (10,000 games).

Builds the profile file of ``--games`` synthetic games
(:func:`tests.support.profile_games.synthetic`,
with their records, fitted to the file's bound), then, best of ``--repeat`` runs, in the
real App (SDL's dummy driver natively; :func:`open_times` also runs inside the browser's
page, ``tools/bench_stats_web.mjs``):

- **cold**: the profiles read from the store and parsed, every statistic, the ratings and
  the top lists computed, the screen's first frame drawn (what opening it right after
  the app started costs);
- **warm**: the same with the file already read (after a game: the statistics are
  computed again, the file is not read again);
- each page's first frame (overview, tables, games, top lists).

It also prints the stored file's size against its bound. A command, not a test: the
figures depend on the machine and its load.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if __name__ == "__main__":  # run as a script: the repository's root is importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

if TYPE_CHECKING:
    from tanbo.ui.app import App

__all__ = ["profile_text", "open_times", "main"]


def profile_text(games: int = 10_000, seed: int = 0) -> str:
    """The stored text of ``games`` synthetic games (fitted to the bound, as the app writes it)."""
    from tanbo.profiles.store import to_text
    from tests.support.profile_games import synthetic

    return to_text(synthetic(games, seed))


def _best(repeat: int, work: Callable[[], object]) -> tuple[float, float]:
    """The best wall-clock and the best CPU (process) time of ``repeat`` runs, in ms.

    On a shared machine the CPU time is the steadier figure (the wall clock also counts
    the time other processes had the core).
    """
    wall = cpu = float("inf")
    for _ in range(repeat):
        start, start_cpu = time.perf_counter(), time.process_time()
        work()
        wall = min(wall, time.perf_counter() - start)
        cpu = min(cpu, time.process_time() - start_cpu)
    return wall * 1000, cpu * 1000


def open_times(app: App, text: str, repeat: int = 5) -> dict[str, tuple[float, float]]:
    """Milliseconds ``(wall, CPU)``, best of ``repeat``, to open the Statistics of ``text``.

    ``app`` is a running :class:`~tanbo.ui.app.App`; its profiles are swapped for the
    data of ``text`` (in a memory store: nothing of the player's is touched) and put
    back after.
    """
    from tanbo.ui import screens
    from tanbo.ui.profile_keeper import ProfileKeeper
    from tanbo.ui.storage import MemoryStore

    commands = app.commands
    saved = commands.profiles
    store = MemoryStore()
    store.data["profiles"] = text

    def draw() -> None:
        app.view.dirty = True
        app.frame()

    def cold() -> None:
        commands.profiles = ProfileKeeper(store)
        screens.do(commands, "stats")
        draw()
        commands.close_screen()

    def warm() -> None:
        commands.profiles.version += 1  # a game was recorded: everything is computed again
        screens.do(commands, "stats")
        draw()
        commands.close_screen()

    out: dict[str, tuple[float, float]] = {}
    try:
        out["cold: read, compute, first frame"] = _best(repeat, cold)
        out["warm: compute, first frame"] = _best(repeat, warm)
        screens.do(commands, "stats")
        for page in ("overview", "tables", "games", "top"):
            def one(page: str = page) -> None:
                commands.profiles.version += 1
                screens.do(commands, f"stats_page:{page}")
                draw()
            out[f"page {page}: compute, frame"] = _best(repeat, one)
        commands.close_screen()
    finally:
        commands.profiles = saved
        app.view.dirty = True
    return out


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark natively and print its figures (see the module docstring)."""
    parser = argparse.ArgumentParser(prog="python tools/bench_stats.py", description=__doc__)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--window", default="1280x720", help="WxH (default 1280x720)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from tanbo.profiles.store import MAX_PROFILE_BYTES
    from tanbo.ui.app import App
    from tanbo.ui.storage import MemoryStore

    w, h = (int(n) for n in args.window.split("x"))
    text = profile_text(args.games)
    store = MemoryStore()
    store.save("settings", json.dumps({"lang": "en", "players": ["human", "level1"]}))
    app = App(store, computer_delay_ms=0, seed=1, window=(w, h))
    app.frame()
    figures = open_times(app, text, args.repeat)
    if args.json:
        print(json.dumps({"games": args.games, "bytes": len(text), "ms": figures}))
        return 0
    print(f"{args.games:,} games; stored file {len(text):,} bytes (bound {MAX_PROFILE_BYTES:,}); "
          f"window {w}x{h}; best of {args.repeat}")
    print(f"{'':<36} {'wall':>8}    {'CPU':>8}")
    for label, (wall, cpu) in figures.items():
        print(f"{label:<36} {wall:8.1f} ms {cpu:8.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
