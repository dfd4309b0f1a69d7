"""Level 5's search to a fixed depth, node for node (issue 41).

The speed work on the search's layers (make/unmake, the views, the move scores, the
threat guards) must leave what it computes as it was: on 19x19 middle-game positions,
level 5's configuration searched to depth 4 (no deadline, a fresh memory) plays the
same move with the same score after the same number of alpha-beta and VCF nodes as the
search before that work (the figures were first read from it, commit ``f4f56d0``). A
change meant to alter the search (pruning, ordering, the evaluation) changes them: it
is measured by a match against the level as it was, and these figures are read again.
Read again for level 5's narrower deep nodes (``DEEP_WIDTH``): the same moves and
scores at depth 4, 8-21% fewer alpha-beta nodes; and for its staged move generation
(``STAGED``, ``AbConfig.staged``: killers tried before the near points are made): the
same moves and scores, 1-6% more nodes (killers that are not near points). The figures
without it are kept too (``staged=0``). Those figures keep level 5's evaluation weights
as they were (:data:`OLD_WEIGHTS`): they pin the search's mechanics; the weights fitted
in stop 51 (``tools/deago_eval_fit.py``) have their own rows.
"""

from __future__ import annotations

import math
import random
import time

import pytest

from tanbo.ai.games.deago.alphabeta import AbConfig, AbSearch, Memory
from tanbo.ai.games.deago.bench import POSITIONS
from tanbo.ai.games.deago.player import LEVEL_CONFIGS
from tanbo.games.deago.state import DeagoState

MORE = (
    "19/19/19/3N5N5N3/19/19/19/6B2W1W7/8WWBW7/3NB4N1B3N3/6W1WB9/6WWWB9/9B9/7WBW1B7/9B9"
    "/3N5N5N3/9W9/19/19 w 4 8 0",
    "9B9/7WWWB1B6/8BW1B1B5/3N5W4BN3/6BWWWBWB6/8BB9/7B1WWWB6/7WB2BW6/7BWB1WB6"
    "/2WNB1BW1NBWWBBNW2/8BW1WBW5/5BWB1BWB7/19/19/19/3N5N5N3/19/19/19 w 12 8 0",
)

OLD_WEIGHTS = {"tempo": 1.5, "captures": 10.0, "pairs": 1.0, "open_three": 400.0}
"""Level 5's evaluation weights before the fit (the defaults of ``AbConfig``'s fields,
written out: the figures below stay pinned to them if the defaults change)."""

EXPECTED = [
    # (staged, DFEN, (best move, score, finished depth, alpha-beta nodes, VCF nodes))
    # with OLD_WEIGHTS
    (0, POSITIONS[0], (222, -143.0, 4, 451, 27)),
    (0, POSITIONS[1], (141, 68.0, 4, 339, 494)),
    (0, POSITIONS[2], (199, -47.5, 4, 1233, 63)),
    (0, MORE[0], (159, 960.0, 4, 1863, 47)),
    (0, MORE[1], (64, -235.60000000000002, 4, 1684, 8)),
    # with staged move generation (AbConfig.staged=1, level 5's STAGED): the same moves
    # and scores, 1-6% more nodes (killers that are not near points)
    (1, POSITIONS[0], (222, -143.0, 4, 457, 27)),
    (1, POSITIONS[1], (141, 68.0, 4, 346, 494)),
    (1, POSITIONS[2], (199, -47.5, 4, 1244, 63)),
    (1, MORE[0], (159, 960.0, 4, 1934, 47)),
    (1, MORE[1], (64, -235.60000000000002, 4, 1780, 8)),
]

FITTED = [
    # (DFEN, (best move, score, finished depth, alpha-beta nodes, VCF nodes)): level 5 as
    # it is, with the fitted weights; the same moves but one (MORE[1]: 139, not 64)
    (POSITIONS[0], (222, -53.499999999999986, 4, 547, 27)),
    (POSITIONS[1], (141, 77.54999999999998, 4, 398, 494)),
    (POSITIONS[2], (199, -1.3499999999999943, 4, 1157, 63)),
    (MORE[0], (159, 612.0, 4, 2528, 47)),
    (MORE[1], (139, -260.59999999999997, 4, 2222, 8)),
]


def _search(dfen: str, config: AbConfig) -> tuple[int, float, int, int, int]:
    search = AbSearch(
        DeagoState.from_dfen(dfen), config.with_(max_depth=4), math.inf,
        random.Random(1), time.process_time, memory=Memory(),
    )
    while not search.done:
        search.run(1e9)
    return (search.best, search.score, search.depth, search.nodes, search.vcf.nodes)


@pytest.mark.parametrize(("staged", "dfen", "expected"), EXPECTED)
def test_level_5_to_depth_4_searches_the_same_tree(
    staged: int, dfen: str, expected: tuple[int, float, int, int, int]
) -> None:
    config = LEVEL_CONFIGS[5].with_(staged=staged, **OLD_WEIGHTS)
    assert _search(dfen, config) == expected


@pytest.mark.parametrize(("dfen", "expected"), FITTED)
def test_level_5_with_its_fitted_weights_to_depth_4(
    dfen: str, expected: tuple[int, float, int, int, int]
) -> None:
    assert _search(dfen, LEVEL_CONFIGS[5]) == expected
