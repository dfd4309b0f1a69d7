"""``pattern``: a pattern-table alpha-beta player for DEAGO, in the Gomoku engines' style.

Start at :class:`PatternPlayer` and :class:`PatternBoard`. The position is read as
**windows**: every run of five points on a row or column (the lines that win) and every
run of four points in any of the four directions (the capture shape ``X O O X``). Each
window keeps a **pattern code**, its cells as base-4 digits (empty, black, white,
neutral), updated incrementally on make / unmake for the points a move changes (the
new stone, the neutrals it converts, the stones it captures: the engine's
``play_internal`` names them). The evaluation is the sum of two tables indexed by code,
built once from shape rules (:func:`five_table`, :func:`four_table`), plus the captured
counts, the side to move's windows counting :data:`TEMPO` times. The board also keeps,
incrementally, each point's table gain for either colour, the capture points (from the
four-window codes) and a near-stone count for the candidates; so a node costs a few
table look-ups per changed point, never a board scan.

The search is negamax alpha-beta with iterative deepening, a transposition table keyed
by the position, and its own move ordering: each candidate's table gain for both sides
(attack and block), captures and conversions, the previous iteration's best move first.
A side facing a four plays only its forced replies; one facing an open three only its
answers (:meth:`PatternSearch.answers_to_open_three`); at the horizon the side to move
may stand or make a four or a capture (a quiescence over the codes). An immediate win
is played and an immediate loss blocked with the sparring partners' rules
(:mod:`.deago_rules`); nothing of level 5 (:mod:`tanbo.ai.games.deago`) is used.
"""

from __future__ import annotations

import heapq

from tanbo.ai.sparring.base import Budget, OutOfBudget
from tanbo.ai.sparring.deago.player import SparringPlayer
from tanbo.ai.sparring.deago.rules import (
    neighbourhood,
    stoppers,
    win_points,
)
from tanbo.games.deago.setups import CAPTURES_TO_WIN
from tanbo.games.deago.state import BLACK, EMPTY, NEUTRAL, OFF, WHITE, DeagoState

__all__ = ["five_table", "four_table", "PatternBoard", "PatternPlayer", "WIN"]

WIN = 1_000_000.0
FIVE_VALUES = (0.0, 1.0, 12.0, 120.0, 1500.0, WIN)
"""Value of a five-window holding 0..5 stones of one colour and none of the other."""
MAX_PLY = 12
"""How many plies past the iteration's depth the fours and their forced replies may run."""
QUIESCE_WIDTH = 4
"""How many fours the side to move may try at a leaf."""
QUIESCE_CAPTURES = 2
"""How many captures the side to move may try at a leaf (besides its fours)."""
QUIESCE_CAPTURE_PLY = 6
"""How many plies past the iteration's depth the leaves may try captures."""
_EXACT, _LOWER, _UPPER = 0, 1, 2  # what a transposition-table value is
TEMPO = 1.25
"""How much more the side to move's five-windows count in the static score."""
CAPTURE_THREAT = 25.0
"""Value of ``X O O .``: X threatens to take the pair (grows with X's captured count)."""


def _digits(code: int, n: int) -> list[int]:
    return [(code >> (2 * k)) & 3 for k in range(n)]


def _five_shape(cells: list[int], x: int) -> tuple[float, int]:
    """The value for ``x`` of one five-window with no opponent stone, and how many
    placements inside it make it five (0: none will, or a point outside it is needed).

    A neutral stone counts as ``x``'s when it can still be converted along this line: its
    two neighbours in the window are not neutral and not both ``x`` already (``X N X``
    standing on the board converted nothing and never will on this line). A neutral at
    the window's end depends on a point outside it: half the value, never a four (the
    window beside it, with the neutral inside, sees that four).
    """
    empties = cells.count(EMPTY)
    factor = 1.0
    for k, v in enumerate(cells):
        if v != NEUTRAL:
            continue
        if k in (0, 4):
            if (cells[1] if k == 0 else cells[3]) == NEUTRAL:
                return 0.0, 0  # N N never converts along the line
            factor *= 0.5
            continue
        left, right = cells[k - 1], cells[k + 1]
        if NEUTRAL in (left, right) or (left == x and right == x):
            return 0.0, 0
    # Filled but for an end neutral: one placement outside the window from five.
    count = min(5 - empties, 4)
    return FIVE_VALUES[count] * factor, empties if factor == 1.0 else 0


