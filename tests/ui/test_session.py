"""Session and store edges the UI relies on: undo between computers, undo while
reviewing, and an atomic native save. Pure Python (no pygame)."""

from __future__ import annotations

import os
import random
from pathlib import Path
from types import SimpleNamespace

import pytest

from tanbo.errors import RecordError
from tanbo.game import DRAW
from tanbo.games.tanbo.state import BLACK, WHITE, TanboState
from tanbo.players import HUMAN, RANDOM
from tanbo.ui import storage
from tanbo.ui.session import Session
from tanbo.ui.storage import FileStore, MemoryStore, WebStore, data_dir, default_store


def _moves(session: Session, n: int, seed: int = 3) -> None:
    rng = random.Random(seed)
    for _ in range(n):
        session.play(rng.choice(session.state.legal_moves()))


def test_undo_between_two_computers_takes_back_one_move() -> None:
    s = Session(players=(RANDOM, RANDOM))
    _moves(s, 5)
    stack = list(s.state.move_stack)
    assert s.undo() == 1
    assert s.state.move_stack == stack[:4]
    assert s.redo() == 1
    assert s.state.move_stack == stack


def test_redo_between_humans_replays_one_move_at_a_time() -> None:
    s = Session(players=(HUMAN, HUMAN))
    _moves(s, 4)
    stack = list(s.state.move_stack)
    assert [s.undo() for _ in range(3)] == [1, 1, 1]
    assert s.redo() == 1
    assert s.state.move_stack == stack[:2]


@pytest.mark.parametrize("players", [(HUMAN, HUMAN), (HUMAN, RANDOM)])
def test_undo_while_reviewing_returns_to_the_live_position(players: tuple[str, str]) -> None:
    s = Session(players=players)
    _moves(s, 6)
    live = list(s.state.move_stack)
    s.set_view(1)
    assert s.reviewing and s.shown_ply == 1
    undone = s.undo()
    assert not s.reviewing
    assert s.view_ply is None
    # The undo counts from the live game (the end), not from the reviewed ply.
    assert s.state.move_stack == live[: len(live) - undone]
    assert s.shown_ply == s.state.ply == 6 - undone
    assert s.view_state() is s.state


def test_redo_while_reviewing_returns_to_the_live_position() -> None:
    s = Session(players=(HUMAN, HUMAN))
    _moves(s, 4)
    s.undo()
    s.set_view(0)
    assert s.redo() == 1
    assert not s.reviewing and s.state.ply == 4


