"""Statistics, streaks, activity, the rating series and the top lists."""

from __future__ import annotations

from tanbo.profiles.levels import COMPUTERS, level_rating
from tanbo.profiles.model import ProfileData
from tanbo.profiles.stats import Streaks, Tally, all_statistics, statistics, top_lists
from tanbo.profiles.store import fit
from tests.profiles.helpers import entry, two_profiles
from tests.support.profile_games import synthetic


def small() -> ProfileData:
    data = two_profiles()
    for date, opponent, score, colour in [
        ("2026-01-01T10:00", "level1", 1.0, 1),
        ("2026-01-01T10:30", "level1", 1.0, 2),
        ("2026-01-01T11:00", "level2", 0.0, 1),
        ("2026-01-03T09:00", "level2", 1.0, 2),
        ("2026-01-03T09:20", "level2", 1.0, 1),
        ("2026-01-03T09:40", "level3", 1.0, 2),
        ("2026-01-04T18:00", "link:", 0.5, 1),
    ]:
        data.add_game(entry(date, "p1", opponent, score, colour=colour))
    data.add_game(entry("2026-01-05T10:00", "p1", "profile:p2", 0.0, game="deago",
                        size="13x13", setup="9"))
    data.add_game(entry("2026-01-05T10:00", "p2", "profile:p1", 1.0, game="deago",
                        size="13x13", setup="9", colour=2))
    return data


def test_the_tallies() -> None:
    data = small()
    s = statistics(data, "p1")
    assert s.total == Tally(8, 5, 2, 1)
    assert s.by_game == {"tanbo": Tally(7, 5, 1, 1), "deago": Tally(1, 0, 1, 0)}
    assert s.by_board[("tanbo", "7x7")] == Tally(7, 5, 1, 1)
    assert s.by_opponent[("tanbo", "level2")] == Tally(3, 2, 1, 0)
    assert s.by_opponent[("deago", "profile:p2")] == Tally(1, 0, 1, 0)
    assert s.by_colour[("tanbo", 1)] == Tally(4, 2, 1, 1)
    assert s.by_colour[("tanbo", 2)] == Tally(3, 3, 0, 0)
    assert s.activity == {"2026-01-01": 3, "2026-01-03": 3, "2026-01-04": 1, "2026-01-05": 1}
    assert s.recent == [7, 6, 5, 4, 3, 2, 1, 0]
    assert Tally(4, 2, 1, 1).score == 0.625 and Tally().score == 0


def test_the_streaks() -> None:
    s = statistics(small(), "p1")
    assert s.streaks[None] == Streaks(current=1, current_kind=0.0, best_wins=3, worst_losses=1)
    assert s.streaks["tanbo"] == Streaks(current=1, current_kind=0.5, best_wins=3,
                                         worst_losses=1)
    other = statistics(small(), "p2")
    assert other.streaks[None] == Streaks(1, 1.0, 1, 0)


def test_the_rating_series_has_a_point_per_day_played() -> None:
    s = statistics(small(), "p1")
    points = s.ratings["tanbo"].points
    assert [p.day for p in points] == ["2026-01-01", "2026-01-03"]  # the link game is unrated
    assert points[-1].rating == s.rating("tanbo")
    assert s.rating("tanbo").rating > 1500
    assert statistics(ProfileData(), "p1").rating("tanbo").rating == 1500


def test_the_top_lists() -> None:
    data = small()
    tops = top_lists(data, "tanbo")
    assert len(tops.by_rating) == 1 + len(COMPUTERS)  # Ann has no Tanbo game
    ratings = [e.rating.rating for e in tops.by_rating]
    assert ratings == sorted(ratings, reverse=True)
    level5 = next(e for e in tops.by_rating if e.id == "level5")
    assert level5.rating == level_rating("tanbo", "7x7", "level5") and level5.games == 0
    assert [(e.name, e.wins, e.games) for e in tops.by_wins] == [
        ("Player", 5, 7), ("level2", 1, 3), ("level1", 0, 2), ("level3", 0, 1)]
    assert [e.name for e in tops.by_games] == ["Player", "level2", "level1", "level3"]
    deago = top_lists(data, "deago")
    assert [(e.name, e.wins) for e in deago.by_wins] == [("Ann", 1), ("Player", 0)]
    assert deago.by_rating[0].rating == level_rating("deago", "19x19", "level5")
    assert top_lists(data, "deago", "13x13").by_rating[0].rating == level_rating(
        "deago", "13x13", "level5")


def test_top_lists_hold_twenty() -> None:
    data = ProfileData()
    for i in range(19):
        data.add_profile(f"P{i:02d}")
    for p in data.profiles:
        data.add_game(entry(profile=p.id))
    tops = top_lists(data, "tanbo")
    assert len(tops.by_rating) == len(tops.by_wins) == len(tops.by_games) == 20


def test_the_totals_of_ten_thousand_games_add_up() -> None:
    data = synthetic(10_000, records=False)
    stats = all_statistics(data)
    assert sum(s.total.games for s in stats.values()) == 10_000
    for s in stats.values():
        assert sum(t.games for t in s.by_game.values()) == s.total.games
        assert sum(t.games for t in s.by_board.values()) == s.total.games
        assert sum(t.games for t in s.by_opponent.values()) == s.total.games
        assert sum(t.games for t in s.by_colour.values()) == s.total.games
        assert sum(s.activity.values()) == s.total.games == len(s.recent)
        t = s.total
        assert t.games == t.wins + t.losses + t.draws


def test_folded_games_count_in_the_totals() -> None:
    data = synthetic(13_000, records=False)
    before = all_statistics(data)
    after = all_statistics(fit(data))
    assert {k: v.total for k, v in before.items()} == {k: v.total for k, v in after.items()}
