"""The Display screen's texts in English (keys ``display.*``, ``btn.display``);
importing this module adds them to the string tables."""

from __future__ import annotations

from tanbo.ui.i18n import add_strings

__all__ = ["DISPLAY_STRINGS"]

DISPLAY_STRINGS: dict[str, dict[str, str]] = {
    "en": {
        "btn.display": "Display",
        "display.title": "Display",
        "display.standard": "standard",
        "display.large": "text {size}",
        "display.high": "high contrast",
        "display.less": "reduced motion",
        "display.text": "Larger text: {size}",
        "display.text_detail": "Larger text; on a phone the board makes room",
        "display.contrast": "High contrast: {state}",
        "display.contrast_detail": "White on black, outlined stones",
        "display.motion": "Reduced motion: {state}",
        "display.motion_detail": "No fading, turning or spinning",
        "display.on": "on",
        "display.off": "off",
    },
}
"""The Display screen's texts by language."""

add_strings(DISPLAY_STRINGS)
