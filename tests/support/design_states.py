"""The screen states the design check (tests/ui/test_design.py) draws: one small builder
each, in :data:`STATES`. A new screen or state is one entry (``"home": _home``).

A builder takes a fresh folder and a language and returns an App showing that state
(at the default window; the check then lays it out at every size of :data:`SIZES`).
Import it only where pygame is installed.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from pathlib import Path

import pygame

from tanbo.ui.app import App
from tanbo.ui.screens.overlays import more_state
from tanbo.ui.storage import FileStore, MemoryStore
from tests.support.ui_driver import button_pos, click, finish_randomly, key, make_app, play_some

__all__ = ["STATES", "SIZES", "MODE_SIZES", "Builder", "show", "size_id", "sizes_of"]

Builder = Callable[[Path, str], App]

SIZES: tuple[tuple[int, int, float], ...] = (
    (390, 844, 3.0),  # a phone, upright
    (844, 390, 3.0),  # ... on its side
    (360, 640, 3.0),  # a small phone
    (820, 1180, 2.0),  # a tablet
    (1280, 720, 1.0),  # a laptop's window
    (1920, 1080, 1.0),  # a monitor
)
"""(CSS width, CSS height, device pixel ratio): the window is CSS x ratio device pixels."""


MODE_SIZES: tuple[tuple[int, int, float], ...] = (SIZES[0], SIZES[1], SIZES[2], SIZES[4])
"""The sizes a display mode's states are drawn at (two phones upright, one on its side,
where the zoom leaves the larger text the most, and a laptop: the check's time)."""


def sizes_of(state: str) -> tuple[tuple[int, int, float], ...]:
    """The sizes ``state`` is checked at: every size, or :data:`MODE_SIZES` for the states
    of the display modes (larger text, high contrast: ``*+large``, ``*+contrast``)."""
    return MODE_SIZES if "+" in state else SIZES


def size_id(size: tuple[int, int, float]) -> str:
    """``390x844@3``: a size's name in test ids and findings."""
    w, h, r = size
    return f"{w}x{h}@{r:g}"


def show(app: App, size: tuple[int, int, float]) -> None:
    """Lay ``app`` out for ``size`` (its pixel ratio and device pixels), as the browser
    does when the page is resized or moved to another screen."""
    w, h, ratio = size
    app.pixel_ratio = ratio
    app.resize((round(w * ratio), round(h * ratio)))
    app.relayout()


def _app(folder: Path, lang: str, players: tuple[str, str] = ("human", "human")) -> App:
    app = make_app(folder, players=players)
    app.commands.settings.lang = lang
    app.view.mouse = (-1, -1)  # nothing hovered
    return app


def _menu(folder: Path, lang: str) -> App:
    """The new-game screen, opened from the game (the N key)."""
    app = _app(folder, lang)
    key(app, pygame.K_n)
    assert app.view.screen_name == "menu"
    return app


def _menu_turned(folder: Path, lang: str) -> App:
    """The new-game screen with a wide rectangle chosen: its sizes and the turn button."""
    app = _menu(folder, lang)
    app.commands.settings.size = (19, 17)
    return app


def _menu_levels(folder: Path, lang: str) -> App:
    """The new-game screen with the longest player kinds chosen (a phone shows the chosen
    one on its button), scrolled to its foot where its page scrolls (a small phone)."""
    from tanbo.ui.screens import menu

    app = _app(folder, lang, ("random", "level2"))
    key(app, pygame.K_n)
    menu.state(app.view).page.offset = 10_000.0  # kept within the page as it is drawn
    return app


def _home(folder: Path, lang: str, game: bool) -> App:
    """Home: with a game in progress (Continue and its board first) or without one."""
    if game:
        app = _app(folder, lang)
        play_some(app, 3)
        key(app, pygame.K_ESCAPE)
    else:
        app = App(MemoryStore(), computer_delay_ms=0, seed=5, offer_course=False)
        app.commands.settings.lang = lang
        app.view.mouse = (-1, -1)
        app.frame()
    assert app.view.screen_name == "home"
    return app


def _game(folder: Path, lang: str) -> App:
    app = _app(folder, lang, ("human", "level1"))
    play_some(app, 3)
    return app


def _board(folder: Path, lang: str, game: str, size: int) -> App:
    """A game on a ``size`` x ``size`` board (its coordinates are the smallest text)."""
    from tanbo.ui.session import Session

    app = _app(folder, lang)
    if game == "tanbo":
        session = Session(size, size, "dense")
    else:
        session = Session.from_position(game, "/".join([str(size)] * size) + " b 0 0 0")
    app.commands.replace_session(session, "confirm.new", ask=False)
    app.view.message = ""
    return app


