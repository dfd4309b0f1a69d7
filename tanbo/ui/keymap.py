"""Every key of the UI in one table, each naming the action a button of that name takes.

A :class:`Binding` maps a key (with Ctrl held, not held, or either) on some screens to
an action ``name[:arg]``, taken through the same :data:`tanbo.ui.screens.ACTIONS` as
the buttons: Ctrl+Z and U do what the Undo button (``undo``) does, Esc on the game
screen what Home (``home``) does. A few actions are keys only (``cursor:*``,
``play``, ``show_line``, ``fullscreen``, and PageUp/PageDown's ``page:*`` and
``why_page:*``, which scroll a page or the "Why?" answer a page at a time).

The scopes are the screens' names (:data:`~tanbo.ui.view.GAME`, ``MENU``, ``RULES``)
and four more: :data:`CONFIRM` (an open yes/no question: only its keys do anything),
:data:`MORE` (the game screen's "More" sheet, asked before the game's keys),
:data:`ANSWER` (the rules assistant's sheet, likewise) and
:data:`EVERYWHERE` (every screen, asked first); the three layers over a screen
(:class:`tanbo.ui.screens.base.Layer`) are named by theirs. :func:`scopes` gives the
order they are asked in; :func:`action_for` finds a key's action. "Ctrl" is Ctrl or Cmd.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from tanbo.ui.view import DISPLAY, GAME, HOME, LEARN, LESSON, MENU, PUZZLES, RULES, STATS

__all__ = [
    "ANY",
    "CTRL",
    "PLAIN",
    "CONFIRM",
    "MORE",
    "EVERYWHERE",
    "ANSWER",
    "Binding",
    "KEYMAP",
    "is_ctrl",
    "scopes",
    "action_for",
]

ANY, CTRL, PLAIN = "any", "ctrl", "plain"
"""A binding's modifiers: either, Ctrl (or Cmd) held, Ctrl not held."""

CONFIRM, MORE, EVERYWHERE = "confirm", "more", "*"
"""The scopes that are not screens: an open question, the "More" sheet, every screen."""
ANSWER = "answer"
"""The scope of the rules assistant's open sheet (asked before the game's keys)."""


@dataclass(frozen=True)
class Binding:
    """``key`` (with ``mods``: :data:`ANY`, :data:`CTRL` or :data:`PLAIN`) takes
    ``action`` in each of ``where`` (screen names or the other scopes)."""

    key: int
    action: str
    where: tuple[str, ...]
    mods: str = ANY

    def matches(self, key: int, mod: int) -> bool:
        """True when a press of ``key`` with modifiers ``mod`` is this binding's."""
        if key != self.key:
            return False
        return self.mods == ANY or (self.mods == CTRL) == is_ctrl(mod)


_G, _PAGES = (GAME,), (MENU, RULES, STATS, PUZZLES, LEARN, LESSON, DISPLAY)
_BOARDS = (GAME, LESSON, PUZZLES)  # the screens with a board (tanbo.ui.board_input)

