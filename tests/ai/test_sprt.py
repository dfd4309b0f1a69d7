"""The match statistics (:mod:`tanbo.ai.sprt`): score and Elo intervals and the SPRT.

The LLR is checked against numbers worked out here from the formula, and against the
exact generalised likelihood ratio of the trinomial model computed another way (by
maximum likelihood under each hypothesis), which the approximation must follow.
"""

from __future__ import annotations

import math
import random

import pytest

from tanbo.ai.sprt import Sprt, elo, elo_interval, expected_score, llr, parse_sprt, score


def test_score_interval_and_elo_error_bars() -> None:
    # 60 wins, 20 draws, 20 losses: s = 0.7, var = 0.65 - 0.49 = 0.16, se = 0.04.
    s, lo, hi = score(60, 20, 20)
    assert s == pytest.approx(0.7)
    assert (lo, hi) == pytest.approx((0.7 - 1.959964 * 0.04, 0.7 + 1.959964 * 0.04))
    e, e_lo, e_hi = elo_interval(60, 20, 20)
    assert e == pytest.approx(-400 * math.log10(1 / 0.7 - 1))  # about +147
    assert e_lo == pytest.approx(elo(lo)) and e_hi == pytest.approx(elo(hi))
    assert e_lo < e < e_hi
    assert elo(0.5) == 0.0 and elo(1.0) == math.inf and elo(0.0) == -math.inf
    assert expected_score(elo(0.64)) == pytest.approx(0.64)
    # All games the same result: no zero-width interval (it would flatter): Wilson's.
    s, lo, hi = score(4, 0, 0)
    assert s == 1.0 and hi == 1.0 and 0.4 < lo < 0.6


def test_llr_matches_the_formula_worked_by_hand() -> None:
    # elo0 = 0, elo1 = 10: s0 = 0.5, s1 = 1 / (1 + 10^(-1/40)).
    s1 = 1 / (1 + 10 ** (-10 / 400))
    assert s1 == pytest.approx(0.514387, abs=1e-6)
    # W/D/L 60/20/20: n = 100, s = 0.7, var = 0.16.
    expected = 100 * (s1 - 0.5) * (2 * 0.7 - 0.5 - s1) / (2 * 0.16)
    assert llr(60, 20, 20, 0, 10) == pytest.approx(expected)
    assert llr(60, 20, 20, 0, 10) == pytest.approx(1.7337, abs=1e-3)
    # W/D/L 30/40/30 against elo0 = -5, elo1 = 5: s = 0.5 is midway, the LLR is 0.
    assert llr(30, 40, 30, -5, 5) == pytest.approx(0.0)
    # W/D/L 10/20/30: s = 1/3, var = (10 + 5) / 60 - 1/9.
    var = 15 / 60 - 1 / 9
    s0, s1 = expected_score(0), expected_score(20)
    assert llr(10, 20, 30, 0, 20) == pytest.approx(60 * (s1 - s0) * (2 / 3 - s0 - s1) / (2 * var))
    assert llr(0, 0, 0, 0, 10) == 0.0


def _exact_llr(w: int, d: int, lost: int, elo0: float, elo1: float) -> float:
    """The trinomial GLR: the log-likelihood maximised under score = s1 minus that under
    score = s0. The maximum under a fixed mean score m tilts the observed frequencies,
    p_i proportional to f_i / (1 + t (x_i - m)), t found by bisection."""
    n = w + d + lost
    freqs = [(1.0, w / n), (0.5, d / n), (0.0, lost / n)]

    def loglik(m: float) -> float:
        def mean_for(t: float) -> float:
            return sum(f * x / (1 + t * (x - m)) for x, f in freqs if f)

        # The feasible t keep every 1 + t (x - m) > 0.
        lo, hi = -1 / (1 - m) + 1e-12, 1 / m - 1e-12
        for _ in range(200):
            mid = (lo + hi) / 2
            if mean_for(mid) > m:
                lo = mid
            else:
                hi = mid
        t = (lo + hi) / 2
        return sum(n * f * math.log(1 / (1 + t * (x - m))) for x, f in freqs if f)

    return loglik(expected_score(elo1)) - loglik(expected_score(elo0))


