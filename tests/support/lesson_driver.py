"""Drive "Learn to play" in the real App headless: buttons by action, lesson moves by
board point (the lesson screen's own board layout), a whole course with a callback at
every screen worth looking at. Import it only where pygame is installed."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tanbo.games import GAMES
from tanbo.lessons import COURSES
from tanbo.ui import screens
from tanbo.ui.app import App
from tanbo.ui.screens.lesson import lesson_board


def press(app: App, action: str) -> None:
    """Click the middle of the button with ``action`` (``AssertionError`` if absent)."""
    found = [b for b in screens.buttons(app.commands) if b.action == action]
    assert found, f"no button {action}: {[b.action for b in screens.buttons(app.commands)]}"
    x, y, w, h = found[0].rect
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x + w // 2, y + h // 2),
                                         button=1))
    app.frame()


def play(app: App, text: str, touch: bool = False) -> None:
    """Play the move ``text`` in the open lesson: a click on its point, or Pass; a finger
    taps twice on a legal point (the first tap only previews: checked) and once on an
    illegal one (said at once)."""
    run = app.commands.lessons.run
    assert run is not None
    move = run.state.parse_move(text)
    if move == GAMES[run.lesson.game].pass_move:
        press(app, "lesson_pass")
        return
    pos = lesson_board(app.commands).centre(move)
    ply, last = run.state.ply, app.commands.lessons.last
    _point(app, pos, touch)
    if touch and app.view.touch_armed == move:  # a preview: nothing played yet
        assert run.state.ply == ply and app.commands.lessons.last is last
        assert not run.wrong_on_board and run.state.is_legal(move)
        _point(app, pos, touch)
        assert app.view.touch_armed is None


def _point(app: App, pos: tuple[int, int], touch: bool) -> None:
    event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=touch)
    pygame.event.post(event)
    app.frame()


def walk_courses(app: App, seen: Callable[[str], None], touch: bool = False) -> None:
    """From the Learn screen: every lesson of every course, its hint, each typical wrong
    move (taken back by Try again) and the intended line; ``seen(name)`` after each."""
    for game, course in COURSES.items():
        press(app, f"learn_game:{game}")
        seen(f"learn-{game}")
        press(app, f"lesson:{course[0].id}")
        for i, lesson in enumerate(course):
            assert app.commands.lessons.run is not None
            assert app.commands.lessons.run.lesson.id == lesson.id
            seen(f"{lesson.id}-start")
            for k, step in enumerate(lesson.steps):
                press(app, "lesson_hint")
                seen(f"{lesson.id}-{k}-hint")
                press(app, "lesson_hint")
                for text in step.wrong:
                    play(app, text, touch)
                    seen(f"{lesson.id}-{k}-wrong-{text}")
                    press(app, "lesson_again")
                play(app, step.solution, touch)
                seen(f"{lesson.id}-{k}-done")
            if i + 1 < len(course):
                press(app, "lesson_next")
        press(app, "back")
        seen(f"learn-{game}-done")
