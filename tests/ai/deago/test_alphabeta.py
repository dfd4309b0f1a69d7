"""DEAGO's alpha-beta internals: move scores read as slices, move ordering, kept memory.

Seeded and bounded by depth or node budgets (no time limits): the same on every run.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from tanbo.ai.games.deago.alphabeta import MEMORY_LIMIT, WIN, AbSearch, Memory
from tanbo.ai.games.deago.board import OFF, captures, converts, position_key
from tanbo.ai.games.deago.evaluation import evaluate
from tanbo.ai.games.deago.ordering import line_score, move_score, move_scores, tactical_points
from tanbo.ai.games.deago.player import BASELINE, LEVEL_CONFIGS, AbPlayer
from tanbo.ai.games.deago.threats import Vcf, plain_four_points, vcf_win
from tanbo.ai.games.deago.wins import winning_points
from tanbo.ai.players import choose
from tanbo.games.deago.setups import EMPTY
from tanbo.games.deago.state import DeagoState
from tests.support.deago_search import run_to_end
from tests.support.deago_tactics import TACTICS, build
from tests.support.fake_clock import TickingClock


def _reference_score(state: DeagoState, i: int, defence: float) -> float:
    """The move score read cell by cell, stopping at the border (the first implementation)."""
    c = state.to_move
    o = 3 - c
    cells = state.board
    stride = state.stride
    score = 0.0
    for axis in (1, stride):
        seq = bytearray(b"\x04\x04\x04\x04\x00\x04\x04\x04\x04")
        for sign in (1, -1):
            q = i
            for k in range(1, 5):
                q += sign * axis
                v = cells[q]
                if v == OFF:
                    break
                seq[4 + sign * k] = v
        score += line_score(bytes(seq), c, defence)
    conv = converts(cells, i, c, stride)
    score += 6.0 * len(conv)
    taken = captures(cells, i, c, stride, conv)
    if taken:
        caps = state.capture_counts[c] + taken
        score += 12.0 * taken + (40.0 if caps >= 14 else 0.0) + (1e5 if caps >= 20 else 0.0)
    for d in (1, -1, stride, -stride, stride + 1, stride - 1, -stride + 1, -stride - 1):
        if cells[i + d] == c:
            b, back = cells[i + d + d], cells[i - d]
            if (b == o and back == EMPTY) or (b == EMPTY and back == o):
                score -= 15.0 + 2.0 * state.capture_counts[o]
        elif cells[i + d] == o and cells[i + d + d] == o and cells[i + 3 * d] == EMPTY:
            score += 6.0
    return score


def _random_positions(count: int, seed: int = 3) -> list[DeagoState]:
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        size = rng.choice((13, 15, 19))
        state = DeagoState.new(size, size, rng.choice(("0", "5", "9")))
        for _ in range(rng.randrange(0, size * size // 2)):
            if state.is_over:
                break
            state.push(rng.choice([m for m in state.legal_moves() if m >= 0]))
        if not state.is_over:
            out.append(state)
    return out


def test_move_scores_read_the_lines_as_the_cells_say_up_to_the_border_and_beyond() -> None:
    # Slices of the padded board run on into the next row or column; points on the
    # border rows and columns are where a wrong clip would show.
    checked = 0
    rng = random.Random(5)
    for k, state in enumerate(_random_positions(40)):
        if k % 2:  # near the 20 that win, captures and the pairs at risk weigh more
            state._caps[1], state._caps[2] = rng.randrange(20), rng.randrange(20)
        points = list(state.empty_internal)
        for defence in (0.8, 0.1):
            got = move_scores(state, points, defence)
            # The same terms summed in another order: equal up to rounding.
            assert got == pytest.approx([_reference_score(state, i, defence) for i in points])
            checked += len(points)
        first = points[0]
        assert move_score(state, first) == pytest.approx(_reference_score(state, first, 0.8))
    assert checked > 5000


def _fixed_depth(state: DeagoState, **config: object) -> tuple[float, int]:
    search = AbSearch(
        state,
        BASELINE.with_(max_depth=3, opening=0, **config),
        float("inf"),
        random.Random(1),
    )
    while not search.done:
        search.run(1e6)
    return search.score, search.nodes


def test_move_ordering_finds_the_same_scores_in_fewer_nodes() -> None:
    # Killers and history change only the order: at a fixed depth the root's score is
    # the same minimax value; over these positions they save nodes.
    plain_nodes = ordered_nodes = 0
    for state in _random_positions(12, seed=5):
        plain, n1 = _fixed_depth(state)
        ordered, n2 = _fixed_depth(state, ordering=True)
        assert ordered == plain
        plain_nodes += n1
        ordered_nodes += n2
    assert ordered_nodes < plain_nodes


def _depth_4_nodes(**config: object) -> int:
    """Alpha-beta nodes of the baseline with ``config``, to depth 4, over six positions."""
    nodes = 0
    for state in _random_positions(6, seed=5):
        base = BASELINE.with_(max_depth=4, opening=0, ordering=True)
        search = AbSearch(state, base.with_(**config), float("inf"), random.Random(1))
        while not search.done:
            search.run(1e6)
        nodes += search.nodes
    return nodes


def _tactics_solved_at_depth_4(**config: object) -> int:
    """Of the tactical suite's first 20 (wins in one and three, defences), how many the
    baseline with ``config`` and a 4-move VCF solves at depth 4."""
    solved = 0
    for tactic in TACTICS[:20]:
        state, best, _ = _best_at_depth(tactic.dfen, 4, ordering=True, vcf=4, **config)
        solved += state.move_text(best) in tactic.answers
    return solved


@pytest.mark.parametrize(
    ("change", "share"),
    [({"reduce": 3}, 0.95), ({"deep_width": 5}, 0.8), ({"extend": False}, 0.9)],
    ids=["late move reductions", "a narrower deep width", "forced replies use depth"],
)
def test_a_narrower_search_searches_fewer_nodes_and_still_sees_the_tactics(
    change: dict[str, int], share: float
) -> None:
    # Moves are reduced (or left out) where 2+ plies are left below them: depth 4 from
    # the root. A reduced move that beats the best so far is searched again at full
    # depth, and the tactical points come on top of the deep width, so the forced lines
    # still come out.
    assert _depth_4_nodes(**change) < share * _depth_4_nodes()
    assert _tactics_solved_at_depth_4(**change) == 20


def test_later_moves_are_reduced_by_two_plies_with_reduce_more() -> None:
    # AbConfig.reduce_more: from that move on, a quiet move with 3+ plies left is tried
    # two plies shallower first; to depth 5 that saves nodes over reduce alone, and what
    # beats the best so far is searched again in full: the tactics still come out.
    def nodes(**config: int) -> int:
        total = 0
        for state in _random_positions(4, seed=5):
            base = BASELINE.with_(max_depth=5, opening=0, ordering=True, reduce=3)
            search = AbSearch(state, base.with_(**config), float("inf"), random.Random(1))
            while not search.done:
                search.run(1e6)
            total += search.nodes
        return total

    assert nodes(reduce_more=5) < 0.97 * nodes()
    assert _tactics_solved_at_depth_4(reduce=3, reduce_more=4) == 20


def test_a_leaf_reached_by_another_move_order_is_not_evaluated_again() -> None:
    calls: list[int] = []
    for state in _random_positions(4, seed=8):
        search = AbSearch(
            state, BASELINE.with_(max_depth=3, opening=0), float("inf"), random.Random(1)
        )
        plain = search._evaluate

        def counted(s: DeagoState, *args: float, plain: Any = plain) -> float:
            calls.append(position_key(s))
            return float(plain(s, *args))

        search._evaluate = counted
        while not search.done:
            search.run(1e6)
    assert len(calls) == len(set(calls)) > 100  # each leaf position scored once


def test_a_kept_memory_is_trimmed_and_renewed_for_a_new_game() -> None:
    memory = Memory()
    memory.table.update({k: (1, 0, 0.0, 0) for k in range(MEMORY_LIMIT + 1)})
    memory.cands[1] = [2]
    memory.defences[1] = [3]
    memory.threats[1] = [(1, 2)]
    memory.history.update({1: 9, 2: 1})
    memory.trim()
    assert not memory.table and not memory.cands and not memory.threats
    assert not memory.defences
    assert memory.history == {1: 4}
    player = AbPlayer(LEVEL_CONFIGS[5], 1.0, seed=1, nodes=60)
    state = DeagoState.new(13, 13)
    state.push(choose(player, state))
    first = player.memory
    assert first is not None and first.table
    state.push(state.legal_moves()[0])
    choose(player, state)
    assert player.memory is first  # the same game: kept
    choose(player, DeagoState.new(13, 13))
    assert player.memory is not first  # a new game: a fresh memory
    assert AbPlayer(BASELINE, 1.0, seed=1, nodes=60).memory is None


def test_a_kept_memory_gives_the_same_proven_wins() -> None:
    # A table filled by one search and read by the next (kept memory) proves the same
    # wins at the same distance.
    searched = 0
    for tactic in TACTICS:
        if tactic.category != "win3":
            continue
        state = DeagoState.from_dfen(tactic.dfen)
        if winning_points(state, state.to_move):
            continue  # also won at once: the root sees it without the table
        memory = Memory()
        for _ in range(2):
            search = AbSearch(
                state,
                BASELINE.with_(max_depth=3, opening=0),
                float("inf"),
                random.Random(1),
                memory=memory,
            )
            while not search.done:
                search.run(1e6)
            assert search.score == WIN - 2, tactic.name  # the five is found at ply 2
            assert state.move_text(search.best) in tactic.answers, tactic.name
        searched += 1
    assert searched >= 5


def test_vcf_remembers_threat_moves_and_answers_the_same() -> None:
    for tactic in TACTICS[:30]:
        state = DeagoState.from_dfen(tactic.dfen)
        vcf = Vcf(state.copy())
        answers = []
        for _ in range(2):
            answers.append(run_to_end(vcf.run(4)))
        assert answers[0] == answers[1], tactic.name
        if tactic.category == "win3":
            assert vcf.moves, tactic.name


def _best_at_depth(dfen: str, depth: int, **config: object) -> tuple[DeagoState, int, float]:
    state = DeagoState.from_dfen(dfen)
    search = AbSearch(
        state,
        BASELINE.with_(max_depth=depth, opening=0, **config),
        float("inf"),
        random.Random(1),
    )
    while not search.done:
        search.run(1e6)
    return state, search.best, search.score


def _opponent_vcf_after(state: DeagoState, move: int, attacker_moves: int) -> int | None:
    after = state.copy()
    after.push(move)
    return vcf_win(after, attacker_moves)


def _reference_fours(state: DeagoState, c: int) -> dict[int, int]:
    """Point -> horizontal/vertical windows of five that a stone of ``c`` there fills to
    four stones of ``c`` and one empty point, read cell by cell."""
    cells, stride = state.board, state.stride
    out: dict[int, int] = {}
    for p, v in enumerate(cells):
        if v != EMPTY:
            continue
        for axis in (1, stride):
            for start in range(p - 4 * axis, p + axis, axis):
                window = [
                    cells[start + j * axis] if 0 <= start + j * axis < len(cells) else OFF
                    for j in range(5)
                ]
                if window.count(c) == 3 and window.count(EMPTY) == 2:
                    out[p] = out.get(p, 0) + 1
    return out


def test_plain_four_points_are_the_plain_fours_and_each_threatens_a_five() -> None:
    found = 0
    for state in _random_positions(40, seed=12) + [DeagoState.from_dfen(t.dfen) for t in TACTICS]:
        for c in (1, 2):
            ref = _reference_fours(state, c)
            points = plain_four_points(state, c)
            assert sorted(points) == sorted(ref), state.dfen()
            assert points == sorted(ref, key=lambda q: (-ref[q], q))  # most windows first
            for i in points[:3]:
                work = state.copy()
                if work.to_move != c:
                    work.pass_turn()
                work.play_internal(i)
                assert work.winner == c or winning_points(work, c), (state.dfen(), i)
            found += len(points)
    assert found >= 100


# White's h7 makes a four (e7-h7, d7 blocked: i7 wins) and the open three h7 h8 h9: after
# Black's block at i7, h10 or h6 makes an open four. Black to move must take h7 (or i7).
FOUR_THREE = build(13, "d7 e4 f4 k10", "e7 f7 g7 h8 h9")


def test_quiescence_sees_a_four_three_past_the_horizon() -> None:
    # At depth 1 the static leaf (White to move) does not see White's four-three and the
    # plain search builds its own line; with quiescence White's leaf plays its fours on,
    # so the chosen move leaves White no win by fours (checked by the VCF, not the search).
    state, plain, _ = _best_at_depth(FOUR_THREE, 1)
    assert _opponent_vcf_after(state, plain, 2) is not None
    state, quiet, score = _best_at_depth(FOUR_THREE, 1, quiesce=1)
    assert _opponent_vcf_after(state, quiet, 4) is None
    assert abs(score) < WIN - 1000  # h7 holds: not a proven result


def test_quiescence_scores_a_leaf_lost_to_a_double_threat() -> None:
    # After Black's d4 (the plain search's choice) White's h7 wins by force: with
    # quiescence the depth-1 search of that position (White to move) finds it as a win.
    state = DeagoState.from_dfen(FOUR_THREE)
    state.push(state.parse_move("d4"))
    dfen = state.dfen()
    _, best, score = _best_at_depth(dfen, 1, quiesce=2)
    assert score >= WIN - 1000 and state.move_text(best) == "h7"
    _, _, static = _best_at_depth(dfen, 1)
    assert abs(static) < WIN - 1000  # without quiescence: a static guess


def test_no_level_searches_past_the_horizon() -> None:
    # Measured with level 5's tactical points and shapes evaluation (README): quiescence
    # won 34/40 on 13x13 but 27/40 on 19x19 against their 30-32/40 without it, so it is off.
    assert BASELINE.quiesce == 0
    assert all(config.quiesce == 0 for config in LEVEL_CONFIGS.values())


def test_open_threes_give_the_initiative_in_the_evaluation() -> None:
    # Black e7 f7 g7 open (d7, h7 and beyond empty); a closed three (white at d7) and a
    # three converted through a neutral are told apart; White's two open threes (columns
    # b and l) cost Black the term when it has none itself.
    def term(black: str, white: str, neutral: str = "", to_move: str = "b") -> float:
        state = DeagoState.from_dfen(build(13, black, white, neutral, to_move))
        return evaluate(state, threes=100.0) - evaluate(state)

    assert term("e7 f7 g7", "a1") == 100.0
    assert term("e7 f7 h7", "a1") == 100.0  # broken: g7 makes the open four
    assert term("e7 f7 g7", "d7 a1") == 0.0  # closed on one side
    assert term("e7 f7", "a1", neutral="g7") == 100.0  # h7 would convert g7: counted
    assert term("e7 f7 g7", "a1", to_move="w") == 0.0  # White to move: one three to block
    assert term("m13", "b5 b6 b7 l5 l6 l7") == -100.0
    assert term("m13", "b5 b6 b7 l5 l6 l7", to_move="w") == 100.0
    assert term("m13", "b5 b6 b7") == 0.0


def test_position_keys_are_64_bit_and_the_same_in_every_process() -> None:
    # Python's hash() of bytes is salted per process and 32 bits under WebAssembly:
    # the search's tables met collisions in the browser and did not repeat there.
    start = DeagoState.new(19, 19, "9")
    assert position_key(start) == 3987625271926605836
    moved = start.copy()
    moved.push(moved.legal_moves()[0])
    keys = {position_key(start), position_key(moved)}
    assert len(keys) == 2 and max(keys) >= 2**32


def _threat_search_finds(win: int) -> Any:
    """A stand-in for the opponent's threat search: "found" ``win`` (-1: none)."""

    def search() -> Any:
        return win
        yield  # a generator, as the VCF's run is

    return search


