"""Playout policies: how a simulation finishes a game from a search leaf.

A policy is a function ``(state, rng) -> winner`` that plays the position to the
end (mutating it, without history) and returns the winning colour. Start at
:data:`POLICIES`. ``random`` is the engine's own uniform playout (the fastest);
``smart`` rejects moves that bound the mover's own current root, retrying a few
times (:func:`tanbo.ai.games.tanbo.heuristics.bounds_own_root`); given ``plies`` it stops
after that many moves and draws the winner from a material estimate
(:func:`tanbo.ai.games.tanbo.heuristics.black_chance`), which on 11x11 buys about four
times as many iterations and won 43 of 60 equal-time games against full playouts.
``tactical`` (:func:`tactical_policy`) adds the cheap tactics of the game (take a
root the opponent left with one growth point, rescue one of ours) and can record
its moves for RAVE.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tanbo.ai.games.tanbo.heuristics import black_chance, bounds_own_root
from tanbo.games.tanbo.state import BLACK, EMPTY, WHITE, TanboState

__all__ = ["Policy", "POLICIES", "random_policy", "smart_policy", "tactical_policy"]

Policy = Callable[[TanboState, random.Random], int]
"""A Tanbo playout: ``(state, rng) -> winner``."""


def random_policy(state: TanboState, rng: random.Random) -> int:
    """Uniformly random moves to the end (the engine's own ``random_playout``)."""
    return state.random_playout(rng)


def smart_policy(
    state: TanboState, rng: random.Random, tries: int = 3, plies: int = 0,
    played: list[int] | None = None,
) -> int:
    """Random moves; one that removes the mover's own root is redrawn up to ``tries`` times.

    With ``plies`` > 0, stop after that many moves and draw the winner from
    :func:`~tanbo.ai.games.tanbo.heuristics.black_chance`. Appends every move to
    ``played`` when given (for RAVE).
    """
    rnd = rng.random
    legal = state.legal_moves
    push = state.push_unchecked
    left = plies if plies > 0 else -1
    while not state.winner:
        if left == 0:
            return BLACK if rnd() < black_chance(state) else WHITE
        left -= 1
        moves = legal()
        n = len(moves)
        p = moves[int(rnd() * n)]
        if n > 1:
            for _ in range(tries):
                if not bounds_own_root(state, p):
                    break
                p = moves[int(rnd() * n)]
        push(p)
        if played is not None:
            played.append(p)
    return state.winner





def _last_growth_point(legal: list[int], own: list[int], root: int) -> int:
    """The growth point of ``root`` (which has exactly one), found among ``legal``."""
    for q in legal:
        if own[q] == root:
            return q
    return -1  # unreachable while the tables are consistent


def tactical_policy(
    state: TanboState, rng: random.Random, played: list[int] | None = None,
    plies: int = 0, tries: int = 3,
) -> int:
    """Playouts with Tanbo's cheap tactics, reading the engine's tables directly (fast).

    Each ply, in this order: if the previous move left the opponent's current root
    with one growth point, take it (bounding that root) unless that bounds our own;
    else if the previous move took a growth point of one of our roots and left it
    one, grow there unless that bounds it; else a random legal move, redrawn up to
    ``tries`` times while it would bound the mover's own current root. Appends
    every move to ``played`` when given (for RAVE). With ``plies`` > 0 it stops
    after that many moves and draws the winner from
    :func:`~tanbo.ai.games.tanbo.heuristics.black_chance`.

    The engine's tables are read through its fast view (``legal_points``,
    ``growth_owners``, ``neighbour_counts``, ``growth_counts``: the class docstring of
    :class:`~tanbo.games.tanbo.state.TanboState`), not its query methods, for speed:
    the same facts the engine keeps up to date on every move, read once per playout;
    ``tests/ai/tanbo/test_rave.py`` checks each tactic against the engine.
    """
    rnd = rng.random
    legal = state.legal_points
    own = state.growth_owners
    cnt = state.neighbour_counts
    cells = state.cell_list
    growth = state.growth_counts
    nbrs = state.geometry.neighbours
    push = state.push_unchecked
    left = plies if plies > 0 else -1
    threat_opp = -1  # the opponent's current root, left with one growth point by its move
    threat_own = -1  # a root of the side to move whose growth point the last move took
    while not state.winner:
        if left == 0:
            return BLACK if rnd() < black_chance(state) else WHITE
        left -= 1
        c = state.to_move
        o = 3 - c
        own_c = own[c]
        cnt_c = cnt[c]
        lst = legal[c]
        p = -1
        if threat_opp >= 0 and growth[threat_opp] == 1:
            g = _last_growth_point(legal[o], own[o], threat_opp)
            if g >= 0 and own_c[g] >= 0 and not _bounds(g, own_c[g], own_c, cnt_c, cells,
                                                         growth, nbrs):
                p = g
        if p < 0 and threat_own >= 0 and growth[threat_own] == 1:
            g = _last_growth_point(lst, own_c, threat_own)
            if g >= 0 and not _bounds(g, threat_own, own_c, cnt_c, cells, growth, nbrs):
                p = g
        if p < 0:
            n = len(lst)
            p = lst[int(rnd() * n)]
            if n > 1:
                for _ in range(tries):
                    if not _bounds(p, own_c[p], own_c, cnt_c, cells, growth, nbrs):
                        break
                    p = lst[int(rnd() * n)]
        current = own_c[p]
        hit = own[o][p]  # the opponent root whose growth point p is, if any
        push(p)
        if played is not None:
            played.append(p)
        # Seen from the next mover (o): its threatened root, and our root it may take.
        threat_own = hit
        threat_opp = current if growth[current] == 1 and cells[p] == c else -1
    return state.winner


def _bounds(
    p: int, root: int, own_c: list[int], cnt_c: list[int], cells: list[int],
    growth: list[int], nbrs: tuple[tuple[int, ...], ...],
) -> bool:
    """True if the side to move playing ``p`` (a growth point of its ``root``) bounds ``root``.

    The engine-table twin of :func:`~tanbo.ai.games.tanbo.heuristics.bounds_own_root`.
    """
    g = growth[root] - 1
    for q in nbrs[p]:
        if cells[q] == EMPTY:
            k = cnt_c[q]
            if k == 0:
                g += 1
            elif k == 1 and own_c[q] == root:
                g -= 1
    return g <= 0


POLICIES: dict[str, Policy] = {
    "random": random_policy,
    "smart": smart_policy,
    "tactical": tactical_policy,
}
"""The playouts by name (``SearchConfig.playout``)."""
