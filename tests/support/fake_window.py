"""A stand-in for the browser's JS window: the expressions :mod:`tanbo.ui.share` evaluates."""

from __future__ import annotations

import json
import re

_REPLACE = re.compile(r"history\.replaceState\(history\.state, '', (\".*\")\)")


class FakeLocation:
    def __init__(self, href: str) -> None:
        self.href = href

    @property
    def hash(self) -> str:
        frag = self.href.partition("#")[2]
        return "#" + frag if frag else ""


class FakeHistory:
    def __init__(self) -> None:
        self.calls: list[str] = []  # the URLs given to replaceState


class FakeWindow:
    """``eval`` of ``location.hash``, ``location.href`` and ``history.replaceState(...)``
    acts on a fake address; any other code (the copy script) is kept and answered with
    ``eval_result``."""

    def __init__(self, href: str, eval_result: str = "copied") -> None:
        self.location = FakeLocation(href)
        self.history = FakeHistory()
        self.evaluated: list[str] = []
        self.eval_result = eval_result

    def eval(self, code: str) -> str | None:
        if code == "location.hash":
            return self.location.hash
        if code == "location.href":
            return self.location.href
        replace = _REPLACE.fullmatch(code)
        if replace is not None:
            url = json.loads(replace.group(1))
            self.history.calls.append(url)
            self.location.href = self.location.href.partition("#")[0] + url
            return None
        self.evaluated.append(code)
        return self.eval_result
