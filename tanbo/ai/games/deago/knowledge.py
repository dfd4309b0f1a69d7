"""DEAGO's AI knowledge (:class:`tanbo.ai.knowledge.GameKnowledge`): five-in-a-row tactics.

Five-in-a-row games are tactical, and plain MCTS drowns in 361 moves; so:

* **Candidates** (the moves the tree expands), in order of precedence:

  1. the mover's immediate wins (a five, conversions counted, or the 20th
     captured stone): only those;
  2. if the opponent has an immediate win: only the *defences* — moves after
     which the opponent has none left; the ones tried are occupying a winning
     point, any capture (it may take a stone out of the line) and any
     conversion (it may take the neutral the opponent's five needs), each
     checked by playing it. If none defends, the game is lost and the
     opponent's winning points are returned (any move loses);
  3. otherwise the empty points within two points (Chebyshev distance) of a
     black or white stone, or next to a neutral stone (on a board without any
     stone, the points within two of the centre), of which only the
     :data:`DEFAULT_TOP` best by :func:`point_score` are kept: a narrow tree
     reads deeper, and more iterations then pay (see :data:`DEFAULT_TOP`).

  ``pass`` is left out while any point is empty and far points are never
  considered. This is safe: a move can only win, capture, convert or block
  next to stones, so a far point or a pass is never better than a tempo move
  near the action. The solver's proofs are proofs over these candidates: exact
  for wins and for defences against an immediate win (both sets are complete),
  heuristic where only the best near points were kept.
  Legal moves are unchanged (every empty point and ``pass``).
* **Priors**: a one-ply score of each candidate (:func:`point_score`): own
  and blocked line lengths with open ends, captures, conversions, and a
  penalty for making an own pair that can be captured next move.
* **Playouts** (``smart``): each ply wins at once if a line through the last
  two moves allows it, else blocks the opponent's five there, else takes a pair
  the opponent's last stone offered, else plays a random point near one of
  the last two moves. They stop after at most :data:`DEFAULT_PLIES` plies
  (fewer if the search asks for fewer; a DEAGO playout is never played to the
  end) and score the position reached with :func:`black_chance` (five-point
  windows, fours, captures, the move). ``random`` is the engine's uniform
  playout to the end.

* **Levels**: DEAGO's levels play the alpha-beta of :mod:`.alphabeta`
  (:meth:`DeagoKnowledge.level_player`, through :mod:`tanbo.ai.levelplayer`);
  :data:`LEVEL_KNOWLEDGE` keeps the weaker MCTS knowledge of levels 1-4 for an
  MCTS run with ``SearchConfig.level`` (``mcts:SECONDS:level=N``).

The threat scans read the engine's padded board (``DeagoState._cells`` with a
one-point ``OFF`` border, ``_stride``, ``_to_in``/``_to_ex``, ``_caps``) read-only:
the public :meth:`~tanbo.games.deago.state.DeagoState.winning_moves` costs milliseconds,
these tens of microseconds. They are checked against the public queries in the
tests.
"""

from __future__ import annotations

import collections
import functools
import itertools
import math
import random
import re
from typing import Any

from tanbo.ai.games.deago.shapes import _stones, orth_index, orth_text
from tanbo.ai.knowledge import BLACK_SCORE, Policy, random_policy, register_knowledge
from tanbo.games.deago.setups import BLACK, CAPTURES_TO_WIN, EMPTY, NEUTRAL, PASS, WHITE

__all__ = [
    "DeagoKnowledge",
    "DEAGO_KNOWLEDGE",
    "LEVEL_KNOWLEDGE",
    "winning_points",
    "defences",
    "near_points",
    "point_score",
    "black_chance",
    "tactical_policy",
]

_OFF = 4  # the engine's border cell value
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


