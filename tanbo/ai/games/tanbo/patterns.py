"""A learned move-pattern prior for Tanbo (issue 20): features, the model file, the prior.

Start at :func:`move_features` (what a move looks like to the model) and
:class:`PatternModel` (the learned strengths and the prior the search uses).

Each legal move is described by one value in each of a few *feature groups*
(Coulom 2007, "Computing Elo ratings of move patterns in the game of Go"):

* ``pat``: the 3x3 neighbourhood of the move, each of the 8 points empty, the
  mover's, the opponent's or off the board, made canonical under the 8
  symmetries of the square (colours are already relative to the mover);
* ``opp``: what the move does to the opponent root whose growth point it takes
  (none / removes their last root / removes a root / leaves it 1, 2, 3+ growth points);
* ``self``: the growth points the mover's current root keeps (0 = self-removal, 1, 2, 3+);
* ``delta``: the change in that root's growth points (-2 .. +3);
* ``other``: whether the move bounds (removes) another own root;
* ``rescue``: whether the current root had a single growth point and now has more;
* ``last`` / ``mine``: Manhattan distance to the opponent's last move and to the
  mover's own previous move (1 .. 5+, 0 = none);
* ``edge``: distance to the nearest edge (0 .. 3+).

A move's strength is the product of its features' gammas (a generalised
Bradley-Terry model); the chance it is the move played is its strength over
the sum of all legal moves' strengths. ``tools/train_patterns.py`` fits the
gammas by minorization-maximization on positions from self-play and writes
``patterns.json`` next to this module (pure JSON: read by plain Python, in the
browser too). :func:`load_model` reads it once; a missing or malformed file is
a :class:`PatternFileError` naming the file and what is wrong.
"""

from __future__ import annotations

import functools
import json
import math
from collections.abc import Mapping, Sequence
from pathlib import Path

from tanbo.games.tanbo.state import EMPTY, TanboState

__all__ = [
    "GROUPS",
    "MODEL_PATH",
    "PatternFileError",
    "PatternModel",
    "canonical_pattern",
    "load_model",
    "model_from_json",
    "move_features",
]

GROUPS: tuple[str, ...] = (
    "pat", "opp", "self", "delta", "other", "rescue", "last", "mine", "edge",
)
"""The feature groups, in the order :func:`move_features` returns their values."""

_SIZES: tuple[int, ...] = (4**8, 6, 4, 6, 2, 2, 6, 6, 4)
"""How many values each group has (the pattern: raw codes)."""

MODEL_PATH = Path(__file__).with_name("patterns.json")
"""The shipped model (written by ``tools/train_patterns.py``)."""

FORMAT = "tanbo-move-patterns-1"
"""The ``format`` field the model file must carry."""

# The 8 neighbours of a point in a fixed order: (row, column) offsets.
_OFFSETS: tuple[tuple[int, int], ...] = (
    (-1, -1), (-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1),
)


def _symmetries() -> tuple[tuple[int, ...], ...]:
    """For each of the 8 symmetries of the square, where each offset index goes."""
    index = {off: i for i, off in enumerate(_OFFSETS)}
    maps = []
    for swap in (False, True):
        for sr in (1, -1):
            for sc in (1, -1):
                perm = []
                for dr, dc in _OFFSETS:
                    r, c = (dc, dr) if swap else (dr, dc)
                    perm.append(index[(r * sr, c * sc)])
                maps.append(tuple(perm))
    return tuple(maps)


_SYMMETRIES = _symmetries()


def canonical_pattern(code: int) -> int:
    """The smallest code among the 8 symmetric images of a 3x3 pattern code.

    A code holds 2 bits per neighbour (in :data:`_OFFSETS` order): 0 empty,
    1 the mover's stone, 2 the opponent's, 3 off the board.
    """
    digits = [(code >> (2 * i)) & 3 for i in range(8)]
    best = code
    for perm in _SYMMETRIES:
        image = 0
        for i, d in enumerate(digits):
            image |= d << (2 * perm[i])
        best = min(best, image)
    return best


