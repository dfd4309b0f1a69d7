"""Synthetic profile data: many finished games of three profiles, seeded.

:func:`synthetic` is the fixture of the profile tests (``tests/profiles``, the
Statistics screen's text fits), the screenshots (``tools/screenshots.py``) and the
benchmarks of the profile data and the Statistics screen (``tools/bench_profiles.py``,
``tools/bench_stats.py``; the browser's, ``tools/bench_stats_web.mjs``, loads this
file into the page). Not part of the game.
"""

from __future__ import annotations

import datetime
import random

from tanbo.profiles.model import GameEntry, ProfileData, profile_opponent

__all__ = ["synthetic", "fake_record"]

_KINDS = [
    # (game, size, setup, plies, weight)
    ("tanbo", "7x7", "dense", 54, 5),
    ("tanbo", "11x11", "dense", 150, 2),
    ("tanbo", "19x19", "classic", 300, 1),
    ("deago", "13x13", "9", 34, 2),
    ("deago", "19x19", "9", 40, 2),
]
_OPPONENTS = ["random", "level1", "level2", "level3", "level4", "level5",
              "link:", "local:Grandpa"]


def fake_record(game: str, size: str, setup: str, plies: int, rng: random.Random) -> str:
    """A record-shaped text of ``plies`` moves (the moves are not legal: for sizes only)."""
    width = int(size.partition("x")[0])
    files = "abcdefghijklmnopqrs"[:width]
    tag = "Setup" if game == "tanbo" else "Neutral"
    name = "Tanbo" if game == "tanbo" else "DEAGO"
    moves = [f"{rng.choice(files)}{rng.randint(1, width)}" for _ in range(plies)]
    lines = [f"{n + 1}. {' '.join(moves[2 * n:2 * n + 2])}" for n in range((plies + 1) // 2)]
    head = f'[Game "{name}"]\n[Size "{size}"]\n[{tag} "{setup}"]\n[Result "black wins"]\n\n'
    return head + "\n".join(lines) + "\n"


def synthetic(games: int = 10_000, seed: int = 0, records: bool = True,
              last_day: str | None = None) -> ProfileData:
    """``games`` finished games of three profiles, a few a day (seeded).

    10,000 games fall on 2,789 days, so as many rating periods: more than a real
    player's (a day's sitting is usually longer), so the ratings cost no less. Mostly
    against the levels, some between the profiles (two entries each), by link and at
    one screen; each with a record-shaped text when ``records``. With ``last_day``
    (``YYYY-MM-DD``) the days are moved so the last game falls on it (screenshots,
    the UI's tests: the activity of the last days shows).
    """
    rng = random.Random(seed)
    data = ProfileData()
    data.add_profile("Ann")
    data.add_profile("Борис")
    ids = [p.id for p in data.profiles]
    weights = [k[4] for k in _KINDS]
    day, minute = 739_000, 9 * 60  # an ordinal day, and the minute of that day
    entries: list[GameEntry] = []
    while len(entries) < games:
        if rng.random() < 0.3:
            day += rng.randint(1, 3)
            minute = rng.randint(8 * 60, 20 * 60)
        minute = min(minute + rng.randint(2, 25), 23 * 60 + 59)
        date = f"{datetime.date.fromordinal(day).isoformat()}T{minute // 60:02d}:{minute % 60:02d}"
        game, size, setup, plies, _ = rng.choices(_KINDS, weights)[0]
        plies = max(1, plies + rng.randint(-plies // 3, plies // 3))
        profile = rng.choice(ids)
        colour = rng.choice((1, 2))
        record = fake_record(game, size, setup, plies, rng) if records else None
        if rng.random() < 0.1:
            other = rng.choice([i for i in ids if i != profile])
            score = rng.choice((1.0, 0.0, 0.0, 1.0, 0.5))
            entries.append(GameEntry(date, profile, game, size, setup, profile_opponent(other),
                                     colour, score, plies, record))
            entries.append(GameEntry(date, other, game, size, setup, profile_opponent(profile),
                                     3 - colour, 1.0 - score, plies, record))
            continue
        opponent = rng.choice(_OPPONENTS)
        strength = _OPPONENTS.index(opponent) if opponent in _OPPONENTS[:6] else 2
        score = 1.0 if rng.random() < 0.9 - 0.17 * strength else 0.0
        entries.append(GameEntry(date, profile, game, size, setup, opponent, colour, score,
                                 plies, record))
    data.games = entries[:games]
    if last_day is not None and data.games:
        shift = (datetime.date.fromisoformat(last_day).toordinal()
                 - datetime.date.fromisoformat(data.games[-1].day).toordinal())
        data.games = [g._replace(date=datetime.date.fromordinal(
            datetime.date.fromisoformat(g.day).toordinal() + shift).isoformat() + g.date[10:])
            for g in data.games]
    return data
