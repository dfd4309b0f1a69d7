"""The GTP engine (:mod:`tanbo.ai.gtp`): command transcripts, including garbage, hostile
lines (numbers in ASCII digits only, a huge line read in pieces, long input quoted
shortened) and the ``main`` entry point."""

from __future__ import annotations

import io
import sys

import pytest

from tanbo.ai import gtp
from tanbo.ai.gtp import GtpEngine, main
from tanbo.ai.mcts import SearchConfig
from tanbo.ai.players import SearchPlayer
from tanbo.games.tanbo.state import TanboState
from tanbo.limits import MAX_INPUT_BYTES

START_7X7 = "B1W1B1W/7/W1B1W1B/7/B1W1B1W/7/W1B1W1B b"


def engine() -> GtpEngine:
    return GtpEngine(SearchPlayer(SearchConfig(), 1e6, max_iterations=20, seed=1))


def transcript(eng: GtpEngine, text: str) -> list[str]:
    """The answers to each non-ignored line, without the trailing blank line."""
    answers = []
    for line in text.splitlines():
        answer = eng.handle(line)
        if answer is not None:
            assert answer.endswith("\n\n")
            answers.append(answer[:-2])
    return answers


def test_administrative_commands() -> None:
    eng = engine()
    assert transcript(
        eng,
        "protocol_version\n1 name\n2 version\nknown_command genmove\nknown_command fly\n",
    ) == ["= 2", "=1 Tanbo MCTS", "=2 0.1.0", "= true", "= false"]
    listed = transcript(eng, "list_commands")[0][2:].split("\n")
    for command in ("protocol_version", "play", "genmove", "undo", "showboard", "tanbo_fen",
                    "tanbo_size", "tanbo_setup", "tanbo_result", "quit", "boardsize"):
        assert command in listed


def test_garbage_lines_get_failures_or_are_ignored() -> None:
    eng = engine()
    answers = transcript(
        eng,
        "\n   \n# only a comment\nfoo\n7 bar baz\n\x00\x01\x7f\nplay\nplay b\nplay b c6 extra\n"
        "play q c6\nplay b zz99\nplay b h1\nplay b pass\ngenmove\ngenmove purple\n"
        "boardsize x\nboardsize 8\nboardsize 1000000000000\ntanbo_size 8x8\ntanbo_size seven\n"
        "tanbo_setup sparse\ntanbo_fen not/a/fen x\nknown_command\n42\nundo\n",
    )
    assert len(answers) == 21
    assert all(a.startswith("?") for a in answers), answers
    assert answers[1].startswith("?7 ")
    assert transcript(eng, "tanbo_fen") == [f"= {START_7X7}"]


def test_play_genmove_undo_and_result() -> None:
    eng = engine()
    assert transcript(eng, "play black c6\ntanbo_fen") == [
        "=", "= B1W1B1W/2B4/W1B1W1B/7/B1W1B1W/7/W1B1W1B w"
    ]
    answer = transcript(eng, "genmove w")[0]
    assert answer.startswith("= ")
    state = TanboState.from_tfen("B1W1B1W/2B4/W1B1W1B/7/B1W1B1W/7/W1B1W1B w")
    assert state.is_legal(state.parse_move(answer[2:]))
    assert transcript(eng, "tanbo_result\nundo\nundo\ntanbo_fen\nundo") == [
        "= ongoing", "=", "=", f"= {START_7X7}", "? cannot undo: no moves played"
    ]


def test_illegal_play_leaves_the_position_unchanged() -> None:
    eng = engine()
    answers = transcript(eng, "play b b6\nplay w c6\nplay b C6\nplay w c1\ntanbo_fen")
    assert answers[0].startswith("? illegal move") and "not adjacent" in answers[0]
    assert answers[1].startswith("? it is black's turn")
    assert answers[2] == "="  # vertices are case-insensitive
    assert answers[3].startswith("? illegal move") and "occupied" in answers[3]
    assert answers[4] == "= B1W1B1W/2B4/W1B1W1B/7/B1W1B1W/7/W1B1W1B w"


