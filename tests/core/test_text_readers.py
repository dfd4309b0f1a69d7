"""Fuzzing every text reader of the core (links, records, TFEN, DFEN, GTP lines).

Each reader gets random text, valid input with random edits, and long repetitions of
either (up to a few hundred kilobytes), and may only answer with its documented
error (``LinkError``, ``RecordError``, ``PositionError``; GTP: a ``?`` answer that is
not an internal error), with a message of bounded length, doing work bounded by
``BASE + PER_CHAR * len(input)``. The work is counted, not timed
(:func:`tests.support.work.count_work`: lines of the readers' code run, and bytes
allocated while they ran), so the bound holds on a loaded machine and a reader gone
quadratic is stopped at once. The bounds are generous (measured: under a tenth of
them); they catch work that grows faster than the input, not slowness. A planted
quadratic tokenizer in GTP's ``handle`` (the rest of the line re-copied at each word)
fails ``test_gtp_lines``. The default profile runs 100 examples per reader
(``TANBO_HYPOTHESIS_PROFILE``).
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tanbo.ai.gtp import GtpEngine
from tanbo.ai.mcts import SearchConfig
from tanbo.ai.players import SearchPlayer
from tanbo.errors import LinkError, PositionError, RecordError
from tanbo.game import GameState
from tanbo.games import GAMES
from tanbo.link import format_link, link_of, open_link
from tanbo.record import GameRecord, format_record, normalise_record, parse_record
from tests.support.work import count_work

BASE_LINES = 20_000  # lines of the readers' code run for any input
PER_CHAR_LINES = 20  # and per character of it (measured: at most about 2)
BASE_BYTES = 10_000_000  # bytes allocated while those lines ran, summed line by line
PER_CHAR_BYTES = 5_000  # (measured: up to about 400 a character; the tracing itself
# allocates a few hundred bytes a line)
COUNTED_FROM = 5_000  # characters
MAX_MESSAGE = 4_000  # characters in any error message (a position is quoted up to 700
# characters, each escaped in at most 4 on average: limits.excerpt)


def is_reader(path: str) -> bool:
    """The readers' code: every module but the engines' states and the search (their
    work for a valid game is the game's, not the text's)."""
    return not path.endswith("state.py") and (not path.startswith("ai/") or path == "ai/gtp.py")


def within_bound(text: str, read: Callable[[str], object]) -> None:
    """Call ``read(text)``; fail (at once) if it does more work than the bound for its length.

    Texts shorter than :data:`COUNTED_FROM` are read uncounted (their bound is mostly
    the base; work that grows faster than the input shows on the long ones)."""
    if len(text) < COUNTED_FROM:
        read(text)
        return
    work = count_work(
        lambda: read(text),
        memory=True,
        max_lines=BASE_LINES + PER_CHAR_LINES * len(text),
        max_bytes=BASE_BYTES + PER_CHAR_BYTES * len(text),
        files=is_reader,
    )
    assert work.lines  # the counting saw the reader


def game(name: str, seed: int, plies: int) -> GameState:
    spec = GAMES[name]
    rng = random.Random(seed)
    setup = rng.choice(spec.setups)
    state = spec.new_state(*rng.choice(spec.sizes(setup)), setup)
    while state.ply < plies and not state.is_over:
        state.push(rng.choice(state.legal_moves()))
    return state


games = st.builds(game, st.sampled_from(sorted(GAMES)), st.integers(0, 10**6), st.integers(0, 60))


@st.composite
def hostile(draw: st.DrawFn, valid: str, alphabet: str) -> str:
    """``valid`` with random edits, or random text; then maybe repeated into a long text."""
    text = valid
    if draw(st.booleans()):
        text = draw(st.text(st.sampled_from(alphabet) | st.characters(), max_size=200))
    for _ in range(draw(st.integers(0, 4))):
        at = draw(st.integers(0, len(text)))
        piece = draw(st.text(st.sampled_from(alphabet), max_size=6))
        cut = draw(st.integers(0, 6))
        text = text[:at] + piece + text[at + cut :]
    if draw(st.integers(0, 3)) == 0:
        text *= draw(st.integers(2, 300_000 // max(1, len(text))))
    return text


LINK_CHARS = "v12.tanbodeg9x=_%/-c6ADF0127#: \n"
RECORD_CHARS = '[]"\\ \n\r\t.0123456789abcdefghijklmnopqrstuvwxyzGameSizeFENpass'
POSITION_CHARS = "BWN0123456789/ bw\t-"
GTP_CHARS = "0123456789 \t#\x00\x1b²abcdeghiklmnopqrstuvwxyz_-=?\u0661"


@given(games, st.data())
def test_links(state: GameState, data: st.DataObject) -> None:
    text = data.draw(hostile(format_link(link_of(state)), LINK_CHARS))

    def read(text: str) -> None:
        try:
            open_link(text)
        except LinkError as exc:
            assert 0 < len(str(exc)) < MAX_MESSAGE and "\n" not in str(exc)

    within_bound(text, read)


@given(games, st.data())
def test_records(state: GameState, data: st.DataObject) -> None:
    text = data.draw(hostile(format_record(GameRecord.from_state(state)), RECORD_CHARS))

    def read(text: str) -> None:
        try:
            parse_record(text).replay()
        except RecordError as exc:
            assert 0 < len(str(exc)) < MAX_MESSAGE and "\n" not in str(exc)
        fixed = normalise_record(text)
        if fixed is not None:
            try:
                parse_record(fixed).replay()
            except RecordError as exc:
                assert 0 < len(str(exc)) < MAX_MESSAGE

    within_bound(text, read)


@given(games, st.data())
def test_position_texts(state: GameState, data: st.DataObject) -> None:
    """TFEN and DFEN, each read by both games' readers."""
    text = data.draw(hostile(state.position_text(), POSITION_CHARS))

    def read(text: str) -> None:
        for spec in GAMES.values():
            try:
                spec.from_text(text)
            except PositionError as exc:
                assert 0 < len(str(exc)) < MAX_MESSAGE and "\n" not in str(exc)

    within_bound(text, read)


