"""The game screen's overlays: the game-over box, the draw offer waiting for an answer
and the "More…" sheet of a compact layout (the yes/no question is :mod:`tanbo.ui.confirm`).

Each one's place comes from the :class:`~tanbo.ui.layout.ScreenLayout`; this module
draws them, gives their buttons and the actions those buttons take. The "More…" sheet
is a :class:`~tanbo.ui.screens.base.Layer` over the game screen (:data:`MORE_LAYER`),
open while its :class:`MoreState` (:func:`more_state`) says so.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

import tanbo.ui.screens.why as why
from tanbo import __version__
from tanbo.game import BLACK, DRAW, WHITE, winning_line
from tanbo.ui import design, keymap, theme
from tanbo.ui.games import game_view
from tanbo.ui.layout import Rect, full_moves
from tanbo.ui.modality import keyed
from tanbo.ui.render import Fonts
from tanbo.ui.screens.base import Action, Layer, fit_size, toggles
from tanbo.ui.screens.movelist import assistant_row
from tanbo.ui.screens.panel import sheet_actions
from tanbo.ui.view import ScreenState, ViewState
from tanbo.ui.widgets import (
    Button,
    draw_fitted,
    draw_spinner,
    draw_stone_icon,
    draw_text,
    fit_row,
    note_veil,
    wrap,
)

if TYPE_CHECKING:
    from tanbo.ui.commands import Commands
    from tanbo.ui.host import Scene

__all__ = [
    "OVER_BOX",
    "ACTIONS",
    "KEEP_MORE_OPEN",
    "MoreState",
    "more_state",
    "more_open",
    "MORE_LAYER",
    "over_box",
    "over_shown",
    "dialog_buttons",
    "draw_dialog",
    "more_box",
    "more_buttons",
    "draw_more",
]

OVER_BOX: Rect = (150, 225, 420, 260)  # the game-over box of the default window
KEEP_MORE_OPEN = frozenset({"hints", "danger", "muted", "lang", "depth"})
"""The "More…" sheet's choices that leave it open (the others close it)."""


@dataclass
class MoreState(ScreenState):
    """Whether the "More…" sheet of a compact layout is open (it closes when a screen
    opens or another sheet does)."""

    open: bool = False

    def screen_opened(self, name: str) -> None:
        self.open = False

    def close_sheet(self) -> None:
        self.open = False


def more_state(view: ViewState) -> MoreState:
    """The "More…" sheet's state in ``view``."""
    return view.state(MoreState)


def more_open(scene: Scene) -> bool:
    """True while the "More…" sheet is open."""
    return more_state(scene.view).open


def over_shown(scene: Scene) -> bool:
    """True while the game-over box covers the board (not under the rules assistant's
    answer, which speaks of the board)."""
    return (scene.session.is_over and not scene.view.over_dismissed and not scene.session.reviewing
            and not why.sheet_open(scene))


