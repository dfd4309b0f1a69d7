"""Screenshots for seeing less well (issue 40): a Tanbo and a DEAGO position with markers,
normal, in the high-contrast theme, with larger text, and the normal shot under each
simulated colour vision (protanopia, deuteranopia, tritanopia) and greyscale.

Usage: ``python tools/vision_shots.py [OUT_DIR]`` (default ``build/vision``; headless).
Sizes: 390x844 at DPR 3 and 1280x720. Files: ``<game>-<size>-<mode>.png``.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("TANBO_DATA_DIR", tempfile.mkdtemp(prefix="tanbo-vision-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np
import pygame

from tanbo.ui import display
from tanbo.ui.app import App
from tanbo.ui.session import Session
from tests.support.colour_vision import SIMULATIONS, simulate_pixels
from tests.support.design_states import show, size_id
from tests.support.ui_driver import make_app, play_some

SIZES = ((390, 844, 3.0), (1280, 720, 1.0))
DEAGO = "13/13/3W9/3BWN7/4NB1N5/5W7/4B8/13/13/13/13/13/13 b 0 0 0"  # neutral stones, threats


def _game(folder: Path, game: str) -> App:
    app = make_app(folder)
    if game == "deago":
        app.commands.replace_session(Session.from_position("deago", DEAGO), "confirm.new",
                                     ask=False)
        play_some(app, 2)
    else:
        play_some(app, 9)
    s = app.commands.settings
    s.danger = s.hints = True
    app.view.message = ""
    return app


def _shot(app: App, size: tuple[int, int, float], path: Path) -> np.ndarray:
    show(app, size)
    st = app.commands.session.state
    app.view.hover = next(iter(st.legal_moves()), None)  # a hover preview
    app.view.dirty = True
    app.frame()
    pygame.image.save(app.screen, str(path))
    return np.asarray(pygame.surfarray.array3d(app.screen)).swapaxes(0, 1)


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else Path("build/vision")
    out.mkdir(parents=True, exist_ok=True)
    pygame.init()
    for game in ("tanbo", "deago"):
        for size in SIZES:
            name = f"{game}-{size_id(size).replace('@', 'at')}"
            for mode, text_size, contrast in (("normal", 1.0, False), ("contrast", 1.0, True),
                                              ("large", 1.5, False)):
                app = _game(Path(tempfile.mkdtemp()), game)
                app.commands.settings.text_size = text_size
                app.commands.settings.contrast = contrast
                display.apply(app.commands)
                pixels = _shot(app, size, out / f"{name}-{mode}.png")
                if mode != "normal":
                    continue
                for sim in SIMULATIONS:
                    if sim == "normal":
                        continue
                    seen = simulate_pixels(pixels, sim)
                    img = pygame.surfarray.make_surface(seen.swapaxes(0, 1))
                    pygame.image.save(img, str(out / f"{name}-{sim}.png"))
    print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
