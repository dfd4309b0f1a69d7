"""The Display screen: larger text, high contrast and reduced motion (:mod:`tanbo.ui.display`).

Reached from home's Display card and the "More…" sheet; each setting is a card whose
label says its state in words ("High contrast: on"), so no state is told by colour, and
a tap applies it at once (the screen is redrawn in the new size or colours) and saves it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

import pygame

from tanbo.ui import display, display_text, theme
from tanbo.ui.modality import keyed
from tanbo.ui.screens.base import Action, Screen
from tanbo.ui.screens.home import Card
from tanbo.ui.view import DISPLAY
from tanbo.ui.widgets import Button, draw_fitted

if TYPE_CHECKING:
    from tanbo.ui.commands import Commands
    from tanbo.ui.host import PageScene, Scene

__all__ = ["DISPLAY", "SCREEN", "ACTIONS", "display_buttons"]

assert display_text.DISPLAY_STRINGS  # (imported for its texts)

CARD_H, CARD_GAP = 72, 10  # logical px
COLUMN_W = 560  # logical px: the cards' column at most this wide
BACK_W = 120  # logical px


def _on(scene: PageScene, on: bool) -> str:
    return scene.t("display.on" if on else "display.off")


def _frame(scene: PageScene) -> tuple[int, int, int]:
    """The column's left edge, its width and the cards' top."""
    w, _ = scene.view.ui.size
    px = scene.view.ui.px
    width = min(w - 2 * px(12), px(COLUMN_W))
    return (w - width) // 2, width, px(12) + px(56)


def display_buttons(scene: Scene) -> list[Button]:
    """Back, then one card per setting (its state in its label)."""
    px = scene.view.ui.px
    x, width, top = _frame(scene)
    s = scene.settings
    out: list[Button] = [Button((x + width - px(BACK_W), px(12), px(BACK_W), px(44)),
                                keyed(scene.view, scene.t("btn.back"), "Esc"), "back",
                                size=16)]
    cards = (
        (scene.t("display.text", size=display.percent(s.text_size)), "display.text_detail",
         "text_size", s.text_size > 1),
        (scene.t("display.contrast", state=_on(scene, s.contrast)), "display.contrast_detail",
         "contrast", s.contrast),
        (scene.t("display.motion", state=_on(scene, not scene.view.motion)),
         "display.motion_detail", "motion", not scene.view.motion),
    )
    for i, (label, detail, action, on) in enumerate(cards):
        y = top + i * (px(CARD_H) + px(CARD_GAP))
        out.append(Card((x, y, width, px(CARD_H)), label, action, on=on, size=19,
                        detail=scene.t(detail)))
    return out


def draw_display(scene: Scene, surf: pygame.Surface) -> None:
    """The title (the cards and Back are buttons)."""
    px = scene.view.ui.px
    x, width, _ = _frame(scene)
    draw_fitted(surf, scene.t("display.title"), (x, px(12), width - px(BACK_W) - px(12),
                                                 px(44)), 32, theme.ACCENT, bold=True,
                min_size=20)


def _act(name: str) -> Action:
    def act(commands: Commands, arg: str) -> None:
        display.ACTIONS[name](commands, arg)

    return act


ACTIONS: Mapping[str, Action] = {
    "display": lambda commands, arg: commands.open_screen(DISPLAY),
    **{name: _act(name) for name in display.ACTIONS},
}
"""Open the Display screen; its three settings' buttons."""

SCREEN = Screen(name=DISPLAY, draw=draw_display, buttons=display_buttons)
"""The Display screen."""
