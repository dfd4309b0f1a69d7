"""The fast engine against the slow reference, move by move, over many seeded games.

``GAMES`` plays at least 300 uniformly random games across every official size and
both setups. After every move: the legal moves, the TFEN, the removed roots and the
winner must equal the reference's; ``check_consistency()`` must pass; no root may be
bounded; the side to move must have a move unless the game is over; and on a sample of
plies ``pop()`` must restore the exact previous state. A hypothesis test then does the
same for single moves in random hand-built positions (which may hold bounded roots).

Slow runtimes (Pyodide) may play a fraction of the games: the environment variable
``TANBO_DIFFERENTIAL_FRACTION`` (default 1, or 0.1 under the ``quick`` hypothesis
profile of ``tests/conftest.py``); every size and setup still gets at least one game.
"""

from __future__ import annotations

import os
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tanbo.games.tanbo.setups import CLASSIC_SIZES, DENSE_SIZES
from tanbo.games.tanbo.state import BLACK, EMPTY, WHITE, RemovedRoot, TanboState
from tests.support.diagrams import board
from tests.support.reference import RefGroup, RefState

Removed = list[tuple[int, tuple[int, ...], bool]]

# (width, height, setup) -> number of games. Game cost grows like the square of the
# board area (longer games of bigger positions), so small boards get more games.
GAMES: dict[tuple[int, int, str], int] = {
    (7, 7, "dense"): 78,
    (5, 7, "dense"): 35,
    (7, 5, "dense"): 35,
    (7, 9, "dense"): 25,
    (9, 7, "dense"): 25,
    (9, 11, "dense"): 20,
    (11, 9, "dense"): 20,
    (11, 11, "dense"): 20,
    (11, 13, "dense"): 12,
    (13, 11, "dense"): 12,
    (13, 15, "dense"): 6,
    (15, 13, "dense"): 6,
    (15, 17, "dense"): 4,
    (17, 15, "dense"): 4,
    (17, 19, "dense"): 3,
    (19, 17, "dense"): 3,
    (15, 15, "dense"): 8,
    (19, 19, "dense"): 5,
    (19, 19, "classic"): 5,
}
FRACTION = float(
    os.environ.get(
        "TANBO_DIFFERENTIAL_FRACTION",
        "0.1" if os.environ.get("TANBO_HYPOTHESIS_PROFILE") == "quick" else "1",
    )
)
POP_EVERY = 5  # check pop() on every 5th ply (and the last)


def engine_removed(removed: tuple[RemovedRoot, ...]) -> Removed:
    """The engine's removed roots as sorted plain tuples."""
    return sorted((r.colour, tuple(sorted(r.stones)), r.current) for r in removed)


def reference_removed(removed: tuple[RefGroup, ...]) -> Removed:
    """The reference's removed roots as sorted plain tuples."""
    return sorted((g.colour, g.stones, g.current) for g in removed)


def snapshot(state: TanboState) -> tuple[object, ...]:
    """Everything pop() must restore, as comparable values."""
    return (
        state.tfen(),
        state.legal_moves(),
        state.roots(),
        state.last_removed,
        state.winner,
        list(state.move_stack),
        state.stone_count(BLACK),
        state.stone_count(WHITE),
        state.root_count(BLACK),
        state.root_count(WHITE),
    )


def progress(state: TanboState) -> tuple[int, int]:
    """(roots, -stones): strictly decreasing from move to move."""
    roots = state.root_count(BLACK) + state.root_count(WHITE)
    return roots, -state.stone_count(BLACK) - state.stone_count(WHITE)


def check_invariants(state: TanboState) -> None:
    """The rules page's "facts that follow", after a real move."""
    state.check_consistency()
    assert not [r for r in state.roots() if r.bounded], "a root is bounded after a move"
    for colour in (BLACK, WHITE):
        assert state.root_count(colour) == len([r for r in state.roots() if r.colour == colour])
    if state.is_over:
        assert state.legal_moves() == []
        loser = WHITE if state.winner == BLACK else BLACK
        assert state.stone_count(loser) == 0 and state.stone_count(state.winner) > 0
    else:
        assert state.legal_moves(), "the side to move has stones but no move"


def play_checked_game(width: int, height: int, setup: str, seed: int) -> int:
    """Play one random game with every check; returns the number of plies."""
    rng = random.Random(seed)
    state = TanboState.new(width, height, setup)
    fast = state.copy()  # follows the same moves through push_unchecked
    ref = RefState.new(width, height, setup)
    assert state.tfen() == ref.tfen()
    order = progress(state)
    ply = 0
    while not state.is_over:
        moves = state.legal_moves()
        assert moves == ref.legal_moves(), f"legal moves differ at ply {ply}\n{board(ref.tfen())}"
        move = rng.choice(moves)
        before = snapshot(state) if ply % POP_EVERY == 0 else None
        removed = engine_removed(state.push(move))
        result = ref.play(move)
        context = f"seed {seed} ply {ply + 1} move {state.move_text(move)}"
        assert state.tfen() == result.state.tfen(), context
        assert removed == reference_removed(result.removed), context
        assert state.winner == result.state.winner, context
        check_invariants(state)
        fast.push_unchecked(move)
        assert fast.tfen() == state.tfen() and fast.winner == state.winner, context
        # Rules page: (roots, stones) moves strictly forward, fewer roots then more stones.
        now = progress(state)
        assert now < order, context
        order = now
        if before is not None or state.is_over:
            after = snapshot(state)
            assert state.pop() == move, context
            if before is not None:
                assert snapshot(state) == before, context
            state.push(move)
            assert snapshot(state) == after, context
        ref = result.state
        ply += 1
    assert ref.legal_moves() == []
    return ply


