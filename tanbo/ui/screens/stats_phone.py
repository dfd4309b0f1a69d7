"""The Statistics screen on a phone with the larger text: one page that scrolls.

Where the window is narrow (:func:`~tanbo.ui.screens.stats_parts.narrow`) and the fonts take a
text factor (:attr:`~tanbo.ui.render.Fonts.text_factor`: a phone at 125% or 150%), the
rows of buttons and the open tab's content do not fit the window: fitting them smaller
is not allowed (the text is larger by layout, never shrunk). So Home stays at the top
(beside the title where the title fits there) with the message under it, and all else
is one page under them, laid out at its text's height and scrolled (the wheel, a drag,
PageUp/PageDown, Tab; :mod:`tanbo.ui.scrolling`): the profiles, the tabs and the game
choice, each row holding as many buttons as their labels fit whole, then the tab's
content, and at the foot the current profile's actions (rename, delete, export,
import) under its name, so that the content starts on the first screen:

- **Overview**: the lines wrapped whole, the rating graph as tall as two thirds of its
  width (its scale's column as wide as its numbers), the games per day;
- **Tables**: each table's rows stacked, the label on a line and under it each column's
  head with its number, as many to a line as fit;
- **Games**: the past games as buttons (two or three lines), fifty at a time;
- **Top lists**: the note, then each list under its title, each row wrapped whole.

The page is a list of blocks (a height and what draws it at a y), laid out before it is
drawn, so its height, the buttons on it and the scroll bar agree (:func:`page`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import pygame

import tanbo.ui.screens.stats_parts as parts
from tanbo.profiles.model import GameEntry
from tanbo.profiles.stats import Statistics
from tanbo.ui import design, theme
from tanbo.ui.render import Fonts
from tanbo.ui.scrolling import PageScroll, Viewport, thumb
from tanbo.ui.widgets import Button, clipped, draw_text, draw_wrapped, wrap

if TYPE_CHECKING:
    from tanbo.ui.host import StatsScene

__all__ = ["Page", "GAMES_SHOWN", "active", "page", "buttons", "page_scroll", "draw",
           "turn_games"]

Rect = tuple[int, int, int, int]
Draw = Callable[[pygame.Surface, int], None]
"""A block's drawing: on the surface, its top at the y given (device px)."""

_TALL = 1 << 20  # a wrapped text's room: wrapped whole (the page scrolls where it must)
_GAP = 8  # logical px between buttons, and between blocks


@dataclass(frozen=True)
class Page:
    """The page as at its top (not scrolled): the fixed ``home`` button and ``title``
    (``None``: the title is the page's first block), the ``viewport`` under them (and the
    message), the page's ``buttons`` and ``blocks`` (``(top, height, draw)``, device
    px) and its ``overflow`` (logical px below the viewport; 0: it fits)."""

    home: Button
    title: Rect | None
    message: tuple[int, int]
    viewport: Rect
    buttons: list[Button]
    blocks: list[tuple[int, int, Draw]]
    overflow: float


def active(scene: StatsScene) -> bool:
    """The screen is laid out as one scrolling page now: a narrow or short window with
    larger text (:func:`~.stats_parts.one_page`)."""
    return parts.one_page(scene) and Fonts.text_factor > 1


def _step(size: int, bold: bool = False, spacing: int = 2) -> int:
    """A wrapped line's height as :func:`~tanbo.ui.widgets.draw_wrapped` sets it."""
    return Fonts.get(size, bold).get_linesize() + Fonts.px(spacing) - Fonts.px(2)


def _text(text: str, x: int, w: int, size: int, colour: theme.Colour,
          bold: bool = False) -> tuple[int, Draw]:
    """A text wrapped whole in ``w``: its height and its drawing."""
    lines = len(wrap(text, Fonts.get(size, bold), w))

    def drawn(surf: pygame.Surface, y: int) -> None:
        draw_wrapped(surf, text, (x, y, w, _TALL), size, colour, bold=bold, spacing=2,
                     max_lines=-1)

    return lines * _step(size, bold), drawn


