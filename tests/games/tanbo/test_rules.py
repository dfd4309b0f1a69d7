"""The rules page as tests: placement, removal, winning, the worked examples.

Positions are board diagrams (see :mod:`tests.support.diagrams`). Every move is played on the
fast engine (:class:`tanbo.games.tanbo.state.TanboState`) and on the slow reference
(:class:`tests.support.reference.RefState`), and both must give the stated result.
"""

from __future__ import annotations

import pytest

from tanbo.errors import IllegalMoveError, PointError
from tanbo.games.tanbo.state import BLACK, WHITE, RemovedRoot, TanboState
from tests.support.diagrams import tfen
from tests.support.reference import RefState

Removed = list[tuple[int, tuple[int, ...], bool]]


def normalised(removed: tuple[RemovedRoot, ...]) -> Removed:
    """Removed roots as sorted plain tuples (order and container types do not matter)."""
    return sorted((r.colour, tuple(sorted(r.stones)), r.current) for r in removed)


def names(state: TanboState, points: tuple[int, ...]) -> set[str]:
    """Point indices as point names."""
    return {state.point_name(p) for p in points}


def play(position: str, move: str) -> tuple[TanboState, Removed]:
    """Play ``move`` on both implementations; check they agree; return the engine's result."""
    engine = TanboState.from_tfen(position)
    ref = RefState.from_tfen(position)
    point = engine.parse_move(move)
    assert engine.legal_moves() == ref.legal_moves()
    removed = normalised(engine.push(point))
    engine.check_consistency()
    result = ref.play(point)
    assert engine.tfen() == result.state.tfen()
    assert engine.winner == result.state.winner
    assert removed == sorted((g.colour, g.stones, g.current) for g in result.removed)
    assert normalised(engine.last_removed) == removed
    assert engine.legal_moves() == result.state.legal_moves()
    return engine, removed


def legal_names(position: str) -> set[str]:
    """The legal moves of a position by name, after checking engine and reference agree."""
    engine = TanboState.from_tfen(position)
    ref = RefState.from_tfen(position)
    assert engine.legal_moves() == ref.legal_moves()
    return {engine.point_name(p) for p in engine.legal_moves()}


# ----------------------------------------------------------------------- placement

PLACEMENT = """
5  . . . . .
4  . B . . .
3  . . B . .
2  . W . . .
1  . . . . .
   a b c d e
"""


def test_a_placement_touching_exactly_one_own_stone_is_legal() -> None:
    assert "a4" in legal_names(tfen(PLACEMENT, "b"))
    assert "d3" in legal_names(tfen(PLACEMENT, "b"))


def test_a_placement_touching_no_own_stone_is_illegal() -> None:
    state = TanboState.from_tfen(tfen(PLACEMENT, "b"))
    assert "e1" not in legal_names(tfen(PLACEMENT, "b"))
    assert state.why_illegal(state.parse_move("e1")) == "point is not adjacent to a black stone"


def test_a_placement_touching_two_own_stones_is_illegal() -> None:
    # b3 touches b4 and c3 (both Black) and b2 (White).
    state = TanboState.from_tfen(tfen(PLACEMENT, "b"))
    assert "b3" not in legal_names(tfen(PLACEMENT, "b"))
    assert state.why_illegal(state.parse_move("b3")) == (
        "point is adjacent to 2 black stones (must be exactly one)"
    )


def test_a_placement_touching_three_own_stones_is_illegal() -> None:
    position = tfen(
        """
        3  . B .
        2  B . B
        1  . W .
        """,
        "b",
    )
    state = TanboState.from_tfen(position)
    assert "b2" not in legal_names(position)
    assert state.why_illegal(state.parse_move("b2")) == (
        "point is adjacent to 3 black stones (must be exactly one)"
    )


def test_opponent_neighbours_do_not_matter() -> None:
    # c2 touches c3 (Black) and b2 (White): legal for Black. b3 touches two Black
    # stones but only one White stone (b2): legal for White.
    assert "c2" in legal_names(tfen(PLACEMENT, "b"))
    assert "b3" in legal_names(tfen(PLACEMENT, "w"))


def test_an_occupied_point_is_illegal() -> None:
    state = TanboState.from_tfen(tfen(PLACEMENT, "b"))
    for name in ("b4", "c3", "b2"):
        assert name not in legal_names(tfen(PLACEMENT, "b"))
        assert state.why_illegal(state.parse_move(name)) == "point is occupied"


def test_legal_moves_of_the_placement_diagram_are_exactly_the_one_neighbour_points() -> None:
    # c4 and b3 touch both Black stones.
    assert legal_names(tfen(PLACEMENT, "b")) == {"a4", "b5", "d3", "c2"}
    assert legal_names(tfen(PLACEMENT, "w")) == {"a2", "b3", "c2", "b1"}


