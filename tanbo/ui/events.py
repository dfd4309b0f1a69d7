"""Input: each pygame event turned into an intent of the App or of the open screen.

Clicks, the wheel and keys go to the open screen (:mod:`tanbo.ui.screens`), after an
open question's keys and F11 (full screen); the window's own events (resize, focus,
exposure) and a file dropped on it go to the App.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tanbo.ui import screens
from tanbo.ui.confirm import confirm_key

if TYPE_CHECKING:
    from tanbo.ui.host import Host

__all__ = ["handle", "mouse_moved"]


def handle(app: Host, event: pygame.event.Event) -> None:
    """Turn one pygame event into an intent."""
    kind = event.type
    if app.confirm is not None and kind == pygame.KEYDOWN:
        answer = confirm_key(event.key)
        if answer is not None:
            app.answer(answer)
        return
    if kind == pygame.QUIT:
        app.running = False
    elif kind == pygame.MOUSEMOTION:
        # a finger has no hover: taps preview, and a tapped preview stays until the
        # next tap or click (the browser moves its idea of the pointer on a resize)
        if not getattr(event, "touch", False) and app.touch_armed is None:
            mouse_moved(app, event.pos)
    elif kind == pygame.MOUSEBUTTONDOWN:
        _unlock_sound(app)
        if event.button == 1:
            mouse_moved(app, event.pos)
            screens.click(app, event.pos, touch=bool(getattr(event, "touch", False)))
    elif kind == pygame.MOUSEWHEEL:
        screens.wheel(app, -event.y)
    elif kind == pygame.KEYDOWN:
        _unlock_sound(app)
        _key(app, event.key, getattr(event, "mod", 0))
    elif kind == pygame.DROPFILE:
        app.import_file(event.file)
    elif kind in (pygame.WINDOWLEAVE, pygame.WINDOWFOCUSLOST):
        # a tapped preview stays (a touch has no hover to leave; a phone turning
        # makes the browser say the pointer left)
        if app.hover is not None and app.hover != app.touch_armed:
            app.hover = None
            app.dirty = True
    elif kind == pygame.VIDEORESIZE:
        app.resize((event.w, event.h))
    elif kind == pygame.WINDOWSIZECHANGED:
        app.resize((event.x, event.y))
    elif kind in (pygame.WINDOWEXPOSED, pygame.VIDEOEXPOSE, pygame.WINDOWRESTORED):
        app.dirty = True


def _unlock_sound(app: Host) -> None:
    """Open the audio on the first input; say once if there is no audio device."""
    if app.sounds.unlock():
        app.notice = app.t("no_sound")  # said after this input's own messages


def mouse_moved(app: Host, pos: tuple[int, int]) -> None:
    """The pointer is at ``pos``: the hovered point and button follow (redrawn if changed)."""
    old_hover, old_button = app.hover, screens.button_at(app, app.mouse)
    app.mouse = pos
    app.hover = app.layout.point_at(*pos) if screens.current(app).board else None
    if app.hover is not None:
        app.keyboard = False
    if app.hover != old_hover or screens.button_at(app, pos) != old_button:
        app.dirty = True


def _key(app: Host, key: int, mod: int) -> None:
    """F11 (full screen) anywhere; every other key is the open screen's."""
    if key == pygame.K_F11:
        app.toggle_fullscreen()
        return
    screens.key(app, key, mod)
