"""Recording a finished game from its record, as the UI will at a game's end."""

from __future__ import annotations

import re

import pytest

from tanbo.errors import ProfileError
from tanbo.games import GAMES
from tanbo.profiles.recording import (
    entry_for,
    local_time,
    record_between_profiles,
    record_game,
    score_of,
)
from tanbo.profiles.store import parse, to_text
from tanbo.record import GameRecord, parse_record
from tests.profiles.helpers import two_profiles


def finished(game: str = "tanbo") -> GameRecord:
    spec = GAMES[game]
    w, h = spec.default_size
    state = spec.new_state(w, h, spec.default_setup)
    while not state.is_over:
        state.push(state.legal_moves()[0])
    return GameRecord.from_state(state)


def test_scores() -> None:
    assert score_of("black wins", 1) == 1 and score_of("black wins", 2) == 0
    assert score_of("white wins", 2) == 1 and score_of("draw", 1) == 0.5
    with pytest.raises(ProfileError, match="finished"):
        score_of("ongoing", 1)


def test_a_game_against_the_computer_is_recorded_and_replays() -> None:
    data = two_profiles()
    record = finished()
    entry = record_game(data, entry_for(record, "p1", "level1", 2, "2026-12-02T10:00"))
    assert (entry.game, entry.size, entry.setup, entry.plies) == (
        "tanbo", "7x7", "dense", len(record.moves))
    assert entry.score == (1.0 if record.tags["Result"] == "white wins" else 0.0)
    kept = parse(to_text(data)).games[0]
    assert kept.record is not None and parse_record(kept.record).replay().is_over


def test_a_deago_game_between_two_profiles_is_recorded_to_both() -> None:
    data = two_profiles()
    first, second = record_between_profiles(data, finished("deago"), "p2", "p1")
    assert (first.profile, first.opponent, first.colour) == ("p2", "profile:p1", 1)
    assert (second.profile, second.opponent, second.colour) == ("p1", "profile:p2", 2)
    assert first.score + second.score == 1 and first.date == second.date
    assert parse(to_text(data)) == data
    with pytest.raises(ProfileError):
        record_between_profiles(data, finished(), "p1", "p1")


def test_an_unfinished_game_or_a_bad_opponent_adds_nothing() -> None:
    data = two_profiles()
    spec = GAMES["tanbo"]
    with pytest.raises(ProfileError):
        record_game(data, entry_for(GameRecord.from_state(spec.new_state(7, 7, "dense")),
                                    "p1", "level1", 1))
    with pytest.raises(ProfileError):
        record_game(data, entry_for(finished(), "p1", "level7", 1))
    assert data.games == []


def test_local_time() -> None:
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d", local_time())
