"""The game screen: the board, the panel (:mod:`.panel`, :mod:`.movelist`), the
overlays over the board (:mod:`.overlays`), the screen's buttons and its input
(clicks on the board, the move list and the graph, the wheel) and the actions of the
game's keys that have no button (the keys themselves are :mod:`tanbo.ui.keymap`'s).
Two sheets open over it as layers of their own: the rules assistant's
(:data:`.why.LAYER`) and, on a compact layout, "More…" (:data:`.overlays.MORE_LAYER`).

The board itself is drawn by :mod:`tanbo.ui.render` through the game's view.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

import pygame

import tanbo.ui.screens.why as why
from tanbo import __version__
from tanbo.game import winning_line
from tanbo.ui import design, theme
from tanbo.ui.analysis_panel import draw_on_board
from tanbo.ui.board_input import press
from tanbo.ui.modality import keyed
from tanbo.ui.render import BoardView, GenericBoard
from tanbo.ui.screens.base import GAME, Action, Screen, toggles
from tanbo.ui.screens.movelist import assistant_row, list_hit
from tanbo.ui.screens.movelist import wheel as list_wheel
from tanbo.ui.screens.overlays import MORE_LAYER, dialog_buttons, draw_dialog, over_shown
from tanbo.ui.screens.panel import EXTRA_W, draw_panel, game_board, status_actions
from tanbo.ui.widgets import Button, draw_text, fit_row

if TYPE_CHECKING:
    from tanbo.ui.commands import Commands
    from tanbo.ui.host import Scene

__all__ = ["SCREEN", "ACTIONS", "board_view", "game_buttons", "draw_game", "click"]


def board_view(app: Scene) -> GenericBoard:
    """The game board as it should look now (with an open answer of the rules
    assistant: what it speaks of, :func:`tanbo.ui.screens.why.board_view`)."""
    answered = why.board_view(app)
    if answered is not None:
        return answered
    s = app.session
    state = app.view_state()
    now = app.now()
    fading = [
        (p, c, max(0.0, 1.0 - (now - t0) / theme.FADE_MS)) for p, c, t0 in app.view.fading
    ] if not s.reviewing else []
    turning = [
        (p, a, b, max(0.0, 1.0 - (now - t0) / theme.TURN_MS)) for p, a, b, t0 in app.view.turning
    ] if not s.reviewing else []
    shown = s.shown_ply
    last = s.state.move_stack[shown - 1] if shown else None
    hints = app.settings.hints and not s.reviewing and s.human_to_move
    return BoardView(
        state=state,
        hints=hints and not app.game.search_hints,
        danger=app.settings.danger,
        hover=app.preview_point(),
        cursor=app.view.cursor if app.view.keyboard and not s.reviewing else None,
        preview=app.preview(),
        last_move=last,
        fading=fading,
        suggested=app.shown_suggestion() if hints and app.game.search_hints else None,
        hidden=tuple(p for p, _, _, _ in turning),
        turning=turning,
        line=winning_line(state),
    )


def game_buttons(app: Scene) -> list[Button]:
    """The game screen's buttons (an open dialog's first: they sit over the board)."""
    t, st, ui = app.t, app.session.state, app.view.ui
    px = ui.px  # rectangles are device pixels, the offsets here logical
    out: list[Button] = []
    remind = app.session.by_link and app.links.phase == "moved"
    if ui.share is not None:
        out.append(Button(ui.share, keyed(app.view, t("btn.share"), "S"), "share", on=remind,
                          size=15))
    out.extend(dialog_buttons(app))
    ex, ey, ew, eh = ui.extras
    x = ex + ew + px(6) - px(EXTRA_W)
    for label, action, w in status_actions(app):
        # right of the status line (portrait: under it): a human's turn, or the analysis
        out.append(Button((x, ey, px(w), eh), label, action, size=design.SMALL,
                          on=action == "analyse" and app.analysing))
        x += px(w) + px(6)
    shown, total = app.session.shown_ply, st.ply
    nx, ny, nw, nh = ui.nav
    gap = px(8)
    step = px(66) if not ui.compact else (nw + gap) // 4
    for i, (label, action) in enumerate(
        (("|<", "first"), ("<", "prev"), (">", "next"), (">|", "last"))
    ):
        enabled = shown > 0 if i < 2 else shown < total
        out.append(Button((nx + i * step, ny, step - gap, nh), label, action, enabled=enabled))
    if not ui.compact:
        for i, (label, action) in enumerate(((t("btn.export_short"), "export"),
                                             (t("btn.import_short"), "import"))):
            out.append(Button((nx + nw - px(244) + i * px(124), ny, px(116), nh), label, action,
                              size=15))
    if ui.toggles is not None:
        tx, ty, tw, th = ui.toggles
        switches = toggles(app)
        bw = (tw - (len(switches) - 1) * gap) // len(switches)
        for i, (label, action, on) in enumerate(switches):
            out.append(Button((tx + i * (bw + gap), ty, bw, th), label, action, on=on,
                              size=design.LABEL))
    last = (t("btn.more"), "more", True) if ui.compact else (t("btn.rules"), "rules", True)
    actions = (
        (t("btn.undo"), "undo", bool(app.session.state.move_stack)),
        (t("btn.redo"), "redo", bool(app.session.redo_stack)),
        (t("btn.home"), "home", True),
        last,
    )
    rects, size = fit_row([label for label, _, _ in actions], ui.actions, gap,
                          (design.LABEL, design.SMALL))
    for rect, (label, action, enabled) in zip(rects, actions, strict=True):
        out.append(Button(rect, label, action, enabled=enabled, size=size))
    row = assistant_row(ui)
    if row is not None:  # (else the "More" sheet has them)
        out.extend(why.main_buttons(app, row))
    return out


def draw_game(app: Scene, surf: pygame.Surface) -> None:
    """The board, the panel and an open game-over box or draw offer."""
    app.view.board_cache.draw(surf, app.layout, board_view(app))
    if app.session.reviewing or (app.session.is_over and app.view.over_dismissed):
        draw_on_board(app, surf)  # the analysis's best move and line, where there is one
    draw_panel(app, surf)
    draw_dialog(app, surf)


def click(app: Commands, pos: tuple[int, int], touch: bool) -> None:
    """A click (or a tap, ``touch``) that hit no button: the move list, the graph, the board."""
    if why.ask_on_board(app, pos, touch):  # "Why?" mode asks instead of playing
        return
    if over_shown(app):
        return  # the overlay covers the board
    ply = list_hit(app, pos)
    if ply is not None:
        app.review(ply)
        return
    point = app.layout.point_at(*pos, whole_cell=touch)  # a finger: the whole cell
    if point is not None:
        press(app, game_board(app), point, touch, lambda p: _play(app, p))


def _play(app: Commands, point: int) -> None:
    """A click's or a confirmed tap's move (the keyboard's cursor follows it)."""
    app.view.keyboard = False
    app.view.cursor = point
    app.try_move(point)


_STEPS = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}


