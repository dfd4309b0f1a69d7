"""Level 5 against ``fastab``, move by move, on recorded games (a measurement, never a test).

    PYTHONPATH=. nice -n 19 python tools/deago_duel_profile.py RECORD... [--seconds S] [--json F]

Each record (a DEAGO game of ``level:5`` against ``fastab``) is replayed; at every ply
both engines search the position afresh with the same CPU budget (``time.process_time``,
``--seconds`` a move, 0.5 s by default, as ``--time-scale 0.1 --clock cpu`` gives them
in a match), and a third search of level 5 runs under :mod:`cProfile` for its time split.
Printed per ply: the move played, each engine's depth (deepest finished iteration), nodes,
nodes/s and share of the budget used, each engine's score from level 5's side (level 5's
scale: win = 1,000,000; fastab's: win = 10,000,000), level 5's time before its deepening
(root VCF + VCT + guard, the search's own ``threat_time``) and its profiled time split by
group (:data:`GROUPS`; cProfile times by the wall clock, so on a busy machine the time
the process waits for a CPU lands mostly on the clock reads, the syscalls where it is
descheduled: the ``clock`` group, left out of the shares printed). After each game's
table: the ply where level 5's score at its own moves turned (the first below 0 after
which every one stays below 0); with ``--json`` or ``--from-json``, a table of the games
with the plies where each engine first saw level 5's loss (a score of a found win).

Level 5 searches with a fresh :class:`~tanbo.ai.games.deago.alphabeta.Memory` at each
position (in a game it keeps one between its moves and ponders), and its opening noise
is off; fastab's seeded root swap is off. So the depths are a position's, not a game's.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import math
import pstats
import random
import statistics
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from tanbo.ai.games.deago import alphabeta
from tanbo.ai.games.deago.alphabeta import AbSearch, Memory
from tanbo.ai.games.deago.player import LEVEL_CONFIGS
from tanbo.ai.sparring.base import Budget
from tanbo.ai.sparring.deago import fastab
from tanbo.games.deago.state import DeagoState
from tanbo.record import load_record

clock = time.process_time

GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("threats", ("deago/threats.py", "deago/vct.py", "deago/wins.py")),
    ("eval", ("deago/evaluation.py", "deago/shapes.py", "deago/knowledge.py")),
    ("order", ("deago/ordering.py",)),
    ("board", ("deago/board.py", "games/deago/state.py", "games/deago/setups.py")),
    ("search", ("deago/alphabeta.py",)),
)
"""Level 5's profile groups: a function's own time (``tottime``) goes to the first group
whose file suffix matches, else to ``other``. ``order`` also gets alpha-beta's
``_candidates``/``_fresh_candidates``/``_ordered``/``_stoppers`` (move generation)."""

GEN_FUNCS = ("_candidates", "_fresh_candidates", "_ordered", "_stoppers")


@dataclass
class Probe:
    """One engine's search of one position."""

    depth: int = 0
    nodes: int = 0
    seconds: float = 0.0
    score: float | None = None  # from level 5's side; None: no search (a forced move)
    extra: dict[str, float] = field(default_factory=dict)

    @property
    def nps(self) -> float:
        return self.nodes / self.seconds if self.seconds > 0 else 0.0


def level5(state: DeagoState, seconds: float, sign: int) -> Probe:
    """Level 5's search of ``state`` for ``seconds`` of CPU (one slice: no frames)."""
    cfg = LEVEL_CONFIGS[5]
    start = clock()
    search = AbSearch(state, cfg, start + seconds, random.Random(1), clock,
                      memory=Memory())
    while not search.done:
        search.run(1e9)
    used = clock() - start
    searched = search.depth > 0 or search.all_nodes > 0
    return Probe(
        search.depth, search.all_nodes, used,
        sign * search.score if searched else None,
        {"threat_s": search.threat_time, "ab_nodes": search.nodes,
         "vcf_nodes": search.vcf.nodes, "vct_nodes": search.vct.nodes,
         "guarded": search.guarded},
    )


def split(stats: pstats.Stats) -> dict[str, float]:
    """Seconds of own time per :data:`GROUPS` group."""
    out = {name: 0.0 for name, _ in GROUPS}
    out["other"] = 0.0
    out["clock"] = 0.0
    raw: dict[Any, Any] = stats.stats  # type: ignore[attr-defined]
    for (path, _line, func), (_cc, _nc, tt, _ct, _callers) in raw.items():
        path = path.replace("\\", "/")
        if "process_time" in func or "perf_counter" in func:
            out["clock"] += tt  # wall time: a busy machine's waits land here (see the module)
            continue
        if path.endswith("deago/alphabeta.py") and func in GEN_FUNCS:
            out["order"] += tt
            continue
        for name, suffixes in GROUPS:
            if path.endswith(suffixes):
                out[name] += tt
                break
        else:
            out["other"] += tt
    return out


