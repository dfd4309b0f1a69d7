"""Games of a DEAGO match, one process, with each player's search rate per game (a measurement).

    PYTHONPATH=. python tools/deago_match_rates.py SEED START END [--black SPEC] [--white SPEC]

Plays games ``START`` to ``END - 1`` of the match ``python -m tanbo match --game deago
--black SPEC --white SPEC --time-scale 0.1 --clock cpu --openings 4 --seed SEED`` would
play (the same openings and player seeds, by game index: so part of a match can be played
again in a fresh process) and prints a line a game: who had Black, who won, the plies,
and for each player its nodes per CPU second of thinking and CPU seconds a move
(``--black``: a level-5 search player, ``--white``: a sparring partner). Nodes:
level 5's alpha-beta calls (``AbSearch._tick``; its VCF nodes are not counted) and a
sparring partner's budget ticks (``Budget.tick``: ``fastab``'s negamax and quiescence
calls): each engine's own unit, so compare each with itself across games (does a player
slow down as a process ages?), not the two with each other.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from tanbo.ai import match
from tanbo.ai.games.deago.alphabeta import AbSearch
from tanbo.ai.sparring.base import Budget


def _counting(cls: type, name: str, counts: dict[str, int], key: str) -> None:
    """Wrap ``cls.name`` so that each call adds one to ``counts[key]``."""
    original: Callable[..., Any] = getattr(cls, name)

    def counted(self: Any) -> Any:
        counts[key] += 1
        return original(self)

    setattr(cls, name, counted)


def main() -> None:
    """Play the games and print a line each (see the module docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("seed", type=int)
    parser.add_argument("start", type=int)
    parser.add_argument("end", type=int)
    parser.add_argument("--black", default="level:5", help="level 5 (level:5, ab:S:level=5,...)")
    parser.add_argument("--white", default="fastab", help="a sparring partner")
    args = parser.parse_args()
    counts = {"level": 0, "partner": 0}
    _counting(AbSearch, "_tick", counts, "level")
    _counting(Budget, "tick", counts, "partner")
    specs = (args.black, args.white)
    won = 0
    for g in range(args.start, args.end):
        counts["level"] = counts["partner"] = 0
        job = match.GameJob(
            index=g, specs=specs, names=specs, width=19, height=19, setup="9", game="deago",
            seed=args.seed, time_scale=0.1, gtp_timeout=30.0, openings=4, cpu_time=True,
        )
        out = match.play_one(job)
        if out.error:
            print(f"game {g}: {out.error}")
            continue
        won += out.winner == 0
        seconds, moves = out.seconds, out.moves
        rates = (counts["level"], counts["partner"])
        print(
            f"game {g}: {specs[out.first]} had Black, "
            f"{specs[out.winner] if out.winner >= 0 else 'draw'} won in {out.plies} plies; "
            + "; ".join(
                f"{specs[k]} {rates[k] / max(seconds[k], 1e-9):,.0f} nodes/s "
                f"{seconds[k] / max(moves[k], 1):.3f} s/move"
                for k in (0, 1)
            )
            + f"; {specs[0]} {won}/{g - args.start + 1}",
            flush=True,
        )


if __name__ == "__main__":
    main()
