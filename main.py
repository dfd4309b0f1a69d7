# /// script
# dependencies = ["pygame-ce"]
# ///
"""Entry point, native and pygbag: ``python main.py`` opens the Tanbo window.

``python main.py 'https://…/#v1.…'`` opens a game link (in the browser, the page's
own address does).

pygbag contract (see the project's web notes): ``import pygame`` at the top, this
PEP 723 block, and ``asyncio.run(main())`` as the last statement; the frame loop
in :meth:`tanbo.ui.app.App.run` awaits ``asyncio.sleep(0)`` once per frame.
"""

import asyncio
import sys

import pygame  # noqa: F401  (pygbag scans this file's imports)

from tanbo.ui.app import App
from tanbo.ui.share import startup_link


async def main() -> None:
    """Open the window and play until it is closed."""
    await App(link=startup_link(sys.argv[1:])).run()


asyncio.run(main())
