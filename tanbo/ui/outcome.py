"""Why a game ended, in words: each game supplies a reason code, i18n the sentence.

:func:`end_reason` asks the function registered for the state's ``game_name``
(Tanbo's is :func:`tanbo_end_reason`, derived from the last move), else the
state's own ``end_reason`` attribute (DEAGO: ``five``, ``captures``,
``passes``, ...). :func:`end_reason_text` turns the code into the sentence of
i18n key ``over.reason.<code>`` with the winner's and loser's side names.
Pure Python (no pygame).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tanbo.ui.i18n import tr

__all__ = ["END_REASONS", "register_end_reason", "end_reason", "end_reason_text",
           "tanbo_end_reason"]

EndReason = Callable[[Any], "str | None"]
END_REASONS: dict[str, EndReason] = {}


def register_end_reason(game_name: str, fn: EndReason) -> None:
    """Make ``fn(state) -> code`` the way games called ``game_name`` explain their end."""
    END_REASONS[game_name] = fn


def end_reason(state: Any) -> str | None:
    """The reason code of a finished game (``None`` while it goes on or if unknown)."""
    if not state.is_over:
        return None
    fn = END_REASONS.get(getattr(state, "game_name", ""))
    if fn is not None:
        return fn(state)
    code = getattr(state, "end_reason", None)
    return str(code) if code else None


def end_reason_text(lang: str, state: Any, side_name: Callable[[int], str]) -> str:
    """The sentence saying how the game ended, or ``""`` when there is none."""
    code = end_reason(state)
    if code is None:
        return ""
    key = f"over.reason.{code}"
    winner = state.winner
    loser = 3 - winner if winner in (1, 2) else 0
    names = {"winner": side_name(winner) if winner in (1, 2) else "",
             "loser": side_name(loser) if loser else ""}
    text = tr(lang, key, **names)
    return "" if text == key else text


def tanbo_end_reason(state: Any) -> str | None:
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


register_end_reason("tanbo", tanbo_end_reason)