def test_the_guards_stoppers_keep_wins_drop_threatened_moves_and_keep_to_time() -> None:
    # Black to move can make five at e5; a13 is a quiet move.
    state = DeagoState.from_dfen(build(13, black="a5 b5 c5 d5", white="k10 k11 m2", to_move="b"))
    clock = TickingClock(tick=1.0)
    search = AbSearch(state, LEVEL_CONFIGS[5], float("inf"), random.Random(1), clock=clock)
    work = search.state
    five, quiet, other = (work.to_internal[work.parse_move(p)] for p in ("e5", "a13", "m13"))
    # the opponent's search finds a win after every move: only the five is safe
    finds_win, finds_none = _threat_search_finds(7), _threat_search_finds(-1)
    safe, late = run_to_end(search._stoppers([quiet, five, other], finds_win, 1e9, 9))
    assert (safe, late) == ([five], False)
    # it finds none: every move is safe, in order, up to ``keep``
    safe, late = run_to_end(search._stoppers([quiet, five, other], finds_none, 1e9, 2))
    assert (safe, late) == ([quiet, five], False)
    # the stop comes during the second move's search: the moves shown safe so far, late
    stop = clock() + 3.5
    safe, late = run_to_end(search._stoppers([quiet, other, five], finds_none, stop, 9))
    assert (safe, late) == ([quiet], True)
    # the stop has passed before the first move
    assert run_to_end(search._stoppers([quiet], finds_none, clock(), 9)) == ([], True)
    assert work.dfen() == state.dfen()  # every move tried was taken back