def five_table() -> tuple[list[float], list[int], list[int]]:
    """Black-minus-White value of each five-window code (4 ** 5 entries), its fours and
    its threes.

    A window with stones of one colour only is worth :data:`FIVE_VALUES` of the stones it
    would hold after its empty points are filled and its neutrals converted (see
    :func:`_five_shape`); a window with both colours is dead. The second table marks a
    window one placement from five: 1 for Black, 2 for White, 0 otherwise; the third a
    window two placements from five.
    """
    table = [0.0] * 1024
    fours = [0] * 1024
    threes = [0] * 1024
    for code in range(1024):
        cells = _digits(code, 5)
        b, w = cells.count(BLACK), cells.count(WHITE)
        if (b and w) or not (b or w):
            continue
        x = BLACK if b else WHITE
        value, needed = _five_shape(cells, x)
        table[code] = value if x == BLACK else -value
        fours[code] = x if needed == 1 else 0
        threes[code] = x if needed == 2 else 0
    return table, fours, threes


def four_table() -> list[float]:
    """Black-minus-White capture shapes of each four-window code (4 ** 4 entries).

    ``X O O .`` (either way round): X threatens a capture, +1 for Black as X, -1 for
    White; ``X O O X`` cannot stay on the board (it was captured) and ``. O O .`` is
    a pair open to a threat, a quarter against its owner.
    """
    table = [0.0] * 256
    for code in range(256):
        a, b, c, d = _digits(code, 4)
        for x, o in ((BLACK, WHITE), (WHITE, BLACK)):
            sign = 1.0 if x == BLACK else -1.0
            if b == o and c == o:
                if (a, d) in ((x, EMPTY), (EMPTY, x)):
                    table[code] += sign
                elif (a, d) == (EMPTY, EMPTY):
                    table[code] -= 0.25 * sign
    return table


FIVE, FOURS, THREES = five_table()
FIVE_BLACK = [max(v, 0.0) for v in FIVE]
"""Black's part of :data:`FIVE` (a window is one colour's or dead)."""
FOUR = four_table()


def gain_tables() -> tuple[list[float], list[float]]:
    """Per (five-window code, cell k), at index ``5 * code + k``: what a stone of Black
    (first table) or White (second) on cell k adds to that window's value for its owner
    (0 unless cell k is empty). A point's gain is the sum over the windows through it,
    kept incrementally by :class:`PatternBoard`."""
    gb = [0.0] * (1024 * 5)
    gw = [0.0] * (1024 * 5)
    for code in range(1024):
        for k in range(5):
            if (code >> (2 * k)) & 3 != EMPTY:
                continue
            gb[5 * code + k] = FIVE[code + (BLACK << (2 * k))] - FIVE[code]
            gw[5 * code + k] = FIVE[code] - FIVE[code + (WHITE << (2 * k))]
    return gb, gw


def capture_table() -> list[tuple[tuple[int, int], ...]]:
    """Per four-window code: its ``(cell, colour)`` capture points, the empty end of
    ``X O O .`` (either way round) where X takes the pair."""
    table: list[tuple[tuple[int, int], ...]] = []
    for code in range(256):
        a, b, c, d = _digits(code, 4)
        found: list[tuple[int, int]] = []
        for x, o in ((BLACK, WHITE), (WHITE, BLACK)):
            if b == o and c == o:
                if a == x and d == EMPTY:
                    found.append((3, x))
                elif d == x and a == EMPTY:
                    found.append((0, x))
        table.append(tuple(found))
    return table


GAIN_B, GAIN_W = gain_tables()
_NONE = (0.0,) * 5
GAIN5_B = [tuple(GAIN_B[5 * c : 5 * c + 5]) if any(GAIN_B[5 * c : 5 * c + 5]) else _NONE
           for c in range(1024)]
