"""The puzzle model: a :class:`Puzzle`, puzzle files, the shipped sets, the daily puzzle.

Start at :class:`Puzzle` and :func:`load_puzzles`. The sets ship inside the package
(``tanbo/puzzles/data/<game>.json``, made by ``python -m tanbo puzzles generate``);
the file format is in ``docs/formats.md`` ("Puzzle files"). :func:`read_puzzles`
reads a file strictly (one :class:`~tanbo.errors.PuzzleError` for anything
malformed, newer or too large) and checks every line is legal on its position; the
full re-proof (no second solution) is :func:`tanbo.puzzles.proof.check`, run by
``python -m tanbo puzzles verify`` and the tests.

:func:`daily` picks the puzzle of a day from the date alone (a hash of the game and
the ISO date into the set), so everyone gets the same one on a date, offline.
"""

from __future__ import annotations

import datetime
import hashlib
import json
import re
from dataclasses import dataclass
from pathlib import Path

from tanbo.errors import PuzzleError, TanboError
from tanbo.game import GameState
from tanbo.games import GAMES
from tanbo.limits import excerpt
from tanbo.puzzles import strict
from tanbo.puzzles.proof import MAX_DEPTH
from tanbo.puzzles.rules import ATTACK, rules_for

__all__ = [
    "Puzzle", "FORMAT", "VERSION", "MAX_FILE_BYTES", "MAX_PUZZLES", "DATA_DIR",
    "load_puzzles", "puzzle_by_id", "daily", "read_puzzles", "format_puzzles",
    "puzzle_file", "start_state", "line_moves", "puzzle_games",
]

FORMAT = "tanbo-puzzles"
VERSION = 1
MAX_FILE_BYTES = 4_000_000
"""A puzzle file over this is refused before parsing (``kind`` ``"too-large"``)."""
MAX_PUZZLES = 10_000
DATA_DIR = Path(__file__).with_name("data")
_ID_RE = re.compile(r"([a-z][a-z0-9]*)-([0-9]{4,6})\Z")
_KEYS = ("format", "version", "game", "puzzles")
_OPTIONAL = ("command",)
_PUZZLE_KEYS = ("id", "position", "solution", "theme", "depth", "difficulty", "rating", "source")
_PUZZLE_OPTIONAL = ("nodes", "fails")


@dataclass(frozen=True)
class Puzzle:
    """One proven puzzle (see ``PUZZLES-API``/``docs/puzzles.md``).

    ``solution`` is the main line in move text: the solver's moves at even indexes,
    the opponent's replies at odd ones (an attack of depth N has ``2N - 1`` moves, a
    defence one). ``depth`` is the solver's moves for an attack and the length of the
    threat stopped for a defence. ``nodes`` is the proof's node count and ``fails``
    the computer levels that do not find the first move (both feed ``difficulty``).
    """

    id: str
    game: str
    position: str
    solution: tuple[str, ...]
    theme: str
    depth: int
    difficulty: int
    rating: float
    source: str
    nodes: int = 0
    fails: tuple[int, ...] = ()

    @property
    def kind(self) -> str:
        """``"attack"`` or ``"defence"`` (the theme's kind)."""
        return rules_for(self.game).theme(self.theme).kind


def start_state(puzzle: Puzzle) -> GameState:
    """A fresh state at the puzzle's position (``PuzzleError`` if it cannot be read)."""
    spec = GAMES.get(puzzle.game)
    if spec is None:
        raise PuzzleError(f"{puzzle.id}: unknown game {excerpt(puzzle.game)}")
    try:
        return spec.from_text(puzzle.position)
    except TanboError as exc:
        raise PuzzleError(f"{puzzle.id}: bad position ({exc})") from None


def line_moves(puzzle: Puzzle) -> tuple[int, ...]:
    """The solution as move numbers, each checked legal in turn (``PuzzleError``; also for
    a position that is already over)."""
    state = start_state(puzzle)
    if state.is_over:
        raise PuzzleError(f"{puzzle.id}: the position is already over")
    moves = []
    for k, text in enumerate(puzzle.solution):
        try:
            move = state.parse_move(text)
        except TanboError:
            raise PuzzleError(f"{puzzle.id}: move {k + 1} {excerpt(text)} is not a move") from None
        if state.is_over or not state.is_legal(move):
            raise PuzzleError(f"{puzzle.id}: move {k + 1} {excerpt(text)} is not legal")
        state.push(move)
        moves.append(move)
    return tuple(moves)