def _game_confirm(folder: Path, lang: str) -> App:
    app = _app(folder, lang)
    play_some(app, 3)
    key(app, pygame.K_n)
    key(app, pygame.K_RETURN)  # a new game over an unfinished one: the question
    assert app.view.confirm is not None
    return app


def _game_over(folder: Path, lang: str) -> App:
    app = _app(folder, lang)
    finish_randomly(app, 5, "last_root_taken")
    app.view.message = ""
    return app


def _game_more(folder: Path, lang: str) -> App:
    app = _app(folder, lang)
    play_some(app, 3)
    more_state(app.view).open = True  # the "More…" sheet (compact layouts; a wide one has none)
    return app


def _why(folder: Path, lang: str) -> App:
    from tanbo.ui.screens import why
    from tanbo.ui.session import Session
    from tests.support.assistant_frames import TANBO_CASES

    app = _app(folder, lang)
    text, points = TANBO_CASES[0]
    app.commands.replace_session(Session.from_position("tanbo", text), "confirm.new", ask=False)
    why.ask(app.commands, app.commands.session.state.parse_point(points[1]))
    return app


def _lesson(folder: Path, lang: str, game: str, answered: bool) -> App:
    from tanbo.lessons import COURSES
    from tests.support.lesson_driver import play, press

    app = _home(folder, lang, game=False)
    press(app, "learn")
    press(app, f"learn_game:{game}")
    lesson = COURSES[game][0]
    press(app, f"lesson:{lesson.id}")
    if answered:
        play(app, lesson.steps[0].solution)
    return app


def _learn(folder: Path, lang: str) -> App:
    app = _lesson(folder, lang, "tanbo", answered=False)
    key(app, pygame.K_ESCAPE)
    return app


def _puzzle(folder: Path, lang: str, solved: bool) -> App:
    from tanbo.ui.puzzle_desk import SOLVING
    from tests.support.puzzle_frames import _click_move

    app = _app(folder, lang)
    desk = app.commands.puzzles
    desk.today = lambda: datetime.date(2026, 12, 2)
    desk.open()
    app.view.message = ""
    puzzle = desk.puzzle
    assert puzzle is not None
    if solved:
        while desk.phase == SOLVING:
            _click_move(app, puzzle.solution[len(desk.line)])
            app.frame()
    else:
        _puzzle_missed(app)
    return app


def _puzzle_missed(app: App) -> None:
    """Today's puzzle open in ``app``: a wrong try made."""
    from tests.support.puzzle_frames import _click_move

    desk = app.commands.puzzles
    desk.today = lambda: datetime.date(2026, 12, 2)
    desk.open()
    app.view.message = ""
    puzzle = desk.puzzle
    assert puzzle is not None and desk.state is not None
    right = puzzle.solution[0]
    wrong = next(desk.state.move_text(p) for p in desk.state.legal_moves()
                 if desk.state.move_text(p) != right)
    _click_move(app, wrong)
    app.frame()


def _stats(folder: Path, lang: str, page: str) -> App:
    from tanbo.profiles.store import to_text
    from tests.support.profile_games import synthetic

    data = synthetic(60, 2, last_day=datetime.date(2026, 12, 2).isoformat())
    FileStore(folder).save("profiles", to_text(data))
    app = _app(folder, lang)
    key(app, pygame.K_ESCAPE)  # home
    click(app, button_pos(app, "stats"))
    click(app, button_pos(app, f"stats_page:{page}"))
    return app


def _stats_foot(page: str) -> Builder:
    """The Statistics screen's ``page`` scrolled to its foot (where it scrolls: larger
    text on a phone; the scroll is kept within the page as it is drawn)."""
    from tanbo.ui.screens import stats

    def built(folder: Path, lang: str) -> App:
        app = _stats(folder, lang, page)
        stats.state(app.view).page_scroll.offset = 10_000.0
        return app

    return built


def _display(folder: Path, lang: str) -> App:
    """The Display screen, opened from home."""
    app = _home(folder, lang, game=True)
    click(app, button_pos(app, "display"))
    assert app.view.screen_name == "display"
    app.view.mouse = (-1, -1)  # nothing hovered
    return app


def _mode(build: Builder, text_size: float = 1.0, contrast: bool = False) -> Builder:
    """``build``'s state with larger text and/or high contrast, set as the Display screen
    sets them (applied at once)."""
    from tanbo.ui import display

    def built(folder: Path, lang: str) -> App:
        app = build(folder, lang)
        app.commands.settings.text_size = text_size
        app.commands.settings.contrast = contrast
        display.apply(app.commands)
        return app

    return built


