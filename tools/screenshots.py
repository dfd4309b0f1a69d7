"""Write review screenshots of the UI as PNG files into a folder outside the repo.

Usage: ``python tools/screenshots.py OUT_DIR [--readme DIR]`` (headless: SDL's
dummy video driver). Drives the real App through posted events, like the UI tests, and
saves: start position, hints, capture preview, fading stones, self-removal
preview and the last-move mark after it, game over, review, the menu, the rules
(English and Russian), a Russian game screen and 19x19 boards; then, in English
and Russian, long player names with two-digit counts while the computer thinks,
a long status message, an export to a long path, a first touch tap, a long
import error in the menu, the confirm dialog, a game-over reason and a 19x19
review that pauses the computer.
Then DEAGO's (``3x_deago_*``/``40_*``): menu, 19x19 start, a capture-with-conversion
preview, threat markers, a stone turning over, rules in both languages, a
five-in-a-row game over (and its line), a draw by two passes and a draw offer;
the same again in Russian (``*_ru``).
Then the rules assistant (``50_why_*``, issue 30), at 390x844 and 1280x720 in English and
Russian: Why? on a Tanbo self-removal and an occupied point, on a DEAGO 19x19 capture
through a conversion, What happened? after it, the earlier questions, and the Rules
screen opened at the paragraph a reason links to. Then the profiles (``50_*``): the menu's profile
choice and the Statistics screen's pages (overview with the rating graph, tables, past
games, top lists; DEAGO's overview), English and Russian, 390x844 and 1280x720.
``--readme DIR`` also writes the two small board pictures shown at the top of
the README (``tanbo.png``, ``deago.png``; kept in the repository).
"""

from __future__ import annotations

import json
import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from tanbo.games.tanbo.state import BLACK, WHITE
from tanbo.players import HUMAN, RANDOM
from tanbo.ui import screens, theme
from tanbo.ui.app import App
from tanbo.ui.screens.overlays import more_state
from tanbo.ui.session import Session
from tanbo.ui.storage import MemoryStore


class FakeClock:
    """A settable millisecond clock so fades can be caught mid-way."""

    def __init__(self) -> None:
        self.ms = 0

    def __call__(self) -> int:
        return self.ms


def _app(clock: FakeClock, size: str = "7x7", setup: str = "dense", lang: str = "en") -> App:
    store = MemoryStore()
    store.save(
        "settings",
        f'{{"lang": "{lang}", "size": "{size}", "setup": "{setup}", '
        f'"players": ["{HUMAN}", "{HUMAN}"], "danger": true}}',
    )
    app = App(store, computer_delay_ms=0, seed=1, export_dir=Path(tempfile.mkdtemp()),
              clock_ms=clock)
    app.frame()
    app.commands.show_game()  # (the App opens on home: these shots start on the game)
    app.frame()
    return app


def _shot(app: App, out: Path, name: str) -> None:
    app.view.dirty = True
    app.frame()
    path = out / f"{name}.png"
    pygame.image.save(app.screen, str(path))
    print(path)


def _move_mouse(app: App, point: int) -> None:
    pos = app.layout.centre(point)
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    pygame.event.post(motion)
    app.frame()


def _play_until(app: App, rng: random.Random, want: str) -> int:
    """Play random moves until a legal move of the wanted kind exists; return it."""
    while True:
        st = app.commands.session.state
        for m in st.legal_moves():
            removed = st.preview(m)
            own = any(r.current for r in removed)
            if want == "capture" and not own and sum(len(r.stones) for r in removed) >= 2:
                return m
            if want == "self" and own:
                return m
        app.commands.session.play(rng.choice(st.legal_moves()))


