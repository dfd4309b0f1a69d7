"""What the App says, headless: how a game was won in the game-over box, whose win
chance, move counts in full moves, why a board click in review does nothing (once), and a
message that outlives the computer's move."""

from __future__ import annotations

from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from tests.support.ui_driver import (  # noqa: E402
    click_point,
    finish_randomly,
    key,
    make_app,
    play_some,
    record_texts,
)

pytestmark = pytest.mark.usefixtures("pygame_events")


@pytest.mark.parametrize(
    ("reason", "words"),
    [("last_root_taken", "removed the last root of"), ("own_last_root", "their own last root")],
)
def test_the_game_over_box_says_how_the_game_was_won(
    tmp_path: Path, reason: str, words: str
) -> None:
    from tanbo.ui.games import game_view

    app = make_app(tmp_path)
    finish_randomly(app, 3, reason)
    st = app.commands.session.state
    loser = app.commands.side_name(3 - st.winner)
    text = game_view("tanbo").end_reason_text("en", st, app.commands.side_name)
    assert words in text and loser in text
    drawn = record_texts(app)
    assert text in drawn
    # the mover of the last move won exactly when the opponent's last root went
    mover = 3 - st.to_move
    assert (mover == st.winner) == (reason == "last_root_taken")
    assert st.stone_count(3 - st.winner) == 0


def test_the_win_chance_says_whose_it_is(tmp_path: Path, pondering: str) -> None:
    app = make_app(tmp_path, players=(pondering, "human"))
    app.frame()
    assert app.commands.computer.thinking
    drawn = record_texts(app)
    assert "Black's win chance 68%" in drawn
    app.commands.next_language()  # the registry's order: English, Russian, Spanish
    assert "Чёрные: шанс победы 68%" in record_texts(app)
    app.commands.next_language()
    assert "Negras: 68% de ganar" in record_texts(app)


def test_every_move_count_uses_the_move_lists_full_move_numbers(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    play_some(app, 3)  # 1. Black White 2. Black
    drawn = record_texts(app)
    assert "move 2 of 2" in drawn and "2." in drawn and "3." not in drawn
    key(app, pygame.K_PAGEUP)
    key(app, pygame.K_PAGEUP)  # the position after Black's first move
    assert any(t.startswith("Review: move 1 of 2") for t in record_texts(app))
    finish_randomly(app, 4, "last_root_taken")
    plies = app.commands.session.state.ply
    assert f"moves played: {(plies + 1) // 2}" in record_texts(app)


def test_review_says_the_computer_waits_and_a_board_click_says_why_nothing_happens(
    tmp_path: Path, pondering: str
) -> None:
    app = make_app(tmp_path, players=("human", pondering))
    play_some(app, 1)
    assert app.commands.computer.thinking
    key(app, pygame.K_HOME)
    assert not app.commands.computer.thinking
    drawn = " ".join(record_texts(app))
    assert "The computer waits while you review" in drawn
    click_point(app, app.commands.session.state.legal_moves()[0])
    drawn = " ".join(record_texts(app))
    assert "earlier position" in drawn and app.commands.session.state.ply == 1
    assert drawn.count("End") == 1  # the way back is said once, by the review line


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_board_click_in_review_does_not_repeat_the_way_back(tmp_path: Path, lang: str) -> None:
    app = make_app(tmp_path, players=("human", "human"))
    app.commands.settings.lang = lang
    play_some(app, 4)
    key(app, pygame.K_HOME)
    click_point(app, app.commands.session.state.legal_moves()[0])
    assert app.view.message == app.commands.t("reviewing")
    drawn = " ".join(record_texts(app))
    assert app.commands.t("review_hint") in drawn and drawn.count("End") == 1


def test_the_computers_move_does_not_wipe_a_message(tmp_path: Path) -> None:
    app = make_app(tmp_path, players=("human", "random"))
    app.computer_delay_ms = 10**9
    play_some(app, 1)
    app.commands.records.export_record()
    assert "Record saved" in app.view.message
    app.computer_delay_ms = 0
    app.frame()
    app.frame()
    assert app.commands.session.state.ply == 2 and "Record saved" in app.view.message
