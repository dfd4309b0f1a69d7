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
analysis (:func:`line_facts`: the window values, :func:`window_values`, and the points)
is memoised per line contents; a position's view keeps the facts of its rows and
columns and their sums (:func:`lines`), a child's made from its parent's and the lines
its move changed. The evaluation (:func:`~.evaluation.evaluate`,
:func:`~.evaluation.evaluate_shapes`, through those sums) and level 5's move choice
(:func:`~.alphabeta.tactical_points`, :func:`~.alphabeta.three_answers`, through
:func:`shape_points` and :func:`capture_points`) use them; :func:`four_points` and
:func:`open_four_points` (one colour of :func:`shape_points`) are for the tests. Built on
:mod:`.board` only.
"""

from __future__ import annotations

import functools

from tanbo.ai.games.deago.board import (
    LineFacts,
    Lines,
    View,
    convert_view,
    line_spans,
    orth_index,
    path_to_known,
    view,
)
from tanbo.games.deago.setups import BLACK, EMPTY, NEUTRAL, WHITE
from tanbo.games.deago.state import DeagoState

__all__ = [
    "WINDOW_VALUE", "window_values", "line_points", "LineFacts", "NO_FACTS", "forget_lines",
    "line_facts", "Lines", "lines", "Points", "shape_points", "four_points", "open_four_points",
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


def _windows(seg: bytes, c: int) -> float:
    """Summed values of the windows of five in ``seg`` holding ``c`` and empty points only."""
    total = 0.0
    wv = WINDOW_VALUE
    for k in range(len(seg) - 4):
        win = seg[k : k + 5]
        n = win.count(c)
        if n and n + win.count(EMPTY) == 5:
            total += wv[n]
    return total


@functools.lru_cache(maxsize=1 << 17)
def window_values(seg: bytes) -> tuple[float, float]:
    """(Black's, White's) summed window values of one line segment (cells as bytes).

    A neutral a colour could still convert counts as that colour's stone;
    otherwise it cuts the line.
    """
    if NEUTRAL in seg:
        return (
            _windows(convert_view(seg, BLACK), BLACK),
            _windows(convert_view(seg, WHITE), WHITE),
        )
    return _windows(seg, BLACK), _windows(seg, WHITE)


NO_FACTS: LineFacts = (0.0, 0.0, (), (), (), ())
"""The facts of a line with no black or white stone."""
_FACTS: dict[bytes, LineFacts] = {}
"""A line's :func:`line_facts`, by its cells."""
FACTS_LIMIT = 1 << 16
"""Lines :data:`_FACTS` holds before it starts again."""


def forget_lines() -> None:
    """Forget every line analysed (:func:`window_values`, :func:`line_points`,
    :func:`line_facts` remember them by their cells): the next reads compute afresh."""
    _FACTS.clear()
    window_values.cache_clear()
    line_points.cache_clear()


def line_facts(seg: bytes) -> LineFacts:
    """The :data:`LineFacts` of one line (cells as bytes), remembered by its cells."""
    if BLACK not in seg and WHITE not in seg:
        return NO_FACTS
    found = _FACTS.get(seg)
    if found is None:
        if len(_FACTS) >= FACTS_LIMIT:
            _FACTS.clear()
        b, w = window_values(seg)
        bf, bo = line_points(seg, BLACK)
        wf, wo = line_points(seg, WHITE)
        found = _FACTS[seg] = (b, w, bf, bo, wf, wo)
    return found


def lines(v: View, stride: int) -> Lines:
    """The :data:`Lines` of ``v``'s position, kept in the view (:attr:`~.board.View.lines`).

    A view :func:`~.board.play` made has its parent's, with the lines through the cells
    the move changed read again (a row and a column a cell: a few of the 38 lines on
    19x19); the parent's are found first when not known, so that its other children
    share them. The window values are whole numbers, so the sums are exact in any order.
    """
    v, chain = path_to_known(v, lambda u: u.lines is not None)
    spans = line_spans(stride, len(v.rows))
    found = v.lines
    if found is None:
        orth = v.orth
        facts = [line_facts(orth[start:end]) for start, end in spans]
        totals = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
        for fact in facts:
            if fact is not NO_FACTS:
                totals[0] += fact[0]
                totals[1] += fact[1]
                for n in range(2, 6):
                    if fact[n]:
                        totals[n] += 1
        found = v.lines = (facts, tuple(totals))
    height = len(spans) - stride + 2  # the rows come first, then a column per x
    for child in reversed(chain):
        facts = list(found[0])
        totals = list(found[1])
        after = child.orth
        for q, _ in child.changes or ():
            row, col = divmod(q, stride)
            for j in (row - 1, height + col - 1):
                start, end = spans[j]
                new = line_facts(after[start:end])
                old = facts[j]
                if old is not new:
                    facts[j] = new
                    totals[0] += new[0] - old[0]
                    totals[1] += new[1] - old[1]
                    for n in range(2, 6):
                        totals[n] += bool(new[n]) - bool(old[n])
        found = child.lines = (facts, tuple(totals))
    return found


Points = tuple[list[int], list[int]]
"""(four points, open-four points) of one colour, internal points ascending."""


def shape_points(state: DeagoState) -> tuple[Points, Points]:
    """(Black's, White's) :data:`Points`, read from the rows' and columns' facts
    (:func:`lines`)."""
    cells = state.board
    stride = state.stride
    index = orth_index(stride, len(cells))
    spans = line_spans(stride, len(cells))
    found: list[set[int]] = [set(), set(), set(), set()]  # fours, opens of Black; of White
    for j, fact in enumerate(lines(view(state), stride)[0]):
        if fact is not NO_FACTS and (fact[2] or fact[4]):
            start = spans[j][0]
            for k, points in enumerate(fact[2:]):
                if points:
                    found[k].update(index[start + q] for q in points)
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

