"""The computer's analysis in the game screen: the evaluation graph, the move marks,
the analysis's lines under the status, and the best move and its line on the board.

The analysis itself (running in frame slices, following the game) is
:class:`~tanbo.ui.analysis_run.GameAnalysisRun`; these functions draw it for a
:class:`~tanbo.ui.host.Scene`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tanbo.ai.analysis import GameAnalysis, PositionEval
from tanbo.game import BLACK, WHITE
from tanbo.ui import drawlog, theme
from tanbo.ui.analysis_run import GameAnalysisRun
from tanbo.ui.layout import Rect
from tanbo.ui.render import Fonts, dashed_ring, draw_stone

if TYPE_CHECKING:
    from tanbo.ui.host import Scene

__all__ = [
    "draw_graph",
    "graph_ply_at",
    "draw_on_board",
    "mark_of",
    "MARK_COLOURS",
]

BEST_RING = (10, 70, 190)
"""The dashed ring around the analysis's best move (apart from the amber danger rings by
its dashes and its blue, dark enough to show on the wood in greyscale too)."""
GRAPH_WHITE = (214, 211, 202)  # White's share of the graph, above the curve
GRAPH_BLACK = (24, 24, 28)  # Black's share, below it

MARK_COLOURS = {
    "inaccuracy": (232, 200, 90),
    "mistake": (240, 150, 60),
    "blunder": (235, 80, 70),
}
"""The colour of each judgement's mark in the move list and on the graph."""
MARK_SIZES = {"inaccuracy": 2.5, "mistake": 3.5, "blunder": 4.5}
"""The radius (logical px) of each judgement's dot on the graph (its second cue)."""


def mark_of(run: GameAnalysisRun, ply: int) -> tuple[str, theme.Colour] | None:
    """The mark of move ``ply`` for the move list (``?!``, ``?``, ``??``) and its colour."""
    j = run.judgement(ply)
    if j is None or j.judgement is None:
        return None
    return j.mark, MARK_COLOURS[j.judgement]


# ------------------------------------------------------------------ the graph


def _graph_x(rect: Rect, ply: int, total: int) -> int:
    x, _y, w, _h = rect
    inset = Fonts.px(4)  # the rectangles are device pixels, the insets logical
    return x + inset + round((w - 2 * inset) * ply / max(1, total))


def graph_ply_at(rect: Rect, pos: tuple[int, int], total: int) -> int | None:
    """The ply whose column of the graph is under ``pos``, if any."""
    x, y, w, h = rect
    if not (x <= pos[0] < x + w and y <= pos[1] < y + h) or total <= 0:
        return None
    inset = Fonts.px(4)
    return max(0, min(total, round((pos[0] - x - inset) / max(1, w - 2 * inset) * total)))


def draw_graph(scene: Scene, surf: pygame.Surface, rect: Rect) -> None:
    """Black's win chance per ply: white area above the curve is White's, black below.

    Proven results are drawn as squares on the top or bottom edge (a forced
    win, not a percentage); the shown ply is a vertical line; the progress of a
    running analysis is a bar along the bottom.
    """
    run: GameAnalysisRun = scene.analysis
    total = scene.session.state.ply
    x, y, w, h = rect
    px = Fonts.px
    pygame.draw.rect(surf, (40, 44, 50), rect, border_radius=px(6))
    inner_top, inner_h = y + px(4), h - px(8)
    pygame.draw.rect(surf, GRAPH_WHITE, (x + px(4), inner_top, w - px(8), inner_h))

    def y_of(chance: float) -> int:
        return inner_top + round(inner_h * (1.0 - chance))

    result = run.result
    if result is not None:
        points = [(_graph_x(rect, p, total), y_of(ev.chance))
                  for p, ev in sorted(result.evals.items()) if p <= total]
        if len(points) >= 2:
            area = [(points[0][0], y_of(0.0)), *points, (points[-1][0], y_of(0.0))]
            pygame.draw.polygon(surf, GRAPH_BLACK, area)
            pygame.draw.lines(surf, theme.ACCENT, False, points, px(2))
    pygame.draw.line(surf, (128, 128, 128), (x + px(4), y_of(0.5)), (x + w - px(5), y_of(0.5)),
                     px(1))  # 50%
    if result is not None:
        for ply in range(1, total + 1):
            j = result.judgement(ply)
            if j is not None and j.judgement is not None:
                cx = _graph_x(rect, ply, total)
                # (bigger as worse: told by size as well as by colour)
                pygame.draw.circle(surf, MARK_COLOURS[j.judgement], (cx, y_of(j.after)),
                                   px(MARK_SIZES[j.judgement]))
        for p, ev in result.evals.items():
            if ev.proven and p <= total:
                cx = _graph_x(rect, p, total)
                cy = y_of(1.0) if ev.proven == "black" else y_of(0.0)
                colour = (20, 20, 24) if ev.proven == "black" else (245, 243, 235)
                box = pygame.Rect(0, 0, px(7), px(7))
                box.center = (cx, cy)
                pygame.draw.rect(surf, colour, box)
                pygame.draw.rect(surf, theme.ACCENT, box, px(1))
    shown_x = _graph_x(rect, scene.session.shown_ply, total)
    pygame.draw.line(surf, BEST_RING, (shown_x, y + px(2)), (shown_x, y + h - px(3)), px(2))
    if run.running:
        bar = round((w - px(8)) * run.progress)
        pygame.draw.rect(surf, theme.ACCENT, (x + px(4), y + h - px(4), bar, px(3)))
    pygame.draw.rect(surf, theme.PANEL_LINE, rect, px(1), border_radius=px(6))