@functools.lru_cache(maxsize=16)
def _around(width: int, height: int) -> tuple[tuple[int, ...], ...]:
    """Per point, its 8 neighbours' indices in :data:`_OFFSETS` order (-1 off the board)."""
    out = []
    for p in range(width * height):
        r, c = divmod(p, width)
        row = []
        for dr, dc in _OFFSETS:
            rr, cc = r + dr, c + dc
            row.append(rr * width + cc if 0 <= rr < height and 0 <= cc < width else -1)
        out.append(tuple(row))
    return tuple(out)


@functools.lru_cache(maxsize=16)
def _coords(width: int, height: int) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """Per point: its row, its column, and its distance to the nearest edge (at most 3)."""
    rows = tuple(p // width for p in range(width * height))
    cols = tuple(p % width for p in range(width * height))
    edges = tuple(
        min(3, r, c, height - 1 - r, width - 1 - c) for r, c in zip(rows, cols, strict=True)
    )
    return rows, cols, edges


def _raw_pattern(cells: list[int], around: tuple[int, ...], c: int) -> int:
    """The (not canonical) 3x3 pattern code around a point for mover ``c``."""
    code = 0
    shift = 0
    for q in around:
        if q < 0:
            d = 3
        else:
            x = cells[q]
            d = 0 if x == EMPTY else (1 if x == c else 2)
        code |= d << shift
        shift += 2
    return code


def _distance(width: int, p: int, q: int) -> int:
    """Manhattan distance of two points, as a feature value 1..5 (5 = five or more)."""
    pr, pc = divmod(p, width)
    qr, qc = divmod(q, width)
    return min(5, abs(pr - qr) + abs(pc - qc))


def move_features(
    state: TanboState, p: int, recent: Sequence[int] = (), raw: bool = False
) -> tuple[int, ...]:
    """The feature values of legal move ``p`` for the side to move, one per :data:`GROUPS`.

    ``recent`` are the moves that led to ``state``, the last one last (only the
    last two matter: the opponent's last move and the mover's previous one).

    The pattern value is canonical unless ``raw`` (then it is the raw code, which
    :class:`PatternModel` maps through its own table: faster). Reads the engine's
    fast view (the same facts as the public queries; see
    :class:`~tanbo.games.tanbo.state.TanboState`) and never changes the state.
    """
    c = state.to_move
    o = 3 - c
    cells = state.cell_list
    own_c = state.growth_owners[c]
    cnt_c = state.neighbour_counts[c]
    growth = state.growth_counts
    geometry = state.geometry
    nbrs = geometry.neighbours
    width, height = geometry.width, geometry.height
    root = own_c[p]
    before = growth[root]
    g = before - 1
    lost: dict[int, int] = {}
    for q in nbrs[p]:
        if cells[q] != EMPTY:
            continue
        x = own_c[q]
        if x == root:
            g -= 1
        elif x >= 0:
            lost[x] = lost.get(x, 0) + 1
        elif cnt_c[q] == 0:
            g += 1
    other = 1 if any(growth[x] <= k for x, k in lost.items()) else 0
    if g <= 0:
        self_f = 0
        other = 0  # only the current root goes (rules, case 1)
    else:
        self_f = min(g, 3)
    y = state.growth_owners[o][p]
    if y < 0:
        opp = 0
    else:
        left = growth[y] - 1
        last_root = state.root_counts[o] == 1 and g > 0
        opp = (1 if last_root else 2) if left == 0 else 2 + min(left, 3)
    delta = max(-2, min(3, g - before)) + 2
    rescue = 1 if before == 1 and g >= 2 else 0
    last = _distance(width, p, recent[-1]) if recent else 0
    mine = _distance(width, p, recent[-2]) if len(recent) >= 2 else 0
    r, col = divmod(p, width)
    edge = min(3, r, col, height - 1 - r, width - 1 - col)
    code = _raw_pattern(cells, _around(width, height)[p], c)
    pat = code if raw else canonical_pattern(code)
    return (pat, opp, self_f, delta, other, rescue, last, mine, edge)


class PatternFileError(ValueError):
    """The pattern model file is missing or malformed (the message says which and why)."""


class PatternModel:
    """Learned gammas per feature group and the prior the search reads from them."""

    def __init__(
        self, gammas: Mapping[str, Mapping[int, float]], scale: float = 0.25,
        low: float = 0.05, high: float = 0.95,
    ) -> None:
        """``gammas[group][value]``; unseen values count 1.0. ``scale`` etc.: :meth:`priors`."""
        self.gammas = {name: dict(gammas.get(name, {})) for name in GROUPS}
        self.scale = scale
        self.low = low
        self.high = high
        # Every raw pattern code of a canonical one, so play never canonicalises.
        raw: dict[int, float] = {}
        for code, gamma in self.gammas["pat"].items():
            digits = [(code >> (2 * i)) & 3 for i in range(8)]
            for perm in _SYMMETRIES:
                image = 0
                for i, d in enumerate(digits):
                    image |= d << (2 * perm[i])
                raw[image] = gamma
        self._raw = raw
        self._tables = [self.gammas[name] for name in GROUPS[1:]]
        self._lists = tuple(
            [table.get(v, 1.0) for v in range(size)]
            for table, size in zip(self._tables, _SIZES[1:], strict=True)
        )

    def strength(self, features: Sequence[int], raw: bool = False) -> float:
        """The product of the features' gammas (``raw``: the pattern value is a raw code)."""
        pat = self._raw if raw else self.gammas["pat"]
        s = pat.get(features[0], 1.0)
        for table, value in zip(self._tables, features[1:], strict=True):
            s *= table.get(value, 1.0)
        return s

    def strengths(
        self, state: TanboState, moves: Sequence[int], recent: Sequence[int] = ()
    ) -> list[float]:
        """:meth:`strength` of each legal move in ``moves`` (the fast path of the search).

        The same features as :func:`move_features`, computed inline from the
        engine's fast view with per-board lookup tables (a test checks they agree).
        """
        c = state.to_move
        cells = state.cell_list
        own_c = state.growth_owners[c]
        own_o = state.growth_owners[3 - c]
        cnt_c = state.neighbour_counts[c]
        growth = state.growth_counts
        geometry = state.geometry
        nbrs = geometry.neighbours
        width, height = geometry.width, geometry.height
        around = _around(width, height)
        rows, cols, edges = _coords(width, height)
        opp_last = state.root_counts[3 - c] == 1
        last = recent[-1] if recent else -1
        mine = recent[-2] if len(recent) >= 2 else -1
        t_pat = self._raw
        t_opp, t_self, t_delta, t_other, t_rescue, t_last, t_mine, t_edge = self._lists
        code_of = (0, 1, 2) if c == 1 else (0, 2, 1)
        out = []
        for p in moves:
            root = own_c[p]
            before = growth[root]
            g = before - 1
            other = 0
            for q in nbrs[p]:
                if cells[q] != EMPTY:
                    continue
                x = own_c[q]
                if x == root:
                    g -= 1
                elif x >= 0:
                    if growth[x] <= 1 or growth[x] <= sum(
                        1 for z in nbrs[p] if cells[z] == EMPTY and own_c[z] == x
                    ):
                        other = 1
                elif cnt_c[q] == 0:
                    g += 1
            y = own_o[p]
            if y < 0:
                opp = 0
            else:
                left = growth[y] - 1
                if left == 0:
                    opp = 1 if opp_last and g > 0 else 2
                else:
                    opp = 2 + (left if left < 3 else 3)
            s = t_self[0] * t_other[0] if g <= 0 else t_self[g if g < 3 else 3] * t_other[other]
            d = g - before
            s *= t_opp[opp] * t_delta[(-2 if d < -2 else 3 if d > 3 else d) + 2]
            s *= t_rescue[1 if before == 1 and g >= 2 else 0] * t_edge[edges[p]]
            r, col = rows[p], cols[p]
            if last >= 0:
                dist = abs(r - rows[last]) + abs(col - cols[last])
                s *= t_last[dist if dist < 5 else 5]
            else:
                s *= t_last[0]
            if mine >= 0:
                dist = abs(r - rows[mine]) + abs(col - cols[mine])
                s *= t_mine[dist if dist < 5 else 5]
            else:
                s *= t_mine[0]
            code = 0
            shift = 0
            for q in around[p]:
                code |= (3 if q < 0 else code_of[cells[q]]) << shift
                shift += 2
            out.append(s * t_pat.get(code, 1.0))
        return out

    def priors(
        self, state: TanboState, moves: Sequence[int], recent: Sequence[int] = ()
    ) -> list[float]:
        """A prior win rate per move: ``0.5 + scale * ln(n * share)``, clipped to [low, high].

        ``share`` is the move's strength over the sum of all ``moves``' (the
        model's chance that it is the move played); ``n * share`` is 1 for a
        move the model rates as average. A move that removes the opponent's
        last root gets 1.0 (it wins at once).
        """
        strengths = self.strengths(state, moves, recent)
        total = sum(strengths)
        n = len(moves)
        out = []
        log = math.log
        c = state.to_move
        own_o = state.growth_owners[3 - c]
        growth = state.growth_counts
        last_root = state.root_counts[3 - c] == 1
        for p, s in zip(moves, strengths, strict=True):
            y = own_o[p]
            # Wins unless it also removes our own current root: the opp feature says.
            if last_root and y >= 0 and growth[y] == 1 and move_features(state, p)[1] == 1:
                out.append(1.0)
                continue
            v = 0.5 + self.scale * log(n * s / total) if s > 0 and total > 0 else self.low
            out.append(min(self.high, max(self.low, v)))
        return out

    def to_json(self) -> dict[str, object]:
        """The model as the JSON object :func:`model_from_json` reads."""
        return {
            "format": FORMAT,
            "scale": self.scale,
            "low": self.low,
            "high": self.high,
            "gammas": {
                name: {str(k): round(v, 5) for k, v in sorted(table.items())}
                for name, table in self.gammas.items()
            },
        }


def _number(value: object, where: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise PatternFileError(f"{where} must be a finite number, got {value!r}")
    return float(value)


def model_from_json(data: object, source: str = "pattern model") -> PatternModel:
    """A :class:`PatternModel` from parsed JSON (``PatternFileError`` if malformed)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise PatternFileError(f"{source}: not a Tanbo pattern model (expected format {FORMAT!r})")
    gammas_in = data.get("gammas")
    if not isinstance(gammas_in, dict):
        raise PatternFileError(f"{source}: 'gammas' must be an object of feature groups")
    unknown = sorted(set(gammas_in) - set(GROUPS))
    if unknown:
        raise PatternFileError(f"{source}: unknown feature group {unknown[0]!r}")
    gammas: dict[str, dict[int, float]] = {}
    for name, table in gammas_in.items():
        if not isinstance(table, dict):
            raise PatternFileError(f"{source}: group {name!r} must be an object")
        out: dict[int, float] = {}
        for key, value in table.items():
            if not (isinstance(key, str) and key.isascii() and key.isdigit() and len(key) <= 6):
                raise PatternFileError(f"{source}: group {name!r} has a bad feature value {key!r}")
            gamma = _number(value, f"{source}: {name}[{key}]")
            if gamma <= 0:
                raise PatternFileError(f"{source}: {name}[{key}] must be positive, got {gamma}")
            out[int(key)] = gamma
        gammas[name] = out
    scale = _number(data.get("scale"), f"{source}: scale")
    low = _number(data.get("low"), f"{source}: low")
    high = _number(data.get("high"), f"{source}: high")
    if not 0.0 <= low <= high <= 1.0:
        raise PatternFileError(f"{source}: need 0 <= low <= high <= 1, got {low}, {high}")
    return PatternModel(gammas, scale, low, high)


def read_model(path: Path) -> PatternModel:
    """Read a model file (``PatternFileError`` naming the file if unreadable or malformed)."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise PatternFileError(f"cannot read the pattern model {path.name}: {exc}") from None
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise PatternFileError(f"{path.name} is not valid JSON: {exc}") from None
    return model_from_json(data, path.name)


@functools.lru_cache(maxsize=1)
def load_model() -> PatternModel:
    """The shipped model (:data:`MODEL_PATH`), read once."""
    return read_model(MODEL_PATH)
