"""The sparring partners ``tss``, ``pattern``, ``tmcts`` and ``fastab`` (:mod:`tanbo.ai.sparring`)
on DEAGO.

They must stay apart from level 5 (no import of :mod:`tanbo.ai.games`), always answer a
legal move, find the forced wins built here by hand (a four-three, a five through a
conversion, the 20th capture), find the only saving move where a brute force over every
move shows exactly one, and play the same moves for the same seed and node budget.
"""

from __future__ import annotations

import ast
import math
import random
from pathlib import Path

import pytest

from tanbo.ai.match import SpecError, make_player
from tanbo.ai.players import choose
from tanbo.ai.sparring import SPARRING, make_sparring
from tanbo.ai.sparring.base import Budget
from tanbo.ai.sparring.deago.patterns import PatternBoard
from tanbo.ai.sparring.deago.rules import (
    capture_points,
    converting_points,
    neighbourhood,
    win_points,
)
from tanbo.ai.sparring.deago.tmcts import TmctsPlayer, _tactical, judge
from tanbo.ai.sparring.deago.tss import WIN, QuietSearch, Tss, TssPlayer
from tanbo.games.deago.state import BLACK, EMPTY, NEUTRAL, WHITE, DeagoState

PACKAGE = Path(__file__).resolve().parents[3] / "tanbo" / "ai" / "sparring"
KINDS = sorted(SPARRING)


def position(
    black: str,
    white: str,
    neutral: str = "",
    to_move: int = BLACK,
    captured: tuple[int, int] = (0, 0),
) -> DeagoState:
    """A 13x13 position with the stones named (space-separated points)."""
    base = DeagoState.new(13, 13, "0")
    cells = [EMPTY] * base.geometry.npoints
    for names, value in ((black, BLACK), (white, WHITE), (neutral, NEUTRAL)):
        for name in names.split():
            cells[base.parse_move(name)] = value
    return DeagoState(base.geometry, cells, to_move, captured)


def names(state: DeagoState, internal: set[int] | list[int]) -> list[str]:
    return sorted(state.move_text(state.to_external[i]) for i in internal)


def unlimited() -> Budget:
    return Budget(math.inf, math.inf)


# ------------------------------------------------------------- apart from level 5


def forbidden_imports(source: str, module: str) -> list[str]:
    """The imports of ``source`` (module ``module``) outside what a partner may use:
    the standard library, ``tanbo.ai.sparring``, the players' clock (``tanbo.ai.clock``),
    the DEAGO engine's state and setups, and the interfaces ``tanbo.game`` and
    ``tanbo.players``. Relative imports are resolved
    against ``module``."""
    allowed = (
        "tanbo.ai.sparring", "tanbo.ai.clock", "tanbo.games.deago.state",
        "tanbo.games.deago.setups",
    )
    found: list[str] = []
    for node in ast.walk(ast.parse(source)):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = module.rsplit(".", node.level)[0]
                base = f"{parent}.{base}" if base else parent
            targets = [base]
        for name in targets:
            ours = name == "tanbo" or name.startswith("tanbo.")
            if ours and name not in ("tanbo.game", "tanbo.players") and not name.startswith(
                    allowed):
                found.append(name)
    return found


def test_the_partners_import_nothing_of_level_five() -> None:
    files = sorted(PACKAGE.rglob("*.py"))
    names = {p.relative_to(PACKAGE).as_posix() for p in files}
    assert names >= {"deago/tss.py", "deago/patterns.py", "deago/rules.py", "deago/tmcts.py",
                     "deago/fastab.py"}
    for path in files:
        parts = path.relative_to(PACKAGE).with_suffix("").parts
        module = ".".join(("tanbo", "ai", "sparring", *parts))
        assert forbidden_imports(path.read_text(encoding="utf-8"), module) == [], path.name


