"""The match runner: ``python -m tanbo match [--game G] --black SPEC --white SPEC --games N``.

Start at :func:`main` (argument parsing) and :func:`play_match`. A SPEC names a
player (:func:`make_player`): ``random``, ``greedy`` (``greedy:NOISE`` plays a
random non-suicidal move with probability NOISE), ``uct:SECONDS``, ``rave:SECONDS``
(the strong yardstick, :func:`tanbo.ai.players.rave_player`), ``level:N``,
``gtp:'<command line>'`` (any external GTP engine), ``ab:SECONDS[:key=value,...]`` (the
game's alpha-beta baseline, DEAGO only; ``ab:5:level=5,guard=0`` is level 5 with a
change, for testing one change against the level), or for tuning
``mcts:SECONDS:key=value,...`` (fields of :class:`tanbo.ai.mcts.SearchConfig`
plus ``iters=N``, ``reuse=0``). The two players swap colours every game (the
``--black`` player has Black in odd-numbered games). The summary gives each
player's wins with a 95% Wilson confidence interval and its mean time per move,
and the number of drawn games (DEAGO has draws; they count for neither player).
``--time-scale F`` multiplies every time budget and iteration cap of our own
players, so matches can be measured quickly on a busy machine; it cannot reach
inside a ``gtp:`` engine, whose time is set on its own command line (e.g.
``--seconds``).

A ``gtp:`` engine that does not answer a command within ``--gtp-timeout`` seconds
(default 120), or answers something that is not GTP, is stopped and the match ends
with one ``error:`` line naming it.

``--openings PLIES`` starts each pair of games from the same random (non-blunder)
opening, a new one per pair, so a match between two strong deterministic-ish
players does not replay one game.

Each game's players and opening are seeded from ``--seed`` and the game's index alone
(:func:`play_one`), so ``--jobs N`` (worker processes, spawned) plays the same games as
one process for iteration-budgeted players, reported in game order. The summary also
gives each player's score in total and by colour and the Elo difference with 95% error
bars (:mod:`tanbo.ai.sprt`); ``--sprt ELO0,ELO1[,ALPHA,BETA]`` plays until the SPRT
decides (at most ``--games``).

``--clock cpu`` makes every budget CPU time of the process playing the game
(:mod:`tanbo.ai.clock`): the players think as long on a loaded machine as on an idle
one.

``--ponder-time SECONDS`` lets the ``--black`` player (whichever colour it has)
think on the opponent's time: before each of the opponent's moves it ponders that
long (:func:`tanbo.ai.ponder.ponder_for`; players that cannot ponder ignore it), as
if the opponent were a person taking SECONDS more per move. It is real time, not
scaled by ``--time-scale``, and not counted in the time per move.

``--game tanbo|deago`` picks the rule set (:data:`tanbo.games.GAMES`); ``--size``
and ``--setup`` (``--neutral`` for DEAGO, the same option) default to the game's.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import TextIO, cast

from tanbo.ai.cliutil import EXIT_OK, CliError, Parser, run_cli
from tanbo.ai.clock import measures_cpu_time, now, use_cpu_time
from tanbo.ai.gtpclient import DEFAULT_TIMEOUT, GtpEngineError, GtpPlayer
from tanbo.ai.knowledge import PlaysAlphaBeta, knowledge_for
from tanbo.ai.levels import make_level_player
from tanbo.ai.mcts import ConfigChanges, SearchConfig
from tanbo.ai.players import (
    GreedyPlayer,
    Player,
    RandomPlayer,
    SearchPlayer,
    choose,
    rave_player,
    uct_player,
)
from tanbo.ai.ponder import ponder_for
from tanbo.ai.sparring import DEFAULT_SECONDS as SPARRING_SECONDS
from tanbo.ai.sparring import SPARRING, make_sparring
from tanbo.ai.sprt import Sprt, elo_interval, parse_sprt, score
from tanbo.errors import TanboError
from tanbo.game import BLACK, DRAW, GameState
from tanbo.games import GAMES
from tanbo.geometry import parse_size
from tanbo.limits import excerpt
from tanbo.numbers import NumberError, float_arg, int_arg, parse_float, parse_int
from tanbo.players import Closes
from tanbo.record import GameRecord, format_record

__all__ = [
    "SpecError", "make_player", "wilson", "MatchResult", "random_opening", "play_match", "main",
    "GameJob", "GameOutcome", "game_seed", "play_one",
]


class SpecError(ValueError):
    """A malformed player SPEC."""


def _positive(text: str, what: str) -> float:
    try:
        return parse_float(text, what, positive=True)
    except NumberError as exc:
        raise SpecError(str(exc)) from None


def _unit(text: str, what: str) -> float:
    try:
        return parse_float(text, what, 0.0, 1.0)
    except NumberError as exc:
        raise SpecError(str(exc)) from None


def _flag(value: str, item: str) -> bool:
    """A yes/no option value: ``1``/``true``/``yes`` or ``0``/``false``/``no`` (nothing else)."""
    if value in ("1", "true", "yes"):
        return True
    if value in ("0", "false", "no"):
        return False
    raise SpecError(f"bad value in mcts option {excerpt(item)}: expected 1/true/yes or 0/false/no")


def _playouts() -> tuple[str, ...]:
    """The playout policy names some game's knowledge accepts (the search checks its own)."""
    names = {name for game in GAMES for name in knowledge_for(game).policies}
    return tuple(sorted(names))


