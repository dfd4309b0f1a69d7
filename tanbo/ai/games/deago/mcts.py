"""DEAGO's MCTS knowledge: candidates, priors and playouts for the generic tree search.

The levels play alpha-beta (:mod:`.player`); the MCTS of :mod:`tanbo.ai.mcts` is
what the **hints and the analysis** run on DEAGO (:func:`tanbo.ai.levels.hint_searcher`,
:mod:`tanbo.ai.analysis`), and ``python -m tanbo match``'s ``mcts:`` specs (with
``level=N``: the weaker knowledge of :data:`~.knowledge.LEVEL_KNOWLEDGE`) and ``rave``
(``uct`` is plain UCT, without knowledge); ``greedy`` plays :func:`point_score`.
:class:`~.knowledge.DeagoKnowledge` hands these to the search. Five-in-a-row games
are tactical, and plain MCTS drowns in 361 moves; so:

* **Candidates** (the moves the tree expands), in order of precedence:

  1. the mover's immediate wins (a five, conversions counted, or the 20th
     captured stone, :func:`~.wins.winning_points`): only those;
  2. if the opponent has an immediate win: only the *defences*
     (:func:`~.wins.defences`) — moves after which the opponent has none left; the
     ones tried are occupying a winning point, any capture (it may take a stone out
     of the line) and any conversion (it may take the neutral the opponent's five
     needs), each checked by playing it. If none defends, the game is lost and the
     opponent's winning points are returned (any move loses);
  3. otherwise the empty points within two points (Chebyshev distance) of a
     black or white stone, or next to a neutral stone (:func:`near_points`; on a
     board without any stone, the points within two of the centre), of which only the
     :data:`DEFAULT_TOP` best by :func:`point_score` are kept: a narrow tree
     reads deeper, and more iterations then pay (see :data:`DEFAULT_TOP`).

  ``pass`` is left out while any point is empty and far points are never
  considered. This is safe: a move can only win, capture, convert or block
  next to stones, so a far point or a pass is never better than a tempo move
  near the action. The solver's proofs are proofs over these candidates: exact
  for wins and for defences against an immediate win (both sets are complete),
  heuristic where only the best near points were kept.
  Legal moves are unchanged (every empty point and ``pass``).
* **Priors** (:func:`prior`): a one-ply score of each candidate (:func:`point_score`):
  own and blocked line lengths with open ends, captures, conversions, and a
  penalty for making an own pair that can be captured next move. It is not the
  alpha-beta's :func:`~.ordering.move_scores`: the priors and the playouts were tuned
  on this scale (:data:`DEFAULT_PRIOR_SLOPE`), and the hints would change with it.
* **Playouts** (``smart``, :func:`tactical_policy`): each ply wins at once if a line
  through the last two moves allows it, else blocks the opponent's five there, else
  takes a pair the opponent's last stone offered, else plays a random point near one
  of the last two moves. They stop after at most :data:`DEFAULT_PLIES` plies
  (fewer if the search asks for fewer; a DEAGO playout is never played to the
  end) and score the position reached with :func:`black_chance` (five-point
  windows valued by :data:`PLAYOUT_WINDOW_VALUE`, fours, captures, the move).
  ``random`` is the engine's uniform playout to the end.

Built on :mod:`.board` and :mod:`.wins`; the playouts play through the engine's
``push_unchecked`` (no history).
"""

from __future__ import annotations

import functools
import math
import random
import re

from tanbo.ai.games.deago.board import (
    BORDER,
    OFF,
    directions,
    neighbourhoods,
    run_length,
    stones,
)
from tanbo.ai.games.deago.wins import winning_internal, wins_at
from tanbo.ai.knowledge import BLACK_SCORE
from tanbo.games.deago.setups import BLACK, EMPTY, NEUTRAL, PASS, WHITE
from tanbo.games.deago.state import DeagoState

__all__ = [
    "WIN_SCORE", "DEFAULT_PLIES", "DEFAULT_TOP", "DEFAULT_PRIOR_SLOPE", "PLAYOUT_WINDOW_VALUE",
    "near_points", "point_score", "prior", "black_chance", "tactical_policy",
]

WIN_SCORE = 1000.0
"""Score of a move that wins at once."""
DEFAULT_PLIES = 12
"""Most plies of a ``smart`` playout; the evaluation scores the rest.

Tuned on 13x13 at 100 iterations a move, 20 games a pair (colours swapped):
0 plies (the evaluation alone) lost 7-13 to 6 plies, 6 lost 5-15 to 12, and 24
drew 10-10 with 12.
"""
DEFAULT_TOP = 16
"""Near points kept as candidates. At 100 iterations against 100 on 13x13, the 16
best beat all near points 12-8; with 16, 100 iterations beat 10 iterations 17-3,
where all near points managed about 60% over 100 games (level 2 vs level 1)."""
DEFAULT_PRIOR_SLOPE = 0.08
"""Prior = 0.5 + slope * :func:`point_score` (in 0.1..0.95): 0.04 beat 0.02 14-6,
0.08 beat 0.04 13-7, 0.16 drew 10-10 with 0.08 (same test as above)."""


