"""Saves in the real App, headless.

A save the App cannot read is set aside before anything can write over it, and survives
the player's first move, the computer's first move, a restart and a new game; the menu
offers it again (load it, or delete it after a confirmation), natively and in the
browser. A save over the size limit is set aside unread (the bytes read are counted by
:func:`tests.support.reads.counting_reads`, not timed). Saves are read tolerantly where
unambiguous, any bytes in a save are either the game shown or kept, a failed save says
so, and a DEAGO game's passes and an agreed draw are saved and read back.
"""

from __future__ import annotations

import itertools
import json
from pathlib import Path
from types import SimpleNamespace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

pygame = pytest.importorskip("pygame")

from tanbo.game import BLACK, DRAW  # noqa: E402
from tanbo.games.deago.state import PASS  # noqa: E402
from tanbo.limits import MAX_INPUT_BYTES  # noqa: E402
from tanbo.players import HUMAN, RANDOM  # noqa: E402
from tanbo.ui import app as app_module  # noqa: E402
from tanbo.ui.app import App  # noqa: E402
from tanbo.ui.session import Session  # noqa: E402
from tanbo.ui.storage import FileStore, MemoryStore, WebStore  # noqa: E402
from tests.support.reads import counting_reads  # noqa: E402
from tests.support.ui_driver import (  # noqa: E402
    GOOD,
    app_in,
    app_on,
    button_pos,
    click,
    key,
    to_game,
)

pytestmark = pytest.mark.usefixtures("pygame_events")


# what a save may hold that the App cannot read: (name, bytes)
UNREADABLE = [
    ("truncated", b'[Game "Tanbo"]\n[Size "7x7"]\n[Setup "den'),
    ("bad move", b'[Game "Tanbo"]\n[Size "7x7"]\n[Setup "dense"]\n\n1. zz9\n'),
    ("binary", b"\xff\xfe\x00 binary junk"),
    ("newer", GOOD.replace("\n\n", '\n[SaveFormat "99"]\n\n').encode()),
    ("empty", b""),
    ("huge line", b'[Game "Tanbo"]\n[Size "7x7"]\n[Setup "dense"]\n\n1. ' + b"x" * 100_000 + b"\n"),
]


def asides(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.glob("game.unreadable-*.txt")}


def play_first_legal(app: App) -> None:
    st = app.commands.session.state
    click(app, app.layout.centre(st.legal_moves()[0]))


@pytest.mark.parametrize(("name", "data"), UNREADABLE, ids=[n for n, _ in UNREADABLE])
def test_an_unreadable_save_survives_a_move_a_restart_and_a_new_game(
    tmp_path: Path, name: str, data: bytes
) -> None:
    (tmp_path / "game.txt").write_bytes(data)
    app = app_in(tmp_path)
    kept = asides(tmp_path)
    assert list(kept.values()) == [data], "set aside, byte for byte"
    # its name; the menu: its path
    assert next(iter(kept)) in app.view.message and app.view.message_warn
    word = "newer version" if name == "newer" else "could not be read"
    assert word in app.view.message
    assert app.commands.session.state.ply == 0
    play_first_legal(app)  # the first move saves the new game
    assert app.commands.session.state.ply == 1
    assert asides(tmp_path) == kept
    again = app_in(tmp_path, settings="")  # a restart: the new game is back, the aside kept
    assert again.commands.session.state.ply == 1 and again.view.message == ""
    assert asides(tmp_path) == kept
    key(again, pygame.K_n)  # the new-game screen offers it
    assert "unreadable" in [b.action for b in app_module.screens.buttons(again.commands)]
    click(again, button_pos(again, "start"))
    click(again, button_pos(again, "confirm:yes"))  # a new game over the unfinished one
    assert again.commands.session.state.ply == 0
    play_first_legal(again)
    assert asides(tmp_path) == kept


def test_an_unreadable_save_survives_the_computers_first_move(tmp_path: Path) -> None:
    (tmp_path / "game.txt").write_bytes(UNREADABLE[0][1])
    app = app_in(tmp_path, players=(RANDOM, HUMAN))
    for _ in range(5):  # the computer plays Black with no action from the player
        app.frame()
    assert app.commands.session.state.ply == 1
    assert list(asides(tmp_path).values()) == [UNREADABLE[0][1]]
    assert "could not be read" in app.view.message  # the computer's move leaves the message


def test_a_save_over_the_size_limit_is_set_aside_unread(tmp_path: Path) -> None:
    with open(tmp_path / "game.txt", "wb") as f:
        f.truncate(3 * 1024**3)  # 3 GiB, sparse: reading it whole would take minutes
    with counting_reads(tmp_path, max_bytes=MAX_INPUT_BYTES + 1) as reads:
        app = app_in(tmp_path)  # read whole, it would stop here (TooMuchWork)
    assert "game.txt" in reads.opened  # the counting saw the reader
    assert "too large" in app.view.message
    [kept] = tmp_path.glob("game.unreadable-*.txt")
    assert kept.stat().st_size == 3 * 1024**3
    play_first_legal(app)
    assert kept.exists() and kept.stat().st_size == 3 * 1024**3


