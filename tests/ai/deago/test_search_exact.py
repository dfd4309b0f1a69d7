"""DEAGO's alpha-beta checked against plain searches written here (issue 32).

The search's behaviour, not its constants: on many small seeded positions (a 13x13 board
filled with a pattern of black, white and neutral stones that holds no five, with a
small window of play near the end of a game: a few empty points, captured counts up to
19, so fives, conversions, captures and the race to 20 all come up)

* the alpha-beta's value and best move (where unique) equal a plain minimax over every
  placement, written here from the engine's public ``push``/``pop``/``legal_moves``/
  ``winning_moves``/``winner``, with the transposition table on and kept from one search
  to the next (and searched twice with it). The depth is enough to reach the end of every
  line, so no evaluation is involved;
* with noise (levels 2-3), the move is the best of those exact values plus each move's
  random error;
* the guard against the opponent's VCF keeps, of the root moves, only moves after which
  a brute-force search (every threat move, every reply) finds no win by continuous
  fours for the opponent, and keeps them all when the opponent has none after a free move;
  also in two passes (VCFs of 2, then of 4 attacker moves).

Conventions the plain searches share with the engine (``tanbo.ai.games.deago.alphabeta``):
scores are from the side to move; a position where the mover can win at once is worth
``WIN - ply``; a full board is a draw (0); passes are not searched (the engine never
passes while a point is empty). In a VCF every attacker move must leave it a win at once
(a "four": a five, a conversion or a capture to 20); the attacker gives up where the
defender threatens to win at once; ``d`` counts the attacker's threat moves before the win.

Planted by hand (issue 32) and caught here: the table's bound flags swapped (a fail-low
stored as a lower bound) and a position key without the side to move (the guard's VCF
then reads the mover's threat moves for the opponent's).
"""

from __future__ import annotations

import random

from tanbo.ai.games.deago.alphabeta import (  # the table's flags: what an entry claims
    _EXACT,
    _LOWER,
    _UPPER,
    EVALUATIONS,
    GUARD_KEEP,
    WIN,
    AbConfig,
    AbSearch,
    Memory,
)
from tanbo.ai.games.deago.board import position_key
from tanbo.ai.games.deago.player import BASELINE
from tanbo.errors import TanboError
from tanbo.games.deago.setups import PASS
from tanbo.games.deago.state import DeagoState
from tests.support.deago_search import RootRecorder
from tests.support.runs import THOROUGH

SIZE = 13
_FILL = "BWN"


SMALL = ((3, 3), (3, 4), (4, 4), (2, 5), (3, 5))
WIDER = ((4, 5), (5, 5), (3, 6), (4, 6))


def _position(
    rng: random.Random, shapes: tuple[tuple[int, int], ...] = SMALL, empty: tuple[int, int] = (4, 6)
) -> DeagoState | None:
    """A seeded near-final position (``None`` if the draw gave a finished game)."""
    grid = [[_FILL[(c + 2 * r) % 3] for c in range(SIZE)] for r in range(SIZE)]
    h, w = rng.choice(shapes)
    top, left = rng.randrange(SIZE - h + 1), rng.randrange(SIZE - w + 1)
    window = [(top + r, left + c) for r in range(h) for c in range(w)]
    empties = set(rng.sample(window, rng.randint(empty[0], min(empty[1], len(window)))))
    for r, c in window:
        grid[r][c] = "." if (r, c) in empties else rng.choice("BBWWN")
    rows = []
    for row in grid:
        text, run = "", 0
        for cell in row:
            if cell == ".":
                run += 1
                continue
            if run:
                text, run = text + str(run), 0
            text += cell
        rows.append(text + (str(run) if run else ""))
    caps = [rng.choice((0, 8, 16, 18, 18, 19)) for _ in range(2)]
    side = rng.choice("bw")
    try:
        state = DeagoState.from_dfen(f"{'/'.join(rows)} {side} {caps[0]} {caps[1]} 0")
    except TanboError:
        return None
    return None if state.is_over else state


