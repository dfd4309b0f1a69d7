"""Per-game AI knowledge: what the generic search asks of a rule set, and the registry.

The search (:mod:`tanbo.ai.mcts`), the ``greedy`` baseline and the levels are
game-generic; everything they know about one game comes from a
:class:`GameKnowledge` looked up by ``state.game_name`` with
:func:`knowledge_for`. Start there. A game without registered knowledge gets
:data:`PLAIN` (every legal move, no priors, uniform playouts), so any
:class:`tanbo.game.GameState` can be searched.

Per-game modules (:mod:`tanbo.ai.games.tanbo.knowledge`,
:mod:`tanbo.ai.games.deago.knowledge`) register themselves on import; this module
imports the known ones lazily the first time a game is looked up.

Results: playout policies return Black's score (:data:`Policy`); a draw
counts as half a win for both sides.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Mapping
from typing import Any, Protocol

__all__ = [
    "Policy",
    "BLACK_SCORE",
    "random_policy",
    "GameKnowledge",
    "PlainKnowledge",
    "PLAIN",
    "register_knowledge",
    "knowledge_for",
]

Policy = Callable[[Any, random.Random], float]
"""A playout: ``(state, rng) -> Black's score``; plays ``state`` on (mutating it, no history).

The score is 1.0 for a Black win, 0.0 for a White win, 0.5 for a draw, or a
probability that Black wins when the playout stops at an evaluation.
"""

BLACK_SCORE = {1: 1.0, 2: 0.0, 3: 0.5}
"""Black's score for each winner value (Black, White, draw)."""

_MODULES = {"tanbo": "tanbo.ai.games.tanbo.knowledge", "deago": "tanbo.ai.games.deago.knowledge"}
"""Which module registers the knowledge of each known game (imported on first use)."""


class GameKnowledge(Protocol):
    """What the search may ask about one game (all methods read ``state``, never change it)."""

    name: str
    policies: tuple[str, ...]
    """Names of the playout policies :meth:`policy` accepts (``"random"`` always)."""

    def candidates(self, state: Any) -> list[int]:
        """The moves the search considers: a non-empty subset of the legal moves (game not over)."""

    def priors(self, state: Any, moves: list[int]) -> list[float]:
        """A prior win rate (0..1) of each move for the side to move."""

    def policy(self, name: str, plies: int) -> Policy:
        """The playout ``name``; with ``plies`` > 0 cut after that many plies if supported."""

    def move_score(self, state: Any, move: int) -> float:
        """A one-ply score of a legal move for the side to move (higher = better), for greedy."""

    def is_blunder(self, state: Any, move: int) -> bool:
        """True for a move a beginner should still avoid (``greedy:NOISE`` never slips into it)."""


def random_policy(state: Any, rng: random.Random) -> float:
    """Uniformly random moves to the end, by the engine's own fast playout."""
    return BLACK_SCORE[state.random_playout(rng)]


class PlainKnowledge:
    """No knowledge: every legal move, no priors, the engine's uniform playout."""

    policies: tuple[str, ...] = ("random", "smart")  # "smart" = "random" here

    def __init__(self, name: str = "plain") -> None:
        self.name = name

    def candidates(self, state: Any) -> list[int]:
        """All legal moves."""
        moves: list[int] = state.legal_moves()
        return moves

    def priors(self, state: Any, moves: list[int]) -> list[float]:
        """Uniform 0.5."""
        return [0.5] * len(moves)

    def policy(self, name: str, plies: int) -> Policy:
        """The uniform playout whatever is asked."""
        return random_policy

    def move_score(self, state: Any, move: int) -> float:
        """Every move scores 0 (greedy = random)."""
        return 0.0

    def is_blunder(self, state: Any, move: int) -> bool:
        """Nothing is known to be a blunder."""
        return False


PLAIN = PlainKnowledge()
"""The knowledge of a game nobody registered."""

_REGISTRY: dict[str, GameKnowledge] = {}
_LEVELS: dict[str, Mapping[int, GameKnowledge]] = {}


def register_knowledge(
    knowledge: GameKnowledge, levels: Mapping[int, GameKnowledge] | None = None
) -> None:
    """Make ``knowledge`` the knowledge of the game ``knowledge.name``.

    ``levels`` optionally maps strength levels (1-5) to deliberately weaker
    knowledge of the same game, for :func:`knowledge_for` with ``level``; a
    level not in it gets ``knowledge`` itself.
    """
    _REGISTRY[knowledge.name] = knowledge
    _LEVELS[knowledge.name] = dict(levels or {})


def knowledge_for(state_or_name: Any, level: int = 0) -> GameKnowledge:
    """The knowledge of a game, given a state (its ``game_name``) or a game name.

    With ``level`` (1-5) the game's knowledge for that strength level if it
    registered one (see :func:`register_knowledge`), else its full knowledge.
    """
    name = state_or_name if isinstance(state_or_name, str) else state_or_name.game_name
    found = _REGISTRY.get(name)
    if found is None and name in _MODULES:
        importlib.import_module(_MODULES[name])
        found = _REGISTRY.get(name)
    if found is None:
        return PLAIN
    return _LEVELS.get(name, {}).get(level, found) if level else found
