"""What a frame drew, for tests: each line of text with its box, size, colours and whether
it was cut or shrunk, and each button as a touch target.

The drawing helpers (:mod:`tanbo.ui.widgets`, the board's coordinates in
:mod:`tanbo.ui.render`) call :func:`note_text` and :func:`note_target` as they draw; nothing
is kept unless a test opened :func:`recording`, so a frame costs a list lookup. The design
check (tests/ui/test_design.py) reads the facts from real drawing this way, not from a
description of the screens kept beside them.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from dataclasses import dataclass

import pygame

from tanbo.ui.layout import Rect

__all__ = [
    "Drawn",
    "recording",
    "note_veil",
    "clipped",
    "note_text",
    "note_target",
    "is_recording",
    "background_under",
    "TEXT",
    "LABEL",
    "COORD",
    "MARK",
    "TARGET",
    "GRAPHIC",
]

TEXT = "text"  # running text, titles, messages
LABEL = "label"  # a button's label
COORD = "coord"  # a board coordinate (may be 11 CSS px and 3:1)
MARK = "mark"  # a mark on the board (a number on a stone: 3:1)
TARGET = "target"  # a button's rectangle (recorded only with ``recording(targets=True)``)
GRAPHIC = "graphic"  # a drawing with no text (the spinner)


@dataclass(frozen=True)
class Drawn:
    """One line of text as drawn (``""``: a graphic such as the spinner, or a target) and
    its rectangle, in device pixels.

    ``box`` is the area it had to stay inside; ``size`` the font's size in device pixels
    and ``wanted`` the size it was asked for (smaller: shrunk to fit); ``colour`` the
    text's colour and ``bg`` the colour under it (the least contrasting of a few pixels
    sampled before the text was drawn); ``cut`` true when the text ends in an "…" added to
    fit; ``enabled`` false for a disabled button and its label.
    """

    text: str
    rect: pygame.Rect
    box: Rect | None
    kind: str = TEXT
    size: int = 0
    wanted: int = 0
    bold: bool = False
    colour: tuple[int, ...] = ()
    bg: tuple[int, ...] = ()
    cut: bool = False
    enabled: bool = True


_RECORD: list[tuple[list[Drawn], bool]] = []
_CLIPS: list[pygame.Rect] = []  # the viewports of scrolled pages being drawn, innermost last


@contextlib.contextmanager
def recording(targets: bool = False) -> Iterator[list[Drawn]]:
    """Collect every line of text drawn inside the ``with``; with ``targets``, also every
    button's rectangle (a :data:`TARGET`) and the board's coordinates and marks (the
    design check; the text-fit tests see only the panel's texts)."""
    drawn: list[Drawn] = []
    entry = (drawn, targets)
    _RECORD.append(entry)
    try:
        yield drawn
    finally:
        _RECORD.remove(entry)


def is_recording() -> bool:
    """True inside :func:`recording` (the drawing helpers sample colours only then)."""
    return bool(_RECORD)


def note_veil(rect: pygame.Rect) -> None:
    """Note that everything drawn so far inside ``rect`` is covered (a modal's veil)."""
    for drawn, _targets in _RECORD:
        drawn[:] = [d for d in drawn if not rect.contains(d.rect)]


@contextlib.contextmanager
def clipped(rect: Rect) -> Iterator[None]:
    """Inside the ``with``, drawing is clipped to ``rect`` (a scrolled page's viewport):
    only what is wholly inside it is noted (a line or a button partly scrolled out of
    view is seen whole at another scroll position)."""
    _CLIPS.append(pygame.Rect(rect))
    try:
        yield
    finally:
        _CLIPS.pop()


def _hidden(rect: pygame.Rect) -> bool:
    return bool(_CLIPS) and not _CLIPS[-1].contains(rect)


def note_text(drawn: Drawn) -> None:
    """Note one drawn line (or graphic); a board's coordinate or mark only for the design
    check (``recording(targets=True)``)."""
    if _hidden(drawn.rect):
        return
    board = drawn.kind in (COORD, MARK)
    for record, targets in _RECORD:
        if targets or not board:
            record.append(drawn)


def note_target(rect: Rect, label: str, enabled: bool) -> None:
    """Note a button's rectangle (a touch target)."""
    if _hidden(pygame.Rect(rect)):
        return
    for record, targets in _RECORD:
        if targets:
            record.append(Drawn(label, pygame.Rect(rect), rect, TARGET, enabled=enabled))


def background_under(surf: pygame.Surface, rect: pygame.Rect, colour: tuple[int, ...],
                     corners: bool = False) -> tuple[int, ...]:
    """The colour under ``rect`` (before text is drawn there) that contrasts least with
    ``colour``: its corners, edge middles and centre are sampled (``corners``: only its
    corners, for text already drawn)."""
    from tanbo.ui.design import contrast_ratio

    clip = rect.clip(surf.get_rect())
    if not clip.width or not clip.height:
        return ()
    r, b = clip.right - 1, clip.bottom - 1
    xs, ys = (clip.left, clip.centerx, r), (clip.top, clip.centery, b)
    points = [(x, y) for x in xs for y in ys]
    if corners:
        points = [(x, y) for x, y in points if x != clip.centerx and y != clip.centery]
    samples = {tuple(surf.get_at(p))[:3] for p in points}
    return min(samples, key=lambda c: contrast_ratio(c, colour))
