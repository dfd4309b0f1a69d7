"""Tanbo's rules assistant: why a point is legal or not, and what a move does, as reasons.

:func:`explain` answers for any position and point, :func:`what_happened` for the last
move pushed; both return a :class:`tanbo.explain.Explanation` whose reasons are the
codes of :data:`CODES`, each with the id of the Rules-screen paragraph (:data:`PARAGRAPHS`)
it comes from. The answers are read off the engine's own tables (the neighbour counts
and growth points of :class:`~tanbo.games.tanbo.state.TanboState`) and, after a move,
off its account of the move (``last_removed``); nothing is written for one position.
Every code cites its official rule (:mod:`.sources`).
``ASSISTANT`` is what :data:`tanbo.games.tanbo.SPEC` offers.

Reason codes and their data (points are tuples of point indices, colours tokens):

* ``game_over`` (win): ``winner``;
* ``occupied`` (placement): ``point``, ``stone`` (the colour there);
* ``touches_none`` (placement): ``colour``;
* ``touches_several`` (placement): ``stones`` (the mover's stones touching it),
  ``count``, ``roots`` (how many roots they belong to);
* ``grows_root`` (roots): ``stone`` (the one stone touched), ``root`` (its root's stones
  before the move), ``size``;
* ``bounds_own_root`` (self_removal): ``stones`` (the current root with the new stone),
  ``size``: the move bounds its current root, which alone is removed;
* ``bounded_kept`` (self_removal): ``colour``, ``stones``, ``size``: a root the move
  bounds too, which stays because the current root goes instead;
* ``removes_root`` (removal): ``colour``, ``stones``, ``size``: a bounded root removed;
* ``removes_nothing`` (bounded): no root is bounded after the move;
* ``wins`` (win): ``winner``, ``loser``: the move removes every enemy root;
* ``loses`` (win): ``winner``, ``loser``: the move removes the mover's own last root;
* ``wins_no_moves`` (win): ``winner``, ``loser``: the opponent is left with stones but
  no placement (only in a hand-built position; the engine's decision).
"""

from __future__ import annotations

from tanbo.errors import PointError
from tanbo.explain import Explanation, Reason, ReasonArg
from tanbo.game import GameState, RulesAssistant
from tanbo.games.tanbo.setups import BLACK, EMPTY, WHITE
from tanbo.games.tanbo.sources import SOURCES
from tanbo.games.tanbo.state import RemovedRoot, TanboState

__all__ = ["PARAGRAPHS", "CODES", "TEXTS", "ASSISTANT", "explain", "what_happened"]

PARAGRAPHS: tuple[str, ...] = (
    "board",
    "placement",
    "roots",
    "bounded",
    "self_removal",
    "removal",
    "win",
)
"""The Rules screen's paragraphs, in its order (``tanbo.ui.games.tanbo.strings.RULES_TEXT``)."""

CODES: dict[str, str] = {
    "game_over": "win",
    "occupied": "placement",
    "touches_none": "placement",
    "touches_several": "placement",
    "grows_root": "roots",
    "bounds_own_root": "self_removal",
    "bounded_kept": "self_removal",
    "removes_root": "removal",
    "removes_nothing": "bounded",
    "wins": "win",
    "loses": "win",
    "wins_no_moves": "win",
}
"""Every reason code and the paragraph it comes from."""

TEXTS: dict[str, str] = {
    "game_over": "the game is over: {winner} has won",
    "occupied": "{point} is occupied (a {stone} stone): a stone goes on an empty point",
    "touches_none": "it touches none of {colour}'s stones: a stone must touch exactly one",
    "touches_several": "it touches {count} of {colour}'s stones ({stones}; {roots} root(s)): "
    "a stone must touch exactly one",
    "grows_root": "it touches exactly one {colour} stone, {stone}: it grows that root "
    "(size {size}: {root})",
    "bounds_own_root": "it bounds the current root: that root is removed, and only it "
    "(size {size} with the new stone: {stones})",
    "bounded_kept": "it bounds a {colour} root too (size {size}: {stones}), but that root "
    "stays: only the current root is removed",
    "removes_root": "it removes a bounded {colour} root (size {size}: {stones})",
    "removes_nothing": "no root is bounded after it: nothing is removed",
    "wins": "{loser} has no stones left: {winner} wins",
    "loses": "it removes {loser}'s last root: {winner} wins",
    "wins_no_moves": "{loser} is left with no legal placement: {winner} wins",
}
"""The English text of each code (``{name}`` is an argument), for the command line."""

_NAMES = {BLACK: "black", WHITE: "white"}


def _reason(code: str, **args: ReasonArg) -> Reason:
    return Reason(code, CODES[code], tuple(args.items()))


def _root_reason(code: str, colour: int, stones: tuple[int, ...]) -> Reason:
    return _reason(code, colour=_NAMES[colour], stones=stones, size=len(stones))


def _tanbo(state: GameState) -> TanboState:
    if not isinstance(state, TanboState):
        raise TypeError(f"not a Tanbo position: {state.game_name}")
    return state


def _check_point(state: TanboState, point: int) -> None:
    state.is_legal(point)  # PointError for a point that is not an int
    if not 0 <= point < state.geometry.npoints:
        raise PointError(f"point {point} is off the board")


