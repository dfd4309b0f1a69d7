"""DEAGO board facts for the search: the bottom layer of the AI, on the engine's fast view.

Everything here reads the padded board of
:class:`~tanbo.games.deago.state.DeagoState` (its fast view: ``board``,
``stride``, ``to_internal`` / ``to_external``, ``capture_counts``; points are
*internal* points unless a docstring says *public*) and knows no tactics:

* the border value :data:`OFF` (the engine's own) and :data:`BORDER`, the same as a
  byte; :func:`directions`, :func:`neighbourhoods`;
* :func:`stones` of a colour; the rows and columns as one ``bytes``
  (:func:`orth_text`, :func:`orth_index`, :data:`LINE`), a line seen by a colour
  with the neutrals it could convert (:func:`convert_view`); the windows of five
  holding some stones of a colour (:func:`window_empties`);
* what one stone would do: :func:`converts`, :func:`captures`, and the pairs a colour
  can take or threaten (:func:`pair_points`);
* the rows, columns and diagonals as one ``bytes`` (:func:`lines_text`,
  :func:`text_layout`, :func:`line_spans`);
* a position's :class:`View`: those texts and what is read from them (stones, pairs,
  conversions, winning points), made once per position (:func:`view`), the child's
  from the parent's by :func:`play`, the parent's brought back by :func:`undo` (issue
  32: the board was read again as bytes at almost every node);
* playing and undoing through the engine's fast path (:func:`play`, :func:`undo`)
  and the 64-bit keys of the search's tables (:func:`position_key`, :func:`key`:
  Zobrist digests, :attr:`View.digest` kept along the search's path).

It imports nothing of the AI: every other module of :mod:`tanbo.ai.games.deago` is
built on it.
"""

from __future__ import annotations

import bisect
import functools
import random
import re
from collections.abc import Callable

from tanbo.games.deago.setups import BLACK, EMPTY, NEUTRAL, WHITE
from tanbo.games.deago.state import OFF, DeagoState, Snapshot, Undo

__all__ = [
    "OFF", "BORDER", "LINE", "Snapshot", "Undo", "directions", "neighbourhoods", "stones",
    "find_all", "orth_index", "line_spans", "orth_text", "convert_view", "window_empties",
    "run_length", "converts", "captures", "pair_points", "LineFacts", "Lines", "View", "view",
    "lines_text", "text_layout", "path_to_known", "play", "undo", "key",
    "digest", "mix", "mix2", "position_key",
]

BORDER = bytes([OFF])
"""A border cell as a byte (the board texts below are ``bytes`` of cell values)."""
LINE = re.compile(b"[^" + BORDER + b"]{5,}")
"""A run of five or more cells between border cells (neutrals are read per colour)."""


@functools.lru_cache(maxsize=8)
def directions(stride: int) -> tuple[int, ...]:
    """The eight directions on a padded board of row length ``stride`` (the engine's
    order: the four orthogonal ones first)."""
    return (1, -1, stride, -stride, stride + 1, stride - 1, -stride + 1, -stride - 1)


@functools.lru_cache(maxsize=8)
def _tables(width: int, height: int) -> tuple[tuple[frozenset[int], ...], ...]:
    stride = width + 2
    size = stride * (height + 2)
    orth: list[frozenset[int]] = []
    ring1: list[frozenset[int]] = []
    ring2: list[frozenset[int]] = []
    for i in range(size):
        row, col = divmod(i, stride)
        near: list[list[int]] = [[], [], []]
        for dy in range(-2, 3):
            for dx in range(-2, 3):
                r, k = row + dy, col + dx
                if (dy or dx) and 1 <= r <= height and 1 <= k <= width:
                    q = r * stride + k
                    near[2].append(q)
                    if max(abs(dy), abs(dx)) == 1:
                        near[1].append(q)
                        if not dy or not dx:
                            near[0].append(q)
        orth.append(frozenset(near[0]))
        ring1.append(frozenset(near[1]))
        ring2.append(frozenset(near[2]))
    return tuple(orth), tuple(ring1), tuple(ring2)


