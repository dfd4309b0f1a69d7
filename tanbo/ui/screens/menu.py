"""The new-game screen: the game, its setup and size, the players, the language, and
Start / Home / by link; a preview of the chosen start position where there is room.

Its layout comes from :attr:`ScreenLayout.menu <tanbo.ui.layout.ScreenLayout.menu>`
(a wide arrangement, or a narrow one with labels above their choices).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import pygame

from tanbo.game import BLACK, WHITE
from tanbo.games import GAMES
from tanbo.players import HUMAN, PLAYER_KINDS
from tanbo.ui import design, theme
from tanbo.ui.games import VIEWS, game_view
from tanbo.ui.layout import BoardLayout, Rect
from tanbo.ui.modality import keyed
from tanbo.ui.pondering import ponder_on, toggle_ponder
from tanbo.ui.render import BoardView, Fonts, draw_board
from tanbo.ui.screens.base import MENU, Action, Screen, language_buttons, player_label
from tanbo.ui.scrolling import PageScroll, Viewport, thumb
from tanbo.ui.storage import IS_WEB
from tanbo.ui.view import ScreenState, ViewState
from tanbo.ui.widgets import Button, clipped, draw_fitted, draw_text, draw_wrapped, fit_row, wrap

if TYPE_CHECKING:
    from tanbo.ui.commands import Commands
    from tanbo.ui.host import MenuScene

__all__ = ["SCREEN", "ACTIONS", "MenuState", "Narrow", "state", "size_choices", "menu_rows",
           "narrow_menu", "page_scroll", "menu_buttons", "draw_menu"]

Choice = tuple[str, str, bool]
"""A button to make: its label, its action, whether it shows as on."""

MENU_X = 60  # left edge of the menu's labels (default window)
CHOICE_X = 260  # left edge of its choice buttons (default window)


TARGET = design.MIN_TARGET_CSS  # every row's height: a whole target


class MenuState(ScreenState):
    """The narrow menu's page scroll (a small phone's page is taller than its window)."""

    def __init__(self) -> None:
        self.page = PageScroll()

    def screen_opened(self, name: str) -> None:
        if name == MENU:
            self.page = PageScroll()  # the menu opens at its top


def state(view: ViewState) -> MenuState:
    """The menu's state in ``view``."""
    return view.state(MenuState)


