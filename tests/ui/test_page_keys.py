"""A scrolling page or text area from the keyboard (issue 40): Tab and Shift+Tab scroll
the button they ring wholly into the page's viewport (home with larger text, the new-game
menu on a small phone); PageDown and PageUp scroll a page or text area to its end and
back (a lesson's, a puzzle's, home's, the Statistics', the "Why?" answer's), and on the
game screen they still review the moves."""

from __future__ import annotations

from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from tanbo.ui import screens, scrolling  # noqa: E402
from tanbo.ui.app import App  # noqa: E402
from tanbo.ui.screens import home, lesson, menu, puzzles, stats, stats_phone, why  # noqa: E402
from tests.support.design_states import STATES, show  # noqa: E402
from tests.support.ui_driver import key, make_app, play_some  # noqa: E402

pytestmark = pytest.mark.usefixtures("pygame_events")

PHONE = (360, 640, 3.0)


def _state(tmp_path: Path, name: str, lang: str = "ru") -> App:
    app = STATES[name](tmp_path, lang)
    show(app, PHONE)
    app.frame()
    return app


def _ringed_whole(app: App, page: tuple[scrolling.PageScroll, scrolling.Viewport]) -> bool:
    """The ringed button is among the screen's and wholly inside the page's viewport."""
    found = [b for b in screens.buttons(app.commands) if b.action == app.view.focus]
    return bool(found) and pygame.Rect(page[1].rect).contains(found[0].rect)


def _tab_to(app: App, action: str, backwards: bool = False) -> None:
    """Tab (Shift+Tab) until the ring is on ``action`` (the test fails if it never is)."""
    for _ in range(40):
        key(app, pygame.K_TAB, pygame.KMOD_LSHIFT if backwards else 0)
        if app.view.focus == action:
            return
    pytest.fail(f"Tab never reached {action!r}")


def test_tab_to_an_off_screen_card_scrolls_home_and_shift_tab_scrolls_back(
        tmp_path: Path) -> None:
    app = _state(tmp_path, "home+large")
    page = home.page_scroll(app.commands)
    assert page is not None
    assert not any(b.action == "display" for b in screens.buttons(app.commands)
                   if pygame.Rect(page[1].rect).contains(b.rect))  # below the fold at first
    _tab_to(app, "continue")
    assert page[0].offset == 0 and _ringed_whole(app, page)
    for action in [c.action for c in home.page(app.commands).cards][1:]:
        key(app, pygame.K_TAB)
        assert app.view.focus == action  # every card in turn, none left out
        assert _ringed_whole(app, page), action
    assert page[0].offset > 0
    assert screens.tab_stays(app.commands) == "prev"  # the last card: Tab leaves the game
    _tab_to(app, "continue", backwards=True)
    assert page[0].offset == 0 and _ringed_whole(app, page)


def test_tab_on_the_small_phone_s_menu_scrolls_the_ringed_row_into_view(
        tmp_path: Path) -> None:
    app = make_app(tmp_path)
    key(app, pygame.K_n)
    show(app, PHONE)
    app.frame()
    page = menu.page_scroll(app.commands)
    assert page is not None and page[1].overflow > 0
    _tab_to(app, "bylink")
    assert page[0].offset > 0 and _ringed_whole(app, page)  # (half under the bar before)
    page[0].scroll_by(10_000, page[1].overflow)  # the page's foot: its first rows above
    first = menu.narrow_menu(app.commands).page[0].action
    _tab_to(app, first, backwards=True)
    assert page[0].offset < page[1].overflow and _ringed_whole(app, page)


