# ruff: noqa: RUF001  (Russian text is meant to be Cyrillic)
"""The Display screen's texts in English and Russian (keys ``display.*``, ``btn.display``);
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
    "ru": {
        "btn.display": "Экран",
        "display.title": "Экран",
        "display.standard": "обычный",
        "display.large": "текст {size}",
        "display.high": "контраст",
        "display.less": "без анимаций",
        "display.text": "Крупный текст: {size}",
        "display.text_detail": "Крупнее текст; на телефоне доска меньше",
        "display.contrast": "Высокий контраст: {state}",
        "display.contrast_detail": "Белое на чёрном, камни с обводкой",
        "display.motion": "Меньше движения: {state}",
        "display.motion_detail": "Камни не гаснут и не вращаются",
        "display.on": "вкл.",
        "display.off": "выкл.",
    },
}
"""The Display screen's texts by language."""

add_strings(DISPLAY_STRINGS)