def near_points(state: DeagoState) -> list[int]:
    """Empty points within 2 of a black/white stone or next to a neutral (ascending).

    On a board with no stone: the empty points within 2 of the centre.
    """
    cells = state.board
    _, ring1, ring2 = neighbourhoods(state)
    seen: set[int] = set()
    seen.update(*[ring2[i] for i in stones(cells, BLACK)])
    seen.update(*[ring2[i] for i in stones(cells, WHITE)])
    seen.update(*[ring1[i] for i in stones(cells, NEUTRAL)])
    if not any(cells[i] == EMPTY for i in seen):
        g = state.geometry
        centre = state.to_internal[(g.height // 2) * g.width + g.width // 2]
        seen = set(ring2[centre]) | {centre}
    to_ex = state.to_external
    return sorted(to_ex[i] for i in seen if cells[i] == EMPTY)


_LINE_VALUE = {2: 1.0, 3: 4.0, 4: 12.0}


def point_score(state: DeagoState, p: int, wins: bool = True) -> float:
    """A one-ply score of empty point ``p`` for the side to move (higher is better).

    With ``wins=False`` an immediate win is not looked for (the candidates
    already hold only wins when there is one).
    """
    c = state.to_move
    o = 3 - c
    cells = state.board
    stride = state.stride
    i = state.to_internal[p]
    if wins and wins_at(state, i, c):
        return WIN_SCORE
    score = 0.0
    value = _LINE_VALUE
    for a in (1, stride):
        for who, weight in ((c, 1.0), (o, 0.7)):
            n = 1
            q = i + a
            while cells[q] == who:
                n += 1
                q += a
            ends = int(cells[q] == EMPTY)
            q = i - a
            while cells[q] == who:
                n += 1
                q -= a
            ends += cells[q] == EMPTY
            if n >= 5:
                score += 60.0  # (for o) blocks the opponent's five
            elif n > 1 and ends:
                score += weight * value[n] * (0.5 + 0.5 * (ends - 1))
    conv = 0
    taken = 0
    for d in directions(stride):
        a = cells[i + d]
        if a in (EMPTY, OFF):
            continue
        b = cells[i + d + d]
        if a == o:
            if b == o and cells[i + 3 * d] == c:
                taken += 2
        elif a == c:
            # An own pair with the opponent on one side and room on the other can be taken.
            back = cells[i - d]
            if (b == o and back == EMPTY) or (b == EMPTY and back == o):
                score -= 2.5
        elif a == NEUTRAL and b == c and (d == 1 or d == -1 or d == stride or d == -stride):
            conv += 1
    score += 1.5 * conv
    if taken:
        score += 3.0 * taken + (6.0 if state.capture_counts[c] + taken >= 14 else 0.0)
    return score


def prior(score: float, slope: float) -> float:
    """The prior win rate of a candidate of :func:`point_score` ``score``: 1.0 for a win,
    else ``0.5 + slope * score`` held in 0.1..0.95."""
    if score >= WIN_SCORE:
        return 1.0
    return min(0.95, max(0.1, 0.5 + slope * score))


PLAYOUT_WINDOW_VALUE = (0.0, 1.0, 5.0, 30.0, 200.0, 0.0)
"""Value of a five-point window holding k stones of one colour and nothing else but
empty, for :func:`black_chance`. Not the search's :data:`~.shapes.WINDOW_VALUE`: the
playouts' logistic (and :data:`DEFAULT_PLIES`) was tuned on this scale."""


@functools.lru_cache(maxsize=4096)
def _window(text: bytes) -> tuple[float, float, int, int]:
    """(Black's value, White's value, Black fours, White fours) of 5 cells (bytes = cell values)."""
    black, white = text.count(1), text.count(2)
    if black and white:
        return 0.0, 0.0, 0, 0
    value = PLAYOUT_WINDOW_VALUE
    return value[black], value[white], int(black == 4), int(white == 4)


_SPLIT = re.compile(b"[" + bytes([NEUTRAL]) + BORDER + b"]+").split
"""Neutral stones and the border cut the lines of :func:`black_chance`."""


@functools.lru_cache(maxsize=1 << 16)
def _segment(seg: bytes) -> tuple[float, float, int, int]:
    """The summed :func:`_window` values of every window in a line segment."""
    vb = vw = 0.0
    fb = fw = 0
    for k in range(len(seg) - 4):
        b, w, f4b, f4w = _window(seg[k : k + 5])
        vb += b
        vw += w
        fb += f4b
        fw += f4w
    return vb, vw, fb, fw


def black_chance(state: DeagoState) -> float:
    """A rough chance that Black wins a position still in play (a logistic guess).

    Every horizontal and vertical window of five points that holds stones of
    one colour only (no neutral) is worth 1, 5, 30, 200 for 1-4 stones; a side
    to move with a four wins, a side to move facing two fours loses; then the
    window values, the captured stones and the move decide.
    """
    cells = state.board
    stride = state.stride
    rows = bytes(cells)
    text = rows + b"".join(rows[k::stride] for k in range(stride))
    vb = vw = 0.0
    fb = fw = 0
    for seg in _SPLIT(text):
        if len(seg) >= 5 and seg.count(0) < len(seg):
            b, w, f4b, f4w = _segment(seg)
            vb += b
            vw += w
            fb += f4b
            fw += f4w
    mover = state.to_move
    if (fb if mover == BLACK else fw):
        return 1.0 if mover == BLACK else 0.0  # the mover completes its four
    if (fw if mover == BLACK else fb) >= 2:
        return 0.05 if mover == BLACK else 0.95  # two fours cannot both be blocked
    caps = state.capture_counts
    tempo = 1.25
    if mover == BLACK:
        vb *= tempo
    else:
        vw *= tempo
    x = (vb - vw) / (40.0 + 0.1 * (vb + vw)) + 0.12 * (caps[BLACK] - caps[WHITE])
    return 1.0 / (1.0 + math.exp(-x))


def _line_ends(cells: list[int], i: int, stride: int) -> list[int]:
    """The first cell past the stones of ``i``'s colour on each orthogonal ray, when empty.

    A five made next move along a line through the stone on ``i`` needs one of them.
    """
    c = cells[i]
    out = []
    for d in (1, -1, stride, -stride):
        q = i + d
        while cells[q] == c:
            q += d
        if cells[q] == EMPTY:
            out.append(q)
    return out


def tactical_policy(state: DeagoState, rng: random.Random, plies: int = DEFAULT_PLIES) -> float:
    """Play a tactical playout for at most ``plies`` plies; return Black's score.

    1.0 / 0.0 / 0.5 when the game ends (or a side completes a five it was
    sure to complete), else :func:`black_chance` of the position reached.
    Mutates ``state`` through ``push_unchecked`` (no history).
    """
    if state.winner:
        return BLACK_SCORE[state.winner]
    rnd = rng.random
    cells = state.board
    stride = state.stride
    to_ex = state.to_external
    empty = state.empty_internal
    c = state.to_move
    if winning_internal(state, c):
        return 1.0 if c == BLACK else 0.0
    threats = winning_internal(state, 3 - c)
    prev = -1  # the mover's previous stone (internal), -1 = unknown
    last = -1  # the opponent's last stone
    if threats:
        block = threats[int(rnd() * len(threats))]
        state.push_unchecked(to_ex[block])  # occupy one (a playout looks no further)
        if state.winner:
            return BLACK_SCORE[state.winner]
        if winning_internal(state, 3 - c):
            return 0.0 if c == BLACK else 1.0  # more than one threat: the block failed
        last = block
    left = plies
    push = state.push_unchecked
    while not state.winner:
        if left <= 0:
            return black_chance(state)  # (also at once with plies == 0)
        left -= 1
        if not empty:
            push(PASS)
            continue
        c = state.to_move
        o = 3 - c
        move = -1
        if prev >= 0 and cells[prev] == c:
            for q in _line_ends(cells, prev, stride):
                if run_length(cells, q, c, 1) >= 5 or run_length(cells, q, c, stride) >= 5:
                    return 1.0 if c == BLACK else 0.0
        if last >= 0 and cells[last] == o:
            for q in _line_ends(cells, last, stride):
                if run_length(cells, q, o, 1) >= 5 or run_length(cells, q, o, stride) >= 5:
                    move = q
                    break
            if move < 0 and rnd() < 0.8:
                # Take a pair the opponent's last stone just made: X O O . with O at last.
                for d in directions(stride):
                    if cells[last + d] == o and cells[last - d] == c and cells[
                        last + d + d] == EMPTY:
                        move = last + d + d
                        break
        if move < 0:
            base = last if prev < 0 or (last >= 0 and rnd() < 0.6) else prev
            if base >= 0:
                for _ in range(4):
                    q = base + (int(rnd() * 5) - 2) * stride + int(rnd() * 5) - 2
                    if 0 <= q < len(cells) and cells[q] == EMPTY:
                        move = q
                        break
            if move < 0:
                move = empty[int(rnd() * len(empty))]
        push(to_ex[move])
        prev, last = last, move
    return BLACK_SCORE[state.winner]


assert WHITE == 2 and BLACK == 1  # the text scan of black_chance relies on it