def test_push_of_an_illegal_move_raises_with_the_reason_and_changes_nothing() -> None:
    position = tfen(PLACEMENT, "b")
    state = TanboState.from_tfen(position)
    with pytest.raises(IllegalMoveError) as info:
        state.push(state.parse_move("b3"))
    assert info.value.reason == "point is adjacent to 2 black stones (must be exactly one)"
    assert info.value.point == state.parse_move("b3")
    assert "'b3'" in str(info.value)
    assert state.tfen() == position
    assert state.move_stack == []


def test_why_illegal_off_the_board_and_after_the_game() -> None:
    state = TanboState.from_tfen(tfen(PLACEMENT, "b"))
    assert state.why_illegal(-1) == "point is off the board"
    assert state.why_illegal(25) == "point is off the board"
    assert not state.is_legal(25)
    with pytest.raises(IllegalMoveError):
        state.push(25)
    done, _ = play("B3/4/WB2 b", "a2")  # Black takes White's last root
    assert done.winner == BLACK
    assert done.why_illegal(done.parse_move("d1")) == "the game is over"
    assert done.legal_moves() == []


def test_a_point_name_off_the_board_is_a_point_error() -> None:
    state = TanboState.from_tfen(tfen(PLACEMENT, "b"))
    with pytest.raises(PointError, match="'f1'"):
        state.parse_move("f1")


# ------------------------------------------------------------------- growth points


def test_a_point_touched_twice_by_the_same_root_is_not_a_growth_point() -> None:
    # The Black root a2-b2-a1 touches b1 twice (from b2 and a1).
    position = tfen(
        """
        2  B B . W
        1  B . . W
        """,
        "b",
    )
    state = TanboState.from_tfen(position)
    (black,) = [r for r in state.roots() if r.colour == BLACK]
    assert names(state, black.growth_points) == {"c2"}
    assert state.growth_count(black.root_id) == 1
    assert "b1" not in legal_names(position)
    ref = RefState.from_tfen(position)
    (ref_black,) = [g for g in ref.roots() if g.colour == BLACK]
    assert ref.growth_points(ref_black) == list(black.growth_points)


def test_growing_so_the_last_growth_point_is_touched_twice_bounds_the_root() -> None:
    # Black a1 makes b1 touch a1 and b2 (one root): the root a2-b2-a1 is bounded.
    state, removed = play(
        tfen(
            """
            2  B B W .
            1  . . W B
            """,
            "b",
        ),
        "a1",
    )
    assert removed == [(BLACK, (0, 1, 4), True)]
    assert state.tfen() == "2W1/2WB w"
    assert state.winner == 0


# ------------------------------------------------------------------------- removal


def test_current_root_bounded_alone_is_removed_with_the_new_stone() -> None:
    # a2 joins a3; a1 and b2 also touch Black b1, so the root a3-a2 has no growth point.
    before = tfen(
        """
        3  B W . .
        2  . . . .
        1  . B . .
        """,
        "b",
    )
    state, removed = play(before, "a2")
    assert removed == [(BLACK, (0, 4), True)]
    assert state.tfen() == tfen(
        """
        3  . W . .
        2  . . . .
        1  . B . .
        """,
        "w",
    )
    assert state.winner == 0


def test_other_bounded_roots_of_both_colours_are_removed_together() -> None:
    # White c2 keeps growth points; it bounds Black c3 (b3 touches a3 too) and its own
    # root d3 (d2 now touches c2 and d3): both are removed at once.
    state, removed = play(
        tfen(
            """
            3  B . B W
            2  . . . .
            1  . . W .
            """,
            "w",
        ),
        "c2",
    )
    assert removed == [(BLACK, (2,), False), (WHITE, (3,), False)]
    assert state.tfen() == tfen(
        """
        3  B . . .
        2  . . W .
        1  . . W .
        """,
        "b",
    )
    assert state.winner == 0
    assert not [r for r in state.roots() if r.bounded]


def test_current_bounded_with_others_removes_only_the_current_root() -> None:
    # d2 bounds the current root d3-d2 and also Black c1 (b1, d1 and c2 are all touched
    # twice). Only the current root goes; c1 survives and has d1 again.
    state, removed = play(
        tfen(
            """
            3  . . W B
            2  . B . .
            1  . . B .
            """,
            "b",
        ),
        "d2",
    )
    assert removed == [(BLACK, (3, 7), True)]
    assert state.tfen() == "2W1/1B2/2B1 w"
    c1 = state.root_of(state.parse_move("c1"))
    assert state.growth_count(c1) > 0
    assert not [r for r in state.roots() if r.bounded]


def test_current_bounded_with_an_opponent_root_removes_only_the_current_root() -> None:
    # b1 bounds the current root a1-b1 and White c1 (between b1 and d1).
    state, removed = play(tfen("B . W B . . .", "b"), "b1")
    assert removed == [(BLACK, (0, 1), True)]
    assert state.tfen() == "2WB3 w"
    (white,) = [r for r in state.roots() if r.colour == WHITE]
    assert names(state, white.growth_points) == {"b1"}
    assert state.winner == 0


