"""What the text interface says about a position: pure functions of a state and a
language (the board by rows, the legal moves, the rules assistant's answers, a move
just played, whose turn and the score, the result)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from tanbo.errors import TanboError
from tanbo.explain import Explanation
from tanbo.game import DRAW, GameState
from tanbo.games import game_of
from tanbo.players import HUMAN
from tanbo.ui.games import GenericTexts, game_texts
from tanbo.ui.i18n import tr
from tanbo.ui.reasons import describe

__all__ = ["side", "player_name", "rows", "groups", "legal", "why", "last", "move_lines", "status",
           "result", "MAX_LISTED"]

MAX_LISTED = 60
"""The most legal moves named in one answer (the rest are counted)."""
_NAME = re.compile(r"([a-z]+)([0-9]+)")


def side(lang: str, colour: int, form: str = "side") -> str:
    """A colour's name: ``side`` "Black"/"Чёрные"/"Negras", or ``side_gen`` within a
    sentence that declines it ("Ход чёрных": ``text.side_gen.<colour>``)."""
    if form == "side":
        return tr(lang, "black" if colour == 1 else "white")
    return tr(lang, f"text.{form}.{colour}")


def player_name(lang: str, key: str) -> str:
    """A side's player as the text interface names it: "you", "level 3"."""
    if key == HUMAN:
        return tr(lang, "text.human")
    number = key.removeprefix("level")
    return tr(lang, "text.computer", n=number) if number.isdigit() else key


def rows(lang: str, state: GameState) -> list[str]:
    """The board row by row, top row first, runs of equal points joined:
    "Row 7: a to c empty, d black, e to g empty."."""
    view = game_texts(state.game_name)
    geo = state.geometry
    out = []
    for r in range(geo.height):
        cells: list[str] = []
        run: list[tuple[str, int]] = []
        for c in range(geo.width):
            p = geo.index(r, c)
            column = _NAME.fullmatch(state.point_name(p))
            letter = column.group(1) if column else str(c + 1)
            value = state.cell(p)
            if run and run[-1][1] != value:
                cells.append(_run(lang, view, run))
                run = []
            run.append((letter, value))
        cells.append(_run(lang, view, run))
        name = _NAME.fullmatch(state.point_name(geo.index(r, 0)))
        row = name.group(2) if name else str(r + 1)
        out.append(tr(lang, "text.row", row=row, cells=", ".join(cells)))
    return out


def _run(lang: str, view: GenericTexts, run: list[tuple[str, int]]) -> str:
    cell = view.t(lang, f"text.cell.{run[0][1]}")
    if len(run) == 1:
        return f"{run[0][0]} {cell}"
    return tr(lang, "text.run", first=run[0][0], last=run[-1][0], cell=cell)


def groups(lang: str, state: GameState) -> list[str]:
    """The game's own reading of the board (Tanbo's roots, DEAGO's threats)."""
    lines = list(game_texts(state.game_name).groups_lines(lang, state))
    return lines or [tr(lang, "text.no_groups")]


def legal(lang: str, state: GameState) -> list[str]:
    """The legal moves, named (the pass by its word), at most :data:`MAX_LISTED`."""
    view = game_texts(state.game_name)
    moves = state.legal_moves()
    if not moves:
        return [tr(lang, "text.no_legal")]
    names = [view.move_label(lang, state, m) for m in sorted(moves, key=_order(state))]
    shown = ", ".join(names[:MAX_LISTED])
    if len(names) > MAX_LISTED:
        shown += " " + tr(lang, "text.legal_more", n=len(names) - MAX_LISTED)
    return [tr(lang, "text.legal", n=len(names), moves=shown)]


def _order(state: GameState) -> Callable[[int], tuple[bool, int]]:
    """Points in reading order (the rows as :func:`rows` reads them), the pass last."""
    return lambda m: (m < 0, m)


def _told(expl: Explanation) -> Explanation:
    """``expl`` without the game's routine reasons (DEAGO's "any empty point")."""
    routine = game_texts(expl.game).routine_reasons
    return replace(expl, reasons=tuple(r for r in expl.reasons if r.code not in routine))


def why(lang: str, state: GameState, point: int) -> list[str]:
    """The rules assistant's answer: may the side to move play ``point``, why, and what
    it would do (every reason, the routine ones too: they answer "why")."""
    try:
        expl = game_of(state).assistant.explain(state, point)
    except TanboError as exc:
        return [str(exc)]
    return describe(lang, expl, state.point_name)


def last(lang: str, state: GameState) -> list[str]:
    """What the last move did, as the rules assistant tells it."""
    expl = game_of(state).assistant.what_happened(state)
    if expl is None:
        return [tr(lang, "text.no_last")]
    return move_lines(lang, state, expl)


def move_lines(lang: str, state: GameState, expl: Explanation | None = None) -> list[str]:
    """The last move of ``state`` as an announcement: who played where, then what it did
    (removed roots, conversions, captures: the assistant's sentences), then the result
    if it ended the game."""
    if expl is None:
        expl = game_of(state).assistant.what_happened(state)
    if expl is None:
        return []
    spec = game_of(state)
    if spec.pass_move is not None and expl.move == spec.pass_move:
        head = tr(lang, "text.pass", side=side(lang, expl.mover))
    else:
        head = tr(lang, "text.move", side=side(lang, expl.mover),
                  side_gen=side(lang, expl.mover, "side_gen"), move=expl.move_text)
    sentences = describe(lang, _told(expl), state.point_name, happened=True)[1:]
    lines = [" ".join([head, *sentences])]
    if state.is_over:
        lines.append(result(lang, state))
    return lines


def status(lang: str, state: GameState) -> list[str]:
    """Whose turn (or the result) and both sides' counts."""
    view = game_texts(state.game_name)
    head = (result(lang, state) if state.is_over else
            tr(lang, "text.to_move", side=side(lang, state.to_move), n=state.ply + 1))
    counts = "; ".join(f"{side(lang, c)}: {view.side_info(lang, state, c).counts}"
                       for c in (1, 2))
    return [head, counts + "."]


def result(lang: str, state: GameState, winner: int | None = None) -> str:
    """How the game ended: who won (or the draw) and why."""
    won = state.winner if winner is None else winner
    view = game_texts(state.game_name)
    text = tr(lang, "text.draw") if won == DRAW else tr(lang, "text.wins", side=side(lang, won))
    reason = view.end_reason_text(lang, state, lambda c: side(lang, c))
    return tr(lang, "text.over", result=f"{text} {reason}".strip())
