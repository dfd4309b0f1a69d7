"""Puzzle files (strict reader), the shipped sets and the daily puzzle."""

from __future__ import annotations

import datetime
import json
from typing import Any

import pytest

from tanbo.errors import PuzzleError
from tanbo.puzzles.model import (
    MAX_FILE_BYTES,
    Puzzle,
    daily,
    format_puzzles,
    load_puzzles,
    puzzle_by_id,
    read_puzzles,
)

GAMES = ("tanbo", "deago")


def _file(game: str = "deago") -> dict[str, Any]:
    data: dict[str, Any] = json.loads(format_puzzles(game, load_puzzles(game)[:3], "cmd"))
    return data


def test_a_written_file_reads_back_the_same() -> None:
    for game in GAMES:
        puzzles = load_puzzles(game)
        assert read_puzzles(format_puzzles(game, puzzles)) == puzzles


def test_the_shipped_sets_have_ids_in_order_and_positions_once() -> None:
    for game in GAMES:
        puzzles = load_puzzles(game)
        assert [p.id for p in puzzles] == sorted(p.id for p in puzzles)
        assert all(p.id.startswith(game + "-") and p.game == game for p in puzzles)
        assert len({p.position for p in puzzles}) == len(puzzles)
        assert {p.difficulty for p in puzzles} <= {1, 2, 3, 4, 5}


def test_puzzle_by_id() -> None:
    first = load_puzzles("tanbo")[0]
    assert puzzle_by_id(first.id) is first
    for bad in ("tanbo-99999", "chess-0001", "tanbo", "", "tanbo-0001x"):
        with pytest.raises(PuzzleError):
            puzzle_by_id(bad)


def _refused(data: Any, kind: str = "corrupt") -> str:
    text = data if isinstance(data, str) else json.dumps(data)
    with pytest.raises(PuzzleError) as info:
        read_puzzles(text)
    assert info.value.kind == kind
    return str(info.value)


def test_malformed_files_are_refused() -> None:
    _refused("{")
    _refused("[]")
    _refused('{"format": "tanbo-puzzles", "version": 1, "version": 1}')
    data = _file()
    data["version"] = 2
    assert "newer" in _refused(data, "newer")
    for key, value in (("id", "tanbo-0001"), ("depth", 0), ("depth", True), ("difficulty", 6),
                       ("rating", float("nan")), ("theme", "removal"), ("solution", []),
                       ("position", "nonsense"), ("solution", ["z99"]), ("extra", 1)):
        data = _file()
        data["puzzles"][0][key] = value
        _refused(json.dumps(data).replace("NaN", "NaN"))
    data = _file()
    data["puzzles"][1]["id"] = data["puzzles"][0]["id"]
    assert "twice" in _refused(data)


def test_an_illegal_line_is_refused() -> None:
    data = _file("tanbo")
    first = data["puzzles"][0]
    first["solution"] = ["a1"] if first["solution"][0] != "a1" else ["b2"]
    _refused(data)


def test_a_huge_file_is_refused_before_parsing() -> None:
    _refused(" " * (MAX_FILE_BYTES + 1), "too-large")


def test_daily_is_stable_and_varies() -> None:
    for game in GAMES:
        day = datetime.date(2026, 12, 2)
        assert daily(game, day) == daily(game, datetime.date(2026, 12, 2))
        week = {daily(game, day + datetime.timedelta(days=k)).id for k in range(14)}
        assert len(week) >= min(10, len(load_puzzles(game)) // 2 + 1)
        assert isinstance(daily(game, day), Puzzle)


def test_daily_does_not_depend_on_the_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    day = datetime.date(2030, 1, 1)
    before = daily("deago", day)
    monkeypatch.setattr("time.time", lambda: 0.0)
    assert daily("deago", day) == before


def test_every_shipped_line_is_legal_on_its_position() -> None:
    """load_puzzles skips replaying the lines (speed); the full reader does not."""
    for game in GAMES:
        text = format_puzzles(game, load_puzzles(game))
        assert read_puzzles(text, lines=True) == load_puzzles(game)
