"""DEAGO level 5's knowledge: shapes (four, open-four and capture points) and the tactical
points added to the search's near points.

Seeded and bounded by depth or node budgets (no time limits): the same on every run.
"""

from __future__ import annotations

import random

import pytest

from tanbo.ai.games.deago.alphabeta import EVALUATIONS, WIN, AbConfig, AbSearch
from tanbo.ai.games.deago.evaluation import (
    OPEN_THREE,
    TERMS,
    evaluate,
    evaluate_shapes,
    evaluation_terms,
)
from tanbo.ai.games.deago.ordering import move_score, tactical_points, three_answers
from tanbo.ai.games.deago.player import BASELINE, LEVEL_CONFIGS, AbPlayer
from tanbo.ai.games.deago.shapes import (
    capture_points,
    four_points,
    line_points,
    open_four_points,
)
from tanbo.ai.games.deago.wins import winning_internal
from tanbo.games.deago.state import DeagoState
from tests.support.deago_positions import near_centre_game
from tests.support.deago_tactics import build

GAME_3 = "13/13/13/3N2N2N3/3W9/13/3NB1NWWNB2/1B1BB1W2W3/3WW1B2B3/BWBBBWBWBN3/6B6/13/6W6 w 0 0 0"
"""From a lost game of level 5 (Black) against ``ab`` (13x13, 0.5 s a move), White to
move after Black's b6: Black's row 6 ``. B . B B .`` is a broken three (c6 makes an
open four), White's answers are c6, a6, f6 or the capture e8 (takes e7 e6)."""

GAME_3_BEFORE = (
    "13/13/13/3N2N2N3/3W9/13/3NB1NWWNB2/3BB1W2W3/3WW1B2B3/BWBBBWBWBN3/6B6/13/6W6 b 0 0 0"
)
"""The same position with Black to move, before b6."""


def _names(state: DeagoState, points: list[int]) -> list[str]:
    return [state.move_text(state.to_external[i]) for i in points]


def test_line_points_tell_open_from_closed_and_broken_threes() -> None:
    e, x, o, n = 0, 1, 2, 3
    assert line_points(bytes([e, x, x, e, x, e]), x) == ((0, 3, 5), (3,))  # . X X . X .
    assert line_points(bytes([e, e, x, x, x, e, e]), x) == ((0, 1, 5, 6), (1, 5))
    assert line_points(bytes([o, x, x, x, e, e]), x) == ((4, 5), ())  # closed: no open four
    assert line_points(bytes([o, x, x, x, e, o]), x) == ((), ())  # dead: no window of five
    # A neutral the colour could convert counts as its stone; for the other colour it cuts.
    assert line_points(bytes([e, x, n, e, x, e, e]), x) == ((0, 3, 5), (3,))
    assert line_points(bytes([e, o, n, e, o, e, e]), x) == ((), ())


def test_shape_points_of_a_game_position() -> None:
    state = DeagoState.from_dfen(GAME_3)
    assert _names(state, four_points(state, 1)) == ["a6", "c6", "f6"]
    assert _names(state, open_four_points(state, 1)) == ["c6"]
    assert _names(state, four_points(state, 2)) == []
    assert _names(state, capture_points(state, 2)) == ["e8"]  # e8 e7 e6 e5 (vertical)
    assert _names(state, capture_points(state, 1)) == []


def test_capture_points_in_all_directions() -> None:
    # White pairs next to a black stone: horizontal, vertical and both diagonals.
    state = DeagoState.from_dfen(
        build(13, black="g7", white="h7 i7 g6 g5 h8 i9 f8 e9", to_move="b")
    )
    assert sorted(_names(state, capture_points(state, 1))) == ["d10", "g4", "j10", "j7"]
    assert _names(state, capture_points(state, 2)) == []


