"""The layout of every screen from the window's size (:mod:`tanbo.ui.layout`, pure: no pygame; the
larger text's zoom and factor from :mod:`tanbo.ui.display`)."""

from __future__ import annotations

import itertools
import math

import pytest

from tanbo.ui import display
from tanbo.ui.layout import (
    MIN_H,
    MIN_W,
    STATUS_LINES_H,
    BoardLayout,
    Rect,
    ScreenLayout,
    screen_layout,
    ui_scale,
)

SIZES = [(1280, 720), (1920, 1080), (1024, 768), (390, 844), (844, 390), (360, 640), (640, 360),
         (820, 1180), (1180, 820), (2560, 1440), (360, 360), (3840, 600)]


def _pieces(lay: ScreenLayout) -> dict[str, Rect]:
    named: dict[str, Rect | None] = {
        "header": lay.header, "player0": lay.players[0], "player1": lay.players[1],
        "status": lay.status, "info": lay.info, "moves": lay.moves, "nav": lay.nav,
        "toggles": lay.toggles, "actions": lay.actions,
        "extras": lay.extras if lay.extras != lay.status else None,
    }
    return {k: v for k, v in named.items() if v is not None}


def _inside(inner: Rect, outer: Rect) -> bool:
    x, y, w, h = inner
    ox, oy, ow, oh = outer
    return ox <= x and oy <= y and x + w <= ox + ow and y + h <= oy + oh and w > 0 and h > 0


def _overlap(a: Rect, b: Rect) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def test_1280x720_is_exactly_the_fixed_layout_of_before() -> None:
    lay = screen_layout(1280, 720)
    assert not lay.portrait and not lay.compact and lay.text_scale == 1.0
    assert lay.board == (10, 10, 700, 700) and lay.panel == (730, 12, 536, 696)
    # every button a 44 px target (issue 39): the share button, the status line's row and
    # the navigation row grew to 44, the board kept its place
    assert lay.share == (1110, 51, 140, 44)
    assert lay.players == ((740, 96, 516, 44), (740, 144, 516, 44))
    assert lay.status == (746, 192, 504, 44) and lay.info == (746, 238, 504, 56)
    assert lay.moves == (740, 322, 516, 218) and lay.per_row == 3
    assert lay.nav == (740, 548, 516, 44) and lay.toggles is not None
    assert lay.toggles[1] == 606
    assert lay.actions[1] == 656
    assert lay.over_box == (150, 225, 420, 260) and lay.confirm_box == (380, 265, 520, 190)
    m = lay.menu
    # the preview gave 46 px of its height to the row of export, import and settings
    assert (m.narrow, m.top, m.x, m.choice_x, m.lang_xy, m.preview, m.files) == (
        False, 0, 60, 260, (560, 34), (860, 130, 380, 334), (860, 502, 380, 44))
    assert lay.rules == (0, 0, 1280, 720)


@pytest.mark.parametrize("size", SIZES)
def test_every_piece_is_inside_the_window_and_none_overlaps(size: tuple[int, int]) -> None:
    lay = screen_layout(*size)
    window = (0, 0, *lay.size)
    pieces = _pieces(lay)
    for name, rect in pieces.items():
        assert _inside(rect, lay.panel), (name, rect, lay.panel)
    for (na, a), (nb, b) in itertools.combinations(pieces.items(), 2):
        assert not _overlap(a, b), (na, a, nb, b)
    for rect in (lay.board, lay.panel, lay.over_box, lay.confirm_box, lay.more_box, lay.rules):
        assert _inside(rect, window), rect
    assert not _overlap(lay.board, lay.panel)
    if min(lay.board[2:]) >= 320:  # else it spills over the panel
        assert _inside(lay.over_box, lay.board)
    assert lay.moves[3] >= 2 * 22  # at least two rows of moves
    order = [lay.status[1], lay.extras[1], lay.info[1], lay.moves[1], lay.nav[1], lay.actions[1]]
    assert order == sorted(order)


