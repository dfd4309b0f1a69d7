"""``tmcts``: a threat-driven Monte Carlo tree search player for DEAGO (a sparring partner).

Start at :class:`TmctsPlayer`. A UCT tree over a few candidate moves a node, grown one
node a simulation, each simulation ending in a short **playout** whose every move
follows the partners' own tactics (:mod:`.deago_rules`):

* a side with a win point (a five, a five through a conversion, the 20th capture) plays
  it and wins;
* a side facing win points plays a stopper (a block, a capture, a conversion);
* otherwise it prefers, by its own shape score (:func:`shape_score`: the runs a stone
  joins or cuts on its row and column, the neutral it converts, the pair it takes or
  saves), the best of a few points sampled near the last moves.

A playout stops after :data:`PLAYOUT_PLIES` plies; an unfinished one is judged by the
captured counts and the longest open runs (:func:`judge`). The tree's nodes obey the
same two tactical rules, so a win at once is always taken and a loss at once always
answered when a stopper exists. Nothing of level 5 (:mod:`tanbo.ai.games.deago`) is used.
"""

from __future__ import annotations

import math
import random

from tanbo.ai.sparring.base import Budget, OutOfBudget
from tanbo.ai.sparring.deago.player import SparringPlayer
from tanbo.ai.sparring.deago.rules import neighbourhood, stones, stoppers, win_points
from tanbo.games.deago.setups import CAPTURES_TO_WIN
from tanbo.games.deago.state import EMPTY, NEUTRAL, OFF, DeagoState

__all__ = ["shape_score", "judge", "TmctsPlayer", "PLAYOUT_PLIES"]

PLAYOUT_PLIES = 8
"""How many plies a playout runs before :func:`judge` decides it."""
WIDTH = 10
"""Candidate moves a tree node keeps (the best by :func:`shape_score`)."""
SAMPLES = 3
"""Points a playout move samples near the last moves; it plays the best of them."""
EXPLORE = 0.6
"""The UCT exploration constant."""
RUN_VALUE = (0.0, 1.0, 6.0, 40.0, 400.0, 5000.0)
"""What a run of 0..5 stones (capped) is worth to :func:`shape_score`."""


def _run(cells: list[int], e: int, d: int, c: int) -> tuple[int, int]:
    """The stones of ``c`` joined to empty ``e`` along ``+d`` and ``-d`` (a neutral the
    stone would convert counts, with the run beyond it), and how many ends are open."""
    n = 0
    open_ends = 0
    for step in (d, -d):
        q = e + step
        if cells[q] == NEUTRAL and cells[q + step] == c:
            n += 1
            q += step
        while cells[q] == c:
            n += 1
            q += step
        if cells[q] == EMPTY:
            open_ends += 1
    return n, open_ends


def shape_score(state: DeagoState, e: int, c: int) -> float:
    """How good a stone of ``c`` on empty internal point ``e`` looks, by local shape.

    Per row and column: the run it makes (more with open ends) and, slightly less, the
    opponent's run it cuts; per direction of the eight: a pair it takes (more as the
    count nears 20), a pair of its own it saves from a flank, a pair it would leave open.
    """
    cells = state.board
    st = state.stride
    o = 3 - c
    value = 0.0
    for d in (1, st):
        n, ends = _run(cells, e, d, c)
        if ends or n >= 4:
            value += RUN_VALUE[min(n + 1, 5)] * (0.5 + 0.5 * ends)
        m, ends_o = _run(cells, e, d, o)
        if m:
            value += 0.8 * RUN_VALUE[min(m + 1, 5)] * (0.5 + 0.5 * ends_o)
    caps = state.capture_counts
    size = len(cells)

    def at(q: int) -> int:
        return cells[q] if 0 <= q < size else OFF

    for a in (1, -1, st, -st, st + 1, st - 1, 1 - st, -1 - st):
        x, y, z = at(e + a), at(e + 2 * a), at(e + 3 * a)
        if x == o and y == o and z == c:
            value += 60.0 + 15.0 * caps[c]
        elif x == c and y == c and z == o:
            value += 40.0 + 10.0 * caps[o]
        elif x == c and y == EMPTY and at(e - a) == o:
            value -= 20.0
    return value


def judge(state: DeagoState, me: int) -> float:
    """The result for ``me`` of an unfinished playout, in [0, 1]: the captured counts'
    race and each side's longest open run on a row or column."""
    if state.winner:
        return 1.0 if state.winner == me else 0.0
    cells = state.board
    st = state.stride
    best = [0.0, 0.0, 0.0]
    for c in (1, 2):
        for s in stones(cells, c):
            for d in (1, st):
                if cells[s - d] == c:
                    continue
                n = 1
                q = s + d
                while cells[q] == c:
                    n += 1
                    q += d
                ends = (cells[s - d] == EMPTY) + (cells[q] == EMPTY)
                if ends:
                    best[c] += RUN_VALUE[min(n, 5)] * ends
    caps = state.capture_counts
    race = (caps[me] - caps[3 - me]) * 0.03
    edge = (best[me] - best[3 - me]) / (50.0 + best[me] + best[3 - me])
    return min(1.0, max(0.0, 0.5 + 0.35 * edge + race))


class _Node:
    __slots__ = ("moves", "children", "visits", "wins", "won")

    def __init__(self) -> None:
        self.moves: list[int] | None = None  # candidates not yet expanded
        self.children: dict[int, _Node] = {}
        self.visits = 0
        self.wins = 0.0  # for the side that moved into this node
        self.won = False  # the move into this node won at once


