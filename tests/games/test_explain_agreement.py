"""The rules assistant agrees with the engine and the slow references on random positions.

For each game, :data:`POSITIONS` positions (3,000; 10,000 in the thorough run, ``make
test-thorough``) are cut out of random games of random
lengths on several sizes and setups (:mod:`tests.support.explain_check`). In the default
run every position checks :data:`SAMPLE` points (one legal and one illegal among them
when the position has such, DEAGO's pass too) and the first :data:`EVERY_POINT`
positions check every point; with ``TANBO_HYPOTHESIS_PROFILE=thorough`` every position
checks every point. Each check compares the assistant's verdict and reasons with the
engine (``is_legal``, ``why_illegal``, ``preview``) and with the reference
(:func:`~tests.support.explain_check.tanbo_problems`,
:func:`~tests.support.explain_check.deago_problems`); for a legal move it also plays the
move and compares ``what_happened`` with the answer given before it. Planted wrong
reasons are caught (the checks are not vacuous).
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Callable, Iterator

import pytest

from tanbo.explain import Explanation, Reason
from tanbo.games.deago import DeagoState
from tanbo.games.deago.explain import explain as deago_explain
from tanbo.games.deago.explain import what_happened as deago_happened
from tanbo.games.tanbo.explain import explain as tanbo_explain
from tanbo.games.tanbo.explain import what_happened as tanbo_happened
from tanbo.games.tanbo.state import TanboState
from tests.support.deago_reference import RefDeago
from tests.support.explain_check import (
    deago_problems,
    random_deago_positions,
    random_tanbo_positions,
    tanbo_problems,
)
from tests.support.reference import RefState
from tests.support.runs import THOROUGH

POSITIONS = 10_000 if THOROUGH else 3_000
SAMPLE = 6
EVERY_POINT = 10_000 if THOROUGH else 200


def _points(rng: random.Random, npoints: int, legal: list[int], index: int) -> list[int]:
    """The points a position checks: all of them, or a sample with a legal and an illegal one."""
    if index < EVERY_POINT:
        return list(range(npoints))
    legal_set = set(legal)
    illegal = [p for p in range(npoints) if p not in legal_set]
    out = rng.sample(range(npoints), min(SAMPLE - 2, npoints))
    for pool in (legal, illegal):
        if pool:
            out.append(rng.choice(pool))
    return out


def test_tanbo_assistant_agrees_with_engine_and_reference() -> None:
    rng = random.Random(30)
    checked: Counter[str] = Counter()
    positions = 0
    for index, state in enumerate(random_tanbo_positions(POSITIONS, seed=30)):
        positions += 1
        ref = RefState.from_tfen(state.tfen())
        legal = state.legal_moves()
        happened_done = False
        for point in _points(rng, state.geometry.npoints, legal, index):
            answer = tanbo_explain(state, point)
            problems = tanbo_problems(state, ref, point, answer)
            assert not problems, (state.tfen(), state.point_name(point), problems)
            checked["points"] += 1
            checked.update(set(answer.codes))
            if answer.legal and not happened_done:
                happened_done = True
                after = state.copy()
                after.push(point)
                _same_story(answer, tanbo_happened(after), dropped={"bounded_kept"})
                checked["what_happened"] += 1
    assert positions == POSITIONS
    # every code that random play reaches was met (the hand-built ones: test_explain.py)
    for code in ("occupied", "touches_none", "touches_several", "grows_root", "game_over",
                 "bounds_own_root", "bounded_kept", "removes_root", "removes_nothing"):
        assert checked[code] > 0, (code, checked)
    assert checked["wins"] + checked["loses"] > 0, checked
    print(f"tanbo: {positions} positions, {checked['points']} points", dict(checked))


def test_deago_assistant_agrees_with_engine_and_reference() -> None:
    rng = random.Random(30)
    checked: Counter[str] = Counter()
    positions = 0
    for index, state in enumerate(random_deago_positions(POSITIONS, seed=30)):
        positions += 1
        ref = RefDeago.from_dfen(state.dfen())
        legal = [m for m in state.legal_moves() if m >= 0]
        happened_done = False
        for move in [*_points(rng, state.geometry.npoints, legal, index), -1]:
            answer = deago_explain(state, move)
            problems = deago_problems(state, ref, move, answer)
            assert not problems, (state.dfen(), state.move_text(move), problems)
            checked["points"] += 1
            checked.update(set(answer.codes))
            if answer.legal and (not happened_done or len(answer.reasons) > 2):
                happened_done = True
                after = state.copy()
                after.push(move)
                _same_story(answer, deago_happened(after), dropped={"empty_point"})
                checked["what_happened"] += 1
    assert positions == POSITIONS
    for code in ("occupied", "empty_point", "game_over", "pass_turn", "converts",
                 "captures", "capture_total", "five", "wins_five", "diagonal_five",
                 "safe_in_flank", "diagonal_neutral_stays"):
        assert checked[code] > 0, (code, checked)
    print(f"deago: {positions} positions, {checked['points']} points", dict(checked))


def _same_story(before: Explanation, after: Explanation | None, dropped: set[str]) -> None:
    """``what_happened`` after a move tells what ``explain`` said before it would do."""
    assert after is not None
    expected = tuple(r for r in before.reasons if r.code not in dropped)
    assert after.reasons == expected, (before.codes, after.codes)
    assert (after.move, after.mover, after.winner, after.legal) == (
        before.move, before.mover, before.winner, True)


# ------------------------------------------------------------------ non-vacuity


def _replace(expl: Explanation, code: str, **changes: object) -> Explanation:
    """``expl`` with the first ``code`` reason's arguments changed."""
    reasons = list(expl.reasons)
    i = expl.codes.index(code)
    data = reasons[i].data
    data.update(changes)  # type: ignore[arg-type]
    reasons[i] = Reason(reasons[i].code, reasons[i].paragraph, tuple(data.items()))
    return dataclasses.replace(expl, reasons=tuple(reasons))


