"""Game records (:mod:`tanbo.record`): details word for word, comments, normalising, limits.

The Result tag of a new record, the side named in a replay error, the path quoted in a
load error; comments after moves; :func:`~tanbo.record.normalise_record` rebuilding a
whitespace-mangled record (pasted through a chat); and hostile records: a file over the
size limit is refused after reading one limit's worth, ``normalise_record`` is linear,
a 5,000-digit move number or 90,000 repeated tags give one short error.

(The property tests of the record parser are in ``tests/games/tanbo/test_parsers.py``.)
"""

from __future__ import annotations

import tracemalloc
from pathlib import Path

import pytest

from tanbo.errors import RecordError
from tanbo.games.tanbo.state import TanboState
from tanbo.limits import MAX_INPUT_BYTES
from tanbo.record import (
    MAX_RECORD_CHARS,
    GameRecord,
    format_record,
    load_record,
    normalise_record,
    parse_record,
)
from tests.support.cli import HUGE, one_error_line
from tests.support.work import count_work


def test_a_record_of_a_state_carries_its_result_tag() -> None:
    state = TanboState.new(7, 7)
    state.push(state.parse_move("b7"))
    rec = GameRecord.from_state(state, Black="Ann")
    assert rec.tags == {"Black": "Ann", "Result": "ongoing"}
    assert format_record(rec).splitlines()[3:5] == ['[Black "Ann"]', '[Result "ongoing"]']
    finished = TanboState.from_tfen("B3/4/WB2 b")
    finished.push(finished.parse_move("a2"))
    rec = GameRecord.from_state(finished, start_fen="B3/4/WB2 b")
    assert rec.tags == {"Result": "black wins"}


@pytest.mark.parametrize(
    ("moves", "error"),
    [
        ("1. a7\n", "ply 1 (black to move), move 'a7': "),
        ("1. b7 a7\n", "ply 2 (white to move), move 'a7': "),
    ],
)
def test_replay_errors_name_the_side_to_move(moves: str, error: str) -> None:
    rec = parse_record(f'[Game "Tanbo"]\n[Size "7x7"]\n[Setup "dense"]\n\n{moves}')
    with pytest.raises(RecordError) as info:
        rec.replay()
    assert str(info.value).startswith(error)


def test_load_errors_quote_the_path(tmp_path: Path) -> None:
    missing = tmp_path / "missing.tanbo"
    with pytest.raises(RecordError) as info:
        load_record(missing)
    assert str(info.value) == f"cannot read record {str(missing)!r}: No such file or directory"
    bad = tmp_path / "bad.tanbo"
    bad.write_bytes(b"\xff\n")
    with pytest.raises(RecordError) as info:
        load_record(str(bad))
    assert str(info.value) == f"record {str(bad)!r} is not UTF-8 text"


_HEAD = '[Game "Tanbo"]\n[Size "7x7"]\n[Setup "dense"]\n'
_FEN_W = '[Game "Tanbo"]\n[Size "4x3"]\n[FEN "B3/4/WB2 w"]\n'


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ('[Game "Chess"]\n[Size "7x7"]\n[Setup "dense"]\n\n',
         "unknown Game 'Chess': expected one of Tanbo, DEAGO"),
        (7, "a record must be text, got int"),
        ("x", "malformed record: it must end with a newline"),
        ('[Game "Tanbo"]\n', "malformed record: no blank line after the tags"),
        ('[Game "Tanbo"]\nbad\n\n', "malformed tag line 2: 'bad' (expected [Name \"value\"])"),
        ("x" * 1_000_001,
         "the record is too large (1,000,001 bytes or more; at most 1,000,000)"),
        (_HEAD + "\n1. b7  g6\n", "malformed move line '1. b7  g6': expected '1. <move> <move>'"),
        (_HEAD + "\n1. b7\n2. g6\n", "malformed move line '1. b7': expected '1. <move> <move>'"),
        (_HEAD + "\n2. b7\n", "malformed move line '2. b7': expected '1. <move> <move>'"),
        (_FEN_W + "\n1. a2\n", "malformed move line '1. a2': expected '1... <move>'"),
        (_FEN_W + "\n1... a2 b1\n", "malformed move line '1... a2 b1': expected '1... <move>'"),
        (_HEAD + '[Setup "dense"]\n\n',
         "malformed record: tag 'Setup' is repeated (tag line 4); each tag may be given once"),
        ('[Size "7x7"]\n[Game "Tanbo"]\n\n',
         "malformed record header ['Size', 'Game']: expected Game first"),
        ('[Game "Tanbo"]\n[Size "7x7"]\n[Setup "sparse"]\n\n',
         "unknown Setup 'sparse': expected one of dense, classic"),
        (_HEAD + '[Result "maybe"]\n\n',
         "unknown Result 'maybe': expected one of ongoing, black wins, white wins"),
        (_HEAD + '[Result ""]\n\n',
         "unknown Result (empty) in '[Result \"\"]': expected one of ongoing, black wins, "
         "white wins"),
        ('[Game ""]\n[Size "7x7"]\n[Setup "dense"]\n\n',
         "unknown Game (empty) in '[Game \"\"]': expected one of Tanbo, DEAGO"),
        ("\n1. a1\n", 'malformed record: no tags before the blank line (expected [Game "…"])'),
        ('[Game "Tanbo"]\n[Foo "7x7"]\n[Setup "dense"]\n\n',
         "malformed record header ['Game', 'Foo', 'Setup']: expected Game, Size, then Setup "
         "or FEN"),
        ('[Game "Tanbo"]\n[Size ""]\n[Setup "dense"]\n\n',
         "bad record header: Size (empty) in '[Size \"\"]'"),
        ('[Game "Tanbo"]\n[Size "7x7"]\n[FEN ""]\n\n',
         "bad record header: FEN (empty) in '[FEN \"\"]'"),
        ('[Game "Tanbo"]\n[Size "7x7"]\n[Setup ""]\n\n',
         "unknown Setup (empty) in '[Setup \"\"]': expected one of dense, classic"),
        ('[Game "DEAGO"]\n[Size "19x19"]\n[Neutral ""]\n\n',
         "unknown Neutral (empty) in '[Neutral \"\"]': expected one of 9, 5, 0"),
        ('[Game "Tanbo"]\n[Size "7x7"]\n[FEN "B1W/W1W/3 x"]\n\n',
         "bad record header: malformed TFEN 'B1W/W1W/3 x': side to move must be 'b' or 'w', "
         "got 'x'"),
        ('[Game "Tanbo"]\n[Size "9x9"]\n[Setup "dense"]\n\n',
         "bad record header: Size '9x9' is not played with Setup 'dense': expected one of 7x7, "
         "11x11, 15x15, 19x19, 5x7, 7x9, 9x11, 11x13, 13x15, 15x17, 17x19, 7x5, 9x7, 11x9, "
         "13x11, 15x13, 17x15, 19x17"),
    ],
)
def test_parse_errors_word_for_word(text: str, error: str) -> None:
    with pytest.raises(RecordError) as info:
        parse_record(text)
    assert str(info.value) == error


