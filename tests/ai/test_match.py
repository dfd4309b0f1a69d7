"""The match runner (:mod:`tanbo.ai.match`): SPEC parsing, tiny matches, records, confidence
intervals, errors, the ``rave:SECONDS`` yardstick and ``--openings``."""

from __future__ import annotations

import io
import random
import sys
from pathlib import Path

import pytest

from tanbo.ai.games.tanbo.heuristics import bounds_own_root
from tanbo.ai.match import (
    GameJob,
    SpecError,
    main,
    make_player,
    play_match,
    play_one,
    random_opening,
    wilson,
)
from tanbo.ai.players import RAVE_CONFIG, SearchPlayer
from tanbo.games.tanbo.state import TanboState
from tanbo.record import load_record

ROOT = Path(__file__).resolve().parents[2]


def test_tiny_match_between_baselines(tmp_path: Path) -> None:
    result = play_match(("greedy", "random"), 4, 5, 7, seed=1, records=tmp_path)
    assert result.games == 4
    assert sum(result.wins) == 4
    assert result.moves[0] + result.moves[1] == result.plies
    files = sorted(tmp_path.iterdir())
    assert [f.name for f in files] == [f"game-000{i}.tanbo" for i in range(1, 5)]
    first = load_record(files[0])
    assert first.tags["Black"] == "greedy" and first.tags["White"] == "random"
    second = load_record(files[1])
    assert second.tags["Black"] == "random"  # colours swap every game
    final = first.replay()
    assert final.is_over


def test_tiny_match_with_search_players_is_reproducible() -> None:
    specs = ("mcts:1000:iters=10,prior_visits=5", "mcts:1000:iters=10,reuse=0,solver=0")
    a = play_match(specs, 2, 7, 5, seed=7)
    b = play_match(specs, 2, 7, 5, seed=7)
    assert a.wins == b.wins and a.plies == b.plies
    assert "95% CI" in a.summary()


def test_search_beats_random_and_the_tally_follows_the_colours() -> None:
    """A same-seed comparison passes any deterministic bug: this one checks the result."""
    result = play_match(("mcts:1000:iters=200", "random"), 4, 5, 7, seed=5)
    assert result.games == 4
    assert result.wins == [4, 0]  # the search wins with Black (games 1, 3) and White (2, 4)
    assert result.black_wins == 2
    assert "mcts:1000:iters=200: 4/4 wins" in result.summary()
    greedy = play_match(("random", "greedy"), 4, 5, 7, seed=5)
    assert greedy.wins[1] > greedy.wins[0]


@pytest.mark.skipif(sys.platform == "emscripten", reason="WebAssembly has no processes")
def test_match_against_an_external_gtp_engine() -> None:
    command = (
        f"env PYTHONPATH={ROOT} {sys.executable} -m tanbo.ai.gtp --level 1 --seconds 0.001 --seed 1"
    )
    result = play_match(("random", f"gtp:{command}"), 2, 5, 7, seed=3)
    assert result.games == 2 and sum(result.wins) == 2


@pytest.mark.parametrize(
    "spec",
    ["", "random:1", "uct", "uct:0", "uct:-1", "uct:x", "level:0", "level:6", "level:",
     "mcts:1:foo=1", "mcts:1:exploration", "mcts:1:exploration=big", "gtp:", "human",
     "greedy:x", "greedy:1.5"],
)
def test_bad_specs_are_rejected(spec: str) -> None:
    with pytest.raises(SpecError):
        make_player(spec)


def test_wilson_interval() -> None:
    lo, hi = wilson(90, 100)
    assert 0.82 < lo < 0.83 and 0.94 < hi < 0.95
    assert wilson(0, 0) == (0.0, 1.0)
    assert wilson(10, 10)[1] == 1.0


def test_main_prints_a_summary(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["--black", "greedy", "--white", "random", "--games", "2", "--size", "5x7"])
    assert code == 0
    out = capsys.readouterr().out
    assert "game 1: greedy (black) vs random (white)" in out
    assert "greedy: " in out and "random: " in out and "s/move" in out


