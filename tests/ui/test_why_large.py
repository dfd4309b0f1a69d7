"""The "Why?" sheet with the larger text (issue 40): laid out for the text factor, so the
game under it keeps it; its answer is never made smaller to fit: a long one scrolls (▲ ▼,
the wheel) and every line is seen at some scroll, at its full size."""

from __future__ import annotations

from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from tanbo.ui import drawlog, screens  # noqa: E402
from tanbo.ui.app import App  # noqa: E402
from tanbo.ui.render import Fonts  # noqa: E402
from tanbo.ui.screens import why  # noqa: E402
from tanbo.ui.widgets import Button  # noqa: E402
from tests.support.design_states import STATES, show  # noqa: E402
from tests.support.ui_driver import click  # noqa: E402

pytestmark = pytest.mark.usefixtures("pygame_events")


def _texts(app: App) -> list[drawlog.Drawn]:
    """The texts the frame drew (not the buttons' labels)."""
    with drawlog.recording() as drawn:
        app.view.dirty = True
        app.frame()
    return [d for d in drawn if d.kind == drawlog.TEXT and d.text]


def _arrow(app: App, down: bool) -> Button | None:
    """▼ (``down``) or ▲ on the sheet's foot, if there."""
    found = [b for b in screens.buttons(app.commands) if b.action.startswith("why_scroll:")
             and b.action.startswith("why_scroll:-") != down]
    return found[0] if found else None


def _last_words(app: App) -> list[str]:
    """The last word of each of the open answer's texts (its links aside)."""
    answer = why.current(app.commands)
    assert answer is not None
    return [text.split()[-1] for kind, text, _ in why._blocks(app.commands, answer)
            if kind != "link"]


def test_a_long_answer_scrolls_at_its_full_size_and_the_game_keeps_the_factor(
        tmp_path: Path) -> None:
    app = STATES["why-answer+large"](tmp_path, "ru")
    show(app, (360, 640, 3.0))
    drawn = _texts(app)
    assert Fonts.text_factor == pytest.approx(1.5)  # the sheet is laid out for it
    up, down = _arrow(app, False), _arrow(app, True)
    assert up is not None and down is not None and not up.enabled and down.enabled
    words = " ".join(d.text for d in drawn)
    assert not all(word in words for word in _last_words(app))  # below the sheet's foot
    sizes = {d.size for d in drawn}
    for _ in range(30):
        down = _arrow(app, True)
        assert down is not None
        if not down.enabled:
            break
        click(app, pygame.Rect(down.rect).center)
        drawn = _texts(app)
        words += " " + " ".join(d.text for d in drawn)
        sizes |= {d.size for d in drawn}
    else:
        pytest.fail("▼ never reached the answer's end")
    up = _arrow(app, False)
    assert up is not None and up.enabled
    assert all(word in words for word in _last_words(app))  # every text was seen
    # never made smaller to fit: the smallest is the source's 14 px at the factor
    assert min(sizes) == round(14 * 3 * 1.5)


def test_the_wheel_scrolls_the_answer_back_up(tmp_path: Path) -> None:
    app = STATES["why-answer+large"](tmp_path, "ru")
    show(app, (360, 640, 3.0))
    _texts(app)
    why.state(app.view).scroll = 10_000  # kept within the answer as it is drawn
    top_line = _texts(app)
    assert why.wheel(app.commands, -1)
    assert _texts(app) != top_line


def test_an_answer_that_fits_has_no_arrows(tmp_path: Path) -> None:
    app = STATES["why-answer+large"](tmp_path, "en")
    show(app, (390, 844, 3.0))
    _texts(app)
    assert _arrow(app, True) is None and _arrow(app, False) is None
