"""Issue 18, the non-UI half: hostile input costs bounded work and gets one clear error.

Item 4: every record reader checks the size before reading (``load_record``, the
command line's ``--record``) and ``normalise_record`` is linear. Item 5: every bad
command-line input is one ``error:`` line and exit 2 (a 5,000-digit move number,
``mcts:…:playout=xyz``, an unbalanced quote, ``bench --seconds inf``, numbers Python
reads but a person does not mean), and ``match --black gtp:yes`` does not hang.
Item 7: GTP's ``boardsize`` reads ASCII digits only, ``encode_position`` /
``decode_position`` raise ``LinkError``, and messages quote unbounded input shortened.
"""

from __future__ import annotations

import sys
import time
import tracemalloc
from pathlib import Path

import pytest

from tanbo.ai.gtp import GtpEngine
from tanbo.ai.gtpclient import GtpEngineError, GtpPlayer
from tanbo.ai.mcts import SearchConfig
from tanbo.ai.players import SearchPlayer
from tanbo.cli import main
from tanbo.errors import LinkError, PositionError, RecordError
from tanbo.games import GAMES
from tanbo.limits import MAX_INPUT_BYTES
from tanbo.link import decode_position, encode_position
from tanbo.record import load_record, normalise_record, parse_record

HEAD = '[Game "Tanbo"]\n[Size "7x7"]\n[Setup "dense"]\n\n'
ARABIC_ONE = "\u0661"  # int() and float() read it as 1
HUGE = "9" * 5000  # over Python's 4,300-digit int conversion limit


def one_error_line(capsys: pytest.CaptureFixture[str], argv: list[str]) -> str:
    """Run the command line; it must fail with exit 2 and one short ``error:`` line."""
    code = main(argv)
    out, err = capsys.readouterr()
    assert code == 2, (argv[:3], out[-200:], err[-200:])
    assert out == ""
    assert err.startswith("error: ") and err.endswith("\n") and err.count("\n") == 1, err[:300]
    assert len(err) < 1000, err[:300]
    assert "Traceback" not in err and "Exceeds the limit" not in err
    return err


# ------------------------------------------------------------------ item 4: sizes


def test_load_record_refuses_a_big_file_after_reading_one_limit(tmp_path: Path) -> None:
    big = tmp_path / "big.tanbo"
    with open(big, "wb") as handle:
        handle.truncate(40 * MAX_INPUT_BYTES)  # sparse: 40 MB of zero bytes to read
    tracemalloc.start()
    t0 = time.perf_counter()
    try:
        with pytest.raises(RecordError, match="too large"):
            load_record(big)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 4 * MAX_INPUT_BYTES  # the old reader took the whole 40 MB (and more)
    assert time.perf_counter() - t0 < 5


def test_the_command_line_refuses_a_big_record_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    big = tmp_path / "big.tanbo"
    big.write_text(HEAD + "1. b6 " + "x" * (2 * MAX_INPUT_BYTES) + "\n", encoding="utf-8")
    for command in ("replay", "link"):
        err = one_error_line(capsys, [command, "--record", str(big)])
        assert "too large" in err and "at most 1,000,000" in err


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
    """The old one took 3.9 s for 400 KB and 10.6 s for 800 KB (each word re-copied its line)."""
    times = {}
    for chars in (100_000, MAX_INPUT_BYTES):
        text = _one_line_record(chars)
        t0 = time.perf_counter()
        fixed = normalise_record(text)
        times[chars] = time.perf_counter() - t0
        assert fixed is not None and fixed.startswith(HEAD + "1. b6 b6")
    assert times[MAX_INPUT_BYTES] < 3.0  # about 0.15 s here; the old code took minutes
    huge = _one_line_record(10 * MAX_INPUT_BYTES)
    t0 = time.perf_counter()
    assert normalise_record(huge) is None
    assert time.perf_counter() - t0 < 0.5
    with pytest.raises(RecordError, match="too large"):
        parse_record(huge)


