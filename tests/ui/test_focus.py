"""Keyboard focus over the canvas's buttons (:mod:`tanbo.ui.focus`) in the real App,
headless, with synthetic key events: Tab and Shift+Tab walk every button of the screen
with a ring drawn around the focused one, Enter and Space press it, an arrow key or a
click gives the keys back to the board and the pointer."""

from __future__ import annotations

from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from tanbo.ui import design, focus, screens  # noqa: E402
from tests.support.ui_driver import button_pos, click, key, make_app  # noqa: E402

pytestmark = pytest.mark.usefixtures("pygame_events")


def _enabled(app: object) -> list[str]:
    return [b.action for b in screens.buttons(app.commands) if b.enabled]  # type: ignore[attr-defined]


def _ring_pixels(app: object, action: str) -> int:
    """Pixels of the focus colour on the ring's line just outside button ``action``."""
    surf = app.screen  # type: ignore[attr-defined]
    (rect,) = [b.rect for b in screens.buttons(app.commands) if b.action == action]  # type: ignore[attr-defined]
    x, y, w, h = rect
    width = surf.get_width()
    row = y - 2
    found = sum(1 for px in range(x + 10, x + w - 10) if row >= 0 and px < width
                and tuple(surf.get_at((px, row)))[:3] == design.FOCUS)
    return found + sum(1 for py in range(y + 10, y + h - 10)
                       if tuple(surf.get_at((x - 2, py)))[:3] == design.FOCUS)


@pytest.mark.parametrize("home", [True, False])
def test_tab_walks_every_button_in_order_then_leaves_and_comes_back(tmp_path: Path,
                                                                     home: bool) -> None:
    app = make_app(tmp_path, home=home)
    order = _enabled(app)
    assert len(order) >= 3
    seen = []
    for _ in order:
        key(app, pygame.K_TAB)
        seen.append(app.view.focus)
    assert seen == order  # every button of the screen, in its order
    assert screens.tab_stays(app.commands) == "prev"  # the next Tab is the page's
    key(app, pygame.K_TAB)
    assert app.view.focus is None  # past the last: the focus leaves the buttons
    key(app, pygame.K_TAB, pygame.KMOD_LSHIFT)
    assert app.view.focus == order[-1]  # Shift+Tab from none: the last
    key(app, pygame.K_TAB, pygame.KMOD_LSHIFT)
    assert app.view.focus == order[-2]


def test_the_focused_button_has_a_ring_and_only_it(tmp_path: Path) -> None:
    app = make_app(tmp_path, home=True)
    first, second = _enabled(app)[:2]
    assert _ring_pixels(app, first) == 0
    key(app, pygame.K_TAB)
    assert app.view.focus == first
    assert _ring_pixels(app, first) > 20
    key(app, pygame.K_TAB)
    assert _ring_pixels(app, first) == 0 and _ring_pixels(app, second) > 20


@pytest.mark.parametrize("press", [pygame.K_RETURN, pygame.K_SPACE])
def test_enter_or_space_presses_the_focused_button(tmp_path: Path, press: int) -> None:
    app = make_app(tmp_path, home=True)
    while app.view.focus != "rules":
        key(app, pygame.K_TAB)
        assert app.view.focus is not None, "Tab reaches the Rules card"
    key(app, press)
    assert app.view.screen_name == "rules"
    assert app.view.focus is None  # a new screen: Tab starts at its first button
    key(app, pygame.K_TAB)
    assert app.view.focus == _enabled(app)[0]


def test_a_question_is_answered_by_tab_and_enter(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    said: list[str] = []
    app.commands.ask("Sure?", lambda: said.append("yes"))
    app.frame()
    answers = _enabled(app)
    assert [a.partition(":")[0] for a in answers] == ["confirm", "confirm"]
    key(app, pygame.K_TAB)  # only the question's buttons are walked
    assert app.view.focus == answers[0]
    key(app, pygame.K_SPACE)  # (Space is no key of the question's own)
    assert app.view.confirm is None and said == ["yes"]


def test_an_arrow_gives_enter_back_to_the_board_and_a_click_hides_the_ring(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    st = app.commands.session.state
    key(app, pygame.K_TAB)
    assert app.view.focus is not None
    key(app, pygame.K_LEFT)
    assert app.view.focus is None
    key(app, pygame.K_RETURN)  # plays at the keyboard's cursor, presses no button
    assert st.ply == 1 and app.view.screen_name == "game"
    key(app, pygame.K_TAB)
    assert app.view.focus is not None
    click(app, (1, 1))
    assert app.view.focus is None


def test_tab_stays_tells_the_page_which_tab_is_the_games() -> None:
    from tanbo.ui.widgets import Button

    row = [Button((0, 0, 10, 10), "A", "a"), Button((0, 0, 10, 10), "B", "b", enabled=False),
           Button((0, 0, 10, 10), "C", "c")]
    assert focus.tab_stays(None, row) == "next prev"
    assert focus.tab_stays("a", row) == "next"
    assert focus.tab_stays("c", row) == "prev"
    assert focus.tab_stays("b", row) == "next prev"  # a disabled button never has the focus
    assert focus.tab_stays(None, []) == ""
    assert focus.step("a", row, backwards=False) == "c"
    assert focus.step("a", row, backwards=True) is None


def test_home_button_is_reachable_from_the_game(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    button_pos(app, "home")
    while app.view.focus != "home":
        key(app, pygame.K_TAB)
        assert app.view.focus is not None
    key(app, pygame.K_RETURN)
    assert app.view.screen_name == "home"