def main(argv: list[str]) -> int:
    """Write the screenshots; returns the exit code."""
    readme: Path | None = None
    if len(argv) == 3 and argv[1] == "--readme":
        readme, argv = Path(argv[2]).resolve(), argv[:1]
    if len(argv) != 1:
        print("usage: python tools/screenshots.py OUT_DIR [--readme DIR]", file=sys.stderr)
        return 2
    out = Path(argv[0]).resolve()
    repo = Path(__file__).resolve().parent.parent
    if out == repo or repo in out.parents:
        print("OUT_DIR must be outside the repository", file=sys.stderr)
        return 2
    out.mkdir(parents=True, exist_ok=True)
    clock = FakeClock()

    app = _app(clock)
    _shot(app, out, "01_start")
    app.commands.toggle("hints")
    _move_mouse(app, app.commands.session.state.legal_moves()[3])
    _shot(app, out, "02_hints")
    app.commands.toggle("hints")

    rng = random.Random(7)
    move = _play_until(app, rng, "capture")
    app.view.dirty = True
    _move_mouse(app, move)
    _shot(app, out, "03_capture_preview")
    clock.ms += 1000
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.layout.centre(move),
                                         button=1))
    app.frame()
    clock.ms += 150
    _shot(app, out, "04_fading")
    clock.ms += 1000

    move = _play_until(app, rng, "self")
    _move_mouse(app, move)
    _shot(app, out, "05_self_removal_preview")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.layout.centre(move),
                                         button=1))
    app.frame()
    clock.ms += 1000
    _move_mouse(app, 0)
    _shot(app, out, "05b_after_self_removal")
    screens.do(app.commands, "home")
    _shot(app, out, "05c_home")  # the game in progress first, with its board
    screens.do(app.commands, "continue")

    while not app.commands.session.state.is_over:
        app.commands.session.play(rng.choice(app.commands.session.state.legal_moves()))
    app.view.over_dismissed = False
    _shot(app, out, "06_game_over")
    app.view.over_dismissed = True
    app.commands.moves.review(app.commands.session.state.ply // 2)
    _shot(app, out, "07_review")

    app.view.screen_name = "menu"
    _shot(app, out, "08_menu")
    app.view.screen_name = "rules"
    _shot(app, out, "09_rules")
    app.commands.next_language()
    _shot(app, out, "10_rules_ru")

    app = _app(clock, lang="ru")
    app.commands.session.play(app.commands.session.state.legal_moves()[5])
    app.commands.toggle("hints")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.layout.centre(0),
                                         button=1))
    app.frame()
    _shot(app, out, "11_russian_illegal")

    app = _app(clock, size="19x19", setup="dense")
    for _ in range(260):
        st = app.commands.session.state
        if st.is_over:
            break
        app.commands.session.play(rng.choice(st.legal_moves()))
    app.commands.settings.danger = True
    _move_mouse(app, app.commands.session.state.legal_moves()[0])
    _shot(app, out, "12_19x19_middle")

    app = _app(clock, size="19x19", setup="classic")
    _shot(app, out, "13_19x19_classic")
    store = MemoryStore()
    store.save("settings", f'{{"players": ["{HUMAN}", "{RANDOM}"]}}')
    app = App(store, computer_delay_ms=10**9, export_dir=Path(tempfile.mkdtemp()), clock_ms=clock)
    app.commands.show_game()  # (the App opens on home)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.layout.centre(1),
                                         button=1))
    app.frame()
    _shot(app, out, "14_computer_thinking")
    _messages_and_dialogs(out, clock)
    deago_shots(out, clock)
    deago_shots(out, clock, "ru")
    resized_shots(out, clock)
    assistant_shots(out, clock)
    profile_shots(out, clock)
    puzzle_shots(out, clock)
    if readme is not None:
        readme_pictures(readme, clock)
    pygame.quit()
    return 0


