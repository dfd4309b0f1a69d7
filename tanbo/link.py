"""Game links: a whole game in the fragment of a web address (issue 13).

The site is static, so a game travels in its link: a player moves, sends the
link, the friend opens it, answers and sends the new link back. A link is the
site's address, ``#`` and a fragment such as::

    v2.tanbo.19x19.dense.j11k12j9k8.542381
    v2.deago.13x13.5.g8-h8f6.295664
    v2.tanbo.7x7.=B1W1B1W/7/W1B1W1B/7/B1W1B1W/7/W1B1W1B_b.c6.128746

and, written by earlier versions (still opened)::

    v1.tanbo.19x19.dense.j11k12j9k8.8909

Six fields separated by ``.``:

1. ``v2``: the version of this format (``v1`` links still open; a newer one is
   refused by name);
2. the game, a key of :data:`tanbo.games.GAMES` (``tanbo``, ``deago``);
3. the board size ``WxH``;
4. the start: a setup name of that game (``spec.setups``: Tanbo's setup, DEAGO's
   neutral layout) or ``=`` and the start position text (``spec.position_format``)
   made safe for an address: ``_`` for a space, ``%XX`` (UTF-8, upper-case hex) for
   anything but letters, digits, ``/`` and ``-``;
5. the moves, each move's text (``state.move_text``) written one after the other,
   a pass as ``-``: unambiguous, since every point name is a file letter followed
   by a rank number (empty before the first move); a final ``=`` records a draw
   agreed by the players (games with draws, on a position that is not over);
6. a six-digit check code over everything before it (the *body*): the CRC-16
   (CCITT, ``binascii.crc_hqx``, start value 0) of the body's ASCII bytes as five
   decimal digits, then the body's length modulo 10, so that a link cut short in a
   chat or changed by hand is refused, not opened as another game.

Why ``v2``'s check catches **every** single-character substitution, insertion,
deletion and transposition of two neighbours, anywhere in the link (``v1``'s four
digits, CRC-32 modulo 10000, let about 1 in 10,000 through):

* Within the body, a substitution changes one byte and a transposition two
  neighbouring bytes: the difference is a burst of at most 16 bits. A CRC whose
  generator has degree 16 and a constant term (x^16 + x^12 + x^5 + 1) divides no
  non-zero burst shorter than 17 bits, so the CRC changes.
* An insertion or a deletion in the body changes its length by one, so the last
  digit (length modulo 10) changes.
* The code is exactly six digits after the last ``.`` (no ``.`` in it): an edit
  inside the code or to the ``.`` before it either changes a digit (the body is
  unchanged, so its code no longer matches), makes the last field something other
  than six digits, or (deleting that ``.`` after an empty moves field) shortens the
  body by one, caught by the length digit.
* ``v2`` made ``v1`` is read with ``v1``'s four-digit code and refused, and the
  reverse likewise; any other version is refused by name.

``tests/core/test_link_check.py`` applies every such edit, over the link alphabet, to sample
links of both games. A trailing ``.`` added to a link is not an edit of the link: it
is the punctuation of the sentence around it, which :func:`fragment_of` drops.

Every character is one a browser keeps as it is in an address (no percent-encoding
by the address bar), and 300 plies of 19x19 take about 850 characters.

:func:`parse_link` checks a link strictly (``format_link(parse_link(s)) == s`` for
every accepted ``v2`` fragment ``s``; a ``v1`` one is written back as ``v2``; a whole
address ``https://…/#…`` is accepted too) and
:meth:`GameLink.replay` plays its moves; :func:`open_link` does both. Every problem
raises :class:`~tanbo.errors.LinkError` naming what is wrong (for a move: the ply,
the move and the reason). No pygame here: the UI, the command line and tools share it.
"""

from __future__ import annotations

import binascii
import importlib
import os
import re
import zlib
from dataclasses import dataclass

from tanbo.errors import LinkError, TanboError
from tanbo.game import GameSpec, GameState
from tanbo.games import GAMES
from tanbo.limits import excerpt

__all__ = [
    "VERSION",
    "PASS_TOKEN",
    "MAX_LINK_CHARS",
    "DEFAULT_SITE_URL",
    "GameLink",
    "format_link",
    "parse_link",
    "open_link",
    "link_of",
    "fragment_of",
    "link_url",
    "site_url",
    "encode_position",
    "decode_position",
]

