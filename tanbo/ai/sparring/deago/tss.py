"""``tss``: a threat-space search player for DEAGO (a sparring partner, not a level).

Start at :class:`TssPlayer`. Each move, in this order (every phase shares the move's
:class:`~.base.Budget`):

1. win at once (a five, a five through a conversion, the 20th capture);
2. stop the opponent's win at once: of the :func:`~.deago_rules.stoppers` (blocks,
   captures of a line stone or of a flank, conversions) one after which the opponent
   has no win point; among several, the one that leaves the opponent no VCF;
3. **VCF** (:meth:`Tss.vcf`): continuous fours, each answered by *every* stopper of
   its win points (not only the block: a capture that breaks the line, a conversion,
   the race to 20 captures), to a win at any depth up to ``vcf_depth``;
4. defence against the opponent's VCF: the opponent's proof (its fours and their win
   points), our captures, conversions and fours are tried, and a move after which the
   opponent has no VCF is played;
5. **VCT** (:meth:`Tss.vct`): threats that, if ignored, give a VCF; each answered by
   every move of the threat's proof, every capture, conversion and counter-four;
6. defence against the opponent's VCT in the same way (a shorter search);
7. otherwise the quiet search (:class:`QuietSearch`): iterative-deepening alpha-beta
   over moves ordered by a one-ply score of its own (:func:`quiet_score`: five-windows,
   captures, pairs left open to capture), a line valued by the sum of its moves' scores;
   win points and their stoppers are honoured at every depth; the move found is
   checked against an opponent VCF. Where several refutations (4, 6) or safe blocks
   (2) exist, the same search picks among them.

The search reads only the engine's public fast view and plays through its fast path
(:mod:`.deago_rules`); nothing of level 5 (:mod:`tanbo.ai.games.deago`) is used.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from tanbo.ai.sparring.base import Budget, OutOfBudget
from tanbo.ai.sparring.deago.player import SparringPlayer
from tanbo.ai.sparring.deago.rules import (
    capture_points,
    converting_points,
    neighbourhood,
    stones,
    stoppers,
    win_points,
)
from tanbo.games.deago.setups import CAPTURES_TO_WIN
from tanbo.games.deago.state import EMPTY, NEUTRAL, OFF, DeagoState

__all__ = ["Tss", "TssPlayer", "quiet_score"]

T = TypeVar("T")

THREAT_BONUS = 300.0
"""Added to a quiet move that threatens a VCF (the opponent must answer it)."""


def _key(state: DeagoState) -> bytes:
    caps = state.capture_counts
    return bytes(state.board) + bytes((state.to_move, min(caps[1], 255), min(caps[2], 255)))


class Tss:
    """Threat-space search on a private position (``state`` is played on and restored)."""

    def __init__(self, state: DeagoState, budget: Budget, vcf_depth: int = 8) -> None:
        self.state = state
        self.budget = budget
        self.vcf_depth = vcf_depth
        self._vcf_fail: dict[bytes, int] = {}

    # ------------------------------------------------------------ candidates

    def line_candidates(self, a: int, least: int) -> list[int]:
        """Empty points with ``least`` or more stones of ``a`` within four steps on one axis,
        the points where ``a`` captures or converts, and (near 20 captures) the points that
        threaten a capture; most promising first."""
        s = self.state
        cells = s.board
        st = s.stride
        score: dict[int, int] = {}
        for d in (1, st):
            cnt: dict[int, int] = {}
            for x in stones(cells, a):
                for step in (d, -d):
                    e = x
                    for _ in range(4):
                        e += step
                        v = cells[e]
                        if v == OFF:
                            break  # the border: never wrap round to another line
                        if v == EMPTY:
                            cnt[e] = cnt.get(e, 0) + 1
            for e, n in cnt.items():
                if n >= least and n > score.get(e, 0):
                    score[e] = n
        for e in capture_points(s, a):
            score[e] = score.get(e, 0) + 3
        for e in converting_points(s, a):
            score[e] = score.get(e, 0) + 2
        if s.capture_counts[a] >= CAPTURES_TO_WIN - 6:
            o = 3 - a
            for x in stones(cells, o):
                for d in (1, st, st + 1, st - 1):
                    if cells[x + d] == o and cells[x - d] == EMPTY and cells[x + d + d] == EMPTY:
                        for e in (x - d, x + d + d):
                            score[e] = score.get(e, 0) + 2
        return sorted(score, key=lambda e: (-score[e], e))

    # ------------------------------------------------------------------ VCF

    def vcf(self, depth: int, proof: set[int] | None = None) -> int | None:
        """A first move of a win by continuous fours for the side to move, or ``None``.

        Sound within its depth: every stopper of every four is answered. ``proof``
        collects the points of the winning tree (the attacker's moves, the
        defender's replies, the win points).
        """
        s = self.state
        a = s.to_move
        d = 3 - a
        wins = win_points(s, a)
        if wins:
            m = min(wins)
            if proof is not None:
                proof.add(m)
            return m
        if depth <= 0:
            return None
        key = _key(s)
        if self._vcf_fail.get(key, -1) >= depth:
            return None
        for m in self.line_candidates(a, 3):
            self.budget.tick()
            snap = s.snapshot()
            s.play_internal(m)
            try:
                if s.winner == a:
                    if proof is not None:
                        proof.add(m)
                    return m
                if win_points(s, d):
                    continue  # the defender would win first
                threats = win_points(s, a)
                if not threats:
                    continue  # not a four
                local = {m} | threats
                if self._all_replies_lose(s, d, stoppers(s, d, threats), depth, local):
                    if proof is not None:
                        proof.update(local)
                    return m
            finally:
                s.restore(snap)
        self._vcf_fail[key] = depth
        return None

    def _all_replies_lose(
        self, s: DeagoState, d: int, replies: set[int], depth: int, local: set[int]
    ) -> bool:
        for r in sorted(replies):
            snap = s.snapshot()
            s.play_internal(r)
            try:
                if s.winner == d:
                    return False
                sub: set[int] = set()
                if self.vcf(depth - 1, sub) is None:
                    return False
                local.add(r)
                local |= sub
            finally:
                s.restore(snap)
        return True

    # ------------------------------------------------------------------ VCT

    def threat_proof(self, depth: int) -> set[int] | None:
        """If the side *not* to move could pass here and then win by VCF: its proof."""
        s = self.state
        snap = s.snapshot()
        s.pass_turn()
        try:
            proof: set[int] = set()
            return proof if self.vcf(depth, proof) is not None else None
        finally:
            s.restore(snap)

    def vct(self, depth: int, proof: set[int] | None = None, vcf_depth: int = 5) -> int | None:
        """A first move of a win by threats (fours and threes) for the side to move."""
        s = self.state
        a = s.to_move
        d = 3 - a
        found = self.vcf(vcf_depth, proof)
        if found is not None:
            return found
        if depth <= 0 or win_points(s, d):
            return None
        for m in self.line_candidates(a, 2)[:24]:
            self.budget.tick()
            snap = s.snapshot()
            s.play_internal(m)
            try:
                if s.winner == a:
                    return m
                if win_points(s, d):
                    continue
                threat = self.threat_proof(min(vcf_depth, 4))
                if threat is None:
                    continue
                replies = set(threat)
                replies.update(capture_points(s, d))
                replies.update(converting_points(s, d))
                replies.update(self.line_candidates(d, 3))  # counter-fours
                replies = {r for r in replies if s.board[r] == EMPTY}
                local = {m} | threat
                ok = True
                for r in sorted(replies):
                    snap2 = s.snapshot()
                    s.play_internal(r)
                    try:
                        sub: set[int] = set()
                        if s.winner == d or self.vct(depth - 1, sub, vcf_depth) is None:
                            ok = False
                            break
                        local |= sub
                    finally:
                        s.restore(snap2)
                if ok:
                    if proof is not None:
                        proof.update(local)
                    return m
            finally:
                s.restore(snap)
        return None

    # -------------------------------------------------------------- defence

    def refutations(
        self, proof: set[int], search: str, depth: int, out: list[int] | None = None
    ) -> list[int]:
        """Our moves after which the opponent has no ``search`` (``"vcf"``/``"vct"``) win.

        The candidates are the opponent's proof, our captures, conversions and
        fours; ``[]`` if none refutes. ``out`` (returned) collects them as found, so a
        caller keeps the ones found before the budget ran out.
        """
        s = self.state
        me = s.to_move
        cands = set(proof)
        cands.update(capture_points(s, me))
        cands.update(converting_points(s, me))
        cands.update(self.line_candidates(me, 3))
        if out is None:
            out = []
        for r in sorted(c for c in cands if s.board[c] == EMPTY):
            self.budget.tick()
            snap = s.snapshot()
            s.play_internal(r)
            try:
                if s.winner == me:
                    out.append(r)
                    return out
                if win_points(s, s.to_move):
                    continue
                found = self.vcf(depth) if search == "vcf" else self.vct(depth)
                if found is None:
                    out.append(r)
            finally:
                s.restore(snap)
        return out


def _window_value(cells: list[int], c: int, windows: set[tuple[int, int]]) -> float:
    """The sum over ``windows`` (start, step) of five cells of ``c``'s line value:
    4 ** stones for a window with no opponent stone and off-board point, halved by
    each neutral in it."""
    size = len(cells)
    o = 3 - c
    total = 0.0
    for start, d in windows:
        mine = neutral = 0
        for k in range(5):
            q = start + k * d
            v = cells[q] if 0 <= q < size else OFF
            if v in (OFF, o):
                break
            if v == c:
                mine += 1
            elif v == NEUTRAL:
                neutral += 1
        else:
            if mine:
                total += 4.0**mine * 0.5**neutral
    return total


def line_gain(state: DeagoState, e: int, c: int) -> float:
    """What a stone of ``c`` on empty ``e`` adds to ``c``'s five-windows, the neutrals it
    converts included (they are put on the board while the windows are read)."""
    cells = state.board
    st = state.stride
    orth = (1, -1, st, -st)
    converted = [e + d for d in orth if cells[e + d] == NEUTRAL and cells[e + 2 * d] == c]
    windows = {(p - k * d, d) for p in (e, *converted) for d in (1, st) for k in range(5)}
    before = _window_value(cells, c, windows)
    cells[e] = c
    for q in converted:
        cells[q] = c
    try:
        return _window_value(cells, c, windows) - before
    finally:
        cells[e] = EMPTY
        for q in converted:
            cells[q] = NEUTRAL


def quiet_score(state: DeagoState, e: int) -> float:
    """The one-ply value of the side to move playing empty internal point ``e``.

    What the stone adds to our five-windows (:func:`line_gain`, conversions included)
    and, slightly less, what it would add to the opponent's (the blocking value),
    captures (worth more as the count nears 20), the capture threats it blocks, and a
    penalty for a pair it leaves between an opponent stone and an empty point.
    """
    cells = state.board
    st = state.stride
    me = state.to_move
    op = 3 - me
    value = line_gain(state, e, me) + 0.9 * line_gain(state, e, op)
    caps = state.capture_counts
    for a in (1, -1, st, -st, st + 1, st - 1, 1 - st, -1 - st):
        x, y, z = e + a, e + 2 * a, e + 3 * a
        if not (0 <= z < len(cells)):
            continue
        if cells[x] == op and cells[y] == op:
            if cells[z] == me:
                value += 40.0 + 6.0 * caps[me]
            elif cells[z] == EMPTY:
                value += 6.0
        if cells[x] == me and cells[y] == me and cells[z] == op:
            value += 30.0 + 5.0 * caps[op]  # blocks a capture of our pair
        if cells[x] == me and cells[y] == op and cells[e - a] == EMPTY:
            value -= 25.0 + 3.0 * caps[op]  # our new pair could be taken from e - a
        if cells[x] == me and cells[y] == EMPTY and cells[e - a] == op:
            value -= 25.0 + 3.0 * caps[op]
    return value


WIN = 1_000_000.0
"""A won line's value in the quiet search (less the plies it takes)."""
QUIET_MAX_PLY = 16
"""How deep forced replies to fours may run past the quiet search's horizon."""


def _dirty_offsets(st: int) -> tuple[int, ...]:
    """The offsets of the points whose :func:`quiet_score` a change at a point may alter:
    five steps along its row and column (the five-windows, a conversion beside), three
    along its diagonals (the capture shapes)."""
    out = {0}
    for d in (1, st):
        out.update(k * d for k in range(-5, 6))
    for d in (st + 1, st - 1):
        out.update(k * d for k in range(-3, 4))
    return tuple(sorted(out))


class _Node:
    """What a :class:`QuietSearch` node knows of its scores: the points its line changed
    the scores of (``None``: every point, after a capture), and their scores here."""

    __slots__ = ("dirty", "local")

    def __init__(self, dirty: set[int] | None, local: dict[int, float]) -> None:
        self.dirty = dirty
        self.local = local


class QuietSearch:
    """Iterative-deepening alpha-beta over :func:`quiet_score`-ordered moves.

    A line's value is the sum of its moves' quiet scores, ours less the opponent's (the
    score is what a stone adds to its side's windows and takes from the other's, so the
    sum follows the position's value move by move). The scores are cached by point
    and side and recomputed only near the points a move changed (all of them after a
    capture: the score reads the captured counts). A side with a win point wins; a side
    facing one plays only the stoppers (its blocks, captures, conversions), past the
    horizon too, up to :data:`QUIET_MAX_PLY`.
    """

    def __init__(self, state: DeagoState, budget: Budget, width: int = 8) -> None:
        self.state = state
        self.budget = budget
        self.width = width
        self.offsets = _dirty_offsets(state.stride)
        self.depth = 0  # the deepest iteration completed
        self.shared: dict[int, float] = {}  # the root position's scores, by 4 * point + side

    def _scores(self, node: _Node, moves: list[int]) -> list[tuple[float, int]]:
        s = self.state
        side = s.to_move
        shared = self.shared
        dirty = node.dirty
        local = node.local
        out = []
        for e in moves:
            key = 4 * e + side
            cache = local if dirty is None or e in dirty else shared
            v = cache.get(key)
            if v is None:
                v = cache[key] = quiet_score(s, e)
            out.append((v, e))
        return out

    def _child(self, node: _Node, changed: list[int], captured: bool) -> _Node:
        if captured or node.dirty is None:
            return _Node(None, {})  # the captured counts changed: every score is new
        near = {p + off for p in changed for off in self.offsets}
        local = {k: v for k, v in node.local.items() if k >> 2 not in near}
        return _Node(node.dirty | near, local)

    def negamax(
        self, depth: int, alpha: float, beta: float, acc: float, ply: int,
        cache: _Node,
    ) -> float:
        """The value for the side to move of the line so far (``acc``) searched ``depth``
        more plies."""
        self.budget.tick()
        s = self.state
        me = s.to_move
        if win_points(s, me):
            return WIN - ply
        threats = win_points(s, 3 - me)
        if threats:
            if ply >= QUIET_MAX_PLY:
                return acc
            moves = [r for r in stoppers(s, me, threats) if s.board[r] == EMPTY]
            scored = self._scores(cache, moves)
            scored.sort(key=lambda t: (-t[0], t[1]))
            child_depth = max(depth - 1, 0)
        else:
            if depth <= 0:
                return acc
            scored = self._scores(cache, neighbourhood(s, 2))
            scored.sort(key=lambda t: (-t[0], t[1]))
            scored = scored[: self.width]
            child_depth = depth - 1
        best = -2 * WIN
        for v, m in scored:
            snap = s.snapshot()
            converted, captured = s.play_internal(m)
            try:
                if s.winner == me:
                    val = WIN - ply
                else:
                    child = self._child(cache, [m, *converted, *captured], bool(captured))
                    val = -self.negamax(child_depth, -beta, -alpha, -(acc + v), ply + 1, child)
            finally:
                s.restore(snap)
            if val > best:
                best = val
                if val > alpha:
                    alpha = val
                    if alpha >= beta:
                        break
        if best == -2 * WIN:
            return acc  # no stopper left on the board: judged by the line so far
        return best

    def root(self, scored: list[tuple[float, int]], max_depth: int = 10) -> list[tuple[float, int]]:
        """``scored`` (root moves with their scores, bonuses included) valued by deepening
        searches until the budget is spent; best first (the last completed depth's
        values, the searched moves of an unfinished depth moved up)."""
        s = self.state
        me = s.to_move
        cache = _Node(set(), {})
        order = sorted(scored, key=lambda t: (-t[0], t[1]))
        ranked = list(order)
        for depth in range(1, max_depth + 1):
            vals: list[tuple[float, int]] = []
            alpha = -2 * WIN
            try:
                for v, m in order:
                    snap = s.snapshot()
                    converted, captured = s.play_internal(m)
                    try:
                        if s.winner == me:
                            val = WIN
                        else:
                            child = self._child(
                                cache, [m, *converted, *captured], bool(captured)
                            )
                            val = -self.negamax(depth - 1, -2 * WIN, -alpha, -v, 1, child)
                    finally:
                        s.restore(snap)
                    vals.append((val, m))
                    alpha = max(alpha, val)
            except OutOfBudget:
                # the old best was searched first: a move of the unfinished depth that
                # beat it goes first
                top = max(vals, key=lambda t: t[0], default=None)
                if top is not None and top[1] != vals[0][1] and top[0] > vals[0][0]:
                    ranked = [top] + [r for r in ranked if r[1] != top[1]]
                break
            ranked = sorted(vals, key=lambda t: (-t[0], t[1]))
            self.depth = depth
            score_of = dict((m, v) for v, m in scored)
            order = [(score_of[m], m) for _, m in ranked]
            if abs(ranked[0][0]) >= WIN / 2:
                break  # a forced win, or every move loses
        return ranked


class TssPlayer(SparringPlayer):
    """The ``tss[:SECONDS]`` match player (see the module docstring)."""

    kind = "tss"

    def __init__(self, *args: object, vcf_depth: int = 8, vct_depth: int = 2,
        quiet_width: int = 8, **kw: object) -> None:
        super().__init__(*args, **kw)  # type: ignore[arg-type]
        self.vcf_depth = vcf_depth
        self.vct_depth = vct_depth
        self.quiet_width = quiet_width
        self.last_reason = ""  # which phase chose the last move (tests, analysis)
        self.last_depth = 0  # the depth the last quiet search completed (analysis)

    def think(self, state: DeagoState, budget: Budget) -> int:
        """Choose a move by the phases of the module docstring.

        Each phase has its share of the budget; a phase that runs out gives up (its
        partial answer is kept where it has one) and the next phase runs.
        """
        me = state.to_move
        op = 3 - me
        wins = win_points(state, me)
        if wins:
            self.last_reason = "win"
            return min(wins)
        quiet = self._quiet_order(state)
        threats = win_points(state, op)
        if threats:
            self.last_reason = "block"
            return self._block(Tss(state, budget, self.vcf_depth), threats, quiet[0])
        found = self._phase(state, budget, 0.3, lambda t: t.vcf(self.vcf_depth))
        if found is not None:
            self.last_reason = "vcf"
            return found
        proof = self._phase(state, budget, 0.3, lambda t: t.threat_proof(self.vcf_depth))
        if proof is not None:
            self.last_reason = "defend-vcf"
            return self._defend(state, budget, proof, "vcf", self.vcf_depth, 1.0, quiet)
        found = self._phase(state, budget, 0.5, lambda t: t.vct(self.vct_depth))
        if found is not None:
            self.last_reason = "vct"
            return found
        vct_proof = self._vct_threat(state, budget)
        if vct_proof is not None:
            self.last_reason = "defend-vct"
            return self._defend(state, budget, vct_proof, "vct", 1, 0.8, quiet)
        self.last_reason = "quiet"
        return self._quiet(state, quiet[: self.quiet_width + 2], budget)

    def _quiet(self, state: DeagoState, moves: list[int], budget: Budget) -> int:
        """The quiet move: ``moves`` scored by :func:`quiet_score` (+ :data:`THREAT_BONUS`
        for one that threatens a VCF), valued by a :class:`QuietSearch` on most of the
        time left, then the best that leaves the opponent no VCF (a short check)."""
        scored = []
        for e in moves:
            value = quiet_score(state, e)
            if not budget.spent() and self._makes_threat(state, e, budget):
                value += THREAT_BONUS
            scored.append((value, e))
        ranked = self._ranked(state, scored, budget, 0.8)
        top = ranked[0][0]
        near = [e for v, e in ranked if v >= top - max(1.0, abs(top) * 0.02)]
        first = near[self.rng.randrange(len(near))]
        order = [first] + [e for _, e in ranked if e != first]
        for e in order[:4]:
            if budget.spent():
                break
            snap = state.snapshot()
            state.play_internal(e)
            sub = budget.part(0.5)
            try:
                if state.winner or Tss(state, sub, 6).vcf(6) is None:
                    return e
            except OutOfBudget:
                return e
            finally:
                state.restore(snap)
                budget.absorb(sub)
        return first

    def _phase(
        self, state: DeagoState, budget: Budget, share: float, run: Callable[[Tss], T]
    ) -> T | None:
        """``run`` on a :class:`Tss` with ``share`` of the budget left; ``None`` if it ran out."""
        sub = budget.part(share)
        try:
            return run(Tss(state, sub, self.vcf_depth))
        except OutOfBudget:
            return None
        finally:
            budget.absorb(sub)

    def _defend(
        self, state: DeagoState, budget: Budget, proof: set[int], search: str, depth: int,
        share: float, quiet: list[int],
    ) -> int:
        """A refutation of the opponent's ``search`` win; the refutations found before the
        budget ran out, else the best point of its proof."""
        found: list[int] = []
        sub = budget.part(share)
        try:
            Tss(state, sub, self.vcf_depth).refutations(proof, search, depth, found)
        except OutOfBudget:
            pass
        finally:
            budget.absorb(sub)
        if len(found) > 1:
            return self._searched(state, found, budget)
        if found:
            return found[0]
        self.last_reason += " (none found)"
        open_points = sorted(p for p in proof if state.board[p] == EMPTY)
        return self._best(state, open_points or quiet, quiet)

    def _searched(self, state: DeagoState, moves: list[int], budget: Budget) -> int:
        """The best of ``moves`` by a :class:`QuietSearch` on the time left."""
        scored = [(quiet_score(state, e), e) for e in moves]
        return self._ranked(state, scored, budget, 0.9)[0][1]

    def _ranked(
        self, state: DeagoState, scored: list[tuple[float, int]], budget: Budget, share: float
    ) -> list[tuple[float, int]]:
        """``scored`` moves ranked by a :class:`QuietSearch` on ``share`` of the time left
        (the nodes it spends are charged to ``budget``), best first."""
        search = QuietSearch(state, budget.part(share), self.quiet_width)
        try:
            ranked = search.root(scored)
        finally:
            budget.absorb(search.budget)
        self.last_depth = search.depth
        return ranked

    def _vct_threat(self, state: DeagoState, budget: Budget) -> set[int] | None:
        """The opponent's VCT proof if it could move now (a short search), else ``None``."""
        sub = budget.part(0.5)
        tss = Tss(state, sub, self.vcf_depth)
        snap = state.snapshot()
        state.pass_turn()
        try:
            proof: set[int] = set()
            return proof if tss.vct(1, proof, 4) is not None else None
        except OutOfBudget:
            return None
        finally:
            state.restore(snap)
            budget.absorb(sub)

    def _block(self, tss: Tss, threats: set[int], fallback: int) -> int:
        """A stopper after which the opponent has no win point (no VCF, if time allows)."""
        s = tss.state
        me = s.to_move
        safe: list[int] = []
        for r in sorted(stoppers(s, me, threats)):
            if s.board[r] != EMPTY:
                continue
            snap = s.snapshot()
            s.play_internal(r)
            try:
                if s.winner == me:
                    return r
                if not win_points(s, s.to_move):
                    safe.append(r)
            finally:
                s.restore(snap)
        if not safe:
            return min(threats)
        if len(safe) == 1:
            return safe[0]
        best: list[int] = []
        try:
            for r in safe:
                snap = s.snapshot()
                s.play_internal(r)
                try:
                    if tss.vcf(4) is None:
                        best.append(r)
                finally:
                    s.restore(snap)
        except OutOfBudget:
            pass
        pool = best or safe
        return self._searched(s, pool, tss.budget) if len(pool) > 1 else pool[0]

    def _makes_threat(self, state: DeagoState, e: int, budget: Budget) -> bool:
        """Whether ``e`` leaves us a VCF should the opponent not answer (a short search)."""
        snap = state.snapshot()
        state.play_internal(e)
        sub = budget.part(0.15)
        try:
            return not state.winner and Tss(state, sub, 4).threat_proof(4) is not None
        except OutOfBudget:
            return False
        finally:
            state.restore(snap)
            budget.absorb(sub)

    def _quiet_order(self, state: DeagoState) -> list[int]:
        cands = neighbourhood(state, 2)
        scored = sorted(cands, key=lambda e: (-quiet_score(state, e), e))
        return scored

    def _best(self, state: DeagoState, moves: list[int], quiet: list[int]) -> int:
        """The best of ``moves`` by :func:`quiet_score`; a seeded choice among near-ties."""
        if not moves:
            return quiet[0]
        scored = [(quiet_score(state, e), e) for e in moves]
        top = max(v for v, _ in scored)
        near = sorted(e for v, e in scored if v >= top - max(1.0, abs(top) * 0.05))
        return near[self.rng.randrange(len(near))]
