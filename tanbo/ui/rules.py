"""The rules screen: the game's rules in short, illustrated by the game's own renderer.

The paragraphs, figures and legend come from the game's
:class:`~tanbo.ui.games.GameView` (Tanbo's in :mod:`tanbo.ui.games.tanbo.view`,
DEAGO's in :mod:`tanbo.ui.games.deago.view`); this module only lays them out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tanbo.ui import theme
from tanbo.ui.games import GameView
from tanbo.ui.layout import SCREEN_H, BoardLayout
from tanbo.ui.render import Fonts, draw_board
from tanbo.ui.widgets import draw_text, draw_wrapped, wrap

if TYPE_CHECKING:
    from tanbo.ui.app import App

__all__ = ["draw_rules"]


def draw_rules(app: App, surf: pygame.Surface) -> None:
    """Draw the rules screen of the game being played."""
    lang = app.settings.lang
    game = app.rules_game
    draw_text(surf, game.t(lang, "rules.title"), (40, 24), 34, theme.ACCENT, bold=True)
    y = 84
    paragraphs = game.rules_paragraphs(lang)
    legend_h = 50 + len(game.rules_legend()) * _legend_row(game)
    size = 17
    while size > 13 and y + _text_height(paragraphs, size) + 16 + legend_h > SCREEN_H - 8:
        size -= 1
    gap = 10 if size == 17 else 6
    for para in paragraphs:
        pygame.draw.circle(surf, theme.ACCENT, (48, y + 10), 4)
        y = draw_wrapped(surf, para, (62, y, 500, 200), size, theme.TEXT) + gap
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
        layout = BoardLayout.fit(area, geo.width, geo.height, margin=0.6)
        draw_board(surf, layout, fig.view)
        if cols == 2:
            draw_wrapped(surf, game.t(lang, fig.caption),
                         (x + 4, y + cell_h - caption_h + 4, cell_w - 8, caption_h), 14,
                         theme.TEXT_DIM)
        else:  # small figures: the caption right under the board
            _, by, _, bh = layout.board_rect()
            top = by + bh + 8
            draw_wrapped(surf, game.t(lang, fig.caption),
                         (x + 4, top, cell_w - 8, y + cell_h - top), 13, theme.TEXT_DIM,
                         spacing=2)


def _draw_legend(app: App, surf: pygame.Surface, y: int) -> None:
    """What the marks in the figures mean, each with a sample drawn like on the board."""
    lang = app.settings.lang
    draw_text(surf, app.rules_game.t(lang, "rules.legend"), (40, y), 18, theme.TEXT, bold=True)
    y += 34
    row_h = _legend_row(app.rules_game)
    for key, sample in app.rules_game.rules_legend():
        sample(surf, (58, y + 10), 13)
        draw_text(surf, app.rules_game.t(lang, key), (84, y), 16, theme.TEXT_DIM)
        y += row_h


def _legend_row(game: GameView) -> int:
    """Legend row height: roomy for a short legend, tighter for a long one."""
    return 34 if len(game.rules_legend()) <= 4 else 29


def _text_height(paragraphs: tuple[str, ...], size: int) -> int:
    """The height the paragraphs take at ``size`` (as :func:`draw_wrapped` lays them out)."""
    font = Fonts.get(size)
    lines = sum(len(wrap(p, font, 500)) for p in paragraphs)
    gap = 10 if size == 17 else 6
    return lines * (font.get_linesize() + 2) + gap * len(paragraphs)
