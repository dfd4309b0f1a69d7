"""Match statistics that cannot flatter: score, Elo with error bars, and the SPRT.

Pure arithmetic on win/draw/loss counts (no game, no I/O), used by :mod:`tanbo.ai.match`.

**Score.** Each game scores ``x`` = 1 (win), 1/2 (draw) or 0 (loss) for the player
counted. Over ``n`` games the score is ``s = (W + D/2) / n``, the per-game variance
``var = (W + D/4) / n - s**2`` and the standard error ``se = sqrt(var / n)``; the 95%
interval is ``s +- 1.96 se`` (clipped to [0, 1]) (:func:`score`). When every game had the
same result (``var`` = 0) that interval would be a point, which flatters: the Wilson
interval of ``W + D/2`` points in ``n`` games is given instead.

**Elo.** The logistic model: a score ``s`` is an Elo difference
``elo(s) = -400 log10(1/s - 1)``; the 95% error bars are ``elo(s +- 1.96 se)`` (the
interval mapped through the same function, so they are not symmetric)
(:func:`elo_interval`). A score of 0 or 1 is an infinite difference: reported as such.

**SPRT.** The generalised sequential probability ratio test on the *trinomial* model
(win/draw/loss; each game independent), with the approximation fishtest used for its
logistic-Elo tests (M. Van den Bergh, "A simple approximation of the GSPRT"):
with ``s0 = 1 / (1 + 10**(-elo0/400))`` and ``s1`` likewise for the two hypotheses
H0: Elo = elo0, H1: Elo = elo1,

    LLR = n (s1 - s0) (2 s - s0 - s1) / (2 var)

(when every game so far had the same result, ``var`` is 0: the LLR is then that of the
counts with one win and one loss more, so a one-sided match is still decided, and not
after two games). The test stops
when ``LLR >= log((1-beta)/alpha)`` (accept H1) or ``LLR <= log(beta/(1-alpha))``
(accept H0); ``alpha`` is the chance of accepting H1 when H0 is true and ``beta`` that
of accepting H0 when H1 is true (:class:`Sprt`).
The pentanomial model (game pairs) is not used: a pair's two games share only the
opening here, not a seed.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from tanbo.limits import excerpt
from tanbo.numbers import NumberError, parse_float

__all__ = ["Z95", "expected_score", "elo", "score", "elo_interval", "llr", "Sprt", "parse_sprt"]

Z95 = 1.959963984540054
"""The two-sided 95% quantile of the normal distribution."""


def expected_score(elo_diff: float) -> float:
    """The logistic model's expected score of an ``elo_diff`` stronger player."""
    return 1.0 / (1.0 + math.pow(10.0, -elo_diff / 400.0))


def elo(s: float) -> float:
    """The Elo difference of a score ``s`` (``±inf`` at 1 and 0)."""
    if s <= 0.0:
        return -math.inf
    if s >= 1.0:
        return math.inf
    return -400.0 * math.log10(1.0 / s - 1.0)


def score(wins: int, draws: int, losses: int) -> tuple[float, float, float]:
    """``(s, lo, hi)``: the score and its 95% interval (see the module docstring)."""
    n = wins + draws + losses
    if n == 0:
        return 0.5, 0.0, 1.0
    s = (wins + draws / 2) / n
    var = max(0.0, (wins + draws / 4) / n - s * s)
    if var == 0.0:
        return (s, *_wilson(s, n))
    half = Z95 * math.sqrt(var / n)
    return s, max(0.0, s - half), min(1.0, s + half)


def _wilson(p: float, n: int) -> tuple[float, float]:
    z = Z95
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def elo_interval(wins: int, draws: int, losses: int) -> tuple[float, float, float]:
    """``(elo, lo, hi)``: the Elo difference and its 95% error bars."""
    s, lo, hi = score(wins, draws, losses)
    return elo(s), elo(lo), elo(hi)


def llr(wins: int, draws: int, losses: int, elo0: float, elo1: float) -> float:
    """The GSPRT log-likelihood ratio of H1 (``elo1``) against H0 (``elo0``)."""
    n = wins + draws + losses
    if n == 0:
        return 0.0
    s = (wins + draws / 2) / n
    var = (wins + draws / 4) / n - s * s
    if var <= 1e-12:
        return llr(wins + 1, draws, losses + 1, elo0, elo1)
    s0, s1 = expected_score(elo0), expected_score(elo1)
    return n * (s1 - s0) * (2 * s - s0 - s1) / (2 * var)


@dataclass
class Sprt:
    """A running SPRT: feed game results with :meth:`add`; :attr:`verdict` once decided."""

    elo0: float
    elo1: float
    alpha: float = 0.05
    beta: float = 0.05
    wins: int = 0
    draws: int = 0
    losses: int = 0
    verdict: str = ""
    """``""`` while undecided, then ``"H0"`` or ``"H1"``."""

    def __post_init__(self) -> None:
        if not self.elo0 < self.elo1:
            raise ValueError(f"SPRT needs ELO0 < ELO1, got {self.elo0:g} and {self.elo1:g}")
        for name, p in (("alpha", self.alpha), ("beta", self.beta)):
            if not 0.0 < p < 0.5:
                raise ValueError(f"SPRT {name} must be between 0 and 0.5, got {p:g}")

    @property
    def lower(self) -> float:
        """Accept H0 at or below this LLR: ``log(beta / (1 - alpha))``."""
        return math.log(self.beta / (1.0 - self.alpha))

    @property
    def upper(self) -> float:
        """Accept H1 at or above this LLR: ``log((1 - beta) / alpha)``."""
        return math.log((1.0 - self.beta) / self.alpha)

    @property
    def llr(self) -> float:
        """The log-likelihood ratio of the results so far."""
        return llr(self.wins, self.draws, self.losses, self.elo0, self.elo1)

    def add(self, result: float) -> str:
        """Count one game (1 win, 0.5 draw, 0 loss) unless decided; return :attr:`verdict`."""
        if self.verdict:
            return self.verdict
        if result == 1.0:
            self.wins += 1
        elif result == 0.0:
            self.losses += 1
        else:
            self.draws += 1
        value = self.llr
        if value >= self.upper:
            self.verdict = "H1"
        elif value <= self.lower:
            self.verdict = "H0"
        return self.verdict

    def status(self) -> str:
        """One line: the counts, the LLR and the bounds."""
        return (
            f"SPRT elo0={self.elo0:g} elo1={self.elo1:g} alpha={self.alpha:g} "
            f"beta={self.beta:g}: W/D/L {self.wins}/{self.draws}/{self.losses}, "
            f"LLR {self.llr:.3f} (bounds {self.lower:.3f}, {self.upper:.3f})"
        )


def parse_sprt(text: str) -> Sprt:
    """``ELO0,ELO1[,ALPHA,BETA]`` (``ValueError`` with a reason if malformed)."""
    parts = text.split(",")
    if len(parts) not in (2, 4):
        raise ValueError(f"--sprt expects ELO0,ELO1[,ALPHA,BETA], got {excerpt(text)}")
    names = ("ELO0", "ELO1", "ALPHA", "BETA")
    try:
        values = [
            parse_float(p, f"--sprt {name}")
            for p, name in zip(parts, names[: len(parts)], strict=True)
        ]
    except NumberError as exc:
        raise ValueError(str(exc)) from None
    alpha, beta = values[2:] if len(values) == 4 else (0.05, 0.05)
    return Sprt(values[0], values[1], alpha, beta)
