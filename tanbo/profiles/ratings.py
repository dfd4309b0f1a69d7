"""The profiles' ratings over their games: Glicko-2 with one rating period per day.

**Rating periods.** A period is one local day (the first ten characters of a game's
date). Glicko-2 wants several games a period (the paper: 10-15 on average) and treats
the games of a period as played at once against the opponents' ratings at its start;
a day is the natural unit of play on a device (a sitting), keeps a burst of games from
whipping the rating about game by game (as each game its own period would), and makes
the rating independent of the order of the games within the day, so merging an
imported file gives the same ratings whatever the order. The rating shown after a
game is today's period computed over today's games so far (recomputed, not
accumulated, after each game). A day without rated games grows the deviation
(:func:`tanbo.profiles.glicko2.idle`), so a player back after a month is less certain.

**What is rated.** A profile has one rating per game (Tanbo, DEAGO), over its results
against the computer (each computer's fixed rating for the board size played,
:func:`tanbo.profiles.levels.level_rating`) and against other profiles of the device
(their rating at the start of the day). Games against a player by link or a person at
the same screen who is not a profile are counted in the statistics but not rated: their
strength is unknown.
"""

from __future__ import annotations

import datetime
import functools
import math
from dataclasses import dataclass, field

from tanbo.profiles.glicko2 import (
    DEFAULT_RD,
    DEFAULT_TAU,
    DEFAULT_VOLATILITY,
    MAX_RD,
    SCALE,
    Rating,
    g_factor,
    update,
)
from tanbo.profiles.levels import COMPUTERS, level_rating
from tanbo.profiles.model import PROFILE, GameEntry, ProfileData

__all__ = ["RatingPoint", "History", "rating_histories", "day_number"]

_PROFILE_PREFIX = PROFILE + ":"
_NEW_PHI = DEFAULT_RD / SCALE
_DEFAULT_G = g_factor(_NEW_PHI)


@dataclass(frozen=True)
class RatingPoint:
    """The rating after one day's period: ``day`` (``YYYY-MM-DD``), ``rating``, ``games`` rated."""

    day: str
    rating: Rating
    games: int


@dataclass
class History:
    """One profile's rating in one game: its points (one per day played) and where it stands."""

    points: list[RatingPoint] = field(default_factory=list)
    current: Rating = field(default_factory=Rating)
    last_day: str | None = None
    rated_games: int = 0


_ORDINALS: dict[str, int] = {}


def day_number(day: str) -> int:
    """The day's proleptic Gregorian ordinal (``YYYY-MM-DD``; cached)."""
    n = _ORDINALS.get(day)
    if n is None:
        n = datetime.date.fromisoformat(day).toordinal()
        if len(_ORDINALS) > 100_000:  # a cache: bounded
            _ORDINALS.clear()
        _ORDINALS[day] = n
    return n


_State = list[float]
"""A rating in the making: ``[mu, phi, sigma, day number of its last period or -1]``."""
_MAX_PHI = MAX_RD / SCALE


def _state(rating: Rating, last_day: str | None) -> _State:
    return [rating.mu, rating.phi, rating.volatility,
            -1.0 if last_day is None else float(day_number(last_day))]


def _phi_at(state: _State, day: int) -> float:
    """The deviation at the start of ``day``: grown by the days without games since the last."""
    phi, last = state[1], state[3]
    if last < 0 or day - last <= 1:
        return phi
    return min(math.sqrt(phi * phi + (day - last - 1) * state[2] * state[2]), _MAX_PHI)


_COMPUTER_CACHE: dict[tuple[str, str, str], tuple[float, float]] = {}
"""(game, size, computer) -> (mu, g(phi)) of the computers met so far."""


@functools.lru_cache(maxsize=256)
def _computer(game: str, size: str, computer: str) -> tuple[float, float]:
    rating = level_rating(game, size, computer)
    return rating.mu, g_factor(rating.phi)


def rating_histories(
    data: ProfileData, tau: float = DEFAULT_TAU, today: str | None = None
) -> dict[tuple[str, str], History]:
    """Every profile's rating history per game, by ``(profile id, game)``.

    Starts from the archive's ratings, then one period per day of :attr:`ProfileData.games`
    (which are in date order). With ``today`` (``YYYY-MM-DD``) each ``current`` also
    has the deviation's growth for the days since the last period up to today.
    """
    if not tau > 0:
        raise ValueError(f"tau must be positive, got {tau!r}")
    states: dict[tuple[str, str], _State] = {}
    histories: dict[tuple[str, str], History] = {}
    for key, totals in data.archive.items():
        if totals.rating is not None:
            states[key] = _state(totals.rating, totals.last_day)
            histories[key] = History([], totals.rating, totals.last_day, 0)
    games = data.games
    i, n = 0, len(games)
    while i < n:
        day = games[i].date[:10]
        j = i + 1
        while j < n and games[j].date.startswith(day):
            j += 1
        _period(states, histories, games, i, j, day, tau)
        i = j
    for key, h in histories.items():
        st = states.get(key)
        if st is not None:
            phi = st[1] if today is None else _phi_at(st, day_number(today))
            h.current = Rating.from_glicko2(st[0], phi, st[2])
    return histories


def _period(
    states: dict[tuple[str, str], _State], histories: dict[tuple[str, str], History],
    games: list[GameEntry], i: int, j: int, day: str, tau: float,
) -> None:
    number = day_number(day)
    played: dict[tuple[str, str], list[tuple[float, float, float]]] = {}
    start: dict[tuple[str, str], tuple[float, float]] = {}
    computers = _COMPUTER_CACHE
    for k in range(i, j):
        _, profile, game, size, _, opp, _, score, _, _ = games[k]
        at = computers.get((game, size, opp))
        if at is None:
            if opp in COMPUTERS:
                at = computers[(game, size, opp)] = _computer(game, size, opp)
            elif opp.startswith(_PROFILE_PREFIX):
                key_j = (opp[len(_PROFILE_PREFIX):], game)
                at = start.get(key_j)
                if at is None:
                    st = states.get(key_j)
                    at = (0.0, _DEFAULT_G) if st is None else (st[0],
                                                              g_factor(_phi_at(st, number)))
                    start[key_j] = at
            else:
                continue
        key = (profile, game)
        found = played.get(key)
        if found is None:
            played[key] = [(at[0], at[1], score)]
        else:
            found.append((at[0], at[1], score))
    updates = []
    for key, results in played.items():
        st = states.get(key)
        if st is None:
            mu, phi, sigma = 0.0, _NEW_PHI, DEFAULT_VOLATILITY
        else:
            mu, phi, sigma = st[0], _phi_at(st, number), st[2]
        updates.append((key, update(mu, phi, sigma, results, tau), len(results)))
    for key, (mu, phi, sigma), count in updates:
        states[key] = [mu, phi, sigma, float(number)]
        h = histories.get(key)
        if h is None:
            h = histories[key] = History()
        h.last_day = day
        h.rated_games += count
        h.points.append(RatingPoint(day, Rating.from_glicko2(mu, phi, sigma), count))
