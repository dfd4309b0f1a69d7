"""What the UI says, worded right (issue 39, "Words"): the rating graph's band from its
first point, plural forms, move numbers, the puzzle's reply named, and the rest."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

import string  # noqa: E402

from tanbo.profiles.glicko2 import Rating  # noqa: E402
from tanbo.profiles.ratings import History, RatingPoint  # noqa: E402
from tanbo.puzzles.model import Puzzle  # noqa: E402
from tanbo.puzzles.play import Verdict  # noqa: E402
from tanbo.ui import screens  # noqa: E402
from tanbo.ui.i18n import STRINGS, tr  # noqa: E402
from tanbo.ui.lang import LANGUAGES  # noqa: E402
from tanbo.ui.puzzle_desk import PuzzleDesk  # noqa: E402
from tanbo.ui.questions import HAPPENED, WHY, move_number  # noqa: E402
from tanbo.ui.screens import why  # noqa: E402
from tanbo.ui.screens.stats import graph_points  # noqa: E402
from tests.support.ui_driver import app_in, key, make_app, play_some, record_texts  # noqa: E402

pytestmark = pytest.mark.usefixtures("pygame_events")


def test_the_rating_band_starts_as_wide_as_the_start_deviation() -> None:
    """One game: the band is the start's 350 at its first point, not a zero-width wedge."""
    after = Rating(1662.3, 290.3)
    history = History([RatingPoint("2026-12-02", after, 1)], after, "2026-12-02", 1)
    points = graph_points(history, (0, 0, 300, 100))
    assert len(points) == 2
    (_, _, start_band), (_, _, end_band) = points
    assert start_band > end_band > 0  # the start is the less certain rating
    assert start_band / end_band == pytest.approx(350 / 290.3, rel=0.05)


def test_a_question_names_the_move_by_the_move_lists_number() -> None:
    # after 4 plies (Black 1, White 1, Black 2, White 2) "Why?" asks about Black's 3rd
    assert [move_number(ply, WHY) for ply in range(6)] == [1, 1, 2, 2, 3, 3]
    # "What happened?" after ply 5 is about Black's 3rd move, after ply 6 White's 3rd
    assert [move_number(ply, HAPPENED) for ply in range(1, 7)] == [1, 1, 2, 2, 3, 3]