def _runs(cells: list[int], i: int, c: int, step: int) -> tuple[int, int]:
    """(stones of ``c`` in a row through ``i`` along ``step``, counting ``i``; open ends)."""
    n = 1
    q = i + step
    while cells[q] == c:
        n += 1
        q += step
    open_ends = cells[q] == EMPTY
    q = i - step
    while cells[q] == c:
        n += 1
        q -= step
    return n, open_ends + (cells[q] == EMPTY)


def _converts(cells: list[int], i: int, c: int, stride: int) -> list[int]:
    """Neutral stones a stone of ``c`` on ``i`` would convert (``X N X``, orthogonal)."""
    out = []
    for d in (1, -1, stride, -stride):
        if cells[i + d] == NEUTRAL and cells[i + d + d] == c:
            out.append(i + d)
    return out


def _captures(cells: list[int], i: int, c: int, stride: int, flanks: list[int]) -> int:
    """Opponent stones a stone of ``c`` on ``i`` would capture (flanked by ``i`` or ``flanks``)."""
    o = 3 - c
    taken: set[int] = set()
    for s in (i, *flanks):
        for d in (1, -1, stride, -stride, stride + 1, stride - 1, -stride + 1, -stride - 1):
            a = s + d
            if cells[a] == o and cells[a + d] == o and cells[a + d + d] == c:
                taken.add(a)
                taken.add(a + d)
    return len(taken)


def _wins_at(state: Any, i: int, c: int, touching: int | None = None) -> bool:
    """True if ``c`` playing on empty internal point ``i`` wins at once (five or 20 captures).

    ``touching``: the opponent stones around ``i``, if the caller counted them: without
    a conversion, a stone takes at most that many pairs, so the captures need not be
    counted when that is too few for 20.
    """
    cells: list[int] = state._cells
    stride: int = state._stride
    conv = _converts(cells, i, c, stride)
    if conv:
        cells[i] = c
        for q in conv:
            cells[q] = c
        try:
            if any(_runs(cells, s, c, a)[0] >= 5 for s in (i, *conv) for a in (1, stride)):
                return True
        finally:
            cells[i] = EMPTY
            for q in conv:
                cells[q] = NEUTRAL
    elif _runs(cells, i, c, 1)[0] >= 5 or _runs(cells, i, c, stride)[0] >= 5:
        return True
    caps: list[int] = state._caps
    need = CAPTURES_TO_WIN - caps[c]
    if touching is not None and not conv and 2 * touching < need:
        return False
    if need <= 16:  # one move can take up to 8 pairs
        if conv:
            cells[i] = c
            for q in conv:
                cells[q] = c
        try:
            taken = _captures(cells, i, c, stride, conv)
        finally:
            if conv:
                cells[i] = EMPTY
                for q in conv:
                    cells[q] = NEUTRAL
        return caps[c] + taken >= CAPTURES_TO_WIN
    return False


@functools.lru_cache(maxsize=8)
def _tables(width: int, height: int) -> tuple[tuple[frozenset[int], ...], ...]:
    """Per internal point of a padded ``width`` x ``height`` board: its neighbourhoods.

    Returns ``(orth, ring1, ring2)``: the on-board internal points at orthogonal
    distance 1, within Chebyshev distance 1, and within Chebyshev distance 2.
    """
    stride = width + 2
    size = stride * (height + 2)
    orth: list[frozenset[int]] = []
    ring1: list[frozenset[int]] = []
    ring2: list[frozenset[int]] = []
    for i in range(size):
        row, col = divmod(i, stride)
        near: list[list[int]] = [[], [], []]
        for dy in range(-2, 3):
            for dx in range(-2, 3):
                r, k = row + dy, col + dx
                if (dy or dx) and 1 <= r <= height and 1 <= k <= width:
                    q = r * stride + k
                    near[2].append(q)
                    if max(abs(dy), abs(dx)) == 1:
                        near[1].append(q)
                        if not dy or not dx:
                            near[0].append(q)
        orth.append(frozenset(near[0]))
        ring1.append(frozenset(near[1]))
        ring2.append(frozenset(near[2]))
    return tuple(orth), tuple(ring1), tuple(ring2)


