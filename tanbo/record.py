"""Game records of every game in :data:`tanbo.games.GAMES`: a PGN-like tag header,
then the moves; strict load/save.

A record looks like this (one tag per line, a blank line, then one line per
move number; a record from a White-to-move position starts with ``1... <move>``)::

    [Game "Tanbo"]                [Game "DEAGO"]
    [Size "7x7"]                  [Size "19x19"]
    [Setup "dense"]               [Neutral "9"]
    [Result "black wins"]         [Result "draw"]

    1. b6 d7                      1. j9 pass
    2. e6                         2. pass

Required tags, first and in this order: ``Game`` (the game's ``record_name``:
``Tanbo`` or ``DEAGO``), ``Size`` (``WxH``), then the game's ``setup_tag``
(Tanbo ``Setup`` ``dense``/``classic``; DEAGO ``Neutral`` ``9``/``5``/``0``) for
a game from a start position, or ``FEN`` (the game's position text: TFEN or
DFEN) for a game from a hand-built position. Any other tags follow (``Black``,
``White``, ``Date``, ``Result``…), each name once. ``Result`` is ``ongoing``,
``black wins``, ``white wins`` or (games with draws) ``draw``, and must agree
with the moves — except that a draw by agreement is recorded as ``[Result
"draw"]`` with ``[Termination "agreement"]`` on a position that is not over.
Moves are points, or ``pass`` in games with passes. Tag values escape ``\\``
and ``"`` with a backslash.

:func:`parse_record` checks syntax and :meth:`GameRecord.replay` the moves;
both raise :class:`~tanbo.errors.RecordError` with a message quoting the bad
line or move (shortened with "…": :func:`tanbo.limits.excerpt`). Text over
:data:`tanbo.limits.MAX_INPUT_BYTES` is refused before any work, and
:func:`load_record` reads at most that much of a file; move numbers are compared
as text, so no number is too long to read. ``format_record(parse_record(s)) == s``
for every accepted ``s``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from tanbo.errors import RecordError, TanboError
from tanbo.game import BLACK, WHITE
from tanbo.limits import MAX_INPUT_BYTES, InputTooLargeError, check_size, excerpt, read_text_limited

if TYPE_CHECKING:
    from tanbo.game import GameSpec, GameState

__all__ = [
    "GameRecord",
    "parse_record",
    "format_record",
    "load_record",
    "save_record",
    "result_text",
    "RESULTS",
    "DRAW_RESULT",
    "AGREEMENT",
    "normalise_record",
]

RESULTS = ("ongoing", "black wins", "white wins", "draw")
DRAW_RESULT = "draw"
AGREEMENT = "agreement"  # the Termination tag of a draw by agreement
_TAG_RE = re.compile(r'\[([A-Za-z][A-Za-z0-9_]*) "((?:[^"\\\n]|\\["\\])*)"\]')
_COMMENT = r"(?: \{([^{}\n]+)\})?"  # a comment after a move: {text}, no braces or newlines
_MOVE_LINE_RE = re.compile(
    r"([1-9][0-9]*)(\.|\.\.\.) ([^\s{}]+)" + _COMMENT + r"(?: ([^\s{}]+)" + _COMMENT + ")?"
)
_REQUIRED = ("Game", "Size")
MAX_RECORD_CHARS = MAX_INPUT_BYTES  # the one input limit (tanbo.limits)


def result_text(state: GameState) -> str:
    """``ongoing``, ``black wins``, ``white wins`` or ``draw`` for a position."""
    if state.winner == BLACK:
        return "black wins"
    if state.winner == WHITE:
        return "white wins"
    return "ongoing" if state.winner == 0 else DRAW_RESULT


def _spec(name: str) -> GameSpec:
    from tanbo.games import GAMES

    return GAMES[name]


def _spec_of_record_name(value: str, shown: str) -> GameSpec:
    """The spec whose record name is ``value`` (``shown``: how to quote it in an error)."""
    from tanbo.games import GAMES

    for spec in GAMES.values():
        if spec.record_name == value:
            return spec
    names = ", ".join(spec.record_name for spec in GAMES.values())
    raise RecordError(f"unknown Game {shown}: expected one of {names}")


@dataclass
class GameRecord:
    """A game: its start (size + setup, or a position text), its moves as text, and tags.

    ``game`` is the key of the game in :data:`tanbo.games.GAMES`; ``setup`` is the
    value of that game's setup tag (Tanbo's setup, DEAGO's neutral layout).
    """

    size: str = "7x7"
    setup: str | None = "dense"
    fen: str | None = None
    moves: list[str] = field(default_factory=list)
    tags: dict[str, str] = field(default_factory=dict)  # extra tags, in order
    game: str = "tanbo"
    comments: dict[int, str] = field(default_factory=dict)
    """Text after a move in braces (``1. c3 {…}``), by the move's 1-based ply."""

    @classmethod
    def from_state(
        cls,
        state: GameState,
        start_fen: str | None = None,
        *,
        agreed_draw: bool = False,
        comments: dict[int, str] | None = None,
        **tags: str,
    ) -> GameRecord:
        """The record of ``state``'s pushed moves.

        Pass ``start_fen`` when the game did not start from an official setup.
        A ``Result`` tag is added from the position; with ``agreed_draw`` (a game
        with draws, not over) the result is a draw by agreement (``Result`` draw,
        ``Termination`` agreement). ``comments`` go after the moves (by 1-based ply).
        """
        spec = _spec(state.game_name)
        rec = cls(
            size=state.geometry.size_text,
            setup=None if start_fen else (state.setup or spec.default_setup),
            fen=start_fen,
            moves=[state.move_text(m) for m in state.move_stack],
            tags=dict(tags),
            game=spec.name,
            comments=dict(comments or {}),
        )
        if agreed_draw:
            if not spec.has_draw or state.is_over:
                raise RecordError(
                    f"a draw by agreement needs a {spec.title} game with draws that is not over"
                )
            rec.tags["Result"] = DRAW_RESULT
            rec.tags["Termination"] = AGREEMENT
        else:
            rec.tags["Result"] = result_text(state)
        return rec

    @property
    def spec(self) -> GameSpec:
        """The rule set of this record."""
        return _spec(self.game)

    def start_state(self) -> GameState:
        """The start position the moves are played from (``RecordError`` if bad)."""
        spec = self.spec
        try:
            if self.fen is not None:
                state = spec.from_text(self.fen)
                if state.geometry.size_text != self.size:
                    raise RecordError(
                        f"record Size {excerpt(self.size)} does not match its FEN "
                        f"{excerpt(self.fen, 700)}"
                    )
                return state
            w, h = spec.parse_size(self.size)
            return spec.new_state(w, h, self.setup or "")
        except RecordError:
            raise
        except TanboError as exc:
            raise RecordError(f"bad record start: {exc}") from exc

    def agreed_draw(self) -> bool:
        """True when the record says the game was drawn by agreement."""
        return self.tags.get("Termination") == AGREEMENT

    def replay(self) -> GameState:
        """Play the moves from the start; ``RecordError`` names the bad ply and move."""
        state = self.start_state()
        for ply, text in enumerate(self.moves, 1):
            side = "black" if state.to_move == BLACK else "white"
            try:
                state.push(state.parse_move(text))
            except TanboError as exc:
                raise RecordError(
                    f"ply {ply} ({side} to move), move {excerpt(text, 20)}: {exc}"
                ) from exc
        claimed = self.tags.get("Result")
        if self.agreed_draw():
            if state.is_over:
                raise RecordError(
                    f"record Result {excerpt(claimed or '')} by agreement needs a game that "
                    "is not over, "
                    f"but the moves end it ({result_text(state)!r})"
                )
        elif claimed is not None and claimed != result_text(state):
            raise RecordError(
                f"record Result {excerpt(claimed)} does not match the moves "
                f"({result_text(state)!r})"
            )
        return state