def _positions(
    count: int, seed: int, shapes: tuple[tuple[int, int], ...] = SMALL,
    empty: tuple[int, int] = (4, 6),
) -> list[DeagoState]:
    rng = random.Random(seed)
    out: list[DeagoState] = []
    while len(out) < count:
        state = _position(rng, shapes, empty)
        if state is not None:
            out.append(state)
    return out


def _placements(state: DeagoState) -> list[int]:
    return [m for m in state.legal_moves() if m != PASS]


def _wins_at_once(state: DeagoState, colour: int) -> bool:
    return bool(state.winning_moves(colour))


class TooBig(Exception):
    """A position whose whole tree is too big for this test (captures refill points)."""


LIMIT = 4000
"""Positions a plain search may visit before its position is left out."""


class Minimax:
    """The exact value of a position by plain negamax over every placement (memoised by
    the DFEN, which says the whole position), and the longest line from it."""

    def __init__(self) -> None:
        self.values: dict[str, float] = {}
        self.lengths: dict[str, int] = {}
        self.keys: dict[str, int] = {}  # each DFEN's table key (_check_table reads them often)
        self.budget = LIMIT

    def _count(self) -> None:
        self.budget -= 1
        if self.budget < 0:
            raise TooBig

    def value(self, state: DeagoState) -> float:
        """From the side to move, with wins at ``WIN - plies from here``."""
        key = state.dfen()
        found = self.values.get(key)
        if found is not None:
            return found
        self._count()
        c = state.to_move
        moves = _placements(state)
        if state.winner:  # only reached through a winning move: lost for the mover
            best = -float(WIN) if state.winner == 3 - c else 0.0
        elif _wins_at_once(state, c):
            best = float(WIN)
        elif not moves:
            best = 0.0
        else:
            best = -float(WIN + 1)
            for m in moves:
                state.push(m)
                try:
                    v = -self._shift(self.value(state))
                finally:
                    state.pop()
                best = max(best, v)
        self.values[key] = best
        return best

    def length(self, state: DeagoState) -> int:
        """The most plies any line from here can last (the search must see them all)."""
        key = state.dfen()
        found = self.lengths.get(key)
        if found is not None:
            return found
        self._count()
        longest = 0
        if not state.winner and not _wins_at_once(state, state.to_move):
            for m in _placements(state):
                state.push(m)
                try:
                    longest = max(longest, 1 + self.length(state))
                finally:
                    state.pop()
        self.lengths[key] = longest
        return longest

    def root_values(self, state: DeagoState) -> dict[int, float]:
        """Each placement's value for the side to move (the engine's root ply is 0)."""
        out = {}
        self.budget = LIMIT
        for m in _placements(state):
            state.push(m)
            try:
                out[m] = -self._shift(self.value(state))
            finally:
                state.pop()
        return out

    @staticmethod
    def _shift(v: float) -> float:
        """A child's value seen one ply further from the root."""
        if v >= WIN - 1000:
            return v - 1
        if v <= 1000 - WIN:
            return v + 1
        return v


def _search(state: DeagoState, config: AbConfig, memory: Memory | None = None) -> AbSearch:
    search = AbSearch(state, config, float("inf"), random.Random(1), memory=memory)
    while not search.done:
        search.run(1e9)
    return search


WIDE = BASELINE.with_(width=64, opening=0)
"""Every empty point is a candidate (the windows are small)."""