def test_the_move_order_is_the_table_move_then_the_killers_then_the_history() -> None:
    search = AbSearch(DeagoState.new(13, 13, "0"), LEVEL_CONFIGS[5], float("inf"), random.Random(1))
    moves = [10, 11, 12, 13, 14, 15]
    assert search._ordered(moves, -1, 3, 1) == moves  # nothing learnt: as given
    # cut-offs by Black (colour 1): move, ply, depth (the history adds depth squared)
    for move, ply, depth in ((13, 3, 1), (10, 5, 3), (14, 3, 1), (15, 3, 2)):
        search._cut(move, ply, 1, depth)
    # ply 3: the table's move, the two newest killers (15, then 14; 13 dropped), then by
    # history 10 (9), 13 (1), 11 (none)
    assert search._ordered(moves, 12, 3, 1) == [12, 15, 14, 10, 13, 11]
    assert search._ordered(moves, 99, 3, 1) == [15, 14, 10, 13, 11, 12]  # 99: not a move here
    # ply 4 has no killers: the history alone, ties in the given order
    assert search._ordered(moves, -1, 4, 1) == [10, 15, 13, 14, 11, 12]
    assert search._ordered(moves, -1, 4, 2) == moves  # White has learnt nothing
    search._cut(15, 3, 1, 1)  # a killer again: still one of the two, in front
    assert search._ordered(moves, -1, 3, 1)[:3] == [15, 14, 10]
    # the history adds up: 11 cut three times at depth 2 (12) passes 10 (9)
    for _ in range(3):
        search._cut(11, 6, 1, 2)
    assert search._ordered([10, 11], -1, 7, 1) == [11, 10]