def test_the_size_limit_is_inclusive() -> None:
    text = "x" * (MAX_RECORD_CHARS - 1) + "\n"
    with pytest.raises(RecordError) as info:
        parse_record(text)
    assert str(info.value).startswith("malformed tag line 1: ")


def test_a_black_to_move_fen_record_starts_with_a_full_move_number() -> None:
    rec = GameRecord(size="4x3", setup=None, fen="B3/4/WB2 b", moves=["a2"])
    assert format_record(rec).splitlines()[-1] == "1. a2"
    white = GameRecord(size="4x3", setup=None, fen="B3/4/WB2 w", moves=["a2"])
    assert format_record(white).splitlines()[-1] == "1... a2"


# ------------------------------------------------------------------ comments after moves

COMMENTED = (
    '[Game "Tanbo"]\n[Size "7x7"]\n[Setup "dense"]\n[Analysis "0.25 s"]\n\n'
    "1. c2 {52.0% best d2 pv d2 e3} b3 {?! 40.0%}\n2. d2\n"
)


def test_comments_after_moves_read_back_and_write_the_same_text() -> None:
    rec = parse_record(COMMENTED)
    assert rec.moves == ["c2", "b3", "d2"]
    assert rec.comments == {1: "52.0% best d2 pv d2 e3", 2: "?! 40.0%"}
    assert format_record(rec) == COMMENTED
    assert parse_record(format_record(GameRecord(moves=["c2"]))).comments == {}


def test_a_white_first_record_keeps_its_comment_on_the_right_move() -> None:
    state = TanboState.new(7, 7)
    state.push(state.parse_move("c2"))
    fen = state.position_text()  # White to move: the record starts "1... "
    again = TanboState.from_tfen(fen)
    for text in ("b3", "d2"):
        again.push(again.parse_move(text))
    rec = GameRecord.from_state(again, fen, comments={1: "w", 2: "b"})
    text = format_record(rec)
    assert "1... b3 {w}\n2. d2 {b}\n" in text
    assert parse_record(text).comments == {1: "w", 2: "b"}


def test_a_pasted_record_keeps_its_comments_words_together() -> None:
    squashed = " ".join(COMMENTED.split())
    assert normalise_record(squashed) == COMMENTED
    assert normalise_record('[Game "Tanbo"] {1. c2} 1. c2') is None  # a comment before any move


@pytest.mark.parametrize(
    "moves",
    ["1. c2 {}", "1. c2 {a {b} c}", "1. c2{x}", "1. c2 {x}  b3", "1. {x} c2", "1. c2 {x} b3 {y"],
)
def test_malformed_comments_are_refused(moves: str) -> None:
    with pytest.raises(RecordError):
        parse_record(f'[Game "Tanbo"]\n[Size "7x7"]\n[Setup "dense"]\n\n{moves}\n')


