"""The Puzzles screen with the larger text (issue 40): its texts are never fitted smaller
or cut; on a small phone, where they are taller than the panel's room, they scroll (the
wheel, a drag) and every line is seen at some scroll."""

from __future__ import annotations

from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from tanbo.ui import drawlog, screens  # noqa: E402
from tanbo.ui.app import App  # noqa: E402
from tanbo.ui.screens import puzzles  # noqa: E402
from tests.support.design_states import STATES, show  # noqa: E402

pytestmark = pytest.mark.usefixtures("pygame_events")


def _texts(app: App) -> list[drawlog.Drawn]:
    with drawlog.recording() as drawn:
        app.view.dirty = True
        app.frame()
    return [d for d in drawn if d.kind == drawlog.TEXT and d.text]


def test_the_missed_puzzle_s_text_scrolls_on_a_small_phone(tmp_path: Path) -> None:
    app = STATES["puzzle-missed+large"](tmp_path, "ru")
    show(app, (360, 640, 3.0))
    top = _texts(app)
    found = puzzles.page_scroll(app.commands)
    assert found is not None  # taller than its room
    last = app.commands.puzzles.explanation[-1].split()[-1]
    assert not any(d.text.endswith(last) for d in top)
    assert all(not d.cut and d.size == d.wanted for d in top)  # nothing fitted or cut
    for _ in range(40):
        screens.wheel(app.commands, 1)  # the wheel, as the events reach it
    foot = _texts(app)
    assert any(d.text.endswith(last) for d in foot), (last, [d.text for d in foot])
    assert all(not d.cut and d.size == d.wanted for d in foot)


def test_the_text_fits_at_100_percent(tmp_path: Path) -> None:
    app = STATES["puzzle-missed"](tmp_path, "en")
    show(app, (390, 844, 3.0))
    _texts(app)
    assert puzzles.page_scroll(app.commands) is None
