"""The browser face of the text interface (tanbo.ui.textweb) natively, on a stand-in page:
lines typed in the command box act on the App's live screen through its board input,
and the live region hears every move, a lesson's answer and a puzzle's verdict."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from tanbo.ui.app import App  # noqa: E402
from tanbo.ui.textweb import PAGE_SETUP, TextWeb  # noqa: E402
from tanbo.ui.view import GAME, LESSON, PUZZLES  # noqa: E402
from tests.support.ui_driver import app_in  # noqa: E402

pytestmark = pytest.mark.usefixtures("pygame_events")


class Page:
    """The page's ``window.tanboText`` as the bridge calls it: a queue and a live region."""

    def __init__(self) -> None:
        self.queue: list[str] = []
        self.region: list[str] = []
        self.label = ""
        self.lang = ""

    def eval(self, code: str) -> object:
        if code == PAGE_SETUP:
            return "made"
        if code == "window.tanboText.take()":
            lines, self.queue = self.queue, []
            return json.dumps(lines)
        call, _, arg = code.partition("(")
        args = json.loads(f"[{arg[:-1]}]")
        if call == "window.tanboText.say":
            self.region.extend(args[0])
        elif call == "window.tanboText.label":
            self.label, self.lang = args
        return None


def _type(app: App, web: TextWeb, page: Page, line: str, frames: int = 3) -> list[str]:
    before = len(page.region)
    page.queue.append(line)
    for _ in range(frames):
        app.frame()
        web.frame()
    return page.region[before:]


def test_a_game_against_level_1_typed_and_announced(tmp_path: Path) -> None:
    app = app_in(tmp_path, players=("human", "level1"))
    page = Page()
    web = TextWeb(page, app.commands)
    web.frame()
    assert (page.label, page.lang) == ("Command (a point such as c4, or help)", "en")
    assert page.region[0] == "Tanbo 7x7, you against level 1."
    st = app.commands.session.state
    said = _type(app, web, page, "zz")
    assert said == ["Not a command nor a move: 'zz'. Expected a point such as d4, or help."]
    assert st.ply == 0
    while not app.commands.session.is_over:
        move = st.move_text(sorted(st.legal_moves())[0])
        said = _type(app, web, page, move.upper(), frames=6)
        assert said[0].startswith(f"Black plays {move}.")
    assert any(line.startswith("The game is over:") for line in page.region)
    assert app.commands.view.screen_name == GAME


def test_a_lesson_and_the_puzzle_in_russian(tmp_path: Path) -> None:
    app = app_in(tmp_path, players=("human", "human"))
    app.commands.settings.lang = "ru"
    page = Page()
    web = TextWeb(page, app.commands)
    said = _type(app, web, page, "урок")
    assert app.commands.view.screen_name == LESSON
    assert said[0].startswith("Урок: ")
    run = app.commands.lessons.run
    assert run is not None
    while not run.done:
        said = _type(app, web, page, run.current.solution)
        assert said and said[0].startswith("Ход чёрных" if run.state.ply % 2 else "Ход")
    said = _type(app, web, page, "задачка")
    assert app.commands.view.screen_name == PUZZLES
    desk = app.commands.puzzles
    assert desk.puzzle is not None and said[0] == desk.theme_text()
    for i, move in enumerate(desk.puzzle.solution):
        if i % 2 == 0:
            _type(app, web, page, move, frames=40)
    assert any(line.startswith("Решено") for line in page.region)