def test_sizes_setups_and_showboard() -> None:
    eng = engine()
    assert transcript(eng, "boardsize 11\ntanbo_fen")[1].startswith("= B1W1B1W1B1W/11/")
    assert transcript(eng, "tanbo_size 5x7\nclear_board\ntanbo_fen") == [
        "=", "=", "= B1W1B/5/W1B1W/5/B1W1B/5/W1B1W b"
    ]
    # A combination that is not official is refused by the next command needing the board.
    answers = transcript(eng, "tanbo_setup classic\ntanbo_fen\ngenmove b\nplay b a1")
    assert answers[0] == "="
    refusal = "? size 5x7 is not official for the classic setup"
    assert all(a.startswith(refusal) for a in answers[1:])
    assert transcript(eng, "tanbo_setup dense\ntanbo_fen") == [
        "=", "= B1W1B/5/W1B1W/5/B1W1B/5/W1B1W b"
    ]
    assert transcript(eng, "tanbo_size 19x19\ntanbo_setup classic\ntanbo_fen")[2] == (
        "= B5W5B5W/19/19/19/19/19/W5B5W5B/19/19/19/19/19/B5W5B5W/19/19/19/19/19/W5B5W5B b"
    )
    board = transcript(eng, "tanbo_setup dense\ntanbo_size 7x7\nshowboard")[2]
    assert board.startswith("=\n7  B . W . B . W")
    assert board.endswith("a b c d e f g")


def test_game_over_position_refuses_moves() -> None:
    eng = engine()
    fen = "1W1W1W1/1WWW1WW/BW1WWW1/BBW1W2/BWW4/BBW4/2W4 w"
    assert transcript(eng, f"tanbo_fen {fen}\nplay w a6\nplay b a1\ntanbo_result") == [
        "=", "=", "=", "= white wins"
    ]
    answers = transcript(eng, "genmove w\nplay w b1")
    assert all(a.startswith("? the game is over") for a in answers)


def test_quit_stops_reading() -> None:
    eng = engine()
    out = io.StringIO()
    eng.run(["name\n", "quit\n", "name\n"], out)
    assert out.getvalue() == "= Tanbo MCTS\n\n=\n\n"
    assert eng.done


