"""DEAGO's rules assistant: why a move is legal or not, and what it does, as reasons.

:func:`explain` answers for any position and point (or ``PASS``), :func:`what_happened`
for the last move pushed; both return a :class:`tanbo.explain.Explanation` whose reasons
are the codes of :data:`CODES`, each with the id of the Rules-screen paragraph
(:data:`PARAGRAPHS`) it comes from. Both read the same patterns the engine plays
(:mod:`tanbo.games.deago.state`: convert ``X N X`` across or up and down, then capture
``X O O X`` in 8 directions through the new stone or a converted one, then five across
or up and down, or 20 captured stones); :func:`what_happened` rebuilds the board before
the move from the engine's ``last_effect`` (its conversions and captures put back) and
reads it the same way. Every code cites its official rule (:mod:`.sources`).
``ASSISTANT`` is what :data:`tanbo.games.deago.SPEC` offers.

Reason codes and their data (points are tuples of point indices; ``direction`` is
``across``, ``up and down`` or ``diagonal``; colours are tokens):

* ``game_over`` (win): ``winner``; ``game_drawn`` (board): two passes ended it;
* ``occupied`` (board): ``point``, ``stone`` (``black``, ``white`` or ``neutral``);
* ``empty_point`` (board): any empty point is a legal move;
* ``pass_turn`` (board): a pass, the opponent to move; ``pass_draws`` (board): the
  second pass in a row, a draw;
* ``converts`` (conversion): ``neutral``, ``flank`` (the mover's stone beyond it),
  ``direction``;
* ``two_neutrals_stay`` (conversion): ``neutrals``, ``flank``: ``X N N X`` converts nothing;
* ``diagonal_neutral_stays`` (conversion): ``neutral``, ``flank``: no diagonal conversion;
* ``captures`` (capture): ``pair``, ``flank``, ``direction``: a pair between the new stone
  and ``flank``;
* ``captures_through_conversion`` (flank): ``pair``, ``through`` (the converted stone),
  ``flank``, ``direction``;
* ``safe_in_flank`` (flank): ``pair`` (the new stone and its neighbour), ``flanks``: the
  mover's own pair between two opponent stones is not captured;
* ``capture_total`` (win): ``gained``, ``before``, ``total``, ``goal``;
* ``five`` (win): ``line``, ``direction``; ``diagonal_five`` (win): ``line``, which does
  not win;
* ``wins_five`` (win): ``winner``; ``wins_captures`` (win): ``winner``, ``total``.
"""

from __future__ import annotations

from tanbo.errors import PointError
from tanbo.explain import Explanation, Reason, ReasonArg
from tanbo.game import GameState, RulesAssistant
from tanbo.games.deago.setups import (
    BLACK,
    CAPTURES_TO_WIN,
    DRAW,
    EMPTY,
    LINE_TO_WIN,
    NEUTRAL,
    PASS,
    WHITE,
)
from tanbo.games.deago.sources import SOURCES
from tanbo.games.deago.state import DeagoState
from tanbo.geometry import Geometry

__all__ = ["PARAGRAPHS", "CODES", "TEXTS", "ASSISTANT", "explain", "what_happened"]

PARAGRAPHS: tuple[str, ...] = ("board", "neutral", "conversion", "capture", "flank", "win")
"""The Rules screen's paragraphs, in its order (``tanbo.ui.games.deago.strings``)."""

CODES: dict[str, str] = {
    "game_over": "win",
    "game_drawn": "board",
    "occupied": "board",
    "empty_point": "board",
    "pass_turn": "board",
    "pass_draws": "board",
    "converts": "conversion",
    "two_neutrals_stay": "conversion",
    "diagonal_neutral_stays": "conversion",
    "captures": "capture",
    "captures_through_conversion": "flank",
    "safe_in_flank": "flank",
    "capture_total": "win",
    "five": "win",
    "diagonal_five": "win",
    "wins_five": "win",
    "wins_captures": "win",
}
"""Every reason code and the paragraph it comes from."""

