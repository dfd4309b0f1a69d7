"""``fastab``: a fast plain alpha-beta player for DEAGO (a sparring partner, not a level).

Start at :class:`FastabPlayer` and :class:`FastBoard`. Written apart from level 5 and
from the other partners: its own board (padded by four cells, so every line read of
four cells each side needs no bounds check), its own make / unmake of the rules, its
own pattern values. No threat-space search: the strength is speed and depth.

**Per-point values.** For every point ``p`` and each of the four axes, the eight cells
around it on that axis (four each side) are kept as one base-5 code, updated on make /
unmake only for the points on the lines through a changed cell (at most 32 per cell).
A memo (built lazily, shared by every game of the process) maps a code to what a stone
of either colour on ``p`` would make along that axis: on a row or column the line
shape (five, open four, four, open three, three, and the five-windows it lives in);
on every axis the captures (``X O O X``), the capture threats (``X O O .``) and the
pairs it would leave open to a capture. Each point's value for Black and for White is
the sum over its axes, kept incrementally; so are the sets of each colour's **win
points** (a stone there makes five; the 20th captured stone is read from the capture
points), **four points** (a stone there makes a four), **open-four points** (two win
points at once: an open three on the board) and **capture points**.

**Search.** Negamax alpha-beta with iterative deepening, a transposition table keyed by
a Zobrist hash, killer moves and a history table. A node's moves are the empty points
ranked by their values (attack plus defence; the table's move and the killers first),
the best 12 at the root, 8 at ply 1, 6 below (principal variation search: null windows
after the first). A side facing a win point plays only its forced replies (the block,
a capture, a conversion); a side facing an open three only the answers (the three's
four points, its own fours, captures). At the
horizon a quiescence search stands on the static value (the empty points' values of
either side, the side to move's counting more, and the captured stones) or plays a
four or a capture. The search runs to 80% of the budget; an unfinished iteration
still counts once its first (previous best) move was searched in full.
"""

from __future__ import annotations

import heapq
import random
from collections.abc import Iterable

from tanbo.ai.sparring.base import Budget, OutOfBudget
from tanbo.ai.sparring.deago.player import SparringPlayer
from tanbo.ai.sparring.deago.rules import five_through, stoppers, win_points
from tanbo.games.deago.setups import CAPTURES_TO_WIN
from tanbo.games.deago.state import BLACK, EMPTY, NEUTRAL, OFF, WHITE, DeagoState

__all__ = [
    "WIN",
    "PAD",
    "line_entry",
    "FastBoard",
    "FastSearch",
    "FastabPlayer",
]

WIN = 10_000_000
PAD = 4
"""Cells of ``OFF`` border round the board: a line is read four cells each side."""
DIAG = 5**8
"""Added to a diagonal axis' code: its memo entry has captures only (no line shape)."""
_OFFSETS = (-4, -3, -2, -1, 1, 2, 3, 4)
"""The cells of an axis code, digit by digit (offsets from the point along the axis)."""

# Line shapes (what a stone makes along a row or column), the low 3 bits of a category.
NONE, THREE, OPEN_THREE, FOUR, OPEN_FOUR, FIVE = 0, 1, 2, 3, 4, 5
ORDER_LINE = (0, 400, 2_500, 3_000, 50_000, 1_000_000)
"""Move-ordering value of each line shape."""
EVAL_LINE = (0, 80, 350, 350, 1_200, 2_000)
"""Static value of an empty point per line shape (summed over the empty points)."""
ORDER_WINDOW = {2: 60, 3: 25, 4: 4}
EVAL_WINDOW = {2: 20, 3: 12, 4: 2}
"""Per five-window through the point, by the placements it would still need."""
ORDER_CAPTURE, ORDER_THREAT, ORDER_OPEN_PAIR = 900, 120, -150
EVAL_CAPTURE, EVAL_THREAT = 250, 40
CAPTURE_STONE, CAPTURE_SQUARE = 60, 4
"""Static value of a captured stone: linear plus quadratic (the race to 20)."""
TEMPO = 1.2
"""How much more the side to move's point values count."""
MAX_QPLY = 14
"""No forcing moves at the horizon past this many plies beyond the iteration's depth."""
Q_FOURS, Q_CAPTURES, Q_CAPTURE_PLY = 3, 2, 4
_EXACT, _LOWER, _UPPER = 0, 1, 2
_FOUR_SHIFT, _OPEN_SHIFT, _TAKEN_SHIFT = 3, 6, 9
"""A colour's category (16 bits; White's above Black's) counts, over the point's axes:
fives (bits 0-2), fours or better (3-5), open fours (6-8), stones captured (9-15)."""
_HOT_FIVE, _HOT_FOUR, _HOT_CAPTURE = 0, 2, 4
_MASK32 = (1 << 32) - 1

