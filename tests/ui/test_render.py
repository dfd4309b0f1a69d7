"""The board drawing (:mod:`tanbo.ui.render`) at every official size: coordinate labels
between the edge stones and the frame, a frame equally thick on all four sides, and hint
markers unlike the hover stone."""

from __future__ import annotations

from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from tests.support.ui_driver import (  # noqa: E402
    make_app,
)

pytestmark = pytest.mark.usefixtures("pygame_events")


def all_sizes() -> list[tuple[int, int]]:
    from tanbo.games.tanbo.setups import SETUPS, official_sizes

    return sorted({size for setup in SETUPS for size in official_sizes(setup)})


@pytest.mark.parametrize("size", all_sizes())
def test_coordinate_labels_sit_between_the_edge_stones_and_the_frame(
    size: tuple[int, int],
) -> None:
    from tanbo.ui.layout import BOARD_AREA, BoardLayout
    from tanbo.ui.render import FRAME_W, coord_labels

    pygame.init()
    w, h = size
    layout = BoardLayout.fit(BOARD_AREA, w, h)
    wood = pygame.Rect(layout.board_rect()).inflate(-2 * FRAME_W, -2 * FRAME_W)
    r = layout.stone_radius + 1
    stones = [
        pygame.Rect(0, 0, 2 * r, 2 * r).move(cx - r, cy - r)
        for p in range(w * h)
        if (p // w) in (0, h - 1) or (p % w) in (0, w - 1)
        for cx, cy in [layout.centre(p)]
    ]
    labels = coord_labels(layout)
    assert len(labels) == 2 * (w + h)
    for text, rect, _size in labels:
        assert wood.contains(rect), (text, rect, wood)
        assert rect.collidelist(stones) == -1, (text, rect)


def dark_run(surf: pygame.Surface, x_from: int, x_to: int, y: int) -> int:
    """The number of grid-coloured pixels on row ``y`` between two x positions."""
    from tanbo.ui import theme

    step = 1 if x_to >= x_from else -1
    return sum(
        1 for x in range(x_from, x_to, step) if surf.get_at((x, y))[:3] == theme.GRID
    )


@pytest.mark.parametrize("size", [(7, 7), (11, 11), (19, 19)])
def test_the_grid_frame_is_equally_thick_on_all_four_sides(size: tuple[int, int]) -> None:
    from tanbo.games.tanbo.state import TanboState
    from tanbo.ui.layout import BOARD_AREA, BoardLayout
    from tanbo.ui.render import BoardView, draw_board

    pygame.init()
    w, h = size
    rows = "/".join([str(w)] * h)
    layout = BoardLayout.fit(BOARD_AREA, w, h)
    surf = pygame.Surface((720, 720))
    state = TanboState.from_tfen(rows.replace(str(w), f"{w // 2}B{w - w // 2 - 1}", 1)
                                 .replace(f"/{w}", f"/{w // 2}W{w - w // 2 - 1}", 1) + " b")
    draw_board(surf, layout, BoardView(state, coords=False))
    sp = layout.spacing
    x0, y0 = round(layout.x0), round(layout.y0)
    x1, y1 = round(layout.x0 + sp * (w - 1)), round(layout.y0 + sp * (h - 1))
    ymid, xmid = round(layout.y0 + sp * 0.5), round(layout.x0 + sp * 0.5)
    left = dark_run(surf, x0 - 6, x0 + 6, ymid)
    right = dark_run(surf, x1 - 6, x1 + 6, ymid)
    col = pygame.transform.rotate(surf, 90)  # columns become rows: top edge on the left
    top = dark_run(col, y0 - 6, y0 + 6, 720 - xmid - 1)
    bottom = dark_run(col, y1 - 6, y1 + 6, 720 - xmid - 1)
    assert left == right and top == bottom and left >= 1


def test_hint_markers_are_small_dots_unlike_the_hover_stone(tmp_path: Path) -> None:
    from tanbo.ui.render import BoardView, draw_board

    app = make_app(tmp_path)
    st = app.commands.session.state
    hinted, hovered = st.legal_moves()[:2]
    layout = app.layout
    r = layout.stone_radius

    def render(view: BoardView) -> pygame.Surface:
        surf = pygame.Surface((720, 720))
        draw_board(surf, layout, view)
        return surf

    plain = render(BoardView(st))
    marked = render(BoardView(st, hints=True, hover=hovered))
    for point in (hinted, hovered):
        cx, cy = layout.centre(point)
        ring = [(round(cx + 0.6 * r), cy), (cx, round(cy - 0.6 * r))]
        changed = [plain.get_at(p) != marked.get_at(p) for p in ring]
        if point == hinted:  # the dot leaves the stone-sized ring around it untouched
            assert plain.get_at((cx, cy)) != marked.get_at((cx, cy)) and not any(changed)
        else:  # the hover stone covers it
            assert all(changed)