def level5_profiled(state: DeagoState, seconds: float) -> dict[str, float]:
    """Level 5's time split on ``state`` (a second search, under cProfile)."""
    prof = cProfile.Profile()
    prof.enable()
    level5(state, seconds, 1)
    prof.disable()
    return split(pstats.Stats(prof))


class _ScoredSearch(fastab.FastSearch):
    """fastab's search, remembered so the tool can read its root ``score`` and depth."""

    last: _ScoredSearch | None = None

    def root(self, moves: list[int], max_depth: int = 30) -> int:
        _ScoredSearch.last = self  # fastab's own search, which keeps its root score
        return super().root(moves, max_depth)


def fast(state: DeagoState, seconds: float, sign: int) -> Probe:
    """fastab's move search of ``state`` (its player's whole ``think``) for ``seconds``."""
    player = fastab.FastabPlayer(seconds, seed=0, clock=clock)
    player.rng.random = lambda: 1.0  # type: ignore[method-assign]  # no root swap
    original = fastab.FastSearch
    fastab.FastSearch = _ScoredSearch  # type: ignore[misc]
    _ScoredSearch.last = None
    start = clock()
    budget = Budget(math.inf, start + seconds, clock)
    try:
        player.think(state.copy(), budget)
    finally:
        fastab.FastSearch = original  # type: ignore[misc]
    used = clock() - start
    search = _ScoredSearch.last
    if search is None:
        return Probe(0, budget.count, used, None)
    score = None if search.score is None else sign * search.score
    return Probe(search.depth, budget.count, used, score)


@dataclass
class Ply:
    """One ply of a game: who moved, what, and both engines' searches."""

    ply: int
    mover: str  # "L5" or "fab"
    move: str
    l5: Probe
    fab: Probe
    split: dict[str, float] = field(default_factory=dict)


def turning(plies: list[Ply]) -> int | None:
    """The ply where level 5's score at its own moves went below 0 for good."""
    scored = [p for p in plies if p.mover == "L5" and p.l5.score is not None]
    turn = None
    for p in scored:
        assert p.l5.score is not None
        if p.l5.score < 0:
            if turn is None:
                turn = p.ply
        else:
            turn = None
    return turn


def profile_game(path: Path, seconds: float, profile: bool, out: Any) -> dict[str, Any]:
    """Replay one record, print its table, and answer its plies (for the aggregate)."""
    rec = load_record(path)
    l5_white = rec.tags.get("White", "").startswith("level")
    state = rec.start_state()
    assert isinstance(state, DeagoState)
    plies: list[Ply] = []
    print(f"\n### {path} (level 5 {'White' if l5_white else 'Black'}, "
          f"{rec.tags.get('Result')}, {len(rec.moves)} plies)\n", file=out)
    print("| ply | mover | move | L5 d | L5 nodes | L5 knps | L5 used | L5 score | L5 threat s "
          "| fab d | fab nodes | fab knps | fab used | fab score | L5 split thr/eval/ord/board/"
          "search/other % |", file=out)
    print("|" + " --- |" * 16, file=out)
    for k, text in enumerate(rec.moves, 1):
        if state.is_over:
            break
        white = state.to_move == 2
        l5_moves = white == l5_white
        sign = 1 if l5_moves else -1
        a = level5(state, seconds, sign)
        b = fast(state, seconds, sign)
        sp = level5_profiled(state, seconds) if profile and l5_moves else {}
        p = Ply(k, "L5" if l5_moves else "fab", text, a, b, sp)
        plies.append(p)
        tot = sum(v for k, v in sp.items() if k != "clock") or 1.0
        sptext = "/".join(f"{100 * v / tot:.0f}" for k, v in sp.items() if k != "clock")
        print(f"| {k} | {p.mover} | {text} | {a.depth} | {a.nodes} | {a.nps / 1000:.1f} "
              f"| {100 * a.seconds / seconds:.0f}% | {_s(a.score)} | {a.extra['threat_s']:.2f} "
              f"| {b.depth} | {b.nodes} | {b.nps / 1000:.1f} | {100 * b.seconds / seconds:.0f}% "
              f"| {_s(b.score)} | {sptext} |", file=out, flush=True)
        state.push(state.parse_move(text))
    turn = turning(plies)
    print(f"\nturning ply: {turn}", file=out, flush=True)
    return {"record": str(path), "l5_white": l5_white, "result": rec.tags.get("Result"),
            "turn": turn, "plies": [asdict(p) for p in plies]}


def _s(v: float | None) -> str:
    return "-" if v is None else f"{v:.0f}"


def seen_loss(game: dict[str, Any], eng: str, win: float) -> int | None:
    """The first ply where ``eng``'s score says level 5 has lost (a found win against it)."""
    for p in game["plies"]:
        s = p[eng]["score"]
        if s is not None and s <= -win / 2:
            return int(p["ply"])
    return None


