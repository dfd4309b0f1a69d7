"""``python -m tanbo puzzles``: generate, verify, export, show and list puzzle sets.

Usage::

    python -m tanbo puzzles generate --game G --count N --seed S --out FILE [--max-games M]
    python -m tanbo puzzles verify FILE | --game G [--sample K] [--seed S]
    python -m tanbo puzzles export FILE | --game G [--as text|links] [--base URL]
    python -m tanbo puzzles show ID [FILE] [--base URL]
    python -m tanbo puzzles list FILE | --game G

``generate`` plays seeded engine games and writes the proven puzzles to FILE
(:mod:`tanbo.puzzles.generate`; progress on stderr). ``verify`` re-proves every
puzzle (or a seeded sample of K) with the exact solver: one line per failure naming
the puzzle and what failed, then ``verified N puzzles: M failed``; exit 1 if any
failed. ``export`` prints one puzzle a line: ``id``, theme, depth, difficulty, the
position text and the solution, tab-separated (``--as links``: the puzzle links).
``show`` prints one puzzle (from the shipped sets, or FILE). ``list`` prints one line
a puzzle and the difficulty spread (puzzles per difficulty and theme).

A puzzle file or id that cannot be read is one ``error:`` line and exit 2.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from collections.abc import Sequence

from tanbo.ai.cliutil import EXIT_OK, CliError, Parser, run_cli
from tanbo.errors import PuzzleError
from tanbo.games import GAMES
from tanbo.limits import InputTooLargeError, excerpt, read_text_limited
from tanbo.link import site_url
from tanbo.numbers import NumberError, parse_int
from tanbo.puzzles.link import puzzle_link
from tanbo.puzzles.model import (
    MAX_FILE_BYTES,
    Puzzle,
    format_puzzles,
    line_moves,
    load_puzzles,
    puzzle_by_id,
    read_puzzles,
    start_state,
)
from tanbo.puzzles.proof import check
from tanbo.puzzles.rules import rules_for

__all__ = ["main", "spread", "spread_lines", "EXIT_FAILED", "HELP"]

HELP = """\
usage: python -m tanbo puzzles COMMAND [ARGS ...]

Generate, verify, export, show and list puzzle sets.

commands:
  generate --game G --count N --seed S --out FILE [--max-games M]
           play seeded engine games and write the proven puzzles to FILE
           (progress on stderr)
  verify FILE | --game G [--sample K] [--seed S]
           prove every puzzle again (or a seeded sample of K): a line per failure,
           then 'verified N puzzles: M failed'; status 1 if any failed
  export FILE | --game G [--as text|links] [--base URL]
           one puzzle a line: id, theme, depth, difficulty, position, solution
           (tab-separated), or the puzzles' links
  show ID [FILE] [--base URL]
           one puzzle, from the shipped sets or FILE
  list FILE | --game G
           one line a puzzle, then the puzzles per difficulty and theme

