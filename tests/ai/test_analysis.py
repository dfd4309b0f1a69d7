"""The game analysis (tanbo.ai.analysis): judgements on positions whose truth is known."""

from __future__ import annotations

import json
import math
import random
import time

import pytest

from tanbo.ai.analysis import (
    MARKS,
    THRESHOLDS,
    VERIFY_FACTOR,
    Analyser,
    GameAnalysis,
    PositionEval,
    analyse_game,
    judge,
)
from tanbo.ai.analysis_text import (
    AnalysisTextError,
    analysis_comments,
    analysis_from_comments,
    analysis_json,
    analysis_lines,
    eval_text,
    parse_eval,
)
from tanbo.ai.levels import hint_searcher, make_level_player
from tanbo.ai.players import RandomPlayer, choose
from tanbo.cli import main
from tanbo.game import BLACK, WHITE
from tanbo.games.deago.state import DeagoState
from tanbo.games.tanbo.state import TanboState
from tests.support.deago_positions import TACTICS
from tests.support.fake_clock import TickingClock
from tests.support.tanbo_positions import (
    MISSED_WIN,
    WIN_BESIDE_A_BLUNDER,
    WIN_IN_ONE,
    winning_moves,
    wins_at_once,
)

ITS = 400  # search iterations per position: deterministic for the seed


