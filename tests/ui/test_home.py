# ruff: noqa: RUF001  (Russian text is meant to be Cyrillic)
"""Home (tanbo/ui/screens/home.py): the first screen of a returning player, one tap away
from every screen; More… reaches the places; a finished course leads to a first game;
Learn's tabs are its own; the first start's question in either language."""

from __future__ import annotations

from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from tanbo.lessons import COURSES  # noqa: E402
from tanbo.players import HUMAN  # noqa: E402
from tanbo.ui import app as app_module  # noqa: E402
from tanbo.ui import screens  # noqa: E402
from tanbo.ui.app import App  # noqa: E402
from tanbo.ui.i18n import tr  # noqa: E402
from tanbo.ui.screens.home import Card  # noqa: E402
from tanbo.ui.screens.overlays import more_state  # noqa: E402
from tanbo.ui.storage import FileStore, MemoryStore  # noqa: E402
from tanbo.ui.view import GAME, HOME, LEARN, LESSON, MENU, PUZZLES, RULES, STATS  # noqa: E402
from tests.support.lesson_driver import play  # noqa: E402
from tests.support.ui_driver import GOOD, app_in, click, key, record_texts  # noqa: E402

pytestmark = pytest.mark.usefixtures("pygame_events")

PHONE = ((1170, 2532), 3.0)  # 390x844 CSS px at a device pixel ratio of 3
DESK = ((1280, 720), 1.0)


def _app(folder: Path, window: tuple[tuple[int, int], float] = DESK, save: bool = True,
         monkeypatch: pytest.MonkeyPatch | None = None) -> App:
    """A returning player's App (settings stored; a game of one move saved if ``save``)."""
    size, ratio = window
    if monkeypatch is not None:
        monkeypatch.setattr(app_module, "_start_pixel_ratio", lambda: ratio)
    store = FileStore(folder)
    store.save("settings", '{"lang": "en", "game": "tanbo", "size": "7x7", "setup": "dense", '
               '"players": ["human", "human"]}')
    if save:
        store.save("game", GOOD)
    app = App(store, computer_delay_ms=0, seed=5, window=size)
    app.frame()
    return app


