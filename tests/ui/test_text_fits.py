"""Every text the App draws fits its box and overlaps nothing, headless.

Long paths, player names and counts beside the spinner, long import errors and status
messages, and every translated string on every screen state at every window size and
scale (the texts recorded by :func:`tanbo.ui.widgets.recording`; the geometry from
:mod:`tests.support.ui_geometry`).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from tanbo.ui import screens  # noqa: E402
from tanbo.ui.app import App  # noqa: E402
from tanbo.ui.computer import Computer  # noqa: E402
from tanbo.ui.screens import home  # noqa: E402
from tanbo.ui.screens.overlays import more_state  # noqa: E402
from tanbo.ui.widgets import Drawn  # noqa: E402
from tests.support.assistant_frames import assistant_frames  # noqa: E402
from tests.support.input_frames import input_frames  # noqa: E402
from tests.support.puzzle_frames import puzzle_frames  # noqa: E402
from tests.support.runs import THOROUGH  # noqa: E402
from tests.support.ui_driver import (  # noqa: E402
    button_pos,
    click,
    click_point,
    finish_randomly,
    key,
    make_app,
    play_some,
    tap,
    to_game,
)
from tests.support.ui_geometry import outside, overlaps  # noqa: E402

pytestmark = pytest.mark.usefixtures("pygame_events")


def test_a_long_path_wraps_inside_its_box(tmp_path: Path) -> None:
    from tanbo.ui.render import Fonts
    from tanbo.ui.widgets import wrap

    font = Fonts.get(15)
    path = "/home/someone/.local/share/tanbo/records/" + "x" * 80 + "/tanbo-20261129-170000.txt"
    lines = wrap(f"Record saved to {path}", font, 300)
    assert "".join(lines).replace(" ", "") == f"Recordsavedto{path}"
    assert all(font.size(line)[0] <= 300 for line in lines)
    deep = tmp_path / ("very-long-folder-name-" * 4) / "records"
    app = make_app(tmp_path)
    app.commands.export_dir = deep
    app.commands.records.export_record()
    assert str(deep) in app.view.message
    from tanbo.ui import widgets

    with widgets.recording() as drawn:
        app.view.dirty = True
        app.frame()
    lines_drawn = [d for d in drawn if d.box is not None and d.text and d.text in app.view.message]
    assert lines_drawn
    for d in lines_drawn:
        x, _y, w, _h = d.box
        assert d.rect.right <= x + w, d.text


def midgame(app: App, min_stones: int, seed: int = 1) -> None:
    """Random moves until both sides have ``min_stones`` stones and White is to move."""
    import random

    from tanbo.ui.session import Session

    rng = random.Random(seed)
    for _ in range(100):
        s = Session(7, 7, "dense")
        while not s.state.is_over:
            st = s.state
            if (st.to_move == 2 and st.stone_count(1) >= min_stones
                    and st.stone_count(2) >= min_stones):
                s.players = dict(app.commands.session.players)
                app.commands.session = s
                return
            s.play(rng.choice(st.legal_moves()))
    raise AssertionError("no such game")


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("kind", ["random", "level1", "level5"])
def test_player_names_counts_and_the_spinner_never_overlap(
    tmp_path: Path, lang: str, kind: str
) -> None:
    from tanbo.ui import widgets

    app = make_app(tmp_path, players=(kind, kind))
    app.computer_delay_ms = 10**9  # the computer stays "about to think"
    midgame(app, 10)
    app.commands.settings.lang = lang
    assert app.commands.computer.thinking
    with widgets.recording() as drawn:
        app.view.dirty = True
        app.frame()
    rows = [d for d in drawn if 96 <= d.rect.centery < 190]  # the two player rows
    assert len(rows) == 5  # two names, two counts, the spinner
    assert overlaps(rows) == [] and outside(rows) == []


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_long_import_error_in_the_menu_stays_clear_of_the_key_help(
    tmp_path: Path, lang: str
) -> None:
    from tanbo.ui import widgets

    app = make_app(tmp_path)
    app.commands.settings.lang = lang
    key(app, pygame.K_ESCAPE)
    # Errors quote input shortened: a long message names many long tag names.
    bad = "".join(f'[Tag{i}{"x" * 24} "v"]\n' for i in range(9)) + "\n"
    assert not app.commands.records.import_record(bad)
    # errors quote the input shortened now: make the message long on purpose
    app.commands.say(app.commands.t("import_bad", error="move 12: 'zz9' is not a point " * 8))
    assert len(app.view.message) > 200
    with widgets.recording() as drawn:
        app.view.dirty = True
        app.frame()
    assert overlaps(drawn) == [] and outside(drawn) == []


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_long_status_messages_stay_clear_of_the_move_list(tmp_path: Path, lang: str) -> None:
    from tanbo.ui import widgets

    app = make_app(tmp_path)
    app.commands.settings.lang = lang
    play_some(app, 9)
    messages = [
        app.commands.t("save_bad", error="record line 3: malformed tag line '[Size 7x7' " * 3,
              path=str(tmp_path / "game.unreadable-20261201-140512.txt")),
        app.commands.t("import_none", path=str(tmp_path / "records" / "import.txt")),
        app.commands.t("import_bad", error="move 12: 'zz9' is not a point on a 7x7 board " * 4),
    ]
    for message in messages:
        for reviewing in (False, True):
            app.commands.moves.review(3 if reviewing else None)
            app.commands.say(message, warn=True)
            with widgets.recording() as drawn:
                app.view.dirty = True
                app.frame()
            assert overlaps(drawn) == [] and outside(drawn) == [], message


NOT_DRAWN = {
    "import_prompt": "the browser's own prompt box shows it",
    "export_prompt": "the browser's own prompt box shows it",
    "deago.import_prompt": "the browser's own prompt box shows it",
    "deago.export_prompt": "the browser's own prompt box shows it",
    "link.prompt": "the browser's own prompt box shows it",
    "deago.link.prompt": "the browser's own prompt box shows it",
    "profile.rename_prompt": "the browser's own prompt box shows it",
    "profile.import_prompt": "the browser's own prompt box shows it",
    "puzzle.link_prompt": "the browser's own prompt box shows it",
    "puzzle.aside_prompt": "the browser's own prompt box shows it",
    **{f"date.month.{m}": "the puzzle of the day shows this month only" for m in range(1, 12)},
}


def _shoot(app: App, frames: list[list[Drawn]]) -> None:
    from tanbo.ui import widgets

    with widgets.recording() as drawn:
        app.view.dirty = True
        app.frame()
    from tanbo.ui import app as app_module

    assert app.view.ui.size == app.screen.get_size() == app_module.DEFAULT_SIZE, (
        app.view.ui.size, app.screen.get_size(), app.commands.settings.window)
    frames.append(list(drawn))


def _key_pattern(template: str) -> re.Pattern[str]:
    """A regex for a translated template: the literal parts, anything for ``{fields}``."""
    # a field may have a form ({n:stone}) or plural forms ({n:game|games})
    parts = re.split(r"\{[a-z_]+(?::[^{}]+)?\}", template)
    return re.compile(".+?".join(re.escape(p) for p in parts), re.S)


def _joined(frame: list[Drawn]) -> list[str]:
    """The drawn texts of a frame, wrapped lines joined per box."""
    out: list[str] = []
    last_box = None
    for d in frame:
        if d.box is not None and d.box == last_box and out:
            out[-1] += " " + d.text
        else:
            out.append(d.text)
        last_box = d.box
    return out


# The design check (tests/ui/test_design.py) draws every screen's main states at 390x844,
# 844x390 and 360x640 at DPR 3, 820x1180 at 2, 1280x720 and 1920x1080, in both languages,
# with stricter rules (sizes, targets, contrast). This sweep draws every message and
# string: at 1280x720 and 390x844 (where each string must be drawn once), and at the
# sizes the design check does not cover.
WINDOWS = [(1280, 720), (1024, 768), (390, 844), (640, 360)]


# (canvas size in device pixels, pixel ratio): the browser's phone at DPR 3, a 1920x1080
# monitor uncapped (UI scale 3), and natively a maximised 2560x1440 window (UI scale 2).
# Layouts are computed in CSS pixels and drawn scaled, and the design check already draws
# every screen at DPR 3 and 2, so these large canvases (about 120 worker-seconds a
# language, a third of the native run's drawing) run only in `make test-thorough`.
SCALED = [((1170, 2532), 3.0), ((3840, 2160), 2.0), ((2560, 1440), 1.0)] if THOROUGH else []


NARROW_ONLY = {"btn.more", "btn.figures", "btn.rules_text"}  # compact and narrow layouts only


@pytest.mark.parametrize(("window", "ratio"), [(w, 1.0) for w in WINDOWS] + SCALED,
                         ids=[f"{w}x{h}" for w, h in WINDOWS]
                         + [f"{w}x{h}@{r}" for (w, h), r in SCALED])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_translated_string_fits_its_widget_and_overlaps_nothing(
    tmp_path: Path, lang: str, window: tuple[int, int], ratio: float, pondering: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Every screen state in every window of :data:`WINDOWS` and :data:`SCALED`; every
    string is drawn at least once at 1280x720, and the compact layouts' own at 390x844
    (and at 390x844 x 3)."""
    import random

    from tanbo.ui import app as app_module
    from tanbo.ui.layout import screen_layout, ui_scale

    monkeypatch.setattr(app_module, "DEFAULT_SIZE", window)  # every App opens at this size
    monkeypatch.setattr(app_module, "_start_pixel_ratio", lambda: ratio)
    compact = screen_layout(*window, ui_scale(*window, ratio)).compact

    from tanbo.ui.games.tanbo.view import TanboView
    from tanbo.ui.i18n import STRINGS
    from tanbo.ui.session import Session

    frames: list[list[Drawn]] = []
    app = make_app(tmp_path, players=("human", "human"))
    app.commands.settings.lang = lang
    app.commands.settings.hints = True
    t = app.commands.t
    # the game screen: start, previews, an illegal move, every message
    _shoot(app, frames)
    if compact:  # the "More" sheet
        click(app, button_pos(app, "more"))
        _shoot(app, frames)
        key(app, pygame.K_ESCAPE)
        assert not more_state(app.view).open
    rng = random.Random(2)
    seen = set()
    while not app.commands.session.state.is_over and len(seen) < 2:
        st = app.commands.session.state
        for m in st.legal_moves():
            removed = st.preview(m)
            kind = "self" if any(r.current for r in removed) else "cap" if removed else ""
            if kind and kind not in seen:
                seen.add(kind)
                app.view.keyboard, app.view.cursor = True, m
                _shoot(app, frames)
        app.commands.session.play(rng.choice(st.legal_moves()))
    assert seen == {"self", "cap"}
    app = make_app(tmp_path / "2", players=("human", "human"))
    app.commands.settings.lang = lang
    play_some(app, 5)
    occupied = app.commands.session.state.move_stack[0]
    click_point(app, occupied)
    _shoot(app, frames)
    values = {"error": "line 3: malformed tag line '[Size 7x7'", "n": 12,
              "path": str(tmp_path / "records" / "tanbo-20261129-170000.txt")}
    # the file's name; the menu has its path
    for k in ("save_bad", "analysis.bad", "save_newer", "save_stuck"):
        app.commands.say(t(k, error=values["error"], path="game.unreadable-20261201-140512.txt"))
        _shoot(app, frames)
    for k in ("exported", "exported_web", "imported", "import_bad", "import_none",
              "import_none_web", "reviewing", "not_your_turn", "no_sound", "no_pass",
              "settings_bad", "aside.deleted",
              "aside.delete_failed"):
        app.commands.say(t(k, **values))
        _shoot(app, frames)
    app.view.message = ""
    app.commands.moves.review(2)
    _shoot(app, frames)
    app.commands.moves.review(None)
    app.commands.settings.hints = False
    legal = app.commands.session.state.legal_moves()
    captures = [m for m in legal if app.commands.session.state.preview(m)]
    tap(app, (captures or legal)[0])  # a capture preview and the touch hint under it
    _shoot(app, frames)
    # the computer thinking, with its win chance, and review pausing it
    for players in ((pondering, "human"), ("human", pondering)):
        app = make_app(tmp_path / players[0], players=players)
        app.commands.settings.lang = lang
        if players[0] == "human":
            play_some(app, 1)
        _shoot(app, frames)
        app.commands.moves.review(0)
        _shoot(app, frames)
    # the game-over box with every reason a game may give
    app = make_app(tmp_path / "3")
    app.commands.settings.lang = lang
    finish_randomly(app, 5, "last_root_taken")
    for code in TanboView.end_reasons:
        monkeypatch.setattr(TanboView, "end_reason", lambda self, st, c=code: c)
        _shoot(app, frames)
    # the menu (both setups, the confirm dialogs), the rules
    app = make_app(tmp_path / "4")
    app.commands.settings.lang = lang
    play_some(app, 2)
    key(app, pygame.K_n)
    for setup in ("dense", "classic"):
        click(app, button_pos(app, f"setup:{setup}"))
        _shoot(app, frames)
    from tanbo.ui.screens import menu

    monkeypatch.setattr(menu, "IS_WEB", True)  # the browser's key help
    _shoot(app, frames)
    monkeypatch.setattr(menu, "IS_WEB", False)
    app.commands.say(t("import_bad", error="move 12: 'zz9' is not a point " * 8))
    _shoot(app, frames)
    # a save that could not be read, set aside: the menu's button, its question, deleting
    app.commands.unreadable = ["game.unreadable-20261201-140512"]
    _shoot(app, frames)
    app.commands.records.offer_unreadable()
    _shoot(app, frames)
    app.commands.answer("confirm:other")
    _shoot(app, frames)
    key(app, pygame.K_ESCAPE)
    app.commands.unreadable = []
    key(app, pygame.K_RETURN)
    _shoot(app, frames)
    key(app, pygame.K_ESCAPE)
    app.commands.records.import_record(app.commands.session.record_text())
    _shoot(app, frames)
    key(app, pygame.K_ESCAPE)
    app.commands.replace_session(Session(), "confirm.link")  # a game opened from a link
    _shoot(app, frames)
    key(app, pygame.K_ESCAPE)
    click(app, button_pos(app, "rules"))
    _shoot(app, frames)
    if app.view.ui.rules[2] < app.view.ui.px(1000):  # the narrow rules' second page
        click(app, button_pos(app, "rules_page"))
        _shoot(app, frames)
    _deago_frames(tmp_path / "deago", lang, frames)
    _link_frames(tmp_path / "link", lang, frames)
    _stats_frames(tmp_path / "stats", lang, frames)
    _analysis_frames(tmp_path / "analysis", lang, frames, monkeypatch)
    _lesson_frames(lang, frames)
    _home_frames(tmp_path / "home", lang, frames)
    assistant_frames(tmp_path / "why", lang, lambda a: _shoot(a, frames))  # the rules assistant
    input_frames(tmp_path / "input", lang, lambda a: _shoot(a, frames))  # what a tap will do
    puzzle_frames(make_app(tmp_path / "puzzles"), lang, frames, _shoot, tmp_path / "puzzles")

    scale = ui_scale(*window, ratio)
    assert app.view.ui.text_scale == scale
    for i, frame in enumerate(frames):
        assert outside(frame, window, scale) == [], (i, outside(frame, window, scale))
        assert overlaps(frame) == [], (i, overlaps(frame))
    if window not in ((1280, 720), (390, 844), (1170, 2532)):
        return
    wanted = NARROW_ONLY if window != (1280, 720) else set(STRINGS[lang]) - NARROW_ONLY
    texts = [text for frame in frames for text in _joined(frame)]
    missing = []
    for key_, template in STRINGS[lang].items():
        if key_ in NOT_DRAWN or key_.startswith("player.") or key_ not in wanted:
            continue
        if key_.startswith("text.") or ".text." in key_:  # the text interface's: said, not drawn
            continue
        pattern = _key_pattern(template)
        if not any(pattern.search(text) for text in texts):
            missing.append(key_)
    assert missing == [], missing