def _quiet_move(state: object, wins: set[int]) -> int:
    moves = [m for m in state.legal_moves() if m not in wins]  # type: ignore[attr-defined]
    return moves[len(moves) // 2]


def test_missing_a_deago_five_is_a_blunder_and_the_five_is_best() -> None:
    fen, solutions = TACTICS["win by five"]
    state = DeagoState.from_dfen(fen)
    wins = set(state.winning_moves(BLACK))
    state.push(_quiet_move(state, wins))
    result = analyse_game(state, seconds=1.0, iterations=ITS)
    start, j = result.evals[0], result.judgement(1)
    assert start.best in solutions and start.proven == "black" and start.chance == 1.0
    assert j is not None and j.judgement == "blunder" and j.reason == "missed_win"
    assert j.mark == "??" and j.best in solutions


# From a seeded random 7x7 game: White removes Black's last root at a2; a4 instead
# hands Black a win in one.
def test_missing_a_tanbo_win_in_one_is_a_blunder_and_the_win_is_best() -> None:
    state = TanboState.from_tfen(MISSED_WIN)
    assert {state.move_text(m) for m in wins_at_once(state)} == {"a2"}
    state.push(state.parse_move("a4"))
    assert wins_at_once(state)  # Black may now win at once
    result = analyse_game(state, seconds=1.0, iterations=ITS)
    j = result.judgement(1)
    assert j is not None and j.mover == WHITE and j.move == "a4"
    assert result.evals[0].best == "a2" and result.evals[0].proven == "white"
    assert result.evals[1].proven == "black"
    assert j.judgement == "blunder" and j.reason == "missed_win" and j.loss == 1.0


def test_playing_the_win_loses_nothing_and_the_end_is_proven() -> None:
    state = TanboState.from_tfen(WIN_IN_ONE[0])
    state.push(sorted(wins_at_once(state))[0])
    result = analyse_game(state, seconds=1.0, iterations=ITS)
    j = result.judgement(1)
    assert j is not None and j.loss == 0.0 and j.judgement is None
    assert result.evals[1] == PositionEval(0.0, "white")  # the game is over: White won


@pytest.mark.parametrize("tfen", WIN_BESIDE_A_BLUNDER)
def test_a_forced_win_in_three_is_proven_not_a_percentage(tfen: str) -> None:
    state = TanboState.from_tfen(tfen)
    me = "black" if state.to_move == BLACK else "white"
    state.push(state.legal_moves()[0])
    result = analyse_game(state, seconds=1.0, iterations=4000)
    assert result.evals[0].proven == me
    assert result.evals[0].chance == (1.0 if me == "black" else 0.0)
    assert "-wins" in eval_text(result.evals[0])


# Black to move wins by force in three plies with e1 (no win at once). At 3 search
# iterations a position the win is proven before e1 but not after it; at 12
# (VERIFY_FACTOR times as many) after it too. Found among seeded random 7x7 positions.
WIN_PAST_THE_QUICK_SEARCH = "1WBBBBB/BW1WBWW/BWWWWW1/BW1WBW1/BB1BBBB/1BB2B1/1B3B1 b"


def test_a_win_just_past_the_quick_search_is_searched_again_not_called_a_blunder() -> None:
    """A proof seen before a move and not after it is checked by a longer search first.

    Without that second look, the winning move e1 would be judged a missed win ("??")."""
    state = TanboState.from_tfen(WIN_PAST_THE_QUICK_SEARCH)
    e1 = state.parse_move("e1")
    assert not wins_at_once(state) and e1 in winning_moves(state, 3)
    after = state.copy()
    after.push(e1)
    quick, longer = hint_searcher(after, 0), hint_searcher(after, 0)
    quick.run(iterations=3)
    longer.run(iterations=round(3 * VERIFY_FACTOR))
    assert not quick.solved and longer.solved  # the win lies just past the quick search
    state.push(e1)
    result = analyse_game(state, iterations=3)
    j = result.judgement(1)
    assert j is not None and j.move == "e1"
    assert (j.judgement, j.reason) == (None, None), MARKS.get(j.judgement or "")
    assert result.evals[0].proven == "black" and result.evals[1].proven == "black"


def test_random_moves_are_judged_far_worse_than_a_levels() -> None:
    state = TanboState.new(7, 7, "dense")
    players = {BLACK: make_level_player(5, seed=2, iterations=600), WHITE: RandomPlayer(seed=5)}
    while not state.is_over:
        state.push(choose(players[state.to_move], state))
    result = analyse_game(state, seconds=1.0, iterations=400)
    summary = result.summary()
    assert summary[WHITE]["mean_loss"] > 2 * summary[BLACK]["mean_loss"]
    assert summary[BLACK]["moves"] + summary[WHITE]["moves"] == len(state.move_stack)


def test_judge_thresholds_and_proofs() -> None:
    even = PositionEval(0.5, best="c3")
    for name, limit in THRESHOLDS:
        j = judge(1, "d4", BLACK, even, PositionEval(0.5 - limit))
        assert j.judgement == name and j.mark == MARKS[name]
    assert judge(1, "d4", BLACK, even, PositionEval(0.41)).judgement is None
    assert judge(1, "c3", BLACK, even, PositionEval(0.1)).loss == 0.0  # the best move
    # White's view: Black's chance going up is White's loss
    assert judge(2, "d4", WHITE, even, PositionEval(0.85)).judgement == "blunder"
    allowed = judge(1, "d4", BLACK, PositionEval(0.97), PositionEval(0.0, "white"))
    assert allowed.reason == "allowed_loss" and allowed.judgement == "blunder"
    missed = judge(1, "d4", BLACK, PositionEval(1.0, "black"), PositionEval(0.95))
    assert missed.reason == "missed_win" and missed.judgement == "blunder"
    kept = judge(1, "d4", BLACK, PositionEval(1.0, "black"), PositionEval(1.0, "black"))
    assert kept.judgement is None


def test_the_analyser_works_in_slices_and_leaves_the_game_as_it_was(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Each ``step`` ends after its budget plus at most one search iteration.

    ``time.perf_counter`` is a :class:`~tests.support.fake_clock.TickingClock` (the
    analysis and the search read it before each iteration), so a slice is counted in
    readings, the same on every machine."""
    clock = TickingClock(2.0**-11)  # about 0.5 ms per reading: 20 readings a slice
    monkeypatch.setattr(time, "perf_counter", clock)
    state = TanboState.new(7, 7, "dense")
    rng = random.Random(3)
    for _ in range(6):
        state.push(rng.choice(state.legal_moves()))
    text, stack = state.position_text(), list(state.move_stack)
    analyser = Analyser(state, seconds=0.05)
    assert (state.position_text(), state.move_stack) == (text, stack)
    seen, worst = [], 0.0
    while True:
        began = clock.now
        finished = analyser.step(10.0)
        worst = max(worst, clock.now - began)
        seen.append(analyser.progress)
        if finished:
            break
    assert seen == sorted(seen) and seen[-1] == 1.0
    assert len(seen) >= 6 * 0.05 / 0.010  # at least the positions' time in 10 ms slices
    assert worst <= 0.010 + 8 * clock.tick  # a slice, plus a few readings
    assert analyser.analysis.complete and len(analyser.analysis.judgements()) == 6


def test_cancel_keeps_what_is_done() -> None:
    state = TanboState.new(7, 7, "dense")
    for move in state.legal_moves()[:1]:
        state.push(move)
    state.push(state.legal_moves()[0])
    analyser = Analyser(state, seconds=0.05)
    while len(analyser.analysis.evals) < 1:
        analyser.step(20.0)
    analyser.cancel()
    assert analyser.done and analyser.progress == 1.0
    assert 2 in analyser.analysis.evals and not analyser.analysis.complete
    assert analyser.step(10.0)


def test_bad_seconds_are_refused() -> None:
    state = TanboState.new(7, 7, "dense")
    for bad in (0.0, -1.0, math.inf, math.nan):
        with pytest.raises(ValueError, match="positive number"):
            Analyser(state, seconds=bad)


def _game_analysis() -> tuple[GameAnalysis, TanboState]:
    state = TanboState.from_tfen(MISSED_WIN)
    state.push(state.parse_move("a4"))
    state.push(sorted(wins_at_once(state))[0])
    return analyse_game(state, seconds=1.0, iterations=ITS), state


def test_comments_round_trip() -> None:
    result, _ = _game_analysis()
    tag, comments = analysis_comments(result)
    back = analysis_from_comments(result.moves, result.movers, tag, comments)
    assert back.seconds == result.seconds and set(back.evals) == set(result.evals)
    for ply, ev in result.evals.items():
        got = back.evals[ply]
        assert (got.proven, got.best, got.pv) == (ev.proven, ev.best, ev.pv)
        assert got.chance == pytest.approx(ev.chance, abs=0.0006)
    marks = [j.mark for j in result.judgements()]
    assert [j.mark for j in back.judgements()] == marks and marks[0] == "??"
    assert comments[1].startswith("?? ")


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("", "empty"),
        ("52", "win chance"),
        ("101.0%", "win chance"),
        ("50.0% best", "move after 'best'"),
        ("50.0% best Z9", "move after 'best'"),
        ("50.0% pv", "moves after 'pv'"),
        ("50.0% best c3 extra", "unexpected 'extra'"),
        ("grey-wins", "win chance"),
    ],
)
def test_bad_comments_are_refused(text: str, error: str) -> None:
    with pytest.raises(AnalysisTextError, match=error):
        parse_eval(text)


def test_a_comment_beyond_the_game_is_refused() -> None:
    with pytest.raises(AnalysisTextError, match="after move 3, but the game has 2"):
        analysis_from_comments(["c3", "d4"], [1, 2], "1 s", {3: "50.0%"})
    with pytest.raises(AnalysisTextError, match="seconds"):
        analysis_from_comments(["c3"], [1], "fast", {})


def test_text_and_json() -> None:
    result, _ = _game_analysis()
    lines = analysis_lines(result)
    assert len(lines) == 1 + 2 + 2
    assert "?? blunder (missed a forced win)" in lines[1]
    data = json.loads(analysis_json(result, "tanbo"))
    assert [p["ply"] for p in data["plies"]] == [1, 2]
    assert data["plies"][0]["judgement"] == "blunder" and data["summary"]["white"]["blunder"] == 1


def test_cli_analyse(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["analyse", "--seconds", "0.05", "--fen", MISSED_WIN, "a4"])
    out = capsys.readouterr().out.splitlines()
    assert code == 0 and out[0].startswith("analysis: 0.05 s per position")
    assert out[1].split()[:3] == ["1", "white", "a4"] and out[1].endswith("(missed a forced win)")
    assert out[-2].startswith("black: 0 moves judged") and out[-1].startswith("white: 1 moves")
    code = main(["analyse", "--json", "--seconds", "0.05", "c2", "b3"])
    data = json.loads(capsys.readouterr().out)
    assert code == 0 and data["game"] == "tanbo" and len(data["plies"]) == 2


@pytest.mark.parametrize(
    ("argv", "error"),
    [
        (["analyse"], "no moves to analyse"),
        (["analyse", "--seconds", "0", "c2"], "--seconds must be a positive number"),
        (["analyse", "--seconds", "inf", "c2"], "--seconds must be a positive number"),
        (["analyse", "--seconds", "nan", "c2"], "--seconds must be a positive number"),
        (["analyse", "--seconds", "3601", "c2"], "--seconds must be a positive number"),
        (["analyse", "--seed", "٣", "c2"], "--seed must be a whole number"),
        (["analyse", "--depth", "huge", "c2"], "invalid choice"),
    ],
)
def test_cli_analyse_errors(
    argv: list[str], error: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and error in err and len(err.splitlines()) == 1


def test_a_record_keeps_the_analysis_as_comments_and_reads_it_back() -> None:
    from tanbo.record import GameRecord, format_record, normalise_record, parse_record

    result, state = _game_analysis()
    tag, comments = analysis_comments(result)
    rec = GameRecord.from_state(state, MISSED_WIN, comments=comments, Analysis=tag)
    text = format_record(rec)
    assert "2... a4 {?? black-wins best" in text or "1... a4 {?? black-wins" in text
    back = parse_record(text)
    assert back.comments == comments and back.tags["Analysis"] == tag
    assert format_record(back) == text
    again = analysis_from_comments(
        result.moves, result.movers, back.tags["Analysis"], back.comments
    )
    assert [j.mark for j in again.judgements()] == [j.mark for j in result.judgements()]
    # pasted onto one line by a chat: the comments' words stay the comments'
    assert normalise_record(" ".join(text.split())) == text
    # a record without comments still reads, and has none
    plain = format_record(GameRecord.from_state(state, MISSED_WIN))
    assert "{" not in plain and parse_record(plain).comments == {}


@pytest.mark.parametrize(
    "line",
    ["1... a4 {}", "1... a4 {a {b} c}", "1... a4{x}", "1... a4 {x}  b1", "1... {x} a4"],
)
def test_malformed_comments_are_refused(line: str) -> None:
    from tanbo.errors import RecordError
    from tanbo.record import parse_record

    text = f'[Game "Tanbo"]\n[Size "7x7"]\n[FEN "{MISSED_WIN}"]\n\n{line}\n'
    with pytest.raises(RecordError):
        parse_record(text)


def test_a_comment_with_a_brace_cannot_be_written() -> None:
    from tanbo.errors import RecordError
    from tanbo.record import GameRecord, format_record

    state = TanboState.from_tfen(MISSED_WIN)
    state.push(state.parse_move("a4"))
    for bad in ("", "a}b", "a\nb"):
        with pytest.raises(RecordError, match="comment"):
            format_record(GameRecord.from_state(state, MISSED_WIN, comments={1: bad}))
