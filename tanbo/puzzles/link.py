"""Puzzle links: share a puzzle in the fragment of a web address.

A puzzle link follows the game links' conventions (:mod:`tanbo.link`): the site's
address, ``#`` and a fragment of fields separated by ``.``, the position made safe
for an address by :func:`tanbo.link.encode_position`, and the same six-digit check
code (CRC-16/CCITT of the body as five decimal digits, then the body's length
modulo 10), so a link cut short or changed by hand is refused::

    p1.deago-0137.win.2.3.=19/19/..._b_0_0_0.k10-k11.123456

The fields: ``p1`` (the version; another ``pN`` is refused as newer), the puzzle's
id, theme, depth and difficulty, ``=`` and the position, the solution's moves
written one after the other (a pass as ``-``), and the check code. The link opens
the shipped puzzle of that id when its position and line still match; otherwise
(the set changed, or the link came from another build) the puzzle is rebuilt from
the link itself, its line checked legal on its position. A game link's fragment
starts with ``v``, a puzzle link's with ``p``, so the app can tell them apart.
"""

from __future__ import annotations

import binascii
import re

from tanbo.errors import LinkError, PuzzleError
from tanbo.games import GAMES
from tanbo.limits import excerpt
from tanbo.link import decode_position, encode_position, fragment_of, link_url
from tanbo.puzzles.grade import rating_of
from tanbo.puzzles.model import Puzzle, line_moves, load_puzzles
from tanbo.puzzles.proof import MAX_DEPTH
from tanbo.puzzles.rules import ATTACK, rules_for

__all__ = ["VERSION", "puzzle_fragment", "puzzle_link", "parse_puzzle_link", "is_puzzle_link"]

VERSION = "p1"
MAX_CHARS = 4_000
_PASS_TOKEN = "-"
_TOKEN_RE = re.compile(r"[a-z][1-9][0-9]?|-")
_ID_RE = re.compile(r"([a-z][a-z0-9]*)-([0-9]{4,6})\Z")
_VERSION_RE = re.compile(r"p[0-9]+\Z")


def _check_code(body: str) -> str:
    data = body.encode("ascii")
    return f"{binascii.crc_hqx(data, 0):05d}{len(data) % 10}"


def puzzle_fragment(puzzle: Puzzle) -> str:
    """The link fragment (no ``#``) of ``puzzle``."""
    moves = "".join(_PASS_TOKEN if m == "pass" else m for m in puzzle.solution)
    body = ".".join((VERSION, puzzle.id, puzzle.theme, str(puzzle.depth), str(puzzle.difficulty),
                     "=" + encode_position(puzzle.position), moves))
    return f"{body}.{_check_code(body)}"


def puzzle_link(base_url: str, puzzle: Puzzle) -> str:
    """The whole address of ``puzzle``: ``base_url`` (its own ``#…`` dropped), ``#``, fragment."""
    return link_url(puzzle_fragment(puzzle), base_url)


def is_puzzle_link(text: str) -> bool:
    """True when ``text`` looks like a puzzle link (its fragment starts with ``p`` + digits)."""
    try:
        fragment = fragment_of(text)
    except LinkError:
        return False
    return _VERSION_RE.match(fragment.partition(".")[0]) is not None


def _tokens(moves: str) -> tuple[str, ...]:
    out = []
    at = 0
    while at < len(moves):
        m = _TOKEN_RE.match(moves, at)
        if m is None:
            raise PuzzleError(f"malformed moves in the puzzle link at {excerpt(moves[at:], 20)}")
        out.append("pass" if m.group() == _PASS_TOKEN else m.group())
        at = m.end()
    return tuple(out)


def parse_puzzle_link(text: str) -> Puzzle:
    """The puzzle of a link or fragment (``PuzzleError`` for anything malformed)."""
    if not isinstance(text, str):
        raise PuzzleError("a puzzle link must be text")
    if len(text) > MAX_CHARS:
        raise PuzzleError(f"the puzzle link is longer than {MAX_CHARS} characters", "too-large")
    try:
        fragment = fragment_of(text)
    except LinkError as exc:
        raise PuzzleError(str(exc)) from None
    fields = fragment.split(".")
    version = fields[0]
    if not _VERSION_RE.match(version):
        raise PuzzleError(f"not a puzzle link: {excerpt(fragment, 40)}")
    if version != VERSION:
        raise PuzzleError(f"the puzzle link is version {excerpt(version)}, newer than this "
                          f"app reads ({VERSION})", "newer")
    if len(fields) != 8:
        raise PuzzleError(f"a puzzle link has 8 fields separated by '.', this one {len(fields)}")
    body = ".".join(fields[:-1])
    if fields[-1] != _check_code(body):
        raise PuzzleError("the puzzle link's check code does not match: cut short or edited?")
    _, pid, theme, depth_text, grade_text, start, moves = fields[:-1]
    m = _ID_RE.match(pid)
    if m is None or m.group(1) not in GAMES:
        raise PuzzleError(f"bad puzzle id {excerpt(pid)} in the link")
    game = m.group(1)
    rules = rules_for(game)
    kind = rules.theme(theme).kind
    if not re.fullmatch(r"[1-9]", depth_text) or not 1 <= int(depth_text) <= MAX_DEPTH:
        raise PuzzleError(f"bad depth {excerpt(depth_text)} in the puzzle link")
    if not re.fullmatch(r"[1-5]", grade_text):
        raise PuzzleError(f"bad difficulty {excerpt(grade_text)} in the puzzle link")
    if not start.startswith("="):
        raise PuzzleError("the puzzle link has no position")
    try:
        position = decode_position(start[1:])
    except LinkError as exc:
        raise PuzzleError(str(exc)) from None
    depth, grade = int(depth_text), int(grade_text)
    solution = _tokens(moves)
    if len(solution) != (2 * depth - 1 if kind == ATTACK else 1):
        raise PuzzleError("the puzzle link's line does not fit its depth")
    try:
        shipped = {p.id: p for p in load_puzzles(game)}.get(pid)
    except PuzzleError:
        shipped = None
    if shipped is not None and shipped.position == position and shipped.solution == solution \
            and shipped.theme == theme and shipped.depth == depth:
        return shipped
    puzzle = Puzzle(pid, game, position, solution, theme, depth, grade, rating_of(grade),
                    "link")
    line_moves(puzzle)  # PuzzleError for a bad position or an illegal line
    return puzzle