_GTP_LINES = [
    "boardsize 7", "boardsize 19", "tanbo_game deago", "tanbo_game tanbo", "tanbo_size 5x7",
    "tanbo_setup classic", "tanbo_neutral 5", "clear_board", "play b c6", "play w pass",
    "undo", "showboard", "tanbo_result", "tanbo_fen", "known_command play", "1 name",
    "tanbo_fen B1W1B1W/7/W1B1W1B/7/B1W1B1W/7/W1B1W1B b", "list_commands",
]


@given(st.lists(st.sampled_from(_GTP_LINES), max_size=6), st.data())
def test_gtp_lines(lines: list[str], data: st.DataObject) -> None:
    engine = GtpEngine(SearchPlayer(SearchConfig(), 1e6, max_iterations=1, seed=1))
    for line in lines:
        engine.handle(line)
    text = data.draw(hostile(data.draw(st.sampled_from(_GTP_LINES)), GTP_CHARS))

    def read(text: str) -> None:
        for line in text.split("\n"):
            answer = engine.handle(line)
            if answer is None:
                continue
            assert answer[0] in "=?" and answer.endswith("\n\n"), answer[:80]
            assert "internal error" not in answer, answer[:300]
            if answer[0] == "?":
                assert len(answer) < MAX_MESSAGE, answer[:80]

    within_bound(text, read)


# --------------------------------- position texts: huge input quoted shortened

@pytest.mark.parametrize("game", sorted(GAMES))
def test_position_errors_quote_a_huge_text_shortened(game: str) -> None:
    spec = GAMES[game]
    for text in ("B" * 1_000_000 + " b", "7/" * 500_000 + " b", "x" * 1_000_000):
        with pytest.raises(PositionError) as info:
            spec.from_text(text)
        assert len(str(info.value)) < 2000
