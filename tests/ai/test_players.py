"""Computer players: legal moves only, the sliced start/step/cancel interface, levels and hints."""

from __future__ import annotations

import pytest

from tanbo.ai.games.tanbo.heuristics import SELF_REMOVAL, bounds_own_root, move_score
from tanbo.ai.levels import LEVELS, hint, level_names, make_level_player, register_levels
from tanbo.ai.mcts import SearchConfig
from tanbo.ai.players import (
    GreedyPlayer,
    Player,
    RandomPlayer,
    SearchPlayer,
    choose,
    uct_player,
)
from tanbo.games.tanbo.state import BLACK, TanboState


def fast_search(seed: int, **changes: object) -> SearchPlayer:
    """A search player limited by iterations only (deterministic, no clock)."""
    return SearchPlayer(SearchConfig().with_(**changes), 1e6, max_iterations=12, seed=seed)


def play(black: Player, white: Player, state: TanboState) -> TanboState:
    while not state.is_over:
        player = black if state.to_move == BLACK else white
        move = choose(player, state)
        assert state.is_legal(move), state.why_illegal(move)
        state.push(move)
    return state


@pytest.mark.parametrize("size", [(5, 7), (7, 5), (7, 7)])
def test_ai_games_use_legal_moves_only(size: tuple[int, int]) -> None:
    width, height = size
    lineup: list[tuple[Player, Player]] = [
        (fast_search(1, prior_visits=5.0, playout="smart", expand_after=2), RandomPlayer(2)),
        (GreedyPlayer(3), fast_search(4)),
        (fast_search(5, prior_visits=5.0), fast_search(6, solver=False)),
    ]
    for black, white in lineup * 2:
        final = play(black, white, TanboState.new(width, height))
        final.check_consistency()
        assert final.winner in (1, 2)


def test_step_returns_none_until_the_iteration_budget_is_spent() -> None:
    state = TanboState.new(7, 7)
    player = SearchPlayer(SearchConfig(), 1e6, max_iterations=5, seed=1)
    player.start(state)
    assert player.thinking
    # A zero budget still runs one iteration per step (the slice is never empty).
    assert [player.step(0.0) for _ in range(4)] == [None] * 4
    move = player.step(0.0)
    assert move is not None and state.is_legal(move)
    assert not player.thinking
    assert 0.0 <= player.win_rate <= 1.0


def test_win_rate_is_the_players_own_chance() -> None:
    state = TanboState.from_tfen("1W1W1W1/1WWW1WW/BW1WWW1/BBW1W2/BWW4/BBW4/2W4 w")
    player = SearchPlayer(SearchConfig(), 1e6, max_iterations=20_000, seed=8)
    move = choose(player, state)  # White has a forced win (see test_ai_mcts)
    assert state.move_text(move) == "a6"
    assert player.win_rate == 1.0  # after its move the tree is Black's turn


def test_tree_is_reused_when_the_game_continues() -> None:
    state = TanboState.new(7, 7)
    player = SearchPlayer(SearchConfig(), 1e6, max_iterations=300, seed=2)
    move = choose(player, state)
    state.push(move)
    searcher = player.searcher
    assert searcher is not None
    reply = state.legal_moves()[0]
    expected = next((c.n for c in searcher.root.children or [] if c.move == reply), 0)
    state.push(reply)
    player.start(state)
    assert player.searcher is searcher  # same tree, advanced by both moves
    assert searcher.root.n == expected
    assert searcher.state.tfen() == state.tfen()


def test_a_new_game_or_an_undo_rebuilds_the_tree() -> None:
    state = TanboState.new(7, 7)
    player = SearchPlayer(SearchConfig(), 1e6, max_iterations=50, seed=3)
    state.push(choose(player, state))
    old = player.searcher
    state.pop()  # the human took the move back
    player.cancel()
    move = choose(player, state)
    assert player.searcher is not old
    assert state.is_legal(move)


