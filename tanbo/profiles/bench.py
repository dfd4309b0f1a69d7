"""``python -m tanbo.profiles.bench``: the cost of the profile data of 10,000 games.

Builds :func:`synthetic` data (``--games``, default 10,000, with their records), writes
it once, then times, best of ``--repeat`` runs: reading the file (:func:`~.store.parse`),
the ratings (:func:`~.ratings.rating_histories`), every profile's statistics
(:func:`~.stats.all_statistics`), both games' top lists, and all of that together (what
the statistics screen costs to open), plus writing the file (:func:`~.store.to_text`,
done after each game). It prints the file's size against its bound. A command, not a
test: the figures depend on the machine and its load (the CPU time, ``time.process_time``,
less so than the wall-clock time on a shared machine).
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from tanbo.profiles.model import GameEntry, ProfileData, profile_opponent
from tanbo.profiles.ratings import rating_histories
from tanbo.profiles.stats import all_statistics, top_lists
from tanbo.profiles.store import MAX_PROFILE_BYTES, parse, to_text

__all__ = ["synthetic", "fake_record", "main"]

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
    import datetime

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


def _best(repeat: int, work: Callable[[], object]) -> tuple[float, float]:
    """The best wall-clock and the best process (CPU) time of ``repeat`` runs, in seconds."""
    wall = cpu = float("inf")
    for _ in range(repeat):
        start, start_cpu = time.perf_counter(), time.process_time()
        work()
        wall = min(wall, time.perf_counter() - start)
        cpu = min(cpu, time.process_time() - start_cpu)
    return wall, cpu


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print its figures (see the module docstring)."""
    parser = argparse.ArgumentParser(prog="python -m tanbo.profiles.bench", description=__doc__)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    data = synthetic(args.games, args.seed)
    text = to_text(data)
    loaded = parse(text)
    with_records = sum(g.record is not None for g in loaded.games)
    print(f"{args.games:,} games, {len(loaded.games):,} kept as rows, {with_records:,} with "
          f"their record; file {len(text):,} bytes (bound {MAX_PROFILE_BYTES:,})")

    def screen() -> None:
        fresh = parse(text)
        histories = rating_histories(fresh)
        stats = all_statistics(fresh, histories)
        for game in ("tanbo", "deago"):
            top_lists(fresh, game, stats=stats)

    histories = rating_histories(loaded)
    stats = all_statistics(loaded, histories)
    figures = [
        ("read the file (parse)", _best(args.repeat, lambda: parse(text))),
        ("ratings (Glicko-2, daily periods)", _best(args.repeat, lambda: rating_histories(loaded))),
        ("statistics of every profile", _best(args.repeat,
                                              lambda: all_statistics(loaded, histories))),
        ("top lists of both games", _best(args.repeat, lambda: [
            top_lists(loaded, g, stats=stats) for g in ("tanbo", "deago")])),
        ("load + compute all (the statistics screen)", _best(args.repeat, screen)),
        ("write the file (to_text, after a game)", _best(args.repeat, lambda: to_text(loaded))),
    ]
    print(f"{'':<45} {'wall':>8}    {'CPU':>8}")
    for label, (wall, cpu) in figures:
        print(f"{label:<45} {wall * 1000:8.1f} ms {cpu * 1000:8.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
