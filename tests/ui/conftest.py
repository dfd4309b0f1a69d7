"""Shared setup for the UI tests: headless SDL, a throwaway save folder, an App factory.

SDL's dummy video and audio drivers are selected before pygame is imported, and
``TANBO_DATA_DIR`` points at a temporary folder so no test touches a real save.
The pure tests (layout, session, i18n, storage) need none of this.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator

import pytest

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("TANBO_DATA_DIR", tempfile.mkdtemp(prefix="tanbo-test-"))


@pytest.fixture
def pygame_events() -> Iterator[None]:
    """pygame initialised, with an empty event queue before and after the test.

    The App tests use it (``pytestmark = pytest.mark.usefixtures("pygame_events")``);
    the pure tests do not, so they run where pygame is not installed.
    """
    import pygame

    from tanbo.ui import palettes
    from tanbo.ui.render import Fonts, forget_sprites

    pygame.init()
    pygame.event.clear()
    yield
    pygame.event.clear()
    if palettes.current() != palettes.STANDARD_NAME:  # a high-contrast test's theme goes
        palettes.apply(palettes.STANDARD_NAME)
        forget_sprites()
    Fonts.set_scale(1.0)  # and a phone test's scale, a larger-text test's factor (the
    Fonts.set_text_factor(1.0)  # fonts keep them as class state)


class _Pondering:
    """A computer player that thinks forever and reports a win chance."""

    name = "pondering"

    def __init__(self, seed: int | None = None) -> None:
        self.win_rate = 0.68
        self.budgets: list[float] = []

    def start(self, state: object) -> None:
        self.budgets.clear()

    def step(self, budget_ms: float) -> int | None:
        self.budgets.append(budget_ms)
        return None

    def cancel(self) -> None:
        pass


@pytest.fixture
def pondering() -> Iterator[str]:
    from tanbo.players import PLAYER_KINDS, register_player

    register_player("pondering", "Pondering", lambda seed: _Pondering(seed))
    try:
        yield "pondering"
    finally:
        del PLAYER_KINDS["pondering"]
