"""Fuzz the UI's readers (issue 18): any input gets its documented outcome in bounded time.

* :meth:`Settings.from_json`: settings or ``ValueError``, for any text and any JSON;
* :meth:`Session.from_save_text`: a session, or ``TanboError`` / ``ValueError``
  (``NewerSaveError`` and ``InputTooLargeError`` are ``TanboError``s);
* the App over any bytes in ``game.txt``: it starts, and the bytes are either the
  game it shows or kept byte for byte in a ``game.unreadable-*`` file.

Each input gets a time bound that grows with its size (generous: the machine is shared).
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

pygame = pytest.importorskip("pygame")

from tanbo.errors import TanboError  # noqa: E402
from tanbo.players import HUMAN  # noqa: E402
from tanbo.ui.app import App, Settings  # noqa: E402
from tanbo.ui.session import Session  # noqa: E402
from tanbo.ui.storage import FileStore  # noqa: E402


def bound_s(size: int) -> float:
    return 1.0 + size * 20e-6  # 20 µs per character: far above linear, far below quadratic


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
    start = time.perf_counter()
    try:
        s = Settings.from_json(text)
    except ValueError:
        pass
    else:
        assert isinstance(s.hints, bool) and isinstance(s.danger, bool)
        assert isinstance(s.muted, bool) and isinstance(s.by_link, bool)
        assert s.lang in ("en", "ru") and len(s.players) == 2
        Settings.from_json(s.to_json())  # what is read can be written and read again
    assert time.perf_counter() - start < bound_s(len(text))


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


record_lines = st.sampled_from([
    '[Game "Tanbo"]', '[Game "DEAGO"]', '[Size "7x7"]', '[Size "13x13"]', '[Setup "dense"]',
    '[Neutral "9"]', '[SaveFormat "1"]', '[SaveFormat "2"]', '[SaveFormat "x"]',
    '[Result "draw"]', '[Termination "agreement"]', "", "1. b7", "1. b7 c6", "2. pass pass",
    "1. d4 pass", "\ufeff", "\r",
]) | st.text(max_size=30)


@given(st.lists(record_lines, max_size=12), st.sampled_from(["\n", "\r\n"]),
       st.booleans())
def test_any_save_text_is_a_session_or_a_documented_error(
    lines: list[str], end: str, final: bool
) -> None:
    text = end.join(lines) + (end if final else "")
    start = time.perf_counter()
    try:
        session = Session.from_save_text(text)
    except (TanboError, ValueError):
        pass
    else:
        again = Session.from_save_text(session.save_text())
        assert again.state.move_stack == session.state.move_stack
    assert time.perf_counter() - start < bound_s(len(text))


@pytest.mark.parametrize("size", [10_000, 100_000, 1_000_000])
def test_long_save_texts_are_read_or_refused_in_linear_time(size: int) -> None:
    for text in ('[Game "Tanbo"]\n' + "x" * size, "1. " + "b7 " * (size // 3) + "\n",
                 "\r\n" * (size // 2)):
        start = time.perf_counter()
        with pytest.raises((TanboError, ValueError)):
            Session.from_save_text(text)
        assert time.perf_counter() - start < bound_s(size)


@pytest.mark.usefixtures("pygame_events")
@settings(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.binary(max_size=200) | st.text(max_size=200).map(lambda t: t.encode()))
def test_the_app_never_loses_any_bytes_in_a_save(tmp_path: Path, data: bytes) -> None:
    folder = tmp_path / str(time.perf_counter_ns())
    folder.mkdir()
    (folder / "game.txt").write_bytes(data)
    app = App(FileStore(folder), computer_delay_ms=0, seed=1, export_dir=folder / "records")
    app.frame()
    kept = [p.read_bytes() for p in folder.glob("game.unreadable-*.txt")]
    if kept:
        assert kept == [data] and not (folder / "game.txt").exists()
    else:
        assert (folder / "game.txt").read_bytes() == data  # it was read: the game on screen
        assert app.view.message == ""
