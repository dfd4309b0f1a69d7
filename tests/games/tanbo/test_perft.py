"""The perft table from the rules page, for the engine (push/pop) and the reference.

Perft counts move sequences of a given length; a game that has ended has no moves.
"""

from __future__ import annotations

import pytest

from tanbo.games.tanbo.state import TanboState
from tests.support.perft import engine_perft
from tests.support.reference import RefState

# Rules page, "Perft": (width, height, setup) -> counts for depth 1, 2, 3, ...
PERFT = {
    (7, 7, "dense"): (24, 552, 12972),
    (5, 7, "dense"): (17, 272, 4464),
    (11, 11, "dense"): (60, 3540),
    (19, 19, "classic"): (24, 576),
}


def reference_perft(state: RefState, depth: int) -> int:
    """Count move sequences on the immutable reference."""
    if depth == 0:
        return 1
    return sum(reference_perft(state.play(p).state, depth - 1) for p in state.legal_moves())


ROWS = [(key, d + 1, n) for key, counts in PERFT.items() for d, n in enumerate(counts)]


def params(rows: list[tuple[tuple[int, int, str], int, int]]) -> list[object]:
    """Perft rows as pytest params with readable ids such as ``7x7-dense-d3``."""
    return [pytest.param(*row, id=f"{row[0][0]}x{row[0][1]}-{row[0][2]}-d{row[1]}") for row in rows]


CASES = params(ROWS)
# The reference is slow: skip its depth-3 counts on boards larger than 7x7 (none yet).
REFERENCE_CASES = params([row for row in ROWS if row[1] <= 2 or row[0][0] <= 7])


@pytest.mark.parametrize(("start", "depth", "expected"), CASES)
def test_engine_perft_matches_the_rules_page(
    start: tuple[int, int, str], depth: int, expected: int
) -> None:
    state = TanboState.new(*start)
    before = state.tfen()
    assert engine_perft(state, depth) == expected
    assert state.tfen() == before and state.move_stack == []


@pytest.mark.parametrize(("start", "depth", "expected"), REFERENCE_CASES)
def test_reference_perft_matches_the_rules_page(
    start: tuple[int, int, str], depth: int, expected: int
) -> None:
    assert reference_perft(RefState.new(*start), depth) == expected


# Deeper counts, not on the rules page: computed by the engine (`python -m tanbo perft`)
# and independently by tests/support/reference.py, which agreed (5x7 also at depth 5: 1054484).
DEEPER = [
    pytest.param((5, 7, "dense"), 4, 69370, id="5x7-dense-d4"),
    pytest.param((7, 5, "dense"), 4, 69370, id="7x5-dense-d4"),
    pytest.param((7, 7, "dense"), 4, 292940, id="7x7-dense-d4"),
    pytest.param((11, 11, "dense"), 3, 211220, id="11x11-dense-d3"),
    pytest.param((19, 19, "classic"), 3, 14688, id="19x19-classic-d3"),
]


@pytest.mark.parametrize(("start", "depth", "expected"), DEEPER)
def test_engine_perft_matches_deeper_reference_counts(
    start: tuple[int, int, str], depth: int, expected: int
) -> None:
    assert engine_perft(TanboState.new(*start), depth) == expected


# The sizes that continue the rules' series "5x7, 7x9, 9x11, 11x13..." (not on the rules
# page's table): the engine's counts, pinned after the reference agreed at depth 2 on
# every one of them and both turns (the reference is slow: the test reruns it on 13x15).
SERIES = [
    pytest.param((13, 15, "dense"), (97, 9312), True, id="13x15"),
    pytest.param((15, 13, "dense"), (97, 9312), False, id="15x13"),
    pytest.param((15, 17, "dense"), (127, 16002), False, id="15x17"),
    pytest.param((17, 19, "dense"), (161, 25760), False, id="17x19"),
]


@pytest.mark.parametrize(("start", "expected", "with_reference"), SERIES)
def test_perft_on_the_series_continued(
    start: tuple[int, int, str], expected: tuple[int, int], with_reference: bool
) -> None:
    state = TanboState.new(*start)
    assert (engine_perft(state, 1), engine_perft(state, 2)) == expected
    assert state.stone_count(1) == state.stone_count(2)  # the series keeps the sides even
    if with_reference:
        assert reference_perft(RefState.new(*start), 2) == expected[1]


def test_perft_of_a_finished_game_is_zero() -> None:
    state = TanboState.from_tfen("B3/B3/1B2 w")  # White has no stones: Black has won
    assert engine_perft(state, 1) == 0
    assert reference_perft(RefState.from_tfen(state.tfen()), 1) == 0


def test_engine_push_pop_perft_equals_unchecked_copy_perft_at_depth_3() -> None:
    def fast(state: TanboState, depth: int) -> int:
        if depth == 0:
            return 1
        total = 0
        for move in state.legal_moves():
            child = state.copy()
            child.push_unchecked(move)
            total += fast(child, depth - 1)
        return total

    assert fast(TanboState.new(7, 7), 3) == 12972
