"""DEAGO's threats: the moves that make a winning threat, move scores, and VCF.

A **threat** of colour ``c`` is a position in which ``c``, if it were to move,
would win at once: a horizontal or vertical five (conversions count) or the
20th captured stone (:func:`tanbo.ai.games.deago.knowledge.winning_points`).
A **threat move** makes one: a four (also a four through a neutral stone the
move converts, or that the finishing move would convert), a pair capture
that removes a blocker, a capture threat near 20 captures. Threat moves are
found by a cheap filter (:func:`threat_candidates`) and then checked by
playing them (:func:`threat_moves`).

**VCF** (victory by continuous fours, :class:`Vcf`): the attacker plays threat
moves only; after each, the defender must take away every threat
(:func:`tanbo.ai.games.deago.knowledge.defences`: occupying the point, a
capture that breaks the line, a conversion of the neutral the line needs);
the attacker wins when no defence is left. A defender who can win at once
instead refutes the threat. The search is a generator that yields when its
clock says the slice is over, so it runs in frame slices.

All functions read the engine's padded board (``_cells``, ``_stride``,
``_to_in``/``_to_ex``, ``_caps``) and play with ``push_unchecked`` undone by
the engine's own snapshot (:func:`play` / :func:`undo`): never through the
checked ``push``, which costs several times more.
"""

from __future__ import annotations

import functools
import hashlib
import time
from collections.abc import Callable, Generator
from typing import Any

from tanbo.ai.games.deago.knowledge import (
    _captures,
    _converts,
    _tables_of,
    _window_empties,
    _winning_internal,
)
from tanbo.ai.games.deago.shapes import _stones, orth_index, orth_text, pair_points
from tanbo.games.deago.setups import CAPTURES_TO_WIN, EMPTY, NEUTRAL

__all__ = [
    "Snapshot",
    "Wins",
    "WinMemo",
    "play",
    "undo",
    "position_key",
    "defences_internal",
    "threat_candidates",
    "threat_moves",
    "threat_moves_sliced",
    "WINDOW_VALUE",
    "move_score",
    "move_scores",
    "opponent_threat_points",
    "plain_four_points",
    "Vcf",
    "vcf_win",
]

_OFF = 4
Snapshot = tuple[Any, ...]
WINDOW_VALUE = (0.0, 1.0, 8.0, 50.0, 300.0, 100000.0)
"""Value of a horizontal/vertical window of five holding 0-5 stones of one colour only."""


Wins = Callable[[Any, int], list[int]]
"""``(state, colour) -> internal points where colour wins at once`` (memo or scan)."""


class WinMemo:
    """The immediate wins of a colour (:func:`~tanbo.ai.games.deago.knowledge.winning_points`'
    internal scan), remembered per board, captured count and colour for one search.

    Iterative deepening and the threat searches visit the same positions again and
    again; the scan costs far more than the lookup. Cleared when it grows past
    ``limit`` entries.
    """

    def __init__(self, limit: int = 200_000) -> None:
        self.limit = limit
        self.table: dict[int, list[int]] = {}

    def __call__(self, state: Any, c: int) -> list[int]:
        """The internal points where ``c`` playing now wins at once (ascending)."""
        key = _key(bytes(state._cells), state._caps[c], c)
        found = self.table.get(key)
        if found is None:
            if len(self.table) >= self.limit:
                self.table.clear()
            found = self.table[key] = _winning_internal(state, c)
        return found


def play(state: Any, i: int) -> Snapshot:
    """Play the side to move on empty internal point ``i``; return what :func:`undo` needs."""
    snap: Snapshot = state._snapshot()
    state._play(i)
    return snap


def undo(state: Any, snap: Snapshot) -> None:
    """Take back the move :func:`play` made."""
    state._restore(snap)


def _key(cells: bytes, *small: int) -> int:
    """A 64-bit digest of a board and a few small numbers (each 0..255), for tables.

    Not Python's ``hash()``: under WebAssembly (the browser) that is 32 bits, so tables
    of 100,000+ positions meet collisions (a wrong table entry, a wrong score), and it
    is salted per process, so searches would not repeat.
    """
    return int.from_bytes(hashlib.blake2b(cells + bytes(small), digest_size=8).digest(), "little")


def position_key(state: Any) -> int:
    """A key of the position (board, captured counts, side to move) for tables."""
    caps = state._caps
    return _key(bytes(state._cells), caps[1], caps[2], state.to_move)