def dialog_buttons(scene: Scene) -> list[Button]:
    """The buttons of the game-over box, or of a draw offer waiting for a human's answer."""
    t, ui = scene.t, scene.view.ui
    px = ui.px  # the boxes are device pixels, the offsets here logical
    out: list[Button] = []
    if over_shown(scene):
        x, y, w, h = over_box(scene)
        choices = ((t("btn.new"), "menu"), (t("btn.review"), "dismiss"),
                   (t("btn.analyse"), "analyse"))
        rects, size = fit_row([label for label, _ in choices],
                              (x + px(20), y + h - px(62), w - 2 * px(20), px(44)), px(10),
                              (design.LABEL, design.SMALL))
        for rect, (label, action) in zip(rects, choices, strict=True):
            out.append(Button(rect, label, action, size=size))
    elif scene.moves.draw_offer is not None and not scene.computer.judging:
        x, y, w, h = ui.over_box
        bw = min(px(150), (w - px(80)) // 2)
        top, bh = y + h - px(62), px(42)
        out.append(Button((x + px(30), top, bw, bh), t("draw.accept"), "draw:yes"))
        out.append(Button((x + w - px(30) - bw, top, bw, bh), t("draw.decline"), "draw:no"))
    return out


def draw_dialog(scene: Scene, surf: pygame.Surface) -> None:
    """The game-over box, else a pending draw offer, if either is open."""
    if over_shown(scene):
        draw_over(scene, surf)
    elif scene.moves.draw_offer is not None:
        draw_offer(scene, surf)


def over_box(scene: Scene) -> Rect:
    """Where the game-over box goes: the layout's, moved off a winning line if need be."""
    box = scene.view.ui.over_box
    line = winning_line(scene.session.state)
    if not line:
        return box
    centres = [scene.layout.centre(p) for p in line]
    px = scene.view.ui.px
    pad = 2 * round(scene.layout.stone_radius) + px(8)
    x, y, w, h = box
    bx, by, bw, bh = scene.view.ui.board
    bh = min(bh, bw) if scene.view.ui.portrait else bh
    for top in (y, by + px(20), by + bh - h - px(20)):
        for left in (x, bx + px(10), bx + bw - w - px(10)):
            rect = pygame.Rect(left, top, w, h).inflate(pad, pad)
            if not any(rect.collidepoint(c) for c in centres):
                return left, top, w, h
    return box


def draw_over(scene: Scene, surf: pygame.Surface) -> None:
    box_rect = over_box(scene)
    x, y, w, h = box_rect
    px = scene.view.ui.px
    board = scene.view.ui.board
    if not pygame.Rect(board).contains(box_rect):  # a board too small: a dialog over it all
        board = (0, 0, *scene.view.ui.size)
        note_veil(pygame.Rect(board))
    veil = pygame.Surface(board[2:], pygame.SRCALPHA)
    veil.fill((0, 0, 0, 70 if board != (0, 0, *scene.view.ui.size) else 150))
    surf.blit(veil, board[:2])
    box = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(box, theme.OVERLAY, (0, 0, w, h), border_radius=px(14))
    surf.blit(box, (x, y))  # translucent: the final position stays visible around it
    pygame.draw.rect(surf, theme.ACCENT, box_rect, px(2), border_radius=px(14))
    s = scene.session
    st = s.state
    if s.winner == DRAW:
        for dx, colour in ((-14, BLACK), (14, WHITE)):
            draw_stone_icon(surf, colour, (x + w // 2 + px(dx), y + px(42)), px(22))
        title = scene.t("over.draw")
    else:
        draw_stone_icon(surf, s.winner, (x + w // 2, y + px(42)), px(22))
        title = scene.t("over.title", side=scene.side_name(s.winner))
    draw_text(surf, title, (x + w // 2, y + px(96)), fit_size(title, 30, True, w - px(20)),
              theme.TEXT, bold=True, anchor="center")
    if s.agreed_draw:
        reason = scene.t("over.reason.agreement")
    else:
        reason = game_view(s.game).end_reason_text(scene.settings.lang, st, scene.side_name)
    line_y = y + px(116)
    for line in wrap(reason, Fonts.get(18), w - px(40))[:2]:
        draw_text(surf, line, (x + w // 2, line_y), 18, theme.TEXT, anchor="midtop",
                  box=(x + px(20), y + px(112), w - px(40), px(52)))
        line_y += px(24)
    draw_text(surf, scene.t("over.moves", n=full_moves(st.ply)), (x + w // 2, y + px(168)), 16,
              theme.TEXT_DIM, anchor="midtop")


def draw_offer(scene: Scene, surf: pygame.Surface) -> None:
    """A draw offer waiting for the other player's answer (or the computer's)."""
    x, y, w, h = scene.view.ui.over_box
    px = scene.view.ui.px
    ui = scene.view.ui
    if not pygame.Rect(ui.board).contains(ui.over_box):  # a dialog over it all
        veil = pygame.Surface(scene.view.ui.size, pygame.SRCALPHA)
        veil.fill((0, 0, 0, 150))
        surf.blit(veil, (0, 0))
        note_veil(pygame.Rect(0, 0, *scene.view.ui.size))
    box = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(box, theme.OVERLAY, (0, 0, w, h), border_radius=px(14))
    surf.blit(box, (x, y))
    pygame.draw.rect(surf, theme.ACCENT, scene.view.ui.over_box, px(2), border_radius=px(14))
    offerer = scene.moves.draw_offer or BLACK
    offered = scene.t("draw.offered", side=scene.side_name(offerer))
    draw_text(surf, offered, (x + w // 2, y + px(60)), fit_size(offered, 24, True, w - px(20)),
              theme.TEXT, bold=True, anchor="center")
    if scene.computer.judging:
        judging = scene.t("draw.judging")
        draw_text(surf, judging, (x + w // 2, y + px(104)),
                  fit_size(judging, 17, False, w - px(20)), theme.TEXT_DIM, anchor="center")
        draw_spinner(surf, (x + w // 2, y + px(150)), px(10), scene.view.spin_ms())
    else:
        question = scene.t("draw.question", side=scene.side_name(3 - offerer))
        draw_text(surf, question, (x + w // 2, y + px(104)),
                  fit_size(question, 17, False, w - px(20)), theme.TEXT_DIM, anchor="center")


def _more_items(scene: Scene) -> list[tuple[str, str, bool]]:
    """The sheet's buttons: the other places, then (a compact layout) what the panel has
    no room for: the status line's buttons that do not fit beside it (first: they are
    the turn's), the toggles, sharing, records, the rules assistant."""
    t = scene.t
    places = [(t("btn.learn"), "learn", False), (t("btn.puzzles"), "puzzles", False),
              (t("btn.stats"), "stats", False), (t("btn.rules"), "rules", False),
              (t("btn.display"), "display", False)]
    if not scene.view.ui.compact:  # the panel has the rest
        return places
    turn = [(label, action, False) for label, action, _ in sheet_actions(scene)]
    items = [*turn, *places,
             *toggles(scene),
             (keyed(scene.view, t("btn.share"), "S"), "share",
              scene.session.by_link and scene.links.phase == "moved"),
             (t("btn.export_short"), "export", False),
             (t("btn.import_short"), "import", False)]
    if assistant_row(scene.view.ui) is None:  # no room for the rules assistant's row
        items += [(why.why_label(scene), "why", why.mode_on(scene)),
                  (t("btn.happened"), "happened", False)]
    return items


def _more_cols(scene: Scene) -> int:
    """Four columns on a short, wide sheet (a phone on its side), three on a short one,
    else two."""
    _, _, w, h = scene.view.ui.more_box
    px = scene.view.ui.px
    if h >= px(480):
        return 2
    return 4 if w >= px(700) else 3 if w >= px(480) else 2


def more_box(scene: Scene) -> Rect:
    """The "More" sheet: the layout's box, no taller than its rows need (re-centred)."""
    x, y, w, h = scene.view.ui.more_box
    px = scene.view.ui.px
    rows = -(-len(_more_items(scene)) // _more_cols(scene))
    need = px(70) + rows * px(52) + px(66)
    if need >= h:
        return x, y, w, h
    return x, y + (h - need) // 2, w, need


def more_buttons(scene: Scene) -> list[Button]:
    """The "More" sheet of a compact layout: the other places (Learn, Puzzles,
    Statistics, Rules), what the panel has no room for, and Home beside Close."""
    t = scene.t
    x, y, w, h = more_box(scene)
    items = _more_items(scene)
    px = scene.view.ui.px
    cols = _more_cols(scene)
    bw = (w - 2 * px(16) - px(10) * (cols - 1)) // cols
    rows = -(-len(items) // cols)
    step = min(px(52), (h - px(62) - px(66)) // rows)  # between the title and Close
    top = y + (px(70) if step == px(52) else px(62))
    out = [Button((x + px(16) + (i % cols) * (bw + px(10)), top + (i // cols) * step, bw,
                   step - px(8)), label, action, on=on, size=16)
           for i, (label, action, on) in enumerate(items)]
    out.append(Button((x + px(16), y + h - px(58), bw, px(44)), t("btn.home"), "home", size=16))
    out.append(Button((x + w - px(16) - bw, y + h - px(58), bw, px(44)),
                      keyed(scene.view, t("btn.close"), "Esc"), "close_more", size=16))
    return out


def draw_more(scene: Scene, surf: pygame.Surface) -> None:
    """The "More" sheet of a compact layout, over a dimmed screen."""
    w, h = scene.view.ui.size
    veil = pygame.Surface((w, h), pygame.SRCALPHA)
    veil.fill((0, 0, 0, 120))
    surf.blit(veil, (0, 0))
    note_veil(pygame.Rect(0, 0, w, h))
    box = more_box(scene)
    x, y, bw, _ = box
    px = scene.view.ui.px
    pygame.draw.rect(surf, theme.OVERLAY[:3], box, border_radius=px(14))
    pygame.draw.rect(surf, theme.ACCENT, box, px(2), border_radius=px(14))
    split = bw * 2 // 5  # the title left, the board's size and setup right (the longer)
    draw_fitted(surf, scene.t("title"), (x + px(16), y + px(8), split - px(16), px(36)), 28,
                theme.ACCENT, bold=True)
    st = scene.session.state
    draw_fitted(surf, st.geometry.size_text + " · " + scene.game.setup_label(
        scene.settings.lang, scene.session.setup),
        (x + split, y + px(12), bw - split - px(16), px(20)), 15, theme.TEXT_DIM)
    draw_fitted(surf, scene.t("version", v=__version__),
                (x + split, y + px(34), bw - split - px(16), px(18)), 12, theme.TEXT_DIM,
                min_size=10)


def _dismiss(commands: Commands, arg: str) -> None:
    commands.view.over_dismissed = True


def _more(commands: Commands, arg: str) -> None:
    more_state(commands.view).open = True


def _close_more(commands: Commands, arg: str) -> None:
    more_state(commands.view).open = False


def _click_beside(commands: Commands, pos: tuple[int, int], touch: bool) -> None:
    """A click beside the sheet's buttons closes it."""
    _close_more(commands, "")
    commands.view.dirty = True


def _chosen(commands: Commands, action: str) -> None:
    """The sheet closes once its choice is made (but for :data:`KEEP_MORE_OPEN`)."""
    if action not in KEEP_MORE_OPEN:
        _close_more(commands, "")


ACTIONS: Mapping[str, Action] = {
    "dismiss": _dismiss,
    "draw": lambda commands, arg: commands.moves.answer_draw(arg == "yes"),
    "more": _more,
    "close_more": _close_more,
}
"""The overlays' actions: review after the game, answer a draw offer, open/close More."""

MORE_LAYER = Layer(scope=keymap.MORE, is_open=more_open, buttons=more_buttons, draw=draw_more,
                   click=_click_beside, chosen=_chosen)
"""The "More…" sheet over the game screen of a compact layout."""
