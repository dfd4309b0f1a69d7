"""The design rules (:mod:`tanbo.ui.design`) checked on what one frame drew.

:func:`check` takes the lines, coordinates and buttons a frame recorded
(:func:`tanbo.ui.drawlog.recording` with ``targets=True``) and the page's device pixel
ratio, and returns every breach as a :class:`Finding`: text below the minimum CSS size,
text shrunk below the size it was given or cut with "…", two texts or buttons
overlapping, a button smaller than the minimum target, contrast below AA. Pure: a test
can plant defects in a list of :class:`~tanbo.ui.drawlog.Drawn` and see them reported.
Import it only where pygame is installed.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tanbo.ui import design, drawlog
from tanbo.ui.drawlog import Drawn

__all__ = ["Finding", "check", "SMALL", "SHRUNK", "CUT", "OVERLAP", "TARGET", "CONTRAST"]

SMALL = "small"  # text below the minimum CSS size
SHRUNK = "shrunk"  # drawn smaller than the size it was given, to fit
CUT = "cut"  # cut with "…" to fit, or (partly) outside the window
OVERLAP = "overlap"  # two texts or buttons overlap (or a text over a button not its own)
TARGET = "target"  # a button smaller than the minimum target
CONTRAST = "contrast"  # text contrast below AA

TEXTS = (drawlog.TEXT, drawlog.LABEL, drawlog.COORD, drawlog.MARK)
ON_BOARD = (drawlog.COORD, drawlog.MARK)  # may be MIN_COORD px and 3:1


@dataclass(frozen=True)
class Finding:
    """One breach of a design rule: the rule, the text (or button) and the figures."""

    rule: str
    text: str
    detail: str

    def __str__(self) -> str:
        return f"{self.rule}: {self.text!r} {self.detail}"


def check(drawn: list[Drawn], pixel_ratio: float,
          window: tuple[int, int] | None = None) -> list[Finding]:
    """Every breach of the design rules in one recorded frame (``pixel_ratio``: device
    pixels per CSS pixel of the page it was drawn for; ``window``: its size in device
    pixels, when given a text or button not wholly inside it is cut)."""
    found: list[Finding] = []
    screen = pygame.Rect(0, 0, *window) if window is not None else None
    for d in drawn:
        if (screen is not None and (d.text or d.kind == drawlog.TARGET)
                and not screen.contains(d.rect)):
            found.append(Finding(CUT, d.text, f"{_where(d)} is not wholly in the window"))
        if d.kind in TEXTS and d.text:
            found += _text_rules(d, pixel_ratio)
        elif d.kind == drawlog.TARGET:
            w, h = d.rect.width / pixel_ratio, d.rect.height / pixel_ratio
            if min(w, h) < design.MIN_TARGET_CSS - 0.5:
                found.append(Finding(TARGET, d.text, f"{w:.0f}x{h:.0f} CSS px"))
    found += _overlaps(drawn)
    return found


def _text_rules(d: Drawn, ratio: float) -> list[Finding]:
    out = []
    css = d.size / ratio
    least = design.MIN_COORD if d.kind in ON_BOARD else design.MIN_TEXT
    if css < least - 0.5:  # sizes are whole device pixels: half a CSS pixel of rounding
        out.append(Finding(SMALL, d.text, f"{css:.1f} CSS px < {least}"))
    if d.wanted and d.size < d.wanted:
        out.append(Finding(SHRUNK, d.text, f"{d.size} device px, given {d.wanted}"))
    if d.cut:
        out.append(Finding(CUT, d.text, "cut with …"))
    if d.enabled and d.colour and d.bg:  # a disabled control's label is exempt (WCAG 1.4.3)
        ratio_needed = (design.AA_LARGE if d.kind in ON_BOARD
                        else design.min_contrast(css, d.bold))
        got = design.contrast_ratio(d.colour, d.bg)
        if got < ratio_needed - 0.005:
            out.append(Finding(CONTRAST, d.text, f"{got:.2f}:1 < {ratio_needed}:1 "
                                                 f"({d.colour} on {d.bg})"))
    return out


def _overlaps(drawn: list[Drawn]) -> list[Finding]:
    """Texts over texts, buttons over buttons, texts over buttons not their own."""
    items = [d for d in drawn if d.rect.width and d.rect.height
             and (d.text or d.kind in (drawlog.GRAPHIC, drawlog.TARGET))]
    out = []
    for i, a in enumerate(items):
        for b in items[i + 1:]:
            if not a.rect.colliderect(b.rect) or _own_label(a, b) or _own_label(b, a):
                continue
            out.append(Finding(OVERLAP, a.text, f"{_where(a)} overlaps {b.text!r} {_where(b)}"))
    return out


def _own_label(label: Drawn, target: Drawn) -> bool:
    return (label.kind == drawlog.LABEL and target.kind == drawlog.TARGET
            and label.box == target.box)


def _where(d: Drawn) -> str:
    r = d.rect
    return f"({d.kind} at {r.x},{r.y} {r.w}x{r.h})"
