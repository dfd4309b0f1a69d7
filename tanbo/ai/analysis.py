"""The computer's analysis of a whole game, move by move (game-generic, no pygame).

:class:`Analyser` searches every position of a game with the full-strength search
(:func:`tanbo.ai.levels.hint_searcher`, whatever each game's knowledge makes of
it) for ``seconds`` each, in slices like the computer player (:meth:`Analyser.step`
with a budget in ms), so a frame loop stays responsive; the command line runs it
to the end with :func:`analyse_game`.

Order: from the last position backwards. The end of the game is where players
look first, and the position after a move must be known to judge that move, so
each finished position immediately judges the move that led to it.

For each ply (the position before move ``ply + 1``):

* ``chance`` — Black's win chance there, 0..1 (draws count half): the mean of the
  search's real playouts (:meth:`~tanbo.ai.mcts.Searcher.mean_win_rate`; the best
  move's value would flatter the side to move by its priors, about 10 points at a
  quarter of a second on 7x7, so every move would look like a mistake), and ``proven``,
  the result when the search proved it (``"black"``, ``"white"``), else ``None``;
  a finished game is proven by its result.
* ``best`` and ``pv`` — the move the search would play and its principal variation.

For each move played, :func:`judge` gives the **loss**: the mover's win chance
before the move minus after it (never below 0; a move equal to the search's best
move loses nothing), and a judgement from :data:`THRESHOLDS`.

Thresholds follow Lichess's approach (judge a move by the win chance it throws
away, not by a raw score): Lichess marks a drop of 0.1 / 0.2 / 0.3 on its
winning-chances scale (-1..1) as inaccuracy / mistake / blunder. We apply the same
three numbers to our 0..1 win chance, i.e. twice as tolerant as Lichess, because
a Monte-Carlo estimate after a second of search still wavers by a few points. A
move that misses a proven win (a forced win was there for the mover and is gone
after the move) or that allows a proven loss (no forced loss before, one after)
is always a blunder; before saying so, the position whose proof is missing is
searched again for longer, so a proof just beyond the first search's horizon does
not turn a good move into a blunder.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from tanbo.game import BLACK, DRAW, WHITE, GameState

__all__ = [
    "THRESHOLDS",
    "MARKS",
    "DEPTHS",
    "PositionEval",
    "MoveJudgement",
    "GameAnalysis",
    "Analyser",
    "judge",
    "analyse_game",
    "black_chance",
    "game_moves",
]

THRESHOLDS: tuple[tuple[str, float], ...] = (
    ("blunder", 0.30),
    ("mistake", 0.20),
    ("inaccuracy", 0.10),
)
"""Win chance lost by a move (0..1) from which it is judged so; the largest first."""

MARKS = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}
"""The mark of each judgement in the move list (as in chess annotation)."""

DEPTHS: dict[str, float] = {"quick": 0.25, "deep": 1.0}
"""Seconds of search per position for each depth a player can choose."""

DEFAULT_DEPTH = "quick"

VERIFY_FACTOR = 4.0
"""How much longer a position is searched again when a proof is in doubt (see ``_finish``)."""

_COLOUR = {BLACK: "black", WHITE: "white"}


@dataclass(frozen=True)
class PositionEval:
    """The search's view of one position: Black's chance, a proof if any, the best line."""

    chance: float
    """Black's win chance 0..1 (a draw counts half)."""
    proven: str | None = None
    """``"black"`` or ``"white"`` when the result is proven (a forced win), else ``None``."""
    best: str | None = None
    """The move the search would play (move text), ``None`` when the game is over."""
    pv: tuple[str, ...] = ()
    """The principal variation from this position (move texts), ``best`` first."""
    iterations: int = 0

    def chance_of(self, colour: int) -> float:
        """The win chance of ``colour`` here."""
        return self.chance if colour == BLACK else 1.0 - self.chance