def _home_frames(folder: Path, lang: str, frames: list[list[object]]) -> None:
    """Home: with a game to continue and without, a rated player; the first start's
    offer in this language."""
    import random

    from tanbo.ui.session import Session
    from tanbo.ui.storage import MemoryStore

    app = make_app(folder / "a", home=True)
    app.commands.settings.lang = lang
    _shoot(app, frames)  # nothing to continue
    play_some(to_game(app), 3)
    screens.do(app.commands, "home")
    _shoot(app, frames)  # Continue, with its board
    screens.do(app.commands, "display")
    _shoot(app, frames)  # Display, every mode off
    for action in ("text_size", "contrast", "motion"):
        screens.do(app.commands, action)
    _shoot(app, frames)  # ... and on
    screens.do(app.commands, "home")
    home.state(app.view).page.offset = 10_000.0  # (larger text: the page scrolls; its foot)
    _shoot(app, frames)  # home's Display card names the modes on
    screens.do(app.commands, "text_size")
    screens.do(app.commands, "text_size")  # (back to 100%)
    screens.do(app.commands, "contrast")
    app = make_app(folder / "b", players=("human", "level1"), home=True)
    app.commands.settings.lang = lang
    session = Session(7, 7, "dense", ("human", "level1"))
    rng = random.Random(3)
    while not session.state.is_over:
        session.play(rng.choice(session.state.legal_moves()))
    app.commands.session = session
    app.commands.profile_commands.record_game(None)  # a rated game: home shows the rating
    for lesson in app.commands.lessons.course("tanbo"):  # the course done
        app.commands.lessons.progress.mark(lesson.id)
    desk = app.commands.puzzles  # today's puzzle done
    desk.history.daily_done["tanbo"] = [desk.today().isoformat()]
    screens.do(app.commands, "home")
    _shoot(app, frames)
    app = App(MemoryStore(), computer_delay_ms=0, seed=5, offer_course=True)
    app.frame()
    if app.commands.settings.lang != lang:
        key(app, pygame.K_l)  # the first start's question turns to the other language
    _shoot(app, frames)


