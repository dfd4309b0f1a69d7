"""Property tests of every text parser: exact round trips and only documented errors.

Parsers: point names (:class:`tanbo.geometry.Geometry`), board sizes
(:func:`tanbo.games.tanbo.setups.parse_size`), TFEN (:mod:`tanbo.games.tanbo.tfen`) and game records
(:mod:`tanbo.record`). Valid texts must round-trip exactly; any other text, random or a
small mutation of a valid one, must either parse to something that formats back to the
same text or raise the parser's own :class:`~tanbo.errors.TanboError` subclass whose
message quotes the bad input.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from tanbo.errors import ConfigError, PointError, PositionError, RecordError, TanboError
from tanbo.games.tanbo.setups import DENSE_SIZES, parse_size
from tanbo.games.tanbo.state import BLACK, EMPTY, WHITE, TanboState
from tanbo.games.tanbo.tfen import format_tfen, parse_tfen
from tanbo.geometry import MAX_SIDE, Geometry
from tanbo.limits import excerpt
from tanbo.record import (
    GameRecord,
    format_record,
    load_record,
    parse_record,
    result_text,
    save_record,
)
from tests.support.mutations import alphabet, mutations, parse_or_clear_error

sides = st.integers(1, MAX_SIDE)
near_text = st.text(alphabet, max_size=60)
any_text = st.one_of(st.text(max_size=80), near_text)


@given(sides, sides, st.data())
def test_point_names_round_trip(width: int, height: int, data: st.DataObject) -> None:
    geo = Geometry.of(width, height)
    point = data.draw(st.integers(0, geo.npoints - 1))
    name = geo.point_name(point)
    assert geo.parse_point(name) == point
    row, col = geo.row_col(point)
    assert geo.index(row, col) == point
    # Rules page: file letters from the left, none skipped; ranks from the bottom.
    assert name == "abcdefghijklmnopqrstuvwxy"[col] + str(height - row)


def test_point_names_use_i_and_count_ranks_from_the_bottom() -> None:
    geo = Geometry.of(19, 19)
    assert geo.point_name(0) == "a19"
    assert geo.point_name(8) == "i19"
    assert geo.point_name(18 * 19) == "a1"
    assert geo.parse_point("s1") == 360


@given(sides, sides, any_text)
def test_point_parser_raises_only_point_errors(width: int, height: int, text: str) -> None:
    geo = Geometry.of(width, height)
    try:
        point = geo.parse_point(text)
    except PointError as exc:
        assert repr(text) in str(exc)
    else:
        assert geo.point_name(point) == text


@pytest.mark.parametrize("text", ["", "a", "1", "a0", "a01", "A1", "h1", "a8", " a1", "a1 "])
def test_point_parser_rejects_bad_names_on_7x7(text: str) -> None:
    with pytest.raises(PointError, match=r"a1|off the"):
        Geometry.of(7, 7).parse_point(text)


# ------------------------------------------------------------------------------ sizes


@given(st.integers(1, 99), st.integers(1, 99))
def test_sizes_round_trip(width: int, height: int) -> None:
    assert parse_size(f"{width}x{height}") == (width, height)


@given(st.one_of(any_text, st.text(st.sampled_from("0123456789xX "), max_size=7)))
def test_size_parser_raises_only_config_errors(text: str) -> None:
    try:
        width, height = parse_size(text)
    except ConfigError as exc:
        assert repr(text) in str(exc)
    else:
        assert f"{width}x{height}" == text


@pytest.mark.parametrize("text", ["7x", "x7", "07x7", "7X7", "7 x 7", "7x7 ", "100x1", "0x7"])
def test_size_parser_rejects_malformed_sizes(text: str) -> None:
    with pytest.raises(ConfigError, match="WxH"):
        parse_size(text)


# ------------------------------------------------------------------------------- TFEN


@st.composite
def boards(draw: st.DrawFn) -> tuple[Geometry, list[int], int]:
    """Any board of 1..25 x 1..25 points with random cells (sparse or dense)."""
    width = draw(st.integers(1, MAX_SIDE))
    height = draw(st.integers(1, MAX_SIDE))
    fill = draw(st.sampled_from([[EMPTY], [EMPTY] * 5 + [BLACK, WHITE], [EMPTY, BLACK, WHITE]]))
    seed = draw(st.integers(0, 2**32))
    rng = random.Random(seed)
    cells = [rng.choice(fill) for _ in range(width * height)]
    return Geometry.of(width, height), cells, draw(st.sampled_from([BLACK, WHITE]))


@given(boards())
def test_tfen_round_trips(position: tuple[Geometry, list[int], int]) -> None:
    geo, cells, to_move = position
    text = format_tfen(geo, cells, to_move)
    assert parse_tfen(text) == (geo, cells, to_move)
    assert format_tfen(*parse_tfen(text)) == text
    assert TanboState.from_tfen(text).tfen() == text


@given(any_text)
def test_tfen_parser_raises_only_position_errors(text: str) -> None:
    try:
        parsed = parse_tfen(text)
    except PositionError as exc:
        assert repr(text) in str(exc)
    else:
        assert format_tfen(*parsed) == text


@given(st.data())
def test_mutated_tfen_parses_exactly_or_raises_position_error(data: st.DataObject) -> None:
    valid = format_tfen(*data.draw(boards()))
    text = data.draw(mutations(valid))
    try:
        parsed = parse_tfen(text)
    except PositionError as exc:
        assert repr(text) in str(exc)
    else:
        assert format_tfen(*parsed) == text


@given(any_text)
def test_state_from_text_raises_only_tanbo_errors(text: str) -> None:
    try:
        state = TanboState.from_tfen(text)
    except TanboError as exc:
        assert repr(text) in str(exc)
        return
    state.check_consistency()
    assert state.tfen() == text


@pytest.mark.parametrize(
    "text",
    [
        "B1W1B1W/7/W1B1W1B/7/B1W1B1W/7/W1B1W1B",  # no side to move
        "B1W1B1W/7/W1B1W1B/7/B1W1B1W/7/W1B1W1B x",
        "B1W1B1W/7/W1B1W1B/7/B1W1B1W/7/W1B1W1B  b",
        "B1W1B1W/7/W1B1W1B/7/B1W1B1W/7/W1B1W1 b",  # short rank
        "B1W1B1W/7/W1B1W1B/7/B1W1B1W/7/W1B1W1B/ b",  # empty rank
        "B11W/7 b",  # split run
        "B01W/3 b",  # leading zero
        "B2/1W b",  # ranks of different widths
        "b1w/3 b",  # lowercase stones
        "26/26 b",  # too wide
    ],
)
def test_tfen_parser_rejects_malformed_positions(text: str) -> None:
    with pytest.raises(PositionError) as info:
        parse_tfen(text)
    assert repr(text) in str(info.value)


def test_tfen_parser_rejects_non_text() -> None:
    with pytest.raises(PositionError, match="text"):
        parse_tfen(7)  # type: ignore[arg-type]


# ---------------------------------------------------------------------------- records

SMALL_SIZES = [s for s in DENSE_SIZES if s[0] * s[1] <= 99]
tag_names = st.from_regex(r"[A-Za-z][A-Za-z0-9_]{0,8}", fullmatch=True).filter(
    lambda n: n not in ("Game", "Size", "Setup", "FEN", "Result")
)
tag_values = st.text(st.characters(blacklist_characters="\n"), max_size=20)


@st.composite
def games(draw: st.DrawFn) -> tuple[TanboState, str | None]:
    """A random game (maybe finished), from a start position or from a TFEN.

    Returns the state after its moves and the TFEN it started from (``None`` for an
    official start); a TFEN start may have White to move.
    """
    width, height = draw(st.sampled_from(SMALL_SIZES))
    rng = random.Random(draw(st.integers(0, 2**32)))
    state = TanboState.new(width, height)
    start_fen = None
    if draw(st.booleans()):
        for _ in range(draw(st.integers(0, 9))):
            if state.is_over:
                break
            state.push(rng.choice(state.legal_moves()))
        start_fen = state.tfen()
        state = TanboState.from_tfen(start_fen)
    for _ in range(draw(st.integers(0, 120))):
        if state.is_over:
            break
        state.push(rng.choice(state.legal_moves()))
    return state, start_fen


@given(games(), st.dictionaries(tag_names, tag_values, max_size=3))
def test_records_of_random_games_round_trip(
    game: tuple[TanboState, str | None], tags: dict[str, str]
) -> None:
    state, start_fen = game
    record = GameRecord.from_state(state, start_fen=start_fen, **tags)
    text = format_record(record)
    parsed = parse_record(text)
    assert parsed == record
    assert format_record(parsed) == text
    replayed = parsed.replay()
    assert replayed.tfen() == state.tfen()
    assert replayed.winner == state.winner
    assert replayed.move_stack == state.move_stack


def test_a_record_from_a_white_to_move_position_starts_with_an_ellipsis() -> None:
    start = TanboState.new(7, 7)
    start.push(start.parse_move("b7"))
    fen = start.tfen()
    assert fen.endswith(" w")
    state = TanboState.from_tfen(fen)
    for move in ("g6", "a6"):
        state.push(state.parse_move(move))
    text = format_record(GameRecord.from_state(state, start_fen=fen))
    assert text.splitlines()[-2:] == ["1... g6", "2. a6"]
    assert parse_record(text).replay().tfen() == state.tfen()


@given(any_text)
def test_record_parser_raises_only_record_errors(text: str) -> None:
    parse_or_clear_error(text)


@given(games(), st.data())
def test_mutated_records_parse_exactly_or_raise_record_errors(
    game: tuple[TanboState, str | None], data: st.DataObject
) -> None:
    state, start_fen = game
    valid = format_record(GameRecord.from_state(state, start_fen=start_fen))
    text = data.draw(mutations(valid))
    assume(text != valid)
    record = parse_or_clear_error(text)
    if record is None:
        return
    try:
        final = record.replay()
    except RecordError as exc:
        message = str(exc)
        named = re.match(
            r"ply ([0-9]+) \((black|white) to move\), move ('.*?'|\".*?\"): ", message
        )
        if named is None:
            assert message.startswith(f"record Result {record.tags.get('Result')!r}")
        else:
            ply = int(named.group(1))
            assert named.group(3) == excerpt(record.moves[ply - 1], 20)
        return
    assert final.ply - record.start_state().ply == len(record.moves)
    assert [final.move_text(m) for m in final.move_stack[-len(record.moves) :]] == record.moves
    assert record.tags.get("Result", result_text(final)) == result_text(final)


@pytest.mark.parametrize(
    ("line", "quoted"),
    [
        ('[Game "Chess"]', "'Chess'"),
        ('[Size "8x8"]', "8x8"),
        ('[Setup "sparse"]', "'sparse'"),
        ('[Result "draw"]', "'draw'"),
        ("[Size 7x7]", "[Size 7x7]"),
    ],
)
def test_record_header_errors_quote_the_bad_input(line: str, quoted: str) -> None:
    lines = ['[Game "Tanbo"]', '[Size "7x7"]', '[Setup "dense"]']
    key = line[1 : line.index(" ")]
    lines = [line if text.startswith(f"[{key} ") else text for text in lines]
    if key == "Result":
        lines.append(line)
    with pytest.raises(RecordError) as info:
        parse_record("\n".join(lines) + "\n\n1. b7\n")
    assert quoted in str(info.value)


@pytest.mark.parametrize(
    ("moves", "ply", "move"),
    [
        ("1. b7 g6\n2. a7\n", 3, "a7"),  # occupied
        ("1. b6\n", 1, "b6"),  # not adjacent
        ("1. b7 z9\n", 2, "z9"),  # malformed point
        ("1. b7 h1\n", 2, "h1"),  # off the board
    ],
)
def test_replay_errors_name_the_ply_and_the_move(moves: str, ply: int, move: str) -> None:
    record = parse_record(f'[Game "Tanbo"]\n[Size "7x7"]\n[Setup "dense"]\n\n{moves}')
    with pytest.raises(RecordError) as info:
        record.replay()
    assert f"ply {ply}" in str(info.value)
    assert repr(move) in str(info.value)


def test_replay_rejects_a_move_after_the_game_ended() -> None:
    record = GameRecord(size="4x3", setup=None, fen="B3/4/WB2 b", moves=["a2", "c1"])
    with pytest.raises(RecordError, match=r"ply 2 .*'c1'.*game is over"):
        record.replay()


def test_replay_rejects_a_wrong_result_tag() -> None:
    record = GameRecord(moves=["b7"], tags={"Result": "black wins"})
    with pytest.raises(RecordError, match="'black wins'"):
        record.replay()


def test_replay_rejects_ongoing_for_a_finished_game() -> None:
    finished = GameRecord(size="4x3", setup=None, fen="B3/4/WB2 b", moves=["a2"])
    assert finished.replay().winner == BLACK
    finished.tags["Result"] = "ongoing"
    with pytest.raises(RecordError, match=r"'ongoing'.*'black wins'"):
        finished.replay()
    text = format_record(finished)
    with pytest.raises(RecordError, match="'ongoing'"):
        parse_record(text).replay()


def test_a_size_tag_that_disagrees_with_the_fen_is_rejected() -> None:
    fen = "B3/4/WB2 b"  # 4x3
    for size in ("3x4", "7x7"):
        text = f'[Game "Tanbo"]\n[Size "{size}"]\n[FEN "{fen}"]\n\n'
        with pytest.raises(RecordError, match=f"'{size}'.*'{re.escape(fen)}'"):
            parse_record(text)
        with pytest.raises(RecordError, match=f"'{size}'"):
            GameRecord(size=size, setup=None, fen=fen).start_state()
    assert parse_record(f'[Game "Tanbo"]\n[Size "4x3"]\n[FEN "{fen}"]\n\n').fen == fen


def test_a_record_with_both_fen_and_setup_is_rejected() -> None:
    fen = TanboState.new(7, 7).tfen()
    for tags in (f'[FEN "{fen}"]\n[Setup "dense"]', f'[Setup "dense"]\n[FEN "{fen}"]'):
        text = f'[Game "Tanbo"]\n[Size "7x7"]\n{tags}\n\n'
        with pytest.raises(RecordError, match="both Setup and FEN"):
            parse_record(text)


def test_records_load_and_save(tmp_path: Path) -> None:
    state = TanboState.new(5, 7)
    rng = random.Random(3)
    while not state.is_over:
        state.push(rng.choice(state.legal_moves()))
    record = GameRecord.from_state(state, Black='Ann "A" O\'Neil', White="Bob\\")
    path = tmp_path / "game.tanbo"
    save_record(record, path)
    assert load_record(path) == record
    assert load_record(path).replay().winner == state.winner


def test_load_record_reports_unreadable_files(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="cannot read"):
        load_record(tmp_path / "missing.tanbo")
    bad = tmp_path / "bad.tanbo"
    bad.write_bytes(b'[Game "Tanbo\xff"]\n')
    with pytest.raises(RecordError, match="UTF-8"):
        load_record(bad)


def test_a_blank_line_among_the_moves_is_named_as_such() -> None:
    text = '[Game "Tanbo"]\n[Size "7x7"]\n[Setup "dense"]\n\n1. b6 d7\n\n'
    with pytest.raises(RecordError, match=r"blank line among the moves \(move line 2\)"):
        parse_record(text)
