"""DEAGO's tactical suite: the answers are the brute-force solver's, and the levels find them.

The positions and the solver are in ``tests/support/deago_tactics.py``. The levels are run
here with a node budget (deterministic, and quick on a loaded machine); the
figures at each level's own time per move are in the README.
"""

from __future__ import annotations

import sys

import pytest

from tanbo.ai.games.deago.player import LEVEL_CONFIGS, AbPlayer
from tanbo.ai.games.deago.threats import threat_moves, vcf_win
from tanbo.ai.games.deago.wins import winning_points
from tanbo.ai.levels import make_level_player
from tanbo.ai.players import choose
from tanbo.games.deago.state import DeagoState
from tests.support.deago_tactics import LOST_AS_WHITE, TACTICS, Tactic, build, solve
from tests.support.fake_clock import TickingClock

NODES = {3: 400, 4: 600, 5: 800}
"""Node budget per level in these tests (a level at its own time searches more)."""


@pytest.mark.parametrize("tactic", TACTICS, ids=[t.name for t in TACTICS])
def test_the_answers_are_the_brute_force_solvers(tactic: Tactic) -> None:
    assert tactic.answers and solve(tactic.category, tactic.dfen) == tactic.answers


def test_the_suite_covers_the_issue() -> None:
    assert len(TACTICS) >= 60
    assert len({t.dfen for t in TACTICS}) == len(TACTICS)
    kinds = {t.name.split("/")[0] for t in TACTICS}
    for needed in (
        "four-by-conversion",  # a five completed by a conversion
        "conversion-double-four",  # the issue's game: a conversion makes a four with two ends
        "four-four-cross",  # double threat
        "four-and-capture-threat",
        "twentieth-stone",  # capture race
        "block-or-capture",  # the capture that breaks a line
        "capture-that-leaves-a-pair",  # the defence must not leave a pair capturable
        "stop-the-conversion-four",
    ):
        assert needed in kinds
    counts = {c: sum(t.category == c for t in TACTICS) for c in ("win1", "win3", "defend")}
    assert min(counts.values()) >= 15


def test_the_solver_sees_a_refuted_block() -> None:
    # The capture-race defence: h5 keeps the pair, e4 takes a pair but leaves e3-e4 to be
    # taken for White's 20th stone. The solver must reject e4 (a one-ply check would not).
    dfen = build(13, "f5 g5 e7 e3 k10", "e5 e6 e2 b12 c12", caps=(4, 18))
    assert solve("defend", dfen) == {"h5"}


@pytest.mark.skipif(
    sys.platform == "emscripten",
    reason="each level's time is a native budget; WebAssembly searches about half as far in it",
)
@pytest.mark.parametrize("level", [3, 4, 5])
def test_levels_3_to_5_solve_every_position(level: int) -> None:
    failed = []
    for tactic in TACTICS:
        state = DeagoState.from_dfen(tactic.dfen)
        player = make_level_player(level, seed=level, iterations=NODES[level])
        move = state.move_text(choose(player, state))
        if move not in tactic.answers:
            failed.append(f"{tactic.name}: {move}")
    assert failed == []


@pytest.mark.slow
@pytest.mark.parametrize("tactic", LOST_AS_WHITE, ids=[t.name for t in LOST_AS_WHITE])
def test_the_lost_as_white_answers_are_the_solvers(tactic: Tactic) -> None:
    assert tactic.answers and solve(tactic.category, tactic.dfen) == tactic.answers


@pytest.mark.parametrize("tactic", LOST_AS_WHITE, ids=[t.name for t in LOST_AS_WHITE])
def test_level_5_defends_the_positions_of_its_lost_games(tactic: Tactic) -> None:
    state = DeagoState.from_dfen(tactic.dfen)
    player = make_level_player(5, seed=5, iterations=NODES[5])
    assert state.move_text(choose(player, state)) in tactic.answers


def test_vcf_finds_every_win_in_three_and_no_false_win() -> None:
    for tactic in TACTICS:
        state = DeagoState.from_dfen(tactic.dfen)
        found = vcf_win(state, 4)
        if tactic.category in ("win1", "win3"):
            assert found is not None and state.move_text(found) in tactic.answers, tactic.name
        else:  # the side to move defends: it has no forced win by fours
            assert found is None, tactic.name


def test_threat_moves_include_the_conversion_four() -> None:
    # The issue's game: k10 converts j10 and makes a four h10-k10 that f10 (converting
    # g10) and l10 both complete.
    tactic = next(t for t in TACTICS if t.name == "conversion-double-four/o")
    state = DeagoState.from_dfen(tactic.dfen)
    made = {state.move_text(state.to_external[i]): n for n, i in threat_moves(state)}
    assert made["k10"] == 2 and made["f10"] == 2


def test_a_level_player_is_the_games_alpha_beta() -> None:
    state = DeagoState.from_dfen(TACTICS[0].dfen)
    player = make_level_player(5, seed=1, iterations=50)
    choose(player, state)
    assert isinstance(player.own, AbPlayer)


def test_the_fast_win_scan_agrees_with_the_engine_on_the_suite() -> None:
    # Among them two pairs taken at once for the 20th stone from 16 (the fast scan once
    # looked for capture wins only from 18).
    for tactic in TACTICS:
        state = DeagoState.from_dfen(tactic.dfen)
        for colour in (1, 2):
            assert winning_points(state, colour) == state.winning_moves(colour), tactic.name


def test_level_1_can_lose_to_a_five_and_level_2_cannot() -> None:
    # White has a closed four (one winning point, i5): level 1 overlooks it often enough
    # that a beginner who makes a five can win; level 2 and above always block.
    tactic = next(t for t in TACTICS if t.name == "block-the-four/o")
    state = DeagoState.from_dfen(tactic.dfen)
    missed = sum(
        state.move_text(choose(make_level_player(1, seed=s), state)) not in tactic.answers
        for s in range(40)
    )
    assert 10 <= missed <= 36
    for level in (2, 3):
        for s in range(5):
            move = choose(make_level_player(level, seed=s, iterations=50), state)
            assert state.move_text(move) in tactic.answers


def test_players_respect_their_slices() -> None:
    """No ``step`` runs past its budget by more than a grain (the clock is read at every node).

    Time is a :class:`~tests.support.fake_clock.TickingClock` (one tick per reading), so
    the slices are counted in readings, the same on every machine."""
    state = DeagoState.new(13, 13)  # a 13x13 middle game
    for name in ("g6", "f6", "h6", "f8", "e5", "h8", "k4"):
        state.push(state.parse_move(name))
    clock = TickingClock()
    player = AbPlayer(LEVEL_CONFIGS[5], 0.3, seed=1, clock=clock)
    player.start(state)
    worst, steps = 0.0, 0
    move = None
    while move is None:
        began = clock.now
        move = player.step(10.0)
        worst, steps = max(worst, clock.now - began), steps + 1
    assert state.is_legal(move)
    assert steps >= 10  # a 0.3 s move in 10 ms slices
    assert worst <= 0.010 + 16 * clock.tick  # the slice, and a few readings past it


def test_the_first_move_is_near_the_centre() -> None:
    # The centre of the 9-neutral layouts holds a neutral stone; the first move once went
    # to the corner a19 for want of a candidate.
    for size in (13, 19):
        state = DeagoState.new(size, size)
        for seed in range(3):
            move = choose(make_level_player(5, seed=seed, iterations=30), state)
            row, col = divmod(move, size)
            assert abs(row - size // 2) <= 2 and abs(col - size // 2) <= 2
