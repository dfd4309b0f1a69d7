"""DEAGO's per-level knowledge: weaker levels 1-4, full level 5, Tanbo unchanged."""

from __future__ import annotations

import pytest

from tanbo.ai.games.deago.knowledge import DEAGO_KNOWLEDGE, LEVEL_KNOWLEDGE, DeagoKnowledge
from tanbo.ai.games.deago.mcts import near_points
from tanbo.ai.games.deago.wins import defences
from tanbo.ai.games.tanbo.knowledge import TANBO_KNOWLEDGE
from tanbo.ai.knowledge import PLAIN, knowledge_for
from tanbo.ai.levels import LEVELS
from tanbo.ai.mcts import SearchConfig, Searcher
from tanbo.games.deago.state import DeagoState
from tanbo.games.tanbo.state import TanboState

# White g8-j8 closed by black f8: only k8 stops the five (as in test_ai_deago.py).
BLOCK = "13/13/3B7W1/13/13/5BWWWW3/13/13/1W11/13/2B10/10B2/13 b 0 0 0"


def test_levels_look_up_their_knowledge() -> None:
    for n in (1, 2, 3, 4):
        assert knowledge_for("deago", n) is LEVEL_KNOWLEDGE[n]
        assert Searcher(DeagoState.new(13, 13), LEVELS[n].config).knowledge is LEVEL_KNOWLEDGE[n]
        # Tanbo has no per-level knowledge: every level plays its full knowledge.
        assert Searcher(TanboState.new(), LEVELS[n].config).knowledge is TANBO_KNOWLEDGE
    assert Searcher(DeagoState.new(13, 13), LEVELS[5].config).knowledge is DEAGO_KNOWLEDGE
    assert knowledge_for("deago") is DEAGO_KNOWLEDGE
    assert knowledge_for("chess", 2) is PLAIN
    blind = SearchConfig(level=1, knowledge=False)
    assert Searcher(DeagoState.new(13, 13), blind).knowledge is PLAIN


def test_lower_levels_know_less() -> None:
    tops = [LEVEL_KNOWLEDGE[n].top for n in (1, 2, 3, 4)] + [DEAGO_KNOWLEDGE.top]
    plies = [LEVEL_KNOWLEDGE[n].plies for n in (1, 2, 3, 4)] + [DEAGO_KNOWLEDGE.plies]
    noise = [LEVEL_KNOWLEDGE[n].noise for n in (1, 2, 3, 4)] + [DEAGO_KNOWLEDGE.noise]
    assert tops == sorted(tops) and tops[0] < tops[-1]
    assert plies == sorted(plies) and plies[0] < plies[-1]
    assert noise == sorted(noise, reverse=True) and noise[-1] == 0.0
    assert [n for n, k in LEVEL_KNOWLEDGE.items() if k.miss] == [1]


def test_a_missed_threat_leaves_only_near_points() -> None:
    state = DeagoState.from_dfen(BLOCK)
    blind = DeagoKnowledge(top=0, miss=1.0)
    assert sorted(blind.candidates(state)) == near_points(state)
    assert DeagoKnowledge(top=0).candidates(state) == defences(state) == [state.parse_move("k8")]


@pytest.mark.parametrize("level", [2, 3, 4])
def test_levels_2_to_4_always_see_the_defence(level: int) -> None:
    state = DeagoState.from_dfen(BLOCK)
    for _ in range(50):
        assert LEVEL_KNOWLEDGE[level].candidates(state) == [state.parse_move("k8")]


def test_noise_changes_which_near_points_are_kept() -> None:
    state = DeagoState.new(19, 19, "0")
    for m in ("j10", "k10", "j9", "l11"):
        state.push(state.parse_move(m))
    exact = DeagoKnowledge(top=6)
    noisy = DeagoKnowledge(top=6, noise=4.0, seed=1)
    first = exact.candidates(state)
    assert len(first) == 6 and exact.candidates(state) == first
    picks = {tuple(noisy.candidates(state)) for _ in range(20)}
    assert len(picks) > 1 and all(len(p) == 6 for p in picks)
