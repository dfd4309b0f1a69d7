"""The sparring partners' own DEAGO tactics: immediate wins and the moves that stop them.

Written apart from level 5 (:mod:`tanbo.ai.games.deago`): it reads only the engine's
public fast view (:attr:`DeagoState.board`, ``stride``, ``capture_counts``) and plays
through its fast path (``snapshot`` / ``play_internal`` / ``restore``). Points here are
*internal* points of the padded board.

A **win point** of colour ``c`` is an empty point where a stone of ``c`` wins at once:
a horizontal or vertical five (also one through a neutral stone the move converts,
``X N X``), or the 20th captured stone. The **stoppers** of a set of win points are the
only moves that can take them away (:func:`stoppers`): a stone on a win point, a
capture (it may take a stone of the line, or a flank of the pair the attacker would
take), a conversion (a neutral the attacker's five would convert turns the
defender's), or the defender's own win. Any other move leaves every win point as it
was, which is what makes a search over fours sound.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import compress

from tanbo.games.deago.setups import CAPTURES_TO_WIN, LINE_TO_WIN
from tanbo.games.deago.state import EMPTY, NEUTRAL, DeagoState

__all__ = [
    "stones",
    "five_through",
    "wins_at",
    "win_points",
    "capture_points",
    "converting_points",
    "stoppers",
    "play",
    "neighbourhood",
]


def stones(cells: list[int], colour: int) -> list[int]:
    """The internal points holding ``colour``."""
    return list(compress(range(len(cells)), map(colour.__eq__, cells)))


def five_through(cells: list[int], stride: int, c: int, sources: Iterable[int]) -> bool:
    """True if a horizontal or vertical line of five or more stones of ``c`` runs through
    one of ``sources`` (a move's stone and the stones it converted), on a padded board
    (rows ``stride`` apart, every line ending in a cell not ``c``)."""
    for s in sources:
        for d in (1, stride):
            n = 1
            q = s + d
            while cells[q] == c:
                n += 1
                q += d
            q = s - d
            while cells[q] == c:
                n += 1
                q -= d
            if n >= LINE_TO_WIN:
                return True
    return False


def wins_at(state: DeagoState, e: int, c: int) -> bool:
    """True if a stone of ``c`` on empty internal point ``e`` wins at once (full rules).

    Conversions are put on the board while the lines are read and taken back.
    """
    cells = state.board
    st = state.stride
    orth = (1, -1, st, -st)
    converted = [e + d for d in orth if cells[e + d] == NEUTRAL and cells[e + d + d] == c]
    cells[e] = c
    for q in converted:
        cells[q] = c
    try:
        if five_through(cells, st, c, (e, *converted)):
            return True
        need = CAPTURES_TO_WIN - state.capture_counts[c]
        if need <= 16 * (1 + len(converted)):
            o = 3 - c
            taken: set[int] = set()
            for s in (e, *converted):
                for d in (1, -1, st, -st, st + 1, st - 1, 1 - st, -1 - st):
                    a = s + d
                    if cells[a] == o and cells[a + d] == o and cells[a + d + d] == c:
                        taken.add(a)
                        taken.add(a + d)
            if len(taken) >= need:
                return True
        return False
    finally:
        cells[e] = EMPTY
        for q in converted:
            cells[q] = NEUTRAL


def capture_points(state: DeagoState, c: int) -> dict[int, int]:
    """Empty points where ``c`` captures without a conversion, mapped to stones taken.

    (A capture made through a conversion is found by :func:`converting_points`.)
    """
    cells = state.board
    st = state.stride
    o = 3 - c
    out: dict[int, int] = {}
    for a in stones(cells, o):
        for d in (1, st, st + 1, st - 1):
            if cells[a + d] == o:
                lo, hi = cells[a - d], cells[a + d + d]
                if lo == c and hi == EMPTY:
                    e = a + d + d
                    out[e] = out.get(e, 0) + 2
                elif hi == c and lo == EMPTY:
                    e = a - d
                    out[e] = out.get(e, 0) + 2
    return out


def converting_points(state: DeagoState, c: int) -> set[int]:
    """Empty points where a stone of ``c`` would convert a neutral stone."""
    cells = state.board
    st = state.stride
    out: set[int] = set()
    for q in stones(cells, NEUTRAL):
        for d in (1, -1, st, -st):
            if cells[q + d] == c and cells[q - d] == EMPTY:
                out.add(q - d)
    return out


def win_points(state: DeagoState, c: int) -> set[int]:
    """Every empty point where ``c`` wins at once (five, five by conversion, 20 captures)."""
    cells = state.board
    st = state.stride
    out: set[int] = set()
    mine = stones(cells, c)
    for d in (1, st):
        acc: dict[int, int] = {}
        for s in mine:
            if cells[s - d] == c:
                continue  # not the start of a run
            n = 1
            q = s + d
            while cells[q] == c:
                n += 1
                q += d
            if cells[q] == EMPTY:
                acc[q] = acc.get(q, 0) + n
            if cells[s - d] == EMPTY:
                acc[s - d] = acc.get(s - d, 0) + n
        for e, n in acc.items():
            if n >= LINE_TO_WIN - 1:
                out.add(e)
    for e in converting_points(state, c):
        if e not in out and wins_at(state, e, c):
            out.add(e)
    need = CAPTURES_TO_WIN - state.capture_counts[c]
    if need <= 16:
        for e, k in capture_points(state, c).items():
            if k >= need:
                out.add(e)
    return out


def stoppers(state: DeagoState, defender: int, wins: set[int]) -> set[int]:
    """The defender's only moves that can take away the attacker's ``wins`` (see the module)."""
    out = set(wins)
    out.update(capture_points(state, defender))
    out.update(converting_points(state, defender))
    out.update(win_points(state, defender))
    return out


def play(state: DeagoState, i: int) -> None:
    """Play internal point ``i`` for the side to move (fast path; the caller restores)."""
    state.play_internal(i)


def neighbourhood(state: DeagoState, radius: int = 2) -> list[int]:
    """Empty points within ``radius`` (king steps) of any stone, ascending; the centre if none."""
    cells = state.board
    st = state.stride
    out: set[int] = set()
    span = range(-radius, radius + 1)
    offsets = [(dy * st + dx, dx) for dy in span for dx in span]
    size = len(cells)
    for i, v in enumerate(cells):
        if v in (1, 2, NEUTRAL):
            col = i % st
            for off, dx in offsets:
                j = i + off
                # the column test keeps a step from wrapping round to the next row
                if 0 <= j < size and cells[j] == EMPTY and 0 < col + dx < st:
                    out.add(j)
    if not out:
        empties = state.empty_internal
        if empties:
            mid = len(cells) // 2
            out.add(min(empties, key=lambda j: (abs(j - mid), j)))
    return sorted(out)