def neighbourhoods(state: DeagoState) -> tuple[tuple[frozenset[int], ...], ...]:
    """Per internal point of ``state``'s board: ``(orth, ring1, ring2)``, the on-board
    internal points at orthogonal distance 1, within Chebyshev distance 1, and within
    Chebyshev distance 2 (computed once per board size)."""
    g = state.geometry
    return _tables(g.width, g.height)


def stones(cells: list[int], kind: int) -> list[int]:
    """Internal points holding a stone of ``kind`` (BLACK, WHITE or NEUTRAL), ascending.

    Read as bytes, found by ``bytes.find``: several times faster than a Python loop over
    the board (the threat scans and the move scores call this at every node).
    """
    return find_all(bytes(cells), kind)


def find_all(board: bytes, kind: int) -> list[int]:
    """Offsets of every byte ``kind`` in ``board`` (the padded board as bytes), ascending."""
    mark = bytes([kind])
    out = []
    i = board.find(mark)
    while i >= 0:
        out.append(i)
        i = board.find(mark, i + 1)
    return out


@functools.lru_cache(maxsize=16)
def orth_index(stride: int, size: int) -> tuple[int, ...]:
    """Internal point of each byte of the orthogonal text (rows, then the columns)."""
    out = list(range(size))
    out.append(-1)
    for k in range(stride):
        if k:
            out.append(-1)
        out.extend(range(k, size, stride))
    return tuple(out)


@functools.lru_cache(maxsize=16)
def line_spans(stride: int, size: int) -> tuple[tuple[int, int], ...]:
    """(start, end) in the orthogonal text (:func:`orth_text`) of each row, then each
    column, of the board: the runs between border cells, in order (what splitting the
    text at the border gives, without the empty runs)."""
    rows = size // stride
    out = [(r * stride + 1, r * stride + stride - 1) for r in range(1, rows - 1)]
    for k in range(1, stride - 1):
        base = size + 1 + k * (rows + 1)
        out.append((base + 1, base + rows - 1))
    return tuple(out)


def orth_text(cells: list[int], stride: int) -> bytes:
    """The padded board's rows, then its columns, as one ``bytes`` (border cells between)."""
    rows = bytes(cells)
    return rows + BORDER + BORDER.join(rows[k::stride] for k in range(stride))


def convert_view(seg: bytes, c: int) -> bytes:
    """``seg`` with each neutral ``c`` could still convert (a ``c`` neighbour, the other
    ``c`` or empty) shown as ``c``, every other neutral as the border."""
    out = bytearray(seg)
    n = len(seg)
    for k, v in enumerate(seg):
        if v == NEUTRAL:
            a = seg[k - 1] if k else OFF
            b = seg[k + 1] if k + 1 < n else OFF
            ok = a in (c, EMPTY) and b in (c, EMPTY) and (a == c or b == c)
            out[k] = c if ok else OFF
    return bytes(out)


@functools.lru_cache(maxsize=8)
def _window_shapes(c: int, count: int) -> tuple[tuple[bytes, tuple[int, ...]], ...]:
    """Each five-cell window holding ``count`` stones of ``c`` and empty points otherwise,
    with the offsets of its empty points."""
    out = []
    for k in range(32):
        if bin(k).count("1") == count:
            shape = bytes(c if k >> j & 1 else EMPTY for j in range(5))
            out.append((shape, tuple(j for j in range(5) if shape[j] == EMPTY)))
    return tuple(out)


def window_empties(text: bytes, c: int, count: int) -> list[int]:
    """Offsets in ``text`` (the rows and columns, :func:`orth_text`) of the empty points
    of every five-cell window holding ``count`` stones of ``c`` and empty points
    otherwise (a point once per window it is in; overlapping windows all count).

    One ``bytes.find`` loop per window shape: a few microseconds on 19x19, where a
    regular expression trying every shape at every offset costs ten times more.
    """
    out: list[int] = []
    find = text.find
    for shape, empties in _window_shapes(c, count):
        pos = find(shape)
        while pos >= 0:
            out.extend(pos + j for j in empties)
            pos = find(shape, pos + 1)
    return out


