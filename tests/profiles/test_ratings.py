"""The profiles' ratings: one Glicko-2 period per day, against a plain reference."""

from __future__ import annotations

import datetime
from collections import defaultdict

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tanbo.profiles.glicko2 import Rating, idle, rate
from tanbo.profiles.levels import COMPUTERS, level_rating
from tanbo.profiles.model import GameEntry, ProfileData
from tanbo.profiles.ratings import rating_histories
from tests.profiles.helpers import entry, two_profiles
from tests.support.profile_games import synthetic


def reference(data: ProfileData) -> dict[tuple[str, str], tuple[Rating, str]]:
    """The ratings the slow way: Rating objects, rate() and idle() day by day."""
    now: dict[tuple[str, str], tuple[Rating, str]] = {}
    by_day: dict[str, list[GameEntry]] = defaultdict(list)
    for g in data.games:
        by_day[g.day].append(g)

    def at_start(key: tuple[str, str], day: str) -> Rating:
        if key not in now:
            return Rating()
        rating, last = now[key]
        gap = (datetime.date.fromisoformat(day) - datetime.date.fromisoformat(last)).days
        return idle(rating, gap - 1)

    for day in sorted(by_day):
        played: dict[tuple[str, str], list[tuple[Rating, float]]] = defaultdict(list)
        for g in by_day[day]:
            if g.opponent in COMPUTERS:
                opponent = level_rating(g.game, g.size, g.opponent)
            elif g.opponent.startswith("profile:"):
                opponent = at_start((g.opponent[8:], g.game), day)
            else:
                continue
            played[(g.profile, g.game)].append((opponent, g.score))
        new = {key: rate(at_start(key, day), games) for key, games in played.items()}
        for key, rating in new.items():
            now[key] = (rating, day)
    return now


def close(a: Rating, b: Rating) -> bool:
    return (abs(a.rating - b.rating) < 1e-6 and abs(a.rd - b.rd) < 1e-6
            and abs(a.volatility - b.volatility) < 1e-9)


days = st.builds(lambda d: f"2026-01-{d:02d}T12:00", st.integers(1, 31))
games = st.builds(
    entry, days, st.sampled_from(["p1", "p2"]),
    st.sampled_from([*COMPUTERS, "profile:p1", "profile:p2", "link:", "local:"]),
    st.sampled_from([0.0, 0.5, 1.0]),
    game=st.sampled_from(["tanbo", "deago"]), size=st.just("7x7"), setup=st.just("dense"),
)


def _data(played: list[GameEntry]) -> ProfileData:
    data = two_profiles()
    for g in played:
        if g.opponent != f"profile:{g.profile}":
            g = g if g.game == "tanbo" else g._replace(size="19x19", setup="9")
            data.add_game(g)
    return data


@given(st.lists(games, max_size=40))
def test_the_ratings_are_the_reference(played: list[GameEntry]) -> None:
    data = _data(played)
    expected = reference(data)
    found = rating_histories(data)
    assert set(found) == set(expected)
    for key, (rating, day) in expected.items():
        assert close(found[key].current, rating) and found[key].last_day == day


@given(st.lists(games, max_size=40), st.randoms(use_true_random=False))
def test_the_order_within_a_day_does_not_matter(played: list[GameEntry], rnd: object) -> None:
    data = _data(played)
    shuffled = list(data.games)
    rnd.shuffle(shuffled)  # type: ignore[attr-defined]
    other = two_profiles()
    other.games = sorted(shuffled, key=lambda g: g.day)  # days in order, each day shuffled
    a, b = rating_histories(data), rating_histories(other)
    assert set(a) == set(b)
    for key in a:
        assert close(a[key].current, b[key].current)


def test_one_point_per_day_and_todays_period_counts_every_game_so_far() -> None:
    data = ProfileData()
    data.add_game(entry("2026-01-01T10:00", opponent="level1", score=1.0))
    data.add_game(entry("2026-01-01T11:00", opponent="level1", score=1.0))
    data.add_game(entry("2026-01-03T11:00", opponent="level2", score=0.0))
    history = rating_histories(data)[("p1", "tanbo")]
    assert [(p.day, p.games) for p in history.points] == [("2026-01-01", 2), ("2026-01-03", 1)]
    level1 = level_rating("tanbo", "7x7", "level1")
    first = rate(Rating(), [(level1, 1.0), (level1, 1.0)])
    assert close(history.points[0].rating, first)
    second = rate(idle(first, 1), [(level_rating("tanbo", "7x7", "level2"), 0.0)])
    assert close(history.current, second) and history.rated_games == 3


def test_today_grows_the_deviation_since_the_last_day() -> None:
    data = ProfileData()
    data.add_game(entry("2026-01-01T10:00"))
    now = rating_histories(data)[("p1", "tanbo")].current
    later = rating_histories(data, today="2026-01-31")[("p1", "tanbo")].current
    assert close(later, idle(now, 29))
    assert rating_histories(data, today="2026-01-01")[("p1", "tanbo")].current == now


def test_games_with_unrated_opponents_are_not_rated() -> None:
    data = ProfileData()
    data.add_game(entry(opponent="link:"))
    data.add_game(entry(opponent="local:Grandpa"))
    assert rating_histories(data) == {}


def test_a_profile_game_moves_both_ratings_the_other_way() -> None:
    data = two_profiles()
    data.add_game(entry(profile="p1", opponent="profile:p2", score=1.0))
    data.add_game(entry(profile="p2", opponent="profile:p1", score=0.0))
    found = rating_histories(data)
    p1, p2 = found[("p1", "tanbo")].current, found[("p2", "tanbo")].current
    assert p1.rating - 1500 == pytest.approx(1500 - p2.rating) and p1.rating > 1500


def test_a_synthetic_history_is_the_reference() -> None:
    data = synthetic(2_000, seed=4, records=False)
    expected = reference(data)
    found = rating_histories(data)
    assert {k: v.last_day for k, v in found.items()} == {k: d for k, (_, d) in expected.items()}
    assert all(close(found[k].current, r) for k, (r, _) in expected.items())
