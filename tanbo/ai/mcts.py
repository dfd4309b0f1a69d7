"""Anytime Monte-Carlo tree search with solver backup, tree reuse and a node cap.

Start at :class:`Searcher`: build it on a position, call :meth:`Searcher.run`
with a slice (``iterations`` and/or ``millis``) as often as you like, ask
:meth:`Searcher.best_move` / :meth:`Searcher.win_rate` at any time, and
:meth:`Searcher.advance` with each move played to keep the subtree (tree reuse).
Nothing here blocks for longer than the slice asked for, so a browser frame loop
can drive it (no threads).

The algorithm (cf. OpenSpiel ``mcts.py``, michi):

* UCT selection ``w/n + c * sqrt(ln N / n)``; a node is expanded (all children
  at once) once it has been visited ``expand_after`` times and the tree holds
  fewer than ``max_nodes`` nodes, so memory stays bounded however long it runs.
* Everything game-specific comes from the game's
  :class:`~tanbo.ai.knowledge.GameKnowledge` (:func:`tanbo.ai.knowledge.knowledge_for`):
  the candidate moves a node is expanded with (all legal moves for Tanbo; for
  DEAGO the points near stones), the priors (``SearchConfig.priors`` may name
  another set of the knowledge's ``prior_sets``) and the playout policy.
* Optional priors enter as virtual visits: a child starts with ``prior_visits``
  visits and ``prior_visits * prior`` wins (progressive bias that fades as real
  visits accumulate).
* Optional RAVE / all-moves-as-first (Gelly & Silver 2007; ``rave`` > 0): every
  child also keeps AMAF statistics, updated whenever its move was played by its
  mover anywhere later in the iteration (tree part and playout), and selection
  blends the two means with ``beta = an / (an + n + an * n / rave)`` (Silver's
  schedule: AMAF dominates while a child has few real visits and fades as they
  accumulate). The playout's moves come from the knowledge's optional
  ``traced_policy(name, plies)`` (a policy that also appends the moves it plays
  to a list); a game without one gets AMAF from the tree moves only. With
  ``prior_amaf`` the priors' virtual visits go to the AMAF statistics instead of
  the real ones (so they fade with the AMAF weight).
* Results are 1 (win), 0 (loss) or 0.5 (draw) for a node's mover, or the
  probability of a win when a playout ends in an evaluation.
* MCTS-Solver backup (Winands et al.), kept to wins and losses: a node whose
  move ends the game with a winner is a proven win or loss for its mover; a node
  with a child that is a proven win for the side to move is a proven loss for its
  own mover, and a node all of whose children are proven losses is a proven win.
  A move that ends the game in a draw is *not* marked proven: every visit of it
  backs up exactly 0.5, so its value is the draw's value without a proof. This
  is the simple, safe choice (score-bounded MCTS, Cazenave & Saffidine, would
  prove draws too, at the price of pessimistic/optimistic bounds per node); it
  only loses the ability to prove a drawn position, which the move choice never
  needs. Proofs are relative to the candidate moves: a game whose knowledge
  leaves out moves (DEAGO's far points and ``pass``) gets "all candidates lose"
  as a proven loss, which its knowledge module argues is safe.

Results are from the point of view of a node's ``mover`` (the colour that
played the node's move); the final move is the child with a proven win, else
the most-visited child not proven lost.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Generic, Unpack

from tanbo.ai.clock import now
from tanbo.ai.knowledge import (
    PLAIN,
    ConfigChanges,
    GameKnowledge,
    NamesPriors,
    PlayoutPolicy,
    PriorSet,
    S,
    TracedPolicy,
    TracesPlayouts,
    knowledge_for,
)
from tanbo.game import BLACK, DRAW

__all__ = ["SearchConfig", "ConfigChanges", "Node", "Searcher"]


@dataclass(frozen=True)
class SearchConfig:
    """Tunables of one search; every field is documented by its comment."""

    exploration: float = 0.8  # UCT constant c
    prior_visits: float = 0.0  # weight of heuristic priors in virtual visits (0 = none)
    playout: str = "random"  # a playout policy name of the game's knowledge ("random", "smart");
    # "a|b" takes the first the game has
    expand_after: int = 1  # real visits a leaf needs before it is expanded
    max_nodes: int = 150_000  # node cap: no expansion beyond it (bounds memory)
    solver: bool = True  # MCTS-Solver backup of proven wins/losses
    playout_plies: int = 0  # "smart" playouts stop after this many plies (0 = play out) ...
    cut_min_points: int = 0  # ... on boards of at least this many points
    knowledge: bool = True  # use the game's knowledge (False: every legal move, uniform playouts)
    level: int = 0  # a strength level's (weaker) knowledge if the game has one (0 = full)
    rave: float = 0.0  # RAVE equivalence parameter (0 = no AMAF statistics)
    prior_amaf: bool = False  # priors as virtual AMAF visits instead of real ones (with rave)
    priors: str = ""  # a named prior set of the game's knowledge ("" = its default ``priors``)

    def with_(self, **changes: Unpack[ConfigChanges]) -> SearchConfig:
        """A copy with some fields changed."""
        return replace(self, **changes)


class Node:
    """One position in the tree, reached by ``move`` played by ``mover``."""

    __slots__ = ("move", "mover", "children", "n", "w", "proven", "an", "aw")

    def __init__(
        self, move: int, mover: int, n: float = 0.0, w: float = 0.0,
        an: float = 0.0, aw: float = 0.0,
    ) -> None:
        self.move = move
        self.mover = mover
        self.children: list[Node] | None = None
        self.n = n  # visits (real + virtual)
        self.w = w  # wins of ``mover`` (real + virtual)
        self.proven = 0  # +1 proven win for mover, -1 proven loss, 0 unknown
        self.an = an  # AMAF visits: iterations in which ``mover`` played ``move`` later (RAVE)
        self.aw = aw  # AMAF wins of ``mover`` among them

    def value(self) -> float:
        """Mean result for ``mover`` (1.0 for a proven win, 0.0 for a proven loss)."""
        if self.proven:
            return 1.0 if self.proven > 0 else 0.0
        return self.w / self.n if self.n else 0.5

    def __repr__(self) -> str:
        return (
            f"Node(move={self.move}, n={self.n:.0f}, value={self.value():.3f}, "
            f"proven={self.proven})"
        )


class Searcher(Generic[S]):
    """An anytime MCTS search rooted at a copy of ``state`` (which is never changed).

    Generic over the state's class: a ``Searcher[TanboState]`` holds Tanbo
    positions and asks Tanbo's knowledge (``GameKnowledge[TanboState]``).
    """

    def __init__(
        self, state: S, config: SearchConfig | None = None, seed: int | None = 0
    ) -> None:
        self.config = config or SearchConfig()
        cfg = self.config
        self.knowledge: GameKnowledge[S] = (
            knowledge_for(state, cfg.level) if cfg.knowledge else PLAIN
        )
        playout = next(
            (name for name in cfg.playout.split("|") if name in self.knowledge.policies), None
        )
        if playout is None:
            raise ValueError(
                f"unknown playout {cfg.playout!r}: expected one of "
                f"{', '.join(self.knowledge.policies)}"
            )
        self._priors = self._prior_set(cfg.priors)
        self.rng = random.Random(seed)
        # The last two moves before the root, for named priors (the copy drops its history).
        self._recent: list[int] = list(state.move_stack[-2:])
        self._state: S = state.copy()
        plies = cfg.playout_plies if state.geometry.npoints >= cfg.cut_min_points else 0
        self._policy: PlayoutPolicy[S] = self.knowledge.policy(playout, plies)
        knowledge = self.knowledge
        traced: Callable[[str, int], TracedPolicy[S]] | None = (
            knowledge.traced_policy
            if cfg.rave > 0 and isinstance(knowledge, TracesPlayouts) else None
        )
        self._traced = traced(playout, plies) if traced is not None else None
        self.root = Node(-1, 3 - state.to_move)
        self.nodes = 1
        self.iterations = 0  # iterations since the root was last replaced
        self.total_iterations = 0  # iterations over the searcher's life

    # ------------------------------------------------------------------ public

    @property
    def state(self) -> S:
        """A copy of the root position."""
        return self._state.copy()

    @property
    def to_move(self) -> int:
        """The side to move at the root."""
        return self._state.to_move

    @property
    def solved(self) -> bool:
        """True when the root's result is proven (more search cannot change the move)."""
        return self.root.proven != 0

    def run(
        self, iterations: int | None = None, millis: float | None = None, focus: float = 0.0
    ) -> int:
        """Search for at most ``iterations`` iterations and/or ``millis`` ms; return how many ran.

        With neither limit one iteration runs. Stops early once the root is solved
        or the game is over. ``focus`` (0..1, pondering: :mod:`tanbo.ai.ponder`) is the
        share of iterations that take the root's best-looking child (the highest mean,
        no exploration term) instead of UCT's choice: they search the likeliest reply
        deeper, and a reply that deeper search refutes loses its place by its mean.
        """
        if self._state.winner:
            return 0
        if iterations is None and millis is None:
            iterations = 1
        clock = now
        deadline = None if millis is None else clock() + millis / 1000.0
        done = 0
        step = self._iterate
        share = 0.0
        while not self.root.proven:
            if iterations is not None and done >= iterations:
                break
            if deadline is not None and done and clock() >= deadline:
                break
            share += focus
            if share >= 1.0:
                share -= 1.0
                step(True)
            else:
                step()
            done += 1
        self.iterations += done
        self.total_iterations += done
        return done

    def best_move(self) -> int:
        """The move to play now (``ValueError`` if the game is over)."""
        if self._state.winner:
            raise ValueError("the game is over: there is no move to play")
        root = self.root
        if root.children is None:
            self._expand(root, self._state)
        children = root.children
        assert children
        for child in children:
            if child.proven > 0:
                return child.move
        alive = [c for c in children if c.proven == 0] or children
        return max(alive, key=lambda c: (c.n, c.w)).move

    def only_move(self) -> int | None:
        """The move when the search considers just one (a forced move), else ``None``."""
        if self._state.winner:
            return None
        if self.root.children is None:
            self._expand(self.root, self._state)
        children = self.root.children
        assert children is not None
        return children[0].move if len(children) == 1 else None

    def win_rate(self) -> float:
        """Estimated chance that the side to move at the root wins (0..1)."""
        root = self.root
        if self._state.winner:
            if self._state.winner == DRAW:
                return 0.5
            return 1.0 if self._state.winner == self._state.to_move else 0.0
        if root.proven:
            return 0.0 if root.proven > 0 else 1.0
        if not root.children:
            return 0.5
        best = self.best_move()
        return next(child.value() for child in root.children if child.move == best)

    def mean_win_rate(self) -> float:
        """The side to move's mean result over the real playouts from the root (0..1).

        Unlike :meth:`win_rate` (the best move's value, priors' virtual visits
        included, which flatters the side to move while real visits are few), this
        counts only what the search actually played out: the steadier estimate for
        comparing positions, as the game analysis does. A proven or finished root
        gives its exact result.
        """
        if self._state.winner or self.root.proven or not self.root.n:
            return self.win_rate()
        return 1.0 - self.root.w / self.root.n

    def move_stats(self) -> list[tuple[int, float, float, int]]:
        """``(move, visits, value, proven)`` per root child, most visited first."""
        children = self.root.children or []
        rows = [(c.move, c.n, c.value(), c.proven) for c in children]
        return sorted(rows, key=lambda r: -r[1])

    def principal_variation(self, limit: int = 10) -> list[int]:
        """The most-visited line from the root (at most ``limit`` moves).

        Like :meth:`best_move`, each step takes a proven win first and a proven
        loss only when every move is one.
        """
        line: list[int] = []
        node = self.root
        while node.children and len(line) < limit:
            node = max(node.children, key=lambda c: (c.proven, c.n))
            line.append(node.move)
        return line

    def advance(self, move: int) -> None:
        """Play ``move`` at the root, keeping its subtree (``IllegalMoveError`` if illegal)."""
        self._state.push(move)
        self._recent = [*self._recent, move][-2:]
        child = None
        for c in self.root.children or ():
            if c.move == move:
                child = c
                break
        if child is None:
            child = Node(move, 3 - self._state.to_move)
        self.root = child
        self.iterations = 0
        self.nodes = self._count(child)

    # ---------------------------------------------------------------- internals

    def _prior_set(self, name: str) -> PriorSet[S] | None:
        """The knowledge's priors named ``name`` (its ``prior_sets``); ``None`` for its default."""
        if not name:
            return None
        knowledge = self.knowledge
        sets: Mapping[str, PriorSet[S]] = (
            knowledge.prior_sets if isinstance(knowledge, NamesPriors) else {}
        )
        if name not in sets:
            raise ValueError(
                f"unknown priors {name!r}: expected one of {', '.join(sets) or 'none'}"
            )
        return sets[name]

    @staticmethod
    def _count(node: Node) -> int:
        total = 0
        stack = [node]
        while stack:
            nd = stack.pop()
            total += 1
            if nd.children:
                stack.extend(nd.children)
        return total

    def _expand(self, node: Node, state: S, path: list[Node] | None = None) -> None:
        """Give ``node`` one child per candidate move (shuffled; with priors if configured).

        ``path`` (root first, ending at ``node``) gives named priors the recent moves.
        """
        moves = self.knowledge.candidates(state)
        self.rng.shuffle(moves)
        mover = state.to_move
        pv = self.config.prior_visits
        priors: list[float] = []
        if pv > 0:
            named = self._priors
            if named is not None:
                recent = [*self._recent, *(nd.move for nd in (path or [])[1:])]
                priors = named(state, moves, recent[-2:])
            else:
                priors = self.knowledge.priors(state, moves)
        if pv > 0 and self.config.prior_amaf and self.config.rave > 0:
            node.children = [
                Node(m, mover, 0.0, 0.0, pv, pv * p)
                for m, p in zip(moves, priors, strict=True)
            ]
        elif pv > 0:
            node.children = [
                Node(m, mover, pv, pv * p) for m, p in zip(moves, priors, strict=True)
            ]
        else:
            node.children = [Node(m, mover) for m in moves]
        self.nodes += len(moves)

    def _select(self, node: Node) -> Node:
        """The child maximising UCT; a proven win at once; proven losses skipped."""
        if self.config.rave > 0:
            return self._select_rave(node)
        children = node.children
        assert children is not None
        c_log = self.config.exploration * math.sqrt(math.log(node.n + 1.0))
        sqrt = math.sqrt
        best = children[0]
        best_v = -1.0
        for child in children:
            n = child.n
            if child.proven:
                if child.proven > 0:
                    return child
                continue
            if n == 0:
                return child  # unvisited first (children are shuffled)
            v = child.w / n + c_log / sqrt(n)
            if v > best_v:
                best_v = v
                best = child
        return best

    @staticmethod
    def _greedy(node: Node) -> Node:
        """The child with the highest mean for its mover (a proven win first, proven losses
        last): no exploration."""
        children = node.children
        assert children
        return max(children, key=lambda c: (c.proven > 0, c.proven == 0, c.value()))

    def _select_rave(self, node: Node) -> Node:
        """The child maximising the RAVE blend of its real and AMAF means plus UCT's term.

        An unvisited child counts its AMAF mean (or 1.0 without any: tried first)
        plus the exploration term of one visit.
        """
        children = node.children
        assert children is not None
        c_log = self.config.exploration * math.sqrt(math.log(node.n + 1.0))
        inv_k = 1.0 / self.config.rave
        sqrt = math.sqrt
        best = children[0]
        best_v = -1.0
        for child in children:
            if child.proven:
                if child.proven > 0:
                    return child
                continue
            n = child.n
            an = child.an
            if n == 0:
                v = (child.aw / an if an else 1.0) + c_log
            elif an:
                beta = an / (an + n + an * n * inv_k)
                v = (1.0 - beta) * child.w / n + beta * child.aw / an + c_log / sqrt(n)
            else:
                v = child.w / n + c_log / sqrt(n)
            if v > best_v:
                best_v = v
                best = child
        return best

    def _iterate(self, greedy_root: bool = False) -> None:
        """One iteration: select, expand, simulate, back up (with solver).

        ``greedy_root``: the root's child is the one with the highest mean (``focus``).
        """
        cfg = self.config
        state = self._state.copy()
        node = self.root
        path = [node]
        if greedy_root and node.children:
            node = self._greedy(node)
            state.push_unchecked(node.move)
            path.append(node)
            if state.winner and not node.proven and state.winner != DRAW:
                node.proven = 1 if state.winner == node.mover else -1
        while not node.proven and not state.winner:
            if node.children is None:
                # Children start with prior_visits virtual visits: count real ones only.
                if node is self.root or (
                    node.n >= cfg.expand_after + cfg.prior_visits
                    and self.nodes < cfg.max_nodes
                ):
                    self._expand(node, state, path)
                else:
                    break
            node = self._select(node)
            state.push_unchecked(node.move)
            path.append(node)
            if state.winner:
                if not node.proven and state.winner != DRAW:
                    # The move ended the game: proven for its mover either way.
                    node.proven = 1 if state.winner == node.mover else -1
                break
        played: list[int] = []
        leaf_to_move = state.to_move
        if node.proven:
            black = 1.0 if (node.proven > 0) == (node.mover == BLACK) else 0.0
        elif state.winner:
            black = 0.5  # a draw (never proven, see the module docstring)
        elif self._traced is not None:
            black = self._traced(state, self.rng, played)
        else:
            black = self._policy(state, self.rng)
        white = 1.0 - black
        for nd in path:
            nd.n += 1
            nd.w += black if nd.mover == BLACK else white
        if cfg.rave > 0:
            self._amaf_up(path, played, leaf_to_move, black)
        if node.proven and cfg.solver:
            self._solve_up(path)

    @staticmethod
    def _amaf_up(path: list[Node], played: list[int], to_move: int, black: float) -> None:
        """AMAF backup: a child whose mover played its move later in the iteration scores.

        ``played`` are the playout's moves, the first by ``to_move``, then alternating.
        """
        seen: tuple[set[int], set[int], set[int]] = (set(), set(), set())
        seen[to_move].update(played[0::2])
        seen[3 - to_move].update(played[1::2])
        result = (0.0, black, 1.0 - black)
        for i in range(len(path) - 1, -1, -1):
            nd = path[i]
            children = nd.children
            if children:
                side = 3 - nd.mover  # the children's mover
                moves = seen[side]
                if moves:
                    r = result[side]
                    for child in children:
                        if child.move in moves:
                            child.an += 1.0
                            child.aw += r
            seen[nd.mover].add(nd.move)

    @staticmethod
    def _solve_up(path: list[Node]) -> None:
        """Propagate a proven result from the end of ``path`` towards the root."""
        for i in range(len(path) - 1, 0, -1):
            child, parent = path[i], path[i - 1]
            if child.proven > 0:
                # The side to move at parent can win: parent's mover has lost.
                parent.proven = -1
            elif child.proven < 0 and parent.children is not None and all(
                c.proven < 0 for c in parent.children
            ):
                parent.proven = 1  # every reply loses for the side to move
            else:
                return