# -------------------------------------------------- item 5: one error line, exit 2


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


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["match", "--black", "mcts:1:playout=xyz", "--white", "random"], "unknown playout 'xyz'"),
        (["match", "--black", "gtp:'abc", "--white", "random"], "No closing quotation"),
        (["match", "--black", f"mcts:1:iters={HUGE}", "--white", "random"], "iters must be"),
        (["match", "--black", f"mcts:1:exploration={HUGE}", "--white", "random"], "exploration"),
        (["match", "--black", "uct:inf", "--white", "random"], "uct seconds"),
        (["match", "--black", "mcts:1:solver=flase", "--white", "random"], "expected 1/true"),
        (["match", "--black", "greedy:nan", "--white", "random"], "greedy noise"),
        (["match", "--black", "random", "--white", "random", "--games", HUGE], "--games"),
        (["match", "--black", "random", "--white", "random", "--games", ARABIC_ONE], "--games"),
        (["match", "--black", "random", "--white", "random", "--seed", HUGE], "--seed"),
        (["match", "--black", "random", "--white", "random", "--time-scale", "inf"], "--time"),
        (["match", "--black", "random", "--white", "random", "--gtp-timeout", "nan"], "timeout"),
        (["bench", "--seconds", "inf"], "--seconds"),
        (["bench", "--seconds", HUGE], "--seconds"),
        (["bench", "--seed", HUGE], "--seed"),
        (["perft", "--depth", HUGE], "--depth"),
        (["perft", "--depth", ARABIC_ONE], "--depth"),
        (["gtp", "--seconds", "inf"], "--seconds"),
        (["gtp", "--seed", HUGE], "the seed"),
        (["gtp", "--level", ARABIC_ONE], "the level"),
        (["replay", "--size", HUGE], "malformed size"),
        (["replay", "--fen", HUGE], "malformed TFEN"),
        (["replay", "b" + HUGE], "malformed point"),
        (["replay", "--link", "v2." + "a" * 100_000], "too long"),
        (["replay", f"--{HUGE}"], "unrecognized arguments"),
    ],
)
def test_every_bad_number_or_spec_is_one_short_error_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], needle: str
) -> None:
    assert needle in one_error_line(capsys, argv)


