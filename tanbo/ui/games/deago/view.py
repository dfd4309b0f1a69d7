"""DEAGO's part of the UI: a Go board with neutral red stones, threats and its rules figures.

* Stones: Black, White and neutral red ones (the renderer marks neutral stones
  with a white star, so they do not rely on colour alone).
* Hover preview (:meth:`DeagoView.draw_preview`): the neutral stones the move
  would convert in the mover's colour, translucent; the stones it would capture
  tinted and ringed in red; a winning five drawn through.
* Threats (the D toggle, :meth:`DeagoView.draw_markers`): for both colours, the
  points that would make a five (a square in that colour, the line's stones
  underlined) and the points that would capture (a triangle in that colour,
  the stones at risk ringed amber), from the engine's ``five_threats`` and
  ``capture_threats``.
* Effects: converted stones turn over, captured pairs fade out and are counted
  up beside the board, the winning line is drawn through the five.
* Hints are the computer's suggested move (search-made, see the App).

The rules figures are small positions built from diagrams below; the engine's
``preview`` decides what each figure shows converted, captured or won.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tanbo.games.deago.setups import BLACK, EMPTY, NEUTRAL, WHITE
from tanbo.games.deago.state import DeagoState, MoveEffect
from tanbo.geometry import Geometry
from tanbo.ui import theme
from tanbo.ui.games.base import Effects, GameView, LegendItem, RulesFigure
from tanbo.ui.games.deago.reasons import RINGS
from tanbo.ui.games.deago.strings import DEAGO_RULES_TEXT
from tanbo.ui.games.deago.texts import DeagoTexts
from tanbo.ui.layout import BoardLayout
from tanbo.ui.render import (
    BoardView,
    Fonts,
    danger_ring,
    draw_line_through,
    draw_move_mark,
    draw_stone,
    tint,
)

__all__ = ["DeagoView", "DeagoFigure", "DEAGO_FIGURES", "deago_figure_view", "diagram_state"]

STONE_RGB = {BLACK: (20, 20, 24), WHITE: (240, 238, 230)}


DeagoBoard = BoardView[DeagoState, MoveEffect]
"""A board view of a DEAGO position."""


class DeagoView(DeagoTexts, GameView[DeagoState, MoveEffect]):
    """How DEAGO looks and what its aids show."""

    reason_rings = RINGS
    search_hints = True
    star_points = True

    def preview(self, state: DeagoState, point: int) -> MoveEffect:
        """What the move at ``point`` would convert, capture or win."""
        return state.preview(point)

    def preview_text(self, lang: str, state: DeagoState, point: int, preview: MoveEffect) -> str:
        """A winning move is announced; otherwise what it captures and converts."""
        effect = preview
        name = state.move_text(point)
        if effect.winner == effect.player and effect.end_reason:
            return self.t(lang, f"wins_by.{effect.end_reason}", point=name)
        parts = []
        if effect.captured:
            parts.append(self.t(lang, "captures_n", n=len(effect.captured)))
        if effect.converted:
            parts.append(self.t(lang, "converts_n", n=len(effect.converted)))
        return f"{name}: " + ", ".join(parts) if parts else ""

    def effects(self, effect: MoveEffect, mover: int, move: int) -> Effects:
        """Converted stones turn over; captured ones fade out and are counted up."""
        eff = effect
        return Effects(
            fades=[(p, 3 - mover) for p in eff.captured],
            turns=[(p, NEUTRAL, mover) for p in eff.converted],
            sound="remove" if eff.captured else "place",
            counted={mover: len(eff.captured)},
        )

    # -------------------------------------------------------------- drawing

    def draw_markers(
        self, surf: pygame.Surface, layout: BoardLayout, view: DeagoBoard, radius: int
    ) -> None:
        """Threats of both colours (D): five-makers (squares) and capture points (triangles)."""
        if not view.danger:
            return
        state = view.state
        if state.is_over:
            return
        centre = layout.centre
        ring = max(2, radius // 7)
        d = max(4, radius // 2)
        threats = {c: (state.five_threats(c), state.capture_threats(c)) for c in (BLACK, WHITE)}
        for _, captures in threats.values():
            for stones in captures.values():
                for p in stones:
                    danger_ring(surf, centre(p), radius + Fonts.px(2), ring)
        shared_fives = set(threats[BLACK][0]) & set(threats[WHITE][0])
        shared_captures = set(threats[BLACK][1]) & set(threats[WHITE][1])
        for colour, (fives, captures) in threats.items():
            fill = STONE_RGB[colour]
            side = (-1 if colour == BLACK else 1) * (d * 2 // 3)  # both colours' marks show
            for p in fives:
                x, y = centre(p)
                x += side if p in shared_fives else 0
                pygame.draw.rect(surf, fill, (x - d, y - d, 2 * d, 2 * d))
                pygame.draw.rect(surf, theme.DANGER, (x - d, y - d, 2 * d, 2 * d), Fonts.px(2))
            for p in captures:
                x, y = centre(p)
                x += side if p in shared_captures else 0
                # a triangle, shifted when the point is a five-maker too so both marks show
                pts = [(x, y - d), (x + d, y + d * 3 // 4), (x - d, y + d * 3 // 4)]
                if p in fives:
                    pts = [(px + d, py + d) for px, py in pts]
                pygame.draw.polygon(surf, fill, pts)
                pygame.draw.polygon(surf, theme.DANGER, pts, Fonts.px(2))

    def draw_preview(
        self, surf: pygame.Surface, layout: BoardLayout, view: DeagoBoard, radius: int
    ) -> None:
        """Conversions in the mover's colour (translucent), captures in red, a winning line."""
        effect = view.preview
        if not isinstance(effect, MoveEffect) or effect.move < 0:
            return
        centre = layout.centre
        for p in effect.converted:
            draw_stone(surf, effect.player, centre(p), radius, 175)
        for p in effect.captured:
            tint(surf, centre(p), radius, theme.CAPTURE, 110)
            pygame.draw.circle(surf, theme.CAPTURE, centre(p), radius + Fonts.px(3),
                               max(2, radius // 6))
        if effect.line:
            draw_line_through(surf, layout, effect.line, theme.CAPTURE, radius, 150)

    # ---------------------------------------------------------------- rules

    def rules_paragraphs(self, lang: str) -> tuple[str, ...]:
        """The rules in short, with the project's decisions marked."""
        return tuple(self.t(lang, f"rules.text.{i}")
                     for i in range(1, len(DEAGO_RULES_TEXT["en"]) + 1))

    def rules_figures(self) -> list[RulesFigure]:
        """The start, conversion, captures, figure 1b, five in a row, 20 captures."""
        return [RulesFigure(deago_figure_view(fig), fig.caption) for fig in DEAGO_FIGURES]

    def rules_legend(self) -> list[LegendItem]:
        """Neutral stone, the move, converted, captured, stays neutral, winning line."""

        def neutral(surf: pygame.Surface, c: tuple[int, int], r: int) -> None:
            draw_stone(surf, NEUTRAL, c, r)

        def move(surf: pygame.Surface, c: tuple[int, int], r: int) -> None:
            draw_stone(surf, BLACK, c, r, 170)  # as the figures show it: the hover stone
            draw_move_mark(surf, c, r, EMPTY)

        def converted(surf: pygame.Surface, c: tuple[int, int], r: int) -> None:
            draw_stone(surf, NEUTRAL, c, r)
            draw_stone(surf, BLACK, c, r, 175)

        def captured(surf: pygame.Surface, c: tuple[int, int], r: int) -> None:
            draw_stone(surf, WHITE, c, r)
            tint(surf, c, r, theme.CAPTURE, 110)
            pygame.draw.circle(surf, theme.CAPTURE, c, r + Fonts.px(3), Fonts.px(3))

        def kept(surf: pygame.Surface, c: tuple[int, int], r: int) -> None:
            draw_stone(surf, NEUTRAL, c, r)
            danger_ring(surf, c, r + Fonts.px(2), Fonts.px(2))

        return [
            ("rules.mark_neutral", neutral),
            ("rules.mark_move", move),
            ("rules.mark_converted", converted),
            ("rules.mark_captured", captured),
            ("rules.mark_kept", kept),
        ]


# ------------------------------------------------------------- rules figures

_CELL = {".": EMPTY, "B": BLACK, "W": WHITE, "N": NEUTRAL, "x": EMPTY}


def _start_rows(width: int, height: int, layout: str) -> tuple[str, ...]:
    """A start position (the engine's own) as figure rows."""
    state = DeagoState.new(width, height, layout)
    chars = {EMPTY: ".", BLACK: "B", WHITE: "W", NEUTRAL: "N"}
    return tuple("".join(chars[state.cell(r * width + c)] for c in range(width))
                 for r in range(height))


@dataclass(frozen=True)
class DeagoFigure:
    """A rules diagram: rows from the top (``. B W N``, ``x`` = Black's move), caption key.

    ``captured`` is (Black's, White's) captured count; ``kept`` names points to
    ring in amber (e.g. a neutral stone a diagonal does not convert).
    """

    rows: tuple[str, ...]
    caption: str
    captured: tuple[int, int] = (0, 0)
    kept: tuple[tuple[int, int], ...] = ()  # (row, col)


DEAGO_FIGURES = (
    # the board: the 13x13 start with 9 neutral stones, made by the engine's setup code
    DeagoFigure(_start_rows(13, 13, "9"), "rules.fig1"),
    # conversion B N x; the diagonal B . N x does not convert
    DeagoFigure(
        (".......", ".BNx...", "....N..", ".....B.", "......."), "rules.fig2", kept=((2, 4),)),
    # pair captures, horizontal and diagonal at once
    DeagoFigure(
        (".......", ".BWWx..", "...W...", "..W....", ".B....."), "rules.fig3"),
    # the seed's figure 1b: the converted stone completes the flank of a pair
    DeagoFigure(
        ("..B....", "..W....", "..W....", ".BNx...", "......."), "rules.fig4"),
    # five in a row horizontally wins; the diagonal five does not
    DeagoFigure(
        ("B......", ".B...W.", "..B..W.", "...B.W.", "....B..", ".BBBBx."), "rules.fig5"),
    # 20 captured stones win: Black has 18 and takes a pair
    DeagoFigure(
        (".......", "..W....", ".BWWx..", "...W.B.", "......."), "rules.fig6",
        captured=(18, 6)),
)


def diagram_state(rows: tuple[str, ...], captured: tuple[int, int] = (0, 0)) -> DeagoState:
    """A Black-to-move position from diagram rows (any size; figures are small boards)."""
    geometry = Geometry.of(len(rows[0]), len(rows))
    cells = [_CELL[ch] for row in rows for ch in row]
    return DeagoState(geometry, cells, BLACK, captured)


def deago_figure_view(fig: DeagoFigure) -> DeagoBoard:
    """The board view of a figure: the move marked and the engine's preview of it."""
    state = diagram_state(fig.rows, fig.captured)
    width = state.geometry.width
    kept = tuple(r * width + c for r, c in fig.kept)
    moves = [r * width + c for r, row in enumerate(fig.rows) for c, ch in enumerate(row)
             if ch == "x"]
    if not moves:
        return BoardView(state, coords=False, rings=kept)
    move = moves[0]
    return BoardView(state, hover=move, preview=state.preview(move), marked=move,
                     coords=False, rings=kept)
