"""The home screen's texts in English (keys ``home.*``, ``btn.home``,
``btn.first_game``); importing this module adds them to the string tables.

No number here takes a plural form: the move and the streak are shown as "move 5",
"streak 3" (a label and its value), the same in both languages.
"""

from __future__ import annotations

from tanbo.ui.i18n import add_strings
from tanbo.ui.lang import LANGUAGES

__all__ = ["HOME_STRINGS", "LANGUAGE_NAMES"]

LANGUAGE_NAMES = {code: lang.name for code, lang in LANGUAGES.items()}
"""Each language by its own name (the language buttons), from the registry."""

HOME_STRINGS: dict[str, dict[str, str]] = {
    "en": {
        "btn.home": "Home",
        "btn.first_game": "Play a first game against level 1",
        "btn.first_game_short": "Play level 1",
        "home.continue": "Continue",
        "home.move": "move {n}",
        "home.new": "New game",
        "home.daily": "Puzzle of the day",
        "home.daily_todo": "streak {n} · today's puzzle is waiting",
        "home.course": "{done} of {total} lessons done",
        "home.daily_done": "streak {n} · today's puzzle is done",
        "home.stats": "Statistics",
        "home.rating": "rating {rating} ± {rd}",
        "home.unrated": "no rated games yet",
        "home.rules": "Rules",
        "home.rules_detail": "How {game} is played",
    },
}
"""The home screen's texts by language."""

add_strings(HOME_STRINGS)
