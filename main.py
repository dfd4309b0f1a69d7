# /// script
# dependencies = ["pygame-ce"]
# ///
"""Entry point, native and pygbag: ``python main.py`` opens the Tanbo window.

pygbag contract (see the project's web notes): ``import pygame`` at the top, this
PEP 723 block, and ``asyncio.run(main())`` as the last statement; the frame loop
in :meth:`tanbo.ui.app.App.run` awaits ``asyncio.sleep(0)`` once per frame.
"""

import asyncio

import pygame  # noqa: F401  (pygbag scans this file's imports)

from tanbo.ui.app import App


async def main() -> None:
    """Open the window and play until it is closed."""
    await App().run()


asyncio.run(main())
