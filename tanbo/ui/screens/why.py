"""The rules assistant on the game screen: "Why?" mode, "What happened?" and their sheet.

"Why?" (the button or W) turns the mode on: a click or tap on any point (and, in a game
with passes, the Pass button or P) then asks the game's assistant
(``game_of(state).assistant``) about that move in the position on screen, instead of
playing it (at once: asking changes nothing, :mod:`tanbo.ui.board_input`). While the
answer is open another point may be asked about; closing the answer (or the button
again) ends the mode, and the status says so: the next tap plays.
"What happened?" asks about the last move of the position on screen. The
answer opens a sheet over the panel (a phone's grows over the board's lower part when
it needs to): the verdict, the reasons as sentences (:mod:`tanbo.ui.reasons`), each
followed by the official rule it applies and where to check it (or the app's own
decision: the wing's ``sources``), grouped under a link to the Rules paragraph each
comes from (the Rules screen opens with that
paragraph highlighted), and "Earlier questions": the questions asked in this game
(kept in the session and its save), each of which opens its answer again. While an
answer is open the board shows what the move would do with the game's own preview
drawing (the stones it removes or captures, the stones it converts), the roots it bounds
that stay ringed, an illegal point crossed; "What happened?" shows the position before
the move that way.

The mode, the open answer and the sheet's scroll are a :class:`WhyState` in the view
state (:func:`state`); an answer holds only while the game stays where it was asked (a
move or a new game closes it). The sheet is a :class:`~tanbo.ui.screens.base.Layer`
over the game screen (:data:`LAYER`): while it is open it takes the clicks, the wheel
and its keys (Esc closes it, PageUp and PageDown scroll its answer rather than review the
moves under it); in "Why?" mode the game screen's own click asks about a
board point (:func:`ask_on_board`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

import tanbo.ui.screens.rules as rules
from tanbo.explain import Explanation
from tanbo.game import GameState
from tanbo.games import game_of
from tanbo.ui import design, keymap, theme
from tanbo.ui.layout import Rect
from tanbo.ui.modality import keyed
from tanbo.ui.questions import HAPPENED, WHY, Question, move_number
from tanbo.ui.reasons import describe, move_name, paragraph_title
from tanbo.ui.render import BoardView, Fonts, GenericBoard
from tanbo.ui.screens.base import Action, Layer
from tanbo.ui.view import ScreenState, ViewState
from tanbo.ui.widgets import Button, draw_text, note_veil, wrap

if TYPE_CHECKING:
    from tanbo.ui.commands import Commands
    from tanbo.ui.host import Scene

__all__ = [
    "Answer",
    "WhyState",
    "state",
    "LAYER",
    "ACTIONS",
    "current",
    "ask",
    "ask_happened",
    "board_view",
    "sheet_rect",
    "sheet_open",
    "listing",
    "sheet_buttons",
    "draw_sheet",
    "main_buttons",
    "ask_on_board",
    "mode_on",
    "why_label",
    "wheel",
]


@dataclass(frozen=True)
class Answer:
    """An open answer: the explanation, whether it is "What happened?", the position the
    board shows with it, and the game it belongs to (``key``: the session and its moves)."""

    explanation: Explanation
    happened: bool
    ply: int  # the moves played in the position asked about
    state: GameState = field(compare=False)  # the board shown with the answer
    key: tuple[int, tuple[int, ...]] = (0, ())


GameKey = tuple[int, tuple[int, ...]]
"""A game as it is: the session's id and its moves (see :func:`_key`)."""


@dataclass
class WhyState(ScreenState):
    """The rules assistant's state: "Why?" mode (a board tap asks about the point), the
    open answer, the game whose earlier questions the sheet lists (``None``: none), and
    how far (device px) an answer too long for the window is scrolled."""

    mode: bool = False
    answer: Answer | None = None
    listed: GameKey | None = None
    scroll: int = 0

    def close_sheet(self) -> None:
        self.answer = None
        self.listed = None


def state(view: ViewState) -> WhyState:
    """The rules assistant's state in ``view``."""
    return view.state(WhyState)


def _key(scene: Scene) -> GameKey:
    """The game as it is: the session and its moves (an undo and another move is another
    game; a few hundred moves at most, so cheap to compare each frame)."""
    return id(scene.session), tuple(scene.session.state.move_stack)


