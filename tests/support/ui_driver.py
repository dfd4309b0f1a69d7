"""Drive the real App headless: a settable clock, an App on a throwaway store, clicks and keys.

Copied from ``tests/ui/test_app.py`` (which still defines its own; the UI tests can
import these instead). Import it only where pygame is installed (after
``pytest.importorskip("pygame")``); ``tests/ui/conftest.py`` selects SDL's dummy drivers.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from tanbo.players import HUMAN
from tanbo.ui import screens
from tanbo.ui.app import App
from tanbo.ui.storage import FileStore


class Clock:
    """A settable millisecond clock (fades and counting are caught mid-way)."""

    def __init__(self) -> None:
        self.ms = 0

    def __call__(self) -> int:
        return self.ms


def settings_json(players: tuple[str, str] = (HUMAN, HUMAN), size: str = "7x7") -> str:
    return (
        f'{{"lang": "en", "size": "{size}", "setup": "dense", '
        f'"players": ["{players[0]}", "{players[1]}"]}}'
    )


def make_app(folder: Path, players: tuple[str, str] = (HUMAN, HUMAN), fresh: bool = True) -> App:
    store = FileStore(folder)
    if fresh:
        store.save("settings", settings_json(players))
    app = App(store, computer_delay_ms=0, seed=5, export_dir=folder / "records")
    app.frame()
    return app


def click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.frame()


def click_point(app: App, point: int) -> None:
    click(app, app.layout.centre(point))


def key(app: App, k: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))
    app.frame()


def button_pos(app: App, action: str) -> tuple[int, int]:
    for b in screens.buttons(app):
        if b.action == action:
            x, y, w, h = b.rect
            return x + w // 2, y + h // 2
    raise AssertionError(f"no button {action!r} on screen {app.screen_name!r}")
