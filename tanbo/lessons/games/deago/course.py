"""DEAGO's course: five in a row (across and up and down only), converting a neutral
stone, capturing a pair (diagonals too), blocking a four, the race to 20 captures,
passing and the draw. Every goal reads the rules assistant's reason codes
(``tanbo/games/deago/explain``: ``wins_five``, ``diagonal_five``, ``converts``,
``captures``, ``wins_captures``, ``pass_turn``, ...).

The miss codes of legal moves: ``diagonal_five`` (a diagonal line: it does not count),
``no_five``, ``diagonal_neutral_stays``, ``two_neutrals_stay``, ``no_conversion``,
``safe_in_flank`` (the mover's own pair between two White stones: nothing is
captured), ``no_capture``, ``four_open`` (White still makes five next move),
``not_pass``.
"""

from __future__ import annotations

from tanbo.games import GAMES
from tanbo.lessons.model import Account, Lesson, Step

__all__ = ["COURSE"]


def _five(a: Account) -> str | None:
    codes = a.codes()
    if "wins_five" in codes:
        return None
    return "diagonal_five" if "diagonal_five" in codes else "no_five"


def _convert(a: Account) -> str | None:
    codes = a.codes()
    if "converts" in codes:
        return None
    for code in ("diagonal_neutral_stays", "two_neutrals_stay"):
        if code in codes:
            return code
    return "no_conversion"


def _capture(a: Account) -> str | None:
    codes = a.codes()
    if "captures" in codes or "captures_through_conversion" in codes:
        return None
    return "safe_in_flank" if "safe_in_flank" in codes else "no_capture"


def _opponent_wins_next(a: Account) -> bool:
    """True when, after the move, the opponent has a move that makes five."""
    after = a.after
    assert after is not None
    if after.is_over:
        return False
    explain = GAMES[after.game_name].assistant.explain
    return any("wins_five" in explain(after, p).codes
               for p in range(after.geometry.npoints) if after.cell(p) == 0)


def _block(a: Account) -> str | None:
    if "wins_five" in a.codes() or not _opponent_wins_next(a):
        return None
    return "four_open"


def _twenty(a: Account) -> str | None:
    return None if "wins_captures" in a.codes() else _capture(a) or "no_capture"


def _pass(a: Account) -> str | None:
    return None if "pass_turn" in a.codes() or "pass_draws" in a.codes() else "not_pass"


COURSE: tuple[Lesson, ...] = (
    Lesson("deago-five", "deago",
           "13/13/13/13/10W2/4W8/3WBBBB5/13/6B6/5B3W3/4B2W5/2WB9/13 b 0 0 0", "win",
           (Step(_five, "i7", wrong=("h6", "g8", "g7")),)),
    Lesson("deago-convert", "deago",
           "13/13/13/2BNN5W2/13/13/5BN6/13/13/3N6W2/2B10/13/13 b 0 0 0", "conversion",
           (Step(_convert, "h7", wrong=("e5", "f10", "g6")),)),
    Lesson("deago-capture", "deago",
           "13/13/13/10W2/2W1BW7/13/13/5W7/4W8/3B2BWWW3/13/13/13 b 0 0 0", "capture",
           (Step(_capture, "g7", wrong=("k4", "d9", "e5")),)),
    Lesson("deago-block", "deago",
           "13/13/13/13/2BWWWW6/13/4B8/5B7/3W5B3/10W2/13/13/13 b 0 0 0", "win",
           (Step(_block, "h9", wrong=("h10", "d9")),)),
    Lesson("deago-race", "deago",
           "13/10B2/10W2/2W7W2/10W2/13/5BWW5/13/13/3B9/13/13/13 b 18 16 0", "win",
           (Step(_twenty, "i7", wrong=("k8", "g7")),)),
    Lesson("deago-pass", "deago",
           "13/13/13/7W1B3/13/13/5BW6/13/4B8/13/13/13/13 b 0 0 0", "board",
           (Step(_pass, "pass", wrong=("g6", "f7"), reply="pass"),)),
)
"""DEAGO's lessons, in order."""
