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
from collections.abc import Callable, Mapping, Sequence
from typing import Never, Protocol, TypedDict, TypeVar, overload, runtime_checkable

from tanbo.game import GameState
from tanbo.players import Player

__all__ = [
    "S",
    "PlayoutPolicy",
    "Policy",
    "TracedPolicy",
    "PriorSet",
    "BLACK_SCORE",
    "random_policy",
    "GameKnowledge",
    "TracesPlayouts",
    "NamesPriors",
    "ChangesSearch",
    "PlaysLevels",
    "BenchesSearch",
    "PlaysAlphaBeta",
    "PlainKnowledge",
    "PLAIN",
    "register_knowledge",
    "knowledge_for",
]

S = TypeVar("S", bound=GameState)
"""A game's state class: the search is generic over it (``Searcher[TanboState]``)."""

_S_contra = TypeVar("_S_contra", bound=GameState, contravariant=True)

PlayoutPolicy = Callable[[S, random.Random], float]
"""A playout: ``(state, rng) -> Black's score``; plays ``state`` on (mutating it, no history).

The score is 1.0 for a Black win, 0.0 for a White win, 0.5 for a draw, or a
probability that Black wins when the playout stops at an evaluation.
``PlayoutPolicy[TanboState]`` reads Tanbo's engine; :data:`Policy` runs on any state.
"""

Policy = PlayoutPolicy[GameState]
"""A playout that runs on the state of any game (:func:`random_policy`); being one for
every state it is also one for each game's (``PlayoutPolicy[S]``)."""

TracedPolicy = Callable[[S, random.Random, list[int]], float]
"""A playout that also appends every move it plays to the list given (RAVE's AMAF moves);
a knowledge's optional ``traced_policy(name, plies)`` returns one."""

PriorSet = Callable[[S, list[int], Sequence[int]], list[float]]
"""A named prior: ``(state, moves, recent moves) -> prior win rates``, one of a knowledge's
optional ``prior_sets`` (chosen by ``SearchConfig.priors``)."""

BLACK_SCORE = {1: 1.0, 2: 0.0, 3: 0.5}
"""Black's score for each winner value (Black, White, draw)."""

_MODULES = {"tanbo": "tanbo.ai.games.tanbo.knowledge", "deago": "tanbo.ai.games.deago.knowledge"}
"""Which module registers the knowledge of each known game (imported on first use)."""


class GameKnowledge(Protocol[_S_contra]):
    """What the search may ask about one game (all methods read ``state``, never change it).

    Generic over the game's state class: Tanbo's knowledge is a
    ``GameKnowledge[TanboState]``; :data:`PLAIN` reads only the :class:`GameState`
    protocol, so it is a knowledge of every game.

    Optional abilities, each a protocol below that the generic code tests with
    ``isinstance`` (a game without one gets the default): :class:`TracesPlayouts`
    (RAVE, :mod:`tanbo.ai.mcts`), :class:`NamesPriors` (named priors),
    :class:`ChangesSearch` (per-level changes of the search configuration,
    :func:`tanbo.ai.levels.level_config`), :class:`PlaysLevels`
    (:mod:`tanbo.ai.levelplayer`) and :class:`PlaysAlphaBeta` (:mod:`tanbo.ai.match`).
    """

    name: str
    policies: tuple[str, ...]
    """Names of the playout policies :meth:`policy` accepts (``"random"`` always)."""

    def candidates(self, state: _S_contra) -> list[int]:
        """The moves the search considers: a non-empty subset of the legal moves (game not over)."""

    def priors(self, state: _S_contra, moves: list[int]) -> list[float]:
        """A prior win rate (0..1) of each move for the side to move."""

    def policy(self, name: str, plies: int) -> PlayoutPolicy[_S_contra]:
        """The playout ``name``; with ``plies`` > 0 cut after that many plies if supported."""

    def move_score(self, state: _S_contra, move: int) -> float:
        """A one-ply score of a legal move for the side to move (higher = better), for greedy."""

    def is_blunder(self, state: _S_contra, move: int) -> bool:
        """True for a move a beginner should still avoid (``greedy:NOISE`` never slips into it)."""


@runtime_checkable
class TracesPlayouts(Protocol[_S_contra]):
    """A knowledge with playouts that trace their moves (RAVE's, :mod:`tanbo.ai.mcts`)."""

    def traced_policy(self, name: str, plies: int) -> TracedPolicy[_S_contra]:
        """The traced playout ``name`` (cut after ``plies`` when > 0)."""


@runtime_checkable
class NamesPriors(Protocol[_S_contra]):
    """A knowledge with named priors (``SearchConfig.priors`` chooses one)."""

    @property
    def prior_sets(self) -> Mapping[str, PriorSet[_S_contra]]:
        """The priors by name."""


