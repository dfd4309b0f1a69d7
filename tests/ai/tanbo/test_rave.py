"""RAVE in the search, Tanbo's tactical playout, the per-game level configuration.

Every check is seeded and iteration-capped (never a clock). The tactical playout
reads the engine's tables directly for speed; here each of its choices is checked
against the engine's public queries (``growth_count``, ``root_of``,
``growth_owner``) and :func:`~tanbo.ai.games.tanbo.heuristics.bounds_own_root`.
"""

from __future__ import annotations

import random

import pytest

from tanbo.ai.games.tanbo.heuristics import bounds_own_root
from tanbo.ai.games.tanbo.knowledge import LEVEL4_SEARCH, SEARCH, TANBO_KNOWLEDGE
from tanbo.ai.games.tanbo.playout import _bounds, tactical_policy
from tanbo.ai.levels import LEVELS, STRONG, hint_searcher, level_config, make_level_player
from tanbo.ai.mcts import Node, SearchConfig, Searcher
from tanbo.ai.players import RAVE_CONFIG, RandomPlayer, choose, rave_player
from tanbo.games.tanbo.state import BLACK, WHITE, TanboState
from tests.support.tanbo_positions import random_positions

RAVE = SearchConfig(playout="tactical", rave=1000.0, exploration=0.2)


# ------------------------------------------------------------------ AMAF backup


def test_amaf_backup_scores_children_whose_mover_played_their_move_later() -> None:
    """Path root -(B 1)-> a -(W 2)-> b, then the playout W 9, B 5, W 7 (leaf: White to move)."""
    root = Node(-1, WHITE)
    a, other_b = Node(1, BLACK), Node(5, BLACK)  # root's children: Black's moves
    root.children = [a, other_b, Node(9, BLACK)]
    b, seven, nine = Node(2, WHITE), Node(7, WHITE), Node(9, WHITE)
    a.children = [b, seven, nine, Node(5, WHITE)]
    Searcher._amaf_up([root, a, b], [9, 5, 7], WHITE, black=1.0)
    # Black's 5 came later (by Black) and Black won: root's child 5 scores a win.
    assert (other_b.an, other_b.aw) == (1.0, 1.0)
    assert (a.an, a.aw) == (1.0, 1.0)  # the child on the path counts too
    assert root.children[2].an == 0.0  # 9 was played by White, not Black
    # a's children are White's moves: 2 (the path), 7 and 9 (the playout) lost for White.
    assert [(c.an, c.aw) for c in a.children] == [(1.0, 0.0), (1.0, 0.0), (1.0, 0.0), (0.0, 0.0)]


def test_amaf_backup_draw_and_a_move_before_the_node_does_not_count() -> None:
    root = Node(-1, WHITE)
    a = Node(1, BLACK)
    root.children = [a]
    early = Node(1, WHITE)  # White's 1 under a: only Black played 1, and before a's children
    a.children = [early]
    Searcher._amaf_up([root, a], [], WHITE, black=0.5)
    assert (a.an, a.aw) == (1.0, 0.5)
    assert early.an == 0.0


def test_rave_selection_prefers_the_child_whose_amaf_mean_is_better() -> None:
    searcher = Searcher(TanboState.new(), RAVE.with_(exploration=0.0), seed=1)
    node = Node(-1, WHITE, n=20.0)
    good = Node(1, BLACK, n=5.0, w=2.5, an=40.0, aw=36.0)
    bad = Node(2, BLACK, n=5.0, w=3.0, an=40.0, aw=4.0)
    node.children = [bad, good]
    assert searcher._select(node) is good
    # Without RAVE the real means decide.
    plain = Searcher(TanboState.new(), SearchConfig(exploration=0.0), seed=1)
    assert plain._select(node) is bad


def test_rave_search_keeps_amaf_statistics_and_is_seeded() -> None:
    state = TanboState.new(7, 7)
    one = Searcher(state, RAVE, seed=4)
    one.run(iterations=400)
    children = one.root.children or []
    assert sum(c.n for c in children) == 400
    assert all(c.an >= c.n for c in children)  # a child's own visits are AMAF visits too
    assert any(c.an > c.n for c in children)  # and the playouts add more
    two = Searcher(state, RAVE, seed=4)
    two.run(iterations=400)
    assert one.move_stats() == two.move_stats()
    assert state.tfen() == TanboState.new(7, 7).tfen()


