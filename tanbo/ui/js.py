"""The browser's JavaScript objects, typed as far as the UI uses them (pygbag only).

Under pygbag, ``platform.window`` is the page's ``window``; a call crosses into
JavaScript and its answer comes back as a Python value. These protocols name the
part of that surface the UI calls, so the modules that reach the page (links,
transfer, storage, the window's size) are checked like the rest; tests pass
stand-ins that have just the part they need (a :class:`PageEval`).
"""

from __future__ import annotations

from typing import Protocol

__all__ = ["PageEval", "JsStorage", "JsElement", "JsDocument", "JsMediaQuery", "JsWindow",
           "web_window"]


class PageEval(Protocol):
    """What the link and clipboard code call on the page: one script, its value."""

    def eval(self, code: str) -> object:
        """Run ``code`` in the page; its value."""
        ...


class JsStorage(Protocol):
    """The page's ``localStorage``."""

    @property
    def length(self) -> int:
        """How many keys are stored."""
        ...

    def key(self, index: int) -> str | None:
        """The ``index``-th key."""
        ...

    def getItem(self, key: str) -> str | None:
        """The value under ``key``, ``None`` when there is none."""
        ...

    def setItem(self, key: str, value: str) -> None:
        """Store ``value`` under ``key`` (raises over the quota)."""
        ...

    def removeItem(self, key: str) -> None:
        """Remove ``key``."""
        ...


class JsElement(Protocol):
    """A link element made to download a file."""

    href: str
    download: str

    def click(self) -> None:
        """Follow the link."""
        ...


class JsDocument(Protocol):
    """The page's ``document``."""

    def createElement(self, tag: str) -> JsElement:
        """A new element ``<tag>``."""
        ...


class JsMediaQuery(Protocol):
    """A ``matchMedia`` answer."""

    @property
    def matches(self) -> bool:
        """True when the page matches the query."""
        ...


class JsWindow(PageEval, Protocol):
    """The page's ``window``: scripts, prompts, storage and the values ``web/fit.js`` sets."""

    @property
    def document(self) -> JsDocument:
        """The page's document."""
        ...

    @property
    def localStorage(self) -> JsStorage:
        """The page's storage."""
        ...

    @property
    def tanbo_window_size(self) -> object:
        """The canvas size the page asks for, ``"WxH"`` (``web/fit.js``)."""
        ...

    tanbo_tab_inside: str
    """Which Tab the game takes (``"next"``, ``"prev"``, both, ``""``; web/fit.js)."""

    @property
    def tanbo_pixel_ratio(self) -> float | str:
        """Device pixels per CSS pixel (``web/fit.js``)."""
        ...

    def prompt(self, message: str, default: str) -> str | None:
        """Ask for a line of text (``None`` when cancelled)."""
        ...

    def encodeURIComponent(self, text: str) -> str:
        """``text`` escaped for an address."""
        ...

    def matchMedia(self, query: str) -> JsMediaQuery:
        """Whether the page matches the CSS media ``query`` (``"(pointer: coarse)"``)."""
        ...


def web_window() -> JsWindow:
    """The page's ``window`` (only under pygbag: natively ``platform`` has none)."""
    import platform

    window: JsWindow = platform.window  # type: ignore[attr-defined]
    return window
