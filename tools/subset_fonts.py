"""Subset the game's fonts for the browser build (fontTools' subsetter).

The DejaVu fonts in ``assets/fonts/`` cover thousands of characters; the game draws a
few hundred, and the two whole fonts were most of the ~825 KB archive a player downloads.
:func:`stage_subsets` rewrites the fonts of a *staged copy* (tools/build_web.py) to:

- the characters written anywhere in the game's sources (``main.py``, ``tanbo/**/*.py``):
  every UI string of every language (``tanbo/ui/i18n.py``), the rules, the symbols
  (``·``, ``—``, ``…``, arrows) — so a new translation or symbol is covered by itself;
- plus whole ranges for text the game shows but does not write: messages quote the
  player's input (a bad move, a record's tags), so printable ASCII, Latin-1, Latin
  Extended-A (names in European languages), the Cyrillic block's basic part
  (U+0400 to U+045F: Russian, Ukrainian, Belarusian, Serbian, Macedonian), general
  punctuation and U+FFFD. Anything else shows as the font's empty box, as before for
  characters outside DejaVu.

Hinting instructions are kept (pygame renders with FreeType at small sizes, where they
matter); kerning and the other default OpenType features are kept too.
The native game keeps the whole fonts (they are not in any download).
"""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

__all__ = [
    "EXTRA_RANGES",
    "FONT_FILES",
    "charset",
    "source_characters",
    "stage_subsets",
    "subset_font",
]

# fontTools logs each table it drops (DejaVu's FontForge timestamp "FFTM"): not news.
logging.getLogger("fontTools.subset").setLevel(logging.ERROR)

FONT_FILES = ("assets/fonts/DejaVuSans.ttf", "assets/fonts/DejaVuSans-Bold.ttf")
EXTRA_RANGES: tuple[tuple[int, int], ...] = (
    (0x0020, 0x007E),  # printable ASCII
    (0x00A0, 0x00FF),  # Latin-1 supplement
    (0x0100, 0x017F),  # Latin Extended-A
    (0x0400, 0x045F),  # Cyrillic: basic letters, Ё/ё and the other Slavic letters
    (0x2010, 0x2027),  # dashes, quotes, bullet, ellipsis
    (0x2030, 0x203A),  # per mille, primes, single angle quotes
    (0x2190, 0x2193),  # arrows
    (0x2212, 0x2212),  # minus sign
    (0xFFFD, 0xFFFD),  # replacement character
)


def source_characters(root: Path) -> set[str]:
    """Every non-ASCII character written in the game's Python sources."""
    files = [root / "main.py", *sorted((root / "tanbo").rglob("*.py"))]
    chars: set[str] = set()
    for path in files:
        if path.is_file():
            chars.update(ch for ch in path.read_text(encoding="utf-8") if ord(ch) > 0x7E)
    return chars


def charset(root: Path) -> set[int]:
    """The code points the subset keeps (see the module docstring)."""
    points = {ord(ch) for ch in source_characters(root) if ch.isprintable()}
    for first, last in EXTRA_RANGES:
        points.update(range(first, last + 1))
    return points


def subset_font(source: Path, target: Path, points: set[int]) -> None:
    """Write ``source`` reduced to ``points`` (those the font has) as ``target``."""
    options = subset.Options()
    options.hinting = True
    options.notdef_outline = True  # a missing character still shows as a box
    options.name_IDs = ["*"]  # keep the names, licence and copyright records
    options.name_languages = ["*"]
    options.drop_tables = [*options.drop_tables, "DSIG"]
    font = TTFont(str(source))
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(points))
    subsetter.subset(font)
    target.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(target))


def stage_subsets(root: Path, stage_dir: Path) -> dict[str, tuple[int, int]]:
    """Subset the fonts of a staged copy in place; ``{file: (bytes before, after)}``."""
    points = charset(root)
    sizes: dict[str, tuple[int, int]] = {}
    for name in FONT_FILES:
        path = stage_dir / name
        if not path.is_file():
            continue
        before = path.stat().st_size
        subset_font(root / name, path, points)
        sizes[name] = (before, path.stat().st_size)
    return sizes


def main(argv: list[str] | None = None) -> int:
    """Command line: subset one font to the game's character set (for a look by hand)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source", type=Path)
    parser.add_argument("target", type=Path)
    args = parser.parse_args(argv)
    root = Path(__file__).resolve().parent.parent
    subset_font(args.source, args.target, charset(root))
    before, after = args.source.stat().st_size, args.target.stat().st_size
    print(f"{args.source} {before} -> {args.target} {after} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
