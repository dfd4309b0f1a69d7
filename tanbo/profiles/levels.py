"""Fixed ratings of the computer's levels, per game and board size, from the measured ladder.

The source is the ladder of matches in ``docs/results/tanbo-ai.md`` and
``docs/results/deago-ai.md`` ("The ladder"): 100 games a rung, colours swapped, each
level against the one below and level 1 against ``random``. :data:`LADDER` holds those
figures (wins of the stronger side out of the games), :data:`LEVEL_TABLE` the ratings
they give, and ``tests/profiles/test_levels.py`` checks that :func:`derive` turns the
one into the other.

The derivation:

- **Anchor**: level 1 is 1500, a new player's rating, so a new player's first
  suggestion (:func:`suggest_level`) is level 1, and the ladder is read up and down
  from the best-measured point (``random`` is one rung below it).
- **Each rung** adds the Elo difference of its score ``p``: ``400 * log10(p / (1 -
  p))``. A 100% (or 0%) score has no finite difference, so it counts as half a game
  less: ``p`` is kept within ``[0.5 / n, 1 - 0.5 / n]`` for ``n`` games (100/100 is
  read as 99.5%, +920).
- **To the Glicko scale**: the Glicko scale is Elo's (the expected score is
  ``1 / (1 + 10^(-d / 400))`` for a known opponent), so the differences are added as
  they are.
- **The deviation (RD)** of a level is the standard error of its distance from the
  anchor: each rung's error ``400 / ln 10 / sqrt(n p (1 - p))`` (the score's binomial
  error through the logistic's slope), summed in quadrature from level 1 outwards,
  at least :data:`MIN_LEVEL_RD` (30; level 1 itself is 30, not 0, because the
  anchor is a choice, not a measurement of people).

The ladder was measured on Tanbo 7x7 and 11x11 and DEAGO 13x13 and 19x19 (Tanbo's
dense setup, DEAGO's neutral layout 9). Any other size takes the ladder of the measured
size of its game nearest in number of points (ties: the larger); setups share their
size's ladder. Some rungs were measured at reduced time (``--time-scale``): those are
the ladder's own conditions, stated in the results pages.

Computer opponents are named as :mod:`tanbo.players` names them: ``random``,
``level1`` … ``level5``.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass

from tanbo.profiles.glicko2 import DEFAULT_RATING, Rating, expected_score

__all__ = [
    "COMPUTERS",
    "Rung",
    "LADDER",
    "LEVEL_TABLE",
    "MIN_LEVEL_RD",
    "elo_difference",
    "rung_error",
    "derive",
    "ladder_size",
    "level_rating",
    "suggest_level",
]

COMPUTERS = ("random", "level1", "level2", "level3", "level4", "level5")
"""The computer opponents, weakest first (the player kinds of :mod:`tanbo.players`)."""
ANCHOR = "level1"
MIN_LEVEL_RD = 30.0


@dataclass(frozen=True)
class Rung:
    """One measured match: ``stronger`` beat ``weaker`` in ``wins`` of ``games`` games."""

    stronger: str
    weaker: str
    wins: int
    games: int = 100


def _rungs(*wins: int) -> tuple[Rung, ...]:
    return tuple(Rung(COMPUTERS[i + 1], COMPUTERS[i], w) for i, w in enumerate(wins))


LADDER: dict[tuple[str, str], tuple[Rung, ...]] = {
    # docs/results/tanbo-ai.md, "The ladder": level 1 vs random, 2 vs 1, 3 vs 2, 4 vs 3, 5 vs 4
    ("tanbo", "7x7"): _rungs(95, 79, 75, 98, 86),
    ("tanbo", "11x11"): _rungs(100, 74, 71, 95, 99),
    # docs/results/deago-ai.md, "The ladder" (neutral layout 9)
    ("deago", "13x13"): _rungs(100, 94, 89, 76, 83),
    ("deago", "19x19"): _rungs(100, 96, 88, 73, 92),
}
"""The measured ladder: per (game, size), the rungs from ``random`` up to level 5."""

LEVEL_TABLE: dict[tuple[str, str], dict[str, tuple[int, int]]] = {
    ("tanbo", "7x7"): {
        "random": (988, 80), "level1": (1500, 30), "level2": (1730, 43),
        "level3": (1921, 59), "level4": (2597, 137), "level5": (2912, 146),
    },
    ("tanbo", "11x11"): {
        "random": (580, 246), "level1": (1500, 30), "level2": (1682, 40),
        "level3": (1837, 55), "level4": (2349, 97), "level5": (3147, 200),
    },
    ("deago", "13x13"): {
        "random": (580, 246), "level1": (1500, 30), "level2": (1978, 73),
        "level3": (2341, 92), "level4": (2541, 100), "level5": (2817, 111),
    },
    ("deago", "19x19"): {
        "random": (580, 246), "level1": (1500, 30), "level2": (2052, 89),
        "level3": (2398, 104), "level4": (2571, 111), "level5": (2995, 128),
    },
}
"""Each computer's (rating, RD) on the Glicko scale, rounded: :func:`derive` of :data:`LADDER`."""