def _mcts_player(rest: str, seed: int, scale: float) -> SearchPlayer:
    secs_text, _, opts = rest.partition(":")
    secs = _positive(secs_text, "mcts seconds")
    known = {f.name: f.type for f in fields(SearchConfig)}
    changes: dict[str, object] = {}
    iters: int | None = None
    reuse = True
    for item in filter(None, opts.split(",")):
        key, eq, value = item.partition("=")
        if not eq:
            raise SpecError(f"mcts option {excerpt(item)} must be key=value")
        try:
            if key == "iters":
                iters = max(1, round(parse_int(value, "iters", 1) * scale))
            elif key == "reuse":
                reuse = _flag(value, item)
            elif key == "playout":
                if value not in _playouts():
                    raise SpecError(
                        f"unknown playout {excerpt(value)} in mcts option: expected one of "
                        f"{', '.join(_playouts())}"
                    )
                changes[key] = value
            elif key in known:
                kind = known[key]
                changes[key] = (
                    value if kind == "str"
                    else _flag(value, item) if kind == "bool"
                    else parse_int(value, key) if kind == "int" else parse_float(value, key)
                )
            else:
                raise SpecError(f"unknown mcts option {excerpt(key)}")
        except NumberError as exc:
            raise SpecError(f"bad value in mcts option {excerpt(item)}: {exc}") from None
    # Each value was parsed as its field's declared type (``known``) just above.
    config = SearchConfig().with_(**cast(ConfigChanges, changes))
    return SearchPlayer(config, secs * scale, iters, seed=seed, name=f"mcts:{rest}", reuse=reuse)


def _ab_player(rest: str, seed: int, scale: float, game: str) -> Player:
    """``ab:SECONDS[:key=value,...]``: the game's alpha-beta baseline (from its knowledge), if
    it has one; the options change its configuration (DEAGO: ``level=N`` starts from that
    level's, then any :class:`~tanbo.ai.games.deago.alphabeta.AbConfig` field)."""
    knowledge = knowledge_for(game)
    make: Callable[[float, int | None, dict[str, str]], Player] | None = (
        knowledge.ab_player if isinstance(knowledge, PlaysAlphaBeta) else None
    )
    if make is None:
        raise SpecError(f"the game {game!r} has no ab player")
    secs_text, _, opts = rest.partition(":")
    options: dict[str, str] = {}
    for item in filter(None, opts.split(",")):
        key, eq, value = item.partition("=")
        if not eq or not key:
            raise SpecError(f"ab option {excerpt(item)} must be key=value")
        options[key] = value
    seconds = _positive(secs_text, "ab seconds") * scale
    try:
        return make(seconds, seed, options)
    except ValueError as exc:
        raise SpecError(str(exc)) from None


def _sparring_player(kind: str, rest: str, seed: int, scale: float, game: str, spec: str) -> Player:
    """A sparring partner, ``KIND[:SECONDS]`` (:mod:`tanbo.ai.sparring`)."""
    if game not in SPARRING[kind]:
        raise SpecError(f"the game {game!r} has no {kind} player")
    secs = _positive(rest, f"{kind} seconds") if rest else SPARRING_SECONDS
    player = make_sparring(kind, game, secs * scale, seed)
    player.name = spec
    return player