def defences_internal(
    state: Any, threats: list[int], wins: Wins = _winning_internal
) -> list[int]:
    """Internal points of the side to move after which the opponent has no immediate win.

    ``threats``: the opponent's winning points (internal, non-empty). Tried: those
    points, and every capture and conversion of the mover near the opponent's
    stones or a neutral (a capture may break the line or take a stone the five
    needs; a conversion may take its neutral). ``[]``: no defence (lost).
    """
    c = state.to_move
    o = 3 - c
    cells: list[int] = state._cells
    orth, ring1, _ = _tables_of(state)
    tries = set(threats)
    for i in _stones(cells, o):
        for q in ring1[i]:
            if cells[q] == EMPTY:
                d = i - q
                if cells[i + d] == o and cells[i + d + d] == c:
                    tries.add(q)
    for i in _stones(cells, NEUTRAL):
        for q in orth[i]:
            if cells[q] == EMPTY and cells[i + i - q] == c:
                tries.add(q)
    out = []
    for i in sorted(tries):
        snap = play(state, i)
        ok = state.winner == c or not wins(state, o)
        undo(state, snap)
        if ok:
            out.append(i)
    return out


def threat_candidates(state: Any, c: int) -> set[int]:
    """Empty internal points where a stone of ``c`` might make a threat (a superset).

    A point in a horizontal/vertical window of five without an opponent stone
    holding three or more stones of ``c`` or neutrals; a point that converts or
    captures; with 16+ captured stones, a point that threatens a pair capture.
    """
    o = 3 - c
    cells: list[int] = state._cells
    stride: int = state._stride
    out: set[int] = set()
    size = len(cells)
    seen: set[int] = set()
    for s in _stones(cells, c):
        for axis in (1, stride):
            for k in range(5):
                start = s - k * axis
                key = start * 2 + (axis == 1)
                if start < 0 or key in seen:
                    continue
                seen.add(key)
                stones = 0
                gaps = []
                for j in range(5):
                    q = start + j * axis
                    v = cells[q] if q < size else _OFF
                    if v == EMPTY:
                        gaps.append(q)
                    elif v in (c, NEUTRAL):
                        stones += 1
                    else:
                        break
                else:
                    if stones >= 3:
                        out.update(gaps)
    orth, ring1, _ = _tables_of(state)
    near_caps = state._caps[c] >= CAPTURES_TO_WIN - 4
    for i in _stones(cells, o):
        for q in ring1[i]:
            if cells[q] == EMPTY:
                d = i - q
                if cells[i + d] == o:
                    after = cells[i + d + d]
                    if after == c or (near_caps and after == EMPTY):
                        out.add(q)
    for i in _stones(cells, NEUTRAL):
        for q in orth[i]:
            if cells[q] == EMPTY and cells[i + i - q] == c:
                out.add(q)
    return out


def threat_moves_sliced(
    state: Any, wins: Wins = _winning_internal, pause: Callable[[], bool] = lambda: False
) -> Generator[None, None, list[tuple[int, int]]]:
    """:func:`threat_moves` as a generator that yields between candidates when ``pause()``."""
    c = state.to_move
    o = 3 - c
    out = []
    for i in threat_candidates(state, c):
        if pause():
            yield
        snap = play(state, i)
        if not state.winner and not wins(state, o):
            n = len(wins(state, c))
            if n:
                out.append((n, i))
        undo(state, snap)
    out.sort(key=lambda t: (-t[0], t[1]))
    return out


def threat_moves(state: Any, wins: Wins = _winning_internal) -> list[tuple[int, int]]:
    """The threat moves of the side to move: ``(threats made, internal point)``, most first.

    Each is checked by playing it; a move that wins at once is not a threat
    move (look for wins first). Moves after which the opponent can win at once
    are dropped (they force nothing).
    """
    gen = threat_moves_sliced(state, wins)
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            found: list[tuple[int, int]] = stop.value
            return found


def opponent_threat_points(state: Any, wins: Wins = _winning_internal) -> list[int]:
    """Empty internal points where the opponent, were it to move, would make a threat.

    The side to move may occupy one to stop a four before it is made (as a
    Gomoku player blocks an open three). Checked by playing each candidate for
    the opponent on a copy with the turn passed.
    """
    work = state.copy()
    work._pass()
    work.passes = 0
    return [i for _, i in threat_moves(work, wins)]