Entry = tuple[int, int, int, tuple[int, ...]]
"""A memo entry: order value (Black's plus White's), packed categories (Black's, White's
<< 16), packed static values (Black's, White's << 32), the lazy sets to join."""


def _windows(cells: list[int], c: int) -> list[tuple[int, list[int]]]:
    """The five-windows of a 9-cell line (stone ``c`` on the centre, index 4) that can
    still become ``c``'s five: ``(placements needed, their cells)``.

    A neutral counts as ``c``'s when it will be converted inside the window: not on
    the window's end, no neutral beside it, and not already flanked by two stones of
    ``c`` neither of which is the centre (``X N X`` standing converts nothing).
    """
    out = []
    for s in range(5):
        need: list[int] = []
        ok = True
        for k in range(s, s + 5):
            v = cells[k]
            if v == c:
                continue
            if v == EMPTY:
                need.append(k)
                continue
            if v == NEUTRAL and s < k < s + 4:
                left, right = cells[k - 1], cells[k + 1]
                if NEUTRAL not in (left, right) and not (
                    left == c and right == c and 4 not in (k - 1, k + 1)
                ):
                    continue
            ok = False
            break
        if ok:
            out.append((len(need), need))
    return out


def _win_cells(cells: list[int], c: int) -> tuple[bool, set[int]]:
    windows = _windows(cells, c)
    five = any(n == 0 for n, _ in windows)
    return five, {k for n, ks in windows if n == 1 for k in ks}


def line_shape(cells: list[int], c: int) -> tuple[int, dict[int, int]]:
    """The shape a stone of ``c`` on the centre of a 9-cell row / column line makes,
    and the count of its five-windows by the placements they still need."""
    line = list(cells)
    line[4] = c
    windows = _windows(line, c)
    counts: dict[int, int] = {}
    for n, _ in windows:
        counts[n] = counts.get(n, 0) + 1
    if counts.get(0):
        return FIVE, counts
    wins = {k for n, ks in windows if n == 1 for k in ks}
    if len(wins) >= 2:
        return OPEN_FOUR, counts
    if wins:
        return FOUR, counts
    twos = {k for n, ks in windows if n == 2 for k in ks}
    if not twos:
        return NONE, counts
    for k in twos:
        line[k] = c
        _, after = _win_cells(line, c)
        line[k] = EMPTY
        if len(after) >= 2:
            return OPEN_THREE, counts
    return THREE, counts


def capture_shape(cells: list[int], c: int) -> tuple[int, int, int]:
    """Along one axis, a stone of ``c`` on the centre: the stones it captures, the
    capture threats it makes (``X O O .``), the pairs of its own it leaves open."""
    o = 3 - c
    taken = threats = open_pairs = 0
    for s in (1, -1):
        a, b, f = cells[4 + s], cells[4 + 2 * s], cells[4 + 3 * s]
        if a == o and b == o:
            if f == c:
                taken += 2
            elif f == EMPTY:
                threats += 1
        elif a == c:
            behind = cells[4 - s]
            if (behind == o and b == EMPTY) or (behind == EMPTY and b == o):
                open_pairs += 1
    return taken, threats, open_pairs