@pytest.mark.parametrize(
    "mangle",
    [
        lambda t: t.replace("\n", "\r\n"),
        lambda t: "\ufeff" + t,
        lambda t: t.rstrip("\n"),
        lambda t: t + "\n\n",
        lambda t: "\ufeff" + t.replace("\n", "\r\n").rstrip("\r\n"),
    ],
    ids=["crlf", "bom", "no final newline", "extra newlines", "all three"],
)
def test_a_save_is_read_tolerantly_where_unambiguous(tmp_path: Path, mangle: object) -> None:
    session = Session(7, 7, "dense", (HUMAN, HUMAN))
    for name in ("b7", "c6"):
        session.play(session.state.parse_move(name))
    (tmp_path / "game.txt").write_bytes(mangle(session.save_text()).encode())  # type: ignore[operator]
    app = app_in(tmp_path)
    assert app.commands.session.state.move_stack == session.state.move_stack
    assert app.view.message == "" and asides(tmp_path) == {}


def test_a_game_with_no_moves_round_trips_and_the_save_has_a_format(tmp_path: Path) -> None:
    app = app_in(tmp_path)
    app.commands.save()
    text = (tmp_path / "game.txt").read_text(encoding="utf-8")
    assert '[SaveFormat "1"]' in text
    again = app_in(tmp_path, settings="")
    assert again.view.message == "" and asides(tmp_path) == {}


def test_the_menu_loads_a_kept_save_or_deletes_it_after_asking(tmp_path: Path) -> None:
    newer = UNREADABLE[3][1]  # a newer version's save: the player may still load it
    (tmp_path / "game.txt").write_bytes(newer)
    app = app_in(tmp_path)
    key(app, pygame.K_n)  # the new-game screen offers it (and home: below)
    click(app, button_pos(app, "unreadable"))
    assert app.view.confirm is not None and str(tmp_path) in app.view.confirm.question
    click(app, button_pos(app, "confirm:yes"))  # load it
    assert app.commands.session.state.ply == 1 and app.view.screen_name == "game"
    assert list(asides(tmp_path).values()) == [newer]  # loading does not delete it
    key(app, pygame.K_ESCAPE)
    assert app.view.screen_name == "home"
    click(app, button_pos(app, "unreadable"))
    click(app, button_pos(app, "confirm:other"))  # delete it... asks first
    assert app.view.confirm is not None and "cannot be undone" in app.view.confirm.question
    key(app, pygame.K_ESCAPE)  # no: kept
    assert list(asides(tmp_path).values()) == [newer]
    click(app, button_pos(app, "unreadable"))
    click(app, button_pos(app, "confirm:other"))
    click(app, button_pos(app, "confirm:yes"))
    assert asides(tmp_path) == {} and "Deleted" in app.view.message
    assert "unreadable" not in [b.action for b in app_module.screens.buttons(app.commands)]


def test_two_unreadable_saves_are_both_kept_and_offered_newest_first(tmp_path: Path) -> None:
    store = FileStore(tmp_path)
    (tmp_path / "game.txt").write_bytes(b"first")
    app_in(tmp_path)
    (tmp_path / "game.txt").write_bytes(b"second")
    app = app_in(tmp_path, settings="")
    assert sorted(asides(tmp_path).values()) == [b"first", b"second"]
    assert store.load(app.commands.unreadable[-1]) == "second"


def test_a_save_that_cannot_be_moved_is_never_written_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "game.txt").write_bytes(b"junk")

    def refuse(self: FileStore, name: str) -> str:
        raise OSError(13, "Permission denied")

    monkeypatch.setattr(FileStore, "set_aside", refuse)
    app = app_in(tmp_path)
    assert "will not be saved over" in app.view.message
    play_first_legal(app)
    assert (tmp_path / "game.txt").read_bytes() == b"junk"


class LocalStorage:
    """The browser's localStorage as the WebStore uses it (with a quota)."""

    def __init__(self, quota: int = 10**9) -> None:
        self.items: dict[str, str] = {}
        self.quota = quota

    @property
    def length(self) -> int:
        return len(self.items)

    def key(self, i: int) -> str:
        return list(self.items)[i]

    def getItem(self, key: str) -> str | None:
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:
        used = sum(len(v) for k, v in self.items.items() if k != key)
        if used + len(value) > self.quota:
            raise RuntimeError("QuotaExceededError")
        self.items[key] = value

    def removeItem(self, key: str) -> None:
        self.items.pop(key, None)