ACTIONS: Mapping[str, Action] = {
    "cursor": lambda app, arg: app.move_cursor(*_STEPS[arg]),
    "play": why.play_or_ask,
    "show_line": lambda app, arg: app.toggle("show_line"),
    "pass": why.pass_or_ask,  # (over the shared "pass": in "Why?" mode it asks)
    **why.ACTIONS,
}
"""The game screen's keys without a button: the cursor (``cursor:left`` ...), Enter
(``play``: at the cursor; in "Why?" mode it asks) and V (``show_line``: the analysis's
line on the board); the Pass button and P, which ask in "Why?" mode; the rules
assistant's (:mod:`.why`)."""


def _draw_version(app: Scene, surf: pygame.Surface) -> None:
    """The version in the panel's header, clear of its buttons (none without a header)."""
    header = app.view.ui.header
    if header is not None and not why.sheet_open(app):  # (the assistant's sheet covers it)
        hx, hy, hw, _ = header
        px = app.view.ui.px
        draw_text(surf, app.t("version", v=__version__), (hx + hw - px(16), hy + px(31)), 12,
                  theme.TEXT_DIM, anchor="topright")


SCREEN = Screen(
    name=GAME,
    draw=draw_game,
    buttons=game_buttons,
    click=click,
    wheel=list_wheel,
    layers=(why.LAYER, MORE_LAYER),
    draw_version=_draw_version,
    board=True,
)
"""The game screen."""
