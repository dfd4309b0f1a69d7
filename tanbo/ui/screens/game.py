"""The game screen: the board, the panel (:mod:`.panel`, :mod:`.movelist`), the
overlays over the board (:mod:`.overlays`), the screen's buttons and its input
(clicks on the board, the move list and the graph, the wheel) and the actions of the
game's keys that have no button (the keys themselves are :mod:`tanbo.ui.keymap`'s).
Two sheets open over it as layers of their own: the rules assistant's
(:data:`.why.LAYER`) and "More…" (:data:`.overlays.MORE_LAYER`).

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
from tanbo.ui.layout import Rect
from tanbo.ui.modality import keyed
from tanbo.ui.render import BoardView, Fonts, GenericBoard
from tanbo.ui.screens.base import GAME, Action, BoardKeys, Screen, toggles
from tanbo.ui.screens.movelist import assistant_row, list_hit
from tanbo.ui.screens.movelist import wheel as list_wheel
from tanbo.ui.screens.overlays import MORE_LAYER, dialog_buttons, draw_dialog, over_shown
from tanbo.ui.screens.panel import actions_x, button_w, draw_panel, game_board, status_actions
from tanbo.ui.widgets import Button, draw_text, fit_row

if TYPE_CHECKING:
    from tanbo.ui.commands import Commands
    from tanbo.ui.host import Scene

__all__ = ["SCREEN", "ACTIONS", "board_view", "game_buttons", "draw_game", "click"]


def board_view(scene: Scene) -> GenericBoard:
    """The game board as it should look now (with an open answer of the rules
    assistant: what it speaks of, :func:`tanbo.ui.screens.why.board_view`)."""
    answered = why.board_view(scene)
    if answered is not None:
        return answered
    s = scene.session
    state = scene.moves.view_state()
    now = scene.now()
    fading = [
        (p, c, max(0.0, 1.0 - (now - t0) / theme.FADE_MS)) for p, c, t0 in scene.view.fading
    ] if not s.reviewing else []
    turning = [
        (p, a, b, max(0.0, 1.0 - (now - t0) / theme.TURN_MS)) for p, a, b, t0 in scene.view.turning
    ] if not s.reviewing else []
    shown = s.shown_ply
    last = s.state.move_stack[shown - 1] if shown else None
    hints = scene.settings.hints and not s.reviewing and s.human_to_move
    return BoardView(
        state=state,
        hints=hints and not scene.game.search_hints,
        danger=scene.settings.danger,
        hover=scene.moves.preview_point(),
        cursor=scene.view.cursor if scene.view.keyboard and not s.reviewing else None,
        preview=scene.moves.preview(),
        last_move=last,
        fading=fading,
        suggested=scene.computer.shown_suggestion() if hints and scene.game.search_hints else None,
        hidden=tuple(p for p, _, _, _ in turning),
        turning=turning,
        line=winning_line(state),
    )


def game_buttons(scene: Scene) -> list[Button]:
    """The game screen's buttons (an open dialog's first: they sit over the board)."""
    t, st, ui = scene.t, scene.session.state, scene.view.ui
    px = ui.px  # rectangles are device pixels, the offsets here logical
    out: list[Button] = []
    remind = scene.session.by_link and scene.links.phase == "moved"
    if ui.share is not None:
        out.append(Button(ui.share, keyed(scene.view, t("btn.share"), "S"), "share", on=remind,
                          size=15))
    out.extend(dialog_buttons(scene))
    ey, eh = ui.extras[1], ui.extras[3]
    beside = status_actions(scene)
    x = actions_x(scene, beside)
    for label, action, w in beside:
        # right of the status line (portrait: under it): a human's turn, or the analysis
        # (wider than their width where the larger text needs it)
        bw = button_w(label, w)
        out.append(Button((x, ey, bw, eh), label, action, size=design.SMALL,
                          on=action == "analyse" and scene.computer.analysing))
        x += bw + px(6)
    shown, total = scene.session.shown_ply, st.ply
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
        switches = toggles(scene)
        # each as wide as its share of the labels ("Amenazas (D)" needs more than "Sonido")
        rects, _ = fit_row([label for label, _, _ in switches], ui.toggles, gap,
                           (design.LABEL,), bold=any(on for _, _, on in switches))
        for rect, (label, action, on) in zip(rects, switches, strict=True):
            out.append(Button(rect, label, action, on=on, size=design.LABEL))
    # More…: the other places (and, compact, what the panel has no room for); a wide
    # panel also keeps Rules in the row
    rules = () if ui.compact else ((t("btn.rules"), "rules", True),)
    actions = (
        (t("btn.undo"), "undo", bool(scene.session.state.move_stack)),
        (t("btn.redo"), "redo", bool(scene.session.redo_stack)),
        (t("btn.home"), "home", True),
        *rules,
        (t("btn.more"), "more", True),
    )
    # (the smallest step only with larger text: the labels are still larger than at 100%)
    sizes = (design.LABEL, design.SMALL, design.MIN_TEXT)
    rects, size = fit_row([label for label, _, _ in actions], ui.actions, gap, sizes)
    if ui.compact and not _fit(actions, rects, size):  # larger text: Home is on "More…"
        actions = tuple(a for a in actions if a[1] != "home")
        rects, size = fit_row([label for label, _, _ in actions], ui.actions, gap, sizes)
    for rect, (label, action, enabled) in zip(rects, actions, strict=True):
        out.append(Button(rect, label, action, enabled=enabled, size=size))
    row = assistant_row(ui)
    if row is not None:  # (else the "More" sheet has them)
        out.extend(why.main_buttons(scene, row))
    return out


def _fit(actions: tuple[tuple[str, str, bool], ...], rects: list[Rect], size: int) -> bool:
    """True when each action's label fits its button of :func:`fit_row`'s ``rects``."""
    pad = Fonts.px(8) + Fonts.px(2)
    return all(Fonts.get(size).size(label)[0] + pad <= w
               for (label, _, _), (_, _, w, _) in zip(actions, rects, strict=True))


def draw_game(scene: Scene, surf: pygame.Surface) -> None:
    """The board, the panel and an open game-over box or draw offer."""
    scene.view.board_cache.draw(surf, scene.layout, board_view(scene))
    if scene.session.reviewing or (scene.session.is_over and scene.view.over_dismissed):
        draw_on_board(scene, surf)  # the analysis's best move and line, where there is one
    draw_panel(scene, surf)
    draw_dialog(scene, surf)


def click(commands: Commands, pos: tuple[int, int], touch: bool) -> None:
    """A click (or a tap, ``touch``) that hit no button: the move list, the graph, the board."""
    if why.ask_on_board(commands, pos, touch):  # "Why?" mode asks instead of playing
        return
    if over_shown(commands):
        return  # the overlay covers the board
    ply = list_hit(commands, pos)
    if ply is not None:
        commands.moves.review(ply)
        return
    point = commands.layout.point_at(*pos, whole_cell=touch)  # a finger: the whole cell
    if point is not None:
        press(commands, game_board(commands), point, touch, lambda p: _play(commands, p))


def point(commands: Commands, move: int) -> None:
    """A point typed in the text interface: a click there (the pass: the Pass button)."""
    if move == commands.game.pass_move:
        commands.moves.pass_turn()
        return
    press(commands, game_board(commands), move, False, lambda p: _play(commands, p))


def _play(commands: Commands, point: int) -> None:
    """A click's or a confirmed tap's move (the keyboard's cursor follows it)."""
    commands.view.keyboard = False
    commands.view.cursor = point
    commands.moves.try_move(point)


def _keys(commands: Commands) -> BoardKeys:
    """The game's board for the keyboard: Enter plays at the cursor, or asks about its
    point in "Why?" mode (:func:`.why.play_or_ask`)."""
    return game_board(commands), lambda p: why.play_or_ask(commands, p)


ACTIONS: Mapping[str, Action] = {
    "show_line": lambda commands, arg: commands.toggle("show_line"),
    "pass": why.pass_or_ask,  # (over the shared "pass": in "Why?" mode it asks)
    **why.ACTIONS,
}
"""The game screen's keys without a button (the board's arrows and Enter are every
board's: :func:`tanbo.ui.screens.board_key`): V (``show_line``: the analysis's
line on the board); the Pass button and P, which ask in "Why?" mode; the rules
assistant's (:mod:`.why`)."""


def _draw_version(scene: Scene, surf: pygame.Surface) -> None:
    """The version in the panel's header, clear of its buttons (none without a header)."""
    header = scene.view.ui.header
    if header is not None and not why.sheet_open(scene):  # (the assistant's sheet covers it)
        hx, hy, hw, _ = header
        px = scene.view.ui.px
        draw_text(surf, scene.t("version", v=__version__), (hx + hw - px(16), hy + px(22)), 12,
                  theme.TEXT_DIM, anchor="topright")


def _large_text(scene: Scene) -> bool:
    """The panel is laid out for the larger text; the game-over box and the draw offer
    over the board are not yet (drawn zoomed only while one is open)."""
    return not over_shown(scene) and scene.moves.draw_offer is None


SCREEN = Screen(
    name=GAME,
    draw=draw_game,
    buttons=game_buttons,
    click=click,
    point=point,
    wheel=list_wheel,
    layers=(why.LAYER, MORE_LAYER),
    draw_version=_draw_version,
    board=True,
    keys=_keys,
    large_text=_large_text,
)
"""The game screen."""
