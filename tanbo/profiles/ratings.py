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
from collections import defaultdict
from dataclasses import dataclass, field

from tanbo.profiles.glicko2 import DEFAULT_TAU, Rating, idle, rate
from tanbo.profiles.levels import COMPUTERS, level_rating
from tanbo.profiles.model import PROFILE, GameEntry, ProfileData

__all__ = ["RatingPoint", "History", "rating_histories", "day_number"]

_PROFILE_PREFIX = PROFILE + ":"


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
        _ORDINALS[day] = n
    return n


def _aged(history: History, day: str) -> Rating:
    """The rating at the start of ``day``: grown by the days without games since the last one."""
    if history.last_day is None:
        return history.current
    return idle(history.current, day_number(day) - day_number(history.last_day) - 1)


def rating_histories(
    data: ProfileData, tau: float = DEFAULT_TAU, today: str | None = None
) -> dict[tuple[str, str], History]:
    """Every profile's rating history per game, by ``(profile id, game)``.

    Starts from the archive's ratings, then one period per day of :attr:`ProfileData.games`
    (which are in date order). With ``today`` (``YYYY-MM-DD``) each ``current`` also
    has the deviation's growth for the days since the last period up to today.
    """
    histories: dict[tuple[str, str], History] = defaultdict(History)
    for key, totals in data.archive.items():
        if totals.rating is not None:
            histories[key] = History([], totals.rating, totals.last_day, 0)
    games = data.games
    i, n = 0, len(games)
    while i < n:
        day = games[i].day
        j = i
        while j < n and games[j].day == day:
            j += 1
        _period(histories, games[i:j], day, tau)
        i = j
    if today is not None:
        for h in histories.values():
            if h.last_day is not None and h.last_day < today:
                h.current = _aged(h, today)
    return dict(histories)


def _period(
    histories: dict[tuple[str, str], History], day_games: list[GameEntry], day: str, tau: float
) -> None:
    played: dict[tuple[str, str], list[tuple[Rating, float]]] = defaultdict(list)
    start: dict[tuple[str, str], Rating] = {}

    def at_start(key: tuple[str, str]) -> Rating:
        r = start.get(key)
        if r is None:
            h = histories.get(key)
            r = Rating() if h is None else _aged(h, day)
            start[key] = r
        return r

    for g in day_games:
        opp = g.opponent
        if opp in COMPUTERS:
            opponent = level_rating(g.game, g.size, opp)
        elif opp.startswith(_PROFILE_PREFIX):
            opponent = at_start((opp[len(_PROFILE_PREFIX):], g.game))
        else:
            continue
        played[(g.profile, g.game)].append((opponent, g.score))
    updates = {key: rate(at_start(key), results, tau) for key, results in played.items()}
    for key, new in updates.items():
        h = histories[key]
        h.current = new
        h.last_day = day
        h.rated_games += len(played[key])
        h.points.append(RatingPoint(day, new, len(played[key])))
