"""Colour-vision simulation of the UI's colours: what the colour-vision check
(tests/ui/test_colour_vision.py) and ``tools/vision_shots.py`` share.

The simulations are colorspacious's (Machado, Oliveira and Fernandes 2009, at severity
100: protanopia, deuteranopia, tritanopia) and greyscale (WCAG relative luminance). Two
colours are told apart when their CAM02-UCS distance (colorspacious ``deltaE``) is at least
:data:`MIN_DELTA_E` under every simulation.

:func:`things` names, for a colour theme, what the player must tell apart on the board:
the stones, the board's wood, and each marker with its shape and the colours it is drawn
in (the main one first). The colours are read from :mod:`tanbo.ui.theme` after applying
the theme, so the check follows the drawing code's own colours.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
from colorspacious import cspace_convert, deltaE

from tanbo.ui import analysis_panel, palettes, theme
from tanbo.ui.games.deago.view import STONE_RGB

__all__ = ["SIMULATIONS", "MIN_DELTA_E", "Mark", "Things", "things", "simulate", "distance",
           "simulate_pixels"]

MIN_DELTA_E = 15.0
"""The least CAM02-UCS distance of two colours the player must tell apart (about the
distance of neighbouring named colours; 1 is a just-noticeable difference)."""

Colour = tuple[int, int, int]


def _cvd(kind: str) -> Callable[[np.ndarray], np.ndarray]:
    space = {"name": "sRGB1+CVD", "cvd_type": kind, "severity": 100}

    def simulated(rgb: np.ndarray) -> np.ndarray:
        return np.asarray(np.clip(cspace_convert(rgb, space, "sRGB1"), 0.0, 1.0))

    return simulated


def _grey(rgb: np.ndarray) -> np.ndarray:
    lin = np.where(rgb <= 0.04045, rgb / 12.92, ((rgb + 0.055) / 1.055) ** 2.4)
    y = lin @ np.array([0.2126, 0.7152, 0.0722])
    srgb = np.where(y <= 0.0031308, 12.92 * y, 1.055 * np.power(y, 1 / 2.4) - 0.055)
    return np.repeat(srgb[..., None], 3, axis=-1)


SIMULATIONS: dict[str, Callable[[np.ndarray], np.ndarray]] = {
    "normal": lambda rgb: rgb,
    "protanopia": _cvd("protanomaly"),
    "deuteranopia": _cvd("deuteranomaly"),
    "tritanopia": _cvd("tritanomaly"),
    "greyscale": _grey,
}
"""Each simulation: sRGB in 0..1 (any shape ending in 3) to sRGB in 0..1."""


def simulate(colour: tuple[int, ...], sim: str) -> np.ndarray:
    """``colour`` (0..255) as seen under ``sim`` (sRGB, 0..1)."""
    return SIMULATIONS[sim](np.array(colour[:3], dtype=float) / 255)


def distance(a: tuple[int, ...], b: tuple[int, ...], sim: str) -> float:
    """The CAM02-UCS distance of ``a`` and ``b`` as seen under ``sim``."""
    return float(deltaE(simulate(a, sim), simulate(b, sim), input_space="sRGB1"))


def simulate_pixels(pixels: np.ndarray, sim: str) -> np.ndarray:
    """An image (height x width x 3, 0..255) as seen under ``sim`` (0..255, uint8)."""
    out = SIMULATIONS[sim](pixels.astype(float) / 255)
    return np.asarray(np.round(out * 255), dtype=np.uint8)


@dataclass(frozen=True)
class Mark:
    """A marker on the board: its shape's family (``ring``, ``dot``...: marks of one family
    are told apart by colour), how it differs within the family, and the colours it is
    drawn in (the main one first)."""

    family: str
    detail: str
    colours: tuple[Colour, ...]


@dataclass(frozen=True)
class Things:
    """What must be told apart in one colour theme."""

    stones: dict[str, Colour]  # black, white, neutral: each stone's body colour
    board: tuple[Colour, ...]  # the wood's light and dark
    marks: dict[str, Mark]
    graph: dict[str, Colour]  # the analysis graph's two shares


def things(palette: str) -> Things:
    """The stones, board, markers and graph of colour theme ``palette`` (applied for the
    reading, then the theme drawn before is put back)."""
    before = palettes.current()
    palettes.apply(palette)
    try:
        return Things(
            stones={"black": theme.BLACK_SHADE[0], "white": theme.WHITE_SHADE[0],
                    "neutral": theme.NEUTRAL_SHADE[0]},
            board=(theme.WOOD_LIGHT, theme.WOOD_DARK),
            marks={
                # the last move: a dot on its stone (a ring where it was removed)
                "last_move": Mark("dot", "on the stone", (theme.LAST_MOVE,)),
                # danger (Tanbo) and threatened stones (DEAGO): an amber ring, edged dark
                "danger": Mark("ring", "thin, edged dark", (theme.DANGER, theme.DANGER_EDGE)),
                # what a move would capture: a thick red ring over a red tint
                "capture": Mark("ring", "thick, over a tint", (theme.CAPTURE,)),
                # the keyboard cursor: four corners
                "cursor": Mark("corners", "", (theme.CURSOR,)),
                # the computer's suggestion: a ghost stone in a ring
                "suggested": Mark("dashed ring", "round a ghost stone", (theme.CURSOR,)),
                # the analysis's best move: a dashed ring
                "best": Mark("dashed ring", "", (analysis_panel.BEST_RING,)),
                # illegal points in the rules' figures: a cross
                "illegal": Mark("cross", "", (theme.ILLEGAL,)),
                # hints: small dots of the mover's colour, ringed in the other
                "hint_black": Mark("dot", "small, ringed", theme.HINT_BLACK),
                "hint_white": Mark("dot", "small, ringed", theme.HINT_WHITE),
                # DEAGO's threats: squares (five) and triangles (capture) in the colour
                # of the side that has them, edged amber
                **{f"{kind}_{side}": Mark(shape, side, (fill, theme.DANGER))
                   for kind, shape in (("five_threat", "square"), ("capture_threat", "triangle"))
                   for side, fill in (("black", STONE_RGB[1]), ("white", STONE_RGB[2]))},
            },
            graph={"black": analysis_panel.GRAPH_BLACK, "white": analysis_panel.GRAPH_WHITE},
        )
    finally:
        palettes.apply(before)