def test_why_about_blacks_third_move_says_move_3(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    play_some(app, 4)
    st = app.commands.session.state
    assert st.ply == 4 and st.to_move == 1
    point = st.legal_moves()[0]
    why.ask(app.commands, point)
    name = st.point_name(point)
    texts = record_texts(app)
    assert f"Why? {name} · move 3" in texts, texts
    assert app.commands.session.questions[-1].number == 3
    screens.do(app.commands, "why_list")  # the list of questions numbers it the same
    assert any(t.startswith(f"move 3 · Why? {name}") for t in record_texts(app))


def test_a_count_takes_the_plural_form_that_fits_it() -> None:
    STRINGS["en"]["test.games"] = "{n:game|games} played"
    STRINGS["ru"]["test.games"] = "сыграно: {n:партия|партии|партий}"
    try:
        assert [tr("en", "test.games", n=n) for n in (0, 1, 2, 21)] == [
            "0 games played", "1 game played", "2 games played", "21 games played"]
        assert [tr("ru", "test.games", n=n) for n in (1, 2, 5, 11, 21, 22, 112)] == [
            "сыграно: 1 партия", "сыграно: 2 партии", "сыграно: 5 партий",
            "сыграно: 11 партий", "сыграно: 21 партия", "сыграно: 22 партии",
            "сыграно: 112 партий"]
        assert tr("de", "test.games", n=1) == "1 game played"  # English's forms, English's rule
    finally:
        del STRINGS["en"]["test.games"], STRINGS["ru"]["test.games"]


def test_every_plural_template_has_its_languages_forms() -> None:
    """English and Spanish one|other, Russian one|few|many, wherever a template counts."""
    want = {code: len(lang.plurals) for code, lang in LANGUAGES.items()}
    found = 0
    for lang, table in STRINGS.items():
        for name, text in table.items():
            for _, _field, spec, _ in string.Formatter().parse(text):
                if spec and "|" in spec:
                    found += 1
                    assert len(spec.split("|")) == want[lang], (lang, name, spec)
                    assert all(spec.split("|")), (lang, name, spec)
    assert found >= 16


_ROW = {"date": "", "game": "", "size": "", "opponent": "", "result": ""}


@pytest.mark.parametrize(("key", "values", "one", "five"), [
    ("stats.totals", {"games": 1, "wins": 1, "losses": 0, "draws": 0}, "1 game ·", "5 games ·"),
    ("stats.streak", {"n": 1, "kind": "", "best": 1, "worst": 0}, "1 win,", "5 wins,"),
    ("stats.streak", {"n": 1, "kind": "", "best": 0, "worst": 1}, "1 loss", "5 losses"),
    ("stats.kind.draw", {"n": 1}, "1 draw", "5 draws"),
    ("stats.activity", {"n": 1}, "1 day)", "5 days)"),
    ("confirm.delete_profile", {"name": "Ann", "n": 1}, "1 game?", "5 games?"),
    ("profile.imported", {"n": 1}, "1 game in", "5 games in"),
    ("stats.game_row", {**_ROW, "moves": 1}, "1 move", "5 moves"),
    ("captures", {"point": "c3", "n": 1}, "1 stone", "5 stones"),
])
def test_one_is_said_in_the_singular(key: str, values: dict[str, object], one: str,
                                     five: str) -> None:
    assert tr("en", key, **values).endswith(one) or f"{one} " in tr("en", key, **values), \
        tr("en", key, **values)
    more = tr("en", key, **{k: 5 if v == 1 else v for k, v in values.items()})
    assert five in more, more


def test_the_puzzle_tally_before_any_try_says_none_was_tried(tmp_path: Path) -> None:
    app = app_in(tmp_path)
    desk: PuzzleDesk = app.commands.puzzles
    desk.open()
    text = desk.stats_text()
    assert "0 of 0" not in text and "no puzzle tried yet" in text
    assert text in " ".join(record_texts(app))
    app.commands.settings.lang = "ru"
    assert "0 из 0" not in desk.stats_text() and "задач ещё не было" in desk.stats_text()


def test_the_why_sheet_still_gives_the_placement_rule() -> None:
    """A lesson's answer leaves DEAGO's "any empty point" out; "Why?" is about legality,
    so its answer keeps it."""
    from tanbo.games import GAMES
    from tanbo.ui.games import game_view
    from tanbo.ui.reasons import describe

    state = GAMES["deago"].new_state(13, 13, "0")
    expl = GAMES["deago"].assistant.explain(state, state.parse_move("g7"))
    assert "empty_point" in game_view("deago").routine_reasons
    assert "A stone may go on any empty point." in describe("en", expl, state.point_name)


@pytest.mark.parametrize(("lang", "reply_word"), [("en", "'s reply "), ("ru", "Ответ ")])
def test_a_refutation_names_the_reply_it_explains(
    tmp_path: Path, lang: str, reply_word: str
) -> None:
    """"It touches exactly one white stone" said of White's reply, after the player's
    own move was named, read as if the player's move did it: the reply is named."""
    from tanbo.games import GAMES
    from tanbo.puzzles.model import load_puzzles
    from tanbo.puzzles.play import try_move
    from tanbo.ui.puzzle_desk import WRONG

    app = app_in(tmp_path)
    app.commands.settings.lang = lang
    desk: PuzzleDesk = app.commands.puzzles
    desk.open()

    def refuted(puzzle: Puzzle) -> Iterator[tuple[int, Verdict]]:
        st = GAMES["tanbo"].from_text(puzzle.position)
        for p in st.legal_moves():
            verdict = try_move(puzzle, (), st.move_text(p))
            if verdict.kind != "correct" and verdict.refutation:
                yield p, verdict

    puzzle, (point, verdict) = next((pz, found) for pz in load_puzzles("tanbo")
                                    for found in refuted(pz))
    desk.start(puzzle)
    desk.try_point(point)
    desk.advance(10**9, 0)  # the reply is played
    assert desk.phase == WRONG and desk.state.ply == 2
    reply = verdict.refutation[0]
    named = [line for line in desk.explanation[1:] if reply_word in line and reply in line]
    assert named, desk.explanation
    if lang == "en":
        assert named[0].startswith(f"White's reply {reply} ") or named[0].startswith(
            f"Black's reply {reply} "), named
    assert not any(line.startswith(("It ", "Пункт ", "Ход ")) for line in desk.explanation[1:])


def test_a_deago_puzzle_shows_both_sides_captures(tmp_path: Path) -> None:
    """"Win by captures in 1 move" with Black on 18: the screen says how many each side
    has; a game that counts no captures (Tanbo) shows no such line."""
    from tanbo.games import GAMES
    from tanbo.puzzles.model import load_puzzles

    app = app_in(tmp_path)
    desk: PuzzleDesk = app.commands.puzzles
    desk.open()
    assert desk.puzzle is not None and desk.puzzle.game == "tanbo"
    assert desk.score_text() == ""
    race = next(p for p in load_puzzles("deago") if p.theme == "capture_race")
    desk.start(race)
    state = GAMES["deago"].from_text(race.position)
    black, white = state.captured(1), state.captured(2)
    text = desk.score_text()
    assert text == f"Captured: Black {black} / 20 · White {white} / 20"
    assert text in record_texts(app)
    app.commands.settings.lang = "ru"
    assert desk.score_text() == f"Взято: чёрные {black} / 20 · белые {white} / 20"
    assert desk.score_text() in record_texts(app)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_after_a_reload_the_tried_daily_says_this_try_does_not_count(
    tmp_path: Path, lang: str
) -> None:
    import datetime

    day = datetime.date(2026, 12, 2)
    settings = (f'{{"lang": "{lang}", "size": "7x7", "setup": "dense", '
                '"players": ["human", "human"]}')
    app = app_in(tmp_path, settings=settings)
    desk: PuzzleDesk = app.commands.puzzles
    desk.today = lambda: day
    desk.open()
    assert desk.is_daily and desk.puzzle is not None
    assert desk.count_note() == ""  # the first try counts: nothing to say
    assert not any(t.startswith(("Already", "Сегодня", "Задача уже")) for t in record_texts(app))
    right = desk.puzzle.solution[0]
    wrong = next(p for p in desk.state.legal_moves() if desk.state.move_text(p) != right)
    desk.try_point(wrong)
    assert desk.counted
    again = app_in(tmp_path, settings="")  # a reload: the same day's puzzle again
    desk = again.commands.puzzles
    desk.today = lambda: day
    desk.open()
    assert desk.is_daily and desk.counted
    note = {"en": "Already tried today: this try does not count.",
            "ru": "Сегодня задача уже решалась: эта попытка не засчитывается."}[lang]
    assert desk.count_note() == note
    assert note in " ".join(record_texts(again))
    desk.next_puzzle()  # another puzzle, never tried: its try counts
    assert not desk.is_daily and desk.count_note() == ""


def test_danger_markers_are_off_for_a_newcomer_and_saved_choices_stay() -> None:
    from tanbo.ui.settings import Settings

    assert Settings().danger is False
    assert Settings.from_json(Settings().to_json()).danger is False
    assert Settings.from_json('{"lang": "en", "danger": true}').danger is True
    assert Settings.from_json('{"lang": "en", "danger": false}').danger is False
    assert Settings.from_json('{"lang": "en"}').danger is True  # saved when on was the default


@pytest.mark.parametrize(("game", "lang", "start"), [
    ("tanbo", "en", "Danger: an amber ring"), ("tanbo", "ru", "Угроза: жёлтым кольцом"),
    ("deago", "en", "Threats: a square"), ("deago", "ru", "Угрозы: квадрат"),
])
def test_danger_markers_switched_on_are_explained(
    tmp_path: Path, game: str, lang: str, start: str
) -> None:
    from tanbo.ui.games import game_view

    fresh = app_in(tmp_path / "new", settings="")  # a newcomer: no markers
    assert fresh.commands.settings.danger is False
    size, setup = ("13x13", "9") if game == "deago" else ("7x7", "dense")
    app = app_in(tmp_path, settings=f'{{"lang": "{lang}", "game": "{game}", "size": "{size}", '
                 f'"setup": "{setup}", "danger": false, "players": ["human", "human"]}}')
    assert app.commands.session.game == game
    legend = game_view(game).danger_legend(lang)
    assert legend.startswith(start)
    assert not any(t.startswith(start) for t in record_texts(app))
    key(app, pygame.K_d)
    assert app.commands.settings.danger is True
    assert legend in " ".join(record_texts(app))
