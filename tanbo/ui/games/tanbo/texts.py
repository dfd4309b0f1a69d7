"""What Tanbo says (without pygame): its texts, its counts, its roots read out, and why
a game ended (the drawing half: :mod:`.view`)."""

from __future__ import annotations

from tanbo.games.tanbo.state import TanboState
from tanbo.ui.games.tanbo.reading import READING_STRINGS, root_lines
from tanbo.ui.games.tanbo.strings import TANBO_STRINGS
from tanbo.ui.games.texts import GameTexts, SideInfo

__all__ = ["TanboTexts"]


class TanboTexts(GameTexts[TanboState]):
    """Tanbo's texts: stones and roots."""

    name = "tanbo"
    strings = {  # noqa: RUF012  (its texts and the text interface's readings)
        lang: {**table, **READING_STRINGS.get(lang, {})} for lang, table in TANBO_STRINGS.items()
    }
    end_reasons = ("last_root_taken", "own_last_root", "no_stones", "no_move")

    def groups_lines(self, lang: str, state: TanboState) -> tuple[str, ...]:
        """Every root: its stones and its growth points (:mod:`.reading`)."""
        return root_lines(lang, state, self.t)

    def side_info(self, lang: str, state: TanboState, colour: int, pending: int = 0) -> SideInfo:
        """Stones and roots."""
        stones = self.t(lang, "stones", n=state.stone_count(colour))
        # a phone's narrow row has room for one count: the stones (none left: lost)
        return SideInfo(f"{stones} · {self.t(lang, 'roots', n=state.root_count(colour))}",
                        short=stones)

    def end_reason(self, state: TanboState) -> str | None:
        """Tanbo ends when a colour has no stones: who removed the loser's last root?

        The last move was made by the side not to move now. If it won, it removed
        the opponent's last root (``last_root_taken``); if it lost, its own move
        bounded its current root, which was its last (``own_last_root``). A
        hand-built position can be over before any move (``no_stones`` /
        ``no_move``).
        """
        if not state.is_over:
            return None
        loser = 3 - state.winner
        if not state.move_stack:
            return "no_stones" if state.stone_count(loser) == 0 else "no_move"
        mover = 3 - state.to_move
        return "last_root_taken" if mover == state.winner else "own_last_root"

    def danger_legend(self, lang: str) -> str:
        """What the amber rings and diamonds mean."""
        return self.t(lang, "danger_legend")