@dataclass(frozen=True)
class MoveJudgement:
    """How good one played move was, for the player who made it."""

    ply: int
    """1-based number of the move (half-move) in the game."""
    move: str
    mover: int
    before: float
    """Black's win chance before the move."""
    after: float
    """Black's win chance after the move."""
    loss: float
    """The mover's win chance lost by the move (0..1)."""
    judgement: str | None
    """``"inaccuracy"``, ``"mistake"``, ``"blunder"`` or ``None``."""
    best: str | None
    """The move the search preferred in the position before."""
    reason: str | None = None
    """``"missed_win"`` or ``"allowed_loss"`` when a proof made it a blunder."""

    @property
    def mark(self) -> str:
        """``?!``, ``?``, ``??`` or ``""``."""
        return MARKS.get(self.judgement or "", "")


def game_moves(state: GameState) -> tuple[list[str], list[int]]:
    """The texts of the moves that led to ``state`` and the colour that played each.

    Players alternate (a pass is a move) and the side to move flips after every
    move, the last included, so the movers follow from ``state.to_move``; a move's
    text (a point's name, ``pass``) does not depend on the position.
    """
    moves = state.move_stack
    last = 3 - state.to_move  # who played the last move
    n = len(moves)
    movers = [last if (n - 1 - i) % 2 == 0 else 3 - last for i in range(n)]
    return [state.move_text(m) for m in moves], movers


def black_chance(winner: int) -> float:
    """Black's score for a finished game's ``winner`` (1 Black, 2 White, 3 draw)."""
    return {BLACK: 1.0, WHITE: 0.0, DRAW: 0.5}[winner]


def judge(
    ply: int, move: str, mover: int, before: PositionEval, after: PositionEval
) -> MoveJudgement:
    """Judge the move ``move`` (by ``mover``) from the evaluations before and after it."""
    was = before.chance_of(mover)
    now = after.chance_of(mover)
    me = _COLOUR[mover]
    loss = 0.0 if move == before.best else max(0.0, was - now)
    reason = None
    if before.proven == me and after.proven != me:
        reason = "missed_win"
    elif before.proven is None and after.proven is not None and after.proven != me:
        reason = "allowed_loss"
    judgement = "blunder" if reason else next(
        (name for name, limit in THRESHOLDS if loss >= limit - 1e-9), None
    )
    return MoveJudgement(ply, move, mover, before.chance, after.chance, loss, judgement,
                         before.best, reason)


@dataclass
class GameAnalysis:
    """The evaluation of every position of a game and the judgement of every move."""

    moves: list[str]
    """The moves of the game (texts), in order."""
    movers: list[int]
    """Who played each move."""
    seconds: float
    evals: dict[int, PositionEval] = field(default_factory=dict)
    """By ply: the position after ``ply`` moves (0 = the start)."""

    @property
    def complete(self) -> bool:
        """True when every position has been evaluated."""
        return len(self.evals) == len(self.moves) + 1

    def judgement(self, ply: int) -> MoveJudgement | None:
        """The judgement of move ``ply`` (1-based), once both of its positions are known."""
        before, after = self.evals.get(ply - 1), self.evals.get(ply)
        if before is None or after is None or not 1 <= ply <= len(self.moves):
            return None
        return judge(ply, self.moves[ply - 1], self.movers[ply - 1], before, after)

    def judgements(self) -> list[MoveJudgement]:
        """Every move judged so far, in game order."""
        found = (self.judgement(p) for p in range(1, len(self.moves) + 1))
        return [j for j in found if j is not None]

    def summary(self) -> dict[int, dict[str, float]]:
        """Per colour: moves judged, inaccuracies, mistakes, blunders, mean loss (0..1)."""
        out: dict[int, dict[str, float]] = {}
        judged = self.judgements()
        for colour in (BLACK, WHITE):
            mine = [j for j in judged if j.mover == colour]
            row: dict[str, float] = {"moves": float(len(mine))}
            for name, _limit in THRESHOLDS:
                row[name] = float(sum(1 for j in mine if j.judgement == name))
            row["mean_loss"] = sum(j.loss for j in mine) / len(mine) if mine else 0.0
            out[colour] = row
        return out