VERSION = "v2"
"""The version :func:`format_link` writes."""
VERSIONS = ("v1", "v2")
"""The versions :func:`parse_link` reads."""
PASS_TOKEN = "-"
PASS_TEXT = "pass"  # what ``move_text`` writes for a pass (DEAGO)
AGREED_DRAW_TOKEN = "="
MAX_LINK_CHARS = 20_000
CHECK_DIGITS = {"v1": 4, "v2": 6}
DEFAULT_SITE_URL = ""
"""The site's address when neither ``$TANBO_SITE_URL`` nor the web build says it.

Empty: a native build that does not know where the site lives shares ``#<fragment>``
alone, which the game still opens when pasted. Set ``TANBO_SITE_URL`` (the Pages
workflow stamps it into web builds) to share a clickable address.
"""

_FIELDS = ("version", "game", "size", "start", "moves", "check code")
_LINK_CHARS_RE = re.compile(r"[A-Za-z0-9._/=%-]*")
_VERSION_RE = re.compile(r"v[0-9]+")
_CHECK_RES = {v: re.compile(rf"[0-9]{{{n}}}") for v, n in CHECK_DIGITS.items()}
_SIZE_RE = re.compile(r"([1-9][0-9]?)x([1-9][0-9]?)")
_GAME_RE = re.compile(r"[a-z][a-z0-9]*")
_TOKEN_RE = re.compile(r"[a-z][1-9][0-9]?|-")
_POINT_TEXT_RE = re.compile(r"[a-z][1-9][0-9]?")
_SAFE = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789/-")
_COLOURS = {1: "black", 2: "white"}
_OPENERS = "<([{\"'«"
_CLOSERS = ".,;:!?>)]}\"'»"


@dataclass(frozen=True)
class GameLink:
    """A game as a link holds it: game, size, start (setup or position), move texts.

    Exactly one of ``setup`` and ``position`` is set. ``moves`` are the texts
    ``state.move_text`` writes (``"pass"`` for a pass); ``agreed_draw`` says the
    players agreed a draw after them.
    """

    game: str
    width: int
    height: int
    setup: str | None = None
    position: str | None = None
    moves: tuple[str, ...] = ()
    agreed_draw: bool = False

    @property
    def spec(self) -> GameSpec:
        """The rule set (``LinkError`` if unknown)."""
        spec = GAMES.get(self.game)
        if spec is None:
            raise LinkError(
                f"unknown game {_excerpt(self.game)} in the link: expected {_game_names()}"
            )
        return spec

    @property
    def size_text(self) -> str:
        """The size as ``WxH``."""
        return f"{self.width}x{self.height}"

    def start_state(self) -> GameState:
        """The position the moves start from (``LinkError`` if it is not valid)."""
        spec = self.spec
        try:
            if self.position is not None:
                state = spec.from_text(self.position)
                size = state.geometry.size_text
                if size != self.size_text:
                    raise LinkError(
                        f"the link's size {self.size_text} does not match its start "
                        f"position's {size}"
                    )
                return state
            if self.setup is None:
                raise LinkError("the link has no start (a setup or a position)")
            return spec.new_state(self.width, self.height, self.setup)
        except LinkError:
            raise
        except TanboError as exc:
            raise LinkError(f"bad start in the link: {exc}") from exc

    def replay(self) -> GameState:
        """Play the moves from the start; ``LinkError`` names the bad ply, move and reason."""
        state = self.start_state()
        for ply, text in enumerate(self.moves, 1):
            side = _COLOURS.get(state.to_move, "?")
            try:
                state.push(state.parse_move(text))
            except TanboError as exc:
                reason = getattr(exc, "reason", "") or str(exc)
                raise LinkError(
                    f"bad move in the link at ply {ply} ({side} to move), {text!r}: {reason}"
                ) from exc
        if self.agreed_draw and (not self.spec.has_draw or state.is_over):
            why = "the game is over" if state.is_over else f"{self.spec.title} has no draws"
            raise LinkError(f"the link ends with a draw by agreement, but {why}")
        return state


def _game_names() -> str:
    return ", ".join(GAMES)


def encode_position(text: str) -> str:
    """A position text made safe for a link field (see the module docstring).

    ``LinkError`` for text that is not a string or cannot be UTF-8 (a lone surrogate).
    """
    if not isinstance(text, str):
        raise LinkError(f"a start position must be text, got {type(text).__name__}")
    out: list[str] = []
    for ch in text:
        if ch in _SAFE:
            out.append(ch)
        elif ch == " ":
            out.append("_")
        else:
            try:
                data = ch.encode("utf-8")
            except UnicodeEncodeError:
                raise LinkError(
                    f"the start position cannot be put in a link: {ch!r} is not a character"
                ) from None
            out.extend(f"%{b:02X}" for b in data)
    return "".join(out)


