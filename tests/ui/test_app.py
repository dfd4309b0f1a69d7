"""The real App driven headless through posted pygame events, one frame at a time."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from tanbo.games.tanbo.state import BLACK, WHITE  # noqa: E402
from tanbo.players import HUMAN, RANDOM  # noqa: E402
from tanbo.ui import screens  # noqa: E402
from tanbo.ui.app import App  # noqa: E402
from tanbo.ui.screens import movelist  # noqa: E402
from tanbo.ui.screens.menu import size_choices  # noqa: E402
from tanbo.ui.storage import FileStore, MemoryStore  # noqa: E402
from tests.support.ui_driver import (  # noqa: E402
    app_on,
    button_pos,
    click,
    click_point,
    key,
    make_app,
    play_some,
    settings_json,
)

pytestmark = pytest.mark.usefixtures("pygame_events")


def test_clicking_a_legal_point_places_a_stone(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    st = app.commands.session.state
    move = st.parse_move("b7")
    assert st.is_legal(move)
    click_point(app, move)
    assert st.cell(move) == BLACK and st.move_stack == [move] and st.to_move == WHITE


def test_an_illegal_click_changes_nothing_and_says_why(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    before = app.commands.session.state.tfen()
    click_point(app, app.commands.session.state.parse_move("b6"))  # touches no black stone
    assert app.commands.session.state.tfen() == before
    assert "b6" in app.view.message and "not adjacent to a black stone" in app.view.message
    click_point(app, 0)  # a7 holds a stone
    assert "occupied" in app.view.message and app.commands.session.state.ply == 0


def test_undo_and_redo_by_keys_and_buttons(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    st = app.commands.session.state
    click_point(app, st.parse_move("b7"))
    click_point(app, st.parse_move("d7"))
    key(app, pygame.K_u)
    assert st.ply == 1
    key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert st.ply == 0
    key(app, pygame.K_y, pygame.KMOD_LCTRL)
    assert st.move_stack == [st.parse_move("b7")]
    click(app, button_pos(app, "redo"))
    assert st.ply == 2
    click(app, button_pos(app, "undo"))
    assert st.ply == 1


def test_a_complete_7x7_game_by_clicks_ends_on_the_game_over_overlay(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    rng = random.Random(11)
    st = app.commands.session.state
    while not st.is_over:
        click_point(app, rng.choice(st.legal_moves()))
    assert st.winner in (BLACK, WHITE)
    actions = [b.action for b in screens.buttons(app.commands)]
    assert "dismiss" in actions  # the overlay's Review button
    before = st.ply
    click_point(app, 24)  # the overlay covers the board: nothing happens
    assert st.ply == before
    click(app, button_pos(app, "dismiss"))
    assert "dismiss" not in [b.action for b in screens.buttons(app.commands)]
    click(app, button_pos(app, "first"))
    assert app.commands.session.shown_ply == 0


def test_keyboard_play_with_cursor_and_enter(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    st = app.commands.session.state
    target = st.parse_move("d5")  # the cursor starts on d4 (the centre)
    assert app.view.cursor == st.parse_move("d4")
    key(app, pygame.K_UP)
    assert app.view.cursor == target and st.is_legal(target)
    key(app, pygame.K_RETURN)
    assert st.move_stack == [target]
    key(app, pygame.K_LEFT)
    key(app, pygame.K_SPACE)  # c5 holds a black stone: refused
    assert st.ply == 1 and "occupied" in app.view.message


def test_save_then_restart_restores_the_same_game(tmp_path: Path) -> None:
    app = make_app(tmp_path, players=(HUMAN, RANDOM))
    st = app.commands.session.state
    click_point(app, st.parse_move("b7"))
    app.frame()  # the computer replies
    assert st.ply == 2
    key(app, pygame.K_h)  # a settings change is saved too
    again = make_app(tmp_path, fresh=False)
    assert again.commands.session.state.move_stack == st.move_stack
    assert again.commands.session.players == {BLACK: HUMAN, WHITE: RANDOM}
    assert again.commands.settings.hints is True
    assert again.view.message == ""


def test_a_corrupted_save_gives_a_message_and_a_fresh_game(tmp_path: Path) -> None:
    store = FileStore(tmp_path)
    store.save("settings", settings_json())
    store.save("game", '[Game "Tanbo"]\n[Size "7x7"]\n[Setup "dense"]\n\n1. a7\n')
    app = make_app(tmp_path, fresh=False)
    assert app.commands.session.state.ply == 0
    assert "could not be read" in app.view.message
    (tmp_path / "game.txt").write_bytes(b"\xff\xfe binary junk")
    app = make_app(tmp_path, fresh=False)
    assert app.commands.session.state.ply == 0 and "could not be read" in app.view.message
    (tmp_path / "settings.txt").write_text("{not json", encoding="utf-8")
    app = make_app(tmp_path, fresh=False)
    assert app.commands.settings.lang == "en" and "could not be read" in app.view.message


def test_against_the_computer_it_replies_and_undo_returns_to_the_human(tmp_path: Path) -> None:
    app = make_app(tmp_path, players=(HUMAN, RANDOM))
    st = app.commands.session.state
    click_point(app, st.parse_move("b7"))
    for _ in range(3):
        app.frame()
    assert st.ply == 2 and st.to_move == BLACK
    key(app, pygame.K_u)
    assert st.ply == 0 and st.to_move == BLACK


def test_computer_against_computer_plays_a_game_out(tmp_path: Path) -> None:
    app = make_app(tmp_path, players=(RANDOM, RANDOM))
    for _ in range(400):
        if app.commands.session.state.is_over:
            break
        app.frame()
    assert app.commands.session.state.is_over


def test_menu_starts_a_new_game_with_the_chosen_size_and_players(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    click_point(app, app.commands.session.state.parse_move("b7"))
    key(app, pygame.K_n)
    assert app.view.screen_name == "menu"
    click(app, button_pos(app, "size:5x7"))
    click(app, button_pos(app, f"player:{WHITE}:{RANDOM}"))
    click(app, button_pos(app, "start"))
    click(app, button_pos(app, "confirm:yes"))  # the one-move game is given up
    assert app.view.screen_name == "game"
    assert app.commands.session.state.geometry.size_text == "5x7"
    assert app.commands.session.state.ply == 0
    assert app.commands.session.players[WHITE] == RANDOM


def menu_buttons(app: App) -> list[screens.Button]:
    """The buttons on screen now."""
    return list(screens.buttons(app.commands))


def test_menu_lists_each_rectangle_once_and_turns_the_chosen_one(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    key(app, pygame.K_n)
    actions = [b.action for b in menu_buttons(app) if b.action.startswith("size:")]
    assert "size:17x19" in actions and "size:19x17" not in actions  # upright by default
    assert "size:19x19" in actions and len(actions) == 11  # 4 squares, 7 rectangles
    click(app, button_pos(app, "size:13x15"))
    actions = [b.action for b in menu_buttons(app) if b.action.startswith("size:")]
    assert actions[-1] == "size:15x13" and len(actions) == 12  # the chosen one turned
    click(app, button_pos(app, "size:15x13"))
    assert app.commands.settings.size == (15, 13)
    actions = [b.action for b in menu_buttons(app) if b.action.startswith("size:")]
    assert "size:7x5" in actions and "size:5x7" not in actions  # now listed wide
    assert actions[-1] == "size:13x15"


def test_size_choices_keep_an_unpaired_rectangle_and_squares() -> None:
    choices = size_choices(((7, 7), (5, 7), (9, 5)), (7, 7))
    assert [c[1] for c in choices] == ["size:7x7", "size:5x7", "size:9x5"]
    assert choices[0][2] and not choices[1][2]


def test_rules_screen_and_language_switch(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    click(app, button_pos(app, "rules"))
    assert app.view.screen_name == "rules"
    key(app, pygame.K_l)
    assert app.commands.settings.lang == "ru" and app.commands.t("btn.home") == "Главная"
    key(app, pygame.K_ESCAPE)  # back to the game
    click_point(app, 0)
    assert "занят" in app.view.message


def test_review_keys_show_earlier_positions(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    st = app.commands.session.state
    for name in ("b7", "d7", "b5"):
        click_point(app, st.parse_move(name))
    key(app, pygame.K_PAGEUP)
    assert app.commands.session.shown_ply == 2 and app.commands.moves.view_state().ply == 2
    click_point(app, st.parse_move("a6"))  # no play while reviewing
    assert st.ply == 3
    assert app.view.message == app.commands.t("reviewing")  # the review line says End
    key(app, pygame.K_END)
    assert not app.commands.session.reviewing


def test_export_then_import_by_dropping_the_file(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    st = app.commands.session.state
    for name in ("b7", "d7"):
        click_point(app, st.parse_move(name))
    app.commands.records.export_record()
    files = list((tmp_path / "records").glob("tanbo-*.txt"))
    assert len(files) == 1
    key(app, pygame.K_u)
    key(app, pygame.K_u)
    assert app.commands.session.state.ply == 0
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(files[0])))
    app.frame()
    st = app.commands.session.state
    assert [st.move_text(m) for m in st.move_stack] == ["b7", "d7"]
    bad = tmp_path / "bad.txt"
    bad.write_text("not a record\n", encoding="utf-8")
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(bad)))
    app.frame()
    assert app.commands.session.state.ply == 2 and "Not a valid record" in app.view.message


def test_sound_waits_for_the_first_user_input_and_obeys_mute(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    assert not app.commands.sounds.unlocked
    click_point(app, app.commands.session.state.parse_move("b7"))
    assert app.commands.sounds.unlocked and app.commands.sounds.played[-1] == "place"
    key(app, pygame.K_m)
    count = len(app.commands.sounds.played)
    click_point(app, app.commands.session.state.parse_move("d7"))
    assert len(app.commands.sounds.played) == count


def test_idle_frames_draw_nothing(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    drawn = app.frames_drawn
    for _ in range(5):
        app.frame()
    assert app.frames_drawn == drawn
    pos = app.layout.centre(1)
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    pygame.event.post(motion)
    app.frame()
    assert app.frames_drawn == drawn + 1 and app.view.hover == 1


def test_clicking_a_move_in_the_list_reviews_that_position(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    st = app.commands.session.state
    for name in ("b7", "d7", "b5", "f7"):
        click_point(app, st.parse_move(name))
    cell = movelist.move_list_cell(movelist.MOVES_AREA, 1, 0, movelist.ROW_H)
    assert cell is not None
    click(app, (cell[0] + 5, cell[1] + 5))  # ply 2, White's d7
    assert app.commands.session.shown_ply == 2
    click(app, button_pos(app, "next"))
    assert app.commands.session.shown_ply == 3
    click(app, button_pos(app, "last"))
    assert not app.commands.session.reviewing


def test_the_computer_waits_while_the_human_reviews(tmp_path: Path) -> None:
    app = make_app(tmp_path, players=(RANDOM, HUMAN))
    app.frame()
    assert app.commands.session.state.ply == 1  # Black (computer) opened
    pos = app.layout.centre(app.commands.session.state.legal_moves()[0])
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    key(app, pygame.K_HOME)  # in the same frame as the click, before the computer's turn
    for _ in range(3):
        app.frame()
    assert app.commands.session.state.ply == 2 and app.commands.session.reviewing
    key(app, pygame.K_END)
    app.frame()
    assert app.commands.session.state.ply == 3


class _Estimating:
    """A computer player that reports a win estimate and answers on the second step."""

    def __init__(self, seed: int | None = None) -> None:
        self.win_rate = 0.7
        self._moves: list[int] = []
        self._steps = 0

    def start(self, state: object) -> None:
        self._moves = state.legal_moves()  # type: ignore[attr-defined]
        self._steps = 0

    def step(self, budget_ms: float) -> int | None:
        self._steps += 1
        return self._moves[0] if self._steps > 1 else None

    def cancel(self) -> None:
        self._moves = []


def test_a_registered_computer_player_is_offered_and_plays_in_slices(tmp_path: Path) -> None:
    from tanbo.players import PLAYER_KINDS, register_player

    register_player("estimating", "Estimating", lambda seed: _Estimating(seed))
    try:
        app = make_app(tmp_path)
        key(app, pygame.K_n)
        click(app, button_pos(app, f"player:{WHITE}:estimating"))
        click(app, button_pos(app, "start"))
        # + the first slice: no answer
        click_point(app, app.commands.session.state.parse_move("b7"))
        assert app.commands.session.state.ply == 1 and app.commands.computer.thinking
        app.view.dirty = True
        app.frame()  # the spinner and the win bar are drawn
        app.frame()
        assert app.commands.session.state.ply == 2
    finally:
        del PLAYER_KINDS["estimating"]


def test_the_ai_levels_are_offered_and_level_one_answers_a_move(tmp_path: Path) -> None:
    from tanbo.players import PLAYER_KINDS

    assert [f"level{n}" for n in range(1, 6)] == [k for k in PLAYER_KINDS if k.startswith("level")]
    app = make_app(tmp_path, players=(HUMAN, "level1"))
    key(app, pygame.K_n)
    assert "player:2:level5" in [b.action for b in screens.buttons(app.commands)]
    key(app, pygame.K_ESCAPE)
    click_point(app, app.commands.session.state.parse_move("b7"))
    for _ in range(200):  # level 1 is capped at a few dozen iterations
        if app.commands.session.state.ply == 2:
            break
        app.frame()
    assert app.commands.session.state.ply == 2 and app.commands.session.state.to_move == BLACK


def test_browser_frame_wait_keeps_the_rate_and_never_goes_negative() -> None:
    from tanbo.ui.app import frame_wait_s

    assert frame_wait_s(60, 0.005) == pytest.approx(1 / 60 - 0.005)
    assert frame_wait_s(20, 0.0) == pytest.approx(0.05)
    assert frame_wait_s(60, 0.5) == 0.0  # a slow frame: go straight on


def test_p_in_a_game_without_passes_says_so_and_changes_nothing(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    assert app.commands.session.game == "tanbo" and app.commands.game.pass_move is None
    before = app.commands.session.state.position_text()
    key(app, pygame.K_p)
    assert app.commands.session.state.position_text() == before
    assert app.commands.session.state.ply == 0
    assert app.view.message == app.commands.t("no_pass") and "no passing" in app.view.message


def test_the_search_gets_most_of_a_frame_when_nothing_else_moves(
    tmp_path: Path, pondering: str
) -> None:
    from tanbo.ui import theme

    app = make_app(tmp_path, players=("human", pondering))
    play_some(app, 1)  # the move's fading stones and redraw: a short slice
    player = app.commands.computer.players[2]
    assert player.budgets == [theme.AI_SLICE_MS]
    app.view.fading.clear()
    for _ in range(3):
        app.frame()
    frame_ms = 1000 / theme.FPS_ACTIVE
    assert all(b >= 2 * frame_ms for b in player.budgets[1:])
    assert theme.AI_SLICE_IDLE_MS < 1000 / theme.SPINNER_FPS  # the spinner still turns


def test_start_up_is_quiet_on_stderr(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    import os

    real_init = pygame.init

    def noisy_init() -> object:
        os.write(2, b"ALSA lib confmisc.c:767:(parse_card) cannot find card '0'\n")
        return real_init()

    monkeypatch.setattr(pygame, "init", noisy_init)
    make_app(tmp_path)
    assert "ALSA" not in capfd.readouterr().err


def test_undo_while_reviewing_returns_to_the_live_position() -> None:
    store = MemoryStore()
    store.save("settings", '{"players": ["human", "human"]}')
    app = app_on(store)
    st = app.commands.session.state
    for name in ("b7", "d7", "b5", "f7"):
        assert app.commands.moves.try_move(st.parse_move(name))
    app.commands.moves.review(1)
    assert app.commands.session.reviewing
    app.commands.moves.undo()
    assert not app.commands.session.reviewing
    assert st.ply == 3
    assert app.commands.moves.view_state().ply == 3


def test_the_loop_slows_down_once_nothing_has_happened_for_a_while() -> None:
    from tanbo.ui import theme

    clock = [0]
    app = App(MemoryStore(), computer_delay_ms=0, seed=5, clock_ms=lambda: clock[0])
    app.frame()  # the first frame draws (busy)
    while app.busy:
        clock[0] += 10
        app.frame()
    assert app.frame_rate() == theme.FPS_IDLE  # just drawn: still awake
    clock[0] += theme.DOZE_AFTER_MS
    app.frame()
    assert app.frame_rate() == theme.FPS_DOZE < theme.FPS_IDLE
    moved = pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))
    pygame.event.post(moved)
    app.frame()  # any input wakes the loop at once
    assert app.frame_rate() in (theme.FPS_IDLE, theme.FPS_ACTIVE)
    clock[0] += theme.DOZE_AFTER_MS - 1
    app.frame()
    assert app.frame_rate() == theme.FPS_IDLE
