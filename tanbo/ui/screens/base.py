"""What every screen shares: the :class:`Screen` and :class:`Layer` records, the
:data:`Action` type, the actions of buttons found on more than one screen, and small
helpers.

A screen module (:mod:`.game`, :mod:`.menu`, :mod:`.rules`) builds one ``Screen``, and
one ``Layer`` for each sheet that opens over it (the game screen's "More" sheet and the
rules assistant's answer); the registry in :mod:`tanbo.ui.screens` stacks the open
layers over the screen and dispatches the drawing, clicks, the wheel and the keys to
the topmost, and the buttons' and the keys' actions (:mod:`tanbo.ui.keymap`) through
:data:`tanbo.ui.screens.ACTIONS`. Drawing gets the :class:`~tanbo.ui.host.Scene`;
clicks, the wheel and actions the :class:`~tanbo.ui.commands.Commands`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from tanbo import __version__
from tanbo.players import PLAYER_KINDS
from tanbo.ui import design, theme
from tanbo.ui.board_input import one_tap_toggle
from tanbo.ui.i18n import tr
from tanbo.ui.lang import LANGUAGES, language, next_code
from tanbo.ui.modality import keyed
from tanbo.ui.render import Fonts
from tanbo.ui.view import GAME, MENU, RULES
from tanbo.ui.widgets import Button, draw_text

if TYPE_CHECKING:
    from tanbo.ui.board_input import Board
    from tanbo.ui.commands import Commands
    from tanbo.ui.host import PageScene, Scene
    from tanbo.ui.layout import BoardLayout
    from tanbo.ui.scrolling import PageScroll, Viewport

__all__ = [
    "GAME",
    "MENU",
    "RULES",
    "Screen",
    "Layer",
    "Action",
    "BoardKeys",
    "ACTIONS",
    "player_label",
    "toggles",
    "fit_size",
    "draw_version_corner",
]

Action = Callable[["Commands", str], None]
"""A button's or a key's action: the commands and the argument after the action's ``:``."""

BoardKeys = tuple["Board", Callable[[int], None]]
"""A board screen's board for the keyboard: the :class:`~tanbo.ui.board_input.Board` now
and what Enter does with the cursor's point (play it, ask about it, or say why not)."""


def _no_click(commands: Commands, pos: tuple[int, int], touch: bool) -> None:
    return None


def _no_wheel(commands: Commands, rows: int) -> None:
    return None


def _passes_wheel(commands: Commands, rows: int) -> bool:
    return False


def _no_choice(commands: Commands, action: str) -> None:
    return None


def draw_version_corner(host: PageScene, surf: pygame.Surface) -> None:
    """The version in a bottom corner of the window (screens without a header): the right
    one, else the left one, whichever is bare background (it is drawn last: nothing is
    drawn over it, and it over nothing); none when neither is."""
    w, h = host.view.ui.size
    px = host.view.ui.px
    text = host.t("version", v=__version__)
    tw, th = Fonts.get(design.CAPTION).size(text)
    for x in (w - px(design.SPACE_S) - tw, px(design.SPACE_S)):
        rect = pygame.Rect(x, h - px(design.SPACE_XS) - th, tw, th)
        if _bare(surf, rect.inflate(px(8), px(4))):
            draw_text(surf, text, rect.topleft, design.CAPTION, theme.TEXT_DIM,
                      box=(rect.x - px(4), rect.y - px(4), tw + px(8), th + px(8)))
            return


def _bare(surf: pygame.Surface, rect: pygame.Rect) -> bool:
    """True when ``rect`` is inside ``surf`` and all of it is the background colour."""
    if not surf.get_rect().contains(rect):
        return False
    plain = pygame.mask.from_threshold(surf.subsurface(rect), theme.BACKGROUND, (2, 2, 2, 255))
    return bool(plain.count() == rect.width * rect.height)


