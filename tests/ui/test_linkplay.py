"""Playing by link in the real App (headless): open, share, the address bar, bad links.

The browser's address bar and clipboard are a :class:`FakeWindow`; natively the
clipboard is pygame's (it works under SDL's dummy driver).
"""

from __future__ import annotations

import binascii
import zlib
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from tanbo.games import GAMES  # noqa: E402
from tanbo.link import format_link, link_of  # noqa: E402
from tanbo.players import HUMAN, RANDOM  # noqa: E402
from tanbo.ui import screens, widgets  # noqa: E402
from tanbo.ui.app import App  # noqa: E402
from tanbo.ui.session import Session  # noqa: E402
from tanbo.ui.storage import FileStore  # noqa: E402
from tests.support.fake_window import FakeWindow  # noqa: E402
from tests.support.ui_driver import (  # noqa: E402
    Clock,
    click,
    key,
    to_game,
)

PAGE = "https://someone.github.io/tanbo/"


pytestmark = pytest.mark.usefixtures("pygame_events")


@pytest.fixture(autouse=True)
def _no_site_url(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TANBO_SITE_URL", raising=False)


def make_app(
    folder: Path,
    players: tuple[str, str] = (HUMAN, HUMAN),
    window: FakeWindow | None = None,
    link: str | None = None,
    clock: Clock | None = None,
) -> App:
    store = FileStore(folder)
    if not (folder / "settings.txt").exists():
        store.save(
            "settings",
            f'{{"lang": "en", "size": "7x7", "setup": "dense", '
            f'"players": ["{players[0]}", "{players[1]}"]}}',
        )
    app = App(
        store,
        computer_delay_ms=0,
        seed=5,
        export_dir=folder / "records",
        link=link,
        share_window=window,
        clock_ms=clock,
    )
    app.frame()
    to_game(app)  # (the App opens on home)
    return app


def button(app: App, action: str) -> widgets.Button:
    for b in screens.buttons(app.commands):
        if b.action == action:
            return b
    raise AssertionError(f"no button {action!r} on screen {app.view.screen_name!r}")


def press(app: App, action: str) -> None:
    x, y, w, h = button(app, action).rect
    click(app, (x + w // 2, y + h // 2))


def play(app: App, *moves: str) -> None:
    for text in moves:
        st = app.commands.session.state
        click(app, app.layout.centre(st.parse_move(text)))
        assert st.move_stack[-1] == st.parse_move(text), text


def game_link(*moves: str, size: tuple[int, int] = (7, 7), game: str = "tanbo") -> str:
    spec = GAMES[game]
    state = spec.new_state(*size, spec.default_setup)
    for text in moves:
        state.push(state.parse_move(text))
    return format_link(link_of(state))


def forged(body: str) -> str:
    """A link with a correct check code but whatever content (what a forger could make)."""
    if body.startswith("v1."):  # v1: CRC-32 modulo 10,000; v2: CRC-16 and the length digit
        return f"{body}.{zlib.crc32(body.encode()) % 10000:04d}"
    return f"{body}.{binascii.crc_hqx(body.encode(), 0):05d}{len(body) % 10}"


def paste(app: App, text: str) -> None:
    pygame.scrap.put_text(text)
    key(app, pygame.K_v, pygame.KMOD_LCTRL)


# ----------------------------------------------------------------------- native


def test_ctrl_v_of_a_link_opens_the_game_for_two_humans(tmp_path: Path) -> None:
    app = make_app(tmp_path, players=(HUMAN, RANDOM))
    paste(app, f"{PAGE}#{game_link('b7', 'd7', 'c6')}")
    s = app.commands.session
    assert [s.state.move_text(m) for m in s.state.move_stack] == ["b7", "d7", "c6"]
    assert s.players == {1: HUMAN, 2: HUMAN} and s.by_link
    assert "opened from the link (moves played: 2)" in app.view.message
    app.view.message = ""
    app.view.dirty = True
    app.frame()
    assert "play your move, then press Share" in app.commands.links.note()


def test_the_command_line_link_opens_at_start(tmp_path: Path) -> None:
    app = make_app(tmp_path, link=f"{PAGE}#{game_link('b7')}")
    assert app.commands.session.state.ply == 1 and app.commands.session.by_link


def test_a_forged_link_leaves_the_unfinished_game_untouched(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    play(app, "b7", "d7")
    before, record = app.commands.session, app.commands.session.record_text()
    body = game_link("b7").rpartition(".")[0] + "b7"  # b7 twice, with a correct check code
    paste(app, forged(body))
    assert app.commands.session is before and app.commands.session.record_text() == record
    assert app.view.confirm is None
    assert "ply 2 (white to move), 'b7'" in app.view.message and "occupied" in app.view.message
    for bad, needle in (
        (game_link("b7", "d7")[:-3], "cut short"),
        (game_link("b7", "d7").replace("b7d7", "b7d6"), "changed by hand"),
        ("v7" + game_link("b7")[2:], "unknown link version 'v7'"),
    ):
        paste(app, bad)
        assert app.commands.session is before and app.commands.session.record_text() == record
        assert needle in app.view.message and app.view.message_warn


def test_a_link_over_an_unfinished_game_asks_and_keep_changes_nothing(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    play(app, "b7")
    before = app.commands.session
    paste(app, game_link("a6", "b7"))  # another game: replacing would lose b7
    assert app.view.confirm is not None
    assert "Open the game from the link" in app.view.confirm.question
    key(app, pygame.K_ESCAPE)  # keep
    assert app.view.confirm is None and app.commands.session is before
    assert app.commands.session.state.ply == 1
    paste(app, game_link("a6", "b7"))
    key(app, pygame.K_y)
    assert app.commands.session is not before and app.commands.session.state.ply == 2


def test_a_link_that_continues_the_game_opens_without_asking(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    play(app, "b7", "d7")
    paste(app, game_link("b7", "d7", "c6"))
    assert app.view.confirm is None and app.commands.session.state.ply == 3
    same = app.commands.session
    paste(app, game_link("b7", "d7", "c6"))  # the same game again: nothing happens
    assert app.commands.session is same and app.view.confirm is None
    assert app.view.message == "That link is the game on the board already."


def test_share_copies_the_whole_address_natively(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TANBO_SITE_URL", PAGE)
    app = make_app(tmp_path)
    play(app, "b7")
    key(app, pygame.K_s)
    assert pygame.scrap.get_text() == f"{PAGE}#{game_link('b7')}"
    assert "Link copied" in app.view.message
    monkeypatch.delenv("TANBO_SITE_URL")
    press(app, "share")
    assert pygame.scrap.get_text() == f"#{game_link('b7')}"
    assert "opens it in this game with Ctrl+V" in app.view.message
    # a player is told what to do with it, not how the program is configured
    assert "TANBO_SITE_URL" not in app.view.message and "_" not in app.view.message
    app.commands.settings.lang = "ru"
    press(app, "share")
    assert "Ctrl+V" in app.view.message and "_" not in app.view.message


def test_play_by_link_from_the_new_game_screen(tmp_path: Path) -> None:
    app = make_app(tmp_path, players=(HUMAN, RANDOM))
    key(app, pygame.K_n)
    press(app, "bylink")
    assert app.commands.settings.by_link and app.commands.settings.players == (HUMAN, HUMAN)
    with widgets.recording() as drawn:
        app.view.dirty = True
        app.frame()
    assert any(d.text.startswith("Play a friend by link") for d in drawn)
    press(app, "start")
    s = app.commands.session
    assert s.by_link and s.players == {1: HUMAN, 2: HUMAN}
    assert app.commands.links.note().startswith("Play by link: make your move")
    play(app, "b7")
    assert app.commands.links.note() == "Now press Share (S) and send the link to your friend."
    assert button(app, "share").on  # the button lights up until the link is shared
    key(app, pygame.K_s)
    assert "When your friend answers" in app.commands.links.note() and not button(app, "share").on
    # choosing a computer player leaves play by link
    key(app, pygame.K_n)
    press(app, f"player:2:{RANDOM}")
    assert not app.commands.settings.by_link


def test_a_game_by_link_stays_one_after_a_restart(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    paste(app, game_link("b7", "d7"))
    assert app.commands.session.by_link
    assert '[Mode "link"]' in app.commands.session.record_text()
    again = make_app(tmp_path)
    assert again.commands.session.by_link and again.commands.session.state.ply == 2


def test_share_button_and_link_notes_fit_in_both_languages(tmp_path: Path) -> None:
    from tests.support.ui_geometry import outside, overlaps

    for lang in ("en", "ru"):
        app = make_app(tmp_path / lang)
        app.commands.settings.lang = lang
        paste(app, game_link("b7", "d7"))
        for step in range(3):
            app.view.message = ""
            with widgets.recording() as drawn:
                app.view.dirty = True
                app.frame()
            assert app.commands.links.note(), (lang, step)
            assert overlaps(drawn) == [] and outside(drawn) == [], (lang, step)
            if step == 0:
                play(app, "c6")
            else:
                key(app, pygame.K_s)


def test_a_link_of_a_game_this_build_cannot_draw_changes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tanbo.ui.games import VIEWS

    monkeypatch.delitem(VIEWS, "deago", raising=False)
    app = make_app(tmp_path)
    play(app, "b7")
    before = app.commands.session
    paste(app, game_link("g10", size=(19, 19), game="deago"))
    assert app.commands.session is before and app.view.confirm is None
    assert "cannot show DEAGO games" in app.view.message


def test_a_link_from_a_hand_built_position_reviews_from_that_position(tmp_path: Path) -> None:
    start = "B1W1B1W/7/W1B1W1B/7/B1W1B1W/7/W1B1W1B w"
    state = GAMES["tanbo"].from_text(start)
    state.push(state.parse_move("d7"))
    app = make_app(tmp_path)
    paste(app, format_link(link_of(state, start_position=start)))
    assert app.commands.session.start_text == start and app.commands.session.state.ply == 1
    key(app, pygame.K_HOME)
    assert app.commands.moves.view_state().position_text() == start


# ----------------------------------------------------------------------- browser


def test_the_page_fragment_opens_and_each_move_replaces_the_address(tmp_path: Path) -> None:
    window = FakeWindow(f"{PAGE}#{game_link('b7', 'd7')}")
    app = make_app(tmp_path, window=window)
    assert app.commands.session.state.ply == 2 and app.commands.session.by_link
    assert window.history.calls == []  # the address already holds this game
    play(app, "c6")
    assert window.location.href == f"{PAGE}#{game_link('b7', 'd7', 'c6')}"
    play(app, "e6")
    key(app, pygame.K_u)
    assert window.location.href == f"{PAGE}#{game_link('b7', 'd7', 'c6')}"
    assert len(window.history.calls) == 3  # replaced each time: no new history entries


def test_without_a_fragment_the_saved_game_is_put_in_the_address_bar(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    play(app, "b7")
    window = FakeWindow(PAGE)
    again = make_app(tmp_path, window=window)
    assert again.commands.session.state.ply == 1
    assert window.location.href == f"{PAGE}#{game_link('b7')}"


def test_a_fragment_over_a_saved_unfinished_game_asks_first(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    play(app, "b7")
    window = FakeWindow(f"{PAGE}#{game_link('a6')}")
    again = make_app(tmp_path, window=window)
    assert again.view.confirm is not None and again.commands.session.state.ply == 1
    assert window.history.calls == []  # the friend's link stays until answered
    key(again, pygame.K_ESCAPE)
    assert window.location.href == f"{PAGE}#{game_link('b7')}"


def test_a_link_typed_into_the_address_bar_opens(tmp_path: Path) -> None:
    clock = Clock()
    window = FakeWindow(PAGE)
    app = make_app(tmp_path, window=window, clock=clock)
    window.location.href = f"{PAGE}#{game_link('b7', 'd7')}"
    clock.ms += 1000
    app.frame()
    assert app.commands.session.state.ply == 2
    window.location.href = f"{PAGE}#v1.garbage"
    clock.ms += 1000
    app.frame()
    assert "not a game link" not in app.view.message  # v1.garbage: says what is wrong instead
    assert "Not a valid game link" in app.view.message and app.commands.session.state.ply == 2
    app.frame()
    assert window.location.href == f"{PAGE}#{game_link('b7', 'd7')}"  # put back


def test_a_deago_link_opens_and_a_pass_goes_into_the_address(tmp_path: Path) -> None:
    window = FakeWindow(f"{PAGE}#{game_link('j11', size=(19, 19), game='deago')}")
    app = make_app(tmp_path, window=window)
    assert app.commands.session.game == "deago" and app.commands.session.state.ply == 1
    key(app, pygame.K_p)  # White passes
    assert window.location.href == f"{PAGE}#{game_link('j11', 'pass', size=(19, 19), game='deago')}"
    assert window.location.href.rpartition(".")[0].endswith(".j11-")


def test_browser_share_uses_the_pages_own_address(tmp_path: Path) -> None:
    window = FakeWindow(f"{PAGE}?lang=ru#{game_link('b7')}")
    app = make_app(tmp_path, window=window)
    key(app, pygame.K_s)
    assert f'"{PAGE}?lang=ru#{game_link("b7")}"' in window.evaluated[-1]
    assert "Link copied" in app.view.message
    window.eval_result = "shown"
    key(app, pygame.K_c, pygame.KMOD_LCTRL)
    assert "Copy the link shown" in app.view.message


# ----------------------------------------------------------------------- session


def test_session_from_link_and_continues() -> None:
    s = Session.from_link(game_link("b7", "d7"))
    assert s.by_link and s.link_fragment() == game_link("b7", "d7")
    shorter = Session.from_link(game_link("b7"))
    assert s.continues(shorter) and not shorter.continues(s)
    other = Session.from_link(game_link("a6"))
    assert not s.continues(other)
    bigger = Session.from_link(game_link("b7", size=(11, 11)))
    assert not bigger.continues(shorter)
