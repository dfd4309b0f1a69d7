"""DEAGO's UI texts in English (pure Python, no pygame).

Keys are ``deago.<key>``: the DEAGO view looks its texts up there first and
falls back to the shared key (see :meth:`tanbo.ui.games.base.GameView.t`).
:mod:`tanbo.ui.i18n` merges them into its tables. Points of the rules that the
project decided itself (``DEAGO-RULES.md``) are marked as such: "[house rule]" (the
rules assistant's answers cite them as "The app's decision").
"""

from __future__ import annotations

from tanbo.ui.games.deago.reasons import PARAGRAPH_TITLES, REASONS

__all__ = ["DEAGO_STRINGS", "DEAGO_RULES_TEXT"]

_EN = {
    "title": "DEAGO",
    "subtitle": "Pente with neutral red stones",
    "menu.setup": "Neutral stones",
    "setup.9": "9 neutral",
    "setup.5": "5 neutral",
    "setup.0": "none",
    "captured": "captured {n} / {goal}",
    "captured_both": "Captured: Black {black} / {goal} · White {white} / {goal}",
    "captures_n": "captures {n}",
    "converts_n": "converts {n}",
    "wins_by.five": "{point} wins: five in a row",
    "wins_by.captures": "{point} wins: 20 captured stones",
    "over.reason.five": "{winner} made five in a row.",
    "over.reason.captures": "{winner} captured 20 stones.",
    "over.reason.passes": "Both players passed: a draw.",
    "pass_note": "{side} passed: another pass ends the game in a draw.",
    "btn.danger": "Threats",
    "threats_legend": "Threats: a square makes five, a triangle captures (in the colour "
    "that can play it); amber rings: stones that can be captured.",
    "menu.keys": "Keys: arrows move the cursor, Enter/Space place, P pass, U/Ctrl+Z undo, "
    "Ctrl+Y redo, N new game, H hint, D threats, M sound, L language, "
    "PgUp/PgDn/Home/End review, S share link, Ctrl+S export, Ctrl+V import, Esc home",
    "menu.keys_web": "Keys: arrows move the cursor, Enter/Space place, P pass, U or Ctrl+Z "
    "undo, Ctrl+Y redo, N new game, H hint, D threats, M sound, L language, "
    "PgUp/PgDn/Home/End review, S share the game's link, Esc home",
    "import_prompt": "Paste a game record:",
    "export_prompt": "Copy this DEAGO record:",
    "rules.title": "Rules of DEAGO",
    "rules.legend": "In the figures",
    "rules.mark_neutral": "a neutral stone (red, white star)",
    "rules.mark_move": "Black's move (red mark)",
    "rules.mark_converted": "converted to Black",
    "rules.mark_captured": "captured (red)",
    "rules.mark_kept": "stays neutral (amber ring)",
    "rules.fig1": "The board: the 13x13 start, 9 neutral stones on the star points. Black "
    "starts; a stone goes on any empty point.",
    "rules.fig2": "Conversion: the move puts the neutral stone between two black stones in a "
    "row, so it turns black. The diagonal one stays neutral.",
    "rules.fig3": "Pair capture: two white stones between the move and a black stone are "
    "removed, diagonally too. Here 4 stones.",
    "rules.fig4": "The converted stone completes a flank: the white pair above it is "
    "captured.",
    "rules.fig5": "Five in a row across or up and down wins. The diagonal five does not.",
    "rules.fig6": "Black has 18 captured stones; this pair makes 20: Black wins.",
}

DEAGO_RULES_TEXT: dict[str, tuple[str, ...]] = {
    "en": (
        "The board: a 19x19 Go board ([house rule] also 15x15 and 13x13; first figure: "
        "the 13x13 start). Black and White take turns placing one stone on any empty "
        "point; Black starts. You may pass; two passes in a row end "
        "the game in a draw, and a draw may be agreed.",
        "Neutral red stones belong to nobody. [house rule] At the start they stand on the "
        "nine star points (layouts 5 and 0 have fewer).",
        "Conversion: a single neutral stone that your move puts between two of your stones "
        "across or up and down turns into your colour. [house rule] Two neutral stones in a "
        "row do not.",
        "Capture: exactly two opponent stones that your move puts between two of yours, "
        "in any of the 8 directions, are removed and counted for you.",
        "[house rule] Only your move converts and captures, through the new stone or a stone "
        "it converts (lower left figure). Placing into a flank is safe.",
        "You win with five or more of your stones in a row across or up and down "
        "(not diagonally), or with 20 captured stones.",
    ),
}

DEAGO_STRINGS: dict[str, dict[str, str]] = {
    lang: {
        **{f"deago.{k}": v for k, v in table.items()},
        **{f"deago.reason.{code}": text for code, text in REASONS[lang].items()},
        **{f"deago.rules.para.{p}": text for p, text in PARAGRAPH_TITLES[lang].items()},
        **{f"deago.rules.text.{i}": text for i, text in enumerate(DEAGO_RULES_TEXT[lang], 1)},
    }
    for lang, table in {"en": _EN}.items()
}
