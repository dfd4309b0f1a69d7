"""The puzzle of the day is the same in another process and after a restart (issue 39).

Each process salts Python's ``hash()`` of strings differently (``PYTHONHASHSEED``), so a
daily pick made with ``hash()`` agrees with itself inside one process and with nobody
else. Two fresh processes with different salts must name the same puzzles as this one.
"""

from __future__ import annotations

import datetime
import os
import subprocess
import sys
from pathlib import Path

from tanbo.puzzles.model import daily

ROOT = Path(__file__).resolve().parents[2]
FIRST = datetime.date(2026, 12, 1)
DAYS = 21
_SCRIPT = (
    "import datetime\n"
    "from tanbo.puzzles.model import daily\n"
    f"first = datetime.date({FIRST.year}, {FIRST.month}, {FIRST.day})\n"
    "for game in ('tanbo', 'deago'):\n"
    f"    for k in range({DAYS}):\n"
    "        print(game, daily(game, first + datetime.timedelta(days=k)).id)\n"
)


def _in_a_process(hash_seed: str) -> list[str]:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    proc = subprocess.run([sys.executable, "-c", _SCRIPT], capture_output=True, text=True,
                          cwd=ROOT, env=env, check=True, timeout=120)
    return proc.stdout.splitlines()


def test_the_daily_is_the_same_in_other_processes_with_other_hash_salts() -> None:
    here = [f"{game} {daily(game, FIRST + datetime.timedelta(days=k)).id}"
            for game in ("tanbo", "deago") for k in range(DAYS)]
    assert len(set(here)) > DAYS  # the days differ: a fixed pick would prove nothing
    assert _in_a_process("1") == here
    assert _in_a_process("2") == here