def _tap(app: App, action: str) -> None:
    """A tap on the middle of the button of ``action``."""
    found = [b for b in screens.buttons(app.commands) if b.action == action]
    assert found, (action, app.view.screen_name, [b.action for b in screens.buttons(app.commands)])
    x, y, w, h = found[0].rect
    click(app, (x + w // 2, y + h // 2))


def _cards(app: App) -> list[Card]:
    return [b for b in screens.buttons(app.commands) if isinstance(b, Card)]


def test_a_returning_player_starts_at_home_with_continue_first(tmp_path: Path) -> None:
    app = _app(tmp_path)
    assert app.view.screen_name == HOME
    cards = _cards(app)
    assert [c.action for c in cards] == ["continue", "menu", "learn", "puzzles", "stats",
                                         "rules", "display"]
    assert cards[0].picture is not None  # the game's board, drawn small
    assert "move 1" in cards[0].detail and "White to move" in cards[0].detail
    texts = record_texts(app)
    assert "Continue" in texts and "Tanbo: 0 of 6 lessons done" in texts
    assert any(t.startswith("streak 0") for t in texts)
    _tap(app, "continue")
    assert app.view.screen_name == GAME and app.commands.session.state.ply == 1
    key(app, pygame.K_ESCAPE)  # Esc on the game: home; Enter there: the game again
    assert app.view.screen_name == HOME
    key(app, pygame.K_RETURN)
    assert app.view.screen_name == GAME


def test_without_a_game_in_progress_new_game_comes_first(tmp_path: Path) -> None:
    app = _app(tmp_path, save=False)
    assert app.view.screen_name == HOME
    assert [c.action for c in _cards(app)][:2] == ["menu", "learn"]
    _tap(app, "menu")
    assert app.view.screen_name == MENU
    key(app, pygame.K_ESCAPE)
    assert app.view.screen_name == HOME
    key(app, pygame.K_RETURN)  # Enter takes the first card: a new game's choices
    assert app.view.screen_name == MENU


def test_home_shows_the_course_and_the_rating_it_has(tmp_path: Path) -> None:
    app = _app(tmp_path)
    for lesson in COURSES["tanbo"][:4]:
        app.commands.lessons.progress.mark(lesson.id)
    app.view.dirty = True
    assert "Tanbo: 4 of 6 lessons done" in record_texts(app)
    assert "Tanbo: no rated games yet" in record_texts(app)


def _open(app: App, screen: str) -> None:
    """Open ``screen`` the way a player does (from home, or the game for the game)."""
    if app.view.screen_name != HOME:
        _tap(app, "home")
    if screen == GAME:
        _tap(app, "continue")
    elif screen == LESSON:
        _tap(app, "learn")
        _tap(app, f"lesson:{COURSES['tanbo'][0].id}")
    else:
        _tap(app, {MENU: "menu", LEARN: "learn", PUZZLES: "puzzles", STATS: "stats",
                   RULES: "rules"}[screen])
    assert app.view.screen_name == screen


@pytest.mark.parametrize("window", [PHONE, DESK], ids=["phone", "desk"])
@pytest.mark.parametrize("screen", [GAME, MENU, LEARN, LESSON, PUZZLES, STATS, RULES])
def test_every_screen_reaches_home_in_one_tap(
    tmp_path: Path, screen: str, window: tuple[tuple[int, int], float],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The Home button is on screen, at least 44 CSS px tall, and one tap on its
    position goes home."""
    app = _app(tmp_path, window, monkeypatch=monkeypatch)
    _open(app, screen)
    (home,) = [b for b in screens.buttons(app.commands) if b.action == "home"]
    x, y, w, h = home.rect
    ratio = window[1]
    assert h >= 44 * ratio, (screen, h / ratio)
    sw, sh = app.view.ui.size
    assert x >= 0 and x + w <= sw and y >= 0 and y + h <= sh
    assert home.label in record_texts(app)  # drawn, not hidden under anything
    click(app, (x + w // 2, y + h // 2))
    assert app.view.screen_name == HOME
    assert app.commands.session.state.ply == 1  # the game is kept


@pytest.mark.parametrize("window", [PHONE, DESK], ids=["390x844@3", "1280x720"])
@pytest.mark.parametrize(("action", "screen"), [("learn", LEARN), ("puzzles", PUZZLES),
                                                ("stats", STATS), ("rules", RULES),
                                                ("home", HOME)])
def test_more_reaches_the_places_and_home(
    tmp_path: Path, action: str, screen: str, window: tuple[tuple[int, int], float],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """On a phone and on a wide window alike, the game's More… lists the other places."""
    app = _app(tmp_path, window, monkeypatch=monkeypatch)
    _open(app, GAME)
    _tap(app, "more")
    assert more_state(app.view).open
    actions = [b.action for b in screens.buttons(app.commands)]
    assert {"learn", "puzzles", "stats", "rules", "home"} <= set(actions)
    _tap(app, action)
    assert app.view.screen_name == screen and not more_state(app.view).open


def _finish_lesson(app: App) -> None:
    run = app.commands.lessons.run
    assert run is not None
    for step in run.lesson.steps:
        play(app, step.solution)
    assert run.done


@pytest.mark.parametrize(("game", "size"), [("tanbo", (7, 7)), ("deago", (13, 13))])
def test_a_finished_course_offers_a_first_game_against_level_one(
    tmp_path: Path, game: str, size: tuple[int, int]
) -> None:
    app = _app(tmp_path, save=False)
    course = COURSES[game]
    for lesson in course[:-1]:
        app.commands.lessons.progress.mark(lesson.id)
    _tap(app, "learn")
    _tap(app, f"learn_game:{game}")
    _tap(app, f"lesson:{course[-2].id}")  # a lesson done again: no offer yet
    _finish_lesson(app)
    assert f"first_game:{game}" not in [b.action for b in screens.buttons(app.commands)]
    _tap(app, "lesson_next")
    assert app.commands.lessons.run is not None
    assert app.commands.lessons.run.lesson.id == course[-1].id
    _finish_lesson(app)  # the last lesson: the course is done
    assert tr("en", "btn.first_game") in record_texts(app)
    _tap(app, f"first_game:{game}")  # one tap: the game
    s = app.commands.session
    assert app.view.screen_name == GAME and app.view.confirm is None
    assert s.game == game and s.state.ply == 0
    assert (s.state.geometry.width, s.state.geometry.height) == size
    assert (s.players[1], s.players[2]) == (HUMAN, "level1")
    _tap(app, "home")  # the Learn screen says so too
    _tap(app, "learn")
    _tap(app, f"learn_game:{game}")
    assert f"first_game:{game}" in [b.action for b in screens.buttons(app.commands)]


def test_learns_deago_tab_leaves_the_new_game_choice(tmp_path: Path) -> None:
    app = _app(tmp_path, save=False)
    s = app.commands.settings
    before = (s.game, s.size, s.setup)
    _tap(app, "learn")
    _tap(app, "learn_game:deago")
    assert app.commands.lessons.tab == "deago"
    assert any(b.action == f"lesson:{COURSES['deago'][0].id}"
               for b in screens.buttons(app.commands))
    assert (s.game, s.size, s.setup) == before == ("tanbo", (7, 7), "dense")
    _tap(app, "home")
    _tap(app, "menu")  # the new-game screen: still Tanbo 7x7
    assert [b.action for b in screens.buttons(app.commands) if b.on and
            b.action.startswith(("game:", "size:"))] == ["game:tanbo", "size:7x7"]


def _first_start() -> App:
    """An App's first start (empty storage): the course question is open."""
    app = App(MemoryStore(), computer_delay_ms=0, seed=5, offer_course=True)
    app.frame()
    return app


def test_the_first_start_question_turns_russian_with_l_and_its_button() -> None:
    app = _first_start()
    assert app.view.confirm is not None
    assert app.view.confirm.question == tr("en", "learn.offer")
    assert "Home always has it under Learn" in app.view.confirm.question
    key(app, pygame.K_l)
    c = app.view.confirm
    assert c is not None and app.commands.settings.lang == "ru"
    assert c.question == tr("ru", "learn.offer") and "главном экране" in c.question
    texts = " ".join(record_texts(app))
    assert "Покажите" in texts and "Не сейчас" in texts and "Español" in texts
    _tap(app, "confirm:other")  # its language button: the next language, Spanish
    assert app.view.confirm is not None and app.commands.settings.lang == "es"
    assert app.view.confirm.question == tr("es", "learn.offer")
    assert "English" in " ".join(record_texts(app))
    _tap(app, "confirm:other")  # and round: back to English
    assert app.view.confirm is not None and app.commands.settings.lang == "en"
    assert app.view.confirm.question == tr("en", "learn.offer")
    _tap(app, "confirm:no")  # then home
    assert app.view.confirm is None and app.view.screen_name == HOME
    key(app, pygame.K_l)  # L on home: the language
    assert app.commands.settings.lang == "ru"


def test_l_over_another_question_changes_nothing(tmp_path: Path) -> None:
    app = app_in(tmp_path)
    app.commands.ask("A question?", lambda: None)
    key(app, pygame.K_l)
    assert app.view.confirm is not None and app.view.confirm.question == "A question?"
    assert app.commands.settings.lang == "en"