def _foot(build: Builder) -> Builder:
    """``build``'s screen scrolled to its page's foot (where its page scrolls: larger text
    on a phone); the scroll is kept within the page as it is drawn."""
    from tanbo.ui.screens import home

    def built(folder: Path, lang: str) -> App:
        app = build(folder, lang)
        home.state(app.view).page.offset = 10_000.0
        return app

    return built


def _danger(build: Builder) -> Builder:
    """``build``'s game with the danger or threat markers on."""
    def built(folder: Path, lang: str) -> App:
        app = build(folder, lang)
        app.commands.settings.danger = True
        return app

    return built


def _rules(folder: Path, lang: str) -> App:
    app = _home(folder, lang, game=True)
    click(app, button_pos(app, "rules"))
    assert app.view.screen_name == "rules"
    return app


def _rules_foot(folder: Path, lang: str) -> App:
    """The rules' text page scrolled to its foot (where it scrolls: larger text on a
    phone; the scroll is kept within the page as it is drawn)."""
    from tanbo.ui.screens import rules

    app = _rules(folder, lang)
    rules.state(app.view).scroll.offset = 10_000.0
    return app


STATES: dict[str, Builder] = {
    "home": lambda f, lang: _home(f, lang, game=True),
    "home-new": lambda f, lang: _home(f, lang, game=False),
    "menu": _menu,
    "menu-turned": _menu_turned,
    "menu-levels": _menu_levels,
    "game": _game,
    "game-tanbo-19": lambda f, lang: _board(f, lang, "tanbo", 19),
    "game-deago-13": lambda f, lang: _board(f, lang, "deago", 13),
    "game-deago-19": lambda f, lang: _board(f, lang, "deago", 19),
    "game-confirm": _game_confirm,
    "game-over": _game_over,
    "game-more": _game_more,
    "why-answer": _why,
    "learn": _learn,
    "lesson-tanbo-answer": lambda f, lang: _lesson(f, lang, "tanbo", answered=True),
    "lesson-deago-answer": lambda f, lang: _lesson(f, lang, "deago", answered=True),
    "puzzle-solved": lambda f, lang: _puzzle(f, lang, solved=True),
    "puzzle-missed": lambda f, lang: _puzzle(f, lang, solved=False),
    "stats-overview": lambda f, lang: _stats(f, lang, "overview"),
    "stats-tables": lambda f, lang: _stats(f, lang, "tables"),
    "stats-games": lambda f, lang: _stats(f, lang, "games"),
    "stats-top": lambda f, lang: _stats(f, lang, "top"),
    "rules": _rules,
    "display": _display,
    # the display modes (tanbo.ui.display), at MODE_SIZES only
    "home+large": _mode(lambda f, lang: _home(f, lang, game=True), text_size=1.5),
    "home-new-foot+large": _mode(_foot(lambda f, lang: _home(f, lang, game=False)),
                                 text_size=1.5),
    "game+large": _mode(_danger(_game), text_size=1.5),
    "game-deago-13+large": _mode(_danger(lambda f, lang: _board(f, lang, "deago", 13)),
                                 text_size=1.5),
    "lesson-tanbo-answer+large": _mode(lambda f, lang: _lesson(f, lang, "tanbo", answered=True),
                                       text_size=1.5),
    "lesson-deago-answer+large": _mode(lambda f, lang: _lesson(f, lang, "deago", answered=True),
                                       text_size=1.5),
    "why-answer+large": _mode(_why, text_size=1.5),
    "puzzle-missed+large": _mode(lambda f, lang: _puzzle(f, lang, solved=False), text_size=1.5),
    "rules-foot+large": _mode(_rules_foot, text_size=1.5),
    "stats-overview+large": _mode(lambda f, lang: _stats(f, lang, "overview"), text_size=1.5),
    "stats-tables-foot+large": _mode(_stats_foot("tables"), text_size=1.5),
    "stats-games+large": _mode(lambda f, lang: _stats(f, lang, "games"), text_size=1.5),
    "stats-top-foot+large": _mode(_stats_foot("top"), text_size=1.5),
    "display+large+contrast": _mode(_display, text_size=1.5, contrast=True),
    "game+contrast": _mode(_danger(_game), contrast=True),
    "game-deago-13+contrast": _mode(_danger(lambda f, lang: _board(f, lang, "deago", 13)),
                                    contrast=True),
    "why-answer+contrast": _mode(_why, contrast=True),
}
"""Every state the design check draws, by name."""
