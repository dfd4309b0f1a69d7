"""The rules assistant on the rules' own cases, hand-built positions and its paragraph ids.

The worked examples of the rules pages (Tanbo's figures A and B), each kind of reason
in a small position made for it, random hand-built boards (bounded roots left on the
board, no legal placement: positions no game reaches) checked against the references
(:mod:`tests.support.explain_check`), and the paragraph ids: every reason code maps to
a paragraph of its game's Rules screen, and the UI's rules texts have one paragraph per
id, in the same order, in every language.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tanbo.errors import PointError
from tanbo.games import GAMES
from tanbo.games.deago import DeagoState
from tanbo.games.deago.explain import explain as deago_explain
from tanbo.games.deago.explain import what_happened as deago_happened
from tanbo.games.tanbo.explain import explain as tanbo_explain
from tanbo.games.tanbo.explain import what_happened as tanbo_happened
from tanbo.games.tanbo.state import TanboState
from tanbo.geometry import Geometry
from tests.support.deago_reference import RefDeago
from tests.support.explain_check import deago_problems, tanbo_problems
from tests.support.reference import RefState

FIGURE_A = "WWBB2B2/1WWB2BBB/W1WBBB1B1/WWWWWBBBB/BBB2WWWW/2B1WWBW1/B1BBBBBW1/BBB1WWWWW/BWWWW1W1W w"
FIGURE_B = "WWBB2B2/1WWB2BBB/2WBBB1B1/WWWWWBBBB/BBB2WWWW/2B1WWBW1/B1BBBBBW1/BBB1WWWWW/BWWWW1W1W w"


def _names(state: TanboState | DeagoState, points: tuple[int, ...]) -> set[str]:
    return {state.point_name(p) for p in points}


# ---------------------------------------------------------------------------- Tanbo


def test_figure_a_only_the_current_root_goes() -> None:
    state = TanboState.from_tfen(FIGURE_A)
    answer = tanbo_explain(state, state.parse_point("d5"))
    assert answer.legal
    assert answer.codes == ("grows_root", "bounds_own_root", "bounded_kept", "bounded_kept")
    own = answer.reasons[1]
    assert own.number("size") == 12 and "d5" in _names(state, own.points("stones"))
    assert sorted(r.number("size") for r in answer.all("bounded_kept")) == [15, 19]
    assert answer.winner == 0


def test_figure_b_every_bounded_root_goes() -> None:
    state = TanboState.from_tfen(FIGURE_B)
    answer = tanbo_explain(state, state.parse_point("d5"))
    assert answer.codes == ("grows_root", "removes_root", "removes_root")
    assert {(r.data["colour"], r.number("size")) for r in answer.all("removes_root")} == {
        ("black", 15), ("white", 19)}
    state.push(state.parse_point("d5"))
    assert tanbo_happened(state) == answer


@pytest.mark.parametrize(
    ("tfen", "point", "codes"),
    [
        ("B1W1B1W/7/W1B1W1B/7/B1W1B1W/7/W1B1W1B b", "a7", ("occupied",)),
        ("B1W1B1W/7/W1B1W1B/7/B1W1B1W/7/W1B1W1B b", "b6", ("touches_none",)),
        ("B1W1B1W/7/W1B1W1B/7/B1W1B1W/7/W1B1W1B b", "b7", ("grows_root", "removes_nothing")),
        ("BB1/2B/W2 b", "c3", ("touches_several",)),
        ("W2/BB1/3 b", "b3", ("grows_root", "removes_root", "wins")),
        ("B1W b", "b1", ("grows_root", "bounds_own_root", "bounded_kept", "loses")),
        ("W2/3/3 b", "b3", ("game_over",)),
    ],
)
def test_tanbo_reasons_in_small_positions(tfen: str, point: str, codes: tuple[str, ...]) -> None:
    state = TanboState.from_tfen(tfen)
    answer = tanbo_explain(state, state.parse_point(point))
    assert answer.codes == codes
    assert not tanbo_problems(state, RefState.from_tfen(tfen), answer.move, answer)


def test_touching_several_names_the_stones_and_roots() -> None:
    state = TanboState.from_tfen("BB1/2B/W2 b")
    (reason,) = tanbo_explain(state, state.parse_point("c3")).reasons
    assert _names(state, reason.points("stones")) == {"b3", "c2"}
    assert reason.number("count") == 2 and reason.number("roots") == 2


def test_tanbo_hand_built_boards_agree_with_the_reference() -> None:
    rng = random.Random(7)
    seen: Counter[str] = Counter()
    for _ in range(1500):
        w, h = rng.choice([(3, 3), (4, 4), (5, 4), (3, 5)])
        cells = [rng.choice([0, 0, 1, 2]) for _ in range(w * h)]
        state = TanboState(Geometry.of(w, h), cells, rng.choice([1, 2]))
        ref = RefState.from_tfen(state.tfen())
        for point in range(w * h):
            answer = tanbo_explain(state, point)
            seen.update(answer.codes)
            assert not tanbo_problems(state, ref, point, answer), (state.tfen(), point)
    assert set(seen) == set(GAMES["tanbo"].assistant.codes), seen


# ---------------------------------------------------------------------------- DEAGO


def _deago(stones: dict[str, int], to_move: int = 1, captured: tuple[int, int] = (0, 0),
           passes: int = 0) -> DeagoState:
    geo = Geometry.of(13, 13)
    cells = [0] * geo.npoints
    for name, value in stones.items():
        cells[geo.parse_point(name)] = value
    return DeagoState(geo, cells, to_move, captured, passes)


B, W, N = 1, 2, 3


@pytest.mark.parametrize(
    ("state", "move", "codes"),
    [
        (_deago({"e5": N, "f5": B}), "d5", ("empty_point", "converts")),
        (_deago({"e5": N, "f5": N, "g5": B}), "d5", ("empty_point", "two_neutrals_stay")),
        (_deago({"e6": N, "f7": B}), "d5", ("empty_point", "diagonal_neutral_stays")),
        (_deago({"e5": W, "f5": W, "g5": B}), "d5", ("empty_point", "captures", "capture_total")),
        (_deago({"e6": W, "f7": W, "g8": B}), "d5", ("empty_point", "captures", "capture_total")),
        (_deago({"e5": N, "f5": B, "e6": W, "e7": W, "e8": B}), "d5",
         ("empty_point", "converts", "captures_through_conversion", "capture_total")),
        (_deago({"e5": B, "c5": W, "f5": W}), "d5", ("empty_point", "safe_in_flank")),
        (_deago({"a1": B, "b1": B, "c1": B, "d1": B}), "e1", ("empty_point", "five", "wins_five")),
        (_deago({"a1": B, "b2": B, "c3": B, "d4": B}), "e5", ("empty_point", "diagonal_five")),
        (_deago({"e5": W, "f5": W, "g5": B}, captured=(18, 0)), "d5",
         ("empty_point", "captures", "capture_total", "wins_captures")),
        (_deago({"e5": B}), "e5", ("occupied",)),
        (_deago({}), "pass", ("pass_turn",)),
        (_deago({}, passes=1), "pass", ("pass_draws",)),
        (_deago({}, passes=2), "a1", ("game_drawn",)),
        (_deago({"a1": W, "b1": W, "c1": W, "d1": W, "e1": W}), "a2", ("game_over",)),
    ],
)
def test_deago_reasons_in_small_positions(state: DeagoState, move: str, codes: tuple[str, ...]
                                          ) -> None:
    answer = deago_explain(state, state.parse_move(move))
    assert answer.codes == codes
    assert not deago_problems(state, RefDeago.from_dfen(state.dfen()), answer.move, answer)
    if answer.legal:
        state.push(answer.move)
        happened = deago_happened(state)
        assert happened is not None
        assert happened.reasons == tuple(r for r in answer.reasons if r.code != "empty_point")


def test_deago_capture_names_pair_flank_and_direction() -> None:
    state = _deago({"e6": W, "f7": W, "g8": B})
    reason = deago_explain(state, state.parse_point("d5")).reasons[1]
    assert _names(state, reason.points("pair")) == {"e6", "f7"}
    assert _names(state, reason.points("flank")) == {"g8"}
    assert reason.data["direction"] == "diagonal"


def test_deago_hand_built_boards_agree_with_the_reference() -> None:
    rng = random.Random(8)
    seen: Counter[str] = Counter()
    checked = 0
    while checked < 150:
        cells = [rng.choice([0, 0, 0, 1, 2, 3]) for _ in range(169)]
        state = DeagoState(Geometry.of(13, 13), cells, rng.choice([1, 2]),
                           (rng.randrange(0, 19), rng.randrange(0, 19)), rng.choice([0, 0, 1]))
        try:
            ref = RefDeago.from_dfen(state.dfen())
        except ValueError:
            continue  # a board the position text refuses (the side to move has won)
        checked += 1
        for move in [*range(169), -1]:
            answer = deago_explain(state, move)
            seen.update(answer.codes)
            assert not deago_problems(state, ref, move, answer), (state.dfen(), move)
    assert {"captures", "converts", "five", "wins_five", "captures_through_conversion",
            "two_neutrals_stay", "safe_in_flank"} <= set(seen), seen


# ---------------------------------------------------------------------------- both


@pytest.mark.parametrize("game", sorted(GAMES))
def test_bad_points_and_no_last_move(game: str) -> None:
    spec = GAMES[game]
    state = spec.new_state(*spec.default_size, spec.default_setup)
    assert spec.assistant.what_happened(state) is None
    for bad in (state.geometry.npoints, -2, 10**9):
        with pytest.raises(PointError):
            spec.assistant.explain(state, bad)
    with pytest.raises(PointError):
        spec.assistant.explain(state, 1.5)  # type: ignore[arg-type]
    other = next(s for s in GAMES.values() if s is not spec)
    with pytest.raises(TypeError):
        spec.assistant.explain(other.new_state(*other.default_size, other.default_setup), 0)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_reason_code_names_a_rules_paragraph(game: str) -> None:
    assistant = GAMES[game].assistant
    assert set(assistant.codes.values()) <= set(assistant.paragraphs)
    assert set(assistant.texts) == set(assistant.codes)
    assert len(set(assistant.paragraphs)) == len(assistant.paragraphs)
