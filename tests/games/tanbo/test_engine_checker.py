"""The engine's own test instruments must fail when they should.

:meth:`TanboState.check_consistency` guards every random-game test: a checker that
misses a corrupt table would let an engine bug through. Each test here corrupts one
incremental table of a real middle-game position and expects the checker to name it.
:meth:`TanboState.random_playout_length` feeds the benchmarks: its ply count is checked
against the random numbers it drew (one per ply).
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from tanbo.games.tanbo.state import BLACK, EMPTY, WHITE, IllegalMoveError, TanboState
from tests.support.rng import CountingRandom


def _middle_game() -> TanboState:
    state = TanboState.new(7, 7)
    rng = random.Random(5)
    for _ in range(12):
        moves = state.legal_moves()
        state.push(moves[rng.randrange(len(moves))])
    assert not state.is_over
    state.check_consistency()
    return state


def _a_root(state: TanboState, colour: int = BLACK) -> int:
    return next(r for r, size in enumerate(state._rsize) if size and state._rcolour[r] == colour)


def _a_stone(state: TanboState, colour: int = BLACK) -> int:
    return next(p for p in range(state.geometry.npoints) if state.cell(p) == colour)


def _swap_legal_order(s: TanboState) -> None:
    legal = s._legal[BLACK]
    legal[0], legal[1] = legal[1], legal[0]


CORRUPTIONS: dict[str, tuple[Callable[[TanboState], None], str]] = {
    "root id removed": (lambda s: s._rid.__setitem__(_a_stone(s), -1), "root id presence"),
    "root colour": (
        lambda s: s._rcolour.__setitem__(_a_root(s), WHITE),
        "root colour wrong",
    ),
    "growth count": (
        lambda s: s._growth.__setitem__(_a_root(s), s._growth[_a_root(s)] + 1),
        "growth count of root",
    ),
    "root size": (lambda s: s._rsize.__setitem__(_a_root(s), 99), "size of root"),
    "root seed": (
        lambda s: s._seed.__setitem__(_a_root(s), _a_stone(s, WHITE)),
        "seed of root",
    ),
    "orphan root": (lambda s: s._rsize.append(3), r"root \d+ has size 3 but no stones$"),
    "neighbour count": (
        lambda s: s._cnt[WHITE].__setitem__(0, s._cnt[WHITE][0] + 1),
        "neighbour counts of colour 2",
    ),
    "growth owner": (
        lambda s: s._own[BLACK].__setitem__(s._legal[BLACK][0], -1),
        "growth owner differs",
    ),
    "legal set": (lambda s: s._legal[WHITE].pop(), "legal set of colour 2"),
    "legal index": (_swap_legal_order, "legal position index corrupt"),
    "root count": (
        lambda s: s._nroots.__setitem__(BLACK, s._nroots[BLACK] + 1),
        "root count differs",
    ),
    "stone count": (
        lambda s: s._nstones.__setitem__(WHITE, s._nstones[WHITE] - 1),
        "stone count differs",
    ),
}


@pytest.mark.parametrize("name", sorted(CORRUPTIONS))
def test_the_consistency_checker_names_each_corrupt_table(name: str) -> None:
    corrupt, message = CORRUPTIONS[name]
    state = _middle_game()
    corrupt(state)
    with pytest.raises(AssertionError, match="^" + message):
        state.check_consistency()


def test_a_root_id_over_two_components_is_named_with_its_point() -> None:
    state = _middle_game()
    roots = [r for r, size in enumerate(state._rsize) if size and state._rcolour[r] == BLACK]
    assert len(roots) >= 2
    first, second = roots[:2]
    stray = next(p for p in range(state.geometry.npoints) if state._rid[p] == second)
    state._rid[stray] = first  # one label, two separate components
    points = [p for p in range(state.geometry.npoints) if state._rid[p] == first]
    # The scan meets the label first on one component, then on the other one.
    where = next(p for p in points if p != points[0] and (p == stray) != (points[0] == stray))
    with pytest.raises(AssertionError) as info:
        state.check_consistency()
    assert str(info.value) == f"root {first} is not one component at {state.point_name(where)}"


def test_a_growth_point_given_to_root_zero_is_caught() -> None:
    # Root id 0 is a real root: the owner check must not skip it.
    state = _middle_game()
    assert state._rsize[0] > 0
    colour = state._rcolour[0]
    point = next(p for p in state._legal[colour] if state._own[colour][p] != 0)
    state._own[colour][point] = 0
    with pytest.raises(AssertionError) as info:
        state.check_consistency()
    assert str(info.value) == f"growth owner differs at {state.point_name(point)}"


def test_two_root_ids_on_one_component_are_caught() -> None:
    state = _middle_game()
    root = next(r for r, size in enumerate(state._rsize) if size >= 2)
    stones = [p for p in range(state.geometry.npoints) if state._rid[p] == root]
    state._rid[stones[0]] = len(state._rsize)  # a second label inside one root
    state._rsize.append(1)
    state._rcolour.append(state._rcolour[root])
    state._growth.append(0)
    state._seed.append(stones[0])
    with pytest.raises(AssertionError, match=r"^two root ids cover one component$"):
        state.check_consistency()


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_playout_length_counts_one_ply_per_draw(seed: int) -> None:
    state = TanboState.new(7, 7)
    rng = CountingRandom(seed)
    winner, plies = state.random_playout_length(rng)
    assert winner in (BLACK, WHITE) and winner == state.winner
    assert plies == rng.draws > 10  # it used the generator it was given, once per ply
    again = TanboState.new(7, 7)
    assert again.random_playout_length(random.Random(seed)) == (winner, plies)
    assert again.tfen() == state.tfen()
    assert TanboState.new(7, 7).random_playout(random.Random(seed)) == winner


def test_random_playouts_follow_the_generator() -> None:
    # Each ply picks a uniformly random legal point: different seeds, different games.
    results = {TanboState.new(7, 7).random_playout_length(random.Random(seed)) for seed in range(8)}
    assert len(results) >= 4


# ---------------------------------------------------------------- the public edges


def test_the_constructor_rejects_a_board_of_the_wrong_shape() -> None:
    state = TanboState.new(7, 7)
    with pytest.raises(ValueError, match=r"^cells do not match the geometry$"):
        TanboState(state.geometry, [EMPTY] * 48, BLACK)
    with pytest.raises(ValueError, match=r"^side to move must be BLACK or WHITE, got 3$"):
        TanboState(state.geometry, [EMPTY] * 49, 3)


@pytest.mark.parametrize(
    ("tfen", "winner"), [("B6/7/7/7/7/7/7 w", BLACK), ("W6/7/7/7/7/7/7 b", WHITE)]
)
def test_the_side_with_roots_left_has_won(tfen: str, winner: int) -> None:
    state = TanboState.from_tfen(tfen)
    assert state.is_over and state.winner == winner


def test_a_copy_keeps_the_setup_and_the_last_removal() -> None:
    state = _middle_game()
    while not state.last_removed:
        moves = state.legal_moves()
        state.push(moves[len(moves) // 2])
    copy = state.copy()
    assert copy.setup == state.setup == "dense"
    assert copy.last_removed == state.last_removed and copy.last_removed
    assert copy.tfen() == state.tfen()


@pytest.mark.parametrize("move", [-1, 49, 0])
def test_an_illegal_move_is_named_in_the_error(move: int) -> None:
    state = TanboState.new(7, 7)  # a7 (point 0) holds a black stone
    name = "a7" if move == 0 else str(move)
    with pytest.raises(IllegalMoveError) as info:
        state.push(move)
    assert str(info.value).startswith(f"illegal move {name!r}: ")