def plain_four_points(state: Any, c: int) -> list[int]:
    """Empty internal points where a stone of ``c`` makes a plain four: a horizontal or
    vertical window of five holding four stones of ``c`` and one empty point (no neutral),
    so its empty point wins next. Most windows made first, then ascending.

    Found by one scan of the rows and columns, no move played (much cheaper than
    :func:`threat_moves`, which also finds the fours through a conversion and the capture
    threats, and drops the moves after which the opponent wins at once): the moves of
    the quiescence search.
    """
    cells: list[int] = state._cells
    stride: int = state._stride
    index = orth_index(stride, len(cells))
    counts: dict[int, int] = {}
    for k in _window_empties(orth_text(cells, stride), c, 3):
        q = index[k]
        counts[q] = counts.get(q, 0) + 1
    return sorted(counts, key=lambda q: (-counts[q], q))


def _convertible(seq: list[int], c: int) -> list[int]:
    """``seq`` with each neutral that ``c`` could still convert shown as ``c``.

    A neutral converts between two stones of ``c``: here, when both neighbours
    along the line are ``c`` or empty and at least one is ``c``.
    """
    out = list(seq)
    n = len(seq)
    for k, v in enumerate(seq):
        if v == NEUTRAL and 0 < k < n - 1:
            a, b = seq[k - 1], seq[k + 1]
            if a in (c, EMPTY) and b in (c, EMPTY) and (a == c or b == c):
                out[k] = c
    return out


@functools.lru_cache(maxsize=1 << 16)
def _line_score(seq: bytes, c: int, defence: float) -> float:
    """The window part of :func:`move_score` along one line: ``seq`` = the 9 cells
    centred on the (empty) point, the border beyond the board."""
    o = 3 - c
    wv = WINDOW_VALUE
    score = 0.0
    cells = list(seq)
    cells[4] = c
    attack = _convertible(cells, c)
    cells[4] = o
    block = _convertible(cells, o)
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


def move_score(state: Any, i: int, defence: float = 0.8) -> float:
    """A one-ply score of empty internal point ``i`` for the side to move (higher = better).

    For each horizontal/vertical window of five through ``i`` (without a neutral
    or the border): what the stone adds to the mover's window and what it takes
    from the opponent's; captures (more near 20), conversions, and a penalty
    for making an own pair the opponent can take next move. ``defence`` weighs
    what the stone takes from the opponent's windows (a beginner's is low).
    """
    return move_scores(state, [i], defence)[0]


def move_scores(state: Any, points: list[int], defence: float = 0.8) -> list[float]:
    """:func:`move_score` of each of ``points`` (empty internal points), in order.

    Reads the board as one padded ``bytes`` (a line through a point is a slice), so
    scoring the candidates of a node costs a few microseconds a point. A slice near
    the border runs on into the next row or column; that does not change the score,
    since every window of five through the point that reaches beyond the border
    holds the border cell and counts for nobody.
    """
    c = state.to_move
    o = 3 - c
    cells: list[int] = state._cells
    stride: int = state._stride
    pad = 4 * stride
    board = b"\x04" * pad + bytes(cells) + b"\x04" * pad
    caps_c = state._caps[c]
    pair_penalty = 15.0 + 2.0 * state._caps[o]
    # The local terms, found from the stones (far fewer than the points scored):
    # conversions, captures (2 stones a pair) and pair threats, own pairs made takeable.
    extra: dict[int, float] = {}
    converts: dict[int, int] = {}
    for n in _stones(cells, NEUTRAL):
        for d in (1, -1, stride, -stride):
            if cells[n - d] == c and cells[n + d] == EMPTY:
                converts[n + d] = converts.get(n + d, 0) + 1
    taken, open_ends = pair_points(cells, stride, c)
    for q in open_ends:
        extra[q] = extra.get(q, 0.0) + 6.0  # threatens the pair
    for s in _stones(cells, c):
        for d in (1, -1, stride, -stride, stride + 1, stride - 1, -stride + 1, -stride - 1):
            i = s - d  # a stone on i makes the pair (i, s)
            if cells[i] == EMPTY:
                b, back = cells[s + d], cells[i - d]
                if (b == o and back == EMPTY) or (b == EMPTY and back == o):
                    extra[i] = extra.get(i, 0.0) - pair_penalty
    line = _line_score
    out = []
    for i in points:
        j = i + pad
        score = line(board[j - 4 : j + 5], c, defence) + line(
            board[j - pad : j + pad + 1 : stride], c, defence
        ) + extra.get(i, 0.0)
        n_conv = converts.get(i, 0)
        if n_conv:
            score += 6.0 * n_conv
            # A converted stone flanks pairs too: count this point's captures exactly.
            took = _captures(cells, i, c, stride, _converts(cells, i, c, stride))
        else:
            took = taken.get(i, 0)
        if took:
            caps = caps_c + took
            score += 12.0 * took + (40.0 if caps >= 14 else 0.0) + (1e5 if caps >= 20 else 0.0)
        out.append(score)
    return out


