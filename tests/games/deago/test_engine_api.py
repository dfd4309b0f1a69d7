"""The DEAGO engine's public API: creation, moves, effects, undo, threats, playouts.

Positions are drawn as small diagrams in the top-left corner of a 13x13 board
(``.`` empty, ``B``/``W`` stones, ``N`` neutral); the rule cases themselves are
also covered, from the rules page alone, by the reference helper's tests.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from tanbo.errors import ConfigError, IllegalMoveError, PointError, PositionError
from tanbo.game import GameState
from tanbo.games import DEAGO, GAMES, game_of
from tanbo.games.deago import BLACK, DRAW, EMPTY, NEUTRAL, PASS, WHITE, DeagoState, MoveEffect
from tanbo.games.deago.dfen import format_dfen
from tanbo.games.deago.setups import neutral_points
from tanbo.geometry import Geometry
from tests.support.rng import CountingRandom

START_19 = "19/19/19/3N5N5N3/19/19/19/19/19/3N5N5N3/19/19/19/19/19/3N5N5N3/19/19/19 b 0 0 0"
CODE = {".": EMPTY, "B": BLACK, "W": WHITE, "N": NEUTRAL}


def position(
    rows: list[str], to_move: int = BLACK, caps: tuple[int, int] = (0, 0), size: int = 13
) -> DeagoState:
    """A position with ``rows`` drawn from the top-left corner of a ``size`` board."""
    geo = Geometry.of(size, size)
    cells = [EMPTY] * geo.npoints
    for r, row in enumerate(rows):
        for c, ch in enumerate(row.replace(" ", "")):
            cells[geo.index(r, c)] = CODE[ch]
    return DeagoState.from_dfen(format_dfen(geo, cells, to_move, caps, 0))


def pts(state: DeagoState, *names: str) -> tuple[int, ...]:
    return tuple(sorted(state.parse_point(n) for n in names))


def test_start_positions_and_spec() -> None:
    state = DeagoState.new()
    assert state.dfen() == START_19 and state.position_text() == START_19
    assert state.game_name == "deago" and state.setup == "9"
    assert state.to_move == BLACK and state.winner == EMPTY and not state.is_over
    assert state.passes == 0 and state.end_reason is None and state.ply == 0
    assert state.stone_count(NEUTRAL) == 9 and state.stone_count(BLACK) == 0
    names = sorted(state.point_name(p) for p in neutral_points(19, 19, "9"))
    assert names == sorted(["d4", "j4", "p4", "d10", "j10", "p10", "d16", "j16", "p16"])
    five = sorted(DeagoState.new(13, 13, "5").point_name(p) for p in neutral_points(13, 13, "5"))
    assert five == ["d10", "d4", "g7", "j10", "j4"]
    assert DeagoState.new(15, 15, "0").stone_count(NEUTRAL) == 0
    assert GAMES["deago"] is DEAGO and DEAGO.setups == ("9", "5", "0")
    assert DEAGO.position_format == "DFEN" and DEAGO.setup_tag == "Neutral"
    assert DEAGO.has_pass and DEAGO.pass_move == PASS and DEAGO.has_draw
    assert DEAGO.from_text(START_19).dfen() == START_19
    assert isinstance(state, GameState) and game_of(state) is DEAGO
    assert GAMES["tanbo"].position_format == "TFEN" and not GAMES["tanbo"].has_pass
    assert not GAMES["tanbo"].has_draw and DRAW == 3


@pytest.mark.parametrize("size", [(7, 7), (19, 13), (11, 11)])
def test_unknown_sizes_and_layouts_are_config_errors(size: tuple[int, int]) -> None:
    with pytest.raises(ConfigError, match=f"{size[0]}x{size[1]}"):
        DeagoState.new(*size)
    with pytest.raises(ConfigError, match="'7'"):
        DeagoState.new(13, 13, "7")


def test_legal_moves_and_why_illegal() -> None:
    state = DeagoState.new(13, 13, "5")
    moves = state.legal_moves()
    assert moves[-1] == PASS and moves[:-1] == sorted(moves[:-1])
    assert len(moves) == 169 - 5 + 1
    d4 = state.parse_point("d4")
    assert d4 not in moves and state.why_illegal(d4) == "point is occupied"
    assert state.why_illegal(169) == "point is off the board" and not state.is_legal(-2)
    assert state.is_legal(PASS) and state.is_legal(0)
    with pytest.raises(IllegalMoveError) as info:
        state.push(d4)
    assert info.value.reason == "point is occupied" and "'d4'" in str(info.value)
    with pytest.raises(PointError):
        state.push(True)


def test_cells_is_a_tuple_and_callable() -> None:
    state = DeagoState.new(13, 13)
    assert state.cells == state.cells() and isinstance(state.cells, tuple)
    assert state.cells[state.parse_point("d4")] == NEUTRAL == state.cell(state.parse_point("d4"))


def test_conversion_then_capture_effect_and_pop() -> None:
    # Black at c13 converts the neutral b13 (a13 is Black), and the converted
    # b13 then flanks the White pair b12, b11 down to Black b10 (the seed's figure 1b).
    state = position(["BN.", ".W.", ".W.", ".B."])
    before = state.dfen()
    effect = state.push(state.parse_point("c13"))
    assert effect == MoveEffect(
        state.parse_point("c13"),
        BLACK,
        converted=pts(state, "b13"),
        captured=pts(state, "b12", "b11"),
    )
    assert state.last_effect is effect and state.captured(BLACK) == 2
    assert state.dfen() == "BBB10/13/13/1B11/13/13/13/13/13/13/13/13/13 w 2 0 0"
    state.check_consistency()
    assert state.pop() == state.parse_point("c13") and state.dfen() == before
    assert state.last_effect is None
    state.check_consistency()


def test_no_conversion_of_two_neutrals_or_against_an_opponent() -> None:
    state = position(["BNN.", "WN.."])
    effect = state.push(state.parse_point("d13"))
    assert effect.converted == () and state.stone_count(NEUTRAL) == 3
    state = position(["WN.", "...", "..."], to_move=BLACK)
    assert state.push(state.parse_point("c13")).converted == ()


def test_own_pair_between_opponents_is_safe() -> None:
    state = position(["WB.W"])
    effect = state.push(state.parse_point("c13"))
    assert effect.captured == () and state.stone_count(BLACK) == 2


def test_capture_counts_the_stones_removed() -> None:
    state = position(["W.BBW", "....."], to_move=WHITE)
    effect = state.push(state.parse_point("b13"))
    assert effect.captured == pts(state, "c13", "d13") and state.captured(WHITE) == 2


def test_shared_stone_of_two_pairs_counts_once() -> None:
    # Black a13 converts b13; a13 takes b12+c11 (diagonal, to d10) and the
    # converted b13 takes b12+b11 (down, to b10): b12 is in both pairs.
    state = position([".NB.", ".W..", ".WW.", ".B.B"])
    state.check_consistency()
    effect = state.push(state.parse_point("a13"))
    assert effect.converted == pts(state, "b13")
    assert effect.captured == pts(state, "b12", "b11", "c11")
    assert state.captured(BLACK) == 3
    state.check_consistency()


def test_five_wins_and_side_flips() -> None:
    state = position(["BBBB.", "WWWW."])
    effect = state.push(state.parse_point("e13"))
    assert state.winner == BLACK and state.end_reason == "five" and state.to_move == WHITE
    assert effect.line == pts(state, "a13", "b13", "c13", "d13", "e13")
    assert state.winning_line == effect.line and state.legal_moves() == []
    assert state.dfen().split(" ")[1] == "w"
    assert state.why_illegal(PASS) == "the game is over"
    with pytest.raises(IllegalMoveError, match="the game is over"):
        state.push(PASS)
    # The finished position reads back with the same result.
    again = DeagoState.from_dfen(state.dfen())
    assert (again.winner, again.end_reason, again.winning_line) == (BLACK, "five", effect.line)


def test_diagonal_five_does_not_win() -> None:
    state = position(["B....", ".B...", "..B..", "...B.", "....."])
    state.push(state.parse_point("e9"))
    assert state.winner == EMPTY


def test_twenty_captures_win() -> None:
    state = position(["BWW."], caps=(18, 0))
    effect = state.push(state.parse_point("d13"))
    assert effect.winner == BLACK and effect.end_reason == "captures"
    assert state.captured(BLACK) == 20 and effect.line == ()


def test_two_passes_draw_and_undo() -> None:
    state = DeagoState.new(13, 13)
    state.push(PASS)
    assert state.passes == 1 and state.to_move == WHITE and not state.is_over
    assert state.dfen().endswith(" w 0 0 1")
    assert state.preview(PASS).winner == DRAW
    effect = state.push(PASS)
    assert effect.winner == DRAW and state.end_reason == "passes" and state.is_over
    assert state.dfen().endswith(" b 0 0 2") and state.legal_moves() == []
    assert state.move_text(PASS) == "pass" and state.parse_move("pass") == PASS
    state.pop()
    state.pop()
    assert state.dfen() == DeagoState.new(13, 13).dfen()


def test_a_stone_resets_the_pass_count() -> None:
    state = DeagoState.new(13, 13)
    state.push(PASS)
    state.push(0)
    assert state.passes == 0
    state.push(PASS)
    assert state.passes == 1 and not state.is_over


def test_full_board_only_pass() -> None:
    rows = [("BBWW" * 4)[i % 4 : i % 4 + 13] for i in range(13)]
    state = position(rows)
    assert state.legal_moves() == [PASS] and not state.is_over
    state.push(PASS)
    state.push(PASS)
    assert state.winner == DRAW


def test_preview_and_effect_for_leave_the_position_unchanged() -> None:
    state = position(["BN.", ".W.", ".W.", ".B."])
    before = state.dfen()
    c13 = state.parse_point("c13")
    assert state.preview(c13) == state.effect_for(BLACK, c13)
    assert state.preview(c13).captured == pts(state, "b12", "b11")
    assert state.effect_for(WHITE, c13).converted == ()
    assert state.dfen() == before
    state.check_consistency()
    with pytest.raises(IllegalMoveError):
        state.effect_for(BLACK, state.parse_point("a13"))


def test_threat_queries() -> None:
    state = position(["BBBB..", "......", "WWW...", ".BW...", "......"])
    assert state.five_threats(BLACK) == {
        state.parse_point("e13"): pts(state, "a13", "b13", "c13", "d13", "e13")
    }
    assert state.five_threats(WHITE) == {}
    # The White stones form a triple and a lone pair without a Black flank.
    assert state.capture_threats(BLACK) == {}
    assert state.winning_moves(BLACK) == [state.parse_point("e13")]
    assert state.winning_moves(WHITE) == []
    cap = position(["BWW.", "....", "...."])
    assert cap.capture_threats(BLACK) == {cap.parse_point("d13"): pts(cap, "b13", "c13")}


def test_threat_queries_through_converted_stones() -> None:
    # c13 converts b13 (a13 flanks it): b13 then flanks the White pair below it.
    state = position(["BN..", ".W..", ".W..", ".B.."])
    c13 = state.parse_point("c13")
    assert state.capture_threats(BLACK) == {c13: pts(state, "b12", "b11")}
    # White's stone at c13 converts nothing, so it captures nothing either.
    assert state.capture_threats(WHITE) == {}
    # The converted b13 completes the vertical five b13-b9, across the conversion.
    five = position(["BN..", ".B..", ".B..", ".B..", ".B.."])
    assert five.five_threats(BLACK)[c13] == pts(five, "b13", "b12", "b11", "b10", "b9")
    assert c13 not in five.five_threats(WHITE)
    row = position(["BBBN..B"])
    e13 = row.parse_point("e13")
    assert row.five_threats(BLACK) == {e13: pts(row, "a13", "b13", "c13", "d13", "e13")}


def played_threats(state: DeagoState, colour: int) -> tuple[dict[int, tuple[int, ...]], ...]:
    """The threat queries worked out the slow way: play ``colour`` on every empty point."""
    fives, captures = {}, {}
    for p in range(state.geometry.npoints):
        if state.cell(p) != EMPTY:
            continue
        trial = DeagoState.from_dfen(state.dfen())
        trial.to_move = colour
        effect = trial.push(p)
        if effect.line:
            fives[p] = effect.line
        if effect.captured:
            captures[p] = effect.captured
    return fives, captures


def test_threat_queries_equal_playing_every_point() -> None:
    """The threat queries' read-only fast path agrees with real pushes, position by position."""
    found = {"fives": 0, "captures": 0}
    for seed in range(8):
        rng = random.Random(seed)
        state = DeagoState.new(13, 13, "950"[seed % 3])
        for _ in range(rng.randrange(40, 120)):
            state.push(rng.choice(state.legal_moves()[:-1]))
            if state.is_over:
                state.pop()
                break
        before = state.dfen()
        for colour in (BLACK, WHITE):
            fives, captures = played_threats(state, colour)
            assert state.five_threats(colour) == fives, (seed, colour, before)
            assert state.capture_threats(colour) == captures, (seed, colour, before)
            found["fives"] += len(fives)
            found["captures"] += len(captures)
        assert state.dfen() == before
        state.check_consistency()
    assert found["fives"] and found["captures"], found


