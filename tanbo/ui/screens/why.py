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
and its keys (Esc closes it); in "Why?" mode the game screen's own click asks about a
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
from tanbo.ui.widgets import Button, draw_fitted, draw_text, note_veil, wrap

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
    own.scroll = max(0, own.scroll + int(arg))
    commands.view.dirty = True


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
_HEAD_H = 52  # the title and Close (a whole target high)
_LINK_H = design.MIN_TARGET_CSS  # a link is a button: a whole target high
_ROW_H = design.MIN_TARGET_CSS


@dataclass
class _Sheet:
    """The sheet laid out: its rectangle, text size, the lines to draw and the buttons."""

    rect: Rect
    size: int
    # text, position, size, colour, bold
    texts: list[tuple[str, tuple[int, int], int, theme.Colour, bool]]
    bullets: list[tuple[int, int]]
    buttons: list[Button]


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


def _height(scene: Scene, blocks: list[Block], size: int, width: int,
            link_h: int = _LINK_H) -> int:
    """The height the answer's blocks take at text ``size`` in ``width`` device px."""
    px = scene.view.ui.px
    h = 0
    for kind, text, _ in blocks:
        if kind == "link":
            h += px(link_h) + px(4)
            continue
        s = size + 1 if kind == "verdict" else size - 2 if kind in _SMALL else size
        font = Fonts.get(s, kind == "verdict")
        indent = px(14) if kind in _INDENTED else 0
        h += len(wrap(text, font, width - indent)) * (font.get_linesize() + px(1)) + px(6)
    return h


_FITS = tuple((size, _LINK_H) for size in range(16, 11, -1))
"""The text sizes and link heights tried, roomiest first."""


