# ruff: noqa: RUF001  (Russian text is meant to be Cyrillic)
"""The rules assistant in the real App (issue 30): "Why?" mode asks instead of playing,
"What happened?" explains the last move, the sheet's links open the Rules screen at the
paragraph, the questions are kept with the game (save, load, a bad tag set aside), in
English and Russian, on a phone's window and a desktop's."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from tanbo.players import HUMAN  # noqa: E402
from tanbo.ui import screens  # noqa: E402
from tanbo.ui.app import App  # noqa: E402
from tanbo.ui.questions import HAPPENED, WHY, Question  # noqa: E402
from tanbo.ui.screens import rules, why  # noqa: E402
from tanbo.ui.session import Session  # noqa: E402
from tanbo.ui.storage import FileStore  # noqa: E402
from tanbo.ui.view import GAME, RULES  # noqa: E402
from tests.support.ui_driver import (  # noqa: E402
    button_pos,
    click,
    click_point,
    key,
    record_texts,
    tap,
    to_game,
)

pytestmark = pytest.mark.usefixtures("pygame_events")

# Tanbo's rules-page figure B: d5 removes a black and a white root (roots of 15 and 19)
FIGURE_B = "WWBB2B2/1WWB2BBB/2WBBB1B1/WWWWWBBBB/BBB2WWWW/2B1WWBW1/B1BBBBBW1/BBB1WWWWW/BWWWW1W1W w"
# DEAGO: d5 converts the neutral e5 (flanked by f5), which captures the white e6, e7
CONVERSION_CAPTURE = "13/13/13/13/13/4B8/4W8/4W8/4NB7/13/13/13/13 b 0 0 0"


def _app(folder: Path, lang: str = "en", game: str = "tanbo",
         window: tuple[int, int] = (1280, 720)) -> App:
    store = FileStore(folder)
    store.save("settings", json.dumps({
        "lang": lang, "game": game, "size": "13x13" if game == "deago" else "7x7",
        "setup": "9" if game == "deago" else "dense", "players": [HUMAN, HUMAN]}))
    app = App(store, computer_delay_ms=0, seed=5, export_dir=folder / "records", window=window)
    app.frame()
    to_game(app)  # (the App opens on home)
    return app


def _position(app: App, game: str, text: str) -> None:
    app.commands.replace_session(Session.from_position(game, text), "confirm.new", ask=False)
    app.frame()


def _press(app: App, action: str) -> None:
    click(app, button_pos(app, action))


def _answer(app: App) -> why.Answer:
    answer = why.current(app.commands)
    assert answer is not None
    return answer


def _sheet_texts(app: App) -> list[str]:
    return record_texts(app)


def test_why_on_an_illegal_point_explains_and_plays_nothing(tmp_path: Path) -> None:
    app = _app(tmp_path)
    st = app.commands.session.state
    occupied = st.parse_point("a7")
    _press(app, "why")
    assert why.state(app.view).mode
    assert "Why?: click a point to ask about a move there." in _sheet_texts(app)
    click_point(app, occupied)
    assert st.ply == 0  # asked, not played
    answer = _answer(app)
    assert not answer.explanation.legal and answer.explanation.codes == ("occupied",)
    texts = _sheet_texts(app)
    assert "a7: not a legal move for Black." in texts
    assert any("a7 is taken by a black stone" in t for t in texts)
    assert app.commands.session.questions == [Question(0, WHY, occupied, False, ("occupied",))]
    view = screens.game.board_view(app.commands)
    assert view.crosses == (occupied,)
    # an empty point touching no black stone: illegal too, and it says why
    click_point(app, st.parse_point("b6"))
    assert _answer(app).explanation.codes == ("touches_none",)
    assert st.ply == 0


def test_why_on_a_self_removing_move_rings_the_root_that_stays(tmp_path: Path) -> None:
    app = _app(tmp_path)
    _position(app, "tanbo", "B1W b")  # b1 bounds Black's root and White's; Black's goes
    st = app.commands.session.state
    key(app, pygame.K_w)  # the key does what the button does
    assert why.state(app.view).mode
    click_point(app, st.parse_point("b1"))
    answer = _answer(app)
    assert answer.explanation.codes == ("grows_root", "bounds_own_root", "bounded_kept",
                                        "loses")
    assert st.ply == 0
    view = screens.game.board_view(app.commands)
    assert view.hover == view.marked == st.parse_point("b1")
    assert view.preview is not None  # the game's own preview drawing of the removal
    assert view.rings == (st.parse_point("c1"),)
    texts = " ".join(_sheet_texts(app))
    assert "It bounds its own current root" in texts and "White wins" in texts
    assert "Rules 5: Your own root ›" in texts
    # each official rule once, after the reasons that apply it; the app's decision said so
    assert "Mark Steere's rules (marksteeregames.com), removal, case 1: when" in texts
    assert "Mark Steere's rules (marksteeregames.com), removal, case 3 (1993 text)" in texts
    assert texts.count("Mark Steere's rules (marksteeregames.com), object of the game") == 1


def test_answers_cite_the_rule_in_russian_and_the_apps_decisions(tmp_path: Path) -> None:
    app = _app(tmp_path, lang="ru", game="deago")
    _position(app, "deago", "13/13/13/13/13/13/13/13/13/13/13/13/B1WB9 w 0 0 0")
    st = app.commands.session.state
    _press(app, "why")
    click_point(app, st.parse_point("b1"))  # White b1 c1 between Black a1 and d1: safe
    assert "safe_in_flank" in _answer(app).explanation.codes
    texts = " ".join(_sheet_texts(app))
    assert "Решение приложения (в правилах этого нет): перекрашивает и берёт" in texts
    assert "Правила DEAGO, модификация 1: первыми ходят чёрные" in texts


def test_why_on_a_deago_capture_through_conversion(tmp_path: Path) -> None:
    app = _app(tmp_path, game="deago")
    _position(app, "deago", CONVERSION_CAPTURE)
    st = app.commands.session.state
    _press(app, "why")
    tap(app, st.parse_point("d5"))  # a touch asks at once (no preview tap first)
    answer = _answer(app)
    assert answer.explanation.codes == ("empty_point", "converts",
                                        "captures_through_conversion", "capture_total")
    assert st.ply == 0
    texts = " ".join(_sheet_texts(app))
    assert "It converts the neutral stone e5, now between it and f5 (across)." in texts
    assert "The converted stone e5 captures the pair e7, e6 between it and e8" in texts
    links = [b.action for b in screens.buttons(app.commands) if b.action.startswith("why_rules")]
    assert links == ["why_rules:board", "why_rules:conversion", "why_rules:flank",
                     "why_rules:win"]


def test_why_about_a_pass_and_enter_asks_at_the_cursor(tmp_path: Path) -> None:
    app = _app(tmp_path, game="deago")
    _press(app, "why")
    _press(app, "pass")  # in Why? mode the Pass button asks
    assert _answer(app).explanation.codes == ("pass_turn",)
    assert app.commands.session.state.ply == 0
    key(app, pygame.K_ESCAPE)  # closes the sheet, not the game, and ends the mode
    assert app.view.screen_name == GAME and why.current(app.commands) is None
    assert not why.state(app.view).mode
    key(app, pygame.K_w)  # on again: Enter asks at the cursor
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert _answer(app).explanation.move == app.view.cursor
    assert app.commands.session.state.ply == 0
    key(app, pygame.K_ESCAPE)  # the answer closed: the mode off, Enter plays again
    key(app, pygame.K_RETURN)
    assert app.commands.session.state.ply == 1


def test_what_happened_after_a_capture(tmp_path: Path) -> None:
    app = _app(tmp_path)
    _position(app, "tanbo", FIGURE_B)
    st = app.commands.session.state
    assert not [b for b in screens.buttons(app.commands) if b.action == "happened" and b.enabled]
    click_point(app, st.parse_point("d5"))
    assert st.ply == 1
    _press(app, "happened")
    answer = _answer(app)
    assert answer.happened
    assert answer.explanation.codes == ("grows_root", "removes_root", "removes_root")
    assert answer.state.ply == 0  # the board shows the position before the move
    texts = " ".join(_sheet_texts(app))
    assert "d5: played by White." in texts
    assert "It removes a bounded black root (15 stones:" in texts
    assert "It removes a bounded white root (19 stones:" in texts
    assert app.commands.session.questions[-1].kind == HAPPENED
    # a move closes the answer (it spoke of another position)
    key(app, pygame.K_ESCAPE)
    click_point(app, st.legal_moves()[0])
    assert why.current(app.commands) is None


def test_the_rules_link_opens_the_paragraph_and_back_returns_to_the_answer(
    tmp_path: Path,
) -> None:
    app = _app(tmp_path, window=(390, 844))
    _press(app, "why")
    click_point(app, app.commands.session.state.parse_point("a7"))
    _press(app, "why_rules:placement")
    assert app.view.screen_name == RULES and rules.state(app.view).focus == "placement"
    assert rules.state(app.view).page == 0  # a phone's rules: the text page, where it is
    _press(app, "back")
    assert app.view.screen_name == GAME and why.current(app.commands) is not None
    # the plain Rules screen frames nothing
    app.commands.open_screen(RULES)
    assert rules.state(app.view).focus is None


def test_questions_survive_a_save_and_a_load_and_the_list_reopens_them(tmp_path: Path) -> None:
    app = _app(tmp_path)
    st = app.commands.session.state
    click_point(app, st.legal_moves()[0])
    _press(app, "why")
    click_point(app, st.parse_point("a7"))
    click_point(app, st.legal_moves()[0])
    _press(app, "why_close")
    _press(app, "happened")
    asked = list(app.commands.session.questions)
    assert [q.kind for q in asked] == [WHY, WHY, HAPPENED]
    saved = FileStore(tmp_path).load("game") or ""
    assert '[Questions "1?a7-occupied 1?' in saved
    again = _app(tmp_path)
    assert again.commands.session.questions == asked
    _press(again, "why")
    click_point(again, st.parse_point("a7"))
    _press(again, "why_list")
    texts = _sheet_texts(again)
    assert "Questions asked in this game" in texts
    assert "move 1 · Why? a7: not legal" in texts
    _press(again, "why_open:2")  # What happened? after move 1
    assert _answer(again).happened


def test_a_bad_questions_tag_sets_the_save_aside(tmp_path: Path) -> None:
    store = FileStore(tmp_path)
    store.save("game", '[Game "Tanbo"]\n[Size "7x7"]\n[Setup "dense"]\n'
                       '[Questions "1?a7-occupied 9?zz9+nonsense"]\n\n1. b7\n')
    app = _app(tmp_path)
    assert app.commands.session.state.ply == 0  # a new game
    assert app.commands.unreadable  # the save is kept, offered in the menu
    assert "Questions tag, entry 2" in app.view.message
    old = '[Game "Tanbo"]\n[Size "7x7"]\n[Setup "dense"]\n\n1. b7\n'  # from before the tag
    assert Session.from_save_text(old).questions == []


def test_undo_then_a_new_move_drops_the_questions_of_the_undone_line(tmp_path: Path) -> None:
    app = _app(tmp_path)
    s = app.commands.session
    for _ in range(2):
        click_point(app, s.state.legal_moves()[0])
    _press(app, "happened")
    app.commands.moves.undo()
    assert "Questions" not in s.save_text()  # asked after move 2: not in the game now
    click_point(app, s.state.legal_moves()[-1])
    assert s.questions == []


@pytest.mark.parametrize("window", [(390, 844), (1280, 720)])
def test_russian_answers_fit_the_sheet(tmp_path: Path, window: tuple[int, int]) -> None:
    app = _app(tmp_path, lang="ru", game="deago", window=window)
    _position(app, "deago", CONVERSION_CAPTURE)
    _press(app, "why")
    assert any(t.startswith("Почему?: щёлкните по пункту") for t in _sheet_texts(app))
    click_point(app, app.commands.session.state.parse_point("d5"))
    from tanbo.ui import widgets

    with widgets.recording() as drawn:
        app.view.dirty = True
        app.frame()
    sheet = pygame.Rect(why.sheet_rect(app.commands))
    w, h = window
    assert sheet.left >= 0 and sheet.top >= 0 and sheet.right <= w and sheet.bottom <= h
    inside = [d for d in drawn if sheet.contains(d.rect)]
    texts = [d.text for d in inside]
    assert "d5: чёрные могут так сходить." in texts
    joined = " ".join(texts)
    assert "Ход перекрашивает нейтральный камень e5" in joined
    assert "…" not in texts  # nothing cut
    for d in drawn:  # nothing crosses the sheet's edge (the covered board is veiled)
        assert not d.rect.colliderect(sheet) or sheet.contains(d.rect), d.text
    for i, a in enumerate(inside):  # and no two lines overlap
        for b in inside[i + 1:]:
            assert not a.rect.colliderect(b.rect), (a.text, b.text)


def test_random_positions_every_point_asks_without_error(tmp_path: Path) -> None:
    """Why? on every point of a few random positions of both games, through the App."""
    rng = random.Random(30)
    for game in ("tanbo", "deago"):
        app = _app(tmp_path / game, game=game, window=(390, 844))
        _press(app, "why")
        s = app.commands.session
        for _ in range(12):
            s.play(rng.choice(s.state.legal_moves()))
        app.frame()
        for p in range(0, s.state.geometry.npoints, 7):
            why.ask(app.commands, p)
            app.view.dirty = True
            app.frame()
            assert why.current(app.commands) is not None


def test_an_answer_too_long_for_a_phone_on_its_side_scrolls(tmp_path: Path) -> None:
    """Ten reasons at 844x390: the sheet takes the window and scrolls (▼, the wheel)."""
    from tanbo.games.deago import DeagoState
    from tanbo.geometry import Geometry

    geo = Geometry.of(19, 19)
    cells = [0] * geo.npoints
    stones = {"a5": 1, "b5": 1, "c5": 1, "d5": 1, "e6": 2, "e7": 2, "e8": 1, "f6": 2, "g7": 2,
              "h8": 1, "f5": 3, "g5": 1, "e4": 2, "e3": 2, "e2": 1, "d4": 2, "c3": 2, "b2": 1,
              "f4": 3, "g3": 1}
    for name, value in stones.items():
        cells[geo.parse_point(name)] = value
    text = DeagoState(geo, cells, 1, (16, 0), 0).dfen()
    app = _app(tmp_path, game="deago", window=(844, 390))
    _position(app, "deago", text)
    _press(app, "more")  # no room for the assistant's row of 44 px buttons: on "More"
    _press(app, "why")
    click_point(app, geo.parse_point("e5"))
    assert len(_answer(app).explanation.reasons) == 10
    w = app.view.ui.size[0]
    assert pygame.Rect(why.sheet_rect(app.commands)).width > w * 0.9  # the whole window
    down = next(b for b in screens.buttons(app.commands) if b.action.startswith("why_scroll:")
                and "-" not in b.action)
    assert "Black wins with five in a row." not in _sheet_texts(app)
    for _ in range(4):
        click(app, button_pos(app, down.action))
    assert "Black wins with five in a row." in _sheet_texts(app)
    assert "A stone may go on any empty point." not in _sheet_texts(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=10, flipped=False))
    app.frame()  # the wheel up: back at the top
    assert "A stone may go on any empty point." in _sheet_texts(app)


def test_an_undo_and_another_move_closes_the_answer(tmp_path: Path) -> None:
    app = _app(tmp_path)
    s = app.commands.session
    click_point(app, s.state.legal_moves()[0])
    _press(app, "happened")
    assert why.current(app.commands) is not None
    app.commands.moves.undo()
    assert why.current(app.commands) is None
    s.play(s.state.legal_moves()[-1])  # as many moves as when asked, but another game
    assert why.current(app.commands) is None