def _tables_of(state: Any) -> tuple[tuple[frozenset[int], ...], ...]:
    g = state.geometry
    return _tables(g.width, g.height)


@functools.lru_cache(maxsize=8)
def _window_shapes(c: int, stones: int) -> tuple[tuple[bytes, tuple[int, ...]], ...]:
    """Each five-cell window holding ``stones`` stones of ``c`` and empty points otherwise,
    with the offsets of its empty points."""
    out = []
    for k in range(32):
        if bin(k).count("1") == stones:
            shape = bytes(c if k >> j & 1 else EMPTY for j in range(5))
            out.append((shape, tuple(j for j in range(5) if shape[j] == EMPTY)))
    return tuple(out)


def _window_empties(text: bytes, c: int, stones: int) -> list[int]:
    """Offsets in ``text`` (the rows and columns,
    :func:`~tanbo.ai.games.deago.shapes.orth_text`) of the empty points of every
    five-cell window holding ``stones`` stones of ``c`` and empty points otherwise (a
    point once per window it is in; overlapping windows all count).

    One ``bytes.find`` loop per window shape: a few microseconds on 19x19, where a
    regular expression trying every shape at every offset costs ten times more.
    """
    out: list[int] = []
    find = text.find
    for shape, empties in _window_shapes(c, stones):
        pos = find(shape)
        while pos >= 0:
            out.extend(pos + j for j in empties)
            pos = find(shape, pos + 1)
    return out


def _winning_internal(state: Any, c: int) -> list[int]:
    """Empty internal points (ascending) where ``c`` playing now wins at once.

    Tried (then checked exactly by :func:`_wins_at`): the empty point of every
    horizontal or vertical five-cell window holding four stones of ``c``; the
    points where ``c`` would convert a neutral stone (a conversion can complete
    a five); the points touching enough opponent stones to take the pairs still
    needed for 20 captured stones (one per pair).
    """
    cells: list[int] = state._cells
    stride: int = state._stride
    index = orth_index(stride, len(cells))
    tries = {index[q] for q in _window_empties(orth_text(cells, stride), c, 4)}
    for n in _stones(cells, NEUTRAL):
        for d in (1, -1, stride, -stride):
            if cells[n - d] == c and cells[n + d] == EMPTY:
                tries.add(n + d)
    need = CAPTURES_TO_WIN - state._caps[c]
    around: collections.Counter[int] | None = None
    if need <= 16:
        # A point that takes k pairs at once touches k opponent stones.
        _, ring1, _ = _tables_of(state)
        around = collections.Counter(
            itertools.chain.from_iterable(ring1[i] for i in _stones(cells, 3 - c))
        )
        pairs = (need + 1) // 2
        tries.update(q for q, n in around.items() if n >= pairs)
    return [
        i
        for i in sorted(tries)
        if cells[i] == EMPTY and _wins_at(state, i, c, None if around is None else around[i])
    ]


def winning_points(state: Any, colour: int) -> list[int]:
    """Points (ascending) where ``colour`` playing now wins at once; ``[]`` once over.

    The same answer as ``state.winning_moves(colour)``, much faster.
    """
    if state.winner:
        return []
    to_ex = state._to_ex
    return sorted(to_ex[i] for i in _winning_internal(state, colour))


