"""Each screen owns its state, and the sheets over a screen are layers that take the input.

The view state keeps what every screen shares; the move list's scroll, the "More…"
sheet, the rules' page, the rules assistant's mode and answer and the Statistics page
are states of their screens' modules, in the view's registry. The assistant's answer
sheet, "More…" and an open question stack over the screen (``screens.stack``), and a
click, the wheel and a key go to the topmost.
"""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from tanbo.players import HUMAN  # noqa: E402
from tanbo.ui import display, screens  # noqa: E402
from tanbo.ui.app import App  # noqa: E402
from tanbo.ui.profile_keeper import ProfileKeeper  # noqa: E402
from tanbo.ui.screens import movelist, rules, stats, why  # noqa: E402
from tanbo.ui.screens.overlays import MORE_LAYER, MoreState, more_state  # noqa: E402
from tanbo.ui.storage import FileStore, MemoryStore  # noqa: E402
from tanbo.ui.view import GAME, HOME, MENU, RULES, STATS, ScreenState, ViewState  # noqa: E402
from tests.support.design_states import show  # noqa: E402
from tests.support.ui_driver import (  # noqa: E402
    button_pos,
    click,
    click_point,
    key,
    play_some,
    to_game,
)

pytestmark = pytest.mark.usefixtures("pygame_events")

ROOT = Path(__file__).resolve().parents[2]


def _app(folder: Path, game: str = "tanbo", window: tuple[int, int] = (1280, 720)) -> App:
    store = FileStore(folder)
    store.save("settings", json.dumps({
        "lang": "en", "game": game, "size": "13x13" if game == "deago" else "7x7",
        "setup": "9" if game == "deago" else "dense", "players": [HUMAN, HUMAN]}))
    app = App(store, computer_delay_ms=0, seed=5, export_dir=folder / "records", window=window)
    app.frame()
    return to_game(app)


def _wheel(app: App, rows: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-rows))
    app.frame()


def _top(app: App) -> screens.Layer:
    return screens.stack(app.commands)[-1]


# ------------------------------------------------------------------ the states


def test_the_view_keeps_only_what_every_screen_shares() -> None:
    """No screen's own state is an attribute of the view state or the profile keeper;
    each is found by its class, made once and kept."""
    view = ViewState(lambda: 0)
    for gone in ("list_scroll", "more_open", "rules_page", "rules_focus", "why_mode",
                 "answer", "answer_list", "answer_scroll"):
        assert not hasattr(view, gone), gone
    keeper = ProfileKeeper(MemoryStore())
    for gone in ("page", "game", "scroll", "entry", "content_top", "graph_rect"):
        assert not hasattr(keeper, gone), gone
    for kind in (movelist.MoveListState, MoreState, rules.RulesState, why.WhyState,
                 stats.StatsState):
        made = view.state(kind)
        assert isinstance(made, kind) and isinstance(made, ScreenState)
        assert view.state(kind) is made


def test_opening_a_screen_closes_more_and_turns_the_rules_to_their_text(tmp_path: Path) -> None:
    """Opening a screen closes the "More…" sheet and resets the rules' page and framed
    paragraph; going back does not (the reader returns to the page left)."""
    app = _app(tmp_path, window=(390, 844))
    c, view = app.commands, app.view
    click(app, button_pos(app, "more"))
    assert more_state(view).open and _top(app) is MORE_LAYER
    click(app, button_pos(app, "rules"))  # (on the sheet: it closes as the rules open)
    assert view.screen_name == RULES and not more_state(view).open
    click(app, button_pos(app, "rules_page"))
    assert rules.state(view).page == 1
    c.open_screen(STATS)
    assert rules.state(view).page == 0
    c.close_screen()
    click(app, button_pos(app, "rules_page"))
    c.open_screen(MENU)
    c.close_screen()  # back on the rules: opening the menu turned them back
    assert view.screen_name == RULES and rules.state(view).page == 0
    rules.open_at(c, "placement")
    assert rules.state(view).focus == "placement"
    c.close_screen()
    assert rules.state(view).focus == "placement"  # kept until a screen opens
    c.open_screen(RULES)
    assert rules.state(view).focus is None


def test_the_move_list_follows_again_whenever_the_game_moves(tmp_path: Path) -> None:
    """The wheel scrolls the move list; a move, an undo, review and a new game make it
    follow the move on screen again."""
    app = _app(tmp_path, window=(1280, 720))
    play_some(app, 60)  # 30 full moves: 10 rows, the list shows 7
    own = movelist.state(app.view)
    assert own.scroll is None
    _wheel(app, -2)
    assert own.scroll is not None and own.scroll > 0
    first = own.scroll
    _wheel(app, -1)
    assert own.scroll == first - 1
    play_some(app, 1)
    assert own.scroll is None
    for moved in (lambda: app.commands.moves.undo(), lambda: app.commands.moves.review(3)):
        _wheel(app, -1)
        assert own.scroll is not None
        moved()
        assert own.scroll is None