@dataclass(frozen=True)
class Layer:
    """A sheet or a question over the screen, taking the input while it is open.

    ``scope``: its keys' scope in the keymap (asked before the screen's; the question's
    :data:`~tanbo.ui.keymap.CONFIRM` alone); ``is_open`` tells whether it is open now;
    ``buttons`` are its own (they take every click, and only the topmost layer's are
    live), ``draw`` draws all but them; ``click`` is a click that hit none of them;
    ``wheel`` the mouse wheel, True if taken (else it goes to the layer under it, down to
    the screen); ``chosen`` hears every button's action taken while it is open (before
    the action), on it or on a layer over it; ``large_text``: it is laid out for the
    larger text (:attr:`Screen.large_text`), so the screen under it keeps its text factor
    while it is open (:func:`text_factor`).
    """

    scope: str
    is_open: Callable[[Scene], bool]
    buttons: Callable[[Scene], list[Button]]
    draw: Callable[[Scene, pygame.Surface], None]
    click: Callable[[Commands, tuple[int, int], bool], None] = _no_click
    wheel: Callable[[Commands, int], bool] = _passes_wheel
    chosen: Callable[[Commands, str], None] = _no_choice
    large_text: bool = False


@dataclass(frozen=True)
class Screen:
    """One screen: its drawing, its buttons and its input.

    ``draw`` draws all but the buttons (the registry draws those, hovered or not);
    ``buttons`` are the screen's own; ``click`` is a click that hit no button,
    ``wheel`` the mouse wheel (both get the commands); the keys are the keymap's
    (:mod:`tanbo.ui.keymap`, the screen's name its scope); ``layers``: the sheets that
    open over the screen, lowest first (an open one takes the input instead: see
    :class:`Layer`); ``board``: the pointer hovers over board points on this screen,
    those of ``board_layout`` when given (else the game's board); ``keys``: its board for
    the keyboard now and what Enter does at a point (``None``: no board now; the one
    rule is :mod:`tanbo.ui.board_input`'s); ``scroll``: the page's
    scroll and viewport while its page is taller than the window (``None``: it fits), for
    dragging it, the wheel (its ``wheel`` has the wheel only while it returns ``None``) and
    PageUp/PageDown (:mod:`tanbo.ui.scrolling`); ``page_buttons``: the
    buttons of that page as at its top, every one, in order (the screen's ``buttons``
    keep those in the viewport): Tab walks them after the screen's others and scrolls
    the one it rings into sight; ``point``: a point (or
    the pass) chosen without a pointer (the text interface's command box), taken as a click
    there by the board's input model (:mod:`tanbo.ui.board_input`); ``large_text``: its
    layout fits the larger text by layout at every window size, so it gets the text factor the zoom
    cannot give (:attr:`~tanbo.ui.layout.ScreenLayout.text_factor`, a phone at 150%;
    the other screens are zoomed only; a function: whether it is now, e.g. not while a
    box it has not laid out for it is open). Its sheets and questions are drawn zoomed
    only unless laid out for the factor too (:attr:`Layer.large_text`): while another is
    open, the screen under it is too (:func:`text_factor`).
    """

    name: str
    draw: Callable[[Scene, pygame.Surface], None]
    buttons: Callable[[Scene], list[Button]]
    click: Callable[[Commands, tuple[int, int], bool], None] = _no_click
    wheel: Callable[[Commands, int], None] = _no_wheel
    layers: tuple[Layer, ...] = ()
    draw_version: Callable[[Scene, pygame.Surface], None] = draw_version_corner
    board: bool = False
    board_layout: Callable[[Scene], BoardLayout | None] | None = None
    keys: Callable[[Commands], BoardKeys | None] | None = None
    scroll: Callable[[Scene], tuple[PageScroll, Viewport] | None] | None = None
    page_buttons: Callable[[Scene], list[Button]] | None = None
    point: Callable[[Commands, int], None] | None = None
    large_text: bool | Callable[[Scene], bool] = False


def text_factor(screen: Screen, scene: Scene, above: Sequence[Layer]) -> float:
    """The text factor ``screen``'s fonts take now: the layout's where it is laid out for
    the larger text (:attr:`Screen.large_text`) and so is every layer open ``above`` it
    (:attr:`Layer.large_text`), else 1."""
    wants = screen.large_text(scene) if callable(screen.large_text) else screen.large_text
    if wants and all(layer.large_text for layer in above):
        return scene.view.ui.text_factor
    return 1.0