def line_entry(code: int) -> Entry:
    """The memo entry of an axis code (see :data:`Entry`)."""
    diag = code >= DIAG
    rest = code - DIAG if diag else code
    digits = []
    for _ in range(8):
        rest, d = divmod(rest, 5)
        digits.append(d)
    cells = [*digits[:4], EMPTY, *digits[4:]]
    order = cat = value = 0
    adds: list[int] = []
    for c in (BLACK, WHITE):
        o = v = 0
        shape = NONE
        if not diag:
            shape, counts = line_shape(cells, c)
            o = ORDER_LINE[shape]
            v = EVAL_LINE[shape]
            for n, k in counts.items():
                o += ORDER_WINDOW.get(n, 0) * k
                v += EVAL_WINDOW.get(n, 0) * k
        taken, threats, open_pairs = capture_shape(cells, c)
        o += ORDER_CAPTURE * taken // 2 + ORDER_THREAT * threats + ORDER_OPEN_PAIR * open_pairs
        v += EVAL_CAPTURE * taken // 2 + EVAL_THREAT * threats
        k = (
            (shape == FIVE)
            | (shape >= FOUR) << _FOUR_SHIFT
            | (shape == OPEN_FOUR) << _OPEN_SHIFT
            | taken << _TAKEN_SHIFT
        )
        half = 0 if c == BLACK else 1
        order += o
        cat |= k << (16 * half)
        value |= v << (32 * half)
        if shape == FIVE:
            adds.append(_HOT_FIVE + half)
        if shape >= FOUR:
            adds.append(_HOT_FOUR + half)
        if taken:
            adds.append(_HOT_CAPTURE + half)
    return (order, cat, value, tuple(adds))


_MEMO: dict[int, Entry] = {}
"""Axis code -> entry, filled as codes are met (shared by every board of the process)."""
_INTERN: dict[Entry, Entry] = {}
"""One object per distinct entry, so an unchanged entry is skipped by identity."""


def _entry(code: int) -> Entry:
    e = _MEMO.get(code)
    if e is None:
        e = line_entry(code)
        e = _MEMO[code] = _INTERN.setdefault(e, e)
    return e


_ZERO: Entry = _entry(DIAG)  # a diagonal with nothing on it: no value, no category


