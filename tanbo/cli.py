"""The ``python -m tanbo`` command line: a stable contract that tools rely on.

Subcommands (``--game tanbo``, the default, or ``--game deago``)::

    replay [--game G] [--size WxH] [--setup dense|classic] [--fen TFEN] [--record FILE] [MOVE ...]
    replay --game deago [--size 19x19|15x15|13x13] [--neutral 9|5|0] [--fen DFEN] ...
    replay --link LINK [MOVE ...]
        Play MOVEs (points, or ``pass`` in DEAGO) from the start (default Tanbo
        7x7 dense, DEAGO 19x19 with 9 neutral stones), from --fen, or after the
        moves of --record (its game must be --game's) or of a game link
        (:mod:`tanbo.link`; the link says the game and start). Prints exactly two
        lines: the final TFEN/DFEN, then ``ongoing``, ``black wins``, ``white wins``
        or (DEAGO) ``draw``. Exit 0.
    link [the inputs of replay] [--base URL]
        Prints one line: the game's link, ``URL#<fragment>`` (default URL
        ``$TANBO_SITE_URL`` or the web build's; ``#<fragment>`` alone if none).
    perft [--game G] [--size …] [--setup …|--neutral …] [--fen …] --depth N [--divide]
        The last line of output is the node count alone (``pass`` is a move).
    bench [--game G] [--seconds S]
        Tanbo: random-playout moves/s (11x11, 19x19 dense) and perft nodes/s;
        DEAGO: random-playout moves/s on 19x19; the engine's alone (a source
        checkout's ``tools/bench_reference.py`` adds the slow reference, with ratios).
    analyse [the inputs of replay] [--seconds S | --depth quick|deep] [--seed N] [--json]
        The computer's analysis of the game (:mod:`tanbo.ai.analysis`): per ply the
        move, Black's win chance before and after, the best move and its line, the
        judgement (``?!`` inaccuracy, ``?`` mistake, ``??`` blunder); then a summary
        per player. ``--json`` prints one JSON object instead.
    explain [the inputs of replay] POINT [--json | --lang en|ru|es]
    explain [the inputs of replay] --last [--json | --lang en|ru|es]
        The rules assistant (:mod:`tanbo.explain`): whether the side to move may play
        POINT (``pass`` in DEAGO) after the inputs, why, and what it would do; with
        --last, what the last move played did. The first line is the verdict, then
        one line per reason, each ending with the Rules paragraph it comes from
        (``[rules 5: self_removal]``), then its official rule (``source: …``).
        ``--json`` prints one JSON object instead. ``--lang`` gives the answer in the
        UI's words of that language (the app's sentences, paragraph titles and
        citations; English is the plain default above).
    gtp …, match …
        The computer opponent's GTP engine and match runner (:mod:`tanbo.ai`).
    puzzles generate|verify|export|show|list …
        The puzzle sets (:mod:`tanbo.puzzles.cli`).
    play --text [--game G] [--size WxH] [--black|--white human|level:N] [--lang en|ru|es]
        The text interface in a terminal (:mod:`tanbo.ui.textplay.terminal`): commands on
        stdin, plain lines on stdout; ``help`` lists the commands.

Any bad input prints **one line** on stderr starting with ``error:`` and exits
with status 2 (so does running out of memory: ``error: out of memory``); for a
move it names the ply (1-based), the move text, the side to move and the reason.
No tracebacks. Numbers are ASCII decimal
(:mod:`tanbo.numbers`: no ``inf``, ``nan``, Unicode digits or 4,300-digit
integers); files (``--record``) are read up to the one input limit
(:data:`tanbo.limits.MAX_INPUT_BYTES`); input quoted in a message is shortened.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import NoReturn, TypeVar

from tanbo.errors import TanboError
from tanbo.game import COLOUR_NAMES, GameSpec, GameState
from tanbo.games import GAMES
from tanbo.limits import excerpt, message_line
from tanbo.link import format_link, link_of, link_url, open_link, parse_link
from tanbo.numbers import NumberError, parse_float, parse_int
from tanbo.record import load_record, result_text

__all__ = ["main", "UsageError", "HELP", "quiet_stdout"]

EXIT_OK = 0
EXIT_BAD_INPUT = 2
EXIT_BROKEN_PIPE = 141
"""The status when the reader of the output went away (128 + SIGPIPE, as a shell says)."""

HELP = """\
usage: python -m tanbo COMMAND [ARGS ...]