@pytest.mark.parametrize(
    "argv",
    [
        ["--black", "random", "--white", "nobody"],
        ["--black", "random", "--white", "random", "--size", "8x8"],
        ["--black", "random", "--white", "random", "--size", "7x7", "--setup", "classic"],
        ["--black", "random", "--white", "random", "--games", "0"],
        ["--black", "random", "--white", "random", "--time-scale", "0"],
        ["--black", "random", "--white", "gtp:/nonexistent/engine"],
        ["--black", "random"],
    ],
)
def test_main_reports_errors_without_a_traceback(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1


def test_deago_match_smoke(tmp_path: Path) -> None:
    result = play_match(
        ("level:1", "random"), 2, 13, 13, "5", seed=2, time_scale=0.2, records=tmp_path,
        game="deago",
    )
    assert result.games == 2 and sum(result.wins) + result.draws == 2
    files = sorted(tmp_path.iterdir())
    assert [f.name for f in files] == ["game-0001.deago", "game-0002.deago"]
    record = load_record(files[0])
    assert record.tags["Black"] == "level:1"
    assert record.replay().is_over


def test_deago_match_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--game", "deago", "--neutral", "0", "--size", "13x13", "--black", "greedy",
            "--white", "random", "--games", "2", "--quiet"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert out.startswith("2 games") and "greedy: " in out
    for bad, message in ((["--neutral", "dense"], "unknown setup 'dense' for DEAGO"),
                         (["--size", "7x7"], "7x7")):
        assert main(["--game", "deago", "--black", "random", "--white", "random", *bad]) == 2
        err = capsys.readouterr().err
        assert err.startswith("error: ") and message in err


def test_help_describes_the_runner(capsys: pytest.CaptureFixture[str]) -> None:
    # argparse formats help strings but not the description: a doubled "%%" would show.
    assert main(["--help"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "report wins with 95% confidence intervals and mean time per move." in out
    assert "%%" not in out


# ----------------------------------- the rave:SECONDS yardstick and --openings


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


# ----------------------------------- --jobs, the report by colour, --sprt


def _games(directory: Path) -> list[str]:
    return [f.read_text(encoding="utf-8") for f in sorted(directory.iterdir())]


def test_parallel_games_are_the_serial_games(tmp_path: Path) -> None:
    # Iteration-budgeted players: each game is seeded from (seed, game index) alone, so
    # two worker processes play exactly the games one process plays, reported in order.
    specs = ("mcts:1000:iters=30", "mcts:1000:iters=30,reuse=0")
    runs = {}
    for jobs in (1, 2):
        log = io.StringIO()
        result = play_match(
            specs, 4, 5, 7, seed=11, records=tmp_path / str(jobs), log=log, jobs=jobs,
            openings=2,
        )
        runs[jobs] = (result.wins, result.black_wins, result.plies, result.moves,
                      result.by_colour, log.getvalue(), _games(tmp_path / str(jobs)))
    assert runs[1] == runs[2]
    assert len(runs[1][6]) == 4
    # Not one game replayed four times: the games differ.
    assert len(set(runs[1][6])) == 4
    # A game played alone is the same game as in the match (no state carried over).
    alone = play_one(GameJob(2, specs, specs, 5, 7, "dense", "tanbo", 11, 1.0, 10.0, 2))
    assert alone.record == runs[1][6][2]


def test_the_report_gives_the_score_by_colour_and_the_elo(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["--black", "mcts:1000:iters=200", "--white", "random", "--games", "4",
            "--size", "5x7", "--seed", "5", "--quiet", "--openings", "2", "--jobs", "2"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "mcts:1000:iters=200: 4/4 wins" in out
    assert "  mcts:1000:iters=200 as Black: W/D/L 2/0/0, score 100.0% (95% CI" in out
    assert "  mcts:1000:iters=200 as White: W/D/L 2/0/0" in out
    assert "  random total: W/D/L 0/0/4, score 0.0% (95% CI 0.0-49.0%)" in out
    assert "Elo mcts:1000:iters=200 - random: +inf (95% +7 to +inf)" in out
    assert "openings: 2 random (2 plies each), each played once with each colour" in out


def test_sprt_stops_the_match_when_decided(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--black", "mcts:1000:iters=200", "--white", "random", "--games", "40",
            "--size", "5x7", "--seed", "5", "--sprt", "0,100,0.2,0.2"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    llr_lines = [line for line in lines if line.startswith("  SPRT elo0=0 elo1=100")]
    assert 1 < len(llr_lines) < 40  # an LLR line after every game, stopped early
    assert f"{len(llr_lines)} games," in out
    assert out.rstrip().endswith(": H1 accepted (Elo 100)")
    assert "bounds -1.386, 1.386" in out  # log(0.2 / 0.8), log(0.8 / 0.2)
    # With two workers: the same games decide, the same verdict after the same count.
    argv += ["--jobs", "2"]
    assert main(argv) == 0
    parallel = capsys.readouterr().out
    assert [line for line in parallel.splitlines() if line.startswith("  SPRT")] == llr_lines
    assert f"{len(llr_lines)} games," in parallel


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--jobs", "0"], "--jobs must be"),
        (["--sprt", "10,0"], "ELO0 < ELO1"),
        (["--sprt", "0,10,0.05"], "ELO0,ELO1[,ALPHA,BETA]"),
        (["--white", "gtp:/nonexistent/engine", "--jobs", "2"], "nonexistent"),
    ],
)
def test_jobs_and_sprt_errors_are_one_line(
    extra: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["--black", "random", "--white", "random", "--games", "2", "--size", "5x7", *extra]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1 and message in err