def test_without_rave_no_amaf_statistics() -> None:
    searcher = Searcher(TanboState.new(7, 7), SearchConfig(playout="tactical"), seed=4)
    searcher.run(iterations=200)
    assert all(c.an == 0.0 for c in searcher.root.children or [])


def test_priors_go_to_amaf_visits_with_prior_amaf() -> None:
    state = TanboState.new(7, 7)
    searcher = Searcher(state, RAVE.with_(prior_visits=4.0, prior_amaf=True), seed=1)
    searcher.best_move()
    assert all(c.n == 0.0 and c.an == 4.0 for c in searcher.root.children or [])
    real = Searcher(state, RAVE.with_(prior_visits=4.0), seed=1)
    real.best_move()
    assert all(c.n == 4.0 and c.an == 0.0 for c in real.root.children or [])


def test_playout_alternatives_take_the_first_the_game_has() -> None:
    either = Searcher(TanboState.new(), SearchConfig(playout="psychic|smart"), seed=3)
    smart = Searcher(TanboState.new(), SearchConfig(playout="smart"), seed=3)
    uniform = Searcher(TanboState.new(), SearchConfig(playout="random"), seed=3)
    for searcher in (either, smart, uniform):
        searcher.run(iterations=200)
    assert either.move_stats() == smart.move_stats() != uniform.move_stats()
    with pytest.raises(ValueError) as info:
        Searcher(TanboState.new(), SearchConfig(playout="a|b"))
    assert str(info.value) == "unknown playout 'a|b': expected one of random, smart, tactical"


@pytest.mark.parametrize("tfen", [
    "BBBW3/1BWWW1W/1BW1WWW/WW1WW2/W6/WWW4/W1W4 w",
    "2BBBB1/3B1B1/4BBW/4BWW/BBBBW1W/1B2WWW/1BBWW1W b",
])
def test_rave_search_takes_a_win_in_one(tfen: str) -> None:
    state = TanboState.from_tfen(tfen)
    searcher = Searcher(state, RAVE.with_(prior_visits=10.0), seed=2)
    searcher.run(iterations=300)
    after = state.copy()
    after.push(searcher.best_move())
    assert after.winner == state.to_move


# ------------------------------------------------------------- tactical playout


def test_fast_bounds_test_agrees_with_the_heuristic() -> None:
    for state in random_positions(7, 40, seed=5) + random_positions(11, 10, seed=6):
        own = state._own[state.to_move]
        for p in state.legal_moves():
            fast = _bounds(p, own[p], own, state._cnt[state.to_move], state._cells,
                           state._growth, state.geometry.neighbours)
            assert fast == bounds_own_root(state, p)


def _check_trace(start: TanboState, played: list[int], winner: int) -> tuple[int, int]:
    """Replay ``played`` through the engine's public API, checking every tactical choice.

    Returns how often each tactic (capture, rescue) applied.
    """
    state = start.copy()
    captures = rescues = 0
    threat_opp = threat_own = -1
    for p in played:
        c = state.to_move
        o = 3 - c
        assert state.is_legal(p)
        expected = None
        if threat_opp >= 0 and state.growth_count(threat_opp) == 1:
            g = next(q for q in range(state.geometry.npoints)
                     if state.growth_owner(o, q) == threat_opp)
            if state.growth_owner(c, g) >= 0 and not bounds_own_root(state, g):
                expected = g
                captures += 1
        if expected is None and threat_own >= 0 and state.growth_count(threat_own) == 1:
            g = next(q for q in range(state.geometry.npoints)
                     if state.growth_owner(c, q) == threat_own)
            if not bounds_own_root(state, g):
                expected = g
                rescues += 1
        if expected is not None:
            assert p == expected
        hit = state.growth_owner(o, p)
        state.push(p)
        threat_own = hit
        current = state.root_of(p)
        threat_opp = current if current >= 0 and state.growth_count(current) == 1 else -1
    assert state.winner == winner
    return captures, rescues


