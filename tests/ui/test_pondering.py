"""The computer thinking on the person's time in the App (tanbo.ui.pondering), counted in
``ponder_step`` calls and search work, never in time."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pygame = pytest.importorskip("pygame")

from tanbo.games.tanbo.state import BLACK, WHITE  # noqa: E402
from tanbo.players import HUMAN  # noqa: E402
from tanbo.ui import screens, theme  # noqa: E402
from tanbo.ui.app import App  # noqa: E402
from tanbo.ui.pondering import PONDER_CAP_MS, Pondering, toggle_ponder  # noqa: E402
from tanbo.ui.settings import Settings  # noqa: E402
from tanbo.ui.view import MENU  # noqa: E402
from tests.support.ui_driver import (  # noqa: E402
    app_in,
    button_pos,
    click,
    click_point,
    make_app,
    tap,
)

pytestmark = pytest.mark.usefixtures("pygame_events")

TANBO_7_OFF = '{"lang": "en", "size": "7x7", "setup": "dense", "players": ["human", "level4"], ' \
    '"ponder": false}'
DEAGO_13 = '{"lang": "en", "game": "deago", "size": "13x13", "setup": "9", ' \
    '"players": ["human", "level5"]}'


class Counted:
    """Counts a player's ``ponder_step`` calls (and lets them through)."""

    def __init__(self, player: Any) -> None:
        self.calls = 0
        self._step = player.ponder_step

        def step(state: Any, budget_ms: float) -> bool:
            self.calls += 1
            return bool(self._step(state, budget_ms))

        player.ponder_step = step


def _against(tmp_path: Path, level: str = "level4") -> tuple[App, Any]:
    app = make_app(tmp_path, (HUMAN, level))
    computer = app.commands.computer.players[WHITE]
    computer.seconds = 0.02  # the computer's own moves come quickly
    return app, computer


def _until_the_person_moves(app: App, limit: int = 500) -> None:
    for _ in range(limit):
        if app.commands.session.human_to_move or app.commands.session.is_over:
            return
        app.frame()
    raise AssertionError("the computer did not move")


def test_the_computer_ponders_while_the_person_is_to_move(tmp_path: Path) -> None:
    app, computer = _against(tmp_path)
    counted = Counted(computer)
    assert app.commands.computer.pondering_due
    for _ in range(3):
        app.frame()
    assert counted.calls == 3
    assert computer.pondered > 0  # MCTS iterations on the person's position
    assert app.frame_rate() == theme.FPS_ACTIVE  # a slice every frame, short ones
    # the person moves: the computer thinks on its own time, no pondering
    st = app.commands.session.state
    before = counted.calls
    click_point(app, st.legal_moves()[0])  # this frame gives the computer its first slice
    while not app.commands.session.human_to_move:
        assert app.commands.computer.thinking and not app.commands.computer.pondering_due
        app.frame()
    assert counted.calls == before
    app.frame()  # the person's turn again: pondering again
    assert counted.calls == before + 1


def test_a_hidden_window_does_not_ponder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app, computer = _against(tmp_path)
    counted = Counted(computer)
    monkeypatch.setattr(pygame.display, "get_active", lambda: False)  # minimised, hidden tab
    for _ in range(3):
        app.frame()
    assert counted.calls == 0 and not app.pondering
    assert app.commands.computer.pondering_due  # it resumes when the window shows again
    monkeypatch.setattr(pygame.display, "get_active", lambda: True)
    app.frame()
    assert counted.calls == 1


def test_a_level_that_does_not_ponder_gets_no_slices(tmp_path: Path) -> None:
    app, computer = _against(tmp_path, "level3")
    for _ in range(3):
        app.frame()
    assert not app.commands.computer.pondering_due
    assert app.commands.computer.pondering.slices == 0 and computer.searcher is None


def test_the_setting_off_means_no_ponder_work(tmp_path: Path) -> None:
    app = app_in(tmp_path, settings=TANBO_7_OFF)
    computer = app.commands.computer.players[WHITE]
    assert app.commands.settings.ponder is False
    counted = Counted(computer)
    for _ in range(5):
        app.frame()
    assert counted.calls == 0 and computer.pondered == 0
    assert app.commands.computer.pondering.slices == 0
    assert not app.commands.computer.pondering_due
    toggle_ponder(app.commands)  # on again: the next frame ponders, and it is saved
    app.frame()
    assert counted.calls == 1
    again = app_in(tmp_path, settings="")
    assert again.commands.settings.ponder is True


def test_the_menu_turns_it_on_and_off(tmp_path: Path) -> None:
    app, _ = _against(tmp_path)
    app.commands.open_screen(MENU)
    app.frame()
    assert not app.commands.computer.pondering_due  # another screen: no pondering
    click(app, button_pos(app, "ponder"))
    assert app.commands.settings.ponder is False
    assert "drains a phone's battery" not in app.view.message  # off: what it saves
    click(app, button_pos(app, "ponder"))
    assert app.commands.settings.ponder is True
    assert "drains a phone's battery" in app.view.message  # on: what it costs, said