class ConfigChanges(TypedDict, total=False):
    """Some fields of a :class:`tanbo.ai.mcts.SearchConfig` and their new values
    (``SearchConfig.with_``, a game knowledge's ``search_changes``). It lives here, with
    the knowledge that uses it, so the search imports the knowledge and not back."""

    exploration: float
    prior_visits: float
    playout: str
    expand_after: int
    max_nodes: int
    solver: bool
    playout_plies: int
    cut_min_points: int
    knowledge: bool
    level: int
    rave: float
    prior_amaf: bool
    priors: str


@runtime_checkable
class ChangesSearch(Protocol):
    """A knowledge that changes the search's configuration per level
    (:func:`tanbo.ai.levels.level_config`)."""

    @property
    def search_changes(self) -> Mapping[int, ConfigChanges]:
        """Level -> the fields of ``SearchConfig`` it changes."""


@runtime_checkable
class PlaysLevels(Protocol):
    """A knowledge whose game has its own player for each level (DEAGO's alpha-beta)."""

    def level_player(
        self, level: int, seconds: float, nodes: int | None, seed: int | None
    ) -> Player:
        """The player of ``level``; ``nodes``, when given, its search budget for the time."""


@runtime_checkable
class PlaysAlphaBeta(Protocol):
    """A knowledge with an alpha-beta baseline for ``match`` (``ab:SECONDS[:key=value]``)."""

    def ab_player(
        self, seconds: float, seed: int | None, options: Mapping[str, str] | None = None
    ) -> Player:
        """The baseline, or with ``options`` (the spec's ``key=value`` strings) another."""


@runtime_checkable
class BenchesSearch(Protocol):
    """A knowledge whose game's strongest search has a row in ``python -m tanbo bench``."""

    def bench_search(self, seconds: float) -> None:
        """Measure the search for about ``seconds`` and print one row
        (:func:`tanbo.benchkit.row_text`)."""


def random_policy(state: GameState, rng: random.Random) -> float:
    """Uniformly random moves to the end, by the engine's own fast playout."""
    return BLACK_SCORE[state.random_playout(rng)]


class PlainKnowledge:
    """No knowledge: every legal move, no priors, the engine's uniform playout."""

    policies: tuple[str, ...] = ("random", "smart")  # "smart" = "random" here

    def __init__(self, name: str = "plain") -> None:
        self.name = name

    def candidates(self, state: GameState) -> list[int]:
        """All legal moves."""
        return state.legal_moves()

    def priors(self, state: GameState, moves: list[int]) -> list[float]:
        """Uniform 0.5."""
        return [0.5] * len(moves)

    def policy(self, name: str, plies: int) -> Policy:
        """The uniform playout whatever is asked."""
        return random_policy

    def move_score(self, state: GameState, move: int) -> float:
        """Every move scores 0 (greedy = random)."""
        return 0.0

    def is_blunder(self, state: GameState, move: int) -> bool:
        """Nothing is known to be a blunder."""
        return False


PLAIN = PlainKnowledge()
"""The knowledge of a game nobody registered."""

_REGISTRY: dict[str, GameKnowledge[Never]] = {}
_LEVELS: dict[str, Mapping[int, GameKnowledge[Never]]] = {}
"""Every registered knowledge, as a knowledge of no state in particular: which state
class each accepts is tied to its game's name, which only :func:`knowledge_for` reads."""


def register_knowledge(
    knowledge: GameKnowledge[S], levels: Mapping[int, GameKnowledge[S]] | None = None
) -> None:
    """Make ``knowledge`` the knowledge of the game ``knowledge.name``.

    ``levels`` optionally maps strength levels (1-5) to deliberately weaker
    knowledge of the same game, for :func:`knowledge_for` with ``level``; a
    level not in it gets ``knowledge`` itself.
    """
    _REGISTRY[knowledge.name] = knowledge
    _LEVELS[knowledge.name] = dict(levels or {})


@overload
def knowledge_for(state_or_name: S, level: int = 0) -> GameKnowledge[S]: ...
@overload
def knowledge_for(state_or_name: str, level: int = 0) -> GameKnowledge[Never]: ...
def knowledge_for(state_or_name: GameState | str, level: int = 0) -> GameKnowledge[Never]:
    """The knowledge of a game, given a state (its ``game_name``) or a game name.

    With ``level`` (1-5) the game's knowledge for that strength level if it
    registered one (see :func:`register_knowledge`), else its full knowledge.

    Given a state of class ``S`` the answer is typed as a knowledge of ``S``: the
    knowledge registered under the state's ``game_name`` is the one written for
    that game's states (the registry's key is the only link the type checker
    cannot see). Given a name it reads no state (its ``name`` and ``policies``).
    """
    name = state_or_name if isinstance(state_or_name, str) else state_or_name.game_name
    found = _REGISTRY.get(name)
    if found is None and name in _MODULES:
        importlib.import_module(_MODULES[name])
        found = _REGISTRY.get(name)
    if found is None:
        return PLAIN
    return _LEVELS.get(name, {}).get(level, found) if level else found
