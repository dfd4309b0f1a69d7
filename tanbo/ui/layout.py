"""Pixel <-> point maths and the fixed screen layout (pure Python, no pygame).

Everything is in logical pixels of the fixed 1280x720 window. A board of
``width`` x ``height`` points is fitted into a rectangle with a margin for the
coordinates; point ``p`` (``row * width + col``, row 0 at the top) sits on the
grid intersection ``(col, row)``. :meth:`BoardLayout.point_at` maps a pixel
back to the nearest point, or ``None`` when the pixel is too far from any point.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = [
    "SCREEN_W",
    "SCREEN_H",
    "Rect",
    "BoardLayout",
    "BOARD_AREA",
    "PANEL",
    "move_list_cell",
    "NUMBER_W",
    "PER_ROW",
    "full_moves",
]

SCREEN_W, SCREEN_H = 1280, 720

Rect = tuple[int, int, int, int]
"""``(x, y, w, h)`` in logical pixels."""

BOARD_AREA: Rect = (10, 10, 700, 700)
PANEL: Rect = (730, 12, 536, 696)


@dataclass(frozen=True)
class BoardLayout:
    """Where the points of a ``width`` x ``height`` board are drawn."""

    width: int
    height: int
    x0: float  # centre of column 0
    y0: float  # centre of row 0
    spacing: float  # distance between neighbouring points
    margin: float = 0.85  # wood around the grid, in spacings

    @classmethod
    def fit(
        cls, area: Rect, width: int, height: int, margin: float | None = None
    ) -> BoardLayout:
        """Fit the grid centred in ``area``, leaving ``margin`` spacings around it.

        The default margin is wider when ranks have two digits, so the labels
        fit between the edge stones and the frame.
        """
        if margin is None:
            margin = 0.85 if height < 10 else 1.1
        ax, ay, aw, ah = area
        spacing = min(aw / (width - 1 + 2 * margin), ah / (height - 1 + 2 * margin))
        gw, gh = spacing * (width - 1), spacing * (height - 1)
        return cls(width, height, ax + (aw - gw) / 2, ay + (ah - gh) / 2, spacing, margin)

    @property
    def stone_radius(self) -> float:
        """Stone radius: well under half the spacing, so the root connectors show."""
        return self.spacing * 0.42

    def centre(self, point: int) -> tuple[int, int]:
        """Pixel centre of ``point`` (rounded)."""
        row, col = divmod(point, self.width)
        return round(self.x0 + col * self.spacing), round(self.y0 + row * self.spacing)

    def point_at(self, x: float, y: float) -> int | None:
        """The point whose intersection is nearest ``(x, y)``, if within half a spacing."""
        col = round((x - self.x0) / self.spacing)
        row = round((y - self.y0) / self.spacing)
        if not (0 <= col < self.width and 0 <= row < self.height):
            return None
        dx = x - (self.x0 + col * self.spacing)
        dy = y - (self.y0 + row * self.spacing)
        if dx * dx + dy * dy > (self.spacing * 0.5) ** 2:
            return None
        return row * self.width + col

    def board_rect(self) -> Rect:
        """The wooden board's rectangle: the grid plus ``margin`` spacings each side."""
        m = self.spacing * self.margin
        x = round(self.x0 - m)
        y = round(self.y0 - m)
        w = round(self.spacing * (self.width - 1) + 2 * m)
        h = round(self.spacing * (self.height - 1) + 2 * m)
        return x, y, w, h

    def step(self, point: int, dcol: int, drow: int) -> int:
        """The point ``dcol`` files and ``drow`` rows away, clamped to the board."""
        row, col = divmod(point, self.width)
        col = min(max(col + dcol, 0), self.width - 1)
        row = min(max(row + drow, 0), self.height - 1)
        return row * self.width + col


def full_moves(ply: int) -> int:
    """Plies counted as full moves (Black's and White's), the numbering of records
    and of the move list; every "move N" the UI shows uses it."""
    return (ply + 1) // 2


PER_ROW = 3  # full moves per move-list row
NUMBER_W = 44  # width of the move-number column of each full move


def move_list_cell(
    area: Rect, index: int, first: int, row_h: int, per_row: int = PER_ROW
) -> Rect | None:
    """Rectangle of ply ``index`` in a move list scrolled to show rows from ``first``.

    Each row holds ``per_row`` full moves; a full move is a number column and
    two plies (Black, White). ``None`` when the ply is scrolled out of ``area``.
    """
    x, y, w, h = area
    full = index // 2
    row = full // per_row - first
    if row < 0 or (row + 1) * row_h > h:
        return None
    block_w = w // per_row
    cell_w = (block_w - NUMBER_W) // 2
    bx = x + (full % per_row) * block_w
    return bx + NUMBER_W + (index % 2) * cell_w, y + row * row_h, cell_w, row_h
