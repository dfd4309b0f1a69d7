"""Tanbo's part of the UI: roots, danger rings, removal previews, its rules figures.

The rules figures are real positions (TFEN) with a move; the engine's
:meth:`~tanbo.games.tanbo.state.TanboState.preview` decides which roots are highlighted as
removed, so the pictures cannot disagree with the rules. The three removal
positions come from random 5x7 games (found by a search over the engine).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tanbo.games.tanbo.state import BLACK, EMPTY, WHITE, RemovedRoot, TanboState
from tanbo.ui import theme
from tanbo.ui.games.base import Effects, GameView, LegendItem, RulesFigure
from tanbo.ui.games.tanbo.reasons import RINGS
from tanbo.ui.games.tanbo.strings import RULES_TEXT
from tanbo.ui.games.tanbo.texts import TanboTexts
from tanbo.ui.layout import BoardLayout
from tanbo.ui.render import BoardView, Fonts, danger_ring, draw_hint, draw_stone, tint

__all__ = ["TanboView", "Figure", "FIGURES", "figure_view"]


Removals = tuple[RemovedRoot, ...]
"""What a Tanbo move does: the roots it removes (its ``preview`` and ``push`` answer)."""
TanboBoard = BoardView[TanboState, Removals]
"""A board view of a Tanbo position."""


class TanboView(TanboTexts, GameView[TanboState, Removals]):
    """How Tanbo looks: stones joined by roots, amber danger rings, red removals."""

    reason_rings = RINGS

    def preview(self, state: TanboState, point: int) -> Removals:
        """The roots the move at ``point`` would remove."""
        return state.preview(point)

    def preview_text(self, lang: str, state: TanboState, point: int, preview: Removals) -> str:
        """Which stones the move removes (its own root, or others)."""
        if not preview:
            return ""
        name = state.point_name(point)
        if any(r.current for r in preview):
            return self.t(lang, "self_removal", point=name)
        return self.t(lang, "captures", point=name, n=sum(len(r.stones) for r in preview))

    def effects(self, effect: Removals, mover: int, move: int) -> Effects:
        """Removed roots fade out (the new stone in the mover's colour)."""
        fades = [
            (p, mover if p == move else root.colour) for root in effect for p in root.stones
        ]
        return Effects(fades=fades, sound="remove" if effect else "place")

    def hint_points(self, state: TanboState) -> list[int]:
        """Every legal point."""
        return state.legal_moves()

    def draw_stones(
        self, surf: pygame.Surface, layout: BoardLayout, view: TanboBoard, radius: int
    ) -> None:
        """Roots as connectors between orthogonal neighbours of one colour, then the stones."""
        state = view.state
        geo = state.geometry
        cells = state.cells
        centre = layout.centre
        width = max(3, round(layout.spacing * 0.26))
        for p, colour in enumerate(cells):
            if colour == EMPTY:
                continue
            for q in geo.neighbours[p]:
                if q > p and cells[q] == colour:
                    a, b = centre(p), centre(q)
                    outline = (40, 26, 12) if colour == WHITE else (10, 10, 12)
                    if theme.STONE_OUTLINE_W > 0:
                        outline = theme.STONE_OUTLINE
                    inner = theme.CONNECT_WHITE if colour == WHITE else theme.CONNECT_BLACK
                    pygame.draw.line(surf, outline, a, b, width + Fonts.px(2))
                    pygame.draw.line(surf, inner, a, b, width)
        super().draw_stones(surf, layout, view, radius)

    def draw_markers(
        self, surf: pygame.Surface, layout: BoardLayout, view: TanboBoard, radius: int
    ) -> None:
        """Danger: amber rings on roots with one growth point left, a dot on that point."""
        if not view.danger:
            return
        ring = max(1, radius // 9)
        for root in view.state.danger_roots():
            for p in root.stones:
                danger_ring(surf, layout.centre(p), radius + Fonts.px(1), ring)
            for g in root.growth_points:
                x, y = layout.centre(g)
                d = max(4, radius // 3)
                pts = [(x, y - d), (x + d, y), (x, y + d), (x - d, y)]
                pygame.draw.polygon(surf, theme.DANGER, pts)
                pygame.draw.polygon(surf, theme.DANGER_EDGE, pts, Fonts.px(1))

    def draw_preview(
        self, surf: pygame.Surface, layout: BoardLayout, view: TanboBoard, radius: int
    ) -> None:
        """Stones that would go are tinted and ringed in red."""
        cells = view.state.cells
        centre = layout.centre
        for root in view.preview or ():
            for p in root.stones:
                if cells[p] != EMPTY:
                    tint(surf, centre(p), radius, theme.CAPTURE, 110)
                    pygame.draw.circle(
                        surf, theme.CAPTURE, centre(p), radius + Fonts.px(3), max(2, radius // 6)
                    )

    def draw_over_hover(
        self, surf: pygame.Surface, layout: BoardLayout, view: TanboBoard, radius: int
    ) -> None:
        """On self-removal the new stone is tinted and ringed in red too."""
        centre = layout.centre
        hover = view.hover
        if hover is not None and any(root.current for root in view.preview or ()):
            tint(surf, centre(hover), radius, theme.CAPTURE, 110)
            ring = Fonts.px(3)
            pygame.draw.circle(surf, theme.CAPTURE, centre(hover), radius + ring, ring)

    def rules_paragraphs(self, lang: str) -> tuple[str, ...]:
        """The rules in short."""
        return tuple(self.t(lang, f"rules.text.{i}") for i in range(1, len(RULES_TEXT["en"]) + 1))

    def rules_figures(self) -> list[RulesFigure]:
        """The start position, placement and the three removal cases."""
        return [RulesFigure(figure_view(fig), fig.caption) for fig in FIGURES]

    def rules_legend(self) -> list[LegendItem]:
        """The move dot, removal ring, kept ring and hint stone."""

        def move(surf: pygame.Surface, c: tuple[int, int], r: int) -> None:
            draw_stone(surf, BLACK, c, r)
            pygame.draw.circle(surf, theme.LAST_MOVE, c, max(3, r // 3))

        def removed(surf: pygame.Surface, c: tuple[int, int], r: int) -> None:
            draw_stone(surf, BLACK, c, r)
            pygame.draw.circle(surf, theme.CAPTURE, c, r + Fonts.px(3), Fonts.px(3))

        def kept(surf: pygame.Surface, c: tuple[int, int], r: int) -> None:
            draw_stone(surf, BLACK, c, r)
            danger_ring(surf, c, r + Fonts.px(2), Fonts.px(2))

        def hint(surf: pygame.Surface, c: tuple[int, int], r: int) -> None:
            draw_hint(surf, WHITE, c, r)

        return [
            ("rules.mark_move", move),
            ("rules.mark_removed", removed),
            ("rules.mark_kept", kept),
            ("rules.mark_hint", hint),
        ]


@dataclass(frozen=True)
class Figure:
    """A rules diagram: a position, the move it shows (if any), and its caption key."""

    tfen: str
    move: str | None
    caption: str
    start: bool = False  # the start position: drawn as it is, no hints


FIGURES = (
    # the board: the 7x7 dense start, made by the engine's own setup code
    Figure(TanboState.new(7, 7, "dense").tfen(), None, "rules.fig0", start=True),
    Figure("5/1W3/1BW2/3B1/5 w", None, "rules.fig1"),
    # case 1: White a2 bounds its own current root: only it goes
    Figure("3BB/4B/3W1/2WW1/1WW2/2W2/WW3 w", "a2", "rules.fig2"),
    # case 2: White b7 keeps a growth point and bounds a Black and a White root
    Figure("B1W2/W3W/W3W/1WWW1/2W2/2W1W/2B1W w", "b7", "rules.fig3"),
    # case 3: Black e2 bounds its current root and others: only the current root goes
    Figure("B1W2/5/2B1W/3BB/B1W1B/5/2BBW b", "e2", "rules.fig4"),
)


def figure_view(fig: Figure) -> TanboBoard:
    """The board view of a figure: hints and crosses, or the move and its removals."""
    state = TanboState.from_tfen(fig.tfen)
    if fig.start:
        return BoardView(state, coords=False)
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
    preview = state.preview(move)
    return BoardView(
        state,
        hover=move,
        preview=preview,
        marked=move,
        coords=False,
        rings=_kept_bounded(state, move, preview),
    )


def _kept_bounded(
    state: TanboState, move: int, removed: tuple[RemovedRoot, ...]
) -> tuple[int, ...]:
    """Stones of roots that ``move`` bounds but that stay (rules, case 3).

    The stone is placed on a scratch board without removals; its bounded roots
    that are not among ``removed`` are the ones the current root's removal saves.
    """
    cells = list(state.cells)
    cells[move] = state.to_move
    scratch = TanboState(state.geometry, cells, state.to_move)
    gone = {p for root in removed for p in root.stones}
    return tuple(
        p
        for root in scratch.roots()
        if root.bounded and move not in root.stones
        for p in root.stones
        if p not in gone
    )
