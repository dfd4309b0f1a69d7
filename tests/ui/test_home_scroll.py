"""Home with larger text on a phone (issue 40): its cards are as tall as their text
wrapped whole, and where they are taller than the window their area scrolls (a drag, the
wheel, a scroll bar; a tap still opens a card). At 100% and on a laptop nothing scrolls."""

from __future__ import annotations

from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from tanbo.ui import display, drawlog, screens, scrolling, theme  # noqa: E402
from tanbo.ui.app import App  # noqa: E402
from tanbo.ui.render import Fonts  # noqa: E402
from tanbo.ui.screens import home  # noqa: E402
from tanbo.ui.widgets import wrap  # noqa: E402
from tests.support.design_states import show  # noqa: E402
from tests.support.ui_driver import (  # noqa: E402
    centre,
    click,
    key,
    make_app,
    play_some,
    post,
    shown_button,
    touch_drag,
)

pytestmark = pytest.mark.usefixtures("pygame_events")

PHONE = (360, 640, 3.0)


def _home(tmp_path: Path, text_size: float = 1.5,
          size: tuple[int, int, float] = PHONE, lang: str = "ru") -> App:
    app = make_app(tmp_path)
    app.commands.settings.lang = lang
    play_some(app, 3)
    key(app, pygame.K_ESCAPE)
    assert app.view.screen_name == "home"
    app.commands.settings.text_size = text_size
    display.apply(app.commands)
    show(app, size)
    app.frame()
    return app


def test_larger_text_on_a_small_phone_scrolls_the_cards_at_their_text_s_height(
        tmp_path: Path) -> None:
    app = _home(tmp_path)
    assert app.view.ui.text_factor == pytest.approx(1.5)
    page = home.page_scroll(app.commands)
    assert page is not None and page[1].overflow > 100  # a scrolling page, nothing shrunk
    Fonts.set_text_factor(app.view.ui.text_factor)  # (as the frame drew it)
    for card in home.page(app.commands).cards:
        assert isinstance(card, home.Card)
        room = card.rect[2] - Fonts.px(26) - (card.side + Fonts.px(12) if card.picture else 0)
        lines = home.card_lines(card.detail, room)
        labels = wrap(card.label, Fonts.get(19, True), room)
        need = (len(labels) * Fonts.get(19, True).get_linesize()
                + len(lines) * Fonts.get(home.DETAIL_SIZE).get_linesize())
        assert card.rect[3] >= need, card.label  # every line of it, whole
    assert shown_button(app, "continue").rect[3] > 0
    view = pygame.Rect(page[1].rect)
    assert not any(b.action == "display" and view.contains(b.rect)
                   for b in screens.buttons(app.commands))  # below the fold at first


def test_the_wheel_and_a_drag_scroll_home_and_a_tap_opens_a_card(tmp_path: Path) -> None:
    app = _home(tmp_path)
    y0 = shown_button(app, "menu").rect[1]
    post(app, (pygame.MOUSEWHEEL, {"x": 0, "y": -1}))
    assert y0 - shown_button(app, "menu").rect[1] == app.view.ui.px(scrolling.WHEEL_STEP)
    post(app, (pygame.MOUSEWHEEL, {"x": 0, "y": 5}))
    assert shown_button(app, "menu").rect[1] == y0
    start = centre(shown_button(app, "menu"))
    touch_drag(app, start, (start[0], start[1] - 300))  # 100 CSS px up: a drag
    assert app.view.screen_name == "home"  # it opened nothing
    assert y0 - shown_button(app, "menu").rect[1] == 300
    for _ in range(20):
        post(app, (pygame.MOUSEWHEEL, {"x": 0, "y": -1}))
    page = home.page_scroll(app.commands)
    assert page is not None
    display_card = shown_button(app, "display")
    assert pygame.Rect(page[1].rect).contains(display_card.rect)  # the foot, whole
    app.view.dirty = True
    app.frame()
    x, y, w, h = page[1].rect
    bar_x = x + w - app.view.ui.px(4)  # the scroll bar, at the foot of its track
    assert tuple(app.screen.get_at((bar_x, y + h - 4)))[:3] == theme.TEXT_DIM
    assert tuple(app.screen.get_at((bar_x, y + 4)))[:3] != theme.TEXT_DIM
    c = centre(display_card)
    touch_drag(app, c, (c[0] + 6, c[1] + 6))  # 2 CSS px: a tap
    assert app.view.screen_name == "display"


def test_a_card_half_out_of_the_area_is_neither_hit_nor_drawn_there(tmp_path: Path) -> None:
    app = _home(tmp_path)
    page = home.page_scroll(app.commands)
    assert page is not None
    view = pygame.Rect(page[1].rect)
    under = [b for b in screens.buttons(app.commands) if b.clip is not None
             and b.rect[1] + b.rect[3] > view.bottom]
    assert under, "a card half under the page's edge at the top"
    for b in under:
        assert not b.hit((b.rect[0] + 4, view.bottom + 2))
    post(app, (pygame.MOUSEWHEEL, {"x": 0, "y": -3}))  # a card half above the top now
    top = app.view.ui.px(12) + 4  # in the title's row, left of the language button
    app.view.dirty = True
    app.frame()
    assert tuple(app.screen.get_at((view.x + top, view.top - 2)))[:3] == theme.BACKGROUND
    with drawlog.recording() as drawn:
        app.view.dirty = True
        app.frame()
    cards = {t for b in home.page(app.commands).cards for t in (b.label, b.detail)}
    assert [d.text for d in drawn if d.text in cards and not view.contains(d.rect)] == []


@pytest.mark.parametrize(("text_size", "size"), [
    (1.0, PHONE), (1.5, (1280, 720, 1.0)), (1.0, (390, 844, 3.0))])
def test_where_the_cards_fit_home_does_not_scroll(
        tmp_path: Path, text_size: float, size: tuple[int, int, float]) -> None:
    app = _home(tmp_path, text_size, size, lang="en")
    assert home.page_scroll(app.commands) is None
    y = shown_button(app, "menu").rect[1]
    post(app, (pygame.MOUSEWHEEL, {"x": 0, "y": -1}))
    assert shown_button(app, "menu").rect[1] == y
    click(app, centre(shown_button(app, "menu")))  # down only: acts at once
    assert app.view.screen_name == "menu"


def test_home_opens_at_its_top(tmp_path: Path) -> None:
    app = _home(tmp_path)
    home.state(app.view).page.offset = 500.0
    screens.do(app.commands, "display")
    screens.do(app.commands, "home")  # (its Home action)
    app.frame()
    assert app.view.screen_name == "home"
    assert home.state(app.view).page.offset == 0
