"""The GTP v2 engine: ``python -m tanbo gtp [--game G] [--level N] [--seconds S] [--seed S]``.

Start at :class:`GtpEngine` (:meth:`GtpEngine.handle` answers one input line)
and :func:`main` (reads stdin, writes stdout). Standard commands:
``protocol_version``, ``name``, ``version``, ``known_command``,
``list_commands``, ``quit``, ``boardsize N`` (an NxN board of the current game, default setup),
``clear_board``, ``play <color> <vertex>``, ``genmove <color>``, ``undo``,
``showboard``; extensions: ``tanbo_game tanbo|deago`` (a new game at the game's
default size and setup), ``tanbo_size WxH``, ``tanbo_setup`` (Tanbo's
``dense|classic`` or DEAGO's neutral layout ``9|5|0``; ``tanbo_neutral`` is the
same command), ``tanbo_fen`` (prints the position text, TFEN or DFEN; with an
argument, sets the position) and ``tanbo_result`` (``ongoing``, ``black wins``,
``white wins``, ``draw``).

Size and setup switches are order-independent: each checks its own argument at
once, but a combination that is not official is refused only by the next
command that needs the board (see :class:`GtpEngine`).

GTP input rules (GTP v2 section 2.2): a line over
:data:`tanbo.limits.MAX_INPUT_BYTES` characters gets ``?`` (and is read in pieces,
never whole: :func:`bounded_lines`), control characters other than tab and
newline are dropped, tabs become spaces, ``#`` starts a comment, empty lines
are ignored, and an optional leading number is an id echoed in the answer.
Colors are ``b``/``w``/``black``/``white``; vertices are the project's point
names (``i`` is used), case-insensitive, and ``pass`` where the game has passing
(DEAGO; ``genmove`` may then answer ``pass``). The color of ``play``/``genmove``
must be the side to move. Every bad command or argument gets a ``? message``
answer and leaves the position unchanged; nothing raises out of
:meth:`GtpEngine.handle`.
"""

from __future__ import annotations

import argparse
import io
import re
import sys
from collections.abc import Callable, Iterable, Iterator
from typing import TextIO

from tanbo import __version__
from tanbo.ai.cliutil import EXIT_OK, CliError, Parser, run_cli
from tanbo.ai.clock import use_cpu_time
from tanbo.ai.levels import LEVELS, make_level_player
from tanbo.ai.players import SearchPlayer, choose
from tanbo.errors import TanboError
from tanbo.game import BLACK, COLOUR_NAMES, WHITE, GameSpec, GameState
from tanbo.games import GAMES
from tanbo.geometry import parse_size
from tanbo.limits import MAX_INPUT_BYTES, excerpt, message_line
from tanbo.numbers import NumberError, int_arg, parse_float
from tanbo.record import result_text

__all__ = ["GtpError", "GtpEngine", "bounded_lines", "main"]

ENGINE_NAME = "Tanbo MCTS"
_CONTROL_RE = re.compile(r"[\x00-\x08\x0a-\x1f\x7f]")
_COLOURS = {"b": BLACK, "black": BLACK, "w": WHITE, "white": WHITE}
_ID_RE = re.compile(r"[0-9]+")  # ASCII digits: str.isdigit() also takes superscripts, Arabic-Indic…
_SIZE_RE = re.compile(r"[0-9]{1,3}")
MAX_ID_DIGITS = 20
"""A command id longer than this is refused (an answer echoes the id)."""
MAX_ANSWER_MESSAGE = 500
"""At most this many characters in a ``?`` answer's message (input in it is shortened)."""
MAX_SECONDS = 1e5


class GtpError(Exception):
    """A command failure: its message becomes the ``?`` answer."""


