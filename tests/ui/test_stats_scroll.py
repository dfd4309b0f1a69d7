"""The Statistics screen with larger text on a phone (issue 40): one page, laid out at its
text's height and scrolled (the wheel, a drag, PageUp/PageDown, Tab; a tap still acts);
at 100% and on a laptop it is laid out as before (the games list pages by its buttons
and the wheel)."""

from __future__ import annotations

from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from tanbo.ui import screens, scrolling, theme  # noqa: E402
from tanbo.ui.app import App  # noqa: E402
from tanbo.ui.render import Fonts  # noqa: E402
from tanbo.ui.screens import stats, stats_phone  # noqa: E402
from tests.support.design_states import STATES, show  # noqa: E402
from tests.support.ui_driver import (  # noqa: E402
    centre,
    click,
    key,
    post,
    shown_button,
    touch_drag,
)

pytestmark = pytest.mark.usefixtures("pygame_events")

PHONE = (360, 640, 3.0)
LAPTOP = (1280, 720, 1.0)


def _stats(tmp_path: Path, page: str, text_size: float = 1.5,
           size: tuple[int, int, float] = PHONE, lang: str = "ru") -> App:
    """The Statistics screen's ``page`` (a profile with past games) at ``text_size``."""
    from tanbo.ui import display

    app = STATES[f"stats-{page}"](tmp_path, lang)
    app.commands.settings.text_size = text_size
    display.apply(app.commands)
    show(app, size)
    app.frame()
    return app


def _page(app: App) -> tuple[scrolling.PageScroll, scrolling.Viewport]:
    page = stats.page_scroll(app.commands)
    assert page is not None
    return page


@pytest.mark.parametrize("page", stats.PAGES)
def test_each_tab_is_one_page_at_its_text_s_height_on_a_small_phone(
        tmp_path: Path, page: str) -> None:
    app = _stats(tmp_path, page)
    assert app.view.ui.text_factor == pytest.approx(1.5)
    assert _page(app)[1].overflow > 100  # the rows and the content scroll, nothing shrunk
    Fonts.set_text_factor(app.view.ui.text_factor)  # (as the frame drew it)
    laid = stats_phone.page(app.commands)
    for b in laid.buttons:  # every label whole in its button, every target 44 CSS px
        font = Fonts.get(b.size, True)
        assert all(font.size(line)[0] <= b.rect[2] - Fonts.px(8) for line in b.label.split("\n"))
        assert min(b.rect[2], b.rect[3]) >= app.view.ui.px(44)
    tabs = [b for b in laid.buttons if b.action.startswith("stats_page:")]
    assert [b.action for b in tabs] == [f"stats_page:{p}" for p in stats.PAGES]


@pytest.mark.parametrize("page", stats.PAGES)
def test_the_content_starts_on_the_first_screen_and_the_profile_s_actions_at_the_foot(
        tmp_path: Path, page: str) -> None:
    # The rows of buttons (profiles, tabs, games) leave room for the tab's content on
    # the smallest phone's first screen; the profile's actions come after the content.
    app = _stats(tmp_path, page)
    Fonts.set_text_factor(app.view.ui.text_factor)
    laid = stats_phone.page(app.commands)
    top, height = laid.viewport[1], laid.viewport[3]
    header = [b for b in laid.buttons if b.action.startswith(("profile_pick", "profile_add",
                                                              "stats_page:", "stats_game:"))]
    content_top = max(b.rect[1] + b.rect[3] for b in header)
    actions = [b for b in laid.buttons if b.action in ("profile_rename", "profile_delete",
                                                       "profile_export", "profile_import")]
    assert len(actions) == 4
    heading = max(at for at, _, _ in laid.blocks)  # the profile's name over its actions
    content = [at for at, _, _ in laid.blocks if content_top <= at < heading] + [
        b.rect[1] for b in laid.buttons if b not in header and b not in actions]
    assert content_top < top + 0.75 * height
    assert min(content) < top + height  # on the first screen
    assert min(b.rect[1] for b in actions) > max(content) >= min(content) >= content_top


def test_the_wheel_and_a_drag_scroll_the_page_and_a_tap_still_acts(tmp_path: Path) -> None:
    app = _stats(tmp_path, "overview")
    y0 = shown_button(app, "stats_page:tables").rect[1]
    post(app, (pygame.MOUSEWHEEL, {"x": 0, "y": -1}))
    assert y0 - shown_button(app, "stats_page:tables").rect[1] == app.view.ui.px(
        scrolling.WHEEL_STEP)
    post(app, (pygame.MOUSEWHEEL, {"x": 0, "y": 5}))
    assert shown_button(app, "stats_page:tables").rect[1] == y0
    start = centre(shown_button(app, "stats_page:tables"))
    touch_drag(app, start, (start[0], start[1] - 150))  # 50 CSS px up: a drag
    assert stats.state(app.view).page == "overview"  # it chose no tab
    assert y0 - shown_button(app, "stats_page:tables").rect[1] == 150
    c = centre(shown_button(app, "stats_page:tables"))
    touch_drag(app, c, (c[0] + 6, c[1] + 6))  # 2 CSS px: a tap
    assert stats.state(app.view).page == "tables"
    assert _page(app)[0].offset == pytest.approx(50)  # the tabs stay where they were


