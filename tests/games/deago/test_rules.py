"""The DEAGO rules page as tests: conversion, pair capture, winning, passing, the end.

Each case is a board diagram (see :mod:`tests.support.deago_diagrams`) on a 13x13 board: the
move is played at the point marked ``+`` and the position after it is a second
diagram. Every test runs on both the slow reference
(:mod:`tests.support.deago_reference`) and the engine
(:class:`tanbo.games.deago.state.DeagoState`) through :mod:`tests.support.deago_impls`,
which on the engine also checks ``preview``, ``effect_for``, ``last_effect`` and
``check_consistency()`` on every move.
"""

from __future__ import annotations

import pytest

from tests.support.deago_diagrams import board, cells_dfen, dfen, marked
from tests.support.deago_impls import IMPLEMENTATIONS, Effect, Game, load, new
from tests.support.deago_reference import BLACK, DRAW, PASS, WHITE


@pytest.fixture(params=IMPLEMENTATIONS)
def impl(request: pytest.FixtureRequest) -> str:
    """The implementation under test: ``"reference"`` or ``"engine"``."""
    name: str = request.param
    return name


def play(
    impl: str,
    before: str,
    to_move: str = "b",
    captured: tuple[int, int] = (0, 0),
) -> tuple[Game, Effect]:
    """Load the diagram ``before`` and play its ``+`` point; the game and the move's effect."""
    game = load(impl, dfen(before, to_move, captured=captured))
    effect = game.play(game.point(marked(before)))
    return game, effect


def names(game: Game, points: frozenset[int]) -> set[str]:
    return {game.name(p) for p in points}


def assert_position(
    game: Game, after: str, to_move: str, captured: tuple[int, int] = (0, 0)
) -> None:
    """The game's position is the diagram ``after`` with these counts (no passes)."""
    expected = dfen(after, to_move, captured=captured)
    assert game.dfen() == expected, f"\ngot:\n{board(game.dfen())}\nexpected:\n{board(expected)}"


NOTHING = Effect(frozenset(), frozenset(), frozenset())


# ---------------------------------------------------------------------- conversion


def test_a_neutral_between_the_new_stone_and_an_own_stone_converts_horizontally(impl: str) -> None:
    game, effect = play(impl, """
        1  B N +
           a b c
    """)
    assert names(game, effect.converted) == {"b1"}
    assert effect.captured == frozenset()
    assert_position(game, """
        1  B B B
           a b c
    """, "w")


def test_a_neutral_converts_vertically(impl: str) -> None:
    game, effect = play(impl, """
        3  +
        2  N
        1  W
           a
    """, "w")
    assert names(game, effect.converted) == {"a2"}
    assert_position(game, """
        3  W
        2  W
        1  W
           a
    """, "b")


def test_several_neutrals_convert_in_one_move_only_where_flanked_by_the_mover(impl: str) -> None:
    game, effect = play(impl, """
        5  . . B . .
        4  . . N . .
        3  B N + N W
        2  . . N . .
        1  . . N . .
           a b c d e
    """)
    assert names(game, effect.converted) == {"b3", "c4"}
    assert_position(game, """
        5  . . B . .
        4  . . B . .
        3  B B B N W
        2  . . N . .
        1  . . N . .
           a b c d e
    """, "w")


def test_no_conversion_on_a_diagonal(impl: str) -> None:
    game, effect = play(impl, """
        3  . . +
        2  . N .
        1  B . .
           a b c
    """)
    assert effect == NOTHING
    assert_position(game, """
        3  . . B
        2  . N .
        1  B . .
           a b c
    """, "w")


def test_two_neutrals_in_a_row_do_not_convert(impl: str) -> None:
    game, effect = play(impl, """
        1  B N N +
           a b c d
    """)
    assert effect == NOTHING
    assert_position(game, """
        1  B N N B
           a b c d
    """, "w")


def test_no_conversion_between_the_new_stone_and_an_opponent_stone(impl: str) -> None:
    game, effect = play(impl, """
        2  . W . .
        1  W N + .
           a b c d
    """)
    assert effect == NOTHING
    assert_position(game, """
        2  . W . .
        1  W N B .
           a b c d
    """, "w")


def test_conversions_do_not_chain_through_a_converted_stone(impl: str) -> None:
    # b1 converts (a1 new, c1 Black); b2 lies between the converted b1 and b3 but is not
    # flanked through the new stone, so it stays neutral.
    game, effect = play(impl, """
        3  . B .
        2  . N .
        1  + N B
           a b c
    """)
    assert names(game, effect.converted) == {"b1"}
    assert_position(game, """
        3  . B .
        2  . N .
        1  B B B
           a b c
    """, "w")


