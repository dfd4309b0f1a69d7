"""DEAGO's main search: alpha-beta with iterative deepening, a transposition table and VCF.

Start at :class:`AbSearch`: one move's search, run in slices (the sliced player of
the levels and of ``match``'s ``ab:SECONDS`` is :class:`~.player.AbPlayer`). A node
of the search, for the side to move:

1. a move that wins at once (five, conversions counted, or the 20th stone)
   ends the search there;
2. if the opponent threatens to win at once, only the *defences*
   (:func:`~tanbo.ai.games.deago.wins.defences_internal`: blocks, captures
   that break the line, conversions that take its neutral) are searched, one
   ply deeper than the depth left (forced moves do not use up the depth); no
   defence = lost;
3. at depth 0 the static evaluation :attr:`AbConfig.evaluation` names
   (:data:`EVALUATIONS`: the windows of :mod:`.evaluation`, or level 5's
   :func:`~tanbo.ai.games.deago.evaluation.evaluate_shapes`);
4. else the best empty points near the stones by
   :func:`~tanbo.ai.games.deago.ordering.move_scores` (:attr:`AbConfig.root_width` of
   them at the root, :attr:`AbConfig.width` one ply below, :attr:`AbConfig.deep_width`
   further down), plus up to
   :attr:`AbConfig.tactical` of :func:`~.ordering.tactical_points` (blocks of the opponent's
   threes, pair captures either way, own fours) and every threat move (when
   :attr:`AbConfig.threats`), best first, the table's move before them; with
   :attr:`AbConfig.respond`, a node below the root that faces an open three searches
   only its answers (:func:`~.ordering.three_answers`).

Negamax with a principal-variation window; scores are from the side to move,
a win is worth ``WIN - plies`` (sooner is better). Before the deepening, with
:attr:`AbConfig.vcf` > 0, a VCF search (:class:`~tanbo.ai.games.deago.threats.Vcf`)
looks for a forced win by fours, and one for the opponent warns which moves
must defend. The searches are generators that yield when the slice's time is
up (the clock is read at every node), so the UI's frame loop stays smooth; the
move's own deadline ends the deepening, and the best move of the last finished
depth (or of the unfinished one, once its first move is searched) is played.

Levels 4-5 also order the moves below the root by killer moves and the history
heuristic (:attr:`AbConfig.ordering`) and keep the table and memos between moves
(:class:`Memory`, :attr:`AbConfig.keep`); proven wins are stored in the table as
plies from the node, so an entry means the same from any root.

Options no level and no baseline sets (measured without a gain, see
``docs/ai-deago.md`` and ``docs/results/deago-sprt.md``), kept for experiments with an
:class:`AbConfig` and covered by the tests: :attr:`AbConfig.quiesce` (with
:func:`~tanbo.ai.games.deago.threats.plain_four_points`), :attr:`AbConfig.threat_plies`,
:attr:`AbConfig.threes` (the evaluation's open-three term), :attr:`AbConfig.deep_tactical`
(fewer tactical points deep down) and :attr:`AbConfig.extend` off (forced replies use
depth).

Built on every layer below it: :mod:`.board`, :mod:`.wins`, :mod:`.threats`,
:mod:`.shapes`, :mod:`.ordering`, :mod:`.evaluation`.
"""

from __future__ import annotations

import heapq
import random
from collections.abc import Callable, Generator
from dataclasses import dataclass, field, replace
from functools import partial

from tanbo.ai.clock import now
from tanbo.ai.games.deago.board import neighbourhoods, play, position_key, undo, view
from tanbo.ai.games.deago.evaluation import OPEN_THREE, TEMPO, evaluate, evaluate_shapes
from tanbo.ai.games.deago.ordering import move_score, move_scores, tactical_points, three_answers
from tanbo.ai.games.deago.shapes import shape_points
from tanbo.ai.games.deago.threats import (
    Vcf,
    opponent_threat_points,
    plain_four_points,
    threat_moves,
)
from tanbo.ai.games.deago.vct import Vct, three_points
from tanbo.ai.games.deago.wins import WinMemo, defences_internal
from tanbo.games.deago.setups import EMPTY, PASS
from tanbo.games.deago.state import DeagoState

__all__ = ["WIN", "AbConfig", "AbSearch", "Memory", "EVALUATIONS"]

