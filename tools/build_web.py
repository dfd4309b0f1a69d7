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

Start reading at :func:`build`. The workflow ``.github/workflows/pages.yml`` runs this.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
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
FIT_JS = ROOT / "web" / "fit.js"  # the canvas fit, shared with the offline preview
FIT_MARK = "/*@TANBO_FIT_JS@*/"
_SKIP = shutil.ignore_patterns("__pycache__", "*.pyc", "*.pyo", ".*", "*-pygbag.*")


class BuildError(RuntimeError):
    """The web build failed; the message says which step and why."""


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
    return BuildResult(
        site, archive, version, archive.stat().st_size, folder_bytes(site), fonts
    )


def main(argv: list[str] | None = None) -> int:
    """Command line: build, print the sizes; exit 1 with a reason on failure."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=None, help="site folder (build/web)")
    parser.add_argument("--cdn", default=OFFICIAL_CDN, help="runtime URL (pinned pygbag CDN)")
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT_S, help="seconds")
    args = parser.parse_args(argv)
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
    for path in sorted(p for p in result.site.rglob("*") if p.is_file()):
        print(f"  {path.stat().st_size:>10}  {path.relative_to(result.site)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
