"""Issue 11: a game is never lost by accident, the UI says why, texts fit, touch, the small things.

Each test drives the real App headless (see test_ui_app for the helpers).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from tanbo.ui.app import App  # noqa: E402
from tanbo.ui.commands import Commands  # noqa: E402
from tanbo.ui.widgets import Drawn  # noqa: E402
from tests.ui.test_app import button_pos, click, click_point, key, make_app  # noqa: E402

pytestmark = pytest.mark.usefixtures("pygame_events")


def play_some(app: App, n: int) -> None:
    """Click ``n`` legal moves (the first legal point each time)."""
    for _ in range(n):
        st = app.commands.session.state
        click_point(app, st.legal_moves()[0])


# ------------------------------------------------------- never lose a game


def test_esc_on_rules_opened_from_the_menu_returns_to_the_menu(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    key(app, pygame.K_ESCAPE)
    assert app.view.screen_name == "menu"
    click(app, button_pos(app, "rules"))
    assert app.view.screen_name == "rules"
    key(app, pygame.K_ESCAPE)
    assert app.view.screen_name == "menu"
    key(app, pygame.K_ESCAPE)
    assert app.view.screen_name == "game"
    # rules opened from the game go back to the game, by Esc and by the Back button
    click(app, button_pos(app, "rules"))
    click(app, button_pos(app, "back"))
    assert app.view.screen_name == "game"


def test_rules_esc_esc_enter_no_longer_throws_the_game_away(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    play_some(app, 6)
    key(app, pygame.K_ESCAPE)
    click(app, button_pos(app, "rules"))
    for k in (pygame.K_ESCAPE, pygame.K_ESCAPE, pygame.K_RETURN):
        key(app, k)
    assert app.commands.session.state.ply >= 6


def test_a_new_game_over_an_unfinished_one_asks_first(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    play_some(app, 4)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_RETURN)  # Enter in the menu: start a new game
    assert app.view.confirm is not None and app.commands.session.state.ply == 4
    assert "moves played: 2" in app.view.confirm.question
    key(app, pygame.K_b)  # other keys do nothing while asking
    click_point(app, 0)  # nor do clicks outside the dialog
    assert app.view.confirm is not None and app.commands.session.state.ply == 4
    key(app, pygame.K_ESCAPE)  # no: the game stays
    assert app.view.confirm is None and app.commands.session.state.ply == 4
    assert app.view.screen_name == "menu"
    click(app, button_pos(app, "start"))
    click(app, button_pos(app, "confirm:yes"))
    assert app.commands.session.state.ply == 0 and app.view.screen_name == "game"


def test_importing_over_an_unfinished_game_asks_and_a_fresh_game_does_not(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path)
    record = app.commands.session.record_text()
    play_some(app, 3)
    done = app.commands.session.record_text()
    assert app.commands.import_record(record)
    assert app.view.confirm is not None and app.commands.session.state.ply == 3
    key(app, pygame.K_y)
    assert app.view.confirm is None and app.commands.session.state.ply == 0
    assert app.commands.import_record(done)  # nothing to lose: no question
    assert app.view.confirm is None and app.commands.session.state.ply == 3
    assert "moves: 2" in app.view.message


# ------------------------------------------------------------ the game says why


def finish_randomly(app: App, seed: int, want: str) -> None:
    """Play random games (restarting) until one ends with reason ``want``."""
    import random

    from tanbo.ui.games import game_view
    from tanbo.ui.session import Session

    rng = random.Random(seed)
    for _ in range(200):
        session = Session(7, 7, "dense")
        while not session.state.is_over:
            session.play(rng.choice(session.state.legal_moves()))
        if game_view("tanbo").end_reason(session.state) == want:
            app.commands.session = session
            app.view.over_dismissed = False
            return
    raise AssertionError(f"no game ended by {want}")


@pytest.mark.parametrize(
    ("reason", "words"),
    [("last_root_taken", "removed the last root of"), ("own_last_root", "their own last root")],
)
def test_the_game_over_box_says_how_the_game_was_won(
    tmp_path: Path, reason: str, words: str
) -> None:
    from tanbo.ui.games import game_view

    app = make_app(tmp_path)
    finish_randomly(app, 3, reason)
    st = app.commands.session.state
    loser = app.commands.side_name(3 - st.winner)
    text = game_view("tanbo").end_reason_text("en", st, app.commands.side_name)
    assert words in text and loser in text
    drawn = record_texts(app)
    assert text in drawn
    # the mover of the last move won exactly when the opponent's last root went
    mover = 3 - st.to_move
    assert (mover == st.winner) == (reason == "last_root_taken")
    assert st.stone_count(3 - st.winner) == 0


def record_texts(app: App) -> list[str]:
    """Every text line drawn by one full frame of ``app``."""
    from tanbo.ui import widgets

    with widgets.recording() as drawn:
        app.view.dirty = True
        app.frame()
    return [d.text for d in drawn]


class _Pondering:
    """A computer player that thinks forever and reports a win chance."""

    name = "pondering"

    def __init__(self, seed: int | None = None) -> None:
        self.win_rate = 0.68
        self.budgets: list[float] = []

    def start(self, state: object) -> None:
        self.budgets.clear()

    def step(self, budget_ms: float) -> int | None:
        self.budgets.append(budget_ms)
        return None

    def cancel(self) -> None:
        pass


@pytest.fixture
def pondering() -> Iterator[str]:
    from tanbo.players import PLAYER_KINDS, register_player

    register_player("pondering", "Pondering", lambda seed: _Pondering(seed))
    try:
        yield "pondering"
    finally:
        del PLAYER_KINDS["pondering"]


def test_the_win_chance_says_whose_it_is(tmp_path: Path, pondering: str) -> None:
    app = make_app(tmp_path, players=(pondering, "human"))
    app.frame()
    assert app.commands.thinking
    drawn = record_texts(app)
    assert "Black's win chance 68%" in drawn
    app.commands.next_language()
    assert "Чёрные: шанс победы 68%" in record_texts(app)


def test_every_move_count_uses_the_move_lists_full_move_numbers(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    play_some(app, 3)  # 1. Black White 2. Black
    drawn = record_texts(app)
    assert "move 2 of 2" in drawn and "2." in drawn and "3." not in drawn
    key(app, pygame.K_PAGEUP)
    key(app, pygame.K_PAGEUP)  # the position after Black's first move
    assert any(t.startswith("Review: move 1 of 2") for t in record_texts(app))
    finish_randomly(app, 4, "last_root_taken")
    plies = app.commands.session.state.ply
    assert f"moves played: {(plies + 1) // 2}" in record_texts(app)


def test_review_says_the_computer_waits_and_a_board_click_says_why_nothing_happens(
    tmp_path: Path, pondering: str
) -> None:
    app = make_app(tmp_path, players=("human", pondering))
    play_some(app, 1)
    assert app.commands.thinking
    key(app, pygame.K_HOME)
    assert not app.commands.thinking
    drawn = " ".join(record_texts(app))
    assert "The computer waits while you review" in drawn
    click_point(app, app.commands.session.state.legal_moves()[0])
    drawn = " ".join(record_texts(app))
    assert "earlier position" in drawn and app.commands.session.state.ply == 1
    assert drawn.count("End") == 1  # the way back is said once, by the review line


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_board_click_in_review_does_not_repeat_the_way_back(tmp_path: Path, lang: str) -> None:
    app = make_app(tmp_path, players=("human", "human"))
    app.commands.settings.lang = lang
    play_some(app, 4)
    key(app, pygame.K_HOME)
    click_point(app, app.commands.session.state.legal_moves()[0])
    assert app.view.message == app.commands.t("reviewing")
    drawn = " ".join(record_texts(app))
    assert app.commands.t("review_hint") in drawn and drawn.count("End") == 1


class _FakeWindow:
    def __init__(self, answer: str | None) -> None:
        self.answer = answer
        self.prompts: list[str] = []

    def prompt(self, text: str, default: str) -> str | None:
        self.prompts.append(text)
        return self.answer


def test_in_the_browser_a_cancelled_import_says_nothing_and_messages_fit_the_platform(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tanbo.ui import transfer

    app = make_app(tmp_path)
    monkeypatch.setattr(transfer, "IS_WEB", True)
    window = _FakeWindow(None)
    monkeypatch.setattr(transfer, "_web_window", lambda: window)
    assert not app.commands.import_record()
    assert window.prompts and app.view.message == ""
    window.answer = "  "
    assert not app.commands.import_record()
    message = app.view.message
    assert message and "import.txt" not in message and "drop" not in message
    monkeypatch.setattr(transfer, "IS_WEB", False)
    monkeypatch.setattr(transfer, "_get_clipboard", lambda: None)
    assert not app.commands.import_record()
    assert "import.txt" in app.view.message  # natively the import file exists as a way in


# ------------------------------------------------------------ every text fits


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
    app.commands.export_record()
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


def overlaps(drawn: list[Drawn]) -> list[tuple[str, str]]:
    """Pairs of drawn texts (or graphics) whose rectangles intersect."""
    items = [d for d in drawn if d.rect.width and d.rect.height]
    out = []
    for i, a in enumerate(items):
        for b in items[i + 1 :]:
            if a.rect.colliderect(b.rect):
                out.append((a.text, b.text))
    return out


def outside(
    drawn: list[Drawn], window: tuple[int, int] = (1280, 720), scale: float = 1.0
) -> list[str]:
    """Drawn texts that stick out of the box they were given (in a ``window`` of that size,
    laid out at UI ``scale``)."""
    from tanbo.ui.layout import screen_layout

    out = []
    lay = screen_layout(*window, scale)
    panel, screen = pygame.Rect(lay.panel), pygame.Rect(0, 0, *window)
    for d in drawn:
        rect = d.rect
        box = d.box
        # no box given: texts that start on the panel stay on it, all stay on screen
        area = pygame.Rect(box) if box else panel if panel.collidepoint(rect.topleft) else screen
        if not area.contains(rect):
            out.append(d.text)
    return out


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
    assert app.commands.thinking
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
    # Errors quote input shortened (issue 18): a long message names many long tag names.
    bad = "".join(f'[Tag{i}{"x" * 24} "v"]\n' for i in range(9)) + "\n"
    assert not app.commands.import_record(bad)
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
            app.commands.review(3 if reviewing else None)
            app.commands.say(message, warn=True)
            with widgets.recording() as drawn:
                app.view.dirty = True
                app.frame()
            assert overlaps(drawn) == [] and outside(drawn) == [], message


def all_sizes() -> list[tuple[int, int]]:
    from tanbo.games.tanbo.setups import SETUPS, official_sizes

    return sorted({size for setup in SETUPS for size in official_sizes(setup)})


@pytest.mark.parametrize("size", all_sizes())
def test_coordinate_labels_sit_between_the_edge_stones_and_the_frame(
    size: tuple[int, int],
) -> None:
    from tanbo.ui.layout import BOARD_AREA, BoardLayout
    from tanbo.ui.render import FRAME_W, coord_labels

    pygame.init()
    w, h = size
    layout = BoardLayout.fit(BOARD_AREA, w, h)
    wood = pygame.Rect(layout.board_rect()).inflate(-2 * FRAME_W, -2 * FRAME_W)
    r = layout.stone_radius + 1
    stones = [
        pygame.Rect(0, 0, 2 * r, 2 * r).move(cx - r, cy - r)
        for p in range(w * h)
        if (p // w) in (0, h - 1) or (p % w) in (0, w - 1)
        for cx, cy in [layout.centre(p)]
    ]
    labels = coord_labels(layout)
    assert len(labels) == 2 * (w + h)
    for text, rect, _size in labels:
        assert wood.contains(rect), (text, rect, wood)
        assert rect.collidelist(stones) == -1, (text, rect)


def dark_run(surf: pygame.Surface, x_from: int, x_to: int, y: int) -> int:
    """The number of grid-coloured pixels on row ``y`` between two x positions."""
    from tanbo.ui import theme

    step = 1 if x_to >= x_from else -1
    return sum(
        1 for x in range(x_from, x_to, step) if surf.get_at((x, y))[:3] == theme.GRID
    )


@pytest.mark.parametrize("size", [(7, 7), (11, 11), (19, 19)])
def test_the_grid_frame_is_equally_thick_on_all_four_sides(size: tuple[int, int]) -> None:
    from tanbo.games.tanbo.state import TanboState
    from tanbo.ui.layout import BOARD_AREA, BoardLayout
    from tanbo.ui.render import BoardView, draw_board

    pygame.init()
    w, h = size
    rows = "/".join([str(w)] * h)
    layout = BoardLayout.fit(BOARD_AREA, w, h)
    surf = pygame.Surface((720, 720))
    state = TanboState.from_tfen(rows.replace(str(w), f"{w // 2}B{w - w // 2 - 1}", 1)
                                 .replace(f"/{w}", f"/{w // 2}W{w - w // 2 - 1}", 1) + " b")
    draw_board(surf, layout, BoardView(state, coords=False))
    sp = layout.spacing
    x0, y0 = round(layout.x0), round(layout.y0)
    x1, y1 = round(layout.x0 + sp * (w - 1)), round(layout.y0 + sp * (h - 1))
    ymid, xmid = round(layout.y0 + sp * 0.5), round(layout.x0 + sp * 0.5)
    left = dark_run(surf, x0 - 6, x0 + 6, ymid)
    right = dark_run(surf, x1 - 6, x1 + 6, ymid)
    col = pygame.transform.rotate(surf, 90)  # columns become rows: top edge on the left
    top = dark_run(col, y0 - 6, y0 + 6, 720 - xmid - 1)
    bottom = dark_run(col, y1 - 6, y1 + 6, 720 - xmid - 1)
    assert left == right and top == bottom and left >= 1


# ---------------------------------- every translated string, in its widget, fits

NOT_DRAWN = {
    "import_prompt": "the browser's own prompt box shows it",
    "export_prompt": "the browser's own prompt box shows it",
    "deago.import_prompt": "the browser's own prompt box shows it",
    "deago.export_prompt": "the browser's own prompt box shows it",
    "link.prompt": "the browser's own prompt box shows it",
    "deago.link.prompt": "the browser's own prompt box shows it",
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
    parts = re.split(r"\{[a-z_]+\}", template)
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


WINDOWS = [(1280, 720), (1920, 1080), (1024, 768), (390, 844), (844, 390), (360, 640), (640, 360),
           (820, 1180)]
# (canvas size in device pixels, pixel ratio): the browser's phone at DPR 3, a tablet at 2,
# a 1920x1080 monitor at DPR 2 as web/fit.js caps it (1.25) and uncapped (UI scale 3), and
# natively a maximised 2560x1440 window (UI scale 2)
SCALED = [((1170, 2532), 3.0), ((1640, 2360), 2.0), ((2400, 1350), 1.25), ((3840, 2160), 2.0),
          ((2560, 1440), 1.0)]
NARROW_ONLY = {"btn.more", "btn.figures", "btn.rules_text"}  # compact and narrow layouts only


@pytest.mark.parametrize(("window", "ratio"), [(w, 1.0) for w in WINDOWS] + SCALED,
                         ids=[f"{w}x{h}" for w, h in WINDOWS]
                         + [f"{w}x{h}@{r}" for (w, h), r in SCALED])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_translated_string_fits_its_widget_and_overlaps_nothing(
    tmp_path: Path, lang: str, window: tuple[int, int], ratio: float, pondering: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Every screen state in every window of :data:`WINDOWS` and :data:`SCALED` (issue
    21); every string is drawn at least once at 1280x720, and the compact layouts' own at
    390x844 (and at 390x844 x 3)."""
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
        assert not app.view.more_open
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
    app.commands.review(2)
    _shoot(app, frames)
    app.commands.review(None)
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
        app.commands.review(0)
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
    key(app, pygame.K_ESCAPE)
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
    app.commands.offer_unreadable()
    _shoot(app, frames)
    app.commands.answer("confirm:other")
    _shoot(app, frames)
    key(app, pygame.K_ESCAPE)
    app.commands.unreadable = []
    key(app, pygame.K_RETURN)
    _shoot(app, frames)
    key(app, pygame.K_ESCAPE)
    app.commands.import_record(app.commands.session.record_text())
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
    _analysis_frames(tmp_path / "analysis", lang, frames, monkeypatch)

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
        pattern = _key_pattern(template)
        if not any(pattern.search(text) for text in texts):
            missing.append(key_)
    assert missing == [], missing


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
    app.commands.analyse()  # nothing to analyse yet
    _shoot(app, frames)
    rng = random.Random(3)
    while not app.commands.session.state.is_over:
        app.commands.session.play(rng.choice(app.commands.session.state.legal_moves()))
    app.view.over_dismissed = False
    app.view.message = ""
    _shoot(app, frames)  # the game-over box: New game, Review, Analyse
    monkeypatch.setattr(App, "ai_slice_ms", lambda self: 0.5)
    app.commands.analyse()
    app.frame()
    _shoot(app, frames)  # running: Stop, the progress
    app.commands.next_depth()
    _shoot(app, frames)
    app.commands.analyse()  # stop
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
        app.commands.review(ply)
        _shoot(app, frames)
    app.commands.review(None)
    full = {p: PositionEval(0.5, None, "a1", ("a1",)) for p in range(st.ply + 1)}
    all_moves = [st.move_text(m) for m in st.move_stack]
    app.commands.analysis.adopt(
        st, GameAnalysis(all_moves, [1 + i % 2 for i in range(st.ply)], 0.01, full))
    _shoot(app, frames)  # the summary at the end


