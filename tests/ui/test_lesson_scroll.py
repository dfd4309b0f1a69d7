"""The lesson screen with larger text on a small phone (issue 40): an answer taller than
the text area under the board scrolls (the wheel, a drag), drawn only inside its area,
and the board keeps 200 logical px for its coordinates."""

from __future__ import annotations

from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from tanbo.ui import drawlog, scrolling  # noqa: E402
from tanbo.ui.app import App  # noqa: E402
from tanbo.ui.screens import lesson  # noqa: E402
from tests.support.design_states import STATES, show  # noqa: E402

pytestmark = pytest.mark.usefixtures("pygame_events")

PHONE = (360, 640, 3.0)


def _answered(tmp_path: Path) -> App:
    app = STATES["lesson-tanbo-answer+large"](tmp_path, "ru")
    show(app, PHONE)
    app.frame()
    return app


def _texts(app: App) -> list[drawlog.Drawn]:
    with drawlog.recording() as drawn:
        app.view.dirty = True
        app.frame()
    return drawn


def test_a_long_answer_scrolls_in_its_area_and_its_last_line_is_reached(
        tmp_path: Path) -> None:
    app = _answered(tmp_path)
    page = lesson.page_scroll(app.commands)
    assert page is not None and page[1].overflow > 50
    area = pygame.Rect(page[1].rect)
    feedback = app.commands.lessons.feedback("ru")
    assert feedback is not None
    last = feedback.lines[-1].split()[-1]
    assert not any(d.text.endswith(last) for d in _texts(app))  # below the area at first
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    app.frame()
    assert page[0].shown(page[1].overflow) == scrolling.WHEEL_STEP
    page[0].scroll_by(10_000, page[1].overflow)
    drawn = _texts(app)
    assert any(d.text.endswith(last) for d in drawn)  # the foot, whole
    body = [d for d in drawn if d.kind == drawlog.TEXT and d.rect.top >= area.top]
    assert body and all(area.contains(d.rect) for d in body)
    assert lesson.lesson_rects(app.commands).board[2] >= app.view.ui.px(200)


def test_at_100_percent_the_answer_fits(tmp_path: Path) -> None:
    app = STATES["lesson-tanbo-answer"](tmp_path, "en")
    show(app, PHONE)
    app.frame()
    assert lesson.page_scroll(app.commands) is None