def test_the_import_rule_catches_a_planted_import() -> None:
    planted = (
        "import random\n"
        "from tanbo.games.deago.state import DeagoState\n"
        "from tanbo.ai.games.deago.threats import four_points\n"
        "def f():\n    import tanbo.ai.games.deago.evaluation\n"
        "from ..games.deago import wins\n"
    )
    assert sorted(forbidden_imports(planted, "tanbo.ai.sparring.x")) == [
        "tanbo.ai.games.deago",
        "tanbo.ai.games.deago.evaluation",
        "tanbo.ai.games.deago.threats",
    ]


# ------------------------------------------------------------------ legal play


@pytest.mark.parametrize("kind", KINDS)
def test_a_partner_answers_a_legal_move_in_random_positions(kind: str) -> None:
    rng = random.Random(7)
    for trial in range(6):
        state = DeagoState.new(13, 13)
        for _ in range(rng.randrange(0, 60)):
            moves = [m for m in state.legal_moves() if m >= 0]
            if state.is_over or not moves:
                break
            state.push(rng.choice(moves))
        if state.is_over:
            continue
        before = state.dfen()
        player = make_sparring(kind, "deago", 1.0, seed=trial, nodes=120)
        move = choose(player, state)
        assert state.is_legal(move), (kind, before, move)
        assert state.dfen() == before  # the player thinks on a copy


def test_the_partners_play_a_game_out_against_each_other() -> None:
    state = DeagoState.new(13, 13)
    players = {
        BLACK: make_sparring("tss", "deago", 1.0, seed=1, nodes=200),
        WHITE: make_sparring("pattern", "deago", 1.0, seed=2, nodes=200),
    }
    while not state.is_over and len(state.move_stack) < 169:
        move = choose(players[state.to_move], state)
        assert state.is_legal(move)
        state.push(move)
    assert state.is_over


# ------------------------------------------------------------------ forced wins


def test_vcf_finds_a_four_three() -> None:
    # g7 makes the four d7-g7 (c7 is White: the only win point is h7) and the open
    # three g5-g7; after h7, g8 (or g4) is an open four.
    state = position("d7 e7 f7 g5 g6", "c7 a1 a13 m1", to_move=BLACK)
    assert win_points(state, BLACK) == set()
    tss = Tss(state.copy(), unlimited())
    found = tss.vcf(4)
    assert found is not None and names(state, [found]) == ["g7"]
    # the proof holds against every White reply: after g7, Black wins by VCF
    after = state.copy()
    after.push(after.parse_move("g7"))
    for reply in after.legal_moves():
        if reply < 0:
            continue
        trial = after.copy()
        trial.push(reply)
        if trial.is_over:
            assert trial.winner == BLACK
            continue
        assert Tss(trial, unlimited()).vcf(3) is not None, after.move_text(reply)
    player = TssPlayer(1.0, seed=0, nodes=5000)
    assert state.move_text(choose(player, state)) == "g7"
    assert player.last_reason == "vcf"


def test_a_five_through_a_conversion_is_a_win_point() -> None:
    # f8 flanks the neutral f7 with f6: it turns Black and d7-h7 is five.
    state = position("d7 e7 g7 h7 f6", "a1 a13 m1 m13", neutral="f7")
    assert names(state, win_points(state, BLACK)) == ["f8"]
    for kind in KINDS:
        move = choose(make_sparring(kind, "deago", 1.0, seed=0, nodes=500), state)
        assert state.move_text(move) == "f8", kind
        trial = state.copy()
        trial.push(move)
        assert trial.winner == BLACK and trial.end_reason == "five"


def test_vcf_finds_a_win_by_the_twentieth_capture() -> None:
    # With 18 captured, d7 threatens both pairs (e7 f7 by g7, d8 d9 by d10): no single
    # reply stops both.
    state = position("a1 m13", "e7 f7 d8 d9", to_move=BLACK, captured=(18, 0))
    assert win_points(state, BLACK) == set()
    found = Tss(state.copy(), unlimited()).vcf(3)
    assert found is not None and names(state, [found]) == ["d7"]
    player = TssPlayer(1.0, seed=0, nodes=5000)
    assert state.move_text(choose(player, state)) == "d7"