def _names_text(names: list[str], limit: int = 8) -> str:
    """The tag names of a header, the first ``limit`` of them (a header may be huge)."""
    shown = ", ".join(excerpt(n, 30) for n in names[:limit])
    more = f", … ({len(names):,} tags)" if len(names) > limit else ""
    return f"[{shown}{more}]"


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


def _unescape(value: str) -> str:
    return re.sub(r"\\(.)", r"\1", value)


def _white_first(rec: GameRecord) -> bool:
    return rec.fen is not None and rec.start_state().to_move == WHITE


def format_record(rec: GameRecord) -> str:
    """The record as text (ends with a newline)."""
    spec = rec.spec
    tags: list[tuple[str, str]] = [("Game", spec.record_name), ("Size", rec.size)]
    if rec.fen is not None:
        tags.append(("FEN", rec.fen))
    else:
        tags.append((spec.setup_tag, rec.setup or ""))
    tags.extend(rec.tags.items())
    lines = [f'[{k} "{_escape(v)}"]' for k, v in tags]
    lines.append("")
    moves = []
    for ply, move in enumerate(rec.moves, start=1):
        comment = rec.comments.get(ply)
        if comment is None:
            moves.append(move)
            continue
        if not comment or _BAD_COMMENT.search(comment):
            raise RecordError(
                f"a comment cannot be empty or hold braces or a newline: {excerpt(comment)}"
            )
        moves.append(f"{move} {{{comment}}}")
    number = 1
    if _white_first(rec) and moves:
        lines.append(f"1... {moves.pop(0)}")
        number = 2
    for i in range(0, len(moves), 2):
        lines.append(f"{number}. " + " ".join(moves[i : i + 2]))
        number += 1
    return "\n".join(lines) + "\n"