def run_length(cells: list[int], i: int, c: int, step: int) -> int:
    """Stones of ``c`` in a row through ``i`` along ``step``, counting ``i`` itself.

    ``i`` may be empty (the length a stone of ``c`` there would make) or hold ``c``.
    """
    n = 1
    q = i + step
    while cells[q] == c:
        n += 1
        q += step
    q = i - step
    while cells[q] == c:
        n += 1
        q -= step
    return n


def converts(cells: list[int], i: int, c: int, stride: int) -> list[int]:
    """Neutral stones a stone of ``c`` on ``i`` would convert (``X N X``, orthogonal)."""
    out = []
    for d in (1, -1, stride, -stride):
        if cells[i + d] == NEUTRAL and cells[i + d + d] == c:
            out.append(i + d)
    return out


def captures(cells: list[int], i: int, c: int, stride: int, flanks: list[int]) -> int:
    """Opponent stones a stone of ``c`` on ``i`` would capture (flanked by ``i`` or
    ``flanks``, the neutrals it converts)."""
    o = 3 - c
    taken: set[int] = set()
    for s in (i, *flanks):
        for d in (1, -1, stride, -stride, stride + 1, stride - 1, -stride + 1, -stride - 1):
            a = s + d
            if cells[a] == o and cells[a + d] == o and cells[a + d + d] == c:
                taken.add(a)
                taken.add(a + d)
    return len(taken)


def pair_points(cells: list[int], stride: int, c: int) -> tuple[dict[int, int], list[int]]:
    """The other colour's pairs (any of 8 directions) as ``c`` meets them: (the empty
    points where a stone of ``c`` takes pairs now -> the stones it takes, 2 a pair; the
    empty ends of each pair with both ends empty, where ``c`` threatens it)."""
    return _pair_points(cells, stride, c, stones(cells, 3 - c))


def _pair_points(
    cells: list[int], stride: int, c: int, opponent: list[int]
) -> tuple[dict[int, int], list[int]]:
    o = 3 - c
    taken: dict[int, int] = {}
    open_ends: list[int] = []
    for s in opponent:
        for d in (1, stride, stride + 1, stride - 1):  # each pair (s, s + d) once
            if cells[s + d] != o:
                continue
            before, after = cells[s - d], cells[s + d + d]
            if before == c and after == EMPTY:
                taken[s + d + d] = taken.get(s + d + d, 0) + 2
            elif after == c and before == EMPTY:
                taken[s - d] = taken.get(s - d, 0) + 2
            elif before == EMPTY and after == EMPTY:
                open_ends += (s - d, s + d + d)
    return taken, open_ends


@functools.lru_cache(maxsize=8)
def text_layout(stride: int, size: int) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """The board's four line families as one text (:attr:`View.text`): the internal
    point of each of its bytes (``-1``: a border byte between lines), and the offsets of
    each internal point in it (one per family: row, column, diagonal, anti-diagonal)."""
    index = list(orth_index(stride, size))
    points = list(range(size))
    for part in [points[k :: stride + 1] for k in range(stride + 1)] + [
        points[k :: stride - 1] for k in range(stride - 1)
    ]:
        index.append(-1)
        index.extend(part)
    offsets: list[list[int]] = [[] for _ in range(size)]
    for k, p in enumerate(index):
        if p >= 0:
            offsets[p].append(k)
    return tuple(index), tuple(tuple(o) for o in offsets)


def lines_text(cells: list[int], stride: int) -> bytes:
    """The padded board's rows, columns, diagonals (step ``stride + 1``) and
    anti-diagonals (``stride - 1``) as one ``bytes``, border bytes between lines: the
    rows and columns are :func:`orth_text`. A slice of a diagonal that runs off one row
    goes through the border column, so no line joins the next."""
    rows = bytes(cells)
    return BORDER.join(
        [orth_text(cells, stride)]
        + [rows[k :: stride + 1] for k in range(stride + 1)]
        + [rows[k :: stride - 1] for k in range(stride - 1)]
    )