def _lesson_frames(lang: str, frames: list[list[object]]) -> None:
    """Learn to play: the first start's offer, the Learn screen, every lesson (its hint,
    each typical wrong move, the solved lesson), progress set aside and failed saves."""
    from tanbo.ui.screens.learn import offer_course
    from tanbo.ui.storage import MemoryStore
    from tests.support.lesson_driver import play, press, walk_courses

    class Stuck(MemoryStore):
        def set_aside(self, name: str) -> str:
            raise OSError("read-only")

        def save(self, name: str, text: str) -> None:
            if name == "lessons":
                raise OSError("disk full")
            super().save(name, text)

    def lesson_app(store: MemoryStore, offer: bool = False) -> App:
        if not offer:  # a returning player's language: home reads the progress at start
            store.save("settings", f'{{"lang": "{lang}"}}')
        app = App(store, computer_delay_ms=0, seed=5, offer_course=offer)
        app.commands.settings.lang = lang
        app.frame()
        return app

    store = MemoryStore()
    store.data["lessons"] = "not json"
    app = lesson_app(store, offer=True)
    press(app, "confirm:no")
    offer_course(app.commands)  # again, in this language
    _shoot(app, frames)
    press(app, "confirm:yes")  # the Learn screen, the progress set aside and said
    _shoot(app, frames)
    press(app, "lessons_aside")
    _shoot(app, frames)
    press(app, "confirm:yes")
    _shoot(app, frames)
    walk_courses(app, lambda name: _shoot(app, frames))
    store = MemoryStore()
    store.data["lessons"] = "not json"
    app = lesson_app(store)  # set aside at the start: said on home
    _shoot(app, frames)
    stuck = Stuck()
    stuck.data["lessons"] = "not json"
    app = lesson_app(stuck)
    press(app, "menu")
    press(app, "learn")
    _shoot(app, frames)
    app = lesson_app(Stuck())
    press(app, "menu")
    press(app, "learn")
    press(app, "lesson:tanbo-place")
    play(app, "b2")
    _shoot(app, frames)


