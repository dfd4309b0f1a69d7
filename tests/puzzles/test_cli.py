"""``python -m tanbo puzzles``: its subcommands, and one ``error:`` line for bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tanbo.cli import main
from tanbo.puzzles.model import format_puzzles, load_puzzles
from tests.support.cli import one_error_line


def _small(tmp_path: Path, game: str = "deago", count: int = 3) -> Path:
    path = tmp_path / "set.json"
    path.write_text(format_puzzles(game, load_puzzles(game)[:count]), encoding="utf-8")
    return path


def test_verify_list_export_show(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _small(tmp_path)
    assert main(["puzzles", "verify", str(path)]) == 0
    assert "verified 3 puzzles: 0 failed" in capsys.readouterr().out
    assert main(["puzzles", "verify", "--game", "tanbo", "--sample", "2"]) == 0
    assert "verified 2 puzzles: 0 failed" in capsys.readouterr().out
    assert main(["puzzles", "list", str(path)]) == 0
    out = capsys.readouterr().out
    assert "| difficulty |" in out and "| all |" in out
    assert main(["puzzles", "export", str(path)]) == 0
    rows = capsys.readouterr().out.splitlines()
    assert len(rows) == 3 and all(len(r.split("\t")) == 6 for r in rows)
    assert main(["puzzles", "export", str(path), "--as", "links", "--base", "https://x/"]) == 0
    assert all(line.startswith("https://x/#p1.") for line in capsys.readouterr().out.split())
    first = load_puzzles("deago")[0]
    assert main(["puzzles", "show", first.id]) == 0
    out = capsys.readouterr().out
    assert first.position in out and " ".join(first.solution) in out


def test_verify_fails_naming_the_puzzle(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads(_small(tmp_path, "deago", 3).read_text(encoding="utf-8"))
    # A wrong theme: the line is legal but it does not end as a capture race ends.
    data["puzzles"][1]["theme"] = "capture_race" if data["puzzles"][1]["theme"] != \
        "capture_race" else "win"
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["puzzles", "verify", str(path)]) == 1
    out = capsys.readouterr().out
    assert f"FAIL {data['puzzles'][1]['id']}:" in out and "1 failed" in out


def test_generate_writes_a_file_that_verifies(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "g.json"
    argv = ["puzzles", "generate", "--game", "deago", "--count", "2", "--seed", "3",
            "--out", str(out), "--quiet"]
    assert main(argv) == 0
    assert "wrote 2 puzzles" in capsys.readouterr().out
    assert main(["puzzles", "verify", str(out)]) == 0
    again = tmp_path / "again.json"
    assert main([*argv[:-2], str(again), "--quiet"]) == 0
    assert again.read_bytes().replace(b"again.json", b"g.json") == out.read_bytes()


def test_bad_input_is_one_error_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    newer = tmp_path / "newer.json"
    data = json.loads(format_puzzles("tanbo", load_puzzles("tanbo")[:1]))
    data["version"] = 9
    newer.write_text(json.dumps(data), encoding="utf-8")
    huge = tmp_path / "huge.json"
    huge.write_bytes(b" " * 4_000_001)
    for argv in (
        ["puzzles", "verify", str(bad)],
        ["puzzles", "verify", str(newer)],
        ["puzzles", "verify", str(huge)],
        ["puzzles", "verify", str(tmp_path / "missing.json")],
        ["puzzles", "verify"],
        ["puzzles", "verify", str(bad), "--game", "tanbo"],
        ["puzzles", "list", "--game", "chess"],
        ["puzzles", "show", "tanbo-99999"],
        ["puzzles", "show", "nonsense"],
        ["puzzles", "show", "tanbo-0001", str(bad)],
        ["puzzles", "export", str(bad)],
        ["puzzles", "verify", "--game", "tanbo", "--sample", "0"],
        ["puzzles", "generate", "--game", "tanbo", "--count", "x", "--out", "y"],
        ["puzzles", "frobnicate"],
    ):
        one_error_line(capsys, argv)
