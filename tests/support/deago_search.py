"""A level 5 search that shows what its guards left it to search (DEAGO AI tests)."""

from __future__ import annotations

from collections.abc import Generator

from tanbo.ai.games.deago.alphabeta import AbSearch


class RootRecorder(AbSearch):
    """An alpha-beta that remembers the root moves (public points) it was left to search."""

    kept: list[int] | None = None

    def _root(self, moves: list[int], depth: int) -> Generator[None, None, None]:
        if self.kept is None:
            self.kept = [self.state.to_external[i] for i in moves]
        return super()._root(moves, depth)
