"""Small random edits of valid texts, and the rule a record parser's error must follow.

:func:`mutations` inserts, deletes or replaces one to three characters of a valid text
(drawn from ``alphabet``, text that looks a bit like the formats, or any character);
:func:`assert_clear_record_error` checks that a record error is one line that names a
problem of the whole text or quotes a part of it; :func:`parse_or_clear_error` parses a
text that may be broken under that rule. Used by both games' parser tests.
"""

from __future__ import annotations

import ast
import re

from hypothesis import strategies as st

from tanbo.errors import RecordError
from tanbo.record import GameRecord, format_record, parse_record

# Text that looks a bit like our formats, so mutations reach deep into the parsers.
alphabet = st.sampled_from([*'BWbw/ 0123456789x.ahsz[]"\\\n-', "\t", "é", "\x00"])


@st.composite
def mutations(draw: st.DrawFn, valid: str) -> str:
    """``valid`` with one to three characters inserted, deleted or replaced."""
    text = valid
    for _ in range(draw(st.integers(1, 3))):
        i = draw(st.integers(0, len(text)))
        kind = draw(st.sampled_from(["insert", "delete", "replace"]))
        ch = draw(st.one_of(alphabet, st.characters()))
        if kind == "insert":
            text = text[:i] + ch + text[i:]
        elif kind == "delete":
            text = text[:i] + text[i + 1 :]
        else:
            text = text[:i] + ch + text[i + 1 :]
    return text


# Record errors about the text as a whole; every other one quotes the bad part.
_WHOLE_TEXT_ERRORS = (
    "must end with a newline",
    "no blank line after the tags",
    "no tags before the blank line",
    "non-canonical",
    "malformed record header",  # quotes the tag names it found (maybe none)
    "blank line among the moves",
)
_QUOTED_RE = re.compile(r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"")


def assert_clear_record_error(message: str, text: str) -> None:
    """One line that names a whole-text problem or quotes (``repr``) a part of ``text``.

    A long part is quoted shortened (``limits.excerpt``: its start and "…").
    """
    assert message and "\n" not in message
    if any(phrase in message for phrase in _WHOLE_TEXT_ERRORS):
        return
    quoted = [ast.literal_eval(q) for q in _QUOTED_RE.findall(message)]
    assert any(isinstance(q, str) and q and q.removesuffix("…") in text for q in quoted), message


def parse_or_clear_error(text: str) -> GameRecord | None:
    """The record ``text`` parses to, which must print back as ``text`` exactly; or
    ``None`` when it is refused, with a :class:`RecordError` that follows
    :func:`assert_clear_record_error`'s rule."""
    try:
        record = parse_record(text)
    except RecordError as exc:
        assert_clear_record_error(str(exc), text)
        return None
    assert format_record(record) == text
    return record
