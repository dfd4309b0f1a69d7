"""The profile file: round trips, strict refusals, set aside when unreadable, bounds, import."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tanbo.errors import ProfileError, TanboError
from tanbo.profiles import store
from tanbo.profiles.model import MAX_PROFILES, GameEntry, ProfileData
from tanbo.profiles.ratings import rating_histories
from tanbo.profiles.stats import all_statistics
from tanbo.profiles.store import (
    MAX_GAMES,
    MAX_PROFILE_BYTES,
    STORE_NAME,
    export_text,
    fit,
    import_text,
    open_profiles,
    parse,
    read,
    save_profiles,
    to_text,
)
from tanbo.ui.storage import FileStore, MemoryStore
from tests.profiles.helpers import RECORD, entry, two_profiles
from tests.support.profile_games import synthetic


def sample() -> ProfileData:
    data = two_profiles()
    data.add_game(entry("2026-12-01T09:00", "p1", "level2", 1.0))
    data.add_game(entry("2026-12-01T09:30", "p1", "profile:p2", 0.5, game="deago",
                        size="19x19", setup="9", colour=2, plies=31, record=None))
    data.add_game(entry("2026-12-01T09:30", "p2", "profile:p1", 0.5, game="deago",
                        size="19x19", setup="9", colour=1, plies=31, record=None))
    data.add_game(entry("2026-12-02T20:15", "p2", "link:", 0.0, setup=""))
    data.add_game(entry("2026-12-03T07:00", "p1", "local:Grandpa", 1.0, size="5x7"))
    return data


def test_round_trip() -> None:
    data = sample()
    text = to_text(data)
    assert parse(text) == data
    assert to_text(parse(text)) == text
    assert text.isascii()
    top = json.loads(text)
    assert top["format"] == "tanbo-profiles" and top["version"] == 1
    assert top["games"][0] == ["2026-12-01T09:00", "p1", "tanbo", "7x7", "dense", "level2", 1,
                               1, 40, RECORD]


def test_a_byte_order_mark_is_forgiven() -> None:
    text = to_text(sample())
    assert parse("\ufeff" + text) == sample() == parse(("\ufeff" + text).encode())


def test_non_ascii_names_round_trip() -> None:
    data = ProfileData()
    data.add_profile("Борис")
    data.add_game(entry(opponent="link:Аня"))
    text = to_text(data)
    assert text.isascii() and parse(text) == data and parse(text.encode()) == data


dates = st.builds(
    lambda d, h, m: f"2026-{d // 28 + 1:02d}-{d % 28 + 1:02d}T{h:02d}:{m:02d}",
    st.integers(0, 300), st.integers(0, 23), st.integers(0, 59),
)
entries = st.builds(
    entry, dates, st.sampled_from(["p1", "p2"]),
    st.sampled_from(["random", "level3", "link:x", "local:", "profile:p1", "profile:p2"]),
    st.sampled_from([0.0, 0.5, 1.0]), colour=st.sampled_from([1, 2]),
    plies=st.integers(0, 500), record=st.sampled_from([None, RECORD]),
)


@given(st.lists(entries, max_size=30))
def test_any_data_round_trips(games: list[GameEntry]) -> None:
    data = two_profiles()
    for g in games:
        if g.opponent != f"profile:{g.profile}":
            data.add_game(g)
    assert parse(to_text(data)) == data


def _broken(change: Any) -> str:
    top = json.loads(to_text(sample()))
    change(top)
    return json.dumps(top)


def _set(path: list[Any], value: Any) -> Any:
    def change(top: Any) -> None:
        node = top
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value
    return change


CORRUPT = {
    "not JSON": "{",
    "truncated": to_text(sample())[:-40],
    "empty": "",
    "a list": "[]",
    "another format": '{"format": "tanbo-settings", "version": 1}',
    "NaN": to_text(sample()).replace('"plies"', '"plies"').replace(",40,", ",NaN,", 1),
    "a huge number": to_text(sample()).replace(",40,", ",1" + "0" * 5000 + ",", 1),
    "1e999": to_text(sample()).replace(",40,", ",1e999,", 1),
    "deep nesting": '{"format":"tanbo-profiles","version":1,"games":' + "[" * 100_000,
    "a duplicate key": to_text(sample()).replace('"current":"p1"', '"current":"p1","current":"p1"'),
    "version 0": _broken(_set(["version"], 0)),
    "version as text": _broken(_set(["version"], "1")),
    "version true": _broken(_set(["version"], True)),
    "an unknown key": _broken(_set(["extra"], 1)),
    "a missing key": _broken(lambda top: top.pop("archive")),
    "no profiles": _broken(_set(["profiles"], [])),
    "a profile name with a newline": _broken(_set(["profiles", 0, "name"], "A\nB")),
    "a profile name too long": _broken(_set(["profiles", 0, "name"], "x" * 33)),
    "an empty profile name": _broken(_set(["profiles", 0, "name"], "")),
    "a bad profile id": _broken(_set(["profiles", 1, "id"], "q2")),
    "an id at next_id": _broken(_set(["next_id"], 2)),
    "two profiles with one name": _broken(_set(["profiles", 1, "name"], "Player")),
    "current unknown": _broken(_set(["current"], "p9")),
    "current a list": _broken(_set(["current"], ["p1"])),
    "columns changed": _broken(_set(["columns", 0], "when")),
    "a short row": _broken(_set(["games", 0], ["2026-12-01T09:00"])),
    "a bad date": _broken(_set(["games", 0, 0], "2026-02-30T09:00")),
    "hour 24": _broken(_set(["games", 0, 0], "2026-12-01T24:00")),
    "a date with seconds": _broken(_set(["games", 0, 0], "2026-12-01T09:00:00")),
    "Unicode digits": _broken(_set(["games", 0, 0], "\uff12026-12-01T09:00")),
    "an unknown profile": _broken(_set(["games", 0, 1], "p7")),
    "an unknown game": _broken(_set(["games", 0, 2], "chess")),
    "an unofficial size": _broken(_set(["games", 0, 3], "8x8")),
    "a size of another game": _broken(_set(["games", 1, 3], "7x7")),
    "an unknown setup": _broken(_set(["games", 0, 4], "sparse")),
    "an unknown opponent": _broken(_set(["games", 0, 5], "level9")),
    "an opponent that is no profile": _broken(_set(["games", 1, 5], "profile:p5")),
    "the profile as its own opponent": _broken(_set(["games", 1, 5], "profile:p1")),
    "an opponent as a list": _broken(_set(["games", 0, 5], ["level1"])),
    "colour 3": _broken(_set(["games", 0, 6], 3)),
    "colour true": _broken(_set(["games", 0, 6], True)),
    "score 0.7": _broken(_set(["games", 0, 7], 0.7)),
    "score true": _broken(_set(["games", 0, 7], True)),
    "score as text": _broken(_set(["games", 0, 7], "1")),
    "negative plies": _broken(_set(["games", 0, 8], -1)),
    "too many plies": _broken(_set(["games", 0, 8], 100_001)),
    "plies 1.5": _broken(_set(["games", 0, 8], 1.5)),
    "a record that is no record": _broken(_set(["games", 0, 9], "hello")),
    "a record as a number": _broken(_set(["games", 0, 9], 5)),
    "out of date order": _broken(_set(["games", 0, 0], "2027-01-01T00:00")),
    "archive counts that do not add up": _broken(_set(["archive"], [
        {"profile": "p1", "game": "tanbo", "games": 3, "wins": 1, "losses": 1, "draws": 0,
         "rating": None, "last_day": None}])),
    "an archive rating without a day": _broken(_set(["archive"], [
        {"profile": "p1", "game": "tanbo", "games": 0, "wins": 0, "losses": 0, "draws": 0,
         "rating": [1500, 100, 0.06], "last_day": None}])),
    "an archive RD over 350": _broken(_set(["archive"], [
        {"profile": "p1", "game": "tanbo", "games": 0, "wins": 0, "losses": 0, "draws": 0,
         "rating": [1500, 400, 0.06], "last_day": "2026-01-01"}])),
}


@pytest.mark.parametrize("text", CORRUPT.values(), ids=CORRUPT.keys())
def test_corrupt_data_is_refused(text: str) -> None:
    with pytest.raises(ProfileError) as caught:
        parse(text)
    assert caught.value.kind == "corrupt"
    assert isinstance(caught.value, TanboError) and isinstance(caught.value, ValueError)
    result = read(text)
    assert isinstance(result, store.Unreadable) and result.kind == "corrupt"


def test_a_newer_version_is_refused_as_newer_whatever_else_it_holds() -> None:
    for text in ['{"format":"tanbo-profiles","version":2}', _broken(_set(["version"], 7))]:
        with pytest.raises(ProfileError, match="newer") as caught:
            parse(text)
        assert caught.value.kind == "newer"


def test_huge_data_is_refused_before_parsing(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_parsing(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("parsed")

    monkeypatch.setattr(store.json, "loads", no_parsing)
    for text in [" " * (MAX_PROFILE_BYTES + 1), b"x" * (MAX_PROFILE_BYTES + 1)]:
        with pytest.raises(ProfileError, match="too large") as caught:
            parse(text)
        assert caught.value.kind == "too-large"


def test_deep_nesting_is_refused_before_the_json_scanner_recurses(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # json's C scanner recurses per level: natively a RecursionError, but in WebAssembly
    # (Pyodide, pygbag) 100,000 levels overflow the browser's stack and end the
    # interpreter, so the depth is counted first and json is never reached
    def no_parsing(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("parsed")

    monkeypatch.setattr(store.json, "loads", no_parsing)
    for text in ['{"format":"tanbo-profiles","version":1,"games":' + "[" * 100_000,
                 "[" * (store.MAX_NESTING + 1) + "]" * (store.MAX_NESTING + 1),
                 '{"a":' * 10_000]:
        with pytest.raises(ProfileError, match="nested more than") as caught:
            parse(text)
        assert caught.value.kind == "corrupt"


def test_brackets_inside_texts_are_not_nesting() -> None:
    data = sample()
    data.rename("p2", '[[[[[[[[[[{{{{{{{{{{\\"[[[[[[[[[')
    data.add_game(entry("2026-12-04T07:00", "p1", "level1", 1.0,
                        record='[Game "Tanbo"]\n{' + "[" * 100 + '\\"}\n'))
    assert parse(to_text(data)) == data


def test_no_text_gives_a_default_profile() -> None:
    data = read(None)
    assert isinstance(data, ProfileData)
    assert [(p.id, p.name) for p in data.profiles] == [("p1", "Player")] and data.current == "p1"


# ---- set aside, never overwritten


@pytest.mark.parametrize("kind", ["corrupt", "newer"])
def test_unreadable_data_is_set_aside_and_never_overwritten(kind: str) -> None:
    memory = MemoryStore()
    bad = CORRUPT["truncated"] if kind == "corrupt" else '{"format":"tanbo-profiles","version":9}'
    memory.save(STORE_NAME, bad)
    opened = open_profiles(memory)
    assert opened.unreadable is not None and opened.unreadable.kind == kind
    assert opened.can_save and opened.unreadable.aside is not None
    assert memory.data[opened.unreadable.aside] == bad
    assert memory.asides(STORE_NAME) == [opened.unreadable.aside]
    opened.data.add_game(entry())
    save_profiles(memory, opened.data)
    assert memory.data[opened.unreadable.aside] == bad
    assert open_profiles(memory).unreadable is None


def test_a_huge_file_is_set_aside_unread(tmp_path: Path) -> None:
    files = FileStore(tmp_path)
    path = files.path(STORE_NAME)
    with open(path, "wb") as handle:  # sparse: 5 MB of nothing
        handle.truncate(5_000_000)
    opened = open_profiles(files)
    assert opened.unreadable is not None and opened.unreadable.kind == "too-large"
    assert opened.unreadable.aside is not None
    assert files.path(opened.unreadable.aside).stat().st_size == 5_000_000
    assert not path.exists()


def test_unreadable_bytes_are_set_aside(tmp_path: Path) -> None:
    files = FileStore(tmp_path)
    files.path(STORE_NAME).parent.mkdir(parents=True, exist_ok=True)
    files.path(STORE_NAME).write_bytes(b"\xff\xfe{")
    opened = open_profiles(files)
    assert opened.unreadable is not None and opened.unreadable.kind == "unreadable"
    assert opened.unreadable.aside is not None


class StuckStore(MemoryStore):
    def set_aside(self, name: str) -> str:
        raise OSError("read-only")


def test_when_it_cannot_be_set_aside_nothing_may_be_saved() -> None:
    stuck = StuckStore()
    stuck.save(STORE_NAME, "{")
    opened = open_profiles(stuck)
    assert not opened.can_save and opened.unreadable is not None
    assert "could not be set aside" in opened.unreadable.message
    assert stuck.data[STORE_NAME] == "{"


def test_a_file_store_round_trip(tmp_path: Path) -> None:
    files = FileStore(tmp_path)
    save_profiles(files, sample())
    opened = open_profiles(files)
    assert opened.unreadable is None and opened.data == sample()


# ---- bounds


def test_ten_thousand_games_stay_under_the_bound_with_their_statistics() -> None:
    data = synthetic(10_000)
    text = to_text(data)
    assert len(text.encode()) <= MAX_PROFILE_BYTES
    kept = parse(text)
    assert len(kept.games) == 10_000 and not kept.archive
    assert [g._replace(record=None) for g in kept.games] == [g.pruned() for g in data.games]
    with_records = [g.record is not None for g in kept.games]
    first = with_records.index(True)
    assert with_records.count(True) > 100 and all(with_records[first:])  # the newest kept
    assert [g.record for g in kept.games[first:]] == [g.record for g in data.games[first:]]
    # Without their records the same games take about three quarters of the bound.
    bare = to_text(synthetic(10_000, records=False))
    assert len(bare) < 0.8 * MAX_PROFILE_BYTES


def test_past_the_row_bound_the_oldest_days_are_folded_and_ratings_go_on() -> None:
    data = synthetic(MAX_GAMES + 1_500, records=False)
    full = rating_histories(data)
    folded = parse(to_text(data))
    assert len(folded.games) <= MAX_GAMES and folded.archive
    assert folded.games[0].day > data.games[0].day
    assert folded.games == data.games[len(data.games) - len(folded.games):]
    for key, history in rating_histories(folded).items():
        assert history.current.rating == pytest.approx(full[key].current.rating, abs=1e-3)
        assert history.current.rd == pytest.approx(full[key].current.rd, abs=1e-3)
    before, after = all_statistics(data), all_statistics(folded)
    for pid in before:
        assert before[pid].total == after[pid].total
        assert before[pid].by_game == after[pid].by_game


def test_rows_that_do_not_fit_even_without_records_are_folded() -> None:
    data = ProfileData()
    name = "link:" + "Ж" * 32  # 6 bytes a letter in the file
    for i in range(6_000):
        day = 1 + i // 100
        data.add_game(entry(f"2026-{(day - 1) // 28 + 1:02d}-{(day - 1) % 28 + 1:02d}T10:00",
                            "p1", name, record=None))
    text = to_text(data)
    assert len(text) <= MAX_PROFILE_BYTES
    assert parse(text).archive[("p1", "tanbo")].games + len(parse(text).games) == 6_000


def test_fit_leaves_small_data_alone() -> None:
    data = sample()
    assert fit(data) is data


# ---- export and import


def test_export_is_the_store_text() -> None:
    assert export_text(sample()) == to_text(sample())


def test_import_merges_and_twice_changes_nothing() -> None:
    mine = ProfileData()
    mine.add_game(entry("2026-11-01T10:00", "p1", "level1", 1.0))
    theirs = sample()  # Player (p1) and Ann (p2)
    merged = import_text(mine, export_text(theirs))
    assert [p.name for p in merged.profiles] == ["Player", "Ann"]
    assert len(merged.games) == 1 + len(theirs.games)
    assert [g.date for g in merged.games] == sorted(g.date for g in merged.games)
    ann = merged.profiles[1].id
    assert sum(g.profile == ann for g in merged.games) == 2
    assert import_text(merged, export_text(theirs)) == merged
    assert import_text(merged, export_text(merged)) == merged


def test_import_renumbers_profiles_by_name() -> None:
    mine = ProfileData()
    mine.add_profile("Zed")  # p2 is Zed here
    merged = import_text(mine, export_text(sample()))
    names = merged.names()
    assert names == {"p1": "Player", "p2": "Zed", "p3": "Ann"}
    games_vs_ann = [g for g in merged.games if g.opponent == "profile:p3"]
    assert len(games_vs_ann) == 1 and games_vs_ann[0].profile == "p1"
    assert parse(to_text(merged)) == merged


def test_import_takes_back_a_pruned_record() -> None:
    theirs = sample()
    mine = parse(to_text(sample()))
    mine.games = [g.pruned() for g in mine.games]
    merged = import_text(mine, export_text(theirs))
    assert merged.games == theirs.games


def test_a_bad_import_changes_nothing() -> None:
    mine = sample()
    before = to_text(mine)
    for bad in [CORRUPT["truncated"], '{"format":"tanbo-profiles","version":2}']:
        with pytest.raises(ProfileError):
            import_text(mine, bad)
    crowd = ProfileData()
    for i in range(MAX_PROFILES - 1):
        crowd.add_profile(f"Person {i}")
    with pytest.raises(ProfileError, match="at most"):
        import_text(crowd, export_text(sample()))
    assert to_text(mine) == before