def test_a_neutral_already_between_own_stones_stays_without_a_flanking_placement(impl: str) -> None:
    # Only the mover's placement converts: b1 is flanked, but the new stone is elsewhere.
    game, effect = play(impl, """
        3  + . .
        2  . . .
        1  B N B
           a b c
    """)
    assert effect == NOTHING
    assert_position(game, """
        3  B . .
        2  . . .
        1  B N B
           a b c
    """, "w")


# ---------------------------------------------------------------------- pair capture

# The new stone at d4 and, in each of the eight directions, a White pair then Black.
EIGHT_DIRECTIONS = {
    "east": """
        4  . . . + W W B
           a b c d e f g
    """,
    "west": """
        4  B W W + . . .
           a b c d e f g
    """,
    "north": """
        7  B
        6  W
        5  W
        4  +
           d
    """,
    "south": """
        4  +
        3  W
        2  W
        1  B
           d
    """,
    "north-east": """
        7  . . . . . . B
        6  . . . . . W .
        5  . . . . W . .
        4  . . . + . . .
           a b c d e f g
    """,
    "north-west": """
        7  B . . . . . .
        6  . W . . . . .
        5  . . W . . . .
        4  . . . + . . .
           a b c d e f g
    """,
    "south-east": """
        4  . . . + . . .
        3  . . . . W . .
        2  . . . . . W .
        1  . . . . . . B
           a b c d e f g
    """,
    "south-west": """
        4  . . . + . . .
        3  . . W . . . .
        2  . W . . . . .
        1  B . . . . . .
           a b c d e f g
    """,
}
PAIR = {
    "east": {"e4", "f4"},
    "west": {"b4", "c4"},
    "north": {"d5", "d6"},
    "south": {"d3", "d2"},
    "north-east": {"e5", "f6"},
    "north-west": {"c5", "b6"},
    "south-east": {"e3", "f2"},
    "south-west": {"c3", "b2"},
}


@pytest.mark.parametrize("direction", sorted(EIGHT_DIRECTIONS))
def test_a_flanked_pair_is_captured_in_each_of_eight_directions(impl: str, direction: str) -> None:
    before = EIGHT_DIRECTIONS[direction]
    game, effect = play(impl, before)
    assert names(game, effect.captured) == PAIR[direction]
    assert effect.converted == frozenset()
    assert game.captured == (2, 0)
    expected = before.replace("W", ".").replace("+", "B")
    assert_position(game, expected, "w", captured=(2, 0))


def test_eight_pairs_in_one_move(impl: str) -> None:
    game, effect = play(impl, """
        7  B . . B . . B
        6  . W . W . W .
        5  . . W W W . .
        4  B W W + W W B
        3  . . W W W . .
        2  . W . W . W .
        1  B . . B . . B
           a b c d e f g
    """)
    assert len(effect.captured) == 16
    assert game.captured == (16, 0)
    assert_position(game, """
        7  B . . B . . B
        6  . . . . . . .
        5  . . . . . . .
        4  B . . B . . B
        3  . . . . . . .
        2  . . . . . . .
        1  B . . B . . B
           a b c d e f g
    """, "w", captured=(16, 0))


def test_two_pairs_in_one_move_count_four(impl: str) -> None:
    game, effect = play(impl, """
        4  . . . B
        3  . . W .
        2  . W . .
        1  + W W B
           a b c d
    """)
    assert names(game, effect.captured) == {"b1", "c1", "b2", "c3"}
    assert_position(game, """
        4  . . . B
        3  . . . .
        2  . . . .
        1  B . . B
           a b c d
    """, "w", captured=(4, 0))


def test_white_captures_too_and_its_own_count_grows(impl: str) -> None:
    game, effect = play(impl, """
        2  . W
        1  + B B W
           a b c d
    """, "w", captured=(6, 4))
    assert names(game, effect.captured) == {"b1", "c1"}
    assert game.captured == (6, 6)
    assert_position(game, """
        2  . W
        1  W . . W
           a b c d
    """, "b", captured=(6, 6))