def current(scene: Scene) -> Answer | None:
    """The open answer, if it still belongs to the game as it is."""
    answer = state(scene.view).answer
    if answer is not None and answer.key == _key(scene):
        return answer
    return None


def listing(scene: Scene) -> bool:
    """True while the sheet lists the questions asked (in the game as it is)."""
    return state(scene.view).listed == _key(scene)


def sheet_open(scene: Scene) -> bool:
    """True while the assistant's sheet is open (an answer, or the list of questions)."""
    return current(scene) is not None or listing(scene)


# ------------------------------------------------------------------ asking


def _position_at(scene: Scene, ply: int) -> GameState:
    """The game's position after ``ply`` moves: the live one (an answer about it holds
    only while it does not change: :func:`current`), else a fresh replay."""
    s = scene.session
    if ply == s.state.ply:
        return s.state
    state = s.start_state()
    for move in s.state.move_stack[:ply]:
        state.push(move)
    return state


def _answer(scene: Scene, kind: str, move: int, ply: int) -> Answer | None:
    """The assistant's answer to a question asked after ``ply`` moves."""
    state = _position_at(scene, ply)
    assistant = game_of(state).assistant
    if kind == HAPPENED:
        expl = assistant.what_happened(state)
        if expl is None:
            return None
        before = _position_at(scene, ply - 1)
        return Answer(expl, True, ply, before, _key(scene))
    return Answer(assistant.explain(state, move), False, ply, state, _key(scene))


def _show(commands: Commands, answer: Answer, record: bool) -> None:
    v = commands.view
    v.close_sheets()  # (the "More" sheet: a key may ask while it is open)
    own = state(v)
    own.answer = answer
    own.listed = None
    own.scroll = 0
    if record:
        expl = answer.explanation
        kind = HAPPENED if answer.happened else WHY
        commands.session.add_question(Question(answer.ply, kind, expl.move, expl.legal, expl.codes))
        commands.save()
    v.dirty = True


def ask(commands: Commands, point: int) -> None:
    """"Why?" about ``point`` (or the pass move) in the position on screen."""
    answer = _answer(commands, WHY, point, commands.session.shown_ply)
    if answer is not None:
        _show(commands, answer, record=True)


def ask_happened(commands: Commands) -> None:
    """"What happened?": the last move of the position on screen."""
    answer = _answer(commands, HAPPENED, 0, commands.session.shown_ply)
    if answer is None:
        commands.say(commands.t("why.no_move"))
        return
    _show(commands, answer, record=True)


def _reopen(commands: Commands, index: int) -> None:
    """Open an earlier question's answer again (reviewing its position if it is not
    the live one)."""
    questions = commands.session.questions
    if not 0 <= index < len(questions):
        return
    q = questions[index]
    commands.moves.review(q.ply if q.ply < commands.session.state.ply else None)
    answer = _answer(commands, q.kind, q.move, q.ply)
    if answer is not None:
        _show(commands, answer, record=False)


def _toggle(commands: Commands, arg: str) -> None:
    v = commands.view
    own = state(v)
    own.close_sheet()
    v.touch_armed = None
    if own.mode:
        _end_mode(commands)
    else:
        own.mode = True
    v.dirty = True


def _end_mode(commands: Commands) -> None:
    """"Why?" mode off, said (the next tap or click plays again)."""
    v = commands.view
    own = state(v)
    if own.mode:
        own.mode = False
        commands.say(commands.t("input.why_off.tap" if v.modality.touch else "input.why_off.click"))


def _close(commands: Commands, arg: str) -> None:
    """Close the answer (or the list of questions): "Why?" mode ends with it."""
    state(commands.view).close_sheet()
    _end_mode(commands)
    commands.view.dirty = True


def _scroll(commands: Commands, arg: str) -> None:
    own = state(commands.view)
    overflow = _layout(commands).overflow
    own.scroll = max(0, min(overflow, min(own.scroll, overflow) + int(arg)))
    commands.view.dirty = True


def _page(commands: Commands, arg: str) -> None:
    """PageUp (``up``) or PageDown (``down``) while the sheet is open: an answer that
    scrolls moves by its area's height less a wheel step kept in sight."""
    sheet = _layout(commands)
    if sheet.overflow > 0:
        step = max(commands.view.ui.px(20), sheet.area - commands.view.ui.px(40))
        _scroll(commands, str(-step if arg == "up" else step))


