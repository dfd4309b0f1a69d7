"""The small game interface that the UI and the AI program against.

Modelled on OpenSpiel's Game/State split: a :class:`GameSpec` describes a rule
set (sizes, setups, how to make a start position or parse a position text) and
a :class:`GameState` is one mutable position with push/pop. Tanbo implements it
in :class:`tanbo.games.tanbo.state.TanboState`, DEAGO in
:class:`tanbo.games.deago.state.DeagoState`;
each registers a spec in :data:`tanbo.games.GAMES`, so the UI, the records, the command line
and the search need no per-game branches: what differs (the name of the setup
choice, the position-text format, passes and draws) is a field of the spec.

This module is the interface only: it imports no game, not even lazily (every game
imports it). The registry of the games (``GAMES``, ``game_of``, ``TANBO``, ``DEAGO``,
``DEFAULT_GAME``) is :mod:`tanbo.games`; it used to be re-exported here through a lazy
``__getattr__``, which closed an import cycle (interface -> registry -> games ->
interface) and was used by nothing outside the package, so it is gone.

The seam between rules and search is typed: :class:`GameState` mentions no ``Any``,
:meth:`GameState.copy` returns the state's own class (``Self``), and the generic
search (:mod:`tanbo.ai`) is typed against this protocol or a type variable bound to it.

Players are ``1`` (Black, moves first) and ``2`` (White); ``opponent(p) == 3 - p``.
Moves are ``int`` point indices; a rule set with passes uses ``-1`` (``spec.pass_move``).
``winner`` is ``0`` (none), ``1``/``2`` or :data:`DRAW`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Protocol, Self, runtime_checkable

from tanbo.explain import Explanation, Sources
from tanbo.geometry import Geometry

__all__ = [
    "EMPTY", "BLACK", "WHITE", "COLOUR_NAMES", "NO_WINNER", "DRAW", "opponent",
    "GameState", "EndsWithReason", "DrawsWinningLine", "winning_line", "GameSpec",
    "RulesAssistant",
]

EMPTY, BLACK, WHITE = 0, 1, 2
COLOUR_NAMES = {BLACK: "black", WHITE: "white"}
"""The colours' names in command-line messages and GTP."""
NO_WINNER = 0
DRAW = 3  # never produced by Tanbo (no draws); DEAGO draws by two passes


def opponent(colour: int) -> int:
    """The other player: ``opponent(BLACK) == WHITE`` and back."""
    return 3 - colour


@runtime_checkable
class GameState(Protocol):
    """One position of a two-player game with perfect information.

    ``push`` validates and remembers how to ``pop``; it returns what the move did
    in the engine's own terms (Tanbo: the removed roots; DEAGO: a ``MoveEffect``),
    which the generic code never reads, hence ``object`` here (each engine's
    class declares its own, narrower, return type). ``copy`` returns an
    independent position of the same class without history. ``push_unchecked``
    and ``random_playout`` are the search's fast path: no checks, no history.
    """

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
    @property
    def last_move(self) -> int | None: ...
    @property
    def cells(self) -> tuple[int, ...]: ...
    def cell(self, point: int) -> int: ...
    def stone_count(self, colour: int) -> int: ...
    def legal_moves(self) -> list[int]: ...
    def is_legal(self, move: int) -> bool: ...
    def why_illegal(self, move: int) -> str | None: ...
    def push(self, move: int) -> object: ...
    def pop(self) -> int: ...
    def push_unchecked(self, move: int) -> None: ...
    def copy(self) -> Self: ...
    def random_playout(self, rng: random.Random | None = None) -> int: ...
    def move_text(self, move: int) -> str: ...
    def parse_move(self, text: str) -> int: ...
    def point_name(self, point: int) -> str: ...
    def parse_point(self, text: str) -> int: ...
    def position_text(self) -> str: ...
    def check_consistency(self) -> None: ...


@runtime_checkable
class EndsWithReason(Protocol):
    """A position that says why its game ended (an optional ability of a state).

    DEAGO's states have it (``five``, ``captures``, ``passes``; ``None`` while the
    game goes on); a game without it has its reason found by its UI view.
    """

    @property
    def end_reason(self) -> str | None: ...


@runtime_checkable
class DrawsWinningLine(Protocol):
    """A position whose win may be a line of stones (an optional ability of a state).

    ``winning_line`` is the points of the line that won (DEAGO's five), else ``()``.
    """

    @property
    def winning_line(self) -> tuple[int, ...]: ...


def winning_line(state: object) -> tuple[int, ...]:
    """The line that won ``state``'s game, ``()`` when none (or its game has no lines)."""
    return tuple(state.winning_line or ()) if isinstance(state, DrawsWinningLine) else ()


@dataclass(frozen=True)
class RulesAssistant:
    """A game's rules assistant (:mod:`tanbo.explain`): its reasons and where they come from.

    ``paragraphs`` are the ids of the Rules screen's paragraphs, in the order the screen
    shows them (the UI's rules texts are in the same order, one text per id);
    ``codes`` maps every reason code to the id of its paragraph; ``texts`` are the
    English templates per code (the command line's). ``explain(state, point)`` answers
    whether the side to move may play ``point`` (or the pass move) and what it would do;
    ``what_happened(state)`` explains the last move pushed (``None`` before any), from
    the engine's own account of that move. Both raise ``PointError`` for a point that
    is not a move of the board. ``sources`` cites the official rule of every code (or
    says the app decides it), in every language of the UI.
    """

    paragraphs: tuple[str, ...]
    codes: Mapping[str, str]
    texts: Mapping[str, str]
    explain: Callable[[GameState, int], Explanation]
    what_happened: Callable[[GameState], Explanation | None]
    sources: Sources


@dataclass(frozen=True)
class GameSpec:
    """What a front end needs to offer, start, record and describe games of one rule set.

    ``setups`` are the start choices (Tanbo's setups, DEAGO's neutral layouts),
    shown under ``setup_label`` and recorded in the ``setup_tag`` record tag;
    ``sizes(setup)`` the boards each may be played on, ``parse_size`` reads ``WxH``
    (``ConfigError``; a size that fits no setup too); ``from_text`` parses the
    position text named ``position_format``. ``pass_move`` is the pass move, or
    ``None`` when the game has no passes; ``has_draw`` says whether a game can end
    drawn (winner :data:`DRAW`). ``record_name`` is the record's ``Game`` tag.
    The command line's option for the setup is ``setup_option``; ``bench_module``
    names the module whose ``run_bench(seconds, seed)`` is ``bench --game NAME``.
    ``assistant`` is the game's rules assistant (``python -m tanbo explain``).
    """

    name: str
    title: str
    setups: tuple[str, ...]
    default_setup: str
    default_size: tuple[int, int]
    sizes: Callable[[str], tuple[tuple[int, int], ...]]
    parse_size: Callable[[str], tuple[int, int]]
    new_state: Callable[[int, int, str], GameState]
    from_text: Callable[[str], GameState]
    record_name: str
    setup_tag: str
    setup_label: str
    position_format: str
    bench_module: str
    assistant: RulesAssistant
    pass_move: int | None = None
    has_draw: bool = False

    @property
    def has_pass(self) -> bool:
        """True when a player may pass."""
        return self.pass_move is not None

    @property
    def setup_option(self) -> str:
        """The command-line option choosing the setup: ``--setup`` / ``--neutral``."""
        return "--" + self.setup_tag.lower()

    @property
    def results(self) -> tuple[str, ...]:
        """The result texts of records and the command line for this game."""
        base = ("ongoing", "black wins", "white wins")
        return (*base, "draw") if self.has_draw else base
