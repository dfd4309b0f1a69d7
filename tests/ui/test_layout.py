"""Pixel <-> point maths of the board layout (pure Python, no pygame)."""

from __future__ import annotations

import pytest

from tanbo.games.tanbo.setups import CLASSIC_SIZES, DENSE_SIZES
from tanbo.ui.layout import BOARD_AREA, PER_ROW, BoardLayout, move_list_cell


@pytest.mark.parametrize("size", DENSE_SIZES + CLASSIC_SIZES)
def test_every_point_centre_maps_back_to_that_point(size: tuple[int, int]) -> None:
    layout = BoardLayout.fit(BOARD_AREA, *size)
    for p in range(size[0] * size[1]):
        x, y = layout.centre(p)
        assert layout.point_at(x, y) == p
        assert layout.point_at(x + layout.spacing * 0.3, y - layout.spacing * 0.3) == p


@pytest.mark.parametrize("size", DENSE_SIZES + CLASSIC_SIZES)
def test_board_fits_inside_its_area(size: tuple[int, int]) -> None:
    ax, ay, aw, ah = BOARD_AREA
    bx, by, bw, bh = BoardLayout.fit(BOARD_AREA, *size).board_rect()
    assert ax - 1 <= bx and ay - 1 <= by
    assert bx + bw <= ax + aw + 1 and by + bh <= ay + ah + 1


def test_top_left_point_is_row_zero_col_zero() -> None:
    layout = BoardLayout.fit((0, 0, 700, 700), 7, 7)
    assert layout.centre(0) < layout.centre(1)  # a7 is left of b7
    assert layout.centre(0)[1] < layout.centre(7)[1]  # a7 is above a6


def test_pixels_between_points_or_off_the_board_are_no_point() -> None:
    layout = BoardLayout.fit((0, 0, 700, 700), 7, 7)
    x0, y0 = layout.centre(0)
    half = layout.spacing / 2
    assert layout.point_at(x0 + half * 0.99, y0 + half * 0.99) is None  # diagonal gap
    assert layout.point_at(x0 - layout.spacing, y0) is None
    assert layout.point_at(-5, -5) is None
    assert layout.point_at(10_000, 10) is None


def test_rectangular_board_is_width_files_by_height_ranks() -> None:
    layout = BoardLayout.fit((0, 0, 700, 700), 5, 7)
    xs = {layout.centre(p)[0] for p in range(35)}
    ys = {layout.centre(p)[1] for p in range(35)}
    assert (len(xs), len(ys)) == (5, 7)


def test_cursor_steps_are_clamped_to_the_board() -> None:
    layout = BoardLayout.fit((0, 0, 700, 700), 7, 7)
    assert layout.step(0, -1, -1) == 0
    assert layout.step(0, 1, 0) == 1
    assert layout.step(0, 0, 1) == 7
    assert layout.step(48, 1, 1) == 48


def test_move_list_puts_full_moves_in_rows_and_hides_scrolled_rows() -> None:
    area = (0, 0, 300, 100)
    first_black = move_list_cell(area, 0, 0, 20)
    first_white = move_list_cell(area, 1, 0, 20)
    assert first_black is not None and first_white is not None
    assert first_black[1] == first_white[1] and first_black[0] < first_white[0]
    next_row = move_list_cell(area, 2 * PER_ROW, 0, 20)
    assert next_row is not None and next_row[1] == 20
    assert move_list_cell(area, 0, 1, 20) is None  # scrolled past
    assert move_list_cell(area, 2 * PER_ROW * 5, 0, 20) is None  # below the area