TEXTS: dict[str, str] = {
    "game_over": "the game is over: {winner} has won",
    "game_drawn": "the game is over: two passes in a row drew it",
    "occupied": "{point} is occupied (a {stone} stone): a stone goes on an empty point",
    "empty_point": "a stone may go on any empty point",
    "pass_turn": "a pass: the opponent moves; another pass in a row ends the game in a draw",
    "pass_draws": "the second pass in a row: the game ends in a draw",
    "converts": "it converts the neutral stone {neutral}, now between it and {flank} "
    "({direction})",
    "two_neutrals_stay": "the two neutral stones {neutrals} between it and {flank} stay "
    "neutral: only a single one converts",
    "diagonal_neutral_stays": "the neutral stone {neutral} between it and {flank} stays "
    "neutral: conversion is only across or up and down",
    "captures": "it captures the pair {pair} between it and {flank} ({direction})",
    "captures_through_conversion": "the converted stone {through} captures the pair {pair} "
    "between it and {flank} ({direction})",
    "safe_in_flank": "its pair {pair} between the opponent's {flanks} is safe: only the "
    "mover captures",
    "capture_total": "captured stones: {before} + {gained} = {total} of {goal}",
    "five": "it makes a line of five or more ({direction}): {line}",
    "diagonal_five": "the diagonal line {line} does not count: only across or up and down",
    "wins_five": "{winner} wins with five in a row",
    "wins_captures": "{winner} wins with {total} captured stones",
}
"""The English text of each code (``{name}`` is an argument), for the command line."""

_NAMES = {BLACK: "black", WHITE: "white", NEUTRAL: "neutral"}
_ORTHOGONAL = ((0, 1), (0, -1), (1, 0), (-1, 0))
_DIAGONAL = ((1, 1), (1, -1), (-1, 1), (-1, -1))


def _reason(code: str, **args: ReasonArg) -> Reason:
    return Reason(code, CODES[code], tuple(args.items()))


def _direction(dr: int, dc: int) -> str:
    if dr == 0:
        return "across"
    return "up and down" if dc == 0 else "diagonal"


class _Board:
    """A board by public point, read with bounds checks (``None`` off the board)."""

    def __init__(self, geometry: Geometry, cells: list[int]) -> None:
        self.w, self.h, self.cells = geometry.width, geometry.height, cells

    def step(self, p: int, dr: int, dc: int, k: int = 1) -> int | None:
        r, c = divmod(p, self.w)
        r, c = r + dr * k, c + dc * k
        return r * self.w + c if 0 <= r < self.h and 0 <= c < self.w else None

    def at(self, p: int | None) -> int | None:
        return None if p is None else self.cells[p]

    def run(self, p: int, dr: int, dc: int, colour: int) -> tuple[int, ...]:
        """The points of the maximal run of ``colour`` through ``p`` along ``(dr, dc)``."""
        out = [p]
        for sign in (1, -1):
            q = self.step(p, sign * dr, sign * dc)
            while q is not None and self.cells[q] == colour:
                out.append(q)
                q = self.step(q, sign * dr, sign * dc)
        return tuple(sorted(out))


def _deago(state: GameState) -> DeagoState:
    if not isinstance(state, DeagoState):
        raise TypeError(f"not a DEAGO position: {state.game_name}")
    return state


def explain(state: GameState, move: int) -> Explanation:
    """Whether the side to move may play ``move`` (a point or ``PASS``), why, and what it does.

    ``PointError`` if ``move`` is not an ``int`` or off the board; ``TypeError`` for a
    position of another game. The position is unchanged.
    """
    s = _deago(state)
    s.is_legal(move)  # PointError for a move that is not an int
    if move != PASS and not 0 <= move < s.geometry.npoints:
        raise PointError(f"point {move} is off the board")
    c = s.to_move
    text = s.move_text(move)
    if s.winner:
        reason = (
            _reason("game_drawn")
            if s.winner == DRAW
            else _reason("game_over", winner=_NAMES[s.winner])
        )
        return Explanation("deago", move, text, c, False, (reason,), s.winner)
    if move == PASS:
        return _pass(s, c, s.passes + 1)
    board = list(s.cells)
    if board[move] != EMPTY:
        reason = _reason("occupied", point=(move,), stone=_NAMES[board[move]])
        return Explanation("deago", move, text, c, False, (reason,), s.winner)
    reasons, winner = _placement(s.geometry, board, move, c, s.captured(c))
    return Explanation("deago", move, text, c, True, (_reason("empty_point"), *reasons), winner)


def _pass(s: DeagoState, c: int, passes: int) -> Explanation:
    draws = passes >= 2
    reason = _reason("pass_draws" if draws else "pass_turn")
    return Explanation("deago", PASS, "pass", c, True, (reason,), DRAW if draws else EMPTY)