def resized_shots(out: Path, clock: FakeClock) -> None:
    """Issue 21: a 19x19 DEAGO game, the "More" sheet, the menu and the rules after the
    window is resized (pygame's resize event) to a phone's, a tablet's and monitors' sizes
    (2560x1440: the UI drawn twice the size)."""
    app = _deago_app(clock)
    _deago_middle(app, 4, 40)
    for w, h in ((390, 844), (844, 390), (820, 1180), (1920, 1080), (2560, 1440)):
        if w >= 640:  # as the window manager does: the event, then the app follows
            pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=(w, h)))
            app.frame()
        else:  # natively a window is at least 640x400: a phone's size is set directly
            app.screen = pygame.display.set_mode((w, h))
            app.relayout()
        _shot(app, out, f"40_resized_{w}x{h}_game")
        if app.view.ui.compact:
            more_state(app.view).open = True
            _shot(app, out, f"40_resized_{w}x{h}_more")
            more_state(app.view).open = False
        app.commands.open_screen("menu")
        _shot(app, out, f"40_resized_{w}x{h}_menu")
        app.commands.open_screen("rules")
        _shot(app, out, f"40_resized_{w}x{h}_rules")
        app.commands.close_screen()
        app.commands.close_screen()
        screens.do(app.commands, "home")
        _shot(app, out, f"40_resized_{w}x{h}_home")
        screens.do(app.commands, "continue")


def _sized(app: App, w: int, h: int) -> None:
    """The window set to ``w`` x ``h`` (a phone's size directly, as resized_shots does)."""
    app.screen = pygame.display.set_mode((w, h))
    app.relayout()


def _click_action(app: App, action: str) -> None:
    for b in screens.buttons(app.commands):
        if b.action == action:
            x, y, w, h = b.rect
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN,
                                                 pos=(x + w // 2, y + h // 2), button=1))
            app.frame()
            return
    raise RuntimeError(f"no button {action!r}")


def _click_point(app: App, point: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.layout.centre(point),
                                         button=1))
    app.frame()


def assistant_shots(out: Path, clock: FakeClock) -> None:
    """Issue 30: the rules assistant's Why? and What happened? (see the module docstring)."""
    for lang in ("en", "ru"):
        for w, h in ((390, 844), (1280, 720)):
            tag = f"{lang}_{w}x{h}"
            app = _app(clock, lang=lang)
            _sized(app, w, h)
            move = _play_until(app, random.Random(3), "self")
            _click_action(app, "why")
            _shot(app, out, f"50_why_mode_{tag}")
            _click_point(app, move)
            _shot(app, out, f"50_why_tanbo_self_removal_{tag}")
            st = app.commands.session.state
            _click_point(app, next(p for p in range(st.geometry.npoints) if st.cell_list[p]))
            _shot(app, out, f"50_why_tanbo_occupied_{tag}")
            _click_action(app, "why_list")
            _shot(app, out, f"50_why_earlier_questions_{tag}")
            app = _deago_app(clock, lang=lang)
            _sized(app, w, h)
            move = _deago_middle(app, 0, 30, "convert_capture")
            assert move is not None
            _click_action(app, "why")
            _click_point(app, move)
            _shot(app, out, f"50_why_deago_19x19_capture_conversion_{tag}")
            _click_action(app, "why_close")  # closing the answer ends Why? mode
            _click_point(app, move)  # so the click plays
            clock.ms += 2000
            _click_action(app, "happened")
            _shot(app, out, f"50_why_deago_what_happened_{tag}")
            links = [b.action for b in screens.buttons(app.commands)
                     if b.action.startswith("why_rules:")]
            _click_action(app, links[-1])
            _shot(app, out, f"50_why_rules_at_paragraph_{tag}")
def recent_profiles(games: int = 400, seed: int = 3) -> str:
    """A profiles file of ``games`` synthetic games whose last day is today."""
    import datetime

    from tanbo.profiles.store import to_text
    from tests.support.profile_games import synthetic

    return to_text(synthetic(games, seed, last_day=datetime.date.today().isoformat()))