def wheel(commands: Commands, rows: int) -> bool:
    """The wheel over an open answer scrolls it (True: taken)."""
    if current(commands) is None or listing(commands):
        return False
    _scroll(commands, str(rows * commands.view.ui.px(40)))
    return True


def _list(commands: Commands, arg: str) -> None:
    state(commands.view).listed = None if listing(commands) else _key(commands)
    commands.view.dirty = True


def play_or_ask(commands: Commands, point: int) -> None:
    """Enter/Space at ``point`` (the cursor's): in "Why?" mode ask about it, else play
    there (or say why not)."""
    if state(commands.view).mode:
        ask(commands, point)
    else:
        commands.moves.try_move(point)


def pass_or_ask(commands: Commands, arg: str) -> None:
    """The Pass button and P: in "Why?" mode ask about passing, else pass."""
    pass_move = game_of(commands.session.state).pass_move
    if state(commands.view).mode and pass_move is not None:
        ask(commands, pass_move)
    else:
        commands.moves.pass_turn()


ACTIONS: Mapping[str, Action] = {
    "why": _toggle,
    "happened": lambda commands, arg: ask_happened(commands),
    "why_close": _close,
    "why_rules": rules.open_at,
    "why_list": _list,
    "why_scroll": _scroll,
    "why_page": _page,
    "why_open": lambda commands, arg: _reopen(commands, int(arg)),
}
"""The assistant's actions: the mode, "What happened?", the sheet's buttons."""


def ask_on_board(commands: Commands, pos: tuple[int, int], touch: bool) -> bool:
    """In "Why?" mode, a click (or a tap, ``touch``: the whole cell) on a board point asks
    about it instead of playing it: True if it did."""
    v = commands.view
    point = commands.layout.point_at(*pos, whole_cell=touch)
    if point is None or not state(v).mode:
        return False
    v.cursor = point
    v.keyboard = False
    ask(commands, point)
    return True


def _sheet_click(commands: Commands, pos: tuple[int, int], touch: bool) -> None:
    """A click on no button of the open sheet: on the sheet nothing; on a board point in
    "Why?" mode it asks about it; anywhere else it closes the sheet."""
    if pygame.Rect(sheet_rect(commands)).collidepoint(pos):
        return
    if not ask_on_board(commands, pos, touch):
        _close(commands, "")


# ------------------------------------------------------------------ the board


def board_view(scene: Scene) -> GenericBoard | None:
    """The board while an answer is open: the position asked about, the move's preview
    (the game's own drawing of what it removes, captures, converts), the stones that
    stay ringed, an illegal point crossed; ``None`` when no answer is open."""
    answer = current(scene)
    if answer is None:
        return None
    expl, state = answer.explanation, answer.state
    pass_move = game_of(state).pass_move
    on_board = expl.move != pass_move and 0 <= expl.move < state.geometry.npoints
    rings: list[int] = []
    for reason in expl.reasons:
        name = scene.game.reason_rings.get(reason.code)
        if name is not None:
            rings.extend(reason.points(name))
    cursor = scene.view.cursor if scene.view.keyboard else None  # the arrows ask on with Enter
    if not on_board:
        return BoardView(state=state, last_move=state.last_move, rings=tuple(rings),
                         cursor=cursor)
    if not expl.legal:
        return BoardView(state=state, last_move=state.last_move, crosses=(expl.move,),
                         cursor=cursor)
    return BoardView(
        state=state,
        hover=expl.move,
        preview=scene.game.preview(state, expl.move),
        marked=expl.move,
        last_move=state.last_move,
        rings=tuple(rings),
        cursor=cursor,
    )


# ------------------------------------------------------------------ the buttons


def why_label(scene: Scene) -> str:
    """The "Why?" button's label: its key where there is a keyboard, and "on" while the
    mode is (the button is lit too)."""
    label = keyed(scene.view, scene.t("btn.why"), "W")
    return scene.t("why.on", label=label) if state(scene.view).mode else label


