"""DEAGO's board views (issue 32): made once per position, kept along play and undo.

A :class:`~tanbo.ai.games.deago.board.View` made by ``play`` from its parent's view
(only the cells the move changed) must be the view read from scratch, and what it
finds (stones, pairs, conversions) must be what the plain scans of the board find; a
view must never be read for another position (a move by ``push``, a ``pop``, a
``restore``); and a search must give the same move, score, depth and node count with
every view read from scratch.
"""

from __future__ import annotations

import math
import random
import re

import pytest

from tanbo.ai.games.deago import board
from tanbo.ai.games.deago.alphabeta import AbSearch, Memory
from tanbo.ai.games.deago.board import (
    OFF,
    View,
    captures,
    converts,
    line_spans,
    lines_text,
    orth_text,
    pair_points,
    play,
    position_key,
    stones,
    undo,
    view,
)
from tanbo.ai.games.deago.evaluation import (
    OPEN_THREE,
    TEMPO,
    capture_value,
    evaluate,
    evaluate_shapes,
)
from tanbo.ai.games.deago.ordering import line_score, move_scores
from tanbo.ai.games.deago.player import LEVEL_CONFIGS
from tanbo.ai.games.deago.shapes import line_points, shape_points, window_values
from tanbo.ai.games.deago.wins import (
    CAPTURE_REACH,
    REACH,
    WinMemo,
    defences_internal,
    winning_internal,
    winning_points,
    wins_at,
)
from tanbo.games.deago.setups import BLACK, CAPTURES_TO_WIN, EMPTY, NEUTRAL, WHITE
from tanbo.games.deago.state import DeagoState
from tests.support.deago_positions import near_centre_game


def _conversions(cells: list[int], stride: int, c: int) -> dict[int, int]:
    out: dict[int, int] = {}
    for n, v in enumerate(cells):
        if v == NEUTRAL:
            for d in (1, -1, stride, -stride):
                if cells[n - d] == c and cells[n + d] == EMPTY:
                    out[n + d] = out.get(n + d, 0) + 1
    return out


_SPLIT = re.compile(b"[" + bytes([OFF]) + b"]+").split  # the lines, as first read
WINS: list[int] = []  # positions with a winning point found by _check


def _check(state: DeagoState) -> None:
    """The state's view is the board read from scratch, cell by cell."""
    cells = state.board
    stride = state.stride
    v = view(state)
    assert v.rows == bytes(cells)
    assert v.orth == orth_text(cells, stride)
    spans = line_spans(stride, len(cells))
    assert [v.orth[a:b] for a, b in spans] == [x for x in _SPLIT(v.orth) if x]
    assert v.text == lines_text(cells, stride)
    ring2 = board.neighbourhoods(state)[2]
    assert v.near(ring2) == {
        i for i, x in enumerate(cells) if x == EMPTY
        and any(cells[q] in (BLACK, WHITE) for q in ring2[i])
    }
    for kind in (BLACK, WHITE, NEUTRAL):
        assert v.stones(kind) == [i for i, x in enumerate(cells) if x == kind]
        assert v.stones(kind) == stones(cells, kind)
    for c in (BLACK, WHITE):
        taken, open_ends = v.pairs(cells, stride, c)
        plain_taken, plain_ends = pair_points(cells, stride, c)
        assert taken == plain_taken and sorted(open_ends) == sorted(plain_ends)
        assert v.conversions(stride, c) == _conversions(cells, stride, c)
        assert v.takes(c) == sum(plain_taken.values()) // 2  # a pair has one c end
        found = winning_internal(state, c)
        assert found == winning_internal(state.copy(), c)  # a scan from scratch
        WINS.append(len(found))
    if not state.winner:
        # The line sums kept along play and undo are the ones read from scratch.
        fresh = state.copy()
        assert evaluate_shapes(state) == evaluate_shapes(fresh)
        assert evaluate(state, threes=50.0) == evaluate(fresh, threes=50.0)
        assert shape_points(state) == shape_points(fresh)


def _wins_checked(state: DeagoState) -> None:
    """The winning points are the engine's (slow: only now and then)."""
    for c in (BLACK, WHITE):
        assert winning_points(state, c) == state.winning_moves(c), state.dfen()


def _walk(state: DeagoState, rng: random.Random, depth: int) -> int:
    """Random play and undo below ``state``, checking every view; the positions seen."""
    _check(state)
    if rng.random() < 0.1:
        _wins_checked(state)
    if depth == 0 or state.winner or not state.empty_internal:
        return 1
    seen = 1
    for i in rng.sample(state.empty_internal, min(2, len(state.empty_internal))):
        snap = play(state, i)
        seen += _walk(state, rng, depth - 1)
        undo(state, snap)
        _check(state)
    return seen