def test_main_reads_stdin_and_writes_stdout(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    data = b"protocol_version\n\xff\xfe bad bytes\nplay b c6\ngenmove w\nquit\n"
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    assert main(["--level", "1", "--seed", "3", "--seconds", "0.01"]) == 0
    out = capsys.readouterr().out.split("\n\n")
    assert out[0] == "= 2"
    assert out[1].startswith("? unknown command")
    assert out[2] == "="
    assert out[3].startswith("= ")
    assert out[4] == "="


def test_main_rejects_bad_options(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["--level", "9"], ["--seconds", "-1"], ["--bogus"]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert err.startswith("error: ") and err.count("\n") == 1
    assert main(["--help"]) == 0
    assert "--level" in capsys.readouterr().out


def test_size_and_setup_switches_are_order_independent() -> None:
    eng = engine()
    classic = "= B5W5B5W/19/19/19/19/19/W5B5W5B/19/19/19/19/19/B5W5B5W/19/19/19/19/19/W5B5W5B b"
    assert transcript(eng, "tanbo_setup classic\ntanbo_size 19x19\ntanbo_fen")[2] == classic
    # The GTP client's order: size first, then setup (classic 19x19 -> dense 11x11).
    answers = transcript(eng, "tanbo_size 11x11\ntanbo_setup dense\nclear_board\ntanbo_fen")
    assert answers[:3] == ["=", "=", "="]
    assert answers[3].startswith("= B1W1B1W1B1W/11/")
    assert transcript(eng, "tanbo_setup classic\ntanbo_size 19x19\ntanbo_fen")[2] == classic
    assert transcript(eng, "tanbo_setup dense\ntanbo_size 11x11\ntanbo_fen")[2].startswith(
        "= B1W1B1W1B1W/11/"
    )
    assert transcript(eng, "boardsize 7\ntanbo_fen") == ["=", f"= {START_7X7}"]
    assert transcript(eng, "tanbo_size 8x8")[0] == "? size 8x8 is not official for Tanbo"
    assert transcript(eng, "tanbo_game chess")[0].startswith("? unknown game 'chess'")


DEAGO_START_19 = "19/19/19/3N5N5N3/19/19/19/19/19/3N5N5N3/19/19/19/19/19/3N5N5N3/19/19/19 b 0 0 0"
DEAGO_START_13_5 = "13/13/13/3N5N3/13/13/6N6/13/13/3N5N3/13/13/13 b 0 0 0"


def test_deago_game_passes_draws_and_neutral_layouts() -> None:
    eng = engine()
    assert transcript(eng, "tanbo_game deago\ntanbo_fen\ntanbo_result") == [
        "=", f"= {DEAGO_START_19}", "= ongoing"
    ]
    # boardsize: an NxN board with the default layout; size and layout in either order.
    assert transcript(eng, "boardsize 13\ntanbo_fen")[1].startswith("= 13/13/13/3N2N2N3/")
    assert transcript(eng, "tanbo_neutral 5\ntanbo_size 13x13\ntanbo_fen")[2] == (
        f"= {DEAGO_START_13_5}"
    )
    answers = transcript(eng, "tanbo_size 19x19\ntanbo_neutral 5\ntanbo_size 13x13\ntanbo_fen")
    assert answers == ["=", "=", "=", f"= {DEAGO_START_13_5}"]
    assert transcript(eng, "play b pass\ntanbo_fen") == ["=", f"= {DEAGO_START_13_5[:-7]}w 0 0 1"]
    assert transcript(eng, "play w pass\ntanbo_result\ngenmove b") == [
        "=", "= draw", "? the game is over: draw"
    ]
    assert transcript(eng, "undo\ngenmove w")[1].startswith("= ")
    assert transcript(eng, "showboard")[0].startswith("=\n13")


def test_deago_genmove_may_pass_and_finds_the_five() -> None:
    eng = engine()
    full = "/".join(["NNNNNNNNNNNNN"] * 13)
    assert transcript(eng, f"tanbo_game deago\ntanbo_fen {full} b 0 0 0\ngenmove b") == [
        "=", "=", "= pass"
    ]
    five = "13/13/1W11/9BW2/3WWW7/13/2WBBBB6/13/13/13/10B2/1B11/13 b 0 0 0"
    assert transcript(eng, f"tanbo_fen {five}\ngenmove b\ntanbo_result") == [
        "=", "= h7", "= black wins"
    ]


def test_deago_errors_and_switching_back() -> None:
    eng = engine()
    answers = transcript(
        eng,
        "tanbo_game deago\ntanbo_neutral 7\ntanbo_setup dense\ntanbo_size 7x7\nboardsize 7\n"
        "tanbo_game go\ntanbo_game\ntanbo_fen B1W1B1W/7/W1B1W1B/7/B1W1B1W/7/W1B1W1B b\n"
        "play b j10\nplay w a1\ntanbo_fen",
    )
    assert answers[0] == "="
    assert answers[1] == "? unknown setup '7' for DEAGO: expected 9 or 5 or 0"
    assert answers[2].startswith("? unknown setup 'dense' for DEAGO")
    assert answers[3] == "? size 7x7 is not official for DEAGO"
    assert answers[4] == "? unacceptable size"
    assert answers[5].startswith("? unknown game 'go'")
    assert answers[6].startswith("? syntax error")
    assert answers[7].startswith("? ")  # a TFEN is not a DFEN
    assert answers[8].startswith("? illegal move") and "occupied" in answers[8]
    assert answers[9].startswith("? it is black's turn")
    assert answers[10] == f"= {DEAGO_START_19}"
    assert transcript(eng, "tanbo_game tanbo\ntanbo_fen\nplay b pass") == [
        "=", f"= {START_7X7}", "? illegal move: there is no passing in Tanbo"
    ]


def test_main_can_start_in_deago(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"tanbo_fen\nquit\n")))
    assert main(["--game", "deago", "--level", "1", "--seed", "1"]) == 0
    assert capsys.readouterr().out.split("\n\n")[0] == f"= {DEAGO_START_19}"


