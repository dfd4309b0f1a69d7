"""The computer opponent: anytime MCTS, strength levels, baselines, GTP engine and match runner.

Start at :mod:`tanbo.ai.mcts` (:class:`~tanbo.ai.mcts.Searcher`, the anytime,
game-generic search), :mod:`tanbo.ai.knowledge` (what the search knows about each
game: :mod:`tanbo.ai.games.tanbo.knowledge`, :mod:`tanbo.ai.games.deago.knowledge`), then
:mod:`tanbo.ai.players` (the sliced ``start/step/cancel`` players) and
:mod:`tanbo.ai.levels` (levels 1-5 and ``hint``). :mod:`tanbo.ai.gtp` and
:mod:`tanbo.ai.match` are the ``tanbo gtp`` and ``tanbo match`` commands.
Pure Python; nothing here imports pygame.
"""

from tanbo.ai.levels import LEVELS, Hint, Level, hint, level_names, make_level_player
from tanbo.ai.mcts import SearchConfig, Searcher
from tanbo.ai.players import (
    GreedyPlayer,
    Player,
    RandomPlayer,
    SearchPlayer,
    choose,
    uct_player,
)

__all__ = [
    "LEVELS",
    "Level",
    "Hint",
    "hint",
    "level_names",
    "make_level_player",
    "SearchConfig",
    "Searcher",
    "Player",
    "RandomPlayer",
    "GreedyPlayer",
    "SearchPlayer",
    "choose",
    "uct_player",
]
