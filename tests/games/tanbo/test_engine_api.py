"""The engine's public API beyond the rules: construction, errors, copies, queries.

Covers :class:`tanbo.games.tanbo.state.TanboState` (sizes and setups, push/pop/copy, roots and
growth points, the fast paths) and the small game interface in :mod:`tanbo.game`.
"""

from __future__ import annotations

import random

import pytest

from tanbo.errors import ConfigError, IllegalMoveError, PointError, TanboError
from tanbo.game import GameState
from tanbo.games import GAMES
from tanbo.games.tanbo.setups import CLASSIC_SIZES, DENSE_SIZES, official_sizes
from tanbo.games.tanbo.state import BLACK, EMPTY, WHITE, RemovedRoot, TanboState, opponent
from tests.support.diagrams import tfen
from tests.support.reference import RefState

START_7X7 = "B1W1B1W/7/W1B1W1B/7/B1W1B1W/7/W1B1W1B b"
DIAGRAM_7X7 = """\
7  B . W . B . W
6  . . . . . . .
5  W . B . W . B
4  . . . . . . .
3  B . W . B . W
2  . . . . . . .
1  W . B . W . B
   a b c d e f g"""


# ------------------------------------------------------------------ sizes and setups


def test_the_default_start_is_7x7_dense_as_on_the_rules_page() -> None:
    state = TanboState.new()
    assert state.tfen() == START_7X7
    assert str(state) == DIAGRAM_7X7
    assert state.setup == "dense"
    assert (state.width, state.height) == (7, 7)
    assert state.to_move == BLACK and state.winner == EMPTY and not state.is_over


@pytest.mark.parametrize(
    ("width", "height", "setup"),
    [(w, h, "dense") for (w, h) in DENSE_SIZES] + [(19, 19, "classic")],
)
def test_every_official_start_is_fair_and_matches_the_reference(
    width: int, height: int, setup: str
) -> None:
    state = TanboState.new(width, height, setup)
    assert state.tfen() == RefState.new(width, height, setup).tfen()
    assert state.stone_count(BLACK) == state.stone_count(WHITE) > 0
    assert state.cell(0) == BLACK  # the top-left corner is Black
    state.check_consistency()


def test_the_official_size_lists_follow_the_rules_page() -> None:
    squares = {(7, 7), (11, 11), (15, 15), (19, 19)}
    rects = {(5, 7), (7, 9), (9, 11), (11, 13), (13, 15), (15, 17), (17, 19)}
    assert set(DENSE_SIZES) == squares | rects | {(h, w) for (w, h) in rects}
    assert set(CLASSIC_SIZES) == {(19, 19)}
    assert official_sizes("dense") == DENSE_SIZES


def test_classic_has_16_stones_on_rows_and_columns_0_6_12_18() -> None:
    state = TanboState.new(19, 19, "classic")
    stones = {state.point_name(p) for p in range(361) if state.cell(p) != EMPTY}
    assert len(stones) == 16
    assert {"a19", "g19", "m19", "s19", "a1", "s1", "g13", "m7"} <= stones
    assert state.stone_count(BLACK) == state.stone_count(WHITE) == 8


@pytest.mark.parametrize(("width", "height"), [(8, 8), (7, 8), (5, 5), (21, 21), (9, 9)])
def test_an_unofficial_dense_size_is_a_config_error_listing_the_valid_ones(
    width: int, height: int
) -> None:
    with pytest.raises(ConfigError) as info:
        TanboState.new(width, height, "dense")
    message = str(info.value)
    assert f"{width}x{height}" in message
    for w, h in DENSE_SIZES:
        assert f"{w}x{h}" in message


def test_classic_on_another_size_is_a_config_error_listing_19x19() -> None:
    with pytest.raises(ConfigError, match=r"7x7.*19x19"):
        TanboState.new(7, 7, "classic")


def test_an_unknown_setup_is_a_config_error_listing_the_setups() -> None:
    with pytest.raises(ConfigError) as info:
        TanboState.new(7, 7, "sparse")
    assert "'sparse'" in str(info.value)
    assert "dense" in str(info.value) and "classic" in str(info.value)
    assert isinstance(info.value, TanboError) and isinstance(info.value, ValueError)


# ---------------------------------------------------------------------- push and pop


@pytest.mark.parametrize("move", ["a1", 1.0, None, True, [3]])
def test_push_of_something_other_than_a_point_index_is_a_point_error(move: object) -> None:
    state = TanboState.new()
    with pytest.raises(PointError, match="point index"):
        state.push(move)  # type: ignore[arg-type]
    assert state.tfen() == START_7X7


@pytest.mark.parametrize("move", [-1, 49, 10**9])
def test_push_off_the_board_is_an_illegal_move(move: int) -> None:
    state = TanboState.new()
    with pytest.raises(IllegalMoveError, match="off the board"):
        state.push(move)


def test_pop_without_a_pushed_move_is_an_index_error() -> None:
    with pytest.raises(IndexError):
        TanboState.new().pop()


def test_push_and_pop_track_ply_last_move_and_move_stack() -> None:
    state = TanboState.new()
    b7, g6 = state.parse_move("b7"), state.parse_move("g6")
    assert state.push(b7) == ()
    state.push(g6)
    assert (state.ply, state.last_move, state.move_stack) == (2, g6, [b7, g6])
    assert state.to_move == BLACK
    assert state.pop() == g6
    assert (state.ply, state.last_move, state.to_move) == (1, b7, WHITE)
    assert state.pop() == b7
    assert state.last_move is None and state.tfen() == START_7X7