class PositionSearch(Protocol):
    """What the analysis asks of a search of one position (:class:`~tanbo.ai.mcts.Searcher`)."""

    @property
    def solved(self) -> bool: ...
    @property
    def iterations(self) -> int: ...
    def run(self, iterations: int | None = None, millis: float | None = None) -> int: ...
    def mean_win_rate(self) -> float: ...
    def principal_variation(self, limit: int = 10) -> list[int]: ...
    def best_move(self) -> int: ...


SearchFactory = Callable[[GameState, int | None], PositionSearch]
"""Builds the search of one position: ``(state, seed) -> search``."""


def _default_search(state: GameState, seed: int | None) -> PositionSearch:
    from tanbo.ai.levels import hint_searcher

    return hint_searcher(state, seed)


class Analyser:
    """Analyse a game in slices: :meth:`step` until :attr:`done`; :attr:`analysis` grows.

    ``state`` is the game at its end (its ``move_stack`` the moves from its start;
    it is unwound to its start and replayed, so it ends as it was). ``seconds`` is
    the search time per position; with ``iterations`` each position gets exactly
    that many search iterations instead (times ``VERIFY_FACTOR`` when verified):
    the same result for the same seed, for tests. ``known`` evaluations (by ply)
    are kept and not searched again: an analysis resumed after the game changed
    past them, or read back from a record.
    """

    def __init__(
        self,
        state: GameState,
        seconds: float = DEPTHS[DEFAULT_DEPTH],
        seed: int | None = 0,
        search: SearchFactory = _default_search,
        iterations: int | None = None,
        known: dict[int, PositionEval] | None = None,
    ) -> None:
        if not seconds > 0 or seconds == float("inf"):
            raise ValueError(f"seconds per position must be a positive number, got {seconds!r}")
        self.seconds = seconds
        self.seed = seed
        self._search = search
        self.iterations = iterations
        self._done_its = 0
        # A copy has no history, so unwind the game itself to its start and replay it.
        history = list(state.move_stack)
        for _ in history:
            state.pop()
        start = state.copy()
        for move in history:
            state.push(move)
        self._positions: list[GameState] = [start.copy()]
        for move in history:
            start.push(move)
            self._positions.append(start.copy())
        self.analysis = GameAnalysis(*game_moves(state), seconds)
        kept = {p: ev for p, ev in (known or {}).items() if 0 <= p <= len(history)}
        self.analysis.evals.update(kept)
        # (ply, seconds) to search: the last position first
        self._order: list[tuple[int, float]] = [
            (p, seconds) for p in range(len(history), -1, -1) if p not in kept
        ]
        self._verified: set[int] = set()
        self._current: PositionSearch | None = None
        self._spent = 0.0
        self.cancelled = False

    @property
    def total(self) -> int:
        """Positions to analyse."""
        return len(self._positions)

    @property
    def done(self) -> bool:
        """True when every position is evaluated or the analysis was cancelled."""
        return self.cancelled or not self._order

    @property
    def progress(self) -> float:
        """Fraction done, 0..1 (the position under search counts by its time)."""
        if self.done:
            return 1.0
        part = 0.0
        if self._current is not None:
            part = (self._done_its / self.iterations if self.iterations
                    else self._spent / self.seconds)
        return min(1.0, (len(self.analysis.evals) + min(1.0, part)) / self.total)

    @property
    def current_ply(self) -> int | None:
        """The position being searched now (ply), if any."""
        return self._order[0][0] if self._order else None

    def cancel(self) -> None:
        """Stop; what is evaluated so far stays in :attr:`analysis`."""
        self.cancelled = True
        self._current = None

    def step(self, budget_ms: float) -> bool:
        """Search for at most ``budget_ms`` ms; return True when the analysis is done."""
        deadline = time.perf_counter() + budget_ms / 1000.0
        while not self.done:
            ply, seconds = self._order[0]
            state = self._positions[ply]
            if state.is_over:
                self._finish(ply, _finished(state))
                continue
            if self._current is None:
                self._current = self._search(state, self.seed)
                self._spent = 0.0
                self._done_its = 0
            if self.iterations is not None:
                goal = round(self.iterations * seconds / self.seconds)
                while self._done_its < goal and not self._current.solved:
                    chunk = min(64, goal - self._done_its)
                    self._done_its += max(1, self._current.run(iterations=chunk))
                    if time.perf_counter() >= deadline:
                        break
                finished = self._done_its >= goal
            else:
                left = min((deadline - time.perf_counter()) * 1000.0,
                           (seconds - self._spent) * 1000.0)
                if left > 0:
                    began = time.perf_counter()
                    self._current.run(millis=left)
                    self._spent += time.perf_counter() - began
                finished = self._spent >= seconds
            if finished or self._current.solved:
                self._finish(ply, _evaluation(self._current, state))
                continue
            break
        return self.done

    def _finish(self, ply: int, ev: PositionEval) -> None:
        """Keep ``ev`` for ``ply``, then queue a longer look where a proof is in doubt.

        A proof seen on one side of a move and not the other may be the shorter
        search's horizon, not the move: before calling it a missed win (proven
        before, not after) the position after is searched again for
        :data:`VERIFY_FACTOR` times as long, and before calling it an allowed loss
        (proven lost after, not before) the position before is. Each position is
        looked at again at most once.
        """
        self.analysis.evals[ply] = ev
        self._current = None
        self._order.pop(0)
        evals = self.analysis.evals
        longer = self.seconds * VERIFY_FACTOR
        for move_ply in (ply, ply + 1):  # the moves into and out of this position
            before, after = evals.get(move_ply - 1), evals.get(move_ply)
            if before is None or after is None or not 1 <= move_ply <= len(self.analysis.moves):
                continue
            me = _COLOUR[self.analysis.movers[move_ply - 1]]
            if before.proven == me and after.proven != me:
                doubt = move_ply
            elif before.proven is None and after.proven not in (None, me):
                doubt = move_ply - 1
            else:
                continue
            if doubt not in self._verified and not self._positions[doubt].is_over:
                self._verified.add(doubt)
                self._order.insert(0, (doubt, longer))

