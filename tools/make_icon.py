"""Draw the game's icons with the game's own renderer (headless).

Usage:

- ``python tools/make_icon.py [OUT_PNG]``: the window icon ``assets/icon.png`` (128 px).
- ``python tools/make_icon.py --web DIR``: the web app's icons, written by the browser
  build (``tools/build_web.py``) for the manifest (``web/manifest.webmanifest``):
  ``icon-192.png`` and ``icon-512.png`` (the board corner on a transparent background)
  and ``icon-maskable-512.png`` (full-bleed background, the board inside the central
  safe zone that every mask shape keeps).

The picture: a 3x3 corner of a board, a black root of three stones and a white stone,
on the wooden board.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

import tanbo.ui.games.views  # noqa: F401  (registers the views the renderer draws with)
from tanbo.games.tanbo.state import TanboState
from tanbo.ui import theme
from tanbo.ui.layout import BoardLayout
from tanbo.ui.render import BoardView, draw_board

ROOT = Path(__file__).resolve().parent.parent
SIZE = 128
WEB_SIZES = (192, 512)
MASKABLE_SIZE = 512
# A maskable icon's safe zone is the centred circle of 80% of its width; a square board
# inside that circle may be 0.8 / sqrt(2) = 0.566 of the width wide.
MASKABLE_BOARD = 0.56


def icon(size: int, *, maskable: bool = False) -> pygame.Surface:
    """The icon drawn at ``size`` px; ``maskable`` fills the square and centres the board."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    state = TanboState.from_tfen("BB1/1BW/2W b")
    if maskable:
        surf.fill(theme.BACKGROUND)
        side = round(size * MASKABLE_BOARD)
        area = ((size - side) // 2, (size - side) // 2, side, side)
    else:
        area = (0, 0, size, size)
    layout = BoardLayout.fit(area, 3, 3, margin=0.55)
    draw_board(surf, layout, BoardView(state, coords=False))
    return surf


def write_web_icons(folder: Path) -> list[Path]:
    """Write the web app's icons into ``folder``; returns their paths."""
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for size in WEB_SIZES:
        out.append(folder / f"icon-{size}.png")
        pygame.image.save(icon(size), str(out[-1]))
    out.append(folder / f"icon-maskable-{MASKABLE_SIZE}.png")
    pygame.image.save(icon(MASKABLE_SIZE, maskable=True), str(out[-1]))
    return out


def main(argv: list[str]) -> int:
    """Write the icon(s); returns the exit code."""
    pygame.display.init()  # no audio: pygame.init() would open the sound card
    pygame.display.set_mode((1, 1))
    try:
        if argv[:1] == ["--web"]:
            if len(argv) != 2:
                print("usage: make_icon.py --web DIR", file=sys.stderr)
                return 2
            for path in write_web_icons(Path(argv[1])):
                print(path)
            return 0
        if len(argv) > 1 or (argv[:1] and argv[0].startswith("-")):
            print(__doc__.strip(), file=sys.stderr)
            return 2
        out = Path(argv[0]) if argv else ROOT / "assets" / "icon.png"
        pygame.image.save(icon(SIZE), str(out))
        print(out)
        return 0
    finally:
        pygame.quit()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
