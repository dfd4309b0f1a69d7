"""Thinking on the opponent's time (tanbo.ai.ponder): what is kept, what is dropped, who ponders.

Work is counted (visits, nodes, slices), never timed.
"""

from __future__ import annotations

import math

import pytest

from tanbo.ai.games.deago import player as deago_player
from tanbo.ai.games.deago.player import LEVEL_CONFIGS, AbPlayer
from tanbo.ai.levelplayer import LevelPlayer
from tanbo.ai.levels import level_config, make_level_player
from tanbo.ai.match import main, play_game
from tanbo.ai.mcts import Searcher
from tanbo.ai.players import SearchPlayer, choose
from tanbo.ai.ponder import PONDER_LEVELS, can_ponder, ponder_for
from tanbo.game import GameState
from tanbo.games import GAMES
from tanbo.games.deago.state import DeagoState
from tanbo.players import RandomPlayer


def _tanbo() -> GameState:
    return GAMES["tanbo"].new_state(7, 7, "dense")


def _deago(moves: int = 4) -> DeagoState:
    spec = GAMES["deago"]
    state = spec.new_state(13, 13, spec.default_setup)
    assert isinstance(state, DeagoState)
    geo = state.geometry
    for r, c in ((5, 5), (7, 7), (5, 7), (7, 5), (4, 6), (8, 6))[:moves]:
        state.push(geo.index(r, c))
    return state


def _ponder_slices(player: object, state: GameState, slices: int, ms: float = 5.0) -> int:
    """Ponder ``state`` for up to ``slices`` slices; how many ran before it said done."""
    assert isinstance(player, LevelPlayer | AbPlayer)
    for k in range(slices):
        if not player.ponder_step(state, ms):
            return k + 1
    return slices


def _answer(player: SearchPlayer | AbPlayer) -> int:
    """The move of the thinking ``player`` once its work budget is spent: slices until
    it answers (a slice's milliseconds are a machine's, so one slice may not be enough)."""
    while True:
        move = player.step(1000.0)
        if move is not None:
            return move


def test_levels_4_and_5_ponder_and_the_weaker_ones_do_not() -> None:
    assert {4, 5} == PONDER_LEVELS
    for level in range(1, 6):
        assert can_ponder(make_level_player(level, 1)) == (level in PONDER_LEVELS)
    assert not can_ponder(RandomPlayer(1))
    state = _tanbo()
    weak = make_level_player(3, 1)
    assert not weak.ponder_step(state, 5.0)
    assert ponder_for(weak, state, 1.0) == 0
    assert weak.pondered == 0 and weak.searcher is None


def test_mcts_keeps_the_subtree_of_the_predicted_move() -> None:
    state = _tanbo()
    player = make_level_player(5, seed=3, iterations=60)
    state.push(choose(player, state))  # the computer's move; the person is to move
    _ponder_slices(player, state, 8)
    assert player.pondered > 0
    searcher = player.searcher
    assert searcher is not None and searcher.iterations >= player.pondered
    predicted = searcher.best_move()
    child = next(c for c in searcher.root.children or () if c.move == predicted)
    kept = child.n
    assert kept > 10  # more than the prior's virtual visits: real pondered visits
    state.push(predicted)
    player.start(state)
    assert player.searcher is searcher and searcher.root is child
    assert searcher.root.n == kept  # the pondered visits are the new root's
    move = _answer(player)
    assert state.is_legal(move)


def test_mcts_answers_a_move_it_did_not_predict_correctly() -> None:
    state = _tanbo()
    player = make_level_player(4, seed=3, iterations=40)
    state.push(choose(player, state))
    _ponder_slices(player, state, 4)
    searcher = player.searcher
    assert searcher is not None
    least = min(searcher.root.children or (), key=lambda c: c.n)
    state.push(least.move)
    player.start(state)
    assert player.searcher is not None
    assert player.searcher.state.position_text() == state.position_text()
    move = _answer(player)
    assert state.is_legal(move)
    state.push(move)  # and the game goes on


def test_ponder_reset_drops_the_tree() -> None:
    state = _tanbo()
    player = make_level_player(5, seed=3, iterations=30)
    state.push(choose(player, state))
    _ponder_slices(player, state, 2)
    assert player.searcher is not None
    player.ponder_reset()
    assert player.searcher is None
    state.push(state.legal_moves()[0])
    player.start(state)  # a fresh tree
    assert player.searcher is not None and player.searcher.root.n == 0