class FastBoard:
    """The position on a board padded by :data:`PAD`, with the per-point values.

    Built from a :class:`DeagoState`; then changed only by :meth:`make` /
    :meth:`unmake` (its own implementation of the rules). ``win`` is the colour that
    has won (0: none). Per point: ``value`` (the order value, Black's plus White's:
    attack and defence), ``cats`` (packed categories, see :meth:`category`); per
    colour the sums of the empty points' static values (:meth:`sums`).
    """

    def __init__(self, state: DeagoState) -> None:
        w, h = state.geometry.width, state.geometry.height
        st = state.stride
        S = w + 2 * PAD
        self.stride = S
        size = S * (h + 2 * PAD)
        cells = [OFF] * size
        self.to_engine = [-1] * size
        self.from_engine = [-1] * len(state.board)
        for i, v in enumerate(state.board):
            if v == OFF:
                continue
            r, col = divmod(i, st)
            m = (r - 1 + PAD) * S + col - 1 + PAD
            cells[m] = v
            self.to_engine[m] = i
            self.from_engine[i] = m
        self.cells = cells
        self.points = [m for m in range(size) if cells[m] != OFF]
        self.empty = {m for m in self.points if cells[m] == EMPTY}
        self.neutrals = [m for m in self.points if cells[m] == NEUTRAL]
        self.caps = [0, state.capture_counts[BLACK], state.capture_counts[WHITE]]
        self.to_move = state.to_move
        self.win = state.winner if state.winner in (BLACK, WHITE) else 0
        self.orth = (1, -1, S, -S)
        self.dirs = (1, -1, S, -S, S + 1, -S - 1, S - 1, 1 - S)
        axes = (1, S, S + 1, S - 1)
        # lines[q]: (index p * 4 + axis, p, weight of q's digit in p's code)
        self.lines: list[list[tuple[int, int, int]]] = [[] for _ in range(size)]
        on = set(self.points)
        for q in self.points:
            for a, d in enumerate(axes):
                for k, j in enumerate(_OFFSETS):
                    p = q - j * d
                    if p in on:
                        self.lines[q].append((p * 4 + a, p, 5**k))
        self.code = [0] * (size * 4)
        self.ent: list[Entry] = [_ZERO] * (size * 4)
        self.value = [0] * size
        self.cats = [0] * size
        self.sum = 0  # packed: Black's static values + White's << 32 (empty points)
        # lazy sets (index _HOT_*): points that had a five / four / capture of a colour
        # at some time; a query keeps those that still have it (see :meth:`category`)
        self.hot: list[set[int]] = [set() for _ in range(6)]
        for p in self.points:
            for a, d in enumerate(axes):
                code = sum(cells[p + j * d] * 5**k for k, j in enumerate(_OFFSETS))
                if a >= 2:
                    code += DIAG
                self.code[p * 4 + a] = code
                e = self.ent[p * 4 + a] = _entry(code)
                self.value[p] += e[0]
                self.cats[p] += e[1]
                if cells[p] == EMPTY:
                    self.sum += e[2]
                for h_ in e[3]:
                    self.hot[h_].add(p)
        rng = random.Random(0x5EED)
        self.zobrist = [[rng.getrandbits(64) for _ in range(size)] for _ in range(4)]
        self.zcaps = [[rng.getrandbits(64) for _ in range(64)] for _ in range(3)]
        self.zside = rng.getrandbits(64)
        self.key = 0
        for p in self.points:
            if cells[p] != EMPTY:
                self.key ^= self.zobrist[cells[p]][p]
        self.key ^= self.zcaps[BLACK][min(self.caps[BLACK], 63)]
        self.key ^= self.zcaps[WHITE][min(self.caps[WHITE], 63)]
        if self.to_move == WHITE:
            self.key ^= self.zside

    # ---------------------------------------------------------------- updates

    def _set(self, q: int, old: int, new: int) -> None:
        """Put ``new`` on ``q`` (which holds ``old``) and update the lines through it."""
        cells = self.cells
        cells[q] = new
        ent = self.ent
        code = self.code
        value = self.value
        cats = self.cats
        total = self.sum
        if old == EMPTY:
            i = q * 4
            total -= ent[i][2] + ent[i + 1][2] + ent[i + 2][2] + ent[i + 3][2]
        delta = new - old
        memo = _MEMO
        for idx, p, pw in self.lines[q]:
            n = code[idx] + delta * pw
            code[idx] = n
            e = memo.get(n)
            if e is None:
                e = _entry(n)
            o = ent[idx]
            if e is o:
                continue
            ent[idx] = e
            value[p] += e[0] - o[0]
            if cells[p] == EMPTY:
                total += e[2] - o[2]
            if e[1] != o[1]:
                cats[p] += e[1] - o[1]
                if e[3]:
                    hot = self.hot
                    for h_ in e[3]:
                        hot[h_].add(p)
        if new == EMPTY:
            i = q * 4
            total += ent[i][2] + ent[i + 1][2] + ent[i + 2][2] + ent[i + 3][2]
        self.sum = total

    def make(self, p: int) -> tuple[int, list[int], list[int], int, int]:
        """Play empty ``p`` for the side to move (the rules in full); returns the undo."""
        cells = self.cells
        c = self.to_move
        o = 3 - c
        undo_key, undo_win = self.key, self.win
        z = self.zobrist
        key = self.key ^ z[c][p] ^ self.zside
        self.empty.discard(p)
        self._set(p, EMPTY, c)
        converted = []
        for d in self.orth:
            q = p + d
            if cells[q] == NEUTRAL and cells[q + d] == c:
                self._set(q, NEUTRAL, c)
                converted.append(q)
                key ^= z[NEUTRAL][q] ^ z[c][q]
        sources = [p, *converted]
        captured: list[int] = []
        for s in sources:
            for d in self.dirs:
                a = s + d
                if cells[a] == o and cells[a + d] == o and cells[a + d + d] == c:
                    for q in (a, a + d):
                        if q not in captured:
                            captured.append(q)
        if captured:
            for q in captured:
                self._set(q, o, EMPTY)
                self.empty.add(q)
                key ^= z[o][q]
            caps = self.caps
            zc = self.zcaps[c]
            key ^= zc[min(caps[c], 63)]
            caps[c] += len(captured)
            key ^= zc[min(caps[c], 63)]
            if caps[c] >= CAPTURES_TO_WIN:
                self.win = c
        if not self.win and five_through(cells, self.stride, c, sources):
            self.win = c
        self.to_move = o
        self.key = key
        return p, converted, captured, undo_key, undo_win

    def unmake(self, undo: tuple[int, list[int], list[int], int, int]) -> None:
        """Take back a :meth:`make`."""
        p, converted, captured, key, win = undo
        c = 3 - self.to_move
        o = self.to_move
        if captured:
            self.caps[c] -= len(captured)
            for q in reversed(captured):
                self.empty.discard(q)
                self._set(q, EMPTY, o)
        for q in reversed(converted):
            self._set(q, c, NEUTRAL)
        self._set(p, c, EMPTY)
        self.empty.add(p)
        self.to_move = c
        self.key = key
        self.win = win

    # ---------------------------------------------------------------- reading

    def category(self, p: int, c: int) -> int:
        """``c``'s packed category at ``p`` (see :data:`_FOUR_SHIFT`)."""
        return (self.cats[p] >> (0 if c == BLACK else 16)) & 0xFFFF

    def _live(self, hot: int, c: int, test: int) -> list[int]:
        cells = self.cells
        cats = self.cats
        shift = 0 if c == BLACK else 16
        found = self.hot[hot + c - 1]
        out = [p for p in found if cells[p] == EMPTY and (cats[p] >> shift) & test]
        if len(found) > 2 * len(out) + 16:
            found.intersection_update(p for p in found if (cats[p] >> shift) & test)
        return out

    def fives(self, c: int) -> list[int]:
        """Empty points where a stone of ``c`` makes five on a row or column."""
        return self._live(_HOT_FIVE, c, 7)

    def fours(self, c: int) -> list[int]:
        """Empty points where a stone of ``c`` makes a four (or better)."""
        return self._live(_HOT_FOUR, c, 7 << _FOUR_SHIFT)

    def open_fours(self, c: int) -> list[int]:
        """Empty points where a stone of ``c`` makes two win points (an open four or two
        fours): where an open three of ``c`` stands."""
        out = []
        for p in self.fours(c):
            k = self.category(p, c)
            if k & (7 << _OPEN_SHIFT) or (k >> _FOUR_SHIFT) & 7 >= 2:
                out.append(p)
        return out

    def captures(self, c: int) -> dict[int, int]:
        """Empty points where a stone of ``c`` captures, with the stones it takes."""
        shift = _TAKEN_SHIFT + (0 if c == BLACK else 16)
        cats = self.cats
        found = self._live(_HOT_CAPTURE, c, 127 << _TAKEN_SHIFT)
        return {p: (cats[p] >> shift) & 127 for p in found}

    def win_points(self, c: int) -> list[int]:
        """Empty points where ``c`` wins at once (five, or the captures to 20)."""
        out = self.fives(c)
        need = CAPTURES_TO_WIN - self.caps[c]
        if need <= 8:
            out += [p for p, n in self.captures(c).items() if n >= need and p not in out]
        return out

    def converting_points(self, c: int) -> list[int]:
        """Empty points where a stone of ``c`` converts a neutral."""
        cells = self.cells
        out = []
        for q in self.neutrals:
            if cells[q] == NEUTRAL:
                for d in self.orth:
                    if cells[q + d] == c and cells[q - d] == EMPTY:
                        out.append(q - d)
        return out

    def evaluate(self) -> float:
        """The static value for the side to move."""
        me = self.to_move
        op = 3 - me
        cm, co = self.caps[me], self.caps[op]
        race = CAPTURE_STONE * (cm - co) + CAPTURE_SQUARE * (cm * cm - co * co)
        total = self.sum
        black, white = total & _MASK32, total >> 32
        if me == BLACK:
            return TEMPO * black - white + race
        return TEMPO * white - black + race


