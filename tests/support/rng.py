"""A random generator that counts its draws (playouts must draw once per ply)."""

from __future__ import annotations

import random


class CountingRandom(random.Random):
    """A seeded generator that counts its ``random()`` draws."""

    draws = 0

    def random(self) -> float:
        self.draws += 1
        return super().random()
