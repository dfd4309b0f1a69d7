"""The DEAGO engine against the slow reference, move by move, over many seeded games.

:data:`KINDS` describes families of random games over every size and neutral layout,
each biased so that a rule really fires: moves mostly go next to existing stones (where
captures and conversions happen), a greedy share takes a capture or conversion when one
is there, some games start from a DFEN with many neutral stones or high captured counts
(so the 20-capture win happens), some pass often (so pass-pass draws happen), some start
on an almost full board (forced passes). :func:`test_the_random_games_exercise_every_rule`
asserts minimum counts of each event so the bias cannot silently rot.

After every move: the DFEN, the legal moves, the winner, the end reason, the captured
counts and the move's conversions, captures and winning line equal the reference's
(through :class:`tests.support.deago_impls.EngineGame`, which also checks ``preview``,
``effect_for``, ``last_effect`` and ``check_consistency()``). After every game ``pop()``
walks back to the start restoring each earlier DFEN exactly (the full state on a sample
of plies), and ``push_unchecked`` replays it to the same end. A hypothesis test compares
the two on hand-built DFEN positions.

Slow runtimes (Pyodide) play a fraction of the games, as ``tests/games/tanbo/test_differential.py``
does: ``TANBO_DIFFERENTIAL_FRACTION`` (default 1, or 0.1 under the ``quick`` hypothesis
profile); the minimum event counts shrink with it.
"""

from __future__ import annotations

import os
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import assume, example, given
from hypothesis import strategies as st

from tanbo.errors import TanboError
from tests.support.deago_diagrams import board, cells_dfen
from tests.support.deago_impls import ENGINE, EngineGame
from tests.support.deago_reference import (
    ALL_DIRECTIONS,
    BLACK,
    EMPTY,
    NEUTRAL,
    ORTHOGONAL,
    PASS,
    WHITE,
    RefDeago,
)

pytestmark = pytest.mark.skipif(ENGINE is None, reason="tanbo.games.deago is not merged yet")

FRACTION = float(
    os.environ.get(
        "TANBO_DIFFERENTIAL_FRACTION",
        "0.1" if os.environ.get("TANBO_HYPOTHESIS_PROFILE") == "quick" else "1",
    )
)
FULL_STATE_EVERY = 7  # compare the full state (not only the DFEN) on every 7th pop


@dataclass(frozen=True)
class Kind:
    """A family of random games: where they start and how moves are drawn."""

    name: str
    games: int  # at FRACTION 1
    sizes: tuple[int, ...]
    layouts: tuple[str, ...]
    pass_rate: float = 0.01  # chance of passing instead of placing
    local: float = 0.85  # chance of playing next to a stone (else anywhere)
    greed: float = 0.35  # chance of taking a capture or conversion when there is one
    neutral_share: float = 0.0  # > 0: start from a DFEN with this share of neutrals
    start_captured: tuple[int, int] = (0, 0)  # range of both starting captured counts
    holes: int = 0  # > 0: start from a full board with this many empty points
    motifs: int = 0  # > 0: start with this many MOTIFS stamped on the board


KINDS = (
    Kind("plain", 60, (13, 15, 19), ("9", "5", "0")),
    Kind("greedy", 40, (13, 15, 19), ("9", "5", "0"), greed=0.9),
    Kind("neutral-rich", 40, (13, 15), ("0",), neutral_share=0.25, greed=0.6),
    Kind("capture-race", 40, (13, 15, 19), ("9", "0"), greed=0.95, start_captured=(10, 18)),
    Kind("passy", 40, (13, 15, 19), ("9", "5", "0"), pass_rate=0.4),
    Kind("full-board", 12, (13,), ("0",), holes=6, greed=0.0),
    Kind("motifs", 40, (13, 15), ("9", "0"), greed=0.9, motifs=10),
)

# Rare shapes, stamped at random places, turned and coloured at random (X the owner,
# O the other side, + the point the owner plays, . anything): a conversion closing a
# pair (seed figure 1b), two pairs sharing a stone, two pairs at once.
MOTIFS = (
    """
    . X .
    . O .
    . O .
    + N X
    """,
    """
    . . . X
    . . O .
    + O O X
    N . . .
    X . . .
    """,
    """
    . . . X
    . . O .
    . O . .
    + O O X
    """,
)
MAX_PLIES = 400