# ------------------------------------------------------------------ the layers


def test_the_answer_sheet_is_a_layer_that_takes_keys_clicks_and_the_wheel(tmp_path: Path) -> None:
    """With an answer open its layer is on top: Esc closes it (not the game's New game),
    the wheel scrolls it (not the move list); a question over it takes every key alone
    and passes the wheel down to it."""
    app = _app(tmp_path)
    c, view = app.commands, app.view
    # a small phone, in Russian with the larger text: the answer is taller than its sheet
    c.settings.lang, c.settings.text_size = "ru", 1.5
    display.apply(c)
    show(app, (360, 640, 3.0))
    play_some(app, 3)
    key(app, pygame.K_SLASH)  # What happened? (on this phone its button is under More…)
    assert why.current(c) is not None and _top(app) is why.LAYER
    _wheel(app, 2)
    assert why.state(view).scroll > 0 and movelist.state(view).scroll is None
    c.ask("A question?", lambda: None)
    app.frame()
    assert _top(app) is screens.QUESTION
    key(app, pygame.K_w)  # the game's W does nothing under a question
    assert not why.state(view).mode
    _wheel(app, 1)  # the question passes the wheel down to the sheet, not the move list
    assert view.confirm is not None and movelist.state(view).scroll is None
    # (under a question the sheet is drawn without the larger text, where it fits: its
    # scroll stays within the answer, so the wheel's effect cannot be read off it here)
    key(app, pygame.K_ESCAPE)  # the question's No
    assert view.confirm is None and why.current(c) is not None
    key(app, pygame.K_ESCAPE)  # the sheet's Close
    assert why.current(c) is None and view.screen_name == GAME
    assert _top(app) is screens.stack(c)[0]
    key(app, pygame.K_ESCAPE)  # now the game's: Home
    assert view.screen_name == HOME


def test_a_click_beside_the_sheet_asks_in_why_mode_and_closes_it_otherwise(
    tmp_path: Path
) -> None:
    """Beside the sheet, a board point asks about it in "Why?" mode; without the mode
    the click closes the sheet and plays nothing; on the sheet it does nothing."""
    app = _app(tmp_path)
    c = app.commands
    st = c.session.state
    play_some(app, 2)
    click(app, button_pos(app, "happened"))
    assert why.current(c) is not None and not why.state(app.view).mode
    x, y, w, h = why.sheet_rect(c)
    click(app, (x + w // 2, y + h - 4))  # on the sheet, on no button
    assert why.current(c) is not None
    click_point(app, st.legal_moves()[0])
    assert why.current(c) is None and st.ply == 2  # closed, nothing played
    click(app, button_pos(app, "why"))
    point = st.legal_moves()[0]
    click_point(app, point)
    answer = why.current(c)
    assert answer is not None and answer.explanation.move == point and st.ply == 2
    other = st.legal_moves()[1]
    click_point(app, other)  # the sheet open: the next point is asked about too
    answer = why.current(c)
    assert answer is not None and answer.explanation.move == other and st.ply == 2


def test_the_input_path_has_no_branch_for_one_sheet() -> None:
    """events.py and the registry dispatch to the topmost layer: neither names the
    rules assistant (its sheet is a layer of the game screen, :data:`why.LAYER`)."""
    for path in (ROOT / "tanbo/ui/events.py", ROOT / "tanbo/ui/screens/__init__.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
        names |= {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)}
        names |= {a.asname or a.name for n in ast.walk(tree)
                  if isinstance(n, ast.Import | ast.ImportFrom) for a in n.names}
        assert "why" not in names and "more_open" not in names, path.name
    assert screens.game.SCREEN.layers == (why.LAYER, MORE_LAYER)


# ------------------------------------------------------------------ Statistics


def test_statistics_open_on_the_game_chosen_and_keep_their_page_in_their_state(
    tmp_path: Path
) -> None:
    """The Statistics screen shows the game chosen (DEAGO here, not a built-in Tanbo);
    another game picked there holds until the screen is opened again."""
    app = _app(tmp_path, game="deago")
    c = app.commands
    screens.do(c, "stats")
    app.frame()
    assert app.view.screen_name == STATS
    on = {b.action for b in screens.buttons(c) if b.on}
    assert "stats_game:deago" in on and "stats_game:tanbo" not in on
    click(app, button_pos(app, "stats_page:tables"))
    click(app, button_pos(app, "stats_game:tanbo"))
    own = stats.state(app.view)
    assert (own.page, stats.shown_game(c)) == ("tables", "tanbo")
    c.close_screen()
    screens.do(c, "stats")
    assert stats.shown_game(c) == "deago" and own.page == "tables"