def test_a_threat_search_is_driven_until_it_ends_or_its_stop() -> None:
    clock = TickingClock(tick=1.0)
    def endless() -> Any:
        for _ in range(100):
            yield
        raise AssertionError("driven past its stop")

    def finds() -> Any:
        yield
        return 42

    state = DeagoState.new(13, 13, "0")
    search = AbSearch(state, LEVEL_CONFIGS[5], float("inf"), random.Random(1), clock=clock)
    assert run_to_end(search._drive(finds())) == 42
    assert run_to_end(search._drive(endless(), clock() + 3.5)) == -1  # given up: no win
    search.deadline = clock() + 5.5  # no stop of its own: the move's deadline
    assert run_to_end(search._drive(endless())) == -1
    assert run_to_end(search._drive(endless(), clock() + 50.0)) == -1  # the earlier of the two
    assert clock() < 20.0


def test_the_guard_out_of_time_keeps_the_moves_it_has_shown_safe() -> None:
    # White's open three e7-f7-g7: only d7 and h7 stop its win by fours.
    state = DeagoState.from_dfen(build(13, black="a1 a13 m13", white="e7 f7 g7", to_move="b"))
    stoppers = {state.parse_move(p) for p in ("d7", "h7")}
    seen = {"late with some safe": 0, "in time": 0}
    for budget in range(5, 400, 3):  # the move's time, in ticks of a clock read ever later
        clock = TickingClock(tick=1.0)
        search = AbSearch(state, LEVEL_CONFIGS[5], budget, random.Random(1), clock=clock)
        lates: list[tuple[list[int], list[int], bool]] = []  # (tried, safe, late) a pass
        stoppers_of = search._stoppers

        def recording(*args: Any, _inner: Any = stoppers_of, _out: Any = lates) -> Any:
            safe, late = yield from _inner(*args)
            _out.append((list(args[0]), safe, late))
            return safe, late

        search._stoppers = recording  # type: ignore[method-assign]
        work = search.state
        root = search._candidates(work, True, True)
        kept = {work.to_external[i] for i in run_to_end(search._guard(list(root)))}
        if not lates:
            continue  # the guard's own VCF search ran out of time first
        tried, safe, late = lates[-1]
        if late and safe:
            seen["late with some safe"] += 1
            assert kept == {work.to_external[i] for i in safe} and kept <= stoppers
        elif not late:
            seen["in time"] += 1
            assert kept == stoppers
        else:  # none shown safe in this pass: what the pass was given (root, or the last pass's)
            assert kept == {work.to_external[i] for i in tried}
    assert seen["late with some safe"] and seen["in time"]