def _tactical(state: DeagoState) -> tuple[list[int], bool]:
    """The forced moves of the side to move (``[win point], True`` to win; the stoppers
    of the opponent's win points) or ``[], False`` when nothing is forced."""
    me = state.to_move
    mine = win_points(state, me)
    if mine:
        return [min(mine)], True
    theirs = win_points(state, 3 - me)
    if theirs:
        cells = state.board
        stop = sorted(r for r in stoppers(state, me, theirs) if cells[r] == EMPTY)
        return (stop or sorted(theirs)), False
    return [], False


class TmctsPlayer(SparringPlayer):
    """The ``tmcts[:SECONDS]`` match player (see the module docstring).

    A node budget counts the moves played in the tree and the playouts (one tick
    each), for deterministic tests; an unfinished simulation is not counted.
    """

    kind = "tmcts"

    def __init__(self, *args: object, **kw: object) -> None:
        super().__init__(*args, **kw)  # type: ignore[arg-type]
        self.last_simulations = 0
        self._budget = Budget(0, 0.0)

    def think(self, state: DeagoState, budget: Budget) -> int:
        """Win at once, else (of the forced replies, or the candidates) the most visited
        root child after simulations until the budget is spent."""
        forced, winning = _tactical(state)
        if winning:
            return forced[0]
        if len(forced) == 1:
            return forced[0]
        root = _Node()
        root.moves = forced or self._candidates(state, WIDTH + 4)
        if len(root.moves) == 1:
            return root.moves[0]
        self._budget = budget
        sims = 0
        try:
            while True:
                self._simulate(state, root)
                sims += 1
        except OutOfBudget:
            pass
        self.last_simulations = sims
        if not root.children:
            return root.moves[0]
        return max(root.children.items(), key=lambda kv: (kv[1].visits, kv[1].wins, -kv[0]))[0]

    def _candidates(self, state: DeagoState, width: int) -> list[int]:
        """The ``width`` best near points by :func:`shape_score` (attack + defence)."""
        me = state.to_move
        scored = [
            (shape_score(state, e, me) + 0.9 * shape_score(state, e, 3 - me), e)
            for e in neighbourhood(state, 2)
        ]
        scored.sort(key=lambda t: (-t[0], t[1]))
        return [e for _, e in scored[:width]]

    def _simulate(self, state: DeagoState, root: _Node) -> None:
        """One selection - expansion - playout - backup from ``root``."""
        snap = state.snapshot()
        path = [root]
        node = root
        try:
            while True:
                if node.won:
                    result = 1.0  # for the side that moved into ``node``
                    break
                if node.moves is None:
                    forced, _ = _tactical(state)
                    node.moves = forced if forced else self._candidates(state, WIDTH)
                self._budget.tick()
                if node.moves:
                    # expand one untried move
                    m = node.moves.pop(0)
                    mover = state.to_move
                    state.play_internal(m)
                    child = _Node()
                    child.won = state.winner == mover
                    node.children[m] = child
                    path.append(child)
                    result = 1.0 if child.won else 1.0 - self._playout(state)
                    break
                if not node.children:
                    result = 0.5
                    break
                log_n = math.log(node.visits + 1)
                m, node = max(
                    node.children.items(),
                    key=lambda kv: (
                        kv[1].wins / (kv[1].visits or 1)
                        + EXPLORE * math.sqrt(log_n / (kv[1].visits or 1)),
                        -kv[0],
                    ),
                )
                state.play_internal(m)
                path.append(node)
        finally:
            state.restore(snap)
        # ``result`` is for the side that moved into the last node of the path
        for n in reversed(path):
            n.visits += 1
            n.wins += result
            result = 1.0 - result

    def _playout(self, state: DeagoState) -> float:
        """Play :data:`PLAYOUT_PLIES` tactical plies; the result for the side to move."""
        me = state.to_move
        rng = self.rng
        st = state.stride
        recent: list[int] = []
        for _ in range(PLAYOUT_PLIES):
            if state.winner or not state.empty_internal:
                break
            self._budget.tick()
            forced, winning = _tactical(state)
            if forced:
                m = forced[0] if winning or len(forced) == 1 else rng.choice(forced)
            else:
                m = self._sample(state, recent, rng, st)
            state.play_internal(m)
            recent.append(m)
            del recent[:-4]
        if state.capture_counts[me] >= CAPTURES_TO_WIN:
            return 1.0
        return judge(state, me)

    def _sample(self, state: DeagoState, recent: list[int], rng: random.Random, st: int) -> int:
        """The best by :func:`shape_score` of a few empty points near the last moves."""
        cells = state.board
        me = state.to_move
        near: list[int] = []
        for p in recent:
            for dy in (-2, -1, 0, 1, 2):
                for dx in (-2, -1, 0, 1, 2):
                    q = p + dy * st + dx
                    if 0 <= q < len(cells) and cells[q] == EMPTY:
                        near.append(q)
        if not near:
            empties = state.empty_internal
            return empties[rng.randrange(len(empties))]
        best = -math.inf
        choice = near[0]
        for _ in range(SAMPLES):
            e = near[rng.randrange(len(near))]
            v = shape_score(state, e, me) + 0.9 * shape_score(state, e, 3 - me)
            v += rng.random() * 5.0
            if v > best:
                best, choice = v, e
        return choice