GAIN5_W = [tuple(GAIN_W[5 * c : 5 * c + 5]) if any(GAIN_W[5 * c : 5 * c + 5]) else _NONE
           for c in range(1024)]
"""The gain tables as one 5-tuple per code (the same all-zero tuple for a dead window)."""

Transition = tuple[float, float, bool, "tuple[float, ...] | None", "tuple[float, ...] | None"]
_TRANS5: dict[int, Transition] = {}
"""Per five-window code change ``(old << 10) | new``, filled as met: the change of
:data:`FIVE` and :data:`FIVE_BLACK`, whether the fours / threes sets change, and the
change of each cell's Black and White gains (``None`` when none changes)."""


def _transition5(c: int, n: int) -> Transition:
    dgb = tuple(x - y for x, y in zip(GAIN5_B[n], GAIN5_B[c], strict=True))
    dgw = tuple(x - y for x, y in zip(GAIN5_W[n], GAIN5_W[c], strict=True))
    entry: Transition = (
        FIVE[n] - FIVE[c],
        FIVE_BLACK[n] - FIVE_BLACK[c],
        FOURS[c] != FOURS[n] or THREES[c] != THREES[n],
        dgb if any(dgb) else None,
        dgw if any(dgw) else None,
    )
    _TRANS5[(c << 10) | n] = entry
    return entry
CAPTURES = capture_table()


