"""The computer opponent on DEAGO: legal moves, the tactical suite, threat scans, draws.

Everything is seeded and bounded by iteration caps (no time limits), so the
results are the same on every run and under Pyodide.
"""

from __future__ import annotations

import random

import pytest

from tanbo.ai.games.deago.knowledge import DEAGO_KNOWLEDGE, DeagoKnowledge
from tanbo.ai.games.deago.mcts import black_chance, near_points, point_score, tactical_policy
from tanbo.ai.games.deago.player import AbPlayer
from tanbo.ai.games.deago.wins import defences, winning_points
from tanbo.ai.games.tanbo.knowledge import TANBO_KNOWLEDGE
from tanbo.ai.knowledge import PLAIN, knowledge_for
from tanbo.ai.levels import LEVELS, hint, make_level_player
from tanbo.ai.mcts import SearchConfig, Searcher
from tanbo.ai.players import GreedyPlayer, Player, RandomPlayer, choose, uct_player
from tanbo.games.deago.state import BLACK, DRAW, PASS, WHITE, DeagoState
from tanbo.games.tanbo.state import TanboState
from tests.support.deago_positions import TACTICS

FULL_NEUTRAL_13 = "/".join(["NNNNNNNNNNNNN"] * 13)


def names(state: DeagoState, moves: list[int]) -> set[str]:
    return {state.move_text(m) for m in moves}


def test_knowledge_registry() -> None:
    assert knowledge_for(TanboState.new()) is TANBO_KNOWLEDGE
    assert knowledge_for(DeagoState.new(13, 13)) is DEAGO_KNOWLEDGE
    assert knowledge_for("chess") is PLAIN
    assert knowledge_for("deago") is DEAGO_KNOWLEDGE


@pytest.mark.parametrize("name", sorted(TACTICS))
def test_tactical_positions_are_what_they_claim(name: str) -> None:
    fen, solutions = TACTICS[name]
    state = DeagoState.from_dfen(fen)
    c = state.to_move
    if name.startswith("win"):
        assert names(state, state.winning_moves(c)) == solutions
    else:
        assert state.winning_moves(c) == []
        assert state.winning_moves(3 - c)
        assert names(state, defences(state)) == solutions
        for move in state.legal_moves():
            after = state.copy()
            after.push(move)
            assert bool(after.winning_moves(3 - c)) == (state.move_text(move) not in solutions)


@pytest.mark.parametrize("level", [2, 3, 4, 5])
@pytest.mark.parametrize("name", sorted(TACTICS))
def test_levels_2_to_5_solve_the_tactical_suite(level: int, name: str) -> None:
    fen, solutions = TACTICS[name]
    state = DeagoState.from_dfen(fen)
    player = make_level_player(level, seed=level, iterations=40)
    assert state.move_text(choose(player, state)) in solutions


def test_the_searcher_proves_a_win_in_one() -> None:
    fen, solutions = TACTICS["win by five"]
    searcher = Searcher(DeagoState.from_dfen(fen), LEVELS[3].config, seed=1)
    searcher.run(iterations=50)
    assert searcher.solved and searcher.win_rate() == 1.0
    assert searcher.state.move_text(searcher.best_move()) in solutions


def test_hint_suggests_the_block() -> None:
    fen, solutions = TACTICS["block by capturing a pair out of the line"]
    state = DeagoState.from_dfen(fen)
    assert state.move_text(hint(state, millis=1e6, iterations=30).move) in solutions


def test_level_players_and_baselines_play_only_legal_moves() -> None:
    rng = random.Random(7)
    players: list[Player] = [
        make_level_player(1, seed=1, iterations=3),
        make_level_player(2, seed=2, iterations=6),
        make_level_player(4, seed=4, iterations=8),
        GreedyPlayer(5, noise=0.3),
        RandomPlayer(6),
    ]
    uct = uct_player(1e6, seed=3)
    uct.max_iterations = 5
    players.append(uct)
    results = []
    for game in range(8):
        size = (13, 15, 19)[game % 3]
        state = DeagoState.new(size, size, "950"[game % 3])
        black, white = rng.sample(players, 2)
        while not state.is_over and state.ply < 70:
            player = black if state.to_move == BLACK else white
            move = choose(player, state)
            assert state.is_legal(move), (state.dfen(), move)
            state.push(move)
            state.check_consistency()
        results.append(state.winner)
    assert any(results)  # some games really end