@pytest.mark.parametrize(
    ("w", "d", "lost", "elo0", "elo1"),
    [(420, 300, 380, 0, 5), (130, 240, 110, -3, 3), (50, 0, 55, 0, 20)],
)
def test_llr_follows_the_exact_likelihood_ratio(
    w: int, d: int, lost: int, elo0: float, elo1: float
) -> None:
    # The approximation holds near the hypotheses (where an SPRT decides); far from them
    # (W/D/L 60/20/20 against 0 and +10: 1.73 against 1.39 exactly) it does not need to.
    exact = _exact_llr(w, d, lost, elo0, elo1)
    assert llr(w, d, lost, elo0, elo1) == pytest.approx(exact, rel=0.03, abs=0.02)


def test_bounds_come_from_alpha_and_beta() -> None:
    test = Sprt(0, 10)
    assert test.lower == pytest.approx(math.log(0.05 / 0.95))  # about -2.944
    assert test.upper == pytest.approx(math.log(0.95 / 0.05))  # about +2.944
    skewed = Sprt(0, 10, alpha=0.01, beta=0.1)
    assert skewed.lower == pytest.approx(math.log(0.1 / 0.99))
    assert skewed.upper == pytest.approx(math.log(0.9 / 0.01))
    for bad in ((10, 0), (0, 0), (0, 10, 0.0, 0.05), (0, 10, 0.05, 0.6)):
        with pytest.raises(ValueError):
            Sprt(*bad)


def _run(test: Sprt, p_win: float, p_draw: float, seed: int, cap: int = 20000) -> int:
    rng = random.Random(seed)
    for n in range(1, cap + 1):
        r = rng.random()
        if test.add(1.0 if r < p_win else 0.5 if r < p_win + p_draw else 0.0):
            return n
    return cap


def test_a_strong_stream_accepts_h1_and_a_level_one_accepts_h0() -> None:
    # Expected score 0.64 (about +100 Elo) against H0: 0, H1: +50.
    strong = Sprt(0, 50)
    n = _run(strong, 0.54, 0.2, seed=1)
    assert strong.verdict == "H1" and strong.llr >= strong.upper
    assert 20 < n < 2000  # it took games: not decided by the first few
    level = Sprt(0, 50)
    n = _run(level, 0.4, 0.2, seed=2)  # expected score exactly 0.5
    assert level.verdict == "H0" and level.llr <= level.lower and n > 20
    # Once decided, further games are not counted.
    counts = (level.wins, level.draws, level.losses)
    assert level.add(1.0) == "H0" and (level.wins, level.draws, level.losses) == counts


def test_the_verdicts_depend_on_the_results_not_vacuous() -> None:
    # The same two streams against swapped hypotheses give the other answers, and a
    # stream between the hypotheses is still running after a few hundred games.
    weak = Sprt(-50, 0)
    _run(weak, 0.54, 0.2, seed=1)
    assert weak.verdict == "H1"  # +100 is nearer 0 than -50
    worse = Sprt(50, 100)
    _run(worse, 0.4, 0.2, seed=2)
    assert worse.verdict == "H0"
    # The error rates are what alpha and beta say: at the true Elo of H1 (s = s1), H1
    # is accepted about 95% of the time; at that of H0, H0 is.
    s0, s1 = expected_score(0), expected_score(30)
    at_h1 = at_h0 = 0
    for seed in range(40):
        test = Sprt(0, 30)
        _run(test, s1 - 0.15, 0.3, seed=100 + seed)
        at_h1 += test.verdict == "H1"
        test = Sprt(0, 30)
        _run(test, s0 - 0.15, 0.3, seed=200 + seed)
        at_h0 += test.verdict == "H0"
    assert at_h1 >= 34 and at_h0 >= 34
    # One-sided results still decide (all wins: var 0, one win and one loss
    # added): two wins are not enough, as two wins are no proof.
    one_sided = Sprt(0, 50)
    assert 2 < _run(one_sided, 1.0, 0.0, seed=0) < 30 and one_sided.verdict == "H1"
    assert llr(2, 0, 0, 0, 50) == pytest.approx(llr(3, 0, 1, 0, 50))
    assert llr(0, 10, 0, 0, 50) < 0  # all draws: towards H0 = equal


def test_parse_sprt() -> None:
    test = parse_sprt("0,10")
    assert (test.elo0, test.elo1, test.alpha, test.beta) == (0, 10, 0.05, 0.05)
    test = parse_sprt("-5,5,0.1,0.2")
    assert (test.elo0, test.elo1, test.alpha, test.beta) == (-5, 5, 0.1, 0.2)
    for bad in ("0", "0,10,0.05", "a,b", "0,inf", "10,0", "0,10,1,1", "0,\u0661\u0660"):
        with pytest.raises(ValueError):
            parse_sprt(bad)
    assert "LLR" in Sprt(0, 10).status()
