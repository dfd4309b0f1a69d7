"""Small drawing helpers: buttons, text, stone icons, the thinking spinner."""

from __future__ import annotations

import contextlib
import math
from collections.abc import Iterator
from dataclasses import dataclass

import pygame

from tanbo.ui import theme
from tanbo.ui.layout import Rect
from tanbo.ui.render import Fonts, draw_stone

__all__ = [
    "Button",
    "draw_text",
    "draw_wrapped",
    "wrap",
    "ellipsize",
    "draw_fitted",
    "draw_spinner",
    "draw_stone_icon",
    "Drawn",
    "recording",
    "note_veil",
]


@dataclass(frozen=True)
class Drawn:
    """One line of text as drawn (``""``: a graphic such as the spinner) and its box."""

    text: str
    rect: pygame.Rect
    box: Rect | None


_RECORD: list[list[Drawn]] = []


@contextlib.contextmanager
def recording() -> Iterator[list[Drawn]]:
    """Collect every line of text drawn inside the ``with`` (tests check fit and overlap)."""
    drawn: list[Drawn] = []
    _RECORD.append(drawn)
    try:
        yield drawn
    finally:
        _RECORD.remove(drawn)


def note_veil(rect: pygame.Rect) -> None:
    """Note that everything drawn so far inside ``rect`` is covered (a modal's veil)."""
    for drawn in _RECORD:
        drawn[:] = [d for d in drawn if not rect.contains(d.rect)]


def _note(text: str, rect: pygame.Rect, box: Rect | None) -> None:
    for drawn in _RECORD:
        drawn.append(Drawn(text, rect, box))


