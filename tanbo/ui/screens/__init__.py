"""The screens and the registry the App dispatches through: home, game, new game, rules...

Each screen module (:mod:`.game`, :mod:`.menu`, :mod:`.rules`) owns its layout
lookups (from :class:`~tanbo.ui.layout.ScreenLayout`), drawing, buttons, clicks and
its own state (a :class:`~tanbo.ui.view.ScreenState`), and builds one
:class:`~tanbo.ui.screens.base.Screen`; :data:`SCREENS` names them. The view state
keeps which screen is open (``screen_name``). Over the screen are its layers, the
sheets it names (:class:`~tanbo.ui.screens.base.Layer`), and over all the open yes/no
question (:data:`QUESTION`): :func:`stack` gives the open ones, and the topmost takes
the input. The App calls :func:`draw`, and the input (:mod:`tanbo.ui.events`)
:func:`click`, :func:`wheel` and :func:`key` here, which ask the topmost layer (the
screen when none is open). Buttons are rebuilt from the state each time, so drawing and
hit-testing always agree; a button's ``action`` (``name:arg``) is looked up in
:data:`ACTIONS`, and so is a key's, found in the one keymap
(:data:`tanbo.ui.keymap.KEYMAP`) in the scopes of the topmost layer and the screen.
Drawing types against :class:`~tanbo.ui.host.Scene`, the actions against
:class:`~tanbo.ui.commands.Commands`; nothing here imports the App.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

import pygame

from tanbo.ui import board_input, focus, keymap, scrolling, theme
from tanbo.ui.confirm import confirm_buttons, draw_confirm
from tanbo.ui.render import Fonts
from tanbo.ui.screens import (
    base,
    display,
    game,
    home,
    learn,
    lesson,
    menu,
    movelist,
    overlays,
    puzzles,
    rules,
    stats,
)
from tanbo.ui.screens.base import GAME, MENU, RULES, Action, Layer, Screen
from tanbo.ui.widgets import Button

if TYPE_CHECKING:
    from tanbo.ui.commands import Commands
    from tanbo.ui.host import Scene
    from tanbo.ui.scrolling import PageScroll, Viewport

__all__ = [
    "GAME",
    "MENU",
    "RULES",
    "SCREENS",
    "ACTIONS",
    "QUESTION",
    "current",
    "stack",
    "buttons",
    "button_at",
    "do",
    "click",
    "press",
    "drag",
    "release",
    "wheel",
    "key",
    "board_key",
    "page_key",
    "tab_stays",
    "draw",
]

SCREENS: Mapping[str, Screen] = {
    s.name: s for s in (home.SCREEN, game.SCREEN, menu.SCREEN, rules.SCREEN, stats.SCREEN,
                        puzzles.SCREEN, learn.SCREEN, lesson.SCREEN, display.SCREEN)
}
"""Every screen by its name (the view state's ``screen_name``)."""

def board_key(commands: Commands, arg: str) -> None:
    """The board's keys on every board screen (:class:`~.base.Screen` ``keys``): an arrow
    (``cursor:left`` ...) moves the cursor, Enter or Space (``play``) plays at it or asks
    there in "Why?" mode; the one rule is :mod:`tanbo.ui.board_input`'s."""
    screen = current(commands)
    found = None if screen.keys is None else screen.keys(commands)
    if found is None:
        return
    board, play = found
    if arg:
        board_input.step(commands, board, arg)
    else:
        board_input.enter(commands, board, play)


def page_key(commands: Commands, arg: str) -> None:
    """PageUp (``page:up``) or PageDown (``page:down``): the open screen's scrolling page
    or text area moves by a page (:func:`tanbo.ui.scrolling.page_step`); nothing where
    none scrolls now."""
    page = _page(commands)
    if page is not None:
        step = scrolling.page_step(page[1])
        _scroll(commands, page, -step if arg == "up" else step)


def _scroll(commands: Commands, page: tuple[PageScroll, Viewport], by: float) -> None:
    """Move a scrolling page or text area by ``by`` logical px, within its overflow."""
    if page[0].scroll_by(by, page[1].overflow):
        commands.view.dirty = True


ACTIONS: Mapping[str, Action] = {
    "cursor": board_key,
    "page": page_key,
    "play": lambda commands, arg: board_key(commands, ""),
    **base.ACTIONS, **game.ACTIONS, **movelist.ACTIONS, **overlays.ACTIONS, **menu.ACTIONS,
    **rules.ACTIONS, **stats.ACTIONS, **puzzles.ACTIONS, **learn.ACTIONS, **lesson.ACTIONS,
    **home.ACTIONS, **board_input.ACTIONS, **display.ACTIONS,
}
"""What each button and key does, by the name before its action's ``:``."""


def current(host: Scene) -> Screen:
    """The open screen."""
    return SCREENS[host.view.screen_name]


def _question_buttons(host: Scene) -> list[Button]:
    confirm = host.view.confirm
    if confirm is None:
        return []
    return confirm_buttons(confirm, host.view.ui.confirm_box, host.view.modality.show_keys)


def _draw_question(host: Scene, surf: pygame.Surface) -> None:
    if host.view.confirm is not None:
        draw_confirm(surf, host.view.confirm, host.view.ui.confirm_box)


QUESTION = Layer(scope=keymap.CONFIRM, is_open=lambda host: host.view.confirm is not None,
                 buttons=_question_buttons, draw=_draw_question)
"""The open yes/no question (:mod:`tanbo.ui.confirm`), over every screen and its sheets:
only its buttons and keys do anything; a click beside it nothing, the wheel passes."""


def _screen_layer(screen: Screen) -> Layer:
    def wheel(commands: Commands, rows: int) -> bool:
        """A screen with a scrolling page or text area (its ``scroll``): the wheel moves
        it, while it is taller than its area; otherwise the screen's own ``wheel``."""
        page = None if screen.scroll is None else screen.scroll(commands)
        if page is None:
            screen.wheel(commands, rows)
        else:
            _scroll(commands, page, rows * scrolling.WHEEL_STEP)
        return True

    return Layer(scope=screen.name, is_open=lambda host: True, buttons=screen.buttons,
                 draw=screen.draw, click=screen.click, wheel=wheel)


_GROUND: Mapping[str, Layer] = {name: _screen_layer(s) for name, s in SCREENS.items()}
"""Each screen as the lowest layer of its stack."""


def stack(host: Scene) -> list[Layer]:
    """The open layers, lowest first: the screen itself, its open sheets, an open question
    (the fonts take the open screen's text factor: :func:`.base.text_factor`)."""
    screen = current(host)
    above = [layer for layer in (*screen.layers, QUESTION) if layer.is_open(host)]
    Fonts.set_text_factor(base.text_factor(screen, host, above))
    return [_GROUND[screen.name], *above]


def buttons(host: Scene) -> list[Button]:
    """The buttons that take clicks now: the topmost layer's (an open question's, else an
    open sheet's, else the screen's)."""
    return stack(host)[-1].buttons(host)


def _hit(found: list[Button], pos: tuple[int, int]) -> str | None:
    for b in found:
        if b.hit(pos):
            return b.action
    return None


def button_at(host: Scene, pos: tuple[int, int]) -> str | None:
    """The action of the button under ``pos``, if any."""
    return _hit(buttons(host), pos)


def do(commands: Commands, action: str) -> None:
    """Take a button's or a key's ``action`` (``name:arg``; an unknown name does nothing)."""
    name, _, arg = action.partition(":")
    act = ACTIONS.get(name)
    if act is not None:
        act(commands, arg)


def click(commands: Commands, pos: tuple[int, int], touch: bool = False) -> None:
    """A left click (or a tap, ``touch``) at ``pos``: the topmost layer's button there
    (every open layer hears its action first), else that layer's own click."""
    layers = stack(commands)
    top = layers[-1]
    commands.view.focus = None  # a pointer's press: the keyboard's ring goes
    action = _hit(top.buttons(commands), pos)
    if action is None:
        top.click(commands, pos, touch)
        return
    _choose(commands, layers, action)


def _choose(commands: Commands, layers: list[Layer], action: str) -> None:
    """A button of the topmost layer pressed (click, tap, or Enter on the focused one):
    every open layer hears its action first, then it is taken."""
    for layer in layers:
        layer.chosen(commands, action)
    do(commands, action)
    commands.view.dirty = True


def _page(host: Scene) -> tuple[PageScroll, Viewport] | None:
    """The open screen's scrolling page, when it scrolls now and no layer is over it."""
    screen = current(host)
    if screen.scroll is None or len(stack(host)) > 1:
        return None
    return screen.scroll(host)


def press(commands: Commands, pos: tuple[int, int], touch: bool = False) -> None:
    """The pointer went down at ``pos``: on a scrolling page a tap or a drag, told when it
    moves (:func:`drag`) or lifts (:func:`release`); anywhere else a click now."""
    page = _page(commands)
    if page is not None and page[1].holds(pos):
        page[0].begin(pos, page[1].overflow)
        return
    click(commands, pos, touch)


def drag(commands: Commands, pos: tuple[int, int]) -> None:
    """The pointer moved to ``pos`` while held down: a held page follows it."""
    page = _page(commands)
    if page is not None and page[0].move(pos, page[1]):
        commands.view.dirty = True


def release(commands: Commands, pos: tuple[int, int], touch: bool = False) -> None:
    """The pointer lifted at ``pos``: a press held on a page that did not drag is a click
    where it went down."""
    page = _page(commands)
    if page is None:
        return
    tap = page[0].end()
    if tap is not None:
        click(commands, tap, touch)
    commands.view.dirty = True


def wheel(commands: Commands, rows: int) -> None:
    """The mouse wheel turned by ``rows`` (down is positive): the topmost layer that
    takes it (down to the screen)."""
    for layer in reversed(stack(commands)):
        if layer.wheel(commands, rows):
            return


def key(commands: Commands, key: int, mod: int) -> None:
    """A key pressed: its action in the keymap (:func:`tanbo.ui.keymap.action_for`), in
    the scopes of the topmost layer and the screen.

    While a question is open only its keys do anything; a key of every screen (F11)
    is taken as it is; any other key, bound or not, redraws the screen after it.
    """
    v = commands.view
    layers = stack(commands)
    top = layers[-1]
    if _focus_key(commands, layers, key, mod):
        return
    found = keymap.action_for(keymap.scopes(v.screen_name, top.scope), key, mod)
    if found is not None:
        do(commands, found[1])
    if found is None and top is QUESTION:
        return
    if found is None or found[0] not in (keymap.CONFIRM, keymap.EVERYWHERE):
        v.dirty = True


def _focus_key(commands: Commands, layers: list[Layer], key: int, mod: int) -> bool:
    """Tab, Shift+Tab, and Enter or Space on a focused button (:mod:`tanbo.ui.focus`);
    True when the key was that. An arrow key leaves the buttons for the board."""
    v = commands.view
    shown = _tab_order(commands, layers)
    if key == pygame.K_TAB and not mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
        v.focus = focus.step(v.focus, shown, backwards=bool(mod & pygame.KMOD_SHIFT))
        _reveal(commands, v.focus)
        v.dirty = True
        return True
    chosen = focus.focused(v.focus, shown)
    if chosen is not None and key in focus.PRESS_KEYS:
        where = (v.screen_name, len(layers))
        _choose(commands, layers, chosen.action)
        if (v.screen_name, len(stack(commands))) != where:
            v.focus = None  # another screen or sheet: Tab starts at its first button
        return True
    if key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN) and v.focus is not None:
        v.focus = None
        v.dirty = True
    return False


