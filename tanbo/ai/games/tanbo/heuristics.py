"""Cheap one-move heuristics shared by the search priors, the playouts and ``greedy``.

Everything here reads a :class:`~tanbo.games.tanbo.state.TanboState` through its public
queries (``cell``, ``growth_owner``, ``growth_count``, ``geometry.neighbours``)
and never changes it. Start at :func:`move_score`; :func:`bounds_own_root` is
the fast test used inside playouts.

The facts used (rules page, "Play"): a move at ``p`` grows exactly one root, the
own root ``R`` whose growth point ``p`` is. After the placement ``R`` loses ``p``
and every empty neighbour of ``p`` that was a growth point of ``R``; it gains
every empty neighbour of ``p`` that touched no stone of the mover's colour. If
``R`` ends with no growth point it alone is removed (self-removal); otherwise
every bounded root goes, which for the opponent can only be the root whose
growth point ``p`` was (a placement changes no other point of theirs).
"""

from __future__ import annotations

import math

from tanbo.games.tanbo.state import BLACK, EMPTY, WHITE, TanboState

__all__ = ["SELF_REMOVAL", "WIN", "black_chance", "bounds_own_root", "move_score", "scores"]

SELF_REMOVAL = -50.0
"""Score of a move that bounds (and so removes) the mover's own current root."""
WIN = 100.0
"""Score of a move that removes the opponent's last root."""


def _growth_after(state: TanboState, p: int, lost: dict[int, int] | None) -> int:
    """Growth points the mover's current root would have after playing ``p``.

    With ``lost``, also count per other own root the growth points it would lose.
    """
    c = state.to_move
    cell = state.cell
    owner = state.growth_owner
    nbrs = state.geometry.neighbours
    root = owner(c, p)
    g = state.growth_count(root) - 1
    for q in nbrs[p]:
        if cell(q) != EMPTY:
            continue
        x = owner(c, q)
        if x == root:
            g -= 1
        elif x >= 0:
            if lost is not None:
                lost[x] = lost.get(x, 0) + 1  # q now touches two stones of c
        else:
            for z in nbrs[q]:
                if cell(z) == c:
                    break
            else:
                g += 1  # q touched no stone of c: it becomes a growth point of root
    return g


def bounds_own_root(state: TanboState, p: int) -> bool:
    """True if ``p`` (legal for the side to move) would bound and remove its own current root."""
    return _growth_after(state, p, None) <= 0


def move_score(state: TanboState, p: int) -> float:
    """A one-ply score of legal move ``p`` for the side to move (higher is better).

    Components: self-removal (:data:`SELF_REMOVAL`), removing the opponent's last
    root (:data:`WIN`), bounding an opponent root (+10), leaving one with a single
    growth point (+2), bounding another own root (-8), rescuing an own root that
    had one growth point (+3), leaving the current root with one (-1.5), and a
    small term for the change in the current root's growth points.
    """
    c = state.to_move
    o = 3 - c
    owner = state.growth_owner
    count = state.growth_count
    before = count(owner(c, p))
    lost: dict[int, int] = {}
    g = _growth_after(state, p, lost)
    if g <= 0:
        # Current root bounded => only it is removed (rules, case 1).
        return SELF_REMOVAL
    score = 0.3 * (g - before)
    own_removed = sum(1 for x, k in lost.items() if count(x) <= k)
    y = owner(o, p)
    if y >= 0:
        left = count(y) - 1
        if left == 0:
            if state.root_count(o) == 1 and own_removed < state.root_count(c):
                return WIN
            score += 10.0
        elif left == 1:
            score += 2.0
    # Other own roots left bounded go too (case 2: all bounded roots at once).
    score -= 8.0 * own_removed
    if before == 1 and g >= 2:
        score += 3.0
    elif g == 1:
        score -= 1.5
    return score


def scores(state: TanboState, moves: list[int]) -> list[float]:
    """:func:`move_score` of each move in ``moves``."""
    return [move_score(state, p) for p in moves]


def black_chance(state: TanboState) -> float:
    """A rough chance that Black wins, from the root and stone counts (a logistic guess).

    Used to end cut-off playouts: more roots means more ways to survive, more
    stones more territory to grow from.
    """
    rb, rw = state.root_count(BLACK), state.root_count(WHITE)
    sb, sw = state.stone_count(BLACK), state.stone_count(WHITE)
    x = 0.8 * (rb - rw) / max(1.0, math.sqrt(rb + rw)) + 2.0 * (sb - sw) / max(1, sb + sw)
    return 1.0 / (1.0 + math.exp(-x))