def _grid(items: list[parts.Item], x: int, y: int, w: int,
          size: int) -> tuple[list[Button], int]:
    """Buttons ``(label, action, on, enabled)`` in rows, as many to a row as their labels
    fit whole (a label of several lines: each line), the rows shared evenly; the buttons
    and the y under them."""
    if not items:
        return [], y
    px = Fonts.px
    gap = px(_GAP)
    font = Fonts.get(size, True)  # (a lit button's label is bold)
    lines = [label.split("\n") for label, _, _, _ in items]
    needs = [max(font.size(line)[0] for line in label) + px(12) for label in lines]

    def fits(per_row: int) -> bool:
        bw = (w - gap * (per_row - 1)) // per_row
        return all(need <= bw for need in needs)

    per_row = next((n for n in range(len(items), 1, -1) if fits(n)), 1)
    rows = -(-len(items) // per_row)
    per_row = -(-len(items) // rows)  # as even as the rows allow
    bw = (w - gap * (per_row - 1)) // per_row
    bh = max(px(design.MIN_TARGET_CSS), max(map(len, lines)) * font.get_linesize() + px(12))
    out = []
    for i, (label, action, on, enabled) in enumerate(items):
        row, col = divmod(i, per_row)
        out.append(Button((x + col * (bw + gap), y + row * (bh + gap), bw, bh), label, action,
                          on=on, enabled=enabled, size=size))
    return out, y + rows * (bh + gap)


def _actions(scene: StatsScene, x: int, w: int, at: int, blocks: Blocks,
             buttons: list[Button]) -> int:
    """The current profile's actions under the content, under its name (over the content
    they would fill a phone's first screen)."""
    keeper = scene.profiles
    current = next((p.name for p in keeper.data.profiles if p.id == keeper.data.current), "")
    at = _add(blocks, at, _text(scene.t("profile.of", name=current), x, w, 17, theme.ACCENT,
                                True), scene.view.ui.px(6))
    row, at = _grid(parts.action_items(scene), x, at, w, 14)
    buttons += row
    return at


def page(scene: StatsScene) -> Page:
    """The page laid out (see :class:`Page`)."""
    ui = scene.view.ui
    px = ui.px
    f = parts.frame(scene)
    x, w, top = f["x"], f["w"], f["top"]
    t = scene.t
    label = t("btn.home")
    home_w = max(px(96), Fonts.get(17, True).size(label)[0] + px(24))
    bar_h = max(px(design.MIN_TARGET_CSS), Fonts.get(28, True).get_linesize())
    home = Button((x + w - home_w, top, home_w, px(design.MIN_TARGET_CSS)), label, "home")
    title_w = w - home_w - px(12)
    title_fits = Fonts.get(28, True).size(t("stats.title"))[0] <= title_w
    y = top + bar_h + px(_GAP)
    message_h = 0
    message = _message(scene)
    if message is not None:
        message_h = len(wrap(message[0], Fonts.get(design.BODY), w)) * _step(design.BODY)
        message_h = min(message_h, 3 * _step(design.BODY)) + px(_GAP)
    message_at = (y, message_h)
    y += message_h
    viewport = (0, y, ui.size[0], max(0, f["h"] - px(26) - y))
    blocks: list[tuple[int, int, Draw]] = []
    buttons: list[Button] = []
    at = y + px(4)
    if not title_fits:
        h, drawn = _text(t("stats.title"), x, w, 28, theme.ACCENT, bold=True)
        blocks.append((at, h, drawn))
        at += h + px(_GAP)
    header = (parts.profile_items(scene), parts.tab_items(scene), parts.game_items(scene))
    for items, size in zip(header, (15, design.LABEL, 14), strict=True):
        row, at = _grid(items, x, at, w, size)
        buttons += row
    at += px(4)
    s = scene.profiles.statistics().get(scene.profiles.data.current)
    if s is not None:
        content = {"overview": _overview, "tables": _tables, "games": _games,
                   "top": _top}[parts.state(scene.view).page]
        at = content(scene, s, x, w, at, blocks, buttons)
    at = _actions(scene, x, w, at + px(8), blocks, buttons)
    end = at + px(_GAP)
    overflow = max(0.0, (end - viewport[1] - viewport[3]) / ui.text_scale)
    return Page(home, None if not title_fits else (x, top, title_w, bar_h), message_at,
                viewport, buttons, blocks, overflow)


def _message(scene: StatsScene) -> tuple[str, theme.Colour] | None:
    """The line under the title: the name being typed, else the message, if any."""
    own = parts.state(scene.view)
    if own.entry is not None:
        return scene.t("profile.typing", name=own.entry), theme.ACCENT
    if scene.view.message:
        return scene.view.message, theme.TEXT_WARN if scene.view.message_warn else theme.TEXT
    return None


Blocks = list[tuple[int, int, Draw]]


def _add(blocks: Blocks, at: int, block: tuple[int, Draw], gap: int) -> int:
    """``block`` added at ``at``; the y under it and ``gap``."""
    h, drawn = block
    blocks.append((at, h, drawn))
    return at + h + gap


def _overview(scene: StatsScene, s: Statistics, x: int, w: int, at: int, blocks: Blocks,
              buttons: list[Button]) -> int:
    """The overview's lines, the rating graph (two thirds as tall as wide, its labels
    at their size) and the games per day."""
    px = scene.view.ui.px
    game = parts.shown_game(scene)
    name = parts.game_title(scene, game)
    for text, size, colour, bold, _ in parts.overview_lines(scene, s):
        at = _add(blocks, at, _text(text, x, w, size, colour, bold), px(6))
    at += px(6)
    at = _add(blocks, at, _text(scene.t("stats.graph", game=name), x, w, 16, theme.TEXT, True),
              px(4))
    history = s.ratings.get(game)
    graph_h = w * 2 // 3 + Fonts.get(design.CAPTION).get_linesize()

    def graph(surf: pygame.Surface, y: int) -> None:
        parts.draw_graph(surf, (x, y, w, graph_h), history, px, scene.t)

    at = _add(blocks, at, (graph_h, graph), px(14))
    bars = parts.bar_count(w, px)
    at = _add(blocks, at, _text(scene.t("stats.activity", n=bars), x, w, 16, theme.TEXT, True),
              px(4))
    bars_h = px(96) + Fonts.get(design.CAPTION).get_linesize()

    def activity(surf: pygame.Surface, y: int) -> None:
        parts.draw_bars(scene, surf, (x, y, w, bars_h), s)

    return _add(blocks, at, (bars_h, activity), px(_GAP))


def _tables(scene: StatsScene, s: Statistics, x: int, w: int, at: int, blocks: Blocks,
            buttons: list[Button]) -> int:
    """Each table's title, then its rows stacked: the label, and under it each column's
    head and number, as many to a line as fit whole."""
    px = scene.view.ui.px
    t = scene.t
    if not s.total.games:
        return _add(blocks, at, _text(t("stats.no_games"), x, w, 16, theme.TEXT_DIM), 0)
    size = design.BODY
    font = Fonts.get(size)
    heads = [t(c) for c in parts.COLUMNS]
    tables = parts.table_rows(scene, s, parts.shown_game(scene))
    values = [v for _, rows in tables for _, tally in rows for v in parts.table_values(tally)]
    space = font.size(" ")[0]
    need = max(font.size(h)[0] for h in heads) + space + max(
        (font.size(v)[0] for v in values), default=0)
    indent = px(12)
    gap = px(12)
    per_line = max(1, min(len(heads), (w - indent + gap) // (need + gap)))
    lines = -(-len(heads) // per_line)
    per_line = -(-len(heads) // lines)
    cell = (w - indent + gap) // per_line
    line_h = font.get_linesize()
    for key, rows in tables:
        at = _add(blocks, at, _text(t(key), x, w, size, theme.ACCENT, bold=True), px(4))
        for label, tally in rows:
            at = _add(blocks, at, _text(label, x, w, size, theme.TEXT), 0)
            numbers = parts.table_values(tally)

            def cells(surf: pygame.Surface, y: int, numbers: list[str] = numbers) -> None:
                for i, (head, value) in enumerate(zip(heads, numbers, strict=True)):
                    line, col = divmod(i, per_line)
                    cx, cy = x + indent + col * cell, y + line * line_h
                    draw_text(surf, head, (cx, cy), size, theme.TEXT_DIM)
                    draw_text(surf, value, (cx + font.size(head)[0] + space, cy), size,
                              theme.TEXT)

            at = _add(blocks, at, (lines * line_h, cells), px(6))
        at += px(10)
    return at


def _game_label(scene: StatsScene, g: GameEntry, w: int) -> str:
    """A past game's button label: the date and board, then the opponent and result (on
    two lines where they do not fit one)."""
    kind = {1.0: "win", 0.0: "loss"}.get(g.score, "draw")
    result = scene.t(f"stats.result.{kind}")
    opponent = parts.opponent_label(scene, g.opponent)
    first = f"{g.date.replace('T', ' ')[5:]}  {g.size}"
    font = Fonts.get(14, True)
    if font.size(f"{opponent}  {result}")[0] + Fonts.px(20) <= w:
        return f"{first}\n{opponent}  {result}"
    return f"{first}\n{opponent}\n{result}"


GAMES_SHOWN = 50
"""The past games the page holds at a time (▲ ▼ under them turn to the newer or older)."""


def _games(scene: StatsScene, s: Statistics, x: int, w: int, at: int, blocks: Blocks,
           buttons: list[Button]) -> int:
    """The past games of the game shown, newest first, :data:`GAMES_SHOWN` at a time: a
    button each, and ▲ ▼ under them where there are more."""
    recent = parts.recent(scene)
    if not recent:
        return _add(blocks, at, _text(scene.t("stats.no_games"), x, w, 16, theme.TEXT_DIM), 0)
    own = parts.state(scene.view)
    own.scroll = max(0, min(own.scroll, len(recent) - 1))
    games = scene.profiles.data.games
    for index in recent[own.scroll:own.scroll + GAMES_SHOWN]:
        g = games[index]
        row, at = _grid([(_game_label(scene, g, w), f"stats_open:{index}", False,
                          g.record is not None)], x, at, w, 14)
        buttons += row
    if len(recent) > GAMES_SHOWN:
        row, at = _grid([("▲", "stats_scroll:-1", False, own.scroll > 0),
                         ("▼", "stats_scroll:1", False, own.scroll + GAMES_SHOWN < len(recent))],
                        x, at, w, design.LABEL)
        buttons += row
    return at


def turn_games(scene: StatsScene, by: int) -> None:
    """The games list turned ``by`` lots of :data:`GAMES_SHOWN` (newer: -1, older: 1), the
    page scrolled to show its first game."""
    own = parts.state(scene.view)
    own.scroll = max(0, own.scroll + by * GAMES_SHOWN)
    found = page(scene)
    first = next((b for b in found.buttons if b.action.startswith("stats_open:")), None)
    if first is not None and found.overflow > 0:
        view = Viewport(found.viewport, found.overflow, scene.view.ui.text_scale)
        own.page_scroll.reveal(first.rect[1], first.rect[3], view)


def _top(scene: StatsScene, s: Statistics, x: int, w: int, at: int, blocks: Blocks,
         buttons: list[Button]) -> int:
    """The note, then each top list under its title, each row wrapped whole."""
    px = scene.view.ui.px
    note, lists = parts.top_lists(scene)
    at = _add(blocks, at, _text(note, x, w, design.SMALL, theme.TEXT_DIM), px(12))
    for key, rows in lists:
        at = _add(blocks, at, _text(scene.t(key), x, w, 17, theme.ACCENT, True), px(4))
        for text, colour in rows:
            at = _add(blocks, at, _text(text, x, w, design.BODY, colour), px(4))
        at += px(12)
    return at


def _shift(scene: StatsScene, found: Page) -> int:
    """How far the page is scrolled now (device px)."""
    return scene.view.ui.px(parts.state(scene.view).page_scroll.shown(found.overflow))


def buttons(scene: StatsScene) -> list[Button]:
    """Home, then the page's buttons in the viewport (moved by the scroll, clipped to
    it)."""
    found = page(scene)
    dy = _shift(scene, found)
    view = pygame.Rect(found.viewport)
    shifted = [replace(b, rect=(b.rect[0], b.rect[1] - dy, b.rect[2], b.rect[3]),
                       clip=found.viewport) for b in found.buttons]
    return [found.home] + [b for b in shifted if view.colliderect(b.rect)]


def page_scroll(scene: StatsScene) -> tuple[PageScroll, Viewport] | None:
    """The page's scroll and viewport while it is taller than the viewport."""
    found = page(scene)
    if found.overflow <= 0:
        return None
    return parts.state(scene.view).page_scroll, Viewport(found.viewport, found.overflow,
                                                         scene.view.ui.text_scale)


def draw(scene: StatsScene, surf: pygame.Surface) -> None:
    """The title, the message, the page's blocks in the viewport and its scroll bar (the
    buttons are drawn by the registry)."""
    px = scene.view.ui.px
    found = page(scene)
    f = parts.frame(scene)
    if found.title is not None:
        draw_text(surf, scene.t("stats.title"), found.title[:2], 28, theme.ACCENT, bold=True)
    message = _message(scene)
    if message is not None:
        y, h = found.message
        draw_wrapped(surf, message[0], (f["x"], y, f["w"], h), design.BODY, message[1],
                     spacing=2, max_lines=3)
    dy = _shift(scene, found)
    vx, vy, vw, vh = found.viewport
    with clipped(surf, found.viewport if found.overflow > 0 else None):
        for top, height, drawn in found.blocks:
            if top - dy < vy + vh and top - dy + height > vy:
                drawn(surf, top - dy)
    if found.overflow > 0:
        pygame.draw.line(surf, theme.PANEL_LINE, (vx, vy + vh), (vx + vw, vy + vh),
                         max(1, px(1)))
        bar = thumb(Viewport(found.viewport, found.overflow, scene.view.ui.text_scale),
                    dy / scene.view.ui.text_scale, px(4))
        if bar is not None:
            pygame.draw.rect(surf, theme.TEXT_DIM, (bar[0] - px(2), *bar[1:]),
                             border_radius=px(2))
