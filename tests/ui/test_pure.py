"""Session history, players, texts and stores: the UI's logic without pygame."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from tanbo.errors import IllegalMoveError, RecordError
from tanbo.games.tanbo.state import BLACK, WHITE, TanboState
from tanbo.players import HUMAN, PLAYER_KINDS, RANDOM, RandomPlayer, make_player, register_player
from tanbo.ui.i18n import LANGUAGES, STRINGS, reason_text, tr
from tanbo.ui.session import Session
from tanbo.ui.storage import FileStore, data_dir

ROOT = Path(__file__).resolve().parents[2]


def _moves(session: Session, n: int, seed: int = 3) -> None:
    rng = random.Random(seed)
    for _ in range(n):
        session.play(rng.choice(session.state.legal_moves()))


def test_pure_ui_modules_do_not_import_pygame() -> None:
    code = (
        "import sys; sys.modules['pygame'] = None\n"
        "import tanbo.players, tanbo.ui.layout, tanbo.ui.i18n, tanbo.ui.session, tanbo.ui.storage\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def test_undo_between_humans_takes_back_one_move() -> None:
    s = Session(players=(HUMAN, HUMAN))
    _moves(s, 3)
    assert s.undo() == 1 and s.state.ply == 2


def test_undo_against_the_computer_returns_to_the_humans_turn() -> None:
    s = Session(players=(HUMAN, RANDOM))
    _moves(s, 4)  # black, white, black, white: black (human) to move
    assert s.undo() == 2
    assert s.state.ply == 2 and s.state.to_move == BLACK
    assert s.redo() == 2 and s.state.ply == 4


def test_undo_before_the_computer_replied_takes_back_only_the_human_move() -> None:
    s = Session(players=(HUMAN, RANDOM))
    _moves(s, 3)  # white (computer) to move
    assert s.undo() == 1 and s.state.to_move == BLACK


def test_a_new_move_clears_redo() -> None:
    s = Session()
    _moves(s, 2)
    s.undo()
    s.play(s.state.legal_moves()[0])
    assert s.redo_stack == [] and s.redo() == 0


def test_review_shows_earlier_positions_without_changing_the_game() -> None:
    s = Session()
    _moves(s, 6)
    live = s.state.tfen()
    s.set_view(2)
    replay = TanboState.new()
    for m in s.state.move_stack[:2]:
        replay.push(m)
    assert s.view_state().tfen() == replay.tfen()
    assert s.state.tfen() == live and s.shown_ply == 2
    s.set_view(99)
    assert not s.reviewing and s.shown_ply == 6


def test_illegal_move_is_refused_by_the_engine() -> None:
    s = Session()
    with pytest.raises(IllegalMoveError):
        s.play(0)  # a7 is occupied


def test_record_round_trip_keeps_moves_and_players() -> None:
    s = Session(5, 7, "dense", (RANDOM, HUMAN))
    _moves(s, 9)
    back = Session.from_record_text(s.record_text())
    assert back.state.move_stack == s.state.move_stack
    assert back.players == {BLACK: RANDOM, WHITE: HUMAN}
    assert back.state.geometry.size_text == "5x7"


def test_foreign_or_broken_records_raise_record_error() -> None:
    with pytest.raises(RecordError):
        Session.from_record_text('[Game "Chess"]\n[Size "8x8"]\n[Setup "dense"]\n\n')
    with pytest.raises(RecordError):
        Session.from_record_text("garbage")


def test_random_player_answers_a_legal_move_through_the_sliced_api() -> None:
    state = TanboState.new()
    player = RandomPlayer(seed=4)
    player.start(state)
    move = player.step(5.0)
    assert move is not None and state.is_legal(move)
    assert player.step(5.0) is None  # answered once per start
    player.start(state)
    player.cancel()
    assert player.step(5.0) is None


def test_player_registry_is_data_driven() -> None:
    assert list(PLAYER_KINDS)[:2] == [HUMAN, RANDOM]
    register_player("test-kind", "Test", lambda seed: RandomPlayer(seed))
    try:
        assert not PLAYER_KINDS["test-kind"].is_human
        assert make_player("test-kind") is not None
    finally:
        del PLAYER_KINDS["test-kind"]
    with pytest.raises(KeyError, match="unknown player"):
        make_player("nobody")


def test_every_english_text_has_a_russian_translation() -> None:
    russian_only = {k for k in STRINGS["ru"] if k.startswith("player.")}  # registry names
    assert set(STRINGS["en"]) == set(STRINGS["ru"]) - russian_only
    assert LANGUAGES == ("en", "ru")


def test_translation_falls_back_and_formats() -> None:
    assert tr("ru", "to_move", side="Белые") == "Ход: Белые"
    assert tr("xx", "title") == "Tanbo"
    assert tr("en", "no.such.key") == "no.such.key"


def test_engine_reasons_are_translated() -> None:
    state = TanboState.new()
    reason = state.why_illegal(0)
    assert reason is not None
    assert reason_text("ru", reason) == "пункт занят"
    assert reason_text("en", reason) == reason
    far = state.why_illegal(state.parse_move("b6"))
    assert far is not None and reason_text("ru", far) != far


def test_file_store_round_trips_and_creates_its_folder(tmp_path: Path) -> None:
    store = FileStore(tmp_path / "deep" / "tanbo")
    assert store.load("game") is None
    store.save("game", "текст\n")
    assert store.load("game") == "текст\n"


def test_data_dir_honours_the_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("TANBO_DATA_DIR", str(tmp_path))
    assert data_dir() == tmp_path
    monkeypatch.delenv("TANBO_DATA_DIR")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert data_dir() == tmp_path / "xdg" / "tanbo"
