"""Small drawing helpers: buttons, text, stone icons, the thinking spinner.

Rectangles are device pixels (from the layout); font sizes, paddings and line widths
given here are logical pixels, scaled by the UI scale (:attr:`Fonts.scale`).
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Iterator
from dataclasses import dataclass

import pygame

from tanbo.ui import design, drawlog, theme
from tanbo.ui.drawlog import Drawn, note_veil, recording
from tanbo.ui.layout import Rect
from tanbo.ui.render import Fonts, draw_stone

__all__ = [
    "clipped",
    "Button",
    "draw_text",
    "draw_wrapped",
    "wrap",
    "ellipsize",
    "draw_fitted",
    "fit_row",
    "draw_spinner",
    "draw_stone_icon",
    "Drawn",
    "recording",
    "note_veil",
]


def _blit_line(
    surf: pygame.Surface, img: pygame.Surface, rect: pygame.Rect, text: str, box: Rect | None,
    *, size: int, wanted: int, bold: bool, colour: tuple[int, ...], cut: bool = False,
    kind: str = drawlog.TEXT, enabled: bool = True,
) -> None:
    """Blit a rendered line and, while a test records, note it (sampling what is under it
    first); ``size`` and ``wanted`` are logical pixels."""
    if drawlog.is_recording():
        bg = drawlog.background_under(surf, rect, colour)
        surf.blit(img, rect)
        drawlog.note_text(Drawn(text, rect, box, kind, Fonts.font_px(size),
                                Fonts.font_px(wanted), bold, tuple(colour), bg, cut,
                                enabled))
    else:
        surf.blit(img, rect)


@dataclass
class Button:
    """A clickable labelled rectangle; ``action`` names what a click does."""

    rect: Rect
    label: str
    action: str
    on: bool = False  # toggles drawn as pressed
    enabled: bool = True
    size: int = 17
    clip: Rect | None = None  # on a scrolled page: its viewport (drawn and hit only there)

    def hit(self, pos: tuple[int, int]) -> bool:
        """True when ``pos`` is inside the button (and its clip) and it is enabled."""
        x, y, w, h = self.rect
        if self.clip is not None and not pygame.Rect(self.clip).collidepoint(pos):
            return False
        return self.enabled and x <= pos[0] < x + w and y <= pos[1] < y + h

    def draw(self, surf: pygame.Surface, hover: bool) -> None:
        """Draw the button (hover and pressed states), inside its clip if it has one."""
        if self.clip is None:
            self._draw(surf, hover)
            return
        before = surf.get_clip()
        surf.set_clip(before.clip(self.clip))
        try:
            with drawlog.clipped(self.clip):
                self._draw(surf, hover)
        finally:
            surf.set_clip(before)

    def _draw(self, surf: pygame.Surface, hover: bool) -> None:
        colour = theme.BUTTON_ON if self.on else theme.BUTTON_HOVER if hover else theme.BUTTON
        if not self.enabled:
            colour = theme.PANEL_BG
        px = Fonts.px
        pygame.draw.rect(surf, colour, self.rect, border_radius=px(7))
        pygame.draw.rect(surf, theme.PANEL_LINE, self.rect, px(1), border_radius=px(7))
        text_colour = theme.BUTTON_TEXT if self.enabled else theme.BUTTON_TEXT_OFF
        x, y, w, h = self.rect
        room = w - px(8)
        # a label too wide for the button is set smaller (never below the type scale's
        # least size), then cut; the design check reports both: labels fit by layout.
        # A label of several lines ("\n") is set line under line, centred.
        lines = self.label.split("\n")
        size = self.size
        while size > design.MIN_TEXT and max(
                Fonts.get(size, self.on).size(line)[0] for line in lines) > room:
            size -= 1
        font = Fonts.get(size, self.on)
        step = font.get_linesize()
        top = y + h // 2 - step * (len(lines) - 1) // 2
        for i, line in enumerate(lines):
            label = ellipsize(line, font, room)
            img = Fonts.text(label, size, self.on, text_colour)
            rect = img.get_rect(center=(x + w // 2, top + i * step))
            _blit_line(surf, img, rect, label, self.rect, size=size, wanted=self.size,
                       bold=self.on, colour=text_colour, cut=label != line,
                       kind=drawlog.LABEL, enabled=self.enabled)
        drawlog.note_target(self.rect, self.label, self.enabled)


def fit_row(labels: list[str], box: Rect, gap: int, sizes: tuple[int, ...] = (design.LABEL,),
            bold: bool = False) -> tuple[list[Rect], int]:
    """``box`` (x, y, w, h) split into one button a label, ``gap`` apart, so each label fits
    its button, and the size (logical px) to draw them at: the first of ``sizes`` (steps of
    the type scale, largest first) at which every label fits. Each button gets its label's
    width and padding and an equal share of the room left over; when even the last size
    does not fit, the widths are shared by the labels' widths (and the labels are cut)."""
    x, y, w, h = box
    pad = Fonts.px(8) + Fonts.px(2)  # the button's own inset, and a pixel each side
    room = w - gap * (len(labels) - 1)
    for size in sizes:
        needs = [Fonts.get(size, bold).size(label)[0] + pad for label in labels]
        spare = room - sum(needs)
        if spare >= 0:
            widths = [n + spare // len(labels) for n in needs]
            break
    else:
        widths = [room * n // sum(needs) for n in needs]
    out = []
    for bw in widths:
        out.append((x, y, bw, h))
        x += bw + gap
    return out, size


def draw_text(
    surf: pygame.Surface,
    text: str,
    pos: tuple[int, int],
    size: int = 18,
    colour: theme.Colour | None = None,
    bold: bool = False,
    anchor: str = "topleft",
    box: Rect | None = None,
) -> pygame.Rect:
    """Render one line; ``anchor`` is a pygame.Rect attribute such as ``center``.

    ``box`` is the area the line must stay inside (only checked by tests); ``colour``
    defaults to the palette's text colour.
    """
    return _draw_text(surf, text, pos, size, theme.TEXT if colour is None else colour, bold,
                      anchor, box)


def _draw_text(
    surf: pygame.Surface, text: str, pos: tuple[int, int], size: int, colour: theme.Colour,
    bold: bool, anchor: str, box: Rect | None, wanted: int = 0, cut: bool = False,
) -> pygame.Rect:
    img = Fonts.text(text, size, bold, colour)
    rect = img.get_rect(**{anchor: pos})
    _blit_line(surf, img, rect, text, box, size=size, wanted=wanted or size, bold=bold,
               colour=colour, cut=cut)
    return rect


def draw_fitted(
    surf: pygame.Surface,
    text: str,
    box: Rect,
    size: int,
    colour: theme.Colour | None = None,
    bold: bool = False,
    min_size: int = 13,
) -> pygame.Rect:
    """One line left-aligned and vertically centred in ``box``, shrunk (down to
    ``min_size``, never below :data:`tanbo.ui.design.MIN_TEXT`) and then cut with "…"
    until it fits the box's width (the design check reports both)."""
    x, y, w, h = box
    wanted = size
    min_size = max(min_size, design.MIN_TEXT)
    while size > min_size and _width(Fonts.get(size, bold), text, w) > w:
        size -= 1
    fitted = ellipsize(text, Fonts.get(size, bold), w)
    return _draw_text(surf, fitted, (x, y + h // 2), size,
                      theme.TEXT if colour is None else colour, bold, "midleft", box,
                      wanted, fitted != text)


_WRAPPED: dict[tuple[str, pygame.font.Font, int], list[str]] = {}
_WRAPPED_MAX = 256  # entries of the wrap cache (cleared whole when full)
FIT_MARGIN = 2  # pixels a join: a line this near the width is measured whole, not summed


def _cap(width: int) -> int:
    """The most characters one line may hold: every character is at least a pixel wide
    (a run of zero-width characters is only broken sooner than it would have to be)."""
    return max(1, width)


def wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """Split ``text`` into lines no wider than ``width`` pixels.

    Lines break at spaces; a word wider than a line (a file path, say) is
    broken wherever it must, preferably after a ``/``. The work is linear in the
    text: each word is measured once (a line's width is the sum of its words'
    and spaces', measured whole only near the limit), and a long word is broken by
    binary search over at most a line's worth of characters. Results are cached by
    ``(text, font, width)``, so a message redrawn every frame is wrapped once.
    """
    key = (text, font, width)
    cached = _WRAPPED.get(key)
    if cached is None:
        cached = _wrap(text, font, width)
        if len(_WRAPPED) >= _WRAPPED_MAX:
            _WRAPPED.clear()
        _WRAPPED[key] = cached
    return list(cached)


def _width(font: pygame.font.Font, text: str, width: int) -> int:
    """``text``'s width in pixels, or ``width + 1`` without measuring when it is longer
    than a line can hold."""
    return width + 1 if len(text) > _cap(width) else int(font.size(text)[0])


def _wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    lines: list[str] = []
    space = int(font.size(" ")[0])
    # A summed width drifts from the measured one by up to FIT_MARGIN a join (kerning and
    # overhangs: "f f f f f" is 64 px summed and 60 px whole at 19 px), so the band where
    # a line is measured whole widens with the joins summed since it was last measured.
    line, line_w, joins = "", 0, 0
    for word in text.split():
        word_w = _width(font, word, width)
        if line:
            total = line_w + space + word_w
            margin = FIT_MARGIN * (joins + 1)
            if total <= width - margin:
                line, line_w, joins = f"{line} {word}", total, joins + 1
                continue
            if total <= width + margin:
                whole = _width(font, f"{line} {word}", width)
                if whole <= width:
                    line, line_w, joins = f"{line} {word}", whole, 0
                    continue
            lines.append(line)
        line, line_w, joins = word, word_w, 0
        if line_w > width:  # a word wider than a line: cut it, walking an offset (no copies)
            pos, guess = 0, 0
            while len(word) - pos > _cap(width) or font.size(word[pos:])[0] > width:
                end = _head_end(word, pos, font, width, guess)
                lines.append(word[pos:end])
                pos, guess = end, end - pos
            line = word[pos:]
            line_w = _width(font, line, width) if line else 0
    if line:
        lines.append(line)
    return lines


def _head_end(word: str, pos: int, font: pygame.font.Font, width: int, guess: int = 0) -> int:
    """Where the longest piece of ``word`` from ``pos`` that fits ``width`` ends (cut
    after a ``/`` if one is in its second half).

    Binary search over the next :func:`_cap` characters: ``O(cap log cap)`` work
    however long ``word`` is; two measurements when ``guess`` (the last piece's
    length) is right again. The piece has at least one character.
    """
    chunk = word[pos : pos + _cap(width)]
    lo, hi = 1, len(chunk)
    if 0 < guess < hi and font.size(chunk[:guess])[0] <= width:
        lo = guess
        if font.size(chunk[: guess + 1])[0] > width:
            hi = guess
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if font.size(chunk[:mid])[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    slash = chunk.rfind("/", 0, lo)
    if slash >= lo // 2:
        lo = slash + 1
    return pos + lo


def draw_wrapped(
    surf: pygame.Surface,
    text: str,
    rect: Rect,
    size: int = 17,
    colour: theme.Colour | None = None,
    bold: bool = False,
    spacing: int = 4,
    max_lines: int | None = None,
) -> int:
    """Draw ``text`` wrapped into ``rect``; returns the y below the last line.

    ``max_lines`` caps the lines (``-1``: as many as fit ``rect``'s height);
    the last line shown ends with "…" when text is cut.
    """
    colour = theme.TEXT if colour is None else colour
    font = Fonts.get(size, bold)
    x, y, w, h = rect
    spacing = Fonts.px(spacing)
    step = font.get_linesize() + spacing - Fonts.px(2)
    lines = wrap(text, font, w)
    cap = max(1, (h + spacing - Fonts.px(2)) // step) if max_lines == -1 else max_lines
    cut = cap is not None and len(lines) > cap
    if cap is not None and len(lines) > cap:
        lines = lines[:cap]
        lines[-1] = ellipsize(lines[-1] + "…", font, w)
    for i, line in enumerate(lines):
        img = Fonts.text(line, size, bold, colour)
        _blit_line(surf, img, img.get_rect(topleft=(x, y)), line, rect, size=size, wanted=size,
                   bold=bold, colour=colour, cut=cut and i == len(lines) - 1)
        y += step
    return y


def ellipsize(text: str, font: pygame.font.Font, width: int) -> str:
    """``text`` cut to ``width`` pixels with a trailing "…" (unchanged if it fits).

    Binary search over at most a line's worth of characters (linear in the text).
    """
    if _width(font, text, width) <= width:
        return text
    head = text[: _cap(width)]

    def fits(n: int) -> bool:
        return bool(font.size(head[:n].rstrip("…") + "…")[0] <= width)

    lo, hi = 0, len(head)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if fits(mid):
            lo = mid
        else:
            hi = mid - 1
    return head[:lo].rstrip("…") + "…"


def draw_spinner(surf: pygame.Surface, centre: tuple[int, int], r: int, t_ms: int) -> None:
    """A rotating ring of dots of radius ``r`` (device pixels): the computer is thinking."""
    half = Fonts.px(4)
    for i in range(8):
        a = (i / 8) * 2 * math.pi + t_ms / 160
        alpha = 60 + 195 * ((i + 1) / 8)
        x = centre[0] + r * math.cos(a)
        y = centre[1] + r * math.sin(a)
        dot = pygame.Surface((2 * half, 2 * half), pygame.SRCALPHA)
        pygame.draw.circle(dot, (*theme.ACCENT, round(alpha)), (half, half), Fonts.px(3))
        surf.blit(dot, (round(x) - half, round(y) - half))
    drawlog.note_text(Drawn("", pygame.Rect(centre[0] - r - half, centre[1] - r - half,
                                            2 * (r + half), 2 * (r + half)), None,
                            drawlog.GRAPHIC))


def draw_stone_icon(surf: pygame.Surface, colour: int, centre: tuple[int, int], r: int) -> None:
    """A stone as a legend icon."""
    draw_stone(surf, colour, centre, r)


@contextlib.contextmanager
def clipped(surf: pygame.Surface, rect: Rect | None) -> Iterator[None]:
    """Drawing inside the ``with`` is clipped to ``rect`` (a scrolling page's viewport or
    text area), on the surface and in the draw log; ``None``: not clipped."""
    if rect is None:
        yield
        return
    before = surf.get_clip()
    surf.set_clip(before.clip(rect))
    try:
        with drawlog.clipped(rect):
            yield
    finally:
        surf.set_clip(before)
