"""One small adapter over the two DEAGO implementations the tests run side by side.

The slow reference (:class:`tests.support.deago_reference.RefDeago`) and the engine
(:class:`tanbo.games.deago.state.DeagoState`) answer the same questions through :class:`Game`,
so each rules diagram and each differential step is written once. The engine adapter
also checks on every move what the reference has no counterpart for: ``preview`` and
``effect_for`` foretell the move exactly, ``last_effect`` is the pushed effect, a refused
move changes nothing, and ``check_consistency()`` passes.

``IMPLEMENTATIONS`` is the pytest parameter list ``["reference", "engine"]``; the engine
case is skipped only while the package ``tanbo.games.deago`` does not exist. Once it exists,
any import failure or misbehaviour is a hard failure.
"""

from __future__ import annotations

import importlib
import importlib.util
from types import ModuleType
from typing import Any, NamedTuple, Protocol

import pytest

from tanbo.errors import IllegalMoveError
from tests.support.deago_reference import PASS, RefDeago

__all__ = [
    "ENGINE",
    "IMPLEMENTATIONS",
    "Effect",
    "EngineGame",
    "Game",
    "RefGame",
    "load",
    "new",
]


def _engine_module() -> ModuleType | None:
    if importlib.util.find_spec("tanbo.games.deago") is None:
        return None  # not merged yet
    return importlib.import_module("tanbo.games.deago.state")  # exists: must import cleanly


ENGINE: ModuleType | None = _engine_module()

IMPLEMENTATIONS = [
    "reference",
    pytest.param(
        "engine",
        marks=pytest.mark.skipif(ENGINE is None, reason="tanbo.games.deago is not merged yet"),
    ),
]


class Effect(NamedTuple):
    """A move's effect as sets, so the order an implementation lists points in is free."""

    converted: frozenset[int]
    captured: frozenset[int]
    line: frozenset[int]


class Game(Protocol):
    """What the tests ask of a DEAGO position, whichever implementation holds it."""

    def play(self, move: int) -> Effect: ...
    def dfen(self) -> str: ...
    def legal_moves(self) -> list[int]: ...
    @property
    def winner(self) -> int: ...
    @property
    def to_move(self) -> int: ...
    @property
    def captured(self) -> tuple[int, int]: ...
    @property
    def end_reason(self) -> str | None: ...
    @property
    def winning_line(self) -> frozenset[int]: ...
    def point(self, name: str) -> int: ...
    def name(self, point: int) -> str: ...


class RefGame:
    """The reference behind :class:`Game`."""

    def __init__(self, state: RefDeago) -> None:
        self.state = state

    def play(self, move: int) -> Effect:
        e = self.state.play(move)
        return Effect(frozenset(e.converted), frozenset(e.captured), frozenset(e.line))

    def dfen(self) -> str:
        return self.state.dfen()

    def legal_moves(self) -> list[int]:
        return self.state.legal_moves()

    @property
    def winner(self) -> int:
        return self.state.winner

    @property
    def to_move(self) -> int:
        return self.state.to_move

    @property
    def captured(self) -> tuple[int, int]:
        return self.state.captured

    @property
    def end_reason(self) -> str | None:
        return self.state.end_reason

    @property
    def winning_line(self) -> frozenset[int]:
        return frozenset(self.state.winning_line)

    def point(self, name: str) -> int:
        return self.state.parse_point(name)

    def name(self, point: int) -> str:
        return self.state.point_name(point)


def _as_effect(effect: Any) -> Effect:
    return Effect(frozenset(effect.converted), frozenset(effect.captured), frozenset(effect.line))


def _same_effect(a: Any, b: Any) -> bool:
    return bool(
        a.move == b.move
        and a.player == b.player
        and _as_effect(a) == _as_effect(b)
        and a.winner == b.winner
        and a.end_reason == b.end_reason
    )


class EngineGame:
    """The engine behind :class:`Game`, checking its extra promises on every move."""

    def __init__(self, state: Any) -> None:
        self.state = state
        self.thorough = True  # also check that preview and effect_for change nothing

    def play(self, move: int) -> Effect:
        s = self.state
        player = s.to_move
        before = s.dfen() if self.thorough else ""
        legal = s.is_legal(move)
        assert legal == (move in s.legal_moves())
        assert (s.why_illegal(move) is None) == legal
        if not legal:
            before = s.dfen()
            with pytest.raises(IllegalMoveError) as refused:
                s.push(move)
            assert s.dfen() == before, "a refused move changed the position"
            raise ValueError(str(refused.value))
        preview = s.preview(move)
        foretold = s.effect_for(player, move) if move != PASS else preview
        if self.thorough:
            assert s.dfen() == before, "preview/effect_for changed the position"
        effect = s.push(move)
        s.check_consistency()
        assert effect.move == move and effect.player == player
        assert _same_effect(effect, preview), f"preview {preview} but push {effect}"
        assert _as_effect(foretold) == _as_effect(effect), f"effect_for {foretold}, push {effect}"
        assert s.last_effect is not None and _same_effect(s.last_effect, effect)
        assert effect.winner == s.winner and effect.end_reason == s.end_reason
        return _as_effect(effect)

    def dfen(self) -> str:
        return str(self.state.dfen())

    def legal_moves(self) -> list[int]:
        return list(self.state.legal_moves())

    @property
    def winner(self) -> int:
        return int(self.state.winner)

    @property
    def to_move(self) -> int:
        return int(self.state.to_move)

    @property
    def captured(self) -> tuple[int, int]:
        return (int(self.state.captured(1)), int(self.state.captured(2)))

    @property
    def end_reason(self) -> str | None:
        reason: str | None = self.state.end_reason
        return reason

    @property
    def winning_line(self) -> frozenset[int]:
        return frozenset(self.state.winning_line)

    def point(self, name: str) -> int:
        return int(self.state.parse_point(name))

    def name(self, point: int) -> str:
        return str(self.state.point_name(point))


def load(implementation: str, dfen: str) -> Game:
    """A position from its DFEN in ``"reference"`` or ``"engine"``."""
    if implementation == "reference":
        return RefGame(RefDeago.from_dfen(dfen))
    assert ENGINE is not None
    return EngineGame(ENGINE.DeagoState.from_dfen(dfen))


def new(implementation: str, size: int = 19, layout: str = "9") -> Game:
    """A start position in ``"reference"`` or ``"engine"``."""
    if implementation == "reference":
        return RefGame(RefDeago.new(size, size, layout))
    assert ENGINE is not None
    return EngineGame(ENGINE.DeagoState.new(size, size, layout))
