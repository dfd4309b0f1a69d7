"""A fake clock that advances a fixed tick each time it is read: time as a count of readings.

A search that reads the clock at every node or iteration (to end its slice or its move)
then spends a deterministic, machine-independent amount of "time": a test can check that
a slice ends after the budget plus a grain of readings, on any machine, loaded or not.
The tick is a power of two, so the sums are exact.
"""

from __future__ import annotations


class TickingClock:
    """``clock()`` returns the time after one more ``tick``; :attr:`now` reads it unchanged."""

    def __init__(self, tick: float = 2.0**-13) -> None:
        self.tick = tick
        self.readings = 0

    def __call__(self) -> float:
        self.readings += 1
        return self.now

    @property
    def now(self) -> float:
        return self.readings * self.tick
