"""Issue 11: a game is never lost by accident, the UI says why, texts fit, touch, the small things.

Each test drives the real App headless (see test_ui_app for the helpers).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from test_ui_app import button_pos, click, click_point, key, make_app  # noqa: E402


@pytest.fixture(autouse=True)
def _events() -> Iterator[None]:
    pygame.init()
    pygame.event.clear()
    yield
    pygame.event.clear()


def play_some(app: object, n: int) -> None:
    """Click ``n`` legal moves (the first legal point each time)."""
    for _ in range(n):
        st = app.session.state  # type: ignore[attr-defined]
        click_point(app, st.legal_moves()[0])  # type: ignore[arg-type]


# ------------------------------------------------------- never lose a game


def test_esc_on_rules_opened_from_the_menu_returns_to_the_menu(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    key(app, pygame.K_ESCAPE)
    assert app.screen_name == "menu"
    click(app, button_pos(app, "rules"))
    assert app.screen_name == "rules"
    key(app, pygame.K_ESCAPE)
    assert app.screen_name == "menu"
    key(app, pygame.K_ESCAPE)
    assert app.screen_name == "game"
    # rules opened from the game go back to the game, by Esc and by the Back button
    click(app, button_pos(app, "rules"))
    click(app, button_pos(app, "back"))
    assert app.screen_name == "game"