def profile_shots(out: Path, clock: FakeClock) -> None:
    """Issue 31: the profiles in the menu, the Statistics screen's pages (overview with the
    rating graph, tables, past games, top lists), English and Russian, 390x844 and 1280x720."""
    text = recent_profiles()
    for lang in ("en", "ru"):
        for w, h in ((390, 844), (1280, 720)):
            store = MemoryStore()
            store.save("settings", json.dumps({"lang": lang, "players": [HUMAN, HUMAN]}))
            store.save("profiles", text)
            app = App(store, computer_delay_ms=0, seed=1, export_dir=Path(tempfile.mkdtemp()),
                      clock_ms=clock, window=(w, h))
            app.screen = pygame.display.set_mode((w, h))
            app.relayout()
            app.frame()
            tag = f"{w}x{h}_{lang}"
            app.commands.open_screen("menu")
            _shot(app, out, f"50_profiles_menu_{tag}")
            from tanbo.ui import screens

            screens.do(app.commands, "stats")
            for page in ("overview", "tables", "games", "top"):
                screens.do(app.commands, f"stats_page:{page}")
                _shot(app, out, f"50_stats_{page}_{tag}")
            screens.do(app.commands, "stats_game:deago")
            screens.do(app.commands, "stats_page:overview")
            _shot(app, out, f"50_stats_overview_deago_{tag}")
def _puzzle_click(app: App, move: str) -> None:
    """Click the point of ``move`` on the Puzzles screen's board, then let the reply come."""
    from tanbo.ui.screens.puzzles import board_layout

    desk = app.commands.puzzles
    layout = board_layout(app.commands)
    assert layout is not None
    pos = layout.centre(desk.state.parse_move(move))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.frame()


def _wrong_move(app: App) -> str:
    """A legal move of the puzzle on screen that is not its solution's next move."""
    desk = app.commands.puzzles
    right = desk.puzzle.solution[len(desk.line)]
    for point in desk.state.legal_moves():
        text = desk.state.move_text(point)
        if text != right:
            return str(text)
    raise AssertionError("no wrong move")


def puzzle_shots(out: Path, clock: FakeClock) -> None:
    """Issue 30's Puzzles screen (``50_puzzles_*``): the puzzle of the day of each game in
    English and Russian at 390x844 and 1280x720, a 19x19 DEAGO puzzle (and at 4K), a wrong
    try with its explanation and a solved puzzle."""
    from tanbo.puzzles.model import load_puzzles

    for game in ("tanbo", "deago"):
        for lang in ("en", "ru"):
            app = _app(clock, lang=lang) if game == "tanbo" else _deago_app(clock, "13x13", lang)
            for w, h in ((390, 844), (1280, 720)):
                _sized(app, w, h)
                app.commands.puzzles.open()
                app.commands.puzzles.start_daily(game)  # afresh (the last size solved it)
                _shot(app, out, f"50_puzzles_{game}_{lang}_{w}x{h}")
                if lang == "en" or w == 390:
                    _puzzle_click(app, _wrong_move(app))
                    clock.ms += 2000
                    app.frame()
                    _shot(app, out, f"51_puzzles_{game}_{lang}_{w}x{h}_wrong")
                    app.commands.puzzles.retry()
                    desk = app.commands.puzzles
                    for move in desk.puzzle.solution[len(desk.line)::2]:
                        _puzzle_click(app, move)
                        clock.ms += 2000
                        app.frame()
                    _shot(app, out, f"52_puzzles_{game}_{lang}_{w}x{h}_solved")
    big = [p for p in load_puzzles("deago") if p.position.count("/") == 18]
    if big:
        app = _deago_app(clock)
        for w, h in ((390, 844), (1280, 720), (3840, 2160)):
            _sized(app, w, h)
            app.commands.puzzles.start(big[0])
            app.commands.open_screen("puzzles")
            _shot(app, out, f"53_puzzles_deago_19x19_{w}x{h}")