def test_a_conversion_completes_the_flank_of_a_pair_seed_figure_1b(impl: str) -> None:
    # a1 turns b1 (flanked with c1), and b1 closes the White pair b2-b3 against b4.
    game, effect = play(impl, """
        4  . B .
        3  . W .
        2  . W .
        1  + N B
           a b c
    """)
    assert names(game, effect.converted) == {"b1"}
    assert names(game, effect.captured) == {"b2", "b3"}
    assert_position(game, """
        4  . B .
        3  . . .
        2  . . .
        1  B B B
           a b c
    """, "w", captured=(2, 0))


def test_a_stone_shared_by_two_captured_pairs_counts_once(impl: str) -> None:
    # a3 captures b3-c3 (against d3); a2, converted through a3, captures b3-c4 (against d5).
    game, effect = play(impl, """
        5  . . . B
        4  . . W .
        3  + W W B
        2  N . . .
        1  B . . .
           a b c d
    """)
    assert names(game, effect.converted) == {"a2"}
    assert names(game, effect.captured) == {"b3", "c3", "c4"}
    assert game.captured == (3, 0)
    assert_position(game, """
        5  . . . B
        4  . . . .
        3  B . . B
        2  B . . .
        1  B . . .
           a b c d
    """, "w", captured=(3, 0))


def test_an_own_pair_placed_between_opponent_stones_is_safe(impl: str) -> None:
    game, effect = play(impl, """
        1  W B + W
           a b c d
    """)
    assert effect == NOTHING
    assert_position(game, """
        1  W B B W
           a b c d
    """, "w")
    # ... and stays safe while White plays elsewhere: only a flanking placement captures.
    effect = game.play(game.point("a5"))
    assert effect == NOTHING
    assert game.captured == (0, 0)


def test_a_pair_already_flanked_is_not_captured_by_a_move_elsewhere(impl: str) -> None:
    game, effect = play(impl, """
        3  + . . .
        2  . . . .
        1  B W W B
           a b c d
    """)
    assert effect == NOTHING
    assert game.captured == (0, 0)


@pytest.mark.parametrize(
    "before",
    [
        "1  + W B\n   a b c",  # a single stone
        "1  + W W W B\n   a b c d e",  # a triple
        "1  + W N B\n   a b c d",  # a stone and a neutral
        "1  + N N B\n   a b c d",  # two neutrals (never captured, not converted)
        "1  + W W N\n   a b c d",  # a pair against a neutral
        "1  + W W .\n   a b c d",  # an open pair
        "1  + W . W B\n   a b c d e",  # a broken pair
    ],
    ids=["single", "triple", "stone-neutral", "neutral-pair", "pair-neutral", "open", "broken"],
)
def test_only_exactly_two_opponent_stones_between_are_captured(impl: str, before: str) -> None:
    game, effect = play(impl, before)
    assert effect == NOTHING
    assert game.captured == (0, 0)
    assert_position(game, before.replace("+", "B"), "w")


# ---------------------------------------------------------------------- winning


def test_a_horizontal_five_wins(impl: str) -> None:
    game, effect = play(impl, """
        2  W W W W .
        1  B B + B B
           a b c d e
    """)
    assert game.winner == BLACK and game.end_reason == "five"
    assert names(game, effect.line) == {"a1", "b1", "c1", "d1", "e1"}
    assert game.winning_line == effect.line
    assert game.legal_moves() == []
    assert_position(game, """
        2  W W W W .
        1  B B B B B
           a b c d e
    """, "w")  # the side to move flips after the winning move too


def test_a_vertical_five_wins_for_white(impl: str) -> None:
    game, effect = play(impl, """
        7  . B
        6  W B
        5  W B
        4  + B
        3  W .
        2  W .
           a b
    """, "w")
    assert game.winner == WHITE and game.end_reason == "five"
    assert names(game, effect.line) == {"a2", "a3", "a4", "a5", "a6"}
    assert game.to_move == BLACK
    assert game.dfen().split(" ")[1:] == ["b", "0", "0", "0"]


def test_a_diagonal_five_does_not_win(impl: str) -> None:
    game, effect = play(impl, """
        5  . . . . B
        4  . . . B .
        3  . . + . .
        2  . B . . .
        1  B . . . .
           a b c d e
    """)
    assert game.winner == 0 and game.end_reason is None
    assert effect.line == frozenset()
    assert PASS in game.legal_moves()


def test_a_four_does_not_win(impl: str) -> None:
    game, _ = play(impl, """
        1  B B + B . B
           a b c d e f
    """)
    assert game.winner == 0


