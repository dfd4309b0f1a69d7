"""Serve the built site (``build/web/``) on 127.0.0.1 for playing it in a browser.

Owns the README command ``.venv/bin/python tools/serve_web.py`` (``make serve``). A
plain static server with the MIME types the pygbag page needs and no stale copies (so a
rebuilt archive is picked up on reload): ``Cache-Control: no-cache`` and every request
answered in full, never "304 Not Modified". Not ``no-store``: that would keep the page
out of the browser's back/forward cache (Lighthouse's bf-cache audit). It prints
``serving <url>`` first, then one ``<METHOD> <path> <status>`` line per request on
stdout: the browser smoke test reads those lines to see what the page asked for. Local
use only: it binds to loopback.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import io
import os
import sys
import threading
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import BinaryIO

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SITE = ROOT / "build" / "web"
HOST = "127.0.0.1"
EXTRA_TYPES = {
    ".apk": "application/octet-stream",
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".data": "application/octet-stream",
    ".whl": "application/zip",
    ".tar": "application/x-tar",
    ".zip": "application/zip",
    ".webmanifest": "application/manifest+json",
}
_LOG_LOCK = threading.Lock()  # one whole line per request, even from concurrent handlers


class SiteHandler(SimpleHTTPRequestHandler):
    """Static files with pygbag's MIME types, no caching, one log line per request."""

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        """The MIME type, with the runtime's file kinds (wasm, apk, data) known."""
        suffix = Path(path).suffix.lower()
        return EXTRA_TYPES.get(suffix) or super().guess_type(path)

    def send_head(self) -> io.BytesIO | BinaryIO | None:
        """As the base class, but a conditional GET is answered in full (never 304): a
        rebuild is always what the browser gets, and the request log says 200."""
        for name in ("If-Modified-Since", "If-None-Match"):
            del self.headers[name]
        return super().send_head()

    def end_headers(self) -> None:
        """No stale copies (revalidate every time), the page may stay in the
        back/forward cache; allow any origin."""
        self.send_header("Cache-Control", "no-cache")
        # A page on another local port may load this folder as its runtime (module
        # scripts and fetch() need CORS): the mirror tool and the tests do that.
        self.send_header("Access-Control-Allow-Origin", "*")
        super().end_headers()

    def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
        """Print ``METHOD path status`` on stdout (flushed: tests read it live)."""
        status = code.value if isinstance(code, HTTPStatus) else code
        # print() writes the text and the newline separately: threads serving requests
        # at once could interleave them, so write each line whole under a lock.
        with _LOG_LOCK:
            sys.stdout.write(f"{self.command} {self.path} {status}\n")
            sys.stdout.flush()

    def log_message(self, format: str, *args: object) -> None:
        """Errors go to stderr; the per-request line comes from :meth:`log_request`."""
        print(format % args, file=sys.stderr, flush=True)


def make_server(site: Path, port: int = 0) -> ThreadingHTTPServer:
    """A server for ``site`` on 127.0.0.1 (port 0: any free port)."""
    handler = functools.partial(SiteHandler, directory=str(site))
    return ThreadingHTTPServer((HOST, port), handler)


def main(argv: list[str] | None = None) -> int:
    """Command line: serve until interrupted."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, default=DEFAULT_SITE, help="site folder")
    parser.add_argument("--port", type=int, default=8000, help="0 picks a free port")
    args = parser.parse_args(argv)
    if args.dir == DEFAULT_SITE and not (args.dir / "index.html").is_file():
        print(f"serve_web: no index.html in {args.dir}; run `make web` first", file=sys.stderr)
        return 1
    with make_server(args.dir, args.port) as server:
        host, port = server.server_address[:2]
        print(f"serving http://{host!s}:{port}/", flush=True)
        with contextlib.suppress(KeyboardInterrupt):
            server.serve_forever()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
