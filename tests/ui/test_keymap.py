"""The one keymap (tanbo/ui/keymap.py): each key reaches the action of the button of
that name through the same ACTIONS, and every key does what the old elif chains did."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from tanbo.players import HUMAN  # noqa: E402
from tanbo.ui import keymap, screens  # noqa: E402
from tanbo.ui.app import App  # noqa: E402
from tanbo.ui.commands import Commands  # noqa: E402
from tanbo.ui.screens import why  # noqa: E402
from tanbo.ui.screens.overlays import more_state  # noqa: E402
from tanbo.ui.storage import FileStore  # noqa: E402
from tanbo.ui.view import GAME, HOME, MENU, RULES  # noqa: E402
from tests.support.ui_driver import (  # noqa: E402
    button_pos,
    click,
    key,
    record_texts,
    to_game,
)

pytestmark = pytest.mark.usefixtures("pygame_events")

KEY_ONLY = {"cursor", "play", "show_line", "fullscreen", "offer_lang", "type_command",
            "page", "why_page"}  # (a page scrolls by wheel and drag too; the sheet by ▲ ▼)
"""The keymap's actions that no button has."""

CTRL, SHIFT, ALT, META = pygame.KMOD_LCTRL, pygame.KMOD_LSHIFT, pygame.KMOD_LALT, pygame.KMOD_LMETA
MODS = (0, CTRL, SHIFT, ALT, META, CTRL | SHIFT, pygame.KMOD_RCTRL)


def make_app(folder: Path, game: str = "tanbo", size: str = "7x7",
             window: tuple[int, int] | None = None) -> App:
    store = FileStore(folder)
    store.save("settings", json.dumps({
        "lang": "en", "game": game, "size": size, "setup": "9" if game == "deago" else "dense",
        "players": [HUMAN, HUMAN]}))
    app = App(store, computer_delay_ms=0, seed=5, export_dir=folder / "records", window=window)
    app.frame()
    return to_game(app)  # (the App opens on home)


class Recorder(dict[str, Callable[[Commands, str], None]]):
    """Stands in for ``screens.ACTIONS``: every action taken is noted, none is done."""

    def __init__(self) -> None:
        super().__init__()
        self.taken: list[str] = []

    def get(  # type: ignore[override]
        self, name: str, default: object = None
    ) -> Callable[[Commands, str], None]:
        def note(commands: Commands, arg: str) -> None:
            self.taken.append(f"{name}:{arg}" if arg else name)

        return note


@pytest.fixture
def recorder(monkeypatch: pytest.MonkeyPatch) -> Iterator[Recorder]:
    r = Recorder()
    monkeypatch.setattr(screens, "ACTIONS", r)
    yield r


# ------------------------------------------------------------- the states


def _in_review(app: App) -> None:
    st = app.commands.session.state
    for _ in range(3):
        assert app.commands.moves.try_move(st.legal_moves()[0])
    app.commands.moves.undo()  # something to redo
    app.commands.moves.review(1)


def _menu(app: App) -> None:
    app.commands.open_screen(MENU)


def _home(app: App) -> None:
    st = app.commands.session.state
    assert app.commands.moves.try_move(st.legal_moves()[0])  # a game to continue
    screens.do(app.commands, "home")


def _lesson(app: App) -> None:
    screens.do(app.commands, "learn")
    screens.do(app.commands, "lesson:tanbo-place")


def _rules(app: App) -> None:
    app.commands.open_screen(RULES)


def _more(app: App) -> None:
    more_state(app.view).open = True


def _question(app: App) -> None:
    app.commands.ask("A question?", lambda: None)


def _answer(app: App) -> None:
    why.ask(app.commands, 0)  # the rules assistant's sheet about a7


def _answer_mode(app: App) -> None:
    why.ACTIONS["why"](app.commands, "")


STATES: dict[str, tuple[dict[str, object], Callable[[App], None]]] = {
    "tanbo review": ({}, _in_review),
    "deago live": ({"game": "deago", "size": "13x13"}, lambda app: None),
    "compact more": ({"window": (390, 844)}, _more),
    "menu": ({}, _menu),
    "home": ({}, _home),
    "lesson": ({}, _lesson),
    "rules": ({}, _rules),
    "narrow rules": ({"window": (390, 844)}, _rules),
    "question": ({}, _question),
    "why answer": ({}, _answer),
    "why mode": ({"window": (390, 844)}, _answer_mode),
}


def _state(folder: Path, name: str) -> App:
    kwargs, setup = STATES[name]
    app = make_app(folder, **kwargs)  # type: ignore[arg-type]
    setup(app)
    app.view.dirty = True
    app.frame()
    return app