def explain(state: GameState, point: int) -> Explanation:
    """Whether the side to move may place on ``point``, why, and what the move would do.

    ``PointError`` if ``point`` is not an ``int`` or off the board; ``TypeError`` for a
    position of another game. The position is unchanged.
    """
    s = _tanbo(state)
    _check_point(s, point)
    c = s.to_move
    o = 3 - c
    name = s.point_name(point)

    def illegal(*reasons: Reason) -> Explanation:
        return Explanation("tanbo", point, name, c, False, reasons, s.winner)

    if s.winner:
        return illegal(_reason("game_over", winner=_NAMES[s.winner]))
    cells = s.cell_list
    if cells[point] != EMPTY:
        return illegal(_reason("occupied", point=(point,), stone=_NAMES[cells[point]]))
    nbrs = s.geometry.neighbours
    own = tuple(sorted(q for q in nbrs[point] if cells[q] == c))
    if not own:
        return illegal(_reason("touches_none", colour=_NAMES[c]))
    if len(own) > 1:
        roots = len({s.root_of(q) for q in own})
        return illegal(
            _reason("touches_several", colour=_NAMES[c], stones=own, count=len(own), roots=roots)
        )
    stone = own[0]
    current = s.root_of(stone)
    infos = {info.root_id: info for info in s.roots()}
    grown = infos[current].stones
    reasons = [
        _reason("grows_root", colour=_NAMES[c], stone=(stone,), root=grown, size=len(grown))
    ]
    # The growth points each root would have after the placement (before any removal):
    # the rules page's "growth point", counted from the engine's tables.
    delta = dict.fromkeys(infos, 0)
    delta[current] -= 1  # the point itself
    other = s.growth_owner(o, point)
    if other >= 0:
        delta[other] -= 1
    counts = s.neighbour_counts[c]
    for q in nbrs[point]:
        if cells[q] == EMPTY:
            if counts[q] == 0:
                delta[current] += 1  # a new growth point of the current root
            elif counts[q] == 1:
                delta[s.growth_owner(c, q)] -= 1  # now touched twice by colour c
    bounded = [r for r, info in infos.items() if len(info.growth_points) + delta[r] == 0]
    removed: list[tuple[int, tuple[int, ...]]]
    if current in bounded:
        with_new = tuple(sorted((*grown, point)))
        reasons.append(_reason("bounds_own_root", stones=with_new, size=len(with_new)))
        removed = [(c, with_new)]
        for r in sorted(bounded, key=lambda r: infos[r].stones):
            if r != current:
                reasons.append(_root_reason("bounded_kept", infos[r].colour, infos[r].stones))
    else:
        removed = [(infos[r].colour, infos[r].stones) for r in bounded]
        removed.sort(key=lambda cs: cs[1])
        for colour, stones in removed:
            reasons.append(_root_reason("removes_root", colour, stones))
        if not removed:
            reasons.append(_reason("removes_nothing"))
    after = s.copy()
    after.push(point)
    reasons.extend(_result(s, c, removed, after.winner))
    return Explanation("tanbo", point, name, c, True, tuple(reasons), after.winner)


def _result(
    s: TanboState, c: int, removed: list[tuple[int, tuple[int, ...]]], winner: int
) -> list[Reason]:
    """The result reasons: who wins after a move of ``c`` that removes ``removed``."""
    o = 3 - c
    left = {colour: s.root_count(colour) for colour in (BLACK, WHITE)}
    for colour, _ in removed:
        left[colour] -= 1
    if left[o] == 0:
        return [_reason("wins", winner=_NAMES[c], loser=_NAMES[o])]
    if left[c] == 0:
        return [_reason("loses", winner=_NAMES[o], loser=_NAMES[c])]
    if winner == c:
        return [_reason("wins_no_moves", winner=_NAMES[c], loser=_NAMES[o])]
    return []


def what_happened(state: GameState) -> Explanation | None:
    """What the last move pushed did, from the engine's account of it (``last_removed``).

    ``None`` when no move was pushed. Reports the root it grew, the roots it removed
    (self-removal or every bounded root) and the result; the roots a self-removal left
    bounded are not in the engine's account, so :func:`explain` before the move has them.
    """
    s = _tanbo(state)
    point = s.last_move
    if point is None:
        return None
    c = 3 - s.to_move
    removed: tuple[RemovedRoot, ...] = s.last_removed
    own_removed = next((r for r in removed if r.current), None)
    with_new = (
        own_removed.stones if own_removed is not None else s.root_stones(s.root_of(point))
    )
    grown = tuple(p for p in with_new if p != point)
    inside = set(with_new)
    stone = next(q for q in s.geometry.neighbours[point] if q in inside)
    reasons = [
        _reason("grows_root", colour=_NAMES[c], stone=(stone,), root=grown, size=len(grown))
    ]
    if own_removed is not None:
        reasons.append(_reason("bounds_own_root", stones=with_new, size=len(with_new)))
    else:
        for root in sorted(removed, key=lambda r: r.stones):
            reasons.append(_root_reason("removes_root", root.colour, root.stones))
        if not removed:
            reasons.append(_reason("removes_nothing"))
    o = 3 - c
    if s.winner == c:
        code = "wins" if s.root_count(o) == 0 else "wins_no_moves"
        reasons.append(_reason(code, winner=_NAMES[c], loser=_NAMES[o]))
    elif s.winner == o:
        reasons.append(_reason("loses", winner=_NAMES[o], loser=_NAMES[c]))
    return Explanation("tanbo", point, s.point_name(point), c, True, tuple(reasons), s.winner)


ASSISTANT = RulesAssistant(
    paragraphs=PARAGRAPHS,
    codes=CODES,
    texts=TEXTS,
    explain=explain,
    what_happened=what_happened,
    sources=SOURCES,
)
"""Tanbo's rules assistant (``SPEC.assistant``)."""
