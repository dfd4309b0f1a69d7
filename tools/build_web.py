"""Offline browser build: stage the game, run pygbag 0.9.3 on the copy, publish build/web/.

Owns the README command ``.venv/bin/python tools/build_web.py`` (``make web``). Steps:

1. Stage ``main.py``, ``tanbo/`` and ``assets/`` (nothing else, no caches) into a clean
   ``build/stage/tanbo/``: pygbag packs *everything* in its app folder and may rewrite
   sources in place, so it never sees the working tree.
2. Run ``python -m pygbag --build`` there under a timeout, with the project's own
   template (``web/tanbo.tmpl``) and icon (``web/favicon.png``) so that nothing is fetched
   from pygbag's CDN (unreachable from CI; pygbag would retry forever).
   The staged fonts are first subset to the characters the game draws
   (``tools/subset_fonts.py``, fontTools): the archive shrinks from ~825 KB to ~250 KB.
3. Move the result to ``build/web/``, stamp the game's version into ``index.html`` and
   check that the archive holds ``main.py``, ``tanbo/`` and ``assets/`` only.
4. Make it an installable web app that plays offline: add the web app manifest, the
   service worker and the page's offline script (``web/manifest.webmanifest``,
   ``web/sw.js``, ``web/offline.js``), the icons (``tools/make_icon.py --web``) and
   ``precache.js``, the list of files the service worker caches with their sha256 and
   the cache version (:func:`write_precache`; ``--precache-only`` rewrites it after the
   runtime was mirrored into the site).

Start reading at :func:`build`. The workflow ``.github/workflows/pages.yml`` runs this.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
import zipfile
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from subset_fonts import stage_subsets  # a sibling tool

ROOT = Path(__file__).resolve().parent.parent
TEMPLATE = ROOT / "web" / "tanbo.tmpl"
ICON = ROOT / "web" / "favicon.png"
APP_NAME = "tanbo"
PYGBAG_VERSION = "0.9.3"
OFFICIAL_CDN = f"https://pygame-web.github.io/cdn/{PYGBAG_VERSION}/"
DEFAULT_TIMEOUT_S = 300.0
# What the archive may hold: the entry point and these two folders (issue 5).
STAGED_FILES = ("main.py",)
STAGED_DIRS = ("tanbo", "assets")
VERSION_MARK = "@TANBO_VERSION@"
# The offline app (issue 23): copied from web/ into the site as they are, so the site and
# the offline preview (tests/support/web/app_harness.mjs) run the same service worker and manifest.
OFFLINE_SOURCES = ("sw.js", "offline.js", "manifest.webmanifest")
PRECACHE = "precache.js"
# Never cached by the service worker: itself and its list (the browser fetches those),
# the .apk (the page unpacks the .tar.gz, which holds the same files), .nojekyll.
NOT_PRECACHED = frozenset({"sw.js", PRECACHE, ".nojekyll", f"{APP_NAME}.apk"})
MAKE_ICON = ROOT / "tools" / "make_icon.py"
FIT_JS = ROOT / "web" / "fit.js"  # the canvas fit, shared with the offline preview
FIT_MARK = "/*@TANBO_FIT_JS@*/"
_SKIP = shutil.ignore_patterns("__pycache__", "*.pyc", "*.pyo", ".*", "*-pygbag.*")


class BuildError(RuntimeError):
    """The web build failed; the message says which step and why."""


@dataclass(frozen=True)
class Precache:
    """The service worker's list: the cache version, how many files, how many bytes."""

    version: str
    files: int
    bytes: int


@dataclass(frozen=True)
class BuildResult:
    """Where the site went, and what it weighs."""

    site: Path
    archive: Path
    version: str
    archive_bytes: int
    site_bytes: int
    fonts: dict[str, tuple[int, int]]
    """Each subset font: bytes before and after subsetting."""
    offline: Precache
    """What the service worker caches on the first visit."""


