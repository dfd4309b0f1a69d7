"""Computer players behind one sliced interface: ``start``, ``step(budget_ms)``, ``cancel``.

Start at :class:`SearchPlayer` (MCTS with tree reuse between moves); the
baselines used to measure it are :class:`RandomPlayer`, :class:`GreedyPlayer`
and :func:`uct_player` (plain UCT: random playouts, no priors, no solver, no
tree reuse), and the strong one, :func:`rave_player` (RAVE, solver, tactical
playouts, tree reuse). A frame loop calls ``start`` once when it is the player's turn,
then ``step`` once per frame until it returns a move (``None`` = still
thinking); :func:`choose` does the same in one blocking call for the match
runner and the GTP engine. Players never change the state they are given.

The interface is :class:`tanbo.players.Player`, the one protocol the UI and the
AI share (re-exported here as ``tanbo.ai.players.Player``); the players here
search any :class:`~tanbo.game.GameState` through the game's knowledge.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tanbo.ai.clock import now
from tanbo.ai.knowledge import knowledge_for
from tanbo.ai.mcts import SearchConfig, Searcher
from tanbo.game import GameState
from tanbo.players import Player, RandomPlayer

__all__ = [
    "Player",
    "RandomPlayer",
    "GreedyPlayer",
    "SearchPlayer",
    "uct_player",
    "UCT_CONFIG",
    "rave_player",
    "RAVE_CONFIG",
    "choose",
]


def choose(player: Player, state: GameState, slice_ms: float = 1000.0) -> int:
    """Run ``player`` on ``state`` to completion and return its move (blocking)."""
    if state.is_over:
        raise ValueError("no legal move: the game is over")
    player.start(state)
    while True:
        move = player.step(slice_ms)
        if move is not None:
            return move


class GreedyPlayer:
    """One-ply heuristic (the game knowledge's ``move_score``), random among ties.

    With ``noise`` > 0 it plays, with that probability, a random move that is not
    a known blunder instead (Tanbo: one that does not remove its own root; a
    deliberately fallible beginner).
    """

    def __init__(self, seed: int | None = None, noise: float = 0.0) -> None:
        self.name = "greedy" if not noise else f"greedy:{noise:g}"
        self.noise = noise
        self._rng = random.Random(seed)
        self._state: GameState | None = None

    def start(self, state: GameState) -> None:
        """Remember ``state`` (read-only)."""
        self._state = state

    def step(self, budget_ms: float) -> int | None:
        """The best-scoring legal move."""
        state = self._state
        moves = state.legal_moves() if state is not None else []
        if state is None or not moves:
            raise ValueError("no legal move: the game is over")
        knowledge = knowledge_for(state)
        scored = [(knowledge.move_score(state, m), m) for m in moves]
        if self.noise and self._rng.random() < self.noise:
            sane = [m for m in moves if not knowledge.is_blunder(state, m)] or moves
            return self._rng.choice(sane)
        top = max(s for s, _ in scored)
        return self._rng.choice([m for s, m in scored if s == top])

    def cancel(self) -> None:
        """Forget the state."""
        self._state = None


class SearchPlayer:
    """MCTS player: thinks ``seconds`` per move (at most ``max_iterations``), reusing its tree.

    The search uses ``config``, or ``configure(state)`` when given (a level's
    configuration can depend on the game: :func:`tanbo.ai.levels.level_config`).

    ``seconds`` is wall-clock time from :meth:`start` (``clock``, in seconds):
    in a frame loop the time spent drawing between slices counts too, so the
    move comes when promised.

    ``win_rate`` and ``progress`` can be read while thinking (for a win-rate bar
    and a "thinking" indicator).
    """

    def __init__(
        self,
        config: SearchConfig,
        seconds: float,
        max_iterations: int | None = None,
        seed: int | None = None,
        name: str = "mcts",
        reuse: bool = True,
        clock: Callable[[], float] = now,
        configure: Callable[[GameState], SearchConfig] | None = None,
    ) -> None:
        self.name = name
        self.config = config
        self.configure = configure
        self.seconds = seconds
        self.max_iterations = max_iterations
        self.reuse = reuse
        self._seed_rng = random.Random(seed)
        self.searcher: Searcher[GameState] | None = None
        self._known: list[int] = []  # move_stack the searcher's root corresponds to
        self._clock = clock
        self._started = 0.0  # clock() when the current move's thinking began
        self._thinking = False
        self._forced = False
        self._colour = 0

    # -------------------------------------------------------------- interface

    def start(self, state: GameState) -> None:
        """Begin a move: reuse the tree when ``state`` continues the known game."""
        if state.is_over:
            raise ValueError("no legal move: the game is over")
        self._started = self._clock()
        self._thinking = True
        self._colour = state.to_move
        self._forced = len(state.legal_moves()) == 1
        if not (self.reuse and self.searcher is not None and self._catch_up(state)):
            config = self.config if self.configure is None else self.configure(state)
            self.searcher = Searcher(state, config, self._seed_rng.randrange(2**32))
            self._known = list(state.move_stack)
        if not self._forced and self.searcher is not None:
            # One candidate (DEAGO: the only defence) needs no thinking either.
            self._forced = self.searcher.only_move() is not None

    def step(self, budget_ms: float) -> int | None:
        """Search for up to ``budget_ms``; the move once the time or iteration budget is spent."""
        searcher = self.searcher
        if searcher is None or not self._thinking:
            raise ValueError("step() called before start()")
        left_ms = max(0.0, self.seconds - self._elapsed) * 1000.0
        iters: int | None = None
        if self.max_iterations is not None:
            iters = max(0, self.max_iterations - searcher.iterations)
        if not self._forced and left_ms > 0 and iters != 0:
            searcher.run(iterations=iters, millis=min(budget_ms, left_ms))
            left_ms = max(0.0, self.seconds - self._elapsed) * 1000.0
            if self.max_iterations is not None:
                iters = max(0, self.max_iterations - searcher.iterations)
            if left_ms > 0 and iters != 0 and not searcher.solved:
                return None
        move = searcher.best_move()
        self._thinking = False
        if self.reuse:
            searcher.advance(move)
            self._known.append(move)
        return move

    def cancel(self) -> None:
        """Stop thinking; the tree is kept for reuse if the game continues."""
        self._thinking = False

    # ----------------------------------------------------------------- status

    @property
    def thinking(self) -> bool:
        """True between ``start`` and the move."""
        return self._thinking

    @property
    def progress(self) -> float:
        """Fraction of the time budget used for the current move (0..1)."""
        if not self.seconds:
            return 1.0
        if not self._started:
            return 0.0  # never started
        return min(1.0, self._elapsed / self.seconds)

    @property
    def win_rate(self) -> float:
        """This player's estimated chance to win (0..1; 0.5 before any search)."""
        searcher = self.searcher
        if searcher is None:
            return 0.5
        rate = searcher.win_rate()  # for the side to move at the searcher's root
        return rate if searcher.to_move == self._colour else 1.0 - rate

    # -------------------------------------------------------------- internals

    @property
    def _elapsed(self) -> float:
        """Seconds since the current move's :meth:`start` (wall clock)."""
        return self._clock() - self._started

    def _catch_up(self, state: GameState) -> bool:
        """Advance the searcher along the moves played since; False if ``state`` is elsewhere."""
        searcher = self.searcher
        assert searcher is not None
        stack = list(state.move_stack)
        known = self._known
        if len(stack) < len(known) or stack[: len(known)] != known:
            return False
        try:
            for move in stack[len(known) :]:
                searcher.advance(move)
        except ValueError:
            return False
        self._known = stack
        return searcher.state.position_text() == state.position_text()


UCT_CONFIG = SearchConfig(
    exploration=1.0,
    prior_visits=0.0,
    playout="random",
    expand_after=1,
    solver=False,
    knowledge=False,
)
"""Plain UCT, the yardstick: every legal move, random playouts, no priors, no solver.

Without game knowledge (for Tanbo that changes nothing; for DEAGO it means all
361 points and ``pass``, and uniform playouts to the end).
"""


def uct_player(seconds: float, seed: int | None = None) -> SearchPlayer:
    """Plain UCT thinking ``seconds`` per move, without tree reuse."""
    return SearchPlayer(UCT_CONFIG, seconds, seed=seed, name=f"uct:{seconds:g}", reuse=False)


RAVE_CONFIG = SearchConfig(
    exploration=0.2,
    prior_visits=0.0,
    playout="tactical|smart",
    expand_after=1,
    solver=True,
    rave=1000.0,
)
"""The strong yardstick: MCTS with RAVE, the solver, tactical playouts, no priors.

Built after the independent program of issue 20 (MCTS with RAVE/AMAF, a solver,
playouts that avoid self-removal, tree reuse), with the game knowledge's best
playout: ``tactical`` where the game has one (Tanbo), else ``smart``.
"""


def rave_player(seconds: float, seed: int | None = None) -> SearchPlayer:
    """The RAVE yardstick thinking ``seconds`` per move, with tree reuse."""
    return SearchPlayer(RAVE_CONFIG, seconds, seed=seed, name=f"rave:{seconds:g}")
