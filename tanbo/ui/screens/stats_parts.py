"""The Statistics screen's parts shared by both of its layouts: the screen's own state, its
frame, and what each tab shows, as data (lines, table rows, top lists, the past games
shown) and as the rating graph and the games-per-day bars.

:mod:`.stats` lays them out on a window (the desktop, and a phone at 100%);
:mod:`.stats_phone` on one scrolling page (a phone with the larger text). Neither
imports the other's layout.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypedDict

import pygame

from tanbo.errors import TanboError
from tanbo.games import GAMES
from tanbo.profiles.glicko2 import Rating
from tanbo.profiles.levels import suggest_level
from tanbo.profiles.model import COMPUTER, LINK, LOCAL, PROFILE, opponent_kind
from tanbo.profiles.ratings import History
from tanbo.profiles.stats import Statistics, Tally, TopEntry
from tanbo.ui import design, theme
from tanbo.ui import profile_strings as _texts  # noqa: F401  (adds the texts)
from tanbo.ui.games import VIEWS, game_view
from tanbo.ui.render import Fonts
from tanbo.ui.screens.base import player_label
from tanbo.ui.scrolling import PageScroll
from tanbo.ui.view import ScreenState, ViewState
from tanbo.ui.widgets import draw_text, draw_wrapped

if TYPE_CHECKING:
    from tanbo.ui.host import StatsScene

__all__ = [
    "PAGES", "COLUMNS", "Frame", "Line", "TopRow", "StatsState", "state", "shown_game",
    "frame", "narrow", "one_page", "Item", "profile_items", "action_items", "tab_items",
    "game_items", "game_title", "overview_lines", "graph_points", "draw_graph",
    "bar_count", "draw_bars", "opponent_label", "table_values", "table_rows", "recent",
    "top_lists"
]

Rect = tuple[int, int, int, int]


PAGES = ("overview", "tables", "games", "top")


@dataclass
class StatsState(ScreenState):
    """The Statistics screen's own state: its page, the game it shows (``None``: the game
    chosen, :func:`shown_game`), the games list's scroll, a name being typed (native;
    ``None`` when not), and where its content starts and the graph was drawn (laid out)."""

    page: str = "overview"
    game: str | None = None
    scroll: int = 0
    entry: str | None = None
    content_top: int = 0
    graph_rect: Rect | None = None
    page_scroll: PageScroll = field(default_factory=PageScroll)


def state(view: ViewState) -> StatsState:
    """The Statistics screen's state in ``view``."""
    return view.state(StatsState)


def shown_game(scene: StatsScene) -> str:
    """The game the screen shows: the one picked on it, else the game chosen (the
    new-game choice, which follows the game of the session)."""
    return state(scene.view).game or scene.settings.game


class Frame(TypedDict):
    """The screen's parts (:func:`_frame`)."""

    x: int
    w: int
    top: int
    narrow: bool
    h: int
    px: Callable[[float], int]


def frame(scene: StatsScene) -> Frame:
    """The screen's parts: the margins, the rows of buttons and the content's rectangle."""
    w, h = scene.view.ui.size
    px = scene.view.ui.px
    narrow = w < px(600)
    margin = px(12 if narrow else 24)
    width = min(w - 2 * margin, px(1232))
    x = (w - width) // 2
    return {"x": x, "w": width, "top": px(10), "narrow": narrow, "h": h, "px": px}


def narrow(scene: StatsScene) -> bool:
    """The window is narrow (a phone upright): the rows of buttons are laid out for it,
    and with the larger text the screen is one scrolling page (:mod:`.stats_phone`)."""
    return frame(scene)["narrow"]


def one_page(scene: StatsScene) -> bool:
    """The larger text makes the screen one scrolling page (:mod:`.stats_phone`) here: a
    narrow window (a phone upright) or a short one (a phone on its side), where the
    zoom leaves the text factor the most."""
    return narrow(scene) or scene.view.ui.size[1] < scene.view.ui.px(480)


Item = tuple[str, str, bool, bool]
"""A button of the screen's rows: its label, action, whether it is lit (the current
profile, tab, game) and whether it is enabled."""


def profile_items(scene: StatsScene) -> list[Item]:
    """The profiles (the current one lit), then "+ Profile"."""
    keeper = scene.profiles
    items = [(p.name, f"profile_pick:{p.id}", p.id == keeper.data.current, True)
             for p in keeper.data.profiles]
    items.append((scene.t("stats.add"), "profile_add", False, True))
    return items