def summary(games: list[dict[str, Any]], out: Any) -> None:
    """Per game: the turning ply, both scores there, and when each engine saw the loss."""
    print("\n| record | plies | turning ply (L5 score < 0 for good) | L5 / fastab score there "
          "| L5 / fastab depth there | fastab sees the win at ply | level 5 sees it at ply |",
          file=out)
    print("| --- | --- | --- | --- | --- | --- | --- |", file=out)
    for g in games:
        turn = g["turn"]
        at = next((p for p in g["plies"] if p["ply"] == turn), None)
        there = ("-", "-") if at is None else (
            f"{_s(at['l5']['score'])} / {_s(at['fab']['score'])}",
            f"{at['l5']['depth']} / {at['fab']['depth']}")
        print(f"| {Path(g['record']).parent.name}/{Path(g['record']).name} | {len(g['plies'])} "
              f"| {turn} | {there[0]} | {there[1]} | {seen_loss(g, 'fab', fastab.WIN)} "
              f"| {seen_loss(g, 'l5', alphabeta.WIN)} |", file=out)


def aggregate(games: list[dict[str, Any]], seconds: float, out: Any) -> None:
    """Medians over every searched ply, by engine, and level 5's summed time split."""
    summary(games, out)
    l5 = [p for g in games for p in g["plies"]]
    mine = [p for p in l5 if p["mover"] == "L5"]

    def med(rows: list[dict[str, Any]], eng: str, key: str) -> float:
        vals = [r[eng][key] for r in rows if r[eng]["nodes"] > 0]
        return statistics.median(vals) if vals else 0.0

    def nps(rows: list[dict[str, Any]], eng: str) -> float:
        vals = [r[eng]["nodes"] / r[eng]["seconds"] for r in rows
                if r[eng]["nodes"] > 0 and r[eng]["seconds"] > 0]
        return statistics.median(vals) if vals else 0.0

    print(f"\n## aggregate: {len(games)} games, {len(l5)} plies "
          f"({len(mine)} level 5's)\n", file=out)
    print("| engine | plies | median depth | median nodes | median nodes/s "
          "| median budget share |", file=out)
    print("| --- | --- | --- | --- | --- | --- |", file=out)
    for eng, name in (("l5", "level 5"), ("fab", "fastab")):
        rows = [r for r in l5 if r[eng]["nodes"] > 0]
        print(f"| {name} | {len(rows)} | {med(rows, eng, 'depth'):.0f} "
              f"| {med(rows, eng, 'nodes'):.0f} | {nps(rows, eng):.0f} "
              f"| {100 * med(rows, eng, 'seconds') / seconds:.0f}% |", file=out)
    sums: dict[str, float] = {}
    for r in mine:
        for k, v in r["split"].items():
            sums[k] = sums.get(k, 0.0) + v
    tot = sum(v for k, v in sums.items() if k != "clock") or 1.0
    print("\nlevel 5's profiled time at its moves (without the clock reads): "
          + ", ".join(f"{k} {100 * v / tot:.1f}%" for k, v in sums.items() if k != "clock"),
          file=out)
    if "clock" in sums:
        print(f"clock reads (wall time, mostly waiting for a CPU): "
              f"{100 * sums['clock'] / (tot + sums['clock']):.1f}% of the profiled time", file=out)
    thr = [r["l5"]["extra"]["threat_s"] / seconds for r in mine if r["l5"]["nodes"] > 0]
    if thr:
        print(f"level 5's time before deepening (root VCF+VCT+guard): median "
              f"{100 * statistics.median(thr):.0f}% of the budget, mean "
              f"{100 * statistics.mean(thr):.0f}%", file=out)
    for eng in ("l5", "fab"):
        ds = [r[eng]["depth"] for r in mine if r[eng]["nodes"] > 0]
        if ds:
            print(f"at level 5's moves, {eng} median depth {statistics.median(ds):.0f} "
                  f"(min {min(ds)}, max {max(ds)})", file=out)
    out.flush()


def main(argv: list[str] | None = None) -> int:
    """Profile each record given; print the tables and the aggregate."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("records", nargs="*", type=Path)
    ap.add_argument("--from-json", type=Path, help="only the aggregate of an earlier --json")
    ap.add_argument("--seconds", type=float, default=0.5, help="CPU seconds a search")
    ap.add_argument("--no-profile", action="store_true", help="skip level 5's profiled search")
    ap.add_argument("--json", type=Path, help="write every ply's figures here")
    args = ap.parse_args(argv)
    if args.from_json:
        aggregate(json.loads(args.from_json.read_text()), args.seconds, sys.stdout)
        return 0
    games = []
    for path in args.records:
        games.append(profile_game(path, args.seconds, not args.no_profile, sys.stdout))
        if args.json:
            args.json.write_text(json.dumps(games))
    aggregate(games, args.seconds, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
