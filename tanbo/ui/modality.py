"""The input modality: which kind of input the person used last (touch, mouse, keyboard)
and whether the device is a touch device, in one place.

The input (:mod:`tanbo.ui.events`) tells :class:`Modality` of every tap, click, pointer
move and key; what depends on it asks it:

* keyboard hints in labels ("Start game (Enter)", "(Esc)", "(W)") show only where there
  is a keyboard: once a key has been pressed, or on a device that is not a touch device
  while no finger has been used (:attr:`Modality.show_keys`, :func:`keyed`);
* the board's prompts say "tap" or "click" (:mod:`tanbo.ui.board_input`);
* thinking on the person's time defaults to off on a touch device
  (:attr:`Modality.touch_device`, :func:`tanbo.ui.settings.Settings.pondering`).

In the browser the page tells whether its main pointer is a finger
(``matchMedia("(pointer: coarse)")``, :func:`tanbo.ui.window.page_is_touch`); natively
the device is a touch device once a finger has been used.
"""

from __future__ import annotations

from typing import Literal, Protocol

__all__ = ["Modality", "TOUCH", "MOUSE", "KEYBOARD", "Kind", "keyed"]

Kind = Literal["touch", "mouse", "keyboard"]
TOUCH: Kind = "touch"
MOUSE: Kind = "mouse"
KEYBOARD: Kind = "keyboard"


class Modality:
    """The last kind of input and whether the device is a touch device.

    ``touch_device``: what the page says of its main pointer (``False`` natively); a
    finger used once makes it one for the rest of the run.
    """

    def __init__(self, touch_device: bool = False) -> None:
        self.last: Kind | None = None  # nothing used yet
        self.touch_seen = touch_device

    @property
    def touch_device(self) -> bool:
        """True on a device whose main pointer is a finger (or where one has been used)."""
        return self.touch_seen

    @property
    def touch(self) -> bool:
        """True when the last pointer input was a finger (or, before any, on a touch
        device): the board's prompts say "tap"."""
        return self.last == TOUCH or (self.last is None and self.touch_seen)

    @property
    def show_keys(self) -> bool:
        """True when labels should name their keys: a key has been pressed last, or no
        finger has been used on a device that is not a touch device."""
        if self.last == KEYBOARD:
            return True
        return self.last != TOUCH and not self.touch_seen

    def used(self, kind: Kind) -> bool:
        """The person used ``kind`` of input; True when that changed the modality (the
        screen's labels change with it: redraw)."""
        before = (self.last, self.touch_seen)
        self.last = kind
        if kind == TOUCH:
            self.touch_seen = True
        return (self.last, self.touch_seen) != before

    def pointer_moved(self, touch: bool) -> bool:
        """The pointer moved: a mouse's move makes the mouse the last input unless a finger
        was (a browser may report a mouse move after a tap); True when that changed."""
        if touch:
            return self.used(TOUCH)
        if self.last == TOUCH:
            return False
        return self.used(MOUSE)


class HasModality(Protocol):
    """Something that knows the input modality (the view state)."""

    @property
    def modality(self) -> Modality:
        """The input modality."""


def keyed(view: HasModality, label: str, key: str) -> str:
    """``label`` with its key in brackets ("Start game (Enter)") where there is a keyboard,
    else ``label`` alone."""
    return f"{label} ({key})" if view.modality.show_keys else label

