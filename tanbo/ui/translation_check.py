"""Checks a translation against the English source (pure Python, no pygame).

:func:`problems` lists, for every language of the registry (each a file of
``tanbo/ui/lang/``: Russian and Spanish alike), each key of the string tables that the
language lacks, each text with a field the English one has not (the
code does not pass it: :func:`tanbo.ui.i18n.tr` falls back to English and the sentence
is lost; a translation may leave a field out, as Russian says "the opponent's last
root"), and each counted noun (``{n:a|b}``) whose number of forms is not the language's
number of plural categories. :func:`source_problems` does the same for the games'
citations of their official rules (``tanbo/games/<game>/sources.py``: each source's name,
each rule point's name and what it says, in every language).
``tests/ui/test_translations.py`` runs both;
``python -m tanbo.ui.translation_check`` prints it (the work list of a new language).
"""

from __future__ import annotations

import string
from collections.abc import Iterable, Mapping

from tanbo.explain import Sources

__all__ = ["fields", "problems", "source_problems", "ALTERNATIVES"]

ALTERNATIVES: Mapping[str, frozenset[str]] = {
    # the puzzle themes pass the side in the nominative and in the genitive (Russian:
    # "Ход чёрных"), and the number of moves alone and counted: a translation uses
    # whichever its grammar needs
    "side": frozenset({"side", "side_gen"}),
    "moves": frozenset({"moves", "n"}),
}
"""Fields a translation may use instead of the English one: the code passes both."""


def fields(text: str) -> list[tuple[str, str]]:
    """The fields of a template: ``(name, format spec)`` in order (``ValueError`` for a
    broken template)."""
    return [(name, spec or "") for _, name, spec, _ in string.Formatter().parse(text)
            if name is not None]


def _names(text: str) -> set[str]:
    return {name for name, _ in fields(text)}


def _allowed(english: set[str]) -> set[str]:
    out = set(english)
    for name in english:
        out |= ALTERNATIVES.get(name, frozenset())
    return out


def problems(
    strings: Mapping[str, Mapping[str, str]], plurals: Mapping[str, int],
    source: str = "en",
) -> list[str]:
    """Every problem of every language of ``plurals`` (code: number of plural categories)
    in ``strings`` against ``source``, one line each, sorted by language and key."""
    out: list[str] = []
    english = strings[source]
    for code, forms in plurals.items():
        if code == source:
            continue
        table = strings.get(code, {})
        for key in sorted(english):
            if key not in table:
                out.append(f"{code}: {key}: missing")
                continue
            out.extend(f"{code}: {key}: {p}" for p in _text_problems(
                english[key], table[key], forms))
    return sorted(out)


def _text_problems(english: str, text: str, forms: int) -> list[str]:
    try:
        theirs = fields(text)
    except ValueError as exc:
        return [f"broken template ({exc})"]
    mine = _names(english)
    names = {name for name, _ in theirs}
    out = []
    extra = sorted(names - _allowed(mine))
    if extra:
        out.append(f"fields {extra} that the English has not ({sorted(mine)})")
    for name, spec in theirs:
        if "|" in spec and len(spec.split("|")) != forms:
            out.append(f"{{{name}}} has {len(spec.split('|'))} plural forms, not {forms}")
    return out


def source_problems(
    games: Mapping[str, Sources], languages: Iterable[str], source: str = "en",
) -> list[str]:
    """Every entry of every game's citation tables (``sources``, ``points``, ``says``) that
    the English has and a language of ``languages`` lacks (or leaves empty), one line
    each: ``es: tanbo.says.placement: missing``, sorted."""
    out: list[str] = []
    for code in languages:
        if code == source:
            continue
        for game, sources in games.items():
            for name in ("sources", "points", "says"):
                tables: Mapping[str, Mapping[str, str]] = getattr(sources, name)
                theirs = tables.get(code, {})
                out.extend(f"{code}: {game}.{name}.{key}: missing"
                           for key in tables[source] if not theirs.get(key, "").strip())
    return sorted(out)


def main() -> int:
    """Print every problem of every language, texts then citations (a new language's
    work list)."""
    import tanbo.ui.app
    import tanbo.ui.lessons_text  # noqa: F401
    from tanbo.games import GAMES
    from tanbo.ui.i18n import STRINGS
    from tanbo.ui.lang import LANGUAGES

    found = problems(STRINGS, {c: len(lang.plurals) for c, lang in LANGUAGES.items()})
    found += source_problems({name: spec.assistant.sources for name, spec in GAMES.items()},
                             LANGUAGES)
    print("\n".join(found) if found else "every language has every text")
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main())
