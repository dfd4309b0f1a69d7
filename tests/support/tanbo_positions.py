"""Tanbo positions for the AI and analysis tests, and brute-force facts about them.

:func:`random_positions` (dense start, 0-59 random plies, never over); positions whose
truth is known (:data:`WIN_BESIDE_A_BLUNDER`, :data:`WIN_IN_ONE`, :data:`MISSED_WIN`);
:func:`wins_at_once`, :func:`gives_a_win_in_one` and :func:`winning_moves` (a win by
force within some plies) computed by brute force on the engine.
"""

from __future__ import annotations

import random

from tanbo.games.tanbo.state import TanboState


def random_positions(size: int, count: int, seed: int) -> list[TanboState]:
    """``count`` positions on a ``size`` x ``size`` board, reproducible from ``seed``."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        state = TanboState.new(size, size)
        for _ in range(rng.randrange(0, 60)):
            if state.is_over:
                break
            state.push(rng.choice(state.legal_moves()))
        if not state.is_over:
            out.append(state)
    return out


def wins_at_once(state: TanboState) -> set[int]:
    """The moves that win at once for the side to move."""
    me = state.to_move
    found = set()
    for move in state.legal_moves():
        after = state.copy()
        after.push(move)
        if after.winner == me:
            found.add(move)
    return found


def gives_a_win_in_one(state: TanboState) -> set[int]:
    """Moves after which the game is lost at once, or the opponent can win at once."""
    me = state.to_move
    found = set()
    for move in state.legal_moves():
        after = state.copy()
        after.push(move)
        if (after.winner and after.winner != me) or (not after.winner and wins_at_once(after)):
            found.add(move)
    return found


# Positions from seeded random 7x7 games: no win in one, a forced win in three
# plies (see :func:`winning_moves`), and beside the winning moves a
# move that hands the opponent a win in one (a child the solver proves lost).
WIN_BESIDE_A_BLUNDER = [
    "1B1BBBB/1BBB1BW/1B1W1WW/1WWWWW1/WW3WW/W1WWW1W/W3WWW b",
    "BBB1BBB/1B1BB1B/BBBB2B/WWBW1W1/1WWWWWW/WW1W3/W1WWW2 w",
]

# Positions with a win in one for the side to move beside several quiet moves.
WIN_IN_ONE = [
    "BBBW3/1BWWW1W/1BW1WWW/WW1WW2/W6/WWW4/W1W4 w",
    "2B1BBB/1WBBBWB/WWBWWWB/1WWW1WW/3WW1W/1WWW3/7 w",
    "2BBBB1/3B1B1/4BBW/4BWW/BBBBW1W/1B2WWW/1BBWW1W b",
]

# White to move wins at a2 (a win in one); a4 instead lets Black win at once.
MISSED_WIN = "3WW1W/2WW1WW/1W1WWW1/1WWWBWW/1WBWBBW/1WBBB1W/BBB1BWW w"


def winning_moves(state: TanboState, plies: int) -> set[int]:
    """Moves after which the side to move wins by force within ``plies`` plies (brute force)."""
    me = state.to_move
    found = set()
    for move in state.legal_moves():
        after = state.copy()
        after.push(move)
        if after.winner == me or (
            not after.winner
            and plies >= 3
            and all(
                _reply_loses(after, reply, me, plies - 2) for reply in after.legal_moves()
            )
        ):
            found.add(move)
    return found


def _reply_loses(state: TanboState, reply: int, me: int, plies: int) -> bool:
    after = state.copy()
    after.push(reply)
    if after.winner:
        return after.winner == me
    return bool(winning_moves(after, plies))