# ------------------------------------------------------------------ defence


def saving_moves(state: DeagoState) -> list[str]:
    """Brute force: the mover's moves after which the opponent cannot win at once
    (the engine's own answer, :meth:`DeagoState.winning_moves`)."""
    me = state.to_move
    out = []
    for move in state.legal_moves():
        if move < 0:
            continue
        trial = state.copy()
        trial.push(move)
        if trial.winner == me or not trial.winning_moves(3 - me):
            out.append(state.move_text(move))
    return out


@pytest.mark.parametrize(
    ("black", "white", "neutral", "only"),
    [
        # White's open four d7-g7 has two win points; only the capture of f7-f8
        # (f9, flanked by f6) breaks the line.
        ("f6 a13", "d7 e7 f7 g7 f8", "", "f9"),
        # White's five through a conversion (f8 flanks the neutral f7 with f6):
        # only the block stops it.
        ("a13 m13", "d7 e7 g7 h7 f6", "f7", "f8"),
    ],
)
def test_the_defence_finds_the_only_saving_move(
    black: str, white: str, neutral: str, only: str
) -> None:
    state = position(black, white, neutral, to_move=BLACK)
    assert saving_moves(state) == [only]
    for kind in KINDS:
        move = choose(make_sparring(kind, "deago", 1.0, seed=0, nodes=500), state)
        assert state.move_text(move) == only, kind


# ------------------------------------------------------------------ determinism


@pytest.mark.parametrize("kind", KINDS)
def test_a_node_budget_makes_a_partner_deterministic(kind: str) -> None:
    rng = random.Random(3)
    state = DeagoState.new(13, 13)
    for _ in range(12):
        state.push(rng.choice([m for m in state.legal_moves() if m >= 0]))
    runs = []
    for _ in range(2):
        game = state.copy()
        a = make_sparring(kind, "deago", 1.0, seed=5, nodes=300)
        b = make_sparring(kind, "deago", 1.0, seed=6, nodes=300)
        moves = []
        for _ in range(6):
            if game.is_over:
                break
            move = choose(a if game.to_move == BLACK else b, game)
            game.push(move)
            moves.append(move)
        runs.append(moves)
    assert runs[0] == runs[1]


# ------------------------------------------------------------------ the pattern codes


def test_pattern_codes_follow_make_and_unmake() -> None:
    rng = random.Random(11)
    state = DeagoState.new(13, 13)
    board = PatternBoard(state)
    undos = []
    for _ in range(70):
        if state.is_over:
            break
        undos.append(board.make(rng.choice(state.empty_internal)))
        fresh = PatternBoard(state)
        assert board.code5 == fresh.code5 and board.code4 == fresh.code4
        assert board.sum5 == pytest.approx(fresh.sum5) and board.fours == fresh.fours
        assert board.black5 == pytest.approx(fresh.black5)
        assert board.threes == fresh.threes
        for colour in (BLACK, WHITE):
            assert board.gains[colour] == pytest.approx(fresh.gains[colour])
            assert set(board.capture_points(colour)) == set(capture_points(state, colour))
            assert set(board.converting_points(colour)) == converting_points(state, colour)
        assert board.caps == fresh.caps and board.near == fresh.near
        assert sorted(board.candidates()) == neighbourhood(state, 2)
    for e in state.empty_internal[:40]:  # the gain is the five-windows' change
        for colour, sign in ((BLACK, 1.0), (WHITE, -1.0)):
            before = board.sum5
            board._set(e, EMPTY, colour)
            after = board.sum5
            board._set(e, colour, EMPTY)
            if e not in board.converting_points(colour):
                assert board.gain(e, colour) == pytest.approx(sign * (after - before))
    start = PatternBoard(DeagoState.new(13, 13))
    for undo in reversed(undos):
        board.unmake(undo)
    assert board.code5 == start.code5 and board.code4 == start.code4
    assert board.sum4 == pytest.approx(start.sum4)
    assert board.caps == start.caps and board.near == start.near
    assert board.gains[BLACK] == pytest.approx(start.gains[BLACK])


