"""A stand-in for the browser's JS window: what :mod:`tanbo.ui.share` touches of it."""

from __future__ import annotations

from typing import Any


class FakeLocation:
    def __init__(self, href: str) -> None:
        self.href = href

    @property
    def hash(self) -> str:
        frag = self.href.partition("#")[2]
        return "#" + frag if frag else ""


class FakeHistory:
    def __init__(self, location: FakeLocation) -> None:
        self.location = location
        self.calls: list[tuple[Any, str, str]] = []

    def replaceState(self, state: Any, title: str, url: str) -> None:
        self.calls.append((state, title, url))
        self.location.href = self.location.href.partition("#")[0] + url


class FakeWindow:
    """Just what :mod:`tanbo.ui.share` touches of the JS window."""

    def __init__(self, href: str, eval_result: str = "copied") -> None:
        self.location = FakeLocation(href)
        self.history = FakeHistory(self.location)
        self.evaluated: list[str] = []
        self.eval_result = eval_result

    def eval(self, code: str) -> str:
        self.evaluated.append(code)
        return self.eval_result