def _midgame(app: App, rng: random.Random, stones: int) -> None:
    """Random moves until both sides have ``stones`` stones and White is to move."""
    while True:
        s = app.commands.settings
        app.commands.session = Session(s.size[0], s.size[1], s.setup, s.players)
        st = app.commands.session.state
        while not st.is_over:
            if st.to_move == WHITE and min(st.stone_count(BLACK), st.stone_count(WHITE)) >= stones:
                app.commands.computer.make_players()
                return
            app.commands.session.play(rng.choice(st.legal_moves()))


def _messages_and_dialogs(out: Path, clock: FakeClock) -> None:
    """Issue 11: long names and counts, messages, the confirm dialog, touch, 19x19 review."""
    rng = random.Random(11)
    for lang in ("en", "ru"):
        app = _app(clock, lang=lang)
        app.commands.settings.players = ("level1", "level1") if lang == "ru" else (RANDOM, RANDOM)
        app.computer_delay_ms = 10**9
        _midgame(app, rng, 10)
        _shot(app, out, f"15_thinking_long_names_{lang}")
        app = _app(clock, lang=lang)
        for m in app.commands.session.state.legal_moves()[:1]:
            app.commands.session.play(m)
        app.commands.say(app.commands.t(
            "save_bad", error="record line 3: malformed tag line '[Size 7x7' " * 2,
            path="game.unreadable-20261201-140512.txt"), warn=True)
        _shot(app, out, f"16_message_save_bad_{lang}")
        long_folder = Path(tempfile.mkdtemp()) / ("a-rather-long-folder-name-" * 3)
        app.commands.export_dir = long_folder / "records"
        app.commands.records.export_record()
        _shot(app, out, f"17_exported_long_path_{lang}")
        app.view.message = ""
        app.view.keyboard = False
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, touch=True,
                                             pos=app.layout.centre(app.commands.session.state
                                                                   .legal_moves()[0])))
        app.frame()
        _shot(app, out, f"18_touch_first_tap_{lang}")
        app.commands.open_screen("menu")
        app.commands.records.import_record('[Game "Tanbo"]\n[Size "7x7"]\n[Setup "dense"]\n\n1. '
                          + " ".join(["zz9"] * 40))
        _shot(app, out, f"19_menu_import_error_{lang}")
        app.view.message = ""
        app.commands.new_game()
        _shot(app, out, f"20_confirm_new_game_{lang}")
        app.commands.answer("confirm:no")
        app.commands.show_game()
        while not app.commands.session.state.is_over:
            app.commands.session.play(rng.choice(app.commands.session.state.legal_moves()))
        app.view.over_dismissed = False
        _shot(app, out, f"21_game_over_reason_{lang}")
        app = _app(clock, size="19x19", lang=lang)
        app.commands.settings.players = (HUMAN, "level2")
        _midgame(app, rng, 60)
        app.commands.moves.review(app.commands.session.state.ply - 7)
        _shot(app, out, f"22_19x19_review_paused_{lang}")


# ------------------------------------------------------------------ DEAGO


def _deago_app(clock: FakeClock, size: str = "19x19", lang: str = "en",
               players: tuple[str, str] = (HUMAN, HUMAN)) -> App:
    store = MemoryStore()
    store.save("settings", json.dumps({
        "lang": lang, "game": "deago", "size": size, "setup": "9", "players": list(players),
        "danger": False,
    }))
    app = App(store, computer_delay_ms=0, seed=1, export_dir=Path(tempfile.mkdtemp()),
              clock_ms=clock)
    app.frame()
    app.commands.show_game()  # (the App opens on home)
    app.frame()
    return app