def _mod_for(b: keymap.Binding) -> int:
    return CTRL if b.mods == keymap.CTRL else 0


@pytest.mark.parametrize("state", list(STATES))
def test_each_key_takes_the_action_of_the_button_of_that_name(
    tmp_path: Path, state: str, recorder: Recorder
) -> None:
    """In each state, every key bound there whose action a button on screen has reaches
    the same ACTIONS entry with the same argument as a click on that button."""
    app = _state(tmp_path, state)
    view = app.view
    where = keymap.scopes(view.screen_name, screens.stack(app.commands)[-1].scope)
    buttons = {b.action: b for b in screens.buttons(app.commands) if b.enabled}
    checked = 0
    for scope in where:
        for b in keymap.KEYMAP:
            if scope not in b.where or b.action not in buttons:
                continue
            found = keymap.action_for(where, b.key, _mod_for(b))
            if found is None or found[1] != b.action:
                continue  # an earlier scope takes this key here (e.g. More's Esc)
            recorder.taken.clear()
            key(app, b.key, _mod_for(b))
            by_key = list(recorder.taken)
            recorder.taken.clear()
            x, y, w, h = buttons[b.action].rect
            click(app, (x + w // 2, y + h // 2))
            more_state(view).open = state == "compact more"  # a click on the sheet may close it
            assert by_key == recorder.taken == [b.action], (state, pygame.key.name(b.key))
            checked += 1
    assert checked, f"no key of a button checked in {state}"


def test_every_binding_names_an_action_and_a_button_or_is_a_key_only(tmp_path: Path) -> None:
    """Each binding's action is in ACTIONS; all but the keys-only ones are a button's
    somewhere (in the states above); no key is bound twice in one scope."""
    seen: set[tuple[str, int, str]] = set()
    for b in keymap.KEYMAP:
        assert b.action.partition(":")[0] in screens.ACTIONS, b
        assert b.mods in (keymap.ANY, keymap.CTRL, keymap.PLAIN)
        for scope in b.where:
            for mods in ((keymap.CTRL, keymap.PLAIN) if b.mods == keymap.ANY else (b.mods,)):
                assert (scope, b.key, mods) not in seen, f"{b} is bound twice in {scope}"
                seen.add((scope, b.key, mods))
    actions: set[str] = set()
    for i, state in enumerate(STATES):
        actions |= {b.action for b in screens.buttons(_state(tmp_path / str(i), state).commands)}
    for b in keymap.KEYMAP:
        if b.action.partition(":")[0] not in KEY_ONLY:
            assert b.action in actions, f"{b.action} has no button"


# ------------------------------------------------- the old key handling, as it was


def _old_game_key(key: int, mod: int, more_open: bool) -> str | None:
    """The game screen's ``elif`` chain before the keymap (screens/game.py), as the
    action name each branch's call is; ``None``: the key did nothing."""
    K = pygame
    ctrl = bool(mod & (K.KMOD_CTRL | K.KMOD_META))
    if more_open and key == K.K_ESCAPE:
        return "close_more"
    moves = {K.K_LEFT: "left", K.K_RIGHT: "right", K.K_UP: "up", K.K_DOWN: "down"}
    if key in moves:
        return f"cursor:{moves[key]}"
    if key in (K.K_RETURN, K.K_KP_ENTER, K.K_SPACE):
        return "play"
    if (key == K.K_z and ctrl) or (key == K.K_u and not ctrl):
        return "undo"
    if key == K.K_y and ctrl:
        return "redo"
    if key == K.K_n:
        return "menu"
    if key == K.K_p:
        return "pass"
    if key == K.K_a and not ctrl:
        return "analyse"
    if key == K.K_v and not ctrl:
        return "show_line"
    simple = {K.K_h: "hints", K.K_d: "danger", K.K_m: "muted", K.K_l: "lang"}
    if key in simple:
        return simple[key]
    if key == K.K_v and ctrl:
        return "import"
    if key == K.K_s and ctrl:
        return "export"
    if key == K.K_s or (key == K.K_c and ctrl):
        return "share"
    if key == K.K_ESCAPE:
        return "home"  # (with home: Esc on the game goes home, N to the new-game screen)
    pages = {K.K_PAGEUP: "prev", K.K_PAGEDOWN: "next", K.K_HOME: "first", K.K_END: "last"}
    # added with the keymap: the rules assistant's W ("Why?") and / ("What happened?"),
    # and T (the page's text command box)
    added = {K.K_w: "why", K.K_SLASH: "happened", K.K_t: "type_command"}
    if key in added and not ctrl:
        return added[key]
    return pages.get(key)


def _old_page_key(key: int, mod: int, screen: str) -> str | None:
    """The menu's Enter and the ``common_key`` chain of the menu and the rules."""
    K = pygame
    ctrl = bool(mod & (K.KMOD_CTRL | K.KMOD_META))
    if screen == MENU and key in (K.K_RETURN, K.K_KP_ENTER):
        return "start"
    if key == K.K_ESCAPE:
        return "back"
    if key == K.K_HOME:
        return "home"  # (added with home: the Home key goes home)
    if key == K.K_v and ctrl:
        return "import"
    if key == K.K_s and ctrl:
        return "export"
    if key == K.K_l:
        return "lang"
    if key == K.K_t and not ctrl:
        return "type_command"  # (added: the page's text command box)
    if key in (K.K_PAGEUP, K.K_PAGEDOWN):  # (added: they scroll a page or text area)
        return "page:up" if key == K.K_PAGEUP else "page:down"
    return None


def _old_key(key: int, mod: int, screen: str, more_open: bool, question: bool) -> str | None:
    """events.handle's order: an open question's keys (confirm_key), F11, the screen's."""
    K = pygame
    if question:
        if key == K.K_l:
            return "offer_lang"  # (added: the first start's question turns its language)
        if key in (K.K_y, K.K_RETURN, K.K_KP_ENTER):
            return "confirm:yes"
        return "confirm:no" if key in (K.K_n, K.K_ESCAPE) else None
    if key == K.K_F11:
        return "fullscreen"
    if screen == GAME:
        return _old_game_key(key, mod, more_open)
    return _old_page_key(key, mod, screen)


OLD_KEYS = (
    pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN,
    pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_z, pygame.K_u, pygame.K_y, pygame.K_n,
    pygame.K_p, pygame.K_a, pygame.K_v, pygame.K_h, pygame.K_d, pygame.K_m, pygame.K_l,
    pygame.K_s, pygame.K_c, pygame.K_ESCAPE, pygame.K_PAGEUP, pygame.K_PAGEDOWN,
    pygame.K_HOME, pygame.K_END, pygame.K_F11,
)
"""Every key the old chains named (written out: not read from the keymap under test)."""
ALL_KEYS = sorted({*OLD_KEYS, *(b.key for b in keymap.KEYMAP),
                   pygame.K_b, pygame.K_x, pygame.K_q, pygame.K_TAB, pygame.K_BACKSPACE,
                   pygame.K_DELETE, pygame.K_1, pygame.K_F1, pygame.K_F12, pygame.K_KP_PLUS})
CASES = [(GAME, False, False), (GAME, True, False), (MENU, False, False),
         (RULES, False, False), (GAME, False, True), (MENU, False, True)]


def _layer(question: bool, more_open: bool) -> str | None:
    """The scope of the topmost layer open: the question over the More sheet over none."""
    return keymap.CONFIRM if question else keymap.MORE if more_open else None


@pytest.mark.parametrize(("screen", "more_open", "question"), CASES)
def test_every_key_does_what_the_old_elif_chains_did(
    screen: str, more_open: bool, question: bool
) -> None:
    """Every bound key and some unbound ones, with and without Ctrl, Cmd, Shift and Alt,
    on each screen, with the More sheet and with a question open: the keymap finds the
    action the old chains called (and nothing where they did nothing)."""
    where = keymap.scopes(screen, _layer(question, more_open))
    for k in ALL_KEYS:
        for mod in MODS:
            found = keymap.action_for(where, k, mod)
            assert (found[1] if found else None) == _old_key(k, mod, screen, more_open,
                                                              question), (
                screen, more_open, question, pygame.key.name(k), mod)


@pytest.mark.parametrize(("screen", "more_open", "question"), CASES)
def test_keys_reach_the_actions_through_the_real_event_path(
    tmp_path: Path, screen: str, more_open: bool, question: bool, recorder: Recorder
) -> None:
    """Posted key events (not the table) take those same actions, once each, and an
    unbound key takes none."""
    app = make_app(tmp_path)
    if screen != GAME:
        app.commands.open_screen(screen)
    more_state(app.view).open = more_open
    if question:
        app.commands.ask("A question?", lambda: None)
    for k in ALL_KEYS:
        for mod in (0, CTRL):
            recorder.taken.clear()
            app.view.focus = None  # (Tab focuses a button, then Enter would press it:
            key(app, k, mod)  # tests/ui/test_focus.py; here each key from no focus)
            want = _old_key(k, mod, screen, more_open, question)
            assert recorder.taken == ([want] if want else []), (pygame.key.name(k), mod)


def test_the_keys_change_the_game_as_they_did(tmp_path: Path) -> None:
    """The keys' effects, end to end: cursor and Enter play, U and Ctrl+Z undo, Ctrl+Y
    redoes, Home/PageDown/End review, V shows the line, H/D/M toggle, L switches the
    language, N opens the new-game screen and Esc goes back from it, Esc on the game
    goes home, the rules' Esc returns."""
    app = make_app(tmp_path)
    c, v = app.commands, app.view
    st = c.session.state
    start = v.cursor
    key(app, pygame.K_RIGHT)
    assert v.cursor == app.layout.step(start, 1, 0) and v.keyboard
    key(app, pygame.K_RETURN)
    assert st.ply == 1
    arrows = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
              pygame.K_DOWN: (0, 1)}
    npoints = st.geometry.npoints
    q, arrow = next((q, k) for q in range(npoints) for k, (dc, dr) in arrows.items()
                    if app.layout.step(q, dc, dr) != q and st.is_legal(app.layout.step(q, dc, dr)))
    v.cursor = q  # one arrow press from a legal point
    key(app, arrow)
    key(app, pygame.K_SPACE)
    assert st.ply == 2
    key(app, pygame.K_u)
    assert st.ply == 1
    key(app, pygame.K_u, CTRL)  # Ctrl+U: nothing
    assert st.ply == 1
    key(app, pygame.K_y, CTRL)
    assert st.ply == 2
    key(app, pygame.K_z, CTRL)
    assert st.ply == 1
    key(app, pygame.K_y)  # plain Y: nothing
    assert st.ply == 1 and len(c.session.redo_stack) == 1
    key(app, pygame.K_y, CTRL)
    key(app, pygame.K_HOME)
    assert c.session.shown_ply == 0
    key(app, pygame.K_PAGEDOWN)
    assert c.session.shown_ply == 1
    key(app, pygame.K_END)
    assert not c.session.reviewing
    for k, name in ((pygame.K_v, "show_line"), (pygame.K_h, "hints"), (pygame.K_d, "danger"),
                    (pygame.K_m, "muted")):
        before = getattr(c.settings, name)
        key(app, k)
        assert getattr(c.settings, name) is not before, name
    key(app, pygame.K_l)
    assert c.settings.lang == "ru"
    key(app, pygame.K_l, CTRL)  # L with Ctrl too (as before)
    assert c.settings.lang == "es"
    key(app, pygame.K_l)  # round: English, Russian, Spanish
    assert c.settings.lang == "en"
    key(app, pygame.K_n)
    assert v.screen_name == MENU
    key(app, pygame.K_ESCAPE)
    assert v.screen_name == GAME
    key(app, pygame.K_ESCAPE)
    assert v.screen_name == HOME
    click(app, button_pos(app, "menu"))  # home's New game
    assert v.screen_name == MENU
    click(app, next((b.rect[0] + 4, b.rect[1] + 4) for b in screens.buttons(c)
                    if b.action == "rules"))
    assert v.screen_name == RULES
    key(app, pygame.K_RETURN)  # the rules have no Enter
    assert v.screen_name == RULES and v.confirm is None
    key(app, pygame.K_ESCAPE)
    assert v.screen_name == MENU
    key(app, pygame.K_RETURN)  # Enter starts: a game with moves asks first
    assert v.confirm is not None
    hints = c.settings.hints
    key(app, pygame.K_h)  # a stray key while asked: nothing
    assert v.confirm is not None and c.settings.hints is hints
    key(app, pygame.K_ESCAPE)
    assert v.confirm is None and st.ply == 2 and v.screen_name == MENU
    key(app, pygame.K_KP_ENTER)
    key(app, pygame.K_y)
    assert v.confirm is None and v.screen_name == GAME and c.session.state.ply == 0


def test_f11_asks_the_window_for_full_screen_on_every_screen(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[str] = []
    monkeypatch.setattr(App, "toggle_fullscreen", lambda self: calls.append(self.view.screen_name))
    app = make_app(tmp_path)
    for screen in (GAME, MENU, RULES):
        if screen != GAME:
            app.commands.open_screen(screen)
        key(app, pygame.K_F11)
    app.commands.ask("A question?", lambda: None)
    key(app, pygame.K_F11)  # a question takes only its own keys
    assert calls == [GAME, MENU, RULES]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_browsers_key_help_names_no_key_the_browser_keeps(
    tmp_path: Path, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tanbo.ui.screens import menu

    app = make_app(tmp_path)
    app.commands.settings.lang = lang
    key(app, pygame.K_n)
    assert "Ctrl+S" in " ".join(record_texts(app))
    monkeypatch.setattr(menu, "IS_WEB", True)
    assert "Ctrl+S" not in " ".join(record_texts(app))
