"""Every reason of both games cites the official rule it applies, or says the app decides.

The citations (``tanbo/games/<game>/sources.py``) are checked as data: each reason code
the engine's assistant gives, and each the UI has a sentence for, has a citation; each
citation names its source (Mark Steere's site for Tanbo, a numbered rule point for DEAGO)
in every language of the UI (English, Russian, Spanish: the registry's), and says what
the point says. :func:`findings` is the check; the
planted tests show it fails on a gap.
"""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from tanbo.explain import APP, Citation, Sources
from tanbo.games import GAMES
from tanbo.games.tanbo.sources import SITE
from tanbo.ui.lang import CODES

LANGS = CODES


def findings(game: str, codes: set[str], sources: Sources) -> list[str]:
    """What is wrong with ``sources`` for ``codes`` of ``game`` (``[]``: nothing)."""
    out = [f"{game}: {code} has no citation" for code in sorted(codes - set(sources.cites))]
    for code, cite in sorted(sources.cites.items()):
        for lang in LANGS:
            name = sources.sources.get(lang, {}).get(cite.source, "")
            says = sources.says.get(lang, {}).get(cite.point, "")
            point = sources.points.get(lang, {}).get(cite.point, "")
            if not name:
                out.append(f"{game}/{lang}: {code} names no source")
            if not says:
                out.append(f"{game}/{lang}: {code} does not say what its rule says")
            if cite.decided:
                continue
            if not point:
                out.append(f"{game}/{lang}: {code} names no rule point")
            if game == "tanbo" and SITE not in name:
                out.append(f"{game}/{lang}: {code} does not say where to check ({SITE})")
            if game == "deago" and not re.search(r"\d", point):
                out.append(f"{game}/{lang}: {code} names no numbered rule point: {point!r}")
    return out


def ui_codes(game: str) -> set[str]:
    """The codes the UI has a sentence for (``tanbo/ui/games/<game>/reasons.py``)."""
    module = __import__(f"tanbo.ui.games.{game}.reasons", fromlist=["REASONS"])
    reasons: dict[str, dict[str, str]] = module.REASONS
    return {code for table in reasons.values() for code in table}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_reason_code_cites_its_rule_in_every_language(game: str) -> None:
    assistant = GAMES[game].assistant
    codes = set(assistant.codes) | ui_codes(game)
    assert findings(game, codes, assistant.sources) == []
    assert set(assistant.sources.cites) == set(assistant.codes)  # no citation of nothing


def test_a_planted_missing_citation_is_found() -> None:
    sources = GAMES["tanbo"].assistant.sources
    cites = {k: v for k, v in sources.cites.items() if k != "removes_root"}
    planted = replace(sources, cites=cites)
    assert findings("tanbo", set(GAMES["tanbo"].assistant.codes), planted) == [
        "tanbo: removes_root has no citation"
    ]


def test_a_planted_citation_without_its_source_or_point_is_found() -> None:
    sources = GAMES["deago"].assistant.sources
    planted = replace(sources, cites={**sources.cites, "captures": Citation("deago", "nowhere")})
    found = findings("deago", set(sources.cites), planted)
    assert "deago/ru: captures names no rule point" in found
    assert "deago/en: captures does not say what its rule says" in found
    tanbo = GAMES["tanbo"].assistant.sources
    no_site = {lang: {k: "Mark Steere's rules" for k in names}
               for lang, names in tanbo.sources.items()}
    assert "tanbo/en: grows_root does not say where to check (marksteeregames.com)" in findings(
        "tanbo", set(tanbo.cites), replace(tanbo, sources=no_site))


def test_the_apps_own_decisions_are_the_ones_the_rules_leave_open() -> None:
    decided = {game: {code for code, c in spec.assistant.sources.cites.items() if c.decided}
               for game, spec in GAMES.items()}
    assert decided == {"tanbo": {"wins_no_moves"}, "deago": {"two_neutrals_stay", "safe_in_flank"}}
    sources = GAMES["deago"].assistant.sources
    assert sources.label("en", "safe_in_flank") == "The app's decision (the rules do not say)"
    assert sources.label("ru", "two_neutrals_stay").startswith("Решение приложения")
    assert all(c.source == APP for c in sources.cites.values() if c.decided)


def test_a_citation_reads_source_point_and_rule() -> None:
    tanbo = GAMES["tanbo"].assistant.sources
    assert tanbo.text("en", "bounds_own_root") == (
        "Mark Steere's rules (marksteeregames.com), removal, case 1: when your placement "
        "bounds your current root, you remove that root, and your turn ends.")
    assert tanbo.label("ru", "touches_none") == (
        "Правила Марка Стира (marksteeregames.com), как ставить камень")
    deago = GAMES["deago"].assistant.sources
    assert deago.label("en", "converts") == "DEAGO rules, modification 4"
    assert deago.label("en", "pass_turn") == "DEAGO rules, Pente rule 3, kept"
    assert deago.label("es", "converts") == "Reglas del DEAGO, modificación 4"
    assert deago.text("es", "safe_in_flank").startswith(
        "Decisión de la aplicación (las reglas no lo dicen): solo convierte y captura")
    assert deago.label("de", "converts") == "DEAGO rules, modification 4"  # English fallback
