"""Learn Tanbo's move-pattern prior from self-play (issue 20): generate games, fit gammas.

    # 1. self-play games of a strong search (one game per line, appended to FILE)
    PYTHONPATH=. .venv/bin/python tools/train_patterns.py generate --size 7x7 \\
        --games 60 --iterations 400 --openings 4 --seed 1 --out games.txt
    # 2. fit the Bradley-Terry gammas by minorization-maximization and write the model
    PYTHONPATH=. .venv/bin/python tools/train_patterns.py fit games.txt [more.txt ...] \\
        --out tanbo/ai/games/tanbo/patterns.json

``generate`` plays games of Tanbo's level-5 search (``level_config(5, state)``)
limited to ``--iterations`` per move (deterministic for a seed), after
``--openings`` random non-blunder plies (which are not learned from). Each line
is ``SIZE OPENING_PLIES MOVE MOVE ...`` (moves in the project's notation).

``fit`` replays the games; every position after the opening is one
"competition" whose winner is the move played, every legal move a team of
features (:func:`tanbo.ai.games.tanbo.patterns.move_features`). The gammas are
fitted by Coulom's (2007) minorization-maximization, one feature group at a time,
with a prior of one virtual win and one virtual loss against a gamma-1 opponent
per feature value (so rare patterns stay near 1). Pattern values seen fewer than
``--min-count`` times are dropped (they count 1.0). Prints the log-likelihood per
iteration and the share of positions where the played move is the model's first
choice.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Iterable, Sequence
from pathlib import Path

from tanbo.ai.games.tanbo.patterns import GROUPS, PatternModel, move_features
from tanbo.ai.levels import level_config
from tanbo.ai.match import random_opening
from tanbo.ai.mcts import Searcher
from tanbo.games.tanbo.state import TanboState
from tanbo.geometry import parse_size


def generate(
    size: str, games: int, iterations: int, openings: int, seed: int, out: Path,
) -> int:
    """Play ``games`` self-play games and append them to ``out``; return the plies learned."""
    width, height = parse_size(size)
    rng = random.Random(seed)
    learned = 0
    with out.open("a", encoding="utf-8") as handle:
        for game in range(games):
            opening = random_opening("tanbo", width, height, "dense", openings, rng)
            state = TanboState.new(width, height)
            for move in opening:
                state.push(move)
            config = level_config(5, state)
            moves = [state.move_text(m) for m in opening]
            while not state.is_over:
                searcher = Searcher(state, config, seed=rng.randrange(1 << 30))
                searcher.run(iterations=iterations)
                move = searcher.best_move()
                moves.append(state.move_text(move))
                state.push(move)
            learned += len(moves) - len(opening)
            handle.write(f"{size} {len(opening)} {' '.join(moves)}\n")
            handle.flush()
            print(f"game {game + 1}/{games}: {len(moves)} plies", file=sys.stderr)
    return learned


Competition = tuple[int, list[tuple[int, ...]]]
"""The index of the move played, and every legal move's feature indices."""


Position = tuple[TanboState, tuple[int, ...], int]
"""A position, the two moves before it, the move played there."""


def read_games(paths: Iterable[Path]) -> list[Position]:
    """Every learned position of the games in ``paths`` with the move played there."""
    out: list[Position] = []
    for path in paths:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            fields = line.split()
            if not fields:
                continue
            try:
                width, height = parse_size(fields[0])
                skip = int(fields[1])
                state = TanboState.new(width, height)
                for i, text in enumerate(fields[2:]):
                    move = state.parse_move(text)
                    if i >= skip:
                        out.append((state.copy(), tuple(state.move_stack[-2:]), move))
                    state.push(move)
            except (ValueError, IndexError) as exc:
                raise SystemExit(f"{path}:{number}: not a game line ({exc})") from None
    return out


