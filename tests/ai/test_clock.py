"""The players' clock (:mod:`tanbo.ai.clock`): wall time, or CPU time for matches."""

from __future__ import annotations

import time

from tanbo.ai import clock
from tanbo.ai.games.deago.player import LEVEL_CONFIGS, AbPlayer
from tanbo.ai.match import GameJob, play_match, play_one


def test_now_follows_the_chosen_source() -> None:
    assert not clock.measures_cpu_time()
    clock.use_cpu_time(True)
    try:
        assert clock.measures_cpu_time()
        before = clock.now()
        time.sleep(0.05)  # asleep: wall time passes, CPU time hardly
        assert clock.now() - before < 0.04
    finally:
        clock.use_cpu_time(False)
    before = clock.now()
    time.sleep(0.02)
    assert clock.now() - before >= 0.019


def test_a_player_reads_the_clock_chosen_after_it_was_made() -> None:
    player = AbPlayer(LEVEL_CONFIGS[2], 0.5)
    assert player.clock is clock.now  # not a copy of the wall clock taken at import


def test_a_cpu_time_game_restores_the_wall_clock_and_says_so() -> None:
    job = GameJob(0, ("random", "random"), ("a", "b"), 13, 13, "9", "deago", 1, 1.0, 5.0, 0,
                  cpu_time=True)
    out = play_one(job)
    assert out.plies > 0 and not clock.measures_cpu_time()
    result = play_match(("random", "greedy"), 2, 13, 13, "9", game="deago", cpu_time=True)
    assert "clock: CPU time" in result.summary() and not clock.measures_cpu_time()
    assert "clock:" not in play_match(("random", "greedy"), 1, 13, 13, "9", game="deago").summary()
