"""DEAGO's tactical suite at each level's own time per move (a measurement, never a test).

    PYTHONPATH=. .venv/bin/python tools/deago_tactics_timed.py [--levels 3 4 5] [--slice 20]

Each level plays one move in each of the 60 positions of ``tests/support/deago_tactics.py``
with its own time per move (``tanbo.ai.levels.LEVELS``), in slices as the UI runs it,
and the move is checked against the position's answers (worked out by the suite's
brute-force solver). Prints, per level, the positions solved, the misses by name and
the mean and worst time a move took. The test (``tests/ai/deago/test_tactics.py``)
runs the same positions on node budgets instead, so it does not depend on the machine.
"""

from __future__ import annotations

import argparse
import statistics
import time

from tanbo.ai.levels import make_level_player
from tanbo.ai.players import choose
from tanbo.games.deago.state import DeagoState
from tests.support.deago_tactics import TACTICS


def run_level(level: int, slice_ms: float) -> tuple[list[str], list[float]]:
    """(names of the positions missed, seconds per move) of ``level`` on the suite."""
    missed: list[str] = []
    seconds: list[float] = []
    for tactic in TACTICS:
        state = DeagoState.from_dfen(tactic.dfen)
        player = make_level_player(level, seed=level)
        started = time.perf_counter()
        move = choose(player, state, slice_ms)
        seconds.append(time.perf_counter() - started)
        if state.move_text(move) not in tactic.answers:
            missed.append(f"{tactic.name} ({tactic.category}): {state.move_text(move)}")
    return missed, seconds


def main() -> None:
    """Print one line per level (and its misses)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--levels", type=int, nargs="+", default=[3, 4, 5], choices=range(1, 6))
    parser.add_argument("--slice", type=float, default=20.0, help="ms per slice (default 20)")
    args = parser.parse_args()
    for level in args.levels:
        missed, seconds = run_level(level, args.slice)
        print(f"level {level}: {len(TACTICS) - len(missed)}/{len(TACTICS)} solved, "
              f"{statistics.mean(seconds):.2f} s a move (worst {max(seconds):.2f} s)")
        for line in missed:
            print(f"  missed {line}")


if __name__ == "__main__":
    main()