def test_views_made_by_play_and_undo_are_the_board_read_from_scratch() -> None:
    WINS.clear()
    rng = random.Random(5)
    seen = captures = 0
    for game in range(6):
        size = (13, 15, 19)[game % 3]
        state = DeagoState.new(size, size, "950"[game % 3])
        while not state.is_over and state.ply < 120:
            if state.ply % 7 == 0:
                seen += _walk(state.copy(), rng, 4)
            caps = sum(state.capture_counts)
            near = [i for i in state.legal_moves() if rng.random() < 0.5] or state.legal_moves()
            state.push(rng.choice(near))
            captures += sum(state.capture_counts) > caps
    assert seen > 500 and captures > 5
    assert sum(1 for n in WINS if n) > 1000


def test_a_view_is_never_read_for_another_position() -> None:
    state = DeagoState.new(13, 13, "9")
    for move in ("e5", "f5", "e6", "f6"):
        state.push(state.parse_move(move))
    view(state)
    snap = play(state, state.to_internal[state.parse_move("e7")])
    first = view(state)
    state.push(state.parse_move("a1"))  # a move outside play(): the lists change in place
    assert view(state) is not first
    _check(state)
    state.pop()
    _check(state)
    undo(state, snap)
    _check(state)
    state.pass_turn()
    _check(state)
    copy = state.copy()
    assert view(copy).rows == view(state).rows and view(copy) is not view(state)


def test_the_views_forget_states_that_never_undo() -> None:
    rng = random.Random(2)
    for _ in range(board.VIEWS_LIMIT * 2):
        state = DeagoState.new(13, 13, "5")
        view(state)
        play(state, rng.choice(state.empty_internal))
        _check(state)
    assert len(board._VIEWS) <= board.VIEWS_LIMIT


def test_the_kept_digest_is_the_digest_of_the_cells() -> None:
    # Along random games (captures and conversions included) and back: the view's
    # Zobrist digest, kept from the parent's, is the one read from scratch.
    rng = random.Random(5)
    changed = 0
    for _ in range(3):
        state = DeagoState.new(13, 13, "9")
        snaps = []
        while not state.is_over and len(snaps) < 120:
            snaps.append(play(state, rng.choice(state.empty_internal)))
            changed += len(view(state).changes or ()) > 1
            assert view(state).digest == board.digest(bytes(state.board))
        while snaps:
            undo(state, snaps.pop())
            assert view(state).digest == board.digest(bytes(state.board))
    assert changed > 5, changed  # moves that converted or captured were among them
    cells = bytes(DeagoState.new(13, 13, "9").board)
    keys = {board.key(cells, a, b, c) for a in range(3) for b in range(3) for c in (1, 2)}
    again = bytes(DeagoState.new(13, 13, "9").board)  # the same board, another object
    assert len(keys) == 18 and board.key(again, 1, 2, 1) == board.key(cells, 1, 2, 1)
    # A position's key is its board's with the captured counts and the side to move,
    # each of them telling positions apart.
    text = "13/13/13/13/13/13/3BWW7/13/13/13/13/13/13"
    states = [DeagoState.from_dfen(f"{text} {m} {b} {w} 0") for m, b, w in
              (("b", 0, 0), ("b", 2, 0), ("b", 0, 2), ("w", 0, 0))]
    assert len({position_key(s) for s in states}) == 4
    for s in states:
        caps = s.capture_counts
        assert position_key(s) == board.key(bytes(s.board), caps[1], caps[2], s.to_move)
    assert board.key(bytes(states[0].board), 0, 0, 1) != board.key(cells, 0, 0, 1)


def test_the_win_memo_tells_captured_counts_apart() -> None:
    # The same board, Black to move: g7 takes a pair, the 20th stone only from 18.
    board_text = "13/13/13/13/13/13/3BWW7/13/13/13/13/13/13"
    memo = WinMemo()
    short, near = (DeagoState.from_dfen(f"{board_text} b {n} 0 0") for n in (0, 18))
    assert memo(short, BLACK) == []
    assert [near.move_text(near.to_external[i]) for i in memo(near, BLACK)] == ["g7"]
    assert memo(short, BLACK) == []


