"""DEAGO perft counts, computed once with the slow reference, checked against the engine.

Perft counts the move sequences of a given length, ``pass`` counted as a move; a game
that has ended (two passes, a five, 20 captured stones) has no moves. From the start
the counts only depend on the number of empty points and on pass-pass draws (no capture
can happen in three plies), so two busy 13x13 middle games from the differential test's
generator are counted too: there, depth 1 and 2 hold captures (freeing points), fives and
20th captures (ending the game).

The numbers below came from ``tests.support.deago_reference.perft`` (depth 3 took about 1-3 s
each on the reference); the depth 1-2 ones are recomputed on the reference here too.
"""

from __future__ import annotations

import os

import pytest

from tanbo.perft import perft as perft_command
from tests.support.deago_impls import ENGINE
from tests.support.deago_reference import RefDeago, perft
from tests.support.perft import engine_perft

# DFEN -> perft counts at depth 1, 2, 3.
BUSY_BLACK = (
    "13/3W2WBBBB2/1B2B6WB/WB1N2N2W1W1/1B3WW2WBW1/1B1B1B1WW1W1B/1W4N1B1B2/1WWB3B2B2/"
    "1W5WW2W1/B2B1WWW1BBB1/2W3BW1B1B1/1B5WW2W1/1BBB9 b 10 14 0"
)
BUSY_RACE = (
    "2W3WN5/2W4BWWWW1/2W2W2WB3/3BB2BWB3/2WB5BW2/5N2BB2B/3B2WB1N3/2WBBWWWW1B2/1B2W4W2B/"
    "3N1W1WWWW2/B2B1W2WWB2/1NBB4W4/13 b 16 18 0"
)
PERFT: dict[str, tuple[int, ...]] = {
    "13/13/13/3N2N2N3/13/13/3N2N2N3/13/13/3N2N2N3/13/13/13 b 0 0 0": (161, 25761, 4096160),
    "13/13/13/3N5N3/13/13/6N6/13/13/3N5N3/13/13/13 b 0 0 0": (165, 27061, 4411108),
    "13/13/13/13/13/13/13/13/13/13/13/13/13 b 0 0 0": (170, 28731, 4826978),
    BUSY_BLACK: (108, 11351, 1193411),
    BUSY_RACE: (112, 11993, 1234727),
}
CASES = [(text, d, count) for text, counts in PERFT.items() for d, count in enumerate(counts, 1)]
# Slow runtimes (Pyodide, the ``quick`` hypothesis profile) skip depth 3 from the start
# positions (a few seconds each there, and only empties and passes count that shallow).
QUICK = os.environ.get("TANBO_HYPOTHESIS_PROFILE") == "quick"
ENGINE_CASES = [
    (text, depth, count)
    for text, depth, count in CASES
    if not (QUICK and depth == 3 and text not in (BUSY_BLACK, BUSY_RACE))
]


@pytest.mark.parametrize(("text", "depth", "count"), [c for c in CASES if c[1] <= 2])
def test_the_reference_still_gives_the_table(text: str, depth: int, count: int) -> None:
    assert perft(RefDeago.from_dfen(text), depth) == count


@pytest.mark.skipif(ENGINE is None, reason="tanbo.games.deago is not merged yet")
@pytest.mark.parametrize(("text", "depth", "count"), ENGINE_CASES)
def test_the_engine_gives_the_reference_perft(text: str, depth: int, count: int) -> None:
    assert ENGINE is not None
    state = ENGINE.DeagoState.from_dfen(text)
    assert engine_perft(state, depth) == count  # checked push and pop
    assert state.dfen() == text  # ... which came back
    assert perft_command(state, depth) == count  # copy and push_unchecked, as the CLI's
