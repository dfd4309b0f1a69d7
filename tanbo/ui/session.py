"""One game as the UI sees it: position, who plays each side, undo/redo, review.

Pure Python (no pygame), so its rules are tested without a display. The engine
decides legality and removals; this module only keeps history around it:

* **Undo** against the computer goes back to the human's previous turn (it pops
  the computer's reply too); between two humans it takes back one move.
* **Redo** replays undone moves in the same steps; any new move clears it.
* **Review** shows an earlier position (``view_ply``) without changing the game.
* The game round-trips through a :mod:`tanbo.record` text, with the player
  kinds stored in the ``Black`` / ``White`` tags.
* A game **played by link** (:mod:`tanbo.link`: the players send each other the
  game's link) says so in ``by_link``, kept in the record as ``[Mode "link"]``
  (PGN's tag for how a game was played).
* The **save** (:meth:`Session.save_text`) is the record with a ``SaveFormat`` tag
  (:data:`SAVE_FORMAT`); :meth:`Session.from_save_text` reads it tolerantly where
  the text is unambiguous (a byte-order mark, CRLF line ends, missing or extra
  newlines at the end) and refuses a save of a newer format
  (:class:`NewerSaveError`) rather than misread it.
* A **draw by agreement** (games whose rules allow it) ends the game without
  changing the position; the record keeps it as ``Result "draw"`` with
  ``Termination "agreement"``. Undo takes the agreement back first.
* The **questions** asked of the rules assistant (:mod:`tanbo.ui.questions`) are
  kept in ``questions`` and saved in the record's ``Questions`` tag; a new move after
  an undo drops those asked in the positions it replaces.

Any game of :data:`tanbo.games.GAMES` works: the session only uses the
:class:`~tanbo.game.GameState` interface and the game's :class:`~tanbo.game.GameSpec`.
"""

from __future__ import annotations

import re

from tanbo.errors import RecordError
from tanbo.game import BLACK, DRAW, WHITE, GameSpec, GameState
from tanbo.games import DEFAULT_GAME, GAMES
from tanbo.limits import check_size
from tanbo.link import format_link, link_of, open_link
from tanbo.players import HUMAN, PLAYER_KINDS
from tanbo.record import AGREEMENT, GameRecord, format_record, parse_record
from tanbo.ui.questions import (
    MAX_QUESTIONS,
    QUESTIONS_TAG,
    Question,
    format_questions,
    parse_questions,
)

__all__ = [
    "Session",
    "AGREEMENT",
    "LINK_MODE",
    "SAVE_FORMAT",
    "SAVE_FORMAT_TAG",
    "NewerSaveError",
    "tidy_record_text",
]

LINK_MODE = "link"  # the record's Mode tag of a game played by sending links
ANALYSIS_TAG = "Analysis"  # the record's tag of a saved analysis (with comments after moves)
SAVE_FORMAT = 1
"""The format of the app's save; a later version that saves what this one cannot read
raises it, and this version then keeps such a save instead of misreading it. Saves from
before the tag are format 1."""
SAVE_FORMAT_TAG = "SaveFormat"
_FORMAT_RE = re.compile(r'\[SaveFormat "([^"\n]{0,40})"\]')


class NewerSaveError(RecordError):
    """A save written by a newer version of the app (a ``SaveFormat`` above ours)."""


def tidy_record_text(text: str) -> str:
    """``text`` with what is unambiguous mended: a leading byte-order mark, CRLF line
    ends, and missing or extra newlines at the end (a record ends with one newline,
    two after a tag line when there are no moves)."""
    text = text.removeprefix("\ufeff").replace("\r\n", "\n")
    body = text.rstrip("\n")
    return body + ("\n\n" if body.endswith("]") else "\n")


def save_format(text: str) -> int | None:
    """The ``SaveFormat`` of a save's header (``None`` if absent; ``NewerSaveError`` if
    it is not a number this version knows)."""
    header = text.partition("\n\n")[0]
    found = None
    for line in header.split("\n"):
        m = _FORMAT_RE.fullmatch(line)
        if m is not None:
            found = m.group(1)
    if found is None:
        return None
    if not (found.isascii() and found.isdigit()) or int(found) > SAVE_FORMAT:
        raise NewerSaveError(
            f"it was saved by a newer version of the app (save format {found!r}; "
            f"this version reads {SAVE_FORMAT})"
        )
    return int(found)