def test_copy_is_independent() -> None:
    state = DeagoState.new(13, 13)
    twin = state.copy()
    twin.push(5)
    assert state.dfen() == DeagoState.new(13, 13).dfen() and twin.dfen() != state.dfen()


@pytest.mark.parametrize(("size", "layout"), [(13, "9"), (15, "5"), (19, "0")])
def test_random_playouts_are_consistent(size: int, layout: str) -> None:
    rng = random.Random(size)
    for _ in range(3):
        state = DeagoState.new(size, size, layout)
        while not state.is_over:
            moves = state.legal_moves()
            stones = [m for m in moves if m != PASS]
            move = rng.choice(stones) if stones and rng.random() > 0.02 else PASS
            state.push(move)
            state.check_consistency()
            assert DeagoState.from_dfen(state.dfen()).dfen() == state.dfen()
        end = state.dfen()
        copy = DeagoState.new(size, size, layout)
        for m in state.move_stack:
            copy.push_unchecked(m)
        assert copy.dfen() == end and copy.winner == state.winner
        while state.move_stack:
            state.pop()
        assert state.dfen() == DeagoState.new(size, size, layout).dfen()


def test_random_playout_reaches_an_end_and_is_deterministic() -> None:
    a = DeagoState.new(13, 13)
    b = DeagoState.new(13, 13)
    result = a.random_playout_length(random.Random(7))
    assert result == b.random_playout_length(random.Random(7)) and result[1] > 0
    assert a.is_over and a.winner == result[0] and a.dfen() == b.dfen()
    a.check_consistency()