class FastSearch:
    """Iterative-deepening alpha-beta over a :class:`FastBoard` (see the module)."""

    def __init__(self, board: FastBoard, budget: Budget, widths: tuple[int, ...] = (12, 8, 6)
                 ) -> None:
        self.b = board
        self.budget = budget
        self.widths = widths
        self.tt: dict[int, tuple[int, int, float, int]] = {}
        self.killers: list[list[int]] = [[-1, -1] for _ in range(64)]
        self.history = [0] * len(board.cells)
        self.depth = 0  # the deepest iteration completed
        self.score: float | None = None  # the root's value of the move chosen (None: none)
        self.extend = False  # forced replies keep the depth (off: the horizon resolves fours)
        self.pvs = True  # principal variation search (null windows after the first move)
        self.qcap = MAX_QPLY
        self.capcap = Q_CAPTURE_PLY

    # ------------------------------------------------------------------ moves

    def forced(self, threats: list[int]) -> list[int]:
        """The side to move's replies to the opponent's win points."""
        b = self.b
        me = b.to_move
        out = set(threats)
        out.update(b.captures(me))
        out.update(b.converting_points(me))
        value = b.value
        return sorted(out, key=lambda p: (-value[p], p))

    def ordered(self, width: int, ply: int, first: int) -> list[int]:
        """The best ``width`` moves by value (attack + defence, captures, history);
        the table's move and the killers first."""
        b = self.b
        me = b.to_move
        op = 3 - me
        value = b.value
        hist = self.history
        cells = b.cells
        captures = b.captures(me)
        if b.open_fours(op):
            # an open three: only its four points, our fours and captures answer it
            pool = set(b.fours(op))
            pool.update(b.fours(me))
            pool.update(captures)
            pool.update(b.converting_points(me))
            scores = {p: value[p] + hist[p] for p in pool}
        else:
            scores = {p: value[p] + hist[p] for p in b.empty}
        bonus = 300 + 60 * b.caps[me]
        for p, n in captures.items():
            scores[p] += bonus * n
        moves = heapq.nlargest(width, scores, key=scores.__getitem__)
        front = [m for m in (first, *self.killers[ply]) if m >= 0 and cells[m] == EMPTY]
        if front:
            seen = set()
            head = []
            for m in front:
                if m not in seen and (m in scores or m == first):
                    seen.add(m)
                    head.append(m)
            moves = head + [m for m in moves if m not in seen]
        return moves

    # ----------------------------------------------------------------- search

    def negamax(self, depth: int, alpha: float, beta: float, ply: int) -> float:
        """The value for the side to move."""
        b = self.b
        self.budget.tick()
        me = b.to_move
        if b.win_points(me):
            return WIN - ply
        threats = b.win_points(3 - me)
        if depth <= 0:
            return self.quiesce(alpha, beta, ply, threats)
        key = b.key
        hit = self.tt.get(key)
        first = -1
        if hit is not None:
            d, flag, val, first = hit
            if d >= depth and (
                flag == _EXACT
                or (flag == _LOWER and val >= beta)
                or (flag == _UPPER and val <= alpha)
            ):
                return val
        if threats:
            moves = self.forced(threats)
            # a four does not use depth (once a line: bounded by the horizon's plies)
            child = depth if self.extend and ply < self.qcap else depth - 1
        else:
            width = self.widths[min(ply, len(self.widths) - 1)]
            moves = self.ordered(width, ply, first)
            child = depth - 1
        alpha0 = alpha
        best = -WIN * 2.0
        best_move = -1
        pvs = self.pvs
        for m in moves:
            undo = b.make(m)
            try:
                if b.win == me:
                    val = WIN - ply
                elif best_move < 0 or not pvs:
                    val = -self.negamax(child, -beta, -alpha, ply + 1)
                else:  # a null window first: is it better than the best so far?
                    val = -self.negamax(child, -alpha - 1, -alpha, ply + 1)
                    if alpha < val < beta:
                        val = -self.negamax(child, -beta, -val, ply + 1)
            finally:
                b.unmake(undo)
            if val > best:
                best, best_move = val, m
                if val > alpha:
                    alpha = val
                    if alpha >= beta:
                        if not threats:
                            k = self.killers[ply]
                            if k[0] != m:
                                k[1] = k[0]
                                k[0] = m
                            self.history[m] += depth * depth
                        break
        if best_move < 0:
            return b.evaluate()
        flag = _LOWER if best >= beta else _UPPER if best <= alpha0 else _EXACT
        self.tt[key] = (depth, flag, best, best_move)
        return best

    def quiesce(self, alpha: float, beta: float, ply: int, threats: list[int]) -> float:
        """Past the horizon: answer a win point, else stand or play a four or a capture."""
        b = self.b
        me = b.to_move
        if threats:
            if ply >= self.qcap:
                return b.evaluate()
            return self._best_of(self.forced(threats), -WIN * 2.0, alpha, beta, ply)
        stand = b.evaluate()
        if stand >= beta or ply >= self.qcap:
            return stand
        value = b.value
        moves = heapq.nlargest(Q_FOURS, b.fours(me), key=value.__getitem__)
        if ply < self.capcap:
            captures = b.captures(me)
            if captures:
                moves += heapq.nlargest(
                    Q_CAPTURES, (p for p in captures if p not in moves), key=value.__getitem__
                )
        return self._best_of(moves, stand, max(alpha, stand), beta, ply)

    def _best_of(
        self, moves: Iterable[int], best: float, alpha: float, beta: float, ply: int
    ) -> float:
        """The quiescence value of playing the best of ``moves`` (``best``: the value
        already had, the stand-pat or a loss), cut off at ``beta``."""
        b = self.b
        me = b.to_move
        for m in moves:
            undo = b.make(m)
            try:
                val = WIN - ply if b.win == me else -self.negamax(0, -beta, -alpha, ply + 1)
            finally:
                b.unmake(undo)
            if val > best:
                best = val
                if val > alpha:
                    alpha = val
                    if alpha >= beta:
                        break
        return best

    def root(self, moves: list[int], max_depth: int = 30) -> int:
        """The best of ``moves`` by deepening searches until the budget is spent.

        An iteration cut short still counts when its first move (the last iteration's
        best) was searched in full: a later move whose value beat it is taken.
        """
        b = self.b
        me = b.to_move
        order = list(moves)
        best = order[0]
        for depth in range(1, max_depth + 1):
            self.qcap = depth + MAX_QPLY
            self.capcap = depth + Q_CAPTURE_PLY
            vals: list[tuple[float, int]] = []
            try:
                alpha = -WIN * 2.0
                for m in order:
                    undo = b.make(m)
                    try:
                        if b.win == me:
                            self.score = WIN
                            return m
                        val = -self.negamax(depth - 1, -WIN * 2.0, -alpha, 1)
                    finally:
                        b.unmake(undo)
                    vals.append((val, m))
                    if val > alpha:
                        alpha = val
            except OutOfBudget:
                if vals:
                    top = max(vals, key=lambda t: t[0])
                    if top[0] > vals[0][0]:
                        best = top[1]
                        self.score = top[0]
                break
            vals.sort(key=lambda t: -t[0])
            best = vals[0][1]
            self.score = vals[0][0]
            order = [m for _, m in vals]
            self.depth = depth
            if vals[0][0] >= WIN / 2 or (vals[0][0] <= -WIN / 2 and depth >= 4):
                break
        return best