def action_items(scene: StatsScene) -> list[Item]:
    """The current profile's actions: rename, delete (not the last profile), export,
    import, and the set-aside data where there is some."""
    keeper = scene.profiles
    t = scene.t
    items = [(t("stats.rename"), "profile_rename", False, True),
             (t("stats.delete"), "profile_delete", False, len(keeper.data.profiles) > 1),
             (t("stats.export"), "profile_export", False, True),
             (t("stats.import"), "profile_import", False, True)]
    if keeper.asides:
        items.append((t("stats.aside"), "profile_aside", False, True))
    return items


def tab_items(scene: StatsScene) -> list[Item]:
    """The tabs (:data:`PAGES`, the open one lit)."""
    page = state(scene.view).page
    return [(scene.t(f"stats.page.{p}"), f"stats_page:{p}", page == p, True) for p in PAGES]


def game_items(scene: StatsScene) -> list[Item]:
    """The games the screen can show (the one shown lit)."""
    shown = shown_game(scene)
    return [(v.title(scene.settings.lang), f"stats_game:{name}", shown == name, True)
            for name, v in VIEWS.items()]


def game_title(scene: StatsScene, game: str) -> str:
    """A game's title in the current language (its name when it has no view)."""
    return game_view(game).title(scene.settings.lang) if game in VIEWS else game


def _default_size(game: str) -> str:
    w, h = GAMES[game].default_size
    return f"{w}x{h}"


Line = tuple[str, int, theme.Colour, bool, int]
"""An overview line: its text, size, colour, boldness and least step (logical px)."""


def overview_lines(scene: StatsScene, s: Statistics) -> list[Line]:
    """The overview's lines over its graph: ``(text, size, colour, bold, least step)``
    (the rating, the level that gives an even game, the totals, the streaks)."""
    t = scene.t
    game = shown_game(scene)
    name = game_title(scene, game)
    history = s.ratings.get(game)
    board = _board(scene, game)
    rating = s.rating(game)
    line = (t("stats.rating", game=name, rating=round(rating.rating), rd=round(rating.rd))
            if history is not None else t("stats.unrated", game=name))
    level = suggest_level(rating, game, board)
    tally = s.by_game.get(game, Tally())
    streak = s.streaks.get(game)
    if streak is None or streak.current_kind is None:
        streak_text = t("stats.streak.none")
    else:
        kind = {1.0: "win", 0.0: "loss"}.get(streak.current_kind, "draw")
        now = t(f"stats.kind.{kind}", n=streak.current)  # "3 wins", "3 победы"
        streak_text = t("stats.streak", n=streak.current, kind=now,
                        best=streak.best_wins, worst=streak.worst_losses)
    return [
        (line, 20, theme.TEXT, True, 30),
        (t("stats.suggest", level=player_label(scene, level), size=board), 16, theme.ACCENT,
         False, 26),
        (t("stats.totals", games=tally.games, wins=tally.wins, losses=tally.losses,
           draws=tally.draws), 16, theme.TEXT, False, 26),
        (streak_text, 15, theme.TEXT_DIM, False, 32),
    ]


def _board(scene: StatsScene, game: str) -> str:
    """The board the overview suggests a level for: the one chosen, else the game's own."""
    size = scene.settings.size if scene.settings.game == game else None
    return f"{size[0]}x{size[1]}" if size else _default_size(game)


def _series(history: History | None) -> list[tuple[int, float, float]]:
    """``(day number, rating, deviation)`` per day played; first, where the ratings began
    (a new player's 1500 ± 350 the day before, when no games were folded into the
    archive: the band starts as wide as the start's deviation)."""
    if history is None or not history.points:
        return []
    from tanbo.profiles.ratings import day_number

    out = [(day_number(p.day), p.rating.rating, p.rating.rd) for p in history.points]
    if history.rated_games == sum(p.games for p in history.points):
        start = Rating()
        out.insert(0, (out[0][0] - 1, start.rating, start.rd))
    return out


def _scale(series: list[tuple[int, float, float]]) -> tuple[float, float]:
    """The graph's lowest and highest rating: the ratings and their bands, 200 at least."""
    low = min(r - d for _, r, d in series)
    high = max(r + d for _, r, d in series)
    if high - low < 200:
        middle = (high + low) / 2
        low, high = middle - 100, middle + 100
    return low, high


