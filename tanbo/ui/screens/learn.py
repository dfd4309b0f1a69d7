"""The Learn screen: the course of a game (either game's, chosen by tabs), its lessons
with their done marks, "Next lesson" (a finished course: a first game against level 1),
Home, and progress set aside; the first start's offer (with the language choice).

The tabs are the screen's own choice (:attr:`LessonDesk.tab
<tanbo.ui.lesson_desk.LessonDesk.tab>`): picking one leaves the new-game choice as it is.

The lessons themselves are :mod:`tanbo.lessons`; their state on the device and their
words are :class:`~tanbo.ui.lesson_desk.LessonDesk` (the commands' ``lessons``); the
lesson screen is :mod:`.lesson`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

import pygame

from tanbo.lessons import COURSES, lesson_by_id
from tanbo.ui import design, theme
from tanbo.ui.confirm import Confirm
from tanbo.ui.games import game_view
from tanbo.ui.lang import language, next_code
from tanbo.ui.render import Fonts
from tanbo.ui.screens.base import Action, Screen
from tanbo.ui.view import LEARN, LESSON
from tanbo.ui.widgets import Button, draw_fitted, draw_wrapped, wrap

if TYPE_CHECKING:
    from tanbo.ui.commands import Commands
    from tanbo.ui.host import Scene

__all__ = ["LEARN", "LESSON", "SCREEN", "ACTIONS", "learn_buttons", "open_learn", "offer_course",
           "course_game", "course_finished", "CourseOffer"]

TAB_H = design.MIN_TARGET_CSS  # the game tabs (and the old progress' button)
ROW = design.MIN_TARGET_CSS + 6  # a lesson's row: its button and the gap under it


def course_game(scene: Scene) -> str:
    """The game whose course is shown: the screen's own tab, else the new-game choice
    (every game has a course; else the first course)."""
    tab = scene.lessons.tab
    if tab is not None and tab in COURSES:
        return tab
    return scene.settings.game if scene.settings.game in COURSES else next(iter(COURSES))


def course_finished(scene: Scene, game: str) -> bool:
    """True when every lesson of ``game``'s course is done."""
    return all(scene.lessons.progress.is_done(lesson.id) for lesson in COURSES[game])


def _column(scene: Scene) -> tuple[int, int, int]:
    """The page's left edge, top and width (a column of at most 640 logical px; 960 on a
    short window, a phone on its side, whose lessons stand in three columns)."""
    w, h = scene.view.ui.size
    px = scene.view.ui.px
    width = min(w - px(24), px(640 if h >= px(480) else 960))
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
    return y + px(52) + px(TAB_H) + px(8) + px(28) + lines * (font.get_linesize() + px(2) - px(2))


def learn_buttons(scene: Scene) -> list[Button]:
    """The game tabs, one button per lesson, then Next lesson, Back and old progress."""
    t = scene.t
    px = scene.view.ui.px
    x, y, width = _column(scene)
    _, h = scene.view.ui.size
    game = course_game(scene)
    out: list[Button] = []
    tab_w = (width - px(8)) // 2
    for i, name in enumerate(COURSES):
        out.append(Button((x + i * (tab_w + px(8)), y + px(52), tab_w, px(TAB_H)),
                          game_view(name).title(scene.settings.lang), f"learn_game:{name}",
                          on=name == game, size=16))
    top = _intro_bottom(scene) + px(10)
    desk = scene.lessons
    course = COURSES[game]
    room = h - top - px(64)  # above Next lesson and Back
    # a short window: two columns, or three on a phone on its side (each a whole target)
    cols = next((n for n in (1, 2, 3) if -(-len(course) // n) * px(ROW) <= room), 3)
    rows = -(-len(course) // cols)
    row = px(ROW)
    col_w = (width - px(8) * (cols - 1)) // cols
    for i, lesson in enumerate(course):
        mark = "✓ " if desk.progress.is_done(lesson.id) else ""
        label = f"{mark}{i + 1}. {t(f'lesson.{lesson.id}.title')}"
        r, c = i % rows, i // rows
        out.append(Button((x + c * (col_w + px(8)), top + r * row, col_w, row - px(6)), label,
                          f"lesson:{lesson.id}", on=desk.progress.is_done(lesson.id),
                          size=16 if cols < 3 else design.LABEL))
    bottom = top + rows * row + px(4)
    half = (width - px(8)) // 2
    following = desk.next_lesson(game)
    if following is not None:
        out.append(Button((x, bottom, half, px(44)), t("btn.next_lesson"),
                          f"lesson:{following.id}", size=17))
    elif course_finished(scene, game):  # the course is done: a first game
        out.append(Button((x, bottom, half, px(44)), t("btn.first_game_short"),
                          f"first_game:{game}", on=True, size=17))
    out.append(Button((x + half + px(8), bottom, half, px(44)), t("btn.home"), "home", size=17))
    if desk.asides:
        out.append(Button((x, bottom + px(54), width, px(TAB_H)), t("btn.old_progress"),
                          "lessons_aside", size=15))
    return out


def draw_learn(scene: Scene, surf: pygame.Surface) -> None:
    """The title, the course's progress and the introduction (not the buttons)."""
    t = scene.t
    px = scene.view.ui.px
    x, y, width = _column(scene)
    game = course_game(scene)
    course = COURSES[game]
    done = sum(scene.lessons.progress.is_done(lesson.id) for lesson in course)
    draw_fitted(surf, t("learn.title"), (x, y, width, px(44)), 32, theme.ACCENT, bold=True,
                min_size=18)
    top = y + px(52) + px(TAB_H) + px(8)
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


class CourseOffer(Confirm):
    """The first start's question (its third button and the L key: the next language)."""


def offer_course(commands: Commands) -> None:
    """The first start's one-time question: take the course now? Its third button
    names the next language and asks again in it (as the L key does). (The settings
    are saved at once, so it is asked only once.)"""
    other = next_code(commands.settings.lang)
    commands.view.confirm = CourseOffer(
        commands.t("learn.offer"), commands.t("btn.learn_yes"), commands.t("btn.learn_no"),
        lambda: open_learn(commands), other_label=language(other).name,
        on_other=lambda: _offer_in(commands, other))
    commands.view.dirty = True
    commands.save_settings()


def _offer_in(commands: Commands, lang: str) -> None:
    """The course offer again, in ``lang`` (the language is kept)."""
    commands.settings.lang = lang
    commands.save()
    offer_course(commands)


def _offer_language(commands: Commands, arg: str) -> None:
    """The L key over a question: the course offer turns to the next language (other
    questions ignore it)."""
    offer = commands.view.confirm
    if isinstance(offer, CourseOffer) and offer.on_other is not None:
        commands.view.confirm = None
        offer.on_other()


def _choose_game(commands: Commands, arg: str) -> None:
    if arg in COURSES:  # the screen's own tab: the new-game choice stays
        commands.lessons.tab = arg


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
    "offer_lang": _offer_language,
}
"""The Learn screen's actions (``learn`` is also the menu's button)."""

SCREEN = Screen(name=LEARN, draw=draw_learn, buttons=learn_buttons)
"""The Learn screen."""
