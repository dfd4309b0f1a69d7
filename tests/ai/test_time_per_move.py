"""A search player's time per move is wall-clock time from ``start``.

A frame loop gives the search a slice per frame and draws in between; the
promised seconds per move count that drawing time too. The clock is injected,
so nothing here is timed.
"""

from __future__ import annotations

from tanbo.ai.mcts import SearchConfig
from tanbo.ai.players import SearchPlayer
from tanbo.games.tanbo.state import TanboState


class FakeClock:
    def __init__(self) -> None:
        self.t = 100.0

    def __call__(self) -> float:
        return self.t


def test_time_spent_outside_step_counts_against_the_budget() -> None:
    clock = FakeClock()
    player = SearchPlayer(SearchConfig(), 1.0, seed=1, clock=clock)
    assert player.progress == 0.0
    state = TanboState.new(7, 7)
    player.start(state)
    assert player.step(1.0) is None  # time left: still thinking after a short slice
    clock.t += 0.5  # frames drawn between slices
    assert player.step(1.0) is None and player.progress == 0.5
    clock.t += 0.6  # the second is over, whatever the search itself used
    move = player.step(1.0)
    assert move is not None and state.is_legal(move) and not player.thinking


def test_the_clock_restarts_with_each_move() -> None:
    clock = FakeClock()
    player = SearchPlayer(SearchConfig(), 1.0, seed=2, clock=clock)
    state = TanboState.new(7, 7)
    player.start(state)
    clock.t += 5.0
    move = player.step(1.0)
    assert move is not None
    state.push(move)
    state.push(state.legal_moves()[0])
    player.start(state)
    assert player.progress == 0.0 and player.step(1.0) is None
