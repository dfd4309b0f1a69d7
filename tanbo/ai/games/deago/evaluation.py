"""DEAGO's static evaluation for the alpha-beta search: lines, pairs, captures.

:func:`evaluate` scores a position still in play for the side to move (positive
= good for it), in the units of :data:`tanbo.ai.games.deago.shapes.WINDOW_VALUE`:

* every horizontal and vertical window of five points holding stones of one
  colour only (neutral stones and the border cut windows) is worth 1, 8, 50,
  300 for 1-4 stones; the mover's windows count :data:`TEMPO` times (it moves
  first);
* a neutral flanked ``X N .``, ``. N X`` or ``X N X`` on a line counts as a
  stone of ``X`` (it converts when ``X`` plays the empty side), so lines through
  a neutral are not blind;
* captured stones, rising towards the 20 that win (:func:`capture_value`);
* pairs in all 8 directions that the other side can take next move (``X O O .``):
  the mover's chances to capture count more than the opponent's.

:func:`evaluate_shapes` (level 5) adds whose turn it is: the window sum sees an
open three the same whoever moves, but the mover's becomes an open four.

The window values come from the rows' and columns' facts the position's view keeps
(:func:`~.shapes.lines`: a position a move made reads again only the lines through
the cells the move changed), the pairs from its counts (:meth:`~.board.View.takes`),
so a leaf costs a few microseconds on 19x19. Built on :mod:`.board` and
:mod:`.shapes`; the search names its evaluations in
:data:`tanbo.ai.games.deago.alphabeta.EVALUATIONS`.
"""

from __future__ import annotations

import functools
import re

from tanbo.ai.games.deago.board import View, convert_view, line_spans, view
from tanbo.ai.games.deago.shapes import lines
from tanbo.games.deago.setups import BLACK, NEUTRAL, WHITE
from tanbo.games.deago.state import DeagoState

__all__ = [
    "TEMPO", "OPEN_THREE", "TERMS", "capture_value", "evaluate", "evaluate_shapes",
    "evaluation_terms",
]

TEMPO = 1.5
"""Weight of the mover's line values against the opponent's."""

def capture_value(n: int, weight: float = 10.0) -> float:
    """Worth of ``n`` captured stones: ``weight`` each, plus a rising bonus near 20."""
    return weight * n + (0.6 * n * n if n >= 8 else 0.0)


_THREES = {
    c: re.compile(
        b"(?=("
        + b"|".join(
            re.escape(p.replace(b"c", bytes([c])))
            for p in (b"\0\0ccc\0", b"\0ccc\0\0", b"\0c\0cc\0", b"\0cc\0c\0")
        )
        + b"))"
    )
    for c in (BLACK, WHITE)
}
"""An open three of ``c``: one more stone makes an open four (``.XXXX.``), straight or
broken; overlapping matches."""


@functools.lru_cache(maxsize=1 << 17)
def _segment_threes(seg: bytes) -> tuple[int, int]:
    """(Black's, White's) open threes in one line segment (at most one each: one line
    gives one open four), neutrals read as in :func:`~.shapes.window_values`."""
    out = []
    for c in (BLACK, WHITE):
        view = convert_view(seg, c) if NEUTRAL in seg else seg
        out.append(1 if _THREES[c].search(view) else 0)
    return out[0], out[1]


def evaluate(
    state: DeagoState, captures: float = 10.0, pairs: float = 1.0, threes: float = 0.0,
    tempo: float = TEMPO, open_three: float = 0.0,
) -> float:
    """The position's worth for the side to move (game in play; see the module docstring).

    ``captures``: the worth of a captured stone; ``pairs`` scales the pair terms.
    ``threes`` (0 = off, as at every level): the worth of the initiative open threes
    give: the mover's open three (its next stone makes an open four) adds it; two of the
    opponent's (one stone cannot block both) take it away. ``tempo``: the weight of the
    mover's line values (:data:`TEMPO`). ``open_three`` is :func:`evaluate_shapes`'s
    (unused here: one signature for the search's evaluations).
    """
    return _evaluate_view(state, view(state), captures, pairs, threes, tempo)


