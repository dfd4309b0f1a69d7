"""Where drawn texts went: pairs that overlap, and texts outside the box they were given.

Copied from ``tests/ui/test_polish.py`` (which still defines its own). Import it only
where pygame is installed.
"""

from __future__ import annotations

import pygame

from tanbo.ui.widgets import Drawn


def overlaps(drawn: list[Drawn]) -> list[tuple[str, str]]:
    """Pairs of drawn texts (or graphics) whose rectangles intersect."""
    items = [d for d in drawn if d.rect.width and d.rect.height]
    out = []
    for i, a in enumerate(items):
        for b in items[i + 1 :]:
            if a.rect.colliderect(b.rect):
                out.append((a.text, b.text))
    return out


def outside(
    drawn: list[Drawn], window: tuple[int, int] = (1280, 720), scale: float = 1.0
) -> list[str]:
    """Drawn texts that stick out of the box they were given (in a ``window`` of that size,
    laid out at UI ``scale``)."""
    from tanbo.ui.layout import screen_layout

    out = []
    lay = screen_layout(*window, scale)
    panel, screen = pygame.Rect(lay.panel), pygame.Rect(0, 0, *window)
    for d in drawn:
        rect = d.rect
        box = d.box
        # no box given: texts that start on the panel stay on it, all stay on screen
        area = pygame.Rect(box) if box else panel if panel.collidepoint(rect.topleft) else screen
        if not area.contains(rect):
            out.append(d.text)
    return out
