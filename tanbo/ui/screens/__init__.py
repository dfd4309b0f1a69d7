"""The screens and the registry the App dispatches through: home, game, new game, rules...

Each screen module (:mod:`.game`, :mod:`.menu`, :mod:`.rules`) owns its layout
lookups (from :class:`~tanbo.ui.layout.ScreenLayout`), drawing, buttons and clicks,
and builds one :class:`~tanbo.ui.screens.base.Screen`; :data:`SCREENS` names them.
The view state keeps which screen is open (``screen_name``); the App calls
:func:`draw`, and the input (:mod:`tanbo.ui.events`) :func:`click`, :func:`wheel` and
:func:`key` here, which ask the open screen. Buttons are rebuilt from the state each
time, so drawing and hit-testing always agree; a button's ``action`` (``name:arg``)
is looked up in :data:`ACTIONS`, and so is a key's, found in the one keymap
(:data:`tanbo.ui.keymap.KEYMAP`). Drawing types against :class:`~tanbo.ui.host.Scene`,
the actions against :class:`~tanbo.ui.commands.Commands`; nothing here imports the App.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

import pygame

from tanbo.ui import board_input, keymap, theme
from tanbo.ui.confirm import confirm_buttons, draw_confirm
from tanbo.ui.screens import (
    base,
    game,
    home,
    learn,
    lesson,
    menu,
    movelist,
    overlays,
    puzzles,
    rules,
    stats,
    why,
)
from tanbo.ui.screens.base import GAME, MENU, RULES, Action, Screen
from tanbo.ui.widgets import Button

if TYPE_CHECKING:
    from tanbo.ui.commands import Commands
    from tanbo.ui.host import Scene

__all__ = [
    "GAME",
    "MENU",
    "RULES",
    "SCREENS",
    "ACTIONS",
    "current",
    "buttons",
    "button_at",
    "do",
    "click",
    "wheel",
    "key",
    "draw",
]

SCREENS: Mapping[str, Screen] = {
    s.name: s for s in (home.SCREEN, game.SCREEN, menu.SCREEN, rules.SCREEN, stats.SCREEN,
                        puzzles.SCREEN, learn.SCREEN, lesson.SCREEN)
}
"""Every screen by its name (the view state's ``screen_name``)."""

ACTIONS: Mapping[str, Action] = {
    **base.ACTIONS, **game.ACTIONS, **movelist.ACTIONS, **overlays.ACTIONS, **menu.ACTIONS,
    **rules.ACTIONS, **stats.ACTIONS, **puzzles.ACTIONS, **learn.ACTIONS, **lesson.ACTIONS,
    **home.ACTIONS, **board_input.ACTIONS,
}
"""What each button and key does, by the name before its action's ``:``."""


def current(host: Scene) -> Screen:
    """The open screen."""
    return SCREENS[host.view.screen_name]


def buttons(host: Scene) -> list[Button]:
    """The buttons that take clicks now: an open question's, else an open sheet's,
    else the screen's."""
    if host.view.confirm is not None:
        return confirm_buttons(host.view.confirm, host.view.ui.confirm_box,
                               host.view.modality.show_keys)
    screen = current(host)
    sheet = screen.sheet(host)
    return screen.buttons(host) if sheet is None else sheet


def button_at(host: Scene, pos: tuple[int, int]) -> str | None:
    """The action of the button under ``pos``, if any."""
    for b in buttons(host):
        if b.hit(pos):
            return b.action
    return None


def do(commands: Commands, action: str) -> None:
    """Take a button's or a key's ``action`` (``name:arg``; an unknown name does nothing)."""
    name, _, arg = action.partition(":")
    act = ACTIONS.get(name)
    if act is not None:
        act(commands, arg)


def click(commands: Commands, pos: tuple[int, int], touch: bool = False) -> None:
    """A left click (or a tap, ``touch``) at ``pos`` on the current screen."""
    action = button_at(commands, pos)
    if action is not None:
        if commands.view.more_open and action not in overlays.KEEP_MORE_OPEN:
            commands.view.more_open = False  # the sheet closes once its choice is made
        do(commands, action)
        commands.view.dirty = True
        return
    if commands.view.confirm is not None:
        return
    current(commands).click(commands, pos, touch)


def wheel(commands: Commands, rows: int) -> None:
    """The mouse wheel turned by ``rows`` (down is positive) over the current screen."""
    current(commands).wheel(commands, rows)


def key(commands: Commands, key: int, mod: int) -> None:
    """A key pressed: its action in the keymap (:func:`tanbo.ui.keymap.action_for`).

    While a question is open only its keys do anything; a key of every screen (F11)
    is taken as it is; any other key, bound or not, redraws the screen after it.
    """
    v = commands.view
    where = keymap.scopes(v.screen_name, v.confirm is not None, v.more_open,
                          why.sheet_open(commands))
    found = keymap.action_for(where, key, mod)
    if found is not None:
        do(commands, found[1])
    if found is None and v.confirm is not None:
        return
    if found is None or found[0] not in (keymap.CONFIRM, keymap.EVERYWHERE):
        v.dirty = True


def draw(host: Scene, surf: pygame.Surface) -> None:
    """Draw the current screen, its buttons, an open sheet and an open question."""
    screen = current(host)
    surf.fill(theme.BACKGROUND)
    screen.draw(host, surf)
    hovered = button_at(host, host.view.mouse)
    for b in screen.buttons(host):
        b.draw(surf, b.action == hovered)
    sheet = screen.sheet(host) if host.view.confirm is None else None
    if sheet is not None:
        screen.draw_sheet(host, surf)
        for b in sheet:
            b.draw(surf, b.action == hovered)
    if host.view.confirm is not None:
        draw_confirm(surf, host.view.confirm, host.view.ui.confirm_box)
        for b in confirm_buttons(host.view.confirm, host.view.ui.confirm_box,
                                 host.view.modality.show_keys):
            b.draw(surf, b.action == hovered)
    screen.draw_version(host, surf)
