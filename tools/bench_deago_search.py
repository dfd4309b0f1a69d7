"""DEAGO level 5's alpha-beta speed on 19x19, alone or beside another tree (issue 32).

    python tools/bench_deago_search.py [--nodes N | --depth D] [--rounds R] [--base DIR] [--profile]

Searches each of :data:`POSITIONS` (middle-game 19x19 positions of seeded level-5
games, with nine neutral stones) once per round with level 5's configuration and a
node budget (``AbSearch(node_limit=N)``, a fresh :class:`~tanbo.ai.games.deago.alphabeta.Memory`,
no deadline: the root VCF and the guard run to their full depth), and prints per
position the best move, score, finished depth and nodes, the CPU seconds of the move
and the alpha-beta's nodes per CPU second of its deepening (the time after the root
VCF and the guard); then the totals and a digest of every (move, score, depth, nodes):
a change that only makes the search faster leaves the digest as it was.

``--base DIR``: the same searches run by the tree at ``DIR`` too (say ``git archive
7ad5c3f | tar -x -C /tmp/speed-base``), in a worker process of each tree, the two
alternating position by position (which one goes first alternates too) so that the
load of a shared machine hits both alike; prints both rates, the ratio and whether the
digests are equal. ``--depth D``: each search to depth D with no node budget instead: for
a change that alters the search, the ratio of the CPU times (move time) is its speed-up to
the same depth. ``--profile``: one round under cProfile (this tree only), the top
functions by own time. A measurement, never a test (CPU time is noisy).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

POSITIONS = (
    "19/19/19/3N5N5N3/19/8B10/9W9/7BBBW8/7W1B9/3N3W1B5N3/19/8BWWW7/19/19/19/3N5N5N3/19/19/19"
    " w 0 2 0",
    "19/19/19/3N5N5N3/19/8B10/7W1W9/5B1B1BW8/7W11/3N3W1BW4N3/19/8BWWWBW5/19/19/19/3N5N5N3/19"
    "/19/19 b 0 4 0",
    "19/19/19/3N5N5N3/19/19/19/11W7/7WBW1W7/3N3BWN1B3N3/8W10/6WWWB9/19/9B9/9B9/3N5N5N3/9W9/19"
    "/19 b 0 4 0",
    "19/19/19/3N5N5N3/19/11B7/11W7/8W1BW2W4/8B1WWWBW4/3N4WNBB2WNB2/9W1W1BB4/19/19/19/19"
    "/3N5N5N3/19/19/19 w 0 4 0",
    "19/19/9W9/3N5N5N3/9B9/9B9/9WWWB6/7WB2B7/7BWB1WB6/3N5NBW3N3/8BW1W7/7B1BWB7/19/19/19"
    "/3N5N5N3/19/19/19 b 4 2 0",
    "19/19/19/3N5N5N3/19/19/19/6B2W1W7/8WW1W7/3NB4N1B3N3/6W1WB9/6WWWB9/19/7WB1W8/9B9/3N5N5N3"
    "/9W9/19/19 b 2 8 0",
    "19/19/19/3N5N5N3/19/19/19/6B2W1W7/8WWBW7/3NB4N1B3N3/6W1WB9/6WWWB9/9B9/7WBW1B7/9B9"
    "/3N5N5N3/9W9/19/19 w 4 8 0",
    "19/8W3B6/9WW8/3N5N5N3/8WBB8/9B9/7B1WWWB6/7WB2BW6/7BWB1WB6/3N5NBW1BBN3/8BW1WBW5/7B1BWB7"
    "/19/19/19/3N5N5N3/19/19/19 w 6 4 0",
    "19/8W3B6/8BW1B7/3N5N5N3/8W2W7/9B9/7B1WWWB6/7WB2BW6/7BWB1WB6/3NB1BW1NBWWBBN3/8BW1WBW5"
    "/5BWB1BWB7/19/19/19/3N5N5N3/19/19/19 w 8 6 0",
    "19/8W3B6/8BW1B7/3N5N2W1BN3/8W2WB6/9B9/7B1WWWB6/7WB2BW6/7BWB1WB6/2WNB1BW1NBWWBBNW2"
    "/8BW1WBW5/5BWB1BWB7/19/19/19/3N5N5N3/19/19/19 b 8 6 0",
    "9B9/8WW2B6/8BW1B1B5/3N5WW3BN3/6BWWW1WB6/9B9/7B1WWWB6/7WB2BW6/7BWB1WB6/2WNB1BW1NBWWBBNW2"
    "/8BW1WBW5/5BWB1BWB7/19/19/19/3N5N5N3/19/19/19 b 10 8 0",
    "9B9/7WWWB1B6/8BW1B1B5/3N5W4BN3/6BWWWBWB6/8BB9/7B1WWWB6/7WB2BW6/7BWB1WB6"
    "/2WNB1BW1NBWWBBNW2/8BW1WBW5/5BWB1BWB7/19/19/19/3N5N5N3/19/19/19 w 12 8 0",
)
"""Middle-game 19x19 positions (DFEN, plies 15-75) of seeded level-5 self-play games
(800 nodes a move), each still open: level 5 searches it to depth 3 or more."""


def search(dfen: str, nodes: int, depth: int = 0) -> dict[str, Any]:
    """Level 5's search of one position with a node budget (or to a fixed ``depth``,
    no node budget, if given): its result and CPU time."""
    import random

    from tanbo.ai.games.deago.alphabeta import AbSearch, Memory
    from tanbo.ai.games.deago.player import LEVEL_CONFIGS
    from tanbo.games.deago.state import DeagoState

    state = DeagoState.from_dfen(dfen)
    t0 = time.process_time()
    config = LEVEL_CONFIGS[5].with_(max_depth=depth) if depth else LEVEL_CONFIGS[5]
    s = AbSearch(
        state, config, math.inf, random.Random(1), time.process_time,
        node_limit=None if depth else nodes, memory=Memory(),
    )
    while not s.done:
        s.run(1e9)
    cpu = time.process_time() - t0
    threat_cpu = min(cpu, s.threat_time)  # the root VCF and the guard, on the same clock
    return {
        "best": s.best, "score": s.score, "depth": s.depth, "nodes": s.nodes,
        "vcf": s.vcf.nodes, "cpu": cpu, "ab_cpu": max(1e-9, cpu - threat_cpu),
    }


def result_key(r: dict[str, Any]) -> tuple[Any, ...]:
    """What must not change: move, score, depth, alpha-beta and VCF nodes."""
    return (r["best"], repr(float(r["score"])), r["depth"], r["nodes"], r["vcf"])


def digest(results: list[dict[str, Any]]) -> str:
    """A short digest of every position's :func:`result_key`, in order."""
    text = "\n".join(repr(result_key(r)) for r in results)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def worker() -> None:
    """Answer ``"<position index> <nodes> <depth>"`` lines with one JSON result each
    (depth 0: the node budget)."""
    for line in sys.stdin:
        k, nodes, depth = map(int, line.split())
        print(json.dumps(search(POSITIONS[k], nodes, depth)), flush=True)


