"""Shared pytest setup for the engine tests: import path and hypothesis profiles.

The repository root is put on ``sys.path`` so tests can ``import tests.support.reference``
(the slow reference implementation) and ``tests.support.diagrams`` however pytest is started.

Hypothesis profiles, chosen with the environment variable ``TANBO_HYPOTHESIS_PROFILE``
(default ``dev``): ``dev`` runs the usual number of examples, ``quick`` a few (for slow
runtimes such as Pyodide), ``thorough`` many more (for a manual deep run). No profile has
a deadline: the machine is shared, and tests must never depend on timing. ``mutation``
(used by ``make mutation``, see ``tools/mutation.py``) runs a few fixed examples with no
example database, so every mutant meets the same tests.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from hypothesis import HealthCheck, settings

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

_BASE = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", _BASE, max_examples=100)
settings.register_profile("quick", _BASE, max_examples=15)
settings.register_profile("thorough", _BASE, max_examples=2000)
settings.register_profile(
    "mutation", _BASE, max_examples=10, derandomize=True, database=None, print_blob=False
)
settings.load_profile(os.environ.get("TANBO_HYPOTHESIS_PROFILE", "dev"))