def _evaluate_view(
    state: DeagoState, v: View, captures: float, pairs: float, threes: float,
    tempo: float = TEMPO, open_three: float = 0.0,
) -> float:
    """:func:`evaluate` of ``state``, whose view is ``v``; with ``open_three``,
    :func:`evaluate_shapes` (its open-four points read from the same line sums)."""
    c = state.to_move
    o = 3 - c
    sums = lines(v, state.stride)[1]  # the rows' and columns' sums
    own, opp = (sums[0], sums[1]) if c == BLACK else (sums[1], sums[0])
    caps = state.capture_counts
    score = tempo * own - opp + capture_value(caps[c], captures) - capture_value(caps[o], captures)
    # The pairs the mover can take now, and the opponent's.
    score += pairs * (14.0 * min(v.takes(c), 2) - 6.0 * v.takes(o))
    if threes:
        tb = tw = 0
        for start, end in line_spans(state.stride, len(state.board)):
            seg = v.orth[start:end]
            if BLACK in seg or WHITE in seg:
                b3, w3 = _segment_threes(seg)
                tb += b3
                tw += w3
        own3, opp3 = (tb, tw) if c == BLACK else (tw, tb)
        if own3:
            score += threes
        elif opp3 >= 2:
            score -= threes
    if open_three:
        k = 2 * (c - 1)  # the mover's (four, open) counts in the sums, from index 2
        if sums[k + 3]:
            score += open_three
        elif sums[5 - k] >= 2 and not sums[k + 2]:
            score -= open_three
    return score


OPEN_THREE = 400.0
"""Worth of the initiative of an open three in :func:`evaluate_shapes`."""


def evaluate_shapes(
    state: DeagoState, captures: float = 10.0, pairs: float = 1.0, threes: float = 0.0,
    tempo: float = TEMPO, open_three: float = OPEN_THREE,
) -> float:
    """:func:`evaluate` plus whose turn it is for threes.

    The side to move with an open-four point (:func:`~tanbo.ai.games.deago.shapes.line_points`:
    an open three, its stone makes two winning points that one stone cannot block; only a
    capture may still save the line) gains ``open_three`` (default :data:`OPEN_THREE`);
    the opponent's open-four points on two or more lines (the mover blocks only one),
    when the mover has no four point of its own to gain a tempo, cost it as much.
    """
    return _evaluate_view(state, view(state), captures, pairs, threes, tempo, open_three)


TERMS = ("own", "opp", "caps_own", "caps_opp", "takes_own", "takes_opp", "open", "double")
"""The names of :func:`evaluation_terms`, in order."""


def evaluation_terms(state: DeagoState) -> list[float]:
    """What :func:`evaluate_shapes` weighs, for the side to move (a game in play):
    its own and the opponent's window sums, each side's captured stones, the pairs each
    can take next move (the mover's counted up to 2), its open three (1/0) and the
    opponent's two open threes with no four of its own to play first (1/0). Below 8
    captured stones a side, ``evaluate_shapes(state, captures, pairs, 0, tempo, three)``
    is ``tempo * own - opp + captures * (caps_own - caps_opp) + pairs * (14 * takes_own
    - 6 * takes_opp) + three * (open - double)`` (the tests check it), so a fit of
    game results on the terms gives the weights (``tools/deago_eval_fit.py``)."""
    c = state.to_move
    o = 3 - c
    v = view(state)
    sums = lines(v, state.stride)[1]
    k = 2 * (c - 1)
    own, opp = (sums[0], sums[1]) if c == BLACK else (sums[1], sums[0])
    caps = state.capture_counts
    is_open = 1.0 if sums[k + 3] else 0.0
    double = 1.0 if sums[5 - k] >= 2 and not sums[k + 2] else 0.0
    return [
        own, opp, float(caps[c]), float(caps[o]), float(min(v.takes(c), 2)),
        float(v.takes(o)), is_open, double,
    ]