Tanbo and DEAGO on the command line (--game tanbo, the default, or --game deago).

commands:
  replay    play moves from the start, a position, a record or a link; print the
            final position and the result (ongoing, black wins, white wins, draw)
  link      print a game's link (the inputs of replay, then --base URL)
  perft     count the move sequences to --depth N (--divide: per first move)
  bench     measure the engine's speed
  analyse   the computer's analysis of a game, move by move (--json)
  explain   the rules assistant: whether a move is legal, why, and what it does;
            --last: what the last move did (--json)
  gtp       the computer opponent as a GTP engine
  match     play computer players against each other
  puzzles   generate, verify, export, show and list puzzle sets
  play      play in the terminal with text commands (--text; stdin, plain lines)

Run 'python -m tanbo COMMAND --help' for a command's options.
Bad input prints one line starting with 'error:' on stderr and exits with status 2.
"""
"""What ``python -m tanbo`` and ``--help`` print: plain text, as argparse writes it."""
_N = TypeVar("_N", int, float)
MAX_SECONDS = 3600.0
"""The longest ``bench --seconds`` (an hour per measurement): ``inf`` would never end."""


class UsageError(Exception):
    """Bad command-line input; the message is printed after ``error:``."""


class _Parser(argparse.ArgumentParser):
    """An argument parser that reports errors as :class:`UsageError`, not exit."""

    def error(self, message: str) -> NoReturn:
        """Raise :class:`UsageError` (argparse quotes input whole: the line is shortened)."""
        raise UsageError(
            f"{message_line(message, 300)} (see 'python -m tanbo {self.prog.split()[-1]} --help')"
        )


def _add_game_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--game", metavar="|".join(GAMES), help="the game (default tanbo)"
    )


def _add_start_options(parser: argparse.ArgumentParser) -> None:
    _add_game_option(parser)
    parser.add_argument("--size", metavar="WxH", help="board size (default: the game's)")
    for spec in GAMES.values():
        parser.add_argument(
            spec.setup_option,
            dest=f"setup_{spec.name}",
            metavar="|".join(spec.setups),
            help=f"{spec.title}: {spec.setup_label.lower()} (default {spec.default_setup})",
        )
    parser.add_argument("--fen", metavar="TFEN|DFEN", help="start from this position instead")


def _game(args: argparse.Namespace) -> GameSpec:
    spec = GAMES.get(args.game or "tanbo")
    if spec is None:
        raise UsageError(f"unknown game {excerpt(args.game)}: expected one of {', '.join(GAMES)}")
    return spec


def _setup_option(args: argparse.Namespace, spec: GameSpec) -> str | None:
    """The chosen game's setup option; another game's setup option is an error."""
    for other in GAMES.values():
        value = getattr(args, f"setup_{other.name}", None)
        if other is not spec and value is not None:
            raise UsageError(
                f"{other.setup_option} is a {other.title} option "
                f"(use --game {other.name}, or {spec.setup_option} for {spec.title})"
            )
    value = getattr(args, f"setup_{spec.name}", None)
    return value if value is None else str(value)


def _start_state(args: argparse.Namespace) -> GameState:
    """The position selected by --game/--size/--setup/--neutral/--fen (and --record, --link)."""
    if getattr(args, "link", None) is not None:
        return _link_state(args)
    spec = _game(args)
    setup = _setup_option(args, spec)
    record = getattr(args, "record", None)
    if args.fen is not None and record is not None:
        raise UsageError("--fen and --record cannot be used together")
    try:
        if args.fen is not None:
            fmt = spec.position_format
            if setup is not None:
                raise UsageError(
                    f"{spec.setup_option} cannot be used with --fen (the {fmt} is the start)"
                )
            state = spec.from_text(args.fen)
            if args.size is not None and spec.parse_size(args.size) != (
                state.geometry.width,
                state.geometry.height,
            ):
                raise UsageError(
                    f"--size {excerpt(args.size)} does not match the {fmt}'s "
                    f"{state.geometry.size_text}"
                )
            return state
        if record is not None:
            if args.size is not None or setup is not None:
                raise UsageError(
                    f"--size/{spec.setup_option} cannot be used with --record (the record says)"
                )
            rec = load_record(record)
            if rec.game != spec.name:
                raise UsageError(
                    f"--record {excerpt(record, 200)} is a {rec.spec.title} game: "
                    f"use --game {rec.game}"
                )
            return rec.replay()
        w, h = spec.parse_size(args.size) if args.size is not None else spec.default_size
        return spec.new_state(w, h, setup if setup is not None else spec.default_setup)
    except TanboError as exc:
        raise UsageError(str(exc)) from exc


def _link_state(args: argparse.Namespace) -> GameState:
    """The end of the --link game; every other start option is an error (the link says)."""
    used = [
        option
        for option, value in [
            ("--size", args.size),
            ("--fen", args.fen),
            ("--record", args.record),
            *((spec.setup_option, getattr(args, f"setup_{spec.name}")) for spec in GAMES.values()),
        ]
        if value is not None
    ]
    if used:
        raise UsageError(f"--link cannot be used with {'/'.join(used)} (the link says)")
    try:
        link, state = open_link(args.link)
    except TanboError as exc:
        raise UsageError(str(exc)) from exc
    if args.game is not None and _game(args).name != link.game:  # _game: a known name
        raise UsageError(f"--game {args.game} does not match the link's game {link.game!r}")
    return state


def _play_moves(state: GameState, moves: Sequence[str]) -> None:
    """Push each move text; raise :class:`UsageError` naming ply, move, side, reason."""
    for text in moves:
        ply = state.ply + 1
        side = COLOUR_NAMES[state.to_move]
        try:
            state.push(state.parse_move(text))
        except TanboError as exc:
            reason = getattr(exc, "reason", None) or str(exc)
            if state.is_over and reason == "the game is over":
                reason = f"the game is over ({result_text(state)})"
            raise UsageError(
                f"ply {ply}, move {excerpt(text, 20)}, {side} to move: {reason}"
            ) from exc


def _cmd_replay(argv: list[str]) -> int:
    parser = _Parser(
        prog="python -m tanbo replay",
        description="Replay moves; print the position (TFEN or DFEN) and the result.",
    )
    _add_game_inputs(parser)
    args = parser.parse_args(argv)
    state = _start_state(args)
    _play_moves(state, args.moves)
    print(state.position_text())
    print(result_text(state))
    return EXIT_OK


def _add_game_inputs(parser: argparse.ArgumentParser) -> None:
    """The inputs of ``replay`` and ``link``: a start, a record or a link, then moves."""
    _add_start_options(parser)
    parser.add_argument("--record", metavar="FILE", help="start from the end of this game record")
    parser.add_argument(
        "--link", metavar="LINK", help="start from the end of this game link (address or fragment)"
    )
    parser.add_argument("moves", nargs="*", metavar="MOVE", help="points such as c6, or pass")


def _start_position(args: argparse.Namespace) -> str | None:
    """The start position text when the game did not start from a setup, else ``None``."""
    try:
        if args.fen is not None:
            return str(args.fen)
        if args.record is not None:
            return load_record(args.record).fen
        if args.link is not None:
            return parse_link(args.link).position
    except TanboError as exc:
        raise UsageError(str(exc)) from exc
    return None


def _cmd_link(argv: list[str]) -> int:
    parser = _Parser(
        prog="python -m tanbo link",
        description="Print the link of a game: the same inputs as replay, then the address.",
    )
    _add_game_inputs(parser)
    parser.add_argument(
        "--base",
        metavar="URL",
        help="the site's address (default $TANBO_SITE_URL, or the web build's; '' for none)",
    )
    args = parser.parse_args(argv)
    state = _start_state(args)
    _play_moves(state, args.moves)
    try:
        fragment = format_link(link_of(state, _start_position(args)))
    except TanboError as exc:
        raise UsageError(str(exc)) from exc
    print(link_url(fragment, args.base))
    return EXIT_OK


def _cmd_perft(argv: list[str]) -> int:
    from tanbo.perft import divide, perft

    parser = _Parser(prog="python -m tanbo perft", description="Count move sequences.")
    _add_start_options(parser)
    parser.add_argument("--depth", required=True, metavar="N")
    parser.add_argument("--divide", action="store_true", help="also print each first move's count")
    args = parser.parse_args(argv)
    depth = _number(parse_int, args.depth, "--depth", 0)
    state = _start_state(args)
    if args.divide and depth >= 1:
        parts = divide(state, depth)
        for move, count in parts:
            print(f"{state.move_text(move)} {count}")
        print(sum(count for _, count in parts))
    else:
        print(perft(state, depth))
    return EXIT_OK


def _cmd_bench(argv: list[str]) -> int:
    parser = _Parser(prog="python -m tanbo bench", description="The engine's speed.")
    _add_game_option(parser)
    parser.add_argument(
        "--seconds", default="3", help=f"time per measurement (default 3, at most {MAX_SECONDS:g})"
    )
    parser.add_argument("--seed", default="1")
    args = parser.parse_args(argv)
    seconds = _number(parse_float, args.seconds, "--seconds", positive=True, hi=MAX_SECONDS)
    seed = _number(parse_int, args.seed, "--seed")
    game = _game(args)
    bench = importlib.import_module(game.bench_module)
    bench.run_bench(seconds, seed)
    from tanbo.ai.knowledge import BenchesSearch, knowledge_for

    knowledge = knowledge_for(game.name)
    if isinstance(knowledge, BenchesSearch):  # the game's strongest search, when it has a row
        knowledge.bench_search(seconds)
    return EXIT_OK


def _cmd_analyse(argv: list[str]) -> int:
    from tanbo.ai import analysis

    parser = _Parser(
        prog="python -m tanbo analyse",
        description="The computer's analysis of a game, move by move (the inputs of replay).",
    )
    _add_game_inputs(parser)
    parser.add_argument(
        "--seconds", metavar="S",
        help=f"search time per position, at most {MAX_SECONDS:g} (default: --depth quick)",
    )
    parser.add_argument(
        "--depth", choices=tuple(analysis.DEPTHS), default=analysis.DEFAULT_DEPTH,
        help=", ".join(f"{k} = {v:g} s a position" for k, v in analysis.DEPTHS.items()),
    )
    parser.add_argument("--seed", default="0", help="search seed (default 0)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    seconds = analysis.DEPTHS[args.depth]
    if args.seconds is not None:
        seconds = _number(parse_float, args.seconds, "--seconds", positive=True, hi=MAX_SECONDS)
    seed = _number(parse_int, args.seed, "--seed")
    state = _start_state(args)
    _play_moves(state, args.moves)
    if not state.move_stack:
        raise UsageError("no moves to analyse: give a record, a link or moves")
    result = analysis.analyse_game(state, seconds, seed)
    from tanbo.ai.analysis_text import analysis_json, analysis_lines

    if args.json:
        print(analysis_json(result, state.game_name))
    else:
        for line in analysis_lines(result):
            print(line)
    return EXIT_OK


def _cmd_explain(argv: list[str]) -> int:
    from tanbo.explain import explanation_json, explanation_lines
    from tanbo.games import game_of

    parser = _Parser(
        prog="python -m tanbo explain",
        description="The rules assistant: why a move is legal or not and what it would do "
        "(the inputs of replay, then POINT), or what the last move did (--last).",
    )
    _add_game_inputs(parser)
    parser.add_argument(
        "--last", action="store_true", help="explain the last move played instead of a POINT"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--lang", default=None,
                        help="the answer in the UI's words of this language (en, ru, es)")
    args = parser.parse_intermixed_args(argv)  # POINT may follow --json / --last
    reasons = None if args.lang is None else _ui_reasons(args.lang)
    if args.json and reasons is not None:
        raise UsageError("--lang gives the plain answer in a language; --json is English")
    moves = list(args.moves)
    if not args.last:
        if not moves:
            raise UsageError("give the POINT to explain (or --last for the last move)")
        point_text = moves.pop()
    state = _start_state(args)
    _play_moves(state, moves)
    assistant = game_of(state).assistant
    if args.last:
        answer = assistant.what_happened(state)
        if answer is None:
            raise UsageError("no move to explain: give a record, a link or moves")
    else:
        try:
            point = state.parse_move(point_text)
        except TanboError as exc:
            raise UsageError(str(exc)) from exc
        answer = assistant.explain(state, point)
    if args.json:
        print(explanation_json(answer, assistant.texts, state.point_name, assistant.sources))
    elif reasons is not None:
        for line in reasons.cited(args.lang, answer, state.point_name, happened=args.last):
            print(line)
    else:
        lines = explanation_lines(
            answer, assistant.texts, state.point_name, assistant.paragraphs,
            happened=args.last, sources=assistant.sources,
        )
        for line in lines:
            print(line)
    return EXIT_OK


def _ui_reasons(lang: str) -> ModuleType:
    """The UI's sentences of the rules assistant (:mod:`tanbo.ui.reasons`, loaded by name:
    the command line imports no UI module) for ``--lang``, a language of the UI's
    registry; no window is opened (pygame's banner is hidden)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        codes: tuple[str, ...] = importlib.import_module("tanbo.ui.lang").CODES
        reasons = importlib.import_module("tanbo.ui.reasons")
    except ImportError as exc:
        raise UsageError(f"--lang is not available ({exc})") from exc
    if lang not in codes:
        raise UsageError(f"--lang {excerpt(lang)}: expected one of {', '.join(codes)}")
    return reasons


def _number(
    parse: Callable[..., _N], text: str, what: str, *args: object, **kwargs: object
) -> _N:
    """``parse(text, what, ...)`` (:mod:`tanbo.numbers`), its error as a :class:`UsageError`."""
    try:
        return parse(text, what, *args, **kwargs)
    except NumberError as exc:
        raise UsageError(str(exc)) from None


def _cmd_play(argv: list[str]) -> int:
    """``play --text``: the text interface (:mod:`tanbo.ui.textplay.terminal`). Its texts
    are the UI's, whose registry loads pygame's module (nothing is drawn): its banner
    would be the first line of a plain-text interface, so it is hidden."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    return _delegate("tanbo.ui.textplay.terminal")(argv)


def _delegate(module: str) -> Callable[[list[str]], int]:
    def run(argv: list[str]) -> int:
        try:
            mod = importlib.import_module(module)
        except ImportError as exc:
            raise UsageError(f"this command is not available ({exc})") from exc
        code: int = mod.main(argv)
        return code

    return run


COMMANDS: dict[str, Callable[[list[str]], int]] = {
    "replay": _cmd_replay,
    "link": _cmd_link,
    "perft": _cmd_perft,
    "bench": _cmd_bench,
    "analyse": _cmd_analyse,
    "explain": _cmd_explain,
    "gtp": _delegate("tanbo.ai.gtp"),
    "match": _delegate("tanbo.ai.match"),
    "puzzles": _delegate("tanbo.puzzles.cli"),
    "play": lambda argv: _cmd_play(argv),
}


def quiet_stdout() -> None:
    """Send what is left of the output nowhere: its reader has gone (``| head``), and
    Python's last flush at exit must not fail again with a traceback."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # no file descriptor (a test's captured output)
        pass


def main(argv: Sequence[str] | None = None) -> int:
    """Run a subcommand; return the exit status (2 for any bad input).

    When the reader of the output goes away (``python -m tanbo --help | head -3``),
    every subcommand stops quietly with status 141, no ``BrokenPipeError`` traceback.
    """
    try:
        try:
            return _main(list(sys.argv[1:] if argv is None else argv))
        finally:  # here, not at exit: a reader gone is a BrokenPipeError caught below
            sys.stdout.flush()
    except BrokenPipeError:
        quiet_stdout()
        return EXIT_BROKEN_PIPE


def _main(args: list[str]) -> int:
    if not args or args[0] in ("-h", "--help"):
        print(HELP, end="")
        return EXIT_OK if args else EXIT_BAD_INPUT
    command = COMMANDS.get(args[0])
    try:
        if command is None:
            raise UsageError(
                f"unknown command {excerpt(args[0])}: expected one of {', '.join(COMMANDS)}"
            )
        return command(args[1:])
    except (UsageError, TanboError) as exc:  # a TanboError here is bad input missed above
        print(f"error: {message_line(str(exc))}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except MemoryError:
        print("error: out of memory", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        print("error: interrupted", file=sys.stderr)
        return 130