@pytest.mark.parametrize("bad", ["", "a}b", "a{b", "a\nb"])
def test_a_comment_that_could_not_be_read_back_is_not_written(bad: str) -> None:
    with pytest.raises(RecordError, match="a comment cannot be empty or hold braces"):
        format_record(GameRecord(moves=["c2"], comments={1: bad}))


# ------------------------ normalise_record: whitespace-mangled records rebuilt


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


# --------------------------- hostile records: sizes, huge numbers, long quotes

HEAD = '[Game "Tanbo"]\n[Size "7x7"]\n[Setup "dense"]\n\n'


def test_load_record_refuses_a_big_file_after_reading_one_limit(tmp_path: Path) -> None:
    big = tmp_path / "big.tanbo"
    with open(big, "wb") as handle:
        handle.truncate(40 * MAX_INPUT_BYTES)  # sparse: 40 MB of zero bytes to read
    tracemalloc.start()
    try:
        with pytest.raises(RecordError, match="too large"):
            load_record(big)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 4 * MAX_INPUT_BYTES  # the old reader took the whole 40 MB (and more)


def test_a_record_exactly_at_the_limit_is_read(tmp_path: Path) -> None:
    text = HEAD[:-1] + '[Note "' + "n" * (MAX_INPUT_BYTES - len(HEAD) - 10) + '"]\n\n'
    assert len(text.encode()) == MAX_INPUT_BYTES
    path = tmp_path / "limit.tanbo"
    path.write_text(text, encoding="utf-8")
    assert load_record(path).tags["Note"].startswith("nnn")
    path.write_text(text + "\n", encoding="utf-8")  # one byte more
    with pytest.raises(RecordError, match="too large"):
        load_record(path)


def _one_line_record(chars: int) -> str:
    """A record joined onto one line by a chat: ``[tags] 1. b6 b6 b6 …`` (``chars`` long)."""
    head = '[Game "Tanbo"] [Size "7x7"] [Setup "dense"] 1.'
    return (head + " b6" * (chars // 3))[:chars]


def test_normalise_record_is_linear_and_refuses_over_the_limit_at_once() -> None:
    """The work is counted (:func:`~tests.support.work.count_work`: lines run, and bytes
    allocated line by line), not timed. The old one re-copied its line at each word: 3.9 s
    for 400 KB, 10.6 s for 800 KB; ten times the text was a hundred times the work."""
    for chars in (100_000, MAX_INPUT_BYTES):  # a record at the limit is rebuilt
        fixed = normalise_record(_one_line_record(chars))
        assert fixed is not None and fixed.startswith(HEAD + "1. b6 b6")
    small, large = _one_line_record(10_000), _one_line_record(100_000)
    one = count_work(lambda: normalise_record(small), memory=True)
    ten = count_work(
        lambda: normalise_record(large),
        memory=True,
        max_lines=15 * one.lines,
        max_bytes=15 * one.allocated,
    )
    assert ten.lines < 15 * one.lines and ten.allocated < 15 * one.allocated  # about 10
    huge = _one_line_record(10 * MAX_INPUT_BYTES)
    refused = count_work(lambda: normalise_record(huge), max_lines=100)
    assert refused.lines < 10  # refused by its length, unread
    assert normalise_record(huge) is None
    with pytest.raises(RecordError, match="too large"):
        parse_record(huge)


def test_a_move_number_beyond_the_int_conversion_limit_is_a_record_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = HEAD + f"{HUGE}. b6 d7\n"
    with pytest.raises(RecordError) as info:
        parse_record(text)
    message = str(info.value)
    assert message.startswith("malformed move line '9999") and "…" in message
    assert "expected '1. <move> <move>'" in message and len(message) < 200
    path = tmp_path / "huge-number.tanbo"
    path.write_text(text, encoding="utf-8")
    err = one_error_line(capsys, ["replay", "--record", str(path)])
    assert "malformed move line" in err


def test_90000_duplicate_tags_make_one_short_message(capsys: pytest.CaptureFixture[str]) -> None:
    text = HEAD[:-1] + '[A "x"]\n' * 90_000 + "\n"
    assert len(text) < MAX_INPUT_BYTES
    with pytest.raises(RecordError) as info:
        parse_record(text)
    assert str(info.value) == (
        "malformed record: tag 'A' is repeated (tag line 5); each tag may be given once"
    )
    names = "".join(f'[T{i} "v"]\n' for i in range(60_000))
    with pytest.raises(RecordError) as info:
        parse_record(names + "\n")
    assert len(str(info.value)) < 300 and "(60,000 tags)" in str(info.value)


def test_record_errors_quote_long_lines_shortened() -> None:
    for text in (
        HEAD + "1. " + "b" * 500_000 + "\n",
        HEAD[:-2] + "\n" + "[" * 500_000 + "\n\n",
        HEAD[:-1] + '[Result "' + "r" * 500_000 + '"]\n\n',
        '[Game "' + "G" * 500_000 + '"]\n\n',
    ):
        with pytest.raises(RecordError) as info:
            parse_record(text).replay()
        assert len(str(info.value)) < 500, str(info.value)[:200]
