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
from tanbo.ui.home_text import LANGUAGE_NAMES
from tanbo.ui.i18n import LANGUAGES
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


def course_game(app: Scene) -> str:
    """The game whose course is shown: the screen's own tab, else the new-game choice
    (every game has a course; else the first course)."""
    tab = app.lessons.tab
    if tab is not None and tab in COURSES:
        return tab
    return app.settings.game if app.settings.game in COURSES else next(iter(COURSES))


def course_finished(app: Scene, game: str) -> bool:
    """True when every lesson of ``game``'s course is done."""
    return all(app.lessons.progress.is_done(lesson.id) for lesson in COURSES[game])


def _column(app: Scene) -> tuple[int, int, int]:
    """The page's left edge, top and width (a column of at most 640 logical px)."""
    w, _ = app.view.ui.size
    px = app.view.ui.px
    width = min(w - px(24), px(640))
    return (w - width) // 2, px(12), width


def _intro(app: Scene) -> tuple[str, theme.Colour]:
    """The introduction, or in its place a message (progress set aside, a failed save)."""
    if app.view.message:
        return app.view.message, theme.TEXT_WARN if app.view.message_warn else theme.TEXT
    return app.t("learn.intro"), theme.TEXT_DIM


def _intro_bottom(app: Scene) -> int:
    """The y under the introduction (as :func:`draw_wrapped` lays it out at size 15)."""
    px = app.view.ui.px
    _, y, width = _column(app)
    font = Fonts.get(15)
    lines = len(wrap(_intro(app)[0], font, width))
    return y + px(52) + px(TAB_H) + px(8) + px(28) + lines * (font.get_linesize() + px(2) - px(2))


def learn_buttons(app: Scene) -> list[Button]:
    """The game tabs, one button per lesson, then Next lesson, Back and old progress."""
    t = app.t
    px = app.view.ui.px
    x, y, width = _column(app)
    _, h = app.view.ui.size
    game = course_game(app)
    out: list[Button] = []
    tab_w = (width - px(8)) // 2
    for i, name in enumerate(COURSES):
        out.append(Button((x + i * (tab_w + px(8)), y + px(52), tab_w, px(TAB_H)),
                          game_view(name).title(app.settings.lang), f"learn_game:{name}",
                          on=name == game, size=16))
    top = _intro_bottom(app) + px(10)
    desk = app.lessons
    course = COURSES[game]
    room = h - top - px(64)  # above Next lesson and Back
    cols = 1 if len(course) * px(ROW) <= room else 2  # a short window: two columns
    rows = -(-len(course) // cols)
    row = min(px(ROW), max(px(30), room // rows))
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
    elif course_finished(app, game):  # the course is done: a first game
        out.append(Button((x, bottom, half, px(44)), t("btn.first_game_short"),
                          f"first_game:{game}", on=True, size=17))
    out.append(Button((x + half + px(8), bottom, half, px(44)), t("btn.home"), "home", size=17))
    if desk.asides:
        out.append(Button((x, bottom + px(54), width, px(TAB_H)), t("btn.old_progress"),
                          "lessons_aside", size=15))
    return out


def draw_learn(app: Scene, surf: pygame.Surface) -> None:
    """The title, the course's progress and the introduction (not the buttons)."""
    t = app.t
    px = app.view.ui.px
    x, y, width = _column(app)
    game = course_game(app)
    course = COURSES[game]
    done = sum(app.lessons.progress.is_done(lesson.id) for lesson in course)
    draw_fitted(surf, t("learn.title"), (x, y, width, px(44)), 32, theme.ACCENT, bold=True,
                min_size=18)
    top = y + px(52) + px(TAB_H) + px(8)
    status = t("learn.all_done") if done == len(course) else t(
        "learn.progress", done=done, total=len(course))
    draw_fitted(surf, status, (x, top, width, px(24)), 17, theme.TEXT, bold=True)
    text, colour = _intro(app)
    draw_wrapped(surf, text, (x, top + px(28), width, _intro_bottom(app) - top - px(28)),
                 15, colour, spacing=2, max_lines=-1)


def open_learn(app: Commands) -> None:
    """Open the Learn screen (the progress is read at the first opening)."""
    message = app.lessons.load(app.settings.lang)
    app.open_screen(LEARN)
    if message:
        app.say(message, warn=True)


class CourseOffer(Confirm):
    """The first start's question (its third button and the L key: the next language)."""


def offer_course(app: Commands) -> None:
    """The first start's one-time question: take the course now? Its third button
    names the other language and asks again in it (as the L key does). (The settings
    are saved at once, so it is asked only once.)"""
    other = LANGUAGES[(LANGUAGES.index(app.settings.lang) + 1) % len(LANGUAGES)]
    app.view.confirm = CourseOffer(
        app.t("learn.offer"), app.t("btn.learn_yes"), app.t("btn.learn_no"),
        lambda: open_learn(app), other_label=LANGUAGE_NAMES[other],
        on_other=lambda: _offer_in(app, other))
    app.view.dirty = True
    app.save_settings()


def _offer_in(app: Commands, lang: str) -> None:
    """The course offer again, in ``lang`` (the language is kept)."""
    app.settings.lang = lang
    app.save()
    offer_course(app)


def _offer_language(app: Commands, arg: str) -> None:
    """The L key over a question: the course offer turns to the next language (other
    questions ignore it)."""
    offer = app.view.confirm
    if isinstance(offer, CourseOffer) and offer.on_other is not None:
        app.view.confirm = None
        offer.on_other()


def _choose_game(app: Commands, arg: str) -> None:
    if arg in COURSES:  # the screen's own tab: the new-game choice stays
        app.lessons.tab = arg


def _open_lesson(app: Commands, arg: str) -> None:
    app.lessons.load(app.settings.lang)
    app.lessons.open(lesson_by_id(arg))
    app.view.message = ""
    if app.view.screen_name == LESSON:
        app.view.dirty = True
        return
    app.open_screen(LESSON)


def _offer_aside(app: Commands) -> None:
    desk = app.lessons
    if not desk.asides:
        return
    where = app.store.describe(desk.asides[-1])

    def delete() -> None:
        try:
            gone = desk.delete_aside()
        except OSError as exc:
            app.say(str(exc), warn=True)
            return
        if gone is not None:
            app.say(app.t("lessons.deleted", path=gone))

    app.ask(app.t("lessons.aside_q", path=where), delete, "btn.delete", "btn.keep_it")


ACTIONS: Mapping[str, Action] = {
    "learn": lambda app, arg: open_learn(app),
    "learn_game": _choose_game,
    "lesson": _open_lesson,
    "lessons_aside": lambda app, arg: _offer_aside(app),
    "offer_lang": _offer_language,
}
"""The Learn screen's actions (``learn`` is also the menu's button)."""

SCREEN = Screen(name=LEARN, draw=draw_learn, buttons=learn_buttons)
"""The Learn screen."""
