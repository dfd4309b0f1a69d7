"""The command line reads and writes game links: ``replay --link`` and ``link``."""

from __future__ import annotations

import binascii
import random
from pathlib import Path

import pytest

from tanbo.cli import main
from tanbo.games.tanbo.state import TanboState
from tanbo.link import format_link, link_of
from tanbo.record import GameRecord, result_text, save_record

START_7 = "B1W1B1W/7/W1B1W1B/7/B1W1B1W/7/W1B1W1B b"
SITE = "https://someone.github.io/tanbo/"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str], list[str]]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out.splitlines(), err.splitlines()


def played(*moves: str, size: tuple[int, int] = (7, 7), setup: str = "dense") -> TanboState:
    state = TanboState.new(*size, setup)
    for text in moves:
        state.push(state.parse_move(text))
    return state


@pytest.fixture(autouse=True)
def _no_site_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TANBO_SITE_URL", raising=False)


def test_replay_of_a_link_prints_the_position_and_result(
    capsys: pytest.CaptureFixture[str],
) -> None:
    state = played("b7", "d7")
    text = format_link(link_of(state))
    for given in (text, f"{SITE}#{text}"):
        assert run(capsys, "replay", "--link", given) == (0, [state.tfen(), "ongoing"], [])
    state.push(state.parse_move("c6"))
    assert run(capsys, "replay", "--link", text, "c6") == (0, [state.tfen(), "ongoing"], [])


def test_replay_of_a_finished_game_link_reports_the_winner(
    capsys: pytest.CaptureFixture[str],
) -> None:
    state = TanboState.new(5, 7)
    rng = random.Random(4)
    while not state.is_over:
        state.push(rng.choice(state.legal_moves()))
    code, out, _ = run(capsys, "replay", "--link", format_link(link_of(state)))
    assert (code, out) == (0, [state.tfen(), result_text(state)])


@pytest.mark.parametrize("other", [["--fen", START_7], ["--size", "7x7"], ["--setup", "dense"]])
def test_link_conflicts_with_other_starts(
    other: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    text = format_link(link_of(played("b7")))
    code, out, err = run(capsys, "replay", "--link", text, *other)
    assert code == 2 and out == [] and len(err) == 1
    assert err[0].startswith(f"error: --link cannot be used with {other[0]}")


def test_link_conflicts_with_a_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "g.txt"
    save_record(GameRecord.from_state(played("b7")), path)
    text = format_link(link_of(played("b7")))
    code, _, err = run(capsys, "replay", "--link", text, "--record", str(path))
    assert code == 2 and "--link cannot be used with --record" in err[0]


def test_bad_links_give_one_error_line(capsys: pytest.CaptureFixture[str]) -> None:
    text = format_link(link_of(played("b7", "d7")))
    body = text.rpartition(".")[0] + "b7"  # b7 again: occupied, with a correct check code
    forged = f"{body}.{binascii.crc_hqx(body.encode(), 0):05d}{len(body) % 10}"  # v2's code
    for bad, needles in (
        (text[:-2], ["cut short"]),
        ("v9" + text[2:], ["unknown link version 'v9'"]),
        (text.replace("b7d7", "b7d6"), ["changed by hand"]),
        (forged, ["ply 3 (black to move)", "'b7'", "occupied"]),
    ):
        code, out, err = run(capsys, "replay", "--link", bad)
        assert code == 2 and out == [] and len(err) == 1, bad
        assert err[0].startswith("error: ")
        for needle in needles:
            assert needle in err[0]
    code, _, err = run(capsys, "replay", "--link", text, "a7")
    assert code == 2 and "ply 3" in err[0] and "'a7'" in err[0]


def test_link_prints_the_address_of_moves_from_a_setup(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    fragment = format_link(link_of(played("b7", "d7")))
    assert run(capsys, "link", "b7", "d7", "--base", SITE) == (0, [f"{SITE}#{fragment}"], [])
    assert run(capsys, "link", "b7", "d7") == (0, [f"#{fragment}"], [])
    monkeypatch.setenv("TANBO_SITE_URL", SITE)
    assert run(capsys, "link", "b7", "d7") == (0, [f"{SITE}#{fragment}"], [])
    assert run(capsys, "link", "b7", "d7", "--base", "") == (0, [f"#{fragment}"], [])


def test_link_of_a_record_opens_as_the_same_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    state = TanboState.new(19, 19, "classic")
    rng = random.Random(2)
    for _ in range(40):
        state.push(rng.choice(state.legal_moves()))
    path = tmp_path / "g.txt"
    save_record(GameRecord.from_state(state), path)
    code, out, _ = run(capsys, "link", "--record", str(path), "--base", SITE)
    assert code == 0 and len(out) == 1 and out[0].startswith(f"{SITE}#v2.tanbo.19x19.classic.")
    assert run(capsys, "replay", "--link", out[0]) == (0, [state.tfen(), "ongoing"], [])


def test_link_keeps_a_hand_built_start(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "link", "--fen", START_7, "b7")
    assert code == 0 and out[0].startswith("#v2.tanbo.7x7.=B1W1B1W/7/")
    state = TanboState.from_tfen(START_7)
    state.push(state.parse_move("b7"))
    path = tmp_path / "g.txt"
    save_record(GameRecord.from_state(state, start_fen=START_7), path)
    assert run(capsys, "link", "--record", str(path)) == (0, out, [])
    # Continuing a link keeps its start position.
    state.push(state.parse_move("d7"))
    code, again, _ = run(capsys, "link", "--link", out[0], "d7")
    assert code == 0 and again[0].startswith("#v2.tanbo.7x7.=B1W1B1W/7/")
    assert run(capsys, "replay", "--link", again[0]) == (0, [state.tfen(), "ongoing"], [])


def test_a_deago_link_replays_and_refuses_other_start_options(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(
        capsys,
        "link",
        "--game",
        "deago",
        "--size",
        "13x13",
        "--neutral",
        "5",
        "g8",
        "pass",
        "--base",
        "",
    )
    assert code == 0 and out[0].startswith("#v2.deago.13x13.5.g8-.")
    code, replayed, _ = run(capsys, "replay", "--link", out[0], "h8")
    expected = run(
        capsys, "replay", "--game", "deago", "--size", "13x13", "--neutral", "5", "g8", "pass", "h8"
    )
    assert (code, replayed) == (0, expected[1])
    for other, needle in (
        (["--neutral", "9"], "--link cannot be used with --neutral"),
        (["--game", "tanbo"], "--game tanbo does not match the link's game 'deago'"),
    ):
        code, _, err = run(capsys, "replay", "--link", out[0], *other)
        assert code == 2 and needle in err[0]
