"""The Learn screen: the course of a game (either game's, chosen by tabs), its lessons
with their done marks, "Next lesson", and progress set aside; the first start's offer.

The lessons themselves are :mod:`tanbo.lessons`; their state on the device and their
words are :class:`~tanbo.ui.lesson_desk.LessonDesk` (the commands' ``lessons``); the
lesson screen is :mod:`.lesson`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

import pygame

from tanbo.lessons import COURSES, lesson_by_id
from tanbo.ui import theme
from tanbo.ui.games import game_view
from tanbo.ui.render import Fonts
from tanbo.ui.screens.base import Action, Screen
from tanbo.ui.view import LEARN, LESSON
from tanbo.ui.widgets import Button, draw_fitted, draw_wrapped, wrap

if TYPE_CHECKING:
    from tanbo.ui.commands import Commands
    from tanbo.ui.host import Scene

__all__ = ["LEARN", "LESSON", "SCREEN", "ACTIONS", "learn_buttons", "open_learn", "offer_course"]

"""The screens' names."""


def _game(scene: Scene) -> str:
    """The game whose course is shown: the menu's choice (every game has a course)."""
    return scene.settings.game if scene.settings.game in COURSES else next(iter(COURSES))


def _column(scene: Scene) -> tuple[int, int, int]:
    """The page's left edge, top and width (a column of at most 640 logical px)."""
    w, _ = scene.view.ui.size
    px = scene.view.ui.px
    width = min(w - px(24), px(640))
    return (w - width) // 2, px(12), width


def _intro(scene: Scene) -> tuple[str, theme.Colour]:
    """The introduction, or in its place a message (progress set aside, a failed save)."""
    if scene.view.message:
        return scene.view.message, theme.TEXT_WARN if scene.view.message_warn else theme.TEXT
    return scene.t("learn.intro"), theme.TEXT_DIM


def _intro_bottom(scene: Scene) -> int:
    """The y under the introduction (as :func:`draw_wrapped` lays it out at size 15)."""
    px = scene.view.ui.px
    _, y, width = _column(scene)
    font = Fonts.get(15)
    lines = len(wrap(_intro(scene)[0], font, width))
    return y + px(52) + px(38) + px(8) + px(28) + lines * (font.get_linesize() + px(2) - px(2))


def learn_buttons(scene: Scene) -> list[Button]:
    """The game tabs, one button per lesson, then Next lesson, Back and old progress."""
    t = scene.t
    px = scene.view.ui.px
    x, y, width = _column(scene)
    _, h = scene.view.ui.size
    game = _game(scene)
    out: list[Button] = []
    tab_w = (width - px(8)) // 2
    for i, name in enumerate(COURSES):
        out.append(Button((x + i * (tab_w + px(8)), y + px(52), tab_w, px(38)),
                          game_view(name).title(scene.settings.lang), f"learn_game:{name}",
                          on=name == game, size=16))
    top = _intro_bottom(scene) + px(10)
    desk = scene.lessons
    course = COURSES[game]
    room = h - top - px(64)  # above Next lesson and Back
    cols = 1 if len(course) * px(40) <= room else 2  # a short window: two columns
    rows = -(-len(course) // cols)
    row = min(px(48), max(px(30), room // rows))
    col_w = (width - px(8) * (cols - 1)) // cols
    for i, lesson in enumerate(course):
        mark = "✓ " if desk.progress.is_done(lesson.id) else ""
        label = f"{mark}{i + 1}. {t(f'lesson.{lesson.id}.title')}"
        r, c = i % rows, i // rows
        out.append(Button((x + c * (col_w + px(8)), top + r * row, col_w, row - px(6)), label,
                          f"lesson:{lesson.id}", on=desk.progress.is_done(lesson.id), size=16))
    bottom = top + rows * row + px(4)
    half = (width - px(8)) // 2
    following = desk.next_lesson(game)
    if following is not None:
        out.append(Button((x, bottom, half, px(44)), t("btn.next_lesson"),
                          f"lesson:{following.id}", size=17))
    out.append(Button((x + half + px(8), bottom, half, px(44)), t("btn.back"), "back", size=17))
    if desk.asides:
        out.append(Button((x, bottom + px(54), width, px(38)), t("btn.old_progress"),
                          "lessons_aside", size=15))
    return out


def draw_learn(scene: Scene, surf: pygame.Surface) -> None:
    """The title, the course's progress and the introduction (not the buttons)."""
    t = scene.t
    px = scene.view.ui.px
    x, y, width = _column(scene)
    game = _game(scene)
    course = COURSES[game]
    done = sum(scene.lessons.progress.is_done(lesson.id) for lesson in course)
    draw_fitted(surf, t("learn.title"), (x, y, width, px(44)), 32, theme.ACCENT, bold=True,
                min_size=18)
    top = y + px(52) + px(38) + px(8)
    status = t("learn.all_done") if done == len(course) else t(
        "learn.progress", done=done, total=len(course))
    draw_fitted(surf, status, (x, top, width, px(24)), 17, theme.TEXT, bold=True)
    text, colour = _intro(scene)
    draw_wrapped(surf, text, (x, top + px(28), width, _intro_bottom(scene) - top - px(28)),
                 15, colour, spacing=2, max_lines=-1)


def open_learn(commands: Commands) -> None:
    """Open the Learn screen (the progress is read at the first opening)."""
    message = commands.lessons.load(commands.settings.lang)
    commands.open_screen(LEARN)
    if message:
        commands.say(message, warn=True)


def offer_course(commands: Commands) -> None:
    """The first start's one-time question: take the course now? (The settings are
    saved at once, so it is asked only once.)"""
    commands.ask(
        commands.t("learn.offer"), lambda: open_learn(commands), "btn.learn_yes", "btn.learn_no"
    )
    commands.save_settings()


def _choose_game(commands: Commands, arg: str) -> None:
    if arg in COURSES:
        commands.settings.choose_game(arg)
        commands.save_settings()


def _open_lesson(commands: Commands, arg: str) -> None:
    commands.lessons.load(commands.settings.lang)
    commands.lessons.open(lesson_by_id(arg))
    commands.view.message = ""
    if commands.view.screen_name == LESSON:
        commands.view.dirty = True
        return
    commands.open_screen(LESSON)


def _offer_aside(commands: Commands) -> None:
    desk = commands.lessons
    if not desk.asides:
        return
    where = commands.store.describe(desk.asides[-1])

    def delete() -> None:
        try:
            gone = desk.delete_aside()
        except OSError as exc:
            commands.say(str(exc), warn=True)
            return
        if gone is not None:
            commands.say(commands.t("lessons.deleted", path=gone))

    commands.ask(commands.t("lessons.aside_q", path=where), delete, "btn.delete", "btn.keep_it")


ACTIONS: Mapping[str, Action] = {
    "learn": lambda commands, arg: open_learn(commands),
    "learn_game": _choose_game,
    "lesson": _open_lesson,
    "lessons_aside": lambda commands, arg: _offer_aside(commands),
}
"""The Learn screen's actions (``learn`` is also the menu's button)."""

SCREEN = Screen(name=LEARN, draw=draw_learn, buttons=learn_buttons)
"""The Learn screen."""
