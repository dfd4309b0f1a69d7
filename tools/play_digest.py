"""Seeded play digests: drive the real App headless and print a digest of what it did.

Usage: ``python tools/play_digest.py [--seeds N]``

For each game and seed, an App on a throwaway store plays a person (mouse clicks on
seeded random legal points) against the seeded random computer, with undo, redo and
review keys pressed along the way, until the game ends or 80 moves are made. It prints
one line per run: the game, the seed, the number of moves and a SHA-256 prefix of the
session's record text and of the screen left open. A change that only reshapes the UI
code (moving state or commands between modules) must leave every line as it was: run it
before and after and compare.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from tanbo.ui.app import App
from tanbo.ui.storage import FileStore

RUNS = (("tanbo", "7x7", "dense"), ("tanbo", "9x11", "dense"), ("deago", "13x13", "9"))
MAX_MOVES = 80


def _post_key(app: App, k: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))
    app.frame()


def _click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.frame()


def run(game: str, size: str, setup: str, seed: int) -> str:
    """One seeded run; its digest line."""
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as folder:
        store = FileStore(Path(folder))
        store.save("settings", json.dumps({
            "lang": "en", "game": game, "size": size, "setup": setup,
            "players": ["human", "random"], "danger": False, "ponder": False}))
        clock = [0]  # a clock that moves 50 ms a frame: no wall time in the run

        def now() -> int:
            clock[0] += 50
            return clock[0]

        app = App(store, computer_delay_ms=0, seed=seed, export_dir=Path(folder) / "records",
                  clock_ms=now, window=(1280, 720), offer_course=False)
        app.frame()
        for _ in range(3):  # home, then the new-game screen: Enter starts the game chosen
            if app.view.screen_name == "game":
                break
            _post_key(app, pygame.K_RETURN)
        session = app.commands.session
        chosen = (session.game, f"{session.state.width}x{session.state.height}",
                  session.players[2])
        if chosen != (game, size, "random"):  # settings refused: the run would not repeat
            raise SystemExit(f"the App did not take the settings: {chosen}")
        moves = 0
        for _ in range(4 * MAX_MOVES):
            session = app.commands.session
            if session.is_over or moves >= MAX_MOVES:
                break
            if not session.human_to_move:
                app.frame()
                continue
            roll = rng.random()
            if roll < 0.05:
                _post_key(app, pygame.K_u)
            elif roll < 0.08:
                _post_key(app, pygame.K_y, pygame.KMOD_CTRL)
            elif roll < 0.10:
                _post_key(app, pygame.K_PAGEUP)
                _post_key(app, pygame.K_END)
            else:
                legal = [m for m in session.state.legal_moves() if m >= 0]
                if not legal:
                    break
                _click(app, app.layout.centre(rng.choice(legal)))
                moves += 1
        for _ in range(20):
            app.frame()
        record = app.commands.session.record_text()
        digest = hashlib.sha256(f"{record}\n{app.view.screen_name}".encode()).hexdigest()[:16]
        plies = app.commands.session.state.ply
        return f"{game} {size} seed {seed}: {moves} clicks, plies {plies}, {digest}"


def main() -> int:
    parser = argparse.ArgumentParser(description="Seeded play digests of the headless App.")
    parser.add_argument("--seeds", type=int, default=3, help="seeds per game (default 3)")
    args = parser.parse_args()
    for game, size, setup in RUNS:
        for seed in range(1, args.seeds + 1):
            print(run(game, size, setup, seed), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