def _link_frames(folder: Path, lang: str, frames: list[list[object]]) -> None:
    """Playing by link: the menu choice, every reminder, the question, every message."""
    from tanbo.games.tanbo.state import TanboState
    from tanbo.link import format_link, link_of

    app = make_app(folder, players=("human", "human"))
    app.commands.settings.lang = lang
    play_some(app, 2)
    other = TanboState.new(7, 7)
    other.push(other.parse_move("a6"))
    app.commands.open_link(format_link(link_of(other)))  # over an unfinished game: the question
    _shoot(app, frames)
    key(app, pygame.K_y)  # opened: the message, then the reminder to answer
    _shoot(app, frames)
    app.view.message = ""
    _shoot(app, frames)
    play_some(app, 1)  # moved: share now
    _shoot(app, frames)
    app.commands.share()  # shared (natively, no site address: the local-link message)
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
        app.commands.import_record(format_record(GameRecord.from_state(state, dfen)))
        app.view.message = ""
        return app

    def hover(app: object, name: str) -> None:
        st = app.commands.session.state  # type: ignore[attr-defined]
        app.view.keyboard, app.view.cursor = True, st.parse_move(name)  # type: ignore[attr-defined]
        _shoot(app, frames)

    empty = "13/13/13/3N5N3/13/13/6N6/13/13/3N5N3/13/13/13 b 0 0 0"
    app = deago_app("13/13/13/2B10/2W10/2W10/1BN10/13/13/13/13/13/13 b 0 0 0")
    _shoot(app, frames)  # the threats legend
    with mock.patch.object(Commands, "hint_searching", new_callable=mock.PropertyMock,
                           return_value=True):
        _shoot(app, frames)  # a hint being sought beside the pass and draw buttons
    hover(app, "d7")  # captures and converts
    app = deago_app("13/13/13/13/13/13/BBBB9/13/13/13/13/13/12W b 0 0 0")
    hover(app, "e7")  # a winning five
    app.commands.try_move(app.commands.session.state.parse_move("e7"))  # type: ignore[attr-defined]
    _shoot(app, frames)  # and its game-over box
    app = deago_app("13/13/13/13/13/13/1BWW9/13/13/13/13/13/13 b 18 4 0")
    hover(app, "e7")  # a win by 20 captures
    app.commands.try_move(app.commands.session.state.parse_move("e7"))  # type: ignore[attr-defined]
    _shoot(app, frames)  # and its game-over box
    app = deago_app(empty)
    app.commands.pass_turn()  # type: ignore[attr-defined]
    _shoot(app, frames)
    app.commands.pass_turn()  # type: ignore[attr-defined]
    _shoot(app, frames)  # the draw box
    app = deago_app(empty)
    app.commands.offer_draw()  # type: ignore[attr-defined]
    _shoot(app, frames)
    app.commands.try_move(0)  # type: ignore[attr-defined]
    _shoot(app, frames)
    app.commands.answer_draw(False)  # type: ignore[attr-defined]
    _shoot(app, frames)
    app.commands.offer_draw()  # type: ignore[attr-defined]
    app.commands.answer_draw(True)  # type: ignore[attr-defined]
    _shoot(app, frames)
    app = deago_app(empty, white="random")
    app.commands.offer_draw()  # type: ignore[attr-defined]
    _shoot(app, frames)  # the computer weighs the offer
    key(app, pygame.K_ESCAPE)  # type: ignore[arg-type]
    _shoot(app, frames)  # the DEAGO menu
    with mock.patch.object(menu, "IS_WEB", True):
        _shoot(app, frames)  # with the browser's key help
    for layout in ("5", "0"):
        click(app, button_pos(app, f"setup:{layout}"))  # type: ignore[arg-type]
        _shoot(app, frames)
    click(app, button_pos(app, "rules"))  # type: ignore[arg-type]
    _shoot(app, frames)


