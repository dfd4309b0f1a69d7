"""One game as the UI sees it: position, who plays each side, undo/redo, review.

Pure Python (no pygame), so its rules are tested without a display. The engine
decides legality and removals; this module only keeps history around it:

* **Undo** against the computer goes back to the human's previous turn (it pops
  the computer's reply too); between two humans it takes back one move.
* **Redo** replays undone moves in the same steps; any new move clears it.
* **Review** shows an earlier position (``view_ply``) without changing the game.
* The game round-trips through a :mod:`tanbo.record` text, with the player
  kinds stored in the ``Black`` / ``White`` tags.
"""

from __future__ import annotations

from tanbo.errors import RecordError
from tanbo.players import HUMAN, PLAYER_KINDS
from tanbo.record import GameRecord, format_record, parse_record
from tanbo.state import BLACK, WHITE, RemovedRoot, TanboState

__all__ = ["Session"]


class Session:
    """A game in progress with its players, redo stack and review position."""

    def __init__(
        self,
        width: int = 7,
        height: int = 7,
        setup: str = "dense",
        players: tuple[str, str] = (HUMAN, HUMAN),
    ) -> None:
        self.state = TanboState.new(width, height, setup)
        self.players = {BLACK: players[0], WHITE: players[1]}
        self.redo_stack: list[int] = []
        self.view_ply: int | None = None  # None = the live position

    # ------------------------------------------------------------------ queries

    @property
    def setup(self) -> str:
        """The starting setup name."""
        return self.state.setup or "dense"

    def is_human(self, colour: int) -> bool:
        """True when ``colour`` is played by a person."""
        kind = PLAYER_KINDS.get(self.players[colour])
        return kind is None or kind.is_human

    @property
    def human_to_move(self) -> bool:
        """True when the live position waits for a person's move."""
        return not self.state.is_over and self.is_human(self.state.to_move)

    @property
    def reviewing(self) -> bool:
        """True when an earlier position is shown."""
        return self.view_ply is not None

    def view_state(self) -> TanboState:
        """The position on screen: the live one, or the reviewed one (a fresh replay)."""
        if self.view_ply is None:
            return self.state
        view = TanboState.new(self.state.width, self.state.height, self.setup)
        for move in self.state.move_stack[: self.view_ply]:
            view.push(move)
        return view

    # ------------------------------------------------------------------ changes

    def play(self, point: int) -> tuple[RemovedRoot, ...]:
        """Play a move in the live position (``IllegalMoveError`` if illegal)."""
        removed = self.state.push(point)
        self.redo_stack.clear()
        self.view_ply = None
        return removed

    def undo(self) -> int:
        """Take back to the previous turn of a human; returns the number of plies undone."""
        self.view_ply = None
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
            if self.state.is_over or self.is_human(self.state.to_move) or not self._any_human():
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
        rec = GameRecord.from_state(
            self.state, Black=self.players[BLACK], White=self.players[WHITE]
        )
        return format_record(rec)

    @classmethod
    def from_record_text(cls, text: str, players: tuple[str, str] | None = None) -> Session:
        """A session replayed from record text (``RecordError`` if bad).

        Player kinds come from ``players`` or else the record's tags (unknown
        kinds become humans).
        """
        rec = parse_record(text)
        if rec.fen is not None:
            raise RecordError("records from a hand-built position (FEN) are not playable here")
        state = rec.replay()
        if not isinstance(state, TanboState):
            raise RecordError(f"{rec.spec.title} records cannot be opened here")
        if players is None:
            tags = rec.tags
            players = (
                _known(tags.get("Black", HUMAN)),
                _known(tags.get("White", HUMAN)),
            )
        session = cls.__new__(cls)
        session.state = state
        session.players = {BLACK: players[0], WHITE: players[1]}
        session.redo_stack = []
        session.view_ply = None
        return session


def _known(key: str) -> str:
    return key if key in PLAYER_KINDS else HUMAN
