"""The interaction and animation state: what changes with each input and each frame.

:class:`ViewState` holds what every screen shares: which screen is open (and the ones
to return to), an open yes/no question, the status message, the pointer, the hovered
point, the keyboard cursor, a touch's armed preview (:mod:`tanbo.ui.board_input`), the
input modality (:mod:`tanbo.ui.modality`), the stones fading and turning, the captures
counting up, the window's :class:`~tanbo.ui.layout.ScreenLayout` and whether
the screen must be redrawn.

A screen's own state (the move list's scroll, the "More" sheet, the rules' page, the
rules assistant's mode and answer, the Statistics screen's page...) is a
:class:`ScreenState` of the screen's module, kept here by its class
(:meth:`ViewState.state`): the view creates it on first use and tells it what happens
to every screen (another screen opened, the game on screen moved, the sheets closed),
each state deciding what that means for it.

It knows nothing of the game being played: the commands (:mod:`tanbo.ui.commands`)
change it as they act on the session, the input (:mod:`tanbo.ui.events`) as the
pointer moves, and the frame loop (:mod:`tanbo.ui.app`) as time passes; the screens
(:mod:`tanbo.ui.screens`) read it to draw.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from tanbo.ui import theme
from tanbo.ui.confirm import Confirm
from tanbo.ui.layout import DEFAULT_SIZE, ScreenLayout, screen_layout
from tanbo.ui.modality import Modality
from tanbo.ui.render import BoardCache
from tanbo.ui.settings import short

__all__ = ["ViewState", "ScreenState", "GAME", "MENU", "RULES", "STATS", "PUZZLES", "LEARN",
           "LESSON", "HOME", "DISPLAY", "MESSAGE_CHARS"]

GAME, MENU, RULES, STATS = "game", "menu", "rules", "stats"
"""The screens' names (:data:`ViewState.screen_name`)."""
PUZZLES = "puzzles"  # the Puzzles screen (tanbo.ui.screens.puzzles)
LEARN, LESSON = "learn", "lesson"  # Learn to play: the course, one lesson (screens.learn/lesson)
HOME = "home"  # what a returning player can do next (tanbo.ui.screens.home)
DISPLAY = "display"  # larger text, high contrast, reduced motion (tanbo.ui.screens.display)

MESSAGE_CHARS = 400  # a status message is cut here (errors may quote long input)


class ScreenState:
    """A screen's own state, kept by the view state (:meth:`ViewState.state`).

    A subclass (a screen module's) is made with no arguments, on first use; the view
    tells every state made what happens to all screens through these hooks, which do
    nothing unless the subclass says otherwise.
    """

    def screen_opened(self, name: str) -> None:
        """Screen ``name`` was opened (:meth:`ViewState.open_screen`)."""

    def game_moved(self) -> None:
        """The game on screen moved: a move, an undo or redo, review, another game."""

    def close_sheet(self) -> None:
        """Another sheet opens over the screen: close this state's own, if it has one."""


_S = TypeVar("_S", bound=ScreenState)


