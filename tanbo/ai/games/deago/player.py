"""DEAGO's players: the levels and the ``ab`` baseline, alpha-beta in slices.

:class:`AbPlayer` runs one :class:`~.alphabeta.AbSearch` per move in frame slices
(:class:`tanbo.ai.players.Player`); :data:`LEVEL_CONFIGS` are levels 1-5
(:class:`~.alphabeta.AbConfig`), :data:`BASELINE` is ``python -m tanbo match``'s
``ab:SECONDS``. The game's knowledge (:mod:`.knowledge`) hands them to the generic
code (:mod:`tanbo.ai.levelplayer`, :mod:`tanbo.ai.match`).

A player that keeps its :class:`~.alphabeta.Memory` (levels 4-5) also thinks on
the opponent's time (:mod:`tanbo.ai.ponder`): :meth:`AbPlayer.ponder_step` predicts
the opponent's reply and searches the position after it into that memory, so the
next move's search finds it in the transposition table.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping
from dataclasses import fields

from tanbo.ai.clock import now
from tanbo.ai.games.deago.alphabeta import MEMORY_LIMIT, WIN, AbConfig, AbSearch, Memory
from tanbo.ai.ponder import PONDER_NODES
from tanbo.games.deago.state import DeagoState

__all__ = [
    "BASELINE", "LEVEL_CONFIGS", "PREDICT_MIN", "PREDICT_NODES", "AbPlayer", "config_from_options",
]

PREDICT_NODES = 2_000
"""Most nodes of the short search that predicts the opponent's reply when pondering: a
quarter of the player's last move's nodes (a measure of its speed), at least
:data:`PREDICT_MIN`. Measured on 13x13 (level 5 against level 5 at 3,000 nodes a move,
72 replies): 300 nodes predicted 51, 1,000 57, 2,000 and 5,000 59; the table's move from
the player's own last search (free) only 40. A fixed 5,000 (then 1,500) took most of a
second's pondering at level 5's speed on a loaded machine (2-14k nodes/s), leaving the
reply's search little."""

PREDICT_MIN = 300
"""Fewest nodes of the prediction search (:data:`PREDICT_NODES`)."""

TACTICAL = 6
"""Level 5's :attr:`~.alphabeta.AbConfig.tactical`."""

DEEP_WIDTH = 6
"""Level 5's :attr:`~.alphabeta.AbConfig.deep_width`: 6 near points (and the tactical
points) at the nodes two or more plies below the root, 10 one ply below, 20 at the
root. Against ``fastab`` on 19x19 at 0.5 s a move it won 73/100 where width 10 at every
node had won 41/66 on the same openings; against level 5 as it was a non-regression
SPRT accepted it (``docs/results/deago-sprt.md``)."""

STAGED = 1
"""Level 5's :attr:`~.alphabeta.AbConfig.staged`: the nodes one ply above the leaves try
the table's move and the killers before making their near points. To a fixed depth of 5
and 6 on the bench's 12 positions it finished 1.07-1.09x sooner (4-6% more nodes, the
killers outside the near points; ``docs/results/deago-speed.md``); against level 5
without it a non-regression SPRT accepted it after 421 games
(``docs/results/deago-sprt.md``)."""

REDUCE_MORE = 6
"""Level 5's :attr:`~.alphabeta.AbConfig.reduce_more`: after a quiet node's first six
moves, a move with 3+ plies left is tried two plies shallower first (after its first
three, one ply shallower: :attr:`~.alphabeta.AbConfig.reduce`). To depth 6 on the
bench's 12 positions 61,442 nodes against 70,380. Against ``fastab`` on 19x19 at 0.5 s
a move it won 307/400 (as White 148/200) on the openings where level 5 without it had
won 287/400 (as White 135/200); an SPRT with ``fastab`` as the opponent accepted "50 Elo
better" than level 5 without it (``docs/results/deago-level5-vs-fastab.md``, stop 52)."""

BASELINE = AbConfig(width=10)
"""``ab:SECONDS``: alpha-beta + pattern evaluation, defends immediate wins; no VCF."""