def decode_position(field: str) -> str:
    """The position text of an encoded field (``LinkError`` if malformed or non-canonical)."""
    if not isinstance(field, str):
        raise LinkError(f"a start position field must be text, got {type(field).__name__}")
    data = bytearray()
    i = 0
    while i < len(field):
        ch = field[i]
        if ch == "%":
            code = field[i + 1 : i + 3]
            if not re.fullmatch(r"[0-9A-F]{2}", code):
                raise LinkError(
                    f"malformed start position in the link at {field[i : i + 3]!r}: "
                    "'%' must be followed by two upper-case hex digits"
                )
            data.append(int(code, 16))
            i += 3
            continue
        if ch != "_" and ch not in _SAFE:
            raise LinkError(
                f"malformed start position in the link: unexpected character {ch!r} "
                f"at position {i + 1}"
            )
        data.extend(b" " if ch == "_" else ch.encode("ascii"))
        i += 1
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise LinkError("malformed start position in the link: not UTF-8 text") from exc
    if encode_position(text) != field:
        raise LinkError(
            f"non-canonical start position in the link {excerpt(field, 700)}: "
            f"expected {excerpt(encode_position(text), 700)}"
        )
    return text


def _check_code(body: str, version: str = VERSION) -> str:
    """The check code of a link's body (everything before its last ``.``) in ``version``."""
    data = body.encode("ascii")
    if version == "v1":
        return f"{zlib.crc32(data) % 10_000:04d}"
    return f"{binascii.crc_hqx(data, 0):05d}{len(data) % 10}"


def _move_token(text: str) -> str:
    if text == PASS_TEXT:
        return PASS_TOKEN
    if _POINT_TEXT_RE.fullmatch(text) is None:
        raise LinkError(
            f"move {_excerpt(text)} cannot be written in a link (expected a point or a pass)"
        )
    return text


def format_link(link: GameLink) -> str:
    """The link fragment of a game (no ``#``); see the module docstring."""
    if (link.setup is None) == (link.position is None):
        raise LinkError("a link needs exactly one start: a setup or a position")
    start = link.setup if link.setup is not None else "=" + encode_position(link.position or "")
    moves = "".join(_move_token(m) for m in link.moves)
    if link.agreed_draw:
        moves += AGREED_DRAW_TOKEN
    body = ".".join((VERSION, link.game, link.size_text, start, moves))
    return f"{body}.{_check_code(body)}"


def fragment_of(text: str) -> str:
    """The fragment of a whole address ``https://…/#…`` (whatever precedes the ``#``),
    ``#…`` or a bare fragment.

    Surrounding white space and the punctuation a sentence or chat puts around a link
    (``<…>``, ``(…)``, quotes, a final ``.``) are ignored: a link ends with its check
    code's digits, so nothing of the link itself is ever dropped.
    """
    if not isinstance(text, str):
        raise LinkError(f"a link must be text, got {type(text).__name__}")
    text = text.strip().lstrip(_OPENERS).rstrip(_CLOSERS)
    if "#" in text:
        text = text.partition("#")[2]  # the address (or a pasted sentence) before it
    if not text:
        raise LinkError("no game in the link: nothing after the '#'")
    return text


def _excerpt(text: str, limit: int = 40) -> str:
    return excerpt(text, limit)