def defences(state: Any) -> list[int]:
    """Moves of the side to move after which the opponent has no immediate win (ascending).

    Tried: the opponent's winning points, every capture and every conversion
    of the side to move (see the module docstring); ``[]`` when none defends.
    """
    c = state.to_move
    o = 3 - c
    cells: list[int] = state._cells
    stride: int = state._stride
    orth, ring1, _ = _tables_of(state)
    tries = set(_winning_internal(state, o))
    near: set[int] = set()
    near.update(*[ring1[i] for i in _stones(cells, o)])
    near.update(*[orth[i] for i in _stones(cells, NEUTRAL)])
    for i in near:
        if cells[i] == EMPTY:
            conv = _converts(cells, i, c, stride)
            if conv or _captures(cells, i, c, stride, conv):
                tries.add(i)
    to_ex = state._to_ex
    out = []
    for i in tries:
        after = state.copy()
        after.push_unchecked(to_ex[i])
        if after.winner == c or not _winning_internal(after, o):
            out.append(to_ex[i])
    return sorted(out)


def near_points(state: Any) -> list[int]:
    """Empty points within 2 of a black/white stone or next to a neutral (ascending).

    On a board with no stone: the empty points within 2 of the centre.
    """
    cells: list[int] = state._cells
    _, ring1, ring2 = _tables_of(state)
    seen: set[int] = set()
    seen.update(*[ring2[i] for i in _stones(cells, BLACK)])
    seen.update(*[ring2[i] for i in _stones(cells, WHITE)])
    seen.update(*[ring1[i] for i in _stones(cells, NEUTRAL)])
    if not any(cells[i] == EMPTY for i in seen):
        g = state.geometry
        centre = state._to_in[(g.height // 2) * g.width + g.width // 2]
        seen = set(ring2[centre]) | {centre}
    to_ex = state._to_ex
    return sorted(to_ex[i] for i in seen if cells[i] == EMPTY)


_LINE_VALUE = {2: 1.0, 3: 4.0, 4: 12.0}


def point_score(state: Any, p: int, wins: bool = True) -> float:
    """A one-ply score of empty point ``p`` for the side to move (higher is better).

    With ``wins=False`` an immediate win is not looked for (the candidates
    already hold only wins when there is one).
    """
    c = state.to_move
    o = 3 - c
    cells: list[int] = state._cells
    stride: int = state._stride
    i = state._to_in[p]
    if wins and _wins_at(state, i, c):
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
            ends = cells[q] == EMPTY
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
    for d in _dirs(stride):
        a = cells[i + d]
        if a in (EMPTY, _OFF):
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
        score += 3.0 * taken + (6.0 if state._caps[c] + taken >= 14 else 0.0)
    return score


@functools.lru_cache(maxsize=8)
def _dirs(stride: int) -> tuple[int, ...]:
    """The eight directions on a padded board of row length ``stride``."""
    return (1, -1, stride, -stride, stride + 1, stride - 1, -stride + 1, -stride - 1)


def _prior(score: float, slope: float) -> float:
    if score >= WIN_SCORE:
        return 1.0
    return min(0.95, max(0.1, 0.5 + slope * score))


_WINDOW_VALUE = (0.0, 1.0, 5.0, 30.0, 200.0, 0.0)
"""Value of a five-point window holding k stones of one colour and nothing else but empty."""


@functools.lru_cache(maxsize=4096)
def _window(text: bytes) -> tuple[float, float, int, int]:
    """(Black's value, White's value, Black fours, White fours) of 5 cells (bytes = cell values)."""
    black, white = text.count(1), text.count(2)
    if black and white:
        return 0.0, 0.0, 0, 0
    return _WINDOW_VALUE[black], _WINDOW_VALUE[white], int(black == 4), int(white == 4)


_SPLIT = re.compile(b"[\x03\x04]+").split  # neutral stones and the border cut the lines


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


def black_chance(state: Any) -> float:
    """A rough chance that Black wins a position still in play (a logistic guess).

    Every horizontal and vertical window of five points that holds stones of
    one colour only (no neutral) is worth 1, 5, 30, 200 for 1-4 stones; a side
    to move with a four wins, a side to move facing two fours loses; then the
    window values, the captured stones and the move decide.
    """
    cells: list[int] = state._cells
    stride: int = state._stride
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
    caps = state._caps
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


def _five_on(cells: list[int], q: int, c: int, d: int) -> bool:
    """True if a stone of ``c`` on empty ``q`` makes a run of five along direction ``d``."""
    n = 1
    r = q + d
    while cells[r] == c:
        n += 1
        r += d
    r = q - d
    while cells[r] == c:
        n += 1
        r -= d
    return n >= 5


def tactical_policy(state: Any, rng: random.Random, plies: int = DEFAULT_PLIES) -> float:
    """Play a tactical playout for at most ``plies`` plies; return Black's score.

    1.0 / 0.0 / 0.5 when the game ends (or a side completes a five it was
    sure to complete), else :func:`black_chance` of the position reached.
    Mutates ``state`` through ``push_unchecked`` (no history).
    """
    if state.winner:
        return BLACK_SCORE[state.winner]
    rnd = rng.random
    cells: list[int] = state._cells
    stride: int = state._stride
    to_ex = state._to_ex
    empty: list[int] = state._empty
    c = state.to_move
    if _winning_internal(state, c):
        return 1.0 if c == BLACK else 0.0
    threats = _winning_internal(state, 3 - c)
    prev = -1  # the mover's previous stone (internal), -1 = unknown
    last = -1  # the opponent's last stone
    if threats:
        block = threats[int(rnd() * len(threats))]
        state.push_unchecked(to_ex[block])  # occupy one (a playout looks no further)
        if state.winner:
            return BLACK_SCORE[state.winner]
        if _winning_internal(state, 3 - c):
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
                if _five_on(cells, q, c, 1) or _five_on(cells, q, c, stride):
                    return 1.0 if c == BLACK else 0.0
        if last >= 0 and cells[last] == o:
            for q in _line_ends(cells, last, stride):
                if _five_on(cells, q, o, 1) or _five_on(cells, q, o, stride):
                    move = q
                    break
            if move < 0 and rnd() < 0.8:
                # Take a pair the opponent's last stone just made: X O O . with O at last.
                for d in _dirs(stride):
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


class DeagoKnowledge:
    """DEAGO: tactical candidates, line/capture priors, tactical cut playouts."""

    name = "deago"
    policies: tuple[str, ...] = ("random", "smart")

    def __init__(
        self,
        prior_slope: float = DEFAULT_PRIOR_SLOPE,
        plies: int = DEFAULT_PLIES,
        top: int = DEFAULT_TOP,
        noise: float = 0.0,
        miss: float = 0.0,
        seed: int = 0,
    ) -> None:
        self.prior_slope = prior_slope  # prior = 0.5 + slope * point_score, in 0.1..0.95
        self.plies = plies  # most plies of a smart playout (0 = score the leaf at once)
        self.top = top  # keep only the best-scoring near points (0 = all)
        # For the weak levels: a uniform error of up to +-noise added to each near
        # point's score (the top points and priors are chosen on the noisy score),
        # and the chance of not looking for the opponent's immediate win (then
        # the defences compete as near points; own wins are always seen).
        self.noise = noise
        self.miss = miss
        self._rng = random.Random(seed)
        # The point scores of the last candidates() call, for the priors() call
        # that follows it in the search's expansion (the same state object).
        self._scored: tuple[Any, dict[int, float]] = (None, {})

    def _score(self, state: Any, m: int) -> float:
        """:func:`point_score` without the win test, plus this knowledge's noise."""
        score = point_score(state, m, False)
        if self.noise:
            score += self.noise * (2.0 * self._rng.random() - 1.0)
        return score

    def candidates(self, state: Any) -> list[int]:
        """See the module docstring: wins, else defences, else near points (else ``pass``)."""
        c = state.to_move
        wins = winning_points(state, c)
        if wins:
            return wins
        if not self.miss or self._rng.random() >= self.miss:
            threats = winning_points(state, 3 - c)
            if threats:
                return defences(state) or threats
        moves = near_points(state)
        if not moves:
            return [PASS]
        if (self.top and len(moves) > self.top) or self.noise:
            scores = {m: self._score(state, m) for m in moves}
            if self.top and len(moves) > self.top:
                moves = sorted(
                    sorted(moves, key=lambda m: (scores[m], m), reverse=True)[: self.top]
                )
            # The search asks for the priors of these moves next: keep their scores.
            self._scored = (state, scores)
        return moves

    def priors(self, state: Any, moves: list[int]) -> list[float]:
        """The prior of :func:`point_score` (plus noise) for each move (``pass``: 0.1).

        Wins are not looked for: the candidates are all wins when there is one.
        """
        slope = self.prior_slope
        known, scores = self._scored
        self._scored = (None, {})
        if known is not state:  # not the state candidates() just scored
            scores = {}
        return [
            0.1 if m == PASS else _prior(scores[m] if m in scores else self._score(state, m), slope)
            for m in moves
        ]

    def policy(self, name: str, plies: int) -> Policy:
        """``random`` (the engine's, to the end) or ``smart`` (:func:`tactical_policy`)."""
        if name == "random":
            return random_policy
        n = min(plies, self.plies) if plies > 0 else self.plies

        def smart(state: Any, rng: random.Random) -> float:
            return tactical_policy(state, rng, n)

        return smart

    def move_score(self, state: Any, move: int) -> float:
        """:func:`point_score`; ``pass`` scores below every point."""
        return -100.0 if move == PASS else point_score(state, move)

    def is_blunder(self, state: Any, move: int) -> bool:
        """Passing while a point is free."""
        return move == PASS and bool(state._empty)

    def level_player(self, level: int, seconds: float, nodes: int | None, seed: int | None) -> Any:
        """DEAGO's player of a level (1-5): alpha-beta with threat search (:mod:`.alphabeta`).

        Called by :class:`tanbo.ai.levelplayer.LevelPlayer`; ``nodes`` replaces the
        time by a node budget (tests).
        """
        from tanbo.ai.games.deago.alphabeta import LEVEL_CONFIGS, AbPlayer

        return AbPlayer(LEVEL_CONFIGS[level], seconds, seed, f"level:{level}", nodes)

    def ab_player(self, seconds: float, seed: int | None) -> Any:
        """The ``ab:SECONDS`` baseline of ``match``: alpha-beta + pattern evaluation, no VCF."""
        from tanbo.ai.games.deago.alphabeta import BASELINE, AbPlayer

        return AbPlayer(BASELINE, seconds, seed, f"ab:{seconds:g}")


DEAGO_KNOWLEDGE = DeagoKnowledge()
"""Full strength: the search's default, hints, and levels 5."""

LEVEL_KNOWLEDGE: dict[int, DeagoKnowledge] = {
    1: DeagoKnowledge(prior_slope=0.02, plies=0, top=5, noise=6.0, miss=0.5, seed=1),
    2: DeagoKnowledge(prior_slope=0.03, plies=0, top=6, noise=4.0, seed=2),
    3: DeagoKnowledge(prior_slope=0.05, plies=2, top=8, noise=3.0, seed=3),
    4: DeagoKnowledge(plies=6, top=12, seed=4),
}
"""Deliberately weaker knowledge of levels 1-4 (level 5 plays :data:`DEAGO_KNOWLEDGE`).

More time helps the DEAGO search little (its strength is in the candidates and
priors), so the levels differ in knowledge as well as in budget: fewer near
points kept, shorter playouts, noisier and flatter priors, and at level 1 a 50%
chance per expansion of not seeing the opponent's immediate win. Levels 2-4
always see wins and defences (the tactical suite holds for them).
"""
register_knowledge(DEAGO_KNOWLEDGE, LEVEL_KNOWLEDGE)

assert WHITE == 2 and BLACK == 1  # the text scan of black_chance relies on it
