"""Drive the real App headless: a settable clock, an App on a throwaway store, clicks and keys.

The UI tests' one copy. Import it only where pygame is installed (after
``pytest.importorskip("pygame")``); ``tests/ui/conftest.py`` selects SDL's dummy drivers.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from tanbo.players import HUMAN
from tanbo.ui import screens
from tanbo.ui.app import App
from tanbo.ui.storage import FileStore, Store
from tanbo.ui.widgets import Button

# settings for a 7x7 Tanbo game between the two player kinds given (``% (black, white)``)
TANBO_7 = '{"lang": "en", "size": "7x7", "setup": "dense", "players": ["%s", "%s"]}'
# a save of that game after one move
GOOD = '[Game "Tanbo"]\n[Size "7x7"]\n[Setup "dense"]\n[Black "human"]\n[White "human"]\n\n1. b7\n'


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


def to_game(app: App) -> App:
    """From home (the first screen) to the game screen, as its Continue does; the
    game tests start there (``home=True`` in the helpers below keeps home)."""
    if app.view.screen_name == screens.home.HOME:
        app.commands.show_game()
        app.frame()
    return app


def make_app(folder: Path, players: tuple[str, str] = (HUMAN, HUMAN), fresh: bool = True,
             home: bool = False) -> App:
    store = FileStore(folder)
    if fresh:
        store.save("settings", settings_json(players))
    app = App(store, computer_delay_ms=0, seed=5, export_dir=folder / "records")
    app.frame()
    return app if home else to_game(app)


def click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.frame()


def click_point(app: App, point: int) -> None:
    click(app, app.layout.centre(point))


def key(app: App, k: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))
    app.frame()


def button_pos(app: App, action: str) -> tuple[int, int]:
    for b in screens.buttons(app.commands):
        if b.action == action:
            x, y, w, h = b.rect
            return x + w // 2, y + h // 2
    raise AssertionError(f"no button {action!r} on screen {app.view.screen_name!r}")


def play_some(app: App, n: int) -> None:
    """Click ``n`` legal moves (the first legal point each time)."""
    for _ in range(n):
        st = app.commands.session.state
        click_point(app, st.legal_moves()[0])


def tap(app: App, point: int, touch: bool = True) -> None:
    pos = app.layout.centre(point)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0), touch=touch))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1,
                                         touch=touch))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=touch))
    app.frame()


def record_texts(app: App) -> list[str]:
    """Every text line drawn by one full frame of ``app``."""
    from tanbo.ui import widgets

    with widgets.recording() as drawn:
        app.view.dirty = True
        app.frame()
    return [d.text for d in drawn]


def finish_randomly(app: App, seed: int, want: str) -> None:
    """Play random games (restarting) until one ends with reason ``want``."""
    import random

    from tanbo.ui.games import game_view
    from tanbo.ui.session import Session

    rng = random.Random(seed)
    for _ in range(200):
        session = Session(7, 7, "dense")
        while not session.state.is_over:
            session.play(rng.choice(session.state.legal_moves()))
        if game_view("tanbo").end_reason(session.state) == want:
            app.commands.session = session
            app.view.over_dismissed = False
            return
    raise AssertionError(f"no game ended by {want}")


def app_in(folder: Path, players: tuple[str, str] = (HUMAN, HUMAN), settings: str | None = None,
           store: object = None, home: bool = False) -> App:
    """An App on ``store`` (a FileStore of ``folder`` by default) after one frame, with
    ``settings`` saved first (by default :data:`TANBO_7` for ``players``; "" saves none),
    on the game screen (``home``: on home, the first screen)."""
    st = store if store is not None else FileStore(folder)
    if settings is None:
        settings = TANBO_7 % players
    if settings:
        st.save("settings", settings)  # type: ignore[attr-defined]
    app = App(st, computer_delay_ms=0, seed=5, export_dir=folder / "records")  # type: ignore[arg-type]
    app.frame()
    return app if home else to_game(app)


def app_on(store: Store, home: bool = False) -> App:
    """An App on ``store`` as it is, after one frame (on the game screen; ``home``: on
    home, the first screen)."""
    app = App(store, computer_delay_ms=0, seed=5)
    app.frame()
    return app if home else to_game(app)


def shown_button(app: App, action: str) -> Button:
    """The button of ``action`` the current screen shows (the test fails without one)."""
    found = [b for b in screens.buttons(app.commands) if b.action == action]
    assert found, f"no {action!r} on screen"
    return found[0]


def centre(b: Button) -> tuple[int, int]:
    """The middle of button ``b``."""
    x, y, w, h = b.rect
    return x + w // 2, y + h // 2


def post(app: App, *events: tuple[int, dict[str, object]]) -> None:
    """Post ``(kind, fields)`` events and let the App take them in one frame."""
    for kind, fields in events:
        pygame.event.post(pygame.event.Event(kind, **fields))
    app.frame()


def touch_drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    """A finger down at ``start``, moved to ``end`` in steps, lifted there."""
    steps = [(start[0] + (end[0] - start[0]) * i // 4, start[1] + (end[1] - start[1]) * i // 4)
             for i in range(1, 5)]
    post(app, (pygame.MOUSEBUTTONDOWN, {"pos": start, "button": 1, "touch": True}),
         *[(pygame.MOUSEMOTION, {"pos": p, "rel": (0, 0), "buttons": (1, 0, 0), "touch": True})
           for p in steps],
         (pygame.MOUSEBUTTONUP, {"pos": end, "button": 1, "touch": True}))
