"""The command line's arguments and exits (:mod:`tanbo.cli`): usage, help, bad input, Ctrl-C.

No subcommand prints the usage; ``--help`` is the documented text; conflicting start
options, bad numbers and specs (a 5,000-digit number, ``inf``, a digit Python reads but
a person does not mean, an unbalanced quote) and a record file over the size limit are
each one ``error:`` line and exit 2, as is running out of memory; Ctrl-C is a message
and exit 130; ``gtp`` and ``match`` are handed to their own ``main``.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tanbo import cli
from tanbo.cli import main
from tanbo.games.tanbo.state import TanboState
from tanbo.limits import MAX_INPUT_BYTES
from tanbo.record import GameRecord, save_record
from tests.support.cli import ARABIC_ONE, HUGE, one_error_line

START_7 = "B1W1B1W/7/W1B1W1B/7/B1W1B1W/7/W1B1W1B b"


def test_no_subcommand_prints_the_usage_and_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([]) == 2
    out = capsys.readouterr().out
    for command in ("replay", "perft", "bench", "gtp", "match"):
        assert command in out
    for flag in ("--help", "-h"):
        assert main([flag]) == 0
        assert "replay" in capsys.readouterr().out


def test_main_reads_sys_argv_by_default(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "argv", ["tanbo", "replay", "b7"])
    assert main() == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1] == "ongoing" and out[0].endswith(" w")


@pytest.fixture
def record_file(tmp_path: Path) -> Path:
    state = TanboState.new(5, 7)
    state.push(state.parse_move("a6"))
    path = tmp_path / "game.tanbo"
    save_record(GameRecord.from_state(state), path)
    return path


@pytest.mark.parametrize(
    ("options", "needle"),
    [
        (["--fen", START_7], "--fen and --record"),
        (["--size", "5x7"], "--size/--setup"),
        (["--setup", "dense"], "--size/--setup"),
    ],
)
def test_record_refuses_other_start_options(
    capsys: pytest.CaptureFixture[str], record_file: Path, options: list[str], needle: str
) -> None:
    code = main(["replay", "--record", str(record_file), *options])
    out, err = capsys.readouterr()
    assert code == 2
    assert out == ""
    assert err.startswith("error: ") and err.count("\n") == 1
    assert needle in err


def test_ctrl_c_prints_a_message_and_exits_130(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def interrupted(argv: list[str]) -> int:
        raise KeyboardInterrupt

    monkeypatch.setitem(cli.COMMANDS, "replay", interrupted)
    assert main(["replay"]) == 130
    out, err = capsys.readouterr()
    assert out == ""
    assert err == "error: interrupted\n"


@pytest.mark.parametrize("where", ["command", "record"])
def test_running_out_of_memory_is_one_error_line_and_exit_2(
    where: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The documented exit for bad input (2), one ``error:`` line, no traceback: whether a
    command as a whole or the record reader under ``replay --record`` runs out."""

    def out_of_memory(*args: object) -> int:
        raise MemoryError

    if where == "command":
        monkeypatch.setitem(cli.COMMANDS, "perft", out_of_memory)
        argv = ["perft", "--depth", "9"]
    else:
        monkeypatch.setattr(cli, "load_record", out_of_memory)
        argv = ["replay", "--record", str(tmp_path / "huge.tanbo")]
    assert main(argv) == cli.EXIT_BAD_INPUT == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == "error: out of memory\n"


# The help of the options every position-taking command shares (tanbo/cli.py).
POSITION_HELP = (
    "--game tanbo|deago the game (default tanbo) "
    "--size WxH board size (default: the game's) "
    "--setup dense|classic Tanbo: setup (default dense) "
    "--neutral 9|5|0 DEAGO: neutral stones (default 9) "
    "--fen TFEN|DFEN start from this position instead "
)
RECORD_HELP = (
    "--record FILE start from the end of this game record "
    "--link LINK start from the end of this game link (address or fragment)"
)

