"""Synthesise the UI's sound effects into ``assets/sounds/*.ogg`` (reproducible).

Usage: ``python tools/make_sounds.py [OUT_DIR]``. Pure stdlib synthesis (seeded
noise, sines, envelopes) writes 16-bit mono WAV files to a temporary folder,
then ``oggenc`` (Debian package ``vorbis-tools``) encodes them: pygbag plays
OGG only. Effects: ``place`` (a wooden click), ``remove`` (a falling swish),
``illegal`` (a soft low buzz), ``win`` (a rising arpeggio).
"""

from __future__ import annotations

import math
import random
import shutil
import struct
import subprocess
import sys
import tempfile
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050


def _render(seconds: float, fn: Callable[[float], float]) -> list[float]:
    return [fn(i / RATE) for i in range(int(seconds * RATE))]


def place() -> list[float]:
    """A stone on wood: a filtered noise tick over a short low knock."""
    rng = random.Random(1)
    lp = 0.0
    out = []
    for i in range(int(0.14 * RATE)):
        t = i / RATE
        lp += 0.35 * (rng.uniform(-1, 1) - lp)  # one-pole low-pass noise
        click = lp * math.exp(-t * 90)
        knock = math.sin(2 * math.pi * 190 * t) * math.exp(-t * 38)
        body = math.sin(2 * math.pi * 410 * t) * math.exp(-t * 60) * 0.4
        out.append(0.9 * click + 0.6 * knock + body)
    return out


def remove() -> list[float]:
    """Stones lifted off: a falling, fading swish."""
    rng = random.Random(2)
    lp = 0.0
    phase = 0.0
    out = []
    n = int(0.38 * RATE)
    for i in range(n):
        t = i / RATE
        f = 720 * (1 - t / 0.5) + 160
        phase += 2 * math.pi * f / RATE
        lp += 0.15 * (rng.uniform(-1, 1) - lp)
        env = math.sin(math.pi * i / n) ** 0.6 * math.exp(-t * 5)
        out.append(env * (0.55 * math.sin(phase) + 0.9 * lp))
    return out


def illegal() -> list[float]:
    """A soft low double buzz."""

    def fn(t: float) -> float:
        gate = 1.0 if (t % 0.11) < 0.075 else 0.0
        tone = math.sin(2 * math.pi * 130 * t) + 0.3 * math.sin(2 * math.pi * 390 * t)
        return 0.45 * gate * tone * math.exp(-t * 6)

    return _render(0.22, fn)


def win() -> list[float]:
    """A rising C-E-G-C arpeggio with a bell-like decay."""
    notes = (523.25, 659.25, 783.99, 1046.5)

    def fn(t: float) -> float:
        total = 0.0
        for k, f in enumerate(notes):
            start = k * 0.12
            if t >= start:
                u = t - start
                total += (math.sin(2 * math.pi * f * u) + 0.25 * math.sin(4 * math.pi * f * u)) \
                    * math.exp(-u * 4.5)
        return 0.28 * total

    return _render(1.1, fn)


EFFECTS: dict[str, Callable[[], list[float]]] = {
    "place": place,
    "remove": remove,
    "illegal": illegal,
    "win": win,
}


def write_wav(path: Path, samples: list[float]) -> None:
    """Normalise to 80% of full scale and write 16-bit mono."""
    peak = max(abs(s) for s in samples) or 1.0
    frames = b"".join(struct.pack("<h", round(s / peak * 0.8 * 32767)) for s in samples)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def main(argv: list[str]) -> int:
    """Write every effect as OGG; returns the exit code."""
    out = Path(argv[0]) if argv else Path(__file__).resolve().parent.parent / "assets" / "sounds"
    if shutil.which("oggenc") is None:
        print("oggenc not found: apt-get install vorbis-tools", file=sys.stderr)
        return 1
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        for name, make in EFFECTS.items():
            wav = Path(tmp) / f"{name}.wav"
            write_wav(wav, make())
            target = out / f"{name}.ogg"
            # fixed serial number: the same input gives the same bytes
            subprocess.run(
                ["oggenc", "--quiet", "-q", "4", "-s", "1993", "-o", str(target), str(wav)],
                check=True,
            )
            print(target)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