def _puzzle(raw: object, game: str, where: str, lines: bool = True) -> Puzzle:
    data = strict.obj(raw, where, _PUZZLE_KEYS, _PUZZLE_OPTIONAL)
    pid = strict.text(data["id"], f"{where}: id", 40)
    m = _ID_RE.match(pid)
    if m is None or m.group(1) != game:
        raise PuzzleError(f"{where}: id {excerpt(pid)} is not '{game}-NNNN'")
    rules = rules_for(game)
    theme = strict.text(data["theme"], f"{pid}: theme", 40)
    kind = rules.theme(theme).kind
    depth = strict.integer(data["depth"], f"{pid}: depth", 1, MAX_DEPTH)
    solution = tuple(strict.text(t, f"{pid}: solution", 8)
                     for t in strict.array(data["solution"], f"{pid}: solution", 2 * MAX_DEPTH))
    expected = 2 * depth - 1 if kind == ATTACK else 1
    if len(solution) != expected:
        raise PuzzleError(f"{pid}: the solution has {len(solution)} moves, expected {expected}")
    fails = tuple(strict.integer(v, f"{pid}: fails", 1, 9)
                  for v in strict.array(data.get("fails", []), f"{pid}: fails", 9))
    puzzle = Puzzle(
        id=pid,
        game=game,
        position=strict.text(data["position"], f"{pid}: position", 1_000),
        solution=solution,
        theme=theme,
        depth=depth,
        difficulty=strict.integer(data["difficulty"], f"{pid}: difficulty", 1, 5),
        rating=strict.number(data["rating"], f"{pid}: rating", 0.0, 4000.0),
        source=strict.text(data["source"], f"{pid}: source", 200),
        nodes=strict.integer(data.get("nodes", 0), f"{pid}: nodes", 0, 10**12),
        fails=fails,
    )
    if lines:
        line_moves(puzzle)  # also refuses a position that cannot be read or is over
    return puzzle


def read_puzzles(text: str | bytes, what: str = "the puzzle file",
                 lines: bool = True) -> tuple[Puzzle, ...]:
    """Every puzzle of a puzzle file's text, strictly (``PuzzleError``).

    With ``lines`` (the default) each position is read and each line replayed on it;
    the shipped sets skip that (:func:`load_puzzles`: the tests re-prove them), which
    makes loading them several times faster.
    """
    data = strict.obj(strict.parse(text, what, MAX_FILE_BYTES), what, _KEYS, _OPTIONAL)
    strict.version_of(data, FORMAT, VERSION, what)
    game = strict.text(data["game"], f"{what}: game", 40)
    if game not in GAMES:
        raise PuzzleError(f"{what}: unknown game {excerpt(game)}")
    rules_for(game)
    items = strict.array(data["puzzles"], f"{what}: puzzles", MAX_PUZZLES)
    out = [_puzzle(raw, game, f"{what}: puzzle {k + 1}", lines) for k, raw in enumerate(items)]
    ids = [p.id for p in out]
    if len(set(ids)) != len(ids):
        raise PuzzleError(f"{what}: an id appears twice")
    return tuple(out)


def _as_json(p: Puzzle) -> dict[str, object]:
    return {
        "id": p.id, "position": p.position, "solution": list(p.solution), "theme": p.theme,
        "depth": p.depth, "difficulty": p.difficulty, "rating": round(p.rating, 1),
        "source": p.source, "nodes": p.nodes, "fails": list(p.fails),
    }


def format_puzzles(game: str, puzzles: tuple[Puzzle, ...] | list[Puzzle],
                   command: str = "") -> str:
    """A puzzle file's text (one puzzle a line, so a diff shows each)."""
    head: dict[str, object] = {"format": FORMAT, "version": VERSION, "game": game}
    if command:
        head["command"] = command
    lines = [json.dumps(_as_json(p), ensure_ascii=True) for p in puzzles]
    body = json.dumps(head, ensure_ascii=True)[:-1]
    return body + ', "puzzles": [\n' + ",\n".join(lines) + "\n]}\n"


def puzzle_file(game: str) -> Path:
    """Where the shipped set of ``game`` lives."""
    return DATA_DIR / f"{game}.json"


_LOADED: dict[str, tuple[Puzzle, ...]] = {}


def puzzle_games() -> tuple[str, ...]:
    """The games with a shipped puzzle set, in the registry's order."""
    return tuple(g for g in GAMES if puzzle_file(g).is_file())


def load_puzzles(game: str) -> tuple[Puzzle, ...]:
    """The shipped set of ``game``, by id order (``PuzzleError`` if it cannot be read)."""
    found = _LOADED.get(game)
    if found is None:
        path = puzzle_file(game)
        if game not in GAMES or not path.is_file():
            raise PuzzleError(f"no puzzles for the game {excerpt(game)}", "unknown")
        found = tuple(sorted(read_puzzles(path.read_bytes(), path.name, lines=False),
                             key=lambda p: p.id))
        _LOADED[game] = found
    return found


def puzzle_by_id(puzzle_id: str) -> Puzzle:
    """The shipped puzzle ``puzzle_id`` (``"tanbo-0042"``); ``PuzzleError`` if unknown."""
    m = _ID_RE.match(puzzle_id)
    if m is None or m.group(1) not in GAMES:
        raise PuzzleError(f"no puzzle {excerpt(puzzle_id)}: an id is GAME-NNNN", "unknown")
    for p in load_puzzles(m.group(1)):
        if p.id == puzzle_id:
            return p
    raise PuzzleError(f"no puzzle {excerpt(puzzle_id)} in the {m.group(1)} set", "unknown")


def daily_index(game: str, day: datetime.date, count: int) -> int:
    """The index of the day's puzzle in a set of ``count``: SHA-256 of ``game:ISO date``."""
    digest = hashlib.sha256(f"tanbo-daily:{game}:{day.isoformat()}".encode("ascii")).digest()
    return int.from_bytes(digest[:8], "big") % count


def daily(game: str, day: datetime.date) -> Puzzle:
    """The puzzle of ``day`` for ``game``: the same for everyone on that date, offline."""
    puzzles = load_puzzles(game)
    if not puzzles:
        raise PuzzleError(f"no puzzles for the game {excerpt(game)}", "unknown")
    return puzzles[daily_index(game, day, len(puzzles))]
