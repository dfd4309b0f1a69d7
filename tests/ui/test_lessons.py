"""Learn to play in the App: the menu's Learn button, every lesson by clicks and taps,
an answer of its own to each kind of wrong move, progress kept and bad progress set
aside, and the first start's one-time offer."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("pygame")

from tanbo.lessons import COURSES, dumps, loads
from tanbo.ui import screens
from tanbo.ui.app import App
from tanbo.ui.games import game_view
from tanbo.ui.i18n import STRINGS, tr
from tanbo.ui.lang import LANGUAGES
from tanbo.ui.lessons_text import LESSON_STRINGS
from tanbo.ui.storage import FileStore, MemoryStore, Store
from tests.support.lesson_driver import play, press, walk_courses
from tests.support.ui_driver import settings_json

pytestmark = pytest.mark.usefixtures("pygame_events")

ALL_IDS = {lesson.id for course in COURSES.values() for lesson in course}


def _app(store: Store, window: tuple[int, int] = (1280, 720), lang: str = "en",
         **kwargs: object) -> App:
    if store.load("settings") is None and not kwargs.get("offer_course"):
        store.save("settings", settings_json().replace('"en"', f'"{lang}"'))
    app = App(store, computer_delay_ms=0, seed=5, window=window, **kwargs)  # type: ignore[arg-type]
    app.frame()
    return app


def _learn(app: App) -> None:
    press(app, "menu")
    press(app, "learn")
    assert app.view.screen_name == "learn"


@pytest.mark.parametrize(("window", "touch"), [((1280, 720), False), ((390, 844), True)])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_lesson_by_clicks_or_taps_and_each_wrong_move_its_own_answer(
    window: tuple[int, int], touch: bool, lang: str,
) -> None:
    store = MemoryStore()
    app = _app(store, window, lang)
    _learn(app)
    answers: dict[str, tuple[str, ...]] = {}
    desk = app.commands.lessons

    def seen(name: str) -> None:
        feedback = desk.feedback(lang)
        if feedback is not None:  # the placement rule, true of every move, is not news
            assert tr(lang, "deago.reason.empty_point") not in feedback.lines, name
        if "-wrong-" in name:
            assert feedback is not None and feedback.warn, name
            answers[name] = feedback.lines
            assert feedback.lines[0] != f"lesson.miss.{desk.run.lesson.game}.{desk.last.miss}"
            told = [r for r in desk.last.explanation.reasons
                    if r.code not in game_view(desk.run.lesson.game).routine_reasons]
            if told:  # the move did something: the assistant's account follows
                assert len(feedback.lines) >= 2, name
                # ... and the official rules it applies, each source named
                assert feedback.source.startswith(("Mark Steere's rules (marksteeregames.com)",
                                                   "Правила Марка Стира (marksteeregames.com)",
                                                   "DEAGO rules", "Правила DEAGO",
                                                   "The app's decision",
                                                   "Решение приложения")), name
        elif name.endswith("-done") and not name.startswith("learn"):
            assert feedback is not None and not feedback.warn, name
            assert feedback.lines[0] == tr(lang, f"lesson.{desk.run.lesson.id}.why."
                                                 f"{name.split('-')[-2]}")

    walk_courses(app, seen, touch=touch)
    assert desk.progress.done == ALL_IDS
    assert loads(store.data["lessons"]).done == ALL_IDS
    # each step's wrong moves are answered each in its own words
    by_step: dict[str, list[str]] = {}
    for name, lines in answers.items():
        by_step.setdefault(name.rsplit("-wrong-", 1)[0], []).append(lines[0])
    for step, firsts in by_step.items():
        assert len(set(firsts)) == len(firsts) >= 2, (step, firsts)
    assert len(by_step) == sum(len(lesson.steps) for c in COURSES.values() for lesson in c)


def test_a_wrong_legal_move_is_shown_then_taken_back() -> None:
    app = _app(MemoryStore())
    _learn(app)
    press(app, "lesson:tanbo-bound")
    run = app.commands.lessons.run
    assert run is not None
    play(app, "c1")
    assert run.state.ply == 1 and run.wrong_on_board
    assert "lesson_again" in [b.action for b in screens.buttons(app.commands)]
    press(app, "lesson_again")
    assert run.state.ply == 0 and app.commands.lessons.feedback("en") is None
    play(app, "c1")
    play(app, "a2")  # another point takes the wrong move back first
    assert run.done and run.state.ply == 1


def test_hint_marks_the_point_and_next_is_only_for_a_done_lesson() -> None:
    app = _app(MemoryStore())
    _learn(app)
    press(app, "learn_game:deago")
    press(app, "lesson:deago-pass")
    nexts = [b for b in screens.buttons(app.commands) if b.action == "lesson_next"]
    assert nexts and not nexts[0].enabled
    press(app, "lesson_hint")
    assert app.commands.lessons.hint
    play(app, "pass")
    run = app.commands.lessons.run
    assert run is not None and run.done and run.state.winner == 3
    press(app, "lesson_next")  # the last DEAGO lesson: back to the course's first undone
    assert app.commands.lessons.run.lesson.id == "deago-five"  # type: ignore[union-attr]


def test_progress_persists_on_the_device(tmp_path: Path) -> None:
    app = _app(FileStore(tmp_path))
    _learn(app)
    press(app, "lesson:tanbo-place")
    play(app, "b2")
    again = _app(FileStore(tmp_path))
    _learn(again)
    assert again.commands.lessons.progress.done == {"tanbo-place"}
    labels = [b.label for b in screens.buttons(again.commands) if b.action.startswith("lesson:")]
    assert labels[0].startswith("✓") and not labels[1].startswith("✓")
    nxt = [b for b in screens.buttons(again.commands) if b.label == "Next lesson"]
    assert nxt and nxt[0].action == "lesson:tanbo-roots"


@pytest.mark.parametrize("bad", ["not json", '{"format": "tanbo-lessons", "version": 9, '
                                 '"done": []}', "\x00" * 200])
def test_unreadable_progress_is_set_aside_offered_and_never_overwritten(
    tmp_path: Path, bad: str,
) -> None:
    store = FileStore(tmp_path)
    store.save("lessons", bad)
    app = _app(store)
    _learn(app)
    assert app.view.message_warn and "lessons.unreadable-" in app.view.message
    (aside,) = store.asides("lessons")
    assert store.load(aside) == bad
    press(app, "lesson:tanbo-place")
    play(app, "b2")
    assert store.load(aside) == bad, "the set-aside text is kept as it was"
    assert loads(store.load("lessons") or "").done == {"tanbo-place"}
    press(app, "back")
    press(app, "lessons_aside")  # offered: delete it, or keep it
    assert app.view.confirm is not None and aside in app.view.confirm.question
    press(app, "confirm:no")
    assert store.asides("lessons") == [aside]
    press(app, "lessons_aside")
    press(app, "confirm:yes")
    assert store.asides("lessons") == []
    assert "lessons_aside" not in [b.action for b in screens.buttons(app.commands)]


class _StuckStore(MemoryStore):
    """A store that cannot set anything aside and refuses to save lesson progress."""

    def set_aside(self, name: str) -> str:
        raise OSError("read-only")

    def save(self, name: str, text: str) -> None:
        if name == "lessons" and "garbage" not in self.data.get("lessons", "x"):
            raise OSError("disk full")
        super().save(name, text)


def test_progress_that_cannot_be_set_aside_is_not_saved_over() -> None:
    store = _StuckStore()
    store.data["lessons"] = "garbage"
    app = _app(store)
    _learn(app)
    assert app.view.message_warn and "nor set aside" in app.view.message
    press(app, "lesson:tanbo-place")
    play(app, "b2")
    assert store.data["lessons"] == "garbage"


def test_a_failed_save_is_said() -> None:
    store = _StuckStore()
    app = _app(store)
    _learn(app)
    press(app, "lesson:tanbo-place")
    play(app, "b2")
    assert app.view.message_warn and "disk full" in app.view.message


def test_the_first_start_offers_the_course_once() -> None:
    store = MemoryStore()
    app = _app(store, offer_course=True)
    assert app.view.confirm is not None
    assert app.view.confirm.question == tr("en", "learn.offer")
    press(app, "confirm:no")
    assert app.view.screen_name == "home"
    assert _app(store, offer_course=True).view.confirm is None, "asked only once"
    fresh = _app(MemoryStore(), offer_course=True)
    press(fresh, "confirm:yes")
    assert fresh.view.screen_name == "learn"


def test_no_offer_with_a_given_store_or_saved_settings() -> None:
    assert App(MemoryStore(), computer_delay_ms=0).view.confirm is None
    store = MemoryStore()
    store.save("settings", settings_json())
    assert App(store, computer_delay_ms=0, offer_course=True).view.confirm is None


@pytest.mark.parametrize("window", [(390, 844), (1280, 720)])
def test_the_menu_has_learn_inside_the_window(window: tuple[int, int]) -> None:
    app = _app(MemoryStore(), window)
    press(app, "menu")
    (learn,) = [b for b in screens.buttons(app.commands) if b.action == "learn"]
    x, y, w, h = learn.rect
    assert x >= 0 and x + w <= window[0] and y >= 0 and y + h <= window[1]


def test_every_lesson_text_is_in_every_language() -> None:
    assert set(LESSON_STRINGS) == {"en"}  # the translations are in tanbo/ui/lang/
    for code in LANGUAGES:
        assert set(LESSON_STRINGS["en"]) <= set(STRINGS[code]), code
    for course in COURSES.values():
        for lesson in course:
            keys = [f"lesson.{lesson.id}.title"]
            for i in range(len(lesson.steps)):
                keys += [f"lesson.{lesson.id}.{part}.{i}" for part in ("goal", "hint", "why")]
            for key in keys:
                assert key in STRINGS["en"] and key in STRINGS["ru"], key


def test_progress_text_written_by_the_app_reads_back() -> None:
    store = MemoryStore()
    app = _app(store)
    _learn(app)
    press(app, "learn_game:deago")
    press(app, "lesson:deago-five")
    play(app, "i7")
    assert store.data["lessons"] == dumps(loads(store.data["lessons"]))