def games() -> list[tuple[Kind, int, int, str]]:
    """(kind, seed, size, layout) for every game this run plays; every kind at least once."""
    out = []
    for kind in KINDS:
        count = max(len(kind.sizes) * len(kind.layouts) // 3, round(kind.games * FRACTION), 1)
        for i in range(count):
            size = kind.sizes[i % len(kind.sizes)]
            layout = kind.layouts[(i // len(kind.sizes)) % len(kind.layouts)]
            out.append((kind, 1000 * KINDS.index(kind) + i, size, layout))
    return out


# ---------------------------------------------------------------------- the reference side


def start_position(kind: Kind, rng: random.Random, size: int, layout: str) -> RefDeago:
    """The first position of a game of ``kind``."""
    if kind.holes:
        # A full board of B W N repeating (no line, no pair, no flank) with a few holes.
        cells = ["BWN"[(r + c) % 3] for r in range(size) for c in range(size)]
        for p in rng.sample(range(size * size), kind.holes):
            cells[p] = "."
        return RefDeago.from_dfen(cells_dfen(cells, size, "b", (0, 0)))
    state = RefDeago.new(size, size, layout)
    if not kind.neutral_share and kind.start_captured == (0, 0) and not kind.motifs:
        return state
    cells = [".BWN"[c] for c in state.cells()]
    stamped = 0
    while stamped < kind.motifs:
        stamped += stamp(cells, size, rng)
    if kind.neutral_share:
        for p in range(size * size):
            if rng.random() < kind.neutral_share:
                cells[p] = "N"
    low, high = kind.start_captured
    counts = (rng.randint(low, high), rng.randint(low, high))
    return RefDeago.from_dfen(cells_dfen(cells, size, "b", counts))


def stamp(cells: list[str], size: int, rng: random.Random) -> bool:
    """Stamp one random motif on empty points of ``cells``; False if it did not fit."""
    rows = [line.split() for line in rng.choice(MOTIFS).strip().splitlines()]
    owner, other = rng.choice((("B", "W"), ("W", "B")))
    swap, flip_r, flip_c = rng.random() < 0.5, rng.random() < 0.5, rng.random() < 0.5
    top, left = rng.randrange(size), rng.randrange(size)
    placed = {}
    for i, line in enumerate(rows):
        for j, token in enumerate(line):
            if token == ".":
                continue
            r, c = (j, i) if swap else (i, j)
            r, c = (-r if flip_r else r) + top, (-c if flip_c else c) + left
            if not (0 <= r < size and 0 <= c < size) or cells[r * size + c] != ".":
                return False
            placed[r * size + c] = {"X": owner, "O": other, "N": "N", "+": "."}[token]
    for p, token in placed.items():
        cells[p] = token
    return True


def _rays(size: int, length: int, directions: tuple[tuple[int, int], ...]) -> list[list[list[int]]]:
    """For each point, the points 1..``length`` steps away in each direction that fit."""
    out = []
    for p in range(size * size):
        row, col = divmod(p, size)
        rays = []
        for dr, dc in directions:
            r, c = row + length * dr, col + length * dc
            if 0 <= r < size and 0 <= c < size:
                rays.append([(row + k * dr) * size + col + k * dc for k in range(1, length + 1)])
        out.append(rays)
    return out


_RAYS: dict[tuple[int, int], list[list[list[int]]]] = {}


def rays(size: int, length: int) -> list[list[list[int]]]:
    """:func:`_rays` in all eight directions (length 1 and 3) or orthogonally (length 2)."""
    if (size, length) not in _RAYS:
        directions = ORTHOGONAL if length == 2 else ALL_DIRECTIONS
        _RAYS[size, length] = _rays(size, length, directions)
    return _RAYS[size, length]


def candidates(state: RefDeago) -> tuple[list[int], list[int]]:
    """Empty points next to a stone, and those where the side to move would capture a
    pair or convert a neutral (found from the stones outwards: X O O + and X N +)."""
    cells = state.cells()
    size = state.width
    me = state.to_move
    them = WHITE if me == BLACK else BLACK
    near: set[int] = set()
    tactical: set[int] = set()
    for p, cell in enumerate(cells):
        if cell == EMPTY:
            continue
        for (q,) in rays(size, 1)[p]:
            if cells[q] == EMPTY:
                near.add(q)
        if cell != me:
            continue
        for a, b, c in rays(size, 3)[p]:
            if cells[a] == them and cells[b] == them and cells[c] == EMPTY:
                tactical.add(c)
        for a, b in rays(size, 2)[p]:
            if cells[a] == NEUTRAL and cells[b] == EMPTY:
                tactical.add(b)
    return sorted(near), sorted(tactical)


def choose(kind: Kind, state: RefDeago, rng: random.Random) -> int:
    """A biased random legal move for the side to move."""
    points = [m for m in state.legal_moves() if m != PASS]
    if not points or rng.random() < kind.pass_rate:
        return PASS
    near, tactical = candidates(state)
    if tactical and rng.random() < kind.greed:
        return rng.choice(tactical)
    if near and rng.random() < kind.local:
        return rng.choice(near)
    return rng.choice(points)


# ---------------------------------------------------------------------- the engine side


def engine_snapshot(state: Any) -> tuple[Any, ...]:
    """Everything observable about an engine position, for pop-restores-state checks."""
    return (
        state.dfen(),
        list(state.legal_moves()),
        state.winner,
        state.end_reason,
        state.to_move,
        state.passes,
        state.ply,
        state.last_move,
        state.captured(BLACK),
        state.captured(WHITE),
        [state.cell(p) for p in range(state.geometry.width * state.geometry.height)],
    )


Where = Callable[[], str]  # the failure message, built only on failure


def lines(ref: RefDeago, colour: int) -> set[frozenset[int]]:
    """Every maximal horizontal/vertical 5+ run of ``colour``, or just the empty line."""
    if ref.end_reason != "five" or ref.winner != colour:
        return {frozenset()}
    return {frozenset(x) for x in ref.five_lines(colour)}


def compare(engine: EngineGame, ref: RefDeago, where: Where) -> None:
    """The engine's position equals the reference's in every observable respect
    (the DFEN holds every cell, the side to move and the counts)."""
    assert engine.dfen() == ref.dfen(), where()
    assert engine.legal_moves() == ref.legal_moves(), where()
    assert engine.winner == ref.winner, where()
    assert engine.end_reason == ref.end_reason, where()
    assert engine.captured == ref.captured, where()
    assert engine.to_move == ref.to_move, where()
    assert engine.state.is_over == (ref.winner != 0), where()
    # Which line, when a move makes two, is a convention: any one of them will do.
    assert engine.winning_line in lines(ref, ref.winner), where()


def play_game(kind: Kind, seed: int, size: int, layout: str, events: Counter[str]) -> None:
    """Play one biased random game on both implementations, checking after every move."""
    assert ENGINE is not None
    rng = random.Random(seed)
    ref = start_position(kind, rng, size, layout)
    start = ref.dfen()
    engine = EngineGame(ENGINE.DeagoState.from_dfen(start))
    compare(engine, ref, lambda: f"start {start}")
    moves: list[int] = []
    snapshots: list[tuple[Any, ...]] = []
    while ref.winner == 0 and len(moves) < MAX_PLIES:
        move = choose(kind, ref, rng)

        def where(move: int = move, ply: int = len(moves)) -> str:
            history = [ref.point_name(m) for m in moves[:ply]]
            return (
                f"{kind.name} seed {seed} ply {ply} move {ref.point_name(move)} from {start}"
                f" after {history}; now:\n{board(ref.dfen())}"
            )

        if len(moves) % 11 == 3:
            check_effect_for_the_other_side(engine, ref, rng, where)
        sample = len(moves) % FULL_STATE_EVERY == 0
        snapshots.append(engine_snapshot(engine.state) if sample else (engine.dfen(),))
        engine.thorough = sample
        full = EMPTY not in ref.cells()
        expected = ref.play(move)
        got = engine.play(move)
        moves.append(move)
        assert got.converted == frozenset(expected.converted), where()
        assert got.captured == frozenset(expected.captured), where()
        assert got.line in lines(ref, expected.player), where()
        compare(engine, ref, where)
        events["moves"] += 1
        events["passes"] += move == PASS
        events["forced passes"] += full
        events["conversions"] += bool(expected.converted)
        events["captures"] += bool(expected.captured)
        events["multi-pair captures"] += len(expected.captured) >= 4
        events["shared-stone captures"] += len(expected.captured) % 2 == 1
        events["conversion-completed captures"] += bool(
            expected.captured and expected.converted and _flanked_by_conversion(ref, expected)
        )
    events["games"] += 1
    events[f"end: {ref.end_reason}"] += 1
    events["five by conversion"] += ref.end_reason == "five" and any(
        p in ref.winning_line for p in (ref.last_effect.converted if ref.last_effect else ())
    )
    final = engine.dfen()
    check_pop_restores(engine.state, moves, snapshots, f"{kind.name} seed {seed}")
    fast = ENGINE.DeagoState.from_dfen(start)
    for move in moves:
        fast.push_unchecked(move)
    assert fast.dfen() == final and fast.winner == ref.winner, f"push_unchecked {kind} {seed}"


def _flanked_by_conversion(ref: RefDeago, effect: Any) -> bool:
    """Did a stone converted by this move close a captured pair (seed figure 1b)?"""
    size = ref.width
    for c in effect.converted:
        for a, b, far in rays(size, 3)[c]:
            if a in effect.captured and b in effect.captured and ref.cell(far) == effect.player:
                return True
    return False


def check_effect_for_the_other_side(
    engine: EngineGame, ref: RefDeago, rng: random.Random, where: Where
) -> None:
    """``effect_for`` the side *not* to move at a few points equals the reference's play."""
    points = [m for m in ref.legal_moves() if m != PASS]
    other = WHITE if ref.to_move == BLACK else BLACK
    for p in rng.sample(points, min(3, len(points))):
        trial = ref.copy()
        trial.to_move = other
        trial.passes = 0
        expected = trial.play(p)
        got = engine.state.effect_for(other, p)
        assert frozenset(got.converted) == frozenset(expected.converted), where()
        assert frozenset(got.captured) == frozenset(expected.captured), where()
        assert got.winner == trial.winner, where()
        assert frozenset(got.line) in lines(trial, other), where()


def check_pop_restores(state: Any, moves: list[int], snapshots: list[Any], where: str) -> None:
    """Pop every move: each earlier DFEN comes back (the full state on a sample of plies)."""
    for i in range(len(moves) - 1, -1, -1):
        assert state.pop() == moves[i], f"{where}: pop at ply {i}"
        if len(snapshots[i]) > 1:
            assert engine_snapshot(state) == snapshots[i], f"{where}: pop to ply {i}"
            state.check_consistency()
        else:
            assert state.dfen() == snapshots[i][0], f"{where}: pop to ply {i}"
    assert state.ply == 0 and list(state.move_stack) == []


def test_random_games_agree_with_the_reference() -> None:
    events: Counter[str] = Counter()
    for kind, seed, size, layout in games():
        play_game(kind, seed, size, layout, events)
    _EVENTS.update(events)
    print("\nDEAGO differential events:", dict(sorted(events.items())))


_EVENTS: Counter[str] = Counter()

# At FRACTION 1; scaled down with it (and at least 1 each) on slow runtimes.
# (About half of what the seeded games give; see the report printed with ``-s``.)
MINIMUM_EVENTS = {
    "games": 270,
    "conversions": 600,
    "captures": 900,
    "multi-pair captures": 30,
    "shared-stone captures": 20,
    "conversion-completed captures": 50,
    "end: five": 60,
    "end: captures": 50,
    "end: passes": 25,
    "five by conversion": 30,
    "forced passes": 10,
}


def test_the_random_games_exercise_every_rule() -> None:
    if not _EVENTS:
        test_random_games_agree_with_the_reference()
    for name, minimum in MINIMUM_EVENTS.items():
        needed = max(1, int(minimum * FRACTION)) if FRACTION < 1 else minimum
        assert _EVENTS[name] >= needed, f"only {_EVENTS[name]} {name!r} (want {needed})"


# ---------------------------------------------------------------------- hand-built positions


@st.composite
def positions(draw: st.DrawFn) -> str:
    """A random DFEN: a size, cells weighted towards empty, counts, side and passes."""
    size = draw(st.sampled_from((13, 15, 19)))
    weights = draw(st.sampled_from(("sparse", "dense", "neutral")))
    alphabet = {"sparse": "........BWN", "dense": "...BBWWN", "neutral": "..NNNBW"}[weights]
    cells = draw(st.lists(st.sampled_from(alphabet), min_size=size * size, max_size=size * size))
    side = draw(st.sampled_from("bw"))
    counts = (draw(st.integers(0, 21)), draw(st.integers(0, 21)))
    return cells_dfen(cells, size, side, counts, draw(st.integers(0, 2)))


@given(text=positions(), seed=st.integers(0, 2**32 - 1))
def test_hand_built_positions_agree(text: str, seed: int) -> None:
    assert ENGINE is not None
    try:
        ref = RefDeago.from_dfen(text)
    except ValueError:
        assume(False)  # an unreachable position (the side to move has already won)
        return
    engine = EngineGame(ENGINE.DeagoState.from_dfen(text))
    compare(engine, ref, lambda: text)
    rng = random.Random(seed)
    kind = Kind("hypothesis", 0, (), (), greed=0.7)
    for ply in range(12):
        if ref.winner:
            break
        move = choose(kind, ref, rng)
        expected = ref.play(move)
        got = engine.play(move)
        where = f"{text} ply {ply} move {ref.point_name(move)}"
        assert got.converted == frozenset(expected.converted), where
        assert got.captured == frozenset(expected.captured), where
        compare(engine, ref, lambda where=where: where)


# ---------------------------------------------------------------------- threat queries


def reference_threats(ref: RefDeago, colour: int) -> tuple[dict[int, Any], ...]:
    """Fives, captures and wins for ``colour`` at every empty point, by playing each one."""
    fives: dict[int, frozenset[int]] = {}
    captures: dict[int, frozenset[int]] = {}
    wins: dict[int, frozenset[int]] = {}
    others: dict[int, set[frozenset[int]]] = {}  # every line, when a move makes two
    for p in ref.legal_moves():
        if p == PASS:
            continue
        trial = ref.copy()
        trial.to_move = colour
        trial.passes = 0
        effect = trial.play(p)
        if effect.line:
            fives[p] = frozenset(effect.line)
            others[p] = {frozenset(x) for x in trial.five_lines(colour)}
        if effect.captured:
            captures[p] = frozenset(effect.captured)
        if trial.winner == colour:
            wins[p] = frozenset()
    return fives, captures, wins, others


THREAT_GAMES = 6  # positions every 9 plies of a few motif / capture-race games


def test_threat_queries_match_playing_every_point_on_the_reference() -> None:
    assert ENGINE is not None
    kinds = [k for k in KINDS if k.name in ("motifs", "capture-race", "greedy")]
    checked = Counter[str]()
    for n in range(max(len(kinds), round(THREAT_GAMES * FRACTION))):
        kind = kinds[n % len(kinds)]
        rng = random.Random(7000 + n)
        ref = start_position(kind, rng, 13, "9")
        engine = ENGINE.DeagoState.from_dfen(ref.dfen())
        ply = 0
        while ref.winner == 0:
            if ply % 9 == 4:
                for colour in (BLACK, WHITE):
                    fives, captures, wins, every_line = reference_threats(ref, colour)
                    where = f"{ref.dfen()} colour {colour}"
                    got_fives = engine.five_threats(colour)
                    got_captures = engine.capture_threats(colour)
                    assert sorted(got_fives) == sorted(fives), where
                    for p, line in got_fives.items():
                        assert frozenset(line) in every_line[p], where
                    assert {p: frozenset(v) for p, v in got_captures.items()} == captures, where
                    assert engine.winning_moves(colour) == sorted(wins), where
                    checked["fives"] += len(fives)
                    checked["captures"] += len(captures)
                    checked["wins"] += len(wins)
            move = choose(kind, ref, rng)
            ref.play(move)
            engine.push(move)
            ply += 1
        assert engine.five_threats(BLACK) == {} and engine.winning_moves(WHITE) == []
    print("\nDEAGO threat points checked:", dict(checked))
    assert min(checked.values()) >= 1 and len(checked) == 3, checked


# ---------------------------------------------------------------------- malformed DFEN

_EMPTY_13 = "/".join(["13"] * 13)


@pytest.mark.parametrize(
    ("count", "accepted"),
    [("0", True), ("19", True), ("20", True), ("999", True), ("1000", False),
     ("12345", False), ("0999", False), ("٩", False), ("9" * 5000, False)],
)
def test_engine_and_reference_agree_on_the_captured_count_limits(
    count: str, accepted: bool
) -> None:
    """Counts are 0-999 for both (the engine's DFEN and the rules page); Black's count
    with White to move, so 20 and more is a finished game, not an impossible one."""
    assert ENGINE is not None
    text = f"{_EMPTY_13} w {count} 0 0"
    for read in (RefDeago.from_dfen, ENGINE.DeagoState.from_dfen):
        if accepted:
            read(text)
        else:
            with pytest.raises(ValueError):
                read(text)


@given(
    text=positions(),
    edits=st.lists(
        st.tuples(
            st.sampled_from(("insert", "delete", "replace")),
            st.integers(0, 10_000),
            st.sampled_from("0123456789BWNbwx/ -"),
        ),
        min_size=1,
        max_size=3,
    ),
)
@example(  # a captured count of 1000 (the engine and the rules page stop at 999)
    text=_EMPTY_13 + " w 100 0 0", edits=[("insert", len(_EMPTY_13) + 6, "0")]
)
@example(text=_EMPTY_13 + " w 99 0 0", edits=[("insert", len(_EMPTY_13) + 5, "9")])  # 999
def test_engine_and_reference_accept_and_refuse_the_same_dfen(
    text: str, edits: list[tuple[str, int, str]]
) -> None:
    assert ENGINE is not None
    for action, at, ch in edits:
        at %= len(text) + 1
        if action == "insert":
            text = text[:at] + ch + text[at:]
        elif action == "delete":
            text = text[:at] + text[at + 1 :]
        else:
            text = text[:at] + ch + text[at + 1 :]
    try:
        ref: RefDeago | None = RefDeago.from_dfen(text)
    except ValueError:
        ref = None
    try:
        engine = ENGINE.DeagoState.from_dfen(text)
    except TanboError as error:
        assert ref is None, f"engine refused {text!r} ({error}) but the reference accepts it"
        assert repr(text) in str(error) or len(text) > 200, f"error does not quote input: {error}"
        return
    assert ref is not None, f"engine accepts {text!r} but the reference refuses it"
    assert engine.dfen() == ref.dfen() == text
    assert engine.winner == ref.winner and list(engine.legal_moves()) == ref.legal_moves()


# ---------------------------------------------------------------------- random playouts


@pytest.mark.parametrize("size", [13, 15, 19])
@pytest.mark.parametrize("layout", ["9", "5", "0"])
def test_random_playouts_end_where_the_reference_agrees(size: int, layout: str) -> None:
    """``random_playout`` plays to a real end: the reference, reading the final DFEN,
    finds the same winner and reason; a draw only on a full board (it passes only then)."""
    assert ENGINE is not None
    for seed in range(max(1, round(4 * FRACTION))):
        state = ENGINE.DeagoState.new(size, size, layout)
        winner = state.random_playout(random.Random(seed))
        state.check_consistency()
        ref = RefDeago.from_dfen(state.dfen())
        assert winner == state.winner == ref.winner != 0, state.dfen()
        assert state.end_reason == ref.end_reason, state.dfen()
        if ref.end_reason == "passes":
            assert EMPTY not in ref.cells(), state.dfen()
