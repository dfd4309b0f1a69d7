"""What the UI knows of a language besides its texts (pure Python, no pygame).

A :class:`Language` is one entry of the language registry (:mod:`tanbo.ui.lang`): its
code, its own name, its plural rule by CLDR categories and, for a translation (each
in its own file), every text of every table. English is the source: its texts stay in
the modules that use them (``tanbo/ui/i18n.py``, ``*_strings.py``, ``*_text.py``, each game's
``strings.py`` and ``reasons.py``).

A counted noun in a template lists one form per category of the language, in the
order of :attr:`Language.plurals` (``{n:game|games}``; Russian ``{n:партия|партии|партий}``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

__all__ = ["Language", "one_other", "one_few_many"]


def one_other(n: int) -> str:
    """The CLDR category of a whole number in English or Spanish: ``one`` for 1."""
    return "one" if abs(n) == 1 else "other"


def one_few_many(n: int) -> str:
    """The CLDR category of a whole number in Russian (and Ukrainian): ``one`` 1, 21, 101;
    ``few`` 2-4, 22-24; ``many`` 0, 5-20, 25-30, 111."""
    n = abs(n)
    if n % 10 == 1 and n % 100 != 11:
        return "one"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return "few"
    return "many"


@dataclass(frozen=True)
class Language:
    """One language of the UI.

    ``order`` places the language in every list (the L key's round: English, Russian,
    Spanish, then a new one). ``plurals`` are the CLDR categories a counted noun lists
    forms for, in order; ``plural`` picks the category of a number. A translation in
    its own file gives
    ``texts`` (every key of every table: shared, lessons, puzzles, profiles, each game's
    ``<game>.<key>``), the rules assistant's grammar (``nouns``: each counted noun's
    forms; ``tokens``: each colour's and direction's words by form) and the engine's
    reasons for an illegal move (``engine_reasons``: an English regular expression and
    its translation, ``{n}`` the number it matched).
    """

    code: str
    name: str
    plurals: tuple[str, ...]
    plural: Callable[[int], str]
    order: int = 100
    texts: Mapping[str, str] = field(default_factory=dict)
    nouns: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    tokens: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    engine_reasons: tuple[tuple[str, str], ...] = ()

    def form(self, n: int, forms: tuple[str, ...] | list[str]) -> str:
        """The form of a counted noun that fits ``n`` (``forms`` in :attr:`plurals` order;
        a short list gives its last form, never an error)."""
        category = self.plural(n)
        index = self.plurals.index(category) if category in self.plurals else len(forms) - 1
        return forms[min(index, len(forms) - 1)]
