"""A line of the text interface read as one command (the one parser of both faces).

A line is a command word (any language's: ``text.cmd.<command>`` in
:mod:`tanbo.ui.text_strings`) and its arguments, or a move: a point in any case
(``c4``, ``C4``) or the pass, in the game's own notation (``state.parse_move``, as GTP
reads them). :func:`parse` never raises: what it cannot read is a :class:`Command` named
``bad`` with the one line that says what was expected.
"""

from __future__ import annotations

from dataclasses import dataclass

from tanbo.errors import TanboError
from tanbo.game import GameState
from tanbo.games import GAMES
from tanbo.limits import excerpt
from tanbo.players import PLAYER_KINDS
from tanbo.ui.i18n import LANGUAGES, tr
from tanbo.ui.text_strings import COMMANDS

__all__ = ["Command", "NewGame", "parse", "parse_new", "player_key", "command_words",
           "example_point"]

MAX_LINE = 200
"""The longest line read (a longer one is cut: no command is that long)."""


@dataclass(frozen=True)
class Command:
    """A parsed line: ``name`` (a command of :data:`COMMANDS`, ``move``, ``bad`` or
    ``empty``), its arguments, the move's point for ``move``/``why``, and for ``bad``
    the line to say."""

    name: str
    args: tuple[str, ...] = ()
    point: int | None = None
    error: str = ""


def command_words() -> dict[str, str]:
    """Every command word of every language, lower case, to its command."""
    words: dict[str, str] = {}
    for lang in LANGUAGES:
        for command in COMMANDS:
            for word in tr(lang, f"text.cmd.{command}").split("|"):
                words.setdefault(word.strip().lower(), command)
    return words


def example_point(state: GameState | None) -> str:
    """A point of ``state``'s board to quote in a message ("c4"; the board's centre)."""
    if state is None:
        return "c4"
    geo = state.geometry
    return str(state.point_name(geo.index(geo.height // 2, geo.width // 2)))


def _point(lang: str, state: GameState | None, text: str) -> int | str | None:
    """``text`` as a move of ``state`` (case ignored), else the line saying what was
    expected; ``None`` without a board."""
    if state is None:
        return None
    word = text.lower()
    words = command_words()
    if words.get(word) == "pass":
        word = "pass"
    try:
        return int(state.parse_move(word))
    except TanboError:
        return tr(lang, "text.bad_point", text=excerpt(text, 20), example=example_point(state))


def parse(lang: str, line: str, state: GameState | None) -> Command:
    """``line`` as a :class:`Command`, moves read on ``state`` (``None``: no board)."""
    tokens = line[:MAX_LINE].split()
    if not tokens:
        return Command("empty")
    first, args = tokens[0], tuple(tokens[1:])
    command = command_words().get(first.lower())
    if command == "pass":
        command = None  # a move like any other
    if command == "why":
        if not args:
            return Command("bad", error=tr(lang, "text.no_point", word=first,
                                           example=example_point(state)))
        point = _point(lang, state, args[0])
        if isinstance(point, str):
            return Command("bad", error=point)
        return Command("why", args, point=point)
    if command is not None:
        return Command(command, args)
    point = _point(lang, state, first) if not args else ""
    if isinstance(point, int):
        return Command("move", point=point)
    if state is not None and isinstance(point, str) and _looks_like_point(first) and not args:
        return Command("bad", error=point)
    return Command("bad", error=tr(lang, "text.unknown", text=excerpt(line.strip(), 40),
                                   example=example_point(state)))


def _looks_like_point(text: str) -> bool:
    """A letter then digits ("z99"): a point meant, of another board."""
    return len(text) >= 2 and text[0].isascii() and text[0].isalpha() and text[1:].isdigit()


@dataclass(frozen=True)
class NewGame:
    """The choices of ``new``: the game, the board's size, and the person's opponent (a
    player kind of :data:`tanbo.players.PLAYER_KINDS`), each ``None`` when not given."""

    game: str | None = None
    size: tuple[int, int] | None = None
    opponent: str | None = None


def player_key(text: str) -> str | None:
    """A player as the command line and ``new`` name it (``human``, ``level:3``,
    ``level3``) as its kind's key, ``None`` when it names none."""
    key = text.lower().replace(":", "")
    return key if key in PLAYER_KINDS else None


def parse_new(lang: str, args: tuple[str, ...], game: str) -> NewGame | str:
    """``new``'s arguments (in any order) read for ``game``'s board, or the line saying
    what was expected."""
    chosen: str | None = None
    size: tuple[int, int] | None = None
    opponent: str | None = None
    for arg in args:
        word = arg.lower()
        if word in GAMES:
            chosen = word
            continue
        key = player_key(word)
        if key is not None:
            opponent = key
            continue
        spec = GAMES[chosen or game]
        text = word if "x" in word else f"{word}x{word}"
        try:
            size = spec.parse_size(text)
        except TanboError:
            w, h = spec.default_size
            return tr(lang, "text.bad_new", text=excerpt(arg, 20), example=f"{w}x{h}")
    if chosen is not None and size is not None:
        try:
            GAMES[chosen].parse_size(f"{size[0]}x{size[1]}")
        except TanboError as exc:
            return str(exc)
    return NewGame(chosen, size, opponent)