def _fit(scene: Scene, blocks: list[Block], rect: Rect) -> tuple[int, int] | None:
    """The roomiest text size and link height at which the answer fits ``rect``."""
    px = scene.view.ui.px
    room = rect[3] - px(_HEAD_H + 10) - px(10 + _ROW_H + 8 + 4)
    width = rect[2] - 2 * px(_PAD)
    for size, link_h in _FITS:
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
        need = _height(scene, blocks, 16, w - 2 * px(_PAD)) + px(_HEAD_H + 10 + 10 + _ROW_H + 12)
        top = max(wh // 3, min(y, y + h - need))
        grown = (x, top, w, y + h - top)
    else:
        grown = ui.panel
    return grown if _fit(scene, blocks, grown) is not None else whole


def _layout(scene: Scene) -> _Sheet:
    px = scene.view.ui.px
    rect = sheet_rect(scene)
    x, y, w, h = rect
    pad = px(_PAD)
    inner_w = w - 2 * pad
    texts: list[tuple[str, tuple[int, int], int, theme.Colour, bool]] = []
    bullets: list[tuple[int, int]] = []
    close = Button((x + w - pad - px(120), y + px(4), px(120), px(design.MIN_TARGET_CSS)),
                   keyed(scene.view, scene.t("btn.close"), "Esc"), "why_close", size=15)
    buttons = [close]
    n_questions = len(scene.session.questions)
    foot_y = y + h - px(10) - px(_ROW_H)
    answer = current(scene)
    if listing(scene) or answer is None:
        texts.append((scene.t("why.list_title"), (x + pad, y + px(14)), 18, theme.ACCENT, True))
        top = y + px(_HEAD_H + 12)
        rows = max(0, (foot_y - px(8) - top) // (px(_ROW_H) + px(6)))
        questions = list(enumerate(scene.session.questions))[::-1]
        shown = questions[:rows] if len(questions) <= rows else questions[: max(0, rows - 1)]
        for i, (index, q) in enumerate(shown):
            buttons.append(Button((x + pad, top + i * (px(_ROW_H) + px(6)), inner_w, px(_ROW_H)),
                                  _item_text(scene, q), f"why_open:{index}", size=15))
        if len(shown) < len(questions):
            texts.append((scene.t("why.more", n=len(questions) - len(shown)),
                          (x + pad, top + len(shown) * (px(_ROW_H) + px(6)) + px(6)), 14,
                          theme.TEXT_DIM, False))
        home = _home_button(scene, x + w - pad, foot_y)
        if answer is not None:
            room = home.rect[0] - px(8) - (x + pad)
            buttons.append(Button((x + pad, foot_y, min(px(200), room), px(_ROW_H)),
                                  scene.t("why.answer"), "why_list", size=15))
        buttons.append(home)
        return _Sheet(rect, 15, texts, bullets, buttons)
    expl = answer.explanation
    move = move_name(scene.settings.lang, expl.game, expl.move, answer.state.point_name)
    key = "why.title_happened" if answer.happened else "why.title"
    title = scene.t(key, move=move)
    asked = move_number(answer.ply, HAPPENED if answer.happened else WHY)
    with_ply = title + " · " + scene.t("why.asked", n=asked)
    if Fonts.get(19, True).size(with_ply)[0] <= w - 3 * pad - px(120):
        title = with_ply  # the move number where there is room for it
    texts.append((title, (x + pad, y + px(14)), 19, theme.ACCENT, True))
    blocks = _blocks(scene, answer)
    top = y + px(_HEAD_H + 10)
    fitted = _fit(scene, blocks, rect)
    size, link_h = fitted or _FITS[-1]
    bottom = foot_y - px(4)
    # an answer too long even for the whole window scrolls (the wheel, or ▲ ▼)
    overflow = 0 if fitted else max(0, _height(scene, blocks, size, inner_w, link_h)
                                    - (bottom - top))
    scroll = min(max(0, state(scene.view).scroll), overflow)
    cy = top - scroll

    def visible(y0: int, y1: int) -> bool:
        return top <= y0 and y1 <= bottom

    for kind, text, arg in blocks:
        if kind == "link":
            if visible(cy, cy + px(link_h)):
                label_w = Fonts.get(14).size(text)[0] + px(20)
                buttons.append(Button((x + pad, cy, min(label_w, inner_w), px(link_h)), text,
                                      f"why_rules:{arg}", size=14 if link_h == _LINK_H else 13))
            cy += px(link_h) + px(4)
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
    home = _home_button(scene, x + w - pad - (2 * px(54) if overflow else 0), foot_y)
    foot_w = min(px(260), home.rect[0] - px(8) - (x + pad))
    buttons.append(Button((x + pad, foot_y, foot_w, px(_ROW_H)),
                          scene.t("why.earlier", n=n_questions), "why_list", size=15))
    buttons.append(home)
    if overflow:
        step_px = max(px(20), (bottom - top) // 2)
        for i, (label, sign, on) in enumerate((("▲", -1, scroll > 0), ("▼", 1, scroll < overflow))):
            bx = x + w - pad - (2 - i) * px(54) + px(6)
            buttons.append(Button((bx, foot_y, px(48), px(_ROW_H)), label,
                                  f"why_scroll:{sign * step_px}", enabled=on, size=16))
    return _Sheet(rect, size, texts, bullets, buttons)


def _home_button(scene: Scene, right: int, y: int) -> Button:
    """Home on the sheet's foot, ending at ``right``: the sheet covers the game's own
    Home button on a phone, and home is one tap from everywhere."""
    px = scene.view.ui.px
    label = scene.t("btn.home")
    w = max(px(96), Fonts.get(15).size(label)[0] + px(24))
    return Button((right - w, y, w, px(_ROW_H)), label, "home", size=15)


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
    w = sheet.rect[2]
    pygame.draw.rect(surf, theme.OVERLAY[:3], sheet.rect, border_radius=px(12))
    pygame.draw.rect(surf, theme.ACCENT, sheet.rect, px(2), border_radius=px(12))
    note_veil(pygame.Rect(sheet.rect))
    title_w = w - 3 * px(_PAD) - px(120)
    for i, (text, pos, size, colour, bold) in enumerate(sheet.texts):
        if i == 0:  # the title: fitted beside the Close button
            draw_fitted(surf, text, (pos[0], pos[1] - px(4), title_w, px(30)), size, colour,
                        bold=bold, min_size=12)
        else:
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
              click=_sheet_click, wheel=wheel, chosen=_chosen)
"""The assistant's sheet over the game screen: an answer, or the questions asked."""
