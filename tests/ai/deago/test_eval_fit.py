"""``tools/deago_eval_fit.py``: its terms are the evaluation's, its fit recovers known
weights, and it runs on records (issue 41)."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest

from tanbo.ai.games.deago.evaluation import evaluate_shapes
from tanbo.ai.games.deago.wins import winning_internal
from tanbo.games.deago.state import DeagoState
from tanbo.record import GameRecord, save_record
from tests.support.deago_tactics import build
from tests.support.tool_loader import load_tool

fit_tool = load_tool("deago_eval_fit")


def _game(seed: int, plies: int = 60) -> DeagoState:
    """A seeded game on 13x13 (near-centre moves with some random ones), until over or
    ``plies``."""
    rng = random.Random(seed)
    state = DeagoState.new(13, 13, "9")
    while not state.is_over and len(state.move_stack) < plies:
        moves = state.legal_moves()
        centre = state.geometry.npoints // 2
        state.push(moves[rng.randrange(len(moves))] if rng.random() < 0.3 else
                   min(moves, key=lambda p: abs(p - centre) + rng.randrange(30)))
    return state


def _positions() -> list[DeagoState]:
    """The quiet positions (no immediate win either side) of six seeded games below 8
    captured stones, and five with open threes (the mover's; the opponent's two, also
    when the mover has a four or an open three to play first)."""
    out = []
    for seed in range(6):
        state = DeagoState.new(13, 13, "9")
        for move in _game(seed).move_stack:
            c = state.to_move
            if (
                not winning_internal(state, c) and not winning_internal(state, 3 - c)
                and max(state.capture_counts[1:3]) < 8
            ):
                out.append(state.copy())
            state.push(move)
    for black, white, to_move in (
        ("e7 f7 g7", "a1", "b"), ("m13", "b5 b6 b7 l5 l6 l7", "b"), ("m13", "b5 b6 b7", "w"),
        ("m13 k1 l1 m1", "b5 b6 b7 l5 l6 l7", "b"),  # two threes, but Black's four first
        ("e7 f7 g7", "b5 b6 b7 l5 l6 l7", "b"),  # two threes, but Black's open three first
    ):
        out.append(DeagoState.from_dfen(build(13, black, white, "", to_move)))
    return out


def test_the_terms_are_what_the_evaluation_reads() -> None:
    # evaluate_shapes = tempo * own - opp + captures * (own - opp stones) + pairs * (14 *
    # own takes - 6 * opponent's) + open_three * (open - double), below 8 captured
    # stones (where capture_value is linear): the tool's terms, weighed. A change to the
    # evaluation's reads that the tool does not follow fails here.
    states = _positions()
    seen = [0] * len(fit_tool.TERMS)  # how often each term was not 0: none is left untried
    for state in states:
        terms = fit_tool.terms(state)
        own, opp, caps_own, caps_opp, takes_own, takes_opp, is_open, double = terms
        for tempo, caps, pairs, three in ((1.15, 20.0, 4.0, 70.0), (1.5, 10.0, 1.0, 400.0)):
            want = (
                tempo * own - opp + caps * (caps_own - caps_opp)
                + pairs * (14.0 * takes_own - 6.0 * takes_opp) + three * (is_open - double)
            )
            got = evaluate_shapes(state, caps, pairs, 0.0, tempo, three)
            assert got == pytest.approx(want), state.dfen()
        seen = [n + (t != 0) for n, t in zip(seen, terms, strict=True)]
    assert len(states) > 100
    assert min(seen) > 0, seen


def test_the_fit_recovers_known_weights() -> None:
    rng = np.random.default_rng(3)
    x = np.column_stack([rng.normal(0, 2, 4000), rng.normal(5, 1, 4000), np.ones(4000)])
    true = np.array([0.8, -0.5, 2.0])
    y = (rng.random(4000) < 1 / (1 + np.exp(-x @ true))).astype(float)
    w = fit_tool.fit(x, y, l2=0.0)
    assert w == pytest.approx(true, abs=0.2)
    assert fit_tool.log_loss(x, y, w) < fit_tool.log_loss(x, y, np.zeros(3))


def test_it_runs_on_records(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    names = ("level 5", "fastab")
    saved = 0
    for seed in range(12):
        state = _game(100 + seed, plies=400)
        if not state.winner:
            continue
        black, white = names if seed % 2 else names[::-1]
        save_record(GameRecord.from_state(state, Black=black, White=white),
                    tmp_path / f"game-{seed:04d}.deago")
        saved += 1
    assert saved >= 8
    assert fit_tool.main([str(tmp_path), "--try", "tempo=1.5"]) == 0
    out = capsys.readouterr().out
    assert f"of {saved} games ({saved // 4} games held out)" in out
    assert "tempo=1.5" in out and "as AbConfig fields: tempo=" in out
    empty = tmp_path / "empty"
    empty.mkdir()
    assert fit_tool.main([str(empty)]) == 1
    assert "no positions found" in capsys.readouterr().err