def test_pondering_does_not_change_a_players_own_search_until_it_is_used() -> None:
    """A player asked to ponder a position the game never reaches plays as one never asked."""
    plain = make_level_player(5, seed=9, iterations=80)
    pondering = make_level_player(5, seed=9, iterations=80)
    a, b = _tanbo(), _tanbo()
    assert choose(plain, a) == choose(pondering, b)


def test_a_level_player_hands_pondering_to_deagos_own_player() -> None:
    state = _deago()
    player = make_level_player(5, seed=1, iterations=400)
    for _ in range(2000):
        memory = getattr(player.own, "memory", None)
        if not player.ponder_step(state, 5.0) or (memory is not None and memory.table):
            break
    own = player.own
    assert isinstance(own, AbPlayer) and own.pondered > 0
    assert own.memory is not None and own.memory.table
    player.ponder_reset()
    assert own.memory is None


def _ab(depth: int) -> AbPlayer:
    return AbPlayer(LEVEL_CONFIGS[5].with_(max_depth=depth), math.inf, seed=1)


def _think(player: AbPlayer, state: DeagoState) -> int:
    player.start(state)
    return _answer(player)


def test_alphabeta_pondering_warms_the_table_for_the_reply() -> None:
    """Pondering predicts the reply and searches the position after it as the player's
    own move would be: the move's search then finds the table answering those depths."""
    state = _deago()
    warm = _ab(4)
    slices = _ponder_slices(warm, state, 10_000, 50.0)
    assert slices < 10_000  # the prediction and the reply's search both finished
    predicted = warm.predicted
    assert predicted is not None and state.is_legal(predicted)
    state.push(predicted)  # the live state (its moves): the player knows the game goes on
    again = _deago()
    again.push(predicted)
    cold = _ab(4)
    cold_move = _think(cold, again)
    warm_move = _think(warm, state)
    assert state.is_legal(cold_move) and state.is_legal(warm_move)
    assert warm.last_depth == cold.last_depth == 4
    # (measured 164 against 470 nodes: the table answers most of the tree)
    assert warm.last_nodes * 2 < cold.last_nodes


class _Ticks:
    """A clock that moves a millisecond each time it is read: the slices of a search are
    then counted in clock reads (about one a node), the same on any machine."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 0.001
        return self.now


def _budgeted(nodes: int) -> AbPlayer:
    """Level 5 with a node budget a move, on a clock of counted reads (deterministic)."""
    return AbPlayer(LEVEL_CONFIGS[5], math.inf, seed=1, nodes=nodes, clock=_Ticks())


def _pondering(nodes: int, slices: int) -> tuple[AbPlayer, DeagoState]:
    """A level-5 player that made its move and pondered ``slices`` slices of 200 reads."""
    state = _deago(3)
    player = _budgeted(nodes)
    state.push(_think(player, state))
    for _ in range(slices):
        if not player.ponder_step(state, 200.0):
            break
    return player, state


def _unpondered(nodes: int, reply: int) -> tuple[AbPlayer, int]:
    """The same player's move after ``reply`` without pondering, and the player."""
    player = _budgeted(nodes)
    state = _deago(3)
    state.push(_think(player, state))
    state.push(reply)
    return player, _think(player, state)


def test_alphabeta_a_correct_prediction_goes_on_with_the_pondered_search() -> None:
    """The reply predicted: the move's own node budget goes into deeper iterations of
    the pondered search (measured: depth 6 against 4 at 1,000 nodes a move; with level
    5's weights before stop 51 the same at 2,000)."""
    player, state = _pondering(1000, 40)
    reply = player.predicted
    assert reply is not None
    assert player._ponder is not None and player._ponder.depth >= 4  # the reply searched
    state.push(reply)
    _think(player, state)
    cold, _ = _unpondered(1000, reply)
    assert player.resumed == 1 and cold.resumed == 0
    assert player.last_nodes == cold.last_nodes  # the same budget of its own
    assert player.last_depth >= cold.last_depth + 2


