"""The UI's texts in every language (:mod:`tanbo.ui.i18n`): every English text has a
Russian one (from ``tanbo/ui/lang/ru.py``), the fallback and formatting, the engines'
reasons, and the wording of the Russian rules. Pure Python but for the rules' wording
(the game views need pygame)."""

from __future__ import annotations

import pytest

from tanbo.games.tanbo.state import TanboState
from tanbo.ui.i18n import LANGUAGES, STRINGS, reason_text, tr
from tanbo.ui.lang import language


def test_the_russian_rules_do_not_say_postanovka() -> None:
    pytest.importorskip("pygame")
    from tanbo.ui.games import VIEWS
    from tanbo.ui.i18n import STRINGS

    rules = [t for view in VIEWS.values() for t in view.rules_paragraphs("ru")]
    texts = [*STRINGS["ru"].values(), *rules]
    assert not any("Постановка" in t for t in texts)
    assert STRINGS["ru"]["rules.fig1"].startswith("Куда ставить:")


def test_every_english_text_has_a_russian_translation() -> None:
    """Russian, like Spanish, comes whole from its file with the shared table: every
    English text loaded so far has its Russian (the whole check: test_translations)."""
    assert set(STRINGS["en"]) <= set(STRINGS["ru"])
    assert set(STRINGS["ru"]) == set(language("ru").texts)
    assert LANGUAGES[0] == "en" and {"ru", "es"} <= set(LANGUAGES)


def test_translation_falls_back_and_formats() -> None:
    assert tr("ru", "to_move", side="Белые") == "Ход: Белые"
    assert tr("xx", "title") == "Tanbo"
    assert tr("en", "no.such.key") == "no.such.key"


def test_engine_reasons_are_translated() -> None:
    state = TanboState.new()
    reason = state.why_illegal(0)
    assert reason is not None
    assert reason_text("ru", reason) == "пункт занят"
    assert reason_text("en", reason) == reason
    far = state.why_illegal(state.parse_move("b6"))
    assert far is not None and reason_text("ru", far) != far
    assert reason_text("es", reason) == "el punto está ocupado"
    assert reason_text("es", far) != far