class ViewState:
    """What is on screen and how it moves (see the module docstring).

    ``clock_ms`` gives the milliseconds since start (injectable for tests); ``ui`` is
    the window's layout until the frame loop lays the window out again.
    """

    def __init__(self, clock_ms: Callable[[], int], ui: ScreenLayout | None = None) -> None:
        self._clock_ms = clock_ms
        self.ui: ScreenLayout = ui if ui is not None else screen_layout(*DEFAULT_SIZE)
        self.dirty = True  # the screen must be drawn again
        self.screen_name = GAME
        self.came_from: list[str] = []  # the screens to return to (Esc, Back)
        self.confirm: Confirm | None = None  # an open yes/no question
        self.message = ""
        self.message_warn = False
        self.message_until = 0
        self.notice = ""  # a one-time message to show once the current input is handled
        self.mouse = (-1, -1)
        self.hover: int | None = None
        self.keyboard = False  # last board input came from the keyboard
        self.touch_armed: int | None = None  # touch: the point a second tap plays
        self.modality = Modality()  # the last kind of input (touch, mouse, keyboard)
        self.focus: str | None = None  # the Tab-focused button's action (tanbo.ui.focus)
        self.cursor = 0
        self.fading: list[tuple[int, int, int]] = []  # point, colour, start ms
        self.turning: list[tuple[int, int, int, int]] = []  # point, from, to colour, start ms
        self.counting: list[tuple[int, int, int]] = []  # colour, captures to count up, start ms
        self.over_dismissed = False
        self.motion = True  # False: reduced motion, no animations (tanbo.ui.display)
        self.board_cache = BoardCache()
        self._states: dict[type[ScreenState], ScreenState] = {}  # the screens' own, by class

    def state(self, kind: type[_S]) -> _S:
        """The screen state of class ``kind`` (made on first use, then kept)."""
        found = self._states.get(kind)
        if not isinstance(found, kind):
            found = self._states[kind] = kind()
        return found

    def game_moved(self) -> None:
        """The game on screen moved (a move, undo, redo, review, another game): every
        screen state hears it (the move list follows the shown move again)."""
        for state in self._states.values():
            state.game_moved()

    def close_sheets(self) -> None:
        """Close every sheet open over the screen (one more is about to open)."""
        for state in self._states.values():
            state.close_sheet()
        self.dirty = True

    def now(self) -> int:
        """Milliseconds since start."""
        return self._clock_ms()

    def say(self, text: str, warn: bool = False) -> None:
        """Show a status message for a while (cut at :data:`MESSAGE_CHARS` with "…")."""
        self.message = short(text, MESSAGE_CHARS)
        self.message_warn = warn
        self.message_until = self.now() + theme.MESSAGE_MS
        self.dirty = True

    # --------------------------------------------------------------- screens

    def open_screen(self, name: str) -> None:
        """Show screen ``name``; Esc or Back returns to the screen it was opened from.

        Every screen state hears it (a sheet closes, the rules open on their first page).
        """
        for state in self._states.values():
            state.screen_opened(name)
        self.touch_armed = None  # a preview belongs to the board it was tapped on
        if name != self.screen_name:
            self.came_from.append(self.screen_name)
            self.screen_name = name
        self.dirty = True

    def close_screen(self) -> None:
        """Return to the screen the current one was opened from (else the game)."""
        self.screen_name = self.came_from.pop() if self.came_from else GAME
        self.touch_armed = None
        if self.screen_name == GAME:
            self.came_from.clear()
        self.dirty = True

    def show_game(self) -> None:
        """Go straight to the game screen (after a new game or an import)."""
        self.screen_name = GAME
        self.came_from.clear()
        self.dirty = True

    # ------------------------------------------------------------ animations

    @property
    def animating(self) -> bool:
        """True while stones fade or turn or captures count up."""
        return bool(self.fading or self.turning or self.counting)

    def start_effects(self, fades: list[tuple[int, int]], turns: list[tuple[int, int, int]],
                      counted: dict[int, int], now: int) -> None:
        """A move's animations from ``now``: stones fading out, stones turning over, captures
        counting up. With reduced motion (:attr:`motion` off) none: the board shows the
        position after the move at once."""
        if not self.motion:
            return
        self.fading.extend((p, c, now) for p, c in fades)
        self.turning.extend((p, a, b, now) for p, a, b in turns)
        self.counting.extend((c, n, now) for c, n in counted.items() if n)

    def spin_ms(self) -> int:
        """The time a spinner is drawn at: now, or always 0 with reduced motion (it stands
        still)."""
        return self.now() if self.motion else 0

    def clear_effects(self) -> None:
        """Stop every animation (undo, a new game)."""
        self.fading.clear()
        self.turning.clear()
        self.counting.clear()

    def expire(self, now: int) -> None:
        """Drop the animations and the message whose time is over (redraw once they go)."""
        if self.fading:
            self.fading = [f for f in self.fading if now - f[2] < theme.FADE_MS]
            if not self.fading:
                self.dirty = True
        if self.turning:
            self.turning = [f for f in self.turning if now - f[3] < theme.TURN_MS]
            if not self.turning:
                self.dirty = True
        if self.counting:
            self.counting = [c for c in self.counting if now - c[2] < theme.COUNT_MS]
            if not self.counting:
                self.dirty = True
        if self.message and now >= self.message_until:
            self.message = ""
            self.dirty = True
