"""The engine, text formats, command line and AI import and run without pygame.

Style rule: the engine is a library and only :mod:`tanbo.ui` may import pygame. A
subprocess installs a ``sys.meta_path`` finder that refuses ``pygame``, imports every
module under ``tanbo/`` except the ``tanbo.ui`` package (and ``__main__``, which would
run the command line), runs a command, and reports what it saw.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = r"""
import importlib, importlib.abc, io, json, sys, contextlib

class BlockPygame(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name == "pygame" or name.startswith("pygame."):
            raise ImportError(f"pygame is blocked in this test: {name}")
        return None

sys.meta_path.insert(0, BlockPygame())
try:
    import pygame  # noqa: F401
    blocked = False
except ImportError:
    blocked = True

modules = json.loads(sys.argv[1])
failed = {}
for name in modules:
    try:
        importlib.import_module(name)
    except Exception as exc:  # report every failure, not just the first
        failed[name] = f"{type(exc).__name__}: {exc}"

from tanbo.cli import main
out = io.StringIO()
with contextlib.redirect_stdout(out):
    code = main(["perft", "--depth", "2"])
print(json.dumps({
    "blocked": blocked,
    "failed": failed,
    "pygame_loaded": sorted(m for m in sys.modules if m.split(".")[0] == "pygame"),
    "perft": [code, out.getvalue().strip().splitlines()[-1]],
}))
"""


def engine_modules() -> list[str]:
    """Every importable module under tanbo/ except the UI package and ``__main__``."""
    names = []
    for path in sorted((ROOT / "tanbo").rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[:2] == ["tanbo", "ui"] or parts[-1] == "__main__":
            continue
        if parts[-1] == "__init__":
            parts.pop()
        names.append(".".join(parts))
    return [*names, "tests.support.reference"]


def test_engine_modules_are_found() -> None:
    names = engine_modules()
    for name in ("tanbo", "tanbo.games.tanbo.state", "tanbo.record", "tanbo.game", "tanbo.cli"):
        assert name in names
    assert not [n for n in names if n.startswith("tanbo.ui")]


def test_engine_imports_and_runs_with_pygame_blocked() -> None:
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT, json.dumps(engine_modules())],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["blocked"], "the pygame blocker did not work"
    assert report["failed"] == {}
    assert report["pygame_loaded"] == []
    assert report["perft"] == [0, "552"]
