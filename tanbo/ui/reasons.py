# ruff: noqa: RUF001  (the rule link's angle quote)
"""The rules assistant's answers as sentences, in every language (no pygame here).

:func:`describe` turns an engine :class:`tanbo.explain.Explanation` into the verdict and
one plain sentence per reason; :func:`paragraph_ids` lists the Rules-screen paragraphs
the reasons come from. The sentences are templates keyed by the engine's reason codes,
kept in each game's UI wing (``tanbo/ui/games/<game>/reasons.py``) and registered with
the view registry as ``<game>.reason.<code>``, so this module knows no game.

A template's ``{name}`` is the reason's argument ``name``; ``{name:form}`` renders it
in a form (unknown forms are errors, and ``tests/ui/test_assistant_reasons.py``
renders every code the engine gives):

* points (a tuple): their names in the board's notation, ``c3, d3``; no form;
* a number: as it is, or ``{n:NOUN}`` the number with its noun in the right plural
  (:data:`NOUNS`: ``stone`` "3 stones" / "3 камня"; Russian ``stone.gen`` "3 камней",
  ``root``, ``root.gen``);
* a token (:data:`TOKENS`: a colour ``black``/``white``/``neutral`` or a direction):
  as it is, or a form -- ``side`` "Black"/"Чёрные", ``side_l`` "чёрные", ``poss``
  "Black's", ``gen_pl`` "чёрных", ``adj_m`` "чёрный", ``adj_m_gen`` "чёрного";
* the move itself, :data:`SUBJECT` (``{it:It}``, ``{it:Ход}``): the word after the colon,
  or the move's name when the answer is about a move the reader did not make
  (``subject``: a puzzle's refutation says "White's reply d5 touches…", not "It
  touches…").
"""

from __future__ import annotations

import string
from collections.abc import Callable, Mapping

import tanbo.ui.games  # noqa: F401  (registers every game's reason texts)
from tanbo.explain import Explanation, Reason, ReasonArg
from tanbo.games import GAMES
from tanbo.geometry import Geometry
from tanbo.ui.i18n import STRINGS, add_strings, plural_ru, tr
from tanbo.ui.lang import LANGUAGES, language

__all__ = [
    "SUBJECT",
    "NOUNS",
    "TOKENS",
    "reason_key",
    "reason_sentence",
    "describe",
    "cited",
    "verdict",
    "paragraph_ids",
    "paragraph_title",
    "move_name",
    "plural_ru",
]

NOUNS: dict[str, dict[str, tuple[str, ...]]] = {
    # English: (one, many); a translation's file lists its own (Russian one, few, many)
    "en": {
        "stone": ("stone", "stones"),
        "stone.gen": ("stone", "stones"),
        "root": ("root", "roots"),
        "root.gen": ("root", "roots"),
    },
}
NOUNS.update({code: dict(lang.nouns) for code, lang in LANGUAGES.items() if lang.nouns})
"""Counted nouns per language, one form per plural category: ``{n:stone}`` is ``n`` with
the right form (a language in a file of its own brings its own)."""

SUBJECT = "it"
"""The field of a template that is the move the reason is about (see the module doc)."""


class _Subject:
    """The value of :data:`SUBJECT`: a name for the move, or ``None`` for the template's own
    word (the field's form)."""

    def __init__(self, name: str | None) -> None:
        self.name = name


_COLOUR_FORMS_EN = {"side": "{C}", "side_l": "{c}", "poss": "{C}'s", "gen_pl": "{c}",
                    "adj_m": "{c}", "adj_m_gen": "{c}"}

TOKENS: dict[str, dict[str, dict[str, str]]] = {
    "en": {
        **{
            c: {"": c, **{f: t.format(c=c, C=c.capitalize()) for f, t in _COLOUR_FORMS_EN.items()}}
            for c in ("black", "white", "neutral")
        },
        "across": {"": "across"},
        "up and down": {"": "up and down"},
        "diagonal": {"": "diagonally"},
    },
}
TOKENS.update({code: {k: dict(v) for k, v in lang.tokens.items()}
               for code, lang in LANGUAGES.items() if lang.tokens})
"""The words of each token per language and form (``""`` the plain form); a language in
a file of its own brings its own forms."""

add_strings(
    {  # the verdicts here; the rest is what the assistant's sheet (screens/why.py) says
        "en": {
            "why.legal": "{move}: a legal move for {side}.",
            "why.illegal": "{move}: not a legal move for {side}.",
            "why.happened": "{move}: played by {side}.",
            "btn.why": "Why?",
            "why.on": "{label}: on",
            "btn.happened": "What happened?",
            "why.title": "Why? {move}",
            "why.title_happened": "What happened? {move}",
            "why.asked": "move {n}",
            "why.before": "The board shows the position before this move.",
            "why.rule": "Rules {n}: {title} ›",
            "why.earlier": "All questions ({n})",
            "why.answer": "The answer",
            "why.list_title": "Questions asked in this game",
            "why.item_legal": "move {n} · Why? {move}: legal",
            "why.item_illegal": "move {n} · Why? {move}: not legal",
            "why.item_happened": "move {n} · What happened? {move}",
            "why.more": "… and {n} earlier",
            "why.no_move": "No move has been played yet.",
            "why.side.1": "Black",  # a side mid-sentence (the verdicts' {side})
            "why.side.2": "White",
        },
    }
)

_SIDES = {1: "black", 2: "white"}


def _counted(lang: str, n: int, noun: str) -> str:
    code = lang if lang in NOUNS else "en"
    forms = NOUNS[code][noun]  # KeyError: a template names no noun
    return f"{n} {language(code).form(n, forms)}"