# Level 5's evaluation weights (tempo, captures, pairs, open_three) were fitted to the
# results of 1,183 recorded games against ``fastab`` (tools/deago_eval_fit.py: a logistic
# fit of the winner on the evaluation's terms; held-out log loss 0.5761 with the old
# weights 1.5, 10, 1, 400, 0.5587 with these): a captured stone and a pair the mover can
# take are worth 2-4 times what they were, the open three's turn a sixth. Against
# ``fastab`` at equal time: 71.8% over 400 games (the old weights: 72.0% over 900); an
# SPRT with ``fastab`` as the opponent accepted "not 50 Elo worse" and rejected "50 Elo
# better" (docs/results/deago-level5-vs-fastab.md, stop 51).
LEVEL_CONFIGS: dict[int, AbConfig] = {
    1: AbConfig(width=4, max_depth=0, noise=30.0, blind=0.7, defence=0.1),
    2: AbConfig(width=6, max_depth=2, noise=25.0),
    3: AbConfig(width=8, max_depth=3, noise=6.0, vcf=4),
    4: AbConfig(width=8, vcf=6, threats=True, ordering=True, keep=True),
    5: AbConfig(
        width=10, deep_width=DEEP_WIDTH, vcf=8, threats=True, guard=6, opening=1,
        opening_noise=8.0,
        ordering=True, keep=True, tactical=TACTICAL, evaluation="shapes", respond=True,
        reduce=3, reduce_more=REDUCE_MORE, staged=STAGED, tempo=1.15, captures=20.0,
        pairs=4.0, open_three=70.0,
    ),
}
"""DEAGO's levels (their time per move is the level's, :data:`tanbo.ai.levels.LEVELS`)."""


def config_from_options(options: Mapping[str, str]) -> tuple[AbConfig, str]:
    """The configuration ``match``'s ``ab:SECONDS:key=value,...`` names, and its label.

    ``level=N`` starts from level N's configuration (default: :data:`BASELINE`); every
    other key is an :class:`AbConfig` field, its value parsed as the field's type
    (``1``/``0`` for yes/no). So ``level=5,guard=0`` is level 5 without its guard: one
    change tested against the level (an SPRT run). ``ValueError`` names a bad key or value.
    """
    kinds = {f.name: str(f.type) for f in fields(AbConfig)}
    config = BASELINE
    if "level" in options:
        text = options["level"]
        if text not in ("1", "2", "3", "4", "5"):
            raise ValueError(f"ab option level must be 1-5, got {text[:20]!r}")
        config = LEVEL_CONFIGS[int(text)]
    changes: dict[str, object] = {}
    for key, text in options.items():
        if key == "level":
            continue
        kind = kinds.get(key)
        if kind is None:
            raise ValueError(f"unknown ab option {key[:30]!r}")
        try:
            if kind == "bool":
                if text not in ("0", "1"):
                    raise ValueError
                changes[key] = text == "1"
            elif kind == "int":
                changes[key] = int(text)
            elif kind == "float":
                value = float(text)
                if not math.isfinite(value):
                    raise ValueError
                changes[key] = value
            else:
                changes[key] = text
        except ValueError:
            raise ValueError(
                f"bad value {text[:20]!r} for ab option {key!r} (expected {kind})"
            ) from None
    label = ":" + ",".join(f"{k}={v}" for k, v in options.items()) if options else ""
    return config.with_(**changes), label