@pytest.mark.parametrize(
    "text",
    [
        "BBBBB8/13/13/13/13/13/13/13/13/13/13/13/13 b 0 0 0",  # Black won, Black to move
        "BBBBB8/WWWWW8/13/13/13/13/13/13/13/13/13/13/13 w 0 0 0",  # both won
        "BBBBB8/13/13/13/13/13/13/13/13/13/13/13/13 w 0 0 1",  # won, then a pass
        "13/13/13/13/13/13/13/13/13/13/13/13/13 w 0 20 0",  # White has 20, White to move
    ],
)
def test_impossible_results_are_position_errors(text: str) -> None:
    with pytest.raises(PositionError, match="impossible DFEN"):
        DeagoState.from_dfen(text)


def test_a_cross_of_two_fives_reports_one_straight_line() -> None:
    # Black c11 completes both rank 11 (a11-e11) and file c (c13-c9).
    state = position(["..B..", "..B..", "BB.BB", "..B..", "..B.."])
    effect = state.push(state.parse_point("c11"))
    assert effect.winner == BLACK and effect.end_reason == "five"
    assert effect.line == pts(state, "a11", "b11", "c11", "d11", "e11")
    assert state.winning_line == effect.line


def test_a_won_position_reads_back_when_the_loser_is_to_move() -> None:
    state = DeagoState.from_dfen("13/13/13/13/13/13/13/13/13/13/13/13/13 b 0 20 0")
    assert (state.winner, state.end_reason) == (WHITE, "captures")
    state = DeagoState.from_dfen("BBBBB8/13/13/13/13/13/13/13/13/13/13/13/13 w 0 0 0")
    assert (state.winner, state.end_reason) == (BLACK, "five")


