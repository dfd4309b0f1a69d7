"""Session and store edges the UI relies on: undo between computers, undo while
reviewing, and an atomic native save. Pure Python (no pygame)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tanbo.players import HUMAN, RANDOM
from tanbo.ui.session import Session
from tanbo.ui.storage import FileStore


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
    real_write = Path.write_text

    def dying_write(self: Path, data: str, *args: object, **kwargs: object) -> int:
        real_write(self, data[:3], encoding="utf-8")
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(Path, "write_text", dying_write)
    with pytest.raises(OSError):
        store.save("game", "a new, longer game\n")
    monkeypatch.undo()
    assert store.load("game") == "the old game\n"
    store.save("game", "a new, longer game\n")
    assert store.load("game") == "a new, longer game\n"
    assert sorted(p.name for p in (tmp_path / "saves").iterdir() if p.suffix == ".txt") == [
        "game.txt"
    ]
