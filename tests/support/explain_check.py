"""The rules assistant checked against the engine and the slow references, point by point.

:func:`tanbo_problems` and :func:`deago_problems` take a position, a point and the
assistant's :class:`~tanbo.explain.Explanation` of it, and list every way that answer
disagrees with the engine (``is_legal``/``why_illegal``, ``preview``) or with the slow
reference of :mod:`tests.support.reference` / :mod:`tests.support.deago_reference`
(an empty list: they agree). The references share no code with the assistant, so the
verdict, the stones named and the result are each found twice, independently.
:func:`random_tanbo_positions` and :func:`random_deago_positions` cut positions out of
random games of random lengths on several sizes and setups.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import TypeVar

from tanbo.explain import Explanation
from tanbo.games.deago import DeagoState
from tanbo.games.tanbo.state import TanboState
from tests.support.deago_reference import RefDeago
from tests.support.reference import RefState

__all__ = [
    "TANBO_STARTS",
    "DEAGO_STARTS",
    "random_tanbo_positions",
    "random_deago_positions",
    "tanbo_problems",
    "deago_problems",
]

S = TypeVar("S", TanboState, DeagoState)

NAMES = {1: "black", 2: "white", 3: "neutral"}

TANBO_STARTS: tuple[tuple[int, int, str, int], ...] = (
    # width, height, setup, weight
    (7, 7, "dense", 6),
    (5, 7, "dense", 3),
    (7, 5, "dense", 2),
    (7, 9, "dense", 2),
    (9, 11, "dense", 1),
    (11, 11, "dense", 1),
)
DEAGO_STARTS: tuple[tuple[int, int, str, int], ...] = (
    (13, 13, "9", 3),
    (13, 13, "5", 2),
    (13, 13, "0", 2),
    (15, 15, "9", 1),
    (19, 19, "9", 1),
)


def _start(rng: random.Random, starts: tuple[tuple[int, int, str, int], ...]) -> tuple[
    int, int, str
]:
    w, h, setup, _ = rng.choices(starts, weights=[s[3] for s in starts])[0]
    return w, h, setup


def _random_positions(
    count: int,
    rng: random.Random,
    starts: tuple[tuple[int, int, str, int], ...],
    new: Callable[[int, int, str], S],
    length: int,
    take: float,
    pick: Callable[[S, random.Random], int],
) -> Iterator[S]:
    """``count`` positions of random games from ``starts``: each game stops after a random
    number of plies below ``length`` times its points, and each position on the way is
    taken with a chance drawn below ``take`` per game."""
    made = 0
    while made < count:
        w, h, setup = _start(rng, starts)
        state = new(w, h, setup)
        stop = rng.randrange(0, length * w * h)
        chance = rng.random() * take
        while made < count:
            if state.ply == stop or rng.random() < chance or state.is_over:
                yield state.copy()
                made += 1
            if state.is_over or state.ply >= stop:
                break
            state.push(pick(state, rng))


def random_tanbo_positions(count: int, seed: int) -> Iterator[TanboState]:
    """``count`` positions from random games (random lengths; a few finished ones)."""
    return _random_positions(count, random.Random(seed), TANBO_STARTS, TanboState.new, 3, 0.2,
                             lambda state, rng: rng.choice(state.legal_moves()))


def _deago_move(state: DeagoState, rng: random.Random) -> int:
    moves = state.legal_moves()
    return -1 if rng.random() < 0.02 else rng.choice(moves[:-1] or moves)


def random_deago_positions(count: int, seed: int) -> Iterator[DeagoState]:
    """``count`` positions from random games: random points, sometimes a pass."""
    return _random_positions(count, random.Random(seed), DEAGO_STARTS, DeagoState.new, 1, 0.1,
                             _deago_move)


# ---------------------------------------------------------------------------- Tanbo


def _roots_of(expl: Explanation, code: str) -> set[tuple[str, tuple[int, ...]]]:
    return {(str(r.data.get("colour", NAMES[expl.mover])), r.points("stones"))
            for r in expl.all(code)}


def tanbo_problems(state: TanboState, ref: RefState, point: int, expl: Explanation) -> list[str]:
    """How ``expl`` (of ``point`` in ``state``, ``ref`` the same position) is wrong."""
    out: list[str] = []
    c = state.to_move
    legal = point in ref.legal_moves()
    if expl.legal != legal or state.is_legal(point) != legal:
        return [f"verdict {expl.legal}, reference {legal}, engine {state.is_legal(point)}"]
    if expl.mover != c or expl.move != point:
        out.append("wrong mover or move")
    for r in expl.reasons:
        if r.paragraph != expl_paragraph(r.code, "tanbo"):
            out.append(f"{r.code} names paragraph {r.paragraph}")
    own = [q for q in ref.neighbours(point) if ref.cells[q] == c]
    if not legal:
        if ref.winner:
            want = "game_over"
        elif ref.cells[point]:
            want = "occupied"
        else:
            want = "touches_none" if not own else "touches_several"
        if expl.codes != (want,):
            return [*out, f"illegal because {expl.codes}, reference says {want}"]
        reason = expl.reasons[0]
        why = state.why_illegal(point) or ""
        engine = {"game_over": "over", "occupied": "occupied", "touches_none": "not adjacent",
                  "touches_several": "must be exactly one"}[want]
        if engine not in why:
            out.append(f"engine says {why!r} for {want}")
        if want == "touches_several":
            roots = {g.stones for g in ref.roots() if set(g.stones) & set(own)}
            if reason.points("stones") != tuple(sorted(own)) or reason.number("roots") != len(
                roots
            ):
                out.append(f"touches_several names {reason.data}, reference {own}")
        if want == "occupied" and reason.data["stone"] != NAMES[ref.cells[point]]:
            out.append("occupied by the wrong colour")
        if want == "game_over" and reason.data["winner"] != NAMES[ref.winner]:
            out.append("game over with the wrong winner")
        return out
    grows = expl.first("grows_root")
    (touched,) = own
    root = next(g.stones for g in ref.roots() if touched in g.stones)
    if grows is None or grows.points("stone") != (touched,) or grows.points("root") != root:
        out.append(f"grows_root {grows and grows.data}, reference {touched} of {root}")
    played = ref.play(point)
    want_removed = {(NAMES[g.colour], g.stones, g.current) for g in played.removed}
    engine_removed = {(NAMES[g.colour], g.stones, g.current) for g in state.preview(point)}
    got_removed = {(n, s, True) for n, s in _roots_of(expl, "bounds_own_root")} | {
        (n, s, False) for n, s in _roots_of(expl, "removes_root")
    }
    if not (got_removed == want_removed == engine_removed):
        out.append(f"removes {got_removed}, reference {want_removed}, engine {engine_removed}")
    cells = list(ref.cells)
    cells[point] = c
    placed = RefState(ref.width, ref.height, tuple(cells), c)
    want_bounded = {(NAMES[g.colour], g.stones) for g in placed.bounded_roots()}
    got_bounded = (
        _roots_of(expl, "bounds_own_root")
        | _roots_of(expl, "bounded_kept")
        | _roots_of(expl, "removes_root")
    )
    if got_bounded != want_bounded:
        out.append(f"bounds {got_bounded}, reference {want_bounded}")
    if (expl.first("removes_nothing") is None) != bool(want_removed):
        out.append("removes_nothing is wrong")
    winner = played.state.winner
    if expl.winner != winner:
        out.append(f"result {expl.winner}, reference {winner}")
    results = {r.code for r in expl.reasons} & {"wins", "loses", "wins_no_moves"}
    after = played.state
    if winner == c:
        want_result = {"wins"} if after.stone_count(3 - c) == 0 else {"wins_no_moves"}
    else:
        want_result = {"loses"} if winner else set()
    if results != want_result:
        out.append(f"result reasons {results}, reference {want_result}")
    return out


def expl_paragraph(code: str, game: str) -> str:
    """The paragraph the game's assistant maps ``code`` to."""
    from tanbo.games import GAMES

    return GAMES[game].assistant.codes[code]


