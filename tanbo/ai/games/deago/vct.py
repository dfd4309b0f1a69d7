"""DEAGO's victory by continuous threats (VCT): wins by threes as well as fours.

A VCF (:class:`~.threats.Vcf`) wins by fours alone: each attacker move threatens to
win at once, so the defender's answers are few and known. Most games are won (and
must be defended) a step earlier, by **threes**: a *three move* of the attacker is
a move after which the attacker, were it to move again, would have a VCF (an open
three about to become an open four, a three and a four crossing, a three beside a
capture). The defender then has a free choice, but only some moves can stop the
VCF; :func:`defence_points` offers them:

* every point where the attacker could make a four or a capture threat, or
  convert a neutral (:func:`~.threats.threat_candidates` of the attacker: the blocks
  of the three and of every line the VCF could use);
* every point where the defender makes a four, captures a pair or converts a neutral
  (the same function for the defender: a counter-four gains a tempo, a capture may
  take a stone out of the line or remove the flank of a pair, a conversion takes the
  neutral a five needs);
* every end of an attacker's pair (in any of the 8 directions) with the other end
  empty: a stone there threatens to take the pair, so a four the attacker makes
  through that pair may be broken by the capture.

A defender's stone elsewhere leaves every four point of the attacker as it was, so
this set holds nearly every defence that works; the rare one it misses (a stone on a
line the VCF only uses after its first four) makes the search see a win that is not
there, which in the guard (below) makes it more careful, never less.

:class:`Vct` searches three moves, each answered by every defence point, with a VCF
of :attr:`Vct.fours` attacker moves checked at every attacker node. A defender's
counter-four is answered by the attacker's defences (:func:`~.wins.defences_internal`)
and the defender moves again. The alpha-beta (:mod:`.alphabeta`) runs it when its
options ask: at the root for the side to move (``AbConfig.vct``) and, as the **VCT
guard** (``AbConfig.vct_guard``), for the opponent after a free move: the opponent's
double threats (three-three, four-three with a capture...) are found one move before
they are made, and only root moves that stop them are searched. No level sets them:
at 0.5 s a move neither passed its SPRT (``docs/results/deago-sprt.md``). Built on
:mod:`.board`, :mod:`.wins`, :mod:`.threats` and :mod:`.shapes`.
"""

from __future__ import annotations

import functools
from collections.abc import Generator

from tanbo.ai.clock import now
from tanbo.ai.games.deago.board import (
    LINE,
    convert_view,
    orth_index,
    orth_text,
    pair_points,
    play,
    position_key,
    undo,
)
from tanbo.ai.games.deago.threats import Vcf, first_move, threat_candidates
from tanbo.ai.games.deago.wins import defences_internal
from tanbo.games.deago.setups import EMPTY, NEUTRAL
from tanbo.games.deago.state import DeagoState

__all__ = ["three_points", "defence_points", "Vct", "vct_win"]

MAX_PLIES = 16
"""Deepest line of play a VCT reads (counter-fours can lengthen it): past it, no win."""
THREES_TRIED = 10
"""Three moves tried at a node, the most windows first (a three that wins must make
two threats at once, which takes more than one window)."""


@functools.lru_cache(maxsize=1 << 16)
def _line_threes(seg: bytes, c: int) -> tuple[tuple[int, int], ...]:
    """``(offset, windows)`` of the empty points of one line where a stone of ``c`` makes a
    window of five holding three stones of ``c`` (neutrals ``c`` could convert counted)
    and two empty points; ``windows``: how many such windows the stone makes."""
    view = convert_view(seg, c) if NEUTRAL in seg else seg
    counts: dict[int, int] = {}
    for k in range(len(view) - 4):
        win = view[k : k + 5]
        if win.count(c) == 2 and win.count(EMPTY) == 3:
            for j in range(5):
                if win[j] == EMPTY:
                    counts[k + j] = counts.get(k + j, 0) + 1
    return tuple(sorted(counts.items()))


def three_points(state: DeagoState, c: int) -> list[int]:
    """Empty internal points where a stone of ``c`` makes a three (a horizontal or vertical
    window of five with three of its stones and two empty points), the most windows first.

    A candidate filter: :class:`Vct` plays each and keeps those that threaten a VCF.
    """
    cells = state.board
    stride = state.stride
    text = orth_text(cells, stride)
    index = orth_index(stride, len(cells))
    counts: dict[int, int] = {}
    for m in LINE.finditer(text):
        seg = m.group()
        if seg.count(c) < 2 and NEUTRAL not in seg:
            continue
        start = m.start()
        for k, n in _line_threes(seg, c):
            q = index[start + k]
            counts[q] = counts.get(q, 0) + n
    return sorted(counts, key=lambda q: (-counts[q], q))