class GtpEngine:
    """The engine's state: the game, its size and setup, a position with undo history, a player.

    Game, size and setup switches (``tanbo_game``, ``tanbo_size``,
    ``tanbo_setup``/``tanbo_neutral``, ``boardsize``) are order-independent:
    each checks its own argument at once, but a *combination* that is not
    official (classic setup on 11x11, say) is only refused by the next command
    that needs the board, so a client may send size and setup in either order.
    ``tanbo_game`` starts the new game at its default size and setup; send it
    first.
    """

    def __init__(self, player: SearchPlayer, game: str = "tanbo") -> None:
        self.player = player
        self.spec: GameSpec = GAMES[game]
        self.width, self.height = self.spec.default_size
        self.setup = self.spec.default_setup
        self.state: GameState = self.spec.new_state(self.width, self.height, self.setup)
        self._pending: str | None = None  # why the chosen size/setup cannot start (lazy)
        self.done = False
        self._commands: dict[str, Callable[[list[str]], str]] = {
            "protocol_version": lambda a: "2",
            "name": lambda a: ENGINE_NAME,
            "version": lambda a: __version__,
            "known_command": self._known_command,
            "list_commands": lambda a: "\n".join(self._commands),
            "quit": self._quit,
            "boardsize": self._boardsize,
            "clear_board": self._clear_board,
            "play": self._play,
            "genmove": self._genmove,
            "undo": self._undo,
            "showboard": lambda a: "\n" + str(self._board()),
            "tanbo_game": self._tanbo_game,
            "tanbo_size": self._tanbo_size,
            "tanbo_setup": self._tanbo_setup,
            "tanbo_neutral": self._tanbo_setup,
            "tanbo_fen": self._tanbo_fen,
            "tanbo_result": lambda a: result_text(self._board()),
        }

    # ------------------------------------------------------------------ input

    def handle(self, line: str) -> str | None:
        """The full answer (ending in a blank line) to one input line, or ``None`` to ignore it."""
        if len(line) > MAX_INPUT_BYTES + 1:  # + 1: its newline
            return f"? syntax error: line longer than {MAX_INPUT_BYTES:,} characters\n\n"
        line = _CONTROL_RE.sub("", line.replace("\t", " ")).split("#", 1)[0].strip()
        if not line:
            return None
        words = line.split()
        ident = ""
        if _ID_RE.fullmatch(words[0]):
            if len(words[0]) > MAX_ID_DIGITS:
                return f"? syntax error: command id longer than {MAX_ID_DIGITS} digits\n\n"
            ident = words.pop(0)
            if not words:
                return f"?{ident} missing command\n\n"
        name, args = words[0], words[1:]
        handler = self._commands.get(name)
        try:
            if handler is None:
                raise GtpError(f"unknown command {excerpt(name)}")
            text = handler(args)
        except GtpError as exc:
            return f"?{ident} {message_line(str(exc), MAX_ANSWER_MESSAGE)}\n\n"
        except Exception as exc:  # GTP must answer, never crash
            why = message_line(f"{type(exc).__name__}: {exc}", MAX_ANSWER_MESSAGE)
            return f"?{ident} internal error: {why}\n\n"
        sep = "" if not text or text.startswith("\n") else " "
        return f"={ident}{sep}{text}\n\n"

    def run(self, lines: Iterable[str], out: TextIO) -> None:
        """Answer lines until ``quit`` or the end of input."""
        for line in lines:
            answer = self.handle(line)
            if answer is not None:
                out.write(answer)
                out.flush()
            if self.done:
                return

    # --------------------------------------------------------------- commands

    def _arity(self, args: list[str], n: int, usage: str) -> None:
        if len(args) != n:
            raise GtpError(f"syntax error: expected {usage}")

    def _known_command(self, args: list[str]) -> str:
        self._arity(args, 1, "known_command <command>")
        return "true" if args[0] in self._commands else "false"

    def _quit(self, args: list[str]) -> str:
        self.done = True
        return ""

    def _switch(self, width: int, height: int, setup: str) -> None:
        """Choose a size and setup and start a new game on them (or note why it cannot start)."""
        self.width, self.height, self.setup = width, height, setup
        try:
            self.state = self.spec.new_state(width, height, setup)
        except TanboError as exc:
            self._pending = str(exc)
        else:
            self._pending = None

    def _board(self) -> GameState:
        """The position, for a command that needs it (fails while size and setup do not fit)."""
        if self._pending is not None:
            raise GtpError(self._pending)
        return self.state

    def _sizes(self, setup: str) -> tuple[tuple[int, int], ...]:
        return tuple(self.spec.sizes(setup))

    def _boardsize(self, args: list[str]) -> str:
        self._arity(args, 1, "boardsize <size>")
        if _ID_RE.fullmatch(args[0]) is None:
            raise GtpError(
                f"syntax error: board size must be a number, got {excerpt(args[0])}"
            )
        if _SIZE_RE.fullmatch(args[0]) is None:
            raise GtpError("unacceptable size")  # hundreds of digits: no board is that big
        n = int(args[0])
        # An NxN board of the current game with its default setup (Tanbo: dense), as
        # GTP's boardsize asks for a standard board; another setup where only it fits.
        fits = [s for s in self.spec.setups if (n, n) in self._sizes(s)]
        if not fits:
            raise GtpError("unacceptable size")
        self._switch(n, n, self.spec.default_setup if self.spec.default_setup in fits else fits[0])
        return ""

    def _clear_board(self, args: list[str]) -> str:
        self._arity(args, 0, "clear_board")
        try:
            state = self.spec.new_state(self.width, self.height, self.setup)
        except TanboError as exc:
            raise GtpError(str(exc)) from None  # nothing changes
        self.state = state
        self._pending = None
        return ""

    def _colour(self, text: str) -> int:
        colour = _COLOURS.get(text.lower())
        if colour is None:
            raise GtpError(
                f"syntax error: invalid color {excerpt(text)} (expected b, w, black or white)"
            )
        return colour

    def _turn(self, colour: int) -> GameState:
        state = self._board()
        if state.is_over:
            raise GtpError(f"the game is over: {result_text(state)}")
        if colour != state.to_move:
            raise GtpError(
                f"it is {COLOUR_NAMES[state.to_move]}'s turn, not {COLOUR_NAMES[colour]}'s"
            )
        return state

    def _play(self, args: list[str]) -> str:
        self._arity(args, 2, "play <color> <vertex>")
        colour = self._colour(args[0])
        vertex = args[1].lower()
        state = self._board()
        try:
            point = state.parse_move(vertex)
        except TanboError as exc:
            if vertex == "pass":
                raise GtpError(f"illegal move: there is no passing in {self.spec.title}") from None
            raise GtpError(f"syntax error: {exc}") from None
        self._turn(colour)
        try:
            state.push(point)
        except TanboError as exc:
            raise GtpError(f"illegal move: {exc}") from None
        return ""

    def _genmove(self, args: list[str]) -> str:
        self._arity(args, 1, "genmove <color>")
        state = self._turn(self._colour(args[0]))
        move = choose(self.player, state)
        state.push(move)
        return state.move_text(move)

    def _undo(self, args: list[str]) -> str:
        self._arity(args, 0, "undo")
        state = self._board()
        if not state.move_stack:
            raise GtpError("cannot undo: no moves played")
        state.pop()
        return ""

    def _tanbo_game(self, args: list[str]) -> str:
        self._arity(args, 1, "tanbo_game " + "|".join(GAMES))
        name = args[0].lower()
        if name not in GAMES:
            raise GtpError(f"unknown game {excerpt(args[0])}: expected {' or '.join(GAMES)}")
        self.spec = GAMES[name]
        self._switch(*self.spec.default_size, self.spec.default_setup)
        return ""

    def _tanbo_size(self, args: list[str]) -> str:
        self._arity(args, 1, "tanbo_size WxH")
        try:
            width, height = parse_size(args[0])
        except TanboError as exc:
            raise GtpError(str(exc)) from None
        if not any((width, height) in self._sizes(s) for s in self.spec.setups):
            raise GtpError(f"size {args[0]} is not official for {self.spec.title}")
        self._switch(width, height, self.setup)
        return ""

    def _tanbo_setup(self, args: list[str]) -> str:
        setups = self.spec.setups
        self._arity(args, 1, "tanbo_setup " + "|".join(setups))
        if args[0] not in setups:
            raise GtpError(
                f"unknown setup {excerpt(args[0])} for {self.spec.title}: "
                f"expected {' or '.join(setups)}"
            )
        self._switch(self.width, self.height, args[0])
        return ""

    def _tanbo_fen(self, args: list[str]) -> str:
        if not args:
            return self._board().position_text()
        try:
            state = self.spec.from_text(" ".join(args))
        except TanboError as exc:
            raise GtpError(str(exc)) from None
        self.state = state
        self._pending = None
        self.width, self.height = state.geometry.width, state.geometry.height
        return ""