def main_buttons(scene: Scene, row: Rect) -> list[Button]:
    """"Why?" (on while the mode is) and "What happened?" (when there is a last move), in
    ``row``."""
    x, y, w, h = row
    gap = scene.view.ui.px(8)
    bw = (w - gap) // 2
    has_last = scene.session.shown_ply > 0
    return [
        Button((x, y, bw, h), why_label(scene), "why", on=state(scene.view).mode, size=15),
        Button((x + bw + gap, y, w - bw - gap, h), scene.t("btn.happened"), "happened",
               enabled=has_last, size=15),
    ]


# ------------------------------------------------------------------ the sheet

_PAD = 14  # logical px inside the sheet
_HEAD_TOP = 10  # logical px above Close (clear of a board coordinate half under the edge)
_LINK_H = design.MIN_TARGET_CSS  # a link is a button: a whole target high
_ROW_H = design.MIN_TARGET_CSS
_GAP = 8  # logical px between the foot's buttons
_ARROW_W = 48  # logical px: ▲ and ▼


@dataclass
class _Sheet:
    """The sheet laid out: its rectangle, text size, the lines to draw and the buttons."""

    rect: Rect
    size: int
    # text, position, size, colour, bold
    texts: list[tuple[str, tuple[int, int], int, theme.Colour, bool]]
    bullets: list[tuple[int, int]]
    buttons: list[Button]
    overflow: int = 0  # device px of the answer below its area at the top (0: it fits)
    area: int = 0  # device px: the height of the area a scrolling answer is seen in


_SMALL = ("note", "source")  # drawn 2 px smaller, dimmed
_INDENTED = ("reason", "source")

Block = tuple[str, str, theme.Colour | str | None]
"""An answer's block: its kind, its text and its argument (the verdict's colour, a link's
paragraph)."""


def _blocks(scene: Scene, answer: Answer) -> list[Block]:
    """What the answer says, in order: ``("verdict"|"note"|"link"|"reason"|"source", text,
    arg)``; a ``source`` follows the reasons that apply one official rule: its citation
    (the game's ``assistant.sources``), or the app's own decision."""
    lang = scene.settings.lang
    expl = answer.explanation
    names = answer.state.point_name
    lines = describe(lang, expl, names, happened=answer.happened)
    tone = theme.TEXT if answer.happened else theme.ACCENT if expl.legal else theme.TEXT_WARN
    out: list[Block] = [("verdict", lines[0], tone)]
    if answer.happened:
        out.append(("note", scene.t("why.before"), None))
    assistant = game_of(answer.state).assistant
    paragraphs = assistant.paragraphs
    last = None
    cited = None
    for reason, text in zip(expl.reasons, lines[1:], strict=True):
        if reason.paragraph != last:
            last = reason.paragraph
            n = paragraphs.index(reason.paragraph) + 1 if reason.paragraph in paragraphs else 0
            title = paragraph_title(lang, expl.game, reason.paragraph)
            out.append(("link", scene.t("why.rule", n=n, title=title), reason.paragraph))
        out.append(("reason", text, None))
        citation = assistant.sources.text(lang, reason.code)
        if citation != cited:  # the official rule, once for the reasons that share it
            cited = citation
            out.append(("source", citation, None))
    return out


def _link_lines(text: str, size: int, width: int) -> list[str]:
    """A link's label in lines that fit a button ``width`` device px wide (one line
    unless the larger text needs more)."""
    return wrap(text, Fonts.get(size), width - Fonts.px(20)) or [text]


def _link_height(text: str, size: int, width: int, link_h: int) -> int:
    """A link button's height: a whole target, or its lines' where they need more."""
    lines = _link_lines(text, size, width)
    return max(Fonts.px(link_h), len(lines) * Fonts.get(size).get_linesize() + Fonts.px(12))


def _link_size(link_h: int) -> int:
    return 14 if link_h == _LINK_H else 13


def _height(scene: Scene, blocks: list[Block], size: int, width: int,
            link_h: int = _LINK_H) -> int:
    """The height the answer's blocks take at text ``size`` in ``width`` device px."""
    px = scene.view.ui.px
    h = 0
    for kind, text, _ in blocks:
        if kind == "link":
            h += _link_height(text, _link_size(link_h), width, link_h) + px(4)
            continue
        s = size + 1 if kind == "verdict" else size - 2 if kind in _SMALL else size
        font = Fonts.get(s, kind == "verdict")
        indent = px(14) if kind in _INDENTED else 0
        h += len(wrap(text, font, width - indent)) * (font.get_linesize() + px(1)) + px(6)
    return h