LineFacts = tuple[float, float, tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]
"""One row's or column's (Black's window values, White's; Black's four points, Black's
open-four points, White's four points, White's open), points as offsets in the line:
found by :func:`.shapes.line_facts`."""
Lines = tuple[list[LineFacts], tuple[float, ...]]
"""The :data:`LineFacts` of each row, then each column (:func:`line_spans` order), and
their sums: (Black's window values, White's; how many lines hold Black's four points,
Black's open-four points, White's four points, White's open): what a :class:`View`
keeps for :func:`.shapes.lines`."""


class View:
    """What the search reads of one position's cells, made once per position (:func:`view`).

    ``text``: the rows, columns and both diagonal families as one ``bytes``
    (:func:`lines_text`); ``orth``: its rows and columns (:func:`orth_text`); ``rows``:
    the padded board (``bytes(state.board)``). The rest is found when first asked for
    and kept: the stones of each kind (:meth:`stones`), the pairs either colour can take
    or threaten (:meth:`pairs`) and how many it can take (:meth:`takes`), the
    conversions it can make (:meth:`conversions`), the empty points near the stones
    (:meth:`near`), the winning points (:meth:`keep_wins`, found by :mod:`.wins`), the
    rows' and columns' facts (:attr:`lines`, found by :func:`.shapes.lines`). Those that
    take the live ``cells`` (the state's :attr:`board`) need it to hold this view's
    position: ask :func:`view` for the view at each use. (A ``bytes.find`` of a pattern
    holding empty points crawls through the empty board: the stones are fewer.)

    A view made by :func:`play` from its parent's changes only the cells the move
    changed (the stone, its conversions and captures; four bytes a cell) and the stone
    lists the parent knew: a microsecond where reading the board again costs tens. Its
    conversions, near points and line facts are made from the parent's (found first
    when not known, so that siblings share them) where the move allows.
    """

    __slots__ = (
        "text", "orth", "rows", "parent", "snap", "changes", "lines", "_offsets", "_stones",
        "_pairs", "_takes", "_conv", "_wins", "_digest", "kept_near",
    )

    def __init__(
        self, text: bytes, size: int, stride: int,
        offsets: tuple[tuple[int, ...], ...], changes: list[tuple[int, int]] | None = None,
    ) -> None:
        self.text = text
        self.orth = text[: 2 * size + stride]
        self.rows = text[:size]
        self._offsets = offsets  # of each cell in the text (text_layout)
        self.changes = changes
        """The cells the move that made this view changed, ``(point, value)``: its stone
        first, then its conversions and captures (``None`` for a view read from scratch)."""
        self.parent: View | None = None
        """The view of the position before the move that made this one (by :func:`play`)."""
        self.snap: Undo | None = None
        """What :func:`play` returned for that move (undoing it brings the parent back)."""
        self.lines: Lines | None = None
        """The facts of each row and column and their sums, once found (kept by
        :func:`.shapes.lines`, which makes a child's from its parent's and the lines the
        move changed)."""
        self._stones: list[list[int] | None] = [None, None, None, None]
        self._pairs: list[tuple[dict[int, int], list[int]] | None] = [None, None, None]
        self._takes: list[int] = [-1, -1, -1]
        self._conv: list[dict[int, int] | None] = [None, None, None]
        self._wins: list[tuple[int, list[int]] | None] = [None, None, None]
        self._digest: int | None = None
        self.kept_near: set[int] | None = None
        """:meth:`near`, once found."""

    @classmethod
    def of(cls, cells: list[int], stride: int) -> View:
        """The view of ``cells``, read from scratch."""
        size = len(cells)
        return cls(lines_text(cells, stride), size, stride, text_layout(stride, size)[1])

    def after(self, changes: list[tuple[int, int]], stride: int) -> View:
        """The view of the position after a move that set each ``(point, value)`` of
        ``changes`` (the move's stone first, then its conversions and captures)."""
        text = bytearray(self.text)
        offsets = self._offsets
        for q, v in changes:
            for k in offsets[q]:
                text[k] = v
        child = View(bytes(text), len(self.rows), stride, offsets, changes)
        child.parent = self
        return child

    @property
    def digest(self) -> int:
        """The 64-bit Zobrist digest of the cells (:func:`digest`): a view made by a move
        has its parent's with the changed cells' codes swapped, so a position's key costs
        a few XORs where hashing the board costs a microsecond."""
        found = self._digest
        if found is None:
            parent = self.parent
            changes = self.changes
            if parent is None or changes is None:
                found = digest(self.rows)
            else:
                codes = _zobrist(len(self.rows))
                before = parent.rows
                found = parent.digest
                for q, v in changes:
                    found ^= codes[4 * q + before[q]] ^ codes[4 * q + v]
            self._digest = found
        return found

    def known_stones(self, kind: int) -> list[int] | None:
        """:meth:`stones` if already found, else ``None``."""
        return self._stones[kind]

    def stones(self, kind: int) -> list[int]:
        """Internal points holding a stone of ``kind``, ascending (:func:`stones`; the
        list is shared: do not change it)."""
        found = self._stones[kind]
        if found is not None:
            return found
        before = None if self.parent is None else self.parent.known_stones(kind)
        changes = self.changes
        if before is not None and changes is not None:
            found = list(before)
            for q, v in changes:
                if v == kind:
                    bisect.insort(found, q)
                elif q in before:  # a capture, a conversion
                    found.remove(q)
        else:
            found = find_all(self.rows, kind)
        self._stones[kind] = found
        return found

    def wins(self, c: int, captured: int) -> list[int] | None:
        """The points where ``c`` wins at once with ``captured`` stones taken, if known."""
        found = self._wins[c]
        return found[1] if found is not None and found[0] == captured else None

    def known_wins(self, c: int) -> list[int] | None:
        """The points where ``c`` wins at once, if known for any captured count (the
        fives among them do not depend on it)."""
        found = self._wins[c]
        return None if found is None else found[1]

    def keep_wins(self, c: int, captured: int, points: list[int]) -> None:
        """Remember :meth:`wins` (``c``'s captured count ``captured``)."""
        self._wins[c] = (captured, points)

    def near(self, ring2: tuple[frozenset[int], ...]) -> set[int]:
        """The empty points within two of a black or white stone (``ring2``: the third
        of :func:`neighbourhoods`; shared: do not change it).

        A view :func:`play` made by a move that took no stone has its parent's, less the
        move's point, with the empty points around each cell the move filled (the
        stone, the neutrals it converted); the parent's found first when not known.
        After a capture the stones are read again (a taken stone's points may go).
        """
        v, chain = path_to_known(self, lambda u: u.kept_near is not None, _took_nothing)
        found = v.kept_near
        if found is None:
            near: set[int] = set()
            near.update(*[ring2[i] for i in v.stones(BLACK)])
            near.update(*[ring2[i] for i in v.stones(WHITE)])
            rows = v.rows
            found = v.kept_near = {i for i in near if rows[i] == EMPTY}
        for child in reversed(chain):
            found = set(found)
            rows = child.rows
            for q, _ in child.changes or ():
                found.discard(q)
                found.update([i for i in ring2[q] if rows[i] == EMPTY])
            child.kept_near = found
        return found

    def takes(self, c: int) -> int:
        """The pairs of the other colour ``c`` can take next move, each counted once per
        empty end it can be taken from (``c O O .`` or ``. O O c`` on a line of
        :attr:`text`; neither shape overlaps itself, so ``bytes.count`` finds every
        one). A stone takes at most this many pairs, conversions aside. (Counted
        afresh: two ``bytes.count`` over the text cost less than counting again around
        the cells a move changed.)"""
        found = self._takes[c]
        if found < 0:
            a, b = _TAKE[c]
            found = self._takes[c] = self.text.count(a) + self.text.count(b)
        return found

    def pairs(self, cells: list[int], stride: int, c: int) -> tuple[dict[int, int], list[int]]:
        """:func:`pair_points` of ``c`` (shared: do not change them)."""
        found = self._pairs[c]
        if found is None:
            found = self._pairs[c] = _pair_points(cells, stride, c, self.stones(3 - c))
        return found

    def conversions(self, stride: int, c: int) -> dict[int, int]:
        """The empty points where a stone of ``c`` converts neutrals -> how many (shared:
        do not change it), read from the view's own cells (:attr:`rows`): the parent's,
        when no cell the move changed was a neutral or is beside one (a conversion reads
        a neutral and its two neighbours on a line), the parent's found first if it is
        not known yet, so that its children share it."""
        found = self._conv[c]
        if found is not None:
            return found
        parent = self.parent
        changes = self.changes
        rows = self.rows
        if parent is not None and changes is not None:
            before = parent.rows
            for q, _ in changes:
                if before[q] == NEUTRAL or NEUTRAL in (
                    rows[q + 1], rows[q - 1], rows[q + stride], rows[q - stride]
                ):
                    break
            else:
                found = parent.conversions(stride, c)
        if found is None:
            found = {}
            for n in self.stones(NEUTRAL):
                for d in (1, -1, stride, -stride):
                    if rows[n - d] == c and rows[n + d] == EMPTY:
                        found[n + d] = found.get(n + d, 0) + 1
        self._conv[c] = found
        return found


