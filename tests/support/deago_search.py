"""Helpers for tests of level 5's search (DEAGO): what its guards left it to search, and
a search generator run to its end."""

from __future__ import annotations

from collections.abc import Generator
from typing import TypeVar

from tanbo.ai.games.deago.alphabeta import AbSearch

T = TypeVar("T")


class RootRecorder(AbSearch):
    """An alpha-beta that remembers the root moves (public points) it was left to search."""

    kept: list[int] | None = None

    def _root(self, moves: list[int], depth: int) -> Generator[None, None, None]:
        if self.kept is None:
            self.kept = [self.state.to_external[i] for i in moves]
        return super()._root(moves, depth)


def run_to_end(gen: Generator[None, None, T]) -> T:
    """Runs a sliced search (a generator that yields between slices) to its end; its value."""
    try:
        while True:
            next(gen)
    except StopIteration as stop:
        result: T = stop.value
        return result
