"""A resizable window: pygame's resize events re-lay every screen out,
clicks land on the right points at every size, and the size is remembered."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

pygame = pytest.importorskip("pygame")

from tanbo.ui.app import WINDOW_MIN, App, Settings  # noqa: E402
from tanbo.ui.layout import BoardLayout, screen_layout, ui_scale  # noqa: E402
from tanbo.ui.render import Fonts  # noqa: E402
from tanbo.ui.screens import movelist  # noqa: E402
from tanbo.ui.screens.overlays import more_state  # noqa: E402
from tanbo.ui.storage import FileStore  # noqa: E402
from tests.support.ui_driver import button_pos, click, click_point, key, make_app  # noqa: E402

pytestmark = pytest.mark.usefixtures("pygame_events")


def resize(app: App, w: int, h: int, kind: str = "videoresize") -> None:
    if kind == "videoresize":
        event = pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=(w, h))
    else:
        event = pygame.event.Event(pygame.WINDOWSIZECHANGED, x=w, y=h)
    pygame.event.post(event)
    app.frame()


@pytest.fixture(autouse=True)
def default_window() -> None:
    """Each test starts from the default window (an earlier test may have resized it)."""
    pygame.display.set_mode((1280, 720))


@pytest.mark.parametrize("kind", ["videoresize", "windowsizechanged"])
@pytest.mark.parametrize("size", [(1920, 1080), (1024, 768), (844, 600), (700, 1000),
                                  (2560, 1440)])
def test_a_resize_lays_the_game_out_again_and_clicks_land_on_points(
    tmp_path: Path, size: tuple[int, int], kind: str
) -> None:
    app = make_app(tmp_path)
    before = app.layout
    resize(app, *size, kind=kind)
    assert app.window_size == size == app.screen.get_size() == app.view.ui.size
    assert app.view.ui == screen_layout(*size, ui_scale(*size))  # a big window: bigger text
    assert Fonts.scale == app.view.ui.text_scale
    assert app.layout == BoardLayout.fit(app.view.ui.board, 7, 7) and app.layout != before
    st = app.commands.session.state
    for pick in (0, -1):  # a click at the new centre of a point plays that point
        move = st.legal_moves()[pick]
        click_point(app, move)
        assert st.move_stack[-1] == move
    # and the board is drawn there: the bottom-right point is wood, not background
    x, y = app.layout.centre(48)
    assert app.screen.get_at((x, y))[:3] != (38, 42, 48)


def test_a_maximised_big_monitor_draws_the_1280x720_layout_twice_the_size(tmp_path: Path) -> None:
    """Natively the pixel ratio is 1 and a big window grows the UI: at 2560x1440 the
    text, buttons and board are those of 1280x720, doubled; clicks still land."""
    app = make_app(tmp_path)
    small_button = pygame.Rect(next(b.rect for b in _buttons(app) if b.action == "undo"))
    small_font = Fonts.get(17).get_height()
    resize(app, 2560, 1440)
    assert app.view.ui.text_scale == 2.0 and Fonts.scale == 2.0
    assert Fonts.get(17).get_height() >= 2 * small_font - 2
    big_button = pygame.Rect(next(b.rect for b in _buttons(app) if b.action == "undo"))
    assert abs(big_button.w - 2 * small_button.w) <= 2
    assert abs(big_button.h - 2 * small_button.h) <= 2
    small_board = BoardLayout.fit((10, 10, 700, 700), 7, 7)
    assert app.layout.spacing == pytest.approx(2 * small_board.spacing)
    move = app.commands.session.state.legal_moves()[-1]
    click_point(app, move)
    assert app.commands.session.state.move_stack[-1] == move
    click(app, big_button.center)  # the undo button, found at its doubled place
    assert app.commands.session.state.ply == 0


def test_a_pixel_ratio_of_3_lays_the_logical_window_out_in_device_pixels(tmp_path: Path) -> None:
    """The browser's phone: a 1170x2532 canvas at 3 device pixels per CSS pixel is the
    390x844 layout times 3, with text three times the size; taps land on points."""
    app = make_app(tmp_path)
    app.pixel_ratio = 3.0
    resize(app, 1170, 2532)
    assert app.view.ui.text_scale == 3.0 and app.view.ui.portrait
    logical = screen_layout(390, 844)
    assert app.view.ui.board == tuple(3 * v for v in logical.board)
    assert app.view.ui.px(10) == 30
    st = app.commands.session.state
    move = st.legal_moves()[len(st.legal_moves()) // 2]
    x, y = app.layout.centre(move)
    cell = app.layout.spacing
    _tap(app, (round(x + 0.4 * cell), round(y - 0.4 * cell)))  # a finger: anywhere in the cell
    assert app.view.touch_armed == move and st.ply == 0
    _tap(app, (x, y))
    assert st.move_stack[-1] == move


def _tap(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=True))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=True))
    app.frame()


def _buttons(app: App) -> list[Any]:
    from tanbo.ui import screens

    return list(screens.buttons(app.commands))


def test_portrait_after_a_resize_puts_the_board_on_top_and_buttons_answer(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    resize(app, 700, 1000)
    assert app.view.ui.portrait and app.view.ui.compact
    bx, _, bw, _ = app.view.ui.board
    # 7x7 nearly across the width (the panel under it keeps ~390 px of 44 px rows: the
    # extras have a row)
    assert bw >= 600 and bx + bw <= 700 and app.layout.spacing > 70
    click(app, button_pos(app, "more"))  # the toggles are behind "More"
    assert more_state(app.view).open
    hints = app.commands.settings.hints
    click(app, button_pos(app, "hints"))
    assert app.commands.settings.hints != hints and more_state(app.view).open
    click(app, (5, 5))  # beside the sheet: closed, and the board not played
    assert not more_state(app.view).open and app.commands.session.state.ply == 0
    click(app, button_pos(app, "home"))
    assert app.view.screen_name == "home"
    click(app, button_pos(app, "menu"))  # home's New game
    assert app.view.screen_name == "menu" and app.view.ui.menu.narrow


def test_the_window_size_is_remembered_and_a_tiny_one_is_refused(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    resize(app, 1500, 900)
    saved = json.loads(FileStore(tmp_path).load("settings") or "{}")
    assert saved["window"] == "1500x900"
    again = App(FileStore(tmp_path), computer_delay_ms=0, seed=5)
    assert again.window_size == (1500, 900) == again.screen.get_size()
    resize(again, 200, 100)  # smaller than the minimum: set back to it
    assert again.window_size == WINDOW_MIN == again.screen.get_size()


def test_a_resize_keeps_the_game_an_open_dialog_the_hover_and_the_list_scroll(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path)
    st = app.commands.session.state
    for _ in range(20):
        click_point(app, st.legal_moves()[0])
    movelist.state(app.view).scroll = 2  # rows of 3 full moves: move 7 at the top
    point = st.legal_moves()[0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.layout.centre(point),
                                         rel=(0, 0), buttons=(0, 0, 0)))
    app.frame()
    assert app.view.hover == point
    resize(app, 1100, 700)
    # the preview stays
    assert app.view.hover == point and app.commands.moves.preview_point() == point
    app.commands.open_screen("menu")
    key(app, pygame.K_RETURN)  # a new game over an unfinished one asks first
    assert app.view.confirm is not None
    record = app.commands.session.record_text()
    resize(app, 844, 600)
    assert app.commands.session.record_text() == record and app.view.confirm is not None
    assert app.view.ui.per_row == 2 and movelist.state(app.view).scroll == 3  # move 7 still on top
    x, y, w, h = app.view.ui.confirm_box
    assert x + w <= 844 and y + h <= 600 and app.view.ui.confirm_box != (380, 265, 520, 190)
    click(app, button_pos(app, "confirm:no"))  # the dialog's buttons moved with it
    assert app.view.confirm is None and app.commands.session.record_text() == record


def test_f11_asks_for_full_screen_without_losing_anything(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[int] = []
    monkeypatch.setattr(pygame.display, "toggle_fullscreen", lambda: calls.append(1) or 1)
    app = make_app(tmp_path)
    click_point(app, app.commands.session.state.legal_moves()[0])
    key(app, pygame.K_F11)
    assert calls == [1] and app.fullscreen and app.commands.session.state.ply == 1
    key(app, pygame.K_F11)
    assert calls == [1, 1] and not app.fullscreen


@pytest.mark.parametrize(
    ("value", "error"),
    [([1600, 900], "window must be"), ("1600", "window must be"), ("10x10", "outside"),
     ("123456x900", "window must be"), ("1600x20000", "outside"), (True, "window must be")],
)
def test_settings_refuse_a_window_size_that_is_not_a_size(value: object, error: str) -> None:
    with pytest.raises(ValueError, match=error):
        Settings.from_json(json.dumps({"window": value}))


def test_settings_keep_the_window_size_and_leave_it_out_when_unknown() -> None:
    s = Settings.from_json('{"window": "1600x900"}')
    assert s.window == (1600, 900)
    assert Settings.from_json(s.to_json()).window == (1600, 900)
    assert "window" not in json.loads(Settings().to_json())


def test_on_a_phone_a_tap_anywhere_in_a_cell_takes_its_point(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    resize(app, 640, 1000)
    move = app.commands.session.state.legal_moves()[0]
    x, y = app.layout.centre(move)
    off = round(app.layout.spacing * 0.45)  # a corner of the cell, off the point's circle
    click(app, (x + off, y + off))  # a mouse click there is nothing
    assert app.commands.session.state.ply == 0 and app.view.touch_armed is None
    for _ in range(2):  # a finger: the first tap previews, the second plays
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x + off, y + off),
                                             button=1, touch=True))
        app.frame()
    assert app.commands.session.state.move_stack == [move]