def path_to_known(
    v: View, known: Callable[[View], bool], carries: Callable[[View], bool] | None = None
) -> tuple[View, list[View]]:
    """Where a value a view keeps, made from its parent's, must start: the nearest view
    up the parent links from ``v`` (``v`` itself included) that has it (``known``), was
    not made by :func:`play`, or was made by a move its parent's value does not carry
    over (``carries`` false), and the views below that one down to ``v``, nearest first
    (to be made in reverse order, each from its parent's)."""
    chain = []
    while not known(v) and v.parent is not None and v.changes is not None and (
        carries is None or carries(v)
    ):
        chain.append(v)
        v = v.parent
    return v, chain


def _took_nothing(v: View) -> bool:
    """The move that made ``v`` captured no stone (no changed cell became empty)."""
    return all(value != EMPTY for _, value in v.changes or ())


_TAKE = {
    BLACK: (bytes((BLACK, WHITE, WHITE, EMPTY)), bytes((EMPTY, WHITE, WHITE, BLACK))),
    WHITE: (bytes((WHITE, BLACK, BLACK, EMPTY)), bytes((EMPTY, BLACK, BLACK, WHITE))),
}
"""The two shapes of a pair ``c`` can take, as bytes of a line (:meth:`View.takes`)."""

_Entry = tuple[list[int], list[int], int, list[int], int, View]
_VIEWS: dict[int, _Entry] = {}
"""``id(state.board)`` -> (that list, the empty list, its length, the captured counts,
their sum, the view): see :func:`view`."""
VIEWS_LIMIT = 256
"""Views kept for states that left the search without undoing their moves (then all
are forgotten: a view is made again when asked for)."""


