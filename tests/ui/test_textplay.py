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
@pytest.mark.parametrize("lang", ["en", "ru", "es"])
def test_a_whole_game_against_level_1_from_typed_moves(game: str, lang: str) -> None:
    table = _table(game, lang=lang)
    out = io.StringIO()
    run(table, _first_legal(table, False), out)
    lines = out.getvalue().splitlines()
    st = table.session.state
    assert st.is_over
    mover = {"en": ("Black plays", "White plays"), "ru": ("Ход чёрных", "Ход белых"),
             "es": ("Las Negras juegan", "Las Blancas juegan")}[lang]
    said = [line for line in lines if line.startswith(mover)]
    assert len(said) == st.ply  # every move announced, the computer's too
    over = {"en": "The game is over:", "ru": "Партия окончена:",
            "es": "La partida ha terminado:"}[lang]
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


def test_spanish_command_words_accented_or_not() -> None:
    st = _table("tanbo", white="human", lang="es").board()
    for english, *spanish in (("board", "tablero"), ("legal", "legales"), ("status", "estado"),
                              ("roots", "raíces", "raices"), ("undo", "deshacer", "atrás"),
                              ("lesson", "lección", "leccion"), ("yes", "sí", "si"),
                              ("puzzle", "problema"), ("quit", "salir"), ("help", "ayuda")):
        names = {parse("es", word, st).name for word in (english, *spanish)}
        assert len(names) == 1 and "bad" not in names, (english, names)
    assert parse("es", "pasar", _table("deago", lang="es").board()).name == "move"
    assert parse("es", "porqué c4", st).name == "why"


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


@pytest.mark.parametrize("game", list(BOARDS))
def test_the_terminal_plays_a_whole_game_from_a_spanish_script(game: str) -> None:
    """``play --text --lang es``: Spanish command words (the English ones still work),
    Spanish replies, every move announced in Spanish, the result at the end."""
    w, h = BOARDS[game]
    moves = _script(game, 5)[3:]
    reading = {"tanbo": "raíces", "deago": "amenazas"}[game]
    script = ["ayuda", "tablero", "estado", reading, "legales", f"porqué {moves[0]}",
              moves[0], "última", "deshacer", "zz", "status", *moves, "estado", "salir"]
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    done = subprocess.run(
        [sys.executable, "-m", "tanbo", "play", "--text", "--game", game, "--size", f"{w}x{h}",
         "--white", "human", "--lang", "es"], input="\n".join(script) + "\n",
        capture_output=True, text=True, cwd=ROOT, env=env, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    out = done.stdout.splitlines()
    assert out[:2] == [f"{GAMES[game].title} {w}x{h}, tú contra tú.",
                       "Juegan las Negras, jugada 1."]
    assert "Escribe un punto como c4 para jugarlo, o un comando:" in out
    assert f"Fila {h}:" in "\n".join(out)
    first = {"tanbo": "Raíz negra de 1 piedra:", "deago": "Las Negras no pueden hacer cinco"}
    assert any(line.startswith(first[game]) for line in out)
    assert any(line.split(":")[0].endswith(" jugadas legales") for line in out)
    assert any(line.startswith(f"{moves[0].lower()}: jugada legal para las Negras.")
               for line in out)
    assert "Deshecho: 1 jugada." in out
    assert any(line.startswith("No es un comando ni una jugada: 'zz'.") for line in out)
    said = [line for line in out if line.startswith(
        ("Las Negras juegan", "Las Blancas juegan", "Las Negras pasan", "Las Blancas pasan"))]
    assert len(said) == len(moves) + 2  # the game's moves, and the first one twice (undone)
    assert out[-2].startswith("La partida ha terminado: Ganan las") or \
        out[-2] == "La partida ha terminado: Empate."
    assert out[-3] == out[-2]  # the last move's result, then estado's, then the counts
    assert out[-1].startswith("Negras: ")


def test_the_terminal_refuses_bad_options_in_one_line() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "tanbo", "play", "--text", "--black", "robot"],
        input="", capture_output=True, text=True, cwd=ROOT, timeout=60, check=False)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("error: --black 'robot'")
