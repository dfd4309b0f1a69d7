"""The UI's two colour themes, standard and high contrast, and switching between them.

Every colour the drawing code uses is read at draw time from :mod:`tanbo.ui.design`
(text and controls) or :mod:`tanbo.ui.theme` (the board, stones and markers) as a
module attribute (``theme.TEXT``), so a theme is a table of those attributes' values
and :func:`apply` sets them. :data:`STANDARD` is taken from the two modules as they are
imported (their values are the standard theme's); :data:`HIGH_CONTRAST` replaces them
with a near-black page, white text, a pale flat board with black lines, outlined stones
and stronger markers (AAA, 7:1, for text wherever it is drawn: ``docs/design.md``).

The renderer's cached sprites depend on the colours: whoever switches calls
:func:`tanbo.ui.render.forget_sprites` too (:mod:`tanbo.ui.display` does). Pure Python.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import ModuleType

from tanbo.ui import design, theme

__all__ = ["STANDARD_NAME", "CONTRAST_NAME", "PALETTES", "STANDARD", "HIGH_CONTRAST",
           "apply", "current", "value"]

STANDARD_NAME, CONTRAST_NAME = "standard", "contrast"

Value = object  # a colour tuple or a number (a line weight)

# which module owns each name (theme re-exports the design colours: both are set)
_DESIGN = ("BACKGROUND", "PANEL_BG", "PANEL_LINE", "TEXT", "TEXT_DIM", "TEXT_WARN", "ACCENT",
           "BUTTON", "BUTTON_HOVER", "BUTTON_ON", "BUTTON_TEXT", "BUTTON_TEXT_OFF", "OVERLAY",
           "COORD")
_THEME = ("WOOD_LIGHT", "WOOD_DARK", "WOOD_EDGE", "GRID", "GRID_WEIGHT", "BLACK_SHADE",
          "WHITE_SHADE", "NEUTRAL_SHADE", "STONE_OUTLINE", "STONE_OUTLINE_W", "CONNECT_BLACK",
          "CONNECT_WHITE", "CAPTURE", "DANGER", "DANGER_EDGE", "LAST_MOVE", "CURSOR",
          "ILLEGAL", "HINT_BLACK", "HINT_WHITE")

STANDARD: Mapping[str, Value] = {
    **{name: getattr(design, name) for name in _DESIGN},
    **{name: getattr(theme, name) for name in _THEME},
}
"""The standard theme: the modules' values as shipped."""

HIGH_CONTRAST: Mapping[str, Value] = {
    "BACKGROUND": (8, 8, 10),
    "PANEL_BG": (18, 18, 22),
    "PANEL_LINE": (230, 230, 230),  # every button and panel outlined in near-white
    "TEXT": (255, 255, 255),
    "TEXT_DIM": (226, 226, 226),  # 12.2:1 on BUTTON
    "TEXT_WARN": (255, 214, 110),
    "ACCENT": (255, 208, 64),
    "BUTTON": (34, 34, 40),
    "BUTTON_HOVER": (62, 62, 72),
    "BUTTON_ON": (96, 66, 0),  # (and the label bold: "on" is not told by colour alone)
    "BUTTON_TEXT": (255, 255, 255),
    "BUTTON_TEXT_OFF": (150, 150, 150),
    "OVERLAY": (0, 0, 0, 246),
    "COORD": (0, 0, 0),
    "WOOD_LIGHT": (246, 226, 184),
    "WOOD_DARK": (238, 214, 166),
    "WOOD_EDGE": (0, 0, 0),
    "GRID": (0, 0, 0),
    "GRID_WEIGHT": 2,
    "BLACK_SHADE": ((0, 0, 0), (70, 70, 76), (0, 0, 0)),
    "WHITE_SHADE": ((255, 255, 255), (255, 255, 255), (0, 0, 0)),
    "NEUTRAL_SHADE": ((200, 30, 30), (236, 96, 90), (0, 0, 0)),
    "STONE_OUTLINE": (0, 0, 0),
    "STONE_OUTLINE_W": 0.12,
    "CONNECT_BLACK": (0, 0, 0),
    "CONNECT_WHITE": (255, 255, 255),
    "CAPTURE": (190, 0, 0),
    "DANGER": (255, 128, 0),
    "DANGER_EDGE": (0, 0, 0),
    "LAST_MOVE": (190, 0, 0),
    "CURSOR": (10, 70, 190),  # (as the analysis's best-move ring: the same meaning)
    "ILLEGAL": (170, 0, 0),
    "HINT_BLACK": ((0, 0, 0), (255, 255, 255)),
    "HINT_WHITE": ((255, 255, 255), (0, 0, 0)),
}
"""The high-contrast theme."""

PALETTES: Mapping[str, Mapping[str, Value]] = {STANDARD_NAME: STANDARD,
                                               CONTRAST_NAME: HIGH_CONTRAST}
"""Every theme by name."""

_current = STANDARD_NAME


def apply(name: str) -> None:
    """Make theme ``name`` the one drawn from now on (``KeyError`` for an unknown one)."""
    global _current
    palette = PALETTES[name]
    for key, val in palette.items():
        owners: tuple[ModuleType, ...] = (design, theme) if key in _DESIGN else (theme,)
        for module in owners:
            setattr(module, key, val)
    theme.PALETTE = name
    _current = name


def current() -> str:
    """The name of the theme drawn now."""
    return _current


def value(name: str, key: str) -> Value:
    """Theme ``name``'s value for ``key`` (without applying it)."""
    return PALETTES[name][key]
