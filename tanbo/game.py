"""The small game interface that the UI and the AI program against.

Modelled on OpenSpiel's Game/State split: a :class:`GameSpec` describes a rule
set (sizes, setups, how to make a start position or parse a position text) and
a :class:`GameState` is one mutable position with push/pop. Tanbo implements it
in :class:`tanbo.state.TanboState`; a second rule set (DEAGO) registers its own
spec in :data:`GAMES` and needs no change in the UI or the search.

Players are ``1`` (Black, moves first) and ``2`` (White); ``opponent(p) == 3 - p``.
Moves are ``int`` point indices (a rule set with passes may use ``-1``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from tanbo import setups
from tanbo.geometry import Geometry
from tanbo.state import TanboState

__all__ = ["NO_WINNER", "DRAW", "GameState", "GameSpec", "GAMES", "TANBO"]

NO_WINNER = 0
DRAW = 3  # never produced by Tanbo (no draws); reserved for rule sets with draws


@runtime_checkable
class GameState(Protocol):
    """One position of a two-player game with perfect information."""

    game_name: str
    geometry: Geometry
    setup: str | None
    to_move: int
    winner: int
    move_stack: list[int]

    @property
    def is_over(self) -> bool: ...
    @property
    def ply(self) -> int: ...
    def legal_moves(self) -> list[int]: ...
    def is_legal(self, move: int) -> bool: ...
    def why_illegal(self, move: int) -> str | None: ...
    def push(self, move: int) -> Any: ...
    def pop(self) -> int: ...
    def push_unchecked(self, move: int) -> None: ...
    def copy(self) -> Any: ...
    def random_playout(self, rng: random.Random | None = None) -> int: ...
    def move_text(self, move: int) -> str: ...
    def parse_move(self, text: str) -> int: ...
    def tfen(self) -> str: ...
    def position_text(self) -> str: ...


@dataclass(frozen=True)
class GameSpec:
    """What a front end needs to offer and start games of one rule set."""

    name: str
    title: str
    setups: tuple[str, ...]
    default_setup: str
    default_size: tuple[int, int]
    sizes: Callable[[str], tuple[tuple[int, int], ...]]
    new_state: Callable[[int, int, str], GameState]
    from_text: Callable[[str], GameState]


TANBO = GameSpec(
    name="tanbo",
    title="Tanbo",
    setups=setups.SETUPS,
    default_setup=setups.DEFAULT_SETUP,
    default_size=setups.DEFAULT_SIZE,
    sizes=setups.official_sizes,
    new_state=TanboState.new,
    from_text=TanboState.from_tfen,
)

GAMES: dict[str, GameSpec] = {TANBO.name: TANBO}