class AbPlayer:
    """A sliced alpha-beta player (:class:`tanbo.ai.players.Player`): ``seconds`` per move.

    With ``nodes`` the search stops after that many nodes instead, whatever the
    time (deterministic for a seed: tests). ``win_rate`` is read from the last
    score (a logistic guess; 1.0 / 0.0 for a proven win / loss).
    """

    def __init__(
        self,
        config: AbConfig,
        seconds: float,
        seed: int | None = None,
        name: str = "ab",
        nodes: int | None = None,
        clock: Callable[[], float] = now,
    ) -> None:
        self.config = config
        self.seconds = seconds
        self.name = name
        self.nodes = nodes
        self.rng = random.Random(seed)
        self.clock = clock
        self.search: AbSearch | None = None
        self._moves_made = 0
        self._started = 0.0
        self._score = 0.0
        self.last_nodes = 0  # nodes searched for the last move
        self.last_depth = 0  # deepest finished iteration of the last move
        self.memory: Memory | None = None
        self.pondered = 0  # nodes searched on the opponent's time (all moves)
        self._ponder: AbSearch | None = None  # the pondering search, while it has work
        self._ponder_stack: list[int] | None = None  # the position pondered (its moves)
        self.predicted: int | None = None  # the reply pondering expects (its best so far)
        self._ponder_reply = False  # True: the pondering searches the position after it
        self._ponder_config = config
        self.resumed = 0  # moves whose search went on from the pondering (a correct prediction)
        self._history: dict[int, int] | None = None  # the memory's history before pondering
        self._resumed_from = 0  # nodes the resumed search had searched on the opponent's time

    def start(self, state: DeagoState) -> None:
        """Begin thinking about ``state``."""
        if state.is_over:
            raise ValueError("no legal move: the game is over")
        self._started = self.clock()
        deadline = self._started + self.seconds if self.nodes is None else float("inf")
        cfg = self.config
        if state.ply < 2:
            self._moves_made = 0
        if self._moves_made < cfg.opening and cfg.noise < cfg.opening_noise:
            cfg = cfg.with_(noise=cfg.opening_noise)  # vary the openings
        resumed = self._resume(state, cfg, deadline)
        self._ponder = None
        if resumed is not None:
            self._history = None
            self.search = resumed
            return
        memory = None
        if cfg.keep:
            if self.memory is None or (state.ply < 2 and not self._pondered_before(state)):
                self.memory = Memory()
            memory = self.memory
            # After the predicted reply, clearing the memory would drop just what pondering
            # learned for this move; ponder_step trimmed it before it pondered, and a node
            # stores at most one entry, so it stays bounded.
            limit = MEMORY_LIMIT
            if self._predicted_reply(state):
                limit += PREDICT_NODES + PONDER_NODES
            elif self._history is not None and self._pondered_before(state):
                # Another reply: the move orders its moves as if it had not pondered (the
                # table's entries are true in any position; the history was learned on
                # another). The ponder's own trim is undone with it.
                memory.history = self._history
            memory.trim(limit)
        self._history = None
        self.search = AbSearch(
            state, cfg, deadline, self.rng, self.clock, node_limit=self.nodes, memory=memory
        )

    def _resume(self, state: DeagoState, cfg: AbConfig, deadline: float) -> AbSearch | None:
        """The pondered search of ``state`` itself, given the move's own time; else ``None``.

        When the opponent played the predicted reply, the pondering was searching this
        very position as this move's search would (same configuration, no noise): it
        goes on with this move's deadline (or node budget) from where it was, so the
        move's whole time goes into deeper iterations; a new search would first walk
        the depths already searched again (the table answers only part of them: the
        windows differ). Not before its first iteration is finished (the threat phases
        before it were set for no deadline) nor for a move with noise (the openings).
        """
        search = self._ponder
        if (
            search is None or not self._ponder_reply or search.done or search.depth < 1
            or cfg.noise or cfg.blind or not self._predicted_reply(state)
        ):
            return None
        search.deadline = deadline
        search.node_limit = None if self.nodes is None else search.nodes + self.nodes
        self._resumed_from = search.all_nodes
        self.resumed += 1
        return search

    def step(self, budget_ms: float) -> int | None:
        """Search for up to ``budget_ms``; the move once the time is spent or the search is done."""
        search = self.search
        if search is None:
            raise ValueError("step() called before start()")
        search.run(budget_ms)
        if not search.done:
            return None
        self.search = None
        self._moves_made += 1
        self._score = search.score
        self.last_nodes = search.all_nodes - self._resumed_from
        self._resumed_from = 0
        self.last_depth = search.depth
        return search.best

    def cancel(self) -> None:
        """Stop thinking."""
        self.search = None

    # ------------------------------------------------- thinking on the opponent's time

    @property
    def ponders(self) -> bool:
        """True when this player keeps its memory between moves (:attr:`AbConfig.keep`)."""
        return self.config.keep

    def ponder_step(self, state: DeagoState, budget_ms: float) -> bool:
        """Ponder ``state`` (the opponent to move) for up to ``budget_ms``; False once
        there is nothing more to do (see the module docstring).

        First a short search of ``state`` (:data:`PREDICT_NODES`, no guard) predicts the
        reply (:attr:`predicted`); then the position after it is searched as this
        player's own next move would be (no noise, no deadline, at most
        :data:`~tanbo.ai.ponder.PONDER_NODES`), into the kept memory. When the
        opponent plays that reply, :meth:`start` searches the same position with the
        same windows: the table answers the depths already searched, and the search
        goes deeper in its own time. Any other reply is searched as without pondering
        (with what the table holds).
        """
        if not self.config.keep or state.is_over or self.search is not None:
            return False
        stack = list(state.move_stack)
        if stack != self._ponder_stack:
            if self.memory is None or (state.ply < 2 and not self._pondered_before(state)):
                self.memory = Memory()
            if self._history is None:  # to put back after another reply
                self._history = dict(self.memory.history)
            self.memory.trim()
            cfg = self.config.with_(noise=0.0, opening_noise=0.0, blind=0.0)
            self._ponder_config = cfg
            self._ponder_stack = stack
            self._ponder_reply = False
            self.predicted = None
            self._ponder = AbSearch(
                state, cfg.with_(guard=0, vcf=min(cfg.vcf, 4)), math.inf, random.Random(0),
                self.clock, node_limit=self._predict_nodes(), memory=self.memory,
            )
        search = self._ponder
        if search is None:
            return False  # this position's pondering is done
        before = search.all_nodes
        search.run(budget_ms)
        self.pondered += search.all_nodes - before
        if not self._ponder_reply:
            self.predicted = search.best
        if not search.done:
            return True
        self._ponder = None
        if self._ponder_reply:
            return False
        return self._ponder_after(state)

    def _predict_nodes(self) -> int:
        """The prediction search's budget: a quarter of the last move's nodes, clamped."""
        return min(PREDICT_NODES, max(PREDICT_MIN, self.last_nodes // 4))

    def _ponder_after(self, state: DeagoState) -> bool:
        """Set the search of the position after the predicted reply; False if none."""
        reply = self.predicted
        if reply is None or not state.is_legal(reply):
            return False
        after = state.copy()
        after.push(reply)
        if after.is_over:
            return False
        self._ponder = AbSearch(
            after, self._ponder_config, math.inf, random.Random(0), self.clock,
            node_limit=PONDER_NODES, memory=self.memory,
        )
        self._ponder_reply = True
        return True

    def ponder_reset(self) -> None:
        """Forget the memory and any pondering (undo, a new game)."""
        self._ponder = None
        self._ponder_stack = None
        self._history = None
        self.predicted = None
        self.memory = None

    def _predicted_reply(self, state: DeagoState) -> bool:
        """True when ``state`` is the position pondered plus the reply it predicted."""
        known = self._ponder_stack
        return known is not None and self.predicted is not None and (
            list(state.move_stack) == [*known, self.predicted])

    def _pondered_before(self, state: DeagoState) -> bool:
        """True when the position last pondered leads to ``state`` (the same game)."""
        known = self._ponder_stack
        return known is not None and list(state.move_stack[: len(known)]) == known

    @property
    def thinking(self) -> bool:
        """True between ``start`` and the move."""
        return self.search is not None

    @property
    def progress(self) -> float:
        """Fraction of the time budget used for the current move (0..1)."""
        if self.search is None or not self.seconds:
            return 1.0
        return min(1.0, (self.clock() - self._started) / self.seconds)

    @property
    def win_rate(self) -> float:
        """This player's estimated chance to win (0..1) from its last finished score."""
        s = self._score
        if s >= WIN - 1000:
            return 1.0
        if s <= -WIN + 1000:
            return 0.0
        return 1.0 / (1.0 + math.exp(-s / 150.0))