class FastabPlayer(SparringPlayer):
    """The ``fastab[:SECONDS]`` match player (see the module docstring)."""

    kind = "fastab"
    share = 0.8
    """The share of the time per move the search may use."""

    def __init__(self, *args: object, **kw: object) -> None:
        super().__init__(*args, **kw)  # type: ignore[arg-type]
        self.last_depth = 0  # the depth the last search completed (analysis)

    def think(self, state: DeagoState, budget: Budget) -> int:
        """Win at once, else keep to the moves that stop an immediate loss, else search."""
        me = state.to_move
        op = 3 - me
        wins = win_points(state, me)
        if wins:
            return min(wins)
        board = FastBoard(state)
        timed = budget.deadline != float("inf")
        work = budget.part(self.share) if timed else budget
        search = FastSearch(board, work)
        threats = win_points(state, op)
        if threats:
            moves = []
            for r in sorted(stoppers(state, me, threats)):
                if state.board[r] != EMPTY:
                    continue
                snap = state.snapshot()
                state.play_internal(r)
                try:
                    if state.winner == me or not win_points(state, op):
                        moves.append(r)
                finally:
                    state.restore(snap)
            if not moves:
                return min(threats)
            if len(moves) == 1:
                return moves[0]
            root = [board.from_engine[r] for r in moves]
            value = board.value
            root.sort(key=lambda p: (-value[p], p))
        else:
            root = search.ordered(search.widths[0], 0, -1)
            if not root:
                return state.empty_internal[0]
            if len(root) > 1 and self.rng.random() < 0.3:
                root[0], root[1] = root[1], root[0]  # a seeded swap varies the games
        try:
            move = search.root(root)
        finally:
            if timed:
                budget.absorb(work)
        self.last_depth = search.depth
        return board.to_engine[move]
