"""The text interface in a terminal: ``python -m tanbo play --text`` (native only).

Plain lines on stdout, no colour codes, commands read from stdin one line at a time (so
a screen reader reads it, and a script can play it); the computer's moves are played as
soon as it is its turn. The game is a :class:`~tanbo.ui.session.Session` of its own (no
save, no window, no display, no pygame: it imports none).

Options: ``--game tanbo|deago``, ``--size WxH``, the setup option (``--setup`` /
``--neutral``), ``--black`` / ``--white`` ``human|level:N`` (default: you play Black
against level 2), ``--lang en|ru|es``, ``--seed N`` (the computer's choices).
"""

from __future__ import annotations

import argparse
import io
import sys
from collections.abc import Iterable
from typing import NoReturn, TextIO

from tanbo.errors import TanboError
from tanbo.game import BLACK, WHITE, GameState
from tanbo.games import GAMES
from tanbo.limits import excerpt, message_line
from tanbo.numbers import NumberError, parse_int
from tanbo.players import HUMAN, Player, make_player
from tanbo.ui import settings as _settings  # noqa: F401  (registers the computer's levels)
from tanbo.ui.games import game_texts
from tanbo.ui.i18n import LANGUAGES, tr
from tanbo.ui.session import Session
from tanbo.ui.textplay import speech
from tanbo.ui.textplay.parse import Command, parse_new, player_key
from tanbo.ui.textplay.table import Announcer, respond

__all__ = ["TerminalTable", "main", "run"]

EXIT_OK, EXIT_BAD_INPUT = 0, 2
STEP_MS = 200.0
"""The computer's thinking slice (the terminal waits for its move)."""
DEFAULT_OPPONENT = "level2"


class TerminalTable:
    """The terminal's board: a session of its own with its computer players."""

    commands = ("undo", "new", "quit")

    def __init__(self, session: Session, lang: str, seed: int | None = None) -> None:
        self.session = session
        self.lang = lang
        self.seed = seed
        self.done = False
        self._players: dict[int, Player] = {}
        self._make_players()

    def _make_players(self) -> None:
        s = self.session
        self._players = {c: make_player(s.players[c], None if self.seed is None else
                                        self.seed + c) for c in (BLACK, WHITE)}

    # ------------------------------------------------------------ the Table

    def board(self) -> GameState:
        """The game's live position."""
        return self.session.state

    def board_key(self) -> object:
        """The session (a new game is another)."""
        return id(self.session)

    def opening(self) -> list[str]:
        """The game, its size and players, then whose turn it is."""
        s, lang = self.session, self.lang
        line = tr(lang, "text.game", game=game_texts(s.game).title(lang),
                  size=s.state.geometry.size_text,
                  black=speech.player_name(lang, s.players[BLACK]),
                  white=speech.player_name(lang, s.players[WHITE]))
        return [line, *speech.status(lang, s.state)]

    def notes(self) -> tuple[str, ...]:
        """A terminal has no news of its own."""
        return ()

    def play(self, point: int) -> list[str]:
        """The person's move, or one line saying why not (the rules assistant's)."""
        s, lang = self.session, self.lang
        if s.is_over:
            return [speech.result(lang, s.state)]
        if not s.human_to_move:
            return [tr(lang, "not_your_turn")]
        if s.state.why_illegal(point) is not None:
            return [" ".join(speech.why(lang, s.state, point))]
        s.play(point)
        return []

    def act(self, command: Command) -> list[str]:
        """``undo``, ``new`` and ``quit``."""
        lang = self.lang
        if command.name == "quit":
            self.done = True
            return []
        if command.name == "undo":
            if not self.session.undo():
                return [tr(lang, "text.no_undo")]
            self._make_players()
            return []
        choice = parse_new(lang, command.args, self.session.game)
        if isinstance(choice, str):
            return [choice]
        game = choice.game or self.session.game
        spec = GAMES[game]
        geo = self.session.state.geometry
        same = game == self.session.game
        w, h = choice.size or ((geo.width, geo.height) if same else spec.default_size)
        players = self.session.players
        opponent = choice.opponent or players[WHITE]
        setup = self.session.setup if same else None
        try:
            session = Session(w, h, setup, (players[BLACK], opponent), game=game)
        except TanboError as exc:  # a size the setup is not played on
            return [message_line(str(exc))]
        self.session = session
        self._make_players()
        return []

    # ------------------------------------------------------------ the computer

    def computer_move(self) -> bool:
        """Let the computer play if it is its turn; True when it played."""
        s = self.session
        if s.is_over or s.human_to_move:
            return False
        player = self._players[s.state.to_move]
        player.start(s.state.copy())
        move = None
        while move is None:
            move = player.step(STEP_MS)
        s.play(move)
        return True