# ---------------------------------------------------------------- exact public edges


def test_str_is_the_text_diagram() -> None:
    state = position(["BWN"])
    lines = str(state).splitlines()
    assert lines[0] == "13  B W N " + " ".join(["."] * 10)
    assert lines[-1] == "    a b c d e f g h i j k l m" and len(lines) == 14


@pytest.mark.parametrize(
    ("move", "label", "reason"),
    [
        (0, "a13", "point is occupied"),
        (-7, "-7", "point is off the board"),
        (169, "169", "point is off the board"),
    ],
)
def test_an_illegal_move_is_reported_exactly(move: int, label: str, reason: str) -> None:
    state = position(["B"])  # a13 (point 0) is taken
    for attempt in (state.push, state.preview):
        with pytest.raises(IllegalMoveError) as info:
            attempt(move)
        assert str(info.value) == f"illegal move {label!r}: {reason}"
        assert (info.value.point, info.value.reason) == (move, reason)
    assert state.dfen() == position(["B"]).dfen()


def test_an_illegal_pass_is_reported_with_its_name() -> None:
    finished = DeagoState.from_dfen("/".join(["13"] * 13) + " w 0 0 2")  # drawn
    with pytest.raises(IllegalMoveError) as info:
        finished.preview(PASS)
    assert str(info.value).startswith("illegal move 'pass': ")
    assert info.value.point == PASS