def bounded_lines(stream: TextIO, limit: int = MAX_INPUT_BYTES) -> Iterator[str]:
    """The lines of ``stream``; a line over ``limit`` characters is cut to ``limit`` + 2
    (so :meth:`GtpEngine.handle` refuses it) and the rest of it is skipped unread-whole:
    a 100 MB line costs one limit's worth of memory."""
    while True:
        line = stream.readline(limit + 2)
        if not line:
            return
        if len(line) > limit + 1 and not line.endswith("\n"):
            rest = line
            while rest and not rest.endswith("\n"):
                rest = stream.readline(limit)
        yield line


def _parser() -> Parser:
    parser = Parser(
        prog="python -m tanbo gtp",
        description="Play Tanbo or DEAGO as a GTP v2 engine on stdin/stdout.",
    )
    parser.add_argument("--game", default="tanbo", choices=sorted(GAMES),
                        help="the game at start (default tanbo; tanbo_game switches)")
    parser.add_argument("--level", type=int_arg("the level"), default=3, choices=sorted(LEVELS),
                        help="strength level 1-5 (default 3)")
    parser.add_argument("--seconds", default=None,
                        help="thinking time per move (default: the level's)")
    parser.add_argument("--seed", type=int_arg("the seed"), default=None,
                        help="seed of the search RNG")
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                        help="what --seconds counts: wall time (default) or this process's "
                        "CPU time (as match --clock cpu, for matches on a busy machine)")
    return parser


def _run(args: argparse.Namespace) -> int:
    seconds = None
    if args.seconds is not None:
        try:
            seconds = parse_float(args.seconds, "--seconds", hi=MAX_SECONDS, positive=True)
        except NumberError as exc:
            raise CliError(str(exc)) from None
    use_cpu_time(args.clock == "cpu")
    player = make_level_player(args.level, args.seed, seconds=seconds)
    stdin = io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8", errors="replace")
    try:
        GtpEngine(player, args.game).run(bounded_lines(stdin), sys.stdout)
    except (KeyboardInterrupt, BrokenPipeError):
        return 1
    return EXIT_OK


def main(argv: list[str]) -> int:
    """``tanbo gtp`` entry point: speak GTP on stdin/stdout; returns the exit code."""
    return run_cli(_parser(), argv, _run)

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
