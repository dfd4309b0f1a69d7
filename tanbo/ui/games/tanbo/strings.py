"""Tanbo's rules as the in-game Rules screen states them, in English."""

from __future__ import annotations

from tanbo.ui.games.tanbo.reasons import PARAGRAPH_TITLES, REASONS

__all__ = ["TANBO_STRINGS", "RULES_TEXT"]

_DANGER_LEGEND = {
    "en": "Danger: an amber ring marks a root with only one point left to grow, the "
    "amber diamond.",
}

RULES_TEXT: dict[str, tuple[str, ...]] = {
    "en": (
        "The board: 7x7, 11x11, 15x15 or 19x19, or 5x7, 7x9, 9x11, 11x13 and "
        "[app's decision] 13x15, 15x17, 17x19 (either way round). Dense start (2026, first "
        "figure): stones of both colours one point apart; classic (1993): 16 stones on "
        "19x19. Black moves first, then the players alternate; there is no passing.",
        "A stone goes on an empty point next to exactly one stone of your colour "
        "(up, down, left or right). Other colours do not matter.",
        "A root is a connected group of one colour. Roots never merge and no new "
        "root appears: each move grows one root, the current root.",
        "A root is bounded when it has no room to grow: no empty point touches it "
        "exactly once without touching another stone of its colour.",
        "If your move bounds your current root, remove that root, and only it.",
        "Otherwise remove every bounded root, of both colours, all at once.",
        "When one colour has no stones left, the other colour wins at once. "
        "There are no draws. [app's decision] In a position set up by hand where a player "
        "with stones has no move, the other side wins.",
    ),
}

TANBO_STRINGS: dict[str, dict[str, str]] = {
    lang: {
        **{f"tanbo.reason.{code}": text for code, text in table.items()},
        **{f"tanbo.rules.para.{p}": text for p, text in PARAGRAPH_TITLES[lang].items()},
        "tanbo.danger_legend": _DANGER_LEGEND[lang],
        **{f"tanbo.rules.text.{i}": text for i, text in enumerate(RULES_TEXT[lang], 1)},
    }
    for lang, table in REASONS.items()
}
"""Tanbo's own keys (``tanbo.<key>``): the assistant's reasons (``tanbo.reason.<code>``)
and the paragraphs' titles (``tanbo.rules.para.<id>``), from :mod:`.reasons`, and the
danger markers' legend, and the Rules screen's paragraphs (``tanbo.rules.text.<n>``, from
1); the shared texts speak of Tanbo."""
