"""Input: each pygame event turned into an intent of the commands, the open screen or
the window.

Clicks and the wheel go to the open screen (a press on a scrolling page is a tap when it
lifts, or a drag when it moves: :func:`tanbo.ui.screens.press`), keys to the one keymap
(:mod:`tanbo.ui.screens`, :mod:`tanbo.ui.keymap`: an open question's keys first);
the pointer's moves and leaving change the view state; a file dropped on the window
is imported; the window's own events (resize, exposure) go to the window. Every tap,
click, pointer move and key tells the view state's input modality
(:mod:`tanbo.ui.modality`) which kind of input was used last.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from tanbo.ui import screens
from tanbo.ui.modality import KEYBOARD, MOUSE, TOUCH

if TYPE_CHECKING:
    from tanbo.ui.commands import Commands
    from tanbo.ui.host import Scene

__all__ = ["Window", "handle", "mouse_moved"]


class Window(Protocol):
    """What the input asks of the window (the frame loop's: :class:`~tanbo.ui.app.App`)."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window is now ``size``: lay every screen out again."""


def handle(commands: Commands, window: Window, event: pygame.event.Event) -> bool:
    """Turn one pygame event into an intent; False when the window is to close."""
    kind = event.type
    view = commands.view
    _note_modality(commands, event)
    if view.confirm is not None and kind == pygame.KEYDOWN:
        screens.key(commands, event.key, event.dict.get("mod", 0))  # only the question's keys
        return True
    if kind == pygame.QUIT:
        return False
    if screens.stats.entry_event(commands, event):  # a profile's name being typed (native)
        return True
    if kind == pygame.MOUSEMOTION:
        if event.dict.get("touch", False) or event.dict.get("buttons", (0,))[0]:
            screens.drag(commands, event.pos)  # a held page follows the finger or the mouse
        # a finger has no hover: taps preview, and a tapped preview stays until the
        # next tap or click (the browser moves its idea of the pointer on a resize)
        if not event.dict.get("touch", False) and view.touch_armed is None:
            mouse_moved(commands, event.pos)
    elif kind == pygame.MOUSEBUTTONDOWN:
        _unlock_sound(commands)
        if event.button == 1:
            mouse_moved(commands, event.pos)
            screens.press(commands, event.pos, touch=bool(event.dict.get("touch", False)))
    elif kind == pygame.MOUSEBUTTONUP:
        if event.button == 1:
            screens.release(commands, event.pos, touch=bool(event.dict.get("touch", False)))
    elif kind == pygame.MOUSEWHEEL:
        screens.wheel(commands, -event.y)
    elif kind == pygame.KEYDOWN:
        _unlock_sound(commands)
        screens.key(commands, event.key, event.dict.get("mod", 0))
    elif kind == pygame.DROPFILE:
        commands.records.import_file(event.file)
    elif kind in (pygame.WINDOWLEAVE, pygame.WINDOWFOCUSLOST):
        # a tapped preview stays (a touch has no hover to leave; a phone turning
        # makes the browser say the pointer left)
        if view.hover is not None and view.hover != view.touch_armed:
            view.hover = None
            view.dirty = True
    elif kind == pygame.VIDEORESIZE:
        window.resize((event.w, event.h))
    elif kind == pygame.WINDOWSIZECHANGED:
        window.resize((event.x, event.y))
    elif kind in (pygame.WINDOWEXPOSED, pygame.VIDEOEXPOSE, pygame.WINDOWRESTORED):
        view.dirty = True
    return True


def _note_modality(commands: Commands, event: pygame.event.Event) -> None:
    """Tell the input modality which kind of input ``event`` is (labels follow: redraw)."""
    kind, modality = event.type, commands.view.modality
    touch = bool(event.dict.get("touch", False))
    changed = False
    if kind == pygame.MOUSEMOTION:
        changed = modality.pointer_moved(touch)
    elif kind == pygame.MOUSEBUTTONDOWN or kind == pygame.MOUSEWHEEL:
        changed = modality.used(TOUCH if touch else MOUSE)
    elif kind == pygame.FINGERDOWN:
        changed = modality.used(TOUCH)
    elif kind == pygame.KEYDOWN:
        changed = modality.used(KEYBOARD)
    if changed:
        commands.view.dirty = True


def _unlock_sound(commands: Commands) -> None:
    """Open the audio on the first input; say once if there is no audio device."""
    if commands.sounds.unlock():
        commands.view.notice = commands.t("no_sound")  # said after this input's own messages


def mouse_moved(scene: Scene, pos: tuple[int, int]) -> None:
    """The pointer is at ``pos``: the hovered point and button follow (redrawn if changed)."""
    old_hover, old_button = scene.view.hover, screens.button_at(scene, scene.view.mouse)
    scene.view.mouse = pos
    screen = screens.current(scene)
    layout = scene.layout if screen.board_layout is None else screen.board_layout(scene)
    scene.view.hover = layout.point_at(*pos) if screen.board and layout is not None else None
    if scene.view.hover is not None:
        scene.view.keyboard = False
    if scene.view.hover != old_hover or screens.button_at(scene, pos) != old_button:
        scene.view.dirty = True
