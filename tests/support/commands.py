"""Run a script of ``tools/`` as a command, as the tests outside ``tests/web/`` do (they
never import ``tools/``)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run_tool(name: str, *argv: str, timeout: float = 600) -> subprocess.CompletedProcess[str]:
    """Run ``tools/<name>.py`` with ``argv`` from the repository's root; its output as text."""
    return subprocess.run(
        [sys.executable, str(ROOT / "tools" / f"{name}.py"), *argv],
        cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True, text=True, timeout=timeout, check=False,
    )