def defence_points(state: DeagoState) -> list[int]:
    """The side to move's candidate answers to the opponent's threat of a VCF (internal
    points, ascending): the opponent's threat candidates and its own (see the module
    docstring)."""
    d = state.to_move
    found = threat_candidates(state, 3 - d) | threat_candidates(state, d)
    taken, open_ends = pair_points(state.board, state.stride, d)
    found.update(taken)
    found.update(open_ends)
    return sorted(found)


class Vct:
    """A sliced search for a victory by continuous threats (threes and fours) of the side
    to move, sharing a :class:`~.threats.Vcf` (its state, clock, memo and slice end).

    ``run(threes)`` is a generator that yields when the VCF's slice is over and returns
    the winning first move (internal point) or ``-1``; ``threes`` counts the attacker's
    three moves, and every attacker node also tries a VCF of :attr:`fours` moves.
    """

    def __init__(self, vcf: Vcf, fours: int = 4) -> None:
        self.vcf = vcf
        self.state = vcf.state
        self.fours = fours
        self.nodes = 0
        self.failed: dict[int, int] = {}  # position key -> threes proven insufficient

    def _pause(self) -> bool:
        return bool(self.vcf.clock() >= self.vcf.slice_end)

    def run(self, threes: int) -> Generator[None, None, int]:
        """The first move of a VCT of the side to move (internal point), or ``-1``."""
        state = self.state
        if state.winner:
            return -1
        found = yield from self.vcf.run(self.fours)
        if found >= 0:
            return found
        if threes <= 0 or self.vcf.wins(state, 3 - state.to_move):
            return -1
        return (yield from self._three(threes, 0))

    def threatens(self) -> Generator[None, None, int]:
        """The first move of the VCF the opponent of the side to move would have after a
        free move, or ``-1`` (the position is left as it was)."""
        state = self.state
        snap = state.snapshot()
        state.pass_turn()
        try:
            found = yield from self.vcf.run(self.fours)
        finally:
            state.restore(snap)
        return found

    def _three(self, threes: int, ply: int) -> Generator[None, None, int]:
        """A three move of the side to move after which every defence loses, or ``-1``."""
        state = self.state
        wins = self.vcf.wins
        c = state.to_move
        o = 3 - c
        for q in three_points(state, c)[:THREES_TRIED]:
            if self._pause():
                yield
            self.nodes += 1
            snap = play(state, q)
            try:
                if state.winner:
                    if state.winner == c:
                        return q
                    continue
                if wins(state, o) or (yield from self.threatens()) < 0:
                    continue  # not forcing: the defender wins at once, or nothing is threatened
                ok = yield from self._defended(threes - 1, ply + 1)
            finally:
                undo(state, snap)
            if ok:
                return q
        return -1

    def _defended(self, threes: int, ply: int) -> Generator[None, None, bool]:
        """The defender to move: True if every defence point still loses."""
        state = self.state
        d = state.to_move
        if self.vcf.wins(state, d) or ply >= MAX_PLIES:
            return False
        for x in defence_points(state):
            if self._pause():
                yield
            self.nodes += 1
            snap = play(state, x)
            try:
                if state.winner:
                    won = state.winner != d
                else:
                    won = yield from self._attack(threes, ply + 1)
            finally:
                undo(state, snap)
            if not won:
                return False
        return True

    def _attack(self, threes: int, ply: int) -> Generator[None, None, bool]:
        """The attacker to move: True if it wins by threes and fours."""
        state = self.state
        wins = self.vcf.wins
        c = state.to_move
        if wins(state, c):
            return True
        threats = wins(state, 3 - c)
        if threats:  # a counter-four: defend, then the defender moves again
            if ply >= MAX_PLIES:
                return False
            for y in defences_internal(state, threats, wins):
                snap = play(state, y)
                try:
                    if state.winner:
                        ok = state.winner == c
                    else:
                        ok = yield from self._defended(threes, ply + 1)
                finally:
                    undo(state, snap)
                if ok:
                    return True
            return False
        key = position_key(state)
        if self.failed.get(key, -1) >= threes:
            return False
        if (yield from self.vcf.run(self.fours)) >= 0:
            return True
        if threes > 0 and ply < MAX_PLIES and (yield from self._three(threes, ply)) >= 0:
            return True
        if len(self.failed) >= 100_000:
            self.failed.clear()
        self.failed[key] = threes
        return False


def vct_win(state: DeagoState, threes: int = 1, fours: int = 4) -> int | None:
    """The first move (a point) of a VCT of the side to move, or ``None``.

    Blocking; for tests and tools (the players run :class:`Vct` in slices).
    """
    return first_move(state, Vct(Vcf(state.copy(), now), fours).run(threes))
