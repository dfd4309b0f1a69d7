"""``tools/serve_web.py``: the local server for the built site (``make serve``)."""

from __future__ import annotations

import threading
import urllib.request
from collections.abc import Iterator
from email.message import Message
from pathlib import Path

import pytest

from tests.support.tool_loader import load_tool

serve_web = load_tool("serve_web")


@pytest.fixture
def site_url(tmp_path: Path) -> Iterator[str]:
    (tmp_path / "index.html").write_text("<title>Tanbo</title>", encoding="utf-8")
    (tmp_path / "main.wasm").write_bytes(b"\0asm\1\0\0\0")
    (tmp_path / "tanbo.apk").write_bytes(b"PK\3\4")
    server = serve_web.make_server(tmp_path, 0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    host, port = server.server_address[:2]
    try:
        yield f"http://{host!s}:{port}/"
    finally:
        server.shutdown()
        server.server_close()


def _get(url: str) -> tuple[bytes, Message]:
    """Body and headers (looked up case-insensitively) of a GET."""
    with urllib.request.urlopen(url, timeout=10) as response:
        return response.read(), response.headers


def test_it_binds_to_loopback_only(site_url: str) -> None:
    assert site_url.startswith("http://127.0.0.1:")


def test_it_serves_the_page_without_caching(site_url: str) -> None:
    body, headers = _get(site_url)
    assert body == b"<title>Tanbo</title>"
    assert headers["Cache-Control"] == "no-store"


@pytest.mark.parametrize(
    ("name", "mime"),
    [("main.wasm", "application/wasm"), ("tanbo.apk", "application/octet-stream")],
)
def test_it_sends_the_runtime_file_types(site_url: str, name: str, mime: str) -> None:
    _body, headers = _get(site_url + name)
    assert headers["Content-Type"] == mime
    assert headers["Access-Control-Allow-Origin"] == "*"


def test_it_refuses_to_serve_a_missing_default_site(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(serve_web, "DEFAULT_SITE", tmp_path / "web")
    assert serve_web.main(["--dir", str(tmp_path / "web")]) == 1
    assert "make web" in capsys.readouterr().err
