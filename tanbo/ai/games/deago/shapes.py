"""DEAGO shapes: the window values, the points that make fours and open fours, captures.

The window evaluation (:mod:`.evaluation`) and the move scores (:mod:`.ordering`)
value every horizontal/vertical window of five by :data:`WINDOW_VALUE`, so they see
a three only as a sum of windows; the functions here name the points:

* :func:`four_points` — the empty points where a stone of a colour makes a
  horizontal/vertical window of five holding four of its stones and one empty
  point (a *four*: a win next move). The opponent's four points are where the
  side to move blocks a three (straight, broken ``X X . X``, or through a neutral
  it could convert) before it becomes a four.
* :func:`open_four_points` — those after which the colour has two or more
  different winning points on the same line (an *open four*: one stone cannot
  block both; only a capture may save the defender). An open three is a line
  with such a point.
* :func:`capture_points` — the empty points where a stone of a colour takes a
  pair (all 8 directions): the capture that takes a stone out of a line, or,
  for the opponent, where the side to move must defend its pair.

Each line is read as a slice of one ``bytes`` (:func:`~.board.orth_text`) and its
analysis is memoised per line contents, so a call costs tens of microseconds.
Level 5's evaluation (:func:`~.evaluation.evaluate_shapes`, through
:func:`line_points`) and its move choice (:func:`~.alphabeta.tactical_points`,
:func:`~.alphabeta.three_answers`, through :func:`shape_points` and
:func:`capture_points`) use them; :func:`four_points` and :func:`open_four_points`
(one colour of :func:`shape_points`) are for the tests. Built on :mod:`.board` only.
"""

from __future__ import annotations

import functools

from tanbo.ai.games.deago.board import convert_view, line_spans, orth_index, view
from tanbo.games.deago.setups import BLACK, EMPTY, NEUTRAL, WHITE
from tanbo.games.deago.state import DeagoState

__all__ = [
    "WINDOW_VALUE", "line_points", "Points", "shape_points", "four_points", "open_four_points",
    "capture_points",
]

WINDOW_VALUE = (0.0, 1.0, 8.0, 50.0, 300.0, 100000.0)
"""Value of a horizontal/vertical window of five holding 0-5 stones of one colour only
(the search's evaluation and move scores; the MCTS playouts score with their own
:data:`~tanbo.ai.games.deago.mcts.PLAYOUT_WINDOW_VALUE`)."""


@functools.lru_cache(maxsize=1 << 17)
def line_points(seg: bytes, c: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(four points, open-four points) of ``c`` in one line (offsets into ``seg``).

    A neutral ``c`` could still convert counts as its stone (as in the
    evaluation). A four point's stone leaves a window of five with four stones
    of ``c`` and one empty point; an open-four point's stone leaves two or more
    such empty points (different winning points).
    """
    view = convert_view(seg, c) if NEUTRAL in seg else seg
    wins_after: dict[int, set[int]] = {}
    for k in range(len(view) - 4):
        win = view[k : k + 5]
        if win.count(c) == 3 and win.count(EMPTY) == 2:
            a, b = (k + j for j in range(5) if win[j] == EMPTY)
            wins_after.setdefault(a, set()).add(b)
            wins_after.setdefault(b, set()).add(a)
    fours = tuple(sorted(wins_after))
    opens = tuple(p for p in fours if len(wins_after[p]) >= 2)
    return fours, opens


Points = tuple[list[int], list[int]]
"""(four points, open-four points) of one colour, internal points ascending."""


def shape_points(state: DeagoState) -> tuple[Points, Points]:
    """(Black's, White's) :data:`Points`, read in one pass over the rows and columns."""
    cells = state.board
    stride = state.stride
    text = view(state).orth
    index = orth_index(stride, len(cells))
    found: list[set[int]] = [set(), set(), set(), set()]  # fours, opens of Black; of White
    for start, end in line_spans(stride, len(cells)):
        seg = text[start:end]
        neutral = NEUTRAL in seg
        for c in (BLACK, WHITE):
            if neutral or seg.count(c) >= 2:
                fours, opens = line_points(seg, c)
                if fours:
                    k = 2 * (c - 1)
                    found[k].update(index[start + q] for q in fours)
                    found[k + 1].update(index[start + q] for q in opens)
    return (sorted(found[0]), sorted(found[1])), (sorted(found[2]), sorted(found[3]))


def four_points(state: DeagoState, c: int) -> list[int]:
    """Empty internal points where a stone of ``c`` makes a four (ascending)."""
    return shape_points(state)[c - 1][0]


def open_four_points(state: DeagoState, c: int) -> list[int]:
    """Empty internal points where a stone of ``c`` makes an open four (ascending)."""
    return shape_points(state)[c - 1][1]


def capture_points(state: DeagoState, c: int) -> list[int]:
    """Empty internal points where a stone of ``c`` takes a pair now (any of 8 directions)."""
    return sorted(view(state).pairs(state.board, state.stride, c)[0])