def test_boardsize_means_a_dense_board_even_after_classic() -> None:
    eng = engine()
    assert transcript(eng, "tanbo_size 19x19\ntanbo_setup classic\nboardsize 19\ntanbo_fen")[
        3
    ].startswith("= B1W1B1W1B1W1B1W1B1W/19/W1B1W1B1W1B1W1B1W1B/")
    assert eng.setup == "dense"
    assert transcript(eng, "tanbo_setup classic\nboardsize 7\ntanbo_fen") == [
        "=", "=", f"= {START_7X7}"
    ]
    assert transcript(eng, "clear_board\ntanbo_fen") == ["=", f"= {START_7X7}"]


def test_clear_board_after_tanbo_fen_starts_that_size_afresh() -> None:
    eng = engine()
    mid = TanboState.new(5, 7)
    mid.push(mid.parse_move("a6"))
    answers = transcript(eng, f"tanbo_fen {mid.tfen()}\ntanbo_fen\nclear_board\ntanbo_fen")
    assert answers == ["=", f"= {mid.tfen()}", "=", f"= {TanboState.new(5, 7).tfen()}"]
    # A hand-built size has no start position: clear_board fails and changes nothing.
    answers = transcript(eng, "tanbo_fen B3/4/WB2 b\nclear_board\ntanbo_fen")
    assert answers[0] == "="
    assert answers[1].startswith("? size 4x3 is not official")
    assert answers[2] == "= B3/4/WB2 b"


def test_every_failure_answer_is_exact() -> None:
    """The ``?`` texts are the interface a GTP controller shows: each is checked word for word."""
    eng = engine()
    cases = [
        ("known_command", "? syntax error: expected known_command <command>"),
        ("known_command a b", "? syntax error: expected known_command <command>"),
        ("boardsize", "? syntax error: expected boardsize <size>"),
        ("boardsize x7", "? syntax error: board size must be a number, got 'x7'"),
        ("boardsize 8", "? unacceptable size"),
        ("clear_board now", "? syntax error: expected clear_board"),
        ("play b", "? syntax error: expected play <color> <vertex>"),
        ("play x c6", "? syntax error: invalid color 'x' (expected b, w, black or white)"),
        ("play b pass", "? illegal move: there is no passing in Tanbo"),
        ("play b PASS", "? illegal move: there is no passing in Tanbo"),
        ("play b 9z", "? syntax error: malformed point '9z': expected a file letter a-g and a "
                      "rank 1-7, e.g. 'a1'"),
        ("play w c6", "? it is black's turn, not white's"),
        ("genmove", "? syntax error: expected genmove <color>"),
        ("genmove black b", "? syntax error: expected genmove <color>"),
        ("undo 1", "? syntax error: expected undo"),
        ("undo", "? cannot undo: no moves played"),
        ("tanbo_size", "? syntax error: expected tanbo_size WxH"),
        ("tanbo_size 7by7", "? malformed size '7by7': expected WxH such as '7x7' or '5x7'"),
        ("tanbo_setup", "? syntax error: expected tanbo_setup dense|classic"),
        ("tanbo_setup sparse", "? unknown setup 'sparse' for Tanbo: expected dense or classic"),
        ("tanbo_fen B1W/W1W/3 x", "? malformed TFEN 'B1W/W1W/3 x': side to move must be 'b' "
                                  "or 'w', got 'x'"),
        ("12 play b c6 d7", "?12 syntax error: expected play <color> <vertex>"),
    ]
    for line, answer in cases:
        assert eng.handle(line) == answer + "\n\n", line
    assert eng.state.tfen() == START_7X7