def _placement(
    geometry: Geometry, cells: list[int], p: int, c: int, before: int
) -> tuple[list[Reason], int]:
    """The reasons of a stone of ``c`` on empty ``p`` of ``cells`` (which this changes:
    the board after conversion), and the winner after it."""
    o = 3 - c
    b = _Board(geometry, cells)
    cells[p] = c
    reasons: list[Reason] = []
    converted: list[int] = []
    for dr, dc in _ORTHOGONAL:
        q, f = b.step(p, dr, dc), b.step(p, dr, dc, 2)
        if q is not None and f is not None and cells[q] == NEUTRAL and cells[f] == c:
            converted.append(q)
            reasons.append(
                _reason("converts", neutral=(q,), flank=(f,), direction=_direction(dr, dc))
            )
        g = b.step(p, dr, dc, 3)
        if b.at(q) == NEUTRAL and b.at(f) == NEUTRAL and g is not None and cells[g] == c:
            assert q is not None and f is not None
            reasons.append(_reason("two_neutrals_stay", neutrals=tuple(sorted((q, f))), flank=(g,)))
    for dr, dc in _DIAGONAL:
        q, f = b.step(p, dr, dc), b.step(p, dr, dc, 2)
        if q is not None and f is not None and cells[q] == NEUTRAL and cells[f] == c:
            reasons.append(_reason("diagonal_neutral_stays", neutral=(q,), flank=(f,)))
    for q in converted:
        cells[q] = c
    taken: set[int] = set()
    for s in (p, *converted):
        for dr, dc in (*_ORTHOGONAL, *_DIAGONAL):
            x, y, f = (b.step(s, dr, dc, k) for k in (1, 2, 3))
            if f is None or x is None or y is None:
                continue
            if cells[x] == o and cells[y] == o and cells[f] == c:
                taken.update((x, y))
                pair, direction = tuple(sorted((x, y))), _direction(dr, dc)
                if s == p:
                    reasons.append(_reason("captures", pair=pair, flank=(f,), direction=direction))
                else:
                    reasons.append(
                        _reason(
                            "captures_through_conversion",
                            pair=pair, through=(s,), flank=(f,), direction=direction,
                        )
                    )
    for dr, dc in (*_ORTHOGONAL, *_DIAGONAL):
        mate, far, back = b.step(p, dr, dc), b.step(p, dr, dc, 2), b.step(p, -dr, -dc)
        if (
            mate is not None and far is not None and back is not None
            and cells[mate] == c and cells[far] == o and cells[back] == o
        ):
            reasons.append(
                _reason("safe_in_flank", pair=tuple(sorted((p, mate))),
                        flanks=tuple(sorted((back, far))))
            )
    total = before + len(taken)
    if taken:
        reasons.append(
            _reason("capture_total", gained=len(taken), before=before, total=total,
                    goal=CAPTURES_TO_WIN)
        )
    # Lines are read before the captured stones leave: removing the opponent's
    # stones cannot change a line of the mover.
    lines: list[tuple[int, ...]] = []
    diagonals: list[tuple[int, ...]] = []
    for s in (p, *converted):
        for dr, dc in ((0, 1), (1, 0)):
            line = b.run(s, dr, dc, c)
            if len(line) >= LINE_TO_WIN and line not in lines:
                lines.append(line)
                reasons.append(_reason("five", line=line, direction=_direction(dr, dc)))
        for dr, dc in ((1, 1), (1, -1)):
            line = b.run(s, dr, dc, c)
            if len(line) >= LINE_TO_WIN and line not in diagonals:
                diagonals.append(line)
                reasons.append(_reason("diagonal_five", line=line))
    winner = EMPTY
    if lines:
        winner = c
        reasons.append(_reason("wins_five", winner=_NAMES[c]))
    elif total >= CAPTURES_TO_WIN:
        winner = c
        reasons.append(_reason("wins_captures", winner=_NAMES[c], total=total))
    return reasons, winner


def what_happened(state: GameState) -> Explanation | None:
    """What the last move pushed did, from the engine's account of it (``last_effect``).

    ``None`` when no move was pushed. The board before the move is the board now with
    the effect's captured stones put back and its converted stones neutral again; it is
    read as :func:`explain` reads a board, so the reasons are the same as before the move.
    """
    s = _deago(state)
    effect = s.last_effect
    if effect is None or s.last_move is None:
        return None
    c = effect.player
    if effect.move == PASS:
        return _pass(s, c, s.passes)
    cells = list(s.cells)
    for q in effect.captured:
        cells[q] = 3 - c
    for q in effect.converted:
        cells[q] = NEUTRAL
    cells[effect.move] = EMPTY
    before = s.captured(c) - len(effect.captured)
    reasons, _ = _placement(s.geometry, cells, effect.move, c, before)
    return Explanation(
        "deago", effect.move, s.move_text(effect.move), c, True, tuple(reasons), s.winner
    )


ASSISTANT = RulesAssistant(
    paragraphs=PARAGRAPHS,
    codes=CODES,
    texts=TEXTS,
    explain=explain,
    what_happened=what_happened,
    sources=SOURCES,
)
"""DEAGO's rules assistant (``SPEC.assistant``)."""