def test_the_widths_by_ply_keep_that_many_near_points_and_the_best_of_them() -> None:
    # root_width at the root, width one ply below, deep_width further down (the
    # tactical points and threat moves come on top of them). A narrower node keeps the
    # best of the wider one's points, in the same order; 0 keeps the old widths (twice
    # width at the root, width everywhere below).
    config = BASELINE.with_(width=9, root_width=12, deep_width=5)
    for state in _random_positions(8, seed=11):
        every = AbSearch(state, BASELINE.with_(root_width=1000), float("inf"), random.Random(1))
        near = every._candidates(every.state, True, False)
        search = AbSearch(state, config, float("inf"), random.Random(1))
        work = search.state
        root = search._candidates(work, True, False)
        assert root == near[:12]
        assert search._candidates(work, False, False) == near[:9]
        assert search._candidates(work, False, False, True) == near[:5]
        plain = AbSearch(state, BASELINE.with_(width=7), float("inf"), random.Random(1))
        assert plain._candidates(plain.state, True, False) == near[:14]
        assert plain._candidates(plain.state, False, False, True) == near[:7]


def test_the_deep_tactical_points_are_the_most_urgent_few_on_top_of_the_width() -> None:
    # deep_tactical caps the tactical points from the second ply below the root (the
    # most urgent first); one ply below, tactical still does. -1 (the default) keeps
    # tactical everywhere.
    config = BASELINE.with_(width=6, tactical=5, deep_tactical=1)
    seen = 0
    for state in _random_positions(12, seed=13):
        search = AbSearch(state, config, float("inf"), random.Random(1))
        work = search.state
        near = search._candidates(work, False, False, True)[:6]
        extra = [i for i in tactical_points(work) if i not in near]
        seen += len(extra) > 1
        assert search._candidates(work, False, False, True) == near + extra[:1]
        assert search._candidates(work, False, False) == near + extra[:5]
        plain = AbSearch(state, config.with_(deep_tactical=-1), float("inf"), random.Random(1))
        assert plain._candidates(plain.state, False, False, True) == near + extra[:5]
    assert seen  # positions where the cap left points out


