"""Fuzzing the profile reader: only ProfileError, short messages, work bounded by the size.

As ``tests/core/test_text_readers.py`` does for the other readers: random text, a valid
file with random edits, and long repetitions; the reader may only raise
:class:`~tanbo.errors.ProfileError`, with a message of bounded length, doing work bounded
by ``BASE + PER_CHAR * len(text)``: counted, not timed
(:func:`tests.support.work.count_work`: lines of ``tanbo/`` run, and bytes allocated
while they ran), so the bound holds on a loaded machine.
"""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from tanbo.errors import ProfileError
from tanbo.profiles.model import ProfileData
from tanbo.profiles.store import parse, to_text
from tests.support.profile_games import synthetic
from tests.support.work import count_work

BASE_LINES = 200_000  # lines of tanbo/ run for any text (a valid file: twice its rows)
PER_CHAR_LINES = 20  # and per character
BASE_BYTES = 50_000_000  # bytes allocated while they ran (the tracing itself allocates
PER_CHAR_BYTES = 5_000  # a few hundred bytes a line)
MAX_MESSAGE = 4_000
VALID = to_text(synthetic(60, seed=2))


def read(text: str) -> None:
    def check() -> None:
        try:
            result = parse(text)
        except ProfileError as exc:
            assert len(str(exc)) <= MAX_MESSAGE, str(exc)[:200]
        else:
            assert isinstance(result, ProfileData)
            assert parse(to_text(result)) == result

    count_work(
        check,
        memory=len(text) >= 100_000,  # where work that grows faster than the text shows
        max_lines=BASE_LINES + PER_CHAR_LINES * len(text),
        max_bytes=BASE_BYTES + PER_CHAR_BYTES * len(text),
    )


@given(st.text(max_size=2_000))
def test_random_text(text: str) -> None:
    read(text)


@given(st.data())
def test_a_valid_file_with_random_edits(data: st.DataObject) -> None:
    text = VALID
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(text)))
        cut = data.draw(st.integers(0, 20))
        insert = data.draw(st.text(alphabet='[]{}",:0123456789.-eEtrufalsnp \n\\', max_size=8))
        text = text[:at] + insert + text[at + cut:]
    read(text)


@given(st.data())
def test_a_valid_file_with_a_value_replaced(data: st.DataObject) -> None:
    top = json.loads(VALID)
    row = data.draw(st.integers(0, len(top["games"]) - 1))
    column = data.draw(st.integers(0, 9))
    value = data.draw(st.one_of(
        st.none(), st.booleans(), st.integers(-10**6, 10**6), st.floats(allow_nan=False),
        st.text(max_size=30), st.lists(st.integers(), max_size=3),
        st.dictionaries(st.text(max_size=3), st.integers(), max_size=2)))
    if column < len(top["games"][row]):
        top["games"][row][column] = value
    read(json.dumps(top))


def test_long_repetitions() -> None:
    for unit in ["[", "{", '"a":1,', "1,", VALID[:500]]:
        read(unit * (400_000 // len(unit)))
    many_keys = "{" + ",".join(f'"k{i}":{i}' for i in range(50_000)) + "}"
    top = '{"format":"tanbo-profiles","version":1,' + many_keys[1:]
    read(top)