def test_the_foot_of_a_short_games_list_is_reached_and_shows_its_last_game(
        tmp_path: Path) -> None:
    app = _stats(tmp_path, "games")
    page = _page(app)
    last = stats.recent(app.commands)[-1]
    view = pygame.Rect(page[1].rect)
    assert not any(b.action == f"stats_open:{last}" for b in screens.buttons(app.commands))
    for _ in range(60):
        post(app, (pygame.MOUSEWHEEL, {"x": 0, "y": -1}))
    assert page[0].offset == page[1].overflow
    assert view.contains(shown_button(app, f"stats_open:{last}").rect)  # whole, at the foot
    assert all(b.action != "stats_scroll:1" for b in screens.buttons(app.commands))  # no paging
    app.view.dirty = True
    app.frame()
    x, y, w, h = page[1].rect
    bar_x = x + w - app.view.ui.px(4)  # the scroll bar, at the foot of its track
    assert tuple(app.screen.get_at((bar_x, y + h - 4)))[:3] == theme.TEXT_DIM
    assert tuple(app.screen.get_at((bar_x, y + 4)))[:3] != theme.TEXT_DIM


def test_a_long_games_list_turns_fifty_at_a_time_from_its_foot(tmp_path: Path) -> None:
    import datetime

    from tanbo.profiles.store import to_text
    from tests.support.profile_games import synthetic

    app = _stats(tmp_path, "games")
    data = synthetic(600, 2, last_day=datetime.date(2026, 12, 2).isoformat())
    app.commands.profiles.replace(to_text(data))
    app.frame()
    recent = stats.recent(app.commands)
    assert len(recent) > 2 * stats_phone.GAMES_SHOWN
    page = _page(app)
    page[0].scroll_by(10_000, page[1].overflow)
    app.view.dirty = True
    app.frame()
    assert not shown_button(app, "stats_scroll:-1").enabled
    shown = {b.action for b in stats_phone.page(app.commands).buttons}
    assert f"stats_open:{recent[stats_phone.GAMES_SHOWN - 1]}" in shown
    assert f"stats_open:{recent[stats_phone.GAMES_SHOWN]}" not in shown
    c = centre(shown_button(app, "stats_scroll:1"))
    touch_drag(app, c, (c[0], c[1] + 3))  # a tap
    assert stats.state(app.view).scroll == stats_phone.GAMES_SHOWN
    first = shown_button(app, f"stats_open:{recent[stats_phone.GAMES_SHOWN]}")
    assert pygame.Rect(_page(app)[1].rect).contains(first.rect)  # the older games' first


def test_a_button_half_out_of_the_viewport_is_not_hit_there(tmp_path: Path) -> None:
    app = _stats(tmp_path, "games")
    view = pygame.Rect(_page(app)[1].rect)
    for _ in range(3):
        post(app, (pygame.MOUSEWHEEL, {"x": 0, "y": -1}))
    half = [b for b in screens.buttons(app.commands) if b.clip is not None
            and (b.rect[1] < view.top or b.rect[1] + b.rect[3] > view.bottom)]
    assert half, "a button half out of the viewport"
    for b in half:
        outside = view.top - 2 if b.rect[1] < view.top else view.bottom + 2
        assert not b.hit((b.rect[0] + 4, outside))


@pytest.mark.parametrize(("text_size", "size"), [(1.0, PHONE), (1.5, LAPTOP), (1.0, LAPTOP)])
def test_at_100_percent_and_on_a_laptop_the_screen_is_laid_out_as_before(
        tmp_path: Path, text_size: float, size: tuple[int, int, float]) -> None:
    app = _stats(tmp_path, "games", text_size, size, lang="en")
    assert not stats_phone.active(app.commands)
    assert stats.page_scroll(app.commands) is None
    assert shown_button(app, "stats_scroll:1").enabled  # the list pages by its buttons
    first = stats.recent(app.commands)[0]
    post(app, (pygame.MOUSEWHEEL, {"x": 0, "y": -1}))  # and by the wheel
    assert stats.state(app.view).scroll == 1
    assert all(b.action != f"stats_open:{first}" for b in screens.buttons(app.commands))
    click(app, centre(shown_button(app, "stats_scroll:-1")))
    assert stats.state(app.view).scroll == 0


def test_the_page_scroll_starts_at_the_top_when_the_screen_opens(tmp_path: Path) -> None:
    app = _stats(tmp_path, "top")
    page = _page(app)
    page[0].scroll_by(10_000, page[1].overflow)
    key(app, pygame.K_ESCAPE)
    assert app.view.screen_name == "home"
    screens.do(app.commands, "stats")  # (home's Statistics card)
    app.frame()
    assert app.view.screen_name == "stats"
    assert _page(app)[0].offset == 0
