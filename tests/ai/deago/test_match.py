"""DEAGO's baseline in ``match`` (``ab:SECONDS``) and the level players' hand-over."""

from __future__ import annotations

import pytest

from tanbo.ai.games.deago.player import BASELINE, LEVEL_CONFIGS, AbPlayer
from tanbo.ai.levels import make_level_player
from tanbo.ai.match import SpecError, main, make_player, play_match
from tanbo.ai.players import choose
from tanbo.games.deago.state import DeagoState
from tanbo.games.tanbo.state import TanboState


def test_ab_spec_is_deagos_alpha_beta_baseline() -> None:
    player = make_player("ab:0.2", seed=1, time_scale=0.5, game="deago")
    assert isinstance(player, AbPlayer)
    assert player.config == BASELINE and player.seconds == pytest.approx(0.1)


def test_ab_options_start_from_a_level_and_change_its_fields() -> None:
    player = make_player("ab:5:level=5,vct_guard=1,reduce=0", seed=1, time_scale=0.1, game="deago")
    assert isinstance(player, AbPlayer) and player.seconds == pytest.approx(0.5)
    assert player.config == LEVEL_CONFIGS[5].with_(vct_guard=1, reduce=0)
    assert player.name == "ab:0.5:level=5,vct_guard=1,reduce=0"
    same = make_player("ab:5:level=5", seed=1, game="deago")
    assert isinstance(same, AbPlayer) and same.config == LEVEL_CONFIGS[5]
    plain = make_player("ab:1:width=6,noise=2.5,evaluation=shapes", game="deago")
    assert isinstance(plain, AbPlayer)
    assert plain.config == BASELINE.with_(width=6, noise=2.5, evaluation="shapes")
    budget = make_player("ab:1:level=4,nodes=300", game="deago")
    assert isinstance(budget, AbPlayer) and budget.nodes == 300
    assert budget.config == LEVEL_CONFIGS[4] and budget.name == "ab:1:level=4,nodes=300"


@pytest.mark.parametrize(
    ("spec", "game", "message"),
    [
        ("ab:1:level=6", "deago", "level must be 1-5"),
        ("ab:1:depth=3", "deago", "unknown ab option 'depth'"),
        ("ab:1:guard=x", "deago", "bad value 'x' for ab option 'guard'"),
        ("ab:1:keep=2", "deago", "bad value '2' for ab option 'keep'"),
        ("ab:1:noise=nan", "deago", "bad value 'nan' for ab option 'noise'"),
        ("ab:1:guard", "deago", "must be key=value"),
        ("ab:1:nodes=0", "deago", "nodes must be a positive whole number"),
        ("ab:1:nodes=1e3", "deago", "nodes must be a positive whole number"),
        ("ab:1:evaluation=x", "deago", "unknown evaluation"),
        ("ab:1", "tanbo", "has no ab player"),
        ("ab:0", "deago", "must be a positive number, got 0"),
        ("ab:x", "deago", "must be a positive number, got 'x'"),
        ("ab", "deago", "unknown player"),
    ],
)
def test_bad_ab_specs_are_clear_errors(spec: str, game: str, message: str) -> None:
    with pytest.raises(SpecError, match=message):
        make_player(spec, game=game)


def test_ab_plays_a_match_and_the_command_line_refuses_it_for_tanbo(
    capsys: pytest.CaptureFixture[str],
) -> None:
    result = play_match(("ab:0.02", "greedy"), 2, 13, 13, "9", game="deago")
    assert result.games == 2 and result.wins[0] + result.wins[1] + result.draws == 2
    assert main(["--black", "ab:1", "--white", "random", "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert "has no ab player" in err and "Traceback" not in err


def test_tanbo_levels_still_play_mcts_and_deago_levels_alpha_beta() -> None:
    tanbo = make_level_player(3, seed=1, iterations=20)
    choose(tanbo, TanboState.new())
    assert tanbo.own is None and tanbo.searcher is not None
    assert tanbo.searcher.total_iterations > 0
    deago = make_level_player(3, seed=1, iterations=20)
    choose(deago, DeagoState.new(13, 13))
    assert isinstance(deago.own, AbPlayer) and deago.searcher is None
    # The same player object switches back when the game changes.
    choose(deago, TanboState.new())
    assert deago.own is None and deago.searcher is not None