def _deago_middle(app: App, seed: int, plies: int, want: str = "") -> int | None:
    """Random moves in the middle of the board; with ``want="convert_capture"`` stop (after
    ``plies``) once the side to move has a move that converts and captures, and return it."""
    st = app.commands.session.state
    rng = random.Random(seed)
    n = st.geometry.width
    region = [r * n + c for r in range(2, n - 2) for c in range(2, n - 2)]
    for ply in range(300):
        empties = [p for p in region if st.cell(p) == 0]
        if ply >= plies:
            if not want:
                return None
            for m in empties:
                e = st.preview(m)
                if e.converted and e.captured and not e.winner:
                    return m
        app.commands.session.play(rng.choice(empties))
        if st.is_over:
            raise RuntimeError("the random DEAGO game ended early: pick another seed")
    raise RuntimeError("no converting capture found: pick another seed")


def deago_shots(out: Path, clock: FakeClock, lang: str = "en") -> None:
    """The DEAGO screenshots (see the module docstring); Russian ones end in ``_ru``."""
    ru = "" if lang == "en" else f"_{lang}"
    app = _deago_app(clock, lang=lang)
    app.view.screen_name = "menu"
    _shot(app, out, "30_deago_menu" + ru)
    app.view.screen_name = "game"
    _shot(app, out, "31_deago_19x19_start" + ru)

    move = _deago_middle(app, 0, 30, "convert_capture")
    assert move is not None
    _move_mouse(app, move)
    _shot(app, out, "32_deago_capture_conversion_preview" + ru)
    app.commands.toggle("danger")
    _move_mouse(app, 0)
    app.view.hover = None
    _shot(app, out, "33_deago_threats" + ru)
    app.commands.toggle("danger")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.layout.centre(move),
                                         button=1))
    app.frame()
    clock.ms += theme.TURN_MS // 3
    _shot(app, out, "34_deago_turning_and_fading" + ru)
    clock.ms += 2000

    if lang == "en":
        app.view.screen_name = "rules"
        _shot(app, out, "35_deago_rules")
        app.commands.next_language()
        _shot(app, out, "36_deago_rules_ru")
        app.commands.next_language()
        app.view.screen_name = "game"

    # play on (winning moves first) until someone makes five
    rng = random.Random(4)
    st = app.commands.session.state
    while not st.is_over:
        wins = [m for m in st.winning_moves(st.to_move) if st.effect_for(st.to_move, m).line]
        app.commands.session.play(wins[0] if wins else rng.choice([p for p in range(361)
                                                           if st.cell(p) == 0]))
    app.view.over_dismissed = False
    _shot(app, out, "37_deago_five_game_over" + ru)
    app.view.over_dismissed = True
    _shot(app, out, "37b_deago_five_line" + ru)

    app = _deago_app(clock, size="13x13", lang=lang)
    _deago_middle(app, 2, 16)
    app.commands.moves.pass_turn()
    _shot(app, out, "38_deago_one_pass" + ru)
    app.commands.moves.pass_turn()
    _shot(app, out, "39_deago_draw_two_passes" + ru)

    app = _deago_app(clock, size="13x13", lang=lang)
    _deago_middle(app, 3, 12)
    app.commands.moves.offer_draw()
    _shot(app, out, "40_deago_draw_offer" + ru)


def readme_pictures(folder: Path, clock: FakeClock) -> None:
    """Small board pictures of a Tanbo and a DEAGO game for the top of the README."""
    folder.mkdir(parents=True, exist_ok=True)
    app = _app(clock)
    app.commands.settings.danger = False
    rng = random.Random(5)
    for _ in range(24):
        app.commands.session.play(rng.choice(app.commands.session.state.legal_moves()))
    _board_picture(app, folder / "tanbo.png")
    app = _deago_app(clock)
    _deago_middle(app, 0, 60)
    _board_picture(app, folder / "deago.png")


def _board_picture(app: App, path: Path, size: int = 300) -> None:
    app.view.dirty = True
    app.frame()
    x, y, w, h = app.layout.board_rect()
    board = app.screen.subsurface((x, y, w, h)).copy()
    pygame.image.save(pygame.transform.smoothscale(board, (size, size * h // w)), str(path))
    print(path)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