_FITS = tuple((size, _LINK_H) for size in range(16, 11, -1))
"""The text sizes and link heights tried, roomiest first."""


def _fits() -> tuple[tuple[int, int], ...]:
    """The text sizes tried now: with the larger text's factor only the roomiest (the
    text is never made smaller to fit: the answer scrolls)."""
    return _FITS[:1] if Fonts.text_factor > 1 else _FITS


def _fit(scene: Scene, blocks: list[Block], rect: Rect) -> tuple[int, int] | None:
    """The roomiest text size and link height at which the answer fits ``rect``."""
    px = scene.view.ui.px
    top = _head(scene, rect)[2]
    room = _foot(scene, rect, False)[1] - px(4) - top
    width = rect[2] - 2 * px(_PAD)
    for size, link_h in _fits():
        if _height(scene, blocks, size, width, link_h) <= room:
            return size, link_h
    return None


def sheet_rect(scene: Scene) -> Rect:
    """Where the sheet goes: over the panel; a portrait window's grows up over the
    board's lower part when the answer needs the room; an answer that fits neither
    (a phone on its side) takes the whole window."""
    ui = scene.view.ui
    px = ui.px
    x, y, w, h = ui.panel
    ww, wh = ui.size
    whole = (px(6), px(6), ww - 2 * px(6), wh - 2 * px(6))
    answer = current(scene)
    if answer is None or listing(scene):
        return ui.panel
    blocks = _blocks(scene, answer)
    if ui.portrait:
        head = _head(scene, ui.panel)[2] - y
        foot = y + h - _foot(scene, ui.panel, False)[1]
        need = _height(scene, blocks, 16, w - 2 * px(_PAD)) + head + foot + px(8)
        top = max(wh // 3, min(y, y + h - need))
        grown = (x, top, w, y + h - top)
    else:
        grown = ui.panel
    return grown if _fit(scene, blocks, grown) is not None else whole


def _title(scene: Scene, width: int) -> tuple[str, int]:
    """The sheet's title and its size: the answer's move (and when it was asked, where
    that fits one line ``width`` device px wide), or the questions' heading."""
    answer = current(scene)
    if listing(scene) or answer is None:
        return scene.t("why.list_title"), 18
    expl = answer.explanation
    move = move_name(scene.settings.lang, expl.game, expl.move, answer.state.point_name)
    key = "why.title_happened" if answer.happened else "why.title"
    title = scene.t(key, move=move)
    asked = move_number(answer.ply, HAPPENED if answer.happened else WHY)
    with_ply = title + " · " + scene.t("why.asked", n=asked)
    if Fonts.get(19, True).size(with_ply)[0] <= width:
        return with_ply, 19  # the move number where there is room for it
    return title, 19


def _head(scene: Scene, rect: Rect) -> tuple[list[tuple[str, tuple[int, int], int,
                                                         theme.Colour, bool]], Button, int]:
    """The sheet's head: its title's lines (wrapped beside Close where the larger text
    needs two), Close (as wide as its label) and the y its content starts at."""
    px = scene.view.ui.px
    x, y, w, _ = rect
    pad = px(_PAD)
    label = keyed(scene.view, scene.t("btn.close"), "Esc")
    close_w = min(w - 2 * pad, max(px(120), Fonts.get(15).size(label)[0] + px(24)))
    close = Button((x + w - pad - close_w, y + px(_HEAD_TOP), close_w,
                    px(design.MIN_TARGET_CSS)), label, "why_close", size=15)
    title_w = w - 3 * pad - close_w
    text, size = _title(scene, title_w)
    font = Fonts.get(size, True)
    title_y = y + px(14)
    if max(font.size(word)[0] for word in text.split()) > title_w:
        # a word wider than the room beside Close (the larger text): the title goes under it
        title_w = w - 2 * pad
        title_y = close.rect[1] + close.rect[3] + px(6)
    lines = wrap(text, font, title_w) or [text]
    texts = [(line, (x + pad, title_y + i * font.get_linesize()), size, theme.ACCENT, True)
             for i, line in enumerate(lines)]
    bottom = max(close.rect[1] + close.rect[3], title_y + len(lines) * font.get_linesize())
    return texts, close, bottom + px(10)


def _foot(scene: Scene, rect: Rect, arrows: bool,
          scroll: tuple[int, int] = (0, 0)) -> tuple[list[Button], int]:
    """The sheet's foot: "Earlier questions" or the answer's button, ▲ ▼ (``arrows``: an
    answer that scrolls, ``scroll``: how far of how much) and Home, each as wide as its
    label, in as many rows as they take (the larger text), and the top of its upper row."""
    px = scene.view.ui.px
    x, y, w, h = rect
    pad = px(_PAD)
    inner = w - 2 * pad
    gap = px(_GAP)
    font = Fonts.get(15)

    def item(label: str, action: str, least: int, enabled: bool = True,
             size: int = 15) -> tuple[str, str, int, bool, int]:
        return label, action, min(inner, max(px(least), font.size(label)[0] + px(24))), \
            enabled, size

    # groups of buttons kept on one row: the answer's or the questions' button (left),
    # ▲ ▼ and Home (right)
    groups: list[list[tuple[str, str, int, bool, int]]] = []
    if current(scene) is not None and not listing(scene):
        groups.append([item(scene.t("why.earlier", n=len(scene.session.questions)),
                            "why_list", 200)])
    elif current(scene) is not None:
        groups.append([item(scene.t("why.answer"), "why_list", 160)])
    left = len(groups)  # the first group is on the left
    if arrows:
        offset, overflow = scroll
        step = max(px(20), h // 3)
        groups.append([("▲", f"why_scroll:{-step}", px(_ARROW_W), offset > 0, 16),
                       ("▼", f"why_scroll:{step}", px(_ARROW_W), offset < overflow, 16)])
    groups.append([item(scene.t("btn.home"), "home", 96)])
    rows: list[list[tuple[bool, list[tuple[str, str, int, bool, int]]]]] = [[]]
    for i, group in enumerate(groups):
        used = sum(sum(it[2] + gap for it in g) for _, g in rows[-1])
        if rows[-1] and used + sum(it[2] + gap for it in group) - gap > inner:
            rows.append([])
        rows[-1].append((i < left, group))
    row_h = px(_ROW_H)
    top = y + h - px(10) - len(rows) * row_h - (len(rows) - 1) * gap
    buttons = []
    for r, row in enumerate(rows):
        by = top + r * (row_h + gap)
        lx, right = x + pad, x + w - pad
        placed = [g for g in row if g[0]] + [g for g in reversed(row) if not g[0]]
        for on_left, group in placed:
            if not on_left:
                right -= sum(it[2] + gap for it in group) - gap
            bx = lx if on_left else right
            for label, action, bw, enabled, size in group:
                buttons.append(Button((bx, by, bw, row_h), label, action, enabled=enabled,
                                      size=size))
                bx += bw + gap
            if on_left:
                lx = bx
            else:
                right -= gap
    return buttons, top
    return buttons, top


def _layout(scene: Scene) -> _Sheet:
    px = scene.view.ui.px
    rect = sheet_rect(scene)
    x, _, w, _ = rect
    pad = px(_PAD)
    inner_w = w - 2 * pad
    texts, close, top = _head(scene, rect)
    bullets: list[tuple[int, int]] = []
    buttons = [close]
    answer = current(scene)
    if listing(scene) or answer is None:
        foot, foot_y = _foot(scene, rect, False)
        questions = list(enumerate(scene.session.questions))[::-1]
        font = Fonts.get(15)
        cy = top + px(2)
        shown = 0
        for index, q in questions:
            lines = wrap(_item_text(scene, q), font, inner_w - px(16))
            bh = max(px(_ROW_H), len(lines) * font.get_linesize() + px(12))
            room = foot_y - px(8) - (0 if shown == len(questions) - 1 else px(24))
            if cy + bh > room:
                break
            buttons.append(Button((x + pad, cy, inner_w, bh), "\n".join(lines),
                                  f"why_open:{index}", size=15))
            cy += bh + px(6)
            shown += 1
        if shown < len(questions):
            texts.append((scene.t("why.more", n=len(questions) - shown), (x + pad, cy + px(6)),
                          14, theme.TEXT_DIM, False))
        return _Sheet(rect, 15, texts, bullets, buttons + foot)
    blocks = _blocks(scene, answer)
    fitted = _fit(scene, blocks, rect)
    size, link_h = fitted or _fits()[-1]
    # an answer too long even for the whole window scrolls (the wheel, or ▲ ▼)
    overflow = 0
    if not fitted:
        bottom = _foot(scene, rect, True)[1] - px(4)
        overflow = max(0, _height(scene, blocks, size, inner_w, link_h) - (bottom - top))
    scroll = min(max(0, state(scene.view).scroll), overflow)
    foot, foot_y = _foot(scene, rect, overflow > 0, (scroll, overflow))
    bottom = foot_y - px(4)
    cy = top - scroll

    def visible(y0: int, y1: int) -> bool:
        return top <= y0 and y1 <= bottom

    for kind, text, arg in blocks:
        if kind == "link":
            link_size = _link_size(link_h)
            lines = _link_lines(text, link_size, inner_w)
            lh = _link_height(text, link_size, inner_w, link_h)
            if visible(cy, cy + lh):
                label_w = max(Fonts.get(link_size).size(line)[0] for line in lines) + px(20)
                buttons.append(Button((x + pad, cy, min(label_w, inner_w), lh),
                                      "\n".join(lines), f"why_rules:{arg}", size=link_size))
            cy += lh + px(4)
            continue
        s = size + 1 if kind == "verdict" else size - 2 if kind in _SMALL else size
        bold = kind == "verdict"
        colour = (arg if kind == "verdict" and isinstance(arg, tuple)
                  else theme.TEXT_DIM if kind in _SMALL else theme.TEXT)
        font = Fonts.get(s, bold)
        indent = px(14) if kind in _INDENTED else 0
        step = font.get_linesize() + px(1)
        if kind == "reason" and visible(cy, cy + step):
            bullets.append((x + pad + px(4), cy + font.get_linesize() // 2))
        for line in wrap(text, font, inner_w - indent):
            if visible(cy, cy + step):
                texts.append((line, (x + pad + indent, cy), s, colour, bold))
            cy += step
        cy += px(6)
    return _Sheet(rect, size, texts, bullets, buttons + foot, overflow, bottom - top)


def _item_text(scene: Scene, q: Question) -> str:
    names = scene.session.state.point_name
    move = move_name(scene.settings.lang, scene.session.game, q.move, names)
    n = q.number
    if q.kind == HAPPENED:
        return scene.t("why.item_happened", n=n, move=move)
    return scene.t("why.item_legal" if q.legal else "why.item_illegal", n=n, move=move)


def sheet_buttons(scene: Scene) -> list[Button]:
    """The sheet's buttons (they take every click while it is open)."""
    return _layout(scene).buttons


def draw_sheet(scene: Scene, surf: pygame.Surface) -> None:
    """The sheet: an answer (verdict, reasons, links to the rules) or the questions."""
    sheet = _layout(scene)
    px = scene.view.ui.px
    pygame.draw.rect(surf, theme.OVERLAY[:3], sheet.rect, border_radius=px(12))
    pygame.draw.rect(surf, theme.ACCENT, sheet.rect, px(2), border_radius=px(12))
    note_veil(pygame.Rect(sheet.rect))
    for text, pos, size, colour, bold in sheet.texts:
        draw_text(surf, text, pos, size, colour, bold=bold, box=sheet.rect)
    for bx, by in sheet.bullets:
        pygame.draw.circle(surf, theme.ACCENT, (bx, by), px(3))

def mode_on(scene: Scene) -> bool:
    """True while "Why?" mode is on (a board tap asks about the point)."""
    return state(scene.view).mode


def _chosen(commands: Commands, action: str) -> None:
    """Going home from the sheet closes it (the game is as it was when Continue opens
    it again)."""
    if action == "home":
        _close(commands, "")


LAYER = Layer(scope=keymap.ANSWER, is_open=sheet_open, buttons=sheet_buttons, draw=draw_sheet,
              click=_sheet_click, wheel=wheel, chosen=_chosen, large_text=True)
"""The assistant's sheet over the game screen: an answer, or the questions asked."""