@pytest.mark.parametrize(
    ("point", "text", "reason"),
    [
        (-1, "-1", "point is off the board"),
        (169, "169", "point is off the board"),
        (0, "a13", "point is occupied"),
    ],
)
def test_effect_for_refuses_points_that_are_not_empty(point: int, text: str, reason: str) -> None:
    state = position(["B"])
    with pytest.raises(IllegalMoveError) as info:
        state.effect_for(WHITE, point)
    assert str(info.value) == f"illegal move {text!r}: {reason}"
    assert (info.value.point, info.value.reason) == (point, reason)
    assert state.effect_for(WHITE, 168).move == 168  # m1, the last point, is fine


def test_a_copy_keeps_the_layout_and_searches_alike() -> None:
    state = DeagoState.new(15, 15, "5")
    copy = state.copy()
    assert copy.setup == state.setup == "5"
    assert copy.five_threats(BLACK) == state.five_threats(BLACK)
    assert copy.random_playout_length(random.Random(3)) == state.random_playout_length(
        random.Random(3)
    )


def test_a_random_playout_counts_its_plies_and_follows_the_generator() -> None:
    results = set()
    for seed in range(6):
        state = DeagoState.new(13, 13)
        rng = CountingRandom(seed)
        winner, plies = state.random_playout_length(rng)
        assert plies == rng.draws  # one draw per stone (no pass while a point is free)
        results.add((winner, plies))
    assert len(results) >= 4  # a uniformly random point each ply, not always the first


def test_threat_effects_cover_exactly_the_points_next_to_stones() -> None:
    state = position(["....", ".B..", "....", "...N"])
    near = {e.move for e in state.threat_effects(WHITE)}
    expected = {
        p
        for p in range(state.geometry.npoints)
        if state.cell(p) == EMPTY
        and any(
            state.cell(q) != EMPTY
            for q in range(state.geometry.npoints)
            if max(abs(q // 13 - p // 13), abs(q % 13 - p % 13)) == 1
        )
    }
    assert near == expected and len(near) == 8 + 8 - 1  # c11 is next to both


@pytest.mark.parametrize(
    ("corrupt", "message"),
    [
        (lambda s: s._cells.__setitem__(0, EMPTY), "border cell wrong at internal index 0"),
        (lambda s: s._empty.pop(), "the empty-point set differs from the board"),
        (lambda s: s.__setattr__("passes", 3), "passes out of range: 3"),
        (lambda s: s._epos.__setitem__(s._empty[0], 1), "empty-point index corrupt at a13"),
        (
            lambda s: s.__setattr__("winner", WHITE),
            "result (2, None) but the board says (0, None)",
        ),
    ],
)
def test_the_consistency_checker_names_the_corrupt_table(corrupt: Any, message: str) -> None:
    state = DeagoState.new(13, 13)
    corrupt(state)
    with pytest.raises(AssertionError) as info:
        state.check_consistency()
    assert str(info.value) == message


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"cells": [EMPTY] * 168}, "cells do not match the geometry"),
        ({"to_move": 0}, "side to move must be BLACK or WHITE, got 0"),
        ({"passes": 3}, "consecutive passes must be 0, 1 or 2, got 3"),
        ({"captured": (0, -2)}, "captured counts must be >= 0, got (0, -2)"),
        ({"cells": [7] + [EMPTY] * 168}, "bad cell value 7 at point 0"),
    ],
)
def test_the_constructor_says_what_is_wrong(kwargs: dict[str, Any], message: str) -> None:
    args: dict[str, Any] = {"geometry": Geometry.of(13, 13), "cells": [EMPTY] * 169, **kwargs}
    with pytest.raises(ValueError) as info:
        DeagoState(**args)
    assert str(info.value) == message


