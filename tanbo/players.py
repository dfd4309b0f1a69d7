"""Players behind one sliced, anytime interface, and the registry the UI offers.

The browser has no threads, so a computer player never blocks: the UI calls
:meth:`Player.start` once when it is that player's turn, then :meth:`Player.step`
once per frame with a small time budget until it returns a move. Humans are
players whose ``step`` never answers (the UI feeds their clicks instead).
A player may also have optional abilities, each a typed protocol here (checked with
``isinstance``, never found by name): :class:`EstimatesWinRate` (``win_rate``, the
mover's estimated chance to win, 0..1, as :class:`tanbo.ai.players.SearchPlayer`
has; :func:`win_estimate` reads it for the UI's win-rate bar), :class:`ShowsThinking`
(``thinking`` and ``progress``) and :class:`Closes` (``close``: a GTP engine's process).
Thinking on the opponent's time is :class:`tanbo.ai.ponder.Ponderer`.

:class:`Player` is the one player protocol of the project: the UI drives it, the AI's
players (:mod:`tanbo.ai.players`, which re-exports it), the match runner and the GTP
client implement it; a player's ``name`` (the AI's players have one) is not part of it.

The choices shown in the new-game screen are :data:`PLAYER_KINDS`, filled by
:func:`register_player`; the AI package registers its levels here, e.g.
``register_player("level1", "Level 1", lambda seed: make_level_player(1, seed))``,
and the UI needs no change.
Pure stdlib: no pygame here.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from tanbo.game import GameState

__all__ = [
    "Player",
    "EstimatesWinRate",
    "ShowsThinking",
    "Closes",
    "HumanPlayer",
    "RandomPlayer",
    "PlayerKind",
    "PLAYER_KINDS",
    "HUMAN",
    "RANDOM",
    "register_player",
    "player_kind",
    "make_player",
    "win_estimate",
]


@runtime_checkable
class Player(Protocol):
    """One side's decision maker, driven a slice at a time (the UI loop, ``choose``)."""

    def start(self, state: GameState) -> None:
        """Begin thinking about ``state``; it stays unchanged until an answer or ``cancel``."""

    def step(self, budget_ms: float) -> int | None:
        """Think for about ``budget_ms``; return the chosen move once decided, else ``None``."""

    def cancel(self) -> None:
        """Stop thinking (undo, new game); the next call is :meth:`start`."""


@runtime_checkable
class EstimatesWinRate(Protocol):
    """A player that estimates its chance to win (an optional ability)."""

    @property
    def win_rate(self) -> float:
        """The estimated chance (0..1) that the side this player moves for wins."""


@runtime_checkable
class ShowsThinking(Protocol):
    """A player whose thinking can be watched (an optional ability)."""

    @property
    def thinking(self) -> bool:
        """True between ``start`` and the move."""

    @property
    def progress(self) -> float:
        """The share of the current move's budget used (0..1)."""


@runtime_checkable
class Closes(Protocol):
    """A player holding something to let go when its games are over (a process)."""

    def close(self) -> None:
        """Let it go."""


def win_estimate(player: object) -> float | None:
    """The player's ``win_rate`` (0..1) if it has one, else ``None``."""
    if not isinstance(player, EstimatesWinRate):
        return None
    value = player.win_rate
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(value)
    return None


class HumanPlayer:
    """A person at the board: never answers :meth:`step`; the UI takes clicks instead."""

    def start(self, state: GameState) -> None:
        """Nothing to prepare."""

    def step(self, budget_ms: float) -> int | None:
        """Always ``None``: the move comes from the mouse or keyboard."""
        return None

    def cancel(self) -> None:
        """Nothing to stop."""


class RandomPlayer:
    """Plays a uniformly random legal move (seeded); also the AI's ``random`` baseline."""

    def __init__(self, seed: int | None = None) -> None:
        self.name = "random"
        self._rng = random.Random(seed)
        self._moves: list[int] = []

    def start(self, state: GameState) -> None:
        """Remember the legal moves of ``state``."""
        self._moves = state.legal_moves()

    def step(self, budget_ms: float) -> int | None:
        """Answer at once with a random legal move (``None`` if there is none)."""
        if not self._moves:
            return None
        move = self._rng.choice(self._moves)
        self._moves = []
        return move

    def cancel(self) -> None:
        """Forget the position."""
        self._moves = []


@dataclass(frozen=True)
class PlayerKind:
    """A named player choice: ``key`` is stored in saves, ``label`` shown in English."""

    key: str
    label: str
    factory: Callable[[int | None], Player]
    is_human: bool = False


PLAYER_KINDS: dict[str, PlayerKind] = {}
HUMAN = "human"
RANDOM = "random"


def register_player(
    key: str, label: str, factory: Callable[[int | None], Player], is_human: bool = False
) -> None:
    """Offer a player choice (later registrations of the same key replace it)."""
    PLAYER_KINDS[key] = PlayerKind(key, label, factory, is_human)


def player_kind(key: str) -> PlayerKind:
    """The registered kind ``key``; ``KeyError`` names the known keys."""
    try:
        return PLAYER_KINDS[key]
    except KeyError:
        known = ", ".join(PLAYER_KINDS)
        raise KeyError(f"unknown player {key!r}: expected one of {known}") from None


def make_player(key: str, seed: int | None = None) -> Player:
    """A fresh player of kind ``key``."""
    return player_kind(key).factory(seed)


register_player(HUMAN, "Human", lambda seed: HumanPlayer(), is_human=True)
register_player(RANDOM, "Computer (random)", lambda seed: RandomPlayer(seed))
