"""The new-game menu on a small phone (360x640 CSS px at DPR 3): its page of whole 44 px
rows scrolls under a bar that keeps Home and Start in reach (issue 39).

A touch that moves drags the page and taps nothing; one that lifts where it went down
taps; the wheel scrolls; the scroll bar shows where the page is; a window where the page
fits does not scroll and a click acts as it goes down.
"""

from __future__ import annotations

from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from tanbo.ui import design, screens, scrolling, theme  # noqa: E402
from tanbo.ui.app import App  # noqa: E402
from tanbo.ui.screens import menu  # noqa: E402
from tanbo.ui.widgets import Button  # noqa: E402
from tests.support.design_states import show  # noqa: E402
from tests.support.ui_driver import (  # noqa: E402
    centre,
    click,
    key,
    make_app,
    post,
    shown_button,
    touch_drag,
)

pytestmark = pytest.mark.usefixtures("pygame_events")

PHONE = (360, 640, 3.0)


def _menu(tmp_path: Path, size: tuple[int, int, float] = PHONE) -> App:
    app = make_app(tmp_path)
    key(app, pygame.K_n)
    assert app.view.screen_name == "menu"
    show(app, size)
    app.frame()
    return app


def _wholly_shown(app: App, b: Button) -> bool:
    page = menu.page_scroll(app.commands)
    assert page is not None
    return pygame.Rect(page[1].rect).contains(b.rect)


def test_a_small_phone_s_page_scrolls_and_its_rows_are_whole_targets(tmp_path: Path) -> None:
    app = _menu(tmp_path)
    page = menu.page_scroll(app.commands)
    assert page is not None and page[1].overflow > 40  # a scrolling page, not a shrunk one
    for b in screens.buttons(app.commands):
        assert min(b.rect[2], b.rect[3]) >= design.MIN_TARGET_CSS * PHONE[2], b
    assert not _wholly_shown(app, shown_button(app, "bylink"))  # below the fold at first


def test_the_wheel_scrolls_to_the_foot_and_stops_there(tmp_path: Path) -> None:
    app = _menu(tmp_path)
    size_y = shown_button(app, "size:11x11").rect[1]
    post(app, (pygame.MOUSEWHEEL, {"x": 0, "y": -1}))
    moved = size_y - shown_button(app, "size:11x11").rect[1]
    assert moved == app.view.ui.px(scrolling.WHEEL_STEP)
    for _ in range(20):
        post(app, (pygame.MOUSEWHEEL, {"x": 0, "y": -1}))
    page = menu.page_scroll(app.commands)
    assert page is not None and page[0].shown(page[1].overflow) == page[1].overflow
    for action in ("ponder", "import", "export", "rules", "bylink"):  # the page's foot
        assert _wholly_shown(app, shown_button(app, action)), action
    post(app, (pygame.MOUSEWHEEL, {"x": 0, "y": 30}))
    assert page[0].shown(page[1].overflow) == 0


def test_a_drag_scrolls_and_taps_nothing_a_tap_chooses(tmp_path: Path) -> None:
    app = _menu(tmp_path)
    size = app.commands.settings.size
    start = centre(shown_button(app, "size:11x11"))
    y0 = shown_button(app, "size:11x11").rect[1]
    touch_drag(app, start, (start[0], start[1] - 300))  # 100 CSS px up
    assert app.commands.settings.size == size  # the drag chose nothing
    assert y0 - shown_button(app, "size:11x11").rect[1] == 300  # the page followed the finger
    b = shown_button(app, "size:11x11")
    touch_drag(app, centre(b), (centre(b)[0] + 6, centre(b)[1] + 6))  # 2 CSS px: a tap
    assert app.commands.settings.size == (11, 11)
    assert shown_button(app, "size:11x11").rect[1] == b.rect[1]  # and the page stayed


def test_start_and_home_stay_put_and_take_one_tap(tmp_path: Path) -> None:
    app = _menu(tmp_path)
    start, home = shown_button(app, "start").rect, shown_button(app, "home").rect
    window = pygame.Rect(0, 0, *app.screen.get_size())
    assert window.contains(start) and window.contains(home)
    for _ in range(20):
        post(app, (pygame.MOUSEWHEEL, {"x": 0, "y": -1}))
    assert (shown_button(app, "start").rect, shown_button(app, "home").rect) == (start, home)
    page = menu.page_scroll(app.commands)
    assert page is not None and not pygame.Rect(page[1].rect).colliderect(start)
    click(app, centre(shown_button(app, "start")))  # the bar is not the page: a press is a click
    assert app.view.screen_name == "game"


def test_nothing_on_the_page_is_hit_or_drawn_under_the_bar(tmp_path: Path) -> None:
    app = _menu(tmp_path)
    page = menu.page_scroll(app.commands)
    assert page is not None
    view = pygame.Rect(page[1].rect)
    start = shown_button(app, "start")
    under = [b for b in screens.buttons(app.commands) if b.clip is not None
             and b.rect[1] + b.rect[3] > view.bottom]
    assert under, "a row half under the bar at the top of the page"
    for b in under:
        assert not b.hit((b.rect[0] + 4, view.bottom + 2))
    assert screens.button_at(app.commands, centre(start)) == "start"
    app.view.dirty = True
    app.frame()
    x = view.right - app.view.ui.px(4)  # the scroll bar, at the top of its track
    assert tuple(app.screen.get_at((x, view.top + 4)))[:3] == theme.TEXT_DIM
    assert tuple(app.screen.get_at((x, view.bottom - 4)))[:3] != theme.TEXT_DIM


@pytest.mark.parametrize("size", [(390, 844, 3.0), (1280, 720, 1.0)])
def test_where_the_page_fits_it_does_not_scroll(tmp_path: Path,
                                                size: tuple[int, int, float]) -> None:
    app = _menu(tmp_path, size)
    assert menu.page_scroll(app.commands) is None
    y = shown_button(app, "size:11x11").rect[1]
    post(app, (pygame.MOUSEWHEEL, {"x": 0, "y": -1}))
    assert shown_button(app, "size:11x11").rect[1] == y
    click(app, centre(shown_button(app, "size:11x11")))  # down only: acts at once
    assert app.commands.settings.size == (11, 11)


def test_the_thumb_shows_the_share_and_the_place() -> None:
    view = scrolling.Viewport((0, 0, 300, 600), overflow=100, scale=2.0)
    top = scrolling.thumb(view, 0, 8)
    end = scrolling.thumb(view, 100, 8)
    assert top == (292, 0, 8, 450)  # 600 of a 800 px page
    assert end == (292, 150, 8, 450)
    assert scrolling.thumb(scrolling.Viewport((0, 0, 300, 600), 0, 2.0), 0, 8) is None
