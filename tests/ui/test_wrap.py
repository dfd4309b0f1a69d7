"""Text layout is linear in the text (issue 18, item 2), and still lays out as before.

The work is counted, not timed: a stand-in font counts the characters it is asked
to measure, so the bound holds on a loaded machine. The real font checks that
every line fits and that ordinary text wraps exactly as the old, slow code did.
"""

from __future__ import annotations

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

pygame = pytest.importorskip("pygame")

from tanbo.ui import widgets  # noqa: E402
from tanbo.ui.render import Fonts  # noqa: E402

pytestmark = pytest.mark.usefixtures("pygame_events")


class CountingFont:
    """Every character 7 px wide ("i" 3 px); counts the characters measured."""

    def __init__(self) -> None:
        self.measured = 0
        self.calls = 0

    def size(self, text: str) -> tuple[int, int]:
        self.measured += len(text)
        self.calls += 1
        return sum(3 if c == "i" else 7 for c in text), 12


def old_wrap(text: str, font: object, width: int) -> list[str]:
    """The wrap before issue 18 (quadratic on long words), as the reference layout."""

    def break_word(word: str) -> tuple[str, str]:
        n = 1
        while n < len(word) and font.size(word[: n + 1])[0] <= width:  # type: ignore[attr-defined]
            n += 1
        slash = word.rfind("/", 0, n)
        if slash >= n // 2:
            n = slash + 1
        return word[:n], word[n:]

    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}" if line else word
        if font.size(trial)[0] <= width:  # type: ignore[attr-defined]
            line = trial
            continue
        if line:
            lines.append(line)
        line = word
        while font.size(line)[0] > width:  # type: ignore[attr-defined]
            head, line = break_word(line)
            lines.append(head)
    if line:
        lines.append(line)
    return lines


@pytest.mark.parametrize(
    "make",
    [
        lambda n: "x" * n,  # one word with no spaces: the freeze
        lambda n: ("a/" * n)[:n],  # a path: cuts after slashes
        lambda n: ("word " * n)[:n],  # ordinary words
        lambda n: ("i" * 300 + " ") * (n // 301),  # long words of narrow letters
    ],
    ids=["one word", "path", "words", "narrow long words"],
)
def test_wrap_measures_a_bounded_number_of_characters_per_character(make: object) -> None:
    per_char = []
    for n in (10_000, 100_000):
        font = CountingFont()
        text = make(n)  # type: ignore[operator]
        widgets._WRAPPED.clear()
        lines = widgets.wrap(text, font, 380)  # type: ignore[arg-type]
        assert "".join(lines).replace(" ", "") == text.replace(" ", "")
        assert all(font.size(line)[0] <= 380 for line in lines)
        per_char.append(font.measured / max(1, len(text)))
    assert per_char[1] <= 40, per_char  # was ~ n / 100 characters per character
    assert per_char[1] <= per_char[0] * 1.5 + 1, per_char  # linear: no growth with n


def test_ellipsize_measures_a_bounded_amount() -> None:
    font = CountingFont()
    out = widgets.ellipsize("x" * 1_000_000, font, 380)  # type: ignore[arg-type]
    assert out.endswith("…") and font.size(out)[0] <= 380
    assert font.measured < 20_000


def test_wrap_is_cached_by_text_font_and_width() -> None:
    font = CountingFont()
    widgets._WRAPPED.clear()
    first = widgets.wrap("a message redrawn every frame " * 5, font, 200)  # type: ignore[arg-type]
    calls = font.calls
    again = widgets.wrap("a message redrawn every frame " * 5, font, 200)  # type: ignore[arg-type]
    assert again == first and font.calls == calls
    again.append("changed by a caller")
    assert widgets.wrap("a message redrawn every frame " * 5, font, 200) == first  # type: ignore[arg-type]
    widgets.wrap("a message redrawn every frame " * 5, font, 150)  # type: ignore[arg-type]
    assert font.calls > calls


words = st.text(
    alphabet=st.sampled_from("abcdefghijklmnopqrstuvwxyz/.,'WMi-—Жщ…0123456789"),
    min_size=1, max_size=40,
)


@given(st.lists(words, max_size=30), st.sampled_from([60, 150, 380, 464]),
       st.sampled_from([13, 15, 19]))
@example(["f"] * 5, 60, 19)  # 64 px summed, 60 whole: the drift of summed widths
def test_ordinary_text_wraps_as_before_and_fits(
    parts: list[str], width: int, size: int
) -> None:
    font = Fonts.get(size)
    text = " ".join(parts)
    lines = widgets.wrap(text, font, width)
    assert lines == old_wrap(text, font, width)
    assert all(font.size(line)[0] <= width or len(line) == 1 for line in lines)
