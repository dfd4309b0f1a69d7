"""DEAGO in the real App, headless: menu choice, clicks, effects, passes, wins, saves, rules."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from tanbo.game import DRAW  # noqa: E402
from tanbo.games.deago.state import PASS, DeagoState  # noqa: E402
from tanbo.games.tanbo.state import BLACK, WHITE  # noqa: E402
from tanbo.players import HUMAN, RANDOM  # noqa: E402
from tanbo.record import GameRecord, format_record  # noqa: E402
from tanbo.ui import screens, theme, widgets  # noqa: E402
from tanbo.ui.app import App  # noqa: E402
from tanbo.ui.computer import Computer  # noqa: E402
from tanbo.ui.games import game_view  # noqa: E402
from tanbo.ui.screens import game as game_screen  # noqa: E402
from tanbo.ui.screens import menu, movelist, overlays  # noqa: E402
from tanbo.ui.storage import FileStore  # noqa: E402
from tests.support.ui_driver import (  # noqa: E402
    Clock,
    button_pos,
    click,
    key,
    record_texts,
    to_game,
)

pytestmark = pytest.mark.usefixtures("pygame_events")


def deago_settings(players: tuple[str, str] = (HUMAN, HUMAN), size: str = "13x13",
                   lang: str = "en") -> str:
    return json.dumps({"lang": lang, "game": "deago", "size": size, "setup": "9",
                       "players": list(players)})


def make_app(folder: Path, players: tuple[str, str] = (HUMAN, HUMAN), fresh: bool = True,
             clock: Clock | None = None, lang: str = "en") -> App:
    store = FileStore(folder)
    if fresh:
        store.save("settings", deago_settings(players, lang=lang))
    app = App(store, computer_delay_ms=0, seed=5, export_dir=folder / "records", clock_ms=clock)
    app.frame()
    to_game(app)  # (the App opens on home)
    return app


def play(app: App, *names: str) -> None:
    for name in names:
        click(app, app.layout.centre(app.commands.session.state.parse_move(name)))


def from_dfen(app: App, dfen: str) -> None:
    """Load a position as a record import (the path a player's record takes)."""
    state = DeagoState.from_dfen(dfen)
    app.commands.records.import_record(format_record(GameRecord.from_state(state, dfen)))
    assert app.commands.session.state.position_text() == dfen
    app.view.message = ""


def test_choosing_deago_in_the_menu_offers_its_sizes_and_layouts(tmp_path: Path) -> None:
    store = FileStore(tmp_path)
    store.save("settings", json.dumps({"lang": "en", "size": "7x7", "setup": "dense",
                                       "players": [HUMAN, HUMAN]}))
    app = App(store, computer_delay_ms=0, export_dir=tmp_path / "records")
    app.frame()
    to_game(app)  # (the App opens on home)
    assert app.commands.session.game == "tanbo"
    assert pygame.display.get_caption()[0].startswith("Tanbo")
    key(app, pygame.K_n)
    click(app, button_pos(app, "game:deago"))
    actions = [b.action for b in screens.buttons(app.commands)]
    assert {"size:19x19", "size:15x15", "size:13x13", "setup:9", "setup:5", "setup:0"} <= set(
        actions
    )
    assert "size:7x7" not in actions and app.commands.settings.size == (19, 19)
    click(app, button_pos(app, "setup:5"))
    click(app, button_pos(app, "size:15x15"))
    assert "15x15 · 5 neutral" in record_texts(app)  # the preview caption follows the choice
    click(app, button_pos(app, "start"))
    st = app.commands.session.state
    assert app.view.screen_name == "game" and st.game_name == "deago"
    assert st.geometry.size_text == "15x15" and st.setup == "5"
    assert sum(1 for p in range(st.geometry.npoints) if st.cell(p) == 3) == 5
    assert pygame.display.get_caption()[0].startswith("DEAGO")
    assert "DEAGO" in record_texts(app)
    # the choices are remembered, and Tanbo's are kept for when it is chosen again
    again = App(FileStore(tmp_path), computer_delay_ms=0, export_dir=tmp_path / "records")
    s = again.commands.settings
    assert (s.game, s.size, s.setup) == (
        "deago", (15, 15), "5")
    again.commands.settings.choose_game("tanbo")
    assert again.commands.settings.size == (7, 7) and again.commands.settings.setup == "dense"


def test_clicks_convert_and_capture_and_the_captures_are_counted_up(tmp_path: Path) -> None:
    clock = Clock()
    app = make_app(tmp_path, clock=clock)
    st = app.commands.session.state
    play(app, "c10", "g5", "e10")  # Black flanks the neutral d10 across: it turns black
    d10 = st.parse_move("d10")
    assert st.cell(d10) == BLACK
    assert [t[0] for t in app.view.turning] == [d10]
    play(app, "h5", "f5", "a1")
    i5 = st.parse_move("i5")
    app.view.hover = i5  # the preview names the capture
    assert "i5: captures 2" in record_texts(app)
    play(app, "i5")
    assert st.captured(BLACK) == 2
    assert st.cell(st.parse_move("g5")) == 0 and st.cell(st.parse_move("h5")) == 0
    fading = sorted(p for p, _, _ in app.view.fading)
    assert fading == sorted(st.parse_move(n) for n in ("g5", "h5"))
    assert "captured 0 / 20 · stones 5" in record_texts(app)  # still counting up
    clock.ms += theme.COUNT_MS + theme.FADE_MS
    assert "captured 2 / 20 · stones 5" in record_texts(app)
    assert not app.view.fading and not app.view.turning and not app.view.counting


def test_two_passes_draw_with_a_warning_after_the_first(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    play(app, "b2")
    click(app, button_pos(app, "pass"))
    assert app.commands.session.state.move_stack[-1] == PASS
    assert "White passed: another pass ends the game in a draw." in record_texts(app)
    key(app, pygame.K_p)
    s = app.commands.session
    assert s.is_over and s.winner == DRAW and s.state.end_reason == "passes"
    drawn = record_texts(app)
    assert "Draw" in drawn and "Both players passed: a draw." in drawn
    assert '[Result "draw"]' in s.record_text()


def test_a_scripted_game_to_five_in_a_row(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    play(app, "a1", "m13", "b1", "m12", "c1", "m11", "d1", "m10")
    app.view.hover = app.commands.session.state.parse_move("e1")
    assert "e1 wins: five in a row" in record_texts(app)
    play(app, "e1")
    st = app.commands.session.state
    assert st.winner == BLACK and st.end_reason == "five"
    assert st.winning_line == tuple(st.parse_move(n) for n in ("a1", "b1", "c1", "d1", "e1"))
    drawn = record_texts(app)
    assert "Black wins" in drawn and "Black made five in a row." in drawn
    assert "dismiss" in [b.action for b in screens.buttons(app.commands)]
    box = pygame.Rect(overlays.over_box(app.commands))  # the game-over box leaves the five visible
    assert not any(box.collidepoint(app.layout.centre(p)) for p in st.winning_line)


def test_the_game_over_box_moves_off_a_five_through_the_middle(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    from_dfen(app, "13/13/13/13/13/13/2BBBB7/13/13/13/13/13/12W b 0 0 0")
    play(app, "g7")  # c7..g7 through the middle of the board
    st = app.commands.session.state
    assert st.end_reason == "five" and overlays.over_box(app.commands) != overlays.OVER_BOX
    box = pygame.Rect(overlays.over_box(app.commands))
    assert not any(box.collidepoint(app.layout.centre(p)) for p in st.winning_line)


def test_a_twenty_capture_win_from_a_dfen(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    from_dfen(app, "13/13/13/13/13/13/1BWW9/13/13/13/13/13/13 b 18 4 0")
    st = app.commands.session.state
    move = st.parse_move("e7")
    app.view.hover = move
    assert "e7 wins: 20 captured stones" in record_texts(app)
    play(app, "e7")
    assert st.captured(BLACK) == 20 and st.winner == BLACK and st.end_reason == "captures"
    assert "Black captured 20 stones." in record_texts(app)


def test_save_and_reload_keep_the_deago_game_and_a_draw_by_agreement(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    play(app, "b2", "f6", "c10")
    click(app, button_pos(app, "offer_draw"))
    # White was to move and offers; Black (human) answers
    assert app.commands.moves.draw_offer == WHITE
    click(app, button_pos(app, "draw:yes"))
    assert app.commands.session.is_over and app.commands.session.winner == DRAW
    assert "A draw by agreement." in record_texts(app)
    record = (tmp_path / "game.txt").read_text(encoding="utf-8")
    assert '[Game "DEAGO"]' in record and '[Termination "agreement"]' in record
    settings = json.loads((tmp_path / "settings.txt").read_text(encoding="utf-8"))
    settings["game"], settings["size"], settings["setup"] = "tanbo", "7x7", "dense"
    FileStore(tmp_path).save("settings", json.dumps(settings))  # the menu was on Tanbo
    again = make_app(tmp_path, fresh=False)
    assert again.commands.session.game == "deago" and again.commands.session.agreed_draw
    assert again.commands.settings.game == "deago"  # the menu offers the game being played
    assert again.commands.session.state.move_stack == app.commands.session.state.move_stack
    key(again, pygame.K_u)  # undo takes the agreement back first
    assert not again.commands.session.is_over and again.commands.session.state.ply == 3


def test_a_declined_draw_plays_on(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    play(app, "b2")
    click(app, button_pos(app, "offer_draw"))
    play(app, "a1")  # the offer must be answered first
    assert app.commands.session.state.ply == 1
    assert "Answer the draw offer first." in app.view.message
    click(app, button_pos(app, "draw:no"))
    assert not app.commands.session.is_over and app.commands.moves.draw_offer is None
    play(app, "a1")
    assert app.commands.session.state.ply == 2


def judge(app: App) -> None:
    for _ in range(2000):
        if not app.commands.computer.judging:
            return
        app.frame()
    raise AssertionError("the computer never answered the draw offer")


def test_the_computer_accepts_a_draw_only_when_it_is_not_winning(tmp_path: Path) -> None:
    app = make_app(tmp_path, players=(HUMAN, RANDOM))
    # Black (human) to move wins at once with e7: the computer is lost and accepts
    from_dfen(app, "13/13/13/13/13/13/BBBB9/13/13/13/13/13/12W b 0 0 0")
    click(app, button_pos(app, "offer_draw"))
    judge(app)
    assert app.commands.session.agreed_draw and app.view.message == app.commands.t("draw.accepted")
    # White (the computer) has two open fours: Black cannot stop both, the offer is declined
    from_dfen(app, "13/13/13/1WWWW8/13/13/13/1WWWW8/13/13/B1B1B1B6/13/13 b 0 0 0")
    click(app, button_pos(app, "offer_draw"))
    judge(app)
    assert not app.commands.session.is_over and app.view.message == app.commands.t("draw.declined")


def test_hints_show_the_computers_suggested_move(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(theme, "HINT_MS", 40.0)
    app = make_app(tmp_path)
    from_dfen(app, "13/13/13/13/13/13/BBBB9/13/13/13/13/13/12W b 0 0 0")
    key(app, pygame.K_h)
    for _ in range(500):
        if app.commands.computer.shown_suggestion() is not None:
            break
        app.frame()
    assert app.commands.computer.shown_suggestion() == app.commands.session.state.parse_move("e7")
    shown = app.commands.computer.shown_suggestion()
    assert game_screen.board_view(app.commands).suggested == shown


def test_hover_preview_shows_conversion_and_capture_and_threats_are_drawn(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    # figure 1b: d7 converts c7 (neutral), which flanks the white pair c8 c9 from below
    from_dfen(app, "13/13/13/2B10/2W10/2W10/1BN10/13/13/13/13/13/13 b 0 0 0")
    st = app.commands.session.state
    move = st.parse_move("d7")
    pos = app.layout.centre(move)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.frame()
    effect = app.commands.moves.preview()
    assert effect.converted == (st.parse_move("c7"),)
    assert set(effect.captured) == {st.parse_move("c8"), st.parse_move("c9")}
    assert "d7: captures 2, converts 1" in record_texts(app)
    # the threat markers (D) change the board where White could capture... and Black
    view = game_screen.board_view(app.commands)
    game = game_view("deago")
    threats = st.capture_threats(BLACK)
    assert move in threats
    surf = pygame.Surface((720, 720))
    layout = app.layout
    from dataclasses import replace

    game.draw_markers(surf, layout, replace(view, danger=False), 10)
    before = surf.get_at(layout.centre(move))
    game.draw_markers(surf, layout, replace(view, danger=True), 10)
    assert surf.get_at(layout.centre(move)) != before


def test_a_corrupt_deago_save_is_reported_and_ignored(tmp_path: Path) -> None:
    store = FileStore(tmp_path)
    store.save("settings", deago_settings())
    store.save("game", '[Game "DEAGO"]\n[Size "13x13"]\n[Neutral "9"]\n\n1. d4\n')
    app = make_app(tmp_path, fresh=False)  # d4 holds a neutral stone: an illegal move
    assert app.commands.session.game == "deago" and app.commands.session.state.ply == 0
    assert "could not be read" in app.view.message


def test_an_old_tanbo_save_still_loads(tmp_path: Path) -> None:
    store = FileStore(tmp_path)  # files as the app wrote them before there was a game choice
    store.save("settings", '{"lang": "en", "hints": false, "danger": true, "muted": false, '
                           '"size": "7x7", "setup": "dense", "players": ["human", "random"]}')
    store.save("game", '[Game "Tanbo"]\n[Size "7x7"]\n[Setup "dense"]\n[Black "human"]\n'
                       '[White "random"]\n[Result "ongoing"]\n\n1. b7 d7\n')
    app = make_app(tmp_path, fresh=False)
    assert app.view.message == "" and app.commands.session.game == "tanbo"
    st = app.commands.session.state
    assert [st.move_text(m) for m in st.move_stack] == ["b7", "d7"]
    assert app.commands.settings.game == "tanbo"
    assert app.commands.settings.players == (HUMAN, RANDOM)


def test_the_russian_deago_rules_screen_renders_cyrillic(tmp_path: Path) -> None:
    app = make_app(tmp_path, lang="ru")
    click(app, button_pos(app, "rules"))
    drawn = record_texts(app)
    assert "Правила DEAGO" in drawn
    assert any("[наше правило]" in t for t in drawn)
    assert any("нейтральный камень" in t for t in drawn)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_deago_rules_speak_to_players_not_to_the_rules_file(
    tmp_path: Path, lang: str
) -> None:
    from tests.support.ui_geometry import outside, overlaps

    app = make_app(tmp_path, lang=lang)
    click(app, button_pos(app, "rules"))
    with widgets.recording() as drawn:
        app.view.dirty = True
        app.frame()
    shown = " ".join(d.text for d in drawn)
    # no figure numbers of the seed's document, no X/N shorthand, no bare "[decided]"
    decided_ru = "[\u0440\u0435\u0448\u0435\u043d\u043e]"
    for jargon in ("1b", "1\u0431", "X N N X", "[decided]", decided_ru):
        assert jargon not in shown
    assert outside(drawn) == [] and overlaps(drawn) == []


def test_the_computer_thinks_in_slices_on_19x19(tmp_path: Path) -> None:
    store = FileStore(tmp_path)
    store.save("settings", deago_settings((HUMAN, "level5"), size="19x19"))
    app = App(store, computer_delay_ms=0, seed=5, export_dir=tmp_path / "records")
    app.frame()
    to_game(app)  # (the App opens on home)
    play(app, "k10")
    for _ in range(3):  # each frame runs one slice and returns; level 5 needs many
        app.frame()
    assert app.commands.session.state.ply == 1 and app.commands.computer.thinking
    key(app, pygame.K_u)  # the window answers while it thinks
    assert app.commands.session.state.ply == 0 and not app.commands.computer.thinking


def test_rules_from_the_menu_show_the_game_chosen_there(tmp_path: Path) -> None:
    store = FileStore(tmp_path)
    store.save("settings", json.dumps({"lang": "en", "size": "7x7", "setup": "dense",
                                       "players": [HUMAN, HUMAN]}))
    app = App(store, computer_delay_ms=0, export_dir=tmp_path / "records")
    app.frame()
    to_game(app)  # (the App opens on home)
    click(app, button_pos(app, "rules"))
    assert "Rules of Tanbo" in record_texts(app)  # from the game: the game being played
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_n)
    click(app, button_pos(app, "game:deago"))
    click(app, button_pos(app, "rules"))
    assert "Rules of DEAGO" in record_texts(app)  # from the menu: the game chosen there


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_status_line_stays_clear_of_the_pass_and_draw_buttons_while_a_hint_is_sought(
    tmp_path: Path, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.support.ui_geometry import outside, overlaps

    app = make_app(tmp_path, players=(HUMAN, "level1"), lang=lang)
    app.commands.settings.hints = True
    monkeypatch.setattr(Computer, "hint_searching", property(lambda self: True))
    with widgets.recording() as drawn:
        app.view.dirty = True
        app.frame()
    actions = [b.action for b in screens.buttons(app.commands)]
    assert "pass" in actions and "offer_draw" in actions
    to_move = app.commands.t("to_move", side=app.commands.side_name(BLACK))
    status = [d for d in drawn if d.text.startswith(to_move)]
    assert status, [d.text for d in drawn]
    assert outside(drawn) == [] and overlaps(drawn) == []
    seeking = app.commands.t("hint_searching")  # what runs is said under the status, in full
    assert seeking.startswith(" ".join(d.text for d in drawn if d.text and d.text in seeking))
    assert any(d.text and d.text in seeking for d in drawn)
    buttons = [pygame.Rect(b.rect) for b in screens.buttons(app.commands)
               if b.action in ("pass", "offer_draw")]
    assert not any(status[0].rect.colliderect(r) for r in buttons)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("web", [False, True])
def test_the_deago_menu_names_every_key_and_its_help_fits(
    tmp_path: Path, lang: str, web: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.support.ui_geometry import outside

    monkeypatch.setattr(menu, "IS_WEB", web)
    app = make_app(tmp_path, lang=lang)
    key(app, pygame.K_n)
    assert app.view.screen_name == "menu"
    with widgets.recording() as drawn:
        app.view.dirty = True
        app.frame()
    view = game_view("deago")
    help_ = view.t(lang, "menu.keys_web" if web else "menu.keys")
    assert help_ != game_view("tanbo").t(lang, "menu.keys_web" if web else "menu.keys")
    shown = " ".join(d.text for d in drawn if d.box == (860, 612, 390, 100))
    assert shown == help_  # all of it, wrapped inside its box
    assert outside(drawn) == []
    for k in ("P", "S", "D", "H"):  # pass, share link, threats, hint
        assert f"{k} " in shown
    assert ("Ctrl+S" in shown) != web  # the browser keeps Ctrl+S for itself


@pytest.mark.parametrize(("lang", "word"), [("en", "pass"), ("ru", "\u043f\u0430\u0441")])
def test_a_pass_is_named_in_the_players_language_in_the_move_list(
    tmp_path: Path, lang: str, word: str
) -> None:
    app = make_app(tmp_path, lang=lang)
    play(app, "b2")
    key(app, pygame.K_p)
    assert app.commands.session.state.move_stack[-1] == PASS
    with widgets.recording() as drawn:
        app.view.dirty = True
        app.frame()
    x, y, w, h = movelist.MOVES_AREA
    cells = [d.text for d in drawn if pygame.Rect(x, y, w, h).contains(d.rect)]
    assert "b2" in cells and word in cells
    assert lang == "en" or "pass" not in cells


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", ["tanbo", "deago"])
def test_the_menus_setup_and_size_labels_fit_at_full_size_even_when_chosen(
    tmp_path: Path, lang: str, game: str
) -> None:
    app = make_app(tmp_path, lang=lang)
    app.commands.settings.choose_game(game)
    key(app, pygame.K_n)
    assert app.view.screen_name == "menu"
    menu = [b for b in screens.buttons(app.commands)
            if b.action.startswith(("setup:", "size:", "game:"))]
    assert {b.action.split(":")[0] for b in menu} == {"setup", "size", "game"}
    for b in menu:
        width = widgets.Fonts.get(b.size, True).size(b.label)[0]  # bold: as when chosen
        assert width <= b.rect[2] - 8, (b.label, width, b.rect)
    right = max(b.rect[0] + b.rect[2] for b in menu)
    assert right <= 840  # clear of the start position's preview


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("ratio", [1.0, 3.0])
def test_a_phones_narrow_player_rows_show_the_captures_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, ratio: float,
) -> None:
    """On a 390x844 phone the two player rows sit side by side: the counts there are the
    captures towards 20 in full (they were cut to "captured …" beside the bar)."""
    from tanbo.ui import app as app_module

    size = (round(390 * ratio), round(844 * ratio))
    monkeypatch.setattr(app_module, "DEFAULT_SIZE", size)
    monkeypatch.setattr(app_module, "_start_pixel_ratio", lambda: ratio)
    app = make_app(tmp_path, lang=lang)
    assert app.view.ui.portrait and app.screen.get_size() == size
    with widgets.recording() as drawn:
        app.view.dirty = True
        app.frame()
    want = game_view("deago").t(lang, "captured", n=0, goal=20)
    shown = [d for d in drawn if d.text == want]
    assert len(shown) == 2, [d.text for d in drawn]  # both players, whole (not "… …")
    for d in shown:
        assert d.box is not None and d.rect.width <= d.box[2]