def _drop(expl: Explanation, code: str) -> Explanation:
    return dataclasses.replace(expl, reasons=tuple(r for r in expl.reasons if r.code != code))


def _add(expl: Explanation, reason: Reason) -> Explanation:
    return dataclasses.replace(expl, reasons=(*expl.reasons, reason))


Plant = Callable[[Explanation], Explanation | None]


def _when(code: str, plant: Callable[[Explanation], Explanation]) -> Plant:
    return lambda e: plant(e) if code in e.codes else None


TANBO_PLANTS: dict[str, Plant] = {
    "verdict flipped": lambda e: dataclasses.replace(e, legal=not e.legal),
    "occupied called touches_none": _when(
        "occupied", lambda e: dataclasses.replace(e, reasons=(Reason("touches_none", "placement",
                                                                     (("colour", "black"),)),))),
    "wrong stone touched": _when("grows_root", lambda e: _replace(
        e, "grows_root", stone=((e.reasons[0].points("stone")[0] + 1) % 25,))),
    "a removed root left out": _when("removes_root", lambda e: _drop(e, "removes_root")),
    "self-removal left out": _when("bounds_own_root", lambda e: _drop(e, "bounds_own_root")),
    "a kept root left out": _when("bounded_kept", lambda e: _drop(e, "bounded_kept")),
    "a spurious removal": _when("removes_nothing", lambda e: _add(
        _drop(e, "removes_nothing"),
        Reason("removes_root", "removal", (("colour", "white"), ("stones", (0,)), ("size", 1))))),
    "wrong touched stones": _when("touches_several", lambda e: _replace(
        e, "touches_several", stones=e.reasons[0].points("stones")[:-1])),
    "wrong result": lambda e: dataclasses.replace(e, winner=3 - e.winner if e.winner else 1)
    if e.legal else None,
    "wrong paragraph": lambda e: dataclasses.replace(
        e, reasons=(dataclasses.replace(e.reasons[0], paragraph="board"), *e.reasons[1:])),
}

