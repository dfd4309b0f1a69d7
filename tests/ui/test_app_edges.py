"""App edges: malformed saved settings, a failing save, undo while reviewing."""

from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from tanbo.players import HUMAN  # noqa: E402
from tanbo.ui.app import App, Settings  # noqa: E402
from tanbo.ui.storage import MemoryStore  # noqa: E402

pytestmark = pytest.mark.usefixtures("pygame_events")


def _app(store: MemoryStore) -> App:
    app = App(store, computer_delay_ms=0, seed=5)
    app.frame()
    return app


@pytest.mark.parametrize(
    "text",
    [
        '{"players": [["x"], "human"]}',
        '{"players": [{"a": 1}, "human"]}',
        '{"players": "human"}',
        '{"players": ["human"]}',
        '{"size": 7}',
        '{"size": "7x7x7"}',
        '{"size": "9x9"}',
        '{"setup": "classic"}',
        '{"lang": ["en"]}',
        '{"lang": "xx"}',
        "[1, 2]",
        "null",
        "{not json",
    ],
)
def test_malformed_settings_fall_back_to_the_defaults_with_a_message(text: str) -> None:
    store = MemoryStore()
    store.save("settings", text)
    app = _app(store)
    defaults = Settings()
    assert app.commands.settings.to_json() == defaults.to_json()
    players = app.commands.session.players
    assert players == dict(zip(players, defaults.players, strict=True))
    assert "could not be read" in app.view.message and "settings" in app.view.message
    assert app.view.message_warn


def test_settings_parser_raises_value_error_for_bad_players() -> None:
    with pytest.raises(ValueError, match=r"\[\['x'\], 'human'\]"):
        Settings.from_json('{"players": [["x"], "human"]}')


def test_unknown_player_kinds_in_settings_become_humans() -> None:
    store = MemoryStore()
    store.save("settings", '{"players": ["nobody", "human"]}')
    app = _app(store)
    assert app.commands.settings.players == (HUMAN, HUMAN)
    assert app.view.message == ""


class _FailingStore(MemoryStore):
    def save(self, name: str, text: str) -> None:
        raise OSError(28, "No space left on device")


def test_a_failed_save_shows_a_message_and_the_game_goes_on() -> None:
    store = _FailingStore()
    store.data["settings"] = '{"players": ["human", "human"]}'
    app = _app(store)
    st = app.commands.session.state
    app.commands.try_move(st.parse_move("b7"))
    assert st.ply == 1
    assert "save failed" in app.view.message and "No space left on device" in app.view.message
    assert app.view.message_warn


def test_undo_while_reviewing_returns_to_the_live_position() -> None:
    store = MemoryStore()
    store.save("settings", '{"players": ["human", "human"]}')
    app = _app(store)
    st = app.commands.session.state
    for name in ("b7", "d7", "b5", "f7"):
        assert app.commands.try_move(st.parse_move(name))
    app.commands.review(1)
    assert app.commands.session.reviewing
    app.commands.undo()
    assert not app.commands.session.reviewing
    assert st.ply == 3
    assert app.commands.view_state().ply == 3


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
