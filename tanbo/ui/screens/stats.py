"""The Statistics screen: the profiles, their statistics, the rating graph, past games, top lists.

One page at a time (the tabs under the header), for the profile chosen in the row of
profiles and the game chosen beside the tabs:

- **Overview**: the rating with its deviation and the level that gives an even game,
  the totals, the streaks, the rating over time as a graph (one point per day played,
  the deviation as a band) and the games per day as bars;
- **Tables**: games, wins, losses, draws and the score by game, board, opponent, colour;
- **Games**: the past games, newest first; a tap opens one in review (its analysis
  with the Analyse button there);
- **Top lists**: by rating, by wins, by games, among the device's profiles and the
  computer levels.

The profile row adds (a default name, no typing), renames (the browser's prompt, which
works on touch; natively the keys typed, :func:`entry_event`) and deletes (asks first)
profiles. The data is the commands' :class:`~tanbo.ui.profile_keeper.ProfileKeeper`; the
screen's own state (the page, the game shown, the games list's scroll, a name being
typed) is a :class:`StatsState` in the view state (:func:`state`).

This module lays the tabs out on a window; what they show, and the screen's state, are
in :mod:`.stats_parts` (shared with :mod:`.stats_phone`, the one scrolling page of a
phone with the larger text), and their names are exported from here too.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from typing import TYPE_CHECKING

import pygame

import tanbo.ui.screens.stats_phone as stats_phone
from tanbo.errors import TanboError
from tanbo.games import GAMES
from tanbo.profiles.model import GameEntry
from tanbo.profiles.stats import Statistics
from tanbo.ui import design, theme
from tanbo.ui import profile_strings as _texts  # noqa: F401  (adds the texts)
from tanbo.ui.layout import full_moves
from tanbo.ui.render import Fonts
from tanbo.ui.screens.base import Action, Screen
from tanbo.ui.screens.stats_parts import (
    COLUMNS,
    PAGES,
    Frame,
    Line,
    StatsState,
    TopRow,
    action_items,
    bar_count,
    draw_bars,
    draw_graph,
    frame,
    game_items,
    game_title,
    graph_points,
    narrow,
    one_page,
    opponent_label,
    overview_lines,
    profile_items,
    recent,
    shown_game,
    state,
    tab_items,
    table_rows,
    table_values,
    top_lists,
)
from tanbo.ui.scrolling import PageScroll, Viewport
from tanbo.ui.storage import IS_WEB
from tanbo.ui.view import STATS
from tanbo.ui.widgets import Button, draw_fitted, draw_wrapped, fit_row

if TYPE_CHECKING:
    from tanbo.ui.commands import Commands
    from tanbo.ui.host import StatsScene

__all__ = ["SCREEN", "ACTIONS", "STATS", "PAGES", "COLUMNS", "Frame", "Line", "TopRow",
           "StatsState", "state", "shown_game", "frame", "narrow", "stats_buttons",
           "draw_stats", "entry_event", "graph_points", "draw_graph", "bar_count", "draw_bars",
           "overview_lines", "table_rows", "table_values", "top_lists", "recent", "game_title",
           "opponent_label", "page_scroll", "page_buttons"]

Rect = tuple[int, int, int, int]


# ------------------------------------------------------------------ layout


def stats_buttons(scene: StatsScene) -> list[Button]:
    """The header's Home, the profiles, the profile actions, the tabs, the game, the page's
    (on a phone with larger text: Home and the scrolling page's, :mod:`.stats_phone`)."""
    if stats_phone.active(scene):
        return stats_phone.buttons(scene)
    f = frame(scene)
    px, x, width, narrow = f["px"], f["x"], f["w"], f["narrow"]
    t = scene.t
    out = [Button((x + width - px(110), f["top"], px(110), px(44)), t("btn.home"), "home")]
    y = f["top"] + px(50)
    # the profiles, wrapped, then "+ Profile"
    items = profile_items(scene)
    per_row = 3 if narrow else 6
    bw = (width - px(8) * (per_row - 1)) // per_row
    for i, (label, action, on, _) in enumerate(items):
        row, col = divmod(i, per_row)
        out.append(Button((x + col * (bw + px(8)), y + row * px(52), bw, px(44)), label, action,
                          on=on, size=15))
    y += (-(-len(items) // per_row)) * px(52)
    actions = action_items(scene)
    aw = (width - px(8) * (len(actions) - 1)) // len(actions)
    for i, (label, action, _, enabled) in enumerate(actions):
        out.append(Button((x + i * (aw + px(8)), y, aw, px(44)), label, action, size=14,
                          enabled=enabled))
    y += px(52)
    own = state(scene.view)
    tabs, games = tab_items(scene), game_items(scene)
    if narrow:  # the tabs on one row, the game choice on the next
        rects, size = fit_row([label for label, _, _, _ in tabs], (x, y, width, px(44)),
                              px(6), (design.LABEL, design.SMALL, design.CAPTION), bold=True)
        for rect, (label, action, on, _) in zip(rects, tabs, strict=True):
            out.append(Button(rect, label, action, on=on, size=size))
        y += px(52)
        gw = (width - px(8)) // 2
        for i, (label, action, on, _) in enumerate(games):
            out.append(Button((x + i * (gw + px(8)), y, gw, px(44)), label, action, on=on,
                              size=14))
        y += px(52)
    else:  # the tabs, then the game choice at the right end
        tw = min(px(150), (width - px(8) * 5 - px(16)) // 6)
        for i, (label, action, on, _) in enumerate(tabs):
            out.append(Button((x + i * (tw + px(8)), y, tw, px(44)), label, action, on=on,
                              size=16))
        for i, (label, action, on, _) in enumerate(games):
            out.append(Button((x + width - (2 - i) * (tw + px(8)) + px(8), y, tw, px(44)), label,
                              action, on=on, size=16))
        y += px(52)
    own.content_top = y
    if own.page == "games":
        out.extend(_game_buttons(scene, _content(scene)))
    return out


def _content(scene: StatsScene) -> Rect:
    f = frame(scene)
    y = state(scene.view).content_top
    return f["x"], y, f["w"], max(0, f["h"] - y - f["px"](26))  # above the version


# ------------------------------------------------------------------ drawing


def draw_stats(scene: StatsScene, surf: pygame.Surface) -> None:
    """The title, the message line and the open page (the buttons are drawn by the registry;
    on a phone with larger text, one scrolling page: :mod:`.stats_phone`)."""
    if stats_phone.active(scene):
        stats_phone.draw(scene, surf)
        return
    f = frame(scene)
    px = f["px"]
    keeper = scene.profiles
    own = state(scene.view)
    stats_buttons(scene)  # lays the rows out (the content's top)
    draw_fitted(surf, scene.t("stats.title"), (f["x"], f["top"], f["w"] - px(120), px(40)), 28,
                theme.ACCENT, bold=True, min_size=18)
    area = _content(scene)
    if own.entry is not None:  # a name being typed (native)
        draw_fitted(surf, scene.t("profile.typing", name=own.entry),
                    (area[0], area[1], area[2], px(30)), 17, theme.ACCENT, min_size=11)
        area = (area[0], area[1] + px(34), area[2], area[3] - px(34))
    elif scene.view.message:
        colour = theme.TEXT_WARN if scene.view.message_warn else theme.TEXT
        draw_fitted(surf, scene.view.message, (area[0], area[1], area[2], px(26)), 15, colour,
                    min_size=11)
        area = (area[0], area[1] + px(30), area[2], area[3] - px(30))
    stats = keeper.statistics().get(keeper.data.current)
    if stats is None:
        return
    page = {"overview": _draw_overview, "tables": _draw_tables, "games": _draw_games,
            "top": _draw_top}[own.page]
    page(scene, surf, area, stats)


def _draw_overview(scene: StatsScene, surf: pygame.Surface, area: Rect, s: Statistics) -> None:
    px = scene.view.ui.px
    t = scene.t
    x, y, w, h = area
    bottom = y + h
    game = shown_game(scene)
    name = game_title(scene, game)
    history = s.ratings.get(game)
    lines = overview_lines(scene, s)
    wide = w >= px(900) and h < px(520)  # a low wide page: the lines left of the graph
    text_w = w // 3 if wide else w
    for text, size_, colour, bold, step in lines:  # wrapped, never shrunk (a phone: 2 lines)
        if y + px(step) - px(6) > bottom:
            return
        end = draw_wrapped(surf, text, (x, y, text_w, bottom - y), size_, colour, bold=bold,
                           spacing=2, max_lines=-1)
        y = max(end + px(6), y + px(step))
    if wide:
        x, w, y = x + text_w + px(16), w - text_w - px(16), area[1]
    rest = bottom - y
    if rest < px(110):
        return
    graph_h = min(px(300), rest * 3 // 5 if rest > px(220) else rest)
    draw_fitted(surf, t("stats.graph", game=name), (x, y, w, px(22)), 16, theme.TEXT, bold=True)
    graph_rect = state(scene.view).graph_rect = (x, y + px(24), w, graph_h - px(24))
    draw_graph(surf, graph_rect, history, px, t)
    y += graph_h + px(14)
    if bottom - y > px(70):
        _draw_activity(scene, surf, (x, y, w, bottom - y), s)


def _draw_activity(scene: StatsScene, surf: pygame.Surface, rect: Rect, s: Statistics) -> None:
    px = scene.view.ui.px
    x, y, w, h = rect
    draw_fitted(surf, scene.t("stats.activity", n=bar_count(w, px)), (x, y, w, px(22)), 16,
                theme.TEXT, bold=True)
    draw_bars(scene, surf, (x, y + px(26), w, h - px(26)), s)


def _draw_tables(scene: StatsScene, surf: pygame.Surface, area: Rect, s: Statistics) -> None:
    px = scene.view.ui.px
    t = scene.t
    x, y, w, h = area
    w = min(w, px(700))  # the numbers near their labels on a wide page
    bottom = y + h
    row_h = px(22)
    cols = COLUMNS
    tables = table_rows(scene, s, shown_game(scene))
    if not s.total.games:
        draw_wrapped(surf, t("stats.no_games"), area, 16, theme.TEXT_DIM, max_lines=-1)
        return

    values = table_values
    # one size for the whole page: the largest step of the type scale at which every
    # title, label, heading and number fits its column, the label column as wide as the
    # labels need (labels fit by layout; at the least size the longest are cut)
    titles = [t(key) for key, _ in tables]
    labels = [label for _, rows in tables for label, _ in rows]
    numbers = [v for _, rows in tables for _, tally in rows for v in values(tally)]
    heads = [t(c) for c in cols]
    usual = max(px(110), w - px(5 * (46 if frame(scene)["narrow"] else 62)))

    def columns(size: int) -> tuple[int, int, bool]:
        def widest(texts: list[str], bold: bool = False) -> int:
            return max((Fonts.get(size, bold).size(text)[0] for text in texts), default=0)
        label_need = max(widest(labels) + px(16), widest(titles, True))
        col_need = widest(numbers + heads) + px(4)
        label_w = min(max(usual, label_need), w - len(cols) * col_need)
        col_w = (w - label_w) // len(cols)
        return label_w, col_w, label_w >= label_need and col_w >= col_need

    for size in (design.BODY, design.SMALL, design.CAPTION):
        label_w, col_w, fit = columns(size)
        if fit:
            break
    stacked = not fit  # a phone: each label on a line of its own above its numbers
    if stacked:
        def stacked_fits(size: int) -> bool:
            def widest(texts: list[str], bold: bool = False) -> int:
                return max((Fonts.get(size, bold).size(text)[0] for text in texts), default=0)
            return (widest(labels) + px(8) <= w and widest(titles, True) <= w
                    and widest(numbers + heads) + px(4) <= w // len(cols))
        size = next((s_ for s_ in (design.BODY, design.SMALL) if stacked_fits(s_)),
                    design.CAPTION)
        label_w, col_w = 0, w // len(cols)
    for key, rows in tables:
        if y + (3 if stacked else 2) * row_h > bottom:
            break
        if stacked:
            draw_fitted(surf, t(key), (x, y, w, row_h), size, theme.ACCENT, bold=True,
                        min_size=size)
            y += row_h
        else:
            draw_fitted(surf, t(key), (x, y, label_w, row_h), size, theme.ACCENT, bold=True,
                        min_size=size)
        for i, c in enumerate(cols):
            draw_fitted(surf, t(c), (x + label_w + i * col_w, y, col_w - px(4), row_h),
                        size, theme.TEXT_DIM, min_size=size)
        y += row_h + px(2)
        for label, tally in rows:
            if y + (2 if stacked else 1) * row_h > bottom:
                break
            if stacked:
                draw_fitted(surf, label, (x, y, w, row_h), size, theme.TEXT,
                            min_size=size)
                y += row_h
            else:
                draw_fitted(surf, label, (x + px(8), y, label_w - px(16), row_h), size,
                            theme.TEXT, min_size=size)  # (8 px from the numbers)
            for i, v in enumerate(values(tally)):
                draw_fitted(surf, v, (x + label_w + i * col_w, y, col_w - px(4), row_h), size,
                            theme.TEXT_DIM if stacked else theme.TEXT, min_size=size)
            y += row_h + (px(4) if stacked else 0)
        y += px(10)


def _game_rows(scene: StatsScene, area: Rect) -> tuple[int, int]:
    """The number of game rows that fit in ``area`` and each one's height."""
    px = scene.view.ui.px
    row_h = px(52 if frame(scene)["narrow"] else 50)
    return max(1, (area[3] - px(50)) // row_h), row_h


def _game_buttons(scene: StatsScene, area: Rect) -> list[Button]:
    """One button per past game shown (newest first), and the scroll buttons."""
    keeper = scene.profiles
    own = state(scene.view)
    px = scene.view.ui.px
    x, y, w, h = area
    if own.entry is not None or scene.view.message:
        y += px(34)
        h -= px(34)
    games_shown = recent(scene)
    rows, row_h = _game_rows(scene, (x, y, w, h))
    own.scroll = max(0, min(own.scroll, max(0, len(games_shown) - rows)))
    out = []
    games = keeper.data.games
    narrow = frame(scene)["narrow"]
    for n, index in enumerate(games_shown[own.scroll:own.scroll + rows]):
        g = games[index]
        label = _game_label(scene, g, narrow)
        out.append(Button((x, y + n * row_h, w, row_h - px(6)), label, f"stats_open:{index}",
                          size=14, enabled=g.record is not None))
    if len(games_shown) > rows:
        by = y + rows * row_h
        half = (w - px(8)) // 2
        out.append(Button((x, by, half, px(44)), "▲", "stats_scroll:-1",
                          enabled=own.scroll > 0))
        out.append(Button((x + half + px(8), by, half, px(44)), "▼", "stats_scroll:1",
                          enabled=own.scroll + rows < len(games_shown)))
    return out


def _game_label(scene: StatsScene, g: GameEntry, narrow: bool) -> str:
    result = {1.0: "win", 0.0: "loss"}.get(g.score, "draw")
    date = g.date.replace("T", " ")
    opponent = opponent_label(scene, g.opponent)
    if narrow:  # the game is the chosen one: date and board, then opponent and result
        return f"{date[5:]}  {g.size}\n{opponent}  {scene.t(f'stats.result.{result}')}"
    return scene.t("stats.game_row", date=date, game=game_title(scene, g.game), size=g.size,
                 opponent=opponent, result=scene.t(f"stats.result.{result}"),
                 moves=(g.plies + 1) // 2)


def _draw_games(scene: StatsScene, surf: pygame.Surface, area: Rect, s: Statistics) -> None:
    if not recent(scene):
        draw_wrapped(surf, scene.t("stats.no_games"), area, 16, theme.TEXT_DIM, max_lines=-1)


def _draw_top(scene: StatsScene, surf: pygame.Surface, area: Rect, s: Statistics) -> None:
    px = scene.view.ui.px
    t = scene.t
    x, y, w, h = area
    note, parts = top_lists(scene)
    below = draw_wrapped(surf, note, (x, y, w, px(58)), 13,
                         theme.TEXT_DIM, spacing=2, max_lines=3) + px(8)
    h -= below - y
    y = below
    narrow = frame(scene)["narrow"]
    row_h = px(22)
    if narrow:
        cells = [(x, y + i * (h // 3), w, h // 3) for i in range(3)]
    else:
        cw = (w - px(24)) // 3
        cells = [(x + i * (cw + px(12)), y, cw, h) for i in range(3)]

    # one size for the page: the largest step of the type scale at which every row fits
    # its column (labels fit by layout; at the least size the longest are cut)
    texts = [text for _, rows in parts for text, _ in rows]
    cw_least = min(c[2] for c in cells)
    text_size = next((s_ for s_ in (design.BODY, design.SMALL)
                      if all(Fonts.get(s_).size(text)[0] <= cw_least for text in texts)),
                     design.CAPTION)
    for (key, rows), (cx, cy, cw, ch) in zip(parts, cells, strict=True):
        if ch < px(26):
            continue
        draw_fitted(surf, t(key), (cx, cy, cw, px(24)), 17, theme.ACCENT, bold=True)
        ry = cy + px(26)
        for text, colour in rows:
            if ry + row_h > cy + ch:
                break
            draw_fitted(surf, text, (cx, ry, cw, row_h), text_size, colour,
                        min_size=text_size)
            ry += row_h


# ------------------------------------------------------------------ actions


def _say_saved(commands: Commands, done: str) -> None:
    error = commands.profiles.save()
    if error:
        commands.say(commands.t("profile.save_failed", error=error), warn=True)
    elif done:
        commands.say(done)


def _pick(commands: Commands, arg: str) -> None:
    commands.profiles.choose(arg)
    state(commands.view).scroll = 0
    _say_saved(commands, "")


def _add(commands: Commands, arg: str) -> None:
    try:
        pid = commands.profiles.add()
    except TanboError as exc:
        commands.say(commands.t("profile.bad", error=str(exc)), warn=True)
        return
    _say_saved(commands, commands.t("profile.added", name=commands.profiles.name(pid)))


def _rename(commands: Commands, arg: str) -> None:
    keeper = commands.profiles
    current = keeper.name(keeper.data.current)
    if IS_WEB:  # the browser's own dialog: a keyboard on a phone too
        import platform

        value = platform.window.prompt(commands.t("profile.rename_prompt"), current)  # type: ignore[attr-defined]
        if value is not None:
            finish_rename(commands, str(value))
        return
    state(commands.view).entry = ""
    with contextlib.suppress(pygame.error):
        pygame.key.start_text_input()


def finish_rename(commands: Commands, name: str) -> None:
    """Rename the current profile to ``name`` (a message says what happened)."""
    keeper = commands.profiles
    try:
        keeper.rename(keeper.data.current, name)
    except TanboError as exc:
        commands.say(commands.t("profile.bad", error=str(exc)), warn=True)
        return
    _say_saved(commands, commands.t("profile.renamed", name=keeper.name(keeper.data.current)))


def entry_event(commands: Commands, event: pygame.event.Event) -> bool:
    """A key or typed text while a name is being typed natively; True if taken."""
    own = state(commands.view)
    if own.entry is None or commands.view.screen_name != STATS:
        return False
    if event.type == pygame.TEXTINPUT:
        own.entry = (own.entry + event.text)[:40]
    elif event.type == pygame.KEYDOWN:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            name, own.entry = own.entry, None
            finish_rename(commands, name)
        elif event.key == pygame.K_ESCAPE:
            own.entry = None
        elif event.key == pygame.K_BACKSPACE:
            own.entry = own.entry[:-1]
    else:
        return False
    commands.view.dirty = True
    return True


def _delete(commands: Commands, arg: str) -> None:
    keeper = commands.profiles
    pid = keeper.data.current
    name = keeper.name(pid)
    n = sum(1 for g in keeper.data.games if g.profile == pid)

    def delete() -> None:
        try:
            keeper.remove(pid)
        except TanboError as exc:
            commands.say(commands.t("profile.bad", error=str(exc)), warn=True)
            return
        _say_saved(commands, commands.t("profile.deleted", name=name))

    commands.ask(
        commands.t("confirm.delete_profile", name=name, n=n), delete, "btn.delete", "btn.keep_it"
    )


def _open_game(commands: Commands, arg: str) -> None:
    """Open a past game in review (from its first position; Analyse is on the game screen)."""
    from tanbo.ui.session import Session

    try:
        g = commands.profiles.data.games[int(arg)]
    except (ValueError, IndexError):
        return
    if g.record is None:
        commands.say(commands.t("stats.no_record"))
        return
    try:
        session = Session.from_record_text(g.record)
    except (TanboError, ValueError) as exc:
        commands.say(commands.t("import_bad", error=str(exc)), warn=True)
        return
    commands.profiles.mark_recorded(session)  # it was recorded when it was played

    def install() -> None:
        commands.replace_session(session, "confirm.import", ask=False)
        commands.moves.review(0)
        commands.say(commands.t("stats.opened", date=g.date.replace("T", " ")))

    st = commands.session.state
    if st.ply and not commands.session.is_over:  # the game being played would be lost: ask
        commands.ask(commands.t("confirm.import", n=full_moves(st.ply)), install)
    else:
        install()


def _scroll(commands: Commands, arg: str) -> None:

    if stats_phone.active(commands):
        stats_phone.turn_games(commands, int(arg))
        return
    own = state(commands.view)
    rows, _ = _game_rows(commands, _content(commands))
    own.scroll = max(0, own.scroll + int(arg) * rows)


def _wheel(commands: Commands, rows: int) -> None:
    """The wheel over the games list, where the screen is not one scrolling page."""
    own = state(commands.view)
    if own.page == "games":
        own.scroll = max(0, own.scroll + rows)
        commands.view.dirty = True


def _set_page(commands: Commands, arg: str) -> None:
    if arg in PAGES:
        own = state(commands.view)
        own.page = arg
        own.scroll = 0


def _set_game(commands: Commands, arg: str) -> None:
    if arg in GAMES:
        own = state(commands.view)
        own.game = arg
        own.scroll = 0


def _ignore(result: object) -> None:
    """An action's result is not wanted (a message says what happened)."""


def open_stats(commands: Commands) -> None:
    """Open the Statistics screen on the game chosen (:func:`shown_game`)."""
    own = state(commands.view)
    own.game = None
    own.scroll = 0
    own.entry = None  # a name left half-typed is dropped
    own.page_scroll = PageScroll()
    commands.open_screen(STATS)


ACTIONS: Mapping[str, Action] = {
    "stats": lambda commands, arg: open_stats(commands),
    "profile_pick": _pick,
    "profile_add": _add,
    "profile_rename": _rename,
    "profile_delete": _delete,
    "profile_export": lambda commands, arg: commands.profile_commands.export_profiles(),
    "profile_import": lambda commands, arg: _ignore(commands.profile_commands.import_profiles()),
    "profile_aside": lambda commands, arg: commands.profile_commands.offer_profiles_aside(),
    "stats_page": _set_page,
    "stats_game": _set_game,
    "stats_open": _open_game,
    "stats_scroll": _scroll,
    "profile_side": lambda commands, arg: commands.profile_commands.cycle_profile(int(arg)),
}
"""The Statistics screen's actions, and the menu's profile choice (``profile_side``)."""

def page_scroll(scene: StatsScene) -> tuple[PageScroll, Viewport] | None:
    """The phone's page (larger text) while it is taller than its viewport (``None``: it
    fits, or the screen is not one page: the wheel scrolls the games list)."""
    return stats_phone.page_scroll(scene) if stats_phone.active(scene) else None


def page_buttons(scene: StatsScene) -> list[Button]:
    """Every button of the phone's page as at its top (Tab walks them; none when the
    screen is not one page)."""
    return stats_phone.page(scene).buttons if stats_phone.active(scene) else []


SCREEN = Screen(name=STATS, draw=draw_stats, buttons=stats_buttons, wheel=_wheel,
                scroll=page_scroll, page_buttons=page_buttons, large_text=one_page)
"""The Statistics screen."""