class Session:
    """A game in progress with its players, redo stack and review position."""

    def __init__(
        self,
        width: int | None = None,
        height: int | None = None,
        setup: str | None = None,
        players: tuple[str, str] = (HUMAN, HUMAN),
        *,
        game: str = DEFAULT_GAME,
    ) -> None:
        spec = GAMES[game]  # what is not given is the game's default
        w, h = spec.default_size
        self.state: GameState = spec.new_state(
            w if width is None else width,
            h if height is None else height,
            spec.default_setup if setup is None else setup,
        )
        self.players = {BLACK: players[0], WHITE: players[1]}
        self.redo_stack: list[int] = []
        self.view_ply: int | None = None  # None = the live position
        self.start_text: str | None = None  # the position text a game from a FEN started at
        self.agreed_draw = False
        self.by_link = False  # the players send each other the game's link
        # the computer's analysis as saved with the game: the Analysis tag and the move
        # comments (tanbo.ai.analysis_text); the App keeps it up to date before saving
        self.analysis: tuple[str, dict[int, str]] | None = None
        self.questions: list[Question] = []  # asked of the rules assistant, in order

    @classmethod
    def from_position(
        cls, game: str, text: str, players: tuple[str, str] = (HUMAN, HUMAN)
    ) -> Session:
        """A session starting at a position text (TFEN, DFEN) of ``game``."""
        session = cls.__new__(cls)
        session._init_from(GAMES[game].from_text(text), players, text)
        return session

    def _init_from(
        self, state: GameState, players: tuple[str, str], start_text: str | None
    ) -> None:
        self.state = state
        self.players = {BLACK: players[0], WHITE: players[1]}
        self.redo_stack = []
        self.view_ply = None
        self.start_text = start_text
        self.agreed_draw = False
        self.by_link = False
        self.analysis = None
        self.questions = []

    # ------------------------------------------------------------------ queries

    @property
    def game(self) -> str:
        """The game's name (a key of :data:`tanbo.games.GAMES`)."""
        return str(self.state.game_name)

    @property
    def spec(self) -> GameSpec:
        """The game's spec."""
        return GAMES[self.game]

    @property
    def setup(self) -> str:
        """The starting setup name (the game's default for a game from a position)."""
        return self.state.setup or self.spec.default_setup

    @property
    def is_over(self) -> bool:
        """True when the game has ended (by the rules, or by an agreed draw)."""
        return bool(self.state.is_over) or self.agreed_draw

    @property
    def winner(self) -> int:
        """0 while playing, else the winner (``DRAW`` for a draw)."""
        return DRAW if self.agreed_draw else int(self.state.winner)

    def is_human(self, colour: int) -> bool:
        """True when ``colour`` is played by a person."""
        kind = PLAYER_KINDS.get(self.players[colour])
        return kind is None or kind.is_human

    @property
    def human_to_move(self) -> bool:
        """True when the live position waits for a person's move."""
        return not self.is_over and self.is_human(self.state.to_move)

    @property
    def reviewing(self) -> bool:
        """True when an earlier position is shown."""
        return self.view_ply is not None

    def start_state(self) -> GameState:
        """A fresh copy of the position the game started from."""
        if self.start_text is not None:
            return self.spec.from_text(self.start_text)
        geo = self.state.geometry
        return self.spec.new_state(geo.width, geo.height, self.setup)

    def view_state(self) -> GameState:
        """The position on screen: the live one, or the reviewed one (a fresh replay)."""
        if self.view_ply is None:
            return self.state
        view = self.start_state()
        for move in self.state.move_stack[: self.view_ply]:
            view.push(move)
        return view

    # ------------------------------------------------------------------ changes

    def play(self, point: int) -> object:
        """Play a move in the live position (``IllegalMoveError`` if illegal).

        Returns what the engine's ``push`` returns (Tanbo: removed roots;
        DEAGO: the move's effect).
        """
        if self.agreed_draw:
            raise RecordError("the game ended in a draw by agreement")
        ply = self.state.ply
        effect = self.state.push(point)
        self.redo_stack.clear()
        self.view_ply = None
        self.questions = [q for q in self.questions if q.ply <= ply]  # the undone line's go
        return effect

    def add_question(self, question: Question) -> None:
        """Keep a question asked of the rules assistant (the oldest go past the limit)."""
        self.questions = [*self.questions, question][-MAX_QUESTIONS:]

    def agree_draw(self) -> None:
        """End the game as a draw agreed by both players."""
        self.agreed_draw = True
        self.redo_stack.clear()
        self.view_ply = None

    def undo(self) -> int:
        """Take back to the previous turn of a human; returns the number of plies undone.

        An agreed draw is taken back first (it counts as one step, 0 plies).
        """
        self.view_ply = None
        if self.agreed_draw:
            self.agreed_draw = False
            return 0
        undone = 0
        while self.state.move_stack:
            self.redo_stack.append(self.state.pop())
            undone += 1
            if self.is_human(self.state.to_move) or not self._any_human():
                break
        return undone

    def redo(self) -> int:
        """Replay undone moves up to the next human turn; returns the number replayed."""
        self.view_ply = None
        done = 0
        while self.redo_stack:
            self.state.push(self.redo_stack.pop())
            done += 1
            if self.is_over or self.is_human(self.state.to_move) or not self._any_human():
                break
        return done

    def _any_human(self) -> bool:
        return self.is_human(BLACK) or self.is_human(WHITE)

    def set_view(self, ply: int | None) -> None:
        """Show the position after ``ply`` moves (``None`` or the last ply = live)."""
        total = self.state.ply
        if ply is None or ply >= total:
            self.view_ply = None
        else:
            self.view_ply = max(0, ply)

    @property
    def shown_ply(self) -> int:
        """The number of moves in the position on screen."""
        return self.state.ply if self.view_ply is None else self.view_ply

    # ------------------------------------------------------------------ records

    def record_text(self) -> str:
        """The game as record text, player kinds in the Black/White tags."""
        return self._record()

    def _record(self, **extra: str) -> str:
        tags = {"Black": self.players[BLACK], "White": self.players[WHITE]}
        if self.by_link:
            tags["Mode"] = LINK_MODE
        comments: dict[int, str] = {}
        if self.analysis is not None:  # the computer's analysis: a tag and move comments
            tags[ANALYSIS_TAG], comments = self.analysis
        asked = [q for q in self.questions if q.ply <= self.state.ply]  # not an undone line's
        if asked:
            tags[QUESTIONS_TAG] = format_questions(asked, self.state)
        tags.update(extra)
        rec = GameRecord.from_state(
            self.state, self.start_text, agreed_draw=self.agreed_draw, comments=comments, **tags
        )
        return format_record(rec)

    def save_text(self) -> str:
        """The game as the app saves it: the record with the ``SaveFormat`` tag."""
        return self._record(**{SAVE_FORMAT_TAG: str(SAVE_FORMAT)})

    @classmethod
    def from_save_text(cls, text: str) -> Session:
        """The game of a save (:meth:`save_text`, or a record from before the tag).

        Raises :class:`NewerSaveError` for a newer format, ``InputTooLargeError``
        over the size limit, ``RecordError`` (or ``ValueError``) when it cannot be read.
        """
        check_size(len(text), "the saved game")
        text = tidy_record_text(text)
        save_format(text)
        return cls.from_record_text(text)

    @classmethod
    def from_record_text(cls, text: str, players: tuple[str, str] | None = None) -> Session:
        """A session replayed from record text (``RecordError`` if bad).

        Player kinds come from ``players`` or else the record's tags (unknown
        kinds become humans).
        """
        rec = parse_record(text)
        state = rec.replay()
        if players is None:
            tags = rec.tags
            players = (
                _known(tags.get("Black", HUMAN)),
                _known(tags.get("White", HUMAN)),
            )
        session = cls.__new__(cls)
        session._init_from(state, players, rec.fen)
        session.agreed_draw = rec.agreed_draw()
        session.by_link = rec.tags.get("Mode") == LINK_MODE
        tag = rec.tags.get(ANALYSIS_TAG)
        if tag is not None:
            session.analysis = (tag, dict(rec.comments))
        asked = rec.tags.get(QUESTIONS_TAG)
        if asked is not None:
            session.questions = parse_questions(asked, state)
        return session


    # ------------------------------------------------------------------ links

    @classmethod
    def from_link(cls, text: str) -> Session:
        """The game of a link (address or fragment), both players human, played by link.

        Raises :class:`~tanbo.errors.LinkError` naming what is wrong with the link.
        """
        link, state = open_link(text)
        session = cls.__new__(cls)
        session._init_from(state, (HUMAN, HUMAN), link.position)
        session.agreed_draw = link.agreed_draw
        session.by_link = True
        return session

    def link_fragment(self) -> str:
        """The game's link fragment (:mod:`tanbo.link`)."""
        return format_link(link_of(self.state, self.start_text, self.agreed_draw))

    def continues(self, other: Session) -> bool:
        """True when this game is ``other``'s game with more moves after it (or the same)."""
        mine, theirs = self.state, other.state
        return (
            self.game == other.game
            and mine.geometry.size_text == theirs.geometry.size_text
            and self.start_text == other.start_text
            and (self.start_text is not None or mine.setup == theirs.setup)
            and mine.move_stack[: len(theirs.move_stack)] == theirs.move_stack
            and not other.agreed_draw
        )


def _known(key: str) -> str:
    return key if key in PLAYER_KINDS else HUMAN