_BAD_COMMENT = re.compile(r"[{}\n]")


def parse_record(text: str) -> GameRecord:
    """Parse record text strictly (syntax only; see :meth:`GameRecord.replay`)."""
    if not isinstance(text, str):
        raise RecordError(f"a record must be text, got {type(text).__name__}")
    try:
        check_size(len(text), "the record", MAX_RECORD_CHARS)
    except InputTooLargeError as exc:
        raise RecordError(str(exc)) from None
    if not text.endswith("\n"):
        raise RecordError("malformed record: it must end with a newline")
    lines = text[:-1].split("\n")
    tags: list[tuple[str, str]] = []
    raw: dict[str, str] = {}  # tag name -> its line, to quote an empty value
    i = 0
    while i < len(lines) and lines[i] != "":
        m = _TAG_RE.fullmatch(lines[i])
        if m is None:
            raise RecordError(
                f'malformed tag line {i + 1}: {excerpt(lines[i])} (expected [Name "value"])'
            )
        tags.append((m.group(1), _unescape(m.group(2))))
        raw[m.group(1)] = lines[i]
        i += 1

    def quoted(name: str, value: str) -> str:
        return excerpt(value) if value else f"(empty) in {excerpt(raw[name])}"

    if i >= len(lines):
        raise RecordError("malformed record: no blank line after the tags")
    names = [k for k, _ in tags]
    seen: set[str] = set()
    for n, name in enumerate(names, 1):
        if name in seen:
            raise RecordError(
                f"malformed record: tag {excerpt(name)} is repeated (tag line {n}); "
                "each tag may be given once"
            )
        seen.add(name)
    if not names:
        raise RecordError('malformed record: no tags before the blank line (expected [Game "…"])')
    if names[0] != "Game":
        raise RecordError(f"malformed record header {_names_text(names)}: expected Game first")
    spec = _spec_of_record_name(tags[0][1], quoted("Game", tags[0][1]))
    setup_tag = spec.setup_tag
    if names[:2] != list(_REQUIRED) or len(names) < 3 or names[2] not in (setup_tag, "FEN"):
        raise RecordError(
            f"malformed record header {_names_text(names)}: expected Game, Size, "
            f"then {setup_tag} or FEN"
        )
    values = dict(tags)
    rec = GameRecord(
        size=values["Size"], setup=values.get(setup_tag), fen=values.get("FEN"), game=spec.name
    )
    if rec.fen is None and rec.setup not in spec.setups:
        raise RecordError(
            f"unknown {setup_tag} {quoted(setup_tag, rec.setup or '')}: "
            f"expected one of {', '.join(spec.setups)}"
        )
    for name in ("Size", "FEN"):
        if values.get(name) == "":
            raise RecordError(f"bad record header: {name} {quoted(name, '')}")
    if rec.fen is None:
        try:
            size = spec.parse_size(rec.size)
        except TanboError as exc:
            raise RecordError(f"bad record header: {exc}") from exc
        sizes = spec.sizes(rec.setup or "")
        if size not in sizes:
            raise RecordError(
                f"bad record header: Size {excerpt(rec.size)} is not played with {setup_tag} "
                f"{rec.setup!r}: expected one of {', '.join(f'{w}x{h}' for w, h in sizes)}"
            )
    try:
        rec.start_state()
    except RecordError as exc:
        raise RecordError(str(exc).replace("bad record start", "bad record header")) from exc
    rec.tags = {k: v for k, v in tags[3:]}
    if setup_tag in rec.tags or "FEN" in rec.tags:
        raise RecordError(
            f"malformed record: both {setup_tag} and FEN given (tags {setup_tag!r} and 'FEN')"
        )
    result = rec.tags.get("Result")
    if result is not None and result not in spec.results:
        raise RecordError(
            f"unknown Result {quoted('Result', result)}: expected one of {', '.join(spec.results)}"
        )
    if rec.agreed_draw() and result != DRAW_RESULT:
        raise RecordError(
            f"Termination {AGREEMENT!r} needs Result {DRAW_RESULT!r}, got {excerpt(result or '')}"
        )
    body = lines[i + 1 :]
    expected = 1
    white_first = _white_first(rec)
    for n, line in enumerate(body):
        m = _MOVE_LINE_RE.fullmatch(line)
        first = n == 0 and white_first
        if (
            m is None
            or m.group(1) != str(expected)  # text, not int(): any number of digits is safe
            or (m.group(2) == "...") != first
            or (first and m.group(5) is not None)
            or (m.group(5) is None and not first and n != len(body) - 1)
        ):
            want = f"{expected}... <move>" if first else f"{expected}. <move> <move>"
            if not line:
                where = f"move line {n + 1}"
                raise RecordError(f"blank line among the moves ({where}): expected {want!r}")
            raise RecordError(f"malformed move line {excerpt(line)}: expected {want!r}")
        rec.moves.append(m.group(3))
        if m.group(4) is not None:
            rec.comments[len(rec.moves)] = m.group(4)
        if m.group(5) is not None:
            rec.moves.append(m.group(5))
            if m.group(6) is not None:
                rec.comments[len(rec.moves)] = m.group(6)
        expected += 1
    if format_record(rec) != text:
        raise RecordError("non-canonical record text (extra spaces or lines)")
    return rec


