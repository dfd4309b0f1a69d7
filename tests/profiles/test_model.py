"""Profiles in memory: names, ids, the default profile, removing one, game order."""

from __future__ import annotations

import pytest

from tanbo.errors import ProfileError
from tanbo.profiles.model import (
    DEFAULT_NAME,
    MAX_PROFILES,
    ProfileData,
    check_name,
    opponent_kind,
)
from tanbo.profiles.store import check_entry, parse, to_text
from tests.profiles.helpers import entry, two_profiles


def test_the_default_profile_needs_no_name() -> None:
    data = ProfileData()
    assert [p.name for p in data.profiles] == [DEFAULT_NAME] and data.current == "p1"


@pytest.mark.parametrize("name", ["", " Ann", "Ann ", "A\tB", "A\u200bB", "x" * 33, "\x00"])
def test_bad_names_are_refused(name: str) -> None:
    with pytest.raises(ProfileError):
        check_name(name)


def test_good_names() -> None:
    for name in ["Ann", "Борис", "Mary Jane", "x" * 32, "李"]:
        assert check_name(name) == name


def test_ids_are_never_reused_and_names_are_unique() -> None:
    data = two_profiles()
    with pytest.raises(ProfileError, match="already"):
        data.add_profile("Ann")
    data.remove_profile("p2")
    assert data.add_profile("Ann").id == "p3"
    with pytest.raises(ProfileError, match="already"):
        data.rename("p1", "Ann")
    data.rename("p1", "Zoe")
    assert data.names() == {"p1": "Zoe", "p3": "Ann"}
    while len(data.profiles) < MAX_PROFILES:
        data.add_profile(f"P{len(data.profiles)}")
    with pytest.raises(ProfileError, match="at most"):
        data.add_profile("One more")


def test_removing_a_profile_keeps_the_others_games_as_local() -> None:
    data = two_profiles()
    data.add_game(entry(profile="p1", opponent="profile:p2"))
    data.add_game(entry(profile="p2", opponent="profile:p1", score=0.0))
    data.current = "p2"
    data.remove_profile("p2")
    assert [g.opponent for g in data.games] == ["local:Ann"]
    assert data.current == "p1"
    assert parse(to_text(data)) == data
    with pytest.raises(ProfileError, match="last"):
        data.remove_profile("p1")


def test_games_are_kept_in_date_order() -> None:
    data = ProfileData()
    for date in ["2026-01-02T10:00", "2026-01-03T10:00", "2026-01-01T10:00",
                 "2026-01-02T10:00"]:
        data.add_game(entry(date, plies=len(data.games)))
    assert [(g.date, g.plies) for g in data.games] == [
        ("2026-01-01T10:00", 2), ("2026-01-02T10:00", 0), ("2026-01-02T10:00", 3),
        ("2026-01-03T10:00", 1)]


def test_opponent_codes() -> None:
    assert opponent_kind("level3") == ("computer", "level3")
    assert opponent_kind("random") == ("computer", "random")
    assert opponent_kind("profile:p12") == ("profile", "p12")
    assert opponent_kind("link:") == ("link", "")
    assert opponent_kind("local:Grandpa") == ("local", "Grandpa")
    for bad in ["level6", "human", "profile:p0", "profile:x", "local: x", "link:\n", ""]:
        with pytest.raises(ProfileError):
            opponent_kind(bad)


def test_check_entry() -> None:
    good = entry()
    assert check_entry(good, {"p1"}) is good
    for bad in [entry(size="8x8"), entry(colour=0), entry(score=0.25), entry(profile="p2"),
                entry(opponent="profile:p1"), entry(date="2026-13-01T10:00"),
                entry(record="not a record")]:
        with pytest.raises(ProfileError):
            check_entry(bad, {"p1"})
