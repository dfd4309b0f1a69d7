"""Input in the real App (:mod:`tanbo.ui.events`), headless: a finger's first tap
previews and the second plays, a mouse click plays at once, and the keyboard cursor
shows only after an arrow key."""

from __future__ import annotations

from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from tests.support.ui_driver import (  # noqa: E402
    button_pos,
    click,
    key,
    make_app,
    record_texts,
    tap,
)

pytestmark = pytest.mark.usefixtures("pygame_events")


def test_touch_first_tap_previews_second_tap_plays_and_a_tap_elsewhere_moves_it(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path)
    st = app.commands.session.state
    a, b = st.legal_moves()[:2]
    tap(app, a)
    assert st.ply == 0 and app.commands.moves.preview_point() == a
    assert f"Tap {st.point_name(a)} again" in " ".join(record_texts(app))
    tap(app, b)
    assert st.ply == 0 and app.commands.moves.preview_point() == b
    tap(app, b)
    assert st.ply == 1 and st.move_stack == [b]
    # an illegal point says why at the first tap
    occupied = b
    tap(app, occupied)
    assert st.ply == 1 and "occupied" in app.view.message


def test_a_mouse_click_still_plays_at_once(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    st = app.commands.session.state
    a = st.legal_moves()[0]
    tap(app, a, touch=False)
    assert st.move_stack == [a]


def test_the_keyboard_cursor_is_hidden_in_a_new_game_until_an_arrow_key(tmp_path: Path) -> None:
    from tanbo.ui.screens.game import board_view

    app = make_app(tmp_path)
    key(app, pygame.K_LEFT)
    assert board_view(app.commands).cursor is not None
    click(app, button_pos(app, "home"))
    click(app, button_pos(app, "menu"))  # home's New game
    click(app, button_pos(app, "start"))
    assert app.commands.session.state.ply == 0 and app.view.screen_name == "game"
    assert board_view(app.commands).cursor is None
    key(app, pygame.K_RIGHT)
    assert board_view(app.commands).cursor is not None
