"""Issue 31 in the App: finished games recorded to the profiles, the Statistics screen,
the profiles chosen in the menu, unreadable profile data set aside and offered."""

from __future__ import annotations

from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from tanbo.players import HUMAN, RANDOM  # noqa: E402
from tanbo.profiles.model import ProfileData  # noqa: E402
from tanbo.profiles.store import STORE_NAME, parse, to_text  # noqa: E402
from tanbo.ui import screens  # noqa: E402
from tanbo.ui.app import App  # noqa: E402
from tanbo.ui.screens.stats import graph_points  # noqa: E402
from tanbo.ui.storage import FileStore  # noqa: E402
from tests.support.ui_driver import app_in, button_pos, click, record_texts  # noqa: E402


def finish(app: App) -> None:
    """Play the first legal move for each human turn (the computer plays its own) to the end."""
    for _ in range(400):
        s = app.commands.session
        if s.is_over:
            return
        if s.human_to_move:
            app.commands.moves.try_move(s.state.legal_moves()[0])
        else:
            app.commands.computer.computer_step(1000.0)  # the frame loop's slice, without drawing
    raise AssertionError("the game did not end")


def games_of(app: App) -> list[tuple[str, str, int, float]]:
    return [(g.profile, g.opponent, g.colour, g.score)
            for g in app.commands.profiles.data.games]


def test_a_game_against_the_computer_is_recorded_once(tmp_path: Path) -> None:
    app = app_in(tmp_path, (HUMAN, RANDOM))
    finish(app)
    assert games_of(app) == [("p1", RANDOM, 1, games_of(app)[0][3])]
    entry = app.commands.profiles.data.games[0]
    assert entry.record is not None and entry.record.startswith('[Game "Tanbo"]')
    assert entry.plies == app.commands.session.state.ply
    # undo after the end, and the same end again: still one game
    app.commands.moves.undo()
    assert not app.commands.session.is_over
    finish(app)
    assert len(games_of(app)) == 1
    # stored: a new App finds it, and the finished game it restores is not counted again
    again = app_in(tmp_path, settings="")
    assert len(games_of(again)) == 1
    assert parse(FileStore(tmp_path).load(STORE_NAME) or "").games[0].record == entry.record


def test_a_game_of_two_profiles_is_recorded_for_both(tmp_path: Path) -> None:
    app = app_in(tmp_path, (HUMAN, HUMAN))
    screens.do(app.commands, "profile_add")  # "Player 2", now the current profile
    assert app.commands.profiles.name("p2") == "Player 2"
    screens.do(app.commands, "profile_pick:p1")
    app.commands.open_screen("menu")
    click(app, button_pos(app, "profile_side:2"))  # White: Guest -> Player (taken by Black)...
    profiles = app.commands.profiles
    side = profiles.side(("human", "human"), 2, lambda c: True)
    if side != "p2":
        click(app, button_pos(app, "profile_side:2"))
    assert profiles.side(("human", "human"), 2, lambda c: True) == "p2"
    assert profiles.side(("human", "human"), 1, lambda c: True) == "p1"
    app.commands.close_screen()
    finish(app)
    got = sorted(games_of(app))
    assert [(p, o, c) for p, o, c, _ in got] == [("p1", "profile:p2", 1), ("p2", "profile:p1", 2)]
    assert got[0][3] + got[1][3] == 1.0


def test_a_guest_at_the_same_screen_is_recorded_against_local(tmp_path: Path) -> None:
    app = app_in(tmp_path, (HUMAN, HUMAN))
    finish(app)  # Black: the current profile, White: a guest
    assert [(p, o, c) for p, o, c, _ in games_of(app)] == [("p1", "local:", 1)]


def test_a_game_by_link_is_recorded_for_this_side_only(tmp_path: Path) -> None:
    app = app_in(tmp_path, (HUMAN, HUMAN))
    app.commands.session.by_link = True
    s = app.commands.session
    while not s.is_over:
        mover = s.state.to_move
        app.commands.moves.try_move(s.state.legal_moves()[0])
    assert [(p, o, c) for p, o, c, _ in games_of(app)] == [("p1", "link:", mover)]


def test_the_statistics_screen_shows_the_game_its_rating_and_graph(tmp_path: Path) -> None:
    app = app_in(tmp_path, (HUMAN, RANDOM))
    finish(app)
    app.commands.open_screen("menu")
    click(app, button_pos(app, "stats"))
    assert app.view.screen_name == "stats"
    texts = record_texts(app)
    assert any(t.startswith("Rating in Tanbo: ") for t in texts)
    assert any(t.startswith("1 game · ") for t in texts)  # one game, not "1 games"
    streak = next(t for t in texts if t.startswith("Now "))
    assert streak.startswith(("Now 1 win in a row", "Now 1 loss in a row")), streak
    assert "1 wins" not in streak and "1 losses" not in streak
    history = app.commands.profiles.statistics()["p1"].ratings["tanbo"]
    points = graph_points(history, (0, 0, 300, 100))
    assert len(points) == 2  # from a new player's 1500 to the rating after the day
    assert points[0][0] == 0 and points[1][0] == 300 and points[0][1] != points[1][1]
    for page in ("tables", "games", "top"):
        click(app, button_pos(app, f"stats_page:{page}"))
        assert record_texts(app)
    # a past game opens in review, from its first position
    click(app, button_pos(app, "stats_page:games"))
    click(app, button_pos(app, "stats_open:0"))
    assert app.view.screen_name == "game"
    assert app.commands.session.reviewing and app.commands.session.shown_ply == 0
    assert len(games_of(app)) == 1  # opening it records nothing