@pytest.mark.parametrize("to_move", [BLACK, WHITE])
def test_a_built_board_with_two_fives_goes_to_the_last_mover(to_move: int) -> None:
    # from_dfen refuses such a board; the constructor judges it for the side that moved.
    geo = Geometry.of(13, 13)
    cells = [EMPTY] * geo.npoints
    for c in range(5):
        cells[geo.index(0, c)] = BLACK
        cells[geo.index(2, c)] = WHITE
    state = DeagoState(geo, cells, to_move)
    assert state.winner == 3 - to_move and state.end_reason == "five"
    row = 0 if to_move == WHITE else 2
    assert state.winning_line == tuple(geo.index(row, c) for c in range(5))


def test_a_built_board_where_the_side_to_move_has_five_is_its_win() -> None:
    # from_dfen refuses it (the side to move flips after a win); built directly,
    # the board's only five still decides.
    geo = Geometry.of(13, 13)
    cells = [EMPTY] * geo.npoints
    for c in range(5):
        cells[geo.index(4, c)] = BLACK
    assert DeagoState(geo, cells, BLACK).winner == BLACK


def _fast_state(s: DeagoState) -> tuple[Any, ...]:
    """Everything the fast path changes, copied (the empty points in their order)."""
    snap = s.snapshot()
    epos = snap[8]
    return (*snap[:6], list(snap[6]), list(snap[7]), [epos[i] for i in snap[7]], list(snap[9]))


def test_play_undoable_and_unplay_take_back_every_move_in_place() -> None:
    """Nested make/unmake down random lines (captures, conversions, fives, the 20th
    stone): each unplay gives back the position before the move exactly, the same
    lists, and the empty points keep working for the moves after it."""
    rng = random.Random(5)
    checked = captures = 0
    for _ in range(30):
        s = DeagoState.new(13, 13, "9")
        cells, empty = s.board, s.empty_internal
        line: list[tuple[tuple[Any, ...], Any]] = []
        for _ply in range(200):
            if s.winner or not s.empty_internal:
                break
            before = _fast_state(s)
            undo = s.play_undoable(rng.choice(s.empty_internal))
            captures += bool(undo[11])
            line.append((before, undo))
            if rng.random() < 0.1:  # take back a few moves, then play on
                for _back in range(min(len(line), rng.randint(1, 3))):
                    before, undo = line.pop()
                    s.unplay(undo)
                    assert _fast_state(s) == before
                    checked += 1
        while line:
            before, undo = line.pop()
            s.unplay(undo)
            assert _fast_state(s) == before
            checked += 1
        assert s.board is cells and s.empty_internal is empty
        assert s.board == DeagoState.new(13, 13, "9").board
        s.check_consistency()
    assert checked > 1000 and captures > 20


def test_pass_turn_hands_over_the_move_and_never_ends_the_game() -> None:
    # The searches ask what the opponent threatens by passing for the side to move, also
    # right after the opponent passed: that must not be the second pass that draws.
    state = DeagoState.new(13, 13, "9")
    state.push(state.legal_moves()[0])
    state.push(PASS)
    assert state.passes == 1 and state.to_move == BLACK and not state.is_over
    before = state.dfen()
    snap = state.snapshot()
    state.pass_turn()
    assert state.to_move == WHITE and state.passes == 0 and not state.winner
    assert state.legal_moves()  # White may play
    state.restore(snap)
    assert state.dfen() == before and state.passes == 1