@pytest.mark.parametrize(
    ("width", "height", "setup"),
    [pytest.param(*key, id=f"{key[0]}x{key[1]}-{key[2]}") for key in GAMES],
)
def test_random_games_agree_with_the_reference(width: int, height: int, setup: str) -> None:
    for game in range(max(1, round(GAMES[width, height, setup] * FRACTION))):
        plies = play_checked_game(width, height, setup, seed=1000 * width + 10 * height + game)
        assert plies > 0


def test_the_differential_games_cover_every_official_size_and_setup() -> None:
    assert sum(GAMES.values()) >= 300
    assert {(w, h) for (w, h, s) in GAMES if s == "dense"} == set(DENSE_SIZES)
    assert {(w, h) for (w, h, s) in GAMES if s == "classic"} == set(CLASSIC_SIZES)


# ------------------------------------------------------------ hand-built positions


@st.composite
def positions(draw: st.DrawFn) -> str:
    """A random hand-built TFEN on a small board: any cells, either side to move."""
    width = draw(st.integers(1, 5))
    height = draw(st.integers(1, 5))
    weights = draw(st.sampled_from(["sparse", "even", "dense"]))
    pool = {
        "sparse": [EMPTY] * 4 + [BLACK, WHITE],
        "even": [EMPTY, BLACK, WHITE],
        "dense": [EMPTY, BLACK, BLACK, WHITE, WHITE],
    }[weights]
    cells = draw(st.lists(st.sampled_from(pool), min_size=width * height, max_size=width * height))
    side = draw(st.sampled_from(["b", "w"]))
    ref = RefState(width, height, tuple(cells), BLACK if side == "b" else WHITE)
    return ref.tfen()


def check_removal_facts(ref: RefState, move: int) -> None:
    """Rules page facts about one move, checked on the reference.

    Removing stones never takes a growth point away from a surviving root; at most one
    colour is eliminated; (roots, stones) moves forward: fewer roots, or as many and
    more stones.
    """
    cells = list(ref.cells)
    cells[move] = ref.to_move
    placed = RefState(ref.width, ref.height, tuple(cells), ref.to_move)
    after = ref.play(move).state
    survivors = {root.stones: root for root in after.roots()}
    for root in placed.roots():
        if root.stones in survivors:
            assert set(placed.growth_points(root)) <= set(after.growth_points(root))
    assert after.stone_count(BLACK) > 0 or after.stone_count(WHITE) > 0
    before_roots, after_roots = len(ref.roots()), len(after.roots())
    assert after_roots < before_roots or (
        after_roots == before_roots
        and after.stone_count(BLACK) + after.stone_count(WHITE)
        > ref.stone_count(BLACK) + ref.stone_count(WHITE)
    )


@given(positions(), st.randoms(use_true_random=False))
def test_hand_built_positions_agree_with_the_reference(position: str, rng: random.Random) -> None:
    state = TanboState.from_tfen(position)
    ref = RefState.from_tfen(position)
    state.check_consistency()
    assert state.tfen() == ref.tfen() == position
    assert state.winner == ref.winner
    assert state.legal_moves() == ref.legal_moves()
    for move in range(state.geometry.npoints):
        assert state.is_legal(move) == (move in ref.legal_moves())
        assert (state.why_illegal(move) is None) == state.is_legal(move)
    for move in state.legal_moves():
        before = snapshot(state)
        preview = state.preview(move)
        removed = state.push(move)
        assert preview == removed
        result = ref.play(move)
        context = f"{position} move {state.move_text(move)}\n{board(position)}"
        assert state.tfen() == result.state.tfen(), context
        assert engine_removed(removed) == reference_removed(result.removed), context
        assert state.winner == result.state.winner, context
        assert state.legal_moves() == result.state.legal_moves(), context
        state.check_consistency()
        state.pop()
        assert snapshot(state) == before, context
    for move in ref.legal_moves():
        check_removal_facts(ref, move)
    # A short random continuation, still in step with the reference.
    for _ in range(4):
        if state.is_over:
            break
        move = rng.choice(state.legal_moves())
        state.push(move)
        ref = ref.play(move).state
        assert state.tfen() == ref.tfen() and state.winner == ref.winner
        assert state.legal_moves() == ref.legal_moves()
        state.check_consistency()