DEAGO_PLANTS: dict[str, Plant] = {
    "verdict flipped": lambda e: dataclasses.replace(e, legal=not e.legal),
    "a capture left out": _when("captures", lambda e: _drop(e, "captures")),
    "a conversion left out": _when("converts", lambda e: _drop(e, "converts")),
    "a conversion moved": _when("converts", lambda e: _replace(
        e, "converts", neutral=(e.first("converts").points("neutral")[0] + 1,))),  # type: ignore[union-attr]
    "a wrong flank": _when("captures", lambda e: _replace(
        e, "captures", flank=(e.first("captures").points("flank")[0] + 1,))),  # type: ignore[union-attr]
    "a five left out": _when("five", lambda e: _drop(e, "five")),
    "a wrong capture total": _when("capture_total", lambda e: _replace(
        e, "capture_total", total=e.first("capture_total").number("total") + 2)),  # type: ignore[union-attr]
    "a spurious win": _when("empty_point", lambda e: _add(
        e, Reason("wins_captures", "win", (("winner", "black"), ("total", 20))))
        if "wins_five" not in e.codes and "wins_captures" not in e.codes else None),
    "pass does not draw": _when("pass_draws", lambda e: dataclasses.replace(
        e, reasons=(Reason("pass_turn", "board"),))),
    "wrong paragraph": lambda e: dataclasses.replace(
        e, reasons=(dataclasses.replace(e.reasons[0], paragraph="neutral"), *e.reasons[1:])),
}


def _cases_tanbo() -> Iterator[tuple[TanboState, RefState, int, Explanation]]:
    for state in random_tanbo_positions(400, seed=31):
        ref = RefState.from_tfen(state.tfen())
        for point in range(state.geometry.npoints):
            yield state, ref, point, tanbo_explain(state, point)


def _cases_deago() -> Iterator[tuple[DeagoState, RefDeago, int, Explanation]]:
    for text in _DEAGO_FIXED:
        state = DeagoState.from_dfen(text)
        ref = RefDeago.from_dfen(text)
        for move in [*range(state.geometry.npoints), -1]:
            yield state, ref, move, deago_explain(state, move)
    for state in random_deago_positions(200, seed=31):
        ref = RefDeago.from_dfen(state.dfen())
        for move in [*range(state.geometry.npoints), -1]:
            yield state, ref, move, deago_explain(state, move)


_DEAGO_FIXED = (
    "13/2W10/10B2/1B11/13/13/9W3/13/13/3BWW7/13/13/13 b 18 4 0",  # the 20th capture
    "13/13/13/13/13/13/13/13/13/13/13/13/13 b 0 0 1",  # a pass draws
)


# Per game: the planted mistakes, the (state, reference, point, answer) cases to plant
# them in, and the checker that must catch them.
_Planting = tuple[dict[str, Plant], Callable[[], Iterator[tuple]], Callable[..., list[str]]]
_PLANTING: dict[str, _Planting] = {
    "tanbo": (TANBO_PLANTS, _cases_tanbo, tanbo_problems),
    "deago": (DEAGO_PLANTS, _cases_deago, deago_problems),
}


@pytest.mark.parametrize(
    ("game", "name"), [(g, n) for g, (plants, _, _) in _PLANTING.items() for n in sorted(plants)]
)
def test_planted_wrong_reasons_are_caught(game: str, name: str) -> None:
    plants, cases, problems = _PLANTING[game]
    for state, ref, point, answer in cases():
        wrong = plants[name](answer)
        if wrong is not None and wrong != answer:
            assert problems(state, ref, point, wrong), (name, state.position_text(), point)
            return
    pytest.fail(f"no position to plant {name!r} in")