WIN = 1_000_000
"""Score of a won position (minus the plies to the win)."""
_EXACT, _LOWER, _UPPER = 0, 1, 2
VCF_SHARE = 0.25
"""Most of the move's time the root's own VCF may use."""
GUARD_SHARE = 0.6
"""Most of the time left the guard may use (the rest is the alpha-beta's)."""
GUARD_KEEP = 4
"""The guard stops after this many moves shown to stop the opponent's VCF (or VCT)."""
VCT_SHARE = 0.1
"""Most of the time left the root's own VCT may use (and the VCT guard's search for the
opponent's VCT)."""
VCT_FOURS = 2
"""Attacker moves of the VCF a VCT tries at each of its attacker nodes."""
OPENING_NOISE = 20.0
"""Default random error on the root scores of a player's first moves (varied openings)."""


Evaluation = Callable[[DeagoState, float, float, float, float, float], float]
"""``(state, captures, pairs, threes, tempo, open_three) -> score for the side to move``,
as :func:`evaluate`."""

EVALUATIONS: dict[str, Evaluation] = {"windows": evaluate, "shapes": evaluate_shapes}
"""The static evaluations a search may use, by name (:attr:`AbConfig.evaluation`): the
windows of :mod:`.evaluation`, and that plus the turn's open threes (:mod:`.shapes`)."""


@dataclass(frozen=True)
class AbConfig:
    """What an alpha-beta player searches (see the module docstring)."""

    width: int = 10
    """Near points kept at each node (best by move score)."""
    root_width: int = 0
    """Near points kept at the root (0: twice :attr:`width`)."""
    deep_width: int = 0
    """Near points kept at the nodes two or more plies below the root (0: :attr:`width`).
    Fewer there leaves the time to search deeper along the moves that matter."""
    max_depth: int = 20
    """Deepest iteration (0: the best move score, no search)."""
    vcf: int = 0
    """Attacker moves of the root VCF (0 = none)."""
    threats: bool = False
    """Add every threat move of the mover and of the opponent to the root's near points."""
    threat_plies: int = 0
    """... and to the near points of the nodes less than this many plies below the root."""
    noise: float = 0.0
    """Up to this much random error added to each root move's score (weak levels)."""
    blind: float = 0.0
    """Chance of not seeing the opponent's immediate win at the root (level 1)."""
    opening: int = 2
    """The player's first ``opening`` moves pick at random among near-equal scores."""
    opening_noise: float = OPENING_NOISE
    """The random error (±) on the root scores of those moves."""
    defence: float = 0.8
    """Weight of blocking the opponent's lines in the move scores (low = a beginner)."""
    captures: float = 10.0
    """Evaluation: the worth of a captured stone."""
    pairs: float = 1.0
    """Evaluation: the weight of the pairs either side could take next move."""
    threes: float = 0.0
    """Evaluation: the worth of the initiative open threes give (0 = not counted)."""
    tempo: float = TEMPO
    """Evaluation: the weight of the mover's line values against the opponent's (it
    moves first). Too high, and the search's choice swings with the parity of the
    depth it last finished (each side looks best at the depths that end on its move)."""
    open_three: float = OPEN_THREE
    """Evaluation ``shapes``: the worth of the turn with an open three
    (:func:`~.evaluation.evaluate_shapes`)."""
    guard: int = 0
    """Attacker moves of the opponent's VCF the root moves must stop (0 = not looked for)."""
    reduce: int = 0
    """Late move reductions below the root: after a node's first ``reduce`` moves (0 =
    never), a quiet move with depth 2+ left is searched one ply shallower first and
    again at full depth only if it beats alpha."""
    reduce_more: int = 0
    """With :attr:`reduce`: after a node's first ``reduce_more`` moves (0 = never), a
    quiet move with depth 3+ left is first searched two plies shallower, not one."""
    keep: bool = False
    """Keep the transposition table and the memos (:class:`Memory`) from one move to the
    next: the last move's deeper iterations already searched most of this one's tree."""
    tactical: int = 0
    """At most this many *tactical points* added to each node's near points beyond the
    width (0 = none; :func:`tactical_points`): the opponent's open-four and four
    points (where a three is blocked), both sides' pair captures (the opponent's =
    where an own pair is defended), the own open-four and four points. Without them
    a node's best points by move score could miss the block of a broken three or the
    capture that breaks it, and a refuted attack looked like a proven win."""
    extend: bool = True
    """Forced replies keep the depth: a node facing an immediate win searches its
    defences one ply deeper than other nodes would (a four and its answer use one ply);
    off, they use a ply like any move, and past the horizon a node facing a win still
    searches its defences (so a four at a leaf is answered before the static score)."""
    deep_tactical: int = -1
    """At most this many tactical points at the nodes two or more plies below the root
    (-1: :attr:`tactical`), the most urgent first."""
    evaluation: str = "windows"
    """The static evaluation, by name in :data:`EVALUATIONS`."""
    ordering: bool = False
    """Move ordering below the root: the table's move, then two killer moves of the ply
    (moves that refuted a sibling), then the rest by the history heuristic (cut-offs
    made, weighted by depth squared), the move score breaking ties."""
    respond: bool = False
    """Below the root, when the opponent has an open three, search only its answers
    (:func:`three_answers`): blocks, own fours and open fours, captures. The other
    moves let it make an open four; leaving them out lets the search go deeper where
    the threats are."""
    vct: int = 0
    """Three moves of the root's VCT for the side to move (0 = none; :mod:`.vct`): after
    the VCF finds nothing, a win by threes and fours is looked for and played."""
    vct_guard: int = 0
    """Three moves of the opponent's VCT the root moves must stop (0 = not looked for):
    when the opponent, given a free move, would win by threes (a double threat it could
    make next move), only root moves after which it cannot are searched (as
    :attr:`guard` does for its VCF; needs :attr:`guard`)."""
    staged: int = 0
    """Staged move generation at the quiet nodes with at most this much depth left (0 =
    none): such a node first searches the table's move and the ply's killer moves (the
    moves that cut off at a sibling; :attr:`ordering`), and makes its near points (the
    move scores of every empty point near the stones) only if none of them cuts off, then
    searches the rest in the usual order. A killer need not be among this node's near
    points: it refuted a sibling, so it is searched anyway. At depth 1 more than half
    the nodes whose near points were new cut off on a killer, and level 5 reached the same
    depth 1.07-1.09x sooner; deeper, the subtrees of killers that are not near points
    cost more than the move scores saved. Level 5 sets 1: against level 5 without it, a
    non-regression SPRT accepted it after 421 games (``docs/results/deago-sprt.md``)."""
    quiesce: int = 0
    """Quiescence at the leaves: at depth 0 the side to move may, instead of taking the
    static score, make plain fours for up to this many own moves more (the defences do
    not use up depth); 0 = the static score alone."""

    def __post_init__(self) -> None:
        if self.evaluation not in EVALUATIONS:
            raise ValueError(
                f"unknown evaluation {self.evaluation!r}: expected one of {', '.join(EVALUATIONS)}"
            )

    def with_(self, **changes: object) -> AbConfig:
        """A copy with some fields changed (``TypeError`` for a field it does not have)."""
        copy: Callable[..., AbConfig] = replace
        return copy(self, **changes)