def test_fewer_deep_tactical_points_search_fewer_nodes_and_still_see_the_tactics() -> None:
    # The search passes "deep" to its nodes two plies down when only deep_tactical is
    # set (no deep_width: without "deep" the tree would be node for node the same);
    # the tactics of the suite are still solved.
    assert _depth_4_nodes(tactical=6, deep_tactical=0) < _depth_4_nodes(tactical=6)
    assert _tactics_solved_at_depth_4(tactical=6, deep_tactical=1) == 20


def _fresh_near_points(monkeypatch: pytest.MonkeyPatch, staged: int) -> tuple[int, int, int]:
    """(near point lists made, alpha-beta nodes, best move) of level 5 to depth 4 on a
    middle-game 19x19 position (the bench's first)."""
    from tanbo.ai.games.deago.bench import POSITIONS

    made = [0]
    fresh = AbSearch._fresh_candidates

    def counted(self: AbSearch, *args: Any) -> list[int]:
        made[0] += 1
        return fresh(self, *args)

    monkeypatch.setattr(AbSearch, "_fresh_candidates", counted)
    config = LEVEL_CONFIGS[5].with_(max_depth=4, staged=staged)
    search = AbSearch(DeagoState.from_dfen(POSITIONS[2]), config, float("inf"), random.Random(1))
    while not search.done:
        search.run(1e9)
    return made[0], search.nodes, search.best