def parse_link(text: str) -> GameLink:
    """Parse a link fragment (or a whole address) strictly; ``LinkError`` says what is wrong.

    Checks the version, the characters, the check code (a link cut short or
    changed by hand), the game, size and start, and the syntax of the moves; the
    moves are played by :meth:`GameLink.replay` (or use :func:`open_link`).
    Reads ``v1`` and ``v2`` links (:data:`VERSIONS`); :func:`format_link` writes ``v2``.
    """
    frag = fragment_of(text)
    if len(frag) > MAX_LINK_CHARS:
        raise LinkError(f"the link is too long ({len(frag)} characters, at most {MAX_LINK_CHARS})")
    version = frag.split(".", 1)[0]
    if _VERSION_RE.fullmatch(version) is None:
        raise LinkError(
            f"not a game link: {_excerpt(frag)} does not start with the version {VERSION!r}"
        )
    if version not in VERSIONS:
        raise LinkError(
            f"unknown link version {_excerpt(version)}: this version of the game reads "
            f"{' and '.join(map(repr, VERSIONS))} links (was it made by a newer version?)"
        )
    bad = _LINK_CHARS_RE.match(frag)
    assert bad is not None
    if bad.end() != len(frag):
        raise LinkError(
            f"unexpected character {frag[bad.end()]!r} at position {bad.end() + 1} of the link"
        )
    body, _, check = frag.rpartition(".")
    if _CHECK_RES[version].fullmatch(check) is None:
        raise LinkError(
            f"the link is cut short: it ends with {_excerpt(frag[-12:])}, not with '.' and its "
            f"{CHECK_DIGITS[version]}-digit check code"
        )
    if _check_code(body, version) != check:
        raise LinkError(
            f"the link was cut short or changed by hand: its check code {check} does not "
            "match its content"
        )
    fields = body.split(".")
    if len(fields) != len(_FIELDS) - 1:
        raise LinkError(
            f"malformed link: expected {len(_FIELDS)} fields separated by '.' "
            f"({', '.join(_FIELDS)}), got {len(fields) + 1}"
        )
    _, game, size, start, moves = fields
    if _GAME_RE.fullmatch(game) is None or game not in GAMES:
        raise LinkError(f"unknown game {_excerpt(game)} in the link: expected {_game_names()}")
    spec = GAMES[game]
    m = _SIZE_RE.fullmatch(size)
    if m is None:
        raise LinkError(
            f"malformed size {_excerpt(size)} in the link: expected WxH such as '19x19'"
        )
    width, height = int(m.group(1)), int(m.group(2))
    if start.startswith("="):
        link = GameLink(game, width, height, position=decode_position(start[1:]))
    elif start in spec.setups:
        link = GameLink(game, width, height, setup=start)
    else:
        raise LinkError(
            f"unknown start {_excerpt(start)} for {spec.title} in the link: expected one of "
            f"{', '.join(spec.setups)} or '=' and a position"
        )
    link.start_state()  # size and position checks
    agreed = moves.endswith(AGREED_DRAW_TOKEN)
    tokens = _tokens(moves[: len(moves) - agreed])
    # Every field above is checked in its canonical form, so format_link(result) == frag
    # (for a v2 link; a v1 link is written again as v2).
    return GameLink(
        game,
        width,
        height,
        link.setup,
        link.position,
        tuple(PASS_TEXT if t == PASS_TOKEN else t for t in tokens),
        agreed,
    )


def _tokens(moves: str) -> list[str]:
    tokens: list[str] = []
    pos = 0
    while pos < len(moves):
        m = _TOKEN_RE.match(moves, pos)
        if m is None:
            raise LinkError(
                f"malformed moves in the link after {len(tokens)} moves, at "
                f"{_excerpt(moves[pos : pos + 8], 8)}: each move is a point such as 'c6' "
                f"or {PASS_TOKEN!r} for a pass (a final {AGREED_DRAW_TOKEN!r}: an agreed draw)"
            )
        tokens.append(m.group())
        pos = m.end()
    return tokens


def open_link(text: str) -> tuple[GameLink, GameState]:
    """Parse a link and play its moves: the game at its last move (``LinkError`` if bad)."""
    link = parse_link(text)
    return link, link.replay()


def link_of(
    state: GameState, start_position: str | None = None, agreed_draw: bool = False
) -> GameLink:
    """The link of ``state``'s game: its setup (or ``start_position``) and pushed moves.

    Pass ``start_position`` (the start's position text) for a game that did not
    start from a setup of its game, and ``agreed_draw`` when the players agreed a draw.
    """
    setup = None if start_position is not None else state.setup
    if setup is None and start_position is None:
        raise LinkError("a game from a hand-built position needs its start position for a link")
    return GameLink(
        game=state.game_name,
        width=state.geometry.width,
        height=state.geometry.height,
        setup=setup,
        position=start_position,
        moves=tuple(state.move_text(m) for m in state.move_stack),
        agreed_draw=agreed_draw,
    )


def link_url(fragment: str, base: str | None = None) -> str:
    """The whole address: ``base`` (default :func:`site_url`) without its own ``#…``, then
    ``#`` and the fragment; just ``#<fragment>`` when no base is known."""
    if base is None:
        base = site_url()
    return f"{base.partition('#')[0]}#{fragment}"


def site_url() -> str:
    """The site's address: ``$TANBO_SITE_URL``, else the web build's, else the default."""
    env = os.environ.get("TANBO_SITE_URL", "").strip()
    if env:
        return env
    try:
        info = importlib.import_module("tanbo._build_info")  # written into web builds only
    except ImportError:
        return DEFAULT_SITE_URL
    url = getattr(info, "SITE_URL", "")
    return url if isinstance(url, str) and url else DEFAULT_SITE_URL
