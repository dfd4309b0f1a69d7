"""The rules screen: the game's rules in short, illustrated by the game's own renderer.

The paragraphs, figures and legend come from the game's
:class:`~tanbo.ui.games.GameView` (Tanbo's in :mod:`tanbo.ui.games.tanbo`,
DEAGO's in :mod:`tanbo.ui.games.deago`); this module only lays them out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tanbo.ui import theme
from tanbo.ui.layout import BoardLayout
from tanbo.ui.render import draw_board
from tanbo.ui.widgets import draw_text, draw_wrapped

if TYPE_CHECKING:
    from tanbo.ui.app import App

__all__ = ["draw_rules"]


def draw_rules(app: App, surf: pygame.Surface) -> None:
    """Draw the rules screen of the game being played."""
    lang = app.settings.lang
    game = app.game
    draw_text(surf, game.t(lang, "rules.title"), (40, 24), 34, theme.ACCENT, bold=True)
    y = 84
    paragraphs = game.rules_paragraphs(lang)
    size = 17 if len(paragraphs) <= 7 else 15
    for para in paragraphs:
        pygame.draw.circle(surf, theme.ACCENT, (48, y + 10), 4)
        y = draw_wrapped(surf, para, (62, y, 500, 200), size, theme.TEXT)
        y += 10 if size == 17 else 6
    _draw_legend(app, surf, y + 16)
    figures = game.rules_figures()
    cols = 2 if len(figures) <= 4 else 3
    cell_w, cell_h = (330, 318) if cols == 2 else ((660 - 10 * (cols - 1)) // cols, 345)
    caption_h = 92
    for i, fig in enumerate(figures):
        col, row = i % cols, i // cols
        x, y = 600 + col * (cell_w + 10), 16 + row * (cell_h + 6)
        geo = fig.view.state.geometry
        area = (x, y, cell_w, cell_h - caption_h)
        draw_board(surf, BoardLayout.fit(area, geo.width, geo.height, margin=0.6), fig.view)
        small = cols > 2
        draw_wrapped(surf, game.t(lang, fig.caption),
                     (x + 4, y + cell_h - caption_h + 4, cell_w - 8, caption_h),
                     13 if small else 14, theme.TEXT_DIM, spacing=2 if small else 4)


def _draw_legend(app: App, surf: pygame.Surface, y: int) -> None:
    """What the marks in the figures mean, each with a sample drawn like on the board."""
    lang = app.settings.lang
    draw_text(surf, app.game.t(lang, "rules.legend"), (40, y), 18, theme.TEXT, bold=True)
    y += 34
    for key, sample in app.game.rules_legend():
        sample(surf, (58, y + 10), 13)
        draw_text(surf, app.game.t(lang, key), (84, y), 16, theme.TEXT_DIM)
        y += 34
