"""Every language of the registry has every text of every table, with the English
text's fields and its own number of plural forms, and every entry of both games'
citations of their rules (:mod:`tanbo.ui.translation_check`); the check itself finds a
planted missing key, a planted wrong field and a planted missing citation; the registry
finds a language file by itself; a gap or a faulty text falls back to English at run
time. Pure Python but for the game views' texts (imported with the app)."""

from __future__ import annotations

import ast
import copy
import sys
from dataclasses import replace
from pathlib import Path

import pytest

pytest.importorskip("pygame")

import tanbo.ui.app
import tanbo.ui.lessons_text  # noqa: F401
from tanbo.explain import Sources
from tanbo.games import GAMES
from tanbo.ui import i18n
from tanbo.ui.i18n import STRINGS, tr
from tanbo.ui.lang import LANGUAGES, discover, language, next_code, pick
from tanbo.ui.reasons import NOUNS, TOKENS
from tanbo.ui.translation_check import problems, source_problems

ROOT = Path(__file__).resolve().parents[2]
PLURALS = {code: len(lang.plurals) for code, lang in LANGUAGES.items()}
CITATIONS = {name: spec.assistant.sources for name, spec in GAMES.items()}


def test_every_language_has_every_text_with_the_english_fields() -> None:
    """The work list of a new language: it is empty for every registered one."""
    assert problems(STRINGS, PLURALS) == []


def test_a_planted_missing_key_is_found() -> None:
    planted = copy.deepcopy(STRINGS)
    del planted["es"]["btn.undo"]
    assert problems(planted, PLURALS) == ["es: btn.undo: missing"]


def test_a_planted_missing_russian_key_is_found() -> None:
    """Russian is checked as Spanish is: from its file, key by key."""
    planted = copy.deepcopy(STRINGS)
    del planted["ru"]["btn.undo"], planted["ru"]["deago.rules.text.3"]
    assert problems(planted, PLURALS) == ["ru: btn.undo: missing",
                                          "ru: deago.rules.text.3: missing"]


def _translated_entries(path: Path) -> list[str]:
    """The ``"<code>": ...`` entries of the dicts in ``path`` whose code is a language of
    the registry other than English, as ``file:line code``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [f"{path.relative_to(ROOT)}:{key.lineno} {key.value}"
            for node in ast.walk(tree) if isinstance(node, ast.Dict)
            for key in node.keys
            if isinstance(key, ast.Constant) and key.value in LANGUAGES and key.value != "en"]


def test_no_module_table_holds_a_translation() -> None:
    """English is the source, in the modules; every translation is one file of
    ``tanbo/ui/lang/`` (a translator writes there: ``tools/move_translation.py --lang``
    moves texts written beside the English). The engine's citations
    (``tanbo/games/<game>/sources.py``) keep every language: the engine cannot reach
    the UI's files."""
    found = [entry for path in sorted((ROOT / "tanbo").rglob("*.py"))
             if not path.is_relative_to(ROOT / "tanbo" / "ui" / "lang")
             and path.name != "sources.py"
             for entry in _translated_entries(path)]
    assert found == []
    citations = _translated_entries(ROOT / "tanbo" / "games" / "deago" / "sources.py")
    assert {entry.split()[-1] for entry in citations} == set(LANGUAGES) - {"en"}  # it sees
    for code in LANGUAGES:  # every text of a translation is its file's
        if code != "en":
            assert STRINGS[code] == dict(language(code).texts), code


def test_every_language_cites_every_rule_of_both_games() -> None:
    assert source_problems(CITATIONS, LANGUAGES) == []
    assert {"tanbo", "deago"} <= set(CITATIONS)


def _without(sources: Sources, table: str, lang: str, key: str, value: str | None) -> Sources:
    """``sources`` with ``table[lang][key]`` left out (``value`` None) or set to ``value``."""
    tables = {code: dict(entries) for code, entries in getattr(sources, table).items()}
    if value is None:
        del tables[lang][key]
    else:
        tables[lang][key] = value
    return replace(sources, **{table: tables})


def test_a_planted_missing_citation_is_found() -> None:
    planted = {**CITATIONS, "deago": _without(CITATIONS["deago"], "says", "es", "mod4", None)}
    assert source_problems(planted, LANGUAGES) == ["es: deago.says.mod4: missing"]
    planted = {**CITATIONS, "tanbo": _without(CITATIONS["tanbo"], "points", "ru", "roots", " ")}
    assert source_problems(planted, LANGUAGES) == ["ru: tanbo.points.roots: missing"]
    planted = {**CITATIONS, "tanbo": _without(CITATIONS["tanbo"], "sources", "es", "app", None)}
    assert source_problems(planted, LANGUAGES) == ["es: tanbo.sources.app: missing"]
    sources = CITATIONS["tanbo"]
    no_spanish = replace(sources, says={k: v for k, v in sources.says.items() if k != "es"})
    found = source_problems({"tanbo": no_spanish}, LANGUAGES)
    assert len(found) == len(sources.says["en"]) and found[0].startswith("es: tanbo.says.")