# ------------------------------------------------------ the computer keeps its word


def test_the_search_gets_most_of_a_frame_when_nothing_else_moves(
    tmp_path: Path, pondering: str
) -> None:
    from tanbo.ui import theme

    app = make_app(tmp_path, players=("human", pondering))
    play_some(app, 1)  # the move's fading stones and redraw: a short slice
    player = app.commands.players[2]
    assert player.budgets == [theme.AI_SLICE_MS]
    app.view.fading.clear()
    for _ in range(3):
        app.frame()
    frame_ms = 1000 / theme.FPS_ACTIVE
    assert all(b >= 2 * frame_ms for b in player.budgets[1:])
    assert theme.AI_SLICE_IDLE_MS < 1000 / theme.SPINNER_FPS  # the spinner still turns


# ------------------------------------------------------------------------ touch


def tap(app: App, point: int, touch: bool = True) -> None:
    pos = app.layout.centre(point)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0), touch=touch))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1,
                                         touch=touch))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=touch))
    app.frame()


def test_touch_first_tap_previews_second_tap_plays_and_a_tap_elsewhere_moves_it(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path)
    st = app.commands.session.state
    a, b = st.legal_moves()[:2]
    tap(app, a)
    assert st.ply == 0 and app.commands.preview_point() == a
    assert f"Tap {st.point_name(a)} again" in " ".join(record_texts(app))
    tap(app, b)
    assert st.ply == 0 and app.commands.preview_point() == b
    tap(app, b)
    assert st.ply == 1 and st.move_stack == [b]
    # an illegal point says why at the first tap
    occupied = b
    tap(app, occupied)
    assert st.ply == 1 and "occupied" in app.view.message