def _analysis_frames(
    folder: Path, lang: str, frames: list[list[object]], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The analysis: the game-over box's button, running, both depths, every judgement."""
    import random

    from tanbo.ai import analysis
    from tanbo.ai.analysis import GameAnalysis, PositionEval

    monkeypatch.setitem(analysis.DEPTHS, "quick", 0.01)
    monkeypatch.setitem(analysis.DEPTHS, "deep", 0.02)
    app = make_app(folder, players=("human", "human"))
    app.commands.settings.lang = lang
    app.commands.computer.analyse()  # nothing to analyse yet
    _shoot(app, frames)
    rng = random.Random(3)
    while not app.commands.session.state.is_over:
        app.commands.session.play(rng.choice(app.commands.session.state.legal_moves()))
    app.view.over_dismissed = False
    app.view.message = ""
    _shoot(app, frames)  # the game-over box: New game, Review, Analyse
    monkeypatch.setattr(App, "ai_slice_ms", lambda self: 0.5)
    app.commands.computer.analyse()
    app.frame()
    _shoot(app, frames)  # running: Stop, the progress
    app.commands.computer.next_depth()
    _shoot(app, frames)
    app.commands.computer.analyse()  # stop
    # a made-up analysis with a move of every kind, and proven positions
    st = app.commands.session.state
    n = min(st.ply, 7)
    # Black: ?! (ply 1), ?? (3), a missed win (5), good (7); White: ? (2), an allowed
    # forced loss (4), good (6)
    chances = [0.5, 0.38, 0.62, 0.25, 1.0, 0.9, 0.88, 0.85]
    evals = {
        p: PositionEval(chances[p], "black" if p == 4 else None, "a1", ("a1", "b2"))
        for p in range(n + 1)
    }
    texts = [st.move_text(m) for m in st.move_stack[:n]]
    movers = [1 + i % 2 for i in range(n)]
    app.commands.analysis.adopt(st, GameAnalysis(texts, movers, 0.01, evals))
    for ply in range(n + 1):
        app.commands.moves.review(ply)
        _shoot(app, frames)
    app.commands.moves.review(None)
    full = {p: PositionEval(0.5, None, "a1", ("a1",)) for p in range(st.ply + 1)}
    all_moves = [st.move_text(m) for m in st.move_stack]
    app.commands.analysis.adopt(
        st, GameAnalysis(all_moves, [1 + i % 2 for i in range(st.ply)], 0.01, full))
    _shoot(app, frames)  # the summary at the end


def _stats_frames(folder: Path, lang: str, frames: list[list[Drawn]]) -> None:
    """Issue 31: the Statistics screen's pages with games and without, its messages and
    questions (a profile's typed name, deleting one, profile data set aside)."""
    import datetime

    from tanbo.profiles.model import GameEntry
    from tanbo.profiles.store import to_text
    from tanbo.ui.storage import FileStore
    from tests.support.profile_games import synthetic

    data = synthetic(300, 3, last_day=datetime.date.today().isoformat())
    last = data.games[-1]
    data.add_game(GameEntry(last.date, "p1", "tanbo", "7x7", "dense", "local:", 1, 0.5, 30))
    FileStore(folder).save("profiles", to_text(data))
    FileStore(folder).save("profiles.unreadable-20261201-140512", "{")
    app = make_app(folder, players=("human", "human"))
    app.commands.settings.lang = lang
    app.commands.open_screen("menu")
    _shoot(app, frames)
    click(app, button_pos(app, "stats"))
    t = app.commands.t
    for game in ("tanbo", "deago"):
        click(app, button_pos(app, f"stats_game:{game}"))
        for page in ("overview", "tables", "games", "top"):
            click(app, button_pos(app, f"stats_page:{page}"))
            _shoot(app, frames)
    click(app, button_pos(app, "stats_page:overview"))
    values = {"error": "a profile name must not be empty", "name": "Борис Годунов", "n": 120,
              "path": "profiles.unreadable-20261201-140512", "date": "2026-12-01 14:05"}
    for k in ("profile.renamed", "profile.added", "profile.bad", "profile.deleted",
              "profile.save_failed", "profile.unreadable", "profile.exported",
              "profile.exported_web", "profile.imported", "profile.import_none", "stats.opened",
              "stats.no_record"):
        app.commands.say(t(k, **values))
        _shoot(app, frames)
    app.view.message = ""
    click(app, button_pos(app, "profile_rename"))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Борис Годунов"))
    _shoot(app, frames)  # the name being typed
    key(app, pygame.K_ESCAPE)
    click(app, button_pos(app, "profile_delete"))
    _shoot(app, frames)
    key(app, pygame.K_ESCAPE)
    click(app, button_pos(app, "profile_aside"))
    _shoot(app, frames)
    key(app, pygame.K_ESCAPE)
    click(app, button_pos(app, "profile_add"))  # a profile without games
    for page in ("overview", "tables", "games"):
        click(app, button_pos(app, f"stats_page:{page}"))
        _shoot(app, frames)


def _link_frames(folder: Path, lang: str, frames: list[list[object]]) -> None:
    """Playing by link: the menu choice, every reminder, the question, every message."""
    from tanbo.games.tanbo.state import TanboState
    from tanbo.link import format_link, link_of

    app = make_app(folder, players=("human", "human"))
    app.commands.settings.lang = lang
    play_some(app, 2)
    other = TanboState.new(7, 7)
    other.push(other.parse_move("a6"))
    # over an unfinished game: the question
    app.commands.records.open_link(format_link(link_of(other)))
    _shoot(app, frames)
    key(app, pygame.K_y)  # opened: the message, then the reminder to answer
    _shoot(app, frames)
    app.view.message = ""
    _shoot(app, frames)
    play_some(app, 1)  # moved: share now
    _shoot(app, frames)
    app.commands.records.share()  # shared (natively, no site address: the local-link message)
    _shoot(app, frames)
    app.view.message = ""
    _shoot(app, frames)
    for k in ("link.copied", "link.shown", "link.copy_failed", "link.bad", "link.no_view",
              "link.same"):
        app.commands.say(app.commands.t(k, error="the link is cut short: it ends with '…c6d7e'",
                                        game="DEAGO"))
        _shoot(app, frames)
    app.view.message = ""
    while not app.commands.session.is_over:  # the last move of a game by link: share the end
        play_some(app, 1)
    app.view.over_dismissed = True
    _shoot(app, frames)
    key(app, pygame.K_n)  # the menu's choice and its sentence, then a new game by link
    click(app, button_pos(app, "bylink"))
    _shoot(app, frames)
    click(app, button_pos(app, "start"))
    _shoot(app, frames)


def _deago_frames(folder: Path, lang: str, frames: list[list[object]]) -> None:
    """DEAGO's screens: previews, threats, passes, draw offers, game overs, menu, rules."""
    from unittest import mock

    from tanbo.games.deago.state import DeagoState
    from tanbo.record import GameRecord, format_record
    from tanbo.ui.screens import menu

    def deago_app(dfen: str, white: str = "human") -> object:
        app = make_app(folder / str(len(frames)), players=("human", white))
        app.commands.settings.lang = lang
        state = DeagoState.from_dfen(dfen)
        app.commands.records.import_record(format_record(GameRecord.from_state(state, dfen)))
        app.view.message = ""
        return app

    def hover(app: object, name: str) -> None:
        st = app.commands.session.state  # type: ignore[attr-defined]
        app.view.keyboard, app.view.cursor = True, st.parse_move(name)  # type: ignore[attr-defined]
        _shoot(app, frames)

    empty = "13/13/13/3N5N3/13/13/6N6/13/13/3N5N3/13/13/13 b 0 0 0"
    app = deago_app("13/13/13/2B10/2W10/2W10/1BN10/13/13/13/13/13/13 b 0 0 0")
    _shoot(app, frames)  # the threats legend
    with mock.patch.object(Computer, "hint_searching", new_callable=mock.PropertyMock,
                           return_value=True):
        _shoot(app, frames)  # a hint being sought beside the pass and draw buttons
    hover(app, "d7")  # captures and converts
    app = deago_app("13/13/13/13/13/13/BBBB9/13/13/13/13/13/12W b 0 0 0")
    hover(app, "e7")  # a winning five
    app.commands.moves.try_move(app.commands.session.state.parse_move("e7"))  # type: ignore[attr-defined]
    _shoot(app, frames)  # and its game-over box
    app = deago_app("13/13/13/13/13/13/1BWW9/13/13/13/13/13/13 b 18 4 0")
    hover(app, "e7")  # a win by 20 captures
    app.commands.moves.try_move(app.commands.session.state.parse_move("e7"))  # type: ignore[attr-defined]
    _shoot(app, frames)  # and its game-over box
    app = deago_app(empty)
    app.commands.moves.pass_turn()  # type: ignore[attr-defined]
    _shoot(app, frames)
    app.commands.moves.pass_turn()  # type: ignore[attr-defined]
    _shoot(app, frames)  # the draw box
    app = deago_app(empty)
    app.commands.moves.offer_draw()  # type: ignore[attr-defined]
    _shoot(app, frames)
    app.commands.moves.try_move(0)  # type: ignore[attr-defined]
    _shoot(app, frames)
    app.commands.moves.answer_draw(False)  # type: ignore[attr-defined]
    _shoot(app, frames)
    app.commands.moves.offer_draw()  # type: ignore[attr-defined]
    app.commands.moves.answer_draw(True)  # type: ignore[attr-defined]
    _shoot(app, frames)
    app = deago_app(empty, white="random")
    app.commands.moves.offer_draw()  # type: ignore[attr-defined]
    _shoot(app, frames)  # the computer weighs the offer
    key(app, pygame.K_n)  # type: ignore[arg-type]
    _shoot(app, frames)  # the DEAGO menu
    with mock.patch.object(menu, "IS_WEB", True):
        _shoot(app, frames)  # with the browser's key help
    for layout in ("5", "0"):
        click(app, button_pos(app, f"setup:{layout}"))  # type: ignore[arg-type]
        _shoot(app, frames)
    click(app, button_pos(app, "rules"))  # type: ignore[arg-type]
    _shoot(app, frames)
