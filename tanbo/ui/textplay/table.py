"""The board the text interface acts on, the answer to a line, and the announcements.

A face gives the commands a :class:`Table`: the position on the board, what to say when
another board appears and when the screen has news, and what a move and each of the
face's own commands do there. :func:`respond` answers one line (one parser,
:func:`.parse.parse`; the reading commands answered here from :mod:`.speech`; a bad
line gets one line back and changes nothing); :class:`Announcer` compares the board
with what it last saw and says what changed: each move with its effects, moves taken
back, a new board, the screen's news.
"""

from __future__ import annotations

from typing import Protocol

from tanbo.game import GameState
from tanbo.ui.games import game_texts
from tanbo.ui.i18n import tr
from tanbo.ui.text_strings import COMMANDS
from tanbo.ui.textplay import speech
from tanbo.ui.textplay.parse import Command, parse

__all__ = ["Table", "respond", "help_lines", "Announcer", "READING"]

READING = ("board", "groups", "legal", "why", "last", "status")
"""The commands that read the board (answered here, the same on every face)."""


class Table(Protocol):
    """What the commands act on: one face's board (see the module docstring)."""

    @property
    def lang(self) -> str:
        """The language of the replies."""

    @property
    def commands(self) -> tuple[str, ...]:
        """The face's own commands (of :data:`~tanbo.ui.text_strings.COMMANDS`) that
        :meth:`act` answers."""

    def board(self) -> GameState | None:
        """The position on the board (``None``: no board on this screen)."""

    def board_key(self) -> object:
        """What is on the board (a game, a lesson, a puzzle): another value when another
        one is opened."""

    def opening(self) -> list[str]:
        """What to say when another board is opened: the game and its players, the
        lesson's goal, the puzzle's task."""

    def notes(self) -> tuple[str, ...]:
        """The screen's news now (its status message, a lesson's answer, a puzzle's
        refutation, an open question): each is said when it first appears."""

    def play(self, point: int) -> list[str]:
        """Play ``point`` (or the pass) as a click on the board would; what to say at once
        (a refusal; a move played is announced by the :class:`Announcer`)."""

    def act(self, command: Command) -> list[str]:
        """Do one of :attr:`commands`; what to say at once."""


def help_lines(table: Table) -> list[str]:
    """The commands this face understands, one line each, in its language."""
    lang, state = table.lang, table.board()
    out = [tr(lang, "text.help.head"), tr(lang, "text.help.move")]
    for name in COMMANDS:
        if name in ("help", "pass", "no"):
            continue
        if name in READING or name in table.commands:
            if name == "groups" and state is not None:  # the game's own: roots, threats
                out.append(game_texts(state.game_name).t(lang, "text.help.groups"))
            else:
                out.append(tr(lang, f"text.help.{name}"))
    return out


def respond(table: Table, line: str) -> list[str]:
    """The answer to one line typed; a bad line gets one line and changes nothing."""
    lang, state = table.lang, table.board()
    command = parse(lang, line, state)
    name = command.name
    if name == "empty":
        return []
    if name == "bad":
        return [command.error]
    if name == "help":
        return help_lines(table)
    if name in READING or name == "move":
        if state is None:
            return [tr(lang, "text.no_board")]
        if name == "move":
            assert command.point is not None
            return table.play(command.point)
        return _read(lang, state, command)
    if name not in table.commands:
        return [tr(lang, "text.not_here", word=line.split()[0])]
    return table.act(command)


def _read(lang: str, state: GameState, command: Command) -> list[str]:
    name = command.name
    if name == "board":
        return speech.rows(lang, state)
    if name == "groups":
        return speech.groups(lang, state)
    if name == "legal":
        return speech.legal(lang, state)
    if name == "why":
        assert command.point is not None
        return speech.why(lang, state, command.point)
    if name == "last":
        return speech.last(lang, state)
    return speech.status(lang, state)


class Announcer:
    """Says what changed on a :class:`Table` since it last looked (:meth:`poll`)."""

    def __init__(self) -> None:
        self.key: object = object()  # nothing seen yet: the first poll opens the board
        self.ply = 0
        self.notes: tuple[str, ...] = ()

    def poll(self, table: Table) -> list[str]:
        """The announcements due now, in the table's language."""
        lang, state, key = table.lang, table.board(), table.board_key()
        out: list[str] = []
        if key != self.key:
            self.key = key
            out += table.opening()
        elif state is not None and state.ply > self.ply:
            out += self._moves(lang, state, state.ply - self.ply)
        elif state is not None and state.ply < self.ply:
            out.append(tr(lang, "text.taken_back", n=self.ply - state.ply))
            out += speech.status(lang, state)[:1]
        self.ply = state.ply if state is not None else 0
        notes = table.notes()
        out += [n for n in notes if n and n not in self.notes]
        self.notes = notes
        return out

    @staticmethod
    def _moves(lang: str, state: GameState, count: int) -> list[str]:
        """The last ``count`` moves of ``state``, each with what it did: the earlier ones
        are taken back and played again to ask the engine (it ends as it was)."""
        if count == 1:
            return speech.move_lines(lang, state)
        moves = [state.pop() for _ in range(count)][::-1]
        out: list[str] = []
        for move in moves:
            state.push(move)
            out += speech.move_lines(lang, state)
        return out