@pytest.mark.parametrize("which", [0, 3])
def test_alphabeta_a_wrong_prediction_costs_nothing(which: int) -> None:
    """Another reply: a new search, as deep and with the same move as without pondering
    (the history learned on the pondered position is put back; measured the same for 36
    replies of 6 kinds)."""
    player, state = _pondering(2000, 20)
    others = [m for m in state.legal_moves() if m != player.predicted]
    other = others[which * len(others) // 6]
    state.push(other)
    move = _think(player, state)
    cold, cold_move = _unpondered(2000, other)
    assert player.resumed == 0 and player.pondered > 0
    assert (move, player.last_depth, player.last_nodes) == (
        cold_move, cold.last_depth, cold.last_nodes)


def test_alphabeta_keeps_what_pondering_learned_at_the_move(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Past the memory's limit, the move after the predicted reply keeps the table (it
    holds the pondering); after another reply it is cleared as before."""
    monkeypatch.setattr(deago_player, "MEMORY_LIMIT", 10)
    monkeypatch.setattr(deago_player, "PONDER_NODES", 500)  # the pondering ends: no resume
    for predicted in (True, False):
        player, state = _pondering(300, 10_000)
        assert player._ponder is None and player.memory is not None
        size = len(player.memory.table)
        assert size > 10
        reply = player.predicted
        assert reply is not None
        if not predicted:
            reply = next(m for m in state.legal_moves() if m != reply)
        state.push(reply)
        player.start(state)
        assert player.resumed == 0
        assert len(player.memory.table) == (size if predicted else 0)


def test_alphabeta_answers_a_reply_it_did_not_predict() -> None:
    state = _deago()
    warm = _ab(2)
    _ponder_slices(warm, state, 10_000, 50.0)
    other = next(m for m in state.legal_moves() if m != warm.predicted)
    state.push(other)
    move = _think(warm, state)
    assert state.is_legal(move)


def test_alphabeta_pondering_does_nothing_while_thinking_or_after_the_end() -> None:
    state = _deago()
    player = _ab(2)
    player.start(state)
    assert not player.ponder_step(state, 5.0)
    assert player.pondered == 0
    assert not AbPlayer(LEVEL_CONFIGS[3], 1.0).ponder_step(state, 5.0)  # no kept memory


@pytest.mark.parametrize("game", ["tanbo", "deago"])
def test_ponder_for_spends_its_time_in_slices(game: str) -> None:
    state = _tanbo() if game == "tanbo" else _deago()
    player = make_level_player(4, seed=2, iterations=50)
    ticks = iter(range(1000))
    slices = ponder_for(player, state, 0.5, 5.0, clock=lambda: next(ticks) * 0.1)
    assert slices >= 1


def test_a_match_game_lets_only_the_pondering_side_ponder() -> None:
    pondering = make_level_player(4, seed=1, iterations=15)
    other = make_level_player(4, seed=2, iterations=15)
    state, _ = play_game(pondering, other, 5, 7, "dense", ponder=(0.003, 0.0))
    assert state.is_over
    assert pondering.pondered > 0 and other.pondered == 0


def test_match_takes_a_ponder_time(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--black", "level:4", "--white", "random", "--games", "2", "--size", "5x7",
            "--time-scale", "0.01", "--ponder-time", "0.002", "--quiet"]
    assert main(argv) == 0
    assert "level:4" in capsys.readouterr().out
    assert main([*argv[:-3], "--ponder-time", "-1"]) == 2
    err = capsys.readouterr().err
    assert err.count("error:") == 1 and "--ponder-time" in err


def test_focus_sends_iterations_below_the_best_looking_reply() -> None:
    state = _tanbo()
    config = level_config(5, state)

    def top_share(focus: float) -> float:
        searcher = Searcher(state, config, seed=4)
        searcher.run(iterations=300, focus=focus)
        children = searcher.root.children or []
        return max(c.n for c in children) / searcher.root.n

    plain, focused = top_share(0.0), top_share(1.0)
    assert focused > plain + 0.2
    a, b = Searcher(state, config, seed=4), Searcher(state, config, seed=4)
    a.run(iterations=200)
    b.run(iterations=200, focus=0.0)  # no focus: the search is the one it always was
    assert a.move_stats() == b.move_stats()