def _check_against_minimax(config: AbConfig, seed: int, count: int) -> int:
    """Search ``count`` positions and then each position of the game that follows
    (the searched move played, by both sides in turn), one kept memory for them all as
    levels 4-5 keep it between moves, and compare with the minimax; return how many
    searches had a unique best move."""
    memory = Memory()
    unique = compared = checked = 0
    for start in _positions(count, seed):
        minimax = Minimax()
        state = start.copy()
        while not state.is_over:
            c = state.to_move
            if _wins_at_once(state, c) or not _placements(state):
                break  # the root takes the win (or passes) without a search
            try:
                values = minimax.root_values(state)
                depth = minimax.length(state) + 1
            except TooBig:
                break
            if _wins_at_once(state, 3 - c) and sum(v > -(WIN - 1) for v in values.values()) <= 1:
                break  # one defence or none: played without a score
            exact = max(values.values())
            best = [m for m, v in values.items() if v == exact]
            search = _search(state, config.with_(max_depth=depth), memory)
            where = f"{state.dfen()} (from {start.dfen()})"
            assert search.score == exact, where
            assert search.best in best, where
            compared += 1
            unique += len(best) == 1
            checked += _check_table(memory, minimax)
            state.push(search.best)
    assert compared >= 40, compared
    assert checked >= 1000, checked
    return unique


def _check_table(memory: Memory, minimax: Minimax) -> int:
    """Every table entry of a position whose whole tree it covers (depth at least the
    longest line) agrees with the exact value: equal if exact, else the bound it claims.
    Return how many were checked."""
    checked = 0
    for dfen, exact in minimax.values.items():
        length = minimax.lengths.get(dfen)
        key = minimax.keys.get(dfen)
        if key is None:
            key = minimax.keys[dfen] = position_key(DeagoState.from_dfen(dfen))
        entry = memory.table.get(key)
        if length is None or entry is None or entry[0] < length:
            continue
        _, flag, value, _ = entry
        claim = {_EXACT: exact == value, _LOWER: exact >= value, _UPPER: exact <= value}
        assert claim[flag], (dfen, entry, exact)
        checked += 1
    return checked


def test_alpha_beta_values_and_moves_are_the_plain_minimax() -> None:
    unique = _check_against_minimax(WIDE, seed=1, count=60)
    assert unique >= 5


def test_with_move_ordering_and_threat_moves_the_values_are_the_same() -> None:
    # Killers, history, threat and tactical points change the order and the candidates,
    # never the value: every point is a candidate already.
    config = WIDE.with_(ordering=True, threats=True, tactical=6, evaluation="shapes")
    unique = _check_against_minimax(config, seed=2, count=60)
    assert unique >= 5


class FixedDepth:
    """Plain negamax to a fixed depth with the engine's static evaluation at the leaves
    and its one extension: a node whose opponent threatens to win at once searches its
    moves without using up depth (below ``2 * max_depth`` plies)."""

    def __init__(self, config: AbConfig) -> None:
        self.config = config
        self.memo: dict[tuple[str, int, int], float] = {}
        self.evaluate = EVALUATIONS[config.evaluation]

    def value(self, state: DeagoState, depth: int, ply: int) -> float:
        key = (state.dfen(), depth, ply)
        found = self.memo.get(key)
        if found is not None:
            return found
        cfg = self.config
        c = state.to_move
        moves = _placements(state)
        if state.winner:
            best = -float(WIN - ply) if state.winner == 3 - c else 0.0
        elif _wins_at_once(state, c):
            best = float(WIN - ply)
        elif not moves:
            best = 0.0
        else:
            threatened = _wins_at_once(state, 3 - c)
            if not threatened and depth <= 0:
                best = self.evaluate(state, cfg.captures, cfg.pairs, cfg.threes, cfg.tempo)
            else:
                child = depth if threatened and ply < 2 * cfg.max_depth else depth - 1
                best = -float(WIN + 1)
                for m in moves:
                    state.push(m)
                    try:
                        best = max(best, -self.value(state, child, ply + 1))
                    finally:
                        state.pop()
        self.memo[key] = best
        return best

    def root_values(self, state: DeagoState, depth: int) -> dict[int, float]:
        out = {}
        for m in _placements(state):
            state.push(m)
            try:
                out[m] = -self.value(state, depth - 1, 1)
            finally:
                state.pop()
        return out