def _register(state: DeagoState, v: View) -> None:
    cells = state.board
    empty = state.empty_internal
    caps = state.capture_counts
    if len(_VIEWS) >= VIEWS_LIMIT:
        _VIEWS.clear()
    _VIEWS[id(cells)] = (cells, empty, len(empty), caps, caps[1] + caps[2], v)


def _current(state: DeagoState) -> View | None:
    e = _VIEWS.get(id(state.board))  # the entry holds the list: no other list has its id
    if e is not None:
        empty = state.empty_internal
        caps = state.capture_counts
        if e[1] is empty and e[2] == len(empty) and e[3] is caps and e[4] == caps[1] + caps[2]:
            return e[5]
    return None


def view(state: DeagoState) -> View:
    """The :class:`View` of ``state``'s position, kept for the next call.

    Kept by the identity of the state's live lists (board, empty points, captured
    counts), checked at each call: any move changes the number of empty points or the
    captured counts, and :meth:`~DeagoState.restore` and :meth:`~DeagoState.pop`
    replace the lists. :func:`undo` takes a move back in place (the lists stay), so it
    drops the kept view and brings back the parent's, the only position the state can
    be in then: a view never outlives its position. (A trial stone on the board, taken
    back before anything else reads the state, is not seen.) :func:`play` and
    :func:`undo` keep the view along the search's path without reading the board.
    """
    e = _VIEWS.get(id(state.board))  # as _current, inline (called at every turn)
    if e is not None:
        empty = state.empty_internal
        caps = state.capture_counts
        if e[1] is empty and e[2] == len(empty) and e[3] is caps and e[4] == caps[1] + caps[2]:
            return e[5]
    v = View.of(state.board, state.stride)
    _register(state, v)
    return v


