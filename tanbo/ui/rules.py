"""The rules screen: the rules in short, illustrated by the game's own renderer.

Each figure is a real position (TFEN) with a move; the engine's
:meth:`~tanbo.state.TanboState.preview` decides which roots are highlighted as
removed, so the pictures cannot disagree with the rules. The three removal
positions come from random 5x7 games (found by a search over the engine).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from tanbo.state import BLACK, EMPTY, WHITE, RemovedRoot, TanboState
from tanbo.ui import theme
from tanbo.ui.i18n import RULES_TEXT
from tanbo.ui.layout import BoardLayout
from tanbo.ui.render import BoardView, draw_board, draw_hint, draw_stone
from tanbo.ui.widgets import draw_text, draw_wrapped

if TYPE_CHECKING:
    from tanbo.ui.app import App

__all__ = ["Figure", "FIGURES", "figure_view", "draw_rules"]


@dataclass(frozen=True)
class Figure:
    """A rules diagram: a position, the move it shows (if any), and its caption key."""

    tfen: str
    move: str | None
    caption: str


FIGURES = (
    Figure("5/1W3/1BW2/3B1/5 w", None, "rules.fig1"),
    # case 1: White a2 bounds its own current root: only it goes
    Figure("3BB/4B/3W1/2WW1/1WW2/2W2/WW3 w", "a2", "rules.fig2"),
    # case 2: White b7 keeps a growth point and bounds a Black and a White root
    Figure("B1W2/W3W/W3W/1WWW1/2W2/2W1W/2B1W w", "b7", "rules.fig3"),
    # case 3: Black e2 bounds its current root and others: only the current root goes
    Figure("B1W2/5/2B1W/3BB/B1W1B/5/2BBW b", "e2", "rules.fig4"),
)


def figure_view(fig: Figure) -> BoardView:
    """The board view of a figure: hints and crosses, or the move and its removals."""
    state = TanboState.from_tfen(fig.tfen)
    if fig.move is None:
        crosses = tuple(
            p
            for p in range(state.geometry.npoints)
            if state.cell(p) == EMPTY
            and not state.is_legal(p)
            and any(state.cell(q) != EMPTY for q in state.geometry.neighbours[p])
        )
        return BoardView(state, hints=True, crosses=crosses, coords=False)
    move = state.parse_move(fig.move)
    preview = state.preview(move)
    return BoardView(
        state,
        hover=move,
        preview=preview,
        marked=move,
        coords=False,
        rings=_kept_bounded(state, move, preview),
    )


def _kept_bounded(
    state: TanboState, move: int, removed: tuple[RemovedRoot, ...]
) -> tuple[int, ...]:
    """Stones of roots that ``move`` bounds but that stay (rules, case 3).

    The stone is placed on a scratch board without removals; its bounded roots
    that are not among ``removed`` are the ones the current root's removal saves.
    """
    cells = list(state.cells)
    cells[move] = state.to_move
    scratch = TanboState(state.geometry, cells, state.to_move)
    gone = {p for root in removed for p in root.stones}
    return tuple(
        p
        for root in scratch.roots()
        if root.bounded and move not in root.stones
        for p in root.stones
        if p not in gone
    )


def draw_rules(app: App, surf: pygame.Surface) -> None:
    """Draw the rules screen."""
    lang = app.settings.lang
    draw_text(surf, app.t("rules.title"), (40, 24), 34, theme.ACCENT, bold=True)
    y = 84
    for para in RULES_TEXT[lang]:
        pygame.draw.circle(surf, theme.ACCENT, (48, y + 10), 4)
        y = draw_wrapped(surf, para, (62, y, 500, 200), 17, theme.TEXT) + 10
    _draw_legend(app, surf, y + 16)
    cell_w, cell_h = 330, 318
    for i, fig in enumerate(FIGURES):
        col, row = i % 2, i // 2
        x, y = 600 + col * (cell_w + 10), 16 + row * (cell_h + 6)
        view = figure_view(fig)
        geo = view.state.geometry
        area = (x, y, cell_w, cell_h - 92)
        draw_board(surf, BoardLayout.fit(area, geo.width, geo.height, margin=0.6), view)
        draw_wrapped(surf, app.t(fig.caption), (x + 4, y + cell_h - 88, cell_w - 8, 88), 14,
                     theme.TEXT_DIM)


def _draw_legend(app: App, surf: pygame.Surface, y: int) -> None:
    """What the marks in the figures mean, each with a sample drawn like on the board."""
    draw_text(surf, app.t("rules.legend"), (40, y), 18, theme.TEXT, bold=True)
    y += 34
    r = 13
    samples = (
        ("rules.mark_move", "move"),
        ("rules.mark_removed", "removed"),
        ("rules.mark_kept", "kept"),
        ("rules.mark_hint", "hint"),
    )
    for key, kind in samples:
        c = (58, y + 10)
        if kind == "hint":
            draw_hint(surf, WHITE, c, r)
        else:
            draw_stone(surf, BLACK, c, r)
        if kind == "move":
            pygame.draw.circle(surf, theme.LAST_MOVE, c, max(3, r // 3))
        elif kind == "removed":
            pygame.draw.circle(surf, theme.CAPTURE, c, r + 3, 3)
        elif kind == "kept":
            pygame.draw.circle(surf, theme.DANGER, c, r + 2, 2)
        draw_text(surf, app.t(key), (84, y), 16, theme.TEXT_DIM)
        y += 34
