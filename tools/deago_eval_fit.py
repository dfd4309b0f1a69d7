"""Fit level 5's evaluation weights to the results of recorded DEAGO games (issue 41).

    python tools/deago_eval_fit.py DIR... [--min-ply N] [--partner PREFIX] [--seed S]

Reads every ``*.deago`` record in the directories (games that ended in a win), and at
each position from ``--min-ply`` on where neither side can win at once (the search's
leaves: a position with an immediate win never gets a static score) takes the terms of
:func:`~tanbo.ai.games.deago.evaluation.evaluate_shapes` for the side to move
(:func:`~tanbo.ai.games.deago.evaluation.evaluation_terms`): its own
and the opponent's window sums, each side's captured stones, the pairs each could take
next move, and the open-three terms. A logistic regression of "the side to move won"
on those terms (a "Texel" fit; held-out games: a quarter, chosen by ``--seed``) gives
their weights; read in the evaluation's units (the opponent's window sum = -1), they
are :class:`~tanbo.ai.games.deago.alphabeta.AbConfig`'s ``tempo``, ``captures``,
``pairs`` and ``open_three``.

The games are between two players of different strength, so a covariate says which one
moves: +1 when the opponent's name starts with ``--partner`` (default ``fastab``), -1
when the mover's does. It takes up the strength gap, which otherwise leaks into the
terms the stronger side tends to have.

Prints the log loss on the held-out games of the current weights (one scale fitted)
and of the fitted ones, and the fitted weights. A measurement of what predicts the
result of a game; whether the search plays better with the weights is a match's
question (``docs/results/deago-level5-vs-fastab.md``).
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from pathlib import Path

import numpy as np

from tanbo.ai.games.deago.alphabeta import AbConfig
from tanbo.ai.games.deago.evaluation import TERMS, evaluate_shapes, evaluation_terms
from tanbo.ai.games.deago.player import LEVEL_CONFIGS
from tanbo.ai.games.deago.wins import winning_internal
from tanbo.games.deago.setups import BLACK, WHITE
from tanbo.games.deago.state import DeagoState
from tanbo.record import load_record

Position = tuple[str, list[float], list[float], float, int]
"""``(game, terms, scores, covariate, won)``: the terms (:func:`evaluation_terms`), the
evaluation's score under each configuration asked for, the covariate (see the module
docstring), 1 if the side to move won."""


def positions(
    dirs: list[str], min_ply: int, partner: str, configs: list[AbConfig]
) -> list[Position]:
    """Every quiet position of the records in ``dirs`` from ``min_ply`` on (see the module
    docstring), scored by :func:`evaluate_shapes` under each of ``configs``."""
    out: list[Position] = []
    for d in dirs:
        for path in sorted(Path(d).glob("*.deago")):
            rec = load_record(path)
            names = {BLACK: rec.tags.get("Black", ""), WHITE: rec.tags.get("White", "")}
            state = rec.start_state()
            assert isinstance(state, DeagoState)
            game: list[tuple[list[float], list[float], float, int]] = []
            for ply, text in enumerate(rec.moves, 1):
                c = state.to_move
                if (
                    ply >= min_ply and not state.winner
                    and not winning_internal(state, c) and not winning_internal(state, 3 - c)
                ):
                    side = (names[3 - c].startswith(partner)) - (names[c].startswith(partner))
                    scores = [
                        evaluate_shapes(
                            state, cfg.captures, cfg.pairs, cfg.threes, cfg.tempo, cfg.open_three
                        )
                        for cfg in configs
                    ]
                    game.append((evaluation_terms(state), scores, float(side), c))
                state.push(state.parse_move(text))
            if state.winner:  # a drawn or unfinished game says nothing of who was ahead
                out += [(str(path), t, sc, cv, int(state.winner == c)) for t, sc, cv, c in game]
    return out


def fit(x: np.ndarray, y: np.ndarray, l2: float = 1.0, rounds: int = 30) -> np.ndarray:
    """Logistic regression weights (Newton's method, an L2 penalty on the weights of the
    standardised columns; the last column, the intercept, is not scaled)."""
    scale = x.std(axis=0)
    scale[scale == 0] = 1.0
    scale[-1] = 1.0
    xs = x / scale
    w = np.zeros(x.shape[1])
    for _ in range(rounds):
        p = 1.0 / (1.0 + np.exp(-xs @ w))
        grad = xs.T @ (p - y) + l2 * w
        hess = (xs * (p * (1.0 - p))[:, None]).T @ xs + l2 * np.eye(len(w))
        w -= np.linalg.solve(hess, grad)
    fitted: np.ndarray = w / scale
    return fitted


def log_loss(x: np.ndarray, y: np.ndarray, w: np.ndarray) -> float:
    """Mean log loss of the weights ``w`` on ``(x, y)``."""
    p = np.clip(1.0 / (1.0 + np.exp(-x @ w)), 1e-9, 1.0 - 1e-9)
    return float(-np.mean(y * np.log(p) + (1.0 - y) * np.log(1.0 - p)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("dirs", nargs="+", help="directories of .deago records")
    parser.add_argument("--min-ply", type=int, default=6, help="first ply taken (default 6)")
    parser.add_argument("--partner", default="fastab", help="the covariate's player prefix")
    parser.add_argument("--seed", type=int, default=1, help="seed of the held-out games")
    parser.add_argument(
        "--try", dest="tries", action="append", default=[], metavar="KEY=VALUE,...",
        help="also the log loss of level 5's weights with these fields changed (repeatable)",
    )
    args = parser.parse_args(argv)
    configs = {"current": LEVEL_CONFIGS[5]}
    for text in args.tries:
        pairs = dict(item.split("=", 1) for item in text.split(","))
        configs[text] = LEVEL_CONFIGS[5].with_(**{k: float(v) for k, v in pairs.items()})
    rows = positions(args.dirs, args.min_ply, args.partner, list(configs.values()))
    if not rows:
        print("no positions found", file=sys.stderr)
        return 1
    games = sorted({g for g, *_ in rows})
    held = set(random.Random(args.seed).sample(games, len(games) // 4))

    def arrays(keep: bool, columns: str) -> tuple[np.ndarray, np.ndarray]:
        chosen = [r for r in rows if (r[0] in held) == keep]
        if columns in configs:
            k = list(configs).index(columns)
            x = [[sc[k], cv, 1.0] for _, _, sc, cv, _ in chosen]
        else:
            x = [[*t, cv, 1.0] for _, t, _, cv, _ in chosen]
        return np.array(x, dtype=float), np.array([r[4] for r in chosen], dtype=float)

    print(f"{len(rows)} positions of {len(games)} games ({len(held)} games held out)")
    for columns in (*configs, "terms"):
        xt, yt = arrays(False, columns)
        xh, yh = arrays(True, columns)
        w = fit(xt, yt)
        print(f"{columns:8s}\n    log loss: fitted games {log_loss(xt, yt, w):.4f}, "
              f"held-out games {log_loss(xh, yh, w):.4f}")
    unit = -w[1]  # the opponent's window sum is -1 in the evaluation
    print("\nterm        weight   in the evaluation's units   level 5 now")
    config = configs["current"]
    now = [config.tempo, -1.0, config.captures, -config.captures, 14.0 * config.pairs,
           -6.0 * config.pairs, config.open_three, -config.open_three]
    for name, weight, was in zip(TERMS, w, now, strict=False):
        print(f"{name:10s} {weight:9.5f}   {weight / unit:12.2f}   {was:12.2f}")
    print(f"{'covariate':10s} {w[-2]:9.5f}   {w[-2] / unit:12.2f}")
    u = w[: len(TERMS)] / unit
    suggested = {
        "tempo": u[0],
        "captures": (u[2] - u[3]) / 2,
        "pairs": (u[4] / 14.0 - u[5] / 6.0) / 2,
        "open_three": (u[6] - u[7]) / 2,
    }
    print("\nas AbConfig fields: " + ",".join(
        f"{k}={v:.3g}" for k, v in suggested.items() if math.isfinite(v)
    ))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
