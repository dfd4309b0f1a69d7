"""TFEN (:mod:`tanbo.games.tanbo.tfen`) errors word for word: the messages are its interface.

(Round trips and fuzzing are in ``test_parsers.py``.)
"""

from __future__ import annotations

import pytest

from tanbo.errors import PositionError
from tanbo.games.tanbo.tfen import parse_tfen


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


def test_the_canonical_check_is_a_safety_net(monkeypatch: pytest.MonkeyPatch) -> None:
    # The board parser accepts only canonical text, so this check never fires today;
    # should a laxer parser ever accept a spelling the formatter would not write,
    # the text is refused, naming the canonical form.
    import tanbo.games.tanbo.tfen as tfen

    real = tfen.format_tfen
    monkeypatch.setattr(tfen, "format_tfen", lambda g, c, t: real(g, c, t) + "!")
    with pytest.raises(PositionError) as info:
        parse_tfen("B2/3/2W b")
    assert str(info.value) == "non-canonical TFEN 'B2/3/2W b': expected 'B2/3/2W b!'"
