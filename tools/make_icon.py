"""Draw the window/favicon icon ``assets/icon.png`` with the game's own renderer.

Usage: ``python tools/make_icon.py [OUT_PNG]`` (headless). A 3x3 corner of a
board: a black root of three stones and a white stone, on the wooden board.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from tanbo.games.tanbo.state import TanboState
from tanbo.ui.layout import BoardLayout
from tanbo.ui.render import BoardView, draw_board

SIZE = 128


def main(argv: list[str]) -> int:
    """Write the icon; returns the exit code."""
    out = Path(argv[0]) if argv else Path(__file__).resolve().parent.parent / "assets" / "icon.png"
    pygame.init()
    pygame.display.set_mode((1, 1))
    surf = pygame.Surface((SIZE, SIZE), pygame.SRCALPHA)
    state = TanboState.from_tfen("BB1/1BW/2W b")
    layout = BoardLayout.fit((0, 0, SIZE, SIZE), 3, 3, margin=0.55)
    draw_board(surf, layout, BoardView(state, coords=False))
    pygame.image.save(surf, str(out))
    print(out)
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
