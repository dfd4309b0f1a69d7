"""DEAGO's tactical suite: positions, and the brute-force solver that proves their answers.

Each :class:`Tactic` is a position (built from a list of stones, see :func:`build`)
with a category and the set of correct answers. The answers are *not* taken from
the AI: :func:`solve` works them out by trying every legal move (and every reply,
and every move after it) with the rules engine's checked ``push``/``pop``; the
test checks that the stored answers are exactly the solver's. Categories:

* ``win1``: the side to move wins at once (a five, conversions counted, or the
  20th captured stone). Answers: every winning move.
* ``win3``: no win at once, but a move after which every reply (pass included)
  leaves a win at once. Answers: every such move.
* ``defend``: the opponent threatens a win. Answers: every move after which
  the opponent has neither a win at once nor a win in three (the block, the
  capture that breaks the line, never a block that leaves a pair to be taken).

Positions are mirrored and transposed (:func:`variants`) so that lines run both
horizontally and vertically and the fives that need a conversion appear on
both sides.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from tanbo.games.deago.state import BLACK, PASS, WHITE, DeagoState

__all__ = ["Tactic", "build", "solve", "wins_now", "variants", "TEMPLATES", "TACTICS"]


@dataclass(frozen=True)
class Tactic:
    """One suite position: a name, a category, DFEN and the correct answers (point names)."""

    name: str
    category: str
    dfen: str
    answers: frozenset[str]


def build(
    size: int,
    black: str = "",
    white: str = "",
    neutral: str = "",
    to_move: str = "b",
    caps: tuple[int, int] = (0, 0),
) -> str:
    """DFEN of a ``size`` x ``size`` board with the stones named (space-separated points)."""
    state = DeagoState.new(size, size, "0")
    cells = [0] * (size * size)
    for text, value in ((black, 1), (white, 2), (neutral, 3)):
        for name in text.split():
            point = state.parse_move(name)
            assert cells[point] == 0, f"{name} given twice"
            cells[point] = value
    rows = []
    for r in range(size):  # point rows run from the top rank
        row, run = "", 0
        for col in range(size):
            v = cells[r * size + col]
            if v == 0:
                run += 1
                continue
            if run:
                row += str(run)
                run = 0
            row += "BWN"[v - 1]
        if run:
            row += str(run)
        rows.append(row)
    return f"{'/'.join(rows)} {to_move} {caps[0]} {caps[1]} 0"


def wins_now(state: DeagoState) -> list[int]:
    """Every move of the side to move that wins at once (tried one by one)."""
    c = state.to_move
    out = []
    for move in state.legal_moves():
        state.push(move)
        if state.winner == c:
            out.append(move)
        state.pop()
    return out


def _wins_in_three(state: DeagoState, move: int) -> bool:
    """True if ``move`` wins at once, or every reply leaves the mover a win at once."""
    c = state.to_move
    state.push(move)
    try:
        if state.winner:
            return state.winner == c
        for reply in state.legal_moves():
            state.push(reply)
            try:
                if state.winner:
                    return False  # the reply won (or drew)
                if not _has_win(state):
                    return False
            finally:
                state.pop()
        return True
    finally:
        state.pop()


def _has_win(state: DeagoState) -> bool:
    """True if the side to move wins at once, by the rules engine's exhaustive queries
    (every empty point: a five there, or captures reaching 20)."""
    c = state.to_move
    if state.five_threats(c):
        return True
    need = 20 - state.captured(c)
    return need <= 4 and any(len(v) >= need for v in state.capture_threats(c).values())


def _threatens(state: DeagoState) -> bool:
    """True if the side to move has a move after which it has a win at once (pass aside)."""
    c = state.to_move
    for move in state.legal_moves():
        if move == PASS:
            continue
        state.push(move)
        try:
            if state.winner == c:
                return True
            state.push(PASS)
            found = _has_win(state)
            state.pop()
            if found:
                return True
        finally:
            state.pop()
    return False


def _win_in_three_exists(state: DeagoState) -> bool:
    """True if the side to move wins at once or in three (brute force)."""
    if _has_win(state):
        return True
    c = state.to_move
    for move in state.legal_moves():
        if move == PASS:
            continue
        state.push(move)
        if state.winner:
            state.pop()
            continue
        state.push(PASS)  # a win in three needs a threat after the move
        threat = _has_win(state)
        state.pop()
        state.pop()
        if threat and _wins_in_three(state, move):
            return True
        del threat
    del c
    return False


def solve(category: str, dfen: str) -> frozenset[str]:
    """The correct answers of a position of ``category`` (point names), by brute force."""
    state = DeagoState.from_dfen(dfen)
    if category == "win1":
        return frozenset(state.move_text(m) for m in wins_now(state))
    if category == "win3":
        out = []
        for move in state.legal_moves():
            if move != PASS and _wins_in_three(state, move):
                out.append(move)
        return frozenset(state.move_text(m) for m in out)
    if category == "defend":
        out = []
        for move in state.legal_moves():
            state.push(move)
            try:
                if state.winner == 3 - state.to_move:
                    ok = True  # the move itself wins
                elif state.winner:
                    ok = False
                else:
                    ok = not _has_win(state) and not _win_in_three_exists(state)
            finally:
                state.pop()
            if ok:
                out.append(move)
        return frozenset(state.move_text(m) for m in out)
    raise ValueError(f"unknown category {category!r}")


def _map_point(name: str, size: int, transpose: bool, mirror: bool) -> str:
    col = ord(name[0]) - ord("a")
    row = int(name[1:]) - 1
    if transpose:
        col, row = row, col
    if mirror:
        col = size - 1 - col
    return f"{chr(ord('a') + col)}{row + 1}"


def variants(
    name: str, category: str, size: int, stones: dict[str, str], to_move: str = "b",
    caps: tuple[int, int] = (0, 0), kinds: str = "om",
) -> Iterator[tuple[str, str, str]]:
    """``(name, category, dfen)`` of a template as given (``o``), transposed (``t``),
    mirrored (``m``) and both (``b``), for each letter in ``kinds``."""
    for kind in kinds:
        transpose = kind in "tb"
        mirror = kind in "mb"
        mapped = {
            k: " ".join(_map_point(p, size, transpose, mirror) for p in v.split())
            for k, v in stones.items()
        }
        dfen = build(size, mapped.get("black", ""), mapped.get("white", ""),
                     mapped.get("neutral", ""), to_move, caps)
        yield f"{name}/{kind}", category, dfen


TEMPLATES: list[tuple[str, str, int, dict[str, str], str, tuple[int, int], str]] = [
    # ---- wins at once
    ("open-four", "win1", 13, {"black": "e5 f5 g5 h5", "white": "e6 f6 g6 k10"}, "b", (0, 0),
     "otm"),
    ("broken-four", "win1", 13, {"black": "e5 f5 h5 i5", "white": "e6 f7 h6 k10"}, "b", (0, 0),
     "otm"),
    ("four-by-conversion", "win1", 13,
     {"black": "e5 f5 g5", "neutral": "h5", "white": "d5 f6 g6"}, "b", (0, 0), "otmb"),
    ("two-conversions", "win1", 15,
     {"black": "f8 j8", "neutral": "g8 i8", "white": "f9 j9 h10"}, "b", (0, 0), "ot"),
    ("twentieth-stone", "win1", 13,
     {"black": "f5 b2", "white": "g5 h5 b3 c9"}, "b", (18, 4), "ot"),
    ("diagonal-capture-wins", "win1", 13,
     {"black": "e5 k2", "white": "f6 g7 k3 b12"}, "b", (18, 6), "om"),
    ("white-four-by-conversion", "win1", 15,
     {"white": "e5 f5 g5", "neutral": "h5", "black": "d5 j9 k10 e6"}, "w", (0, 0), "otm"),
    ("two-pairs-at-once", "win1", 13,
     {"black": "e5 h8 k11", "white": "f5 g5 h6 h7 b2"}, "b", (16, 0), "otm"),
    ("six-in-a-row", "win1", 13, {"black": "e5 f5 g5 i5 j5", "white": "e6 g6 i6 k11"}, "b",
     (0, 0), "ot"),
    ("diagonal-is-no-five", "win1", 13,
     {"black": "e5 f6 g7 h8 b2 c2 d2 e2", "white": "b3 c4 d3 i9 l12"}, "b", (0, 0), "om"),
    # ---- wins in three
    ("open-three", "win3", 13, {"black": "f5 g5 h5", "white": "f8 g9 k11"}, "b", (0, 0), "ot"),
    ("conversion-double-four", "win3", 13,
     {"black": "h10 i10", "neutral": "g10 j10 d10 g7 j7", "white": "h7 f7"}, "b", (0, 0), "ot"),
    ("four-four-cross", "win3", 13,
     {"black": "e5 f5 g5 h6 h7 h8", "white": "d5 h9 b2 l12 c11"}, "b", (0, 0), "otmb"),
    ("four-and-capture-threat", "win3", 13,
     {"black": "e5 f5 g5 l12", "white": "d5 h4 h3 a12 b12"}, "b", (18, 2), "otm"),
    ("double-capture-threat", "win3", 13,
     {"black": "h5 e8 k11", "white": "f5 g5 e6 e7 b2"}, "b", (18, 0), "om"),
    ("capture-opens-double", "win3", 15,
     {"black": "e5 f5 g5 h5 i4 i8 i9 i10", "white": "d5 i5 i6 i11 a1 o15"}, "b", (0, 4),
     "ot"),
    # ---- forced defences
    ("block-the-four", "defend", 13,
     {"white": "e5 f5 g5 h5", "black": "d5 e7 k10"}, "b", (0, 0), "otmb"),
    ("block-or-capture", "defend", 13,
     {"white": "e5 f5 g5 h5 f6 a13", "black": "d5 f7 k10 k11"}, "b", (0, 0), "otm"),
    ("block-the-conversion", "defend", 13,
     {"white": "e5 f5 g5", "neutral": "h5", "black": "d5 e7 k10"}, "b", (0, 0), "otm"),
    ("capture-that-leaves-a-pair", "defend", 13,
     {"black": "f5 g5 e7 e3 k10", "white": "e5 e6 e2 b12 c12"}, "b", (4, 18), "otmb"),
    ("capture-race-defence", "defend", 13,
     {"black": "f5 g5 k10 k11", "white": "e5 b12 c12"}, "b", (4, 18), "otm"),
    ("stop-the-conversion-four", "defend", 13,
     {"black": "h10 i10", "neutral": "g10 j10 d10 g7 j7", "white": "h7"}, "w", (0, 0), "o"),
    ("stop-the-open-three", "defend", 13,
     {"white": "f5 g5 h5 c12", "black": "f8 k11 l2"}, "b", (0, 0), "o"),
]
"""``(name, category, size, stones, side to move, (black's, white's captured), variants)``."""


def _expand() -> list[tuple[str, str, str]]:
    out = []
    for name, category, size, stones, to_move, caps, kinds in TEMPLATES:
        out.extend(variants(name, category, size, stones, to_move, caps, kinds or "o"))
    return out


POSITIONS = _expand()
"""Every ``(name, category, dfen)`` of the suite."""

ANSWERS: dict[str, frozenset[str]] = {
    "open-four/o": frozenset({"d5", "i5"}),
    "open-four/t": frozenset({"e4", "e9"}),
    "open-four/m": frozenset({"e5", "j5"}),
    "broken-four/o": frozenset({"g5"}),
    "broken-four/t": frozenset({"e7"}),
    "broken-four/m": frozenset({"g5"}),
    "four-by-conversion/o": frozenset({"i5"}),
    "four-by-conversion/t": frozenset({"e9"}),
    "four-by-conversion/m": frozenset({"e5"}),
    "four-by-conversion/b": frozenset({"i9"}),
    "two-conversions/o": frozenset({"h8"}),
    "two-conversions/t": frozenset({"h8"}),
    "twentieth-stone/o": frozenset({"i5"}),
    "twentieth-stone/t": frozenset({"e9"}),
    "diagonal-capture-wins/o": frozenset({"h8"}),
    "diagonal-capture-wins/m": frozenset({"f8"}),
    "white-four-by-conversion/o": frozenset({"i5"}),
    "white-four-by-conversion/t": frozenset({"e9"}),
    "white-four-by-conversion/m": frozenset({"g5"}),
    "two-pairs-at-once/o": frozenset({"h5"}),
    "two-pairs-at-once/t": frozenset({"e8"}),
    "two-pairs-at-once/m": frozenset({"f5"}),
    "six-in-a-row/o": frozenset({"h5"}),
    "six-in-a-row/t": frozenset({"e8"}),
    "diagonal-is-no-five/o": frozenset({"a2", "f2"}),
    "diagonal-is-no-five/m": frozenset({"h2", "m2"}),
    "open-three/o": frozenset({"e5", "i5"}),
    "open-three/t": frozenset({"e5", "e9"}),
    "conversion-double-four/o": frozenset({"f10", "k10"}),
    "conversion-double-four/t": frozenset({"j11", "j6"}),
    "four-four-cross/o": frozenset({"h5"}),
    "four-four-cross/t": frozenset({"e8"}),
    "four-four-cross/m": frozenset({"f5"}),
    "four-four-cross/b": frozenset({"i8"}),
    "four-and-capture-threat/o": frozenset({"h5"}),
    "four-and-capture-threat/t": frozenset({"e8"}),
    "four-and-capture-threat/m": frozenset({"f5"}),
    "double-capture-threat/o": frozenset({"d7", "e5", "g4"}),
    "double-capture-threat/m": frozenset({"g4", "i5", "j7"}),
    "capture-opens-double/o": frozenset({"i7"}),
    "capture-opens-double/t": frozenset({"g9"}),
    "block-the-four/o": frozenset({"i5"}),
    "block-the-four/t": frozenset({"e9"}),
    "block-the-four/m": frozenset({"e5"}),
    "block-the-four/b": frozenset({"i9"}),
    "block-or-capture/o": frozenset({"f4", "i5"}),
    "block-or-capture/t": frozenset({"d6", "e9"}),
    "block-or-capture/m": frozenset({"e5", "h4"}),
    "block-the-conversion/o": frozenset({"i5"}),
    "block-the-conversion/t": frozenset({"e9"}),
    "block-the-conversion/m": frozenset({"e5"}),
    "capture-that-leaves-a-pair/o": frozenset({"h5"}),
    "capture-that-leaves-a-pair/t": frozenset({"e8"}),
    "capture-that-leaves-a-pair/m": frozenset({"f5"}),
    "capture-that-leaves-a-pair/b": frozenset({"i8"}),
    "capture-race-defence/o": frozenset({"h5"}),
    "capture-race-defence/t": frozenset({"e8"}),
    "capture-race-defence/m": frozenset({"f5"}),
    "stop-the-conversion-four/o": frozenset({"f10", "k10"}),
    "stop-the-open-three/o": frozenset({"e5", "i5"}),
}
"""The correct answers of each position (filled in from the solver's output; checked by tests)."""

TACTICS = [Tactic(n, c, d, ANSWERS.get(n, frozenset())) for n, c, d in POSITIONS]
"""The suite."""

LOST_AS_WHITE = [
    Tactic(
        "pattern-301-g28-ply29", "defend",
        "19/19/18W/1W1NB4N5N3/19/19/19/15W3/15B3/3N5N4WB3/15B3/13B1WB2/19/13W5/13BWWWBW/"
        "3N5N3BBNW2/13BB1B2/13BBBW2/19 w 2 0 0",
        frozenset({"m2", "n1"}),
    ),
    Tactic(
        "pattern-302-g16-ply91", "defend",
        "1W17/5WW1W10/5BB4B7/3N1W3N5N3/2BWWWB4B7/3B1WBBBBW8/3B1BW12/3B1W1WB10/1BBBW2BW1B8/"
        "2WNBBBBWN5N3/3WBBWBW10/2BBW1BBBBW8/1B2W1BW11/3BWB13/3W1B13/WBBBBW1BWN5N3/19/19/19 "
        "w 16 4 0",
        frozenset({"f7", "f8"}),
    ),
    Tactic(
        "pattern-302-g16-ply93", "defend",
        "1W17/5WW1W10/5BB4B7/3N1W3N5N3/2BWWWB4B7/3B1WBBBBW8/3B1BW12/3B1W1WB10/1BBBW2BW1B8/"
        "2WNBBBBWN5N3/3WBBWBW10/2BBWWBBBBW8/1B2WBBW11/3B1B13/5B13/WBBBBW1BWN5N3/19/19/19 "
        "w 18 4 0",
        frozenset({"e6"}),
    ),
]
"""Positions from games level 5 lost as White on 19x19 (issue 32): `pattern` as Black,
0.5 s of CPU a move each (``match --black level:5 --white pattern --time-scale 0.1
--clock cpu --openings 4 --seed S``, game G, White to move at ply P). Each is a forced
defence whose answers (the moves after which Black wins neither at once nor in three)
the solver proved; level 5 found them in the game and lost later, so they guard the
defence it has. Black has 16 and 18 captured stones in the last two: the race to 20."""

assert BLACK == 1 and WHITE == 2
