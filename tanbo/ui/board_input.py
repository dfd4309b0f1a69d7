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

A board screen describes its board now with a :class:`Board` (may a move be played,
is a point legal, its name, whether the tap asks) and hands a tap to :func:`press` with
what playing means on that screen; its status text shows :func:`prompt`. The touch's
armed point is the view state's ``touch_armed`` (one per window: it is cleared when a
screen opens or closes, and when a move is played). The kind of input is the view
state's :class:`~tanbo.ui.modality.Modality`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from tanbo.ui import input_strings  # noqa: F401  (adds the prompts' texts)

if TYPE_CHECKING:
    from tanbo.ui.settings import Settings
    from tanbo.ui.view import ViewState

__all__ = ["Board", "InputHost", "press", "prompt", "one_tap_toggle", "toggle_one_tap",
           "ACTIONS"]


@dataclass(frozen=True)
class Board:
    """A board screen's board as the input model sees it now.

    ``live``: a move may be played now (the person to move in the live position);
    ``legal``: whether a move on a point is legal; ``name``: a point's name ("c4");
    ``asking``: a tap asks "Why?" instead of playing; ``cursor``: the board has the
    keyboard's cursor (arrows and Enter).
    """

    live: bool
    legal: Callable[[int], bool]
    name: Callable[[int], str]
    asking: bool = False
    cursor: bool = False


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