def play(state: DeagoState, i: int) -> Undo:
    """Play the side to move on empty internal point ``i``; return what :func:`undo` needs.

    The engine's fast path (no check, no history, no copy of the board:
    :meth:`~DeagoState.play_undoable`): several times cheaper than ``push``. When the
    position has a :func:`view`, the new position's is made from it.
    """
    parent = _current(state)
    c = state.to_move
    snap = state.play_undoable(i)
    if parent is not None:
        changes = [(i, c)]
        converted, captured = snap[10], snap[11]
        if converted:
            changes += [(q, c) for q in converted]
        if captured:
            changes += [(q, EMPTY) for q in captured]
        child = parent.after(changes, state.stride)
        child.snap = snap
        _register(state, child)
    return snap


def undo(state: DeagoState, snap: Undo) -> None:
    """Take back the move :func:`play` made (and bring back the view it had); the
    position must be the one right after that move."""
    e = _VIEWS.pop(id(state.board), None)
    state.unplay(snap)
    if e is not None:
        v = e[5]
        if v.snap is snap and v.parent is not None:
            _register(state, v.parent)


@functools.lru_cache(maxsize=8)
def _zobrist(size: int) -> tuple[int, ...]:
    """A random 64-bit code for each (cell, value) of a padded board of ``size`` cells,
    at ``4 * cell + value`` (0 for an empty cell, so an empty board's digest is 0): the
    same in every process (a fixed seed; Python's ``random`` repeats its sequence)."""
    rng = random.Random(f"deago-zobrist-{size}")
    return tuple(0 if k % 4 == EMPTY else rng.getrandbits(64) for k in range(4 * size))


def _small_codes() -> tuple[int, ...]:
    rng = random.Random("deago-zobrist-small")
    return tuple(rng.getrandbits(64) for _ in range(8 * 256))


_SMALL = _small_codes()
"""A code for each of up to 8 small numbers (0..255) mixed into a key, at ``256 * j + n``."""


def digest(cells: bytes) -> int:
    """The Zobrist digest of a board (its cells as bytes): the XOR of each stone's code
    for its cell and kind (border cells, never changed, count nothing)."""
    codes = _zobrist(len(cells))
    out = 0
    for kind in (BLACK, WHITE, NEUTRAL):
        for q in find_all(cells, kind):
            out ^= codes[4 * q + kind]
    return out


def mix(code: int, *small: int) -> int:
    """A board's :func:`digest` ``code`` with a few small numbers (each 0..255) mixed in:
    the key of a search table."""
    for j, n in enumerate(small):
        code ^= _SMALL[256 * j + n]
    return code


def mix2(code: int, a: int, b: int) -> int:
    """``mix(code, a, b)``, without the loop (the win memo's key at every node)."""
    return code ^ _SMALL[a] ^ _SMALL[256 + b]


def key(cells: bytes, *small: int) -> int:
    """A 64-bit key of a board and a few small numbers (each 0..255), for tables.

    Not Python's ``hash()``: under WebAssembly (the browser) that is 32 bits, so tables
    of 100,000+ positions meet collisions (a wrong table entry, a wrong score), and it
    is salted per process, so searches would not repeat. Read from scratch; the search
    takes a position's :attr:`View.digest` instead (the same number, kept along the path).
    """
    return mix(digest(cells), *small)


def position_key(state: DeagoState, v: View | None = None) -> int:
    """A key of the position (board, captured counts, side to move) for tables (``v``:
    the position's view, if the caller holds it)."""
    caps = state.capture_counts
    # mix(digest, caps[1], caps[2], to_move), written out (called at every node).
    return (
        (v or view(state)).digest ^ _SMALL[caps[1]] ^ _SMALL[256 + caps[2]]
        ^ _SMALL[512 + state.to_move]
    )
