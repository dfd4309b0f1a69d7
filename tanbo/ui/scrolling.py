"""A page taller than its viewport: how far it is scrolled, a press on it that becomes a
tap or a drag, and the scroll bar's thumb (pure Python, no pygame).

A screen whose page may scroll keeps a :class:`PageScroll` in its screen state and names
it through :attr:`Screen.scroll <tanbo.ui.screens.base.Screen.scroll>`; the registry
(:mod:`tanbo.ui.screens`) then holds back a press inside the viewport: a finger or the
mouse that moves more than :data:`SLOP` logical px before it lifts drags the page, one
that lifts sooner taps (the tap is the click where it went down). The wheel scrolls by
:data:`WHEEL_STEP` a row, PageUp and PageDown by :func:`page_step`, and the keyboard's
focus moving to a button of the page scrolls it into sight (:meth:`PageScroll.reveal`).
Offsets are logical pixels, so a relaid-out window keeps its place.
"""

from __future__ import annotations

from dataclasses import dataclass

from tanbo.ui.layout import Rect

__all__ = ["PageScroll", "Viewport", "SLOP", "WHEEL_STEP", "page_step", "thumb"]

SLOP = 8  # logical px a press may move and still be a tap
WHEEL_STEP = 48  # logical px a wheel row scrolls


@dataclass(frozen=True)
class Viewport:
    """Where a scrolling page is shown now: the ``rect`` it is seen through (device px),
    the ``overflow`` (logical px: how much of it is below the viewport at offset 0) and
    the ``scale`` (device px per logical px)."""

    rect: Rect
    overflow: float
    scale: float

    def holds(self, pos: tuple[int, int]) -> bool:
        """True when ``pos`` is inside the viewport."""
        x, y, w, h = self.rect
        return x <= pos[0] < x + w and y <= pos[1] < y + h


@dataclass
class PageScroll:
    """How far a page is scrolled (logical px from its top) and a press held on it."""

    offset: float = 0.0
    press: tuple[int, int] | None = None  # where the pointer went down (device px)
    press_offset: float = 0.0  # the offset then
    dragging: bool = False

    def shown(self, overflow: float) -> float:
        """The offset kept within the page (0 to ``overflow``)."""
        return min(max(0.0, self.offset), max(0.0, overflow))

    def scroll_by(self, amount: float, overflow: float) -> bool:
        """Scroll ``amount`` logical px (down is positive); True when the page moved."""
        before = self.shown(overflow)
        self.offset = min(max(0.0, before + amount), max(0.0, overflow))
        return self.offset != before

    def reveal(self, top: int, height: int, view: Viewport) -> bool:
        """Scroll as little as shows the part of the page ``height`` device px tall at
        ``top`` (where it is at offset 0) wholly in the viewport (its top, when it is
        taller than the viewport); True when the page moved."""
        vy, vh = view.rect[1], view.rect[3]
        before = self.shown(view.overflow)
        shift = round(before * view.scale)  # device px, as the page is drawn
        shift = min(max(shift, top + height - (vy + vh)), top - vy)
        self.offset = min(max(0.0, shift / view.scale), max(0.0, view.overflow))
        return self.offset != before

    def begin(self, pos: tuple[int, int], overflow: float) -> None:
        """The pointer went down at ``pos`` on the page: a tap or a drag, said later."""
        self.offset = self.shown(overflow)
        self.press, self.press_offset, self.dragging = pos, self.offset, False

    def move(self, pos: tuple[int, int], view: Viewport) -> bool:
        """The held pointer is at ``pos``: past :data:`SLOP`, the page follows it. True
        when the page moved."""
        if self.press is None:
            return False
        dy = (pos[1] - self.press[1]) / view.scale
        if not self.dragging and abs(dy) <= SLOP and abs(pos[0] - self.press[0]) <= (
                SLOP * view.scale):
            return False
        self.dragging = True
        before = self.offset
        self.offset = min(max(0.0, self.press_offset - dy), max(0.0, view.overflow))
        return self.offset != before

    def end(self) -> tuple[int, int] | None:
        """The pointer lifted: where it went down if it was a tap (``None``: a drag, or no
        press held)."""
        tap = None if self.dragging else self.press
        self.press, self.dragging = None, False
        return tap


def page_step(view: Viewport) -> float:
    """How far PageUp or PageDown scrolls (logical px): the viewport's height less a
    wheel row kept in sight, at least a row."""
    return max(float(WHEEL_STEP), view.rect[3] / view.scale - WHEEL_STEP)


def thumb(view: Viewport, offset: float, width: int) -> Rect | None:
    """The scroll bar's thumb, ``width`` device px wide at the viewport's right edge: its
    height is the viewport's share of the page, its place the offset's (``None`` when the
    page fits)."""
    if view.overflow <= 0:
        return None
    x, y, w, h = view.rect
    page = h + view.overflow * view.scale
    high = max(width * 4, round(h * h / page))
    top = y + round((h - high) * min(max(offset, 0.0), view.overflow) / view.overflow)
    return x + w - width, top, width, high