def test_file_store_save_is_atomic(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A write that dies half-way leaves the previous save whole."""
    store = FileStore(tmp_path / "saves")
    store.save("game", "the old game\n")

    def dying_sync(fd: int) -> None:  # the new text is half on disk when the device fills
        os.ftruncate(fd, 3)
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage.os, "fsync", dying_sync)
    with pytest.raises(OSError):
        store.save("game", "a new, longer game\n")
    monkeypatch.undo()
    assert store.load("game") == "the old game\n"
    store.save("game", "a new, longer game\n")
    assert store.load("game") == "a new, longer game\n"
    assert sorted(p.name for p in (tmp_path / "saves").iterdir() if p.suffix == ".txt") == [
        "game.txt"
    ]


def test_file_store_paths_and_missing_names(tmp_path: Path) -> None:
    store = FileStore(tmp_path / "saves")
    assert store.path("game") == tmp_path / "saves" / "game.txt"
    assert store.describe("game") == str(tmp_path / "saves" / "game.txt")
    assert store.load("settings") is None
    assert not (tmp_path / "saves").exists()  # nothing is created by reading
    store.save("settings", "{}")
    assert store.load("settings") == "{}"
    assert store.load("game") is None


def test_memory_store() -> None:
    store = MemoryStore()
    assert store.load("game") is None
    store.save("game", "x")
    assert store.load("game") == "x" and store.data == {"game": "x"}
    assert store.describe("game") == "memory:game"


class _LocalStorage:
    def __init__(self) -> None:
        self.items: dict[str, str] = {}

    def getItem(self, key: str) -> str | None:
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:
        self.items[key] = value


def test_web_store_uses_prefixed_local_storage_keys(monkeypatch: pytest.MonkeyPatch) -> None:
    import platform

    local = _LocalStorage()
    monkeypatch.setattr(platform, "window", SimpleNamespace(localStorage=local), raising=False)
    store = WebStore()
    assert store.load("game") is None
    store.save("game", "1. b7\n")
    assert local.items == {"tanbo.game": "1. b7\n"}
    assert store.load("game") == "1. b7\n"
    assert store.describe("settings") == "localStorage[tanbo.settings]"
    monkeypatch.setattr(storage, "IS_WEB", True)
    assert isinstance(default_store(), WebStore)


def test_default_store_is_the_data_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(storage, "IS_WEB", False)
    monkeypatch.setenv("TANBO_DATA_DIR", str(tmp_path))
    store = default_store()
    assert isinstance(store, FileStore) and store.folder == tmp_path


def test_data_dir_fallbacks(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("TANBO_DATA_DIR", "")
    monkeypatch.setenv("XDG_DATA_HOME", "")
    monkeypatch.setenv("HOME", str(tmp_path))
    assert data_dir() == tmp_path / ".local" / "share" / "tanbo"
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert data_dir() == tmp_path / "xdg" / "tanbo"
    monkeypatch.setenv("TANBO_DATA_DIR", str(tmp_path / "mine"))
    assert data_dir() == tmp_path / "mine"


def _record(tags: str, moves: str = "1. b7 g6\n") -> str:
    return f'[Game "Tanbo"]\n[Size "7x7"]\n[Setup "dense"]\n{tags}\n{moves}'


def test_players_come_from_the_record_tags_or_the_caller() -> None:
    s = Session.from_record_text(_record('[Black "random"]\n[White "human"]\n'))
    assert s.players == {BLACK: RANDOM, WHITE: HUMAN}
    s = Session.from_record_text(_record('[Black "human"]\n[White "random"]\n'))
    assert s.players == {BLACK: HUMAN, WHITE: RANDOM}
    s = Session.from_record_text(_record('[Black "nobody"]\n[White "random"]\n'))
    assert s.players == {BLACK: HUMAN, WHITE: RANDOM}  # unknown kinds become humans
    s = Session.from_record_text(_record(""))
    assert s.players == {BLACK: HUMAN, WHITE: HUMAN}
    s = Session.from_record_text(_record('[Black "random"]\n'), players=(HUMAN, RANDOM))
    assert s.players == {BLACK: HUMAN, WHITE: RANDOM}


def test_a_loaded_session_is_live_with_nothing_to_redo() -> None:
    s = Session.from_record_text(_record(""))
    assert s.state.ply == 2 and not s.reviewing and s.view_ply is None
    assert s.redo() == 0
    assert s.undo() == 1
    assert s.redo() == 1 and s.state.ply == 2


def test_fen_and_deago_records_open_as_sessions() -> None:
    start = TanboState.new(5, 7)
    start.push(start.parse_move("a6"))
    fen = start.tfen()
    s = Session.from_record_text(f'[Game "Tanbo"]\n[Size "5x7"]\n[FEN "{fen}"]\n\n1... b7\n')
    assert s.start_text == fen and s.start_state().tfen() == fen
    assert s.state.ply == 1 and s.undo() == 1 and s.state.tfen() == fen
    d = Session.from_record_text('[Game "DEAGO"]\n[Size "19x19"]\n[Neutral "5"]\n\n')
    assert d.state.game_name == "deago" and d.setup == "5" and d.state.ply == 0


def test_records_from_a_position_and_of_deago_open_as_their_game() -> None:
    start = TanboState.new(7, 7)
    start.push(start.parse_move("b7"))
    fen = start.tfen()
    s = Session.from_record_text(f'[Game "Tanbo"]\n[Size "7x7"]\n[FEN "{fen}"]\n\n1... a6\n')
    assert s.state.game_name == "tanbo"
    assert [s.state.move_text(m) for m in s.state.move_stack] == ["a6"]
    s.undo()
    assert s.state.position_text() == fen  # undo stops at the record's start position
    d = Session.from_record_text('[Game "DEAGO"]\n[Size "13x13"]\n[Neutral "5"]\n\n1. a1 pass\n')
    assert d.state.game_name == "deago"
    assert (d.state.width, d.state.ply, d.state.passes) == (13, 2, 1)
    with pytest.raises(RecordError, match="Chess"):
        Session.from_record_text('[Game "Chess"]\n[Size "8x8"]\n\n')


def test_review_of_a_classic_game_replays_the_classic_start() -> None:
    s = Session(19, 19, "classic")
    _moves(s, 4)
    s.set_view(2)
    view = s.view_state()
    replay = TanboState.new(19, 19, "classic")
    for move in s.state.move_stack[:2]:
        replay.push(move)
    assert view.tfen() == replay.tfen()
    assert s.setup == "classic"


def test_set_view_bounds() -> None:
    s = Session()
    _moves(s, 3)
    s.set_view(0)
    assert s.view_ply == 0 and s.shown_ply == 0 and s.view_state().ply == 0
    s.set_view(-5)
    assert s.view_ply == 0
    s.set_view(2)
    assert s.view_ply == 2
    s.set_view(3)  # the last ply is the live position
    assert s.view_ply is None and not s.reviewing
    s.set_view(2)
    s.set_view(None)
    assert s.view_ply is None


def test_record_text_names_both_players() -> None:
    s = Session(players=(HUMAN, RANDOM))
    _moves(s, 2)
    lines = s.record_text().splitlines()
    assert lines[3:6] == ['[Black "human"]', '[White "random"]', '[Result "ongoing"]']


def test_an_agreed_draw_ends_the_game_until_undone() -> None:
    s = Session(19, 19, "9", game="deago")
    _moves(s, 2)
    s.undo()
    s.set_view(0)
    s.agree_draw()
    assert s.agreed_draw is True and s.is_over and not s.human_to_move
    assert s.winner == DRAW
    assert s.redo_stack == [] and s.view_ply is None
    with pytest.raises(RecordError) as info:
        s.play(s.state.legal_moves()[0])
    assert str(info.value) == "the game ended in a draw by agreement"
    text = s.record_text()
    assert '[Result "draw"]' in text and '[Termination "agreement"]' in text
    again = Session.from_record_text(text)
    assert again.agreed_draw is True and again.by_link is False
    assert s.undo() == 0  # the draw is taken back first, no move
    assert s.agreed_draw is False and not s.is_over and s.state.ply == 1
    assert s.winner == 0
    fresh = Session()
    assert fresh.agreed_draw is False and fresh.by_link is False
    assert Session.from_position("tanbo", TanboState.new(5, 7).tfen()).agreed_draw is False
    assert Session.from_position("tanbo", TanboState.new(5, 7).tfen()).by_link is False


def test_continues_compares_game_start_and_moves() -> None:
    a = Session(5, 7)
    _moves(a, 3)
    b = Session(5, 7)
    for move in a.state.move_stack[:2]:
        b.play(move)
    assert a.continues(b) and a.continues(a) and not b.continues(a)
    assert not a.continues(Session(7, 7))  # another size
    assert not Session(19, 19, "classic").continues(Session(19, 19, "dense"))  # another setup
    assert not Session(19, 19, "9", game="deago").continues(Session(19, 19, "dense"))
    other = Session(5, 7)
    other.play(next(m for m in other.state.legal_moves() if m != a.state.move_stack[0]))
    assert not a.continues(other)  # another first move
    fen = TanboState.new(5, 7).tfen()
    from_fen = Session.from_position("tanbo", fen)
    assert not from_fen.continues(Session(5, 7)) and not Session(5, 7).continues(from_fen)
    assert from_fen.continues(Session.from_position("tanbo", fen))
    deago = Session(19, 19, "9", game="deago")
    _moves(deago, 2)
    drawn = Session(19, 19, "9", game="deago")
    drawn.play(deago.state.move_stack[0])
    assert deago.continues(drawn)
    drawn.agree_draw()
    assert not deago.continues(drawn)


def test_a_session_from_a_position_keeps_its_start_in_records_and_links() -> None:
    start = TanboState.new(5, 7)
    start.push(start.parse_move("a6"))
    fen = start.tfen()
    s = Session.from_position("tanbo", fen)
    assert s.start_text == fen
    assert f'[FEN "{fen}"]' in s.record_text().splitlines()
    again = Session.from_link(s.link_fragment())
    assert again.start_text == fen and again.state.tfen() == fen and again.by_link


def test_a_drawn_game_travels_by_link_as_a_draw() -> None:
    s = Session(19, 19, "9", game="deago")
    _moves(s, 2)
    s.agree_draw()
    again = Session.from_link(s.link_fragment())
    assert again.agreed_draw is True and again.is_over
    assert again.state.move_stack == s.state.move_stack
    live = Session(19, 19, "9", game="deago")
    assert Session.from_link(live.link_fragment()).agreed_draw is False