class PatternBoard:
    """The windows of one position with their codes and the running table sums.

    Besides the codes it keeps, incrementally: each point's table gain for either
    colour (:meth:`gain`), the capture points of either colour (from the four-window
    codes) and how many stones (neutrals included) lie within two king steps of each
    point (the candidates are the empty points with one).
    """

    def __init__(self, state: DeagoState) -> None:
        self.state = state
        st = state.stride
        cells = state.board
        size = len(cells)
        self.of5: list[list[tuple[int, int]]] = [[] for _ in range(size)]
        self.of4: list[list[tuple[int, int]]] = [[] for _ in range(size)]
        self.code5: list[int] = []
        self.code4: list[int] = []
        self.win5: list[tuple[int, ...]] = []
        self.win4: list[tuple[int, ...]] = []

        def on_board(points: list[int]) -> bool:
            return all(0 <= p < size and cells[p] != OFF for p in points)

        for i in range(size):
            if cells[i] == OFF:
                continue
            for d in (1, st):
                pts = [i + k * d for k in range(5)]
                if on_board(pts):
                    w = len(self.code5)
                    self.code5.append(sum(cells[p] << (2 * k) for k, p in enumerate(pts)))
                    self.win5.append(tuple(pts))
                    for k, p in enumerate(pts):
                        self.of5[p].append((w, 2 * k))
            for d in (1, st, st + 1, st - 1):
                pts = [i + k * d for k in range(4)]
                if on_board(pts):
                    w = len(self.code4)
                    self.code4.append(sum(cells[p] << (2 * k) for k, p in enumerate(pts)))
                    self.win4.append(tuple(pts))
                    for k, p in enumerate(pts):
                        self.of4[p].append((w, 2 * k))
        self.sum5 = sum(FIVE[c] for c in self.code5)
        self.black5 = sum(FIVE_BLACK[c] for c in self.code5)  # Black's windows alone
        # the windows one placement from five, by colour (index 0: the others, unused)
        self.fours: list[set[int]] = [set(), set(), set()]
        self.threes: list[set[int]] = [set(), set(), set()]  # two placements from five
        self.gains: list[list[float]] = [[], [0.0] * size, [0.0] * size]
        gb, gw = self.gains[BLACK], self.gains[WHITE]
        for w, c in enumerate(self.code5):
            if FOURS[c]:
                self.fours[FOURS[c]].add(w)
            if THREES[c]:
                self.threes[THREES[c]].add(w)
            for k, p in enumerate(self.win5[w]):
                gb[p] += GAIN_B[5 * c + k]
                gw[p] += GAIN_W[5 * c + k]
        self.sum4 = sum(FOUR[c] for c in self.code4)
        self.caps: list[dict[int, int]] = [{}, {}, {}]
        for w, c in enumerate(self.code4):
            for k, x in CAPTURES[c]:
                p = self.win4[w][k]
                self.caps[x][p] = self.caps[x].get(p, 0) + 1
        self.neutrals = [i for i in range(size) if cells[i] == NEUTRAL]
        self.box: list[tuple[int, ...]] = [() for _ in range(size)]
        self.near = [0] * size
        for i in range(size):
            if cells[i] == OFF:
                continue
            row, col = divmod(i, st)
            self.box[i] = tuple(
                j
                for j in (i + dy * st + dx for dy in range(-2, 3) for dx in range(-2, 3))
                if 0 <= j < size and cells[j] != OFF and abs(j // st - row) <= 2
                and abs(j % st - col) <= 2
            )
            if cells[i] in (BLACK, WHITE, NEUTRAL):
                for j in self.box[i]:
                    self.near[j] += 1

    def _set(self, p: int, old: int, new: int) -> None:
        code5, code4 = self.code5, self.code4
        gb, gw = self.gains[BLACK], self.gains[WHITE]
        win5 = self.win5
        trans = _TRANS5
        s5 = s4 = b5 = 0.0
        delta = new - old
        for w, shift in self.of5[p]:
            c = code5[w]
            n = c + (delta << shift)
            code5[w] = n
            entry = trans.get((c << 10) | n)
            if entry is None:
                entry = _transition5(c, n)
            ds, db, marks, dgb, dgw = entry
            s5 += ds
            b5 += db
            if marks:
                self._mark(w, c, n)
            if dgb is not None:
                q0, q1, q2, q3, q4 = win5[w]
                x0, x1, x2, x3, x4 = dgb
                gb[q0] += x0
                gb[q1] += x1
                gb[q2] += x2
                gb[q3] += x3
                gb[q4] += x4
            if dgw is not None:
                q0, q1, q2, q3, q4 = win5[w]
                x0, x1, x2, x3, x4 = dgw
                gw[q0] += x0
                gw[q1] += x1
                gw[q2] += x2
                gw[q3] += x3
                gw[q4] += x4
        caps = self.caps
        for w, shift in self.of4[p]:
            c = code4[w]
            n = c + ((new - old) << shift)
            s4 += FOUR[n] - FOUR[c]
            code4[w] = n
            if CAPTURES[c] or CAPTURES[n]:
                pts = self.win4[w]
                for k, x in CAPTURES[c]:
                    q = pts[k]
                    left = caps[x][q] - 1
                    if left:
                        caps[x][q] = left
                    else:
                        del caps[x][q]
                for k, x in CAPTURES[n]:
                    q = pts[k]
                    caps[x][q] = caps[x].get(q, 0) + 1
        self.sum5 += s5
        self.black5 += b5
        self.sum4 += s4
        if old == EMPTY or new == EMPTY:
            step = 1 if old == EMPTY else -1
            near = self.near
            for j in self.box[p]:
                near[j] += step

    def _mark(self, w: int, c: int, n: int) -> None:
        """Move five-window ``w`` between the fours / threes sets (code ``c`` -> ``n``)."""
        for table, sets in ((FOURS, self.fours), (THREES, self.threes)):
            was, now = table[c], table[n]
            if was != now:
                if was:
                    sets[was].discard(w)
                if now:
                    sets[now].add(w)

    def make(self, i: int) -> tuple[object, list[tuple[int, int, int]]]:
        """Play internal point ``i``; returns what :meth:`unmake` needs."""
        s = self.state
        c = s.to_move
        snap = s.snapshot()
        converted, captured = s.play_internal(i)
        changes = [(i, EMPTY, c)]
        changes += [(q, NEUTRAL, c) for q in converted]
        changes += [(q, 3 - c, EMPTY) for q in captured]
        for p, old, new in changes:
            self._set(p, old, new)
        return snap, changes

    def unmake(self, undo: tuple[object, list[tuple[int, int, int]]]) -> None:
        """Take back a :meth:`make`."""
        snap, changes = undo
        for p, old, new in reversed(changes):
            self._set(p, new, old)
        self.state.restore(snap)  # type: ignore[arg-type]

    def evaluate(self) -> float:
        """The value for the side to move (a static score: tables + captured counts)."""
        s = self.state
        caps = s.capture_counts
        cb, cw = caps[BLACK], caps[WHITE]
        # Captured stones are worth more as the count nears 20 (the race).
        race = 20.0 * (cb - cw) + 1.0 * (cb * cb - cw * cw)
        threat = CAPTURE_THREAT * self.sum4 * (1.0 + max(cb, cw) / 10.0)
        me = s.to_move
        if self.fours[me]:
            return WIN / 2  # the side to move completes a five
        # the side to move's windows count TEMPO times: it extends them first
        black, white = self.black5, self.black5 - self.sum5
        if me == BLACK:
            value = TEMPO * black - white + race + threat
        else:
            value = black - TEMPO * white + race + threat
        if self.fours[3 - me] and len(self.four_points(3 - me)) >= 2:
            value += -WIN / 8 if me == BLACK else WIN / 8  # two win points: likely lost
        return value if me == BLACK else -value

    def four_points(self, c: int) -> set[int]:
        """The empty points completing a five-window of ``c`` (its fours' win points)."""
        cells = self.state.board
        return {p for w in self.fours[c] for p in self.win5[w] if cells[p] == EMPTY}

    def four_moves(self, c: int) -> set[int]:
        """The empty points where ``c`` makes a four (a window two placements from five)."""
        cells = self.state.board
        return {p for w in self.threes[c] for p in self.win5[w] if cells[p] == EMPTY}

    def capture_points(self, c: int) -> list[int]:
        """The empty points where ``c`` takes a pair (read from the four-window codes)."""
        return list(self.caps[c])

    def converting_points(self, c: int) -> list[int]:
        """The empty points where a stone of ``c`` converts a neutral."""
        s = self.state
        cells = s.board
        st = s.stride
        out = []
        for q in self.neutrals:
            if cells[q] != NEUTRAL:
                continue
            for d in (1, -1, st, -st):
                if cells[q + d] == c and cells[q - d] == EMPTY:
                    out.append(q - d)
        return out

    def candidates(self) -> list[int]:
        """The empty points within two king steps of a stone (neutrals included)."""
        near = self.near
        out = [p for p in self.state.empty_internal if near[p]]
        return out or neighbourhood(self.state)  # an empty board: its centre

    def gain(self, p: int, c: int) -> float:
        """How much the five-windows gain for ``c`` if ``c`` plays empty ``p`` (with the
        neutrals it would convert)."""
        cells = self.state.board
        st = self.state.stride
        converts = [
            p + d for d in (1, -1, st, -st) if cells[p + d] == NEUTRAL and cells[p + 2 * d] == c
        ]
        if converts:
            # Rare: put the stones on the codes, read the sum, take them back.
            before, black = self.sum5, self.black5
            changes = [(p, EMPTY, c)] + [(q, NEUTRAL, c) for q in converts]
            for q, old, new in changes:
                self._set(q, old, new)
            total = self.sum5 - before
            for q, old, new in reversed(changes):
                self._set(q, new, old)
            self.sum5, self.black5 = before, black
            return total if c == BLACK else -total
        return self.gains[c][p]


class PatternSearch:
    """Iterative-deepening negamax over a :class:`PatternBoard`."""

    def __init__(
        self, state: DeagoState, budget: Budget, width: int = 10, deep_width: int = 7
    ) -> None:
        self.board = PatternBoard(state)
        self.state = state
        self.budget = budget
        self.width = width
        self.deep_width = deep_width  # from the second ply down
        self.tt: dict[bytes, tuple[int, float, int, int]] = {}
        self.depth = 0  # the deepest iteration the root completed
        self.max_ply = MAX_PLY  # no fours past this ply (set by each iteration)
        self.capture_ply = QUIESCE_CAPTURE_PLY  # no captures at the leaves past this ply

    def _key(self) -> bytes:
        s = self.state
        caps = s.capture_counts
        return bytes(s.board) + bytes((s.to_move, min(caps[1], 255), min(caps[2], 255)))

    def ordered(self, width: int, first: int | None = None) -> list[int]:
        """Candidates, best first: table gain for us plus the opponent's gain (block),
        captures (more as our count grows) and conversions (their gain read exactly)."""
        s = self.state
        me = s.to_move
        op = 3 - me
        b = self.board
        mine, theirs = b.gains[me], b.gains[op]
        scored = {e: mine[e] + 0.9 * theirs[e] for e in b.candidates()}
        bonus = 200.0 + 20.0 * s.capture_counts[me]
        for e, n in b.caps[me].items():
            scored[e] = scored.get(e, 0.0) + bonus * n
        for e in b.converting_points(me):
            scored[e] = b.gain(e, me) + 0.9 * theirs[e] + 50.0 + (
                bonus * b.caps[me].get(e, 0)
            )
        top = heapq.nsmallest(width, scored.items(), key=lambda t: (-t[1], t[0]))
        moves = [e for e, _ in top]
        if first is not None and first in moves:
            moves.remove(first)
            moves.insert(0, first)
        elif first is not None and s.board[first] == EMPTY:
            moves.insert(0, first)
        return moves

    def forced(self) -> list[int] | None:
        """The side to move's replies to the opponent's fours (blocks, captures,
        conversions), or ``None`` when the opponent has no four."""
        s = self.state
        me = s.to_move
        points = self.board.four_points(3 - me)
        if not points:
            return None
        replies = set(points)
        replies.update(self.board.caps[me])
        replies.update(self.board.converting_points(me))
        return sorted(replies)

    def answers_to_open_three(self) -> set[int] | None:
        """The side to move's answers when the opponent has an open three, else ``None``.

        An *open three* here: an empty point in two or more of the opponent's windows two
        placements from five (a stone there makes two fours, on one line or two). The
        answers: every empty point of those windows, our own four-making points (a
        counter-four), captures and conversions.
        """
        b = self.board
        me = self.state.to_move
        op = 3 - me
        if not b.threes[op]:
            return None
        cells = self.state.board
        seen: dict[int, int] = {}
        for w in b.threes[op]:
            for p in b.win5[w]:
                if cells[p] == EMPTY:
                    seen[p] = seen.get(p, 0) + 1
        if max(seen.values(), default=0) < 2:
            return None
        answers = set(seen)
        answers.update(b.four_moves(me))
        answers.update(b.caps[me])
        answers.update(b.converting_points(me))
        return answers

    def negamax(self, depth: int, alpha: float, beta: float, ply: int) -> float:
        """The value for the side to move; the opponent's fours are answered past the
        horizon (only the forced replies), up to :data:`MAX_PLY` past it."""
        self.budget.tick()
        s = self.state
        me = s.to_move
        if self.board.fours[me]:
            return WIN - ply  # a five next move
        forced = self.forced()
        if depth <= 0 and (forced is None or ply >= self.max_ply):
            return self.quiesce(alpha, beta, ply)
        key = self._key()
        hit = self.tt.get(key)
        first = None
        if hit is not None:
            d, val, mv, flag = hit
            first = mv
            if d >= depth and (
                flag == _EXACT
                or (flag == _LOWER and val >= beta)
                or (flag == _UPPER and val <= alpha)
            ):
                return val
        alpha0 = alpha
        best = -WIN * 2
        best_move = -1
        if forced is not None:
            moves = forced
            child = max(depth - 1, 0) if depth > 0 else 0
        else:
            width = self.width if ply < 2 else self.deep_width
            answers = self.answers_to_open_three() if ply else None
            if answers is None:
                moves = self.ordered(width, first)
            else:
                # any other move lets the opponent make two win points
                moves = [m for m in self.ordered(4 * width, first) if m in answers][:width]
            child = depth - 1
        for m in moves:
            undo = self.board.make(m)
            try:
                won = s.winner == me
                val = WIN - ply if won else -self.negamax(child, -beta, -alpha, ply + 1)
            finally:
                self.board.unmake(undo)
            if val > best:
                best, best_move = val, m
            if val > alpha:
                alpha = val
            if alpha >= beta:
                break
        if best_move < 0:
            return self.board.evaluate()
        flag = _LOWER if best >= beta else _UPPER if best <= alpha0 else _EXACT
        self.tt[key] = (depth, best, best_move, flag)
        return best

    def quiesce(self, alpha: float, beta: float, ply: int) -> float:
        """Past the horizon: stand on the static value or make a four (the reply is then
        forced, see :meth:`negamax`): a VCF read from the pattern codes."""
        stand = self.board.evaluate()
        if ply >= self.max_ply or stand >= beta:
            return stand
        b = self.board
        me = self.state.to_move
        moves = sorted(b.four_moves(me), key=lambda e: (-b.gain(e, me), e))[:QUIESCE_WIDTH]
        if ply < self.capture_ply:
            # a capture may take a stone of a line or the blocker of ours
            moves += sorted(
                (e for e in b.caps[me] if e not in moves), key=lambda e: (-b.gain(e, me), e)
            )[:QUIESCE_CAPTURES]
        best = stand
        alpha = max(alpha, stand)
        for m in moves:
            self.budget.tick()
            undo = b.make(m)
            try:
                won = self.state.winner == me
                val = WIN - ply if won else -self.negamax(0, -beta, -alpha, ply + 1)
            finally:
                b.unmake(undo)
            if val > best:
                best = val
                if val > alpha:
                    alpha = val
                if alpha >= beta:
                    break
        return best

    def root(self, moves: list[int], max_depth: int = 12) -> int:
        """The best of ``moves`` by deepening searches until the budget is spent.

        Each iteration searches the moves in the order of the last one's values. When
        the budget runs out mid-iteration, a move that already beat the old best's new
        value (the old best is searched first, so the others' values above it are
        exact) is taken instead of the old best.
        """
        order = list(moves)
        best = order[0]
        s = self.state
        me = s.to_move
        for depth in range(1, max_depth + 1):
            self.max_ply = depth + MAX_PLY
            self.capture_ply = depth + QUIESCE_CAPTURE_PLY
            vals: list[tuple[float, int]] = []
            try:
                alpha = -WIN * 2
                for m in order:
                    undo = self.board.make(m)
                    try:
                        if s.winner == me:
                            return m
                        val = -self.negamax(depth - 1, -WIN * 2, -alpha, 1)
                    finally:
                        self.board.unmake(undo)
                    vals.append((val, m))
                    alpha = max(alpha, val)
            except OutOfBudget:
                if len(vals) > 1:
                    top = max(vals, key=lambda t: t[0])
                    if top[0] > vals[0][0]:
                        best = top[1]
                break
            vals.sort(key=lambda t: (-t[0], t[1]))
            best = vals[0][1]
            order = [m for _, m in vals]
            self.depth = depth
            if vals[0][0] >= WIN / 2:
                return best
        return best


class PatternPlayer(SparringPlayer):
    """The ``pattern[:SECONDS]`` match player (see the module docstring)."""

    kind = "pattern"

    def __init__(self, *args: object, width: int = 10, **kw: object) -> None:
        super().__init__(*args, **kw)  # type: ignore[arg-type]
        self.width = width
        self.last_depth = 0  # the depth the last search completed (analysis)

    def think(self, state: DeagoState, budget: Budget) -> int:
        """Win at once, else block an immediate loss, else iterative-deepening alpha-beta."""
        me = state.to_move
        op = 3 - me
        wins = win_points(state, me)
        if wins:
            return min(wins)
        search = PatternSearch(state, budget, self.width)
        threats = win_points(state, op)
        if threats:
            moves = []
            for r in sorted(stoppers(state, me, threats)):
                if state.board[r] != EMPTY:
                    continue
                undo = search.board.make(r)
                try:
                    if state.winner == me or not win_points(state, op):
                        moves.append(r)
                finally:
                    search.board.unmake(undo)
            if not moves:
                return min(threats)
            if len(moves) == 1:
                return moves[0]
        else:
            moves = search.ordered(self.width + 2)
            if state.capture_counts[op] >= CAPTURES_TO_WIN - 4:
                moves = moves[: self.width + 2]
        if self.rng.random() < 0.5 and len(moves) > 1 and not threats:
            # a seeded swap of the two best-ordered moves varies the games a little
            moves[0], moves[1] = moves[1], moves[0]
        move = search.root(moves)
        self.last_depth = search.depth
        return move
