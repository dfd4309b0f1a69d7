"""Tanbo's course: placing, roots, bounding White's root, self-removal, both bounded,
winning. Every goal reads the rules assistant's reason codes (``tanbo/games/tanbo/explain``:
``grows_root``, ``removes_root``, ``bounds_own_root``, ``bounded_kept``, ``wins``, ...).

The miss codes of legal moves: ``other_root`` (it grew another root than asked),
``removes_nothing``, ``bounds_own_root`` (the move removed its own root),
``loses_root`` (it took the last growth point of another of the mover's roots),
``not_both`` (it did not bound both roots), ``removes_root`` (a White root went, but
not the goal).
"""

from __future__ import annotations

from tanbo.lessons.model import ONLY, Account, Lesson, Step

__all__ = ["COURSE"]

_COLOURS = {1: "black", 2: "white"}


def _removed(a: Account, mine: bool) -> bool:
    """True when the move removes a root of the mover (``mine``) or of the opponent,
    other than by self-removal."""
    colour = _COLOURS[a.explanation.mover if mine else 3 - a.explanation.mover]
    return any(r.data.get("colour") == colour for r in a.explanation.all("removes_root"))


def _miss(a: Account) -> str:
    """How a legal move misses, in the order that tells the most."""
    codes = a.codes()
    if "bounds_own_root" in codes:
        return "bounds_own_root"
    if _removed(a, mine=True):
        return "loses_root"
    if _removed(a, mine=False):
        return "removes_root"
    return "removes_nothing"


def _any_growth(a: Account) -> str | None:
    return None


def _grow_big_root(a: Account) -> str | None:
    grown = a.explanation.first("grows_root")
    if grown is not None and grown.number("size") >= 2:
        return None
    return "other_root"


def _remove_white(a: Account) -> str | None:
    return None if _removed(a, mine=False) and "bounds_own_root" not in a.codes() else _miss(a)


def _keep_yours(a: Account) -> str | None:
    codes = a.codes()
    if "bounds_own_root" in codes or _removed(a, mine=True):
        return _miss(a)
    return None


def _both_bounded(a: Account) -> str | None:
    codes = a.codes()
    if "bounds_own_root" in codes and "bounded_kept" in codes:
        return None
    return "not_both" if "removes_nothing" in codes else _miss(a)


def _win(a: Account) -> str | None:
    return None if "wins" in a.codes() else _miss(a)


COURSE: tuple[Lesson, ...] = (
    Lesson("tanbo-place", "tanbo", "1W2W/5/1B1B1/5/3W1 b", "placement",
           (Step(_any_growth, "b2", wrong=("c3", "a1", "b3")),)),
    Lesson("tanbo-roots", "tanbo", "W3W/3B1/1B3/1B1W1/5 b", "roots",
           (Step(_grow_big_root, "a2", wrong=("d5", "a1")),)),
    Lesson("tanbo-bound", "tanbo", "4W/3B1/B4/5/WB3 b", "removal",
           (Step(_remove_white, "a2", wrong=("c1", "e5")),)),
    Lesson("tanbo-self", "tanbo", "4W/B4/5/2B2/BW1W1 b", "self_removal",
           (Step(_keep_yours, "c3", wrong=("a2", "b2")),)),
    Lesson("tanbo-both", "tanbo", "B3W/3B1/B1B1W/5/WB3 b", "self_removal",
           (Step(_both_bounded, "a2", wrong=("b5", "b2", "d5")),)),
    Lesson("tanbo-win", "tanbo", "4W/2BBB/B4/5/WB3 b", "win",
           (Step(_remove_white, "a2", wrong=("c5", "b5"), reply=ONLY),
            Step(_win, "c5", wrong=("a4", "b2")))),
)
"""Tanbo's lessons, in order."""