class Vcf:
    """A sliced search for a victory by continuous fours of the side to move.

    ``run(max_depth)`` is a generator: it yields whenever ``clock() >=
    self.slice_end`` (the driver sets ``slice_end`` before each resume), and
    returns the winning first move (internal point) or ``-1``. ``max_depth``
    counts the attacker's moves. Positions proven lost for the attacker are
    remembered across calls (``failed``).
    """

    def __init__(
        self,
        state: Any,
        clock: Callable[[], float] = time.perf_counter,
        wins: Wins | None = None,
    ) -> None:
        self.state = state
        self.clock = clock
        self.wins: Wins = WinMemo() if wins is None else wins
        self.slice_end = float("inf")
        self.nodes = 0
        self.failed: dict[int, int] = {}  # position key -> depth proven insufficient
        self.moves: dict[int, list[tuple[int, int]]] = {}  # position key -> its threat moves

    def _threat_moves(self) -> Generator[None, None, list[tuple[int, int]]]:
        """The side to move's :func:`threat_moves`, remembered per position (the deepening
        passes of 2, 4, 6 ... attacker moves expand the same positions again)."""
        state = self.state
        key = position_key(state)
        found = self.moves.get(key)
        if found is None:
            found = yield from threat_moves_sliced(state, self.wins, self._pause)
            if len(self.moves) >= 100_000:
                self.moves.clear()
            self.moves[key] = found
        return found

    def run(self, max_depth: int) -> Generator[None, None, int]:
        """The winning first move of the side to move (internal point) or ``-1``."""
        state = self.state
        wins = self.wins
        c = state.to_move
        if state.winner:
            return -1
        now = wins(state, c)
        if now:
            return now[0]
        if wins(state, 3 - c):
            return -1
        return (yield from self._winning_threat(max_depth))

    def _winning_threat(self, depth: int) -> Generator[None, None, int]:
        """The first threat move of the side to move after which every defence loses
        within ``depth - 1`` more plies (internal point), or ``-1``."""
        state = self.state
        moves = yield from self._threat_moves()
        for _, i in moves:
            snap = play(state, i)
            try:
                ok = yield from self._answered(depth - 1)
            finally:
                undo(state, snap)
            if ok:
                return i
        return -1

    def _pause(self) -> bool:
        return bool(self.clock() >= self.slice_end)

    def _attack(self, depth: int) -> Generator[None, None, bool]:
        """True if the side to move (the attacker) wins by continuous fours."""
        state = self.state
        wins = self.wins
        self.nodes += 1
        if self._pause():
            yield
        c = state.to_move
        if wins(state, c):
            return True
        if depth <= 0 or wins(state, 3 - c):
            return False
        key = position_key(state)
        if self.failed.get(key, -1) >= depth:
            return False
        if (yield from self._winning_threat(depth)) >= 0:
            return True
        self.failed[key] = depth
        return False

    def _answered(self, depth: int) -> Generator[None, None, bool]:
        """After a threat move: True if every defence still loses (the defender to move)."""
        state = self.state
        wins = self.wins
        if state.winner:
            return bool(state.winner == 3 - state.to_move)
        d = state.to_move
        if wins(state, d):
            return False
        threats = wins(state, 3 - d)
        for i in defences_internal(state, threats, wins):
            snap = play(state, i)
            try:
                if state.winner == d:
                    return False
                ok = yield from self._attack(depth)
            finally:
                undo(state, snap)
            if not ok:
                return False
        return True


def vcf_win(state: Any, max_depth: int = 8) -> int | None:
    """The first move (a point) of a win by continuous fours of the side to move, or ``None``.

    Blocking; for tests and tools (the players run :class:`Vcf` in slices).
    """
    work = state.copy()
    gen = Vcf(work).run(max_depth)
    try:
        while True:
            next(gen)
    except StopIteration as stop:
        found: int = stop.value
    return None if found < 0 else int(state._to_ex[found])
