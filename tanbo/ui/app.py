"""The App: the window and the frame loop around the commands and the view state.

Each :meth:`App.frame` does: events -> intents (:mod:`tanbo.ui.events`, the keys by
:mod:`tanbo.ui.keymap`) -> commands (:mod:`tanbo.ui.commands`) -> a slice of the
computer player (or of the analysis, a hint, a draw offer's judging or the computer
thinking on the person's time, :mod:`tanbo.ui.pondering`) -> draw (only
when something changed) -> flip. :meth:`App.run` calls it once per tick with one
``await asyncio.sleep(0)`` (pygbag's rule), at a rate that drops when nothing moves;
tests post pygame events and call :meth:`App.frame` directly.

The App keeps the window (its surface, size, pixel ratio, full screen) and the frame
loop's clocks. What is on screen and how it moves is :attr:`App.view`
(:class:`~tanbo.ui.view.ViewState`); the session and everything that acts on it is
:attr:`App.commands` (:class:`~tanbo.ui.commands.Commands`). Each screen's layout,
drawing, buttons and clicks live in its module of :mod:`tanbo.ui.screens`; none of
them imports the App. The App is the same for every game: what is particular to the
game being played comes from its :class:`~tanbo.ui.games.GameView`.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from tanbo.ui import display, events, screens, theme
from tanbo.ui.commands import Commands
from tanbo.ui.display import text_factor_for, zoom_for
from tanbo.ui.js import PageEval, web_window
from tanbo.ui.lang import pick
from tanbo.ui.layout import DEFAULT_SIZE, BoardLayout, ScreenLayout, screen_layout, ui_scale
from tanbo.ui.render import Fonts
from tanbo.ui.screens import movelist
from tanbo.ui.screens.learn import offer_course as ask_about_course
from tanbo.ui.settings import WINDOW_MIN, Settings
from tanbo.ui.sound import prepare_mixer, quiet_stderr
from tanbo.ui.storage import IS_WEB, Store, data_dir, default_store
from tanbo.ui.view import HOME, ViewState
from tanbo.ui.window import (
    open_window,
    page_is_touch,
    page_languages,
    page_pixel_ratio,
    page_prefers_reduced_motion,
    page_size,
    publish_tab_stays,
)

if TYPE_CHECKING:
    from tanbo.ui.textweb import TextWeb

__all__ = ["App", "Settings", "WINDOW_MIN", "frame_wait_s"]


class App:
    """The whole game UI; construct, then call :meth:`frame` per tick or ``await run()``.

    ``view`` is what is on screen, ``commands`` the session and what acts on it.
    """

    def __init__(
        self,
        store: Store | None = None,
        *,
        computer_delay_ms: int = theme.COMPUTER_DELAY_MS,
        seed: int | None = None,
        export_dir: Path | None = None,
        clock_ms: Callable[[], int] | None = None,
        link: str | None = None,
        share_window: PageEval | None = None,
        window: tuple[int, int] | None = None,
        offer_course: bool | None = None,
    ) -> None:
        """``link``: a game link to open at start (the browser reads the page's own);
        ``share_window`` stands in for the browser window in tests; ``window``: the
        window's size (benchmarks; else the remembered one, or the page's);
        ``offer_course``: on a first start (no settings stored yet) ask once whether to
        take the lessons (default: only with the device's own store, not a given one)."""
        prepare_mixer(IS_WEB)
        with quiet_stderr():  # audio libraries complain on stderr when there is no device
            pygame.init()
        Fonts.reset()
        if theme.ICON.exists() and not IS_WEB:
            with contextlib.suppress(pygame.error):
                pygame.display.set_icon(pygame.image.load(str(theme.ICON)))
        self.view = ViewState(clock_ms or pygame.time.get_ticks)
        if IS_WEB:  # a phone's page: no keyboard hints, no thinking on the person's time
            self.view.modality.touch_seen = page_is_touch()
        device = store if store is not None else default_store()
        offer = (store is None if offer_course is None else offer_course) and _first_start(device)
        self.commands = Commands(
            self.view, device,
            export_dir=export_dir if export_dir is not None else data_dir() / "records",
            seed=seed, window=self,
        )  # reads the settings: the window opens at their size
        if offer and IS_WEB:  # a first start in a browser speaks the page's language
            self.commands.settings.lang = pick(page_languages())
        self.computer_delay_ms = computer_delay_ms
        self.running = True
        self.frames_drawn = 0
        self.last_draw_at = 0  # ms of the last drawn frame (the spinner redraws at SPINNER_FPS)
        self.last_event_at = 0  # ms of the last input event or busy frame (see frame_rate)
        self.last_draw_ms = 0.0
        self.fullscreen = False
        self.tab_stays: str | None = None  # what the page was last told (tanbo.ui.focus)
        if window is None and IS_WEB:  # the page's size (web/fit.js), else the default
            window = page_size() or DEFAULT_SIZE
        elif window is None:
            window = self.commands.settings.window or DEFAULT_SIZE
        # device pixels per CSS pixel of the canvas (the browser's capped devicePixelRatio)
        self.pixel_ratio = _start_pixel_ratio()
        self.screen: pygame.Surface = open_window(window, self.fullscreen)
        self.window_size: tuple[int, int] = self.screen.get_size()
        self.view.ui = self._layout_for(*self.window_size)
        display.apply(self.commands)  # larger text, high contrast, reduced motion
        self.view.screen_name = HOME  # the first screen (a link's game opens over it)
        self.commands.start(link, share_window)
        if self.view.screen_name == HOME:
            screens.home.go_home(self.commands)  # (it reads the course's progress)
        # the page's command box and live region (tanbo.ui.textweb): made after the first
        # frame is drawn (its modules are not the first screen's), in the browser only
        self.text: TextWeb | None = None
        if offer and self.view.confirm is None:  # a link's own question comes first
            ask_about_course(self.commands)

    def now(self) -> int:
        """Milliseconds since start (injectable for tests)."""
        return self.view.now()

    @property
    def layout(self) -> BoardLayout:
        """Where the current board is drawn."""
        return self.commands.layout

    # ---------------------------------------------------------------- window

    def resize(self, size: tuple[int, int]) -> None:
        """The window is now ``size``: lay every screen out again for it.

        The game, the hover and preview, an open dialog and the move list's scroll
        stay; natively the size is remembered in the settings.
        """
        if tuple(size) == self.window_size == self.screen.get_size():
            return  # e.g. the window's own event for our set_mode
        w, h = size
        if not IS_WEB:
            w, h = max(w, WINDOW_MIN[0]), max(h, WINDOW_MIN[1])
        # smaller than the minimum: made bigger
        self.screen = open_window((w, h), self.fullscreen)
        w, h = self.screen.get_size()
        self.relayout()
        settings = self.commands.settings
        if not IS_WEB and not self.fullscreen and settings.window != (w, h):
            settings.window = (w, h)
            self.commands.save_settings()

    def _layout_for(self, w: int, h: int) -> ScreenLayout:
        """The layout of a ``w`` x ``h`` window at its UI scale (text at that scale too)."""
        css = (w / self.pixel_ratio, h / self.pixel_ratio)
        text_size = self.commands.settings.text_size
        ui = screen_layout(w, h, ui_scale(w, h, self.pixel_ratio) * zoom_for(text_size, *css),
                           text_factor_for(text_size, *css))
        Fonts.set_scale(ui.text_scale)
        return ui

    def relayout(self) -> None:
        """Lay every screen out for the window surface's size now."""
        w, h = self.screen.get_size()
        view = self.view
        old_per_row = view.ui.per_row
        self.window_size = (w, h)
        view.ui = self._layout_for(w, h)
        movelist.relaid(view, old_per_row)  # a scrolled move list keeps its first move
        view.dirty = True

    def prefers_reduced_motion(self) -> bool:
        """The page's ``prefers-reduced-motion`` (False natively)."""
        return IS_WEB and page_prefers_reduced_motion()

    def focus_text_box(self) -> bool:
        """T: the keyboard's focus to the page's command box (False natively)."""
        return self.text is not None and self.text.focus()

    def toggle_fullscreen(self) -> None:
        """F11: full screen and back (native)."""
        if IS_WEB:
            return
        with contextlib.suppress(pygame.error):
            pygame.display.toggle_fullscreen()
            self.fullscreen = not self.fullscreen
        surface = pygame.display.get_surface()
        if surface is not None:
            self.screen = surface
            self.resize(surface.get_size())
        self.view.dirty = True

    # ---------------------------------------------------------------- frame

    @property
    def busy(self) -> bool:
        """True while something on screen moves (fades, spinner): tick at full rate."""
        return self.view.animating or self.commands.computer.searching or self.view.dirty

    def frame(self) -> bool:
        """Handle pending events, advance the game, redraw if needed; False = quit."""
        view, commands = self.view, self.commands
        pending = pygame.event.get()
        for event in pending:
            if not events.handle(commands, self, event):
                self.running = False
        if pending or self.busy:
            self.last_event_at = self.now()
        if IS_WEB:  # the page was resized or turned: web/fit.js names the new size
            size, ratio = page_size(), page_pixel_ratio()
            if ratio != self.pixel_ratio:  # (e.g. the page moved to another monitor)
                self.pixel_ratio = ratio
                self.relayout()
            if size is not None and size != self.window_size:
                self.resize(size)
        if self.text is not None:  # the page's command box and live region (tanbo.ui.textweb)
            self.text.frame()
        if view.notice:
            view.say(view.notice)
            view.notice = ""
        now = self.now()
        if commands.analysis.follow(commands.session.state):
            view.dirty = True  # moves changed under the analysis: it keeps what still holds
        self._advance(now)
        commands.links.poll(now)
        if view.dirty:
            commands.links.sync()
        spin = commands.computer.searching and self._spinner_due(now)
        if view.dirty or view.animating or spin:
            self.last_draw_at = now
            start = time.perf_counter()
            screens.draw(commands, self.screen)
            pygame.display.flip()
            self.last_draw_ms = (time.perf_counter() - start) * 1000.0
            self.frames_drawn += 1
            view.dirty = False
            if IS_WEB:
                self._publish_tab()
        if IS_WEB and self.text is None and self.frames_drawn:
            from tanbo.ui.textweb import TextWeb  # (after the first frame: see __init__)

            self.text = TextWeb(web_window(), commands)
        return self.running

    def _publish_tab(self) -> None:
        """Tell the page which Tab the game takes, when that changed (tanbo.ui.focus)."""
        stays = screens.tab_stays(self.commands)
        if stays != self.tab_stays:
            self.tab_stays = stays
            publish_tab_stays(stays)

    def frame_rate(self) -> int:
        """Frames a second for the next frame: FPS_ACTIVE while anything moves or the
        computer thinks on the person's time (a short slice a frame: a click is answered
        at once), FPS_IDLE while input is recent, FPS_DOZE after DOZE_AFTER_MS of nothing."""
        if self.busy or self.pondering:
            return theme.FPS_ACTIVE
        if self.now() - self.last_event_at < theme.DOZE_AFTER_MS:
            return theme.FPS_IDLE
        return theme.FPS_DOZE

    def _spinner_due(self, now: int) -> bool:
        """True when a spinner or progress bar is due for its next frame (SPINNER_FPS)."""
        return now - self.last_draw_at >= 1000 // theme.SPINNER_FPS

    async def run(self) -> None:
        """The main loop: one frame per tick, yielding to the browser every frame.

        Natively ``Clock.tick`` paces the loop. In the browser it would block the page's
        only thread (a busy wait: a core at ~75% while nothing moves), so there the rest
        of the frame's time is awaited instead (:func:`frame_wait_s`): the page idles
        between frames, and 60 fps while anything moves still holds.
        """
        clock = pygame.time.Clock()
        while True:
            started = time.perf_counter()
            if not self.frame():
                break
            fps = self.frame_rate()
            if IS_WEB:
                await asyncio.sleep(frame_wait_s(fps, time.perf_counter() - started))
            else:
                clock.tick(fps)
                await asyncio.sleep(0)
        pygame.quit()

    def _advance(self, now: int) -> None:
        """Time passes: animations and the message expire, then one search gets a slice
        (a draw offer's judging, else the computer to move, else the analysis, else a hint,
        else the computer thinking on the person's time)."""
        commands = self.commands
        self.view.expire(now)
        commands.puzzles.advance(now, self.computer_delay_ms)  # a puzzle's reply, when due
        computer = commands.computer
        if computer.judging:
            computer.judge_step()
        elif computer.thinking and now - commands.moves.last_move_ms >= self.computer_delay_ms:
            computer.computer_step(self.ai_slice_ms())
        elif computer.analysing and not computer.thinking:
            # a frame that redraws (the progress, at SPINNER_FPS) searches only a short slice
            redraws = self.view.dirty or self._spinner_due(now)
            computer.analysis_step(theme.AI_SLICE_MS if redraws else theme.ANALYSIS_SLICE_MS)
        elif computer.hint_searching:
            computer.hint_step()
        elif self.pondering:
            computer.ponder_step()

    @property
    def pondering(self) -> bool:
        """True when the computer thinks on the person's time this frame: the commands
        say it is due, and the window is shown (not minimised, not a hidden tab)."""
        if not self.commands.computer.pondering_due:
            return False
        try:
            return bool(pygame.display.get_active())
        except pygame.error:
            return False

    def ai_slice_ms(self) -> float:
        """The computer's thinking time this frame: most of the frame when only the
        spinner moves, a short slice while stones fade or the screen must redraw."""
        if self.view.fading or self.view.dirty:
            return theme.AI_SLICE_MS
        return theme.AI_SLICE_IDLE_MS


def _first_start(store: Store) -> bool:
    """True when no settings were ever stored: the app's first start on this device."""
    try:
        return store.load("settings") is None
    except (OSError, UnicodeDecodeError, ValueError):
        return False


def _start_pixel_ratio() -> float:
    """The canvas's device pixels per CSS pixel at start (1 natively)."""
    return page_pixel_ratio() if IS_WEB else 1.0


def frame_wait_s(fps: int, spent_s: float) -> float:
    """Seconds to wait after a frame that took ``spent_s`` to keep ``fps`` (never < 0)."""
    return max(0.0, 1.0 / fps - spent_s)
