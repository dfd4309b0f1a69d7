"""The ``fastab`` sparring partner's own parts (:mod:`tanbo.ai.sparring.deago.fastab`).

The parametrized tests of ``test_sparring.py`` (legal moves, the win in one, the only
saving move, determinism, the match specs) cover it as a partner; here: its line
shapes, its incremental per-point values against a from-scratch recomputation over
random games (and that the comparison catches an update that forgets a line), its own
rules against the engine's, and its time use.
"""

from __future__ import annotations

import math
import random

import pytest

from tanbo.ai.players import choose
from tanbo.ai.sparring.base import Budget
from tanbo.ai.sparring.deago.fastab import (
    FIVE,
    FOUR,
    NONE,
    OPEN_FOUR,
    OPEN_THREE,
    THREE,
    FastabPlayer,
    FastBoard,
    FastSearch,
    capture_shape,
    line_shape,
)
from tanbo.games.deago.state import BLACK, EMPTY, NEUTRAL, OFF, WHITE, DeagoState

B, W, N, E, X = BLACK, WHITE, NEUTRAL, EMPTY, OFF


def line(text: str) -> list[int]:
    """A 9-cell line from ``text`` (``x`` Black, ``o`` White, ``n`` neutral, ``.``
    empty, ``#`` off the board); the centre (index 4) must be empty."""
    cells = [{"x": B, "o": W, "n": N, ".": E, "#": X}[ch] for ch in text]
    assert len(cells) == 9 and cells[4] == E
    return cells


@pytest.mark.parametrize(
    ("text", "shape"),
    [
        ("..xx.xx..", FIVE),
        ("xxxx.....", FIVE),
        ("...x.xx..", OPEN_FOUR),  # . x x x x . after the stone
        ("..ox.xx..", FOUR),  # blocked on the left: one win point
        ("...x.x...", OPEN_THREE),
        ("..ox.x...", THREE),
        ("...x.....", NONE),
        ("..xn.xx..", FIVE),  # the stone flanks the neutral with x: it converts
        ("xn.x.xx..", OPEN_FOUR),  # a stone on the gap converts the neutral too
        ("xnx..xx..", FOUR),  # x n x stands unconverted: only the right side counts
        (".onx.xx..", FOUR),  # a neutral on a window's end counts for nothing
        ("..nx.xx..", OPEN_FOUR),  # ... unless the window beside it reaches it
        ("#xxx.x...", FIVE),
        ("...o.o...", NONE),
    ],
)
def test_line_shapes_read_the_rules(text: str, shape: int) -> None:
    got, _ = line_shape(line(text), BLACK)
    assert got == shape, text


def test_line_shapes_are_symmetric_in_colour() -> None:
    rng = random.Random(2)
    for _ in range(300):
        cells = [rng.choice((E, E, E, B, W, N)) for _ in range(9)]
        cells[4] = E
        swapped = [{B: W, W: B}.get(v, v) for v in cells]
        assert line_shape(cells, BLACK)[0] == line_shape(swapped, WHITE)[0]
        assert capture_shape(cells, BLACK) == capture_shape(swapped, WHITE)


def test_capture_shapes_count_pairs_threats_and_open_pairs() -> None:
    assert capture_shape(line(".xoo.oox."), BLACK) == (4, 0, 0)  # both sides captured
    assert capture_shape(line(".....oo.."), BLACK) == (0, 1, 0)  # x o o .: a threat
    assert capture_shape(line("...o.x..."), BLACK) == (0, 0, 1)  # o x x .: open pair
    assert capture_shape(line("..xo....."), WHITE) == (0, 0, 1)  # x o o .: White's
    assert capture_shape(line("..xo.o..."), WHITE) == (0, 0, 0)  # x o o o: no pair


# ----------------------------------------------------------- incremental values


def board_facts(b: FastBoard) -> tuple[object, ...]:
    """Everything the incremental update keeps (the lazy sets by their live members)."""
    return (
        list(b.cells), list(b.code), list(b.ent), list(b.value), list(b.cats), b.sum,
        [sorted(b.fives(c)) for c in (BLACK, WHITE)],
        [sorted(b.fours(c)) for c in (BLACK, WHITE)],
        [sorted(b.open_fours(c)) for c in (BLACK, WHITE)],
        [b.captures(c) for c in (BLACK, WHITE)],
        sorted(b.empty), list(b.caps), b.key, b.to_move, b.win,
    )


