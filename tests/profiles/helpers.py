"""Small builders of profile data for the tests."""

from __future__ import annotations

from tanbo.profiles.model import GameEntry, ProfileData

RECORD = '[Game "Tanbo"]\n[Size "7x7"]\n[Setup "dense"]\n\n1. b7 d7\n'


def entry(date: str = "2026-12-02T10:00", profile: str = "p1", opponent: str = "level1",
          score: float = 1.0, *, game: str = "tanbo", size: str = "7x7", setup: str = "dense",
          colour: int = 1, plies: int = 40, record: str | None = RECORD) -> GameEntry:
    return GameEntry(date, profile, game, size, setup, opponent, colour, score, plies, record)


def two_profiles() -> ProfileData:
    data = ProfileData()
    data.add_profile("Ann")
    return data
