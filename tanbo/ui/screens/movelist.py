"""The game screen's move list and the analysis graph under it: where they are, drawing,
the click that picks a move to review, the wheel's scroll and the review buttons.

The list's own state is a :class:`MoveListState` in the view state (:func:`state`): the
first row shown, or none while the list follows the move on screen.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from tanbo.game import BLACK, WHITE, GameState
from tanbo.ui import theme
from tanbo.ui.analysis_panel import draw_graph, graph_ply_at, mark_of
from tanbo.ui.layout import NUMBER_W, PANEL, Rect, ScreenLayout, full_moves
from tanbo.ui.layout import move_list_cell as _cell
from tanbo.ui.screens.base import Action
from tanbo.ui.view import ScreenState, ViewState
from tanbo.ui.widgets import draw_stone_icon, draw_text

if TYPE_CHECKING:
    from tanbo.ui.commands import Commands
    from tanbo.ui.host import Scene

__all__ = [
    "MOVES_AREA",
    "ROW_H",
    "GRAPH_H",
    "ACTIONS",
    "moves_area",
    "graph_area",
    "draw_moves",
    "list_hit",
    "wheel",
    "move_list_cell",
    "assistant_row",
    "ASSISTANT_H",
    "MoveListState",
    "state",
    "relaid",
]

PX, PY, PW, PH = PANEL  # the panel of the default 1280x720 window
MOVES_AREA: Rect = (PX + 10, 318, PW - 20, 214)  # ... and its move list
ROW_H = 22
GRAPH_H = 64  # the analysis graph, under the move list when there is an analysis
# (ROW_H and GRAPH_H are logical pixels: app.view.ui.px scales them)


@dataclass
class MoveListState(ScreenState):
    """The move list's scroll: its first row shown, ``None`` while it follows the move
    on screen (it does again whenever the game on screen moves)."""

    scroll: int | None = None

    def game_moved(self) -> None:
        self.scroll = None


def state(view: ViewState) -> MoveListState:
    """The move list's state in ``view``."""
    return view.state(MoveListState)


def relaid(view: ViewState, old_per_row: int) -> None:
    """The window was laid out again (its moves per row were ``old_per_row``): a scrolled
    list keeps the same first move at the top."""
    own = state(view)
    if own.scroll is not None:
        own.scroll = own.scroll * old_per_row // view.ui.per_row


def move_list_cell(
    area: Rect, index: int, first: int, row_h: int, per_row: int = 3, scale: float = 1.0
) -> Rect | None:
    """:func:`tanbo.ui.layout.move_list_cell` with its number column at the UI scale
    (``scale``: device px per logical px, times the text factor)."""
    return _cell(area, index, first, row_h, per_row, round(NUMBER_W * scale))


def row_h(ui: ScreenLayout) -> int:
    """A row of the move list in device px: :data:`ROW_H`, taller with larger text."""
    return ui.px(ROW_H * ui.text_factor)


def _text_scale(ui: ScreenLayout) -> float:
    """Device px per logical px of the list's text (the number column's width)."""
    return ui.text_scale * ui.text_factor


ASSISTANT_H = 44  # the rules assistant's row under the move list (logical px)


def assistant_row(ui: ScreenLayout) -> Rect | None:
    """The row of the rules assistant's buttons ("Why?", "What happened?"): the bottom
    of the layout's move-list room (:mod:`.why`); ``None`` where that would leave the list
    less than two rows (a small phone: the "More" sheet has them instead)."""
    x, y, w, h = ui.moves
    assistant_h = ui.px(ASSISTANT_H)
    if h - assistant_h - ui.px(6) < 2 * row_h(ui):
        return None
    return x, y + h - assistant_h, w, assistant_h


def _list_room(ui: ScreenLayout) -> Rect:
    """The layout's move-list room less the assistant's row."""
    x, y, w, h = ui.moves
    if assistant_row(ui) is None:
        return x, y, w, h
    return x, y, w, h - ui.px(ASSISTANT_H) - ui.px(6)