def _check_fixed_depth(
    config: AbConfig, seed: int, count: int, empty: tuple[int, int] = (6, 8)
) -> int:
    """As :func:`_check_against_minimax`, with evaluated leaves: ``config.max_depth`` at
    the start, one ply less at each move played after it (so the kept table's entries
    are read at the depth they were stored at, under other windows)."""
    plain = {d: FixedDepth(config.with_(max_depth=d)) for d in range(1, config.max_depth + 1)}
    memory = Memory()
    compared = 0
    for start in _positions(count, seed, shapes=WIDER, empty=empty):
        state = start.copy()
        for depth in range(config.max_depth, 0, -1):
            c = state.to_move
            if state.is_over or _wins_at_once(state, c) or not _placements(state):
                break
            search = _search(state, config.with_(max_depth=depth), memory)
            # A proven result ends the deepening early (then at search.depth): it is a
            # result of the whole tree to max_depth.
            values = plain[depth].root_values(state, depth)
            if _wins_at_once(state, 3 - c) and sum(v > -(WIN - 1) for v in values.values()) <= 1:
                break
            exact = max(values.values())
            where = f"{state.dfen()} depth {depth} (from {start.dfen()})"
            assert search.score == exact, where
            assert search.best in [m for m, v in values.items() if v == exact], where
            compared += 1
            state.push(search.best)
    assert compared >= count // 2, compared
    return compared


def test_at_a_fixed_depth_the_values_are_the_plain_minimax_with_the_evaluation() -> None:
    # Leaves scored by the evaluation: the table's bounds are loose here (a fail-low is
    # only an upper bound), which the exact endings above seldom show.
    # 30 positions a depth in `make test-thorough`, 15 in `make test` (the depth-5 half
    # alone took a quarter of the DEAGO AI tests' time)
    count = 30 if THOROUGH else 15
    _check_fixed_depth(WIDE.with_(max_depth=4), seed=3, count=count, empty=(5, 7))
    _check_fixed_depth(WIDE.with_(max_depth=5), seed=3, count=count, empty=(6, 9))


def test_with_noise_the_move_is_the_best_exact_value_plus_its_noise() -> None:
    # Levels 2-3 (and level 5's openings) add a random error to each root move's exact
    # value, but not to a proven win or loss.
    config = WIDE.with_(max_depth=2, noise=25.0)
    plain = FixedDepth(config)
    checked = changed = 0
    for state in _positions(80, seed=5, shapes=WIDER, empty=(5, 7)):
        c = state.to_move
        if state.is_over or _wins_at_once(state, c) or _wins_at_once(state, 3 - c):
            continue  # the root is then the win or the defences, not every point
        search = _search(state, config)
        values = plain.root_values(state, 2)
        noise = {search.state.to_external[i]: e for i, e in search._noise.items()}
        assert set(noise) == set(values)  # every root move has its error
        noisy = {m: v + noise[m] if abs(v) < WIN - 1000 else v for m, v in values.items()}
        top = max(noisy.values())
        assert search.best in [m for m, v in noisy.items() if v == top], state.dfen()
        assert search.score == top, state.dfen()
        checked += 1
        changed += search.best not in [m for m, v in values.items() if v == max(values.values())]
    assert checked >= 15 and changed >= 3


def test_the_results_are_not_all_alike() -> None:
    # The positions hold wins, losses and draws, by fives and by captures, so a search
    # that got one kind wrong would be seen above.
    minimax = Minimax()
    kinds = {"win": 0, "loss": 0, "draw": 0, "other": 0}
    for state in _positions(60, seed=1):
        try:
            v = max(minimax.root_values(state).values())
        except TooBig:
            continue
        kinds["win" if v >= WIN - 1000 else "loss" if v <= 1000 - WIN else
              "draw" if v == 0 else "other"] += 1
    assert kinds["win"] >= 10 and kinds["loss"] >= 2 and kinds["draw"] >= 5