def _finished(state: GameState) -> PositionEval:
    winner = state.winner
    proven = _COLOUR.get(winner)
    return PositionEval(black_chance(winner), proven)


def _evaluation(search: PositionSearch, state: GameState) -> PositionEval:
    mover = state.to_move
    mine = search.mean_win_rate()
    chance = mine if mover == BLACK else 1.0 - mine
    proven = None
    if search.solved:
        proven = _COLOUR[mover] if mine >= 0.5 else _COLOUR[3 - mover]
    line = search.principal_variation(12)
    texts = []
    walk = state.copy()
    for move in line:
        if walk.is_over or not walk.is_legal(move):
            break
        texts.append(walk.move_text(move))
        walk.push(move)
    best = state.move_text(search.best_move())
    if not texts or texts[0] != best:
        texts = [best]
    return PositionEval(chance, proven, best, tuple(texts), search.iterations)


def analyse_game(
    state: GameState,
    seconds: float = DEPTHS[DEFAULT_DEPTH],
    seed: int | None = 0,
    progress: Callable[[Analyser], None] | None = None,
    iterations: int | None = None,
) -> GameAnalysis:
    """Analyse the game ending at ``state`` to the end, calling ``progress`` per position."""
    analyser = Analyser(state, seconds, seed, iterations=iterations)
    while not analyser.step(1000.0 * seconds):
        if progress is not None:
            progress(analyser)
    return analyser.analysis
