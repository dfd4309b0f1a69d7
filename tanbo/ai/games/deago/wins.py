"""DEAGO's immediate wins and their defences, fast (the layer above :mod:`.board`).

A colour *wins at once* on an empty point when its stone there makes a horizontal
or vertical five (conversions counted) or takes its 20th captured stone.
:func:`winning_internal` finds every such point by a cheap filter (the windows of
four, or the parent position's winning points and the windows through the last
move's changes; the conversions; the points taking enough pairs) checked exactly by
:func:`wins_at`; the position's :func:`~.board.view` keeps the answer and
:class:`WinMemo` remembers it for one search. A
*defence* (:func:`defences_internal`) is a move after which the opponent has none
left: occupying its winning point, a capture that breaks the line or takes a stone
the five needs, a conversion that takes the neutral it needs.

The public :meth:`~tanbo.games.deago.state.DeagoState.winning_moves` gives the same
answers in milliseconds, these in tens of microseconds; the tests compare them.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from tanbo.ai.games.deago.board import (
    View,
    captures,
    converts,
    mix2,
    orth_index,
    play,
    run_length,
    text_layout,
    undo,
    view,
    window_empties,
)
from tanbo.games.deago.setups import CAPTURES_TO_WIN, EMPTY, NEUTRAL
from tanbo.games.deago.state import DeagoState

__all__ = [
    "Wins", "WinMemo", "wins_at", "winning_internal", "five_tries", "winning_points",
    "defences_internal", "defences",
]

Wins = Callable[[DeagoState, int], list[int]]
"""``(state, colour) -> internal points where colour wins at once`` (memo or scan)."""


def wins_at(state: DeagoState, i: int, c: int, touching: int | None = None) -> bool:
    """True if ``c`` playing on empty internal point ``i`` wins at once (five or 20 captures).

    ``touching``: at least the pairs a stone on ``i`` takes without a conversion (say the
    opponent stones around ``i``), if the caller knows: the captures need not be counted
    when that is too few for 20. The stone and its conversions are put on the
    board while the lines are read and taken back (the fast view allows it).
    """
    cells = state.board
    stride = state.stride
    conv = converts(cells, i, c, stride)
    if conv:
        cells[i] = c
        for q in conv:
            cells[q] = c
        try:
            if any(run_length(cells, s, c, a) >= 5 for s in (i, *conv) for a in (1, stride)):
                return True
        finally:
            cells[i] = EMPTY
            for q in conv:
                cells[q] = NEUTRAL
    elif run_length(cells, i, c, 1) >= 5 or run_length(cells, i, c, stride) >= 5:
        return True
    caps = state.capture_counts
    need = CAPTURES_TO_WIN - caps[c]
    if touching is not None and not conv and 2 * touching < need:
        return False
    if need <= 16:  # one move can take up to 8 pairs
        if conv:
            cells[i] = c
            for q in conv:
                cells[q] = c
        try:
            taken = captures(cells, i, c, stride, conv)
        finally:
            if conv:
                cells[i] = EMPTY
                for q in conv:
                    cells[q] = NEUTRAL
        return caps[c] + taken >= CAPTURES_TO_WIN
    return False


def winning_internal(state: DeagoState, c: int) -> list[int]:
    """Empty internal points (ascending) where ``c`` playing now wins at once.

    Tried (then checked exactly by :func:`wins_at`): the points where ``c``'s stone
    makes a horizontal or vertical five-cell window holding four stones of ``c``
    and itself (:func:`five_tries`); the points where ``c`` would convert a neutral
    stone (a conversion can complete a five); the points that take, without a
    conversion, the stones still needed for 20 (:meth:`~.board.View.pairs`). The
    lines, pairs and conversions are read from the position's :func:`~.board.view`,
    which keeps the answer.
    """
    v = view(state)
    caps_c = state.capture_counts[c]
    found = v.wins(c, caps_c)
    return _winning(state, v, c, caps_c) if found is None else found


def _winning(state: DeagoState, v: View, c: int, caps_c: int) -> list[int]:
    """:func:`winning_internal` on ``state``'s view ``v``, not known to it yet."""
    cells = state.board
    stride = state.stride
    tries = _five_tries(state, v, c)
    conversions = v.conversions(stride, c)
    parent = v.parent
    known = None if parent is None else parent.wins(c, caps_c)
    if known is None or v.changes is None:
        tries.update(conversions)
    elif conversions:  # tries holds the known points already (_five_tries)
        _near_conversions(tries, conversions, v.changes, stride, caps_c)
    need = CAPTURES_TO_WIN - caps_c
    # A stone takes at most the pairs c can take now (conversions aside: those points
    # are tried anyway).
    pairs = 0 if need > 16 else v.takes(c)
    if 2 * pairs < need:  # no stone takes enough pairs without a conversion
        found = [i for i in sorted(tries) if cells[i] == EMPTY and wins_at(state, i, c, pairs)]
    else:
        # Without a conversion, the stones a point takes (its pairs, two stones each, in
        # different directions) are known from the pairs of the position.
        taken = v.pairs(cells, stride, c)[0]
        tries.update(q for q, n in taken.items() if n >= need)
        found = [
            i
            for i in sorted(tries)
            if cells[i] == EMPTY and wins_at(state, i, c, taken.get(i, 0) // 2)
        ]
    v.keep_wins(c, caps_c, found)
    return found


REACH = 4
"""How far along a row or column the cells :func:`wins_at` reads for its fives reach from
its point: four past it, on its own row and column and on those of its four neighbours
(a neutral beside it that its stone converts makes fives along its own lines too). A
five through that neutral away from the point holds the neutral's flank, the colour's
stone two out, and so the point itself: no five needs a cell five out. So: a plus three
cells wide."""
CAPTURE_REACH = 4
"""How far (in rows and columns, in any direction) the cells of a capture reach from the
point: three past the point or a neutral beside it."""


def _near_conversions(
    tries: set[int], conversions: dict[int, int], changes: list[tuple[int, int]],
    stride: int, caps_c: int,
) -> None:
    """Add to ``tries`` the conversion points (``conversions``) that may newly win for
    their colour (``caps_c`` stones taken) in a position a move made from one whose
    winning points for it were found with the same captured count (``tries`` holds
    those): the points with a cell the move changed (``changes``) among the cells
    :func:`wins_at` reads for them (:data:`REACH`; and :data:`CAPTURE_REACH` when
    captures could reach 20). Any other did not win in the parent, and :func:`wins_at`
    would read the same cells and give the same answer.

    (The other tries of such a position, :func:`_five_tries`, are the parent's winning
    points and points on the changed cells or beside them on their rows and columns:
    all within reach.)
    """
    moved = [divmod(q, stride) for q, _ in changes]
    box = CAPTURE_REACH if CAPTURES_TO_WIN - caps_c <= 16 else 0
    for p in conversions:
        if p in tries:
            continue
        row, col = divmod(p, stride)
        for r, k in moved:
            dr = row - r if row >= r else r - row
            dc = col - k if col >= k else k - col
            if (dr <= 1 and dc <= REACH) or (dc <= 1 and dr <= REACH) or (dr <= box and dc <= box):
                tries.add(p)
                break


@functools.lru_cache(maxsize=1 << 16)
def _gaps(seg: bytes, c: int) -> tuple[int, ...]:
    """Offsets of the empty points of the five-cell windows of ``seg`` (9 cells) through
    its centre that hold four stones of ``c`` and one empty point."""
    out: set[int] = set()
    for s in range(5):
        win = seg[s : s + 5]
        if win.count(c) == 4 and win.count(EMPTY) == 1:
            out.add(s + win.index(EMPTY))
    return tuple(sorted(out))


def five_tries(state: DeagoState, c: int) -> set[int]:
    """A set of empty internal points holding every point where a stone of ``c`` makes a
    horizontal or vertical five without a conversion (each in a window of five with
    four stones of ``c``): those of every such window (:func:`~.board.window_empties`),
    or, for a position :func:`~.board.play` made from one whose winning points of ``c``
    are known, those points and the ones the move's changes bring: a window that holds
    no changed cell is the parent's, and its point was a winning point there; one
    through the move's stone or conversions is read around them (when ``c`` moved); a
    captured stone leaves an empty point that may complete one."""
    return _five_tries(state, view(state), c)


def _five_tries(state: DeagoState, v: View, c: int) -> set[int]:
    parent = v.parent
    before = None if parent is None else parent.known_wins(c)
    changes = v.changes
    if before is None or changes is None:
        index = orth_index(state.stride, len(state.board))
        return {index[q] for q in window_empties(v.orth, c, 4)}
    tries = set(before)
    if changes[0][1] == c:
        stride = state.stride
        rows = v.rows
        text = v.text
        offsets = text_layout(stride, len(rows))[1]
        for q, value in changes:
            if value == EMPTY:
                tries.add(q)
                continue
            for j in _gaps(rows[q - 4 : q + 5], c):
                tries.add(q + j - 4)
            k = offsets[q][1]
            for j in _gaps(text[k - 4 : k + 5], c):
                tries.add(q + (j - 4) * stride)
    else:
        tries.update(q for q, value in changes if value == EMPTY)
    return tries


def winning_points(state: DeagoState, colour: int) -> list[int]:
    """Public points (ascending) where ``colour`` playing now wins at once; ``[]`` once over.

    The same answer as ``state.winning_moves(colour)``, much faster.
    """
    if state.winner:
        return []
    to_ex = state.to_external
    return sorted(to_ex[i] for i in winning_internal(state, colour))


class WinMemo:
    """The immediate wins of a colour (:func:`winning_internal`), remembered per board,
    captured count and colour for one search (the position's view, which keeps them
    too, is asked first).

    Iterative deepening and the threat searches visit the same positions again and
    again; the scan costs far more than the lookup. Cleared when it grows past
    ``limit`` entries.
    """

    def __init__(self, limit: int = 200_000) -> None:
        self.limit = limit
        self.table: dict[int, list[int]] = {}

    def __call__(self, state: DeagoState, c: int) -> list[int]:
        """The internal points where ``c`` playing now wins at once (ascending)."""
        return self.at(state, view(state), c)

    def at(self, state: DeagoState, v: View, c: int) -> list[int]:
        """:meth:`__call__` for a caller that holds the position's view ``v``."""
        caps_c = state.capture_counts[c]
        found = v.wins(c, caps_c)
        if found is not None:
            return found
        k = mix2(v.digest, caps_c, c)
        found = self.table.get(k)
        if found is None:
            if len(self.table) >= self.limit:
                self.table.clear()
            found = self.table[k] = _winning(state, v, c, caps_c)
        else:
            v.keep_wins(c, caps_c, found)
        return found


def defences_internal(
    state: DeagoState, threats: list[int], wins: Wins = winning_internal
) -> list[int]:
    """Internal points of the side to move after which the opponent has no immediate win.

    ``threats``: the opponent's winning points (internal, non-empty). Tried: those
    points, and every capture and conversion of the mover near the opponent's
    stones or a neutral (a capture may break the line or take a stone the five
    needs; a conversion may take its neutral), each checked by playing it.
    ``[]``: no defence (lost). Meant for a mover with no immediate win of its own (the
    searches play that first): its own winning points are not tried as such.
    """
    c = state.to_move
    o = 3 - c
    cells = state.board
    stride = state.stride
    v = view(state)
    tries = set(threats)
    tries.update(v.pairs(cells, stride, c)[0])  # the mover's pair captures
    tries.update(v.conversions(stride, c))
    out = []
    for i in sorted(tries):
        # Most tries leave one of the threats winning: that is read on the bare cells
        # (the engine's move, no view made); only a move past every one of them is
        # played again with its view, for the full scan a new winning point may fail.
        raw = state.play_undoable(i)
        won = state.winner == c
        refuted = not won and any(cells[t] == EMPTY and wins_at(state, t, o) for t in threats)
        state.unplay(raw)
        if won:
            out.append(i)
        elif not refuted:
            snap = play(state, i)
            ok = not wins(state, o)
            undo(state, snap)
            if ok:
                out.append(i)
    return out


def defences(state: DeagoState) -> list[int]:
    """Public moves of the side to move after which the opponent has no immediate win
    (ascending); ``[]`` when none defends: :func:`defences_internal` of the opponent's
    winning points, for the MCTS candidates and the tests."""
    to_ex = state.to_external
    threats = winning_internal(state, 3 - state.to_move)
    return sorted(to_ex[i] for i in defences_internal(state, threats))
