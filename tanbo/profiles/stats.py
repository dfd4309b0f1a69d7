"""Statistics of the profiles' games, their rating series and the top lists.

Everything is computed from a :class:`~tanbo.profiles.model.ProfileData` in one pass over
its games (plus the ratings, :func:`tanbo.profiles.ratings.rating_histories`):

- :func:`statistics`: per profile, the games, wins, losses and draws in all and by
  game, board, opponent and colour; the current and best streaks; games per day; the
  rating over time per game (a series for a graph); the past games, newest first;
- :func:`top_lists`: the top 20 by rating, by wins and by games of one game, among the
  device's profiles and the computer levels, as on the seed's game site.

Folded games (the archive, see :mod:`tanbo.profiles.store`) count in the totals and
the ratings only: their breakdowns, streaks and days are no longer known.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from itertools import groupby
from operator import itemgetter
from typing import TypeVar

from tanbo.profiles.glicko2 import Rating
from tanbo.profiles.levels import COMPUTERS, level_rating
from tanbo.profiles.model import PROFILE, ProfileData
from tanbo.profiles.ratings import History, rating_histories

__all__ = [
    "Tally",
    "Streaks",
    "Statistics",
    "statistics",
    "all_statistics",
    "TopEntry",
    "TopLists",
    "top_lists",
    "TOP",
]

TOP = 20
"""The length of a top list (the seed's site shows the top 20)."""


@dataclass
class Tally:
    """Games, wins, losses and draws."""

    games: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0

    def add(self, score: float, games: int = 1) -> None:
        """Count ``games`` games of ``score`` (1, 0.5, 0)."""
        self.games += games
        if score == 1.0:
            self.wins += games
        elif score == 0.0:
            self.losses += games
        else:
            self.draws += games

    @property
    def score(self) -> float:
        """Points per game (a draw half a point); 0 with no games."""
        return (self.wins + 0.5 * self.draws) / self.games if self.games else 0.0


@dataclass
class Streaks:
    """The run of equal results the games end on (``current_kind``: 1 win, 0.5 draw, 0 loss).

    ``best_wins`` is the longest run of wins, ``worst_losses`` of losses.
    """

    current: int = 0
    current_kind: float | None = None
    best_wins: int = 0
    worst_losses: int = 0

    def add(self, score: float) -> None:
        """Continue the streaks with one more game."""
        if score == self.current_kind:
            self.current += 1
        else:
            self.current_kind, self.current = score, 1
        if score == 1.0:
            self.best_wins = max(self.best_wins, self.current)
        elif score == 0.0:
            self.worst_losses = max(self.worst_losses, self.current)


@dataclass
class Statistics:
    """One profile's statistics (see the module docstring).

    Keys: ``by_game[game]``, ``by_board[(game, size)]``, ``by_opponent[(game, opponent
    code)]``, ``by_colour[(game, colour)]``; ``streaks[None]`` over all games and
    ``streaks[game]`` per game; ``activity[day]`` games that day, in day order;
    ``ratings[game]`` the rating history; ``recent`` the indexes of the profile's games
    in :attr:`ProfileData.games`, newest first.
    """

    profile: str
    total: Tally = field(default_factory=Tally)
    by_game: dict[str, Tally] = field(default_factory=dict)
    by_board: dict[tuple[str, str], Tally] = field(default_factory=dict)
    by_opponent: dict[tuple[str, str], Tally] = field(default_factory=dict)
    by_colour: dict[tuple[str, int], Tally] = field(default_factory=dict)
    streaks: dict[str | None, Streaks] = field(default_factory=dict)
    activity: dict[str, int] = field(default_factory=dict)
    ratings: dict[str, History] = field(default_factory=dict)
    recent: list[int] = field(default_factory=list)

    def rating(self, game: str) -> Rating:
        """The profile's current rating in ``game`` (a new player's if it has none)."""
        history = self.ratings.get(game)
        return Rating() if history is None else history.current


_K = TypeVar("_K")
_COMBO = itemgetter(1, 2, 3, 5, 6, 7)  # profile, game, size, opponent, colour, score
_PROFILE_GAME_SCORE = itemgetter(1, 2, 7)


def _tally(table: dict[_K, Tally], key: _K) -> Tally:
    found = table.get(key)
    if found is None:
        found = table[key] = Tally()
    return found


def all_statistics(
    data: ProfileData,
    histories: dict[tuple[str, str], History] | None = None,
    today: str | None = None,
) -> dict[str, Statistics]:
    """Every profile's :class:`Statistics`, by profile id.

    ``histories`` are :func:`rating_histories` of ``data`` when already computed;
    ``today`` (``YYYY-MM-DD``) ages the current ratings to today (see there). The
    games are counted by their distinct (profile, game, board, opponent, colour,
    result) in C (``Counter``), so the cost is one light pass over the games.
    """
    if histories is None:
        histories = rating_histories(data, today=today)
    stats = {p.id: Statistics(p.id) for p in data.profiles}
    for (pid, game), totals in data.archive.items():
        s = stats[pid]
        for tally in (s.total, _tally(s.by_game, game)):
            tally.games += totals.games
            tally.wins += totals.wins
            tally.losses += totals.losses
            tally.draws += totals.draws
    games = data.games
    for (pid, game, size, opponent, colour, score), n in Counter(
        map(_COMBO, games)
    ).items():
        s = stats[pid]
        for tally in (s.total, _tally(s.by_game, game), _tally(s.by_board, (game, size)),
                      _tally(s.by_opponent, (game, opponent)),
                      _tally(s.by_colour, (game, colour))):
            tally.add(score, n)
    sequences: dict[tuple[str, str | None], list[float]] = {}
    recent: dict[str, list[int]] = {pid: [] for pid in stats}
    for index, (pid, game, score) in enumerate(map(_PROFILE_GAME_SCORE, games)):
        recent[pid].append(index)
        for seq_key in ((pid, None), (pid, game)):
            found = sequences.get(seq_key)
            if found is None:
                sequences[seq_key] = [score]
            else:
                found.append(score)
    for (pid, which), scores in sequences.items():
        stats[pid].streaks[which] = _streaks(scores)
    for (pid, day), n in Counter(
        (g.profile, g.date[:10]) for g in games
    ).items():
        stats[pid].activity[day] = n
    for pid, indexes in recent.items():
        indexes.reverse()
        stats[pid].recent = indexes
    for (pid, game), history in histories.items():
        if pid in stats:
            stats[pid].ratings[game] = history
    return stats


def _streaks(scores: list[float]) -> Streaks:
    """The streaks of a sequence of scores, run by run (``groupby``)."""
    out = Streaks()
    for kind, run in groupby(scores):
        length = sum(1 for _ in run)
        if kind == 1.0:
            out.best_wins = max(out.best_wins, length)
        elif kind == 0.0:
            out.worst_losses = max(out.worst_losses, length)
        out.current_kind, out.current = kind, length
    return out


def statistics(data: ProfileData, profile: str, today: str | None = None) -> Statistics:
    """One profile's :class:`Statistics` (``KeyError`` for an unknown profile id)."""
    return all_statistics(data, today=today)[profile]


@dataclass(frozen=True)
class TopEntry:
    """One line of a top list: a profile (``kind`` ``"profile"``) or a computer level."""

    kind: str
    id: str
    name: str
    rating: Rating
    games: int
    wins: int


@dataclass(frozen=True)
class TopLists:
    """The three top lists of one game (each at most :data:`TOP` long)."""

    by_rating: list[TopEntry]
    by_wins: list[TopEntry]
    by_games: list[TopEntry]


def top_lists(
    data: ProfileData,
    game: str,
    size: str | None = None,
    stats: dict[str, Statistics] | None = None,
    limit: int = TOP,
) -> TopLists:
    """The top lists of ``game`` among the device's profiles and the computer levels.

    The computers' ratings are those of ``size`` (default: the game's default board);
    their games and wins are the ones the profiles played against them (in ``game``,
    any size). A profile is in the rating list once it has a rated game of ``game``,
    in the other two once it has played ``game``; a computer is always in the rating
    list, in the others once played. Ties: the more games first, then by name.
    """
    from tanbo.games import GAMES

    if stats is None:
        stats = all_statistics(data)
    if size is None:
        w, h = GAMES[game].default_size
        size = f"{w}x{h}"
    names = data.names()
    rated: list[TopEntry] = []
    played: list[TopEntry] = []
    computer = {c: Tally() for c in COMPUTERS}
    for pid, s in stats.items():
        tally = s.by_game.get(game, Tally())
        history = s.ratings.get(game)
        entry = TopEntry(PROFILE, pid, names[pid], s.rating(game), tally.games, tally.wins)
        if history is not None and (history.rated_games or history.last_day is not None):
            rated.append(entry)
        if tally.games:
            played.append(entry)
        for (g, opponent), t in s.by_opponent.items():
            if g == game and opponent in computer:
                c = computer[opponent]
                c.games += t.games
                c.wins += t.losses
    for name, t in computer.items():
        entry = TopEntry("computer", name, name, level_rating(game, size, name), t.games, t.wins)
        rated.append(entry)
        if t.games:
            played.append(entry)
    return TopLists(
        sorted(rated, key=lambda e: (-e.rating.rating, -e.games, e.name))[:limit],
        sorted(played, key=lambda e: (-e.wins, -e.games, e.name))[:limit],
        sorted(played, key=lambda e: (-e.games, -e.wins, e.name))[:limit],
    )