def test_a_planted_wrong_field_and_wrong_plural_forms_are_found() -> None:
    planted = copy.deepcopy(STRINGS)
    planted["es"]["confirm.new"] = "¿Empezar otra? (jugadas: {m})"  # the code passes n
    planted["es"]["stats.kind.win"] = "{n:victoria|victorias|victorias}"  # es has 2 forms
    planted["ru"]["puzzle.moves"] = "{n:ход|ходов}"  # ru has 3
    planted["es"]["why.rule"] = "Reglas {n: {title}"  # broken
    found = problems(planted, PLURALS)
    assert len(found) == 4, found
    assert found[0].startswith("es: confirm.new: fields ['m']")
    assert found[1].startswith("es: stats.kind.win: {n} has 3 plural forms, not 2")
    assert found[2].startswith("es: why.rule: broken template")
    assert found[3].startswith("ru: puzzle.moves: {n} has 2 plural forms, not 3")


def test_every_language_counts_its_nouns_and_names_every_token() -> None:
    for code, lang in LANGUAGES.items():
        assert set(NOUNS[code]) == set(NOUNS["en"]), code
        assert all(len(forms) == len(lang.plurals) for forms in NOUNS[code].values()), code
        assert set(TOKENS[code]) == set(TOKENS["en"]), code


def test_spanish_and_russian_plurals() -> None:
    es, ru = language("es"), language("ru")
    assert [es.plural(n) for n in (0, 1, 2, 21)] == ["other", "one", "other", "other"]
    assert [ru.plural(n) for n in (1, 3, 5, 11, 21, 22, 111)] == [
        "one", "few", "many", "many", "one", "few", "many"]
    assert tr("es", "stats.kind.win", n=1) == "1 victoria"
    assert tr("es", "stats.kind.win", n=21) == "21 victorias"
    assert tr("ru", "stats.kind.win", n=22) == "22 победы"


def test_a_gap_or_a_faulty_translation_falls_back_to_english(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    table = dict(STRINGS["es"])
    del table["btn.undo"]
    table["confirm.new"] = "¿Otra? ({m})"
    table["stats.kind.win"] = "{n:victoria}"  # no "|": not a counted noun, a bad format
    monkeypatch.setitem(i18n.STRINGS, "es", table)
    assert tr("es", "btn.undo") == "Undo"
    assert tr("es", "confirm.new", n=3) == tr("en", "confirm.new", n=3)
    assert tr("es", "stats.kind.win", n=2) == "2 wins"  # no crash


def test_the_registry_lists_every_language_from_its_files(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    """A new language is one file: the registry finds it with the others."""
    assert next(iter(LANGUAGES)) == "en" and {"es", "ru"} <= set(LANGUAGES)
    package = tmp_path / "fakelang"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "de.py").write_text(
        "from tanbo.ui.language import Language, one_other\n"
        "LANGUAGE = Language(code='de', name='Deutsch', plurals=('one', 'other'),"
        " plural=one_other, texts={'btn.undo': 'Rückgängig'})\n", encoding="utf-8")
    (package / "notes.py").write_text("NOT_A_LANGUAGE = 1\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    try:
        found = discover([str(package)], "fakelang")
    finally:
        for name in [m for m in sys.modules if m.startswith("fakelang")]:
            del sys.modules[name]
    assert list(found) == ["de"]
    assert found["de"].texts["btn.undo"] == "Rückgängig"


def test_the_next_language_and_the_browser_pick() -> None:
    codes = list(LANGUAGES)
    assert [next_code(c) for c in codes] == codes[1:] + codes[:1]
    assert next_code("xx") == codes[0]
    assert pick(["es-AR", "en-US"]) == "es"
    assert pick(["de-DE", "ru"]) == "ru"
    assert pick(["pt_BR", "ES"]) == "es"
    assert pick(["de", "fr"]) == "en"
    assert pick([]) == "en"


def test_the_page_languages_come_from_navigator(monkeypatch: pytest.MonkeyPatch) -> None:
    """A first start in the browser picks from ``navigator.languages``; natively there is
    no page and the list is empty (English stays)."""
    from tanbo.ui import window

    class Page:
        def eval(self, code: str) -> object:
            assert "navigator.languages" in code
            return "es-AR,en-US,ru"

    assert window.page_languages() == []
    monkeypatch.setattr(window, "_web_window", Page)
    assert window.page_languages() == ["es-AR", "en-US", "ru"]
    assert pick(window.page_languages()) == "es"
