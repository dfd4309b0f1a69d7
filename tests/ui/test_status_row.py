"""The status line's row on a phone on its side with the larger text: the status takes two
lines beside the turn's buttons, a button with no room beside it goes to the "More…"
sheet (and works there), and the move list keeps a row (:mod:`tanbo.ui.screens.panel`,
:mod:`tanbo.ui.layout`)."""

from __future__ import annotations

from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from tanbo.ui import drawlog  # noqa: E402
from tanbo.ui.screens import panel  # noqa: E402
from tests.support.design_states import STATES, show  # noqa: E402
from tests.support.ui_driver import button_pos, click  # noqa: E402

pytestmark = pytest.mark.usefixtures("pygame_events")

SIDEWAYS = (844, 390, 3.0)


def _actions(rows: list[tuple[str, str, int]]) -> list[str]:
    return [action for _, action, _ in rows]


@pytest.mark.parametrize(("lang", "beside", "sheet"), [
    ("en", ["pass", "offer_draw"], []),
    ("ru", ["pass"], ["offer_draw"]),  # "Предложить ничью" leaves "Ход: Чёрные" no room
])
def test_a_button_with_no_room_beside_the_status_goes_to_the_more_sheet(
    tmp_path: Path, lang: str, beside: list[str], sheet: list[str]
) -> None:
    app = STATES["game-deago-13+large"](tmp_path, lang)
    show(app, SIDEWAYS)
    app.frame()
    assert _actions(panel.status_actions(app.commands)) == beside
    assert _actions(panel.sheet_actions(app.commands)) == sheet
    # the status is drawn whole beside the buttons (English: in two lines)
    with drawlog.recording(targets=True) as drawn:
        app.view.dirty = True
        app.frame()
    row = pygame.Rect(app.view.ui.status)
    lines = [d for d in drawn if d.kind == drawlog.TEXT and d.text and row.contains(d.rect)]
    assert " ".join(d.text for d in lines) == panel.status_text(app.commands)
    assert not any(d.cut for d in lines)
    ui = app.view.ui
    assert ui.moves[3] >= 22 * ui.text_factor * ui.text_scale - 3  # a row of the move list
    # the sheet has the button that did not fit first, and it works there
    click(app, button_pos(app, "more"))
    if not sheet:
        with pytest.raises(AssertionError, match="no button 'offer_draw'"):
            button_pos(app, "offer_draw")
        return
    click(app, button_pos(app, "offer_draw"))
    assert app.commands.moves.draw_offer is not None


def test_a_wide_panel_keeps_every_button_beside_the_status(tmp_path: Path) -> None:
    app = STATES["game-deago-13+large"](tmp_path, "ru")
    show(app, (1280, 720, 1.0))
    app.frame()
    assert _actions(panel.status_actions(app.commands)) == ["pass", "offer_draw"]
    assert panel.sheet_actions(app.commands) == []