def game_version(root: Path = ROOT) -> str:
    """The version string shown on the page: ``tanbo.__version__`` plus the git commit."""
    text = (root / "tanbo" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__\s*=\s*"([^"]+)"', text, re.MULTILINE)
    version = match.group(1) if match else "0+unknown"
    try:
        commit = subprocess.run(
            ["git", "rev-parse", "--short=8", "HEAD"],
            cwd=root,
            capture_output=True,
            text=True,
            timeout=10,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        commit = ""
    return f"{version}+g{commit}" if commit else version


BUILD_INFO = "tanbo/_build_info.py"
SITE_URL_ENV = "TANBO_SITE_URL"  # the Pages workflow sets it to https://<owner>.github.io/<repo>/
DEFAULT_SITE_URL = ""  # unknown: shared links then carry the fragment only (tanbo/link.py)


def site_url() -> str:
    """The site's address stamped into the build (``$TANBO_SITE_URL``, else the default)."""
    return os.environ.get(SITE_URL_ENV, "").strip() or DEFAULT_SITE_URL


def stage(root: Path, stage_dir: Path, version: str = "") -> dict[str, tuple[int, int]]:
    """Copy the game (and only the game) into a fresh ``stage_dir``, fonts subset.

    With ``version``, also writes ``tanbo/_build_info.py`` (``BUILD = "<version>"`` and
    ``SITE_URL``, the address game links are shared with: :func:`site_url`) into the copy
    only, so the game can show which build the browser got. Returns the fonts' sizes
    before and after subsetting.
    """
    if stage_dir.exists():
        shutil.rmtree(stage_dir)
    stage_dir.mkdir(parents=True)
    for name in STAGED_FILES:
        shutil.copy2(root / name, stage_dir / name)
    for name in STAGED_DIRS:
        source = root / name
        if source.is_dir():
            shutil.copytree(source, stage_dir / name, ignore=_SKIP)
        else:
            (stage_dir / name).mkdir()
    for rel in native_only(root):  # never loaded by the game: not downloaded either
        target = stage_dir / rel
        if rel.endswith("/"):
            shutil.rmtree(target, ignore_errors=True)
        else:
            target.unlink(missing_ok=True)
    if version:
        (stage_dir / BUILD_INFO).write_text(
            f'"""Written by tools/build_web.py, in web builds only."""\n\nBUILD = "{version}"\n'
            f"SITE_URL = {site_url()!r}\n",
            encoding="utf-8",
        )
    # pygbag skips empty folders; a marker keeps assets/ in the archive as promised.
    keep = stage_dir / "assets" / "README.txt"
    if not any(p.is_file() for p in (stage_dir / "assets").rglob("*")):
        keep.write_text("Tanbo game assets (fonts, sounds) live here.\n", encoding="utf-8")
    return stage_subsets(root, stage_dir)


def native_only(root: Path) -> list[str]:
    """pyproject.toml's ``[tool.tanbo.native-only]`` paths (a folder ends in ``/``): the
    modules only the command line runs, which the game archive leaves out."""
    with (root / "pyproject.toml").open("rb") as f:
        table: dict[str, str] = tomllib.load(f)["tool"]["tanbo"]["native-only"]
    return sorted(table)


def run_pygbag(stage_dir: Path, cdn: str, timeout_s: float) -> Path:
    """Run pygbag's build on ``stage_dir`` under a timeout; return its output folder."""
    command = [
        sys.executable,
        "-m",
        "pygbag",
        "--build",
        "--template",
        str(TEMPLATE),
        "--icon",
        str(ICON),
        "--ume_block",
        "0",
        "--can_close",
        "1",
        "--title",
        "Tanbo",
        "--cdn",
        cdn,
        str(stage_dir),
    ]
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    try:
        done = subprocess.run(
            command,
            cwd=stage_dir.parent,
            env=env,
            capture_output=True,
            text=True,
            timeout=timeout_s,
            check=False,
        )
    except FileNotFoundError as error:
        raise BuildError(f"cannot run pygbag: {error}") from error
    except subprocess.TimeoutExpired as error:
        raise BuildError(
            f"pygbag did not finish within {timeout_s:.0f} s (is it trying to reach its CDN?)"
        ) from error
    out = stage_dir / "build" / "web"
    if done.returncode != 0 or not (out / "index.html").is_file():
        tail = "\n".join((done.stdout + done.stderr).splitlines()[-25:])
        raise BuildError(f"pygbag failed (exit {done.returncode}):\n{tail}")
    return out


def archive_names(archive: Path) -> list[str]:
    """The member names of a pygbag archive (``.apk`` is a zip, ``.tar.gz`` a tarball)."""
    if archive.suffix == ".apk":
        with zipfile.ZipFile(archive) as zf:
            return zf.namelist()
    with tarfile.open(archive) as tf:
        return tf.getnames()


def unexpected_members(names: list[str]) -> list[str]:
    """Archive members other than ``assets/main.py``, ``assets/tanbo/…``, ``assets/assets/…``."""
    allowed_dirs = tuple(f"assets/{d}/" for d in STAGED_DIRS)
    allowed_files = {f"assets/{f}" for f in STAGED_FILES}
    bad = []
    for name in names:
        if name.endswith("/"):
            continue
        if name in allowed_files or name.startswith(allowed_dirs):
            continue
        bad.append(name)
    return bad


def precache_entries(site: Path) -> list[dict[str, object]]:
    """Every file of ``site`` the service worker caches: ``{url, sha256, bytes}``, sorted.

    ``url`` is relative to the site (so a GitHub Pages project path works); dotfiles and
    :data:`NOT_PRECACHED` are left out; a mirrored runtime under ``cdn/`` is included.
    """
    entries: list[dict[str, object]] = []
    for path in sorted(p for p in site.rglob("*") if p.is_file()):
        rel = path.relative_to(site).as_posix()
        if rel in NOT_PRECACHED or any(part.startswith(".") for part in rel.split("/")):
            continue
        data = path.read_bytes()
        entries.append({"url": rel, "sha256": hashlib.sha256(data).hexdigest(), "bytes": len(data)})
    return entries


def write_precache(site: Path, version: str, cdn: str = OFFICIAL_CDN) -> Precache:
    """Write ``site/precache.js``: the files, and a cache version that changes with any file.

    The version is ``<game version>-<12 hex digits of the list's sha256>``: a rebuild with
    any other file (a mirrored runtime too) is a new version for the service worker, and
    the same files give the same version. ``cdn`` is the pinned runtime the worker may
    cache at run time when the site has no mirror of it.
    """
    entries = precache_entries(site)
    listing = json.dumps(entries, sort_keys=True, separators=(",", ":"))
    cache_version = f"{version}-{hashlib.sha256(listing.encode()).hexdigest()[:12]}"
    body = json.dumps({"version": cache_version, "cdn": cdn, "files": entries}, indent=1)
    (site / PRECACHE).write_text(
        "// Written by tools/build_web.py: what the service worker (sw.js) caches.\n"
        f"self.TANBO_OFFLINE = {body};\n",
        encoding="utf-8",
    )
    total = sum(int(str(e["bytes"])) for e in entries)
    return Precache(cache_version, len(entries), total)


def add_offline_app(site: Path, timeout_s: float) -> None:
    """Copy the service worker, offline script and manifest into ``site``; draw the icons."""
    for name in OFFLINE_SOURCES:
        shutil.copy2(ROOT / "web" / name, site / name)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.pop("PYTHONPATH", None)
    try:
        done = subprocess.run(
            [sys.executable, str(MAKE_ICON), "--web", str(site)],
            env=env,
            capture_output=True,
            text=True,
            timeout=timeout_s,
            check=False,
        )
    except (OSError, subprocess.TimeoutExpired) as error:
        raise BuildError(f"cannot draw the app icons: {error}") from error
    if done.returncode != 0:
        tail = "\n".join((done.stdout + done.stderr).splitlines()[-10:])
        raise BuildError(f"tools/make_icon.py failed (exit {done.returncode}):\n{tail}")


def folder_bytes(folder: Path) -> int:
    """Total size of the files under ``folder``."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def build(
    root: Path = ROOT,
    out_dir: Path | None = None,
    *,
    cdn: str = OFFICIAL_CDN,
    timeout_s: float = DEFAULT_TIMEOUT_S,
) -> BuildResult:
    """Build the static site offline into ``out_dir`` (default ``<root>/build/web``)."""
    build_root = root / "build"
    site = out_dir if out_dir is not None else build_root / "web"
    stage_dir = (site.parent if out_dir is not None else build_root) / "stage" / APP_NAME
    version = game_version(root)
    fonts = stage(root, stage_dir, version)
    produced = run_pygbag(stage_dir, cdn, timeout_s)

    if site.exists():
        shutil.rmtree(site)
    site.parent.mkdir(parents=True, exist_ok=True)
    shutil.move(str(produced), str(site))

    index = site / "index.html"
    html = index.read_text(encoding="utf-8")
    if "{{cookiecutter." in html:
        raise BuildError("index.html still holds template placeholders")
    html = html.replace(FIT_MARK, FIT_JS.read_text(encoding="utf-8"))
    index.write_text(html.replace(VERSION_MARK, version), encoding="utf-8")
    (site / ".nojekyll").write_text("", encoding="utf-8")

    # The page's bootstrap unpacks the .tar.gz (pygbag 0.9.3); the .apk is the same files.
    archive = site / f"{APP_NAME}.tar.gz"
    for packed in (archive, site / f"{APP_NAME}.apk"):
        if not packed.is_file():
            raise BuildError(f"pygbag wrote no {packed.name}")
        if bad := unexpected_members(archive_names(packed)):
            raise BuildError(f"{packed.name} holds files outside the game: {bad[:10]}")
    add_offline_app(site, timeout_s)
    offline = write_precache(site, version)
    return BuildResult(
        site, archive, version, archive.stat().st_size, folder_bytes(site), fonts, offline
    )


def main(argv: list[str] | None = None) -> int:
    """Command line: build, print the sizes; exit 1 with a reason on failure."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=None, help="site folder (build/web)")
    parser.add_argument("--cdn", default=OFFICIAL_CDN, help="runtime URL (pinned pygbag CDN)")
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT_S, help="seconds")
    parser.add_argument(
        "--precache-only",
        action="store_true",
        help="only rewrite precache.js of an existing site (after mirroring the runtime)",
    )
    args = parser.parse_args(argv)
    if args.precache_only:
        site = args.out if args.out is not None else ROOT / "build" / "web"
        if not (site / "index.html").is_file():
            print(f"build_web: no index.html in {site}", file=sys.stderr)
            return 1
        listed = write_precache(site, game_version(), args.cdn)
        print(f"precache.js: {listed.files} files, {listed.bytes} bytes, version {listed.version}")
        return 0
    started = time.monotonic()
    try:
        result = build(out_dir=args.out, cdn=args.cdn, timeout_s=args.timeout)
    except BuildError as error:
        print(f"build_web: {error}", file=sys.stderr)
        return 1
    print(f"built Tanbo {result.version} into {result.site} in {time.monotonic() - started:.1f} s")
    print(f"archive {result.archive.name}: {result.archive_bytes} bytes")
    for name, (before, after) in result.fonts.items():
        print(f"font {name}: {before} -> {after} bytes (subset)")
    print(f"site total: {result.site_bytes} bytes")
    offline = result.offline
    print(f"offline cache: {offline.files} files, {offline.bytes} bytes, version {offline.version}")
    for path in sorted(p for p in result.site.rglob("*") if p.is_file()):
        print(f"  {path.stat().st_size:>10}  {path.relative_to(result.site)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
