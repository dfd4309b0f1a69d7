"""What a puzzle theme means in each game: the registry of the games' puzzle parts.

Start at :class:`PuzzleRules` and :func:`rules_for`. Each game registers one
:class:`PuzzleRules` (its themes, what each theme's solver aims at, how moves are
best ordered for the proof search, which searches the generator tries on a position
of a game and on which boards it plays); the generic code (the model, the generator,
the player's moves, the command line) looks a game up here by name and never
branches on the game. The parts are the games' puzzle wings,
:mod:`tanbo.puzzles.games.tanbo.themes` and :mod:`tanbo.puzzles.games.deago.themes`; they
read the engine only through methods the engine's state offers (typed as protocols
there), never importing a rules wing.

A theme is an *attack* (the solver forces its goal within ``depth`` of its own
moves, and exactly one move does so at each of its turns on the line) or a
*defence* (the opponent threatens its goal within ``depth`` of its moves, and
exactly one move of the solver stops it).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from tanbo.errors import PuzzleError
from tanbo.game import GameState
from tanbo.puzzles.solver import Goal, Order

__all__ = ["ATTACK", "DEFENCE", "Theme", "Search", "PuzzleRules", "rules_for", "PARTS"]

ATTACK = "attack"
DEFENCE = "defence"

LineCheck = Callable[[GameState, tuple[int, ...]], bool]


def _any_line(state: GameState, line: tuple[int, ...]) -> bool:
    return True


@dataclass(frozen=True)
class Theme:
    """One theme of a game: ``kind`` (:data:`ATTACK` or :data:`DEFENCE`) and ``goal``.

    ``goal(start, colour)`` is the goal of ``colour`` judged from the puzzle's start
    position: for an attack the solver's (colour = the side to move), for a defence
    the opponent's threat (colour = the opponent). ``line_ok(start, line)`` is an
    extra condition on the main line (DEAGO's capture race: the last move wins by
    captures); ``title`` is the English name for listings.
    """

    code: str
    kind: str
    title: str
    goal: Callable[[GameState, int], Goal]
    line_ok: LineCheck = _any_line


@dataclass(frozen=True)
class Search:
    """One search the generator tries on a position: prove ``theme`` at ``depth``.

    ``when(state, plies_left, winner)`` says whether to try it on a position of an
    engine game (``plies_left`` before that game ended, ``winner`` its winner): a
    filter on which positions to spend the solver on, never on a proof.
    """

    theme: str
    depth: int
    when: Callable[[GameState, int, int], bool]


@dataclass(frozen=True)
class PuzzleRules:
    """A game's puzzle part (see the module docstring).

    ``refine(theme, start, line)`` may rename a proven attack's theme from what its
    line shows (DEAGO: a win by the 20th capture is a ``capture_race``); ``boards``
    are the ``(width, height, setup)`` boards the generator plays engine games on,
    ``levels`` the level pairs playing them. The generator takes at most
    ``max_share`` of a set from any one (theme, depth), so one kind cannot crowd out
    the rest.
    """

    game: str
    themes: Mapping[str, Theme]
    searches: tuple[Search, ...]
    boards: tuple[tuple[int, int, str], ...]
    order_or: Order
    order_and: Order
    refine: Callable[[str, GameState, tuple[int, ...]], str]
    levels: tuple[tuple[int, int], ...] = ((1, 2), (2, 1), (1, 1), (2, 2))
    prepare: Callable[[GameState, int], GameState] | None = None
    max_share: float = 0.4
    graders: tuple[str, ...] = ("level:1", "level:2", "level:3")
    """The computer players asked for a puzzle's first move, weakest first
    (:mod:`tanbo.puzzles.grade`); a puzzle's ``fails`` are their numbers, from 1."""
    counted: tuple[int, ...] = (2, 3)
    """The graders whose miss raises the grade."""
    """Optional: the start of engine game ``index`` made from the board's start position
    (DEAGO: some games start with captured stones already counted, for capture races)."""

    def theme(self, code: str) -> Theme:
        """The theme named ``code`` (``PuzzleError`` if this game has none)."""
        found = self.themes.get(code)
        if found is None:
            raise PuzzleError(
                f"unknown theme {code!r} for {self.game}: expected one of "
                f"{', '.join(self.themes)}"
            )
        return found


PARTS: dict[str, str] = {
    "tanbo": "tanbo.puzzles.games.tanbo.themes",
    "deago": "tanbo.puzzles.games.deago.themes",
}
"""The module of each game's puzzle part (imported at first use; it defines ``RULES``)."""

_CACHE: dict[str, PuzzleRules] = {}


def rules_for(game: str) -> PuzzleRules:
    """The puzzle part of ``game`` (``PuzzleError`` for a game without puzzles)."""
    found = _CACHE.get(game)
    if found is not None:
        return found
    module = PARTS.get(game)
    if module is None:
        raise PuzzleError(f"no puzzles for the game {game!r}: expected one of {', '.join(PARTS)}")
    rules: PuzzleRules = importlib.import_module(module).RULES
    _CACHE[game] = rules
    return rules