def run(table: TerminalTable, lines: Iterable[str], out: TextIO, prompt: bool = False) -> None:
    """Play ``lines`` on ``table``, writing every reply and announcement to ``out``."""
    announcer = Announcer()

    def say(texts: list[str]) -> None:
        for text in texts:
            out.write(text + "\n")
        out.flush()

    def settle() -> None:
        say(announcer.poll(table))
        while table.computer_move():
            say(announcer.poll(table))

    settle()
    if prompt:
        out.write("> ")
        out.flush()
    for line in lines:
        say(respond(table, line))
        if table.done:
            break
        settle()
        if prompt:
            out.write("> ")
            out.flush()


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise TanboError(f"{message_line(message, 300)} (see 'python -m tanbo play --help')")


def _options(argv: list[str]) -> argparse.Namespace:
    parser = _Parser(prog="python -m tanbo play",
                     description="Play in the terminal with text commands (--text).")
    parser.add_argument("--text", action="store_true", required=True,
                        help="the text interface (plain lines on stdin and stdout)")
    parser.add_argument("--game", choices=tuple(GAMES), default="tanbo")
    parser.add_argument("--size", metavar="WxH", help="board size (default: the game's)")
    for spec in GAMES.values():
        parser.add_argument(spec.setup_option, dest=f"setup_{spec.name}",
                            metavar="|".join(spec.setups))
    parser.add_argument("--black", default=HUMAN, metavar="human|level:N")
    parser.add_argument("--white", default=DEFAULT_OPPONENT.replace("level", "level:"),
                        metavar="human|level:N")
    parser.add_argument("--lang", choices=LANGUAGES, default="en")
    parser.add_argument("--seed", metavar="N", help="the computer's seed (default: random)")
    return parser.parse_args(argv)


def table_from(argv: list[str]) -> TerminalTable:
    """The table the options describe (``TanboError`` for bad options)."""
    args = _options(argv)
    spec = GAMES[args.game]
    for other in GAMES.values():
        if other is not spec and getattr(args, f"setup_{other.name}") is not None:
            raise TanboError(f"{other.setup_option} is a {other.title} option "
                             f"(use --game {other.name})")
    setup = getattr(args, f"setup_{spec.name}")
    w, h = spec.parse_size(args.size) if args.size is not None else spec.default_size
    players = []
    for option, value in (("--black", args.black), ("--white", args.white)):
        key = player_key(value)
        if key is None:
            raise TanboError(f"{option} {excerpt(value, 20)}: expected human or level:1 "
                             "to level:5")
        players.append(key)
    try:
        seed = None if args.seed is None else parse_int(args.seed, "--seed")
    except NumberError as exc:
        raise TanboError(str(exc)) from None
    if setup is not None and setup not in spec.setups:
        raise TanboError(f"{spec.setup_option} {excerpt(setup, 20)}: expected one of "
                         f"{', '.join(spec.setups)}")
    session = Session(w, h, setup, (players[0], players[1]), game=spec.name)
    return TerminalTable(session, args.lang, seed)


def main(argv: list[str]) -> int:
    """``python -m tanbo play --text [options]``: play until the input ends or ``quit``."""
    table = table_from(argv)
    for stream in (sys.stdout, sys.stdin):
        if isinstance(stream, io.TextIOWrapper):  # (not a test's captured stream)
            stream.reconfigure(encoding="utf-8")
    run(table, sys.stdin, sys.stdout, prompt=sys.stdin.isatty())
    return EXIT_OK