@pytest.mark.parametrize("text_size", [1.25, 1.5])
@pytest.mark.parametrize("size", SIZES)
def test_with_larger_text_no_piece_overlaps_and_the_move_list_keeps_a_row(
    size: tuple[int, int], text_size: float
) -> None:
    # the zoom where the window has room, the rest as the text factor (tanbo.ui.display);
    # a phone on its side keeps the least room: its messages give the move list its row
    zoom = display.zoom_for(text_size, *size)
    factor = display.text_factor_for(text_size, *size)
    lay = screen_layout(*size, scale=zoom, text_factor=factor)
    pieces = _pieces(lay)
    for name, rect in pieces.items():
        assert _inside(rect, lay.panel), (name, rect, lay.panel)
    for (na, a), (nb, b) in itertools.combinations(pieces.items(), 2):
        assert not _overlap(a, b), (na, a, nb, b)
    row = round(22 * factor * zoom)  # a row of the move list, device px
    assert lay.moves[3] >= row - 1, (lay.moves, row)
    assert lay.status[3] >= round(44 * zoom) - 1  # a 44 px row at least
    if size == (844, 390):  # a phone on its side: the status beside its buttons in two lines
        assert lay.status[3] >= math.ceil(STATUS_LINES_H * factor) * zoom - 1


@pytest.mark.parametrize(("size", "status", "info", "moves"), [
    # 844x390 at 150%: 781x360 logical, text 1.385x; the status two lines tall (52), the
    # messages give the move list its row (30)
    ((844, 390), (381, 83, 368, 52), (381, 137, 368, 36), (375, 212, 380, 30)),
    # 640x360 at 150%: no zoom, text 1.5x; the messages at one line (27), then the status
    # gives 7 of its two lines (its buttons go to the "More..." sheet where they do not fit)
    ((640, 360), (242, 88, 368, 50), (242, 140, 368, 27), (236, 209, 380, 33)),
])
def test_a_phone_on_its_side_at_150_percent(
    size: tuple[int, int], status: Rect, info: Rect, moves: Rect
) -> None:
    zoom = display.zoom_for(1.5, *size)
    factor = display.text_factor_for(1.5, *size)
    lay = screen_layout(int(size[0] / zoom), int(size[1] / zoom), 1.0, factor)
    assert lay.compact and not lay.portrait and lay.extras == lay.status
    assert (lay.status, lay.info, lay.moves) == (status, info, moves)
    assert lay.nav[1] == moves[1] + moves[3] + 8  # the row of moves ends where nav starts


@pytest.mark.parametrize("size", SIZES)
def test_the_status_line_has_the_width_of_the_panel_in_portrait(size: tuple[int, int]) -> None:
    """Portrait: the turn's and the analysis's buttons get a row of their own (beside the
    status line they left it a hundred pixels on a phone); landscape: its right end."""
    lay = screen_layout(*size)
    if lay.portrait:
        assert lay.extras[1] >= lay.status[1] + lay.status[3]
        assert lay.extras[2] >= 2 * 130 and lay.status[2] >= lay.panel[2] - 40
    else:
        assert lay.extras == lay.status


@pytest.mark.parametrize("size", SIZES)
def test_portrait_puts_the_board_across_the_width_and_landscape_beside(
    size: tuple[int, int],
) -> None:
    lay = screen_layout(*size)
    w, h = lay.size
    assert lay.portrait == (w < h or w < 600)
    if lay.portrait:
        assert lay.compact and lay.board[1] + lay.board[3] <= lay.panel[1]
        assert lay.board[2] >= min(w - 8, h - 400)  # the panel keeps ~390 px
    else:
        assert lay.board[0] + lay.board[2] <= lay.panel[0]
    # the less used buttons are behind "More" exactly when there is no toggle row
    assert (lay.toggles is None) == lay.compact == (lay.header is None)


@pytest.mark.parametrize(("size", "pitch"), [(7, 48), (13, 26), (19, 18)])
def test_phone_portrait_point_pitch_meets_the_issue_targets(size: int, pitch: float) -> None:
    lay = screen_layout(390, 844)
    assert BoardLayout.fit(lay.board, size, size).spacing >= pitch


def test_bigger_windows_get_bigger_boards() -> None:
    sides = [min(screen_layout(w, h).board[2:]) for w, h in
             ((844, 390), (1024, 768), (1280, 720), (1920, 1080), (2560, 1440))]
    assert sides == sorted(sides) and sides[0] < sides[-1]


