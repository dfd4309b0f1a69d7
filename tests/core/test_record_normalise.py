"""normalise_record: whitespace-mangled records (e.g. pasted through a chat) rebuilt."""

from __future__ import annotations

import pytest

from tanbo.games.tanbo.state import TanboState
from tanbo.record import GameRecord, format_record, normalise_record, parse_record

RECORD = (
    '[Game "Tanbo"]\n[Size "7x7"]\n[Setup "dense"]\n[Black "Ann Lee"]\n'
    '[Result "ongoing"]\n\n1. b6 d7\n2. e6\n'
)


@pytest.mark.parametrize(
    "mangled",
    [
        " ".join(RECORD.split()),  # one line
        RECORD.replace("\n", "\r\n").replace(" d7", "   d7"),
        "  " + RECORD.replace("\n\n", "\n").replace("1. b6", "1.b6").replace("\n", "\t"),
        RECORD.replace("2. e6", "2.\n e6") + "\n\n",
    ],
)
def test_mangled_whitespace_gives_back_the_canonical_record(mangled: str) -> None:
    assert normalise_record(mangled) == RECORD
    parse_record(RECORD)


def test_canonical_records_are_unchanged_including_an_empty_game() -> None:
    assert normalise_record(RECORD) == RECORD
    empty = format_record(GameRecord.from_state(TanboState.new(7, 7)))
    assert normalise_record(" ".join(empty.split())) == empty


@pytest.mark.parametrize(
    "text",
    ["", "b6 d7", "hello [Game \"Tanbo\"]", '[Game "Tanbo"] [Size "7x7"] b6 1. d7'],
)
def test_ambiguous_or_foreign_text_is_refused(text: str) -> None:
    assert normalise_record(text) is None
