"""The design system in one place: the type scale, the spacing scale, the colours, the
contrast rule (WCAG 2) and the size of a touch target.

Sizes are logical pixels: the UI scale (:func:`tanbo.ui.layout.ui_scale`) makes them
device pixels, and in a browser one logical pixel is at least one CSS pixel (the scale is
the page's ``devicePixelRatio`` times a growth factor of 1 or more), so a size here is
the smallest it is ever shown in CSS pixels. The rules (checked by tests/ui/test_design.py
on every screen, in both languages, at phone, tablet and desktop sizes; see docs/design.md):

- no text below :data:`MIN_TEXT` CSS px (board coordinates: :data:`MIN_COORD`);
- text contrast at least :data:`AA_BODY` against what it is drawn on, :data:`AA_LARGE`
  for large text (:func:`is_large`) and for board marks and coordinates;
- every button at least :data:`MIN_TARGET_CSS` CSS px each way (board points excepted:
  a tap on the board previews first);
- no label cut ("…") or shrunk below the size it was given; nothing drawn over anything
  else (a modal's veil hides what is under it).

Pure Python (no pygame), so the web build and the tests can import it cheaply.
"""

from __future__ import annotations

__all__ = [
    "Colour",
    "CAPTION",
    "SMALL",
    "BODY",
    "LABEL",
    "LABEL_MAIN",
    "SUBTITLE",
    "TITLE",
    "HEADING",
    "DISPLAY",
    "TYPE_SCALE",
    "MIN_TEXT",
    "MIN_COORD",
    "SPACE_XS",
    "SPACE_S",
    "SPACE_M",
    "SPACE_L",
    "SPACE_XL",
    "SPACE_XXL",
    "SPACING",
    "MIN_TARGET_CSS",
    "AA_BODY",
    "AA_LARGE",
    "LARGE_BOLD_PX",
    "LARGE_PX",
    "relative_luminance",
    "contrast_ratio",
    "is_large",
    "min_contrast",
    "BACKGROUND",
    "PANEL_BG",
    "PANEL_LINE",
    "TEXT",
    "TEXT_DIM",
    "TEXT_WARN",
    "ACCENT",
    "FOCUS",
    "BUTTON",
    "BUTTON_HOVER",
    "BUTTON_ON",
    "BUTTON_TEXT",
    "BUTTON_TEXT_OFF",
    "OVERLAY",
    "COORD",
]

Colour = tuple[int, int, int]

# ---------------------------------------------------------------- type scale (logical px)

CAPTION = 12  # the smallest text: the version, footnotes, the move list's numbers
SMALL = 13  # secondary lines: details under a heading, legends
BODY = 15  # running text: messages, lesson and assistant text, status notes
LABEL = 15  # a button's label
LABEL_MAIN = 17  # the main action's label (Start game, Next)
SUBTITLE = 17  # a line under a title; a section's name
TITLE = 20  # a panel's or a dialog's title
HEADING = 26  # a screen's title
DISPLAY = 32  # the game's name on the menu

TYPE_SCALE: dict[str, int] = {
    "caption": CAPTION, "small": SMALL, "body": BODY, "label": LABEL,
    "label_main": LABEL_MAIN, "subtitle": SUBTITLE, "title": TITLE, "heading": HEADING,
    "display": DISPLAY,
}
"""Every named size, smallest first."""

MIN_TEXT = CAPTION  # no text below this many CSS px
MIN_COORD = 11  # board coordinates: at least this many CSS px

# ---------------------------------------------------------------- spacing scale (logical px)

SPACE_XS = 4
SPACE_S = 8
SPACE_M = 12
SPACE_L = 16
SPACE_XL = 24
SPACE_XXL = 32

SPACING: dict[str, int] = {
    "xs": SPACE_XS, "s": SPACE_S, "m": SPACE_M, "l": SPACE_L, "xl": SPACE_XL,
    "xxl": SPACE_XXL,
}
"""Every named gap, smallest first."""

# ---------------------------------------------------------------- targets and contrast

MIN_TARGET_CSS = 44  # a button is at least this many CSS px wide and high
AA_BODY = 4.5  # WCAG 2 AA contrast for body text
AA_LARGE = 3.0  # ... for large text, board marks and coordinates
LARGE_BOLD_PX = 18.66  # large text: at least this many CSS px bold (14 pt) ...
LARGE_PX = 24.0  # ... or this many regular (18 pt)


def relative_luminance(colour: tuple[int, ...]) -> float:
    """WCAG 2's relative luminance of an sRGB colour (0 black .. 1 white)."""

    def channel(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    """WCAG 2's contrast ratio of two colours, 1 (none) .. 21 (black on white)."""
    la, lb = relative_luminance(a), relative_luminance(b)
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)


def is_large(css_px: float, bold: bool) -> bool:
    """WCAG's large text: 18.66 CSS px bold or 24 regular (it may have 3:1 contrast)."""
    return css_px >= (LARGE_BOLD_PX if bold else LARGE_PX)


def min_contrast(css_px: float, bold: bool) -> float:
    """The least contrast text of this size and weight needs."""
    return AA_LARGE if is_large(css_px, bold) else AA_BODY


# ---------------------------------------------------------------- colours
# Each text colour is AA (4.5:1) on every background it is drawn on; the ratios are listed
# in docs/design.md and checked by tests/ui/test_design.py.

BACKGROUND: Colour = (38, 42, 48)
PANEL_BG: Colour = (48, 53, 60)
PANEL_LINE: Colour = (70, 76, 86)
TEXT: Colour = (232, 232, 228)
TEXT_DIM: Colour = (180, 184, 190)  # secondary text: 6.2:1 on PANEL_BG, 4.6:1 on BUTTON
TEXT_WARN: Colour = (255, 196, 120)
ACCENT: Colour = (226, 170, 84)
FOCUS: Colour = (255, 209, 102)  # the keyboard's focus ring (tanbo.ui.focus; the page's too)
BUTTON: Colour = (66, 72, 82)
BUTTON_HOVER: Colour = (86, 94, 106)
BUTTON_ON: Colour = (120, 92, 46)
BUTTON_TEXT: Colour = (236, 236, 232)
BUTTON_TEXT_OFF: Colour = (160, 164, 170)  # a disabled button's label (WCAG exempts it)
OVERLAY: tuple[int, int, int, int] = (24, 26, 30, 236)
COORD: Colour = (88, 56, 26)  # board coordinates on the wood (3:1 for marks)
