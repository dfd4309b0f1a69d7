"""The text interface (tanbo.ui.textplay): one parser, the answers, the announcements,
and the terminal face (``python -m tanbo play --text``) played to the end from scripts."""

from __future__ import annotations

import io
import os
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tanbo.games import GAMES
from tanbo.ui.session import Session
from tanbo.ui.textplay.parse import parse
from tanbo.ui.textplay.table import respond
from tanbo.ui.textplay.terminal import TerminalTable, run

ROOT = Path(__file__).resolve().parents[2]
BOARDS = {"tanbo": (7, 7), "deago": (13, 13)}


def _table(game: str, white: str = "level1", lang: str = "en") -> TerminalTable:
    w, h = BOARDS[game]
    return TerminalTable(Session(w, h, None, ("human", white), game=game), lang, seed=1)


def _first_legal(table: TerminalTable, shout: bool) -> Iterator[str]:
    """A player who types the first legal point (in capitals every other move)."""
    while not table.session.is_over:
        st = table.board()
        move = sorted(m for m in st.legal_moves() if m >= 0)[0]
        text = st.move_text(move)
        shout = not shout
        yield text.upper() if shout else text


@pytest.mark.parametrize("game", list(BOARDS))
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_whole_game_against_level_1_from_typed_moves(game: str, lang: str) -> None:
    table = _table(game, lang=lang)
    out = io.StringIO()
    run(table, _first_legal(table, False), out)
    lines = out.getvalue().splitlines()
    st = table.session.state
    assert st.is_over
    mover = {"en": ("Black plays", "White plays"), "ru": ("Ход чёрных", "Ход белых")}[lang]
    said = [line for line in lines if line.startswith(mover)]
    assert len(said) == st.ply  # every move announced, the computer's too
    over = {"en": "The game is over:", "ru": "Партия окончена:"}[lang]
    assert lines[-1].startswith(over)


@pytest.mark.parametrize("game", list(BOARDS))
def test_bad_lines_get_one_line_and_change_nothing(game: str) -> None:
    table = _table(game, white="human")
    table.session.play(table.board().legal_moves()[0])
    before = (table.board().position_text(), table.board().ply)
    bad = ["zz", "z99", "why", "why q77", "new chess", "new 4x4", "c4 d4", "\x00", "¿",
           "x" * 5000, "lesson", "next"]
    occupied = next(p for p in range(table.board().geometry.npoints) if table.board().cell(p))
    bad.append(table.board().point_name(occupied))
    for line in bad:
        reply = respond(table, line)
        assert len(reply) == 1, (line, reply)
        assert (table.board().position_text(), table.board().ply) == before, line


def test_commands_in_russian_and_english_alike() -> None:
    table = _table("tanbo", white="human", lang="ru")
    st = table.board()
    for words in (("board", "доска"), ("legal", "ходы"), ("status", "счёт"), ("roots", "корни")):
        assert parse("ru", words[0], st).name == parse("ru", words[1], st).name != "bad"
    assert respond(table, "доска")[0].startswith("Ряд 7:")
    assert respond(table, "корни")[0].startswith("Чёрный корень")
    table.lang = "en"
    assert respond(table, "roots")[0].startswith("Black root of")


def test_reading_and_why_through_the_wings() -> None:
    deago = _table("deago", white="human")
    assert respond(deago, "threats") == ["Black has no five and no capture to make.",
                                         "White has no five and no capture to make."]
    tanbo = _table("tanbo", white="human")
    answer = respond(tanbo, "why A1")
    assert answer[0] == "a1: not a legal move for Black."
    assert respond(tanbo, "C4") == [] and tanbo.board().ply == 1
    assert respond(tanbo, "undo") == [] and tanbo.board().ply == 0
    assert respond(tanbo, "undo") == ["Nothing to take back."]


def _script(game: str, seed: int) -> list[str]:
    """A random game to its end between two people, as the lines they would type."""
    w, h = BOARDS[game]
    st = GAMES[game].new_state(w, h, GAMES[game].default_setup)
    rng = random.Random(seed)
    lines = ["help", "board", "status"]
    while not st.is_over:
        move = rng.choice(st.legal_moves())
        lines.append(st.move_text(move).upper())
        st.push(move)
    return lines


@pytest.mark.parametrize("game", list(BOARDS))
def test_the_terminal_plays_a_scripted_game_to_its_end(game: str) -> None:
    w, h = BOARDS[game]
    script = _script(game, 3)
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    done = subprocess.run(
        [sys.executable, "-m", "tanbo", "play", "--text", "--game", game, "--size", f"{w}x{h}",
         "--white", "human"], input="\n".join(script) + "\nstatus\n", capture_output=True,
        text=True, cwd=ROOT, env=env, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    out = done.stdout.splitlines()
    assert out[0] == f"{GAMES[game].title} {w}x{h}, you against you."
    assert "\x1b" not in done.stdout  # no colour codes
    assert sum(line.startswith(("Black plays", "White plays", "Black passes", "White passes"))
               for line in out) == len(script) - 3
    assert out[-2].startswith("The game is over:")  # the last move's, then status's
    assert out[-3].startswith("The game is over:")


def test_the_terminal_refuses_bad_options_in_one_line() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "tanbo", "play", "--text", "--black", "robot"],
        input="", capture_output=True, text=True, cwd=ROOT, timeout=60, check=False)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("error: --black 'robot'")
