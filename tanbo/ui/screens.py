"""What each screen shows and which buttons it has: game, new-game menu, rules.

Buttons are rebuilt from the App's state by ``*_buttons`` functions, so drawing
and hit-testing always agree; :func:`click` maps a button's ``action`` string
to an App method. The board itself is drawn by :mod:`tanbo.ui.render`.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from tanbo import __version__
from tanbo.game import BLACK, DRAW, WHITE
from tanbo.games import GAMES
from tanbo.players import HUMAN, PLAYER_KINDS, win_estimate
from tanbo.ui import rules, theme
from tanbo.ui.analysis_panel import draw_graph, draw_on_board, graph_ply_at, mark_of
from tanbo.ui.analysis_panel import info_lines as analysis_info
from tanbo.ui.confirm import confirm_buttons, draw_confirm
from tanbo.ui.games import VIEWS, game_view
from tanbo.ui.i18n import tr
from tanbo.ui.layout import (
    PANEL,
    BoardLayout,
    Rect,
    full_moves,
    move_list_cell,
)
from tanbo.ui.render import BoardView, Fonts, draw_board
from tanbo.ui.storage import IS_WEB
from tanbo.ui.widgets import (
    Button,
    draw_fitted,
    draw_spinner,
    draw_stone_icon,
    draw_text,
    draw_wrapped,
    note_veil,
    wrap,
)

if TYPE_CHECKING:
    from tanbo.ui.host import Host

__all__ = ["draw", "click", "wheel", "button_at", "buttons"]

PX, PY, PW, PH = PANEL  # the panel of the default 1280x720 window
MOVES_AREA: Rect = (PX + 10, 318, PW - 20, 214)  # ... and its move list
ROW_H = 22
GRAPH_H = 64  # the analysis graph, under the move list when there is an analysis
OVER_BOX: Rect = (150, 225, 420, 260)  # the game-over box of the default window


def moves_area(app: Host) -> Rect:
    """The move list: the layout's, less the graph's room under an analysis."""
    x, y, w, h = app.ui.moves
    if app.analysis.result is None:  # (a running analysis has its result)
        return app.ui.moves
    rows = max(1, (h - GRAPH_H - 6) // ROW_H)
    return x, y, w, rows * ROW_H


def graph_area(app: Host) -> Rect | None:
    """The analysis graph (Black's win chance per ply), when there is an analysis."""
    if app.analysis.result is None:  # (a running analysis has its result)
        return None
    x, y, w, h = app.ui.moves
    graph_h = min(GRAPH_H, h - ROW_H - 6)
    return x, y + h - graph_h, w, graph_h


def over_box(app: Host) -> Rect:
    """Where the game-over box goes: the layout's, moved off a winning line if need be."""
    box = app.ui.over_box
    line = tuple(getattr(app.session.state, "winning_line", ()) or ())
    if not line:
        return box
    centres = [app.layout.centre(p) for p in line]
    pad = 2 * round(app.layout.stone_radius) + 8
    x, y, w, h = box
    bx, by, bw, bh = app.ui.board
    bh = min(bh, bw) if app.ui.portrait else bh
    for top in (y, by + 20, by + bh - h - 20):
        for left in (x, bx + 10, bx + bw - w - 10):
            rect = pygame.Rect(left, top, w, h).inflate(pad, pad)
            if not any(rect.collidepoint(c) for c in centres):
                return left, top, w, h
    return box


def player_label(app: Host, key: str) -> str:
    """A player kind's name in the current language."""
    kind = PLAYER_KINDS.get(key)
    name = kind.label if kind else key
    if app.settings.lang == "en":
        return name
    text = tr(app.settings.lang, f"player.{key}")
    return name if text == f"player.{key}" else text


# ------------------------------------------------------------------ buttons


def buttons(app: Host) -> list[Button]:
    """The buttons that take clicks now: an open question's, else the screen's."""
    if app.confirm is not None:
        return confirm_buttons(app.confirm, app.ui.confirm_box)
    if app.more_open and app.screen_name == "game":
        return more_buttons(app)
    return screen_buttons(app)


def screen_buttons(app: Host) -> list[Button]:
    """The buttons of the current screen."""
    if app.screen_name == "menu":
        return _menu_buttons(app)
    if app.screen_name == "rules":
        rx, ry, rw, rh = app.ui.rules
        w, h = rx + rw, ry + rh
        out = [Button((w - 180, h - 58, 160, 42), app.t("btn.back"), "back")]
        if rw < rules.WIDE_RULES_W:  # the narrow rules' two pages
            label = app.t("btn.rules_text" if app.rules_page else "btn.figures")
            out.append(Button((rx + 16, h - 58, min(200, rw - 212), 42), label, "rules_page"))
        return out
    return _game_buttons(app)


def _game_buttons(app: Host) -> list[Button]:
    t, st, ui = app.t, app.session.state, app.ui
    out: list[Button] = []
    remind = app.session.by_link and app.links.phase == "moved"
    if ui.share is not None:
        out.append(Button(ui.share, t("btn.share") + " (S)", "share", on=remind, size=15))
    if app.session.is_over and not app.over_dismissed and not app.session.reviewing:
        x, y, w, h = over_box(app)
        bw = (w - 2 * 20 - 2 * 10) // 3
        for i, (label, action) in enumerate(
            ((t("btn.new"), "menu"), (t("btn.review"), "dismiss"), (t("btn.analyse"), "analyse"))
        ):
            out.append(Button((x + 20 + i * (bw + 10), y + h - 62, bw, 42), label, action,
                              size=16))
    elif app.draw_offer is not None and not app.judging:
        x, y, w, h = ui.over_box
        bw = min(150, (w - 80) // 2)
        out.append(Button((x + 30, y + h - 62, bw, 42), t("draw.accept"), "draw:yes"))
        out.append(Button((x + w - 30 - bw, y + h - 62, bw, 42), t("draw.decline"), "draw:no"))
    sx, sy, sw, _ = ui.status
    x = sx + sw + 6 - EXTRA_W
    for label, action, w in _turn_actions(app) or _analysis_actions(app):
        # beside the status line: a human's turn, or the analysis in review
        out.append(Button((x, sy, w, 34), label, action, size=14,
                          on=action == "analyse" and app.analysing))
        x += w + 6
    shown, total = app.session.shown_ply, st.ply
    nx, ny, nw, nh = ui.nav
    step = 66 if not ui.compact else (nw + 8) // 4
    for i, (label, action) in enumerate(
        (("|<", "first"), ("<", "prev"), (">", "next"), (">|", "last"))
    ):
        enabled = shown > 0 if i < 2 else shown < total
        out.append(Button((nx + i * step, ny, step - 8, nh), label, action, enabled=enabled))
    if not ui.compact:
        for i, (label, action) in enumerate(((t("btn.export_short"), "export"),
                                             (t("btn.import_short"), "import"))):
            out.append(Button((nx + nw - 244 + i * 124, ny, 116, nh), label, action, size=15))
    if ui.toggles is not None:
        tx, ty, tw, th = ui.toggles
        bw = (tw - 3 * 8) // 4
        for i, (label, action, on) in enumerate(_toggles(app)):
            out.append(Button((tx + i * (bw + 8), ty, bw, th), label, action, on=on, size=16))
    last = (t("btn.more"), "more", True) if ui.compact else (t("btn.rules"), "rules", True)
    actions = (
        (t("btn.undo"), "undo", bool(app.session.state.move_stack)),
        (t("btn.redo"), "redo", bool(app.session.redo_stack)),
        (t("btn.new"), "menu", True),
        last,
    )
    ax, ay, aw, ah = ui.actions
    bw = (aw - 3 * 8) // 4
    for i, (label, action, enabled) in enumerate(actions):
        out.append(Button((ax + i * (bw + 8), ay, bw, ah), label, action, enabled=enabled))
    return out


def _toggles(app: Host) -> tuple[tuple[str, str, bool], ...]:
    t, s = app.t, app.settings
    return (
        (t("btn.hints") + " (H)", "hints", s.hints),
        (t("btn.danger") + " (D)", "danger", s.danger),
        (t("btn.sound") + " (M)", "muted", not s.muted),
        (t("btn.lang"), "lang", False),
    )


def more_buttons(app: Host) -> list[Button]:
    """The "More" sheet of a compact layout: what the panel has no room for."""
    t = app.t
    x, y, w, h = app.ui.more_box
    items = [*_toggles(app),
             (t("btn.rules"), "rules", False),
             (t("btn.share") + " (S)", "share", app.session.by_link and app.links.phase == "moved"),
             (t("btn.export_short"), "export", False),
             (t("btn.import_short"), "import", False)]
    bw = (w - 2 * 16 - 10) // 2
    out = [Button((x + 16 + (i % 2) * (bw + 10), y + 70 + (i // 2) * 48, bw, 40), label, action,
                  on=on, size=16) for i, (label, action, on) in enumerate(items)]
    out.append(Button((x + w - 16 - bw, y + h - 54, bw, 40), t("btn.close") + " (Esc)",
                      "close_more", size=16))
    return out


EXTRA_W = 84 + 6 + 152  # the pass and draw-offer buttons beside the status line


def _turn_actions(app: Host) -> list[tuple[str, str, int]]:
    """What a human to move may do besides placing: ``(label, action, width)``.

    Pass (games with passes) and offer a draw (games with draws); shown only on a
    human's turn in the live game, so they never cover the computer's win bar.
    """
    s = app.session
    if s.is_over or s.reviewing or app.draw_offer is not None or not s.human_to_move:
        return []
    out = []
    if app.game.pass_move is not None:
        out.append((app.t("btn.pass") + " (P)", "pass", 84))
    if app.game.agree_draw:
        out.append((app.t("btn.offer_draw"), "offer_draw", 152))
    return out


def _analysis_actions(app: Host) -> list[tuple[str, str, int]]:
    """In review or after the game: analyse (or stop) and the depth, ``(label, action, width)``."""
    s = app.session
    if not (s.reviewing or s.is_over or app.analysing) or app.draw_offer is not None:
        return []
    if app.session.is_over and not app.over_dismissed and not s.reviewing:
        return []  # the game-over box has its own Analyse button
    label = app.t("btn.analyse_stop" if app.analysing else "btn.analyse") + " (A)"
    depth = app.t(f"analysis.depth.{app.settings.depth}")
    return [(label, "analyse", 130), (depth, "depth", 106)]


MENU_X = 60  # left edge of the menu's labels (default window)
CHOICE_X = 260  # left edge of its choice buttons (default window)


def _choices(
    x: int, y: int, items: list[tuple[str, str, bool]], width: int, per_row: int
) -> tuple[list[Button], int]:
    """A wrapped row of choice buttons from ``(label, action, on)``; returns the next y."""
    out = []
    for i, (label, action, on) in enumerate(items):
        row, col = divmod(i, per_row)
        rect = (x + col * (width + 8), y + row * 44, width, 36)
        out.append(Button(rect, label, action, on=on, size=16))
    rows = max(1, -(-len(items) // per_row))
    return out, y + rows * 44 + 6


def _spread(width: int, per_row: int) -> int:
    """The width of each of ``per_row`` buttons 8 px apart filling ``width``."""
    return (width - 8 * (per_row - 1)) // per_row


def menu_rows(app: Host) -> list[tuple[str, tuple[int, int], list[Button]]]:
    """The menu's labelled choices: ``(label key, label position, buttons)``."""
    s = app.settings
    m = app.ui.menu
    spec = GAMES[s.game]
    view = game_view(s.game)
    rows: list[tuple[str, tuple[int, int], list[Button]]] = []
    langs = [("English", "setlang:en", s.lang == "en"), ("Русский", "setlang:ru", s.lang == "ru")]
    lx, ly = m.lang_xy
    lang_w = 80 if m.narrow else 118
    lang_buttons = [
        Button((lx + i * (lang_w + 8), ly, lang_w, 34), label, action, on=on, size=16)
        for i, (label, action, on) in enumerate(langs)
    ]
    rows.append(("", (0, 0), lang_buttons))
    games = [(v.title(s.lang), f"game:{name}", s.game == name) for name, v in VIEWS.items()]
    setups = [(view.setup_label(s.lang, k), f"setup:{k}", s.setup == k) for k in spec.setups]
    sizes = [
        (f"{w}x{h}", f"size:{w}x{h}", s.size == (w, h)) for w, h in spec.sizes(s.setup)
    ]
    if m.narrow:
        return rows + _narrow_menu_rows(app, games, setups, sizes)
    # the game choice sits on the "New game" heading's line
    game_buttons, _ = _choices(m.choice_x, m.top + 84, games, 200, 2)
    rows.append(("", (0, 0), game_buttons))
    y = m.top + 140
    for label, items, width, per_row in (
        ("menu.setup", setups, 200 if len(setups) <= 2 else 176, 3),  # room for "9 нейтральных"
        ("menu.size", sizes, 88, 6),
    ):
        buttons_, next_y = _choices(m.choice_x, y, items, width, per_row)
        rows.append((label, (m.x, y + 8), buttons_))
        y = next_y
    y += 8
    # one column of player kinds per colour: the AI's levels make a long list
    for i, (colour, key) in enumerate(((BLACK, "menu.black"), (WHITE, "menu.white"))):
        x = m.x + i * 370
        column = [
            Button((x, y + 32 + j * 36, 350, 30), player_label(app, k), f"player:{colour}:{k}",
                   on=s.players[colour - 1] == k, size=15)
            for j, k in enumerate(PLAYER_KINDS)
        ]
        rows.append((key, (x, y), column))
    return rows


def _narrow_menu_rows(
    app: Host, games: list[tuple[str, str, bool]], setups: list[tuple[str, str, bool]],
    sizes: list[tuple[str, str, bool]],
) -> list[tuple[str, tuple[int, int], list[Button]]]:
    """A narrow window's menu: labels above their choices; a player is one button that
    steps through the kinds."""
    s = app.settings
    m = app.ui.menu
    x, w = m.x, m.width
    rows: list[tuple[str, tuple[int, int], list[Button]]] = []
    y = m.top + 56
    game_buttons, y = _choices(x, y, games, _spread(w, 2), 2)
    rows.append(("", (0, 0), game_buttons))
    for label, items, per_row in (
        ("menu.setup", setups, min(3, len(setups))),
        ("menu.size", sizes, max(1, (w + 8) // 72)),
    ):
        buttons_, next_y = _choices(x, y + 24, items, _spread(w, per_row), per_row)
        rows.append((label, (x, y), buttons_))
        y = next_y
    if m.second_x is not None:
        x, y = m.second_x, m.top + 56
    half = _spread(w, 2)
    for i, (colour, key) in enumerate(((BLACK, "menu.black"), (WHITE, "menu.white"))):
        cx = x + i * (half + 8)
        kind = s.players[colour - 1]
        button = Button((cx, y + 24, half, 36), player_label(app, kind), f"cycle:{colour}",
                        size=15)
        rows.append((key, (cx, y), [button]))
    return rows


def _menu_buttons(app: Host) -> list[Button]:
    t = app.t
    m = app.ui.menu
    rows = menu_rows(app)
    out = [b for _, _, row in rows for b in row]
    players = [b for _, _, row in rows for b in row if b.action.startswith(("player", "cycle"))]
    y = max(b.rect[1] + b.rect[3] for b in players) + 18
    if m.narrow:
        x = m.x if m.second_x is None else m.second_x
        third = _spread(m.width, 3)
        for i, (label, action, on) in enumerate((
            (t("btn.start") + " (Enter)", "start", False),
            (t("btn.continue") + " (Esc)", "back", False),
            (t("btn.by_link"), "bylink", app.settings.by_link),
        )):
            out.append(Button((x + i * (third + 8), y, third, 46), label, action, on=on, size=17))
        y += 56
        extra = [(t("btn.rules"), "rules"), (t("btn.export_short"), "export"),
                 (t("btn.import_short"), "import")]
        if app.unreadable:
            extra.append((t("btn.unreadable"), "unreadable"))
        bw = _spread(m.width, len(extra))
        for i, (label, action) in enumerate(extra):
            out.append(Button((x + i * (bw + 8), y, bw, 38), label, action, size=15))
        return out
    x0 = m.x
    out.append(Button((x0, y, 250, 46), t("btn.start") + " (Enter)", "start", size=19))
    out.append(Button((x0 + 270, y, 250, 46), t("btn.continue") + " (Esc)", "back", size=19))
    out.append(
        Button((x0 + 540, y, 240, 46), t("btn.by_link"), "bylink", on=app.settings.by_link,
               size=17)
    )
    y += 56
    out.append(Button((x0, y, 160, 38), t("btn.rules"), "rules"))
    out.append(Button((x0 + 180, y, 160, 38), t("btn.export"), "export", size=15))
    out.append(Button((x0 + 360, y, 160, 38), t("btn.import"), "import", size=15))
    if app.unreadable:  # a save that could not be read was set aside: offer it
        out.append(Button((x0 + 540, y, 240, 38), t("btn.unreadable"), "unreadable",
                          size=15))
    return out


def button_at(app: Host, pos: tuple[int, int]) -> str | None:
    """The action of the button under ``pos``, if any."""
    for b in buttons(app):
        if b.hit(pos):
            return b.action
    return None


def click(app: Host, pos: tuple[int, int], touch: bool = False) -> None:
    """A left click (or a tap, ``touch``) at ``pos`` on the current screen."""
    action = button_at(app, pos)
    if action is not None:
        if app.more_open and action not in ("hints", "danger", "muted", "lang"):
            app.more_open = False  # the sheet closes once its choice is made
        _do(app, action)
        app.dirty = True
        return
    if app.screen_name != "game" or app.confirm is not None:
        return
    if app.more_open:  # a click beside the sheet closes it
        app.more_open = False
        app.dirty = True
        return
    if app.session.is_over and not app.over_dismissed and not app.session.reviewing:
        return  # the overlay covers the board
    ply = _move_list_hit(app, pos)
    graph = graph_area(app)
    if ply is None and graph is not None:
        ply = graph_ply_at(graph, pos, app.session.state.ply)
    if ply is not None:
        app.review(ply)
        return
    point = app.layout.point_at(*pos, whole_cell=touch)  # a finger: the whole cell
    if point is not None:
        app.tap(point, touch)


def _do(app: Host, action: str) -> None:
    s = app.settings
    name, _, arg = action.partition(":")
    if name == "confirm":
        app.answer(action)
    elif name == "undo":
        app.undo()
    elif name == "redo":
        app.redo()
    elif name in ("hints", "danger", "muted"):
        app.toggle(name)
    elif name == "lang":
        app.next_language()
    elif name == "setlang":
        s.lang = arg
        app.save()
    elif name == "menu":
        app.open_screen("menu")
    elif name == "rules":
        app.open_screen("rules")
    elif name == "back":
        app.close_screen()
    elif name == "dismiss":
        app.over_dismissed = True
    elif name == "start":
        app.new_game()
    elif name == "game":
        s.choose_game(arg)
    elif name == "setup":
        s.setup = arg
        sizes = GAMES[s.game].sizes(arg)
        if s.size not in sizes:
            default = GAMES[s.game].default_size
            s.size = default if default in sizes else sizes[0]
    elif name == "size":
        w, h = arg.split("x")
        s.size = (int(w), int(h))
    elif name == "player":
        colour, key = arg.split(":")
        players = list(s.players)
        players[int(colour) - 1] = key
        s.players = (players[0], players[1])
        s.by_link = s.by_link and s.players == (HUMAN, HUMAN)
    elif name == "cycle":  # a narrow menu's player button: the next kind
        kinds = list(PLAYER_KINDS)
        now = s.players[int(arg) - 1]
        following = kinds[(kinds.index(now) + 1) % len(kinds)] if now in kinds else HUMAN
        _do(app, f"player:{arg}:{following}")
    elif name == "rules_page":
        app.rules_page = 1 - app.rules_page
    elif name == "more":
        app.more_open = True
    elif name == "close_more":
        app.more_open = False
    elif name == "bylink":
        s.by_link = not s.by_link
        if s.by_link:  # a game by link is two people, each at their own screen
            s.players = (HUMAN, HUMAN)
    elif name == "share":
        app.share()
    elif name == "analyse":
        app.analyse()
    elif name == "depth":
        app.next_depth()
    elif name == "pass":
        app.pass_turn()
    elif name == "offer_draw":
        app.offer_draw()
    elif name == "draw":
        app.answer_draw(arg == "yes")
    elif name == "export":
        app.export_record()
    elif name == "import":
        app.import_record()
    elif name == "unreadable":
        app.offer_unreadable()
    elif name in ("first", "prev", "next", "last"):
        shown = app.session.shown_ply
        target = {"first": 0, "prev": shown - 1, "next": shown + 1, "last": None}[name]
        app.review(target)


def wheel(app: Host, rows: int) -> None:
    """Scroll the move list by ``rows``."""
    if app.screen_name != "game":
        return
    first = _list_first(app)
    total_rows = _row_of(app, app.session.state.ply - 1) + 1
    visible = moves_area(app)[3] // ROW_H
    app.list_scroll = max(0, min(first + rows, max(0, total_rows - visible)))
    app.dirty = True


def _list_first(app: Host) -> int:
    if app.list_scroll is not None:
        return app.list_scroll
    visible = moves_area(app)[3] // ROW_H
    return max(0, _row_of(app, app.session.shown_ply - 1) - visible + 1)


def _row_of(app: Host, ply_index: int) -> int:
    """The move-list row of ply ``ply_index`` (0-based)."""
    return max(0, ply_index) // 2 // app.ui.per_row


def _move_list_hit(app: Host, pos: tuple[int, int]) -> int | None:
    first = _list_first(app)
    area = moves_area(app)
    per_row = app.ui.per_row
    for i in range(first * 2 * per_row, app.session.state.ply):
        cell = move_list_cell(area, i, first, ROW_H, per_row)
        if cell is None:
            break
        x, y, w, h = cell
        if x <= pos[0] < x + w and y <= pos[1] < y + h:
            return i + 1
    return None


# ------------------------------------------------------------------ drawing


def draw(app: Host, surf: pygame.Surface) -> None:
    """Draw the current screen."""
    surf.fill(theme.BACKGROUND)
    if app.screen_name == "menu":
        _draw_menu(app, surf)
    elif app.screen_name == "rules":
        rules.draw_rules(app, surf)
    else:
        _draw_game(app, surf)
    hovered = button_at(app, app.mouse)
    for b in screen_buttons(app):
        b.draw(surf, b.action == hovered)
    if app.more_open and app.screen_name == "game" and app.confirm is None:
        _draw_more(app, surf)
        for b in more_buttons(app):
            b.draw(surf, b.action == hovered)
    if app.confirm is not None:
        draw_confirm(surf, app.confirm, app.ui.confirm_box)
        for b in confirm_buttons(app.confirm, app.ui.confirm_box):
            b.draw(surf, b.action == hovered)
    version = app.t("version", v=__version__)
    header = app.ui.header
    if app.screen_name == "game" and header is not None:  # in the header, clear of its buttons
        hx, hy, hw, _ = header
        draw_text(surf, version, (hx + hw - 16, hy + 31), 12, theme.TEXT_DIM, anchor="topright")
    elif app.screen_name != "game":
        w, h = app.ui.size
        draw_text(surf, version, (w - 8, h - 4), 12, theme.TEXT_DIM,
                  anchor="bottomright", box=(w - 200, h - 24, 200, 24))


def _draw_more(app: Host, surf: pygame.Surface) -> None:
    """The "More" sheet of a compact layout, over a dimmed screen."""
    w, h = app.ui.size
    veil = pygame.Surface((w, h), pygame.SRCALPHA)
    veil.fill((0, 0, 0, 120))
    surf.blit(veil, (0, 0))
    note_veil(pygame.Rect(0, 0, w, h))
    box = app.ui.more_box
    x, y, bw, _ = box
    pygame.draw.rect(surf, theme.OVERLAY[:3], box, border_radius=14)
    pygame.draw.rect(surf, theme.ACCENT, box, 2, border_radius=14)
    draw_fitted(surf, app.t("title"), (x + 16, y + 8, bw // 2 - 16, 36), 28, theme.ACCENT,
                bold=True)
    st = app.session.state
    draw_fitted(surf, st.geometry.size_text + " · " + app.game.setup_label(
        app.settings.lang, app.session.setup), (x + bw // 2, y + 12, bw // 2 - 16, 20), 15,
        theme.TEXT_DIM)
    draw_fitted(surf, app.t("version", v=__version__), (x + bw // 2, y + 34, bw // 2 - 16, 18),
                12, theme.TEXT_DIM, min_size=10)


def board_view(app: Host) -> BoardView:
    """The game board as it should look now."""
    s = app.session
    state = app.view_state()
    now = app.now()
    fading = [
        (p, c, max(0.0, 1.0 - (now - t0) / theme.FADE_MS)) for p, c, t0 in app.fading
    ] if not s.reviewing else []
    turning = [
        (p, a, b, max(0.0, 1.0 - (now - t0) / theme.TURN_MS)) for p, a, b, t0 in app.turning
    ] if not s.reviewing else []
    shown = s.shown_ply
    last = s.state.move_stack[shown - 1] if shown else None
    hints = app.settings.hints and not s.reviewing and s.human_to_move
    return BoardView(
        state=state,
        hints=hints and not app.game.search_hints,
        danger=app.settings.danger,
        hover=app.preview_point(),
        cursor=app.cursor if app.keyboard and not s.reviewing else None,
        preview=app.preview(),
        last_move=last,
        fading=fading,
        suggested=app.shown_suggestion() if hints and app.game.search_hints else None,
        hidden=tuple(p for p, _, _, _ in turning),
        turning=turning,
        line=tuple(getattr(state, "winning_line", ()) or ()),
    )


def _draw_game(app: Host, surf: pygame.Surface) -> None:
    app.board_cache.draw(surf, app.layout, board_view(app))
    if app.session.reviewing or (app.session.is_over and app.over_dismissed):
        draw_on_board(app, surf)  # the analysis's best move and line, where there is one
    _draw_panel(app, surf)
    if app.session.is_over and not app.over_dismissed and not app.session.reviewing:
        _draw_over(app, surf)
    elif app.draw_offer is not None:
        _draw_offer(app, surf)


def _draw_panel(app: Host, surf: pygame.Surface) -> None:
    t, s = app.t, app.session
    st = s.state
    lang = app.settings.lang
    view = app.view_state()
    live = not s.reviewing
    over = s.is_over if live else view.is_over
    winner = s.winner if live else view.winner
    ui = app.ui
    pygame.draw.rect(surf, theme.PANEL_BG, ui.panel, border_radius=12)
    if ui.header is not None and ui.share is not None:
        hx, hy, hw, _ = ui.header
        draw_text(surf, t("title"), (hx + 16, hy + 8), 34, theme.ACCENT, bold=True)
        draw_fitted(surf, t("subtitle"), (hx + 16, hy + 48, ui.share[0] - hx - 28, 28), 15,
                    theme.TEXT_DIM)
        draw_text(surf, st.geometry.size_text + " · " + app.game.setup_label(lang, s.setup),
                  (hx + hw - 16, hy + 10), 15, theme.TEXT_DIM, anchor="topright")
    now = app.now()
    for i, colour in enumerate((BLACK, WHITE)):
        rect = ui.players[i]
        rx, y, rw, _rh = rect
        to_move = not over and view.to_move == colour
        won = winner == colour
        pygame.draw.rect(surf, (58, 64, 72), rect, border_radius=8)
        if to_move or won:
            pygame.draw.rect(surf, theme.ACCENT, rect, 2, border_radius=8)
        draw_stone_icon(surf, colour, (rx + 24, y + 22), 14)
        pending = sum(
            math.ceil(n * (1.0 - (now - t0) / theme.COUNT_MS))
            for c, n, t0 in app.counting
            if c == colour and live
        )
        info = app.game.side_info(lang, view, colour, pending)
        name = f"{app.side_name(colour)} — {player_label(app, s.players[colour])}"
        if rw < 400:  # a narrow row: the name above the counts
            draw_fitted(surf, name, (rx + 48, y + 2, rw - 56, 22), 16, theme.TEXT,
                        bold=to_move, min_size=11)
            counts_w = rw - 56 if info.bar is None else (rw - 56) // 2
            draw_fitted(surf, info.counts, (rx + 48, y + 23, counts_w, 18), 14, theme.TEXT_DIM,
                        min_size=10)
            if info.bar is not None:
                _draw_side_bar(surf, info.bar, (rx + 56 + counts_w, y + 30, rw - 66 - counts_w, 6))
        else:
            top = y + 13 if info.bar is None else y + 5
            counts_rect = draw_text(surf, info.counts, (rx + rw - 10, top), 16, theme.TEXT_DIM,
                                    anchor="topright", box=rect)
            right = counts_rect.left
            if info.bar is not None:
                bx = rx + rw - 140
                right = min(right, bx)
                _draw_side_bar(surf, info.bar, (bx, y + 29, 130, 7))
            name_box = (rx + 48, y, right - 12 - (rx + 48), 44)
            draw_fitted(surf, name, name_box, 18, theme.TEXT, bold=to_move)
        if to_move and app.thinking and not s.is_human(colour):
            draw_spinner(surf, (rx + 24, y + 22), 18, app.now())  # around the stone
            sx, sy, sw, _ = ui.status
            _draw_win_bar(app, surf, colour, (sx + sw - 120, sy + 20, 120, 6))
    if s.reviewing:
        status = t("review", ply=full_moves(s.shown_ply), total=full_moves(st.ply))
    elif over and winner == DRAW:
        status = t("draw")
    elif over:
        status = t("wins", side=app.side_name(winner))
    else:
        status = t("to_move", side=app.side_name(view.to_move))
    if app.thinking or app.judging:
        status += " · " + t("thinking") + "…"
    # shrunk to fit beside the pass and draw-offer buttons
    sx, sy, sw, _ = ui.status
    draw_fitted(surf, status, (sx, sy + 2, sw - _status_room(app), 30), 22,
                theme.ACCENT if s.reviewing else theme.TEXT, bold=True, min_size=15)
    ix, y, iw, ih = ui.info
    for text, tone in _info_lines(app):
        if ui.info[1] + ih - y < Fonts.get(15).get_linesize():
            break  # no room for another line
        box = (ix, y, iw, ui.info[1] + ih - y)
        y = draw_wrapped(surf, text, box, 15, tone, spacing=2, max_lines=-1)
    _draw_moves(app, surf)


def _draw_side_bar(surf: pygame.Surface, value: float, rect: Rect) -> None:
    """A player's progress bar (e.g. DEAGO's captures towards the win)."""
    x, y, w, h = rect
    pygame.draw.rect(surf, (30, 30, 34), rect, border_radius=3)
    fill = round(w * min(max(value, 0.0), 1.0))
    if fill:
        pygame.draw.rect(surf, theme.ACCENT, (x, y, fill, h), border_radius=3)


def _status_room(app: Host) -> int:
    """Width kept free right of the status line (win bar, or the turn's buttons)."""
    actions = _turn_actions(app) or _analysis_actions(app)
    if actions:
        return sum(w + 6 for _, _, w in actions) + 6
    if not app.thinking:
        return 0
    est = win_estimate(app.players[app.session.state.to_move])
    if est is None:
        return 140
    label = app.t("win_rate", side=app.side_name(app.session.state.to_move), p=f"{est:.0%}")
    return max(140, Fonts.get(13).size(label)[0] + 12)  # the win bar's label


def _info_lines(app: Host) -> list[tuple[str, theme.Colour]]:
    """The texts under the status line, most important first (the box shows what fits).

    In review or after the game: the review reminder (unless the analysis speaks),
    a message, then the analysis. In the live game: a message or the move preview
    and the game's notes, then the analysis, which gives way to them.
    """
    s = app.session
    out: list[tuple[str, theme.Colour]] = []
    said = [(text, theme.TEXT) for text in analysis_info(app)] if app.analysis.result else []
    if s.reviewing and not said:  # the analysis needs the room more than the reminder
        key = "review_paused" if app.computer_to_move else "review_hint"
        out.append((app.t(key), theme.ACCENT))
    if app.message:
        out.append((app.message, theme.TEXT_WARN if app.message_warn else theme.TEXT))
    elif not s.reviewing:
        note = app.links.note()
        if note:
            out.append((note, theme.ACCENT if app.links.phase == "moved" else theme.TEXT))
        hint = _preview_text(app)
        if not hint and app.hint_searching and not app.thinking:
            hint = app.t("hint_searching")  # the player to move is not the one thinking
        if not hint and not s.is_over:
            hint = app.game.status_note(app.settings.lang, s.state)
        if not hint and not s.is_over and app.settings.danger:
            hint = app.game.danger_legend(app.settings.lang)
        if hint:
            out.append((hint, theme.TEXT_DIM))
        armed = app.touch_armed
        if armed is not None and armed == app.preview_point():
            out.append((app.t("tap_again", point=s.state.point_name(armed)), theme.ACCENT))
    return out + said


def _preview_text(app: Host) -> str:
    p = app.preview_point()
    preview = app.preview()
    if p is None or preview is None:
        return ""
    return app.game.preview_text(app.settings.lang, app.session.state, p, preview)


def _draw_win_bar(app: Host, surf: pygame.Surface, colour: int, rect: Rect) -> None:
    """The computer's win estimate as a thin bar (only when the player gives one)."""
    est = win_estimate(app.players[colour])
    if est is None:
        return
    x, y, w, h = rect
    pygame.draw.rect(surf, (30, 30, 34), rect)
    pygame.draw.rect(surf, theme.ACCENT, (x, y, round(w * min(max(est, 0.0), 1.0)), h))
    label = app.t("win_rate", side=app.side_name(colour), p=f"{est:.0%}")
    draw_text(surf, label, (x + w, y - 4), 13, theme.TEXT_DIM, anchor="bottomright")


def _draw_moves(app: Host, surf: pygame.Surface) -> None:
    s = app.session
    st = s.state
    area = moves_area(app)
    x, y, w, _h = area
    draw_text(surf, app.t("moves"), (x + 6, y - 28), 18, theme.TEXT, bold=True)
    if st.ply:
        label = app.t("ply_of", ply=full_moves(s.shown_ply), total=full_moves(st.ply))
        draw_text(surf, label, (x + w - 6, y - 26), 15, theme.TEXT_DIM, anchor="topright")
    pygame.draw.rect(surf, (40, 44, 50), area, border_radius=6)
    first = _list_first(app)
    shown = s.shown_ply
    font_size = 16
    per_row = app.ui.per_row
    for i in range(first * 2 * per_row, st.ply):
        cell = move_list_cell(area, i, first, ROW_H, per_row)
        if cell is None:
            break
        cx, cy, cw, ch = cell
        if i % 2 == 0:
            draw_text(surf, f"{i // 2 + 1}.", (cx - 4, cy + 2), 14, theme.TEXT_DIM,
                      anchor="topright")
        if i + 1 == shown:
            pygame.draw.rect(surf, theme.BUTTON_ON, (cx, cy + 1, cw - 4, ch - 2), border_radius=4)
        colour = BLACK if _mover_of(st, i) == BLACK else WHITE
        draw_stone_icon(surf, colour, (cx + 10, cy + ch // 2), 6)
        label = app.game.move_label(app.settings.lang, st, st.move_stack[i])
        drawn = draw_text(surf, label, (cx + 22, cy + 2), font_size, theme.TEXT)
        mark = mark_of(app.analysis, i + 1)
        if mark is not None:
            draw_text(surf, mark[0], (drawn.right + 2, cy + 2), 14, mark[1], bold=True,
                      box=(cx, cy, cw, ch))
    graph = graph_area(app)
    if graph is not None:
        draw_graph(app, surf, graph)


def _mover_of(state: Any, ply: int) -> int:
    """The colour that played ply ``ply`` (games start with Black from a setup)."""
    return BLACK if ply % 2 == 0 else WHITE


def _draw_over(app: Host, surf: pygame.Surface) -> None:
    box_rect = over_box(app)
    x, y, w, h = box_rect
    board = app.ui.board
    if not pygame.Rect(board).contains(box_rect):  # a board too small: a dialog over it all
        board = (0, 0, *app.ui.size)
        note_veil(pygame.Rect(board))
    veil = pygame.Surface(board[2:], pygame.SRCALPHA)
    veil.fill((0, 0, 0, 70 if board != (0, 0, *app.ui.size) else 150))
    surf.blit(veil, board[:2])
    box = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(box, theme.OVERLAY, (0, 0, w, h), border_radius=14)
    surf.blit(box, (x, y))  # translucent: the final position stays visible around it
    pygame.draw.rect(surf, theme.ACCENT, box_rect, 2, border_radius=14)
    s = app.session
    st = s.state
    if s.winner == DRAW:
        for dx, colour in ((-14, BLACK), (14, WHITE)):
            draw_stone_icon(surf, colour, (x + w // 2 + dx, y + 42), 22)
        title = app.t("over.draw")
    else:
        draw_stone_icon(surf, s.winner, (x + w // 2, y + 42), 22)
        title = app.t("over.title", side=app.side_name(s.winner))
    draw_text(surf, title, (x + w // 2, y + 96), _fit(title, 30, True, w - 20), theme.TEXT,
              bold=True, anchor="center")
    if s.agreed_draw:
        reason = app.t("over.reason.agreement")
    else:
        reason = game_view(s.game).end_reason_text(app.settings.lang, st, app.side_name)
    line_y = y + 116
    for line in wrap(reason, Fonts.get(18), w - 40)[:2]:
        draw_text(surf, line, (x + w // 2, line_y), 18, theme.TEXT, anchor="midtop",
                  box=(x + 20, y + 112, w - 40, 52))
        line_y += 24
    draw_text(surf, app.t("over.moves", n=full_moves(st.ply)), (x + w // 2, y + 168), 16,
              theme.TEXT_DIM, anchor="midtop")


def _draw_offer(app: Host, surf: pygame.Surface) -> None:
    """A draw offer waiting for the other player's answer (or the computer's)."""
    x, y, w, h = app.ui.over_box
    if not pygame.Rect(app.ui.board).contains(app.ui.over_box):  # a dialog over it all
        veil = pygame.Surface(app.ui.size, pygame.SRCALPHA)
        veil.fill((0, 0, 0, 150))
        surf.blit(veil, (0, 0))
        note_veil(pygame.Rect(0, 0, *app.ui.size))
    box = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(box, theme.OVERLAY, (0, 0, w, h), border_radius=14)
    surf.blit(box, (x, y))
    pygame.draw.rect(surf, theme.ACCENT, app.ui.over_box, 2, border_radius=14)
    offerer = app.draw_offer or BLACK
    offered = app.t("draw.offered", side=app.side_name(offerer))
    draw_text(surf, offered, (x + w // 2, y + 60), _fit(offered, 24, True, w - 20), theme.TEXT,
              bold=True, anchor="center")
    if app.judging:
        judging = app.t("draw.judging")
        draw_text(surf, judging, (x + w // 2, y + 104), _fit(judging, 17, False, w - 20),
                  theme.TEXT_DIM, anchor="center")
        draw_spinner(surf, (x + w // 2, y + 150), 10, app.now())
    else:
        question = app.t("draw.question", side=app.side_name(3 - offerer))
        draw_text(surf, question, (x + w // 2, y + 104), _fit(question, 17, False, w - 20),
                  theme.TEXT_DIM, anchor="center")


def _fit(text: str, size: int, bold: bool, width: int, min_size: int = 12) -> int:
    """The largest size up to ``size`` at which ``text`` is at most ``width`` wide."""
    while size > min_size and Fonts.get(size, bold).size(text)[0] > width:
        size -= 1
    return size


def _draw_menu(app: Host, surf: pygame.Surface) -> None:
    s = app.settings
    m = app.ui.menu
    chosen = game_view(s.game)

    def t(key: str, **values: object) -> str:
        return chosen.t(s.lang, key, **values)

    x0 = m.x
    if m.narrow:
        draw_fitted(surf, t("title"), (x0, m.top, m.lang_xy[0] - 8 - x0, 44), 34, theme.ACCENT,
                    bold=True, min_size=20)
    else:
        draw_text(surf, t("title"), (x0, m.top + 24), 44, theme.ACCENT, bold=True)
        draw_text(surf, t("menu.title"), (x0, m.top + 86), 24, theme.TEXT, bold=True)
    for key, pos, row in menu_rows(app):
        if key and m.narrow:  # fitted over its buttons (a player's label: half the width)
            width = max(b.rect[0] + b.rect[2] for b in row) - pos[0]
            draw_fitted(surf, t(key), (pos[0], pos[1], width, 22), 18, theme.TEXT_DIM)
        elif key:
            draw_text(surf, t(key), pos, 18, theme.TEXT_DIM)
    message = m.message
    if m.narrow:
        last = max(b.rect[1] + b.rect[3] for b in _menu_buttons(app))
        x = m.x if m.second_x is None else m.second_x
        message = (x, last + 10, m.width, max(0, min(56, app.ui.size[1] - last - 38)))
    if m.keys is not None:
        # the browser keeps Ctrl+S (save page) for itself: its help names only the buttons' keys
        keys = t("menu.keys_web" if IS_WEB else "menu.keys")
        draw_wrapped(surf, keys, m.keys, 13, theme.TEXT_DIM)
    w, h = s.size
    if m.preview is not None:
        # a preview of the chosen start position, drawn by the game's renderer
        preview = GAMES[s.game].new_state(w, h, s.setup)
        area = m.preview
        draw_board(surf, BoardLayout.fit(area, w, h), BoardView(preview, coords=w <= 11))
        label = f"{w}x{h} · {chosen.setup_label(s.lang, s.setup)}"
        draw_text(surf, label, (area[0] + area[2] // 2, area[1] + 400), 17, theme.TEXT_DIM,
                  anchor="center")
    if message is None or message[3] < Fonts.get(15).get_linesize():
        return  # no room for a line
    if app.message:
        colour = theme.TEXT_WARN if app.message_warn else theme.TEXT
        draw_wrapped(surf, app.message, message, 15, colour, spacing=2, max_lines=-1)
    elif s.by_link:
        draw_wrapped(surf, t("menu.by_link"), message, 15, theme.ACCENT, spacing=2, max_lines=-1)
