"""The game screen's panel: the header, the players, the status line and the buttons
beside it, the info lines under it, and the move list (:mod:`.movelist`)."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

import tanbo.ui.screens.why as why
from tanbo.game import BLACK, DRAW, WHITE
from tanbo.players import win_estimate
from tanbo.ui import design, theme
from tanbo.ui.analysis_panel import info_lines as analysis_info
from tanbo.ui.board_input import Board, prompt
from tanbo.ui.layout import Rect, full_moves
from tanbo.ui.modality import keyed
from tanbo.ui.render import Fonts
from tanbo.ui.screens.base import player_label
from tanbo.ui.screens.movelist import draw_moves
from tanbo.ui.widgets import (
    draw_fitted,
    draw_spinner,
    draw_stone_icon,
    draw_text,
    draw_wrapped,
    wrap,
)

if TYPE_CHECKING:
    from tanbo.ui.host import Scene

__all__ = ["draw_panel", "status_actions", "sheet_actions", "status_text",
           "actions_x", "game_board", "button_w"]


def game_board(scene: Scene) -> Board:
    """The game's board for the input model (:mod:`tanbo.ui.board_input`): a move may be
    played when a person is to move in the live game; in "Why?" mode a tap asks."""
    s = scene.session
    st = s.state
    live = s.human_to_move and not s.reviewing and not s.is_over and scene.moves.draw_offer is None
    return Board(live=live, legal=st.is_legal, name=st.point_name,
                 asking=why.mode_on(scene), cursor=True, width=st.geometry.width,
                 height=st.geometry.height)


def status_actions(scene: Scene) -> list[tuple[str, str, int]]:
    """The buttons beside the status line, ``(label, action, width)``: a human's turn's,
    else the analysis's in review; where they share its row in a compact panel, only
    those that leave the status line its room (:func:`sheet_actions` has the rest)."""
    return _split_actions(scene)[0]


def sheet_actions(scene: Scene) -> list[tuple[str, str, int]]:
    """The status line's buttons with no room beside it (a phone on its side with the
    larger text): the "More…" sheet has them."""
    return _split_actions(scene)[1]


def _split_actions(
    scene: Scene,
) -> tuple[list[tuple[str, str, int]], list[tuple[str, str, int]]]:
    """(the buttons beside the status line, those left for the "More…" sheet): where they
    share its row in a compact panel, the last ones go (the least used: Offer draw, the
    analysis's depth) until the status fits the rest of the row whole, in the lines the
    row holds (no word cut); elsewhere all stay."""
    actions = turn_actions(scene) or analysis_actions(scene)
    ui = scene.view.ui
    if not actions or not ui.compact or ui.extras != ui.status:
        return actions, []
    text = status_text(scene)
    # measured at the panel's own text factor: the same split while a sheet over the
    # game has the screen drawn zoomed only (the "More…" sheet then has the rest)
    factor = ui.text_factor
    font = Fonts.get(design.BODY, True, factor)
    keep = len(actions)
    while keep:
        room = ui.status[2] - _actions_w(scene, actions[:keep], factor)
        lines = wrap(text, font, room)
        if (len(lines) * font.get_linesize() <= ui.status[3]
                and all(font.size(line)[0] <= room for line in lines)):
            break
        keep -= 1
    return actions[:keep], actions[keep:]


def actions_x(scene: Scene, actions: list[tuple[str, str, int]]) -> int:
    """Where the buttons ``actions`` beside the status line start: 6 px apart, the last
    ending 6 px right of the row (in line with the player rows; portrait: under it)."""
    ex, _, ew, _ = scene.view.ui.extras
    return ex + ew + 3 * scene.view.ui.px(6) - _actions_w(scene, actions)


def _actions_w(
    scene: Scene, actions: list[tuple[str, str, int]], factor: float | None = None
) -> int:
    """The width the buttons ``actions`` take from the status line's row: each with the
    6 px after it, and 6 px more (their labels at text factor ``factor``, if given)."""
    px = scene.view.ui.px
    return sum(button_w(label, w, factor) + px(6) for label, _, w in actions) + px(6)


def turn_actions(scene: Scene) -> list[tuple[str, str, int]]:
    """What a human to move may do besides placing: ``(label, action, width)``.

    Pass (games with passes) and offer a draw (games with draws); shown only on a
    human's turn in the live game, so they never cover the computer's win bar.
    """
    s = scene.session
    if s.is_over or s.reviewing or scene.moves.draw_offer is not None or not s.human_to_move:
        return []
    out = []
    if scene.game.pass_move is not None:
        out.append((keyed(scene.view, scene.t("btn.pass"), "P"), "pass", 84))
    if scene.game.agree_draw:
        out.append((scene.t("btn.offer_draw"), "offer_draw", 152))
    return out


def analysis_actions(scene: Scene) -> list[tuple[str, str, int]]:
    """In review or after the game: analyse (or stop) and the depth, ``(label, action, width)``."""
    s = scene.session
    if not (s.reviewing or s.is_over or scene.computer.analysing) \
            or scene.moves.draw_offer is not None:
        return []
    if scene.session.is_over and not scene.view.over_dismissed and not s.reviewing:
        return []  # the game-over box has its own Analyse button
    analyse = "btn.analyse_stop" if scene.computer.analysing else "btn.analyse"
    label = keyed(scene.view, scene.t(analyse), "A")
    depth = scene.t(f"analysis.depth.{scene.settings.depth}")
    return [(label, "analyse", 130), (depth, "depth", 106)]


def draw_panel(scene: Scene, surf: pygame.Surface) -> None:
    t, s = scene.t, scene.session
    st = s.state
    lang = scene.settings.lang
    view = scene.moves.view_state()
    live = not s.reviewing
    over = s.is_over if live else view.is_over
    winner = s.winner if live else view.winner
    ui = scene.view.ui
    px = ui.px  # rectangles are device pixels, the offsets here logical
    pygame.draw.rect(surf, theme.PANEL_BG, ui.panel, border_radius=px(12))
    if ui.header is not None and ui.share is not None:
        hx, hy, hw, _ = ui.header
        draw_text(surf, t("title"), (hx + px(16), hy + px(8)), 34, theme.ACCENT, bold=True)
        draw_fitted(surf, t("subtitle"),
                    (hx + px(16), hy + px(48), ui.share[0] - hx - px(28), px(28)), 15,
                    theme.TEXT_DIM)
        draw_text(surf, st.geometry.size_text + " · " + scene.game.setup_label(lang, s.setup),
                  (hx + hw - px(16), hy + px(4)), 15, theme.TEXT_DIM, anchor="topright")
    now = scene.now()
    for i, colour in enumerate((BLACK, WHITE)):
        rect = ui.players[i]
        rx, y, rw, rh = rect
        to_move = not over and view.to_move == colour
        won = winner == colour
        pygame.draw.rect(surf, (58, 64, 72), rect, border_radius=px(8))
        if to_move or won:
            pygame.draw.rect(surf, theme.ACCENT, rect, px(2), border_radius=px(8))
        draw_stone_icon(surf, colour, (rx + px(24), y + rh // 2), px(14))
        pending = sum(
            math.ceil(n * (1.0 - (now - t0) / theme.COUNT_MS))
            for c, n, t0 in scene.view.counting
            if c == colour and live
        )
        info = scene.game.side_info(lang, view, colour, pending)
        name = f"{scene.side_name(colour)} — {player_label(scene, s.players[colour])}"
        if rw < px(400):  # a narrow row: the player above the counts (the stone says the
            # side; the level's description in brackets is left out: it fits by layout)
            short = player_label(scene, s.players[colour]).split(" (")[0]
            tf = ui.text_factor  # (the row is taller with larger text: the layout's)
            # the type scale's next step where the larger text leaves no room (not shrunk)
            name_size = next((n for n in (design.BODY, design.SMALL)
                              if Fonts.get(n, to_move).size(short)[0] <= rw - px(56)),
                             design.BODY)
            draw_fitted(surf, short, (rx + px(48), y + px(2 * tf), rw - px(56), px(22 * tf)),
                        name_size, theme.TEXT, bold=to_move, min_size=name_size)
            # the short counts, if the game has them, take the row's width (no bar: the
            # number says it); else the counts share it with the bar
            # number says it; so with larger text); else the counts share it with the bar
            bar = None if info.short is not None or tf > 1 else info.bar
            counts_w = rw - px(56) if bar is None else (rw - px(56)) // 2
            counts = info.short or info.counts
            counts_size = next((n for n in (design.SMALL, design.MIN_TEXT)
                                if Fonts.get(n).size(counts)[0] <= counts_w), None)
            if counts_size is None and info.bar is not None:  # larger text: the bar alone
                bar, counts_w = info.bar, 0
            else:
                counts_size = counts_size or design.SMALL
                draw_fitted(surf, counts, (rx + px(48), y + px(23 * tf), counts_w,
                                           px(18 * tf)),
                            counts_size, theme.TEXT_DIM, min_size=counts_size)
            if bar is not None:
                bx = rx + (px(48) if counts_w == 0 else px(56) + counts_w)
                _draw_side_bar(surf, bar, (bx, y + px(30 * tf), rx + rw - px(10) - bx, px(6)),
                               px)
        else:
            top = y + px(13) if info.bar is None else y + px(5)
            counts_rect = draw_text(surf, info.counts, (rx + rw - px(10), top), 16,
                                    theme.TEXT_DIM, anchor="topright", box=rect)
            right = counts_rect.left
            if info.bar is not None:
                bx = rx + rw - px(140)
                right = min(right, bx)
                _draw_side_bar(surf, info.bar, (bx, y + px(29), px(130), px(7)), px)
            name_box = (rx + px(48), y, right - px(12) - (rx + px(48)), px(44))
            if Fonts.get(18, to_move).size(name)[0] > name_box[2]:  # the level's description
                # in brackets left out: the name fits by layout
                short = player_label(scene, s.players[colour]).split(" (")[0]
                name = f"{scene.side_name(colour)} — {short}"
            draw_fitted(surf, name, name_box, 18, theme.TEXT, bold=to_move)
        if to_move and scene.computer.thinking and not s.is_human(colour):
            # (around the stone)
            draw_spinner(surf, (rx + px(24), y + rh // 2), px(18), scene.view.spin_ms())
            sx, sy, sw, _ = ui.status
            _draw_win_bar(scene, surf, colour, (sx + sw - px(120), sy + px(20), px(120), px(6)))
    status = status_text(scene)
    # shrunk to fit beside the pass and draw-offer buttons
    sx, sy, sw, sh = ui.status
    room = sw - _status_room(scene)
    # the largest step that fits beside the pass and draw-offer buttons (never shrunk)
    size = next((n for n in (22, design.TITLE, design.SUBTITLE)
                 if Fonts.get(n, True).size(status)[0] <= room), design.BODY)
    ink = theme.ACCENT if s.reviewing else theme.TEXT
    body = Fonts.get(size, True)
    lines = wrap(status, body, room)
    if body.size(status)[0] > room and len(lines) * body.get_linesize() <= sh:
        # too long for the room beside the buttons even at BODY (a zoomed laptop window):
        # two lines
        top = sy + (sh - len(lines) * body.get_linesize()) // 2
        draw_wrapped(surf, status, (sx, top, room, sh), size, ink, bold=True, spacing=2,
                     max_lines=len(lines))
    else:
        draw_fitted(surf, status, (sx, sy + (sh - px(30)) // 2, room, px(30)), size, ink,
                    bold=True, min_size=size)
    ix, y, iw, ih = ui.info
    legend = scene.game.danger_legend(scene.settings.lang)
    for text, tone in _info_lines(scene):
        if ui.info[1] + ih - y < Fonts.get(15).get_linesize():
            break  # no room for another line
        box = (ix, y, iw, ui.info[1] + ih - y)
        # the danger markers' legend is set as the type scale's legends are (SMALL): a
        # small phone holds it in three lines; a message the box cannot hold whole at
        # BODY takes SMALL. With larger text the scale's smallest step is tried too (still
        # larger than SMALL at 100%). The legend shows whole or not at all (a short
        # panel: a phone on its side with larger text).
        steps: tuple[int, ...] = (design.SMALL,) if text == legend else (design.BODY, design.SMALL)
        if Fonts.text_factor > 1:
            steps += (design.MIN_TEXT,)
        size = next((n for n in steps if _wrapped_h(text, n, box[2]) <= box[3]), 0)
        if not size and text == legend:
            continue
        y = draw_wrapped(surf, text, box, size or design.BODY, tone, spacing=2, max_lines=-1)
    draw_moves(scene, surf)


def status_text(scene: Scene) -> str:
    """The status line: whose turn, the result, or the move reviewed (and "thinking")."""
    t, s = scene.t, scene.session
    view = scene.moves.view_state()
    over = s.is_over if not s.reviewing else view.is_over
    winner = s.winner if not s.reviewing else view.winner
    if s.reviewing:
        status = t("review", ply=full_moves(s.shown_ply), total=full_moves(s.state.ply))
    elif over and winner == DRAW:
        status = t("draw")
    elif over:
        status = t("wins", side=scene.side_name(winner))
    else:
        status = t("to_move", side=scene.side_name(view.to_move))
    if scene.computer.thinking or scene.computer.judging:
        status += " · " + t("thinking") + "…"
    return status


def _wrapped_h(text: str, size: int, width: int) -> int:
    """The height ``text`` wrapped to ``width`` takes at ``size`` (as the info box sets
    it: :func:`draw_wrapped` with 2 px between lines, one line height a line)."""
    font = Fonts.get(size)
    return len(wrap(text, font, width)) * font.get_linesize()


def _draw_side_bar(
    surf: pygame.Surface, value: float, rect: Rect, px: Callable[[float], int]
) -> None:
    """A player's progress bar (e.g. DEAGO's captures towards the win)."""
    x, y, w, h = rect
    pygame.draw.rect(surf, (30, 30, 34), rect, border_radius=px(3))
    fill = round(w * min(max(value, 0.0), 1.0))
    if fill:
        pygame.draw.rect(surf, theme.ACCENT, (x, y, fill, h), border_radius=px(3))


def button_w(label: str, width: int, factor: float | None = None) -> int:
    """A button beside the status line in device px: ``width`` logical px, or its label's
    width (:data:`~tanbo.ui.design.SMALL`, at text factor ``factor`` if given, else the
    current one) and padding where the larger text needs more."""
    label_w = Fonts.get(design.SMALL, factor=factor).size(label)[0]
    return max(Fonts.px(width), label_w + Fonts.px(16))


def _status_room(scene: Scene) -> int:
    """Width kept free right of the status line (win bar, or the turn's buttons when
    they share its row)."""
    px = scene.view.ui.px
    actions = status_actions(scene)
    if actions and scene.view.ui.extras == scene.view.ui.status:
        return _actions_w(scene, actions)
    if not scene.computer.thinking:
        return 0
    est = win_estimate(scene.computer.players[scene.session.state.to_move])
    if est is None:
        return px(140)
    label = scene.t("win_rate", side=scene.side_name(scene.session.state.to_move), p=f"{est:.0%}")
    return max(px(140), Fonts.get(13).size(label)[0] + px(12))  # the win bar's label


def _info_lines(scene: Scene) -> list[tuple[str, theme.Colour]]:
    """The texts under the status line, most important first (the box shows what fits).

    In review or after the game: the review reminder (unless the analysis speaks),
    a message, then the analysis. In the live game: a message or the move preview
    and the game's notes, then the analysis, which gives way to them.
    """
    s = scene.session
    out: list[tuple[str, theme.Colour]] = []
    said = [(text, theme.TEXT) for text in analysis_info(scene)] if scene.analysis.result else []
    if s.reviewing and not said:  # the analysis needs the room more than the reminder
        key = "review_paused" if scene.computer.computer_to_move else "review_hint"
        out.append((scene.t(key), theme.ACCENT))
    next_tap = prompt(scene, game_board(scene))  # what the next tap or click on the board does
    if next_tap and (why.mode_on(scene) or scene.view.touch_armed is not None):
        out.append((next_tap, theme.ACCENT))  # a mode or a preview waiting: said first
        next_tap = ""
    if scene.view.message:
        out.append((scene.view.message, theme.TEXT_WARN if scene.view.message_warn else theme.TEXT))
    elif not s.reviewing:
        note = scene.links.note()
        if note:
            out.append((note, theme.ACCENT if scene.links.phase == "moved" else theme.TEXT))
        hint = _preview_text(scene)
        if not hint and scene.computer.hint_searching and not scene.computer.thinking:
            hint = scene.t("hint_searching")  # the player to move is not the one thinking
        if not hint and not s.is_over:
            hint = scene.game.status_note(scene.settings.lang, s.state)
        if not hint and not s.is_over and scene.settings.danger:
            hint = scene.game.danger_legend(scene.settings.lang)
        if hint:
            out.append((hint, theme.TEXT_DIM))
    if next_tap:
        out.append((next_tap, theme.TEXT_DIM))
    return out + said


def _preview_text(scene: Scene) -> str:
    p = scene.moves.preview_point()
    preview = scene.moves.preview()
    if p is None or preview is None:
        return ""
    return scene.game.preview_text(scene.settings.lang, scene.session.state, p, preview)


def _draw_win_bar(scene: Scene, surf: pygame.Surface, colour: int, rect: Rect) -> None:
    """The computer's win estimate as a thin bar (only when the player gives one)."""
    est = win_estimate(scene.computer.players[colour])
    if est is None:
        return
    x, y, w, h = rect
    pygame.draw.rect(surf, (30, 30, 34), rect)
    pygame.draw.rect(surf, theme.ACCENT, (x, y, round(w * min(max(est, 0.0), 1.0)), h))
    label = scene.t("win_rate", side=scene.side_name(colour), p=f"{est:.0%}")
    draw_text(
        surf, label, (x + w, y - scene.view.ui.px(4)), 13, theme.TEXT_DIM, anchor="bottomright"
    )
