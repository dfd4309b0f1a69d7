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

from tanbo.state import BLACK, WHITE, TanboState


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
    "orphan root": (lambda s: s._rsize.append(3), "has size 3 but no stones"),
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
    with pytest.raises(AssertionError, match=message):
        state.check_consistency()


def test_two_root_ids_on_one_component_are_caught() -> None:
    state = _middle_game()
    root = next(r for r, size in enumerate(state._rsize) if size >= 2)
    stones = [p for p in range(state.geometry.npoints) if state._rid[p] == root]
    state._rid[stones[0]] = len(state._rsize)  # a second label inside one root
    state._rsize.append(1)
    state._rcolour.append(state._rcolour[root])
    state._growth.append(0)
    state._seed.append(stones[0])
    with pytest.raises(AssertionError, match="two root ids cover one component"):
        state.check_consistency()


class _CountingRandom(random.Random):
    """A seeded generator that counts its ``random()`` draws."""

    draws = 0

    def random(self) -> float:
        self.draws += 1
        return super().random()


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_playout_length_counts_one_ply_per_draw(seed: int) -> None:
    state = TanboState.new(7, 7)
    rng = _CountingRandom(seed)
    winner, plies = state.random_playout_length(rng)
    assert winner in (BLACK, WHITE) and winner == state.winner
    assert plies == rng.draws > 10  # it used the generator it was given, once per ply
    again = TanboState.new(7, 7)
    assert again.random_playout_length(random.Random(seed)) == (winner, plies)
    assert again.tfen() == state.tfen()
    assert TanboState.new(7, 7).random_playout(random.Random(seed)) == winner