def elo_difference(wins: float, games: int) -> float:
    """The Elo difference of scoring ``wins`` of ``games`` (0% and 100%: half a game less)."""
    if games <= 0:
        raise ValueError(f"a rung needs games, got {games!r}")
    p = min(max(wins / games, 0.5 / games), 1.0 - 0.5 / games)
    return 400.0 * math.log10(p / (1.0 - p))


def rung_error(wins: float, games: int) -> float:
    """The standard error of :func:`elo_difference` (same clamp of the score)."""
    p = min(max(wins / games, 0.5 / games), 1.0 - 0.5 / games)
    return 400.0 / math.log(10.0) / math.sqrt(games * p * (1.0 - p))


def derive(rungs: tuple[Rung, ...]) -> dict[str, Rating]:
    """Each computer's rating from a ladder's rungs (see the module docstring).

    The rungs must link the computers in a chain through :data:`ANCHOR` (level 1).
    """
    ratings: dict[str, tuple[float, float]] = {ANCHOR: (DEFAULT_RATING, 0.0)}
    pending = list(rungs)
    while pending:
        progress = False
        for rung in list(pending):
            diff = elo_difference(rung.wins, rung.games)
            err2 = rung_error(rung.wins, rung.games) ** 2
            if rung.weaker in ratings:
                r, v = ratings[rung.weaker]
                ratings[rung.stronger] = (r + diff, v + err2)
            elif rung.stronger in ratings:
                r, v = ratings[rung.stronger]
                ratings[rung.weaker] = (r - diff, v + err2)
            else:
                continue
            pending.remove(rung)
            progress = True
        if not progress:
            raise ValueError(f"rungs not linked to {ANCHOR}: {pending!r}")
    return {
        name: Rating(r, max(MIN_LEVEL_RD, math.sqrt(v)), 0.0)
        for name, (r, v) in sorted(ratings.items(), key=lambda kv: COMPUTERS.index(kv[0]))
    }


def _points(size: str) -> int:
    width, _, height = size.partition("x")
    return int(width) * int(height)


def ladder_size(game: str, size: str) -> str:
    """The measured size whose ladder ``size`` uses: itself, or the nearest by points.

    A tie goes to the larger.

    Raises ``KeyError`` for a game with no ladder.
    """
    measured = [s for g, s in LADDER if g == game]
    if not measured:
        raise KeyError(game)
    if size in measured:
        return size
    points = _points(size)
    return min(measured, key=lambda s: (abs(_points(s) - points), -_points(s)))


@functools.lru_cache(maxsize=256)
def level_rating(game: str, size: str, computer: str) -> Rating:
    """The fixed rating of ``computer`` (``random``, ``level1`` … ``level5``) on ``game`` ``size``.

    Raises ``KeyError`` for an unknown game or computer.
    """
    rating, rd = LEVEL_TABLE[(game, ladder_size(game, size))][computer]
    return Rating(float(rating), float(rd), 0.0)


def suggest_level(player: Rating, game: str, size: str) -> str:
    """The computer that gives ``player`` the most even game: expected score nearest 0.5.

    Only the levels (``level1`` … ``level5``) are offered, not ``random``; a tie goes
    to the weaker level.
    """
    levels = [c for c in COMPUTERS if c.startswith("level")]
    return min(
        levels, key=lambda c: abs(expected_score(player, level_rating(game, size, c)) - 0.5)
    )
