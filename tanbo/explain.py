"""The rules assistant's answers: structured reasons, and their plain-English and JSON forms.

Each game's rules wing explains its own moves (``tanbo/games/<game>/explain.py``) and
offers that through :attr:`tanbo.game.GameSpec.assistant`
(a :class:`tanbo.game.RulesAssistant`), so the command line (``python -m tanbo explain``)
and the UI ask ``game_of(state).assistant.explain(state, point)`` with no per-game branch.

An answer is an :class:`Explanation`: the move, who would play it, whether it is legal,
and its :class:`Reason` s in order. A reason is a stable **code** (per game, e.g.
``grows_root``, ``captures``), the **id of the Rules-screen paragraph** it comes from
(e.g. ``placement``) and its data as named arguments. An argument is one of three kinds,
so any front end can render it without knowing the game:

* ``tuple[int, ...]`` -- points (point indices; one point is a 1-tuple);
* ``int`` -- a number (a count, a total);
* ``str`` -- a token to translate: a colour (``black``, ``white``, ``neutral``), a
  direction (``across``, ``up and down``, ``diagonal``).

The texts are templates keyed by code (``{name}`` is an argument); the wings carry the
English ones for the command line, the UI will key its translations by the same codes.
This module imports no game.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

__all__ = [
    "ReasonArg",
    "Reason",
    "Explanation",
    "render_arg",
    "reason_text",
    "explanation_lines",
    "explanation_json",
]

ReasonArg = int | str | tuple[int, ...]
"""A reason's argument: a number, a token, or points (see the module docstring)."""


@dataclass(frozen=True)
class Reason:
    """One reason of an answer: ``code``, the Rules paragraph id it comes from, its data."""

    code: str
    paragraph: str
    args: tuple[tuple[str, ReasonArg], ...] = ()

    @property
    def data(self) -> dict[str, ReasonArg]:
        """The arguments by name."""
        return dict(self.args)

    def points(self, name: str) -> tuple[int, ...]:
        """The points argument ``name`` (``KeyError`` if missing, ``TypeError`` if not points)."""
        value = self.data[name]
        if not isinstance(value, tuple):
            raise TypeError(f"argument {name!r} of {self.code!r} is not points")
        return value

    def number(self, name: str) -> int:
        """The number argument ``name`` (``KeyError`` if missing, ``TypeError`` if not a number)."""
        value = self.data[name]
        if not isinstance(value, int):
            raise TypeError(f"argument {name!r} of {self.code!r} is not a number")
        return value


@dataclass(frozen=True)
class Explanation:
    """The assistant's answer about one move (asked before it, or after: "what happened").

    ``move`` is a point index or the game's pass move, ``move_text`` its notation,
    ``mover`` the colour that plays (would play) it, ``legal`` the verdict, ``reasons``
    why and what it does, in order; ``winner`` is the result after the move (``0``
    ongoing, ``1``/``2``, or ``3`` a draw; for an illegal move the position's result).
    """

    game: str
    move: int
    move_text: str
    mover: int
    legal: bool
    reasons: tuple[Reason, ...]
    winner: int = 0

    @property
    def codes(self) -> tuple[str, ...]:
        """The reasons' codes, in order."""
        return tuple(r.code for r in self.reasons)

    def first(self, code: str) -> Reason | None:
        """The first reason with ``code``, or ``None``."""
        return next((r for r in self.reasons if r.code == code), None)

    def all(self, code: str) -> tuple[Reason, ...]:
        """Every reason with ``code``, in order."""
        return tuple(r for r in self.reasons if r.code == code)


_COLOURS = {1: "Black", 2: "White", 3: "neutral"}


def render_arg(value: ReasonArg, point_name: Callable[[int], str]) -> str:
    """An argument in English: points by name (``c3 d3``), numbers and tokens as they are."""
    if isinstance(value, tuple):
        return " ".join(point_name(p) for p in value)
    if isinstance(value, str) and value in ("black", "white"):
        return value.capitalize()
    return str(value)


def reason_text(reason: Reason, texts: Mapping[str, str], point_name: Callable[[int], str]) -> str:
    """The reason in English from its template (``texts[code]``, ``{name}`` an argument)."""
    rendered = {name: render_arg(value, point_name) for name, value in reason.args}
    return texts[reason.code].format_map(rendered)


def _verdict(expl: Explanation) -> str:
    side = _COLOURS.get(expl.mover, str(expl.mover))
    return f"{expl.move_text}: {'legal' if expl.legal else 'illegal'} for {side}"


def explanation_lines(
    expl: Explanation,
    texts: Mapping[str, str],
    point_name: Callable[[int], str],
    paragraphs: Sequence[str] = (),
    *,
    happened: bool = False,
) -> list[str]:
    """The answer in plain English: the verdict, then one line per reason with its paragraph.

    A paragraph is named by its id and, when ``paragraphs`` (the Rules screen's ids in
    order) has it, its number on the screen: ``[rules 5: self_removal]``. With
    ``happened`` the first line says what was played (``what_happened``'s answer).
    """
    if happened:
        head = f"{expl.move_text}: played by {_COLOURS.get(expl.mover, str(expl.mover))}"
    else:
        head = _verdict(expl)
    lines = [head]
    for reason in expl.reasons:
        where = reason.paragraph
        if where in paragraphs:
            where = f"{list(paragraphs).index(where) + 1}: {where}"
        lines.append(f"- {reason_text(reason, texts, point_name)} [rules {where}]")
    return lines


def _json_arg(value: ReasonArg, point_name: Callable[[int], str]) -> object:
    if isinstance(value, tuple):
        return [point_name(p) for p in value]
    return value


_RESULTS = {0: "ongoing", 1: "black wins", 2: "white wins", 3: "draw"}


def explanation_json(
    expl: Explanation, texts: Mapping[str, str], point_name: Callable[[int], str]
) -> str:
    """The answer as one JSON object (points by name; each reason with its English text)."""
    obj = {
        "game": expl.game,
        "move": expl.move_text,
        "mover": _COLOURS.get(expl.mover, str(expl.mover)).lower(),
        "legal": expl.legal,
        "result": _RESULTS.get(expl.winner, str(expl.winner)),
        "reasons": [
            {
                "code": r.code,
                "paragraph": r.paragraph,
                "args": {name: _json_arg(value, point_name) for name, value in r.args},
                "text": reason_text(r, texts, point_name),
            }
            for r in expl.reasons
        ],
    }
    return json.dumps(obj, ensure_ascii=False)