def test_defences_are_the_moves_after_which_no_win_is_left() -> None:
    # Brute force: every empty point, played through the engine's checked push.
    checked = 0
    for seed in range(9, 13):
        state = DeagoState.new(13, 13, "9")
        for move in near_centre_game(seed).move_stack:
            threats = winning_internal(state, 3 - state.to_move)
            if threats and not winning_internal(state, state.to_move):
                brute = []
                for p in state.legal_moves():
                    after = state.copy()
                    after.push(p)
                    if after.winner == state.to_move or not after.winning_moves(after.to_move):
                        brute.append(state.to_internal[p])
                before = view(state)
                assert defences_internal(state, threats) == sorted(brute), state.dfen()
                assert view(state) is before  # the trial moves kept the position's view
                checked += 1
            state.push(move)
    assert checked > 10, checked


def _reference_evaluation(state: DeagoState, shapes: bool) -> float:
    """The evaluation as first written: the texts built from the cells, the lines split
    at the border by a regular expression, each line's facts asked one by one."""
    cells = state.board
    stride = state.stride
    orth = orth_text(cells, stride)
    rows = bytes(cells)
    diag = bytes([OFF]).join(
        [rows[k :: stride + 1] for k in range(stride + 1)]
        + [rows[k :: stride - 1] for k in range(stride - 1)]
    )
    c = state.to_move
    o = 3 - c
    vb = vw = 0.0
    own_four = own_open = False
    opp_lines = 0
    for seg in _SPLIT(orth):
        if len(seg) >= 5 and (BLACK in seg or WHITE in seg):
            b, w = window_values(seg)
            vb += b
            vw += w
            if shapes and not own_open:
                fours, opens = line_points(seg, c)
                own_open = bool(opens)
                own_four = own_four or bool(fours)
                if line_points(seg, o)[1]:
                    opp_lines += 1
    text = orth + bytes([OFF]) + diag
    pair = {
        BLACK: (b"\x01\x02\x02\x00", b"\x00\x02\x02\x01"),
        WHITE: (b"\x02\x01\x01\x00", b"\x00\x01\x01\x02"),
    }
    mine = sum(map(text.count, pair[c]))
    theirs = sum(map(text.count, pair[o]))
    caps = state.capture_counts
    own, opp = (vb, vw) if c == BLACK else (vw, vb)
    score = TEMPO * own - opp + capture_value(caps[c]) - capture_value(caps[o])
    score += 14.0 * min(mine, 2) - 6.0 * theirs
    if own_open:
        score += OPEN_THREE
    elif opp_lines >= 2 and not own_four:
        score -= OPEN_THREE
    return score


def test_the_evaluation_is_the_first_one_exactly() -> None:
    rng = random.Random(4)
    seen = opens = 0
    for game in range(10):
        size = (13, 19)[game % 2]
        state = DeagoState.new(size, size, "9")
        while not state.is_over and state.ply < 90:
            for shapes, evaluation in ((False, evaluate), (True, evaluate_shapes)):
                got = evaluation(state)
                assert got == _reference_evaluation(state, shapes), state.dfen()
            seen += 1
            opens += abs(evaluate_shapes(state) - evaluate(state)) >= OPEN_THREE
            moves = state.legal_moves()
            centre = state.geometry.npoints // 2
            state.push(min(moves, key=lambda p: abs(p - centre) + rng.randrange(40)))
    assert seen > 150 and opens > 5, (seen, opens)


def _reference_move_scores(state: DeagoState, points: list[int], defence: float) -> list[float]:
    """The move scores as first written: each line a slice of the padded board."""
    c = state.to_move
    o = 3 - c
    cells = state.board
    stride = state.stride
    pad = 4 * stride
    board = bytes([OFF]) * pad + bytes(cells) + bytes([OFF]) * pad
    caps = state.capture_counts
    extra: dict[int, float] = {}
    taken, open_ends = pair_points(cells, stride, c)
    for q in open_ends:
        extra[q] = extra.get(q, 0.0) + 6.0
    for s in stones(cells, c):
        for d in (1, -1, stride, -stride, stride + 1, stride - 1, -stride + 1, -stride - 1):
            i = s - d
            if cells[i] == EMPTY:
                b, back = cells[s + d], cells[i - d]
                if (b == o and back == EMPTY) or (b == EMPTY and back == o):
                    extra[i] = extra.get(i, 0.0) - (15.0 + 2.0 * caps[o])
    conversions = _conversions(cells, stride, c)
    out = []
    for i in points:
        j = i + pad
        score = line_score(board[j - 4 : j + 5], c, defence) + line_score(
            board[j - pad : j + pad + 1 : stride], c, defence
        ) + extra.get(i, 0.0)
        n_conv = conversions.get(i, 0)
        if n_conv:
            score += 6.0 * n_conv
            took = captures(cells, i, c, stride, converts(cells, i, c, stride))
        else:
            took = taken.get(i, 0)
        if took:
            total = caps[c] + took
            score += 12.0 * took + (40.0 if total >= 14 else 0.0) + (1e5 if total >= 20 else 0.0)
        out.append(score)
    return out


