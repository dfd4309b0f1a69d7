"""DEAGO's move scores: the one-ply order of the alpha-beta's moves (and level 1's choice).

:func:`move_scores` scores empty points for the side to move: for each
horizontal/vertical window of five through the point, what the stone adds to the
mover's window and what it takes from the opponent's (:data:`~.shapes.WINDOW_VALUE`,
neutrals read as in the evaluation); captures (more near 20), conversions, pair
threats, and a penalty for making an own pair the opponent can take next move.
:mod:`.alphabeta` keeps the best of them at each node; level 1 plays the best.
Level 5 adds the points the scores could miss (:func:`tactical_points`: the blocks
of the opponent's threes, pair captures either way, own fours) and, below the root,
answers only an open three (:func:`three_answers`); both read :mod:`.shapes`.

The MCTS knowledge scores its candidates with its own
:func:`~tanbo.ai.games.deago.mcts.point_score`, on the scale its priors were tuned
on (the two are kept apart so that neither the levels nor the hints change).
"""

from __future__ import annotations

import functools

from tanbo.ai.games.deago.board import BORDER, captures, convert_view, converts, view
from tanbo.ai.games.deago.shapes import WINDOW_VALUE, Points, capture_points, shape_points
from tanbo.games.deago.setups import EMPTY
from tanbo.games.deago.state import DeagoState

__all__ = ["move_score", "move_scores", "line_score", "three_answers", "tactical_points"]


@functools.lru_cache(maxsize=1 << 16)
def line_score(seq: bytes, c: int, defence: float) -> float:
    """The window part of :func:`move_score` along one line: ``seq`` = the 9 cells
    centred on the (empty) point, the border beyond the board."""
    o = 3 - c
    wv = WINDOW_VALUE
    score = 0.0
    cells = bytearray(seq)
    cells[4] = c
    attack = convert_view(bytes(cells), c)
    cells[4] = o
    block = convert_view(bytes(cells), o)
    for s in range(5):
        own = 0
        for v in attack[s : s + 5]:
            if v == c:
                own += 1
            elif v != EMPTY:
                own = -1
                break
        if own > 0:
            score += wv[own] - wv[own - 1]
        opp = 0
        for v in block[s : s + 5]:
            if v == o:
                opp += 1
            elif v != EMPTY:
                opp = -1
                break
        if opp > 1:
            score += defence * wv[opp - 1]
    return score


_LINES: dict[tuple[int, float], dict[bytes, float | tuple[float, ...]]] = {}
"""(colour, defence) -> :func:`line_score` by 9-cell slice, and its table along each
row or column (:func:`_line_table`) by the line's cells."""
LINES_LIMIT = 1 << 15
"""Lines a colour's table holds before it starts again."""


_PAD = BORDER * 3


def _line_table(
    memo: dict[bytes, float | tuple[float, ...]], line: bytes, c: int, defence: float
) -> tuple[float, ...]:
    """:func:`line_score` at each cell of ``line`` (a row or column with its border
    cells; 0 at those), remembered in ``memo`` by the line as by each 9-cell slice.

    The slices are read with the border padded by more border cells: a window of five
    through a point that reaches past the border holds the border cell, so the cells
    beyond it (the next row, in the board's text) change no score.
    """
    found = memo.get(line)
    if isinstance(found, tuple):
        return found
    padded = _PAD + line + _PAD
    scores = [0.0]
    for k in range(1, len(line) - 1):
        seg = padded[k - 1 : k + 8]
        score = memo.get(seg)
        if not isinstance(score, float):
            score = memo[seg] = line_score(seg, c, defence)
        scores.append(score)
    scores.append(0.0)
    table = memo[line] = tuple(scores)
    return table


def move_score(state: DeagoState, i: int, defence: float = 0.8) -> float:
    """A one-ply score of empty internal point ``i`` for the side to move (higher = better).

    For each horizontal/vertical window of five through ``i`` (without a neutral
    or the border): what the stone adds to the mover's window and what it takes
    from the opponent's; captures (more near 20), conversions, and a penalty
    for making an own pair the opponent can take next move. ``defence`` weighs
    what the stone takes from the opponent's windows (a beginner's is low).
    """
    return move_scores(state, [i], defence)[0]


