"""Screenshots of the UI in one language, for a translator's review.

Usage: ``python tools/lang_shots.py OUT_DIR [--lang es]`` (headless: SDL's dummy video
driver). Draws the design check's states (:mod:`tests.support.design_states`) that show
a language's texts most -- home, a game, a lesson's answer, a solved puzzle, a Why?
answer, Statistics and Rules -- at a phone's 390x844 (pixel ratio 3) and a laptop's
1280x720, and saves them as ``<state>-<size>.png``.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("TANBO_DATA_DIR", tempfile.mkdtemp(prefix="tanbo-lang-shots-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from tanbo.ui.lang import LANGUAGES
from tests.support.design_states import STATES, show, size_id

SHOWN = ("home", "game", "lesson-tanbo-answer", "lesson-deago-answer", "puzzle-solved",
         "why-answer", "stats-overview", "rules")
"""The states saved: the screens whose texts a translation changes most."""

SIZES = ((390, 844, 3.0), (1280, 720, 1.0))
"""A phone upright and a laptop's window."""


def main(argv: list[str] | None = None) -> int:
    """Write the screenshots; 2 for an unknown language."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--lang", default="es", help=f"one of {', '.join(LANGUAGES)}")
    args = parser.parse_args(argv)
    if args.lang not in LANGUAGES:
        print(f"unknown language {args.lang!r}: one of {', '.join(LANGUAGES)}")
        return 2
    args.out.mkdir(parents=True, exist_ok=True)
    for state in SHOWN:
        with tempfile.TemporaryDirectory() as folder:
            app = STATES[state](Path(folder), args.lang)
            for size in SIZES:
                show(app, size)
                app.view.dirty = True
                app.frame()
                path = args.out / f"{state}-{size_id(size).replace('@', '_')}.png"
                pygame.image.save(app.screen, str(path))
                print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
