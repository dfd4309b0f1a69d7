"""The window: opening its surface at a size, and the size the browser page asks for.

Natively the window is resizable (and full screen with F11); in the browser the
page (``web/fit.js``) names the canvas size in ``window.tanbo_window_size`` and its
device pixels per CSS pixel in ``window.tanbo_pixel_ratio``. What is laid out in the
window is :func:`tanbo.ui.layout.screen_layout`'s, at :func:`tanbo.ui.layout.ui_scale`.
"""

from __future__ import annotations

import pygame

from tanbo.ui.js import JsWindow, web_window
from tanbo.ui.settings import parse_window_size
from tanbo.ui.storage import IS_WEB

__all__ = ["open_window", "page_size", "page_pixel_ratio", "page_is_touch",
           "page_prefers_reduced_motion", "page_languages", "MAX_PIXEL_RATIO"]

MAX_PIXEL_RATIO = 8.0  # a larger (or unreadable) ratio from the page is taken as 1


def open_window(size: tuple[int, int], fullscreen: bool = False) -> pygame.Surface:
    """The window's surface at ``size`` (reused when it already has that size)."""
    screen = pygame.display.get_surface()
    if screen is not None and screen.get_size() == size:
        return screen
    flags = 0 if IS_WEB else pygame.RESIZABLE
    if fullscreen and not IS_WEB:
        flags |= pygame.FULLSCREEN
    screen = pygame.display.set_mode(size, flags)
    # the resize events of our own set_mode are old news (they may name the old size)
    pygame.event.clear((pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED, pygame.WINDOWRESIZED))
    return screen


def _web_window() -> JsWindow:
    return web_window()


def page_size() -> tuple[int, int] | None:
    """The canvas size the page asks for (``window.tanbo_window_size``, web/fit.js)."""
    try:
        text = str(_web_window().tanbo_window_size)
    except Exception:  # no such page value (an older page, the tests' fake window)
        return None
    size = parse_window_size(text)
    if size is None:
        return None
    w, h = size
    return (w, h) if w > 0 and h > 0 else None


def page_pixel_ratio() -> float:
    """The canvas's device pixels per CSS pixel (``window.tanbo_pixel_ratio``, web/fit.js);
    1 when the page does not say or says something that is not a ratio."""
    try:
        ratio = float(_web_window().tanbo_pixel_ratio)
    except Exception:  # no such page value (an older page, the tests' fake window)
        return 1.0
    return ratio if 1.0 <= ratio <= MAX_PIXEL_RATIO else 1.0


def publish_tab_stays(stays: str) -> None:
    """Tell the page which Tab the game takes now (``window.tanbo_tab_inside``: "next",
    "prev", both or ""; :func:`tanbo.ui.focus.tab_stays`): web/fit.js lets the browser
    move the focus off the canvas on the others. Nothing natively or without a page."""
    try:
        _web_window().tanbo_tab_inside = stays
    except Exception:  # no page (native), the tests' fake window
        return


def page_languages() -> list[str]:
    """The browser's preferred languages, best first (``navigator.languages``, BCP 47
    tags such as ``es-AR``); empty natively or when the page does not answer."""
    try:
        text = _web_window().eval("(navigator.languages || [navigator.language]).join(',')")
    except Exception:  # no page (native), the tests' fake window, an old browser
        return []
    return [tag for tag in str(text or "").split(",") if tag]


def page_is_touch() -> bool:
    """True when the browser page's main pointer is a finger (``matchMedia("(pointer:
    coarse)")``: a phone or a tablet); False natively or when the page does not answer."""
    try:
        return bool(_web_window().matchMedia("(pointer: coarse)").matches)
    except Exception:  # no page (native), the tests' fake window, an old browser
        return False


def page_prefers_reduced_motion(window: JsWindow | None = None) -> bool:
    """True when the browser page asks for less motion (``matchMedia("(prefers-reduced-motion:
    reduce)")``, the system's setting); False natively or when the page does not answer.
    ``window`` stands in for the page's (tests)."""
    try:
        page = _web_window() if window is None else window
        return bool(page.matchMedia("(prefers-reduced-motion: reduce)").matches)
    except Exception:  # no page (native), an old browser
        return False