def test_tactical_points_put_the_needed_defences_among_the_near_points() -> None:
    # The old near points (the 10 best by move score) held neither block of the
    # broken three's open four (c6, a6) nor the capture that breaks it (e8), so the
    # search proved Black's b6 a win that White refutes.
    state = DeagoState.from_dfen(GAME_3)
    rng = random.Random(1)
    old = AbSearch(state, BASELINE, float("inf"), rng)._fresh_candidates(
        old_state := state.copy(), False, False
    )
    new = AbSearch(state, LEVEL_CONFIGS[5], float("inf"), rng)._fresh_candidates(
        state.copy(), False, False
    )
    assert not {"c6", "a6", "e8"} & set(_names(old_state, old))
    assert {"c6", "a6", "e8"} <= set(_names(state, new))
    assert _names(state, tactical_points(state))[:2] == ["c6", "e8"]  # open four first
    assert len(new) <= len(old) + LEVEL_CONFIGS[5].tactical


def test_an_open_three_narrows_the_moves_below_the_root_to_its_answers() -> None:
    state = DeagoState.from_dfen(GAME_3)
    answers = three_answers(state)
    assert answers is not None
    assert sorted(_names(state, sorted(answers))) == ["a6", "c6", "e8", "f6"]
    assert three_answers(DeagoState.from_dfen(GAME_3_BEFORE)) is None  # White has no three
    config = LEVEL_CONFIGS[5].with_(respond=True)
    search = AbSearch(state, config, float("inf"), random.Random(1))
    below = search._fresh_candidates(state.copy(), False, False)
    assert sorted(below) == sorted(answers)  # every answer, nothing else
    assert below[0] == max(below, key=lambda i: move_score(state, i))  # best first
    root = search._fresh_candidates(state.copy(), True, False)
    assert set(answers) < set(root)  # the root keeps its near points
    # Without an open three the option changes nothing.
    before = DeagoState.from_dfen(GAME_3_BEFORE)
    with_it = AbSearch(before, config, float("inf"), random.Random(1))
    without = AbSearch(before, LEVEL_CONFIGS[5], float("inf"), random.Random(1))
    assert with_it._fresh_candidates(before.copy(), False, False) == (
        without._fresh_candidates(before.copy(), False, False)
    )


def test_level_5_does_not_prove_a_refuted_attack() -> None:
    # Depth 6 with the old near points (10 at every node) scores b6 a win in 8 plies
    # (999992): White's answers (the blocks c6, a6, the capture e8) were not among its
    # near points.
    state = DeagoState.from_dfen(GAME_3_BEFORE)
    cfg = LEVEL_CONFIGS[5].with_(
        max_depth=6, vcf=0, guard=0, opening=0, keep=False, evaluation="windows",
        respond=False, reduce=0, deep_width=0,
    )

    def score(**changes: object) -> float:
        player = AbPlayer(cfg.with_(**changes), 1.0, seed=1, nodes=100_000)
        player.start(state)
        while player.step(1000.0) is None:
            pass
        return player._score

    assert score(tactical=0) >= WIN - 1000  # the old near points: the wrong proof
    assert score() < WIN - 1000  # with the tactical points
    assert score(tactical=0, respond=True) < WIN - 1000  # or searching the three's answers


def test_only_level_5_changes() -> None:
    # The baseline and levels 1-4 play exactly as before: no tactical points, the
    # window evaluation.
    for cfg in (BASELINE, *(LEVEL_CONFIGS[k] for k in (1, 2, 3, 4))):
        assert cfg.tactical == 0 and cfg.evaluation == "windows"
    assert LEVEL_CONFIGS[5].tactical > 0 and LEVEL_CONFIGS[5].evaluation == "shapes"
    assert EVALUATIONS["windows"] is evaluate


def test_an_unknown_evaluation_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown evaluation"):
        AbConfig(evaluation="nonesuch")


def test_the_shapes_evaluation_knows_whose_turn_it_is() -> None:
    # The window sum sees an open three the same whoever moves; the mover's open three
    # becomes an open four (a win unless a capture saves the line).
    def term(black: str, white: str, neutral: str = "", to_move: str = "b") -> float:
        state = DeagoState.from_dfen(build(13, black, white, neutral, to_move))
        return evaluate_shapes(state) - evaluate(state)

    assert term("e7 f7 g7", "a1") == OPEN_THREE
    assert term("e7 f7 h7", "a1") == OPEN_THREE  # broken: g7 makes the open four
    assert term("e7 f7", "a1", neutral="g7") == OPEN_THREE  # h7 converts g7
    assert term("e7 f7 g7", "d7 a1") == 0.0  # closed: one four, blocked at once
    assert term("e7 f7 g7", "a1", to_move="w") == 0.0  # White blocks the one three
    assert term("m13", "b5 b6 b7 l5 l6 l7") == -OPEN_THREE  # two: one block is not enough
    assert term("m13 k1 l1 m1", "b5 b6 b7 l5 l6 l7") == 0.0  # Black's four gains a tempo
    assert term("m13", "b5 b6 b7 l5 l6 l7", to_move="w") == OPEN_THREE


