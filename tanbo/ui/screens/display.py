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
from tanbo.ui.render import Fonts
from tanbo.ui.screens.base import Action, Screen
from tanbo.ui.screens.home import Card, card_height
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
    """The column's left edge, its width and the cards' top (under the title's row, or
    under the title and Back stacked where the larger text leaves no room beside)."""
    w, _ = scene.view.ui.size
    px = scene.view.ui.px
    width = min(w - 2 * px(12), px(COLUMN_W))
    top = px(12) + px(56)
    if _stacked(scene, width):
        top += _title_h(scene) + px(8)
    return (w - width) // 2, width, top


def _back_w(scene: PageScene) -> int:
    """Back's width: :data:`BACK_W`, or its label's with the larger text."""
    label = keyed(scene.view, scene.t("btn.back"), "Esc")
    return max(scene.view.ui.px(BACK_W), Fonts.get(16).size(label)[0] + Fonts.px(20))


def _title_h(scene: PageScene) -> int:
    return max(scene.view.ui.px(44), Fonts.get(32, True).get_linesize())


def _stacked(scene: PageScene, width: int) -> bool:
    """True when the title does not fit beside Back: Back goes under it."""
    room = width - _back_w(scene) - scene.view.ui.px(12)
    return bool(Fonts.get(32, True).size(scene.t("display.title"))[0] > room)


def display_buttons(scene: Scene) -> list[Button]:
    """Back, then one card per setting (its state in its label)."""
    px = scene.view.ui.px
    x, width, top = _frame(scene)
    s = scene.settings
    back_w = _back_w(scene)
    back_y = px(12) + (_title_h(scene) + px(8) if _stacked(scene, width) else 0)
    out: list[Button] = [Button((x + width - back_w, back_y, back_w, px(44)),
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
    y = top
    for label, detail, action, on in cards:
        h = max(px(CARD_H), card_height(label, scene.t(detail), width, 19))
        out.append(Card((x, y, width, h), label, action, on=on, size=19,
                        detail=scene.t(detail)))
        y += h + px(CARD_GAP)
    return out


def draw_display(scene: Scene, surf: pygame.Surface) -> None:
    """The title (the cards and Back are buttons)."""
    px = scene.view.ui.px
    x, width, _ = _frame(scene)
    room = width if _stacked(scene, width) else width - _back_w(scene) - px(12)
    draw_fitted(surf, scene.t("display.title"), (x, px(12), room, _title_h(scene)), 32,
                theme.ACCENT, bold=True, min_size=20)


def _act(name: str) -> Action:
    def act(commands: Commands, arg: str) -> None:
        display.ACTIONS[name](commands, arg)

    return act


ACTIONS: Mapping[str, Action] = {
    "display": lambda commands, arg: commands.open_screen(DISPLAY),
    **{name: _act(name) for name in display.ACTIONS},
}
"""Open the Display screen; its three settings' buttons."""

SCREEN = Screen(name=DISPLAY, draw=draw_display, buttons=display_buttons, large_text=True)
"""The Display screen."""
