"""``python -m tanbo bench``: the engine's speed alone; ``tools/bench_reference.py`` beside
the reference.

The package never loads ``tests/``, so ``bench`` prints the engine's rates only; the
tool (run here as a command, as tests do not import ``tools/``) prints the same rows
followed by the reference's rate and the ratio, in the format its docstring gives.
"""

from __future__ import annotations

import itertools
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tanbo.ai.games.deago import bench as deago_search_bench
from tanbo.cli import main
from tanbo.games.deago import bench as deago_bench
from tanbo.games.tanbo import bench

ROOT = Path(__file__).resolve().parents[2]
HEADER = re.compile(r"^python \S+ on \S+; 0\.01 s per measurement$")
ROW = r"engine +[\d,]+ (moves/s \(\d+ moves\)|nodes/s)"
WITH_REFERENCE = re.compile(ROW + r" \| reference +[\d,]+ \| ratio [\d,]+\.\dx$")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str], list[str]]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out.splitlines(), err.splitlines()


def test_bench_prints_the_engines_rates(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(bench, "PLAYOUT_SIZES", ((5, 7),))
    monkeypatch.setattr(bench, "PERFT_START", (5, 7, 1))
    code, out, err = run(capsys, "bench", "--seconds", "0.01")
    assert code == 0 and err == [] and len(out) == 3
    assert HEADER.match(out[0])
    assert out[1].startswith("random playout 5x7 dense") and re.search(ROW + "$", out[1])
    assert out[2].startswith("perft 5x7 dense depth 1") and re.search(ROW + "$", out[2])
    assert "reference" not in " ".join(out)


def test_deago_bench_prints_the_engines_rate(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(deago_bench, "PLAYOUT_SIZE", (13, 13))
    monkeypatch.setattr(deago_search_bench, "NODES", 150)
    # The search row's clock: a second a read, so its 0.01 s are spent after one search
    # whatever the machine's speed (a 150-node search now takes under 0.01 s of CPU).
    ticks = itertools.count()
    monkeypatch.setattr(deago_search_bench, "_cpu", lambda: float(next(ticks)))
    code, out, err = run(capsys, "bench", "--game", "deago", "--seconds", "0.01")
    assert code == 0 and err == [] and len(out) == 3
    assert HEADER.match(out[0])
    assert out[1].startswith("DEAGO random playout 13x13 N9") and re.search(ROW + "$", out[1])
    assert "reference" not in out[1]
    # level 5's search: one search at least, its nodes (the budget, the root's VCF apart)
    row = re.fullmatch(
        r"DEAGO level 5 search 19x19 +engine +([\d,]+) nodes/s \((\d+) nodes\)", out[2]
    )
    assert row is not None and int(row[1].replace(",", "")) > 0 and 0 < int(row[2]) <= 151


def test_deago_search_rate_counts_the_alpha_beta_nodes_of_each_search(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(deago_search_bench, "NODES", 100)
    rate, nodes = deago_search_bench.search_rate(0.0)  # one search: the first position
    assert rate > 0 and nodes == 101  # the node that passes the budget ends the search


@pytest.mark.skipif(sys.platform == "emscripten", reason="WebAssembly has no processes")
@pytest.mark.parametrize(
    ("argv", "names"),
    [
        (["--depth", "1"], ["random playout 11x11 dense", "random playout 19x19 dense",
                            "perft 7x7 dense depth 1"]),
        (["--game", "deago"], ["DEAGO random playout 19x19 N9"]),
    ],
)
def test_the_reference_tool_prints_engine_reference_and_ratio(
    argv: list[str], names: list[str]
) -> None:
    result = subprocess.run(
        [sys.executable, "tools/bench_reference.py", "--seconds", "0.01", *argv],
        cwd=ROOT, capture_output=True, text=True, timeout=300, check=False,
    )
    assert result.returncode == 0 and result.stderr == "", result.stderr
    out = result.stdout.splitlines()
    assert HEADER.match(out[0]) and len(out) == 1 + len(names)
    for line, name in zip(out[1:], names, strict=True):
        assert line.startswith(name) and WITH_REFERENCE.search(line), line
