"""Screenshots of "Learn to play": every lesson of both courses, English and Russian,
390x844 (a portrait phone) and 1280x720, into a folder outside the repo.

Usage: ``python tools/lesson_shots.py OUT_DIR [--all]`` (``--all``: also 844x390,
360x640, 640x360 and 3840x2160; headless: SDL's dummy driver). Drives
the real App by posted clicks, like the UI tests: the first-start offer, the menu with
its Learn button, the Learn screen, then per lesson its start, a wrong move and its
explanation (the first of the step's typical wrong moves), and the solved lesson
(``<size>-<lang>-<lesson id>-{0start,1wrong,2done}.png``).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from tanbo.games import GAMES
from tanbo.lessons import COURSES
from tanbo.ui import screens
from tanbo.ui.app import App
from tanbo.ui.screens.lesson import lesson_board
from tanbo.ui.storage import MemoryStore

SIZES = ((390, 844), (1280, 720))
MORE_SIZES = ((844, 390), (360, 640), (640, 360), (3840, 2160))  # with --all


def _click(app: App, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.frame()


def _button(app: App, action: str) -> None:
    found = [b for b in screens.buttons(app.commands) if b.action == action]
    if not found:
        raise SystemExit(f"no button {action}: {[b.action for b in screens.buttons(app.commands)]}")
    x, y, w, h = found[0].rect
    _click(app, (x + w // 2, y + h // 2))


def _move(app: App, text: str) -> None:
    run = app.commands.lessons.run
    assert run is not None
    move = run.state.parse_move(text)
    if move == GAMES[run.lesson.game].pass_move:
        _button(app, "lesson_pass")
    else:
        _click(app, lesson_board(app.commands).centre(move))


def _shot(app: App, out: Path, name: str) -> None:
    app.view.dirty = True
    app.frame()
    path = out / f"{name}.png"
    pygame.image.save(app.screen, str(path))
    print(path)


def main(out: Path, sizes: tuple[tuple[int, int], ...] = SIZES) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for w, h in sizes:
        for lang in ("en", "ru"):
            tag = f"{w}x{h}-{lang}"
            store = MemoryStore()
            app = App(store, computer_delay_ms=0, seed=1, export_dir=Path(tempfile.mkdtemp()),
                      window=(w, h), offer_course=True)
            app.commands.settings.lang = lang
            app.frame()
            _shot(app, out, f"{tag}-00-offer")
            _button(app, "confirm:no")
            _button(app, "menu")
            _shot(app, out, f"{tag}-01-menu")
            _button(app, "learn")
            for game in COURSES:
                _button(app, f"learn_game:{game}")
                _shot(app, out, f"{tag}-02-learn-{game}")
                for lesson in COURSES[game]:
                    _button(app, f"lesson:{lesson.id}")
                    _shot(app, out, f"{tag}-{lesson.id}-0start")
                    for i, step in enumerate(lesson.steps):
                        if step.wrong:
                            _move(app, step.wrong[0])
                            _shot(app, out, f"{tag}-{lesson.id}-1wrong{i}")
                            _button(app, "lesson_again")
                        _move(app, step.solution)
                    _shot(app, out, f"{tag}-{lesson.id}-2done")
                    _button(app, "back")
                _shot(app, out, f"{tag}-03-learn-{game}-done")


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--all"]
    main(Path(args[0]) if args else Path("/tmp/lesson-shots"),
         SIZES + MORE_SIZES if "--all" in sys.argv else SIZES)
