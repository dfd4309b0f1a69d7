"""The browser build's subset fonts (tools/subset_fonts.py) still draw every UI text.

The fonts are the ones the build (``tools/build_web.py``, run as a command: the ``built``
fixture of tests/web/conftest.py) packed into the game archive, subset with fontTools,
taken out of the archive and opened with pygame, as the game opens them. A character the
font lacks is drawn as the font's empty box (its ``.notdef`` glyph; pygame-ce 2.5's
``Font.metrics`` does not tell), so a character counts as missing when it renders pixel
for pixel like a private-use character, which no font here has.
"""

from __future__ import annotations

import os
import re
import tarfile
from pathlib import Path
from typing import Any

import pytest

from tests.web.conftest import ROOT, Built, needs_pygbag

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
pygame = pytest.importorskip("pygame")
pytest.importorskip("fontTools")

FONT_FILES = ("assets/fonts/DejaVuSans.ttf", "assets/fonts/DejaVuSans-Bold.ttf")

pytestmark = [needs_pygbag, pytest.mark.slow]


@pytest.fixture(scope="module")
def subset_dir(built: Built, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Both fonts as the build subset them, out of the game archive."""
    assert set(built.fonts) == set(FONT_FILES), "the build says it subset both"
    out = tmp_path_factory.mktemp("fonts")
    with tarfile.open(built.archive) as tf:
        for name in FONT_FILES:
            member = tf.extractfile(f"assets/{name}")
            assert member is not None, name
            (out / Path(name).name).write_bytes(member.read())
    return out


def source_characters() -> set[str]:
    """Every non-ASCII character written in the game's Python sources (what the subset
    keeps besides its fixed ranges, tools/subset_fonts.py)."""
    files = [ROOT / "main.py", *sorted((ROOT / "tanbo").rglob("*.py"))]
    return {ch for path in files for ch in path.read_text(encoding="utf-8") if ord(ch) > 0x7E}


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


@pytest.mark.parametrize("name", FONT_FILES)
def test_every_translated_ui_string_renders_with_the_subset(subset_dir: Path, name: str) -> None:
    pygame.font.init()
    font = pygame.font.Font(str(subset_dir / Path(name).name), 16)
    gaps = {ch for text in ui_texts() for ch in missing(font, text)}
    assert gaps == set(), f"no glyph for {sorted(gaps)}"
    russian = "Правила игры: Чёрные ходят первыми. ЁЖИК съел щавель, ъ ь э ю я"
    assert missing(font, russian) == set()
    assert font.render(russian, True, (0, 0, 0)).get_width() > 300


@pytest.mark.parametrize("name", FONT_FILES)
def test_every_symbol_in_the_sources_has_the_glyph_the_whole_font_has(
    subset_dir: Path, name: str
) -> None:
    pygame.font.init()
    whole = pygame.font.Font(str(ROOT / name), 16)
    small = pygame.font.Font(str(subset_dir / Path(name).name), 16)
    chars = "".join(sorted(source_characters()))
    assert "·" in chars and "—" in chars, "symbols the panel draws"
    assert missing(small, chars) == missing(whole, chars)


def test_a_character_outside_the_set_is_really_dropped(subset_dir: Path) -> None:
    pygame.font.init()
    whole = pygame.font.Font(str(ROOT / FONT_FILES[0]), 16)
    small = pygame.font.Font(str(subset_dir / Path(FONT_FILES[0]).name), 16)
    greek = "αβγ"  # in DejaVu, not in the game's set
    assert missing(whole, greek) == set()
    assert missing(small, greek) == set(greek)


def test_the_subset_is_a_fraction_of_the_font_and_keeps_its_licence_names(
    subset_dir: Path,
) -> None:
    from fontTools.ttLib import TTFont

    for name in FONT_FILES:
        small = subset_dir / Path(name).name
        assert small.stat().st_size < (ROOT / name).stat().st_size / 5
        names = TTFont(str(small))["name"]
        assert "DejaVu" in str(names.getDebugName(1))
        assert names.getDebugName(0), "the copyright record is kept"