class _Formatter(string.Formatter):
    """Renders a template's fields from a reason's raw arguments (see the module doc)."""

    def __init__(self, lang: str, point_name: Callable[[int], str]) -> None:
        super().__init__()
        self.lang = lang if lang in TOKENS else "en"
        self.point_name = point_name

    def format_field(self, value: object, format_spec: str) -> str:
        if isinstance(value, _Subject):
            return value.name or format_spec
        if isinstance(value, tuple):
            if format_spec:
                raise ValueError(f"points take no form, got {format_spec!r}")
            return ", ".join(self.point_name(p) for p in value)
        if isinstance(value, bool) or not isinstance(value, int | str):
            raise TypeError(f"not a reason argument: {value!r}")
        if isinstance(value, int):
            return _counted(self.lang, value, format_spec) if format_spec else str(value)
        forms = TOKENS[self.lang][value]  # KeyError: a token with no words
        if format_spec not in forms:
            raise ValueError(f"no form {format_spec!r} of {value!r} in {self.lang}")
        return forms[format_spec]


def reason_key(game: str, code: str) -> str:
    """The string-table key of a reason's template: ``<game>.reason.<code>``."""
    return f"{game}.reason.{code}"


def reason_sentence(
    lang: str, game: str, reason: Reason, point_name: Callable[[int], str],
    subject: str | None = None,
) -> str:
    """One reason as a sentence in ``lang`` (English when ``lang`` has no template);
    ``subject`` names the move where the template says "it" (:data:`SUBJECT`).

    ``KeyError`` when no language has a template for the code, or it names an argument
    the reason lacks; ``ValueError`` for a form the argument has not.
    """
    key = reason_key(game, reason.code)
    table = STRINGS.get(lang, STRINGS["en"])
    template = table.get(key) or STRINGS["en"][key]
    fmt = _Formatter(lang if key in table else "en", point_name)
    data: Mapping[str, ReasonArg] = reason.data
    return fmt.vformat(template, (), {**data, SUBJECT: _Subject(subject)})


def _geometry_name(expl: Explanation) -> Callable[[int], str]:
    """Point names guessed from the answer alone: the game's board whose name of
    ``expl.move`` is ``expl.move_text`` (the default board when none fits, e.g. a pass)."""
    spec = GAMES[expl.game]
    sizes = [spec.default_size] + [s for setup in spec.setups for s in spec.sizes(setup)]
    for w, h in sizes:
        g = Geometry.of(w, h)
        if 0 <= expl.move < g.npoints and g.point_name(expl.move) == expl.move_text:
            return g.point_name
    w, h = spec.default_size
    g = Geometry.of(w, h)
    return lambda p: g.point_name(p) if 0 <= p < g.npoints else str(p)


def verdict(lang: str, expl: Explanation, *, happened: bool = False) -> str:
    """The answer's first line: legal or not for whom (or, ``happened``, who played it)."""
    spec = GAMES[expl.game]
    move = expl.move_text
    if spec.pass_move is not None and expl.move == spec.pass_move:
        move = tr(lang, "move.pass")
    side = tr(lang, f"why.side.{expl.mover if expl.mover in _SIDES else 1}")
    key = "why.happened" if happened else ("why.legal" if expl.legal else "why.illegal")
    return tr(lang, key, move=move, side=side)


def describe(
    lang: str,
    explanation: Explanation,
    point_name: Callable[[int], str] | None = None,
    *,
    happened: bool = False,
    subject: str | None = None,
) -> list[str]:
    """The verdict and one plain sentence per reason, in ``lang``.

    ``point_name`` names points in the board's notation (pass ``state.point_name``);
    without it the board is guessed from the answer's move and its name.
    ``happened`` words the verdict for ``what_happened``'s answer ("played by");
    ``subject`` names the move in the sentences that say "it" of it.
    """
    names = point_name or _geometry_name(explanation)
    lines = [verdict(lang, explanation, happened=happened)]
    lines += [reason_sentence(lang, explanation.game, r, names, subject)
              for r in explanation.reasons]
    return lines


def cited(
    lang: str, explanation: Explanation, point_name: Callable[[int], str], *,
    happened: bool = False,
) -> list[str]:
    """The answer as the command line prints it in ``lang`` (``explain --lang``): the
    verdict, then each reason as ``- <sentence> [<n>: <Rules paragraph>]`` followed by
    its official rule, ``  <citation>`` (:meth:`tanbo.explain.Sources.text`)."""
    assistant = GAMES[explanation.game].assistant
    paragraphs = list(assistant.paragraphs)
    lines = describe(lang, explanation, point_name, happened=happened)
    out = [lines[0]]
    for reason, sentence in zip(explanation.reasons, lines[1:], strict=True):
        title = paragraph_title(lang, explanation.game, reason.paragraph)
        where = (f"{paragraphs.index(reason.paragraph) + 1}: {title}"
                 if reason.paragraph in paragraphs else title)
        out.append(f"- {sentence} [{where}]")
        out.append(f"  {assistant.sources.text(lang, reason.code)}")
    return out


def paragraph_title(lang: str, game: str, paragraph: str) -> str:
    """The short title of a Rules-screen paragraph (``<game>.rules.para.<id>``)."""
    return tr(lang, f"{game}.rules.para.{paragraph}")


def move_name(lang: str, game: str, move: int, point_name: Callable[[int], str]) -> str:
    """A move's name: the point in the board's notation, or the pass in ``lang``."""
    spec = GAMES[game]
    if spec.pass_move is not None and move == spec.pass_move:
        return tr(lang, "move.pass")
    return point_name(move)


def paragraph_ids(explanation: Explanation) -> tuple[str, ...]:
    """The Rules-screen paragraphs the reasons point to, each once, in the reasons' order."""
    return tuple(dict.fromkeys(r.paragraph for r in explanation.reasons))