def test_tab_on_the_statistics_page_scrolls_each_button_into_view_and_back(
        tmp_path: Path) -> None:
    app = _state(tmp_path, "stats-games+large")
    page = stats.page_scroll(app.commands)
    assert page is not None
    first = stats_phone.page(app.commands).buttons[0]  # (under the title where it wraps)
    top = max(0.0, (first.rect[1] - page[1].rect[1]) / page[1].scale)
    actions = [b.action for b in stats_phone.page(app.commands).buttons]
    last = actions[-1]  # the profile's last action at the page's foot, below the fold
    assert last == "profile_import" and not any(
        b.action == last for b in screens.buttons(app.commands))
    _tab_to(app, actions[0])
    assert page[0].offset == 0 and _ringed_whole(app, page)
    for action in actions[1:]:
        key(app, pygame.K_TAB)
        assert app.view.focus == action  # every button of the page in turn
        assert _ringed_whole(app, page), action
    assert page[0].offset >= page[1].overflow - 20  # the last one: by the page's foot
    _tab_to(app, actions[0], backwards=True)
    assert page[0].offset == pytest.approx(top) and _ringed_whole(app, page)


def _pages_through(app: App, page: tuple[scrolling.PageScroll, scrolling.Viewport]) -> None:
    """PageDown reaches the end in steps of a page, PageUp the start."""
    presses = 0
    while page[0].shown(page[1].overflow) < page[1].overflow:
        before = page[0].offset
        key(app, pygame.K_PAGEDOWN)
        moved = page[0].offset - before
        assert moved > scrolling.WHEEL_STEP or page[0].offset == page[1].overflow
        presses += 1
        assert presses < 50, "PageDown never reached the end"
    key(app, pygame.K_PAGEDOWN)  # at the end: stays
    assert page[0].offset == page[1].overflow
    while page[0].offset > 0:
        key(app, pygame.K_PAGEUP)
        presses -= 1
        assert presses > -50, "PageUp never reached the start"
    assert page[0].offset == 0


@pytest.mark.parametrize(("state", "scroll"), [
    ("lesson-tanbo-answer+large", lesson.page_scroll),
    ("puzzle-missed+large", puzzles.page_scroll),
    ("home+large", home.page_scroll),
    ("stats-overview+large", stats.page_scroll),
    ("stats-games+large", stats.page_scroll),
])
def test_page_down_reaches_the_end_of_a_long_text_and_page_up_the_start(
        tmp_path: Path, state: str, scroll: object) -> None:
    app = _state(tmp_path, state)
    assert callable(scroll)
    page = scroll(app.commands)
    assert page is not None and page[1].overflow > 0
    _pages_through(app, page)


def test_page_keys_scroll_the_menu_page(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    key(app, pygame.K_n)
    show(app, PHONE)
    app.frame()
    page = menu.page_scroll(app.commands)
    assert page is not None
    _pages_through(app, page)
    assert app.view.screen_name == "menu"


def test_page_keys_scroll_the_why_answer_and_leave_the_review_alone(tmp_path: Path) -> None:
    app = _state(tmp_path, "why-answer+large")
    sheet = why._layout(app.commands)
    assert sheet.overflow > 0
    shown_ply = app.commands.session.shown_ply
    seen = []
    for _ in range(30):
        key(app, pygame.K_PAGEDOWN)
        seen.append(why.state(app.view).scroll)
        if seen[-1] >= sheet.overflow:
            break
    assert seen[-1] == sheet.overflow and seen[0] > 0
    assert app.commands.session.shown_ply == shown_ply  # no review under the sheet
    assert why.current(app.commands) is not None  # still open
    while why.state(app.view).scroll > 0 and len(seen) < 60:
        key(app, pygame.K_PAGEUP)
        seen.append(why.state(app.view).scroll)
    assert why.state(app.view).scroll == 0


def test_on_the_game_screen_page_keys_still_review(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    play_some(app, 3)
    assert app.view.screen_name == "game"
    session = app.commands.session
    key(app, pygame.K_PAGEUP)
    assert session.reviewing and session.shown_ply == 2
    key(app, pygame.K_PAGEUP)
    assert session.shown_ply == 1
    key(app, pygame.K_PAGEDOWN)
    assert session.shown_ply == 2


def test_page_keys_on_a_page_that_fits_do_nothing(tmp_path: Path) -> None:
    app = _state(tmp_path, "home", lang="en")
    assert home.page_scroll(app.commands) is None
    key(app, pygame.K_PAGEDOWN)
    assert app.view.screen_name == "home"
    assert home.state(app.view).page.offset == 0