def test_comments_tabs_and_ids() -> None:
    eng = engine()
    assert transcript(eng, "\tplay\tb c6 # a comment # with a hash\n7 undo\n8\tplay b\tc6") == [
        "=", "=7", "=8"
    ]
    assert eng.state.ply == 1


def test_an_unexpected_exception_is_an_internal_error_answer() -> None:
    eng = engine()

    def broken(args: list[str]) -> str:
        raise RuntimeError("boom")

    eng._commands["name"] = broken
    assert eng.handle("3 name") == "?3 internal error: RuntimeError: boom\n\n"
    assert eng.handle("name") == "? internal error: RuntimeError: boom\n\n"


def test_main_builds_the_player_from_its_options(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[object, ...]] = []
    real = gtp.make_level_player

    def spy(level: int, seed: int | None, seconds: float | None = None) -> SearchPlayer:
        calls.append((level, seed, seconds))
        return real(level, seed, seconds=seconds)

    monkeypatch.setattr(gtp, "make_level_player", spy)
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"name\n")))
    assert main(["--level", "1", "--seed", "7", "--seconds", "0.5"]) == 0
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"")))
    assert main([]) == 0
    assert calls == [(1, 7, 0.5), (3, None, None)]


@pytest.mark.parametrize(
    ("seconds", "shown"), [("0", "0"), ("-1", "-1"), ("1e6", "1e6"), ("nan", "'nan'")]
)
def test_main_rejects_seconds_out_of_range(
    capsys: pytest.CaptureFixture[str], seconds: str, shown: str
) -> None:
    assert main(["--seconds", seconds]) == 2
    err = capsys.readouterr().err
    assert err == f"error: --seconds must be a positive number of at most 100000, got {shown}\n"


def test_main_reads_utf8_and_stops_on_ctrl_c(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO("play b é1\n".encode())))
    assert main(["--seed", "1"]) == 0
    assert "'é1'" in capsys.readouterr().out

    class Interrupted(io.BytesIO):
        def readline(self, size: int | None = -1) -> bytes:
            raise KeyboardInterrupt

        def read1(self, size: int = -1) -> bytes:
            raise KeyboardInterrupt

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(Interrupted()))
    assert main([]) == 1


def test_help_describes_every_option(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert out.startswith("usage: python -m tanbo gtp ")
    for text in (
        " Play Tanbo or DEAGO as a GTP v2 engine on stdin/stdout. ",
        "--game {deago,tanbo} the game at start (default tanbo; tanbo_game switches)",
        "--level {1,2,3,4,5} strength level 1-5 (default 3)",
        "--seconds SECONDS thinking time per move (default: the level's)",
        "--seed SEED seed of the search RNG",
    ):
        assert text in out


def test_tanbo_game_answers_word_for_word() -> None:
    eng = engine()
    assert transcript(eng, "tanbo_game\ntanbo_game chess\ntanbo_game deago\nboardsize 13") == [
        "? syntax error: expected tanbo_game tanbo|deago",
        "? unknown game 'chess': expected tanbo or deago",
        "=",
        "=",
    ]
    assert transcript(eng, "tanbo_fen") == [
        "= 13/13/13/3N2N2N3/13/13/3N2N2N3/13/13/3N2N2N3/13/13/13 b 0 0 0"
    ]


def test_clear_board_keeps_the_setup() -> None:
    eng = engine()
    classic = "= B5W5B5W/19/19/19/19/19/W5B5W5B/19/19/19/19/19/B5W5B5W/19/19/19/19/19/W5B5W5B b"
    answers = transcript(
        eng, "tanbo_size 19x19\ntanbo_setup classic\nplay b a1\nclear_board\ntanbo_fen"
    )
    assert answers[3:] == ["=", classic]
    answers = transcript(
        eng, "tanbo_game deago\ntanbo_neutral 5\nplay b a1\nclear_board\ntanbo_fen"
    )
    assert answers[3] == "=" and answers[4].count("N") == 5


# ------------------- hostile lines: ASCII numbers, bounded lines, short quotes

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