HELP = {
    "replay": "usage: python -m tanbo replay [-h] [--game tanbo|deago] [--size WxH] "
    "[--setup dense|classic] [--neutral 9|5|0] [--fen TFEN|DFEN] [--record FILE] [--link LINK] "
    "[MOVE ...] "
    "Replay moves; print the position (TFEN or DFEN) and the result. "
    "positional arguments: MOVE points such as c6, or pass "
    "options: -h, --help show this help message and exit "
    + POSITION_HELP
    + RECORD_HELP,
    "perft": "usage: python -m tanbo perft [-h] [--game tanbo|deago] [--size WxH] "
    "[--setup dense|classic] [--neutral 9|5|0] [--fen TFEN|DFEN] --depth N [--divide] "
    "Count move sequences. "
    "options: -h, --help show this help message and exit "
    + POSITION_HELP
    + "--depth N "
    "--divide also print each first move's count",
    "link": "usage: python -m tanbo link [-h] [--game tanbo|deago] [--size WxH] "
    "[--setup dense|classic] [--neutral 9|5|0] [--fen TFEN|DFEN] [--record FILE] [--link LINK] "
    "[--base URL] [MOVE ...] "
    "Print the link of a game: the same inputs as replay, then the address. "
    "positional arguments: MOVE points such as c6, or pass "
    "options: -h, --help show this help message and exit "
    + POSITION_HELP
    + RECORD_HELP
    + " --base URL the site's address (default $TANBO_SITE_URL, or the web build's; '' for none)",
    "bench": "usage: python -m tanbo bench [-h] [--game tanbo|deago] [--seconds SECONDS] "
    "[--seed SEED] "
    "The engine's speed. "
    "options: -h, --help show this help message and exit "
    "--game tanbo|deago the game (default tanbo) "
    "--seconds SECONDS time per measurement (default 3, at most 3600) "
    "--seed SEED",
}


@pytest.mark.parametrize("command", sorted(HELP))
def test_help_is_the_documented_usage(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, command: str
) -> None:
    monkeypatch.setenv("COLUMNS", "200")
    with pytest.raises(SystemExit) as info:  # argparse's own --help exit
        main([command, "--help"])
    assert info.value.code == 0
    out, err = capsys.readouterr()
    assert " ".join(out.split()) == HELP[command]
    assert err == ""


@pytest.mark.parametrize(
    ("argv", "error"),
    [
        (["replay", "a7"], "ply 1, move 'a7', black to move: point is occupied"),
        (["perft", "--depth", "-1"], "--depth must be a whole number of at least 0, got -1"),
        (["frobnicate"],
         "unknown command 'frobnicate': expected one of "
         "replay, link, perft, bench, analyse, explain, gtp, match, puzzles, play"),
        (["replay", "--game", "chess"], "unknown game 'chess': expected one of tanbo, deago"),
        (["replay", "--fen", "B1W/W1W/3 w", "b3", "9z"],
         "ply 2, move '9z', black to move: malformed point '9z': expected a file letter a-c "
         "and a rank 1-3, e.g. 'a1'"),
        (["link", "--record", "/nonexistent.tanbo"],
         "cannot read record '/nonexistent.tanbo': No such file or directory"),
        (["link", "--fen", "B1W/W1W/3 x"],
         "malformed TFEN 'B1W/W1W/3 x': side to move must be 'b' or 'w', got 'x'"),
        (["link", "--link", "#v1.x", "--size", "7x7", "--setup", "dense"],
         "--link cannot be used with --size/--setup (the link says)"),
        (
            ["replay", "--fen", "B1W/W1W/3 w", "b3", "a1"],
            "ply 2, move 'a1', black to move: the game is over (white wins)",
        ),
        (["replay", "--bogus"], "unrecognized arguments: --bogus (see 'python -m tanbo replay "
                                "--help')"),
        (["perft", "--depth", "x"], "--depth must be a whole number of at least 0, got 'x'"),
        (["replay", "--neutral", "5"], "--neutral is a DEAGO option (use --game deago, or "
                                       "--setup for Tanbo)"),
        (["match", "--bogus"], "the following arguments are required: --black, --white (see "
                               "'python -m tanbo match --help')"),
        (["gtp", "--level", "9"], "argument --level: invalid choice: 9 (choose from 1, 2, 3, 4, "
                                  "5) (see 'python -m tanbo gtp --help')"),
    ],
)
def test_errors_word_for_word(
    capsys: pytest.CaptureFixture[str], argv: list[str], error: str
) -> None:
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == f"error: {error}\n"