def web_store(monkeypatch: pytest.MonkeyPatch, local: LocalStorage) -> WebStore:
    import platform

    monkeypatch.setattr(platform, "window", SimpleNamespace(localStorage=local), raising=False)
    return WebStore()


def test_in_the_browser_an_unreadable_save_moves_to_its_own_key(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    local = LocalStorage()
    local.items = {"tanbo.game": "junk\r\n", "other.commands.site": "theirs"}
    store = web_store(monkeypatch, local)
    app = app_in(tmp_path, store=store)
    [aside] = [k for k in local.items if k.startswith("tanbo.game.unreadable-")]
    assert local.items[aside] == "junk\r\n" and f"localStorage[{aside}]" in app.view.message
    play_first_legal(app)
    again = app_in(tmp_path, settings="", store=store)
    assert again.commands.session.state.ply == 1 and local.items[aside] == "junk\r\n"
    assert again.commands.unreadable == [aside.removeprefix("tanbo.")]
    assert local.items["other.commands.site"] == "theirs"
    again.commands.records.delete_unreadable()
    click(again, button_pos(again, "confirm:yes"))
    assert aside not in local.items and again.commands.unreadable == []


def test_in_the_browser_a_full_storage_keeps_the_save_where_it_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    local = LocalStorage(quota=150)
    local.items = {"tanbo.game": "j" * 100}
    store = web_store(monkeypatch, local)
    with pytest.raises(OSError, match="refused"):
        store.set_aside("game")
    assert local.items == {"tanbo.game": "j" * 100}
    app = app_in(tmp_path, settings="", store=store)
    assert "will not be saved over" in app.view.message
    play_first_legal(app)
    assert local.items["tanbo.game"] == "j" * 100


def test_a_deago_game_saved_after_passes_is_read_back_from_disk(tmp_path: Path) -> None:
    settings = json.dumps({"lang": "en", "game": "deago", "size": "13x13", "setup": "9",
                           "players": [HUMAN, HUMAN]})
    app = app_in(tmp_path, settings=settings)
    click(app, app.layout.centre(app.commands.session.state.parse_move("b2")))
    click(app, button_pos(app, "pass"))  # White passes
    again = app_in(tmp_path, settings="")
    assert again.commands.session.game == "deago"
    assert again.commands.session.state.move_stack[-1] == PASS
    assert again.commands.session.state.ply == 2
    key(again, pygame.K_p)  # Black passes too: a draw
    assert again.commands.session.is_over
    third = app_in(tmp_path, settings="")
    st = third.commands.session.state
    assert st.move_stack[-2:] == [PASS, PASS] and st.is_over
    assert third.commands.session.winner == DRAW and st.end_reason == "passes"


def test_a_draw_agreed_with_the_computer_is_saved(tmp_path: Path) -> None:
    settings = json.dumps({"lang": "en", "game": "deago", "size": "13x13", "setup": "9",
                           "players": [HUMAN, RANDOM]})
    app = app_in(tmp_path, settings=settings)
    app.commands.moves.offer_draw()
    assert app.commands.moves.draw_offer == BLACK
    app.commands.moves.answer_draw(True)  # as the computer's judging would
    again = app_in(tmp_path, settings="")
    assert again.commands.session.agreed_draw and again.commands.session.winner == DRAW


FOLDERS = itertools.count()  # a fresh folder for each example (tmp_path is the test's)


@pytest.mark.usefixtures("pygame_events")
@settings(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.binary(max_size=200) | st.text(max_size=200).map(lambda t: t.encode()))
def test_the_app_never_loses_any_bytes_in_a_save(tmp_path: Path, data: bytes) -> None:
    folder = tmp_path / str(next(FOLDERS))
    folder.mkdir()
    (folder / "game.txt").write_bytes(data)
    app = App(FileStore(folder), computer_delay_ms=0, seed=1, export_dir=folder / "records")
    app.frame()
    to_game(app)  # (the App opens on home)
    kept = [p.read_bytes() for p in folder.glob("game.unreadable-*.txt")]
    if kept:
        assert kept == [data] and not (folder / "game.txt").exists()
    else:
        assert (folder / "game.txt").read_bytes() == data  # it was read: the game on screen
        assert app.view.message == ""


class _FailingStore(MemoryStore):
    def save(self, name: str, text: str) -> None:
        raise OSError(28, "No space left on device")


def test_a_failed_save_shows_a_message_and_the_game_goes_on() -> None:
    store = _FailingStore()
    store.data["settings"] = '{"players": ["human", "human"]}'
    app = app_on(store)
    st = app.commands.session.state
    app.commands.moves.try_move(st.parse_move("b7"))
    assert st.ply == 1
    assert "save failed" in app.view.message and "No space left on device" in app.view.message
    assert app.view.message_warn