def test_the_move_scores_are_the_first_ones_exactly() -> None:
    rng = random.Random(6)
    seen = 0
    for game in range(6):
        size = (13, 15, 19)[game % 3]
        state = DeagoState.new(size, size, "950"[game % 3])
        while not state.is_over and state.ply < 80:
            points = state.empty_internal
            for defence in (0.8, 0.1):
                assert move_scores(state, points, defence) == _reference_move_scores(
                    state, points, defence
                ), state.dfen()
            seen += 1
            moves = state.legal_moves()
            centre = state.geometry.npoints // 2
            state.push(min(moves, key=lambda p: abs(p - centre) + rng.randrange(40)))
    assert seen > 100, seen


def _search(dfen: str, nodes: int) -> tuple[int, float, int, int, int]:
    s = AbSearch(
        DeagoState.from_dfen(dfen), LEVEL_CONFIGS[5], math.inf, random.Random(1),
        node_limit=nodes, memory=Memory(),
    )
    while not s.done:
        s.run(1e9)
    return s.best, s.score, s.depth, s.nodes, s.vcf.nodes


POSITIONS = (
    "13/13/13/3N5N3/5BW6/4WBBW5/4BWW6/4WB7/13/3N5N3/13/13/13 b 0 0 0",
    "13/13/13/3N5N3/13/4WBBBW4/5W1B5/4W1WB5/5B7/3N5N3/13/13/13 w 2 2 0",
)


