"""Sound effects: OGG files from ``assets/sounds``, started only after user input.

Browsers refuse audio before a user gesture, so the mixer is opened lazily on
the first click or key (:meth:`Sounds.unlock`). Any audio failure (no device,
dummy driver, missing file) silently disables sound: the game never needs it.
"""

from __future__ import annotations

import contextlib

import pygame

from tanbo.ui import theme

__all__ = ["Sounds", "SOUND_NAMES", "prepare_mixer"]

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
        self._bank: dict[str, pygame.mixer.Sound] = {}
        self.played: list[str] = []  # names played, newest last (tests read it)

    def unlock(self) -> None:
        """Open the mixer and load the effects (call on the first user input)."""
        if self.unlocked:
            return
        self.unlocked = True
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            for name in SOUND_NAMES:
                path = theme.SOUNDS / f"{name}.ogg"
                if path.exists():
                    self._bank[name] = pygame.mixer.Sound(str(path))
        except pygame.error:
            self._bank = {}

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
