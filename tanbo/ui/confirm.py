"""A modal yes/no question over the current screen (e.g. before a game is replaced).

The view state holds at most one :class:`Confirm`; while it is open, only its two
buttons (three with an ``other`` choice, taken only by a click) and the keys
Enter/Y (yes) and Esc/N (no) (:data:`tanbo.ui.keymap.KEYMAP`) do anything, so a
stray key or click cannot throw a game away.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from tanbo.ui import design, theme
from tanbo.ui.layout import SCREEN_H, SCREEN_W, Rect
from tanbo.ui.render import Fonts
from tanbo.ui.widgets import Button, draw_wrapped, fit_row, note_veil, wrap

__all__ = [
    "Confirm",
    "CONFIRM_BOX",
    "YES",
    "NO",
    "OTHER",
    "confirm_buttons",
    "draw_confirm",
]

CONFIRM_BOX: Rect = (SCREEN_W // 2 - 260, SCREEN_H // 2 - 95, 520, 190)  # default window
YES, NO, OTHER = "confirm:yes", "confirm:no", "confirm:other"


@dataclass
class Confirm:
    """A question with what to do on yes (no just closes it) and an optional third choice."""

    question: str
    yes_label: str
    no_label: str
    on_yes: Callable[[], None]
    other_label: str = ""
    on_other: Callable[[], None] | None = field(default=None)


def confirm_buttons(c: Confirm, box: Rect = CONFIRM_BOX, keys: bool = True) -> list[Button]:
    """The dialog's buttons in ``box``: yes on the left, no (the safe default) on the
    right, the other choice (if any) between them; ``keys``: their labels name their keys
    (Y, Esc: where there is a keyboard)."""
    yes = c.yes_label + " (Y)" if keys else c.yes_label
    no = c.no_label + " (Esc)" if keys else c.no_label
    x, y, w, h = box
    px = Fonts.px  # the box is in device pixels, the offsets logical
    top, bh = y + h - px(66), px(44)
    choices = [(yes, YES)]
    if c.on_other is not None:
        choices.append((c.other_label, OTHER))
    choices.append((no, NO))
    # each label fits its button (fit by layout): a long answer gets the room it needs
    margin = px(design.SPACE_L)
    rects, size = fit_row([label for label, _ in choices],
                          (x + margin, top, w - 2 * margin, bh), px(design.SPACE_M),
                          (design.LABEL, design.SMALL))
    return [Button(r, label, action, size=size)
            for r, (label, action) in zip(rects, choices, strict=True)]


def draw_confirm(surf: pygame.Surface, c: Confirm, box: Rect = CONFIRM_BOX) -> None:
    """The dimmed screen and the question ``box`` (its buttons are drawn by the caller)."""
    sw, sh = surf.get_size()
    veil = pygame.Surface((sw, sh), pygame.SRCALPHA)
    veil.fill((0, 0, 0, 120))
    surf.blit(veil, (0, 0))
    note_veil(pygame.Rect(0, 0, sw, sh))
    x, y, w, h = box
    px = Fonts.px
    pygame.draw.rect(surf, theme.OVERLAY[:3], box, border_radius=px(14))
    pygame.draw.rect(surf, theme.ACCENT, box, px(2), border_radius=px(14))
    area = (x + px(28), y + px(26), w - px(56), h - px(110))
    draw_wrapped(surf, c.question, area, _question_size(c.question, area), theme.TEXT,
                 max_lines=-1)


def _question_size(question: str, area: Rect) -> int:
    """The largest of the question's type sizes at which it fits ``area`` (a long file
    path is set smaller rather than cut)."""
    for size in QUESTION_SIZES:
        font = Fonts.get(size)
        step = font.get_linesize() + Fonts.px(2)  # draw_wrapped's line step
        if len(wrap(question, font, area[2])) <= (area[3] + Fonts.px(2)) // step:
            return size
    return QUESTION_SIZES[-1]


QUESTION_SIZES = (19, 17, 15, 13)