def fit(
    positions: Sequence[Position], iterations: int = 20, min_count: int = 3,
    log: bool = True,
) -> PatternModel:
    """Fit the gammas of every feature value by minorization-maximization."""
    index: dict[tuple[int, int], int] = {}
    counts: dict[tuple[int, int], int] = {}
    raw: list[tuple[int, list[tuple[tuple[int, int], ...]]]] = []
    for state, recent, played in positions:
        moves = state.legal_moves()
        named = []
        for m in moves:
            feats = tuple((g, v) for g, v in enumerate(move_features(state, m, recent)))
            named.append(feats)
            for feat in feats:
                counts[feat] = counts.get(feat, 0) + 1
        raw.append((moves.index(played), named))
    for feat, k in sorted(counts.items()):
        if k >= min_count:
            index[feat] = len(index)
    comps: list[Competition] = [
        (win, [tuple(index[x] for x in entry if x in index) for entry in entries])
        for win, entries in raw
    ]
    nf = len(index)
    group_of = [0] * nf
    for (g, _), k in index.items():
        group_of[k] = g
    wins = [1.0] * nf  # the prior's virtual win
    for win, teams in comps:
        for i in teams[win]:
            wins[i] += 1.0
    gamma = [1.0] * nf
    for it in range(iterations):
        for group in range(len(GROUPS)):
            denom = [0.0] * nf
            for _, teams in comps:
                strengths = [math.prod(gamma[i] for i in team) for team in teams]
                inv_e = 1.0 / sum(strengths)
                for team, s in zip(teams, strengths, strict=True):
                    for i in team:
                        if group_of[i] == group:
                            denom[i] += s / gamma[i] * inv_e
            for i in range(nf):
                if group_of[i] == group:
                    # The prior: one win and one loss against a gamma-1 opponent.
                    gamma[i] = wins[i] / (denom[i] + 2.0 / (gamma[i] + 1.0))
        if log:
            ll, top = _quality(comps, gamma)
            print(f"iteration {it + 1}: log-likelihood per position {ll:.4f}, "
                  f"played move ranked first {top:.1%}", file=sys.stderr)
    gammas: dict[str, dict[int, float]] = {name: {} for name in GROUPS}
    for (g, v), k in index.items():
        gammas[GROUPS[g]][v] = gamma[k]
    return PatternModel(gammas)


def _quality(comps: Sequence[Competition], gamma: Sequence[float]) -> tuple[float, float]:
    """Mean log-likelihood of the played moves and the share ranked first."""
    ll = 0.0
    top = 0
    for win, teams in comps:
        strengths = [math.prod(gamma[i] for i in team) for team in teams]
        ll += math.log(strengths[win] / sum(strengths))
        top += strengths[win] >= max(strengths)
    n = max(1, len(comps))
    return ll / n, top / n


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: ``generate`` or ``fit`` (see the module docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    gen = sub.add_parser("generate", help="self-play games of the level-5 search")
    gen.add_argument("--size", default="7x7")
    gen.add_argument("--games", type=int, default=10)
    gen.add_argument("--iterations", type=int, default=400)
    gen.add_argument("--openings", type=int, default=4)
    gen.add_argument("--seed", type=int, default=1)
    gen.add_argument("--out", type=Path, required=True)
    fitp = sub.add_parser("fit", help="fit the gammas and write the model file")
    fitp.add_argument("games", type=Path, nargs="+")
    fitp.add_argument("--iterations", type=int, default=20)
    fitp.add_argument("--min-count", type=int, default=3)
    fitp.add_argument("--scale", type=float, default=0.25)
    fitp.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    if args.command == "generate":
        plies = generate(args.size, args.games, args.iterations, args.openings, args.seed,
                         args.out)
        print(f"{plies} positions in {time.perf_counter() - started:.0f} s", file=sys.stderr)
        return 0
    positions = read_games(args.games)
    model = fit(positions, args.iterations, args.min_count)
    model.scale = args.scale
    args.out.write_text(json.dumps(model.to_json(), separators=(",", ":")) + "\n",
                        encoding="utf-8")
    print(f"{len(positions)} positions, {sum(map(len, model.gammas.values()))} feature values, "
          f"{args.out} written in {time.perf_counter() - started:.0f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
