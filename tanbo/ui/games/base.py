"""The per-game part of the UI: what one rule set looks like and says.

A :class:`GameView` is to the UI what a :class:`tanbo.game.GameSpec` is to the
engine: the App, menus, session, storage, sound and the computer players never
ask which game is played; they call the view of the session's game (found in
:data:`tanbo.ui.games.VIEWS` by ``state.game_name``). A view says

* how its stones and markers are drawn on the shared board (wood, grid,
  coordinates, stone sprites, cursor and fades are drawn by
  :mod:`tanbo.ui.render` for every game),
* what hovering a point previews, and which effects a move makes (stones that
  fade out, stones that turn over),
* the texts: title, setup names, per-player counts, preview and status lines
  (texts are looked up as ``"<game>.<key>"`` first, then as the shared
  ``"<key>"``, so Tanbo's texts are the defaults),
* why a finished game ended: a reason code and its sentence (key
  ``over.reason.<code>``, looked up like every text of the view),
* its rules page: paragraphs, figures drawn by this view, and the figures' legend,
* for the rules assistant, the reasons whose stones the board rings and the routine
  ones a lesson's answer leaves out (its texts are ``<game>.reason.<code>``, in the
  wing's ``reasons.py``),
* and whether it has a pass move, draws by agreement, and search-made hints.

The seam is typed: a view is a ``GameView[S, P]`` over its game's state class ``S``
and what a move does in that game, ``P`` (the preview's answer and ``push``'s
return: Tanbo's removed roots, DEAGO's ``MoveEffect``), so a wing reads its own
state's extras typed. The registry (:mod:`tanbo.ui.games`) hands the generic code a
``GameView[GameState, object]`` (:func:`erased`): it finds a view by the state's
``game_name``, so a view is only ever given its own game's positions.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Generic, TypeVar, cast

import pygame

from tanbo.game import GameState
from tanbo.ui.games.texts import GameTexts, SideInfo
from tanbo.ui.layout import BoardLayout
from tanbo.ui.render import BoardView, GenericBoard, draw_stone

__all__ = [
    "GameView", "GenericView", "SideInfo", "Effects", "RulesFigure", "LegendItem", "erased",
]

S = TypeVar("S", bound=GameState)
"""A position of the view's game: its state class, with its extras (as in :mod:`.texts`)."""
P = TypeVar("P")
"""What a move does in the view's game (its state's ``preview`` and ``push`` answer)."""

LegendItem = tuple[str, Callable[[pygame.Surface, tuple[int, int], int], None]]
"""A rules-legend row: caption key and a function drawing its sample at (centre, radius)."""


@dataclass
class Effects:
    """What a played move does on screen."""

    fades: list[tuple[int, int]] = field(default_factory=list)  # point, colour removed
    turns: list[tuple[int, int, int]] = field(default_factory=list)  # point, from, to colour
    sound: str = "place"
    counted: dict[int, int] = field(default_factory=dict)  # colour -> captured by this move


@dataclass(frozen=True)
class RulesFigure:
    """A rules diagram: the board view to draw and its caption key."""

    view: GenericBoard
    caption: str


class GameView(GameTexts[S], Generic[S, P]):
    """Defaults shared by the games; each game subclasses and overrides what differs
    (its texts are :class:`~tanbo.ui.games.texts.GameTexts`, without pygame).

    ``S`` is the game's state class, ``P`` what a move does (see the module docstring).
    """

    search_hints = False  # H shows the computer's suggested move (else hint_points)
    star_points = False  # draw Go star points on the grid
    # the rules assistant: reason code -> the argument whose points the board rings while
    # the answer is shown (stones that stay: tanbo.ui.screens.why)
    reason_rings: dict[str, str] = {}  # noqa: RUF012

    def preview(self, state: S, point: int) -> P:
        """What the side to move's move at ``point`` would do (drawn by :meth:`draw_preview`)."""
        raise NotImplementedError(f"{type(self).__name__} says what its moves would do")

    def preview_text(self, lang: str, state: S, point: int, preview: P) -> str:
        """A line describing the previewed move ('' for nothing special)."""
        return ""

    def effects(self, effect: P, mover: int, move: int) -> Effects:
        """The on-screen effects of a played move from what ``push`` returned."""
        return Effects()

    # -------------------------------------------------------------- drawing

    def draw_stones(
        self, surf: pygame.Surface, layout: BoardLayout, view: BoardView[S, P], radius: int
    ) -> None:
        """The stones of the position (base layer); points in ``view.hidden`` are skipped."""
        state = view.state
        for p in range(state.geometry.npoints):
            colour = state.cell(p)
            if colour and p not in view.hidden:
                draw_stone(surf, colour, layout.centre(p), radius)

    def hint_points(self, state: S) -> list[int]:
        """The points shown by the H hints when they are not search-made."""
        return []

    def draw_markers(
        self, surf: pygame.Surface, layout: BoardLayout, view: BoardView[S, P], radius: int
    ) -> None:
        """Markers that depend on the position only (base layer), e.g. the D toggle's."""

    def draw_preview(
        self, surf: pygame.Surface, layout: BoardLayout, view: BoardView[S, P], radius: int
    ) -> None:
        """The hover preview over the board (``view.preview`` came from :meth:`preview`)."""

    def draw_over_hover(
        self, surf: pygame.Surface, layout: BoardLayout, view: BoardView[S, P], radius: int
    ) -> None:
        """Marks drawn over the translucent hover stone (after :meth:`draw_preview`)."""

    # ---------------------------------------------------------------- rules

    def rules_paragraphs(self, lang: str) -> tuple[str, ...]:
        """The rules in short, one paragraph per item."""
        return ()

    def rules_figures(self) -> list[RulesFigure]:
        """The rules screen's diagrams."""
        return []

    def rules_legend(self) -> list[LegendItem]:
        """What the marks in the figures mean."""
        return []


GenericView = GameView[GameState, object]
"""A game's view as the generic code holds it (what :data:`tanbo.ui.games.VIEWS` maps to)."""


def erased(view: GameView[S, P]) -> GenericView:
    """``view`` as the generic code holds it: for any game's positions and previews.

    The one cast of the seam: the registry finds a view by its state's ``game_name``
    (and a view's previews come from the view itself), so the positions a view is
    given are its own game's, of class ``S``, and the previews its own ``P``.
    """
    return cast(GenericView, view)