def test_gtp_and_match_are_delegated(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert main(["gtp", "--help"]) == 0
    assert "python -m tanbo gtp" in capsys.readouterr().out
    seen: list[list[str]] = []

    class Fake:
        @staticmethod
        def main(argv: list[str]) -> int:
            seen.append(argv)
            return 7

    def fake_import(name: str) -> object:
        if name == "tanbo.ai.match":
            return Fake
        raise ImportError(f"No module named {name!r}")

    monkeypatch.setattr(cli.importlib, "import_module", fake_import)
    assert main(["match", "--games", "1"]) == 7
    assert seen == [["--games", "1"]]
    assert main(["gtp"]) == 2
    assert capsys.readouterr().err == (
        "error: this command is not available (No module named 'tanbo.ai.gtp')\n"
    )


def test_perft_divides_only_when_asked(capsys: pytest.CaptureFixture[str]) -> None:
    state = TanboState.new(5, 7)
    moves = state.legal_moves()
    assert main(["perft", "--size", "5x7", "--depth", "1", "--divide"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines == [f"{state.move_text(m)} 1" for m in moves] + [str(len(moves))]
    for argv in (["--depth", "1"], ["--depth", "2"], ["--depth", "0", "--divide"]):
        assert main(["perft", "--size", "5x7", *argv]) == 0
        assert len(capsys.readouterr().out.splitlines()) == 1


@pytest.mark.parametrize(
    ("argv", "call"),
    [([], (3.0, 1)), (["--seconds", "0.5", "--seed", "9"], (0.5, 9))],
)
def test_bench_options_reach_the_benchmark(
    monkeypatch: pytest.MonkeyPatch, argv: list[str], call: tuple[float, int]
) -> None:
    from tanbo.games.tanbo import bench

    calls: list[tuple[float, int]] = []
    monkeypatch.setattr(bench, "run_bench", lambda seconds, seed: calls.append((seconds, seed)))
    assert main(["bench", *argv]) == 0
    assert calls == [call]
    assert all(type(s) is float and type(n) is int for s, n in calls)


@pytest.mark.parametrize(
    ("seconds", "shown"),
    [("0", "0"), ("-1", "-1"), ("nan", "'nan'"), ("inf", "'inf'"), ("1e400", "1e400"),
     ("4000", "4000"), ("٣", "'٣'"), ("1_0", "'1_0'")],
)
def test_bench_refuses_a_time_that_is_not_positive_and_finite(
    capsys: pytest.CaptureFixture[str], seconds: str, shown: str
) -> None:
    """``inf`` would run for ever: every such time is one error line."""
    assert main(["bench", "--seconds", seconds]) == 2
    assert capsys.readouterr().err == (
        f"error: --seconds must be a positive number of at most 3600, got {shown}\n"
    )


# ------------------------------- bad numbers and specs: one error line, exit 2

HEAD = '[Game "Tanbo"]\n[Size "7x7"]\n[Setup "dense"]\n\n'

def test_the_command_line_refuses_a_big_record_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    big = tmp_path / "big.tanbo"
    big.write_text(HEAD + "1. b6 " + "x" * (2 * MAX_INPUT_BYTES) + "\n", encoding="utf-8")
    for command in ("replay", "link"):
        err = one_error_line(capsys, [command, "--record", str(big)])
        assert "too large" in err and "at most 1,000,000" in err


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
