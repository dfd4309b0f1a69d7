"""DEAGO's board read out as text (the text interface's ``groups``): the threats of both
colours, where each makes five and where each captures (pure Python, no pygame)."""

from __future__ import annotations

from collections.abc import Callable

from tanbo.games.deago.setups import BLACK, WHITE
from tanbo.games.deago.state import DeagoState

__all__ = ["READING_STRINGS", "threat_lines"]

READING_STRINGS: dict[str, dict[str, str]] = {
    "en": {
        "deago.text.help.groups": "threats: where each colour makes five or captures",
        "deago.text.fives": "{side} makes five at {points}.",
        "deago.text.captures": "{side} captures at {point}: {stones}.",
        "deago.text.no_threats": "{side} has no five and no capture to make.",
        "deago.text.side.1": "Black",
        "deago.text.side.2": "White",
        "deago.text.side_gen.1": "Black",
        "deago.text.side_gen.2": "White",
    },
}
"""The readings' texts (``deago.text.*``; a colour as the sentences need it:
``deago.text.side.<colour>``, and ``side_gen`` where the language declines it)."""


def threat_lines(lang: str, state: DeagoState, t: Callable[..., str]) -> tuple[str, ...]:
    """For each colour: the points where it makes five, then each capture it can make.

    ``t(lang, key, **values)`` is the view's text lookup."""
    name = state.point_name
    out = []
    for colour in (BLACK, WHITE):
        side = t(lang, f"deago.text.side.{colour}")
        side_gen = t(lang, f"deago.text.side_gen.{colour}")
        fives = sorted(state.five_threats(colour))
        captures = state.capture_threats(colour)
        if fives:
            out.append(t(lang, "deago.text.fives", side=side,
                         points=", ".join(name(p) for p in fives)))
        for point in sorted(captures):
            out.append(t(lang, "deago.text.captures", side=side, point=name(point),
                         stones=", ".join(name(p) for p in captures[point])))
        if not fives and not captures:
            out.append(t(lang, "deago.text.no_threats", side=side, side_gen=side_gen))
    return tuple(out)
