"""Tunables of the UI: timings, frame rates, asset paths and the board's own colours.

The text and control colours, the type and spacing scales and the contrast rule are the
design system's (:mod:`tanbo.ui.design`); they are re-exported here for old imports.
"""

from __future__ import annotations

from pathlib import Path

from tanbo.ui.design import (
    ACCENT,
    BACKGROUND,
    BUTTON,
    BUTTON_HOVER,
    BUTTON_ON,
    BUTTON_TEXT,
    BUTTON_TEXT_OFF,
    COORD,
    OVERLAY,
    PANEL_BG,
    PANEL_LINE,
    TEXT,
    TEXT_DIM,
    TEXT_WARN,
    Colour,
)

# the design system's colours, re-exported for the drawing code (``theme.TEXT``)
__all__ = [
    "ACCENT",
    "BACKGROUND",
    "BUTTON",
    "BUTTON_HOVER",
    "BUTTON_ON",
    "BUTTON_TEXT",
    "BUTTON_TEXT_OFF",
    "COORD",
    "OVERLAY",
    "PANEL_BG",
    "PANEL_LINE",
    "TEXT",
    "TEXT_DIM",
    "TEXT_WARN",
    "Colour",
]

ASSETS = Path(__file__).resolve().parent.parent.parent / "assets"
FONT_REGULAR = ASSETS / "fonts" / "DejaVuSans.ttf"
FONT_BOLD = ASSETS / "fonts" / "DejaVuSans-Bold.ttf"
SOUNDS = ASSETS / "sounds"
ICON = ASSETS / "icon.png"

# frame pacing
FPS_ACTIVE = 60  # cap while something moves (the issue: at most 60 frames per second)
FPS_IDLE = 20  # when nothing changes: the loop only polls events
FPS_DOZE = 10  # ... and once nothing has happened for DOZE_AFTER_MS (idle CPU, issue 21)
DOZE_AFTER_MS = 2000  # a click after that is answered within 1/FPS_DOZE s (100 ms)
SPINNER_FPS = 12  # while the computer thinks, only the spinner moves: redraw this often
AI_SLICE_MS = 12.0  # computer thinking per frame while something else moves or redraws
AI_SLICE_IDLE_MS = 34.0  # ... when only the spinner turns: two 60 fps frames, a whole frame < 50 ms
COMPUTER_DELAY_MS = 350  # a computer move is shown no sooner than this after the last move
FADE_MS = 450  # removed stones fade out over this long
MESSAGE_MS = 6000  # a status message stays this long

# colours
WOOD_LIGHT: Colour = (226, 182, 118)
WOOD_DARK: Colour = (196, 146, 84)
WOOD_EDGE: Colour = (120, 80, 40)
GRID: Colour = (70, 44, 20)
GRID_WEIGHT = 1  # the grid's lines are this many times their usual width
BLACK_STONE: Colour = (30, 30, 34)
WHITE_STONE: Colour = (238, 236, 228)
# a stone's shading: its base, its highlight and its rim (the sprite's colours)
BLACK_SHADE: tuple[Colour, Colour, Colour] = ((18, 18, 22), (98, 100, 108), (8, 8, 10))
WHITE_SHADE: tuple[Colour, Colour, Colour] = ((200, 198, 190), (255, 255, 252), (150, 148, 140))
NEUTRAL_SHADE: tuple[Colour, Colour, Colour] = ((170, 28, 30), (250, 120, 110), (110, 12, 14))
STONE_OUTLINE: Colour = (0, 0, 0)  # a stone's outline (high contrast) ...
STONE_OUTLINE_W = 0.0  # ... this fraction of its radius wide (none in the standard theme)
CONNECT_BLACK: Colour = (40, 38, 40)
CONNECT_WHITE: Colour = (248, 246, 238)
CAPTURE: Colour = (190, 20, 20)  # dark enough to show on the wood in every colour vision
DANGER: Colour = (255, 150, 0)
DANGER_EDGE: Colour = (110, 56, 0)  # a dark edge around the amber: it shows on the wood
LAST_MOVE: Colour = (190, 20, 20)
CURSOR: Colour = (10, 70, 190)
ILLEGAL: Colour = (200, 40, 40)
HINT_BLACK: tuple[Colour, Colour] = ((20, 20, 24), (235, 232, 220))  # a hint dot's fill, ring
HINT_WHITE: tuple[Colour, Colour] = ((245, 243, 235), (40, 30, 20))
PALETTE = "standard"  # the colour theme drawn now (tanbo.ui.palettes sets it)

# per-game effects and aids
TURN_MS = 420  # a converted stone turns over in this long
COUNT_MS = 600  # captured stones are counted up beside the board over this long
ANALYSIS_SLICE_MS = 25.0  # the game analysis's search a frame (AI_SLICE_MS on redrawn frames)
HINT_MS = 1500  # a search-made hint searches this long (in frame slices)
DRAW_JUDGE_MS = 800  # the computer weighs a draw offer this long (in frame slices)
DRAW_ACCEPT_BELOW = 0.55  # the computer accepts a draw when its own chance is at most this