def _choices(
    x: int, y: int, items: list[tuple[str, str, bool]], width: int, per_row: int,
    px: Callable[[float], int], high: int = TARGET,
) -> tuple[list[Button], int]:
    """A wrapped row of choice buttons ``high`` logical px high from ``(label, action,
    on)``; returns the next y (``width`` in device pixels; ``px`` scales the logical gaps)."""
    out = []
    for i, (label, action, on) in enumerate(items):
        row, col = divmod(i, per_row)
        rect = (x + col * (width + px(8)), y + row * px(high + 8), width, px(high))
        out.append(Button(rect, label, action, on=on, size=design.LABEL))
    rows = max(1, -(-len(items) // per_row))
    return out, y + rows * px(high + 8) + px(6)


def _language_buttons(scene: MenuScene) -> list[Button]:
    """The language buttons: every language where the layout has room for them (a wide
    window's row from ``lang_xy``), else one naming the next (a phone, beside the title)."""
    m = scene.view.ui.menu
    px = scene.view.ui.px
    lx, ly = m.lang_xy
    if m.narrow:  # the room of two buttons at the top right
        lang_w = px(96)
        right = lx + 2 * lang_w + px(8)
        return language_buttons(scene.settings.lang, right, ly, right - lx, (lang_w, px(TARGET)),
                                px(8))
    lang_w = px(118)
    right = m.choice_x + px(580)  # as far as the choices go
    return language_buttons(scene.settings.lang, right, ly, right - lx,
                            (lang_w, px(TARGET)), px(8))


def _spread(width: int, per_row: int, px: Callable[[float], int]) -> int:
    """The width of each of ``per_row`` buttons 8 logical px apart filling ``width``."""
    return (width - px(8) * (per_row - 1)) // per_row


def size_choices(
    sizes: tuple[tuple[int, int], ...], current: tuple[int, int]
) -> list[Choice]:
    """The size buttons: each rectangle once, turned the way the current size is (upright
    unless it is wider than high), then the current rectangle turned the other way.

    A rectangle whose turned size is not offered is shown as it is; the choice rows stay
    as long as before the size series grew (the rules' "5x7, 7x9, 9x11, 11x13...").
    """
    offered = set(sizes)
    wide = current[0] > current[1]
    out: list[Choice] = []
    for w, h in sizes:
        if w != h and (h, w) in offered and (w > h) != wide:
            continue  # listed the other way round
        out.append((f"{w}x{h}", f"size:{w}x{h}", current == (w, h)))
    turned = (current[1], current[0])
    if turned != current and turned in offered:
        out.append((f"{turned[0]}x{turned[1]}", f"size:{turned[0]}x{turned[1]}", False))
    return out


def _lines(label: str, width: int, bold: bool, split: bool = False) -> str:
    """``label`` as one line, or as two where one does not fit a button ``width`` device
    px wide at the label size, or where ``split`` (its neighbours are two: the same
    look): a player kind's name over its level's, "Уровень 2" over "(любитель)"."""
    font = Fonts.get(design.LABEL, bold)
    room = width - Fonts.px(10)  # the button's inset, and a pixel each side
    if font.size(label)[0] <= room and not (split and " (" in label):
        return label
    head, paren, tail = label.rpartition(" (")
    if paren and max(font.size(head)[0], font.size("(" + tail)[0]) <= room:
        return f"{head}\n({tail}"
    return "\n".join(wrap(label, font, room))


def _kind_labels(scene: MenuScene, colour: int, width: int) -> list[str]:
    """The player kinds' labels for ``colour``'s buttons ``width`` device px wide: all on
    one line, or, where one needs two, each with a level on two."""
    chosen = scene.settings.players[colour - 1]
    names = [(player_label(scene, k), k == chosen) for k in PLAYER_KINDS]
    split = any("\n" in _lines(name, width, on) for name, on in names)
    return [_lines(name, width, on, split) for name, on in names]


def _fitting(items: list[Choice], width: int, most: int, px: Callable[[float], int]) -> int:
    """How many of ``items`` a row holds, at most ``most``, with every label whole at the
    label size (a lit one bold) in its share of ``width``."""
    per_row = most
    while per_row > 1 and any(
            Fonts.get(design.LABEL, on).size(label)[0] + px(10) > _spread(width, per_row, px)
            for label, _, on in items):
        per_row -= 1
    return per_row


def menu_rows(scene: MenuScene) -> list[tuple[str, tuple[int, int], list[Button]]]:
    """The menu's labelled choices: ``(label key, label position, buttons)``."""
    s = scene.settings
    m = scene.view.ui.menu
    px = scene.view.ui.px  # the menu's layout is device pixels, the offsets here logical
    spec = GAMES[s.game]
    view = game_view(s.game)
    rows: list[tuple[str, tuple[int, int], list[Button]]] = []
    rows.append(("", (0, 0), _language_buttons(scene)))
    games = [(v.title(s.lang), f"game:{name}", s.game == name) for name, v in VIEWS.items()]
    setups = [(view.setup_label(s.lang, k), f"setup:{k}", s.setup == k) for k in spec.setups]
    sizes = size_choices(spec.sizes(s.setup), s.size)
    if m.narrow:
        return rows + _narrow_menu_rows(scene, games, setups, sizes)
    # the game choice sits on the "New game" heading's line
    game_buttons, _ = _choices(m.choice_x, m.top + px(84), games, px(200), 2, px, TARGET)
    rows.append(("", (0, 0), game_buttons))
    y = m.top + px(140)
    for label, items, width, per_row in (
        ("menu.setup", setups, 200 if len(setups) <= 2 else 176, 3),  # room for "9 нейтральных"
        ("menu.size", sizes, 88, 6),
    ):
        buttons_, next_y = _choices(m.choice_x, y, items, px(width), per_row, px, TARGET)
        rows.append((label, (m.x, y + px(8)), buttons_))
        y = next_y
    y += px(8)
    # the player kinds of each colour in two columns of whole targets (the AI's levels
    # make a long list)
    sub_w = px(350 - 8) // 2
    for i, (colour, key) in enumerate(((BLACK, "menu.black"), (WHITE, "menu.white"))):
        x = m.x + i * px(370)
        labels = _kind_labels(scene, colour, sub_w)
        column = [
            Button((x + (j % 2) * (sub_w + px(8)), y + px(32) + (j // 2) * px(TARGET + 4),
                    sub_w, px(TARGET)), label, f"player:{colour}:{k}",
                   on=s.players[colour - 1] == k, size=design.LABEL)
            for j, (k, label) in enumerate(zip(PLAYER_KINDS, labels, strict=True))
        ]
        bottom = y + px(32) + -(-len(PLAYER_KINDS) // 2) * px(TARGET + 4)
        column.extend(_profile_button(scene, colour, (x, bottom, px(350), px(TARGET))))
        rows.append((key, (x, y), column))
    return rows


def _profile_button(scene: MenuScene, colour: int, rect: tuple[int, int, int, int]) -> list[Button]:
    """The profile that plays ``colour`` when a person plays it (a tap: the next one)."""
    if scene.settings.players[colour - 1] != HUMAN:
        return []
    players = scene.settings.players
    pid = scene.profiles.side(players, colour, lambda c: players[c - 1] == HUMAN)
    name = scene.profiles.name(pid) if pid else scene.t("profile.guest")
    return [Button(rect, scene.t("profile.of", name=name), f"profile_side:{colour}", size=14)]


def _narrow_menu_rows(
    scene: MenuScene, games: list[tuple[str, str, bool]], setups: list[tuple[str, str, bool]],
    sizes: list[tuple[str, str, bool]],
) -> list[tuple[str, tuple[int, int], list[Button]]]:
    """A narrow window's menu: labels above their choices; a player is one button that
    steps through the kinds."""
    s = scene.settings
    m = scene.view.ui.menu
    px = scene.view.ui.px
    x, w = m.x, m.width
    rows: list[tuple[str, tuple[int, int], list[Button]]] = []
    y = m.top + px(56)
    high = TARGET
    game_buttons, y = _choices(x, y, games, _spread(w, 2, px), 2, px, high)
    rows.append(("", (0, 0), game_buttons))
    for label, items, per_row in (
        ("menu.setup", setups, _fitting(setups, w, min(3, len(setups)), px)),
        ("menu.size", sizes, max(1, (w + px(8)) // px(72))),
    ):
        buttons_, next_y = _choices(x, y + px(24), items, _spread(w, per_row, px), per_row, px,
                                    high)
        rows.append((label, (x, y), buttons_))
        y = next_y
    if m.second_x is not None:
        x, y = m.second_x, m.top + px(56)
    half = _spread(w, 2, px)
    for i, (colour, key) in enumerate(((BLACK, "menu.black"), (WHITE, "menu.white"))):
        cx = x + i * (half + px(8))
        kind = s.players[colour - 1]
        button = Button((cx, y + px(24), half, px(high)),
                        _lines(player_label(scene, kind), half, False), f"cycle:{colour}",
                        size=design.LABEL)
        rows.append((key, (cx, y), [button, *_profile_button(
            scene, colour, (cx, y + px(24 + high + 6), half, px(high)))]))
    return rows


def extra_rows(scene: MenuScene) -> tuple[list[Choice], list[Choice], list[Choice]]:
    """The buttons below Start as ``(label, action, on)``: the places to go (Learn to play,
    puzzles, statistics, the rules), files and settings (export, import, thinking on the
    person's time), and an unreadable save set aside, when there is one (offered)."""
    t = scene.t
    go = [(t("btn.learn"), "learn", False), (t("btn.puzzles"), "puzzles", False),
          (t("btn.stats"), "stats", False), (t("btn.rules"), "rules", False)]
    files = [(t("btn.export_short"), "export", False), (t("btn.import_short"), "import", False),
             (t("btn.ponder"), "ponder", ponder_on(scene))]
    aside = [(t("btn.unreadable"), "unreadable", False)] if scene.unreadable else []
    return go, files, aside


def _row(out: list[Button], row: list[Choice], box: tuple[int, int, int, int], gap: int
         ) -> None:
    """``row`` spread over ``box`` (x, y, width, height), ``gap`` apart, each button as wide
    as its share of the labels' lengths (a long toggle name needs more than "Rules")."""
    # (measured bold when one is lit: a lit toggle's label is)
    rects, _ = fit_row([label for label, _, _ in row], box, gap, (design.LABEL,),
                       bold=any(on for _, _, on in row))
    for rect, (label, action, on) in zip(rects, row, strict=True):
        out.append(Button(rect, label, action, on=on, size=design.LABEL))


def _split(row: list[Choice], width: int, gap: int) -> list[list[Choice]]:
    """``row`` as one row when its labels fit ``width`` at the label size (a lit toggle's
    bold), else as two (the first the longer)."""
    pad = Fonts.px(10)
    bold = any(on for _, _, on in row)  # (as :func:`_row` measures them)
    need = sum(Fonts.get(design.LABEL, bold).size(label)[0] + pad for label, _, _ in row)
    if need + gap * (len(row) - 1) <= width or len(row) < 2:
        return [row]
    half = (len(row) + 1) // 2
    return [row[:half], row[half:]]


@dataclass(frozen=True)
class Narrow:
    """A narrow window's menu: its ``page`` of buttons (as at the top, not scrolled), the
    ``pinned`` ones (a scrolling page's bar: Home and Start), a scrolling page's
    ``viewport`` (``None``: the page fits the window) and ``overflow`` (logical px of it
    below the viewport at the top), and where a message goes."""

    page: list[Button]
    pinned: list[Button]
    viewport: Rect | None
    overflow: float
    message: Rect | None


def narrow_menu(scene: MenuScene) -> Narrow:
    """The narrow menu's buttons: the choices, then Start, Home, by link and the rest.

    Where they do not fit the window in one column at a whole target a row (a small
    phone), the page scrolls under a bar pinned at the bottom that keeps Home and Start
    in reach, with the message above them; two columns (a phone on its side) share what
    is left between their rows."""
    t = scene.t
    m, ui = scene.view.ui.menu, scene.view.ui
    px = ui.px
    rows = menu_rows(scene)
    out = [b for _, _, row in rows for b in row]
    players = [b for _, _, row in rows for b in row
               if b.action.startswith(("player", "cycle", "profile_side"))]
    y = max(b.rect[1] + b.rect[3] for b in players) + px(18)
    x = m.x if m.second_x is None else m.second_x
    extra = [row for row in extra_rows(scene) if row]  # the unreadable save: a row of its own
    extra = [part for row in extra for part in _split(row, m.width, px(8))]  # (too narrow: two)
    tall, low, gap = px(46), px(TARGET), px(10)
    n_rows, bottom = 2 + len(extra), ui.size[1] - px(20)
    start = Button((0, 0, 0, 0), keyed(scene.view, t("btn.start"), "Enter"), "start",
                   size=design.LABEL_MAIN)
    home = Button((0, 0, 0, 0), t("btn.home"), "home", size=design.LABEL)
    by_link = Button((0, 0, 0, 0), t("btn.by_link"), "bylink", on=scene.settings.by_link,
                     size=design.LABEL)
    fits = y + 2 * (tall + gap) + len(extra) * (low + gap) <= bottom
    if not fits and m.second_x is None:
        return _scrolling(scene, out, y, extra, (home, start, by_link))
    if not fits:  # two short columns: the rows share what is left above the version label
        y, gap = y - px(8), px(6)
        tall = low = max(px(TARGET), (bottom - y) // n_rows - gap)
    # the main action on a row of its own, the two others beside each other under it
    out.append(replace(start, rect=(x, y, m.width, tall)))
    y += tall + gap
    half = _spread(m.width, 2, px)
    out.append(replace(home, rect=(x, y, half, tall)))
    out.append(replace(by_link, rect=(x + half + px(8), y, half, tall)))
    y += tall + gap
    for row in extra:
        _row(out, row, (x, y, m.width, low), px(8))
        y += low + gap
    last = max(b.rect[1] + b.rect[3] for b in out)
    message = (x, last + px(10), m.width, max(0, min(px(56), ui.size[1] - last - px(38))))
    return Narrow(out, [], None, 0.0, message)


def _scrolling(scene: MenuScene, page: list[Button], y: int, extra: list[list[Choice]],
               bar: tuple[Button, Button, Button]) -> Narrow:
    """A one-column page taller than the window: the page from ``y`` on (by link and the
    ``extra`` rows), and the bar pinned at the bottom (Home, Start, and a message or the
    by-link note over them when there is one)."""
    m, ui = scene.view.ui.menu, scene.view.ui
    px = ui.px
    home, start, by_link = bar
    low, gap = px(TARGET), px(10)
    page.append(replace(by_link, rect=(m.x, y, m.width, low)))
    y += low + gap
    for row in extra:
        _row(page, row, (m.x, y, m.width, low), px(8))
        y += low + gap
    end = y - gap + px(design.SPACE_M)  # the page's foot
    tall = px(46)
    start_y = ui.size[1] - px(20) - tall  # (the version under it)
    note = bool(scene.view.message) or scene.settings.by_link
    message = (m.x, start_y - px(64), m.width, px(56)) if note else None
    top = (start_y if message is None else message[1]) - px(design.SPACE_S)
    third = _spread(m.width, 3, px)
    pinned = [replace(home, rect=(m.x, start_y, third, tall)),
              replace(start, rect=(m.x + third + px(8), start_y, m.width - third - px(8), tall))]
    return Narrow(page, pinned, (0, 0, ui.size[0], top), max(0.0, (end - top) / ui.text_scale),
                  message)


def page_scroll(scene: MenuScene) -> tuple[PageScroll, Viewport] | None:
    """The menu page's scroll and viewport while it scrolls (a small phone)."""
    if not scene.view.ui.menu.narrow:
        return None
    found = narrow_menu(scene)
    if found.viewport is None or found.overflow <= 0:
        return None
    return state(scene.view).page, Viewport(found.viewport, found.overflow,
                                            scene.view.ui.text_scale)


def _offset(scene: MenuScene, found: Narrow) -> int:
    """How far (device px) the page is scrolled now."""
    return scene.view.ui.px(state(scene.view).page.shown(found.overflow))


def menu_buttons(scene: MenuScene) -> list[Button]:
    """Every button of the menu: its choices, then Start, Continue, by link and the rest
    (a scrolling page's: the pinned bar's, then those of the page in its viewport)."""
    t = scene.t
    m = scene.view.ui.menu
    px = scene.view.ui.px
    if m.narrow:
        found = narrow_menu(scene)
        if found.viewport is None:
            return found.page
        dy, view = _offset(scene, found), pygame.Rect(found.viewport)
        shifted = [replace(b, rect=(b.rect[0], b.rect[1] - dy, b.rect[2], b.rect[3]),
                           clip=found.viewport) for b in found.page]
        return found.pinned + [b for b in shifted if view.colliderect(b.rect)]
    rows = menu_rows(scene)
    out = [b for _, _, row in rows for b in row]
    players = [b for _, _, row in rows for b in row
               if b.action.startswith(("player", "cycle", "profile_side"))]
    y = max(b.rect[1] + b.rect[3] for b in players) + px(18)
    x0 = m.x
    tall, low = px(46), px(TARGET)
    out.append(Button((x0, y, px(250), tall), keyed(scene.view, t("btn.start"), "Enter"), "start",
                      size=19))
    out.append(Button((x0 + px(270), y, px(250), tall), t("btn.home"), "home", size=19))
    out.append(
        Button((x0 + px(540), y, px(240), tall), t("btn.by_link"), "bylink",
               on=scene.settings.by_link, size=17)
    )
    y += px(56)
    go, files, aside = extra_rows(scene)
    _row(out, go + aside, (x0, y, px(780), low), px(10))  # 780 wide, like the rows above
    if m.files is not None:  # under the preview, above the message and the key help
        _row(out, files, m.files, px(10))
    else:
        _row(out, files, (x0, y + low + px(10), px(780), low), px(10))
    return out


def draw_menu(scene: MenuScene, surf: pygame.Surface) -> None:
    """The menu's title, labels, key help, preview board and message (not its buttons)."""
    s = scene.settings
    m = scene.view.ui.menu
    chosen = game_view(s.game)

    def t(key: str, **values: object) -> str:
        return chosen.t(s.lang, key, **values)

    x0 = m.x
    px = scene.view.ui.px
    found = narrow_menu(scene) if m.narrow else None
    viewport = None if found is None else found.viewport
    dy = 0 if found is None or viewport is None else _offset(scene, found)
    with clipped(surf, viewport):
        if m.narrow:
            left = min(b.rect[0] for b in _language_buttons(scene))
            draw_fitted(surf, t("title"), (x0, m.top - dy, left - px(8) - x0, px(44)),
                        34, theme.ACCENT, bold=True, min_size=20)
        else:
            draw_text(surf, t("title"), (x0, m.top + px(24)), 44, theme.ACCENT, bold=True)
            draw_text(surf, t("menu.title"), (x0, m.top + px(86)), 24, theme.TEXT, bold=True)
        for key, pos, row in menu_rows(scene):
            if key and m.narrow:  # fitted over its buttons (a player's label: half the width)
                width = max(b.rect[0] + b.rect[2] for b in row) - pos[0]
                draw_fitted(surf, t(key), (pos[0], pos[1] - dy, width, px(22)), 18,
                            theme.TEXT_DIM)
            elif key:
                draw_text(surf, t(key), pos, 18, theme.TEXT_DIM)
    if found is not None and viewport is not None:
        _draw_bar(scene, surf, found, dy)
    message = m.message if found is None else found.message
    if m.keys is not None and scene.view.modality.show_keys:  # (no keyboard: no key help)
        # the browser keeps Ctrl+S (save page) for itself: its help names only the buttons' keys
        keys = t("menu.keys_web" if IS_WEB else "menu.keys")
        draw_wrapped(surf, keys, m.keys, _keys_size(keys, m.keys, px), theme.TEXT_DIM)
    w, h = s.size
    if m.preview is not None:
        # a preview of the chosen start position, drawn by the game's renderer
        preview = GAMES[s.game].new_state(w, h, s.setup)
        area = m.preview
        draw_board(surf, BoardLayout.fit(area, w, h), BoardView(preview, coords=w <= 11))
        label = f"{w}x{h} · {chosen.setup_label(s.lang, s.setup)}"
        draw_text(surf, label, (area[0] + area[2] // 2, area[1] + area[3] + px(16)), 17,
                  theme.TEXT_DIM, anchor="center")
    if message is None or message[3] < Fonts.get(15).get_linesize():
        return  # no room for a line
    if scene.view.message:
        colour = theme.TEXT_WARN if scene.view.message_warn else theme.TEXT
        draw_wrapped(surf, scene.view.message, message, 15, colour, spacing=2, max_lines=-1)
    elif s.by_link:
        draw_wrapped(surf, t("menu.by_link"), message, 15, theme.ACCENT, spacing=2, max_lines=-1)




def _draw_bar(scene: MenuScene, surf: pygame.Surface, found: Narrow, dy: int) -> None:
    """A scrolling page's edge over the pinned bar and its scroll bar (where it is)."""
    assert found.viewport is not None
    px = scene.view.ui.px
    x, y, w, h = found.viewport
    pygame.draw.line(surf, theme.PANEL_LINE, (x, y + h), (x + w, y + h), max(1, px(1)))
    view = Viewport(found.viewport, found.overflow, scene.view.ui.text_scale)
    bar = thumb(view, dy / scene.view.ui.text_scale, px(4))
    if bar is not None:
        pygame.draw.rect(surf, theme.TEXT_DIM, (bar[0] - px(2), *bar[1:]), border_radius=px(2))


def _keys_size(text: str, box: tuple[int, int, int, int], px: Callable[[float], int]) -> int:
    """The keyboard help's type size: 13, or smaller where a font's lines at this scale
    come out a little taller than the box allows (draw_wrapped's line step)."""
    size = 13
    while size > 10:
        font = Fonts.get(size)
        step = font.get_linesize() + px(4) - px(2)
        if len(wrap(text, font, box[2])) * step - px(2) <= box[3]:
            break
        size -= 1
    return size


def _set_lang(commands: Commands, arg: str) -> None:
    commands.settings.lang = arg
    commands.save()


def _set_setup(commands: Commands, arg: str) -> None:
    s = commands.settings
    s.setup = arg
    sizes = GAMES[s.game].sizes(arg)
    if s.size not in sizes:
        default = GAMES[s.game].default_size
        s.size = default if default in sizes else sizes[0]


def _set_size(commands: Commands, arg: str) -> None:
    w, h = arg.split("x")
    commands.settings.size = (int(w), int(h))


def _set_player(commands: Commands, arg: str) -> None:
    s = commands.settings
    colour, kind = arg.split(":")
    players = list(s.players)
    players[int(colour) - 1] = kind
    s.players = (players[0], players[1])
    s.by_link = s.by_link and s.players == (HUMAN, HUMAN)


def _cycle_player(commands: Commands, arg: str) -> None:
    """A narrow menu's player button: the next kind."""
    s = commands.settings
    kinds = list(PLAYER_KINDS)
    now = s.players[int(arg) - 1]
    following = kinds[(kinds.index(now) + 1) % len(kinds)] if now in kinds else HUMAN
    _set_player(commands, f"{arg}:{following}")


def _by_link(commands: Commands, arg: str) -> None:
    s = commands.settings
    s.by_link = not s.by_link
    if s.by_link:  # a game by link is two people, each at their own screen
        s.players = (HUMAN, HUMAN)


ACTIONS: Mapping[str, Action] = {
    "setlang": _set_lang,
    "start": lambda commands, arg: commands.new_game(),
    "game": lambda commands, arg: commands.settings.choose_game(arg),
    "setup": _set_setup,
    "size": _set_size,
    "player": _set_player,
    "cycle": _cycle_player,
    "bylink": _by_link,
    "ponder": toggle_ponder,  # levels 4-5 think on the person's time
}
"""The menu's actions (the name before an action's ``:``)."""


SCREEN = Screen(name=MENU, draw=draw_menu, buttons=menu_buttons,
                scroll=page_scroll, page_buttons=lambda scene: narrow_menu(scene).page)
"""The new-game menu."""
