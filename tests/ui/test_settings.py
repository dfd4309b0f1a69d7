"""The settings (:mod:`tanbo.ui.settings`) and the App over bad ones, headless.

Any text or JSON is settings or ``ValueError``, with work bounded by its length (counted
by :func:`tests.support.work.within_length_bound`, not timed); booleans are read
strictly; bad settings give the defaults and a message, never a crash; unknown player
kinds become humans; a settings file over the size limit is not read whole (the bytes
read are counted).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

pygame = pytest.importorskip("pygame")

from tanbo.limits import MAX_INPUT_BYTES  # noqa: E402
from tanbo.players import HUMAN  # noqa: E402
from tanbo.ui import app as app_module  # noqa: E402
from tanbo.ui.app import Settings  # noqa: E402
from tanbo.ui.storage import FileStore, MemoryStore  # noqa: E402
from tests.support.reads import counting_reads  # noqa: E402
from tests.support.ui_driver import GOOD, app_in, app_on  # noqa: E402
from tests.support.work import within_length_bound  # noqa: E402

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=20,
)


KEYS = ["lang", "hints", "danger", "muted", "game", "size", "setup", "players", "by_link",
        "games"]


settings_objects = st.dictionaries(
    st.sampled_from(KEYS) | st.text(max_size=5),
    json_values | st.sampled_from(["en", "ru", "tanbo", "deago", "7x7", "19x19", "dense", "9",
                                   HUMAN, "false", "true", True, False]),
    max_size=8,
)


def settings_outcome(text: str) -> None:
    def read() -> None:
        try:
            s = Settings.from_json(text)
        except ValueError:
            pass
        else:
            assert isinstance(s.hints, bool) and isinstance(s.danger, bool)
            assert isinstance(s.muted, bool) and isinstance(s.by_link, bool)
            assert s.lang in ("en", "ru") and len(s.players) == 2
            Settings.from_json(s.to_json())  # what is read can be written and read again

    within_length_bound(text, read)


@given(st.text(max_size=300))
def test_any_text_is_settings_or_a_value_error(text: str) -> None:
    settings_outcome(text)


@given(settings_objects)
def test_any_json_object_is_settings_or_a_value_error(data: dict[str, object]) -> None:
    settings_outcome(json.dumps(data))


@given(st.integers(1, 100_000), st.sampled_from("[{"))
def test_any_nesting_depth_is_settings_or_a_value_error(depth: int, bracket: str) -> None:
    close = "]" if bracket == "[" else "}"
    inner = '"a": ' if bracket == "{" else ""
    settings_outcome((bracket + inner) * depth + "1" + close * depth)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("[" * 1000 + "]" * 1000, "nested too deeply"),
        ('{"lang": ' + "[" * 5000 + "]" * 5000 + "}", "nested too deeply"),
        ('{"hints": "false"}', "hints must be true or false"),
        ('{"hints": 1}', "hints must be true or false"),
        ('{"size": ' + "9" * 5000 + "}", "not JSON"),
        ('{"size": 77}', "size must be"),
        ('{"size": "9999999999x7"}', "size must be"),
        ('{"setup": ["dense"]}', "setup"),
        ('{"lang": {}}', "lang must be a string"),
        ('{"games": []}', "games must be an object"),
        ('{"players": "human"}', "players must be"),
        (" " * (MAX_INPUT_BYTES + 1) + "{}", "too large"),
    ],
)
def test_bad_settings_give_defaults_and_a_settings_message_never_a_crash(
    tmp_path: Path, text: str, why: str
) -> None:
    FileStore(tmp_path).save("game", GOOD)
    app = app_in(tmp_path, settings=text)
    assert app.commands.settings.hints is False and app.commands.settings.lang == "en"
    assert app.view.message.startswith("The settings could not be read") and why in app.view.message
    # the game was restored: no word about the saved game
    assert app.commands.session.state.ply == 1
    assert "saved game" not in app.view.message


def test_booleans_are_read_strictly() -> None:
    assert app_module.Settings.from_json('{"hints": true, "muted": false}').hints is True
    for bad in ('"false"', '"true"', "0", "null", "[]"):
        with pytest.raises(ValueError, match="true or false"):
            app_module.Settings.from_json(f'{{"hints": {bad}}}')


def test_settings_file_over_the_limit_is_not_read_whole(tmp_path: Path) -> None:
    with open(tmp_path / "settings.txt", "wb") as f:
        f.truncate(3 * 1024**3)
    with counting_reads(tmp_path, max_bytes=MAX_INPUT_BYTES + 1) as reads:
        app = app_in(tmp_path, settings="")
    assert "settings.txt" in reads.opened and "too large" in app.view.message


@pytest.mark.parametrize(
    "text",
    [
        '{"players": [["x"], "human"]}',
        '{"players": [{"a": 1}, "human"]}',
        '{"players": "human"}',
        '{"players": ["human"]}',
        '{"size": 7}',
        '{"size": "7x7x7"}',
        '{"size": "9x9"}',
        '{"setup": "classic"}',
        '{"lang": ["en"]}',
        '{"lang": "xx"}',
        "[1, 2]",
        "null",
        "{not json",
    ],
)
def test_malformed_settings_fall_back_to_the_defaults_with_a_message(text: str) -> None:
    store = MemoryStore()
    store.save("settings", text)
    app = app_on(store)
    defaults = Settings()
    assert app.commands.settings.to_json() == defaults.to_json()
    players = app.commands.session.players
    assert players == dict(zip(players, defaults.players, strict=True))
    assert "could not be read" in app.view.message and "settings" in app.view.message
    assert app.view.message_warn


def test_settings_parser_raises_value_error_for_bad_players() -> None:
    with pytest.raises(ValueError, match=r"\[\['x'\], 'human'\]"):
        Settings.from_json('{"players": [["x"], "human"]}')


def test_unknown_player_kinds_in_settings_become_humans() -> None:
    store = MemoryStore()
    store.save("settings", '{"players": ["nobody", "human"]}')
    app = app_on(store)
    assert app.commands.settings.players == (HUMAN, HUMAN)
    assert app.view.message == ""
