"""Which run this is: ``make test`` or the long ``make test-thorough``.

``make test-thorough`` sets ``TANBO_HYPOTHESIS_PROFILE=thorough`` (tests/conftest.py's
hypothesis profiles); tests that repeat the same check at length (more positions, more
window sizes) read :data:`THOROUGH` to do the long form only there.
"""

from __future__ import annotations

import os

__all__ = ["THOROUGH"]

THOROUGH = os.environ.get("TANBO_HYPOTHESIS_PROFILE") == "thorough"
"""True in ``make test-thorough``: the long forms of the repeated checks run."""
