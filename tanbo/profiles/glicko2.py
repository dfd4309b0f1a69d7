"""Glicko-2 ratings: Glickman's "Example of the Glicko-2 system" (2012), step by step.

A :class:`Rating` is shown on the Glicko scale (a new player is 1500 with a rating
deviation, RD, of 350) and computed on the Glicko-2 scale (``mu = (r - 1500) /
173.7178``, ``phi = RD / 173.7178``). :func:`rate` is one rating period: every game of
the period against the opponents' ratings *at the start of the period*, so the order of
the games within a period does not matter (steps 3-8 of the paper; step 5, the new
volatility, by the Illinois algorithm with the paper's tolerance 0.000001).
:func:`idle` is a period with no games: only the deviation grows, ``phi' = sqrt(phi^2 +
sigma^2)``. ``tau``, the system constant that limits how fast the volatility changes,
is 0.5 unless given (the paper suggests 0.3 to 1.2).

One choice beyond the paper: a deviation never grows past :data:`MAX_RD` (350, a new
player's), so a long break makes a player as uncertain as a new one and no more (Glicko
implementations commonly cap it so; the paper leaves it open).

How a device's games become rating periods is :mod:`tanbo.profiles.ratings`'s choice
(one period per day), not this module's.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

__all__ = [
    "SCALE",
    "DEFAULT_RATING",
    "DEFAULT_RD",
    "DEFAULT_VOLATILITY",
    "DEFAULT_TAU",
    "MAX_RD",
    "EPSILON",
    "Rating",
    "rate",
    "update",
    "g_factor",
    "idle",
    "expected_score",
]

SCALE = 173.7178
"""Glicko scale points per Glicko-2 unit (400 / ln 10)."""
DEFAULT_RATING = 1500.0
DEFAULT_RD = 350.0
DEFAULT_VOLATILITY = 0.06
DEFAULT_TAU = 0.5
MAX_RD = 350.0
"""The largest deviation: a new player's (see the module docstring)."""
EPSILON = 0.000001
"""The convergence tolerance of the volatility iteration (the paper's)."""

_MAX_PHI = MAX_RD / SCALE


@dataclass(frozen=True)
class Rating:
    """A rating on the Glicko scale: ``rating`` (1500 = new), ``rd`` (350 = new), ``volatility``."""

    rating: float = DEFAULT_RATING
    rd: float = DEFAULT_RD
    volatility: float = DEFAULT_VOLATILITY

    @property
    def mu(self) -> float:
        """The rating on the Glicko-2 scale."""
        return (self.rating - DEFAULT_RATING) / SCALE

    @property
    def phi(self) -> float:
        """The deviation on the Glicko-2 scale."""
        return self.rd / SCALE

    @classmethod
    def from_glicko2(cls, mu: float, phi: float, volatility: float) -> Rating:
        """The rating whose Glicko-2 values are ``mu``, ``phi`` (the paper's step 8)."""
        return cls(SCALE * mu + DEFAULT_RATING, SCALE * phi, volatility)


def _e(mu: float, mu_j: float, g_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-g_j * (mu - mu_j)))


def expected_score(player: Rating, opponent: Rating) -> float:
    """The player's expected score (0-1) against ``opponent`` (the paper's ``E``).

    Only the opponent's deviation enters, as in the paper's step 3.
    """
    return _e(player.mu, opponent.mu, g_factor(opponent.phi))


def _volatility(delta: float, phi: float, v: float, sigma: float, tau: float) -> float:
    """Step 5: the new volatility, by the Illinois algorithm."""
    exp = math.exp
    a = math.log(sigma * sigma)
    phi2_v = phi * phi + v
    gap = delta * delta - phi2_v
    tau2 = tau * tau

    def f(x: float) -> float:
        ex = exp(x)
        d = phi2_v + ex
        return ex * (gap - ex) / (2.0 * d * d) - (x - a) / tau2

    big_a = a
    if gap > 0:
        big_b = math.log(gap)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    return exp(big_a / 2.0)


def g_factor(phi: float) -> float:
    """The paper's ``g(phi)``: how much an opponent's deviation discounts a game."""
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def update(
    mu: float, phi: float, sigma: float, games: Iterable[tuple[float, float, float]],
    tau: float = DEFAULT_TAU,
) -> tuple[float, float, float]:
    """:func:`rate` on the Glicko-2 scale: ``games`` are ``(mu_j, g(phi_j), score)``.

    Returns the new ``(mu, phi, sigma)``. The fast path for rating many periods.
    """
    exp = math.exp
    inv_v = 0.0
    total = 0.0
    for mu_j, g_j, score in games:
        if not 0.0 <= score <= 1.0:
            raise ValueError(f"a score is 0, 0.5 or 1 (0-1), got {score!r}")
        e_j = 1.0 / (1.0 + exp(-g_j * (mu - mu_j)))
        inv_v += g_j * g_j * e_j * (1.0 - e_j)
        total += g_j * (score - e_j)
    if inv_v == 0.0:
        return mu, min(math.sqrt(phi * phi + sigma * sigma), _MAX_PHI), sigma
    v = 1.0 / inv_v
    new_sigma = _volatility(v * total, phi, v, sigma, tau)
    phi_star2 = phi * phi + new_sigma * new_sigma
    new_phi = 1.0 / math.sqrt(1.0 / phi_star2 + inv_v)
    return mu + new_phi * new_phi * total, min(new_phi, _MAX_PHI), new_sigma


def rate(
    player: Rating, games: Iterable[tuple[Rating, float]], tau: float = DEFAULT_TAU
) -> Rating:
    """The player's rating after one rating period of ``games``.

    ``games`` are ``(opponent's rating at the start of the period, score)`` pairs, the
    score 1 for a win, 0.5 a draw, 0 a loss. With no games this is :func:`idle`.
    Raises ``ValueError`` for a score outside 0-1 or a ``tau`` that is not positive.
    """
    if not tau > 0:
        raise ValueError(f"tau must be positive, got {tau!r}")
    played = [(opp.mu, g_factor(opp.phi), score) for opp, score in games]
    if not played:
        return idle(player)
    mu, phi, sigma = update(player.mu, player.phi, player.volatility, played, tau)
    return Rating.from_glicko2(mu, phi, sigma)


def idle(player: Rating, periods: int = 1) -> Rating:
    """The rating after ``periods`` rating periods with no games: the deviation grows.

    ``phi' = sqrt(phi^2 + periods * sigma^2)`` (the paper's no-game step, repeated),
    at most :data:`MAX_RD`; rating and volatility are unchanged.
    """
    if periods <= 0:
        return player
    phi = player.phi
    new_phi = math.sqrt(phi * phi + periods * player.volatility * player.volatility)
    return Rating(player.rating, SCALE * min(new_phi, _MAX_PHI), player.volatility)