def test_six_in_a_row_wins(impl: str) -> None:
    game, effect = play(impl, """
        1  B B + B B B
           a b c d e f
    """)
    assert game.winner == BLACK and game.end_reason == "five"
    assert names(game, effect.line) == {"a1", "b1", "c1", "d1", "e1", "f1"}


def test_two_fives_at_once_win_and_the_line_is_one_of_them(impl: str) -> None:
    game, effect = play(impl, """
        5  . . B . .
        4  . . B . .
        3  B B + B B
        2  . . B . .
        1  . . B . .
           a b c d e
    """)
    assert game.winner == BLACK and game.end_reason == "five"
    row, column = {"a3", "b3", "c3", "d3", "e3"}, {"c1", "c2", "c3", "c4", "c5"}
    assert names(game, effect.line) in (row, column)
    assert game.winning_line == effect.line


def test_a_five_completed_by_a_conversion_wins(impl: str) -> None:
    game, effect = play(impl, """
        1  B B B N +
           a b c d e
    """)
    assert names(game, effect.converted) == {"d1"}
    assert game.winner == BLACK and game.end_reason == "five"
    assert names(game, effect.line) == {"a1", "b1", "c1", "d1", "e1"}


def test_neutral_stones_do_not_count_in_a_line(impl: str) -> None:
    game, _ = play(impl, """
        1  B B N B +
           a b c d e
    """)  # c1 is between b1 and d1, not next to the new stone: it stays neutral
    assert game.winner == 0
    assert_position(game, """
        1  B B N B B
           a b c d e
    """, "w")


def test_the_twentieth_captured_stone_wins(impl: str) -> None:
    game, effect = play(impl, """
        1  + W W B
           a b c d
    """, captured=(18, 2))
    assert len(effect.captured) == 2
    assert game.captured == (20, 2)
    assert game.winner == BLACK and game.end_reason == "captures"
    assert effect.line == frozenset()
    assert game.legal_moves() == []
    assert game.dfen().split(" ")[1:] == ["w", "20", "2", "0"]


def test_capturing_past_twenty_wins_for_white(impl: str) -> None:
    game, _ = play(impl, """
        1  + B B W
           a b c d
    """, "w", captured=(0, 19))
    assert game.captured == (0, 21)
    assert game.winner == WHITE and game.end_reason == "captures"


def test_nineteen_captured_stones_do_not_win(impl: str) -> None:
    game, _ = play(impl, """
        1  + W W B
           a b c d
    """, captured=(17, 0))
    assert game.captured == (19, 0)
    assert game.winner == 0


# ---------------------------------------------------------------------- passing and the end


def test_two_passes_in_a_row_draw(impl: str) -> None:
    game = new(impl, 13, "9")
    assert game.play(PASS) == NOTHING
    assert game.dfen().endswith(" w 0 0 1") and game.winner == 0
    game.play(PASS)
    assert game.winner == DRAW and game.end_reason == "passes"
    assert game.dfen() == "13/13/13/3N2N2N3/13/13/3N2N2N3/13/13/3N2N2N3/13/13/13 b 0 0 2"
    assert game.legal_moves() == []


def test_a_placement_between_passes_resets_the_count(impl: str) -> None:
    game = new(impl, 13, "0")
    game.play(PASS)
    game.play(game.point("g7"))
    assert game.dfen().endswith(" b 0 0 0")
    game.play(PASS)
    assert game.winner == 0 and game.dfen().endswith(" w 0 0 1")


def test_nothing_is_accepted_after_the_end(impl: str) -> None:
    game, _ = play(impl, """
        1  B B + B B
           a b c d e
    """)
    final = game.dfen()
    for move in (game.point("a5"), game.point("m13"), PASS):
        with pytest.raises(ValueError):
            game.play(move)
    assert game.dfen() == final
    drawn = load(impl, "13/13/13/13/13/13/13/13/13/13/13/13/13 w 0 0 2")
    assert drawn.winner == DRAW and drawn.legal_moves() == []
    with pytest.raises(ValueError):
        drawn.play(PASS)


def test_an_occupied_or_off_board_point_is_refused_and_changes_nothing(impl: str) -> None:
    game = load(impl, dfen("1  B N W\n   a b c"))
    before = game.dfen()
    for move in (game.point("a1"), game.point("b1"), game.point("c1"), 169, 10_000, -2):
        with pytest.raises(ValueError):
            game.play(move)
    assert game.dfen() == before