# ---------------------------------------------------------------------------- DEAGO


def deago_problems(state: DeagoState, ref: RefDeago, move: int, expl: Explanation) -> list[str]:
    """How ``expl`` (of ``move`` in ``state``, ``ref`` the same position) is wrong."""
    out: list[str] = []
    c = state.to_move
    legal = move in ref.legal_moves()
    if expl.legal != legal or state.is_legal(move) != legal:
        return [f"verdict {expl.legal}, reference {legal}, engine {state.is_legal(move)}"]
    for r in expl.reasons:
        if r.paragraph != expl_paragraph(r.code, "deago"):
            out.append(f"{r.code} names paragraph {r.paragraph}")
    if not legal:
        want = ("game_drawn",) if ref.winner == 3 else ("game_over",) if ref.winner else (
            "occupied",)
        if expl.codes != want:
            return [*out, f"illegal because {expl.codes}, reference says {want}"]
        if want == ("occupied",) and expl.reasons[0].data["stone"] != NAMES[ref.cell(move)]:
            out.append("occupied by the wrong stone")
        return out
    after = ref.copy()
    effect = after.play(move)
    engine = state.preview(move)
    if after.winner != expl.winner or engine.winner != expl.winner:
        out.append(f"result {expl.winner}, reference {after.winner}, engine {engine.winner}")
    if move == -1:
        want = ("pass_draws",) if after.winner == 3 else ("pass_turn",)
        if expl.codes != want:
            out.append(f"pass says {expl.codes}, reference {want}")
        return out
    converted = tuple(sorted(q for r in expl.all("converts") for q in r.points("neutral")))
    if not (converted == effect.converted == engine.converted):
        out.append(f"converts {converted}, reference {effect.converted}")
    pairs = [*expl.all("captures"), *expl.all("captures_through_conversion")]
    captured = tuple(sorted({q for r in pairs for q in r.points("pair")}))
    if not (captured == effect.captured == engine.captured):
        out.append(f"captures {captured}, reference {effect.captured}")
    for r in pairs:
        # the pair lies between its source (the new stone or a converted one) and flank
        source = r.points("through")[0] if r.code != "captures" else move
        if r.code != "captures" and source not in converted:
            out.append(f"{r.code} through a stone not converted")
        (flank,) = r.points("flank")
        a, b = r.points("pair")
        line = sorted((source, a, b, flank))
        if after.cell(flank) != c or not _collinear(ref.width, line):
            out.append(f"{r.code} {r.data} is not a flanked pair")
    total = expl.first("capture_total")
    if (total is None) != (not captured) or (
        total is not None and total.number("total") != after.captured_by[c]
    ):
        out.append(f"capture_total {total and total.data}, reference {after.captured_by[c]}")
    lines = {r.points("line") for r in expl.all("five")}
    if lines != set(after.five_lines(c)):
        out.append(f"fives {lines}, reference {after.five_lines(c)}")
    if engine.line and engine.line not in lines:
        out.append("the engine's line is not among the fives")
    wins = {r.code for r in expl.reasons} & {"wins_five", "wins_captures"}
    want_wins = set()
    if after.winner == c:
        want_wins = {"wins_five"} if after.end_reason == "five" else {"wins_captures"}
    if wins != want_wins:
        out.append(f"wins {wins}, reference {want_wins}")
    return out


def _collinear(width: int, points: list[int]) -> bool:
    """Four points in a row, evenly spaced one step apart (any of the 8 directions)."""
    rows = [p // width for p in points]
    cols = [p % width for p in points]
    dr, dc = rows[1] - rows[0], cols[1] - cols[0]
    if max(abs(dr), abs(dc)) != 1:
        return False
    return all(
        rows[k + 1] - rows[k] == dr and cols[k + 1] - cols[k] == dc for k in range(3)
    )