# ----------------------------------------------------------------- the guard


class ForcedFours:
    """Brute force: does the side to move win by continuous fours? (memoised)"""

    def __init__(self) -> None:
        self.memo: dict[tuple[str, int], bool] = {}

    def wins(self, state: DeagoState, d: int) -> bool:
        """Within ``d`` threat moves of the side to move, then a win at once."""
        key = (state.dfen(), d)
        found = self.memo.get(key)
        if found is None:
            found = self.memo[key] = self._wins(state, d)
        return found

    def _wins(self, state: DeagoState, d: int) -> bool:
        a = state.to_move
        if state.winner:
            return False
        if _wins_at_once(state, a):
            return True
        if d <= 0 or _wins_at_once(state, 3 - a):
            return False
        for m in _placements(state):
            state.push(m)
            try:
                if _wins_at_once(state, a) and self._refuted_by_none(state, d - 1):
                    return True
            finally:
                state.pop()
        return False

    def _refuted_by_none(self, state: DeagoState, d: int) -> bool:
        """After a four: every reply of the defender (any point) still loses."""
        defender = state.to_move
        for r in _placements(state):
            state.push(r)
            try:
                if state.winner == defender or not self.wins(state, d):
                    return False
            finally:
                state.pop()
        return True


GUARDED = WIDE.with_(vcf=2, guard=2, threats=True, max_depth=1)
"""Level 5's order before the deepening: its own VCF first, then the guard."""


DEEP = GUARDED.with_(guard=4)
"""The guard in two passes: the opponent's VCFs of 2 attacker moves, then of 4."""


def _check_guard(config: AbConfig, seed: int) -> tuple[int, int, int]:
    """Runs the guard of ``config`` on quiet seeded positions and checks what it keeps
    against :class:`ForcedFours`; returns how many positions were threatened (the
    opponent has a VCF after a free move), calm, and threatened only by a VCF longer
    than 2 attacker moves."""
    fours = ForcedFours()
    threatened = calm = deep = 0
    for state in _positions(400, seed=seed, shapes=WIDER, empty=(7, 10)):
        c = state.to_move
        if _wins_at_once(state, c) or _wins_at_once(state, 3 - c):
            continue  # the guard is for quiet roots
        if fours.wins(state, config.vcf):
            continue  # the mover's own VCF plays first
        search = RootRecorder(state, config, float("inf"), random.Random(1))
        while not search.done:
            search.run(1e9)
        kept = search.kept
        assert kept is not None, state.dfen()
        free = state.copy()
        free.push(PASS)
        safe = set()
        for m in _placements(state):
            state.push(m)
            if state.winner == c or not fours.wins(state, config.guard):
                safe.add(m)
            state.pop()
        where = state.dfen()
        if not fours.wins(free, config.guard):
            assert search.guarded == -1, where
            assert sorted(kept) == sorted(_placements(state)), where  # nothing left out
            calm += 1
            continue
        threatened += 1
        deep += not fours.wins(free, 2)
        if safe:
            assert set(kept) <= safe, (where, sorted(set(kept) - safe))
            assert len(kept) == min(GUARD_KEEP, len(safe)) == search.guarded, where
            assert search.best in safe, where
        else:
            assert kept, where  # lost against best play: searched on anyway
    return threatened, calm, deep


def test_the_guard_keeps_exactly_the_moves_that_stop_the_opponents_forced_fours() -> None:
    threatened, calm, _ = _check_guard(GUARDED, seed=7)
    assert threatened >= 10 and calm >= 10


def test_the_guard_in_two_passes_also_stops_the_longer_forced_fours() -> None:
    threatened, calm, deep = _check_guard(DEEP, seed=11)
    assert threatened >= 10 and calm >= 10
    assert deep >= 3  # positions only the second pass (4 attacker moves) sees
