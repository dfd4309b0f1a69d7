"""``tools/serve_web.py``: the local server for the built site (``make serve``), run as a
command on a free port."""

from __future__ import annotations

import subprocess
import sys
import urllib.request
from collections.abc import Iterator
from email.message import Message
from pathlib import Path

import pytest

from tests.web.conftest import ROOT

SERVE_WEB = ROOT / "tools" / "serve_web.py"


@pytest.fixture
def site_url(tmp_path: Path) -> Iterator[str]:
    (tmp_path / "index.html").write_text("<title>Tanbo</title>", encoding="utf-8")
    (tmp_path / "main.wasm").write_bytes(b"\0asm\1\0\0\0")
    (tmp_path / "tanbo.apk").write_bytes(b"PK\3\4")
    server = subprocess.Popen(
        [sys.executable, str(SERVE_WEB), "--dir", str(tmp_path), "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
    )
    try:
        assert server.stdout is not None
        line = server.stdout.readline().strip()  # "serving http://127.0.0.1:PORT/"
        assert line.startswith("serving "), line
        yield line.removeprefix("serving ")
    finally:
        server.terminate()
        server.wait(timeout=10)


def _get(url: str) -> tuple[bytes, Message]:
    """Body and headers (looked up case-insensitively) of a GET."""
    with urllib.request.urlopen(url, timeout=10) as response:
        return response.read(), response.headers


def test_it_binds_to_loopback_only(site_url: str) -> None:
    assert site_url.startswith("http://127.0.0.1:")


def test_it_serves_the_page_without_caching(site_url: str) -> None:
    body, headers = _get(site_url)
    assert body == b"<title>Tanbo</title>"
    assert headers["Cache-Control"] == "no-cache"  # (no-store would refuse the bf-cache)


def test_a_conditional_request_is_answered_in_full(site_url: str) -> None:
    _body, headers = _get(site_url)
    since = {"If-Modified-Since": headers["Last-Modified"]}
    request = urllib.request.Request(site_url, headers=since)
    with urllib.request.urlopen(request, timeout=10) as response:
        assert response.status == 200
        assert response.read() == b"<title>Tanbo</title>"


@pytest.mark.parametrize(
    ("name", "mime"),
    [("main.wasm", "application/wasm"), ("tanbo.apk", "application/octet-stream")],
)
def test_it_sends_the_runtime_file_types(site_url: str, name: str, mime: str) -> None:
    _body, headers = _get(site_url + name)
    assert headers["Content-Type"] == mime
    assert headers["Access-Control-Allow-Origin"] == "*"


def test_it_refuses_to_serve_a_missing_default_site(tmp_path: Path) -> None:
    # the default site is build/web of the checkout: a copy of the tool in an empty tree
    # has none (so this holds whether or not this checkout has been built)
    (tmp_path / "tools").mkdir()
    tool = tmp_path / "tools" / "serve_web.py"
    tool.write_bytes(SERVE_WEB.read_bytes())
    done = subprocess.run([sys.executable, str(tool)], capture_output=True, text=True,
                          timeout=60, check=False)
    assert done.returncode == 1
    assert "make web" in done.stderr
