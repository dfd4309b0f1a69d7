"""A level's player: the game's own player when its knowledge offers one, else MCTS.

:func:`tanbo.ai.levels.make_level_player` returns a :class:`LevelPlayer`. It does
not know the game until :meth:`LevelPlayer.start`; there it asks the game's
knowledge for that level (:func:`tanbo.ai.knowledge.knowledge_for`) for an
optional ``level_player(level, seconds, nodes, seed)`` factory. A game that has
one (DEAGO: an alpha-beta search with threat-space search) plays with the
player it builds; every other game (Tanbo) plays the level's MCTS exactly as a
plain :class:`~tanbo.ai.players.SearchPlayer` would. The factory is optional so
the :class:`~tanbo.ai.knowledge.GameKnowledge` protocol is unchanged.

Levels 4-5 also think on the opponent's time (:mod:`tanbo.ai.ponder`):
:meth:`LevelPlayer.ponder_step` grows the MCTS tree from the opponent's position
(kept by the tree reuse when the game goes on) or hands over to the game's own
player's ``ponder_step`` (DEAGO: its transposition table).
"""

from __future__ import annotations

from collections.abc import Callable

from tanbo.ai.clock import now
from tanbo.ai.knowledge import PlaysLevels, knowledge_for
from tanbo.ai.mcts import SearchConfig, Searcher
from tanbo.ai.players import SearchPlayer
from tanbo.ai.ponder import PONDER_FOCUS, PONDER_LEVELS, Ponderer
from tanbo.game import GameState
from tanbo.players import EstimatesWinRate, Player, ShowsThinking

__all__ = ["LevelPlayer", "LevelPlayerFactory"]

LevelPlayerFactory = Callable[[int, float, int | None, int | None], Player]
"""A knowledge's optional ``level_player(level, seconds, nodes, seed)``: the game's own
player for a level (``nodes``, when given, is its search budget in place of the time)."""


class LevelPlayer(SearchPlayer):
    """A :class:`SearchPlayer` of ``level`` that hands over to the game's own level player.

    ``nodes`` (deterministic tests) is passed to the game's player as its
    search budget, in place of the time.
    """

    def __init__(
        self,
        level: int,
        config: SearchConfig,
        seconds: float,
        max_iterations: int | None = None,
        seed: int | None = None,
        name: str = "mcts",
        nodes: int | None = None,
        clock: Callable[[], float] = now,
        configure: Callable[[GameState], SearchConfig] | None = None,
    ) -> None:
        super().__init__(
            config, seconds, max_iterations, seed=seed, name=name, clock=clock, configure=configure
        )
        self.level = level
        self.nodes = nodes
        self._seed = seed
        self._own: Player | None = None  # the game's own player, while one is in use
        self._own_game = ""
        self.pondered = 0  # MCTS iterations run on the opponent's time (all moves)

    @property
    def own(self) -> Player | None:
        """The game's own player in use (``None``: this level plays MCTS)."""
        return self._own

    def start(self, state: GameState) -> None:
        """Begin a move with the game's own player if it has one, else with MCTS."""
        own = self._own_for(state)
        if own is None:
            super().start(state)
            return
        own.start(state)

    def _own_for(self, state: GameState) -> Player | None:
        """The game's own player for ``state`` (made once per game kind), else ``None``."""
        knowledge = knowledge_for(state, self.level)
        make: LevelPlayerFactory | None = (
            knowledge.level_player if isinstance(knowledge, PlaysLevels) else None
        )
        if make is None:
            self._own = None
            return None
        if self._own is None or self._own_game != state.game_name:
            self._own = make(self.level, self.seconds, self.nodes, self._seed)
            self._own_game = state.game_name
        return self._own

    # ------------------------------------------------- thinking on the opponent's time

    @property
    def ponders(self) -> bool:
        """True for the levels that think on the opponent's time (:data:`PONDER_LEVELS`)."""
        return self.level in PONDER_LEVELS

    def ponder_step(self, state: GameState, budget_ms: float) -> bool:
        """Search ``state`` (the opponent to move) for up to ``budget_ms``; False when
        pondering cannot help (see :mod:`tanbo.ai.ponder`).

        MCTS: the tree grows from ``state`` (the tree of this player's last move,
        advanced by it, when the game goes on from there), so :meth:`start` after
        the opponent's move keeps that move's subtree; :data:`PONDER_FOCUS` of the
        iterations search the reply that looks best.
        """
        if not self.ponders or state.is_over or self.thinking:
            return False
        own = self._own_for(state)
        if own is not None:
            return bool(own.ponder_step(state, budget_ms)) if isinstance(own, Ponderer) else False
        searcher = self.searcher
        if searcher is None or not self._catch_up(state):
            config = self.config if self.configure is None else self.configure(state)
            searcher = self.searcher = Searcher(state, config, self._seed_rng.randrange(2**32))
            self._known = list(state.move_stack)
        if searcher.solved:
            return False
        done = searcher.run(millis=budget_ms, focus=PONDER_FOCUS)
        self.pondered += done
        return done > 0 and not searcher.solved

    def ponder_reset(self) -> None:
        """Forget what pondering (and the tree reuse) learned: undo, a new game."""
        if isinstance(self._own, Ponderer):
            self._own.ponder_reset()
        self.searcher = None
        self._known = []

    def step(self, budget_ms: float) -> int | None:
        """Think for up to ``budget_ms``; the move once decided."""
        if self._own is not None:
            return self._own.step(budget_ms)
        return super().step(budget_ms)

    def cancel(self) -> None:
        """Stop thinking."""
        if self._own is not None:
            self._own.cancel()
        super().cancel()

    @property
    def thinking(self) -> bool:
        """True between ``start`` and the move."""
        if self._own is not None:
            return bool(self._own.thinking) if isinstance(self._own, ShowsThinking) else False
        return super().thinking

    @property
    def progress(self) -> float:
        """Fraction of the time budget used for the current move (0..1)."""
        if self._own is not None:
            return float(self._own.progress) if isinstance(self._own, ShowsThinking) else 0.0
        return super().progress

    @property
    def win_rate(self) -> float:
        """This player's estimated chance to win (0..1)."""
        if self._own is not None:
            own = self._own
            return float(own.win_rate) if isinstance(own, EstimatesWinRate) else 0.5
        return super().win_rate