def test_copy_is_independent_and_has_no_history() -> None:
    state = TanboState.from_tfen("2WB/1B2/2B1 b")
    state.push(state.parse_move("d2"))
    twin = state.copy()
    assert twin.tfen() == state.tfen()
    assert twin.last_removed == state.last_removed
    assert twin.move_stack == []
    with pytest.raises(IndexError):
        twin.pop()
    twin.push(twin.legal_moves()[0])
    assert twin.tfen() != state.tfen()
    state.check_consistency()
    assert state.tfen() == "2W1/1B2/2B1 w"
    state.pop()
    assert twin.ply == 1
    twin.check_consistency()


def test_push_unchecked_and_random_playout_keep_no_history() -> None:
    state = TanboState.new()
    state.push_unchecked(state.parse_move("b7"))
    assert state.move_stack == [] and state.to_move == WHITE
    winner = state.random_playout(random.Random(7))
    assert winner in (BLACK, WHITE) and state.winner == winner
    assert state.move_stack == []
    with pytest.raises(IndexError):
        state.pop()


def test_random_playouts_are_reproducible_with_a_seeded_rng() -> None:
    results = []
    for _ in range(2):
        state = TanboState.new(11, 11)
        results.append((state.random_playout_length(random.Random(42)), state.tfen()))
    assert results[0] == results[1]
    (winner, plies), _ = results[0]
    assert winner in (BLACK, WHITE) and plies > 0


# ---------------------------------------------------------------------------- queries

DANGER = """
4  B W . .
3  . . . .
2  . . . W
1  . B . .
   a b c d
"""


def test_roots_list_stones_and_growth_points() -> None:
    # a4: its only growth point is a3 (b4 is White). b1: a1, c1, b2. b4: c4, b3.
    # d2: d3, c2, d1.
    state = TanboState.from_tfen(tfen(DANGER, "b"))
    found = {
        (
            r.colour,
            tuple(state.point_name(p) for p in r.stones),
            frozenset(state.point_name(p) for p in r.growth_points),
        )
        for r in state.roots()
    }
    assert found == {
        (BLACK, ("a4",), frozenset({"a3"})),
        (WHITE, ("b4",), frozenset({"c4", "b3"})),
        (WHITE, ("d2",), frozenset({"d3", "c2", "d1"})),
        (BLACK, ("b1",), frozenset({"a1", "c1", "b2"})),
    }
    for r in state.roots():
        assert state.growth_count(r.root_id) == len(r.growth_points)
        assert state.root_stones(r.root_id) == r.stones
        assert not r.bounded
        for p in r.stones:
            assert state.root_of(p) == r.root_id
        for p in r.growth_points:
            assert state.growth_owner(r.colour, p) == r.root_id
    assert state.root_of(state.parse_move("c3")) == -1
    assert state.growth_owner(BLACK, state.parse_move("c3")) == -1
    assert (state.root_count(BLACK), state.root_count(WHITE)) == (2, 2)


def test_danger_roots_are_the_roots_with_one_growth_point_left() -> None:
    state = TanboState.from_tfen(tfen(DANGER, "b"))
    (danger,) = state.danger_roots()
    assert danger.colour == BLACK
    assert [state.point_name(p) for p in danger.stones] == ["a4"]
    assert TanboState.new().danger_roots() == []


def test_start_roots_have_two_three_or_four_growth_points() -> None:
    state = TanboState.new()
    counts = sorted(len(r.growth_points) for r in state.roots())
    assert counts == [2] * 4 + [3] * 8 + [4] * 4


def test_a_finished_game_has_no_legal_moves() -> None:
    state = TanboState.from_tfen("B3/4/WB2 b")
    removed = state.push(state.parse_move("a2"))
    assert removed == (RemovedRoot(WHITE, (8,), False),)
    assert state.is_over and state.winner == BLACK
    assert state.legal_moves() == []
    assert not any(state.is_legal(p) for p in range(state.geometry.npoints))
    with pytest.raises(IllegalMoveError, match="game is over"):
        state.push(state.parse_move("d1"))
    state.pop()
    assert not state.is_over and state.legal_moves()


def test_an_empty_board_is_lost_by_the_side_to_move() -> None:
    assert TanboState.from_tfen("3/3 b").winner == WHITE
    assert TanboState.from_tfen("3/3 w").winner == BLACK


def test_point_text_helpers() -> None:
    state = TanboState.new(5, 7)
    assert state.point_name(0) == "a7"
    assert state.move_text(34) == "e1"
    assert state.parse_move(" c4 ") == state.parse_point("c4") == 3 * 5 + 2
    assert state.cells[0] == BLACK and len(state.cells) == 35
    with pytest.raises(PointError, match="'f1'"):
        state.parse_move("f1")


def test_opponent() -> None:
    assert opponent(BLACK) == WHITE and opponent(WHITE) == BLACK


# ------------------------------------------------------------------- game interface


def test_tanbo_state_satisfies_the_game_state_protocol() -> None:
    state = TanboState.new()
    assert isinstance(state, GameState)
    assert state.game_name == "tanbo"


def test_the_tanbo_game_spec_makes_states() -> None:
    spec = GAMES["tanbo"]
    assert spec.default_size == (7, 7) and spec.default_setup == "dense"
    assert set(spec.setups) == {"dense", "classic"}
    assert spec.sizes("classic") == ((19, 19),)
    state = spec.new_state(5, 7, "dense")
    assert isinstance(state, GameState)
    assert state.tfen() == TanboState.new(5, 7).tfen()
    assert spec.from_text(START_7X7).tfen() == START_7X7
    with pytest.raises(ConfigError):
        spec.new_state(8, 8, "dense")
