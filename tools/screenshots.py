"""Write review screenshots of the UI as PNG files into a folder outside the repo.

Usage: ``python tools/screenshots.py OUT_DIR`` (headless: SDL's dummy video
driver). Drives the real App through posted events, like the UI tests, and
saves: start position, hints, capture preview, fading stones, self-removal
preview and the last-move mark after it, game over, review, the menu, the rules
(English and Russian), a Russian game screen and 19x19 boards.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from tanbo.players import HUMAN, RANDOM
from tanbo.ui.app import App
from tanbo.ui.storage import MemoryStore


class FakeClock:
    """A settable millisecond clock so fades can be caught mid-way."""

    def __init__(self) -> None:
        self.ms = 0

    def __call__(self) -> int:
        return self.ms


def _app(clock: FakeClock, size: str = "7x7", setup: str = "dense", lang: str = "en") -> App:
    store = MemoryStore()
    store.save(
        "settings",
        f'{{"lang": "{lang}", "size": "{size}", "setup": "{setup}", '
        f'"players": ["{HUMAN}", "{HUMAN}"], "danger": true}}',
    )
    app = App(store, computer_delay_ms=0, seed=1, export_dir=Path(tempfile.mkdtemp()),
              clock_ms=clock)
    app.frame()
    return app


def _shot(app: App, out: Path, name: str) -> None:
    app.dirty = True
    app.frame()
    path = out / f"{name}.png"
    pygame.image.save(app.screen, str(path))
    print(path)


def _move_mouse(app: App, point: int) -> None:
    pos = app.layout.centre(point)
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    pygame.event.post(motion)
    app.frame()


def _play_until(app: App, rng: random.Random, want: str) -> int:
    """Play random moves until a legal move of the wanted kind exists; return it."""
    while True:
        st = app.session.state
        for m in st.legal_moves():
            removed = st.preview(m)
            own = any(r.current for r in removed)
            if want == "capture" and not own and sum(len(r.stones) for r in removed) >= 2:
                return m
            if want == "self" and own:
                return m
        app.session.play(rng.choice(st.legal_moves()))


def main(argv: list[str]) -> int:
    """Write the screenshots; returns the exit code."""
    if len(argv) != 1:
        print("usage: python tools/screenshots.py OUT_DIR", file=sys.stderr)
        return 2
    out = Path(argv[0]).resolve()
    repo = Path(__file__).resolve().parent.parent
    if out == repo or repo in out.parents:
        print("OUT_DIR must be outside the repository", file=sys.stderr)
        return 2
    out.mkdir(parents=True, exist_ok=True)
    clock = FakeClock()

    app = _app(clock)
    _shot(app, out, "01_start")
    app.toggle("hints")
    _move_mouse(app, app.session.state.legal_moves()[3])
    _shot(app, out, "02_hints")
    app.toggle("hints")

    rng = random.Random(7)
    move = _play_until(app, rng, "capture")
    app.dirty = True
    _move_mouse(app, move)
    _shot(app, out, "03_capture_preview")
    clock.ms += 1000
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.layout.centre(move),
                                         button=1))
    app.frame()
    clock.ms += 150
    _shot(app, out, "04_fading")
    clock.ms += 1000

    move = _play_until(app, rng, "self")
    _move_mouse(app, move)
    _shot(app, out, "05_self_removal_preview")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.layout.centre(move),
                                         button=1))
    app.frame()
    clock.ms += 1000
    _move_mouse(app, 0)
    _shot(app, out, "05b_after_self_removal")

    while not app.session.state.is_over:
        app.session.play(rng.choice(app.session.state.legal_moves()))
    app.over_dismissed = False
    _shot(app, out, "06_game_over")
    app.over_dismissed = True
    app.review(app.session.state.ply // 2)
    _shot(app, out, "07_review")

    app.screen_name = "menu"
    _shot(app, out, "08_menu")
    app.screen_name = "rules"
    _shot(app, out, "09_rules")
    app.next_language()
    _shot(app, out, "10_rules_ru")

    app = _app(clock, lang="ru")
    app.session.play(app.session.state.legal_moves()[5])
    app.toggle("hints")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.layout.centre(0),
                                         button=1))
    app.frame()
    _shot(app, out, "11_russian_illegal")

    app = _app(clock, size="19x19", setup="dense")
    for _ in range(260):
        st = app.session.state
        if st.is_over:
            break
        app.session.play(rng.choice(st.legal_moves()))
    app.settings.danger = True
    _move_mouse(app, app.session.state.legal_moves()[0])
    _shot(app, out, "12_19x19_middle")

    app = _app(clock, size="19x19", setup="classic")
    _shot(app, out, "13_19x19_classic")
    store = MemoryStore()
    store.save("settings", f'{{"players": ["{HUMAN}", "{RANDOM}"]}}')
    app = App(store, computer_delay_ms=10**9, export_dir=Path(tempfile.mkdtemp()), clock_ms=clock)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.layout.centre(1),
                                         button=1))
    app.frame()
    _shot(app, out, "14_computer_thinking")
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