def test_worked_example_a_removes_only_the_current_root() -> None:
    state, removed = play(
        tfen(
            """
            9  W W B B . . B . .
            8  . W W B . . B B B
            7  W . W B B B . B .
            6  W W W W W B B B B
            5  B B B . . W W W W
            4  . . B . W W B W .
            3  B . B B B B B W .
            2  B B B . W W W W W
            1  B W W W W . W . W
               a b c d e f g h i
            """,
            "w",
        ),
        "d5",
    )
    assert state.tfen() == (
        "2BB2B2/3B2BBB/3BBB1B1/5BBBB/BBB2WWWW/2B1WWBW1/B1BBBBBW1/BBB1WWWWW/BWWWW1W1W b"
    )
    assert [(colour, len(stones), current) for colour, stones, current in removed] == [
        (WHITE, 12, True)
    ]


def test_worked_example_b_removes_both_bounded_roots_below() -> None:
    state, removed = play(
        tfen(
            """
            9  W W B B . . B . .
            8  . W W B . . B B B
            7  . . W B B B . B .
            6  W W W W W B B B B
            5  B B B . . W W W W
            4  . . B . W W B W .
            3  B . B B B B B W .
            2  B B B . W W W W W
            1  B W W W W . W . W
               a b c d e f g h i
            """,
            "w",
        ),
        "d5",
    )
    assert state.tfen() == "WWBB2B2/1WWB2BBB/2WBBB1B1/WWWWWBBBB/3W5/9/9/9/9 b"
    assert [(colour, len(stones), current) for colour, stones, current in removed] == [
        (BLACK, 15, False),
        (WHITE, 19, False),
    ]


def test_a_hand_built_bounded_root_is_removed_by_the_next_ordinary_move() -> None:
    # Rule 2 removes *every* bounded root, including one already bounded before the move:
    # Black a1 is walled in by White a2 and b1; Black c3 keeps a growth point (a3).
    state, removed = play(
        tfen(
            """
            3  . B . .
            2  W . . .
            1  B W . .
            """,
            "b",
        ),
        "c3",
    )
    assert removed == [(BLACK, (8,), False)]
    assert state.tfen() == "1BB1/W3/1W2 w"


# ------------------------------------------------------------------------- winning


def test_removing_the_opponents_last_root_wins_at_once() -> None:
    # Black a2 walls in White a1 (the only White root): Black wins on its own move.
    state, removed = play(
        tfen(
            """
            3  B . . .
            2  . . . .
            1  W B . .
            """,
            "b",
        ),
        "a2",
    )
    assert removed == [(WHITE, (8,), False)]
    assert state.winner == BLACK
    assert state.is_over
    assert state.legal_moves() == []
    assert state.tfen() == "B3/B3/1B2 w"


def test_removing_your_own_last_root_loses() -> None:
    # White b3 bounds White's only root a3-b3: it is removed and Black wins.
    state, removed = play(
        tfen(
            """
            3  W . B .
            2  B B . .
            1  . . . .
            """,
            "w",
        ),
        "b3",
    )
    assert removed == [(WHITE, (0, 1), True)]
    assert state.winner == BLACK
    assert state.tfen() == "2B1/BB2/4 b"
    assert state.stone_count(WHITE) == 0


def test_a_side_to_move_with_stones_but_no_move_has_lost() -> None:
    # Hand-built only (after a real move no root is bounded). Project decision in
    # TanboState._update_winner: a player who cannot move loses.
    position = tfen(
        """
        2  B W .
        1  W . .
        """,
        "b",
    )
    state = TanboState.from_tfen(position)
    ref = RefState.from_tfen(position)
    assert state.winner == ref.winner == WHITE
    assert state.legal_moves() == ref.legal_moves() == []


# ------------------------------------------------------------- preview, last_removed


@pytest.mark.parametrize(
    ("position", "move"),
    [
        ("2WB/1B2/2B1 b", "d2"),
        ("B1BW/4/2W1 w", "c2"),
        ("W1B1/BB2/4 w", "b3"),
        ("B1W1B1W/7/W1B1W1B/7/B1W1B1W/7/W1B1W1B b", "b7"),
    ],
)
def test_preview_equals_push_and_leaves_the_state_unchanged(position: str, move: str) -> None:
    state = TanboState.from_tfen(position)
    point = state.parse_move(move)
    before = (state.tfen(), state.legal_moves(), state.roots(), state.winner, state.move_stack)
    preview = state.preview(point)
    assert (state.tfen(), state.legal_moves(), state.roots(), state.winner) == before[:4]
    assert state.move_stack == [] and state.last_removed == ()
    assert preview == state.push(point)
    assert state.last_removed == preview


def test_last_removed_marks_the_current_root_and_resets_on_a_quiet_move() -> None:
    state = TanboState.from_tfen("2WB/1B2/2B1 b")
    state.push(state.parse_move("d2"))
    assert state.last_removed == (RemovedRoot(BLACK, (3, 7), True),)
    state.push(state.parse_move("b3"))
    assert not state.last_removed
    state.pop()
    assert state.last_removed == (RemovedRoot(BLACK, (3, 7), True),)