def test_a_tiny_window_is_laid_out_at_the_minimum_and_bad_scale_is_refused() -> None:
    assert screen_layout(10, 10).size == (MIN_W, 600)  # portrait: cut off below
    assert screen_layout(2, 2) == screen_layout(MIN_W, MIN_H)
    assert screen_layout(700, 10).size == (700, MIN_H)
    assert screen_layout(1600, 1200, 2.0).text_scale == 2.0
    assert screen_layout(10, 10, 3.0).size == (3 * MIN_W, 3 * 600)  # the minimum is logical
    for bad in (0, -1.0, float("nan")):
        with pytest.raises(ValueError, match="scale"):
            screen_layout(800, 600, bad)
        with pytest.raises(ValueError, match="pixel ratio"):
            ui_scale(800, 600, bad)


# (device size, pixel ratio): a phone at DPR 3, a laptop at 2, big monitors at 1 and 2
SCALED = [((1170, 2532), 3.0), ((2532, 1170), 3.0), ((1080, 1920), 3.0), ((2560, 1440), 2.0),
          ((3840, 2160), 2.0), ((2560, 1440), 1.0), ((1920, 1080), 1.0), ((1640, 2360), 2.0)]


@pytest.mark.parametrize(("size", "ratio"), SCALED)
def test_a_scaled_window_is_the_logical_layout_in_device_pixels(
    size: tuple[int, int], ratio: float,
) -> None:
    """Device pixels x scale: the very arrangement of the logical window, every
    rectangle scaled (so the phone at DPR 3 looks like the phone at DPR 1, sharper)."""
    s = ui_scale(*size, ratio)
    lay, logical = screen_layout(*size, s), screen_layout(int(size[0] / s), int(size[1] / s))
    assert lay.text_scale == s and lay.size == size
    assert (lay.portrait, lay.compact, lay.per_row) == (logical.portrait, logical.compact,
                                                        logical.per_row)
    for got, want in zip(_pieces(lay).values(), _pieces(logical).values(), strict=True):
        assert all(abs(g - w * s) <= s + 1 for g, w in zip(got, want, strict=True)), (got, want)
    for rect in (lay.board, lay.panel, lay.over_box, lay.confirm_box, lay.more_box, lay.rules):
        assert _inside(rect, (0, 0, *lay.size)), rect
    for name, rect in _pieces(lay).items():
        assert _inside(rect, lay.panel), (name, rect, lay.panel)
    assert lay.px(10) == round(10 * s)
    if size == (1170, 2532):  # the issue's phone: its targets in CSS px
        for points, target in ((7, 48), (13, 26), (19, 18)):
            assert BoardLayout.fit(lay.board, points, points).spacing / ratio >= target


@pytest.mark.parametrize(("size", "ratio", "scale"), [
    ((1280, 720), 1.0, 1.0), ((1366, 768), 1.0, 1.0), ((1920, 1080), 1.0, 1.5),
    ((2560, 1440), 1.0, 2.0), ((3840, 2160), 1.0, 2.0),  # grows at most 2x
    ((2560, 1440), 2.0, 2.0), ((3840, 2160), 2.0, 3.0), ((1170, 2532), 3.0, 3.0),
    ((2000, 1000), 1.0, 1.375), ((390, 844), 1.0, 1.0), ((1200, 2400), 1.5, 1.5)])
def test_the_ui_scale_is_the_pixel_ratio_times_a_big_windows_growth(
    size: tuple[int, int], ratio: float, scale: float,
) -> None:
    assert ui_scale(*size, ratio) == scale


def test_the_wide_menu_is_centred_on_a_big_window_and_narrow_on_a_phone() -> None:
    big = screen_layout(1920, 1080).menu
    assert not big.narrow and big.x == 60 + 320
    phone = screen_layout(390, 844).menu
    assert phone.narrow and phone.preview is None and phone.x + phone.width <= 390
    assert phone.second_x is None  # one column
    side = screen_layout(844, 390).menu
    assert side.narrow and side.second_x is not None
    assert side.second_x >= side.x + side.width and side.second_x + side.width <= 844


def test_a_finger_hits_a_point_anywhere_in_its_cell_and_a_mouse_only_near_it() -> None:
    lay = BoardLayout.fit(screen_layout(390, 844).board, 19, 19)
    x, y = lay.centre(20)
    corner = (x + lay.spacing * 0.45, y + lay.spacing * 0.45)  # in the cell, off the circle
    assert lay.point_at(*corner) is None
    assert lay.point_at(*corner, whole_cell=True) == 20
    beyond = (x + lay.spacing * 0.55, y)  # the next cell
    assert lay.point_at(*beyond, whole_cell=True) == 21
    assert lay.point_at(lay.x0 - lay.spacing, y, whole_cell=True) is None  # off the board
