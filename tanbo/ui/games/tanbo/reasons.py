"""Tanbo's rules-assistant reasons in English (pure Python, no pygame).

One template per reason code of :mod:`tanbo.games.tanbo.explain`, rendered by
:func:`tanbo.ui.reasons.describe`: ``{name}`` is the reason's argument ``name``;
``{name:form}`` picks a form -- for a colour ``side`` (``Black``/``Чёрные``),
``side_l``, ``poss``, ``gen_pl``, ``adj_m``, ``adj_m_gen``; for a number a counted noun
(``{size:stone}`` is "3 stones", "3 камня"; ``.gen`` the Russian genitive). Points are
named in the board's notation. :mod:`.strings` adds them as ``tanbo.reason.<code>``.
"""

from __future__ import annotations

__all__ = ["REASONS", "PARAGRAPH_TITLES", "RINGS"]

REASONS: dict[str, dict[str, str]] = {
    "en": {
        "game_over": "The game is over: {winner:side} has won.",
        "occupied": "{point} is taken by a {stone} stone: a stone goes on an empty point.",
        "touches_none": "It touches no {colour} stone: a stone must touch exactly one "
        "stone of its colour.",
        "touches_several": "It touches {count} {colour} stones ({stones}) of "
        "{roots:root}: a stone must touch exactly one.",
        "grows_root": "{it:It} touches exactly one {colour} stone, {stone}: it grows that root "
        "({size:stone}: {root}).",
        "bounds_own_root": "{it:It} bounds its own current root: that root alone is removed, "
        "{size:stone} with the new one: {stones}.",
        "bounded_kept": "{it:It} bounds a {colour} root too ({size:stone}: {stones}), but that "
        "root stays: only the current root is removed.",
        "removes_root": "{it:It} removes a bounded {colour} root ({size:stone}: {stones}).",
        "removes_nothing": "After {it:it} no root is bounded: nothing is removed.",
        "wins": "{loser:side} has no stones left: {winner:side} wins.",
        "loses": "{it:It} removes {loser:poss} own last root: {winner:side} wins.",
        "wins_no_moves": "{loser:side} is left with no legal placement: {winner:side} wins.",
    },
}
"""The template of every Tanbo reason code, per language."""

PARAGRAPH_TITLES: dict[str, dict[str, str]] = {
    "en": {
        "placement": "Placing a stone",
        "roots": "Roots",
        "bounded": "Bounded roots",
        "self_removal": "Your own root",
        "removal": "Removal",
        "win": "Winning",
    },
}
"""A short title of each Rules-screen paragraph a reason comes from (the assistant's
links name it)."""

RINGS: dict[str, str] = {"bounded_kept": "stones"}
"""The reasons whose points the board rings while the answer is shown (code: argument):
the roots a move bounds that stay, as the rules figures ring them."""
