"""The platform side of game links (:mod:`tanbo.ui.share`), browser paths on a fake window."""

from __future__ import annotations

import json

import pytest

pygame = pytest.importorskip("pygame")

from tanbo.ui import share  # noqa: E402
from tests.support.fake_window import FakeWindow  # noqa: E402

FRAGMENT = "v1.tanbo.7x7.dense.b7d7.0775"
PAGE = "https://someone.github.io/tanbo/"


def test_the_page_fragment_is_the_startup_link() -> None:
    assert share.startup_link(window=FakeWindow(f"{PAGE}#{FRAGMENT}")) == FRAGMENT
    assert share.startup_link(window=FakeWindow(PAGE)) is None
    assert share.startup_link(window=FakeWindow(PAGE + "#")) is None


def test_natively_a_link_argument_is_the_startup_link() -> None:
    assert share.startup_link([f"{PAGE}#{FRAGMENT}"]) == f"{PAGE}#{FRAGMENT}"
    assert share.startup_link(["--verbose", FRAGMENT]) == FRAGMENT
    assert share.startup_link(["game.txt"]) is None
    assert share.startup_link([]) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (FRAGMENT, True),
        (f"  {PAGE}#{FRAGMENT}\n", True),
        (f"#{FRAGMENT}", True),
        ("https://example.org/#top", False),
        ('[Game "Tanbo"]\n[Size "7x7"]\n', False),
        ("", False),
        (None, False),
        ("v1", False),
    ],
)
def test_looks_like_link(text: str | None, expected: bool) -> None:
    assert share.looks_like_link(text) is expected


def test_moves_replace_the_address_bar_entry_without_new_history() -> None:
    win = FakeWindow(PAGE)
    share.show_link(FRAGMENT, win)
    assert win.history.calls == ["#" + FRAGMENT]
    assert win.location.href == f"{PAGE}#{FRAGMENT}"
    share.show_link(FRAGMENT, win)  # unchanged: no call at all
    assert len(win.history.calls) == 1


def test_shared_links_start_with_the_pages_own_address() -> None:
    win = FakeWindow(f"{PAGE}?x=1#old")
    assert share.share_url(FRAGMENT, win) == f"{PAGE}?x=1#{FRAGMENT}"


def test_natively_shared_links_start_with_the_site_address(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("TANBO_SITE_URL", PAGE)
    assert share.share_url(FRAGMENT) == f"{PAGE}#{FRAGMENT}"


def test_a_link_typed_into_the_address_bar_is_noticed_once() -> None:
    win = FakeWindow(f"{PAGE}#{FRAGMENT}")
    assert share.address_change(FRAGMENT, win) is None
    win.location.href = f"{PAGE}#v1.other"
    assert share.address_change(FRAGMENT, win) == "v1.other"
    win.location.href = PAGE
    assert share.address_change(FRAGMENT, win) is None


def test_browser_copy_tries_the_clipboard_then_the_prompt() -> None:
    win = FakeWindow(PAGE, eval_result="copied")
    assert share.copy_text('a "link"', "Copy this:", win) == share.COPIED
    code = win.evaluated[0]
    assert "navigator.clipboard.writeText" in code and "window.prompt" in code
    assert json.dumps('a "link"') in code and json.dumps("Copy this:") in code
    assert share.copy_text("x", "m", FakeWindow(PAGE, eval_result="shown")) == share.SHOWN


def test_native_copy_and_paste_use_the_clipboard() -> None:
    pygame.init()
    pygame.display.set_mode((8, 8))
    assert share.copy_text(f"{PAGE}#{FRAGMENT}", "unused") == share.COPIED
    assert share.paste_text() == f"{PAGE}#{FRAGMENT}"
