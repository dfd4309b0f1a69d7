"""``tools/deago_eval_fit.py`` as a command (tests do not import ``tools/``): it fits the
weights on saved records and says so when a directory holds none (issue 41). What it fits
on, :func:`~tanbo.ai.games.deago.evaluation.evaluation_terms`, is checked against the
evaluation in ``test_evaluation.py``."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tanbo.games.deago.setups import BLACK, WHITE
from tanbo.record import GameRecord, save_record
from tests.support.commands import run_tool
from tests.support.deago_positions import near_centre_game


def fit(*argv: str) -> subprocess.CompletedProcess[str]:
    """Run the tool as a command."""
    return run_tool("deago_eval_fit", *argv, timeout=300)


@pytest.mark.skipif(sys.platform == "emscripten", reason="WebAssembly has no processes")
def test_the_fit_tool_reads_records_and_prints_weights(tmp_path: Path) -> None:
    saved = 0
    for seed in range(12):
        state = near_centre_game(100 + seed)
        if state.winner in (BLACK, WHITE):
            black, white = ("level 5", "fastab") if seed % 2 else ("fastab", "level 5")
            save_record(GameRecord.from_state(state, Black=black, White=white),
                        tmp_path / f"game-{seed:04d}.deago")
            saved += 1
    assert saved >= 8
    done = fit(str(tmp_path), "--try", "tempo=1.5")
    assert done.returncode == 0, done.stderr
    assert f"of {saved} games ({saved // 4} games held out)" in done.stdout
    assert "tempo=1.5" in done.stdout and "held-out games" in done.stdout
    assert "as AbConfig fields: tempo=" in done.stdout
    empty = tmp_path / "empty"
    empty.mkdir()
    done = fit(str(empty))
    assert done.returncode == 1 and "no positions found" in done.stderr