def test_staged_nodes_make_their_near_points_only_when_no_early_move_cuts_off(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # staged=1: a node one ply above the leaves first tries the table's move and the
    # killers; most cut off there, and their near points are never scored. The search
    # plays the same move.
    made_plain, nodes_plain, best_plain = _fresh_near_points(monkeypatch, 0)
    made, nodes, best = _fresh_near_points(monkeypatch, 1)
    assert best == best_plain
    assert made < 0.8 * made_plain
    assert nodes < 1.1 * nodes_plain  # the killers that are not near points: a few more


def test_the_early_moves_are_the_tables_move_and_the_empty_killers() -> None:
    state = DeagoState.from_dfen(
        "19/19/19/3N5N5N3/19/8B10/9W9/7BBBW8/7W1B9/3N3W1B5N3/19/8BWWW7/19/19/19/3N5N5N3"
        "/19/19/19 w 0 2 0"
    )
    search = AbSearch(state, LEVEL_CONFIGS[5], float("inf"), random.Random(1))
    cells = search.state.board
    empty = [i for i, v in enumerate(cells) if v == EMPTY]
    taken = next(i for i, v in enumerate(cells) if v not in (EMPTY, OFF))
    search._killers[3] = [empty[5], taken]
    assert search._early_moves(empty[9], 3) == [empty[9], empty[5]]
    assert search._early_moves(-1, 3) == [empty[5]]
    assert search._early_moves(empty[5], 3) == [empty[5]]  # once
    assert search._early_moves(taken, 4) == []  # an occupied table move (a key collision)


def test_the_defences_are_found_once_per_position(monkeypatch: pytest.MonkeyPatch) -> None:
    # Iterative deepening comes back to the nodes that face a win: their defences are
    # remembered by position (and kept in the memory), the same lists as found afresh.
    from tanbo.ai.games.deago import alphabeta
    from tanbo.ai.games.deago.bench import POSITIONS

    found: dict[int, list[int]] = {}
    calls = [0]
    plain = alphabeta.defences_internal

    def counted(state: DeagoState, threats: list[int], wins: Any) -> list[int]:
        calls[0] += 1
        out = plain(state, threats, wins)
        assert found.setdefault(position_key(state), out) == out
        return out

    monkeypatch.setattr(alphabeta, "defences_internal", counted)
    memory = Memory()
    config = LEVEL_CONFIGS[5].with_(max_depth=4)
    search = AbSearch(DeagoState.from_dfen(POSITIONS[2]), config, float("inf"), random.Random(1),
                      memory=memory)
    while not search.done:
        search.run(1e9)
    assert calls[0] == len(found) > 10  # each position's defences found once
    assert memory.defences and set(memory.defences) <= set(found)
    again = AbSearch(DeagoState.from_dfen(POSITIONS[2]), config, float("inf"), random.Random(1),
                     memory=memory)
    while not again.done:
        again.run(1e9)
    assert calls[0] == len(found)  # the kept memory knew them all


def test_without_ordering_the_tables_move_goes_first_and_the_rest_keep_their_order() -> None:
    # Levels 2-3 (no killers or history): the table's move, then the moves as given.
    search = AbSearch(DeagoState.new(13, 13), BASELINE, float("inf"), random.Random(1))
    assert search._in_order([30, 40, 50, 60], 50, 2, 1) == [50, 30, 40, 60]
    assert search._in_order([30, 40, 50], 70, 2, 1) == [30, 40, 50]  # not among them
    ordered = AbSearch(DeagoState.new(13, 13), LEVEL_CONFIGS[5], float("inf"), random.Random(1))
    ordered._killers[2] = [60]
    assert ordered._in_order([30, 40, 50, 60], 50, 2, 1)[:2] == [50, 60]
