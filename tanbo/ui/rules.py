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

from tanbo.state import EMPTY, TanboState
from tanbo.ui import theme
from tanbo.ui.i18n import RULES_TEXT
from tanbo.ui.layout import BoardLayout
from tanbo.ui.render import BoardView, draw_board
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
    return BoardView(state, hover=move, preview=state.preview(move), marked=move, coords=False)


def draw_rules(app: App, surf: pygame.Surface) -> None:
    """Draw the rules screen."""
    lang = app.settings.lang
    draw_text(surf, app.t("rules.title"), (40, 24), 34, theme.ACCENT, bold=True)
    y = 84
    for para in RULES_TEXT[lang]:
        pygame.draw.circle(surf, theme.ACCENT, (48, y + 10), 4)
        y = draw_wrapped(surf, para, (62, y, 500, 200), 17, theme.TEXT) + 10
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