def _tab_order(host: Scene, layers: list[Layer]) -> list[Button]:
    """The buttons Tab walks: the topmost layer's, and on a scrolling page with no layer
    over it (:attr:`~.base.Screen.page_buttons`) the screen's others, then every button
    of the page, in the viewport or not."""
    shown = layers[-1].buttons(host)
    whole = current(host).page_buttons
    if whole is None or _page(host) is None:
        return shown
    page = whole(host)
    on_page = {b.action for b in page}
    return [b for b in shown if b.action not in on_page] + page


def _reveal(commands: Commands, action: str | None) -> None:
    """The scrolling page scrolls the button of ``action`` (the ring's) wholly into sight
    (:meth:`tanbo.ui.scrolling.PageScroll.reveal`); nothing when it is not on the page."""
    page, whole = _page(commands), current(commands).page_buttons
    if page is None or whole is None:
        return
    for b in whole(commands):
        if b.action == action:
            page[0].reveal(b.rect[1], b.rect[3], page[1])
            return


def tab_stays(host: Scene) -> str:
    """Which Tab the game takes now (:func:`tanbo.ui.focus.tab_stays`), for the page."""
    return focus.tab_stays(host.view.focus, _tab_order(host, stack(host)))


def draw(host: Scene, surf: pygame.Surface) -> None:
    """Draw the current screen and its buttons, then the topmost layer over it (an open
    sheet, or an open question, which hides the sheet) and its buttons."""
    ground = stack(host)[0]
    surf.fill(theme.BACKGROUND)
    ground.draw(host, surf)
    top = stack(host)[-1]  # (as the screen drawn left it)
    hovered = _hit(top.buttons(host), host.view.mouse)
    for b in ground.buttons(host):
        b.draw(surf, b.action == hovered)
    if top is not ground:
        top.draw(host, surf)
        for b in top.buttons(host):
            b.draw(surf, b.action == hovered)
    ring = focus.focused(host.view.focus, top.buttons(host))
    if ring is not None:
        focus.draw_ring(surf, ring)
    current(host).draw_version(host, surf)
