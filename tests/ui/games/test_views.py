# ruff: noqa: RUF001  (Russian text is meant to be Cyrillic)
"""The per-game views own everything game-specific of the UI, end reasons included."""

from __future__ import annotations

import typing
from pathlib import Path

import pytest

pytest.importorskip("pygame")

from tanbo.game import BLACK, DRAW, WHITE
from tanbo.games import DEFAULT_GAME, GAMES
from tanbo.games.deago.state import PASS, DeagoState
from tanbo.ui.games import VIEWS, GameView, game_view
from tanbo.ui.session import Session

UI = Path(__file__).resolve().parents[2] / "tanbo" / "ui"


def side(colour: int) -> str:
    return {BLACK: "Black", WHITE: "White"}[colour]


class Over:
    """A finished position of any game that says it ended by ``code``."""

    def __init__(self, code: str, winner: int = BLACK) -> None:
        self.is_over = True
        self.winner = winner
        self.end_reason = code
        self.move_stack = [0]
        self.to_move = 3 - winner if winner in (BLACK, WHITE) else BLACK

    def stone_count(self, colour: int) -> int:
        return 1


def test_every_game_has_a_view_and_every_view_a_game() -> None:
    assert set(VIEWS) == set(GAMES)
    for name, view in VIEWS.items():
        assert view.name == name and view.spec is GAMES[name]


@pytest.mark.parametrize("name", sorted(VIEWS))
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_end_reason_of_a_view_has_its_own_sentence(
    name: str, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    view = game_view(name)
    assert view.end_reasons, name
    sentences = set()
    for code in view.end_reasons:  # Tanbo's code comes from the position: say it here
        monkeypatch.setattr(type(view), "end_reason", lambda self, st, c=code: c)
        text = view.end_reason_text(lang, Over(code), side)
        assert text and "{" not in text and "over.reason" not in text, (code, text)
        sentences.add(text)
    assert len(sentences) == len(view.end_reasons)


def test_deago_end_texts_come_from_the_deago_view_unchanged() -> None:
    state = DeagoState.new(13, 13, "9")
    view = game_view("deago")
    assert view.end_reason(state) is None and view.end_reason_text("en", state, side) == ""
    state.push(PASS)
    state.push(PASS)
    assert state.winner == DRAW and view.end_reason(state) == "passes"
    assert view.end_reason_text("en", state, side) == "Both players passed: a draw."
    assert view.end_reason_text("ru", state, side) == "Оба игрока пропустили ход: ничья."
    assert view.end_reason_text("en", Over("five"), side) == "Black made five in a row."
    assert view.end_reason_text("en", Over("captures", WHITE), side) == "White captured 20 stones."
    # Tanbo has no such ending: its view does not borrow DEAGO's sentence
    assert game_view("tanbo").t("en", "over.reason.five") == "over.reason.five"


def test_an_unknown_end_reason_says_nothing() -> None:
    assert GameView().end_reason_text("en", Over("no_such_reason"), side) == ""


def test_a_session_without_arguments_starts_the_default_game_at_its_defaults() -> None:
    spec = GAMES[DEFAULT_GAME]
    s = Session()
    assert s.game == DEFAULT_GAME
    assert (s.state.geometry.width, s.state.geometry.height) == spec.default_size
    deago = Session(game="deago")
    assert deago.state.geometry.width == GAMES["deago"].default_size[0]
    assert deago.state.setup == GAMES["deago"].default_setup


# Which modules may import a game's wing is enforced for the whole tree in
# tests/core/test_layout.py.


def test_each_view_is_typed_over_its_games_state_class() -> None:
    """A wing's view names the state class of its game (``GameView[TanboState, ...]``),
    and that is the class its engine makes: the wing's typed reads are the engine's."""
    assert set(VIEWS) == set(GAMES)
    for name, view in VIEWS.items():
        base = next(b for b in type(view).__orig_bases__
                    if typing.get_origin(b) is GameView)
        state_class = typing.get_args(base)[0]
        spec = GAMES[name]
        state = spec.new_state(*spec.default_size, spec.default_setup)
        assert type(state) is state_class, name
