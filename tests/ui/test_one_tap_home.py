"""Home is one tap away with a sheet open over the game (issue 39): the "Why?" sheet,
which covers the game's own Home button on a phone, and the "More…" sheet."""

from __future__ import annotations

from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from tanbo.ui import screens  # noqa: E402
from tanbo.ui.screens import why  # noqa: E402
from tests.support.design_states import STATES, show  # noqa: E402
from tests.support.ui_driver import button_pos, click  # noqa: E402

pytestmark = pytest.mark.usefixtures("pygame_events")

SIZES = [(360, 640, 3.0), (390, 844, 3.0), (844, 390, 3.0), (1280, 720, 1.0)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("state", ["why-answer", "game-more"])
def test_home_is_one_tap_with_a_sheet_open(tmp_path: Path, state: str,
                                           size: tuple[int, int, float]) -> None:
    app = STATES[state](tmp_path, "en")
    show(app, size)
    app.frame()
    if state == "game-more" and not app.view.ui.compact:
        pytest.skip("a wide panel has no More sheet")
    assert len(screens.stack(app.commands)) == 2  # the sheet is open over the game
    click(app, button_pos(app, "home"))
    assert app.view.screen_name == "home"


def test_the_why_sheet_is_closed_when_the_game_is_continued(tmp_path: Path) -> None:
    app = STATES["why-answer"](tmp_path, "en")
    show(app, (360, 640, 3.0))
    app.frame()
    click(app, button_pos(app, "home"))
    app.commands.show_game()
    app.frame()
    assert not why.sheet_open(app.commands)
    assert screens.button_at(app.commands, button_pos(app, "home")) == "home"