def _full_board_dfen(to_move: str, hole: str | None) -> str:
    """13x13 filled with B W N repeating along ranks and files (no line, pair or flank)."""
    cells = ["BWN"[(r + c) % 3] for r in range(13) for c in range(13)]
    if hole is not None:
        col, row = ord(hole[0]) - ord("a"), 13 - int(hole[1:])
        cells[row * 13 + col] = "."
    return cells_dfen(cells, 13, to_move, (0, 0))


def test_a_full_board_leaves_only_pass_and_two_passes_draw(impl: str) -> None:
    full = load(impl, _full_board_dfen("b", None))
    assert full.legal_moves() == [PASS]
    # Fill the last hole: a13 is Black's in the pattern (row 0, column 0).
    game = load(impl, _full_board_dfen("b", "a13"))
    assert game.legal_moves() == [game.point("a13"), PASS]
    assert game.play(game.point("a13")) == NOTHING
    assert game.winner == 0 and game.to_move == WHITE
    assert game.legal_moves() == [PASS]
    game.play(PASS)
    assert game.legal_moves() == [PASS]
    game.play(PASS)
    assert game.winner == DRAW and game.end_reason == "passes"
    assert game.dfen() == _full_board_dfen("w", None)[: -len("0 0 0")] + "0 0 2"


def test_legal_moves_are_empty_points_ascending_then_pass(impl: str) -> None:
    game = new(impl, 13, "9")
    moves = game.legal_moves()
    neutrals = {3 * 13 + 3, 3 * 13 + 6, 3 * 13 + 9, 6 * 13 + 3, 6 * 13 + 6, 6 * 13 + 9,
                9 * 13 + 3, 9 * 13 + 6, 9 * 13 + 9}
    assert moves == [p for p in range(169) if p not in neutrals] + [PASS]
    assert game.name(0) == "a13" and game.name(168) == "m1"
    assert game.point("d4") == 9 * 13 + 3


@pytest.mark.parametrize(
    ("size", "layout", "expected"),
    [
        (19, "9", "19/19/19/3N5N5N3/19/19/19/19/19/3N5N5N3/19/19/19/19/19/3N5N5N3/19/19/19 b 0 0 0"),  # noqa: E501
        (19, "5", "19/19/19/3N11N3/19/19/19/19/19/9N9/19/19/19/19/19/3N11N3/19/19/19 b 0 0 0"),
        (19, "0", "/".join(["19"] * 19) + " b 0 0 0"),
        (15, "9", "15/15/15/3N3N3N3/15/15/15/3N3N3N3/15/15/15/3N3N3N3/15/15/15 b 0 0 0"),
        (15, "5", "15/15/15/3N7N3/15/15/15/7N7/15/15/15/3N7N3/15/15/15 b 0 0 0"),
        (13, "9", "13/13/13/3N2N2N3/13/13/3N2N2N3/13/13/3N2N2N3/13/13/13 b 0 0 0"),
        (13, "5", "13/13/13/3N5N3/13/13/6N6/13/13/3N5N3/13/13/13 b 0 0 0"),
        (13, "0", "/".join(["13"] * 13) + " b 0 0 0"),
    ],
)
def test_start_positions(impl: str, size: int, layout: str, expected: str) -> None:
    game = new(impl, size, layout)
    assert game.dfen() == expected
    assert game.to_move == BLACK and game.winner == 0 and game.captured == (0, 0)


@pytest.mark.parametrize(
    ("size", "layout"), [(11, "9"), (17, "9"), (21, "0"), (13, "7"), (19, "nine"), (15, "")]
)
def test_unknown_sizes_and_layouts_are_refused(impl: str, size: int, layout: str) -> None:
    with pytest.raises(ValueError):
        new(impl, size, layout)


@pytest.mark.parametrize(
    "text",
    [
        "/".join(["11"] * 11) + " b 0 0 0",  # 11x11 is not a DEAGO size
        "/".join(["13"] * 15) + " b 0 0 0",  # 13 files, 15 ranks
        "/".join(["13"] * 12 + ["12"]) + " b 0 0 0",  # a short rank
        "/".join(["13"] * 13) + " x 0 0 0",
        "/".join(["13"] * 13) + " b 0 0",
        "/".join(["13"] * 13) + " b -1 0 0",
        "/".join(["13"] * 13) + " b 0 0 3",
        "/".join(["13"] * 12 + ["6R6"]) + " b 0 0 0",
    ],
)
def test_malformed_dfen_is_refused(impl: str, text: str) -> None:
    with pytest.raises(ValueError):
        load(impl, text)
