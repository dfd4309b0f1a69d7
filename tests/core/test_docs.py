"""The documentation's house rules: every relative link resolves, and the README stays short.

:func:`broken_links` reads Markdown files the way a reader on GitHub follows them:
``[text](path)``, ``![alt](path)``, ``<img src="path">`` and ``<a href="path">``
outside code must name a file or folder of the repository, and a ``path.md#anchor``
must name a heading of that file (GitHub's slugs: lower case, punctuation other than
``-`` and ``_`` dropped, spaces to ``-``, a repeated heading gets ``-1``, ``-2``…).
Web addresses (``http(s)://``), ``mailto:`` and links to an anchor of the same page
are not checked.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
README_MAX_LINES = 250

_FENCE = re.compile(r"^\s*(```|~~~)")
_CODE_SPAN = re.compile(r"(`+).*?\1")
_MD_LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\[\]]*\])*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+[^)]*)?\)")
_HTML_LINK = re.compile(r"""<(?:img|a)\b[^>]*?\b(?:src|href)\s*=\s*["']([^"']+)["']""", re.I)
_HEADING = re.compile(r"^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
_SKIP = ("http://", "https://", "mailto:")


def prose_lines(text: str, *, blank_code: bool = True) -> list[tuple[int, str]]:
    """The file's lines outside fenced code blocks, numbered from 1 (code spans blanked)."""
    lines: list[tuple[int, str]] = []
    fence: str | None = None
    for number, line in enumerate(text.splitlines(), start=1):
        m = _FENCE.match(line)
        if m is not None:
            if fence is None:
                fence = m.group(1)
            elif fence == m.group(1):
                fence = None
            continue
        if fence is None:
            lines.append((number, _CODE_SPAN.sub("", line) if blank_code else line))
    return lines


def link_targets(text: str) -> list[tuple[int, str]]:
    """Every link target in ``text`` with its line number, in order."""
    found: list[tuple[int, str]] = []
    for number, line in prose_lines(text):
        for m in _MD_LINK.finditer(line):
            found.append((number, m.group(1).strip("<>")))
        for m in _HTML_LINK.finditer(line):
            found.append((number, m.group(1)))
    return found


def slug(heading: str) -> str:
    """GitHub's anchor for a heading's text (before the ``-1`` of a repeated one)."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link reads as its text
    text = re.sub(r"<[^>]+>", "", text).replace("`", "").lower()
    text = "".join(c for c in text if c.isalnum() or c in "-_ ")
    return text.replace(" ", "-")


def anchors(text: str) -> set[str]:
    """The anchors of every heading of a Markdown file."""
    seen: dict[str, int] = {}
    result: set[str] = set()
    for _, line in prose_lines(text, blank_code=False):
        m = _HEADING.match(line)
        if m is None:
            continue
        base = slug(m.group(2))
        count = seen.get(base, 0)
        seen[base] = count + 1
        result.add(base if count == 0 else f"{base}-{count}")
    return result


def broken_links(root: Path, files: Iterable[Path]) -> list[str]:
    """``file:line: target (why)`` for every relative link in ``files`` that does not resolve."""
    root = root.resolve()
    problems: list[str] = []
    for file in files:
        text = file.read_text(encoding="utf-8")
        for number, target in link_targets(text):
            if target.startswith(_SKIP) or target.startswith("#"):
                continue
            path_part, _, anchor = target.partition("#")
            where = f"{file.relative_to(root)}:{number}: {target}"
            resolved = (file.parent / path_part).resolve()
            if not resolved.is_relative_to(root):
                problems.append(f"{where} (outside the repository)")
            elif not resolved.exists():
                problems.append(f"{where} (no such file)")
            elif (
                anchor
                and resolved.suffix == ".md"
                and resolved.is_file()
                and anchor not in anchors(resolved.read_text(encoding="utf-8"))
            ):
                problems.append(f"{where} (no heading #{anchor})")
    return problems


def doc_files(root: Path) -> list[Path]:
    """README.md and every Markdown file under docs/."""
    return [root / "README.md", *sorted((root / "docs").rglob("*.md"))]


def test_every_relative_link_in_the_docs_resolves() -> None:
    files = doc_files(ROOT)
    assert len(files) > 1, "no docs/ found"
    assert broken_links(ROOT, files) == []


def test_readme_is_at_most_250_lines() -> None:
    lines = len((ROOT / "README.md").read_text(encoding="utf-8").splitlines())
    assert lines <= README_MAX_LINES, f"README.md has {lines} lines; move detail to docs/"


def _tree(tmp_path: Path, readme: str) -> Path:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "guide.md").write_text(
        "# Guide\n\n## Two words: here!\n\n## Two words: here!\n\n```\n# not a heading\n```\n"
        "## The `make web` target\n",
        encoding="utf-8",
    )
    (tmp_path / "pic.png").write_bytes(b"")
    (tmp_path / "README.md").write_text(readme, encoding="utf-8")
    return tmp_path


def test_the_checker_passes_good_links(tmp_path: Path) -> None:
    root = _tree(
        tmp_path,
        "See [the guide](docs/guide.md), [a part](docs/guide.md#two-words-here),\n"
        "[the repeat](docs/guide.md#two-words-here-1), ![pic](pic.png),\n"
        '[code](docs/guide.md#the-make-web-target), <img src="pic.png" alt="x">,\n'
        "[docs](docs/), [site](https://example.org/x), [me](mailto:a@b.c), [top](#top).\n"
        "`[not a link](nowhere.md)`\n\n```\n[in code](nowhere.md)\n```\n",
    )
    assert broken_links(root, doc_files(root)) == []


def test_the_checker_reports_planted_broken_links(tmp_path: Path) -> None:
    root = _tree(
        tmp_path,
        "Fine: [guide](docs/guide.md).\n"
        "[gone](docs/missing.md) and ![gone picture](docs/nope.png)\n"
        "[bad anchor](docs/guide.md#not-there) "
        '<img src="lost.png">\n'
        "[outside](../elsewhere/WEB.md) [fenced](docs/guide.md#not-a-heading)\n",
    )
    assert broken_links(root, doc_files(root)) == [
        "README.md:2: docs/missing.md (no such file)",
        "README.md:2: docs/nope.png (no such file)",
        "README.md:3: docs/guide.md#not-there (no heading #not-there)",
        "README.md:3: lost.png (no such file)",
        "README.md:4: ../elsewhere/WEB.md (outside the repository)",
        "README.md:4: docs/guide.md#not-a-heading (no heading #not-a-heading)",
    ]


def test_heading_slugs_follow_github() -> None:
    assert slug("Browser build and deployment") == "browser-build-and-deployment"
    assert slug("DEAGO, the second game: engine, DFEN") == "deago-the-second-game-engine-dfen"
    assert slug("Tanbo's search at levels 4-5 (issue 20)") == "tanbos-search-at-levels-4-5-issue-20"
    assert slug("The real game, offline (make preview)") == "the-real-game-offline-make-preview"
    assert slug("snake_case and [a link](x.md)") == "snake_case-and-a-link"