def make_player(
    spec: str,
    seed: int = 0,
    time_scale: float = 1.0,
    gtp_timeout: float = DEFAULT_TIMEOUT,
    game: str = "tanbo",
) -> Player:
    """The player a SPEC names for ``game`` (``SpecError`` if malformed; a ``gtp:`` engine
    that cannot start: :class:`~tanbo.ai.gtpclient.GtpEngineError`). ``gtp_timeout``:
    seconds a ``gtp:`` engine may take per answer."""
    kind, _, rest = spec.partition(":")
    if kind == "ab" and rest:
        return _ab_player(rest, seed, time_scale, game)
    if kind == "random" and not rest:
        return RandomPlayer(seed)
    if kind == "greedy":
        return GreedyPlayer(seed, _unit(rest, "greedy noise") if rest else 0.0)
    if kind == "uct" and rest:
        player = uct_player(_positive(rest, "uct seconds") * time_scale, seed)
        player.name = spec
        return player
    if kind == "rave" and rest:
        player = rave_player(_positive(rest, "rave seconds") * time_scale, seed)
        player.name = spec
        return player
    if kind == "level" and rest:
        if rest not in ("1", "2", "3", "4", "5"):
            raise SpecError(f"level must be 1-5, got {excerpt(rest)}")
        return make_level_player(int(rest), seed, time_scale)
    if kind == "mcts" and rest:
        return _mcts_player(rest, seed, time_scale)
    if kind == "gtp" and rest.strip():
        return GtpPlayer(rest, name=spec, timeout=gtp_timeout)
    if kind in SPARRING:
        return _sparring_player(kind, rest, seed, time_scale, game, spec)
    raise SpecError(
        f"unknown player {excerpt(spec)}: expected random, greedy[:NOISE], uct:SECONDS, "
        "rave:SECONDS, level:N (1-5), ab:SECONDS[:key=value,...], gtp:'<command line>' or "
        "mcts:SECONDS[:key=value,...], or (DEAGO) tss[:SECONDS], pattern[:SECONDS], "
        "tmcts[:SECONDS] or fastab[:SECONDS]"
    )


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class MatchResult:
    """Wins, moves and thinking time per player (index 0 = ``--black`` player).

    ``by_colour[i][c]`` is player ``i``'s ``[wins, draws, losses]`` with colour ``c``
    (0 = Black, 1 = White); ``sprt`` the test run with the match, if any, and
    ``not_counted`` the games finished after its decision (``--jobs``), left out.
    """

    names: tuple[str, str]
    wins: list[int] = field(default_factory=lambda: [0, 0])
    moves: list[int] = field(default_factory=lambda: [0, 0])
    seconds: list[float] = field(default_factory=lambda: [0.0, 0.0])
    black_wins: int = 0
    draws: int = 0
    games: int = 0
    plies: int = 0
    by_colour: list[list[list[int]]] = field(
        default_factory=lambda: [[[0, 0, 0], [0, 0, 0]], [[0, 0, 0], [0, 0, 0]]]
    )
    openings: int = 0
    sprt: Sprt | None = None
    not_counted: int = 0
    cpu_time: bool = False  # the players' clock was CPU time (``--clock cpu``)

    def add(self, out: GameOutcome) -> None:
        """Count one game."""
        self.games += 1
        self.plies += out.plies
        if out.winner < 0:
            self.draws += 1
        else:
            self.wins[out.winner] += 1
        self.black_wins += out.black_won
        for i in (0, 1):
            self.moves[i] += out.moves[i]
            self.seconds[i] += out.seconds[i]
            colour = 0 if i == out.first else 1
            slot = 1 if out.winner < 0 else 0 if out.winner == i else 2
            self.by_colour[i][colour][slot] += 1

    def wdl(self, i: int, colour: int | None = None) -> tuple[int, int, int]:
        """Player ``i``'s wins, draws and losses (with one colour, or in total)."""
        rows = self.by_colour[i] if colour is None else [self.by_colour[i][colour]]
        w, d, lost = (sum(r[k] for r in rows) for k in range(3))
        return w, d, lost

    def summary(self) -> str:
        """The human-readable result table."""
        drawn = f", {self.draws} drawn" if self.draws else ""
        lines = [f"{self.games} games, {self.plies / max(1, self.games):.1f} plies per game, "
                 f"Black won {self.black_wins}{drawn}"]
        for i, name in enumerate(self.names):
            lo, hi = wilson(self.wins[i], self.games)
            pct = 100.0 * self.wins[i] / max(1, self.games)
            per_move = self.seconds[i] / max(1, self.moves[i])
            lines.append(
                f"{name}: {self.wins[i]}/{self.games} wins = {pct:.1f}% "
                f"(95% CI {100 * lo:.1f}-{100 * hi:.1f}%), {per_move:.3f} s/move"
            )
        for i, name in enumerate(self.names):
            for label, colour in (("total", None), ("as Black", 0), ("as White", 1)):
                lines.append(f"  {name} {label}: {_score_text(*self.wdl(i, colour))}")
        e, elo_lo, elo_hi = elo_interval(*self.wdl(0))
        lines.append(
            f"Elo {self.names[0]} - {self.names[1]}: {_elo(e)} "
            f"(95% {_elo(elo_lo)} to {_elo(elo_hi)})"
        )
        if self.cpu_time:
            lines.append("clock: CPU time (each player's budget and s/move are CPU seconds)")
        if self.openings:
            pairs, odd = divmod(self.games, 2)
            lines.append(
                f"openings: {pairs + odd} random ({self.openings} plies each), "
                + ("each played once with each colour" if not odd else
                   f"{pairs} played once with each colour, the last one once")
            )
        if self.sprt is not None:
            verdict = {"H0": f"H0 accepted (Elo {self.sprt.elo0:g})",
                       "H1": f"H1 accepted (Elo {self.sprt.elo1:g})"}.get(
                self.sprt.verdict, "no decision (the --games cap was reached)")
            lines.append(f"{self.sprt.status()}: {verdict}")
            if self.not_counted:
                lines.append(
                    f"({self.not_counted} more games finished after the decision: not counted)"
                )
        return "\n".join(lines)


