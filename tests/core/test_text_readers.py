"""Fuzzing every text reader of the core (links, records, TFEN, DFEN, GTP lines).

Each reader gets random text, valid input with random edits, and long repetitions of
either (up to a few hundred kilobytes), and may only answer with its documented
error (``LinkError``, ``RecordError``, ``PositionError``; GTP: a ``?`` answer that is
not an internal error), with a message of bounded length, within a time bound of
``BASE + PER_CHAR * len(input)`` of CPU time (``time.process_time``: other work on a
shared machine does not count). The bounds are generous (measured: well under a
tenth of them); they catch work that grows faster than the input, not slowness.
The default profile runs 100 examples per reader (``TANBO_HYPOTHESIS_PROFILE``).
"""

from __future__ import annotations

import random
import time
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

BASE = 0.25  # seconds of CPU time for any input
PER_CHAR = 5e-6  # and this much per character (1 MB: 5 s)
MAX_MESSAGE = 4_000  # characters in any error message (a position is quoted up to 700
# characters, each escaped in at most 4 on average: limits.excerpt)


def within_bound(text: str, read: Callable[[str], object]) -> None:
    """Call ``read(text)``; fail if it took more CPU time than the bound for its length."""
    t0 = time.process_time()
    read(text)
    spent = time.process_time() - t0
    assert spent < BASE + PER_CHAR * len(text), (spent, len(text), text[:80])


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