# ------------------------------------------------------------------ the board


def draw_on_board(scene: Scene, surf: pygame.Surface) -> None:
    """At a reviewed position: the best move (a ring) and its line as numbered ghost stones."""
    s = scene.session
    ev = scene.analysis.eval_at(s.shown_ply)
    if ev is None or not ev.best:
        return
    state = scene.moves.view_state()
    layout = scene.layout
    radius = round(layout.stone_radius)
    colour = state.to_move
    line = ev.pv if scene.settings.show_line else ev.pv[:1]
    for i, text in enumerate(line):
        colour_i = colour if i % 2 == 0 else 3 - colour
        try:
            point = state.parse_move(text)
        except ValueError:
            break
        if point < 0:  # a pass has no point
            continue
        centre = layout.centre(point)
        if i == 0:
            dashed_ring(surf, BEST_RING, centre, radius + Fonts.px(4), Fonts.px(3))
        if scene.settings.show_line:
            draw_stone(surf, colour_i, centre, radius, alpha=150)
            ink = (245, 243, 235) if colour_i == BLACK else (20, 20, 24)
            size = max(Fonts.px(10), min(Fonts.px(22), radius))  # device pixels
            img = Fonts.text_px(str(i + 1), size, True, ink)
            rect = img.get_rect(center=centre)
            if drawlog.is_recording():  # a mark on a stone drawn at alpha: 3:1 against it
                bg = drawlog.background_under(surf, rect.inflate(-rect.w // 2, -rect.h // 2), ink)
                drawlog.note_text(drawlog.Drawn(str(i + 1), rect, None, drawlog.MARK, size,
                                                size, True, ink, bg))
            surf.blit(img, rect)


def chance_text(scene: Scene, ev: PositionEval) -> str:
    """Black's chance in words: a percentage, or the proven result."""
    if ev.proven:
        side = scene.side_name(BLACK if ev.proven == "black" else WHITE)
        return scene.t("analysis.forced", side=side)
    return scene.t("analysis.chance", side=scene.side_name(BLACK), p=f"{ev.chance:.0%}")


def info_lines(scene: Scene) -> list[str]:
    """What the analysis says about the shown position and the move that led to it."""
    run: GameAnalysisRun = scene.analysis
    s = scene.session
    out = []
    if run.running:
        out.append(scene.t("analysis.running", p=f"{run.progress:.0%}"))
    j = run.judgement(s.shown_ply)  # the move that led here, first
    if j is not None:
        key = f"analysis.judged.{j.reason or j.judgement or 'good'}"
        out.append(scene.t(key, move=j.move, loss=f"{j.loss:.0%}", best=j.best or "-"))
    ev = run.eval_at(s.shown_ply)
    if ev is not None:
        line = chance_text(scene, ev)
        if ev.best:
            line += " · " + scene.t("analysis.best", move=ev.best)
        out.append(line)
    if run.result is not None and run.result.complete and s.shown_ply == s.state.ply:
        out.append(summary_text(scene, run.result))
    return out


def summary_text(scene: Scene, result: GameAnalysis) -> str:
    """Per player: inaccuracies, mistakes and blunders."""
    parts = []
    for colour, row in result.summary().items():
        parts.append(scene.t("analysis.summary", side=scene.side_name(colour),
                           i=int(row["inaccuracy"]), m=int(row["mistake"]),
                           b=int(row["blunder"])))
    return " · ".join(parts)