def test_a_mouse_click_still_plays_at_once(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    st = app.commands.session.state
    a = st.legal_moves()[0]
    tap(app, a, touch=False)
    assert st.move_stack == [a]


# ------------------------------------------------------------- smaller things


def test_export_and_import_are_on_the_game_screen_and_keys_work_in_the_menu(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tanbo.ui import app as app_module
    from tanbo.ui import transfer

    app = make_app(tmp_path)
    play_some(app, 2)
    click(app, button_pos(app, "export"))
    files = list((tmp_path / "records").glob("tanbo-*.txt"))
    assert len(files) == 1
    record = files[0].read_text(encoding="utf-8")
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_s, pygame.KMOD_CTRL)  # Ctrl+S exports from the menu too
    assert "Record saved" in app.view.message
    key(app, pygame.K_RETURN)
    key(app, pygame.K_y)  # a new game (the two moves are given up)
    assert app.commands.session.state.ply == 0
    key(app, pygame.K_ESCAPE)
    monkeypatch.setattr(transfer, "_get_clipboard", lambda: record)
    key(app, pygame.K_v, pygame.KMOD_CTRL)  # Ctrl+V in the menu imports
    assert app.commands.session.state.ply == 2 and app.view.screen_name == "game"
    assert "import" in [b.action for b in app_module.screens.buttons(app.commands)]


def test_a_record_pasted_on_one_line_is_imported(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    play_some(app, 3)
    one_line = " ".join(app.commands.session.record_text().split())
    key(app, pygame.K_u)
    key(app, pygame.K_u)
    key(app, pygame.K_u)
    assert app.commands.session.state.ply == 0
    assert app.commands.import_record(one_line)
    assert app.commands.session.state.ply == 3
    assert not app.commands.import_record('[Game "Tanbo"] [Size "7x7"] b6 d7')
    assert "Not a valid record" in app.view.message


def test_the_keyboard_cursor_is_hidden_in_a_new_game_until_an_arrow_key(tmp_path: Path) -> None:
    from tanbo.ui.screens.game import board_view

    app = make_app(tmp_path)
    key(app, pygame.K_LEFT)
    assert board_view(app.commands).cursor is not None
    click(app, button_pos(app, "menu"))
    click(app, button_pos(app, "start"))
    assert app.commands.session.state.ply == 0 and app.view.screen_name == "game"
    assert board_view(app.commands).cursor is None
    key(app, pygame.K_RIGHT)
    assert board_view(app.commands).cursor is not None


def test_hint_markers_are_small_dots_unlike_the_hover_stone(tmp_path: Path) -> None:
    from tanbo.ui.render import BoardView, draw_board

    app = make_app(tmp_path)
    st = app.commands.session.state
    hinted, hovered = st.legal_moves()[:2]
    layout = app.layout
    r = layout.stone_radius

    def render(view: BoardView) -> pygame.Surface:
        surf = pygame.Surface((720, 720))
        draw_board(surf, layout, view)
        return surf

    plain = render(BoardView(st))
    marked = render(BoardView(st, hints=True, hover=hovered))
    for point in (hinted, hovered):
        cx, cy = layout.centre(point)
        ring = [(round(cx + 0.6 * r), cy), (cx, round(cy - 0.6 * r))]
        changed = [plain.get_at(p) != marked.get_at(p) for p in ring]
        if point == hinted:  # the dot leaves the stone-sized ring around it untouched
            assert plain.get_at((cx, cy)) != marked.get_at((cx, cy)) and not any(changed)
        else:  # the hover stone covers it
            assert all(changed)


def test_the_russian_rules_do_not_say_postanovka() -> None:
    from tanbo.ui.games import VIEWS
    from tanbo.ui.i18n import STRINGS

    rules = [t for view in VIEWS.values() for t in view.rules_paragraphs("ru")]
    texts = [*STRINGS["ru"].values(), *rules]
    assert not any("Постановка" in t for t in texts)
    assert STRINGS["ru"]["rules.fig1"].startswith("Куда ставить:")


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


def test_no_audio_device_is_said_once_and_quietly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    import os

    def no_device(*args: object, **kwargs: object) -> None:
        os.write(2, b"ALSA lib pcm.c: unknown PCM default\n")
        raise pygame.error("No available audio device")

    app = make_app(tmp_path)
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    play_some(app, 1)  # the first input is a move: its notice is not wiped by the move
    assert "No audio device" in app.view.message and not app.commands.sounds.available
    app.view.message = ""
    key(app, pygame.K_RIGHT)
    play_some(app, 1)
    assert app.view.message == "" and app.commands.session.state.ply == 2
    assert "ALSA" not in capfd.readouterr().err


def test_the_computers_move_does_not_wipe_a_message(tmp_path: Path) -> None:
    app = make_app(tmp_path, players=("human", "random"))
    app.computer_delay_ms = 10**9
    play_some(app, 1)
    app.commands.export_record()
    assert "Record saved" in app.view.message
    app.computer_delay_ms = 0
    app.frame()
    app.frame()
    assert app.commands.session.state.ply == 2 and "Record saved" in app.view.message


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_browsers_key_help_names_no_key_the_browser_keeps(
    tmp_path: Path, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tanbo.ui.screens import menu

    app = make_app(tmp_path)
    app.commands.settings.lang = lang
    key(app, pygame.K_ESCAPE)
    assert "Ctrl+S" in " ".join(record_texts(app))
    monkeypatch.setattr(menu, "IS_WEB", True)
    assert "Ctrl+S" not in " ".join(record_texts(app))