@dataclass
class Button:
    """A clickable labelled rectangle; ``action`` names what a click does."""

    rect: Rect
    label: str
    action: str
    on: bool = False  # toggles drawn as pressed
    enabled: bool = True
    size: int = 17

    def hit(self, pos: tuple[int, int]) -> bool:
        """True when ``pos`` is inside the button and it is enabled."""
        x, y, w, h = self.rect
        return self.enabled and x <= pos[0] < x + w and y <= pos[1] < y + h

    def draw(self, surf: pygame.Surface, hover: bool) -> None:
        """Draw the button (hover and pressed states)."""
        colour = theme.BUTTON_ON if self.on else theme.BUTTON_HOVER if hover else theme.BUTTON
        if not self.enabled:
            colour = theme.PANEL_BG
        pygame.draw.rect(surf, colour, self.rect, border_radius=7)
        pygame.draw.rect(surf, theme.PANEL_LINE, self.rect, 1, border_radius=7)
        text_colour = theme.BUTTON_TEXT if self.enabled else theme.TEXT_DIM
        x, y, w, h = self.rect
        size = self.size  # a label too wide for the button is set smaller, then cut
        while size > 11 and Fonts.get(size, self.on).size(self.label)[0] > w - 8:
            size -= 1
        label = ellipsize(self.label, Fonts.get(size, self.on), w - 8)
        img = Fonts.text(label, size, self.on, text_colour)
        rect = img.get_rect(center=(x + w // 2, y + h // 2))
        surf.blit(img, rect)
        _note(label, rect, self.rect)


def draw_text(
    surf: pygame.Surface,
    text: str,
    pos: tuple[int, int],
    size: int = 18,
    colour: theme.Colour = theme.TEXT,
    bold: bool = False,
    anchor: str = "topleft",
    box: Rect | None = None,
) -> pygame.Rect:
    """Render one line; ``anchor`` is a pygame.Rect attribute such as ``center``.

    ``box`` is the area the line must stay inside (only checked by tests).
    """
    img = Fonts.text(text, size, bold, colour)
    rect = img.get_rect(**{anchor: pos})
    surf.blit(img, rect)
    _note(text, rect, box)
    return rect


def draw_fitted(
    surf: pygame.Surface,
    text: str,
    box: Rect,
    size: int,
    colour: theme.Colour = theme.TEXT,
    bold: bool = False,
    min_size: int = 13,
) -> pygame.Rect:
    """One line left-aligned and vertically centred in ``box``, shrunk (down to
    ``min_size``) and then cut with "…" until it fits the box's width."""
    x, y, w, h = box
    while size > min_size and Fonts.get(size, bold).size(text)[0] > w:
        size -= 1
    text = ellipsize(text, Fonts.get(size, bold), w)
    return draw_text(surf, text, (x, y + h // 2), size, colour, bold, anchor="midleft", box=box)


def wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """Split ``text`` into lines no wider than ``width`` pixels.

    Lines break at spaces; a word wider than a line (a file path, say) is
    broken wherever it must, preferably after a ``/``.
    """
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}" if line else word
        if font.size(trial)[0] <= width:
            line = trial
            continue
        if line:
            lines.append(line)
        line = word
        while font.size(line)[0] > width:
            head, line = _break_word(line, font, width)
            lines.append(head)
    if line:
        lines.append(line)
    return lines


def _break_word(word: str, font: pygame.font.Font, width: int) -> tuple[str, str]:
    """The longest head of ``word`` that fits ``width`` (cut after a ``/`` if one is near)."""
    n = 1
    while n < len(word) and font.size(word[: n + 1])[0] <= width:
        n += 1
    slash = word.rfind("/", 0, n)
    if slash >= n // 2:
        n = slash + 1
    return word[:n], word[n:]


def draw_wrapped(
    surf: pygame.Surface,
    text: str,
    rect: Rect,
    size: int = 17,
    colour: theme.Colour = theme.TEXT,
    bold: bool = False,
    spacing: int = 4,
    max_lines: int | None = None,
) -> int:
    """Draw ``text`` wrapped into ``rect``; returns the y below the last line.

    ``max_lines`` caps the lines (``-1``: as many as fit ``rect``'s height);
    the last line shown ends with "…" when text is cut.
    """
    font = Fonts.get(size, bold)
    x, y, w, h = rect
    step = font.get_linesize() + spacing - 2
    lines = wrap(text, font, w)
    cap = max(1, (h + spacing - 2) // step) if max_lines == -1 else max_lines
    if cap is not None and len(lines) > cap:
        lines = lines[:cap]
        lines[-1] = ellipsize(lines[-1] + "…", font, w)
    for line in lines:
        img = Fonts.text(line, size, bold, colour)
        surf.blit(img, (x, y))
        _note(line, img.get_rect(topleft=(x, y)), rect)
        y += step
    return y


def ellipsize(text: str, font: pygame.font.Font, width: int) -> str:
    """``text`` cut to ``width`` pixels with a trailing "…" (unchanged if it fits)."""
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text.rstrip("…") + "…")[0] > width:
        text = text.rstrip("…")[:-1]
    return text.rstrip("…") + "…"


def draw_spinner(surf: pygame.Surface, centre: tuple[int, int], r: int, t_ms: int) -> None:
    """A rotating ring of dots: the computer is thinking."""
    for i in range(8):
        a = (i / 8) * 2 * math.pi + t_ms / 160
        alpha = 60 + 195 * ((i + 1) / 8)
        x = centre[0] + r * math.cos(a)
        y = centre[1] + r * math.sin(a)
        dot = pygame.Surface((8, 8), pygame.SRCALPHA)
        pygame.draw.circle(dot, (*theme.ACCENT, round(alpha)), (4, 4), 3)
        surf.blit(dot, (round(x) - 4, round(y) - 4))
    _note("", pygame.Rect(centre[0] - r - 4, centre[1] - r - 4, 2 * r + 8, 2 * r + 8), None)


def draw_stone_icon(surf: pygame.Surface, colour: int, centre: tuple[int, int], r: int) -> None:
    """A stone as a legend icon."""
    draw_stone(surf, colour, centre, r)