def load_record(path: str | Path) -> GameRecord:
    """Read and parse a record file (``RecordError`` for bad content, encoding or size).

    The file is read by at most :data:`~tanbo.limits.MAX_INPUT_BYTES` + 1 bytes
    (:func:`~tanbo.limits.read_text_limited`), so a huge file, a sparse one or
    ``/dev/zero`` is refused after reading one limit's worth.
    """
    shown = excerpt(str(path), 200)
    try:
        text = read_text_limited(path, f"record {shown}", MAX_RECORD_CHARS)
    except InputTooLargeError as exc:
        raise RecordError(str(exc)) from None
    except OSError as exc:
        raise RecordError(f"cannot read record {shown}: {exc.strerror or exc}") from exc
    except UnicodeDecodeError as exc:
        raise RecordError(f"record {shown} is not UTF-8 text") from exc
    return parse_record(text)


def save_record(rec: GameRecord, path: str | Path) -> None:
    """Write a record file (UTF-8)."""
    Path(path).write_text(format_record(rec), encoding="utf-8")


_LOOSE_TAG_RE = re.compile(r'\s*\[\s*([A-Za-z][A-Za-z0-9_]*)\s+"((?:[^"\\]|\\["\\])*)"\s*\]')
_LOOSE_NUMBER_RE = re.compile(r"([1-9][0-9]*\.(?:\.\.)?)(\S*)")


def normalise_record(text: str) -> str | None:
    """A whitespace-mangled record rebuilt in its canonical layout, or ``None``.

    Pasting through a chat often joins a record onto one line or changes its
    line breaks and spaces. Only whitespace is rebuilt, and only when that is
    unambiguous: the text must start with the tags (``[Name "value"]``, spaces
    inside values kept), and after them every move number (``1.``/``1...``,
    also glued to its move as ``1.b6``) starts a move line; words inside a
    comment (``{...}``) are the comment's, joined by single spaces. Anything else gives
    ``None``; the result still goes through the strict :func:`parse_record`.

    Linear in the text; text over :data:`~tanbo.limits.MAX_INPUT_BYTES` characters
    gives ``None`` at once (:func:`parse_record` says why it is refused).
    """
    if len(text) > MAX_RECORD_CHARS:
        return None
    pos, tags = 0, []
    while m := _LOOSE_TAG_RE.match(text, pos):
        tags.append(f'[{m.group(1)} "{m.group(2)}"]')
        pos = m.end()
    if not tags:
        return None
    moves: list[list[str]] = []  # each move line as its words (joined once, at the end)
    in_comment = False  # inside {...}: words are the comment's, never move numbers
    for token in text[pos:].split():
        if in_comment or token.startswith("{"):
            if not moves:
                return None
            in_comment = not token.endswith("}")
            moves[-1].append(token)
            continue
        m = _LOOSE_NUMBER_RE.fullmatch(token)
        if m is not None:
            moves.append([m.group(1)])
            token = m.group(2)
            if not token:
                continue
        elif not moves:
            return None  # moves before the first move number
        moves[-1].append(token)
    return "\n".join([*tags, "", *(" ".join(words) for words in moves)]) + "\n"
