"""Issue 11: a game is never lost by accident, the UI says why, texts fit, touch, the small things.

Each test drives the real App headless (see test_ui_app for the helpers).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from test_ui_app import button_pos, click, click_point, key, make_app  # noqa: E402


@pytest.fixture(autouse=True)
def _events() -> Iterator[None]:
    pygame.init()
    pygame.event.clear()
    yield
    pygame.event.clear()


def play_some(app: object, n: int) -> None:
    """Click ``n`` legal moves (the first legal point each time)."""
    for _ in range(n):
        st = app.session.state  # type: ignore[attr-defined]
        click_point(app, st.legal_moves()[0])  # type: ignore[arg-type]


# ------------------------------------------------------- never lose a game


def test_esc_on_rules_opened_from_the_menu_returns_to_the_menu(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    key(app, pygame.K_ESCAPE)
    assert app.screen_name == "menu"
    click(app, button_pos(app, "rules"))
    assert app.screen_name == "rules"
    key(app, pygame.K_ESCAPE)
    assert app.screen_name == "menu"
    key(app, pygame.K_ESCAPE)
    assert app.screen_name == "game"
    # rules opened from the game go back to the game, by Esc and by the Back button
    click(app, button_pos(app, "rules"))
    click(app, button_pos(app, "back"))
    assert app.screen_name == "game"


def test_rules_esc_esc_enter_no_longer_throws_the_game_away(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    play_some(app, 6)
    key(app, pygame.K_ESCAPE)
    click(app, button_pos(app, "rules"))
    for k in (pygame.K_ESCAPE, pygame.K_ESCAPE, pygame.K_RETURN):
        key(app, k)
    assert app.session.state.ply >= 6


def test_a_new_game_over_an_unfinished_one_asks_first(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    play_some(app, 4)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_RETURN)  # Enter in the menu: start a new game
    assert app.confirm is not None and app.session.state.ply == 4
    assert "2 moves" in app.confirm.question
    key(app, pygame.K_b)  # other keys do nothing while asking
    click_point(app, 0)  # nor do clicks outside the dialog
    assert app.confirm is not None and app.session.state.ply == 4
    key(app, pygame.K_ESCAPE)  # no: the game stays
    assert app.confirm is None and app.session.state.ply == 4 and app.screen_name == "menu"
    click(app, button_pos(app, "start"))
    click(app, button_pos(app, "confirm:yes"))
    assert app.session.state.ply == 0 and app.screen_name == "game"


def test_importing_over_an_unfinished_game_asks_and_a_fresh_game_does_not(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path)
    record = app.session.record_text()
    play_some(app, 3)
    done = app.session.record_text()
    assert app.import_record(record)
    assert app.confirm is not None and app.session.state.ply == 3
    key(app, pygame.K_y)
    assert app.confirm is None and app.session.state.ply == 0
    assert app.import_record(done)  # nothing to lose: no question
    assert app.confirm is None and app.session.state.ply == 3
    assert "2 moves" in app.message


# ------------------------------------------------------------ the game says why


def finish_randomly(app: object, seed: int, want: str) -> None:
    """Play random games (restarting) until one ends with reason ``want``."""
    import random

    from tanbo.ui.outcome import end_reason
    from tanbo.ui.session import Session

    rng = random.Random(seed)
    for _ in range(200):
        session = Session(7, 7, "dense")
        while not session.state.is_over:
            session.play(rng.choice(session.state.legal_moves()))
        if end_reason(session.state) == want:
            app.session = session  # type: ignore[attr-defined]
            app.over_dismissed = False  # type: ignore[attr-defined]
            return
    raise AssertionError(f"no game ended by {want}")


@pytest.mark.parametrize(
    ("reason", "words"),
    [("last_root_taken", "removed the last root of"), ("own_last_root", "their own last root")],
)
def test_the_game_over_box_says_how_the_game_was_won(
    tmp_path: Path, reason: str, words: str
) -> None:
    from tanbo.ui.outcome import end_reason_text

    app = make_app(tmp_path)
    finish_randomly(app, 3, reason)
    st = app.session.state
    loser = app.side_name(3 - st.winner)
    text = end_reason_text("en", st, app.side_name)
    assert words in text and loser in text
    drawn = record_texts(app)
    assert text in drawn
    # the mover of the last move won exactly when the opponent's last root went
    mover = 3 - st.to_move
    assert (mover == st.winner) == (reason == "last_root_taken")
    assert st.stone_count(3 - st.winner) == 0


def record_texts(app: object) -> list[str]:
    """Every text line drawn by one full frame of ``app``."""
    from tanbo.ui import widgets

    with widgets.recording() as drawn:
        app.dirty = True  # type: ignore[attr-defined]
        app.frame()  # type: ignore[attr-defined]
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
    assert app.thinking
    drawn = record_texts(app)
    assert "Black's win chance 68%" in drawn
    app.next_language()
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
    plies = app.session.state.ply
    assert f"after {(plies + 1) // 2} moves" in record_texts(app)


def test_review_says_the_computer_waits_and_a_board_click_says_why_nothing_happens(
    tmp_path: Path, pondering: str
) -> None:
    app = make_app(tmp_path, players=("human", pondering))
    play_some(app, 1)
    assert app.thinking
    key(app, pygame.K_HOME)
    assert not app.thinking
    drawn = " ".join(record_texts(app))
    assert "The computer waits while you review" in drawn
    click_point(app, app.session.state.legal_moves()[0])
    drawn = " ".join(record_texts(app))
    assert "earlier position" in drawn and app.session.state.ply == 1


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
    from tanbo.ui import app as app_module

    app = make_app(tmp_path)
    monkeypatch.setattr(app_module, "IS_WEB", True)
    window = _FakeWindow(None)
    monkeypatch.setattr(app_module, "_web_window", lambda: window)
    assert not app.import_record()
    assert window.prompts and app.message == ""
    window.answer = "  "
    assert not app.import_record()
    assert app.message and "import.txt" not in app.message and "drop" not in app.message
    monkeypatch.setattr(app_module, "IS_WEB", False)
    monkeypatch.setattr(app_module, "_get_clipboard", lambda: None)
    assert not app.import_record()
    assert "import.txt" in app.message  # natively the import file exists as a way in


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
    app.export_dir = deep
    app.export_record()
    assert str(deep) in app.message
    from tanbo.ui import widgets

    with widgets.recording() as drawn:
        app.dirty = True
        app.frame()
    lines_drawn = [d for d in drawn if d.box is not None and d.text and d.text in app.message]
    assert lines_drawn
    for d in lines_drawn:
        x, _y, w, _h = d.box
        assert d.rect.right <= x + w, d.text


def overlaps(drawn: list[object]) -> list[tuple[str, str]]:
    """Pairs of drawn texts (or graphics) whose rectangles intersect."""
    items = [d for d in drawn if d.rect.width and d.rect.height]  # type: ignore[attr-defined]
    out = []
    for i, a in enumerate(items):
        for b in items[i + 1 :]:
            if a.rect.colliderect(b.rect):  # type: ignore[attr-defined]
                out.append((a.text, b.text))  # type: ignore[attr-defined]
    return out


def outside(drawn: list[object]) -> list[str]:
    """Drawn texts that stick out of the box they were given."""
    out = []
    for d in drawn:
        if d.box is not None and not pygame.Rect(d.box).contains(d.rect):  # type: ignore[attr-defined]
            out.append(d.text)  # type: ignore[attr-defined]
    return out


def midgame(app: object, min_stones: int, seed: int = 1) -> None:
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
                s.players = dict(app.session.players)  # type: ignore[attr-defined]
                app.session = s  # type: ignore[attr-defined]
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
    app.settings.lang = lang
    assert app.thinking
    with widgets.recording() as drawn:
        app.dirty = True
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
    app.settings.lang = lang
    key(app, pygame.K_ESCAPE)
    bad = '[Game "Tanbo"]\n[Size "7x7"]\n[Setup "dense"]\n\n1. ' + " ".join(["zz9"] * 60) + "\n"
    assert not app.import_record(bad)
    assert len(app.message) > 200
    with widgets.recording() as drawn:
        app.dirty = True
        app.frame()
    assert overlaps(drawn) == [] and outside(drawn) == []


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_long_status_messages_stay_clear_of_the_move_list(tmp_path: Path, lang: str) -> None:
    from tanbo.ui import widgets

    app = make_app(tmp_path)
    app.settings.lang = lang
    play_some(app, 9)
    messages = [
        app.t("save_bad", error="record line 3: malformed tag line '[Size 7x7' " * 3),
        app.t("import_none", path=str(tmp_path / "records" / "import.txt")),
        app.t("import_bad", error="move 12: 'zz9' is not a point on a 7x7 board " * 4),
    ]
    for message in messages:
        for reviewing in (False, True):
            app.review(3 if reviewing else None)
            app.say(message, warn=True)
            with widgets.recording() as drawn:
                app.dirty = True
                app.frame()
            assert overlaps(drawn) == [] and outside(drawn) == [], message
