"""The screens and the registry the App dispatches through: game, new-game menu, rules.

Each screen module (:mod:`.game`, :mod:`.menu`, :mod:`.rules`) owns its layout
lookups (from :class:`~tanbo.ui.layout.ScreenLayout`), drawing, buttons and input,
and builds one :class:`~tanbo.ui.screens.base.Screen`; :data:`SCREENS` names them.
The App keeps which screen is open (``screen_name``) and calls :func:`draw`,
:func:`click`, :func:`wheel` and :func:`key` here, which ask the open screen.
Buttons are rebuilt from the App's state each time, so drawing and hit-testing
always agree; a button's ``action`` (``name:arg``) is looked up in :data:`ACTIONS`.
Everything here types against :class:`~tanbo.ui.host.Host`, never the App.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

import pygame

from tanbo.ui import theme
from tanbo.ui.confirm import confirm_buttons, draw_confirm
from tanbo.ui.screens import base, game, menu, movelist, overlays, rules
from tanbo.ui.screens.base import GAME, MENU, RULES, Screen
from tanbo.ui.widgets import Button

if TYPE_CHECKING:
    from tanbo.ui.host import Action, Host

__all__ = [
    "GAME",
    "MENU",
    "RULES",
    "SCREENS",
    "ACTIONS",
    "current",
    "buttons",
    "button_at",
    "click",
    "wheel",
    "key",
    "draw",
]

SCREENS: Mapping[str, Screen] = {s.name: s for s in (game.SCREEN, menu.SCREEN, rules.SCREEN)}
"""Every screen by its name (the App's ``screen_name``)."""

ACTIONS: Mapping[str, Action] = {
    **base.ACTIONS, **movelist.ACTIONS, **overlays.ACTIONS, **menu.ACTIONS, **rules.ACTIONS,
}
"""What each button does, by the name before its action's ``:``."""


def current(host: Host) -> Screen:
    """The open screen."""
    return SCREENS[host.screen_name]


def buttons(host: Host) -> list[Button]:
    """The buttons that take clicks now: an open question's, else an open sheet's,
    else the screen's."""
    if host.confirm is not None:
        return confirm_buttons(host.confirm, host.ui.confirm_box)
    screen = current(host)
    sheet = screen.sheet(host)
    return screen.buttons(host) if sheet is None else sheet


def button_at(host: Host, pos: tuple[int, int]) -> str | None:
    """The action of the button under ``pos``, if any."""
    for b in buttons(host):
        if b.hit(pos):
            return b.action
    return None


def do(host: Host, action: str) -> None:
    """Take a button's ``action``."""
    name, _, arg = action.partition(":")
    act = ACTIONS.get(name)
    if act is not None:
        act(host, arg)


def click(host: Host, pos: tuple[int, int], touch: bool = False) -> None:
    """A left click (or a tap, ``touch``) at ``pos`` on the current screen."""
    action = button_at(host, pos)
    if action is not None:
        if host.more_open and action not in overlays.KEEP_MORE_OPEN:
            host.more_open = False  # the sheet closes once its choice is made
        do(host, action)
        host.dirty = True
        return
    if host.confirm is not None:
        return
    current(host).click(host, pos, touch)


def wheel(host: Host, rows: int) -> None:
    """The mouse wheel turned by ``rows`` (down is positive) over the current screen."""
    current(host).wheel(host, rows)


def key(host: Host, key: int, mod: int) -> None:
    """A key pressed on the current screen (an open question's keys are the App's)."""
    current(host).key(host, key, mod)


def draw(host: Host, surf: pygame.Surface) -> None:
    """Draw the current screen, its buttons, an open sheet and an open question."""
    screen = current(host)
    surf.fill(theme.BACKGROUND)
    screen.draw(host, surf)
    hovered = button_at(host, host.mouse)
    for b in screen.buttons(host):
        b.draw(surf, b.action == hovered)
    sheet = screen.sheet(host) if host.confirm is None else None
    if sheet is not None:
        screen.draw_sheet(host, surf)
        for b in sheet:
            b.draw(surf, b.action == hovered)
    if host.confirm is not None:
        draw_confirm(surf, host.confirm, host.ui.confirm_box)
        for b in confirm_buttons(host.confirm, host.ui.confirm_box):
            b.draw(surf, b.action == hovered)
    screen.draw_version(host, surf)
