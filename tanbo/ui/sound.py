"""Sound effects: OGG files from ``assets/sounds``, started only after user input.

Browsers refuse audio before a user gesture, so the mixer is opened lazily on
the first click or key (:meth:`Sounds.unlock`). Any audio failure (no device,
dummy driver, missing file) disables sound: the game never needs it, and
:meth:`Sounds.unlock` reports it once so the UI can say so. Natively, audio
libraries (ALSA) print their complaints straight to the process's stderr;
:func:`quiet_stderr` keeps that noise off the terminal.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator

import pygame

from tanbo.ui import theme

__all__ = ["Sounds", "SOUND_NAMES", "quiet_stderr", "prepare_mixer"]


@contextlib.contextmanager
def quiet_stderr() -> Iterator[None]:
    """Send file descriptor 2 to the null device inside the ``with`` (native only)."""
    if sys.platform == "emscripten":
        yield
        return
    try:
        sys.stderr.flush()
        saved = os.dup(2)
        null = os.open(os.devnull, os.O_WRONLY)
    except (OSError, ValueError):
        yield  # no real stderr to silence (e.g. an embedded interpreter)
        return
    try:
        os.dup2(null, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(null)

SOUND_NAMES = ("place", "remove", "illegal", "win")
WEB_BUFFER = 2048  # samples per Web Audio callback in the browser (46 ms at 44.1 kHz)


def prepare_mixer(web: bool) -> None:
    """Call before ``pygame.init()``: in the browser, use larger audio buffers.

    SDL's Web Audio driver mixes on the page's only thread in a callback per buffer,
    silence included: pygame's default 512 samples means 86 calls a second, measured
    at about 3% of a core while nothing plays; 2048 costs a quarter of that, and 46 ms
    of latency is imperceptible for these effects.
    """
    if web:
        pygame.mixer.pre_init(buffer=WEB_BUFFER)


class Sounds:
    """The effect bank with a mute switch."""

    def __init__(self, muted: bool = False) -> None:
        self.muted = muted
        self.unlocked = False
        self.available = True  # False once opening the audio device failed
        self._bank: dict[str, pygame.mixer.Sound] = {}
        self.played: list[str] = []  # names played, newest last (tests read it)

    def unlock(self) -> bool:
        """Open the mixer and load the effects (call on the first user input).

        True only on the call that found there is no audio device (say it once).
        """
        if self.unlocked:
            return False
        self.unlocked = True
        try:
            with quiet_stderr():
                if not pygame.mixer.get_init():
                    pygame.mixer.init()
            for name in SOUND_NAMES:
                path = theme.SOUNDS / f"{name}.ogg"
                if path.exists():
                    self._bank[name] = pygame.mixer.Sound(str(path))
        except pygame.error:
            self._bank = {}
            self.available = False
            return True
        return False

    def play(self, name: str) -> None:
        """Play an effect unless muted or not yet unlocked."""
        if self.muted or not self.unlocked:
            return
        self.played.append(name)
        del self.played[:-20]
        sound = self._bank.get(name)
        if sound is not None:
            with contextlib.suppress(pygame.error):
                sound.play()
