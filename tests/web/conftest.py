"""The web tests' shared build: ``tools/build_web.py`` run as a command, once per process.

Tests do not import ``tools/``: they run the build as ``make web`` does and read what it
wrote (the site, the archive) and printed (version, sizes). The network is made
unreachable (every proxy at a closed local port): the build must not need pygbag's CDN.
"""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SITE_URL = "https://someone.github.io/tanbo/"
"""The address the shared build is given in ``TANBO_SITE_URL`` (as the Pages workflow does)."""


@dataclass(frozen=True)
class Built:
    """A finished build: the site folder and what the command printed about it."""

    site: Path
    archive: Path
    version: str
    archive_bytes: int
    fonts: dict[str, tuple[int, int]]
    stdout: str


def build_site(out: Path, *args: str, site_url: str | None = None) -> Built:
    """``python tools/build_web.py --out OUT ARGS...`` offline; fails the test on an error."""
    env = {k: v for k, v in os.environ.items() if k.lower() != "no_proxy"}
    for var in ("http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "all_proxy"):
        env[var] = "http://127.0.0.1:9"
    env.pop("TANBO_SITE_URL", None)
    if site_url is not None:
        env["TANBO_SITE_URL"] = site_url
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "build_web.py"), "--out", str(out),
         "--timeout", "120", *args],
        capture_output=True, text=True, env=env, cwd=ROOT, timeout=300, check=False,
    )
    assert done.returncode == 0, done.stderr
    text = done.stdout
    version = re.search(r"^built Tanbo (\S+) into ", text, re.MULTILINE)
    archive = re.search(r"^archive (\S+): (\d+) bytes$", text, re.MULTILINE)
    assert version and archive, text
    fonts = {
        m.group(1): (int(m.group(2)), int(m.group(3)))
        for m in re.finditer(r"^font (\S+): (\d+) -> (\d+) bytes", text, re.MULTILINE)
    }
    return Built(out, out / archive.group(1), version.group(1), int(archive.group(2)), fonts,
                 text)


needs_pygbag = pytest.mark.skipif(
    importlib.util.find_spec("pygbag") is None, reason="pygbag missing: pip install -e .[dev]"
)


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory) -> Built:
    """One offline build (with ``TANBO_SITE_URL`` = :data:`SITE_URL`) for the session."""
    if importlib.util.find_spec("pygbag") is None:
        pytest.skip("pygbag missing: pip install -e .[dev]")
    return build_site(tmp_path_factory.mktemp("web") / "web", site_url=SITE_URL)
