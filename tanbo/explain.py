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

Each code also cites the official rule it applies (:class:`Citation`, kept with the
game's :class:`Sources` in ``tanbo/games/<game>/sources.py``): the source (a rule text
and where to check it) and the point of it, with what that point says in the app's own
words; or, where the rule texts are silent, :data:`APP`: the app's own decision.
This module imports no game.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

__all__ = [
    "APP",
    "Citation",
    "Sources",
    "ReasonArg",
    "Reason",
    "Explanation",
    "render_arg",
    "reason_text",
    "explanation_lines",
    "explanation_json",
]

APP = "app"
"""The source of a point the rule texts do not settle: the app's own decision."""


@dataclass(frozen=True)
class Citation:
    """Where a reason's rule comes from: ``source`` (an id of :attr:`Sources.sources`, or
    :data:`APP`) and ``point``, the id of the rule point in it (:attr:`Sources.points`)."""

    source: str
    point: str

    @property
    def decided(self) -> bool:
        """True when the rule texts do not say it: the app decides."""
        return self.source == APP


@dataclass(frozen=True)
class Sources:
    """A game's citations: every reason code's :class:`Citation` (``cites``) and, per
    language (``en``, ``ru``, ``es``: every language of the UI, which
    ``python -m tanbo.ui.translation_check`` holds them to), the sources' names with
    where to check them (``sources``; :data:`APP` included), the rule points' names
    (``points``) and what each point says in the app's own words (``says``)."""

    cites: Mapping[str, Citation]
    sources: Mapping[str, Mapping[str, str]]
    points: Mapping[str, Mapping[str, str]]
    says: Mapping[str, Mapping[str, str]]

    def label(self, lang: str, code: str) -> str:
        """The source and rule point of ``code``: "Mark Steere's rules
        (marksteeregames.com), placement" (English where ``lang`` has no table;
        ``KeyError`` for a code with no citation)."""
        cite = self.cites[code]
        lang = lang if lang in self.sources else "en"
        source = self.sources[lang][cite.source]
        point = self.points[lang].get(cite.point, "")
        return f"{source}, {point}" if point else source

    def summary(self, lang: str, codes: Sequence[str]) -> str:
        """The rules behind ``codes`` in one line: each source once with its points
        ("Mark Steere's rules (marksteeregames.com): roots; bounded roots"), the app's own
        decisions with what they decide; ``""`` for no codes."""
        lang = lang if lang in self.sources else "en"
        points: dict[str, list[str]] = {}
        for code in codes:
            cite = self.cites[code]
            name = (self.says[lang][cite.point] if cite.decided
                    else self.points[lang].get(cite.point, ""))
            found = points.setdefault(cite.source, [])
            if name and name not in found:
                found.append(name)
        return ". ".join(
            f"{self.sources[lang][source]}: {'; '.join(names)}" if names
            else self.sources[lang][source]
            for source, names in points.items()
        )

    def text(self, lang: str, code: str) -> str:
        """The whole citation of ``code``: its :meth:`label`, then what the point says."""
        cite = self.cites[code]
        says = self.says[lang if lang in self.says else "en"][cite.point]
        return f"{self.label(lang, code)}: {says}."  # a sentence: it ends


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
    sources: Sources | None = None,
) -> list[str]:
    """The answer in plain English: the verdict, then one line per reason with its paragraph.

    A paragraph is named by its id and, when ``paragraphs`` (the Rules screen's ids in
    order) has it, its number on the screen: ``[rules 5: self_removal]``. With
    ``happened`` the first line says what was played (``what_happened``'s answer). With
    ``sources`` each reason is followed by its official rule: ``  source: <citation>``.
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
        if sources is not None:
            lines.append(f"  source: {sources.text('en', reason.code)}")
    return lines


def _json_arg(value: ReasonArg, point_name: Callable[[int], str]) -> object:
    if isinstance(value, tuple):
        return [point_name(p) for p in value]
    return value


_RESULTS = {0: "ongoing", 1: "black wins", 2: "white wins", 3: "draw"}


def _source_json(sources: Sources, code: str) -> dict[str, object]:
    cite = sources.cites[code]
    return {
        "name": sources.sources["en"][cite.source],
        "point": cite.point,
        "decided": cite.decided,
        "text": sources.text("en", code),
    }


def explanation_json(
    expl: Explanation,
    texts: Mapping[str, str],
    point_name: Callable[[int], str],
    sources: Sources | None = None,
) -> str:
    """The answer as one JSON object (points by name; each reason with its English text
    and, with ``sources``, its ``source``: the official rule it applies, or the app's
    decision)."""
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
                **({"source": _source_json(sources, r.code)} if sources is not None else {}),
            }
            for r in expl.reasons
        ],
    }
    return json.dumps(obj, ensure_ascii=False)
