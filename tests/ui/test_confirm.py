"""The questions before a game is lost (:mod:`tanbo.ui.confirm`), in the real App, headless.

A new game, an import or Esc over an unfinished game asks first; the rules screen's Esc
goes back where it was opened from.
"""

from __future__ import annotations

from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from tests.support.ui_driver import (  # noqa: E402
    button_pos,
    click,
    click_point,
    key,
    make_app,
    play_some,
)

pytestmark = pytest.mark.usefixtures("pygame_events")


def test_esc_on_rules_opened_from_the_menu_returns_to_the_menu(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    key(app, pygame.K_n)
    assert app.view.screen_name == "menu"
    click(app, button_pos(app, "rules"))
    assert app.view.screen_name == "rules"
    key(app, pygame.K_ESCAPE)
    assert app.view.screen_name == "menu"
    key(app, pygame.K_ESCAPE)
    assert app.view.screen_name == "game"
    # rules opened from the game go back to the game by Esc; their Home button goes home
    click(app, button_pos(app, "rules"))
    key(app, pygame.K_ESCAPE)
    assert app.view.screen_name == "game"
    click(app, button_pos(app, "rules"))
    click(app, button_pos(app, "home"))
    assert app.view.screen_name == "home"


def test_rules_esc_esc_enter_no_longer_throws_the_game_away(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    play_some(app, 6)
    key(app, pygame.K_ESCAPE)
    click(app, button_pos(app, "rules"))
    for k in (pygame.K_ESCAPE, pygame.K_ESCAPE, pygame.K_RETURN):
        key(app, k)
    assert app.commands.session.state.ply >= 6


def test_a_new_game_over_an_unfinished_one_asks_first(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    play_some(app, 4)
    key(app, pygame.K_n)
    key(app, pygame.K_RETURN)  # Enter in the menu: start a new game
    assert app.view.confirm is not None and app.commands.session.state.ply == 4
    assert "moves played: 2" in app.view.confirm.question
    key(app, pygame.K_b)  # other keys do nothing while asking
    click_point(app, 0)  # nor do clicks outside the dialog
    assert app.view.confirm is not None and app.commands.session.state.ply == 4
    key(app, pygame.K_ESCAPE)  # no: the game stays
    assert app.view.confirm is None and app.commands.session.state.ply == 4
    assert app.view.screen_name == "menu"
    click(app, button_pos(app, "start"))
    click(app, button_pos(app, "confirm:yes"))
    assert app.commands.session.state.ply == 0 and app.view.screen_name == "game"


def test_importing_over_an_unfinished_game_asks_and_a_fresh_game_does_not(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path)
    record = app.commands.session.record_text()
    play_some(app, 3)
    done = app.commands.session.record_text()
    assert app.commands.records.import_record(record)
    assert app.view.confirm is not None and app.commands.session.state.ply == 3
    key(app, pygame.K_y)
    assert app.view.confirm is None and app.commands.session.state.ply == 0
    assert app.commands.records.import_record(done)  # nothing to lose: no question
    assert app.view.confirm is None and app.commands.session.state.ply == 3
    assert "moves: 2" in app.view.message
