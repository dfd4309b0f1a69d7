"""Every prompt of the board's input model and its settings, for the text-fit test
(tests/ui/test_text_fits.py).

:func:`input_frames` drives a game App through what the status says the next tap, click
or key does (a finger's preview and its confirmation, "One-tap play", the keyboard, "Why?"
mode by each input and its end) and the settings' toggles and messages ("One-tap play",
"Think on my time" on and off); ``shoot(app)`` records each frame. Import it only where
pygame is installed.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from tanbo.ui import screens
from tanbo.ui.app import App
from tanbo.ui.modality import KEYBOARD, MOUSE, TOUCH
from tanbo.ui.view import MENU
from tests.support.ui_driver import button_pos, click, key, make_app, tap

__all__ = ["input_frames"]


def input_frames(folder: Path, lang: str, shoot: Callable[[App], None]) -> None:
    """Record the frames (see the module docstring)."""
    app = make_app(folder)
    c = app.commands
    c.settings.lang = lang
    tap(app, c.session.state.legal_moves()[0])  # a finger's preview: "Tap c4 again"
    shoot(app)
    c.view.touch_armed = None
    shoot(app)  # a finger's prompt: "Tap a point to see the move; tap it again"
    c.settings.one_tap = True
    shoot(app)  # "Tap a point to play"
    c.settings.one_tap = False
    key(app, pygame.K_RIGHT)  # the keyboard's prompt
    shoot(app)
    for kind in (KEYBOARD, MOUSE, TOUCH):  # "Why?" mode by each kind of input, and its end
        screens.do(c, "why")
        c.view.modality.used(kind)
        shoot(app)  # "Why?: tap a point to ask" (and the button lit, "on")
        screens.do(c, "why")
        shoot(app)  # "Why? is off: a tap plays again"
    c.open_screen(MENU)
    app.frame()
    for _ in range(2):  # "Think on my time": on and off, each with what it costs or saves
        click(app, button_pos(app, "ponder"))
        shoot(app)
