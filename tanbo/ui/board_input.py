"""The one input model of every board (the game, a lesson, a puzzle, "Why?"), and the
prompt that says what the next tap or click will do.

* **A mouse**: hovering over a point previews its move (the screen draws the hover);
  a click plays it.
* **A finger** has no hover: the first tap on a point previews its move (the stone and
  what it would do), a second tap on the same point plays it, a tap on another point
  moves the preview there. With the setting "One-tap play" (``Settings.one_tap``) a tap
  plays at once. A tap on a point where no move can be played now (an illegal point,
  not the person's turn) goes to the screen at once, which says why.
* **"Why?" mode** (the game screen): a tap or click asks about the point at once (asking
  changes nothing, so there is nothing to confirm).
* **The keyboard** (every board: the game, a lesson, a puzzle): the arrows move a
  visible cursor (:func:`step`; it previews its point as a mouse's hover does) and
  Enter or Space plays at it, or asks "Why?" in that mode (:func:`enter`). The arrows
  and Enter belong to the board unless a button has the focus ring (Tab,
  :mod:`tanbo.ui.focus`): then Enter presses the button and an arrow takes the ring off
  and moves the cursor.

A board screen describes its board now with a :class:`Board` (may a move be played,
is a point legal, its name, whether the tap asks, its size) and hands a tap to
:func:`press`, an arrow to :func:`step` and Enter to :func:`enter` with what playing
means on that screen (:class:`~tanbo.ui.screens.base.Screen` ``keys``); its status
text shows :func:`prompt`. The touch's armed point is the view state's
``touch_armed`` (one per window: it is cleared when a screen opens or closes, and when
a move is played). The kind of input is the view state's
:class:`~tanbo.ui.modality.Modality`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from tanbo.ui import input_strings  # noqa: F401  (adds the prompts' texts)

if TYPE_CHECKING:
    from tanbo.ui.settings import Settings
    from tanbo.ui.view import ViewState

__all__ = ["Board", "InputHost", "press", "step", "enter", "cursor_at", "pointed",
           "STEPS", "prompt", "one_tap_toggle", "toggle_one_tap", "ACTIONS"]


@dataclass(frozen=True)
class Board:
    """A board screen's board as the input model sees it now.

    ``live``: a move may be played now (the person to move in the live position);
    ``legal``: whether a move on a point is legal; ``name``: a point's name ("c4");
    ``asking``: a tap asks "Why?" instead of playing; ``cursor``: the board has the
    keyboard's cursor (arrows and Enter); ``width`` x ``height``: its points (the
    cursor's room).
    """

    live: bool
    legal: Callable[[int], bool]
    name: Callable[[int], str]
    asking: bool = False
    cursor: bool = False
    width: int = 0
    height: int = 0


class InputHost(Protocol):
    """What the input model reads and changes: the view state, the settings, the texts."""

    @property
    def view(self) -> ViewState:
        """The view state (the armed point, the hover, the modality)."""

    @property
    def settings(self) -> Settings:
        """The player's settings ("One-tap play")."""

    def t(self, key: str, **values: object) -> str:
        """A UI text in the current language."""


def press(host: InputHost, board: Board, point: int, touch: bool,
          play: Callable[[int], None]) -> bool:
    """A click (or a tap, ``touch``) on ``point`` of ``board``: a finger's first tap on a
    legal point previews (False), else ``play(point)`` is called (True).

    ``play`` is what the screen does with a move: play it, or say why not.
    """
    v = host.view
    first_tap = (touch and not host.settings.one_tap and not board.asking and board.live
                 and v.touch_armed != point and board.legal(point))
    v.dirty = True
    if first_tap:
        v.touch_armed = point
        v.hover = point  # the preview the screen draws (a finger has no hover of its own)
        return False
    v.touch_armed = None
    play(point)
    return True


STEPS: Mapping[str, tuple[int, int]] = {
    "left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}
"""An arrow's step of the cursor by its name (``cursor:left``): ``(columns, rows)``."""


def cursor_at(host: InputHost, board: Board) -> int:
    """The keyboard's cursor on ``board``: the view state's, or the board's centre when
    that is not one of its points (the cursor came from a bigger board)."""
    n = board.width * board.height
    at = host.view.cursor
    if 0 <= at < n:
        return at
    return (board.height // 2) * board.width + board.width // 2


def pointed(host: InputHost, board: Board) -> int | None:
    """The point whose move ``board`` previews now: the keyboard's cursor after an arrow,
    else the mouse's hover (or a finger's first tap)."""
    v = host.view
    if v.keyboard and board.cursor:
        return cursor_at(host, board)
    return v.hover


def step(host: InputHost, board: Board, direction: str) -> None:
    """An arrow (``direction``: a key of :data:`STEPS`): the cursor one point over,
    kept on the board, and shown (a finger's waiting preview goes)."""
    if not board.cursor or direction not in STEPS:
        return
    dc, dr = STEPS[direction]
    row, col = divmod(cursor_at(host, board), board.width)
    col = min(max(col + dc, 0), board.width - 1)
    row = min(max(row + dr, 0), board.height - 1)
    v = host.view
    v.cursor = row * board.width + col
    v.keyboard = True
    v.touch_armed = None
    v.dirty = True


def enter(host: InputHost, board: Board, play: Callable[[int], None]) -> None:
    """Enter or Space: ``play(point)`` at the cursor (as :func:`press`'s ``play``: play
    it, ask about it in "Why?" mode, or say why not)."""
    if not board.cursor:
        return
    v = host.view
    v.cursor = cursor_at(host, board)
    v.keyboard = True
    v.touch_armed = None
    v.dirty = True
    play(v.cursor)


def prompt(host: InputHost, board: Board) -> str:
    """What the next tap or click on ``board`` will do, as a sentence ("" when a tap
    would do nothing: not the person's turn, the puzzle solved)."""
    v, t = host.view, host.t
    mode = v.modality
    keys = board.cursor and mode.last == "keyboard"
    if board.asking:
        return t("input.ask.key" if keys else "input.ask.tap" if mode.touch
                 else "input.ask.click")
    if not board.live:
        return ""
    armed = v.touch_armed
    if armed is not None and board.legal(armed):
        return t("input.confirm", point=board.name(armed))
    if keys:
        return t("input.play.key")
    if mode.touch:
        return t("input.play.tap" if host.settings.one_tap else "input.play.preview")
    return t("input.play.click")


class ToggleHost(InputHost, Protocol):
    """What the "One-tap play" toggle uses besides the input model's: saving."""

    def save(self) -> None:
        """Save the game and the settings."""


def one_tap_toggle(host: InputHost) -> tuple[str, str, bool]:
    """The "One-tap play" setting's toggle button as ``(label, action, on)``."""
    return host.t("btn.one_tap"), "one_tap", host.settings.one_tap


def toggle_one_tap(host: ToggleHost, arg: str = "") -> None:
    """Turn "One-tap play" on or off (saved); a preview waiting for its second tap goes."""
    host.settings.one_tap = not host.settings.one_tap
    host.view.touch_armed = None
    host.save()
    host.view.dirty = True


ACTIONS: Mapping[str, Callable[[ToggleHost, str], None]] = {"one_tap": toggle_one_tap}
"""The input model's actions: ``one_tap`` (the setting's toggle)."""