def moves_area(scene: Scene) -> Rect:
    """The move list: the layout's room less the assistant's row, and less the graph's
    room under an analysis."""
    x, y, w, h = _list_room(scene.view.ui)
    if scene.analysis.result is None:  # (a running analysis has its result)
        return x, y, w, h
    px = scene.view.ui.px
    rows = max(1, (h - px(GRAPH_H) - px(6)) // row_h(scene.view.ui))
    return x, y, w, rows * row_h(scene.view.ui)


def graph_area(scene: Scene) -> Rect | None:
    """The analysis graph (Black's win chance per ply), when there is an analysis."""
    if scene.analysis.result is None:  # (a running analysis has its result)
        return None
    x, y, w, h = _list_room(scene.view.ui)
    px = scene.view.ui.px
    graph_h = min(px(GRAPH_H), h - row_h(scene.view.ui) - px(6))
    return x, y + h - graph_h, w, graph_h


def wheel(commands: Commands, rows: int) -> None:
    """Scroll the move list by ``rows``."""
    first = list_first(commands)
    total_rows = row_of(commands, commands.session.state.ply - 1) + 1
    visible = moves_area(commands)[3] // row_h(commands.view.ui)
    state(commands.view).scroll = max(0, min(first + rows, max(0, total_rows - visible)))
    commands.view.dirty = True


def list_first(scene: Scene) -> int:
    scroll = state(scene.view).scroll
    if scroll is not None:
        return scroll
    visible = moves_area(scene)[3] // row_h(scene.view.ui)
    return max(0, row_of(scene, scene.session.shown_ply - 1) - visible + 1)


def row_of(scene: Scene, ply_index: int) -> int:
    """The move-list row of ply ``ply_index`` (0-based)."""
    return max(0, ply_index) // 2 // scene.view.ui.per_row


def move_list_hit(scene: Scene, pos: tuple[int, int]) -> int | None:
    first = list_first(scene)
    area = moves_area(scene)
    per_row = scene.view.ui.per_row
    for i in range(first * 2 * per_row, scene.session.state.ply):
        ui = scene.view.ui
        cell = move_list_cell(area, i, first, row_h(ui), per_row, _text_scale(ui))
        if cell is None:
            break
        x, y, w, h = cell
        if x <= pos[0] < x + w and y <= pos[1] < y + h:
            return i + 1
    return None


def list_hit(scene: Scene, pos: tuple[int, int]) -> int | None:
    """The ply a click at ``pos`` on the move list or the graph asks to review, if any."""
    ply = move_list_hit(scene, pos)
    graph = graph_area(scene)
    if ply is None and graph is not None:
        ply = graph_ply_at(graph, pos, scene.session.state.ply)
    return ply


def draw_moves(scene: Scene, surf: pygame.Surface) -> None:
    s = scene.session
    st = s.state
    area = moves_area(scene)
    x, y, w, _h = area
    px = scene.view.ui.px
    tf = scene.view.ui.text_factor  # (the title's room grows with the text: the layout's)
    draw_text(surf, scene.t("moves"), (x + px(6), y - px(28 * tf)), 18, theme.TEXT, bold=True)
    if st.ply:
        label = scene.t("ply_of", ply=full_moves(s.shown_ply), total=full_moves(st.ply))
        draw_text(surf, label, (x + w - px(6), y - px(26 * tf)), 15, theme.TEXT_DIM,
                  anchor="topright")
    pygame.draw.rect(surf, (40, 44, 50), area, border_radius=px(6))
    first = list_first(scene)
    shown = s.shown_ply
    font_size = 16
    per_row = scene.view.ui.per_row
    for i in range(first * 2 * per_row, st.ply):
        cell = move_list_cell(area, i, first, row_h(scene.view.ui), per_row,
                              _text_scale(scene.view.ui))
        if cell is None:
            break
        cx, cy, cw, ch = cell
        if i % 2 == 0:
            draw_text(surf, f"{i // 2 + 1}.", (cx - px(4), cy + px(2 * tf)), 14, theme.TEXT_DIM,
                      anchor="topright")
        if i + 1 == shown:
            pygame.draw.rect(surf, theme.BUTTON_ON, (cx, cy + px(1), cw - px(4), ch - px(2)),
                             border_radius=px(4))
        colour = BLACK if mover_of(st, i) == BLACK else WHITE
        draw_stone_icon(surf, colour, (cx + px(10), cy + ch // 2), px(6))
        label = scene.game.move_label(scene.settings.lang, st, st.move_stack[i])
        drawn = draw_text(surf, label, (cx + px(22), cy + px(2 * tf)), font_size, theme.TEXT)
        mark = mark_of(scene.analysis, i + 1)
        if mark is not None:
            draw_text(surf, mark[0], (drawn.right + px(2), cy + px(2 * tf)), 14, mark[1], bold=True,
                      box=(cx, cy, cw, ch))
    graph = graph_area(scene)
    if graph is not None:
        draw_graph(scene, surf, graph)


def mover_of(state: GameState, ply: int) -> int:
    """The colour that played ply ``ply`` (games start with Black from a setup)."""
    return BLACK if ply % 2 == 0 else WHITE


def _review_step(name: str) -> Action:
    def step(commands: Commands, arg: str) -> None:
        shown = commands.session.shown_ply
        target = {"first": 0, "prev": shown - 1, "next": shown + 1, "last": None}[name]
        commands.moves.review(target)

    return step


ACTIONS: Mapping[str, Action] = {name: _review_step(name) for name in ("first", "prev", "next",
                                                                       "last")}
"""The review buttons under the move list: ``first``, ``prev``, ``next``, ``last``."""
