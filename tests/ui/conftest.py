"""Shared setup for the UI tests: headless SDL, a throwaway save folder, an App factory.

SDL's dummy video and audio drivers are selected before pygame is imported, and
``TANBO_DATA_DIR`` points at a temporary folder so no test touches a real save.
The pure tests (layout, session, i18n, storage) need none of this.
"""

from __future__ import annotations

import os
import tempfile

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("TANBO_DATA_DIR", tempfile.mkdtemp(prefix="tanbo-test-"))