def graph_points(history: History | None, rect: Rect) -> list[tuple[int, int, int]]:
    """The graph's points ``(x, y, half the band's height)`` of a rating history in ``rect``.

    One point per day played (and the start, see :func:`_series`), spread by date; the
    vertical scale spans the ratings plus and minus their deviations (200 at least).
    """
    series = _series(history)
    if not series:
        return []
    gx, gy, gw, gh = rect
    low, high = _scale(series)
    first, span = series[0][0], max(1, series[-1][0] - series[0][0])
    return [(gx + round((d - first) / span * gw), gy + round((high - r) / (high - low) * gh),
             round(rd / (high - low) * gh)) for d, r, rd in series]


def draw_graph(surf: pygame.Surface, rect: Rect, history: History | None,
               px: Callable[[float], int], t: Callable[..., str]) -> None:
    """The rating over time in ``rect``: the points, the deviation's band, the scale and
    the first and last days (a line saying so where there is no rating yet)."""
    gx, gy, gw, gh = rect
    if gh < px(30):
        return
    pygame.draw.rect(surf, theme.PANEL_BG, rect, border_radius=px(6))
    pygame.draw.rect(surf, theme.PANEL_LINE, rect, px(1), border_radius=px(6))
    pad = px(10)
    series = _series(history)
    low, high = _scale(series) if series else (0.0, 0.0)
    scale = [(value, str(round(value))) for value in (high, (high + low) / 2, low)]
    # the scale's column and the dates' row as wide and tall as their text (larger text)
    font = Fonts.get(design.CAPTION)
    left = max(px(52), max(font.size(text)[0] for _, text in scale) + px(12))
    foot = max(px(18), font.get_linesize())
    head = max(pad, font.get_linesize() // 2 + px(2))  # the top number clear of the frame
    inner = (gx + left, gy + head, gw - left - pad, gh - head - pad - foot)
    points = graph_points(history, inner)
    if not points or history is None:
        draw_wrapped(surf, t("stats.graph.empty"), (gx + pad, gy + pad, gw - 2 * pad,
                                                     gh - 2 * pad), 15, theme.TEXT_DIM,
                     max_lines=-1)
        return
    for value, text in scale:  # the scale, and light lines across
        ly = inner[1] + round((high - value) / (high - low) * inner[3])
        pygame.draw.line(surf, theme.PANEL_LINE, (inner[0], ly), (inner[0] + inner[2], ly), 1)
        draw_text(surf, text, (inner[0] - px(6), ly), 12, theme.TEXT_DIM, anchor="midright")
    band = [(x, y - d) for x, y, d in points] + [(x, y + d) for x, y, d in reversed(points)]
    shade = pygame.Surface((gw, gh), pygame.SRCALPHA)  # the deviation as a translucent band
    pygame.draw.polygon(shade, (*theme.ACCENT, 60), [(x - gx, y - gy) for x, y in band])
    surf.blit(shade, (gx, gy))
    pygame.draw.lines(surf, theme.ACCENT, False, [(x, y) for x, y, _ in points], px(2))
    for x, y, _ in points[-60:]:
        pygame.draw.circle(surf, theme.ACCENT, (x, y), px(3))
    first, last = history.points[0].day, history.points[-1].day
    base = inner[1] + inner[3] + px(4)
    draw_text(surf, first, (inner[0], base), 12, theme.TEXT_DIM)
    if last != first:
        draw_text(surf, last, (inner[0] + inner[2], base), 12, theme.TEXT_DIM, anchor="topright")


def bar_count(width: int, px: Callable[[float], int]) -> int:
    """How many days the games-per-day bars show in ``width`` device px (7 to 60)."""
    return max(7, min(60, width // px(12)))


def draw_bars(scene: StatsScene, surf: pygame.Surface, rect: Rect, s: Statistics) -> None:
    """The games played on each of the last days as bars in ``rect`` (its busiest day's
    count at the top left)."""
    import datetime

    px = scene.view.ui.px
    x, top, w, h = rect
    bars = bar_count(w, px)
    today = datetime.date.today()
    days = [(today - datetime.timedelta(days=bars - 1 - i)).isoformat() for i in range(bars)]
    counts = [s.activity.get(d, 0) for d in days]
    bottom = top + h - px(4)
    peak = max(1, *counts)
    step = w / bars
    room = bottom - top - max(px(16), Fonts.get(design.CAPTION).get_linesize())
    pygame.draw.line(surf, theme.PANEL_LINE, (x, bottom), (x + w, bottom), 1)
    for i, n in enumerate(counts):
        if n:
            bh = max(px(2), round(n / peak * room))
            bx = x + round(i * step)
            pygame.draw.rect(surf, theme.ACCENT, (bx + 1, bottom - bh, max(1, round(step) - 2), bh))
    draw_text(surf, str(peak), (x, top), 12, theme.TEXT_DIM)


def opponent_label(scene: StatsScene, code: str) -> str:
    """An opponent code as the player reads it: a level's or a profile's name, by link…"""
    try:
        kind, value = opponent_kind(code)
    except TanboError:
        return code
    if kind == COMPUTER:
        return player_label(scene, value)
    if kind == PROFILE:
        return scene.profiles.name(value) or value
    if kind == LINK:
        return value or scene.t("opp.link")
    if kind == LOCAL:
        return value or scene.t("opp.local")
    return code


COLUMNS = ("stats.col.games", "stats.col.won", "stats.col.lost", "stats.col.drawn",
           "stats.col.score")
"""The tables' columns' heads (text keys)."""


def table_values(tally: Tally) -> list[str]:
    """A table row's numbers, one per column of :data:`COLUMNS`."""
    return [str(tally.games), str(tally.wins), str(tally.losses), str(tally.draws),
            f"{round(100 * tally.score)}%"]


def table_rows(
    scene: StatsScene, s: Statistics, game: str
) -> list[tuple[str, list[tuple[str, Tally]]]]:
    """The tables: each one's title (a text key) and rows (a label and its tally)."""
    colours = {1: scene.side_name(1), 2: scene.side_name(2)}
    return [
        ("stats.by_game", [(game_title(scene, g), t) for g, t in sorted(s.by_game.items())]),
        ("stats.by_board", [(size, t) for (g, size), t in sorted(s.by_board.items()) if g == game]),
        ("stats.by_opponent", [(opponent_label(scene, o), t) for (g, o), t in
                               sorted(s.by_opponent.items()) if g == game]),
        ("stats.by_colour", [(colours[c], t) for (g, c), t in sorted(s.by_colour.items())
                             if g == game]),
    ]


def recent(scene: StatsScene) -> list[int]:
    """The past games of the profile and the game shown, newest first (indices)."""
    keeper = scene.profiles
    s = keeper.statistics().get(keeper.data.current)
    if s is None:
        return []
    games = keeper.data.games
    game = shown_game(scene)
    return [i for i in s.recent if games[i].game == game]


TopRow = tuple[str, theme.Colour]
"""A top list's row as shown: its text and colour (the current profile's lit)."""


def top_lists(scene: StatsScene) -> tuple[str, list[tuple[str, list[TopRow]]]]:
    """The top lists' note (the board they are for) and each list's title (a text key)
    and rows."""
    t = scene.t
    keeper = scene.profiles
    game = shown_game(scene)
    size = _default_size(game)
    if scene.settings.game == game:
        size = f"{scene.settings.size[0]}x{scene.settings.size[1]}"
    lists = keeper.top(game, size)
    current = keeper.data.current

    def row(n: int, e: TopEntry, what: str) -> TopRow:
        name = player_label(scene, e.name) if e.kind == COMPUTER else e.name
        if what == "rating":
            text = t("stats.top.row_rating", n=n, name=name, rating=round(e.rating.rating),
                     rd=round(e.rating.rd))
        else:
            text = t("stats.top.row_count", n=n, name=name,
                     count=e.wins if what == "wins" else e.games)
        colour = theme.ACCENT if e.kind == PROFILE and e.id == current else (
            theme.TEXT if e.kind == PROFILE else theme.TEXT_DIM)
        return text, colour

    parts = [("stats.top.rating", lists.by_rating, "rating"), ("stats.top.wins", lists.by_wins,
             "wins"), ("stats.top.games", lists.by_games, "games")]
    return t("stats.top.note", size=size), [
        (key, [row(n, e, what) for n, e in enumerate(entries, 1)]) for key, entries, what in parts]
