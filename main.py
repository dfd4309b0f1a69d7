# /// script
# dependencies = ["pygame-ce"]
# ///
"""pygbag entry point (placeholder until the UI lands): prints a text demo."""

import asyncio

import pygame  # noqa: F401  (pygbag scans this file's imports)


async def main() -> None:
    """Print the start position and a random game's result."""
    import random

    from tanbo.state import TanboState

    state = TanboState.new()
    print(state)
    winner = state.random_playout(random.Random(1))
    print("random game winner:", "black" if winner == 1 else "white")
    await asyncio.sleep(0)


asyncio.run(main())
