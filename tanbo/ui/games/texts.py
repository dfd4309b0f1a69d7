"""What a game says, without pygame: the texts half of a game's view.

A :class:`GameTexts` holds what the per-game UI says about a position (its title,
setup names, per-player counts, its own reading of the board, a move's label, why a
finished game ended, the status and danger lines) and its texts table; the drawing
:class:`~tanbo.ui.games.base.GameView` extends it. The text interface
(:mod:`tanbo.ui.textplay`) and the rules assistant's sentences (:mod:`tanbo.ui.reasons`)
need only this half, through :func:`tanbo.ui.games.game_texts`, so they run without
pygame (texts are looked up as ``"<game>.<key>"`` first, then as the shared ``"<key>"``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar, cast

from tanbo.game import EndsWithReason, GameSpec, GameState
from tanbo.games import GAMES
from tanbo.ui.i18n import STRINGS, tr

__all__ = ["GameTexts", "GenericTexts", "SideInfo", "erased_texts"]

S = TypeVar("S", bound=GameState)
"""A position of the game: its state class, with its extras."""


@dataclass(frozen=True)
class SideInfo:
    """What the side panel shows for one player beside the name."""

    counts: str  # e.g. "stones 12 · roots 3"
    bar: float | None = None  # 0..1: a progress bar under the counts (DEAGO's captures)
    short: str | None = None  # what a narrow row (a phone's) shows instead, if not counts


class GameTexts(Generic[S]):
    """The texts shared by the games; each game subclasses and overrides what differs."""

    name = ""
    end_reasons: tuple[str, ...] = ()  # every code end_reason may give (each has a text)
    strings: dict[str, dict[str, str]] = {}  # noqa: RUF012  the game's own ``<name>.<key>`` texts
    # reasons that state a rule every legal move obeys (DEAGO: "a stone may go on any
    # empty point"): the Why? sheet gives them, a lesson's answer leaves them out
    routine_reasons: frozenset[str] = frozenset()

    @property
    def spec(self) -> GameSpec:
        """The engine's description of this game."""
        return GAMES[self.name]

    @property
    def pass_move(self) -> int | None:
        """The game's pass move, if it has one."""
        return self.spec.pass_move

    @property
    def agree_draw(self) -> bool:
        """True when players may agree a draw (the game has draws)."""
        return self.spec.has_draw

    def t(self, lang: str, key: str, **values: object) -> str:
        """A UI text for this game: ``<game>.<key>`` if defined, else the shared ``<key>``."""
        own = f"{self.name}.{key}"
        if own in STRINGS["en"]:
            return tr(lang, own, **values)
        return tr(lang, key, **values)

    def title(self, lang: str) -> str:
        """The game's name."""
        return self.t(lang, "title")

    def setup_label(self, lang: str, setup: str) -> str:
        """The name of a start option."""
        return self.t(lang, f"setup.{setup}")

    def side_info(self, lang: str, state: S, colour: int, pending: int = 0) -> SideInfo:
        """The counts shown beside a player's name.

        ``pending`` captures of ``colour`` are still being counted up on screen.
        """
        return SideInfo(self.t(lang, "stones", n=state.stone_count(colour)))

    def groups_lines(self, lang: str, state: S) -> tuple[str, ...]:
        """The board's groups read out, one sentence each (the text interface's ``groups``
        command: Tanbo's roots, DEAGO's threats); ``()`` for a game with none to read."""
        return ()

    def move_label(self, lang: str, state: S, move: int) -> str:
        """A move as the move list shows it: the point's name, or the pass in ``lang``."""
        if move == self.pass_move:
            return self.t(lang, "move.pass")
        return str(state.move_text(move))

    def score_text(self, lang: str, state: S) -> str:
        """Both sides' counts that decide the game besides the board (DEAGO's captured
        stones), for a screen with no players' panel: the puzzles. '' for none."""
        return ""

    def danger_legend(self, lang: str) -> str:
        """What the D toggle's markers mean, shown under the status while they are on ('')."""
        return ""

    def status_note(self, lang: str, state: S) -> str:
        """An extra status line for the live position ('' for none)."""
        return ""

    def end_reason(self, state: S) -> str | None:
        """The reason code of a finished game (``None`` while it goes on or if unknown).

        By default the state's own ``end_reason`` (DEAGO: ``five``, ``captures``,
        ``passes``); a game whose engine does not say overrides this.
        """
        if not state.is_over:
            return None
        code = state.end_reason if isinstance(state, EndsWithReason) else None
        return str(code) if code else None

    def end_reason_text(self, lang: str, state: S, side_name: Callable[[int], str]) -> str:
        """The sentence saying how the game ended, or ``""`` when there is none.

        The text of key ``over.reason.<code>`` with the winner's and loser's
        side names (``side_name(colour)``) as ``{winner}`` and ``{loser}``.
        """
        code = self.end_reason(state)
        if code is None:
            return ""
        key = f"over.reason.{code}"
        winner = state.winner
        loser = 3 - winner if winner in (1, 2) else 0
        names = {"winner": side_name(winner) if winner in (1, 2) else "",
                 "loser": side_name(loser) if loser else ""}
        text = self.t(lang, key, **names)
        return "" if text == key else text


GenericTexts = GameTexts[GameState]
"""A game's texts as the generic code holds them (:data:`tanbo.ui.games.TEXTS`)."""


def erased_texts(texts: GameTexts[S]) -> GenericTexts:
    """``texts`` as the generic code holds them: for any game's positions (found by the
    state's ``game_name``, so only ever given their own game's: see
    :func:`tanbo.ui.games.base.erased`)."""
    return cast(GenericTexts, texts)