def random_game_check(board: FastBoard, state: DeagoState, rng: random.Random,
                      plies: int) -> None:
    """Play random moves on ``board`` and on the engine's ``state``; after each, the
    board equals one built from scratch and the rules agree; then unmake them all."""
    undos = []
    before = []
    while not state.is_over and len(undos) < plies:
        e = rng.choice(state.empty_internal)
        before.append(board_facts(board))
        undos.append(board.make(board.from_engine[e]))
        state.play_internal(e)
        assert board_facts(board) == board_facts(FastBoard(state)), len(undos)
        assert board.win == (state.winner if state.winner in (BLACK, WHITE) else 0)
    for undo in reversed(undos):
        board.unmake(undo)
        assert board_facts(board) == before.pop()


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_incremental_values_match_a_recomputation_over_random_games(seed: int) -> None:
    rng = random.Random(seed)
    state = DeagoState.new(13, 13)
    random_game_check(FastBoard(state), state, rng, 90)


def test_incremental_values_follow_captures_conversions_and_the_20th_capture() -> None:
    # Black to move with 18 captured: c1 converts the neutral b1 (flanked by a1) and
    # the converted stone, with c1, takes pairs: the rules' edge cases in one game.
    base = DeagoState.new(13, 13, "0")
    cells = [EMPTY] * base.geometry.npoints
    for names, value in (("a1 d2 d4 c4", BLACK), ("c2 c3 e1 f1 b2 b3", WHITE), ("b1", NEUTRAL)):
        for name in names.split():
            cells[base.parse_move(name)] = value
    state = DeagoState(base.geometry, cells, BLACK, (18, 0))
    board = FastBoard(state)
    assert board.captures(BLACK)  # c1 takes pairs
    assert board.from_engine[state.to_internal[state.parse_move("c1")]] in board.win_points(BLACK)
    random_game_check(board, state.copy(), random.Random(4), 40)
    c1 = board.from_engine[state.to_internal[state.parse_move("c1")]]
    undo = board.make(c1)
    assert board.win == BLACK and board.caps[BLACK] >= 20
    board.unmake(undo)
    assert board_facts(board) == board_facts(FastBoard(state))


def test_the_recomputation_catches_an_update_that_forgets_a_line() -> None:
    # The comparison is what the tests above rely on: drop one axis from the lines a
    # change updates and it must fail.
    state = DeagoState.new(13, 13)
    board = FastBoard(state)
    for q, entries in enumerate(board.lines):
        board.lines[q] = [t for t in entries if t[0] % 4 != 1]  # forget the columns
    with pytest.raises(AssertionError):
        random_game_check(board, state, random.Random(1), 30)


# ------------------------------------------------------------------ search, time


def test_the_search_sees_a_four_three_two_moves_deep() -> None:
    # d7 e7 f7 with g5 g6: g7 makes a four (h7) and an open three on the g file.
    base = DeagoState.new(13, 13, "0")
    cells = [EMPTY] * base.geometry.npoints
    for names, value in (("d7 e7 f7 g5 g6", BLACK), ("c7 a1 a13 m1", WHITE)):
        for name in names.split():
            cells[base.parse_move(name)] = value
    state = DeagoState(base.geometry, cells, BLACK)
    player = FastabPlayer(1.0, seed=0, nodes=4000)
    assert state.move_text(choose(player, state)) == "g7"


def test_fastab_spends_about_80_percent_of_its_time_and_deepens() -> None:
    ticks = [0.0]

    def clock() -> float:  # a clock that advances with every reading
        ticks[0] += 0.002
        return ticks[0]

    rng = random.Random(9)
    state = DeagoState.new(19, 19)
    centre = state.to_internal[state.geometry.npoints // 2]
    st = state.stride
    for _ in range(12):
        near = [e for e in state.empty_internal
                if abs(e % st - centre % st) <= 3 and abs(e // st - centre // st) <= 3]
        state.play_internal(rng.choice(near))
    assert not state.is_over
    player = FastabPlayer(1.0, seed=0, clock=clock)
    start = clock()
    move = choose(player, state)
    used = clock() - start
    assert state.is_legal(move)
    assert 0.6 <= used <= 0.85
    assert player.last_depth >= 2
    assert player.last_nodes > 1000  # 16 nodes a clock reading: most of 0.8 s


def test_a_search_cut_short_answers_a_root_move_and_unmakes_everything() -> None:
    # A node budget that runs out inside an iteration (at every depth of the tree):
    # root() still answers one of its moves, and the board is back where it started.
    rng = random.Random(12)
    state = DeagoState.new(13, 13)
    for _ in range(14):
        state.play_internal(rng.choice(state.empty_internal))
    assert not state.is_over
    for nodes in (50, 200, 800, 1600):
        board = FastBoard(state)
        search = FastSearch(board, Budget(nodes, math.inf))
        moves = search.ordered(12, 0, -1)
        best = search.root(moves)
        assert best in moves
        assert board_facts(board) == board_facts(FastBoard(state))  # all unmade
