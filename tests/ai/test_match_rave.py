"""The match runner's additions of issue 20: the ``rave:SECONDS`` yardstick and ``--openings``.

(Kept beside tests/ai/test_match.py so the two can change independently.)
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tanbo.ai.games.tanbo.heuristics import bounds_own_root
from tanbo.ai.match import SpecError, main, make_player, play_match, random_opening
from tanbo.ai.players import RAVE_CONFIG, SearchPlayer
from tanbo.games.tanbo.state import TanboState
from tanbo.record import load_record


def test_rave_spec_builds_the_yardstick() -> None:
    player = make_player("rave:0.5", seed=1, time_scale=0.2)
    assert isinstance(player, SearchPlayer)
    assert player.name == "rave:0.5" and player.seconds == pytest.approx(0.1)
    assert player.config == RAVE_CONFIG and player.reuse


@pytest.mark.parametrize("spec", ["rave", "rave:", "rave:0", "rave:-2", "rave:x", "rave:inf"])
def test_bad_rave_specs_are_rejected(spec: str) -> None:
    with pytest.raises(SpecError):
        make_player(spec)


def test_random_opening_is_seeded_and_avoids_self_removal() -> None:
    one = random_opening("tanbo", 7, 7, "dense", 8, random.Random(3))
    assert one == random_opening("tanbo", 7, 7, "dense", 8, random.Random(3))
    assert len(one) == 8
    state = TanboState.new(7, 7)
    for move in one:
        assert not bounds_own_root(state, move)
        state.push(move)
    assert random_opening("tanbo", 7, 7, "dense", 0, random.Random(3)) == []


def test_random_opening_never_ends_the_game() -> None:
    for seed in range(5):
        moves = random_opening("tanbo", 5, 7, "dense", 200, random.Random(seed))
        state = TanboState.new(5, 7)
        for move in moves:
            state.push(move)
        assert not state.is_over and len(moves) < 200


def test_each_pair_of_games_shares_an_opening(tmp_path: Path) -> None:
    result = play_match(("greedy", "random"), 4, 7, 7, seed=2, records=tmp_path, openings=6)
    assert result.games == 4
    # Opening moves belong to nobody: only the players' own moves are counted.
    assert result.moves[0] + result.moves[1] == result.plies - 4 * 6
    games = [load_record(f).moves for f in sorted(tmp_path.iterdir())]
    assert games[0][:6] == games[1][:6]
    assert games[2][:6] == games[3][:6]
    assert games[0][:6] != games[2][:6]
    plain = play_match(("greedy", "random"), 2, 7, 7, seed=2, records=tmp_path / "p")
    assert plain.moves[0] + plain.moves[1] == plain.plies


def test_openings_option_on_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--black", "greedy", "--white", "random", "--games", "2", "--openings", "4"]
    assert main(argv) == 0
    assert "2 games" in capsys.readouterr().out
    assert main(["--black", "random", "--white", "random", "--openings", "-1"]) == 2
    err = capsys.readouterr().err
    assert err == (
        "error: argument --openings: --openings must be a whole number from 0 to 60, "
        "got -1 (see 'python -m tanbo match --help')\n"
    )