def _score_text(w: int, d: int, lost: int) -> str:
    s, lo, hi = score(w, d, lost)
    return f"W/D/L {w}/{d}/{lost}, score {100 * s:.1f}% (95% CI {100 * lo:.1f}-{100 * hi:.1f}%)"


def _elo(value: float) -> str:
    return "+inf" if value == math.inf else "-inf" if value == -math.inf else f"{value:+.0f}"


def random_opening(
    game: str, width: int, height: int, setup: str, plies: int, rng: random.Random
) -> list[int]:
    """``plies`` random moves from the start, none a known blunder (the game's knowledge).

    Fewer when the game would end (a last move that ends it is never kept).
    """
    state = GAMES[game].new_state(width, height, setup)
    knowledge = knowledge_for(state)
    moves: list[int] = []
    for _ in range(plies):
        legal = state.legal_moves()
        sane = [m for m in legal if not knowledge.is_blunder(state, m)] or legal
        move = rng.choice(sane)
        state.push(move)
        if state.is_over:
            break
        moves.append(move)
    return moves


def play_game(
    black: Player, white: Player, width: int, height: int, setup: str, game: str = "tanbo",
    opening: list[int] | None = None, ponder: tuple[float, float] = (0.0, 0.0),
) -> tuple[GameState, list[float]]:
    """Play one game (after the ``opening`` moves); return the final state and each
    colour's thinking time [black, white]. ``ponder`` [black, white]: seconds each
    colour thinks on the other's time before each of its moves (not counted)."""
    state = GAMES[game].new_state(width, height, setup)
    for move in opening or ():
        state.push(move)
    spent = [0.0, 0.0]
    while not state.is_over:
        side = 0 if state.to_move == BLACK else 1
        player = black if side == 0 else white
        ponder_for(white if side == 0 else black, state, ponder[1 - side])
        t0 = now()
        move = choose(player, state)
        spent[side] += now() - t0
        state.push(move)  # an illegal move raises IllegalMoveError: a bug, not a loss
    return state, spent


@dataclass(frozen=True)
class GameJob:
    """Everything one game needs (picklable: a worker process plays it)."""

    index: int
    specs: tuple[str, str]
    names: tuple[str, str]
    width: int
    height: int
    setup: str
    game: str
    seed: int
    time_scale: float
    gtp_timeout: float
    openings: int
    ponder: float = 0.0  # seconds the --black player thinks on each opponent's move
    cpu_time: bool = False  # the players read CPU time (tanbo.ai.clock)