def test_the_open_three_worth_is_the_search_configs(monkeypatch: pytest.MonkeyPatch) -> None:
    # AbConfig.open_three reaches the evaluation: the turn's open three scores the
    # configured worth, and the search passes its config's worth at every leaf.
    state = DeagoState.from_dfen(build(13, "e7 f7 g7", "a1", "", "b"))
    plain = evaluate(state)
    assert evaluate_shapes(state, open_three=70.0) - plain == 70.0
    assert evaluate(state, open_three=70.0) == plain  # the windows alone: no turn term
    seen: list[float] = []

    def spy(s: DeagoState, c: float, p: float, t: float, tempo: float, o3: float) -> float:
        seen.append(o3)
        return evaluate_shapes(s, c, p, t, tempo, o3)

    monkeypatch.setitem(EVALUATIONS, "shapes", spy)
    cfg = BASELINE.with_(evaluation="shapes", open_three=70.0, max_depth=2, opening=0)
    search = AbSearch(state.copy(), cfg, float("inf"), random.Random(1))
    while not search.done:
        search.run(1e6)
    assert seen and set(seen) == {70.0}


def _positions() -> list[DeagoState]:
    """The quiet positions (no immediate win either side) of six seeded games below 8
    captured stones, and five with open threes (the mover's; the opponent's two, also
    when the mover has a four or an open three to play first)."""
    out = []
    for seed in range(6):
        state = DeagoState.new(13, 13, "9")
        for move in near_centre_game(seed, plies=60).move_stack:
            c = state.to_move
            if (
                not winning_internal(state, c) and not winning_internal(state, 3 - c)
                and max(state.capture_counts[1:3]) < 8
            ):
                out.append(state.copy())
            state.push(move)
    for black, white, to_move in (
        ("e7 f7 g7", "a1", "b"), ("m13", "b5 b6 b7 l5 l6 l7", "b"), ("m13", "b5 b6 b7", "w"),
        ("m13 k1 l1 m1", "b5 b6 b7 l5 l6 l7", "b"),  # two threes, but Black's four first
        ("e7 f7 g7", "b5 b6 b7 l5 l6 l7", "b"),  # two threes, but Black's open three first
    ):
        out.append(DeagoState.from_dfen(build(13, black, white, "", to_move)))
    return out


def test_the_terms_are_what_the_evaluation_reads() -> None:
    # evaluate_shapes = tempo * own - opp + captures * (own - opp stones) + pairs * (14 *
    # own takes - 6 * opponent's) + open_three * (open - double), below 8 captured
    # stones (where capture_value is linear): its terms, weighed. A change to the
    # evaluation's reads that evaluation_terms does not follow fails here.
    states = _positions()
    seen = [0] * len(TERMS)  # how often each term was not 0: none is left untried
    for state in states:
        terms = evaluation_terms(state)
        own, opp, caps_own, caps_opp, takes_own, takes_opp, is_open, double = terms
        for tempo, caps, pairs, three in ((1.15, 20.0, 4.0, 70.0), (1.5, 10.0, 1.0, 400.0)):
            want = (
                tempo * own - opp + caps * (caps_own - caps_opp)
                + pairs * (14.0 * takes_own - 6.0 * takes_opp) + three * (is_open - double)
            )
            got = evaluate_shapes(state, caps, pairs, 0.0, tempo, three)
            assert got == pytest.approx(want), state.dfen()
        seen = [n + (t != 0) for n, t in zip(seen, terms, strict=True)]
    assert len(states) > 100
    assert min(seen) > 0, seen
