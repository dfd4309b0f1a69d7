"""What DEAGO says (without pygame): its texts, the captures towards 20, its threats
read out, and the pass note (the drawing half: :mod:`.view`)."""

from __future__ import annotations

from tanbo.games.deago.setups import BLACK, CAPTURES_TO_WIN, WHITE
from tanbo.games.deago.state import DeagoState
from tanbo.ui.games.deago.reading import READING_STRINGS, threat_lines
from tanbo.ui.games.deago.reasons import ROUTINE
from tanbo.ui.games.deago.strings import DEAGO_STRINGS
from tanbo.ui.games.texts import GameTexts, SideInfo

__all__ = ["DeagoTexts"]


class DeagoTexts(GameTexts[DeagoState]):
    """DEAGO's texts: captures, threats, passes."""

    name = "deago"
    strings = {  # noqa: RUF012  (its texts and the text interface's readings)
        lang: {**table, **READING_STRINGS.get(lang, {})} for lang, table in DEAGO_STRINGS.items()
    }
    routine_reasons = ROUTINE
    end_reasons = ("five", "captures", "passes")

    def groups_lines(self, lang: str, state: DeagoState) -> tuple[str, ...]:
        """Both colours threats: where each makes five, where each captures (:mod:`.reading`)."""
        return threat_lines(lang, state, self.t)

    def side_info(self, lang: str, state: DeagoState, colour: int, pending: int = 0) -> SideInfo:
        """Captured stones as ``n / 20`` with a bar, and stones on the board."""
        n = max(0, state.captured(colour) - pending)
        captured = self.t(lang, "captured", n=n, goal=CAPTURES_TO_WIN)
        stones = self.t(lang, "stones", n=state.stone_count(colour))
        # a phone's narrow row shows what decides the game: the captures towards 20
        return SideInfo(f"{captured} · {stones}", bar=n / CAPTURES_TO_WIN, short=captured)

    def score_text(self, lang: str, state: DeagoState) -> str:
        """The captured stones of both sides, out of the 20 that win."""
        return self.t(lang, "captured_both", black=state.captured(BLACK),
                      white=state.captured(WHITE), goal=CAPTURES_TO_WIN)

    def status_note(self, lang: str, state: DeagoState) -> str:
        """After one pass: another pass ends the game in a draw."""
        if state.passes == 1 and not state.is_over:
            return self.t(lang, "pass_note", side=_side(lang, 3 - state.to_move, self))
        return ""

    def danger_legend(self, lang: str) -> str:
        """The threat markers explained."""
        return self.t(lang, "threats_legend")


def _side(lang: str, colour: int, view: DeagoTexts) -> str:
    return view.t(lang, "black" if colour == BLACK else "white")