def test_undo_drops_the_pondering_and_review_pauses_it(tmp_path: Path) -> None:
    app, computer = _against(tmp_path)
    st = app.commands.session.state
    click_point(app, st.legal_moves()[0])
    _until_the_person_moves(app)
    app.frame()
    assert computer.searcher is not None and computer.pondered > 0
    app.commands.moves.review(0)
    assert not app.commands.computer.pondering_due
    app.commands.moves.review(None)
    assert app.commands.computer.pondering_due
    app.commands.moves.undo()
    assert computer.searcher is None  # what it learned is gone
    assert app.commands.session.state.ply == 0


def test_a_new_game_starts_without_the_old_pondering(tmp_path: Path) -> None:
    app, computer = _against(tmp_path)
    app.frame()
    assert computer.pondered > 0
    app.commands.new_game()
    fresh = app.commands.computer.players[WHITE]
    assert fresh is not computer and fresh.pondered == 0
    pondering = app.commands.computer.pondering
    assert pondering.key is None or pondering.spent_ms == 0


def test_pondering_stops_at_the_end_of_the_game(tmp_path: Path) -> None:
    app, computer = _against(tmp_path)
    counted = Counted(computer)
    for _ in range(200):
        session = app.commands.session
        if session.is_over:
            break
        click_point(app, session.state.legal_moves()[0])
        _until_the_person_moves(app)
    assert app.commands.session.is_over
    before = counted.calls
    for _ in range(5):
        app.frame()
    assert counted.calls == before
    assert not app.commands.computer.pondering_due


def test_deago_ponders_through_the_same_commands(tmp_path: Path) -> None:
    app = app_in(tmp_path, settings=DEAGO_13)
    computer = app.commands.computer.players[WHITE]
    own = computer.own  # made by the first frame's pondering
    assert own is not None
    own.seconds = 0.05
    geo = app.commands.session.state.geometry
    click_point(app, geo.index(5, 5))
    _until_the_person_moves(app)
    assert computer.own is own
    for _ in range(20):
        app.frame()
        if own.pondered:
            break
    assert own.pondered > 0 and own.memory is not None
    assert app.commands.session.state.to_move == BLACK


class FakePlayer:
    """A player that ponders forever, each call costing one tick of the fake clock."""

    ponders = True

    def __init__(self, clock: list[float]) -> None:
        self.clock = clock
        self.calls = 0
        self.resets = 0

    def ponder_step(self, state: object, budget_ms: float) -> bool:
        self.calls += 1
        self.clock[0] += budget_ms / 1000.0
        return True

    def ponder_reset(self) -> None:
        self.resets += 1


def test_the_cap_ends_a_turns_pondering_and_a_new_turn_starts_it_again() -> None:
    clock = [0.0]
    pondering = Pondering(clock=lambda: clock[0])
    player = FakePlayer(clock)
    slices = 0
    while pondering.wants((1, 4), player):
        pondering.step((1, 4), player, None, 100.0)
        slices += 1
        assert slices < 10_000
    assert slices == PONDER_CAP_MS / 100.0
    pondering.step((1, 4), player, None, 100.0)
    assert player.calls == slices  # no work after the cap
    assert pondering.wants((1, 6), player)  # the next turn
    pondering.forget([player])
    assert player.resets == 1 and pondering.key is None


def test_settings_from_before_the_setting_load_with_the_device_default() -> None:
    before = Settings.from_json('{"lang": "ru"}')
    assert before.ponder is None  # not chosen: the device decides
    assert before.pondering(touch_device=False) and not before.pondering(touch_device=True)
    # an older file always wrote "ponder": only its false (not the old default) was chosen
    assert Settings.from_json('{"ponder": true}').ponder is None
    assert Settings.from_json('{"ponder": false}').ponder is False
    for choice in (False, True):
        chosen = Settings()
        chosen.ponder = choice
        again = Settings.from_json(chosen.to_json())
        assert again.ponder is choice
        assert again.pondering(touch_device=True) is choice  # a choice beats the device
    with pytest.raises(ValueError, match="ponder"):
        Settings.from_json('{"ponder": "no"}')
    with pytest.raises(ValueError, match="ponder"):
        Settings.from_json('{"ponder_choice": "no"}')


def test_a_touch_device_does_not_ponder_unless_asked(tmp_path: Path) -> None:
    app, computer = _against(tmp_path)
    app.view.modality.touch_seen = True  # the page said its pointer is a finger
    counted = Counted(computer)
    for _ in range(5):
        app.frame()
    assert not app.commands.computer.pondering_due and counted.calls == 0
    app.commands.open_screen(MENU)
    app.frame()
    menu = {b.action: b for b in screens.buttons(app.commands)}
    assert not menu["ponder"].on  # the toggle shows what is in effect
    click(app, button_pos(app, "ponder"))  # the person's choice: on, even here
    assert app.commands.settings.ponder is True
    assert "drains a phone's battery" in app.view.message
    app.commands.close_screen()
    app.frame()
    assert app.commands.computer.pondering_due
    app.frame()
    assert counted.calls >= 1


def test_a_first_tap_makes_the_device_a_touch_device(tmp_path: Path) -> None:
    app, _ = _against(tmp_path)
    assert app.commands.computer.pondering_due  # a desktop: on by default
    legal = app.commands.session.state.legal_moves()[0]
    tap(app, legal)  # a finger: a touch device from now on (the tap only previews)
    assert app.commands.session.state.ply == 0 and app.view.touch_armed == legal
    assert not app.commands.computer.pondering_due
