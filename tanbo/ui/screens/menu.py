"""The new-game screen: the game, its setup and size, the players, the language, and
Start / Home / by link; a preview of the chosen start position where there is room.

Its layout comes from :attr:`ScreenLayout.menu <tanbo.ui.layout.ScreenLayout.menu>`
(a wide arrangement, or a narrow one with labels above their choices).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

import pygame

from tanbo.game import BLACK, WHITE
from tanbo.games import GAMES
from tanbo.players import HUMAN, PLAYER_KINDS
from tanbo.ui import design, theme
from tanbo.ui.games import VIEWS, game_view
from tanbo.ui.layout import BoardLayout
from tanbo.ui.modality import keyed
from tanbo.ui.pondering import ponder_on, toggle_ponder
from tanbo.ui.render import BoardView, Fonts, draw_board
from tanbo.ui.screens.base import MENU, Action, Screen, language_buttons, player_label
from tanbo.ui.storage import IS_WEB
from tanbo.ui.widgets import Button, draw_fitted, draw_text, draw_wrapped, fit_row, wrap

if TYPE_CHECKING:
    from tanbo.ui.commands import Commands
    from tanbo.ui.host import MenuScene

__all__ = ["SCREEN", "ACTIONS", "menu_rows", "menu_buttons", "draw_menu"]

Choice = tuple[str, str, bool]
"""A button to make: its label, its action, whether it shows as on."""

MENU_X = 60  # left edge of the menu's labels (default window)
CHOICE_X = 260  # left edge of its choice buttons (default window)


TARGET = design.MIN_TARGET_CSS  # a narrow window's rows: a whole target high ...
SHORT_ROW = 36  # ... but for a small phone's (360x640): its page does not hold them yet


def _row_high(scene: MenuScene) -> int:
    """The narrow menu's choice rows' height: a whole target where the page holds it
    (two columns, or a window at least 700 logical px high)."""
    m, ui = scene.view.ui.menu, scene.view.ui
    return TARGET if m.second_x is not None or ui.size[1] >= ui.px(700) else SHORT_ROW


def _choices(
    x: int, y: int, items: list[tuple[str, str, bool]], width: int, per_row: int,
    px: Callable[[float], int], high: int = 36,
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
    sizes = [
        (f"{w}x{h}", f"size:{w}x{h}", s.size == (w, h)) for w, h in spec.sizes(s.setup)
    ]
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
        column = [
            Button((x + (j % 2) * (sub_w + px(8)), y + px(32) + (j // 2) * px(TARGET + 4),
                    sub_w, px(TARGET)), player_label(scene, k),
                   f"player:{colour}:{k}", on=s.players[colour - 1] == k, size=design.LABEL)
            for j, k in enumerate(PLAYER_KINDS)
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
    high = _row_high(scene)
    game_buttons, y = _choices(x, y, games, _spread(w, 2, px), 2, px, high)
    rows.append(("", (0, 0), game_buttons))
    for label, items, per_row in (
        ("menu.setup", setups, min(3, len(setups))),
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
        button = Button((cx, y + px(24), half, px(high)), player_label(scene, kind),
                        f"cycle:{colour}", size=15)
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


def menu_buttons(scene: MenuScene) -> list[Button]:
    """Every button of the menu: its choices, then Start, Continue, by link and the rest."""
    t = scene.t
    m = scene.view.ui.menu
    px = scene.view.ui.px
    rows = menu_rows(scene)
    out = [b for _, _, row in rows for b in row]
    players = [b for _, _, row in rows for b in row
               if b.action.startswith(("player", "cycle", "profile_side"))]
    y = max(b.rect[1] + b.rect[3] for b in players) + px(18)
    if m.narrow:
        x = m.x if m.second_x is None else m.second_x
        extra = [row for row in extra_rows(scene) if row]  # the unreadable save: a row of its own
        if _row_high(scene) == TARGET:  # a row too narrow for its labels: two rows
            extra = [part for row in extra for part in _split(row, m.width, px(8))]
        tall, low, gap = px(46), px(_row_high(scene)), px(10)
        n_rows, bottom = 2 + len(extra), scene.view.ui.size[1] - px(20)
        if y + 2 * (tall + gap) + len(extra) * (low + gap) > bottom:
            # a short window (a small phone, or one on its side): the rows share what is
            # left above the version label
            y, gap = y - px(8), px(6)
            least = TARGET if _row_high(scene) == TARGET else 30  # (a small phone: not yet)
            tall = low = max(px(least), (bottom - y) // n_rows - gap)
        # the main action on a row of its own, the two others beside each other under it
        out.append(Button((x, y, m.width, tall), keyed(scene.view, t("btn.start"), "Enter"),
                          "start", size=design.LABEL_MAIN))
        y += tall + gap
        half = _spread(m.width, 2, px)
        for i, (label, action, on) in enumerate((
            (t("btn.home"), "home", False),
            (t("btn.by_link"), "bylink", scene.settings.by_link),
        )):
            out.append(Button((x + i * (half + px(8)), y, half, tall), label, action, on=on,
                              size=design.LABEL))
        y += tall + gap
        for row in extra:
            _row(out, row, (x, y, m.width, low), px(8))
            y += low + gap
        return out
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
    if m.narrow:
        left = min(b.rect[0] for b in _language_buttons(scene))
        draw_fitted(surf, t("title"), (x0, m.top, left - px(8) - x0, px(44)), 34,
                    theme.ACCENT, bold=True, min_size=20)
    else:
        draw_text(surf, t("title"), (x0, m.top + px(24)), 44, theme.ACCENT, bold=True)
        draw_text(surf, t("menu.title"), (x0, m.top + px(86)), 24, theme.TEXT, bold=True)
    for key, pos, row in menu_rows(scene):
        if key and m.narrow:  # fitted over its buttons (a player's label: half the width)
            width = max(b.rect[0] + b.rect[2] for b in row) - pos[0]
            draw_fitted(surf, t(key), (pos[0], pos[1], width, px(22)), 18, theme.TEXT_DIM)
        elif key:
            draw_text(surf, t(key), pos, 18, theme.TEXT_DIM)
    message = m.message
    if m.narrow:
        last = max(b.rect[1] + b.rect[3] for b in menu_buttons(scene))
        x = m.x if m.second_x is None else m.second_x
        message = (x, last + px(10), m.width,
                   max(0, min(px(56), scene.view.ui.size[1] - last - px(38))))
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

SCREEN = Screen(name=MENU, draw=draw_menu, buttons=menu_buttons)
"""The new-game menu."""
