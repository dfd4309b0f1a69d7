"""The ``python -m tanbo`` contract: replay and perft output and errors."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tanbo.cli import main
from tanbo.games.tanbo.state import TanboState
from tanbo.record import GameRecord, save_record

START_7 = "B1W1B1W/7/W1B1W1B/7/B1W1B1W/7/W1B1W1B b"
ROOT = Path(__file__).resolve().parents[2]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str], list[str]]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out.splitlines(), err.splitlines()


def test_replay_defaults_to_7x7_dense_start(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "replay") == (0, [START_7, "ongoing"], [])


def test_replay_plays_moves_from_the_start(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "replay", "b7", "d7")
    assert (code, err) == (0, [])
    expected = TanboState.new()
    expected.push(expected.parse_move("b7"))
    expected.push(expected.parse_move("d7"))
    assert out == [expected.tfen(), "ongoing"]


def test_replay_classic_19x19(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "replay", "--size", "19x19", "--setup", "classic")
    assert code == 0
    assert out == [TanboState.new(19, 19, "classic").tfen(), "ongoing"]


def test_replay_from_fen_reports_the_win(capsys: pytest.CaptureFixture[str]) -> None:
    # White's d5 removes the bounded roots below (worked example B) - no win yet;
    # here Black's lone root is bounded by the move and taken: White wins.
    fen = "B1W/W1W/3 w"
    code, out, err = run(capsys, "replay", "--fen", fen, "b3")
    assert (code, err) == (0, [])
    assert out == ["1WW/W1W/3 b", "white wins"]


@pytest.mark.parametrize(
    ("argv", "needles"),
    [
        (["replay", "--size", "8x8"], ["8x8", "7x7", "19x19"]),
        (["replay", "--setup", "sparse"], ["'sparse'", "dense", "classic"]),
        (["replay", "--size", "seven"], ["'seven'"]),
        (["replay", "b7", "9z"], ["ply 2", "'9z'", "white to move", "malformed"]),
        (["replay", "b7", "z9"], ["ply 2", "'z9'", "white to move", "off the 7x7"]),
        (["replay", "h1"], ["ply 1", "'h1'", "black to move", "off the 7x7 board"]),
        (["replay", "a7"], ["ply 1", "'a7'", "black to move", "occupied"]),
        (["replay", "b6"], ["ply 1", "'b6'", "black to move", "not adjacent"]),
        (
            ["replay", "b7", "g6", "c6", "g4", "b6"],
            ["ply 5", "'b6'", "black to move", "adjacent to 2"],
        ),
        (["replay", "--fen", "B1W/W1W/3 w", "b3", "a1"], ["ply 2", "'a1'", "game is over"]),
        (["replay", "--fen", "B1W/W1W/3 x"], ["'B1W/W1W/3 x'", "side to move"]),
        (["replay", "--fen", "B1W/W1W/4 w"], ["'B1W/W1W/4 w'"]),
        (["replay", "--record", "/nonexistent/game.tanbo"], ["cannot read"]),
        (["replay", "--fen", START_7, "--setup", "dense"], ["--setup"]),
        (["replay", "--fen", START_7, "--size", "9x9"], ["9x9"]),
        (["replay", "--bogus"], ["--bogus"]),
        (["perft"], ["--depth"]),
        (["perft", "--depth", "-1"], ["--depth"]),
        (["perft", "--depth", "two"], ["'two'"]),
        (["frobnicate"], ["'frobnicate'", "replay"]),
    ],
)
def test_bad_input_is_one_error_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], needles: list[str]
) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == []
    assert len(err) == 1 and err[0].startswith("error: ")
    for needle in needles:
        assert needle in err[0]


def test_replay_continues_a_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    state = TanboState.new(5, 7)
    for text in ("a6", "b7"):
        state.push(state.parse_move(text))
    path = tmp_path / "game.tanbo"
    save_record(GameRecord.from_state(state), path)
    code, out, _ = run(capsys, "replay", "--record", str(path), "c6")
    assert code == 0
    state.push(state.parse_move("c6"))
    assert out == [state.tfen(), "ongoing"]
    # A bad move after the record's two moves is ply 3.
    code, _, err = run(capsys, "replay", "--record", str(path), "a1")
    assert code == 2 and "ply 3" in err[0] and "black to move" in err[0]


def test_replay_rejects_a_corrupt_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.tanbo"
    path.write_text('[Game "Tanbo"]\n[Size "7x7"]\n[Setup "dense"]\n\n1. b7 a7\n')
    code, _, err = run(capsys, "replay", "--record", str(path))
    assert code == 2 and len(err) == 1
    assert "ply 2" in err[0] and "'a7'" in err[0] and "occupied" in err[0]
    path.write_bytes(b"\xff\xfe garbage")
    code, _, err = run(capsys, "replay", "--record", str(path))
    assert code == 2 and len(err) == 1 and "UTF-8" in err[0]


@pytest.mark.parametrize(
    ("argv", "count"),
    [
        (["--depth", "0"], 1),
        (["--depth", "2"], 552),
        (["--size", "5x7", "--depth", "3"], 4464),
        (["--size", "19x19", "--setup", "classic", "--depth", "2"], 576),
    ],
)
def test_perft_last_line_is_the_count(
    capsys: pytest.CaptureFixture[str], argv: list[str], count: int
) -> None:
    code, out, _ = run(capsys, "perft", *argv)
    assert code == 0 and out[-1] == str(count)


def test_perft_divide_sums_to_the_total(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "perft", "--depth", "2", "--divide")
    assert code == 0 and len(out) == 25
    assert sum(int(line.split()[1]) for line in out[:-1]) == int(out[-1]) == 552


def test_module_entry_point_has_no_traceback() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "tanbo", "replay", "--size", "3x3"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr.count("\n") == 1 and "Traceback" not in proc.stderr
