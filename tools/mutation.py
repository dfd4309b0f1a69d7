"""Mutation testing with mutmut, one module at a time, with the tests that cover it.

Usage (``make mutation`` runs every module; ``make mutation MODULE=tanbo/record.py`` one)::

    python tools/mutation.py [MODULE ...]

For each module, a scratch copy of ``tanbo/`` and ``tests/`` is made in
``build/mutation/<module>/`` with a ``pyproject.toml`` that points mutmut at that one
module and at the tests in ``MODULES`` (mutmut then runs, for each mutant, only the
tests that executed the mutated function). The hypothesis tests run a few fixed
examples (profile ``mutation`` in ``tests/conftest.py``) and the differential test one
game per size, so every mutant meets the same tests and a module fits well under an
hour on two cores. Mutmut itself runs under ``nice``.

Prints, per module, the mutants killed out of those tested and the survivors (see
them with ``cd build/mutation/<module> && mutmut show NAME``), and appends the scores
to ``build/mutation/scores.txt``. Exit status 0 unless mutmut could not run.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "build" / "mutation"

_ENGINE_TESTS = [
    "tests/test_rules.py",
    "tests/test_engine_api.py",
    "tests/test_perft.py",
    "tests/test_parsers.py",
    "tests/test_differential.py",
]

# Module -> the test files that cover it (the suite's fast, relevant part).
MODULES: dict[str, list[str]] = {
    "tanbo/state.py": _ENGINE_TESTS,
    "tanbo/tfen.py": ["tests/test_parsers.py", "tests/test_engine_api.py"],
    "tanbo/record.py": [
        "tests/test_parsers.py",
        "tests/test_cli.py",
        "tests/test_cli_edges.py",
        "tests/ui/test_ui_pure.py",
    ],
    "tanbo/cli.py": ["tests/test_cli.py", "tests/test_cli_edges.py"],
    "tanbo/ai/mcts.py": [
        "tests/test_ai_mcts.py",
        "tests/test_ai_strength.py",
        "tests/test_ai_players.py",
    ],
    "tanbo/ai/gtp.py": ["tests/test_gtp.py"],
    "tanbo/ui/session.py": [
        "tests/ui/test_ui_pure.py",
        "tests/ui/test_ui_session_edges.py",
        "tests/ui/test_ui_app_edges.py",
    ],
    "tanbo/ui/storage.py": [
        "tests/ui/test_ui_pure.py",
        "tests/ui/test_ui_session_edges.py",
        "tests/ui/test_ui_app_edges.py",
    ],
}


def _deago_modules() -> dict[str, list[str]]:
    """DEAGO's engine modules, once they exist, with the DEAGO tests."""
    package = ROOT / "tanbo" / "deago"
    tests = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "tests").glob("test_deago*.py"))
    if not package.is_dir() or not tests:
        return {}
    return {
        str(p.relative_to(ROOT)): tests
        for p in sorted(package.glob("*.py"))
        if p.name != "__init__.py"
    }


def all_modules() -> dict[str, list[str]]:
    """Every module under mutation testing, with its tests."""
    return {**MODULES, **_deago_modules()}


def _toml_list(items: list[str]) -> str:
    return "[" + ", ".join(json.dumps(i) for i in items) + "]"


def prepare(module: str, tests: list[str]) -> Path:
    """A fresh scratch copy of the project set up for mutating ``module``."""
    work = OUT / module.replace("/", "_").removesuffix(".py")
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", ".hypothesis", "web", "node_modules")
    shutil.copytree(ROOT / "tanbo", work / "tanbo", ignore=ignore)
    shutil.copytree(ROOT / "tests", work / "tests", ignore=ignore)
    (work / "pyproject.toml").write_text(
        "[tool.pytest.ini_options]\n"
        'testpaths = ["tests"]\n'
        "\n[tool.mutmut]\n"
        'source_paths = ["tanbo"]\n'
        f"only_mutate = {_toml_list([module])}\n"
        f"pytest_add_cli_args_test_selection = {_toml_list(tests)}\n"
        'pytest_add_cli_args = ["-p", "no:cacheprovider", "-p", "no:randomly"]\n'
        "use_git_change_detection = false\n",
        encoding="utf-8",
    )
    return work


def _mutmut(work: Path, *args: str, log: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = dict(
        os.environ,
        TANBO_HYPOTHESIS_PROFILE="mutation",
        TANBO_DIFFERENTIAL_FRACTION="0.01",
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        TANBO_DATA_DIR=str(work / "data"),
    )
    command = ["nice", "-n", "10", str(Path(sys.executable).parent / "mutmut"), *args]
    if log is None:
        return subprocess.run(command, cwd=work, env=env, capture_output=True, text=True)
    with log.open("w", encoding="utf-8") as out:
        return subprocess.run(command, cwd=work, env=env, stdout=out, stderr=subprocess.STDOUT,
                              text=True)


def run_module(module: str, tests: list[str]) -> str | None:
    """Mutate one module; return its score line (``None`` if mutmut failed)."""
    work = prepare(module, tests)
    started = time.monotonic()
    print(f"== {module}: mutmut in {work.relative_to(ROOT)} with {' '.join(tests)}", flush=True)
    proc = _mutmut(work, "run", "--max-children", "2", log=work / "mutmut.log")
    minutes = (time.monotonic() - started) / 60
    if proc.returncode != 0:
        print(f"mutmut failed (exit {proc.returncode}); see {work / 'mutmut.log'}", flush=True)
        return None
    _mutmut(work, "export-cicd-stats")
    stats = json.loads((work / "mutants" / "mutmut-cicd-stats.json").read_text(encoding="utf-8"))
    results = _mutmut(work, "results").stdout
    survivors = [line.strip() for line in results.splitlines() if line.strip()]
    (work / "survivors.txt").write_text("\n".join(survivors) + "\n", encoding="utf-8")
    killed = stats["killed"] + stats["timeout"]  # a mutant that hangs the tests is caught
    tested = stats["total"] - stats["skipped"]
    score = 100.0 * killed / max(1, tested)
    line = (
        f"{module}: {killed}/{tested} killed = {score:.1f}% "
        f"(survived {stats['survived']}, no tests {stats['no_tests']}, "
        f"suspicious {stats['suspicious']}; {minutes:.1f} min)"
    )
    print(line, flush=True)
    for survivor in survivors:
        print("   ", survivor)
    return line


def main(argv: list[str]) -> int:
    """Run the modules named in ``argv`` (default: all); print and record the scores."""
    modules = all_modules()
    names = argv or list(modules)
    unknown = [n for n in names if n not in modules]
    if unknown:
        print(f"error: unknown module {unknown[0]!r}: expected one of {', '.join(modules)}",
              file=sys.stderr)
        return 2
    lines = []
    for name in names:
        line = run_module(name, modules[name])
        if line is None:
            return 1
        lines.append(line)
    stamp = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    with (OUT / "scores.txt").open("a", encoding="utf-8") as out:
        for line in lines:
            out.write(f"{stamp} {line}\n")
    print("\n".join(["", "Mutation scores:", *lines]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
