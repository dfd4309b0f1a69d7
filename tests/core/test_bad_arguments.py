"""Bad arguments at the public edges of both engines raise the documented errors alike.

A move that is not an ``int`` (``True``, ``1.5``, a string) is a ``PointError``
from ``is_legal``, ``why_illegal``, ``push`` and ``preview`` (never ``None``, never a
``TypeError``); an ``int`` off the board is a reason, and an ``IllegalMoveError``
from ``push``; a colour other than BLACK/WHITE is a ``ColourError``. All of them
are in the ``tanbo.errors`` family (``ValueError``) and quote the input.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from tanbo.errors import ColourError, IllegalMoveError, PointError, TanboError
from tanbo.games import GAMES
from tanbo.games.deago import NEUTRAL, DeagoState
from tanbo.games.tanbo.setups import BLACK, WHITE
from tanbo.games.tanbo.state import TanboState

NOT_MOVES: list[Any] = [True, False, 1.5, 2.0, "a1", None, [3]]
BAD_COLOURS: list[Any] = [0, 3, -1, 4, True, False, 1.0, "black", None]


def _states() -> list[Any]:
    return [TanboState.new(7, 7, "dense"), DeagoState.new(13, 13, "9")]


@pytest.fixture(params=[("tanbo", 7), ("deago", 13)], ids=["tanbo", "deago"])
def state(request: pytest.FixtureRequest) -> Any:
    game, size = request.param
    spec = GAMES[game]
    return spec.new_state(size, size, spec.default_setup)


@pytest.mark.parametrize("move", NOT_MOVES, ids=repr)
def test_a_move_that_is_not_an_int_is_a_point_error_everywhere(state: Any, move: Any) -> None:
    before = state.position_text()
    for query in (state.is_legal, state.why_illegal, state.push, state.preview):
        expected = "a move must be a point index.*got " + re.escape(repr(move))
        with pytest.raises(PointError, match=expected):
            query(move)
    assert state.position_text() == before and state.ply == 0


@pytest.mark.parametrize("move", NOT_MOVES, ids=repr)
def test_a_move_that_is_not_an_int_is_refused_after_the_end_too(move: Any) -> None:
    state = DeagoState.new(13, 13, "0")
    state.push(-1)
    state.push(-1)
    assert state.is_over
    with pytest.raises(PointError):
        state.why_illegal(move)


def test_off_board_ints_are_a_reason_and_an_illegal_move(state: Any) -> None:
    npoints = state.geometry.npoints
    off = [-2, npoints, npoints + 1, 10**9, -(10**9)]
    if state.game_name == "tanbo":
        off.append(-1)  # PASS exists only in DEAGO
    for move in off:
        assert state.why_illegal(move) == "point is off the board"
        assert state.is_legal(move) is False
        with pytest.raises(IllegalMoveError) as caught:
            state.push(move)
        assert caught.value.reason == "point is off the board"
        assert str(move) in str(caught.value)
    assert state.ply == 0


@pytest.mark.parametrize("colour", BAD_COLOURS, ids=repr)
def test_bad_colours_are_a_colour_error(colour: Any) -> None:
    deago = DeagoState.new(13, 13, "9")
    tanbo = TanboState.new(7, 7, "dense")
    queries = [
        lambda: deago.effect_for(colour, 0),
        lambda: deago.five_threats(colour),
        lambda: deago.capture_threats(colour),
        lambda: deago.winning_moves(colour),
        lambda: deago.threat_effects(colour),
        lambda: deago.captured(colour),
        lambda: deago.wins_on_board(colour),
        lambda: tanbo.stone_count(colour),
        lambda: tanbo.root_count(colour),
    ]
    if colour != NEUTRAL:
        queries.append(lambda: deago.stone_count(colour))
    expected = r"BLACK \(1\) or WHITE \(2\).*got " + re.escape(repr(colour))
    for query in queries:
        with pytest.raises(ColourError, match=expected):
            query()


def test_good_colours_still_answer() -> None:
    deago = DeagoState.new(13, 13, "9")
    assert deago.stone_count(NEUTRAL) == 9
    assert deago.captured(BLACK) == deago.captured(WHITE) == 0
    assert deago.five_threats(WHITE) == {} and not deago.wins_on_board(BLACK)
    tanbo = TanboState.new(7, 7, "dense")
    assert tanbo.stone_count(BLACK) == tanbo.stone_count(WHITE) > 0
    with pytest.raises(ColourError, match="or 3"):
        deago.stone_count(5)


def test_effect_for_checks_the_point_like_push() -> None:
    state = DeagoState.new(13, 13, "9")
    with pytest.raises(PointError):
        state.effect_for(BLACK, True)
    with pytest.raises(PointError):
        state.effect_for(BLACK, 1.5)  # type: ignore[arg-type]
    for off in (-1, 169, 10**6):
        with pytest.raises(IllegalMoveError, match="off the board"):
            state.effect_for(BLACK, off)


def test_every_edge_error_is_in_the_family() -> None:
    assert issubclass(ColourError, TanboError) and issubclass(ColourError, ValueError)
    for state in _states():
        for move in (True, 10**9):
            with pytest.raises(TanboError):
                state.push(move)
