"""Tanbo's board read out as text (the text interface's ``groups``): root by root, each
with its stones and the points it may still grow into (pure Python, no pygame)."""

from __future__ import annotations

from collections.abc import Callable

from tanbo.games.tanbo.state import TanboState

__all__ = ["READING_STRINGS", "root_lines"]

READING_STRINGS: dict[str, dict[str, str]] = {
    "en": {
        "tanbo.text.help.groups": "roots: every root, its stones and where it may grow",
        "tanbo.text.root": "{side} root of {n:stone|stones}: {stones}; grows at {growth}.",
        "tanbo.text.root_danger": "{side} root of {n:stone|stones}: {stones}; only one point "
        "left to grow: {growth}.",
        "tanbo.text.root_bounded": "{side} root of {n:stone|stones}: {stones}; bounded.",
        "tanbo.text.side.1": "Black",
        "tanbo.text.side.2": "White",
    },
}
"""The readings' texts (``tanbo.text.*``; a root's colour as its sentence needs it:
``tanbo.text.side.<colour>``)."""


def root_lines(lang: str, state: TanboState, t: Callable[..., str]) -> tuple[str, ...]:
    """One sentence per root, Black's first: its stones and its growth points.

    ``t(lang, key, **values)`` is the view's text lookup."""
    out = []
    for info in sorted(state.roots(), key=lambda r: (r.colour, r.stones)):
        growth = info.growth_points
        key = ("tanbo.text.root_bounded" if not growth
               else "tanbo.text.root_danger" if len(growth) == 1 else "tanbo.text.root")
        out.append(t(lang, key, side=t(lang, f"tanbo.text.side.{info.colour}"), n=len(info.stones),
                     stones=", ".join(state.point_name(p) for p in info.stones),
                     growth=", ".join(state.point_name(p) for p in growth)))
    return tuple(out)