def test_tactical_playout_takes_and_rescues_roots_as_documented() -> None:
    captures = rescues = 0
    for i, state in enumerate(random_positions(7, 30, seed=7) + random_positions(11, 6, 8)):
        played: list[int] = []
        winner = tactical_policy(state.copy(), random.Random(i), played)
        assert winner in (BLACK, WHITE)
        c, r = _check_trace(state, played, winner)
        captures += c
        rescues += r
    assert captures > 10 and rescues > 10  # both tactics were exercised


def test_tactical_playout_cut_after_plies_names_a_winner() -> None:
    state = TanboState.new(11, 11)
    played: list[int] = []
    winner = tactical_policy(state, random.Random(3), played, plies=10)
    assert winner in (BLACK, WHITE) and len(played) == 10


def test_tactical_playout_beats_uniform_from_the_same_positions() -> None:
    """Black's first playout move against a uniform White wins most 7x7 games.

    A one-ply playout knows no threat yet (the tactics follow the playout's own
    previous move), so this measures the self-removal test alone: 38 of 60 with
    this seed; a test with its sign inverted loses most games.
    """
    wins = 0
    rng = random.Random(9)
    for _ in range(60):
        state = TanboState.new(7, 7)
        while not state.is_over:
            if state.to_move == BLACK:
                probe = state.copy()
                played: list[int] = []
                tactical_policy(probe, rng, played, plies=1)
                state.push(played[0])
            else:
                state.push(rng.choice(state.legal_moves()))
        wins += state.winner == BLACK
    assert wins >= 34


def test_traced_policies_record_legal_replayable_moves() -> None:
    for name in ("random", "smart", "tactical"):
        traced = TANBO_KNOWLEDGE.traced_policy(name, 0)
        start = TanboState.new(7, 7)
        played: list[int] = []
        score = traced(start.copy(), random.Random(1), played)
        replay = start.copy()
        for p in played:
            replay.push(p)
        assert score == (1.0 if replay.winner == BLACK else 0.0), name


# ------------------------------------------------------ levels and the yardstick


def test_tanbo_levels_4_and_5_search_with_rave_deago_unchanged() -> None:
    from tanbo.games.deago.state import DeagoState

    tanbo, deago = TanboState.new(7, 7), DeagoState.new(13, 13)
    for n in LEVELS:
        assert level_config(n, deago) == LEVELS[n].config
        changes = {4: LEVEL4_SEARCH, 5: SEARCH}.get(n, {})
        expected = LEVELS[n].config.with_(**changes)
        assert level_config(n, tanbo) == expected
    assert level_config(5, tanbo).rave > 0 and level_config(5, tanbo).playout == "tactical"
    player = make_level_player(5, seed=1, iterations=10)
    player.start(tanbo)
    assert player.searcher is not None and player.searcher.config.rave > 0
    assert player.own is None  # Tanbo: the level's MCTS
    player.start(deago)
    assert player.own is not None  # DEAGO: its own level player (alpha-beta), not the MCTS
    assert hint_searcher(tanbo).config == STRONG.with_(**SEARCH)
    assert hint_searcher(deago).config == STRONG


def test_rave_yardstick_plays_both_games_and_beats_random() -> None:
    from tanbo.games.deago.state import DeagoState

    assert RAVE_CONFIG.rave > 0 and RAVE_CONFIG.prior_visits == 0
    player = rave_player(0.5, seed=1)
    assert player.name == "rave:0.5"
    player.max_iterations = 50
    for state in (TanboState.new(7, 7), DeagoState.new(13, 13)):
        assert state.is_legal(choose(player, state))
    player = rave_player(10.0, seed=2)
    player.max_iterations = 100
    for game in range(2):
        state = TanboState.new(7, 7)
        opponent = RandomPlayer(seed=game)
        mine = BLACK if game == 0 else WHITE
        while not state.is_over:
            state.push(choose(player if state.to_move == mine else opponent, state))
        assert state.winner == mine