EVAL_LIMIT = 200_000
"""Static scores a search remembers (by position) before it clears them."""

MEMORY_LIMIT = 200_000
"""Table entries a kept :class:`Memory` may hold before it is cleared."""


@dataclass
class Memory:
    """What a player's searches keep between moves (:attr:`AbConfig.keep`): every entry is
    keyed by a whole position, so it stays true after the moves are played."""

    table: dict[int, tuple[int, int, float, int]] = field(default_factory=dict)
    wins: WinMemo = field(default_factory=WinMemo)
    cands: dict[int, list[int]] = field(default_factory=dict)
    defences: dict[int, list[int]] = field(default_factory=dict)
    failed: dict[int, int] = field(default_factory=dict)
    threats: dict[int, list[tuple[int, int]]] = field(default_factory=dict)
    history: dict[int, int] = field(default_factory=dict)
    evals: dict[int, float] = field(default_factory=dict)
    vct_failed: dict[int, int] = field(default_factory=dict)

    def trim(self, limit: int = MEMORY_LIMIT) -> None:
        """Clear it once it holds more than ``limit`` table entries; halve the
        history (old cut-offs count less)."""
        if len(self.table) > limit:
            self.table.clear()
            self.cands.clear()
            self.defences.clear()
            self.failed.clear()
            self.threats.clear()
            self.wins.table.clear()
            self.evals.clear()
            self.vct_failed.clear()
        self.history = {k: v // 2 for k, v in self.history.items() if v > 1}


class _Abort(Exception):
    """The move's deadline passed inside an iteration."""


class AbSearch:
    """One move's iterative-deepening search of ``state`` (a private copy is searched).

    Drive it with :meth:`run` (``millis`` per slice) until :attr:`done`;
    :attr:`best` is the move (a point, or ``PASS``) at any time after the first
    slice. ``deadline`` is on ``clock``'s scale.
    """

    def __init__(
        self,
        state: DeagoState,
        config: AbConfig,
        deadline: float,
        rng: random.Random,
        clock: Callable[[], float] = now,
        table: dict[int, tuple[int, int, float, int]] | None = None,
        node_limit: int | None = None,
        memory: Memory | None = None,
    ) -> None:
        self.state = state.copy()
        self.config = config
        self.deadline = deadline
        self.clock = clock
        self.rng = rng
        self.table: dict[int, tuple[int, int, float, int]] = {} if table is None else table
        self.node_limit = node_limit
        self.nodes = 0
        self.depth = 0  # deepest finished iteration
        self.score = 0.0
        self.best = PASS
        self.done = False
        self.slice_end = 0.0
        self.wins = WinMemo() if memory is None else memory.wins
        self._cands: dict[int, list[int]] = {} if memory is None else memory.cands
        self._defences: dict[int, list[int]] = {} if memory is None else memory.defences
        self.vcf = Vcf(self.state, clock, self.wins)
        """The root's VCF search (its ``nodes`` count with the alpha-beta's)."""
        self.vct = Vct(self.vcf, VCT_FOURS)
        """The root's VCT and the VCT guard (its ``nodes`` count with the alpha-beta's)."""
        if memory is not None:
            self.table = memory.table
            self.vcf.failed = memory.failed
            self.vcf.moves = memory.threats
            self.vct.failed = memory.vct_failed
        self._evaluate = EVALUATIONS[config.evaluation]
        # position key -> static score (a leaf reached again by another move order)
        self._evals: dict[int, float] = {} if memory is None else memory.evals
        self._noise: dict[int, float] = {}  # root move -> random error added to its score
        self._killers: dict[int, list[int]] = {}  # ply -> up to two moves that cut off there
        # point * 4 + colour -> sum of depth^2 of cut-offs
        self._history: dict[int, int] = {} if memory is None else memory.history
        self.guarded = -1  # root moves that stop the opponent's VCF (-1: none threatened)
        self.started = clock()
        self.threat_time = 0.0  # seconds the root VCF and the guard took (before the deepening)
        self._gen = self._main()

    # ------------------------------------------------------------ driving

    @property
    def all_nodes(self) -> int:
        """Nodes searched so far: the alpha-beta's, the VCF's and the VCT's together."""
        return self.nodes + self.vcf.nodes + self.vct.nodes

    def run(self, millis: float) -> None:
        """Search for up to ``millis`` ms (or until the deadline); sets :attr:`done` at the end."""
        if self.done:
            return
        self.slice_end = min(self.deadline, self.clock() + millis / 1000.0)
        self.vcf.slice_end = self.slice_end
        try:
            next(self._gen)
        except StopIteration:
            self.done = True
        except _Abort:
            self.done = True
        if not self.done and self.clock() >= self.deadline:
            self.done = True

    def _tick(self) -> bool:
        """Count a node; True when the slice is over (raise if the move's time is)."""
        self.nodes += 1
        if self.node_limit is not None and self.nodes > self.node_limit:
            raise _Abort
        now = self.clock()
        if now >= self.deadline:
            raise _Abort
        return now >= self.slice_end

    # ------------------------------------------------------------ the search

    def _main(self) -> Generator[None, None, None]:
        state = self.state
        cfg = self.config
        to_ex = state.to_external
        c = state.to_move
        o = 3 - c
        if not state.empty_internal:
            self.best = PASS
            return
        wins = self.wins(state, c)
        if wins:
            self.best, self.score = to_ex[wins[0]], WIN
            return
        threats = self.wins(state, o)
        if threats and cfg.blind and self.rng.random() < cfg.blind:
            threats = []
        if threats:
            moves = defences_internal(state, threats, self.wins)
            if not moves:
                self.best, self.score = to_ex[threats[0]], -WIN
                return
            if len(moves) == 1:
                self.best = to_ex[moves[0]]
                return
        else:
            moves = []
        if cfg.vcf and not threats:
            # Short wins first; at most a quarter of the move's time.
            stop = self.clock() + VCF_SHARE * max(0.0, self.deadline - self.clock())
            for depth in sorted({*range(2, cfg.vcf, 2), cfg.vcf}):
                found = yield from self._drive(self.vcf.run(depth), stop)
                if found >= 0:
                    self.best, self.score = to_ex[found], WIN
                    return
                if self.clock() >= stop:
                    break
        if cfg.vct and not threats:
            # A win by threes: at most VCT_SHARE of the time left.
            stop = self.clock() + VCT_SHARE * max(0.0, self.deadline - self.clock())
            found = yield from self._drive(self.vct.run(cfg.vct), stop)
            if found >= 0:
                self.best, self.score = to_ex[found], WIN
                return
        root = moves or self._candidates(state, True, cfg.threats)
        if cfg.guard and not threats:
            root = yield from self._guard(root)
        self.threat_time = self.clock() - self.started
        if cfg.noise:
            self._noise = {i: cfg.noise * (2 * self.rng.random() - 1) for i in root}
        self.best = to_ex[root[0]]
        if cfg.max_depth == 0:  # one ply: the move scores (and the noise) alone
            self.best = to_ex[
                max(root, key=lambda i: move_score(state, i, cfg.defence) + self._noise.get(i, 0.0))
            ]
            return
        for depth in range(1, cfg.max_depth + 1):
            try:
                yield from self._root(root, depth)
            except _Abort:
                return
            self.depth = depth
            if abs(self.score) >= WIN - 1000:
                return

    def _guard(self, root: list[int]) -> Generator[None, None, list[int]]:
        """``root`` without the moves that leave the opponent a win by continuous fours.

        Only when the opponent, given a free move now, would have one (else
        ``root`` unchanged). A VCF of 2 attacker moves is tried first, then 4, ...
        up to :attr:`AbConfig.guard`; each pass keeps the moves after which the
        opponent has none at that depth (the last pass stops at :data:`GUARD_KEEP`
        of them), the likeliest first. The guard uses at most :data:`GUARD_SHARE`
        of the time left: when it runs out, the moves already shown safe are kept
        (``root`` if there are none).
        """
        state = self.state
        stop = self.clock() + GUARD_SHARE * max(0.0, self.deadline - self.clock())
        current = root
        for depth in sorted({*range(2, self.config.guard, 2), self.config.guard}):
            snap = state.snapshot()
            state.pass_turn()
            try:
                found = yield from self._drive(self.vcf.run(depth), stop)
            finally:
                state.restore(snap)
            if found < 0:
                continue
            tries = list(current)
            if current is root:
                # Most likely to stop it first: its first move, the points where the
                # opponent would make a four, the own fours (they gain a tempo).
                first = [found, *opponent_threat_points(state, self.wins)]
                first += [i for _, i in threat_moves(state, self.wins)]
                tries = list(dict.fromkeys(first + tries))
            keep = GUARD_KEEP if depth == self.config.guard else len(tries)
            safe, late = yield from self._stoppers(tries, partial(self.vcf.run, depth), stop, keep)
            self.guarded = len(safe)
            if late:
                return safe or current
            if not safe:
                return current  # lost anyway against best play: search on
            current = safe
        if self.config.vct_guard and self.guarded < 0:
            current = yield from self._vct_guard(current, stop)
        return current

    def _vct_guard(self, root: list[int], stop: float) -> Generator[None, None, list[int]]:
        """``root`` without the moves that leave the opponent a win by threes (:mod:`.vct`).

        Only when the opponent, given a free move now, would have one of
        :attr:`AbConfig.vct_guard` three moves, found within :data:`VCT_SHARE` of the
        time left (else ``root`` unchanged): the moves
        tried first are the VCT's first move, the opponent's three and threat points
        and the own threat moves, then ``root``; at most :data:`GUARD_KEEP` moves shown
        to stop it are kept, until ``stop`` (``root`` if none is found in time).
        """
        state = self.state
        threes = self.config.vct_guard
        look = min(stop, self.clock() + VCT_SHARE * max(0.0, self.deadline - self.clock()))
        snap = state.snapshot()
        state.pass_turn()
        try:
            found = yield from self._drive(self.vct.run(threes), look)
        finally:
            state.restore(snap)
        if found < 0:
            return root
        o = 3 - state.to_move
        first = [found, *three_points(state, o)[:8], *opponent_threat_points(state, self.wins)]
        first += [i for _, i in threat_moves(state, self.wins)]
        tries = list(dict.fromkeys(first + root))
        safe, _ = yield from self._stoppers(tries, partial(self.vct.run, threes), stop, GUARD_KEEP)
        self.guarded = len(safe)
        return safe or root

    def _stoppers(
        self,
        tries: list[int],
        search: Callable[[], Generator[None, None, int]],
        stop: float,
        keep: int,
    ) -> Generator[None, None, tuple[list[int], bool]]:
        """The first ``keep`` moves of ``tries`` after which ``search()`` — the
        opponent's threat search, run in the position after the move — finds no win,
        in order; and whether ``stop`` came first (then the moves shown safe so far).

        A move that wins outright is safe; one that loses outright is not.
        """
        state = self.state
        safe: list[int] = []
        for i in tries:
            if self.clock() >= stop:
                return safe, True
            snap = play(state, i)
            try:
                if state.winner:
                    ok = state.winner == 3 - state.to_move
                else:
                    found = yield from self._drive(search(), stop)
                    if self.clock() >= stop:
                        return safe, True
                    ok = found < 0
            finally:
                undo(state, snap)
            if ok:
                safe.append(i)
                if len(safe) >= keep:
                    break
        return safe, False

    def _drive(
        self, gen: Generator[None, None, int], stop: float | None = None
    ) -> Generator[None, None, int]:
        """Run a VCF generator, yielding at each slice's end; ``-1`` once ``stop`` (at the
        latest the move's deadline) has passed."""
        end = self.deadline if stop is None else min(stop, self.deadline)
        while True:
            self.vcf.slice_end = min(self.slice_end, end)
            try:
                next(gen)
            except StopIteration as done:
                result: int = done.value
                return result
            if self.clock() >= end:
                gen.close()
                return -1
            yield

    def _root(self, moves: list[int], depth: int) -> Generator[None, None, None]:
        state = self.state
        to_ex = state.to_external
        noise = self._noise
        alpha = best = -WIN - 1.0
        best_i = moves[0]
        scores: dict[int, float] = {}
        for k, i in enumerate(moves):
            snap = play(state, i)
            try:
                if k == 0 or noise:
                    v = -(yield from self._ab(depth - 1, -WIN - 1, WIN + 1, 1))
                else:
                    v = -(yield from self._ab(depth - 1, -alpha - 1, -alpha, 1))
                    if v > alpha:
                        v = -(yield from self._ab(depth - 1, -WIN - 1, -alpha, 1))
            except _Abort:
                undo(state, snap)
                if k > 0:  # the first move of the unfinished depth is known: keep the best so far
                    self.best, self.score = to_ex[best_i], alpha
                raise
            undo(state, snap)
            scores[i] = v
            if noise and abs(v) < WIN - 1000:
                v += noise.get(i, 0.0)
            if v > best:
                best, best_i = v, i
                alpha = max(alpha, v)
        self.best, self.score = to_ex[best_i], best
        # Best first for the next depth.
        moves.sort(key=lambda i: -scores.get(i, -WIN))

    def _ab(self, depth: int, alpha: float, beta: float, ply: int) -> Generator[None, None, float]:
        """Negamax score of the position for the side to move."""
        if self._tick():
            yield
        state = self.state
        if state.winner:
            if state.winner == 3 - state.to_move:
                return -(WIN - ply)
            return 0.0
        c = state.to_move
        here = view(state)
        if self.wins.at(state, here, c):
            return float(WIN - ply)
        if not state.empty_internal:
            return 0.0
        key = position_key(state, here)
        entry = self.table.get(key)
        tt_move = -1
        if entry is not None:
            e_depth, flag, value, tt_move = entry
            if value >= WIN - 1000:  # stored as plies from this position
                value -= ply
            elif value <= 1000 - WIN:
                value += ply
            if e_depth >= depth:
                if flag == _EXACT:
                    return value
                if flag == _LOWER and value >= beta:
                    return value
                if flag == _UPPER and value <= alpha:
                    return value
        threats = self.wins.at(state, here, 3 - c)
        early = 0  # the moves searched before the near points are made (staged)
        if threats:
            moves = self._defences_of(key, threats)
            if not moves:
                return -float(WIN - ply - 1)
            extend = self.config.extend and ply < 2 * self.config.max_depth
            child = depth if extend else depth - 1
        else:
            if depth <= 0:
                cfg = self.config
                stand = self._evals.get(key)
                if stand is None:
                    if len(self._evals) >= EVAL_LIMIT:
                        self._evals.clear()
                    stand = self._evals[key] = self._evaluate(
                        state, cfg.captures, cfg.pairs, cfg.threes, cfg.tempo, cfg.open_three
                    )
                if depth <= -cfg.quiesce or stand >= beta:
                    return stand
                return (yield from self._quiesce(stand, depth, alpha, beta, ply))
            child = depth - 1
            # The table's move and the ply's killers first (AbConfig.staged): when one
            # cuts off, the near points' move scores are never needed.
            moves = self._early_moves(tt_move, ply) if depth <= self.config.staged else []
            early = len(moves)
            if not moves:
                moves = self._near_moves(tt_move, ply, c)
        if threats:
            moves = self._in_order(moves, tt_move, ply, c)
        orig_alpha = alpha
        reduce = 0 if threats else self.config.reduce
        more = self.config.reduce_more
        best = -float(WIN + 1)
        best_i = moves[0]
        k = -1
        while k + 1 < len(moves):
            k += 1
            i = moves[k]
            snap = play(state, i)
            try:
                if k == 0:
                    v = -(yield from self._ab(child, -beta, -alpha, ply + 1))
                else:
                    v = alpha + 1.0
                    if reduce and k >= reduce and child >= 2:
                        r = 2 if more and k >= more and child >= 3 else 1
                        v = -(yield from self._ab(child - r, -alpha - 1, -alpha, ply + 1))
                    if v > alpha:
                        v = -(yield from self._ab(child, -alpha - 1, -alpha, ply + 1))
                    if alpha < v < beta:
                        v = -(yield from self._ab(child, -beta, -alpha, ply + 1))
            finally:
                undo(state, snap)
            if v > best:
                best, best_i = v, i
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        if self.config.ordering:
                            self._cut(i, ply, c, child + 1)
                        break
            if k + 1 == early:  # none of the early moves cut off: the near points now
                early = 0
                moves += [m for m in self._near_moves(tt_move, ply, c) if m not in moves]
        flag = _UPPER if best <= orig_alpha else _LOWER if best >= beta else _EXACT
        stored = best + ply if best >= WIN - 1000 else best - ply if best <= 1000 - WIN else best
        self.table[key] = (depth, flag, stored, best_i)
        return best

    def _quiesce(
        self, stand: float, depth: int, alpha: float, beta: float, ply: int
    ) -> Generator[None, None, float]:
        """A leaf's score past the horizon: the static ``stand`` or better by a threat move.

        The side to move may stand (the score stays ``stand``) or make one of its plain
        fours (:func:`~tanbo.ai.games.deago.threats.plain_four_points`: found by one scan, no move
        tried); the opponent then must defend (its node searches only the defences, without
        using up depth), and the mover's next node is one ply further below the horizon
        (``depth - 1``), until :attr:`AbConfig.quiesce` such plies. So a leaf where the
        mover has a four-three or a double four is not scored as quiet. Not stored in the
        table (a leaf is cheap to score again).
        """
        state = self.state
        best = stand
        if stand > alpha:
            alpha = stand
        for i in plain_four_points(state, state.to_move):
            snap = play(state, i)
            try:
                v = -(yield from self._ab(depth - 1, -beta, -alpha, ply + 1))
            finally:
                undo(state, snap)
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
        return best

    def _defences_of(self, key: int, threats: list[int]) -> list[int]:
        """The side to move's defences against ``threats`` (:func:`defences_internal`),
        remembered by position ``key``: iterative deepening comes back to a third of
        the nodes that face a win, and finding the defences plays every try."""
        found = self._defences.get(key)
        if found is None:
            if len(self._defences) >= 100_000:
                self._defences.clear()
            found = self._defences[key] = defences_internal(self.state, threats, self.wins)
        return list(found)

    def _near_moves(self, tt_move: int, ply: int, c: int) -> list[int]:
        """A quiet node's moves in search order: its near points (:meth:`_candidates`)
        put in order by :meth:`_in_order`."""
        cfg = self.config
        moves = self._candidates(
            self.state, False, ply < cfg.threat_plies,
            ply >= 2 and (cfg.deep_width > 0 or cfg.deep_tactical >= 0),
        )
        return self._in_order(moves, tt_move, ply, c)

    def _in_order(self, moves: list[int], tt_move: int, ply: int, c: int) -> list[int]:
        """A node's ``moves`` (a list of its own) in search order: the table's move first,
        then, with :attr:`AbConfig.ordering`, the killers and the history (:meth:`_ordered`)."""
        if self.config.ordering:
            return self._ordered(moves, tt_move, ply, c)
        if tt_move in moves:
            moves.remove(tt_move)
            moves.insert(0, tt_move)
        return moves

    def _early_moves(self, tt_move: int, ply: int) -> list[int]:
        """The moves a quiet node tries before its near points are made
        (:attr:`AbConfig.staged`): the table's move, then the ply's killers still empty."""
        cells = self.state.board
        out = [tt_move] if 0 <= tt_move < len(cells) and cells[tt_move] == EMPTY else []
        for i in self._killers.get(ply, ()):
            if cells[i] == EMPTY and i not in out:
                out.append(i)
        return out

    def _ordered(self, moves: list[int], tt_move: int, ply: int, c: int) -> list[int]:
        """``moves`` in search order: the table's move, the ply's killers, then by history."""
        front = [tt_move] if tt_move in moves else []
        for k in self._killers.get(ply, ()):
            if k in moves and k not in front:
                front.append(k)
        hist = self._history
        rest = [i for i in moves if i not in front]
        rest.sort(key=lambda i: -hist.get(i * 4 + c, 0))  # stable: move score breaks ties
        return front + rest

    def _cut(self, i: int, ply: int, c: int, depth: int) -> None:
        """Remember that ``i`` (played by ``c`` at ``ply``) caused a cut-off ``depth`` deep."""
        killers = self._killers.setdefault(ply, [])
        if i not in killers:
            killers.insert(0, i)
            del killers[2:]
        key = i * 4 + c
        self._history[key] = self._history.get(key, 0) + depth * depth

    def _candidates(
        self, state: DeagoState, root: bool, threats: bool, deep: bool = False
    ) -> list[int]:
        """The near points best first (see the module docstring), as internal points;
        ``deep``: at a node two or more plies below the root (:attr:`AbConfig.deep_width`).

        Remembered per position (iterative deepening visits the same ones again).
        """
        key = position_key(state) * 8 + deep * 4 + root * 2 + threats
        found = self._cands.get(key)
        if found is None:
            if len(self._cands) >= 100_000:
                self._cands.clear()
            found = self._cands[key] = self._fresh_candidates(state, root, threats, deep)
        return list(found)

    def _fresh_candidates(
        self, state: DeagoState, root: bool, threats: bool, deep: bool = False
    ) -> list[int]:
        cells = state.board
        _, _, ring2 = neighbourhoods(state)
        # Within two of a black or white stone: a conversion needs an own stone two
        # points away, so the points beside a lone neutral add nothing. (Their order
        # does not matter: each choice below is by (score, point).)
        pts = list(view(state).near(ring2))
        if not pts:  # no stone yet: the empty points within two of the centre
            g = state.geometry
            centre = state.to_internal[(g.height // 2) * g.width + g.width // 2]
            pts = [i for i in (centre, *ring2[centre]) if cells[i] == EMPTY]
        cfg = self.config
        defence = cfg.defence
        # The answers and the tactical points both read the shapes: read them once.
        shapes = shape_points(state) if (cfg.respond and not root) or cfg.tactical else None
        if cfg.respond and not root:
            answers = three_answers(state, shapes)
            if answers is not None:  # only the near points among the answers need a score
                inside = [i for i in pts if i in answers]
                scored = sorted(
                    zip(move_scores(state, inside, defence), inside, strict=True), reverse=True
                )
                return [i for _, i in scored] + sorted(answers - set(pts))
        if root:
            width = cfg.root_width or 2 * cfg.width
        else:
            width = (cfg.deep_width if deep else 0) or cfg.width
        # The best by (score, point), as sorting all of them would give.
        best = heapq.nlargest(width, zip(move_scores(state, pts, defence), pts, strict=True))
        out = [i for _, i in best]
        tactical = cfg.deep_tactical if deep and cfg.deep_tactical >= 0 else cfg.tactical
        if tactical:
            extra = [i for i in tactical_points(state, shapes) if i not in out]
            out += extra[:tactical]
        if threats:
            for _, i in threat_moves(state, self.wins):
                if i not in out:
                    out.append(i)
            for i in opponent_threat_points(state, self.wins):
                if i not in out:
                    out.append(i)
        return out
