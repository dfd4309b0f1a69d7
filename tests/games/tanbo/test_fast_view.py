"""TanboState's fast view for the search: the engine's own tables, read only, and right.

Each property of the view (class docstring of :class:`TanboState`) is checked against
the public queries it is the fast form of, on positions along seeded random games
played with ``push``, ``push_unchecked`` and ``pop``.
"""

from __future__ import annotations

import random

import pytest

from tanbo.games.tanbo.state import BLACK, EMPTY, WHITE, TanboState

VIEW = ("cell_list", "neighbour_counts", "growth_owners", "legal_points", "growth_counts",
        "root_counts")


def check_view(state: TanboState) -> None:
    """Every fast-view table says what the public queries say."""
    n = state.geometry.npoints
    assert state.cell_list == list(state.cells)
    nbrs = state.geometry.neighbours
    for colour in (BLACK, WHITE):
        assert state.root_counts[colour] == state.root_count(colour)
        for p in range(n):
            touching = sum(1 for q in nbrs[p] if state.cell(q) == colour)
            assert state.neighbour_counts[colour][p] == touching
            assert state.growth_owners[colour][p] == state.growth_owner(colour, p)
        growth_points = [p for p in range(n) if state.growth_owner(colour, p) >= 0]
        assert sorted(state.legal_points[colour]) == growth_points
        assert all(state.cell(p) == EMPTY for p in growth_points)
    if not state.is_over:
        assert sorted(state.legal_points[state.to_move]) == state.legal_moves()
    for info in state.roots():
        assert state.growth_counts[info.root_id] == state.growth_count(info.root_id)
        assert state.growth_counts[info.root_id] == len(info.growth_points)


@pytest.mark.parametrize("size", [(7, 7), (11, 11), (5, 7)])
def test_the_fast_view_agrees_with_the_queries(size: tuple[int, int]) -> None:
    rng = random.Random(size[0] * 100 + size[1])
    for _ in range(3):
        state = TanboState.new(*size)
        check_view(state)
        while not state.is_over:
            state.push(rng.choice(state.legal_moves()))
            check_view(state)
        for _ in range(min(5, len(state.move_stack))):
            state.pop()
            check_view(state)
        fast = state.copy()
        check_view(fast)
        while not fast.is_over:
            fast.push_unchecked(rng.choice(fast.legal_moves()))
            check_view(fast)


def test_the_fast_view_is_the_engines_own_tables_and_read_only() -> None:
    """No copy is made (the search reads the view once per playout and then plays),
    the lists stay the live tables while it plays, and the names cannot be rebound."""
    state = TanboState.new(7, 7)
    tables = [getattr(state, name) for name in VIEW]
    assert all(getattr(state, name) is table for name, table in zip(VIEW, tables, strict=True))
    move = state.legal_moves()[0]
    state.push_unchecked(move)
    assert tables[0][move] == BLACK  # the same list, updated in place
    check_view(state)
    assert [getattr(state, name) for name in VIEW] == tables
    for name in VIEW:
        with pytest.raises(AttributeError):
            setattr(state, name, [])


def test_the_view_is_documented() -> None:
    doc = TanboState.__doc__ or ""
    for name in VIEW:
        assert f":attr:`{name}`" in doc, name
