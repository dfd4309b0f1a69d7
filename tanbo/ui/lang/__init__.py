"""The language registry: every language of the UI, one module per language here.

Each module of this package holds ``LANGUAGE``, a :class:`tanbo.ui.language.Language`.
English (``en``) is the source, kept in the modules that use its texts; every other
language's file holds all its texts (``ru``, ``es``; ``tools/move_translation.py``
moves a translation written beside the English into its file). Every language
list of the app (the first start's question, Home, the new-game menu, the language
button and key, the settings' check, the browser's preferred-language pick) is made
from :data:`LANGUAGES`: a new language is a new file here, then the completeness test
(``tests/ui/test_translations.py``).
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterable

from tanbo.ui.language import Language

__all__ = ["LANGUAGES", "CODES", "discover", "language", "next_code", "pick"]

SOURCE = "en"
"""The language every other falls back to."""


def discover(paths: Iterable[str], package: str) -> dict[str, Language]:
    """Every ``LANGUAGE`` of the modules of ``package`` found in ``paths``, by code
    (English first, then by their ``order``, then by code)."""
    found: list[Language] = []
    for info in pkgutil.iter_modules(list(paths)):
        module = importlib.import_module(f"{package}.{info.name}")
        entry = vars(module).get("LANGUAGE")  # a language's file; a helper module has none
        if isinstance(entry, Language):
            found.append(entry)
    found.sort(key=lambda lang: (lang.code != SOURCE, lang.order, lang.code))
    return {lang.code: lang for lang in found}


LANGUAGES: dict[str, Language] = discover(__path__, __name__)
"""Every language by code, in the lists' order: English, Russian, Spanish, …"""

CODES: tuple[str, ...] = tuple(LANGUAGES)
"""The languages' codes in :data:`LANGUAGES` order."""


def language(code: str) -> Language:
    """The language of ``code`` (English for an unknown code)."""
    return LANGUAGES.get(code, LANGUAGES[SOURCE])


def next_code(code: str) -> str:
    """The language after ``code`` in the list, round (the L key, the language button)."""
    i = CODES.index(code) if code in CODES else -1
    return CODES[(i + 1) % len(CODES)]


def pick(preferred: Iterable[str]) -> str:
    """The first of ``preferred`` (BCP 47 tags, best first: a browser's
    ``navigator.languages``) that the UI speaks, by its primary subtag; else English."""
    for tag in preferred:
        primary = str(tag).strip().replace("_", "-").split("-")[0].lower()
        if primary in LANGUAGES:
            return primary
    return SOURCE
