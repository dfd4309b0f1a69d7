"""Measure the UI's frame cost and idle CPU: ``python tools/bench_ui.py [--seconds S]``.

Prints two figures, as commands rather than timed tests (the machine is shared):

* **draw**: milliseconds to draw one frame (board, panel, flip) on a 7x7 start
  and a 19x19 middle game of Tanbo and a 19x19 middle game of DEAGO (also with
  its threat markers on), mean and worst of 60 frames, both after a move
  (the board layer is redrawn) and on hover (the cached layer is reused);
* **thinking**: whole frames (events, a search slice, drawing) while the level-5
  computer thinks about a 19x19 DEAGO position: the window keeps answering;
* **analysing**: whole frames while the game analysis runs (quick depth) on a
  60-ply 11x11 Tanbo game and a 60-ply 19x19 DEAGO game, p95 and worst, and the
  wall time of the whole analysis;
* **idle CPU**: the real :meth:`App.run` loop left alone for ``S`` seconds,
  process CPU time / wall time (the loop must redraw nothing and mostly sleep);
* **computer move**: in the real loop, the wall-clock time from the moment the
  computer (``--level N``, default 4) starts thinking to its move on 7x7,
  against the level's promised seconds per move.

Uses SDL's dummy video driver unless ``SDL_VIDEODRIVER`` is set (e.g. under Xvfb).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from tanbo.game import BLACK, WHITE, GameState
from tanbo.games import GAMES
from tanbo.players import HUMAN
from tanbo.ui.app import App
from tanbo.ui.storage import MemoryStore


def _app(size: str, plies: int, game: str = "tanbo", danger: bool = True,
         players: tuple[str, str] = (HUMAN, HUMAN),
         window: tuple[int, int] | None = None) -> App:
    store = MemoryStore()
    setup = GAMES[game].default_setup
    store.save("settings", json.dumps({
        "game": game, "size": size, "setup": setup, "players": list(players), "danger": danger,
    }))
    app = App(store, export_dir=Path(tempfile.mkdtemp()), computer_delay_ms=0, window=window)
    rng = random.Random(3)
    session = app.commands.session
    for _ in range(plies):
        if session.state.is_over:
            break
        session.play(rng.choice([m for m in session.state.legal_moves() if m >= 0]))
    app.view.hover = session.state.legal_moves()[0]
    return app


def draw_times(app: App, frames: int = 60, new_position: bool = True) -> tuple[float, float]:
    """Mean and worst frame draw time in ms.

    ``new_position`` redraws the board's base layer every frame (as after a
    move); otherwise the cached layer is reused (as when the mouse moves).
    """
    app.view.dirty = True
    app.frame()  # warm-up: builds the cached wood texture and stone sprites
    times = []
    for _ in range(frames):
        app.view.dirty = True
        if new_position:
            app.view.board_cache.forget_position()
        app.frame()
        times.append(app.last_draw_ms)
    return sum(times) / len(times), max(times)


def thinking_frames(app: App, frames: int = 120) -> tuple[float, float, float, int]:
    """Mean, p95 and worst whole-frame time (ms) while a computer player thinks (Black to
    move), and the number of frames."""
    st = app.commands.session.state
    if st.to_move == BLACK:  # the human (Black) opens in the centre; the computer is to move
        app.commands.session.play(st.geometry.index(st.geometry.height // 2 + 1,
                                                    st.geometry.width // 2))
    app.commands.view.show_game()  # the app opens on its home screen
    app.frame()
    times = []
    for _ in range(frames):
        if not app.commands.computer.thinking:
            break
        start = time.perf_counter()
        app.frame()
        times.append((time.perf_counter() - start) * 1000.0)
    app.commands.computer.stop_thinking()
    mean = sum(times) / max(1, len(times))
    times.sort()
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))] if times else 0.0
    return mean, p95, max(times, default=0.0), len(times)


def analysing_frames(app: App) -> tuple[float, float, float, int]:
    """p95 and worst whole-frame time (ms) while the analysis runs, its wall time (s), frames."""
    app.commands.computer.analyse()
    times = []
    began = time.perf_counter()
    while app.commands.computer.analysing:
        start = time.perf_counter()
        app.frame()
        times.append((time.perf_counter() - start) * 1000.0)
    took = time.perf_counter() - began
    times.sort()
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))] if times else 0.0
    return p95, max(times, default=0.0), took, len(times)


async def _idle(app: App, seconds: float) -> tuple[float, int]:
    async def stop() -> None:
        await asyncio.sleep(seconds)
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    app.frame()  # the first frame draws
    drawn = app.frames_drawn
    cpu0, wall0 = time.process_time(), time.perf_counter()
    stopper = asyncio.ensure_future(stop())
    await app.run()
    await stopper
    cpu = time.process_time() - cpu0
    wall = time.perf_counter() - wall0
    return 100.0 * cpu / wall, app.frames_drawn - drawn


async def _computer_move(level: int) -> tuple[float, float]:
    """Seconds from the computer's ``start`` to its move in :meth:`App.run`, and the
    share of that time spent inside its ``step`` (the search)."""
    store = MemoryStore()
    store.save("settings", f'{{"size": "7x7", "players": ["{HUMAN}", "level{level}"]}}')
    app = App(store, computer_delay_ms=0, export_dir=Path(tempfile.mkdtemp()))
    app.commands.view.show_game()  # the app opens on its home screen
    app.commands.session.play(app.commands.session.state.legal_moves()[0])
    player = app.commands.computer.players[WHITE]
    start, step = player.start, player.step
    marks: list[float] = []
    inside = [0.0]

    def timed_start(state: GameState) -> None:
        marks.append(time.perf_counter())
        start(state)

    def timed_step(budget_ms: float) -> int | None:
        t0 = time.perf_counter()
        move: int | None = step(budget_ms)
        inside[0] += time.perf_counter() - t0
        if move is not None:
            marks.append(time.perf_counter())
            pygame.event.post(pygame.event.Event(pygame.QUIT))
        return move

    player.start, player.step = timed_start, timed_step  # type: ignore[method-assign]
    await app.run()
    took = marks[-1] - marks[0]
    return took, inside[0] / took


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--level", type=int, default=4)
    args = parser.parse_args()
    for size, plies in (("7x7", 0), ("19x19", 300)):
        app = _app(size, plies)
        for new, what in ((True, "after a move"), (False, "hover only")):
            mean, worst = draw_times(app, new_position=new)
            print(f"draw {size} {what}: mean {mean:.1f} ms, worst {worst:.1f} ms per frame")
    for label, danger in (("19x19 DEAGO", False), ("19x19 DEAGO threats on", True)):
        app = _app("19x19", 120, "deago", danger)
        for new, what in ((True, "after a move"), (False, "hover only")):
            mean, worst = draw_times(app, new_position=new)
            print(f"draw {label} {what}: mean {mean:.1f} ms, worst {worst:.1f} ms per frame")
    # issue 21: big monitors (UI scale 1.5 and 2), a phone held upright
    for window in ((1920, 1080), (2560, 1440), (390, 844)):
        app = _app("19x19", 120, "deago", True, window=window)
        for new, what in ((True, "after a move"), (False, "hover only")):
            mean, worst = draw_times(app, new_position=new)
            print(f"draw 19x19 DEAGO at {window[0]}x{window[1]} {what}: mean {mean:.1f} ms, "
                  f"worst {worst:.1f} ms per frame")
        cpu, drawn = asyncio.run(_idle(app, args.seconds))
        print(f"idle CPU, 19x19 DEAGO at {window[0]}x{window[1]}, over {args.seconds:.0f} s: "
              f"{cpu:.1f}% of one core, frames redrawn {drawn}")
    thinker = _app("19x19", 0, "deago", danger=False, players=(HUMAN, "level5"))
    mean, p95, worst, frames = thinking_frames(thinker)
    print(f"19x19 DEAGO, level 5 thinking: whole frame mean {mean:.1f} ms, p95 {p95:.1f} ms,"
          f" worst {worst:.1f} ms over {frames} frames")
    for label, size, game in (("11x11 Tanbo", "11x11", "tanbo"), ("19x19 DEAGO", "19x19", "deago")):
        p95, worst, took, frames = analysing_frames(_app(size, 60, game))
        print(f"{label}, 60 plies analysed (quick): {took:.1f} s, whole frame p95 {p95:.1f} ms,"
              f" worst {worst:.1f} ms over {frames} frames")
    cpu, drawn = asyncio.run(_idle(_app("7x7", 10), args.seconds))
    print(f"idle CPU over {args.seconds:.0f} s: {cpu:.1f}% of one core, frames redrawn {drawn}")
    cpu, drawn = asyncio.run(_idle(_app("19x19", 60, "deago"), args.seconds))
    print(f"idle CPU, 19x19 DEAGO, over {args.seconds:.0f} s: {cpu:.1f}% of one core, "
          f"frames redrawn {drawn}")
    from tanbo.ai.levels import LEVELS

    took, share = asyncio.run(_computer_move(args.level))
    promised = LEVELS[args.level].seconds
    print(f"computer move, level {args.level}: {took:.2f} s (promised {promised:g} s), "
          f"{share:.0%} of it searching")


if __name__ == "__main__":
    main()