class Tree:
    """A worker process importing ``tanbo`` from one tree."""

    def __init__(self, root: Path) -> None:
        env = dict(os.environ, PYTHONPATH=str(root))
        self.proc = subprocess.Popen(
            [sys.executable, str(Path(__file__).resolve()), "--worker"],
            cwd=root, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        )

    def ask(self, k: int, nodes: int, depth: int = 0) -> dict[str, Any]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(f"{k} {nodes} {depth}\n")
        self.proc.stdin.flush()
        answer: dict[str, Any] = json.loads(self.proc.stdout.readline())
        return answer

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait()


def main() -> None:
    """Print the table (see the module docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--nodes", type=int, default=6000)
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument(
        "--depth", type=int, default=0,
        help="search each position to this depth (no node budget): for a change that "
        "alters the search, compare the CPU time (move time) of the two trees",
    )
    parser.add_argument("--base", type=Path, default=None)
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--sort", default="tottime", help="profile order")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker()
        return
    here = Path(__file__).resolve().parent.parent
    if args.profile:
        import cProfile
        import pstats

        sys.path.insert(0, str(here))
        prof = cProfile.Profile()
        prof.enable()
        results = [search(p, args.nodes, args.depth) for p in POSITIONS]
        prof.disable()
        print("digest", digest(results))
        pstats.Stats(prof).sort_stats(args.sort).print_stats(30)
        return
    trees = {"new": Tree(here)}
    if args.base is not None:
        trees["base"] = Tree(args.base.resolve())
    names = list(trees)
    cpu = {n: 0.0 for n in names}
    ab_cpu = {n: 0.0 for n in names}
    ab_nodes = {n: 0 for n in names}
    last: dict[str, list[dict[str, Any]]] = {n: [] for n in names}
    budget = f"depth {args.depth}" if args.depth else f"node budget {args.nodes}"
    print(f"level 5, 19x19, {budget}, {args.rounds} round(s); "
          f"python {sys.version.split()[0]}; load {os.getloadavg()[0]:.1f}")
    head = "pos  move   score        depth  nodes   vcf  " + "  ".join(
        f"{n:>5} cpu s  ab n/s" for n in names
    )
    print(head)
    for rnd in range(args.rounds):
        for k in range(len(POSITIONS)):
            order = names if (k + rnd) % 2 == 0 else names[::-1]
            got = {n: trees[n].ask(k, args.nodes, args.depth) for n in order}
            for n in names:
                r = got[n]
                cpu[n] += r["cpu"]
                ab_cpu[n] += r["ab_cpu"]
                ab_nodes[n] += r["nodes"]
                if rnd == args.rounds - 1:
                    last[n].append(r)
            r = got["new"]
            cols = "  ".join(
                f"{got[n]['cpu']:>11.2f}  {got[n]['nodes'] / got[n]['ab_cpu']:>6,.0f}"
                for n in names
            )
            print(f"{k:>3}  {r['best']:>4}  {r['score']:>12.1f}  {r['depth']:>3}  "
                  f"{r['nodes']:>6}  {r['vcf']:>4}  {cols}", flush=True)
    for n in names:
        print(f"{n:>5}: digest {digest(last[n])}, {cpu[n]:.2f} CPU s, alpha-beta "
              f"{ab_nodes[n] / ab_cpu[n]:,.0f} nodes/s of its deepening")
    if "base" in trees:
        same = digest(last["new"]) == digest(last["base"])
        rate_new = ab_nodes["new"] / ab_cpu["new"]
        rate_base = ab_nodes["base"] / ab_cpu["base"]
        print(f"ratio new/base: alpha-beta nodes/s {rate_new / rate_base:.2f}x, "
              f"move time {cpu['base'] / cpu['new']:.2f}x; results {'equal' if same else 'DIFFER'}")
    for t in trees.values():
        t.close()


if __name__ == "__main__":
    main()
