"""DEAGO's threats: the moves that make a winning threat, and VCF.

A **threat** of colour ``c`` is a position in which ``c``, if it were to move,
would win at once (:mod:`.wins`: a horizontal or vertical five, conversions
counted, or the 20th captured stone). A **threat move** makes one: a four (also a
four through a neutral stone the move converts, or that the finishing move would
convert), a pair capture that removes a blocker, a capture threat near 20
captures. Threat moves are found by a cheap filter (:func:`threat_candidates`) and
then checked by playing them (:func:`threat_moves`); :func:`plain_four_points`
finds the plain fours by one scan, with no move played (the quiescence search, an
option no level sets).

**VCF** (victory by continuous fours, :class:`Vcf`): the attacker plays threat
moves only; after each, the defender must take away every threat
(:func:`~tanbo.ai.games.deago.wins.defences_internal`); the attacker wins when no
defence is left. A defender who can win at once instead refutes the threat. The
search is a generator that yields when its clock says the slice is over, so it runs
in frame slices. :mod:`.alphabeta` runs it at the root (levels 3-5) and as the guard
against the opponent's VCF (level 5); :func:`vcf_win` is the blocking form, for the
tests.

All functions play through the engine's fast path (:func:`~.board.play` /
:func:`~.board.undo`), never through the checked ``push``, which costs several
times more.
"""

from __future__ import annotations

from collections.abc import Callable, Generator

from tanbo.ai.clock import now
from tanbo.ai.games.deago.board import (
    OFF,
    neighbourhoods,
    orth_index,
    play,
    position_key,
    undo,
    view,
    window_empties,
)
from tanbo.ai.games.deago.wins import WinMemo, Wins, defences_internal, winning_internal
from tanbo.games.deago.setups import CAPTURES_TO_WIN, EMPTY, NEUTRAL
from tanbo.games.deago.state import DeagoState

__all__ = [
    "threat_candidates",
    "threat_moves",
    "threat_moves_sliced",
    "opponent_threat_points",
    "plain_four_points",
    "Vcf",
    "vcf_win",
    "first_move",
]


def threat_candidates(state: DeagoState, c: int) -> set[int]:
    """Empty internal points where a stone of ``c`` might make a threat (a superset).

    A point in a horizontal/vertical window of five without an opponent stone
    holding three or more stones of ``c`` or neutrals; a point that converts or
    captures; with 16+ captured stones, a point that threatens a pair capture (the
    pair's far end empty, or a neutral that a later move converts into the flank).
    """
    o = 3 - c
    cells = state.board
    stride = state.stride
    out: set[int] = set()
    size = len(cells)
    seen: set[int] = set()
    vw = view(state)
    for s in vw.stones(c):
        for axis in (1, stride):
            for k in range(5):
                start = s - k * axis
                key = start * 2 + (axis == 1)
                if start < 0 or key in seen:
                    continue
                seen.add(key)
                held = 0
                gaps = []
                for j in range(5):
                    q = start + j * axis
                    v = cells[q] if q < size else OFF
                    if v == EMPTY:
                        gaps.append(q)
                    elif v in (c, NEUTRAL):
                        held += 1
                    else:
                        break
                else:
                    if held >= 3:
                        out.update(gaps)
    _, ring1, _ = neighbourhoods(state)
    near_caps = state.capture_counts[c] >= CAPTURES_TO_WIN - 4
    for i in vw.stones(o):
        for q in ring1[i]:
            if cells[q] == EMPTY:
                d = i - q
                if cells[i + d] == o:
                    after = cells[i + d + d]
                    # the far end: ours (a capture now), or, near 20, empty or a neutral
                    # (a later stone beside it converts it, and the conversion captures)
                    if after == c or (near_caps and after in (EMPTY, NEUTRAL)):
                        out.add(q)
    out.update(vw.conversions(stride, c))
    return out


def threat_moves_sliced(
    state: DeagoState, wins: Wins = winning_internal, pause: Callable[[], bool] = lambda: False
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


def threat_moves(state: DeagoState, wins: Wins = winning_internal) -> list[tuple[int, int]]:
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


def opponent_threat_points(state: DeagoState, wins: Wins = winning_internal) -> list[int]:
    """Empty internal points where the opponent, were it to move, would make a threat.

    The side to move may occupy one to stop a four before it is made (as a
    Gomoku player blocks an open three). Checked by playing each candidate for
    the opponent on a copy with the turn passed.
    """
    work = state.copy()
    work.pass_turn()
    return [i for _, i in threat_moves(work, wins)]


def plain_four_points(state: DeagoState, c: int) -> list[int]:
    """Empty internal points where a stone of ``c`` makes a plain four: a horizontal or
    vertical window of five holding four stones of ``c`` and one empty point (no neutral),
    so its empty point wins next. Most windows made first, then ascending.

    Found by one scan of the rows and columns, no move played (much cheaper than
    :func:`threat_moves`, which also finds the fours through a conversion and the capture
    threats, and drops the moves after which the opponent wins at once): the moves of
    the quiescence search.
    """
    cells = state.board
    stride = state.stride
    index = orth_index(stride, len(cells))
    counts: dict[int, int] = {}
    for k in window_empties(view(state).orth, c, 3):
        q = index[k]
        counts[q] = counts.get(q, 0) + 1
    return sorted(counts, key=lambda q: (-counts[q], q))


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
        state: DeagoState,
        clock: Callable[[], float] = now,
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


def first_move(state: DeagoState, gen: Generator[None, None, int]) -> int | None:
    """Run a search generator of a copy of ``state`` (VCF, VCT) to its end, blocking; its
    winning first move as a public point, or ``None`` (the search returned ``-1``)."""
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            found: int = stop.value
            return None if found < 0 else int(state.to_external[found])


def vcf_win(state: DeagoState, max_depth: int = 8) -> int | None:
    """The first move (a point) of a win by continuous fours of the side to move, or ``None``.

    Blocking; for tests and tools (the players run :class:`Vcf` in slices).
    """
    return first_move(state, Vcf(state.copy()).run(max_depth))