def test_candidates_are_wins_then_defences_then_near_points() -> None:
    wide = DeagoKnowledge(top=0)
    start = DeagoState.new(13, 13, "0")
    assert names(start, wide.candidates(start)) == {
        f"{f}{r}" for f in "efghi" for r in range(5, 10)
    }
    state = DeagoState.new(13, 13, "5")
    state.push(state.parse_move("a1"))
    cands = wide.candidates(state)
    assert PASS not in cands and cands == near_points(state)
    assert names(state, cands) >= {"a2", "b3", "c3", "c1"}  # within 2 of a1
    assert "d3" in names(state, cands)  # next to the neutral stone on d4
    assert "b5" not in names(state, cands)
    # The default keeps the 16 best-scoring of them.
    best = DEAGO_KNOWLEDGE.candidates(state)
    assert len(best) == 16 and set(best) < set(cands)
    worst_kept = min(point_score(state, m) for m in best)
    assert all(point_score(state, m) <= worst_kept for m in set(cands) - set(best))
    for name, (fen, solutions) in TACTICS.items():
        tactic = DeagoState.from_dfen(fen)
        assert names(tactic, DEAGO_KNOWLEDGE.candidates(tactic)) == solutions, name
    full = DeagoState.from_dfen(FULL_NEUTRAL_13 + " b 0 0 0")
    assert DEAGO_KNOWLEDGE.candidates(full) == [PASS]


def test_fast_threat_scans_agree_with_the_engine() -> None:
    rng = random.Random(11)
    checked = with_wins = capture_wins = 0
    for game in range(5):
        size = (13, 15, 13)[game % 3]
        state = DeagoState.new(size, size, "950"[game % 3])
        while not state.is_over:
            for colour in (BLACK, WHITE):
                fast = winning_points(state, colour)
                assert fast == state.winning_moves(colour), state.dfen()
                checked += 1
                with_wins += bool(fast)
                # The same board nearer the 20 captured stones that win.
                near_20 = state.copy()
                near_20._caps[colour] = rng.randrange(10, 20)
                fast = winning_points(near_20, colour)
                assert fast == near_20.winning_moves(colour), near_20.dfen()
                capture_wins += fast != winning_points(state, colour)
            near = near_points(state)
            state.push(rng.choice(near) if rng.random() < 0.9 else rng.choice(state.legal_moves()))
    assert checked > 200 and with_wins > 30 and capture_wins > 10


def test_playout_policy_and_evaluation() -> None:
    rng = random.Random(3)
    state = DeagoState.new(13, 13)
    for _ in range(20):
        copy = state.copy()
        assert 0.0 <= tactical_policy(copy, rng, plies=12) <= 1.0
        copy.check_consistency()
    fen, _ = TACTICS["win by five"]
    assert tactical_policy(DeagoState.from_dfen(fen), rng) == 1.0  # Black takes the five
    fen, _ = TACTICS["block by capturing a pair out of the line"]
    # Black occupies one end of White's open four; White completes the other.
    assert tactical_policy(DeagoState.from_dfen(fen), rng) == 0.0
    assert black_chance(DeagoState.from_dfen(fen)) < 0.1  # White has two fours
    assert black_chance(DeagoState.from_dfen(TACTICS["win by five"][0])) == 1.0  # Black's four
    assert 0.0 < black_chance(DeagoState.new(13, 13)) < 1.0
    ahead = DeagoState.from_dfen("13/13/13/13/13/13/13/13/13/13/13/13/13 w 10 0 0")
    assert black_chance(ahead) > black_chance(DeagoState.new(13, 13, "0"))


def test_draws_count_half_and_are_not_proven() -> None:
    # A full board after one pass: the only move, pass, draws.
    state = DeagoState.from_dfen(FULL_NEUTRAL_13 + " b 0 0 1")
    searcher = Searcher(state, LEVELS[4].config.with_(prior_visits=0.0), seed=1)
    searcher.run(iterations=10)
    assert searcher.best_move() == PASS
    assert searcher.win_rate() == 0.5 and not searcher.solved
    assert searcher.root.n == 10 and searcher.root.w == 5.0
    drawn = DeagoState.from_dfen(FULL_NEUTRAL_13 + " w 0 0 2")
    assert drawn.winner == DRAW
    assert Searcher(drawn, SearchConfig(), seed=1).win_rate() == 0.5


def test_uct_without_knowledge_considers_every_legal_move() -> None:
    state = DeagoState.new(13, 13)
    searcher = Searcher(state, SearchConfig(knowledge=False), seed=1)
    searcher.run(iterations=3)
    assert searcher.root.children is not None
    assert sorted(c.move for c in searcher.root.children) == sorted(state.legal_moves())


def test_greedy_takes_the_win_and_never_passes_with_room() -> None:
    fen, solutions = TACTICS["win by the 20th capture"]
    state = DeagoState.from_dfen(fen)
    assert state.move_text(choose(GreedyPlayer(1), state)) in solutions
    start = DeagoState.new(13, 13)
    for seed in range(5):
        assert choose(GreedyPlayer(seed, noise=1.0), start) != PASS


def test_a_single_candidate_is_played_without_search() -> None:
    fen, solutions = TACTICS["block by occupying"]
    state = DeagoState.from_dfen(fen)
    player = make_level_player(5, seed=1, iterations=500)
    assert state.move_text(choose(player, state)) in solutions
    own = player.own
    assert isinstance(own, AbPlayer) and own.last_nodes == 0