def test_rename_by_typing_and_delete_with_a_question(tmp_path: Path) -> None:
    app = app_in(tmp_path)
    screens.do(app.commands, "stats")
    screens.do(app.commands, "profile_add")
    click(app, button_pos(app, "profile_rename"))
    for text in ("Ann", "a"):
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0,
                                         unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode=""))
    app.frame()
    assert app.commands.profiles.name("p2") == "Ann"
    assert app.view.screen_name == "stats"  # Enter went to the name, not elsewhere
    click(app, button_pos(app, "profile_delete"))
    assert app.view.confirm is not None
    click(app, button_pos(app, "confirm:yes"))
    assert [p.name for p in app.commands.profiles.data.profiles] == ["Player"]
    assert parse(FileStore(tmp_path).load(STORE_NAME) or "").names() == {"p1": "Player"}


@pytest.mark.parametrize("text", ["{broken", '{"format":"tanbo-profiles","version":99}',
                                  "[" * 100_000])
def test_unreadable_profile_data_is_set_aside_and_offered(tmp_path: Path, text: str) -> None:
    store = FileStore(tmp_path)
    store.save(STORE_NAME, text)
    app = app_in(tmp_path, (HUMAN, RANDOM))
    assert app.view.message_warn and "set aside" in app.view.message
    asides = store.asides(STORE_NAME)
    assert len(asides) == 1 and store.load(asides[0]) == text  # kept, unread
    finish(app)  # the fresh data records the game; the set-aside text is untouched
    assert store.load(asides[0]) == text
    assert len(parse(store.load(STORE_NAME) or "").games) == 1
    screens.do(app.commands, "stats")
    click(app, button_pos(app, "profile_aside"))
    assert app.view.confirm is not None and asides[0] in app.view.confirm.question


def test_export_then_import_merges_and_changes_nothing_twice(tmp_path: Path) -> None:
    app = app_in(tmp_path, (HUMAN, RANDOM))
    finish(app)
    keeper = app.commands.profiles
    exported = keeper.export_text()
    assert app.commands.profile_commands.import_profiles(exported)
    assert len(keeper.data.games) == 1
    other = ProfileData()
    other.add_profile("Ann")
    assert app.commands.profile_commands.import_profiles(to_text(other))
    assert [p.name for p in keeper.data.profiles] == ["Player", "Ann"]
    assert not app.commands.profile_commands.import_profiles("not a profiles file")
    assert app.view.message_warn


def test_the_menu_offers_a_profile_only_for_a_human_side(tmp_path: Path) -> None:
    app = app_in(tmp_path, (HUMAN, RANDOM))
    app.commands.open_screen("menu")
    actions = {b.action for b in screens.buttons(app.commands)}
    assert "profile_side:1" in actions and "profile_side:2" not in actions
    assert "stats" in actions


def test_games_started_from_the_menu_are_recorded_each(tmp_path: Path) -> None:
    app = app_in(tmp_path, (HUMAN, RANDOM))
    for n in (1, 2):
        app.commands.open_screen("menu")
        click(app, button_pos(app, "start"))
        assert app.view.screen_name == "game" and app.commands.session.state.ply == 0
        finish(app)
        assert len(games_of(app)) == n


def test_a_finished_record_imported_is_not_recorded(tmp_path: Path) -> None:
    app = app_in(tmp_path, (HUMAN, RANDOM))
    finish(app)
    text = app.commands.session.record_text()
    assert app.commands.records.import_record(text)
    assert app.commands.session.is_over
    assert len(games_of(app)) == 1


def test_each_human_side_gets_a_profile_and_two_sides_never_share_one() -> None:
    from tanbo.ui.profile_keeper import GUEST, ProfileKeeper
    from tanbo.ui.storage import MemoryStore

    keeper = ProfileKeeper(MemoryStore())
    keeper.add("Ann")  # p2, now current
    both = ("human", "human")

    def human(c: int) -> bool:
        return True

    assert (keeper.side(both, 1, human), keeper.side(both, 2, human)) == ("p2", None)
    assert keeper.side(("level1", "human"), 2, lambda c: c == 2) == "p2"  # the only human
    assert keeper.side(("human", "level1"), 2, lambda c: c == 1) is None  # a computer
    seen = []
    for _ in range(3):  # White: each profile Black does not play, then a guest, round
        keeper.cycle_side(2, both, human)
        seen.append(keeper.sides[2])
    assert seen == ["p1", GUEST, "p1"]
    assert keeper.side(both, 1, human) == "p2"
    keeper.remove("p2")
    assert keeper.sides[1] is None  # no choice: the current profile, p1 now, is White's
    assert (keeper.side(both, 1, human), keeper.side(both, 2, human)) == (None, "p1")


def test_nothing_is_saved_over_profile_data_that_could_not_be_set_aside() -> None:
    from tanbo.ui.profile_keeper import ProfileKeeper
    from tanbo.ui.storage import MemoryStore

    class Stuck(MemoryStore):
        def set_aside(self, name: str) -> str:
            raise OSError("read-only")

    store = Stuck()
    store.save(STORE_NAME, "{broken")
    keeper = ProfileKeeper(store)
    assert keeper.unreadable is not None and not keeper.can_save
    assert keeper.save() is not None  # an error to show
    assert store.load(STORE_NAME) == "{broken"


def test_export_writes_one_file_that_imports_back(tmp_path: Path) -> None:
    app = app_in(tmp_path, (HUMAN, RANDOM))
    finish(app)
    app.commands.profile_commands.export_profiles()
    files = list((tmp_path / "records").glob("tanbo-profiles-*.json"))
    assert len(files) == 1 and "exported" in app.view.message
    text = files[0].read_text(encoding="utf-8")
    assert parse(text).games == app.commands.profiles.data.games
    assert app.commands.records.import_file(str(files[0]))  # dropped on the window: merged
    assert len(games_of(app)) == 1