KEYMAP: tuple[Binding, ...] = (
    # an open question: yes or no, nothing else
    Binding(pygame.K_y, "confirm:yes", (CONFIRM,)),
    Binding(pygame.K_RETURN, "confirm:yes", (CONFIRM,)),
    Binding(pygame.K_KP_ENTER, "confirm:yes", (CONFIRM,)),
    Binding(pygame.K_n, "confirm:no", (CONFIRM,)),
    Binding(pygame.K_ESCAPE, "confirm:no", (CONFIRM,)),
    Binding(pygame.K_l, "offer_lang", (CONFIRM,)),  # the first start's question: its language
    # every screen
    Binding(pygame.K_F11, "fullscreen", (EVERYWHERE,)),
    # the "More" sheet over the game screen (its other keys are the game's)
    Binding(pygame.K_ESCAPE, "close_more", (MORE,)),
    # the rules assistant's sheet over the game screen (its other keys are the game's)
    Binding(pygame.K_ESCAPE, "why_close", (ANSWER,)),
    Binding(pygame.K_PAGEUP, "why_page:up", (ANSWER,)),  # its answer, not the review under it
    Binding(pygame.K_PAGEDOWN, "why_page:down", (ANSWER,)),
    # every board: the cursor and Enter (the game, a lesson, a puzzle)
    Binding(pygame.K_LEFT, "cursor:left", _BOARDS),
    Binding(pygame.K_RIGHT, "cursor:right", _BOARDS),
    Binding(pygame.K_UP, "cursor:up", _BOARDS),
    Binding(pygame.K_DOWN, "cursor:down", _BOARDS),
    Binding(pygame.K_RETURN, "play", _BOARDS),
    Binding(pygame.K_KP_ENTER, "play", _BOARDS),
    Binding(pygame.K_SPACE, "play", _BOARDS),
    # the game screen (README "Keys")
    Binding(pygame.K_z, "undo", _G, CTRL),
    Binding(pygame.K_u, "undo", _G, PLAIN),
    Binding(pygame.K_y, "redo", _G, CTRL),
    Binding(pygame.K_n, "menu", _G),
    Binding(pygame.K_ESCAPE, "home", _G),
    Binding(pygame.K_p, "pass", _G),
    Binding(pygame.K_a, "analyse", _G, PLAIN),
    Binding(pygame.K_v, "show_line", _G, PLAIN),
    Binding(pygame.K_h, "hints", _G),
    Binding(pygame.K_d, "danger", _G),
    Binding(pygame.K_m, "muted", _G),
    Binding(pygame.K_s, "share", _G, PLAIN),
    Binding(pygame.K_c, "share", _G, CTRL),
    Binding(pygame.K_PAGEUP, "prev", _G),
    Binding(pygame.K_PAGEDOWN, "next", _G),
    Binding(pygame.K_HOME, "first", _G),
    Binding(pygame.K_END, "last", _G),
    Binding(pygame.K_w, "why", _G, PLAIN),
    Binding(pygame.K_SLASH, "happened", _G, PLAIN),
    # the new-game menu
    Binding(pygame.K_RETURN, "start", (MENU,)),
    Binding(pygame.K_KP_ENTER, "start", (MENU,)),
    # every screen's keys but the question's
    Binding(pygame.K_ESCAPE, "back", _PAGES),
    Binding(pygame.K_HOME, "home", _PAGES),  # (the game's Home key is review's "first")
    Binding(pygame.K_l, "lang", (*_G, *_PAGES, HOME)),
    Binding(pygame.K_t, "type_command", (*_G, *_PAGES, HOME), PLAIN),  # the page's command box
    Binding(pygame.K_v, "import", (*_G, *_PAGES, HOME), CTRL),
    Binding(pygame.K_s, "export", (*_G, *_PAGES, HOME), CTRL),
    # a screen's scrolling page or text area (the game's PageUp/PageDown review moves)
    Binding(pygame.K_PAGEUP, "page:up", (*_PAGES, HOME)),
    Binding(pygame.K_PAGEDOWN, "page:down", (*_PAGES, HOME)),
    # home: Enter continues the game in progress
    Binding(pygame.K_RETURN, "continue", (HOME,)),
    Binding(pygame.K_KP_ENTER, "continue", (HOME,)),
)
"""Every key binding (see the module docstring); README "Keys" lists them for players."""


def is_ctrl(mod: int) -> bool:
    """True when ``mod`` holds Ctrl (or Cmd)."""
    return bool(mod & (pygame.KMOD_CTRL | pygame.KMOD_META))


def scopes(screen: str, layer: str | None = None) -> tuple[str, ...]:
    """The scopes a key is looked up in, in order, with ``layer`` the scope of the
    topmost layer open over the ``screen`` (``None`` or the screen's name: none): an
    open question's alone (:data:`CONFIRM`), else every screen's, the layer's (the
    "More" sheet's, the assistant's sheet's), then the ``screen``'s own."""
    if layer == CONFIRM:
        return (CONFIRM,)
    if layer is None or layer == screen:
        return (EVERYWHERE, screen)
    return (EVERYWHERE, layer, screen)


def action_for(where: Sequence[str], key: int, mod: int) -> tuple[str, str] | None:
    """The first binding of ``key`` with ``mod`` in the scopes ``where`` (in order), as
    ``(scope, action)``; ``None`` when the key does nothing there."""
    for scope in where:
        for b in KEYMAP:
            if scope in b.where and b.matches(key, mod):
                return scope, b.action
    return None
