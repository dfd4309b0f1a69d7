"""Where a game link meets the platform: the address bar and clipboard, or the desktop's.

Game links themselves are :mod:`tanbo.link`; this module only moves them in and out:

* **In the browser** (``sys.platform == "emscripten"``, ``platform.window`` is the JS
  window): the link the page was opened with is ``location.hash``; after every move
  the App calls :func:`show_link`, which puts the current game's link in the address
  bar with ``history.replaceState`` (one history entry, so Back still leaves the
  site); :func:`copy_text` copies with ``navigator.clipboard.writeText`` and, when
  that is unavailable or refused, shows the link selected in ``window.prompt``; the
  page's own address (without its fragment) is the base of shared links;
  :func:`address_change` notices a link pasted into the address bar of the open page.
* **Natively**: the link comes from the command line (``python main.py 'https://…#…'``)
  or from Ctrl+V (:func:`paste_text`); :func:`copy_text` uses the clipboard pygame-ce
  offers (``pygame.scrap``); the base of shared links is :func:`tanbo.link.site_url`.

No browser call blocks except the fallback prompt (the browser's own dialog). Every
browser call is one ``window.eval`` of a short expression, the one bridge primitive that
pygbag's runtime and Pyodide both support the same way (pygbag's own Pyodide shim is
built on it). The ``window`` parameters exist for tests; by default the real JS window
is used.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

import pygame

from tanbo.errors import TanboError
from tanbo.link import link_url, site_url
from tanbo.puzzles.link import parse_puzzle_link
from tanbo.ui.js import PageEval, web_window
from tanbo.ui.storage import IS_WEB

__all__ = [
    "COPIED",
    "SHOWN",
    "FAILED",
    "looks_like_link",
    "is_puzzle_link",
    "startup_link",
    "page_address",
    "share_url",
    "show_link",
    "address_change",
    "copy_text",
    "paste_text",
]

COPIED, SHOWN, FAILED = "copied", "shown", "failed"

# Try the asynchronous clipboard; if it is missing (a page served over plain http) or
# refuses (no permission, no focus), show the link selected in a prompt instead.
_COPY_JS = """(function (text, message) {
  function show() { window.prompt(message, text); }
  try {
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(null, show);
      return "copied";
    }
  } catch (e) {}
  show();
  return "shown";
})(%s, %s)"""


def _browser(window: PageEval | None) -> PageEval | None:
    """The JS window to use: the given one (tests), the real one in the browser, or None."""
    if window is not None:
        return window
    return web_window() if IS_WEB else None


def _hash(win: PageEval) -> str:
    """``location.hash`` without its ``#`` ("" when there is none)."""
    value = str(win.eval("location.hash") or "")
    return value[1:] if value.startswith("#") else value


def is_puzzle_link(text: str | None) -> bool:
    """True when ``text`` is one line that is a puzzle's link (:mod:`tanbo.puzzles.link`)."""
    if not text or "\n" in text.strip():
        return False
    try:
        parse_puzzle_link(text.strip())
    except (TanboError, ValueError):
        return False
    return True


def looks_like_link(text: str | None) -> bool:
    """True for one line that is a game link (address with ``#v…`` or a bare ``v1.…``)
    or a puzzle's link."""
    if not text:
        return False
    text = text.strip()
    if not text or "\n" in text or text.startswith("["):
        return False
    if is_puzzle_link(text):
        return True
    frag = text.partition("#")[2] if "#" in text else text
    return len(frag) > 2 and frag[0] == "v" and frag[1].isdigit()


def startup_link(argv: Sequence[str] = (), window: PageEval | None = None) -> str | None:
    """The link the game was opened with: the page's fragment, or a command-line argument."""
    win = _browser(window)
    if win is not None:
        return _hash(win) or None
    for arg in argv:
        if looks_like_link(arg):
            return arg
    return None


def page_address(window: PageEval | None = None) -> str:
    """The address shared links start with: this page's (browser) or the site's (native)."""
    win = _browser(window)
    if win is not None:
        return str(win.eval("location.href")).partition("#")[0]
    return site_url()


def share_url(fragment: str, window: PageEval | None = None) -> str:
    """The whole address to send for a link fragment."""
    return link_url(fragment, page_address(window))


def show_link(fragment: str, window: PageEval | None = None) -> None:
    """Browser only: show ``#fragment`` in the address bar, replacing the history entry."""
    win = _browser(window)
    if win is not None and _hash(win) != fragment:
        win.eval(f"history.replaceState(history.state, '', {json.dumps('#' + fragment)})")


def address_change(known: str | None, window: PageEval | None = None) -> str | None:
    """Browser only: the fragment now in the address bar if it differs from ``known``.

    ``known`` is the fragment the game last showed or opened; a different one was
    typed or pasted into the address bar of the open page (no reload happens then).
    """
    win = _browser(window)
    if win is None:
        return None
    current = _hash(win)
    if not current or current == known:
        return None
    return current


def copy_text(text: str, prompt_message: str, window: PageEval | None = None) -> str:
    """Copy ``text``: :data:`COPIED`, :data:`SHOWN` (browser prompt) or :data:`FAILED`."""
    win = _browser(window)
    if win is not None:
        result = str(win.eval(_COPY_JS % (json.dumps(text), json.dumps(prompt_message))))
        return COPIED if result == COPIED else SHOWN
    try:
        pygame.scrap.put_text(text)
    except (AttributeError, pygame.error):
        return FAILED
    return COPIED


def paste_text() -> str | None:
    """Natively the clipboard's text (``None`` if empty or unavailable); ``None`` in the browser."""
    if IS_WEB:
        return None
    try:
        text = pygame.scrap.get_text()
    except (AttributeError, pygame.error):
        return None
    return str(text) if text else None
