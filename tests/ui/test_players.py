"""The player registry and the random player's sliced API (:mod:`tanbo.players`, as the
UI uses them), pure Python."""

from __future__ import annotations

import pytest

from tanbo.games.tanbo.state import TanboState
from tanbo.players import HUMAN, PLAYER_KINDS, RANDOM, RandomPlayer, make_player, register_player


def test_random_player_answers_a_legal_move_through_the_sliced_api() -> None:
    state = TanboState.new()
    player = RandomPlayer(seed=4)
    player.start(state)
    move = player.step(5.0)
    assert move is not None and state.is_legal(move)
    assert player.step(5.0) is None  # answered once per start
    player.start(state)
    player.cancel()
    assert player.step(5.0) is None


def test_player_registry_is_data_driven() -> None:
    assert list(PLAYER_KINDS)[:2] == [HUMAN, RANDOM]
    register_player("test-kind", "Test", lambda seed: RandomPlayer(seed))
    try:
        assert not PLAYER_KINDS["test-kind"].is_human
        assert make_player("test-kind") is not None
    finally:
        del PLAYER_KINDS["test-kind"]
    with pytest.raises(KeyError, match="unknown player"):
        make_player("nobody")
