"""The browser build's subset fonts (tools/subset_fonts.py) still draw every UI text.

The fonts are subset with fontTools into a temporary folder and opened with pygame, as
the game opens them. A character the font lacks is drawn as the font's empty box (its
``.notdef`` glyph; pygame-ce 2.5's ``Font.metrics`` does not tell), so a character counts
as missing when it renders pixel for pixel like a private-use character, which no font
here has.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import pytest

from tests.support.tool_loader import ROOT, load_tool

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
pygame = pytest.importorskip("pygame")
pytest.importorskip("fontTools")
subset_fonts = load_tool("subset_fonts")


@pytest.fixture(scope="module")
def subset_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Both fonts subset to the game's character set."""
    out = tmp_path_factory.mktemp("fonts")
    points = subset_fonts.charset(ROOT)
    for name in subset_fonts.FONT_FILES:
        subset_fonts.subset_font(ROOT / name, out / Path(name).name, points)
    return out


def _strings(value: Any) -> list[str]:
    """Every string inside a nest of dicts, tuples, lists and regex patterns."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, re.Pattern):
        return []
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, (tuple, list)):
        return [s for v in value for s in _strings(v)]
    return []


def ui_texts() -> list[str]:
    """Every text constant of the UI's translations module, all languages."""
    from tanbo.ui import i18n

    texts = [s for name, v in vars(i18n).items() if name.isupper() for s in _strings(v)]
    texts += [s for name, v in vars(i18n).items() if name.startswith("_") and not callable(v)
              for s in _strings(v)]
    assert len(texts) > 100, "the translations were found"
    return texts


def _pixels(font: Any, ch: str) -> bytes:
    surface = font.render(ch, True, (0, 0, 0), (255, 255, 255))
    return bytes(pygame.image.tobytes(surface, "RGB")) + bytes(str(surface.get_size()), "ascii")


def missing(font: Any, text: str) -> set[str]:
    """The characters of ``text`` the font draws as its empty box (spaces aside)."""
    box = _pixels(font, "\ue000")
    return {ch for ch in set(text) if not ch.isspace() and _pixels(font, ch) == box}


@pytest.mark.parametrize("name", subset_fonts.FONT_FILES)
def test_every_translated_ui_string_renders_with_the_subset(subset_dir: Path, name: str) -> None:
    pygame.font.init()
    font = pygame.font.Font(str(subset_dir / Path(name).name), 16)
    gaps = {ch for text in ui_texts() for ch in missing(font, text)}
    assert gaps == set(), f"no glyph for {sorted(gaps)}"
    russian = "Правила игры: Чёрные ходят первыми. ЁЖИК съел щавель, ъ ь э ю я"
    assert missing(font, russian) == set()
    assert font.render(russian, True, (0, 0, 0)).get_width() > 300


@pytest.mark.parametrize("name", subset_fonts.FONT_FILES)
def test_every_symbol_in_the_sources_has_the_glyph_the_whole_font_has(
    subset_dir: Path, name: str
) -> None:
    pygame.font.init()
    whole = pygame.font.Font(str(ROOT / name), 16)
    small = pygame.font.Font(str(subset_dir / Path(name).name), 16)
    chars = "".join(sorted(subset_fonts.source_characters(ROOT)))
    assert "·" in chars and "—" in chars, "symbols the panel draws"
    assert missing(small, chars) == missing(whole, chars)


def test_a_character_outside_the_set_is_really_dropped(subset_dir: Path) -> None:
    pygame.font.init()
    whole = pygame.font.Font(str(ROOT / subset_fonts.FONT_FILES[0]), 16)
    small = pygame.font.Font(str(subset_dir / Path(subset_fonts.FONT_FILES[0]).name), 16)
    greek = "αβγ"  # in DejaVu, not in the game's set
    assert missing(whole, greek) == set()
    assert missing(small, greek) == set(greek)


def test_the_subset_is_a_fraction_of_the_font_and_keeps_its_licence_names(
    subset_dir: Path,
) -> None:
    from fontTools.ttLib import TTFont

    for name in subset_fonts.FONT_FILES:
        small = subset_dir / Path(name).name
        assert small.stat().st_size < (ROOT / name).stat().st_size / 5
        names = TTFont(str(small))["name"]
        assert "DejaVu" in str(names.getDebugName(1))
        assert names.getDebugName(0), "the copyright record is kept"