# ------------------------------------------------------------------ match specs


def test_match_specs_name_the_partners() -> None:
    for kind in KINDS:
        player = make_player(kind, game="deago")
        assert player.name == kind  # type: ignore[attr-defined]
        assert player.seconds == 5.0  # type: ignore[attr-defined]
        timed = make_player(f"{kind}:2", game="deago", time_scale=0.1)
        assert timed.seconds == pytest.approx(0.2)  # type: ignore[attr-defined]
        with pytest.raises(SpecError, match="no"):
            make_player(kind, game="tanbo")
        with pytest.raises(SpecError):
            make_player(f"{kind}:soon", game="deago")


# ------------------------------------------------------------------ quiet search, tmcts


def test_the_tss_quiet_search_spends_its_budget_and_deepens() -> None:
    # A quiet middle game (no side has a four, a VCF or a VCT): the quiet search, not a
    # two-ply score, picks the move, so the node budget is spent and depth 2 is reached.
    state = position("f6 g7 h6 e8", "g6 f7 h8 g8", to_move=BLACK)
    player = TssPlayer(1.0, seed=0, nodes=1500)
    move = choose(player, state)
    assert state.is_legal(move)
    assert player.last_reason == "quiet"
    assert player.last_depth >= 2
    assert player.last_nodes >= 1200


def test_the_tss_quiet_search_sees_a_four_past_its_horizon() -> None:
    # Black to move; White's d7 e7 f7 is one move from an open four (c7 / g7 / h7 free).
    # A depth-1 quiet search must still see that letting White play g7 loses: the
    # stoppers of White's four are all it may answer, and an open four has two.
    state = position("a1 a2 m13 m12", "d7 e7 f7", to_move=BLACK)
    search = QuietSearch(state.copy(), unlimited(), width=40)
    point = {p: state.to_internal[state.parse_move(p)] for p in ("c7", "g7", "k3")}
    scored = [(0.0, e) for e in point.values()]
    ranked = search.root(scored, max_depth=2)
    best = names(state, [ranked[0][1]])
    assert best in (["c7"], ["g7"])
    lost = {e: v for v, e in ranked}[point["k3"]]
    assert lost <= -WIN / 2


def test_tmcts_judges_unfinished_playouts_symmetrically_and_answers_fours() -> None:
    state = position("d7 e7 f7 g5", "c5 c6 h9", to_move=WHITE)
    assert judge(state, BLACK) + judge(state, WHITE) == pytest.approx(1.0)
    assert judge(state, BLACK) > 0.5  # Black's three outweighs White's two
    # Black's four d7-g7 (h7 would make it five): White's forced moves are its stoppers
    state = position("d7 e7 f7 g7 a1", "c7 m13 m12", to_move=WHITE)
    forced, winning = _tactical(state)
    assert not winning and names(state, forced) == ["h7"]
    player = TmctsPlayer(1.0, seed=0, nodes=200)
    assert state.move_text(choose(player, state)) == "h7"


def test_vcf_uses_a_capture_that_removes_a_blocker() -> None:
    # d7-g7 is shut by c7 and h7; j7 takes h7 i7 (flanked by g7) and makes the four
    # j7-j10 (j11 is White's): two win points, h7 and j6, so White cannot stop both.
    state = position("d7 e7 f7 g7 j8 j9 j10", "c7 h7 i7 j11 a1 a13 m1", to_move=BLACK)
    assert win_points(state, BLACK) == set()
    found = Tss(state.copy(), unlimited()).vcf(2)
    assert found is not None and names(state, [found]) == ["j7"]
    after = state.copy()
    after.push(after.parse_move("j7"))
    assert names(after, win_points(after, BLACK)) == ["h7", "j6"]
    for kind in KINDS:
        move = choose(make_sparring(kind, "deago", 1.0, seed=0, nodes=3000), state)
        assert state.move_text(move) == "j7", kind
