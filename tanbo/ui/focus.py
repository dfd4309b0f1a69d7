"""Keyboard focus over the canvas's buttons: Tab and Shift+Tab move a ring, Enter and
Space press the button in it.

Every action of the app is a button of the topmost layer (:func:`tanbo.ui.screens.buttons`),
so walking those buttons reaches every action by keyboard, on every screen, sheet and
question. The focus is the focused button's ``action`` in the view state
(``ViewState.focus``); ``None`` is "no button": Tab from there goes to the first button,
Shift+Tab to the last, and Tab past the last (Shift+Tab before the first) leaves the
buttons, so that the browser can move its own focus on to the page's next control (no
keyboard trap): :func:`tab_stays` tells the page which Tab the game takes
(``window.tanbo_tab_inside``, web/fit.js). A focus whose button is gone (another screen,
a closed sheet) counts as none. The ring is :data:`tanbo.ui.design.FOCUS`, 3:1 or more
against the background and every button colour.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from tanbo.ui import design
from tanbo.ui.render import Fonts
from tanbo.ui.widgets import Button

__all__ = ["PRESS_KEYS", "focusable", "focused", "step", "tab_stays", "draw_ring"]

PRESS_KEYS = frozenset({pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE})
"""The keys that press the focused button (when a button has the focus)."""


def focusable(buttons: Sequence[Button]) -> list[Button]:
    """The buttons Tab walks, in the screen's order: the enabled ones."""
    return [b for b in buttons if b.enabled]


def _index(focus: str | None, order: Sequence[Button]) -> int | None:
    for i, b in enumerate(order):
        if b.action == focus:
            return i
    return None


def focused(focus: str | None, buttons: Sequence[Button]) -> Button | None:
    """The button with the focus ``focus`` among ``buttons`` (``None``: none, or gone)."""
    order = focusable(buttons)
    at = _index(focus, order)
    return None if at is None else order[at]


def step(focus: str | None, buttons: Sequence[Button], backwards: bool) -> str | None:
    """The focus after Tab (Shift+Tab: ``backwards``) from ``focus``: the next button, the
    first from none, ``None`` past the last (and the mirror image backwards)."""
    order = focusable(buttons)
    if not order:
        return None
    at = _index(focus, order)
    if at is None:
        return order[-1 if backwards else 0].action
    to = at - 1 if backwards else at + 1
    return order[to].action if 0 <= to < len(order) else None


def tab_stays(focus: str | None, buttons: Sequence[Button]) -> str:
    """Which Tab the game takes now, for the page: ``"next"`` (Tab), ``"prev"``
    (Shift+Tab), both (``"next prev"``) or ``""`` (the browser's: the focus leaves)."""
    order = focusable(buttons)
    if not order:
        return ""
    at = _index(focus, order)
    if at is None:
        return "next prev"
    stays = []
    if at < len(order) - 1:
        stays.append("next")
    if at > 0:
        stays.append("prev")
    return " ".join(stays)


def draw_ring(surf: pygame.Surface, button: Button) -> None:
    """The focus ring around ``button``: 3 logical pixels, just outside its edge."""
    width = max(2, Fonts.px(3))
    rect = pygame.Rect(button.rect).inflate(2 * width + 2, 2 * width + 2)
    pygame.draw.rect(surf, design.FOCUS, rect, width, border_radius=Fonts.px(9))
