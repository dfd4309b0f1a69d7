"""``python -m tanbo explain``: the rules assistant's verdicts and reasons on the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tanbo.cli import main
from tanbo.games.deago import DeagoState
from tanbo.games.tanbo.state import TanboState
from tanbo.record import GameRecord, save_record
from tests.support.cli import one_error_line

FIGURE_A = "WWBB2B2/1WWB2BBB/W1WBBB1B1/WWWWWBBBB/BBB2WWWW/2B1WWBW1/B1BBBBBW1/BBB1WWWWW/BWWWW1W1W w"
CAPTURE_20 = "13/2W10/10B2/1B11/13/13/9W3/13/13/3BWW7/13/13/13 b 18 4 0"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> list[str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert (code, err) == (0, ""), err
    return out.splitlines()


def test_a_legal_point_of_the_start(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "explain", "b7") == [
        "b7: legal for Black",
        "- it touches exactly one Black stone, a7: it grows that root (size 1: a7) "
        "[rules 3: roots]",
        "  source: Mark Steere's rules (marksteeregames.com), roots: a root is a connected "
        "group of one colour; each placement enlarges one of yours, the current root; roots "
        "never merge and no new one appears.",
        "- no root is bounded after it: nothing is removed [rules 4: bounded]",
        "  source: Mark Steere's rules (marksteeregames.com), bounded roots: a root is "
        "bounded when it cannot grow: no empty point touches exactly one of its stones and "
        "no other stone of its colour.",
    ]


def reasons(out: list[str]) -> list[str]:
    """The reason lines of an answer (each is followed by its source line)."""
    assert all(line.startswith("  source: ") for line in out[2::2])
    return out[1::2]


def test_illegal_points_say_why(capsys: pytest.CaptureFixture[str]) -> None:
    out = run(capsys, "explain", "b6")
    assert out[0] == "b6: illegal for Black"
    assert "touches none" in out[1] and out[1].endswith("[rules 2: placement]")
    out = run(capsys, "explain", "a6", "b7", "a7")  # after two moves, Black to move again
    assert out[0] == "a7: illegal for Black" and "occupied" in out[1]


def test_figure_a_self_removal(capsys: pytest.CaptureFixture[str]) -> None:
    out = run(capsys, "explain", "--fen", FIGURE_A, "d5")
    assert out[0] == "d5: legal for White"
    assert "[rules 5: self_removal]" in out[3] and "only it" in out[3]
    assert out[4] == ("  source: Mark Steere's rules (marksteeregames.com), removal, case 1: "
                      "when your placement bounds your current root, you remove that root, "
                      "and your turn ends.")
    assert "removal, case 3 (1993 text)" in out[6]
    assert sum("stays" in line for line in out) == 2


def test_last_move_from_a_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    figure_b = FIGURE_A.replace("W1WBBB1B1", "2WBBB1B1")
    state = TanboState.from_tfen(figure_b)
    state.push(state.parse_point("d5"))
    path = tmp_path / "game.tanbo"
    save_record(GameRecord.from_state(state, figure_b), path)
    out = run(capsys, "explain", "--record", str(path), "--last")
    assert out[0] == "d5: played by White"
    assert sum("[rules 6: removal]" in line for line in out) == 2


def test_deago_last_move_and_json(capsys: pytest.CaptureFixture[str]) -> None:
    out = run(capsys, "explain", "--game", "deago", "--fen", CAPTURE_20, "g4", "--last")
    assert out[0] == "g4: played by Black"
    assert reasons(out) == [
        "- it captures the pair e4 f4 between it and d4 (across) [rules 4: capture]",
        "- captured stones: 18 + 2 = 20 of 20 [rules 6: win]",
        "- Black wins with 20 captured stones [rules 6: win]",
    ]
    assert out[2] == ("  source: DEAGO rules, modification 5: two opponent stones in a row, "
                      "closed by your stones at both ends, are captured, across, up and down "
                      "or diagonally.")
    assert out[4].startswith("  source: DEAGO rules, modification 2: ")
    (line,) = run(capsys, "explain", "--game", "deago", "--fen", CAPTURE_20, "g4", "--json")
    obj = json.loads(line)
    assert (obj["game"], obj["move"], obj["mover"], obj["legal"], obj["result"]) == (
        "deago", "g4", "black", True, "black wins")
    codes = [r["code"] for r in obj["reasons"]]
    assert codes == ["empty_point", "captures", "capture_total", "wins_captures"]
    capture = obj["reasons"][1]
    assert capture["paragraph"] == "capture"
    assert capture["args"] == {"pair": ["e4", "f4"], "flank": ["d4"], "direction": "across"}
    assert capture["source"] == {
        "name": "DEAGO rules", "point": "mod5", "decided": False,
        "text": "DEAGO rules, modification 5: two opponent stones in a row, closed by your "
        "stones at both ends, are captured, across, up and down or diagonally.",
    }


def test_deago_pass(capsys: pytest.CaptureFixture[str]) -> None:
    out = run(capsys, "explain", "--game", "deago", "pass", "pass")
    assert out[0] == "pass: legal for White" and "draw" in out[1]
    state = DeagoState.new()
    assert "[rules 1: board]" in out[1] and state.passes == 0


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["explain"], "give the POINT"),
        (["explain", "zz"], "zz"),
        (["explain", "a99"], "a99"),
        (["explain", "--fen", "garbage", "a1"], "TFEN"),
        (["explain", "--record", "/nonexistent/file", "a1"], "nonexistent"),
        (["explain", "--last"], "no move to explain"),
        (["explain", "b6", "a1"], "ply 1"),
        (["explain", "--game", "chess", "a1"], "unknown game"),
        (["explain", "--game", "deago", "pass", "pass", "a1", "--last"], "ply 3"),
        (["explain", "--game", "deago", "--fen", "19/19 b 0 0 0", "a1"], "DFEN"),
        (["explain", "--link", "#nonsense", "a1"], "link"),
        (["explain", "--lang", "de", "b7"], "expected one of en, ru, es"),
        (["explain", "--lang", "es", "--json", "b7"], "--json is English"),
    ],
)
def test_bad_input_is_one_error_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], needle: str
) -> None:
    err = one_error_line(capsys, argv)
    assert needle in err, err


def test_the_answer_in_spanish_with_its_citations(capsys: pytest.CaptureFixture[str]) -> None:
    """``--lang es``: the UI's Spanish verdict and sentences, each reason with its Rules
    paragraph and then its official rule in Spanish."""
    out = run(capsys, "explain", "b6", "--lang", "es")
    assert out == [
        "b6: jugada no legal para las Negras.",
        "- No toca ninguna piedra negra: una piedra debe tocar exactamente una piedra de su "
        "color. [2: Colocar una piedra]",
        "  Reglas de Mark Steere (marksteeregames.com), colocación: pones una piedra de tu "
        "color en un punto vacío junto a exactamente una de tus piedras, en horizontal o en "
        "vertical.",
    ]
    out = run(capsys, "explain", "--game", "deago", "--fen", CAPTURE_20, "g4", "--last",
              "--lang", "es")
    assert out[:3] == [
        "g4: la jugaron las Negras.",
        "- La jugada captura la pareja e4, f4 entre ella y d4 (en horizontal). [4: Captura]",
        "  Reglas del DEAGO, modificación 5: dos piedras seguidas del rival, cerradas por "
        "piedras tuyas en ambos extremos, quedan capturadas, en horizontal, en vertical o en "
        "diagonal.",
    ]
    assert out[-1] == "  Reglas del DEAGO, modificación 2: gana quien captura 20 piedras del rival."
    out = run(capsys, "explain", "--game", "deago", "pass", "--lang", "es")
    assert out[0] == "pase: jugada legal para las Negras."
    assert out[2] == ("  Reglas del DEAGO, regla 3 del pente, conservada: en vez de colocar una "
                      "piedra se puede pasar; dos pases seguidos terminan la partida en empate, "
                      "y los jugadores pueden acordar un empate.")