@dataclass
class GameOutcome:
    """One game's result, by player index (0 = ``--black`` player); ``error`` if it failed."""

    index: int
    first: int = 0
    winner: int = -1
    black_won: bool = False
    plies: int = 0
    moves: tuple[int, int] = (0, 0)
    seconds: tuple[float, float] = (0.0, 0.0)
    record: str = ""
    error: str = ""


def game_seed(seed: int, index: int, what: str) -> int:
    """A 32-bit seed from the match seed and a game (or pair) index alone, the same in
    every process (``random.Random`` seeds a string through SHA-512)."""
    return random.Random(f"tanbo-match:{seed}:{what}:{index}").randrange(2**32)


def play_one(job: GameJob) -> GameOutcome:
    """Play game ``job.index``: the players and the opening are seeded from the match seed
    and the game's index (or its pair's) only, so a game is the same whichever process
    plays it and whatever was played before."""
    was = measures_cpu_time()
    use_cpu_time(job.cpu_time)
    try:
        return _play_one(job)
    finally:
        use_cpu_time(was)


def _play_one(job: GameJob) -> GameOutcome:
    g = job.index
    first = g % 2  # index of the player with Black this game
    opening: list[int] = []
    if job.openings:
        pair_rng = random.Random(game_seed(job.seed, g // 2, "opening"))
        opening = random_opening(
            job.game, job.width, job.height, job.setup, job.openings, pair_rng
        )
    players: list[Player] = []
    try:
        for i, spec in enumerate(job.specs):
            players.append(make_player(
                spec, game_seed(job.seed, g, f"player{i}"), job.time_scale, job.gtp_timeout,
                job.game,
            ))
        black, white = players[first], players[1 - first]
        ponder = (job.ponder, 0.0) if first == 0 else (0.0, job.ponder)
        state, spent = play_game(
            black, white, job.width, job.height, job.setup, job.game, opening, ponder
        )
    finally:
        _close(players)
    winner = -1 if state.winner == DRAW else first if state.winner == BLACK else 1 - first
    moves = [0, 0]
    seconds = [0.0, 0.0]
    k = len(opening)  # the opening's moves are nobody's
    for side, idx in ((0, first), (1, 1 - first)):
        seconds[idx] += spent[side]
        moves[idx] += (state.ply + 1 - side) // 2 - (k + 1 - side) // 2
    rec = GameRecord.from_state(
        state, Black=job.names[first], White=job.names[1 - first], Round=str(g + 1)
    )
    return GameOutcome(
        g, first, winner, state.winner == BLACK, state.ply, (moves[0], moves[1]),
        (seconds[0], seconds[1]), format_record(rec),
    )


def _play_in_worker(job: GameJob) -> GameOutcome:
    """:func:`play_one` in a worker process: any failure comes back as a message."""
    try:
        return play_one(job)
    except (SpecError, TanboError, GtpEngineError, OSError) as exc:
        return GameOutcome(job.index, error=str(exc))
    except Exception as exc:  # a bug: still one clear line in the parent, no traceback
        return GameOutcome(job.index, error=f"game {job.index + 1}: {type(exc).__name__}: {exc}")


def processes_available() -> bool:
    """Whether worker processes can be started here (not under WebAssembly)."""
    import importlib.util

    return importlib.util.find_spec("_multiprocessing") is not None  # ProcessPoolExecutor's C part


def _outcomes(jobs: list[GameJob], workers: int, stop: Callable[[], bool]) -> Iterator[GameOutcome]:
    """The games' outcomes in game order; no new game is started once ``stop()`` is true.

    Where there are no processes (WebAssembly: Pyodide and the browser have no
    ``_multiprocessing``), the games are played one after another: the same games, since
    each is seeded from its own index.
    """
    if workers <= 1 or not processes_available():
        for job in jobs:
            if stop():
                return
            yield play_one(job)
        return
    import multiprocessing
    from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
    from concurrent.futures.process import BrokenProcessPool

    context = multiprocessing.get_context("spawn")
    pending: dict[int, Future[GameOutcome]] = {}
    done: dict[int, GameOutcome] = {}
    nxt = 0  # next game to hand out
    out = 0  # next game to report
    with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
        try:
            while out < len(jobs):
                while not stop() and nxt < len(jobs) and len(pending) < workers:
                    pending[nxt] = pool.submit(_play_in_worker, jobs[nxt])
                    nxt += 1
                if out not in done and out not in pending:
                    return  # stopped: the games not handed out are not played
                finished, _ = wait(pending.values(), return_when=FIRST_COMPLETED)
                for g in [g for g, f in pending.items() if f in finished]:
                    done[g] = pending.pop(g).result()
                while out in done:
                    yield done.pop(out)
                    out += 1
        except BrokenProcessPool as exc:
            raise TanboError(f"a match worker process died: {exc}") from None
        finally:
            for f in pending.values():
                f.cancel()


def play_match(
    specs: tuple[str, str],
    games: int,
    width: int,
    height: int,
    setup: str = "dense",
    seed: int = 0,
    time_scale: float = 1.0,
    records: Path | None = None,
    log: TextIO | None = None,
    game: str = "tanbo",
    gtp_timeout: float = DEFAULT_TIMEOUT,
    openings: int = 0,
    jobs: int = 1,
    sprt: Sprt | None = None,
    ponder: float = 0.0,
    cpu_time: bool = False,
) -> MatchResult:
    """Play ``games`` games of ``game`` between two SPECs, colours swapping every game.

    With ``openings`` > 0 each pair of games (one with each colour) starts from
    the same ``openings`` random plies (:func:`random_opening`), a new one per pair.
    Each game's players and opening are seeded from ``seed`` and the game's index
    (:func:`play_one`), so ``jobs`` worker processes play the same games as one.
    With ``sprt`` the match stops once the test accepts H0 or H1 (``games`` is the cap);
    with ``jobs`` > 1 the games already under way then finish and are not counted.
    ``ponder``: seconds the first SPEC's player thinks on each of the opponent's moves.
    ``cpu_time``: the players' budgets (and the times reported) are CPU seconds of the
    process playing the game (:mod:`tanbo.ai.clock`), not wall time.
    """
    for spec in specs:  # a malformed SPEC: one error before any process starts
        if not spec.startswith("gtp:"):
            _close([make_player(spec, 0, time_scale, gtp_timeout, game)])
    names = (specs[0], specs[1]) if specs[0] != specs[1] else (specs[0] + " #1", specs[1] + " #2")
    result = MatchResult(names, openings=openings, sprt=sprt, cpu_time=cpu_time)
    todo = [
        GameJob(g, specs, names, width, height, setup, game, seed, time_scale, gtp_timeout,
                openings, ponder, cpu_time)
        for g in range(games)
    ]
    decided = False
    for out in _outcomes(todo, jobs, lambda: sprt is not None and bool(sprt.verdict)):
        if out.error:
            raise TanboError(out.error)
        if decided:
            result.not_counted += 1
            continue
        result.add(out)
        g = out.index
        if records is not None:
            records.mkdir(parents=True, exist_ok=True)
            (records / f"game-{g + 1:04d}.{game}").write_text(out.record, encoding="utf-8")
        if log is not None:
            first = out.first
            print(
                f"game {g + 1}: {names[first]} (black) vs {names[1 - first]} (white): "
                f"{'draw' if out.winner < 0 else names[out.winner] + ' wins'} "
                f"in {out.plies} plies",
                file=log,
                flush=True,
            )
        if sprt is not None:
            sprt.add(0.5 if out.winner < 0 else 1.0 if out.winner == 0 else 0.0)
            decided = bool(sprt.verdict)
            if log is not None:
                print(f"  {sprt.status()}", file=log, flush=True)
    return result


def _close(players: list[Player]) -> None:
    for p in players:
        if isinstance(p, Closes):
            p.close()


def _parser() -> Parser:
    parser = Parser(
        prog="python -m tanbo match",
        description="Play games between two players (colours swap every game) and report "
        "wins with 95% confidence intervals and mean time per move.",
    )
    parser.add_argument("--black", required=True, metavar="SPEC",
                        help="first player (Black in odd games): random, greedy, uct:SECONDS, "
                        "rave:SECONDS, level:N, ab:SECONDS (DEAGO), gtp:'<command line>', "
                        "mcts:SECONDS[:key=value,...]")
    parser.add_argument("--white", required=True, metavar="SPEC", help="second player")
    parser.add_argument("--games", type=int_arg("--games"), default=10,
                        help="number of games (default 10)")
    parser.add_argument("--game", default="tanbo", choices=sorted(GAMES),
                        help="rule set (default tanbo)")
    parser.add_argument("--size", default=None,
                        help="board size WxH (default: the game's, 7x7 or 19x19)")
    parser.add_argument("--setup", "--neutral", dest="setup", default=None,
                        help="start setup: dense|classic (Tanbo) or neutral layout 9|5|0 "
                        "(DEAGO); default: the game's")
    parser.add_argument("--seed", type=int_arg("--seed"), default=0,
                        help="seed of the players' RNGs")
    parser.add_argument("--gtp-timeout", type=float_arg("--gtp-timeout", hi=1e6, positive=True),
                        default=DEFAULT_TIMEOUT, metavar="SECONDS",
                        help="give up on a gtp: engine that takes longer than this to answer "
                        f"one command (default {DEFAULT_TIMEOUT:g})")
    parser.add_argument("--time-scale", type=float_arg("--time-scale", positive=True),
                        default=1.0,
                        help="multiply every time budget and iteration cap of our own "
                        "players (default 1); gtp: engines keep the time of their command line")
    parser.add_argument("--openings", type=int_arg("--openings", 0, 60), default=0, metavar="PLIES",
                        help="start each pair of games (one with each colour) from the "
                        "same PLIES random non-blunder moves (default 0: the start)")
    parser.add_argument("--records", type=Path, metavar="DIR",
                        help="write each game as a record file into DIR")
    parser.add_argument("--jobs", type=int_arg("--jobs", 1, 256), default=1, metavar="N",
                        help="play the games in N worker processes (default 1); each game "
                        "is seeded from --seed and its number, so the games are the same")
    parser.add_argument("--sprt", metavar="ELO0,ELO1[,ALPHA,BETA]",
                        help="play until the SPRT accepts H0 (Elo ELO0) or H1 (ELO1) for the "
                        "--black player, at most --games games (alpha, beta default 0.05)")
    parser.add_argument("--ponder-time", type=float_arg("--ponder-time", 0, 1e6), default=0.0,
                        metavar="SECONDS",
                        help="the --black player thinks SECONDS on each of the opponent's "
                        "moves, as against a person taking that long (levels 4-5; real time, "
                        "not scaled; default 0)")
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                        help="what the players' time budgets count: wall time (default) or "
                        "the CPU time of the process playing the game, so a loaded "
                        "machine does not shorten them")
    parser.add_argument("--quiet", action="store_true", help="no line per game")
    return parser


def _run(args: argparse.Namespace) -> int:
    try:
        spec = GAMES[args.game]
        setup = spec.default_setup if args.setup is None else args.setup
        if setup not in spec.setups:
            raise SpecError(
                f"unknown setup {excerpt(setup)} for {spec.title}: "
                f"expected {' or '.join(spec.setups)}"
            )
        width, height = spec.default_size if args.size is None else parse_size(args.size)
        spec.new_state(width, height, setup)  # a clear error for a size the setup refuses
        if args.games < 1:
            raise SpecError(f"--games must be at least 1, got {args.games}")
        try:
            sprt = None if args.sprt is None else parse_sprt(args.sprt)
        except ValueError as exc:
            raise SpecError(str(exc)) from None
        result = play_match(
            (args.black, args.white), args.games, width, height, setup, args.seed,
            args.time_scale, args.records, None if args.quiet else sys.stdout, args.game,
            gtp_timeout=args.gtp_timeout, openings=args.openings, jobs=args.jobs, sprt=sprt,
            ponder=args.ponder_time, cpu_time=args.clock == "cpu",
        )
    except (SpecError, TanboError, GtpEngineError, OSError) as exc:
        raise CliError(str(exc)) from exc
    except KeyboardInterrupt:
        raise CliError("interrupted") from None
    print(result.summary())
    return EXIT_OK


def main(argv: list[str]) -> int:
    """``tanbo match`` entry point; returns the exit code (2 with one ``error:`` line)."""
    return run_cli(_parser(), argv, _run)

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