Run 'python -m tanbo puzzles COMMAND --help' for a command's options.
A puzzle file or id that cannot be read is one 'error:' line and status 2.
"""
"""What ``python -m tanbo puzzles`` and its ``--help`` print (plain text)."""

EXIT_FAILED = 1


def _int(text: str, what: str, low: int, high: int) -> int:
    try:
        return parse_int(text, what, low, high)
    except NumberError as exc:
        raise CliError(str(exc)) from None


def _read_file(path: str) -> tuple[Puzzle, ...]:
    try:
        text = read_text_limited(path, "the puzzle file", MAX_FILE_BYTES)
    except InputTooLargeError as exc:
        raise CliError(str(exc)) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise CliError(f"cannot read the puzzle file {excerpt(path)}: "
                       f"{(exc.strerror if isinstance(exc, OSError) else None) or exc}") from None
    try:
        return read_puzzles(text, excerpt(path))
    except PuzzleError as exc:
        raise CliError(str(exc)) from None


def _game_name(text: str) -> str:
    if text not in GAMES:
        raise CliError(f"unknown game {excerpt(text)}: expected one of {', '.join(GAMES)}")
    return text


def _puzzles(args: argparse.Namespace) -> tuple[Puzzle, ...]:
    if (args.file is None) == (args.game is None):
        raise CliError("give a puzzle FILE or --game G (one of them)")
    if args.file is not None:
        return _read_file(args.file)
    return load_puzzles(_game_name(args.game))


def _source(parser: Parser) -> None:
    parser.add_argument("file", nargs="?", metavar="FILE", help="a puzzle file")
    parser.add_argument("--game", help="the shipped set of this game instead")


def _generate(argv: list[str]) -> int:
    from tanbo.puzzles.generate import generate

    parser = Parser(prog="python -m tanbo puzzles generate")
    parser.add_argument("--game", required=True)
    parser.add_argument("--count", required=True)
    parser.add_argument("--seed", default="1")
    parser.add_argument("--out", required=True)
    parser.add_argument("--max-games", default="100000")
    parser.add_argument("--quiet", action="store_true")

    def body(args: argparse.Namespace) -> int:
        game = _game_name(args.game)
        count = _int(args.count, "--count", 1, 100_000)
        seed = _int(args.seed, "--seed", 0, 2**32 - 1)
        games = _int(args.max_games, "--max-games", 1, 10**7)

        def say(line: str) -> None:
            if not args.quiet:
                print(line, file=sys.stderr, flush=True)

        found = generate(game, count, seed, games, say)
        command = (f"python -m tanbo puzzles generate --game {game} --count {count} "
                   f"--seed {seed} --out {args.out}")
        text = format_puzzles(game, found, command)
        try:
            with open(args.out, "w", encoding="utf-8") as handle:
                handle.write(text)
        except OSError as exc:
            raise CliError(f"cannot write {excerpt(args.out)}: {exc.strerror or exc}") from None
        print(f"wrote {len(found)} puzzles to {args.out}")
        for line in spread_lines(found):
            print(line)
        return EXIT_OK

    return run_cli(parser, argv, body)


def _verify(argv: list[str]) -> int:
    parser = Parser(prog="python -m tanbo puzzles verify")
    _source(parser)
    parser.add_argument("--sample", help="re-prove a seeded sample of K puzzles")
    parser.add_argument("--seed", default="0")

    def body(args: argparse.Namespace) -> int:
        puzzles = list(_puzzles(args))
        if args.sample is not None:
            k = _int(args.sample, "--sample", 1, 10**6)
            rng = random.Random(_int(args.seed, "--seed", 0, 2**32 - 1))
            puzzles = sorted(rng.sample(puzzles, min(k, len(puzzles))), key=lambda p: p.id)
        failed = 0
        nodes = 0
        for p in puzzles:
            problem, used = verify_one(p)
            nodes += used
            if problem is not None:
                failed += 1
                print(f"FAIL {p.id}: {problem}")
        print(f"verified {len(puzzles)} puzzles: {failed} failed ({nodes} solver nodes)")
        return EXIT_FAILED if failed else EXIT_OK

    return run_cli(parser, argv, body)


def verify_one(puzzle: Puzzle) -> tuple[str | None, int]:
    """Re-prove ``puzzle``: ``(None, nodes)`` when it holds, else ``(problem, nodes)``."""
    try:
        moves = line_moves(puzzle)
    except PuzzleError as exc:
        return str(exc), 0
    return check(start_state(puzzle), rules_for(puzzle.game), puzzle.theme, puzzle.depth, moves)


def _export(argv: list[str]) -> int:
    parser = Parser(prog="python -m tanbo puzzles export")
    _source(parser)
    parser.add_argument("--as", dest="kind", choices=("text", "links"), default="text")
    parser.add_argument("--base", default=None, help="the site address for --as links")

    def body(args: argparse.Namespace) -> int:
        base = site_url() if args.base is None else args.base
        for p in _puzzles(args):
            if args.kind == "links":
                print(puzzle_link(base, p))
            else:
                print("\t".join((p.id, p.theme, str(p.depth), str(p.difficulty), p.position,
                                 " ".join(p.solution))))
        return EXIT_OK

    return run_cli(parser, argv, body)


def _show(argv: list[str]) -> int:
    parser = Parser(prog="python -m tanbo puzzles show")
    parser.add_argument("id", metavar="ID")
    parser.add_argument("file", nargs="?", metavar="FILE")
    parser.add_argument("--base", default=None)

    def body(args: argparse.Namespace) -> int:
        if args.file is not None:
            found = [p for p in _read_file(args.file) if p.id == args.id]
            if not found:
                raise CliError(f"no puzzle {excerpt(args.id)} in {excerpt(args.file)}")
            p = found[0]
        else:
            try:
                p = puzzle_by_id(args.id)
            except PuzzleError as exc:
                raise CliError(str(exc)) from None
        state = start_state(p)
        title = rules_for(p.game).theme(p.theme).title
        print(f"{p.id}: {title}, depth {p.depth}, difficulty {p.difficulty} "
              f"(rating {p.rating:.0f}), {p.nodes} solver nodes")
        print(f"position: {p.position}")
        print(str(state))
        print(f"to move: {'black' if state.to_move == 1 else 'white'}")
        print(f"solution: {' '.join(p.solution)}")
        if p.fails:
            print(f"missed by levels: {', '.join(map(str, p.fails))}")
        print(f"source: {p.source}")
        print(f"link: {puzzle_link(site_url() if args.base is None else args.base, p)}")
        return EXIT_OK

    return run_cli(parser, argv, body)


def spread(puzzles: Sequence[Puzzle]) -> Counter[tuple[int, str]]:
    """Puzzles per (difficulty, theme)."""
    return Counter((p.difficulty, p.theme) for p in puzzles)


def spread_lines(puzzles: Sequence[Puzzle]) -> list[str]:
    """The difficulty spread as a Markdown table: a row per difficulty, a column per theme."""
    counts = spread(puzzles)
    themes = sorted({t for _, t in counts})
    lines = ["| difficulty | " + " | ".join(themes) + " | all |",
             "|---|" + "---|" * (len(themes) + 1)]
    for grade in range(1, 6):
        row = [counts.get((grade, t), 0) for t in themes]
        lines.append(f"| {grade} | " + " | ".join(map(str, row)) + f" | {sum(row)} |")
    totals = [sum(counts.get((g, t), 0) for g in range(1, 6)) for t in themes]
    lines.append("| all | " + " | ".join(map(str, totals)) + f" | {sum(totals)} |")
    depths = Counter(p.depth for p in puzzles)
    lines.append("")
    lines.append("depth: " + ", ".join(f"{d}: {n}" for d, n in sorted(depths.items())))
    return lines


def _list(argv: list[str]) -> int:
    parser = Parser(prog="python -m tanbo puzzles list")
    _source(parser)

    def body(args: argparse.Namespace) -> int:
        puzzles = _puzzles(args)
        for p in puzzles:
            print(f"{p.id}  {p.theme:<12} depth {p.depth}  difficulty {p.difficulty}  "
                  f"{' '.join(p.solution)}")
        print()
        for line in spread_lines(puzzles):
            print(line)
        return EXIT_OK

    return run_cli(parser, argv, body)


_COMMANDS = {"generate": _generate, "verify": _verify, "export": _export, "show": _show,
             "list": _list}


def main(argv: list[str]) -> int:
    """Run ``python -m tanbo puzzles SUBCOMMAND ...``; 2 for bad input."""
    if not argv or argv[0] in ("-h", "--help"):
        print(HELP, end="")
        return EXIT_OK if argv else 2
    command = _COMMANDS.get(argv[0])
    if command is None:
        print(f"error: unknown puzzles command {excerpt(argv[0])}: expected one of "
              f"{', '.join(_COMMANDS)}", file=sys.stderr)
        return 2
    return command(argv[1:])
