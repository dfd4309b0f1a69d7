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

    pygame.init()
    pygame.event.clear()
    yield
    pygame.event.clear()
