"""TFEN errors word for word (the parser's messages are its interface)."""

from __future__ import annotations

import pytest

from tanbo.errors import PositionError
from tanbo.tfen import parse_tfen


@pytest.mark.parametrize(
    ("text", "error"),
    [
        (7, "TFEN must be text, got int"),
        ("B1W/W1W/3  b", "malformed TFEN 'B1W/W1W/3  b': expected '<ranks> <b|w>' with exactly "
                         "one space"),
        ("B1W/W1W/3\tb", "malformed TFEN 'B1W/W1W/3\\tb': expected '<ranks> <b|w>' with exactly "
                         "one space"),
        (" B1W/W1W/3 b", "malformed TFEN ' B1W/W1W/3 b': expected '<ranks> <b|w>' with exactly "
                         "one space"),
        ("B11W/4 b", "malformed TFEN 'B11W/4 b': rank 1 has 4 points, the top rank has 13"),
    ],
)
def test_tfen_errors_word_for_word(text: str, error: str) -> None:
    with pytest.raises(PositionError) as info:
        parse_tfen(text)  # type: ignore[arg-type]
    assert str(info.value) == error