def move_scores(state: DeagoState, points: list[int], defence: float = 0.8) -> list[float]:
    """:func:`move_score` of each of ``points`` (empty internal points), in order.

    The window part is read from a table of each row and column the points are on
    (:func:`_line_table`: the scores along the line, remembered by its cells), so
    scoring the candidates of a node costs well under a microsecond a point.
    """
    c = state.to_move
    o = 3 - c
    cells = state.board
    stride = state.stride
    v = view(state)
    caps = state.capture_counts
    caps_c = caps[c]
    pair_penalty = 15.0 + 2.0 * caps[o]
    # The local terms, found from the stones (far fewer than the points scored):
    # conversions, captures (2 stones a pair) and pair threats, own pairs made takeable.
    extra: dict[int, float] = {}
    conversions = v.conversions(stride, c)
    taken, open_ends = v.pairs(cells, stride, c)
    for q in open_ends:
        extra[q] = extra.get(q, 0.0) + 6.0  # threatens the pair
    for s in v.stones(c):
        for d in (1, -1, stride, -stride, stride + 1, stride - 1, -stride + 1, -stride - 1):
            i = s - d  # a stone on i makes the pair (i, s)
            if cells[i] == EMPTY:
                b, back = cells[s + d], cells[i - d]
                if (b == o and back == EMPTY) or (b == EMPTY and back == o):
                    extra[i] = extra.get(i, 0.0) - pair_penalty
    memo = _LINES.get((c, defence))
    if memo is None or len(memo) > LINES_LIMIT:
        memo = _LINES[c, defence] = {}
    rows = v.rows
    orth = v.orth
    size = len(rows)
    height = size // stride
    across: list[tuple[float, ...] | None] = [None] * height  # by row: the scores along it
    down: list[tuple[float, ...] | None] = [None] * stride  # by column
    coords = _coords(stride, size)
    special = conversions.keys() | taken.keys()  # the points with a local term beyond extra
    get_extra = extra.get
    out: list[float] = []
    append = out.append
    for i in points:
        r, k = coords[i]
        row = across[r]
        if row is None:
            row = across[r] = _line_table(memo, rows[r * stride : r * stride + stride], c, defence)
        column = down[k]
        if column is None:
            base = size + 1 + k * (height + 1)
            column = down[k] = _line_table(memo, orth[base : base + height], c, defence)
        score = row[k] + column[r] + get_extra(i, 0.0)
        if i in special:
            n_conv = conversions.get(i, 0)
            if n_conv:
                score += 6.0 * n_conv
                # A converted stone flanks pairs too: count this point's captures exactly.
                took = captures(cells, i, c, stride, converts(cells, i, c, stride))
            else:
                took = taken.get(i, 0)
            if took:
                total = caps_c + took
                score += (
                    12.0 * took + (40.0 if total >= 14 else 0.0) + (1e5 if total >= 20 else 0.0)
                )
        append(score)
    return out


@functools.lru_cache(maxsize=8)
def _coords(stride: int, size: int) -> tuple[tuple[int, int], ...]:
    """``divmod(i, stride)`` of each point of a padded board (row, column)."""
    return tuple(divmod(i, stride) for i in range(size))


def three_answers(
    state: DeagoState, shapes: tuple[Points, Points] | None = None
) -> set[int] | None:
    """The moves that answer the opponent's open three (:attr:`~.alphabeta.AbConfig.respond`), or
    ``None`` if the opponent has no open-four point.

    Unanswered, an open three becomes an open four, which only a capture may still
    stop. The answers: the opponent's four points (blocks, at the open-four points or
    the far ends), the mover's own four and open-four points (a four must be answered
    first; an open four wins first) and its pair captures (a capture can break the line
    or win the race to 20). ``shapes``: :func:`~tanbo.ai.games.deago.shapes.shape_points`
    of ``state``, if the caller has it.
    """
    c = state.to_move
    if shapes is None:
        shapes = shape_points(state)
    opp_fours, opp_opens = shapes[2 - c]
    if not opp_opens:
        return None
    own_fours, own_opens = shapes[c - 1]
    return {*opp_fours, *own_fours, *own_opens, *capture_points(state, c)}


def tactical_points(state: DeagoState, shapes: tuple[Points, Points] | None = None) -> list[int]:
    """The side to move's tactical points (:attr:`~.alphabeta.AbConfig.tactical`), most
    urgent first: the opponent's open-four points, the own pair captures, the points
    where the opponent would take an own pair, the own open-four points, the opponent's
    four points, the own four points (internal points, each once). ``shapes``: as for
    :func:`three_answers`."""
    c = state.to_move
    o = 3 - c
    if shapes is None:
        shapes = shape_points(state)
    own_fours, own_opens = shapes[c - 1]
    opp_fours, opp_opens = shapes[o - 1]
    return list(
        dict.fromkeys(
            [
                *opp_opens,
                *capture_points(state, c),
                *capture_points(state, o),
                *own_opens,
                *opp_fours,
                *own_fours,
            ]
        )
    )
