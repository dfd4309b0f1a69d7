"""Command-line edges: no subcommand, conflicting start options, Ctrl-C."""

from __future__ import annotations

from pathlib import Path

import pytest

from tanbo import cli
from tanbo.cli import main
from tanbo.record import GameRecord, save_record
from tanbo.state import TanboState

START_7 = "B1W1B1W/7/W1B1W1B/7/B1W1B1W/7/W1B1W1B b"


def test_no_subcommand_prints_the_usage_and_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([]) == 2
    out = capsys.readouterr().out
    for command in ("replay", "perft", "bench", "gtp", "match"):
        assert command in out
    assert main(["--help"]) == 0
    assert "replay" in capsys.readouterr().out


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
