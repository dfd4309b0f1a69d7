"""Time per move of each computer level, natively (a measurement, never a test).

    .venv/bin/python tools/bench_ai.py [--game deago] [--size 19x19] [--positions 3]

For each level, plays one move in each of a few positions — the start and
positions after 10, 20, ... plies of a seeded game between two level-2
players — sliced like the UI's frame loop (50 ms slices), and prints the mean
seconds and search iterations per move (nodes for a game whose levels play
their own search, as DEAGO's alpha-beta).
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Any

from tanbo.ai.levels import LEVELS, make_level_player
from tanbo.ai.players import choose
from tanbo.games import GAMES
from tanbo.geometry import parse_size


def positions(game: str, width: int, height: int, count: int) -> list[Any]:
    """The start and the positions after 10, 20, ... plies of a seeded level-2 game."""
    spec = GAMES[game]
    state = spec.new_state(width, height, spec.default_setup)
    players = [make_level_player(2, seed=s, iterations=100) for s in (1, 2)]
    out = [state.copy()]
    while len(out) < count and not state.is_over:
        for _ in range(10):
            if state.is_over:
                break
            state.push(choose(players[state.ply % 2], state))
        if not state.is_over:
            out.append(state.copy())
    return out


def main() -> None:
    """Print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="tanbo", choices=sorted(GAMES))
    parser.add_argument("--size", default=None)
    parser.add_argument("--positions", type=int, default=3)
    args = parser.parse_args()
    spec = GAMES[args.game]
    width, height = parse_size(args.size) if args.size else spec.default_size
    states = positions(args.game, width, height, args.positions)
    print(f"{spec.title} {width}x{height}: {len(states)} positions (start, then every 10 plies)")
    for level in LEVELS:
        secs, iters = [], []
        for state in states:
            player = make_level_player(level, seed=1)
            t0 = time.perf_counter()
            choose(player, state, 50.0)
            secs.append(time.perf_counter() - t0)
            own = player.own  # a game's own level player (DEAGO: alpha-beta), counting nodes
            if own is not None:
                iters.append(int(getattr(own, "last_nodes", 0)))
            else:
                iters.append(player.searcher.total_iterations if player.searcher else 0)
        unit = "nodes" if player.own is not None else "iterations"
        print(f"level {level}: {statistics.mean(secs):.3f} s/move "
              f"(max {max(secs):.3f}), {statistics.mean(iters):.0f} {unit}")


if __name__ == "__main__":
    main()