def player_label(scene: PageScene, key: str) -> str:
    """A player kind's name in the current language."""
    kind = PLAYER_KINDS.get(key)
    name = kind.label if kind else key  # (English: the registry's; others translate it)
    text = tr(scene.settings.lang, f"player.{key}")
    return name if text == f"player.{key}" else text


def toggles(scene: PageScene) -> tuple[tuple[str, str, bool], ...]:
    """The settings' toggle buttons, ``(label, action, on)``: hints, danger, sound, language,
    and on a touch device "One-tap play" (:mod:`tanbo.ui.board_input`)."""
    t, s = scene.t, scene.settings
    touch = (one_tap_toggle(scene),) if scene.view.modality.touch_device else ()
    return (
        (keyed(scene.view, t("btn.hints"), "H"), "hints", s.hints),
        (keyed(scene.view, t("btn.danger"), "D"), "danger", s.danger),
        (keyed(scene.view, t("btn.sound"), "M"), "muted", not s.muted),
        (language(next_code(s.lang)).name, "lang", False),  # names the language it gives
        *touch,
    )


def language_buttons(
    current: str, right: int, y: int, room: int, size: tuple[int, int], gap: int
) -> list[Button]:
    """The language buttons ending at ``right``: one per language of the registry
    (``size`` each, ``gap`` apart, the current one lit) when they fit ``room``, else one
    button naming the next language (a tap turns to it; every language is a few taps
    away)."""
    w, h = size
    codes = list(LANGUAGES)
    if len(codes) * w + (len(codes) - 1) * gap > room:
        following = next_code(current)
        return [Button((right - w, y, w, h), LANGUAGES[following].name, f"setlang:{following}",
                       size=16)]
    left = right - len(codes) * w - (len(codes) - 1) * gap
    return [Button((left + i * (w + gap), y, w, h), LANGUAGES[code].name, f"setlang:{code}",
                   on=code == current, size=16) for i, code in enumerate(codes)]


def fit_size(text: str, size: int, bold: bool, width: int, min_size: int = 12) -> int:
    """The largest size up to ``size`` at which ``text`` is at most ``width`` wide."""
    while size > min_size and Fonts.get(size, bold).size(text)[0] > width:
        size -= 1
    return size


def _ignore(result: object) -> None:
    """An action's result is not wanted (the commands say what happened)."""


ACTIONS: Mapping[str, Action] = {
    "confirm": lambda commands, arg: commands.answer(f"confirm:{arg}"),
    "undo": lambda commands, arg: commands.moves.undo(),
    "redo": lambda commands, arg: commands.moves.redo(),
    "hints": lambda commands, arg: commands.toggle("hints"),
    "danger": lambda commands, arg: commands.toggle("danger"),
    "muted": lambda commands, arg: commands.toggle("muted"),
    "lang": lambda commands, arg: commands.next_language(),
    "fullscreen": lambda commands, arg: commands.toggle_fullscreen(),
    "type_command": lambda commands, arg: commands.type_command(),
    "menu": lambda commands, arg: commands.open_screen(MENU),
    "rules": lambda commands, arg: commands.open_screen(RULES),
    "back": lambda commands, arg: commands.close_screen(),
    "share": lambda commands, arg: commands.records.share(),
    "analyse": lambda commands, arg: commands.computer.analyse(),
    "depth": lambda commands, arg: commands.computer.next_depth(),
    "pass": lambda commands, arg: commands.moves.pass_turn(),
    "offer_draw": lambda commands, arg: commands.moves.offer_draw(),
    "export": lambda commands, arg: commands.records.export_record(),
    "import": lambda commands, arg: _ignore(commands.records.import_record()),
    "unreadable": lambda commands, arg: commands.records.offer_unreadable(),
}
"""The actions of buttons on more than one screen (the name before an action's ``:``),
and the window's ``fullscreen`` (a key only)."""
