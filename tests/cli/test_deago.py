"""The ``python -m tanbo … --game deago`` contract: replay and perft output and errors."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tanbo.cli import main
from tanbo.games.deago import PASS, DeagoState
from tanbo.record import GameRecord, save_record

START_19 = "19/19/19/3N5N5N3/19/19/19/19/19/3N5N5N3/19/19/19/19/19/3N5N5N3/19/19/19 b 0 0 0"
START_13 = "13/13/13/3N2N2N3/13/13/3N2N2N3/13/13/3N2N2N3/13/13/13 b 0 0 0"
# A 13x13 middle game (White to move, from a seeded game) where White's f11 or k11
# completes a five on rank 11 and three moves capture a pair: perft counts drop
# where a branch ends and grow where stones are removed.
TACTICAL = (
    "13/6B6/3B2WWWW3/3BWWWWBN3/3B4WBB2/4W8/2BBB1NWBNW2/4W8/3W1BBBB4/3N2N1BN3/8BWB2/10W2/13 w 0 0 0"
)
ROOT = Path(__file__).resolve().parents[2]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str], list[str]]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out.splitlines(), err.splitlines()


def test_replay_defaults_to_19x19_with_nine_neutral_stones(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert run(capsys, "replay", "--game", "deago") == (0, [START_19, "ongoing"], [])


def test_replay_plays_points_and_passes(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "replay", "--game", "deago", "--size", "13x13", "a1", "pass")
    assert (code, err) == (0, [])
    assert out == ["13/13/13/3N2N2N3/13/13/3N2N2N3/13/13/3N2N2N3/13/13/B12 b 0 0 1", "ongoing"]


@pytest.mark.parametrize(
    ("argv", "last"),
    [
        (["--size", "13x13", "pass", "pass"], "draw"),
        (["--fen", TACTICAL, "f11"], "white wins"),
        (["--fen", TACTICAL, "b1"], "ongoing"),
        (
            [
                "--size",
                "15x15",
                "--neutral",
                "0",
                "a1",
                "a2",
                "b1",
                "b2",
                "c1",
                "c2",
                "d1",
                "d2",
                "e1",
            ],
            "black wins",
        ),
    ],
)
def test_replay_reports_every_result(
    capsys: pytest.CaptureFixture[str], argv: list[str], last: str
) -> None:
    code, out, err = run(capsys, "replay", "--game", "deago", *argv)
    assert (code, err, len(out)) == (0, [], 2) and out[1] == last
    assert DeagoState.from_dfen(out[0]).dfen() == out[0]


def test_replay_layouts_and_sizes(capsys: pytest.CaptureFixture[str]) -> None:
    for size in ("19x19", "15x15", "13x13"):
        for layout in ("9", "5", "0"):
            code, out, _ = run(
                capsys, "replay", "--game", "deago", "--size", size, "--neutral", layout
            )
            w = int(size.split("x")[0])
            assert (code, out) == (0, [DeagoState.new(w, w, layout).dfen(), "ongoing"])


@pytest.mark.parametrize(
    ("argv", "needles"),
    [
        (["--size", "11x11"], ["'11x11'", "19x19", "15x15", "13x13"]),
        (["--size", "big"], ["'big'"]),
        (["--neutral", "7"], ["'7'", "9, 5, 0"]),
        (["--setup", "dense"], ["--setup", "Tanbo"]),
        (["--size", "13x13", "d4"], ["ply 1", "'d4'", "black to move", "occupied"]),
        (["--size", "13x13", "a1", "a1"], ["ply 2", "'a1'", "white to move", "occupied"]),
        (["--size", "13x13", "a1", "n1"], ["ply 2", "'n1'", "white to move", "off the 13x13"]),
        (["--size", "13x13", "a1", "1a"], ["ply 2", "'1a'", "white to move", "malformed"]),
        (["--size", "13x13", "a1", "PASS"], ["ply 2", "'PASS'", "white to move"]),
        (
            ["--size", "13x13", "pass", "pass", "a1"],
            ["ply 3", "'a1'", "black to move", "game is over (draw)"],
        ),
        (
            ["--fen", TACTICAL, "f11", "pass"],
            ["ply 2", "'pass'", "black to move", "game is over (white wins)"],
        ),
        (["--fen", START_13.replace(" b ", " x ")], ["side to move", "'x'"]),
        (["--fen", START_13.replace("3N2N2N3", "3N2N2N4", 1)], ["has 14 points"]),
        (["--fen", START_13, "--size", "19x19"], ["19x19", "13x13"]),
        (["--fen", START_13, "--neutral", "9"], ["--neutral", "DFEN"]),
        (["--fen", START_13, "--record", "x"], ["--fen and --record"]),
        (["--record", "/nonexistent/game.deago"], ["cannot read"]),
    ],
)
def test_bad_input_is_one_error_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], needles: list[str]
) -> None:
    code, out, err = run(capsys, "replay", "--game", "deago", *argv)
    assert (code, out) == (2, [])
    assert len(err) == 1 and err[0].startswith("error: ")
    for needle in needles:
        assert needle in err[0]


def test_tanbo_rejects_deago_options(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "replay", "--neutral", "9")
    assert code == 2 and "--game deago" in err[0]
    code, _, err = run(capsys, "replay", "--game", "go")
    assert code == 2 and "'go'" in err[0] and "deago" in err[0]
    code, _, err = run(capsys, "replay", "pass")
    assert code == 2 and "'pass'" in err[0] and "ply 1" in err[0]


def test_replay_continues_a_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    state = DeagoState.new(13, 13, "5")
    for text in ("a1", "pass"):
        state.push(state.parse_move(text))
    path = tmp_path / "game.deago"
    save_record(GameRecord.from_state(state), path)
    code, out, _ = run(capsys, "replay", "--game", "deago", "--record", str(path), "b1")
    state.push(state.parse_move("b1"))
    assert (code, out) == (0, [state.dfen(), "ongoing"])
    code, _, err = run(capsys, "replay", "--game", "deago", "--record", str(path), "pass", "pass")
    assert code == 2 and "ply 4" in err[0] and "game is over (draw)" in err[0]
    code, _, err = run(capsys, "replay", "--record", str(path))
    assert code == 2 and "--game deago" in err[0]
    code, _, err = run(capsys, "replay", "--game", "deago", "--record", str(path), "--neutral", "5")
    assert code == 2 and "--record" in err[0]


def test_replay_rejects_a_corrupt_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.deago"
    path.write_text('[Game "DEAGO"]\n[Size "13x13"]\n[Neutral "9"]\n\n1. a1 a1\n')
    code, _, err = run(capsys, "replay", "--game", "deago", "--record", str(path))
    assert code == 2 and len(err) == 1
    assert "ply 2" in err[0] and "'a1'" in err[0] and "white to move" in err[0]
    assert "occupied" in err[0]


@pytest.mark.parametrize(
    ("argv", "count"),
    [
        (["--size", "13x13", "--depth", "0"], 1),
        (["--size", "13x13", "--depth", "1"], 161),  # 160 empty points + pass
        (["--size", "13x13", "--depth", "2"], 160 * 160 + 161),
        (["--size", "13x13", "--neutral", "0", "--depth", "2"], 169 * 169 + 170),
        (["--size", "13x13", "--neutral", "5", "--depth", "2"], 164 * 164 + 165),
        # Cross-checked with tests/support/deago_reference.py's perft when written.
        (["--fen", TACTICAL, "--depth", "2"], 16519),
        (["--fen", "/".join(["13"] * 13) + " b 0 0 1", "--depth", "2"], 169 * 169),
    ],
)
def test_perft_last_line_is_the_count(
    capsys: pytest.CaptureFixture[str], argv: list[str], count: int
) -> None:
    code, out, _ = run(capsys, "perft", "--game", "deago", *argv)
    assert code == 0 and out[-1] == str(count)


def test_perft_divide_counts_pass_and_sums_to_the_total(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(
        capsys, "perft", "--game", "deago", "--fen", TACTICAL, "--depth", "2", "--divide"
    )
    assert code == 0
    counts = dict(line.split() for line in out[:-1])
    assert counts["f11"] == "0" and counts["k11"] == "0"  # White's wins end the game
    assert counts["pass"] == str(len(DeagoState.from_dfen(TACTICAL).legal_moves()))
    assert sum(int(v) for v in counts.values()) == int(out[-1]) == 16519


def test_perft_matches_the_reference_on_the_tactical_position() -> None:
    from tanbo.perft import divide
    from tests.support import deago_reference as ref

    state = DeagoState.from_dfen(TACTICAL)
    # Depth 1 below each first move is cheap for the reference too.
    for move, count in divide(state, 2)[::7]:
        child = ref.RefDeago.from_dfen(TACTICAL)
        child.play(move)
        assert ref.perft(child, 1) == count, state.move_text(move)
    assert PASS in state.legal_moves()


def test_module_entry_point_has_no_traceback() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "tanbo", "replay", "--game", "deago", "--fen", "x y"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert (proc.returncode, proc.stdout) == (2, "")
    assert proc.stderr.count("\n") == 1 and "Traceback" not in proc.stderr
    assert "'x y'" in proc.stderr