def test_forced_move_needs_no_search() -> None:
    state = TanboState.from_tfen("1W1W1W1/1WWW1WW/BW1WWW1/BBW1W2/BWW4/BBW4/2W4 w")
    state.push(state.parse_move("a6"))
    assert len(state.legal_moves()) == 2
    player = SearchPlayer(SearchConfig(), 1e6, max_iterations=1000, seed=4, reuse=False)
    # Both Black moves lose at once: the solver proves it after one visit of each
    # and answers at once (a broken solver would spend the whole iteration cap).
    assert choose(player, state) in state.legal_moves()
    assert player.searcher is not None
    assert player.searcher.solved
    assert player.searcher.iterations == 2
    assert player.win_rate == 0.0
    # A position with one legal move is answered without any search at all.
    one = TanboState.from_tfen("BBBB2W/1B1BBBW/BBB3W/B1B1BWW/1BBBBBW/BB1WWWW/B1WW1W1 b")
    one.push(one.parse_move("f7"))
    assert len(one.legal_moves()) == 1
    player = SearchPlayer(SearchConfig(), 1e6, max_iterations=1000, seed=4, reuse=False)
    assert choose(player, one) == one.legal_moves()[0]
    assert player.searcher is not None and player.searcher.iterations == 0


def test_player_refuses_a_finished_game() -> None:
    state = TanboState.new(5, 7)
    while not state.is_over:
        state.push(state.legal_moves()[-1])
    for player in (RandomPlayer(1), fast_search(1)):
        with pytest.raises(ValueError, match="game is over"):
            choose(player, state)


def test_greedy_never_removes_its_own_root_when_it_has_a_choice() -> None:
    state = TanboState.new(7, 7)
    player = GreedyPlayer(5)
    rival = RandomPlayer(6)
    while not state.is_over:
        moves = state.legal_moves()
        if state.to_move == BLACK:
            move = choose(player, state)
            if any(not bounds_own_root(state, m) for m in moves):
                assert not bounds_own_root(state, move)
        else:
            move = choose(rival, state)
        state.push(move)


def test_noisy_greedy_still_avoids_self_removal() -> None:
    state = TanboState.new(7, 7)
    player = GreedyPlayer(9, noise=1.0)  # always a random "sane" move
    while not state.is_over:
        moves = state.legal_moves()
        move = choose(player, state)
        if any(not bounds_own_root(state, m) for m in moves):
            assert not bounds_own_root(state, move)
        state.push(move)


def test_bounds_own_root_agrees_with_the_engine() -> None:
    state = TanboState.new(7, 7)
    rng_player = RandomPlayer(7)
    for _ in range(40):
        if state.is_over:
            break
        for move in state.legal_moves():
            removed = state.preview(move)
            own = any(r.current for r in removed)
            assert bounds_own_root(state, move) == own
            assert (move_score(state, move) == SELF_REMOVAL) == own
        state.push(choose(rng_player, state))


def test_levels_and_baselines_build() -> None:
    assert sorted(LEVELS) == [1, 2, 3, 4, 5]
    assert len(level_names()) == 5
    seconds = [LEVELS[n].seconds for n in sorted(LEVELS)]
    assert seconds == sorted(seconds)
    state = TanboState.new(5, 7)
    for n in LEVELS:
        player = make_level_player(n, seed=n, time_scale=0.002)
        assert state.is_legal(choose(player, state))
    assert state.is_legal(choose(uct_player(0.001, seed=1), state))
    with pytest.raises(ValueError, match="unknown level"):
        make_level_player(6)


def test_levels_register_with_a_player_registry() -> None:
    registry: dict[str, tuple[str, object]] = {}
    register_levels(lambda key, label, factory: registry.__setitem__(key, (label, factory)))
    assert list(registry) == ["level1", "level2", "level3", "level4", "level5"]
    label, factory = registry["level3"]
    assert label == f"Level 3 ({LEVELS[3].name})"
    assert callable(factory)
    player = factory(7)
    assert isinstance(player, SearchPlayer) and player.name == "level:3"


def test_hint_suggests_a_legal_move() -> None:
    state = TanboState.new(7, 7)
    h = hint(state, millis=5.0, seed=1)
    assert state.is_legal(h.move)
    assert 0.0 <= h.win_rate <= 1.0
    assert h.iterations >= 1
