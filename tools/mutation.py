"""Mutation testing with mutmut, one module at a time, with the tests that cover it.

Usage (``make mutation`` runs every module; ``make mutation MODULE=tanbo/record.py`` one)::

    python tools/mutation.py [MODULE ...]
    python tools/mutation.py --report [MODULE ...]   # scores of the last runs, even unfinished

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

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "build" / "mutation"

_ENGINE_TESTS = [
    "tests/games/tanbo/test_rules.py",
    "tests/games/tanbo/test_engine_api.py",
    "tests/games/tanbo/test_perft.py",
    "tests/games/tanbo/test_parsers.py",
    "tests/games/tanbo/test_differential.py",
    "tests/games/tanbo/test_engine_checker.py",
]

# Module -> the test files that cover it (the suite's fast, relevant part).
MODULES: dict[str, list[str]] = {
    "tanbo/games/tanbo/state.py": _ENGINE_TESTS,
    "tanbo/games/tanbo/tfen.py": [
        "tests/games/tanbo/test_tfen.py",
        "tests/games/tanbo/test_parsers.py",
        "tests/games/tanbo/test_engine_api.py",
    ],
    "tanbo/record.py": [
        "tests/core/test_record.py",
        "tests/games/tanbo/test_parsers.py",
        "tests/games/deago/test_parsers.py",
        "tests/cli/test_cli.py",
        "tests/cli/test_arguments.py",
        "tests/cli/test_deago.py",
        "tests/ui/test_session.py",
    ],
    "tanbo/cli.py": [
        "tests/cli/test_cli.py",
        "tests/cli/test_arguments.py",
        "tests/cli/test_deago.py",
        "tests/cli/test_link.py",
    ],
    "tanbo/ai/mcts.py": [
        "tests/ai/test_mcts.py",
        "tests/ai/test_mcts_units.py",
        "tests/ai/test_strength.py",
        "tests/ai/test_players.py",
        "tests/ai/deago/test_ai.py",  # draws (never proven, worth 1/2), a single candidate
        "tests/ai/tanbo/test_rave.py",  # RAVE / AMAF statistics and their blend
        # (not tests/ai/tanbo/test_patterns.py: it runs tools/, absent from the scratch copy)
    ],
    "tanbo/ai/gtp.py": ["tests/ai/test_gtp.py", "tests/ai/test_gtpclient.py"],
    "tanbo/ai/clock.py": ["tests/ai/test_clock.py"],
    "tanbo/ai/games/deago/vct.py": ["tests/ai/deago/test_vct.py"],
    # the threat filter and VCF: the filter checked as a superset, VCFs against brute force
    "tanbo/ai/games/deago/threats.py": [
        "tests/ai/deago/test_threats.py",
        "tests/ai/deago/test_alphabeta.py",
        "tests/ai/deago/test_fixed_depth.py",  # level 5's tree node for node
        "tests/ai/deago/test_search_exact.py",
        "tests/ai/deago/test_tactics.py",
        "tests/ai/deago/test_vct.py",
    ],
    # level 5's search: exact against a plain minimax, the guard's verdicts, the tactics
    "tanbo/ai/games/deago/alphabeta.py": [
        "tests/ai/deago/test_alphabeta.py",
        "tests/ai/deago/test_search_exact.py",
        "tests/ai/deago/test_win_before_block.py",
        "tests/ai/deago/test_tactics.py",
        "tests/ai/deago/test_vct.py",  # the VCT guard (AbConfig.vct_guard)
        "tests/ai/deago/test_ai.py",
        "tests/ai/test_ponder.py",
        "tests/ai/deago/test_fixed_depth.py",  # level 5's tree node for node (staged or not)
    ],
    # the search's board layer: views, keys, near points (against scans from scratch)
    "tanbo/ai/games/deago/board.py": [
        "tests/ai/deago/test_board.py",
        "tests/ai/deago/test_alphabeta.py",
        "tests/ai/deago/test_search_exact.py",
        "tests/ai/deago/test_fixed_depth.py",  # level 5's tree node for node
    ],
    # immediate wins and their defences: against the engine's own and brute force
    "tanbo/ai/games/deago/wins.py": [
        "tests/ai/deago/test_board.py",
        "tests/ai/deago/test_ai.py",
        "tests/ai/deago/test_win_before_block.py",
        "tests/ai/deago/test_threats.py",
        "tests/ai/deago/test_fixed_depth.py",
    ],
    # the rows' and columns' facts kept per view, the shape points, the evaluation
    # (against references read from scratch, and level 5's tree node for node)
    "tanbo/ai/games/deago/shapes.py": [
        "tests/ai/deago/test_board.py",
        "tests/ai/deago/test_evaluation.py",
        "tests/ai/deago/test_fixed_depth.py",
    ],
    "tanbo/ai/games/deago/evaluation.py": [
        "tests/ai/deago/test_board.py",
        "tests/ai/deago/test_evaluation.py",
        "tests/ai/deago/test_fixed_depth.py",
    ],
    "tanbo/ui/session.py": [
        "tests/ui/test_session.py",
        "tests/ui/test_linkplay.py",
        "tests/ui/test_storage.py",
        "tests/ui/test_settings.py",
        "tests/ui/test_saves.py",
    ],
    "tanbo/ui/storage.py": [
        "tests/ui/test_session.py",
        "tests/ui/test_storage.py",
        "tests/ui/test_settings.py",
        "tests/ui/test_saves.py",
    ],
    "tanbo/ai/sparring/deago/fastab.py": [
        "tests/ai/deago/test_sparring_fastab.py",
        "tests/ai/deago/test_sparring.py",
    ],
    "tanbo/ai/sparring/deago/rules.py": [
        "tests/ai/deago/test_sparring.py",
        "tests/ai/deago/test_sparring_fastab.py",
    ],
}


_DEAGO_ENGINE_TESTS = [
    "tests/games/deago/test_rules.py",
    "tests/games/deago/test_engine_api.py",
    "tests/games/deago/test_perft.py",
    "tests/games/deago/test_parsers.py",
    "tests/games/deago/test_differential.py",
    "tests/core/test_bad_arguments.py",
    "tests/ai/deago/test_ai.py",  # the AI's board scans read the engine's padded board
]
# DEAGO's modules (tanbo/games/deago/), mutated once they exist, with the DEAGO tests that exist.
DEAGO_MODULES: dict[str, list[str]] = {
    "tanbo/games/deago/state.py": _DEAGO_ENGINE_TESTS,
    "tanbo/games/deago/dfen.py": [
        "tests/games/deago/test_parsers.py",
        "tests/games/deago/test_engine_api.py",
        "tests/games/deago/test_rules.py",
    ],
    "tanbo/games/deago/setups.py": [
        "tests/games/deago/test_engine_api.py",
        "tests/games/deago/test_parsers.py",
        "tests/cli/test_deago.py",
    ],
}


def _deago_modules() -> dict[str, list[str]]:
    """The DEAGO modules that exist, each with those of its tests that exist."""
    found = {}
    for module, tests in DEAGO_MODULES.items():
        present = [t for t in tests if (ROOT / t).exists()]
        if (ROOT / module).exists() and present:
            found[module] = present
    return found


def all_modules() -> dict[str, list[str]]:
    """Every module under mutation testing, with those of its tests that exist."""
    return {
        module: [t for t in tests if (ROOT / t).exists()]
        for module, tests in {**MODULES, **_deago_modules()}.items()
    }


def _toml_list(items: list[str]) -> str:
    return "[" + ", ".join(f'"{i}"' for i in items) + "]"


def prepare(module: str, tests: list[str]) -> Path:
    """A fresh scratch copy of the project set up for mutating ``module``."""
    work = _workdir(module)
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", ".hypothesis", "web", "node_modules")
    shutil.copytree(ROOT / "tanbo", work / "tanbo", ignore=ignore)
    shutil.copytree(ROOT / "tests", work / "tests", ignore=ignore)
    shutil.copytree(ROOT / "assets", work / "assets", ignore=ignore)  # the UI's fonts
    (work / "pyproject.toml").write_text(
        "[tool.pytest.ini_options]\n"
        'testpaths = ["tests"]\n'
        "\n[tool.mutmut]\n"
        'source_paths = ["tanbo"]\n'
        f"only_mutate = {_toml_list([module])}\n"
        f"pytest_add_cli_args_test_selection = {_toml_list(tests)}\n"
        'pytest_add_cli_args = ["-p", "no:cacheprovider", "-p", "no:randomly"]\n'
        'also_copy = ["assets"]\n'
        # A mutant that runs on (a deadline 1,000,000x too far, a loop that does not
        # count) is stopped after 6x the CPU time its tests take (mutmut's
        # default, 30x, cost the search's run half an hour per such mutant).
        "timeout_multiplier = 3.0\n"
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


def _workdir(module: str) -> Path:
    return OUT / module.replace("/", "_").removesuffix(".py")


def score(module: str, minutes: float | None = None) -> str | None:
    """The score line of a module's last run (``None`` if it never ran).

    Reads ``mutmut results --all true``, so an interrupted run reports the
    mutants it checked (and how many it did not reach).
    """
    work = _workdir(module)
    if not (work / "mutants").is_dir():
        return None
    rows = [line.strip().rsplit(": ", 1) for line in
            _mutmut(work, "results", "--all", "true").stdout.splitlines() if ": " in line]
    status = {name: state for name, state in rows}
    counts: dict[str, int] = {}
    for state in status.values():
        counts[state] = counts.get(state, 0) + 1
    killed = counts.get("killed", 0) + counts.get("timeout", 0)  # a hang is caught too
    unchecked = counts.get("not checked", 0)
    tested = len(status) - unchecked - counts.get("skipped", 0)
    caught = ("killed", "timeout", "not checked")
    survivors = sorted(n for n, s in status.items() if s not in caught)
    (work / "survivors.txt").write_text(
        "".join(f"{n}: {status[n]}\n" for n in survivors), encoding="utf-8"
    )
    pct = 100.0 * killed / max(1, tested)
    extra = f"; {unchecked} not reached" if unchecked else ""
    took = f"; {minutes:.1f} min" if minutes is not None else ""
    return (
        f"{module}: {killed}/{tested} killed = {pct:.1f}% "
        f"(survived {len(survivors)}{extra}{took})"
    )


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
    line = score(module, minutes)
    print(line, flush=True)
    print((work / "survivors.txt").read_text(encoding="utf-8"), end="", flush=True)
    return line


def main(argv: list[str]) -> int:
    """Run the modules named in ``argv`` (default: all); print and record the scores."""
    modules = all_modules()
    report_only = argv[:1] == ["--report"]
    names = argv[1:] if report_only else argv
    names = names or list(modules)
    unknown = [n for n in names if n not in modules]
    if unknown:
        print(f"error: unknown module {unknown[0]!r}: expected one of {', '.join(modules)}",
              file=sys.stderr)
        return 2
    if report_only:
        for name in names:
            print(score(name) or f"{name}: not run")
        return 0
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
