
"""DEAGO's rules-assistant reasons in English (pure Python, no pygame).

One template per reason code of :mod:`tanbo.games.deago.explain`, rendered by
:func:`tanbo.ui.reasons.describe` (the field forms are listed there). :mod:`.strings`
adds them as ``deago.reason.<code>``.
"""

from __future__ import annotations

__all__ = ["REASONS", "PARAGRAPH_TITLES", "RINGS", "ROUTINE"]

REASONS: dict[str, dict[str, str]] = {
    "en": {
        "game_over": "The game is over: {winner:side} has won.",
        "game_drawn": "The game is over: two passes in a row drew it.",
        "occupied": "{point} is taken by a {stone} stone: a stone goes on an empty point.",
        "empty_point": "A stone may go on any empty point.",
        "pass_turn": "A pass: the opponent moves; another pass in a row ends the game "
        "in a draw.",
        "pass_draws": "The second pass in a row: the game ends in a draw.",
        "converts": "{it:It} converts the neutral stone {neutral}, now between it and {flank} "
        "({direction}).",
        "two_neutrals_stay": "The two neutral stones {neutrals} between it and {flank} stay "
        "neutral: only a single one converts.",
        "diagonal_neutral_stays": "The neutral stone {neutral} between it and {flank} stays "
        "neutral: stones convert only across or up and down.",
        "captures": "{it:It} captures the pair {pair} between it and {flank} ({direction}).",
        "captures_through_conversion": "The converted stone {through} captures the pair "
        "{pair} between it and {flank} ({direction}).",
        "safe_in_flank": "Its own pair {pair} between the opponent's stones {flanks} is "
        "safe: only the side that moves captures.",
        "capture_total": "Captured stones: {before} + {gained} = {total} of {goal}.",
        "five": "{it:It} makes a line of five or more ({direction}): {line}.",
        "diagonal_five": "The diagonal line {line} does not count: only lines across or up "
        "and down win.",
        "wins_five": "{winner:side} wins with five in a row.",
        "wins_captures": "{winner:side} wins with {total:stone} captured.",
    },
}
"""The template of every DEAGO reason code, per language."""

PARAGRAPH_TITLES: dict[str, dict[str, str]] = {
    "en": {
        "board": "Board and moves",
        "conversion": "Conversion",
        "capture": "Capture",
        "flank": "Only your move",
        "win": "Winning",
    },
}
"""A short title of each Rules-screen paragraph a reason comes from (the assistant's
links name it)."""

RINGS: dict[str, str] = {
    "two_neutrals_stay": "neutrals",
    "diagonal_neutral_stays": "neutral",
    "safe_in_flank": "pair",
}
"""The reasons whose points the board rings while the answer is shown (code: argument):
the stones that stay as they are, as the rules figures ring them."""

ROUTINE: frozenset[str] = frozenset({"empty_point"})
"""The reasons every legal move has (any empty point takes a stone): the answer to
"Why?" says it, a lesson's answer after each move does not repeat it."""