@pytest.mark.skipif(sys.platform == "emscripten", reason="WebAssembly has no processes")
def test_a_gtp_engine_that_answers_nonsense_is_given_up_at_once(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``yes`` answers every command with ``y`` lines for ever: the old client hung."""
    t0 = time.perf_counter()
    err = one_error_line(capsys, ["match", "--black", "gtp:yes", "--white", "random"])
    assert "GTP engine 'gtp:yes' answered 'tanbo_game tanbo' with 'y' (not GTP)" in err
    assert time.perf_counter() - t0 < 10


@pytest.mark.skipif(sys.platform == "emscripten", reason="WebAssembly has no processes")
def test_a_gtp_engine_that_never_answers_times_out_naming_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    silent = f"gtp:{sys.executable} -c 'import time; time.sleep(60)'"
    t0 = time.perf_counter()
    err = one_error_line(
        capsys, ["match", "--black", "random", "--white", silent, "--gtp-timeout", "0.5"]
    )
    assert f"GTP engine {silent!r} did not answer 'tanbo_game tanbo' within 0.5 s" in err
    assert time.perf_counter() - t0 < 10


@pytest.mark.skipif(sys.platform == "emscripten", reason="WebAssembly has no processes")
def test_a_gtp_engine_with_an_endless_answer_is_given_up() -> None:
    chatty = f"{sys.executable} -c \"print('= ' + 'x' * 300000, flush=True); input()\""
    player = GtpPlayer(chatty, timeout=10)
    try:
        with pytest.raises(GtpEngineError, match="more than 100,000 characters"):
            player.command("name")
        with pytest.raises(GtpEngineError, match="was stopped"):
            player.command("name")
    finally:
        player.close()


@pytest.mark.skipif(sys.platform == "emscripten", reason="WebAssembly has no processes")
def test_a_gtp_client_reads_a_real_engine_and_quits_it() -> None:
    command = f"{sys.executable} -m tanbo gtp --level 1 --seconds 0.01 --seed 1"
    player = GtpPlayer(command, timeout=30)
    try:
        assert player.command("name") == "Tanbo MCTS"
        with pytest.raises(GtpEngineError, match="rejected 'boardsize ²'"):
            player.command("boardsize ²")
        assert player.command("protocol_version") == "2"  # still alive after a '?'
    finally:
        player.close()
    assert player._proc.returncode is not None


# ---------------------------------------------------------------------- item 7


def gtp_engine() -> GtpEngine:
    return GtpEngine(SearchPlayer(SearchConfig(), 1e6, max_iterations=5, seed=1))


@pytest.mark.parametrize(
    ("line", "answer"),
    [
        ("boardsize ²", "? syntax error: board size must be a number, got '²'"),
        ("boardsize \u0661\u0669",
         "? syntax error: board size must be a number, got '\u0661\u0669'"),
        (f"boardsize {'1' * 5000}", "? unacceptable size"),
        ("boardsize 0019", "? unacceptable size"),
        ("² name", "? unknown command '²'"),
        (f"{'1' * 5000} name", "? syntax error: command id longer than 20 digits"),
        ("12 boardsize 7", "=12"),
    ],
)
def test_gtp_numbers_are_ascii_and_bounded(line: str, answer: str) -> None:
    assert gtp_engine().handle(line) == answer + "\n\n"


def test_gtp_answers_quote_long_input_shortened() -> None:
    eng = gtp_engine()
    for line in (
        "x" * 100_000,
        "play b " + "a" * 100_000,
        "play " + "q" * 100_000 + " a1",
        "tanbo_fen " + "B" * 100_000 + " b",
        "tanbo_game " + "g" * 100_000,
        "tanbo_setup " + "s" * 100_000,
        "tanbo_size " + "7" * 100_000,
    ):
        answer = eng.handle(line)
        assert answer is not None and answer.startswith("? ") and len(answer) < 1000, line[:20]
    assert eng.handle("tanbo_fen") == "= B1W1B1W/7/W1B1W1B/7/B1W1B1W/7/W1B1W1B b\n\n"


@pytest.mark.parametrize("text", ["\ud800", "B1W\udcff b"])
def test_encode_position_raises_link_error_for_text_that_is_not_utf8(text: str) -> None:
    with pytest.raises(LinkError, match="cannot be put in a link"):
        encode_position(text)


@pytest.mark.parametrize("field", ["é", "B1W\u0661", "B 1"])
def test_decode_position_raises_link_error_for_characters_outside_the_alphabet(
    field: str,
) -> None:
    with pytest.raises(LinkError, match="unexpected character"):
        decode_position(field)


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


@pytest.mark.parametrize("game", sorted(GAMES))
def test_position_errors_quote_a_huge_text_shortened(game: str) -> None:
    spec = GAMES[game]
    for text in ("B" * 1_000_000 + " b", "7/" * 500_000 + " b", "x" * 1_000_000):
        with pytest.raises(PositionError) as info:
            spec.from_text(text)
        assert len(str(info.value)) < 2000


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


def test_gtp_reads_a_huge_line_in_pieces_and_refuses_it() -> None:
    import io

    from tanbo.ai.gtp import bounded_lines

    text = "1 name\n" + "x" * (3 * MAX_INPUT_BYTES) + "\n2 protocol_version\n"
    text += "y" * MAX_INPUT_BYTES + "\n"  # exactly at the limit: read (an unknown command)
    lines = list(bounded_lines(io.StringIO(text)))
    assert len(lines) == 4 and max(len(line) for line in lines) == MAX_INPUT_BYTES + 2
    answers = [gtp_engine().handle(line) for line in lines]
    assert answers == [
        "=1 Tanbo MCTS\n\n",
        "? syntax error: line longer than 1,000,000 characters\n\n",
        "=2 2\n\n",
        "? unknown command 'yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy…'\n\n",
    ]
