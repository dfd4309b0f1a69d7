"""The offline web app as the build writes it (issue 23), checked natively.

``tools/build_web.py`` adds to the site the web app manifest, the service worker and the
page's offline script (copied unchanged from ``web/``), the icons (``tools/make_icon.py
--web``) and ``precache.js``: every file the service worker caches, with its sha256, and a
cache version that changes with any file. The browser side (offline reload, update,
installability) is tested in ``tests/web/offline.test.mjs``.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import struct
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.web.conftest import ROOT, Built, needs_pygbag

OFFICIAL_CDN = "https://pygame-web.github.io/cdn/0.9.3/"
BUILD_WEB = ROOT / "tools" / "build_web.py"

pytestmark = [needs_pygbag, pytest.mark.slow]


@pytest.fixture
def site(built: Built) -> Path:
    """The session's offline build (tests/web/conftest.py), run as a command."""
    return built.site


def precache_only(folder: Path) -> subprocess.CompletedProcess[str]:
    """``python tools/build_web.py --precache-only --out FOLDER``."""
    return subprocess.run(
        [sys.executable, str(BUILD_WEB), "--precache-only", "--out", str(folder)],
        capture_output=True, text=True, timeout=120, check=False,
    )


def precache(folder: Path) -> dict[str, Any]:
    """The object ``precache.js`` assigns to ``self.TANBO_OFFLINE``."""
    text = (folder / "precache.js").read_text(encoding="utf-8")
    body = text[text.index("{") : text.rindex("}") + 1]
    data: dict[str, Any] = json.loads(body)
    return data


def png_size(path: Path) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk."""
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n", f"{path.name} is not a PNG"
    width, height = struct.unpack(">II", head[16:24])
    return width, height


def test_the_service_worker_page_script_and_manifest_are_web_s_own_files(site: Path) -> None:
    for name in ("sw.js", "offline.js", "manifest.webmanifest"):
        assert (site / name).read_bytes() == (ROOT / "web" / name).read_bytes(), name


def test_the_manifest_makes_an_installable_app_under_a_project_path(site: Path) -> None:
    manifest = json.loads((site / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["name"] == "Tanbo"
    assert manifest["short_name"]
    assert manifest["description"]
    # relative to the manifest: https://<user>.github.io/<repo>/ works
    assert manifest["start_url"] == manifest["scope"] == manifest["id"] == "./"
    assert manifest["display"] in {"fullscreen", "standalone"}
    assert manifest["orientation"] == "any"
    assert manifest["theme_color"] == "#262a30"  # tanbo.ui.theme.BACKGROUND (38, 42, 48)
    assert manifest["background_color"] == "#1e2a1e"  # the loading screen's
    sizes = set()
    for icon in manifest["icons"]:
        width, height = png_size(site / icon["src"])
        assert icon["sizes"] == f"{width}x{height}", icon
        sizes.add((width, icon["purpose"]))
    assert sizes == {(192, "any"), (512, "any"), (512, "maskable")}


def test_the_maskable_icon_fills_its_square_and_the_plain_ones_do_not(site: Path) -> None:
    pygame = pytest.importorskip("pygame")
    maskable = pygame.image.load(str(site / "icon-maskable-512.png"))
    plain = pygame.image.load(str(site / "icon-512.png"))
    assert maskable.get_at((0, 0)).a == 255  # no transparent corner for a mask to expose
    assert maskable.get_at((0, 0))[:3] == (38, 42, 48)
    # the board sits inside the safe zone (the centred circle of 80% of the width)
    assert maskable.get_at((256, 256))[:3] != (38, 42, 48)
    assert maskable.get_at((60, 60))[:3] == (38, 42, 48)
    assert plain.get_at((256, 256)).a == 255


def test_the_page_links_the_manifest_and_loads_the_offline_script(site: Path) -> None:
    html = (site / "index.html").read_text(encoding="utf-8")
    assert '<link rel="manifest" href="manifest.webmanifest">' in html
    # after the page's own script (its error and audio hooks come first), before </body>
    assert html.index("function tanbo_runtime_failed") < html.index('<script src="offline.js">')
    assert html.index('<script src="offline.js">') < html.index("</body>")
    assert "tanbo_storage_ready" in html  # the bootstrap waits for the save's second copy


def test_precache_lists_every_file_the_game_needs_with_its_digest(
    site: Path, built: Built
) -> None:
    listed = precache(site)
    urls = [entry["url"] for entry in listed["files"]]
    assert urls == sorted(urls)
    for needed in (
        "index.html",
        "tanbo.tar.gz",
        "offline.js",
        "manifest.webmanifest",
        "favicon.png",
        "icon-192.png",
        "icon-512.png",
        "icon-maskable-512.png",
    ):
        assert needed in urls, needed
    for left_out in ("sw.js", "precache.js", "tanbo.apk", ".nojekyll"):
        assert left_out not in urls, left_out
    for entry in listed["files"]:
        data = (site / entry["url"]).read_bytes()
        assert entry["sha256"] == hashlib.sha256(data).hexdigest(), entry["url"]
        assert entry["bytes"] == len(data)
    assert listed["cdn"] == OFFICIAL_CDN
    assert listed["version"].startswith(built.version + "-")


def test_the_cache_version_follows_the_files(site: Path, tmp_path: Path) -> None:
    copy = tmp_path / "web"
    shutil.copytree(site, copy)
    version = precache(copy)["version"]
    again = precache_only(copy)
    assert again.returncode == 0, again.stderr
    assert f"version {version}" in again.stdout, "the same files, the same version"
    assert precache(copy)["version"] == version
    (copy / "offline.js").write_text("// changed\n", encoding="utf-8")
    changed = precache_only(copy)
    assert changed.returncode == 0, changed.stderr
    assert precache(copy)["version"] != version
    assert f"version {precache(copy)['version']}" in changed.stdout


def test_precache_only_adds_a_mirrored_runtime(site: Path, tmp_path: Path) -> None:
    copy = tmp_path / "web"
    shutil.copytree(site, copy)
    before = precache(copy)
    runtime = copy / "cdn" / "0.9.3" / "pythons.js"
    runtime.parent.mkdir(parents=True)
    runtime.write_text("// the runtime\n", encoding="utf-8")
    assert precache_only(copy).returncode == 0
    after = precache(copy)
    assert "cdn/0.9.3/pythons.js" in [entry["url"] for entry in after["files"]]
    assert after["version"] != before["version"]
    assert len(after["files"]) == len(before["files"]) + 1


def test_precache_only_needs_a_built_site(tmp_path: Path) -> None:
    done = precache_only(tmp_path)
    assert done.returncode == 1
    assert "no index.html" in done.stderr