@pytest.mark.parametrize("dfen", POSITIONS)
def test_the_search_is_the_same_with_every_view_read_from_scratch(
    dfen: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    kept = _search(dfen, 400)
    key = position_key(DeagoState.from_dfen(dfen))
    monkeypatch.setattr(board, "_current", lambda state: None)
    assert isinstance(view(DeagoState.from_dfen(dfen)), View)
    assert position_key(DeagoState.from_dfen(dfen)) == key
    assert _search(dfen, 400) == kept
    assert kept[2] >= 2  # a real search, not a forced move


def test_a_point_between_two_convertible_neutrals_converts_both() -> None:
    # B N . N B on a row: Black's stone on the middle point converts both neutrals; the
    # view counts 2 there, from scratch and when a move elsewhere made it from its parent.
    state = DeagoState.from_dfen("13/13/13/13/13/13/3BN1NB5/13/13/13/13/13/13 b 0 0 0")
    cells, stride = state.board, state.stride
    mid = state.to_internal[state.parse_move("f7")]
    assert view(state).conversions(stride, BLACK) == {mid: 2} == _conversions(cells, stride, BLACK)
    snap = play(state, state.to_internal[state.parse_move("a1")])
    assert view(state).parent is not None
    assert view(state).conversions(stride, BLACK) == {mid: 2} == _conversions(cells, stride, BLACK)
    undo(state, snap)


def _outside_reach(p: int, q: int, stride: int, box: int) -> bool:
    """``q`` lies outside the cells :func:`wins_at` reads for ``p`` (as
    :func:`tanbo.ai.games.deago.wins._near_conversions` assumes)."""
    (row, col), (r, k) = divmod(p, stride), divmod(q, stride)
    dr, dc = abs(row - r), abs(col - k)
    near = (dr <= 1 and dc <= REACH) or (dc <= 1 and dr <= REACH) or (dr <= box and dc <= box)
    return not near


def test_a_win_at_a_point_reads_no_cell_beyond_its_reach() -> None:
    # What lets a child position keep its parent's "no win here": a cell outside the
    # reach changes no answer of wins_at, with the captured counts near 20 or not.
    rng = random.Random(12)
    positions = []
    for _game in range(6):
        state = DeagoState.new(19, 19, "9")
        while not state.is_over and state.ply < 70:
            if state.ply % 15 == 14:
                positions.append(state.dfen())
            moves = state.legal_moves()
            centre = state.geometry.npoints // 2
            state.push(min(moves, key=lambda p: abs(p - centre) + rng.randrange(60)))
    states = []
    for k, dfen in enumerate(positions):
        fields = dfen.split()
        fields[2], fields[3] = ("0", "19", "18", "4")[k % 4], ("19", "0", "4", "17")[k % 4]
        states.append(DeagoState.from_dfen(" ".join(fields)))
    # The farthest cells a win reads: Black on (9, 5) converts the neutral on (9, 6)
    # (flanked on (9, 7)), which takes White's pair on (10, 7), (11, 8) with Black's
    # flank on (12, 9), three rows and four columns out: the 20th stone.
    far = DeagoState.from_dfen("/".join(["19"] * 19) + " b 18 0 0")
    at = far.to_internal
    for (row, col), value in {
        (9, 6): NEUTRAL, (9, 7): BLACK, (10, 7): WHITE, (11, 8): WHITE, (12, 9): BLACK,
        (5, 2): BLACK, (5, 3): BLACK, (5, 4): BLACK, (5, 5): BLACK,  # a four, row 5
    }.items():
        far.board[at[row * 19 + col]] = value
    assert wins_at(far, at[9 * 19 + 5], BLACK) and wins_at(far, at[5 * 19 + 1], BLACK)
    states.append(far)
    checked = flips = 0
    for state in states:
        cells = state.board
        stride = state.stride
        inside = [i for i, x in enumerate(cells) if x != OFF]
        for c in (BLACK, WHITE):
            box = CAPTURE_REACH if CAPTURES_TO_WIN - state.capture_counts[c] <= 16 else 0
            tries = set(view(state).conversions(stride, c)) | set(winning_internal(state, c))
            tries |= set(rng.sample([i for i in inside if cells[i] == EMPTY], 10))
            for p in sorted(tries):
                before = wins_at(state, p, c)
                row, col = divmod(p, stride)
                ring = [q for q in inside if q != p and _outside_reach(p, q, stride, box)]
                ring.sort(key=lambda q: max(abs(q // stride - row), abs(q % stride - col)))
                for q in ring[:30]:  # the nearest cells outside
                    old = cells[q]
                    for value in (EMPTY, BLACK, WHITE, NEUTRAL):
                        if value != old:
                            cells[q] = value
                            assert wins_at(state, p, c) == before, (state.dfen(), p, q, value)
                            checked += 1
                    cells[q] = old
                flips += before
    assert checked > 20_000 and flips > 20, (checked, flips)


def _empty_19(caps_black: int) -> DeagoState:
    return DeagoState.from_dfen("/".join(["19"] * 19) + f" b {caps_black} 0 0")


@pytest.mark.parametrize(
    "caps, stones, move",
    [
        # The neutral beside the point, (9, 6), completes a five down its column; the
        # move fills its far end, four rows down and a column over.
        (0, {(9, 6): NEUTRAL, (9, 7): BLACK, (10, 6): BLACK, (11, 6): BLACK,
             (12, 6): BLACK}, (13, 6)),
        # The neutral below the point, (10, 5), completes a five along its row; the move,
        # a row down and four columns over.
        (0, {(10, 5): NEUTRAL, (11, 5): BLACK, (10, 6): BLACK, (10, 7): BLACK,
             (10, 8): BLACK}, (10, 9)),
        # The 20th stone: the converted neutral (9, 6) takes White's pair on the diagonal;
        # the move is its far flank, three rows down and four columns over.
        (18, {(9, 6): NEUTRAL, (9, 7): BLACK, (10, 7): WHITE, (11, 8): WHITE}, (12, 9)),
        # The same from the neutral below, (10, 5): four rows down, three columns over.
        (18, {(10, 5): NEUTRAL, (11, 5): BLACK, (11, 6): WHITE, (12, 7): WHITE}, (13, 8)),
    ],
    ids=["column-band", "row-band", "capture-box-columns", "capture-box-rows"],
)
def test_a_move_at_the_edge_of_a_points_reach_makes_it_win(
    caps: int, stones: dict[tuple[int, int], int], move: tuple[int, int]
) -> None:
    # Black's stone on (9, 5) converts a neutral beside it; the move, at the far edge of
    # what wins_at reads for (9, 5), makes that point win. The win scan of the position
    # after the move, made from the parent's, must find it as a scan from scratch does.
    state = _empty_19(caps)
    at = state.to_internal
    for (row, col), value in stones.items():
        state.board[at[row * 19 + col]] = value
    state = DeagoState.from_dfen(state.dfen())  # the board's lists rebuilt
    point = at[9 * 19 + 5]
    assert point not in winning_internal(state, BLACK)  # the parent's, kept in its view
    snap = play(state, at[move[0] * 19 + move[1]])
    assert state.to_move == WHITE and state.capture_counts[BLACK] == caps
    assert point in winning_internal(state.copy(), BLACK)
    assert winning_internal(state, BLACK) == winning_internal(state.copy(), BLACK)
    undo(state, snap)
