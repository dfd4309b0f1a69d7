"""The App: one object that owns the window, the game session and the UI state.

Each :meth:`App.frame` does: events -> intents -> engine -> a slice of the
computer player -> draw (only when something changed) -> flip. :meth:`App.run`
calls it once per tick with one ``await asyncio.sleep(0)`` (pygbag's rule);
tests post pygame events and call :meth:`App.frame` directly.

The App keeps the session, the players, the settings, which screen is open, the
frame loop and the actions shared by the screens (moves, undo, save, the analysis,
draw offers). Each screen's layout, drawing, buttons and input live in its module
of :mod:`tanbo.ui.screens`, dispatched through its registry; input arrives through
:mod:`tanbo.ui.events`, records in and out through :mod:`tanbo.ui.transfer`. None of
them imports the App: they use it as a :class:`~tanbo.ui.host.Host`.

The App is the same for every game: what is particular to the game being
played (drawing, previews, effects, texts, rules) comes from its
:class:`~tanbo.ui.games.GameView`, :attr:`App.game`.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from tanbo import __version__
from tanbo.ai.analysis import DEPTHS
from tanbo.errors import TanboError
from tanbo.game import BLACK, WHITE
from tanbo.players import Player, make_player
from tanbo.ui import events, screens, theme, transfer
from tanbo.ui.analysis_run import GameAnalysisRun
from tanbo.ui.confirm import OTHER, YES, Confirm
from tanbo.ui.games import GameView, game_view
from tanbo.ui.i18n import LANGUAGES, reason_text, tr
from tanbo.ui.layout import (
    DEFAULT_SIZE,
    BoardLayout,
    ScreenLayout,
    full_moves,
    screen_layout,
    ui_scale,
)
from tanbo.ui.linkplay import LinkPlay
from tanbo.ui.render import BoardCache, Fonts
from tanbo.ui.screens import GAME, MENU
from tanbo.ui.searches import DrawJudge, HintSearch
from tanbo.ui.session import Session
from tanbo.ui.settings import WINDOW_MIN, Settings
from tanbo.ui.settings import short as _short
from tanbo.ui.sound import Sounds, prepare_mixer, quiet_stderr
from tanbo.ui.storage import IS_WEB, Store, data_dir, default_store
from tanbo.ui.window import open_window, page_pixel_ratio, page_size

__all__ = ["App", "Settings", "WINDOW_MIN", "frame_wait_s"]


MESSAGE_CHARS = 400  # a status message is cut here (errors may quote long input)





class App:
    """The whole game UI; construct, then call :meth:`frame` per tick or ``await run()``."""

    def __init__(
        self,
        store: Store | None = None,
        *,
        computer_delay_ms: int = theme.COMPUTER_DELAY_MS,
        seed: int | None = None,
        export_dir: Path | None = None,
        clock_ms: Callable[[], int] | None = None,
        link: str | None = None,
        share_window: Any = None,
        window: tuple[int, int] | None = None,
    ) -> None:
        """``link``: a game link to open at start (the browser reads the page's own);
        ``share_window`` stands in for the browser window in tests; ``window``: the
        window's size (benchmarks; else the remembered one, or the page's)."""
        prepare_mixer(IS_WEB)
        with quiet_stderr():  # audio libraries complain on stderr when there is no device
            pygame.init()
        Fonts.reset()
        self._caption = ""
        if theme.ICON.exists() and not IS_WEB:
            with contextlib.suppress(pygame.error):
                pygame.display.set_icon(pygame.image.load(str(theme.ICON)))
        self.store: Store = store if store is not None else default_store()
        self.export_dir = export_dir if export_dir is not None else data_dir() / "records"
        self.computer_delay_ms = computer_delay_ms
        self.seed = seed
        self._clock_ms = clock_ms or pygame.time.get_ticks
        self.running = True
        self.dirty = True
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
        self.cursor = 0
        self.fading: list[tuple[int, int, int]] = []  # point, colour, start ms
        self.turning: list[tuple[int, int, int, int]] = []  # point, from, to colour, start ms
        self.counting: list[tuple[int, int, int]] = []  # colour, captures to count up, start ms
        self.over_dismissed = False
        self.list_scroll: int | None = None  # first move-list row, None = follow
        self.last_move_ms = 0
        self.thinking_ply: int | None = None
        self.frames_drawn = 0
        self.board_cache = BoardCache()
        self.last_draw_at = 0  # ms of the last drawn frame (the spinner redraws at SPINNER_FPS)
        self.last_event_at = 0  # ms of the last input event or busy frame (see frame_rate)
        self.last_draw_ms = 0.0
        self._preview_key: tuple[int, int, int] | None = None
        self._preview: Any = None
        self._view_key: tuple[int, int | None] | None = None
        self._view_state: Any = None
        # search-made hints (games whose hints are the computer's suggestion)
        self.hint = HintSearch()
        # a draw offer: the colour that offered and, against a computer, its judging search
        self.draw_offer: int | None = None
        self._judge: DrawJudge | None = None
        self.analysis = GameAnalysisRun()  # the computer's analysis of the game on screen

        self.settings = Settings()
        self.keep_game = False  # True: an unreadable save could not be moved: never save over it
        self.unreadable: list[str] = []  # the store's names of saves set aside, oldest first
        self._load_settings()
        self.fullscreen = False
        self.more_open = False  # the "More" sheet of a compact layout
        self.rules_page = 0  # a narrow window's rules: 0 the text, 1 the figures
        if window is not None:
            wanted = window
        elif IS_WEB:  # the page's size (web/fit.js), else the default until it says
            wanted = page_size() or DEFAULT_SIZE
        else:
            wanted = self.settings.window or DEFAULT_SIZE
        # device pixels per CSS pixel of the canvas (the browser's capped devicePixelRatio)
        self.pixel_ratio = _start_pixel_ratio()
        self.screen: pygame.Surface = open_window(wanted, self.fullscreen)
        self.window_size: tuple[int, int] = self.screen.get_size()
        self.ui: ScreenLayout = self._layout_for(*self.window_size)
        self.sounds = Sounds(self.settings.muted)
        self.session = self._fresh_session()
        transfer.restore_game(self)
        self._take_analysis()
        self.refresh_unreadable()
        self.settings.choose_game(self.session.game)  # the menu offers the saved game
        self.players: dict[int, Player] = {}
        self._make_players()
        self.cursor = self._centre_point()
        self.last_move_ms = self.now()
        self._set_caption()
        self.links = LinkPlay(self, share_window)
        self.links.startup(link)

    # ------------------------------------------------------------- utilities

    def now(self) -> int:
        """Milliseconds since start (injectable for tests)."""
        return self._clock_ms()

    def t(self, key: str, **values: object) -> str:
        """A UI text in the current language (the current game's own text if it has one)."""
        return self.game.t(self.settings.lang, key, **values)

    @property
    def game(self) -> GameView:
        """The view of the game being played."""
        return game_view(self.session.game)

    @property
    def rules_game(self) -> GameView:
        """The game whose rules the rules screen shows: the menu's choice when opened
        from the menu, else the game being played."""
        if self.came_from and self.came_from[-1] == MENU:
            return game_view(self.settings.game)
        return self.game

    def _set_caption(self) -> None:
        """The window caption names the game being played."""
        caption = f"{self.game.title('en')} {__version__}"
        if caption != self._caption:
            self._caption = caption
            pygame.display.set_caption(caption)

    def side_name(self, colour: int) -> str:
        """``Black``/``White`` in the current language."""
        return tr(self.settings.lang, "black" if colour == BLACK else "white")

    def say(self, text: str, warn: bool = False) -> None:
        """Show a status message for a while (cut at :data:`MESSAGE_CHARS` with "…")."""
        self.message = _short(text, MESSAGE_CHARS)
        self.message_warn = warn
        self.message_until = self.now() + theme.MESSAGE_MS
        self.dirty = True

    def _load_settings(self) -> None:
        """Read the settings; anything wrong: the defaults and a message (never a crash)."""
        try:
            raw = self.store.load("settings")
            if raw is not None:
                self.settings = Settings.from_json(raw)
        except (OSError, UnicodeDecodeError, ValueError, TanboError) as exc:
            self.say(tr(self.settings.lang, "settings_bad", error=_short(str(exc))), warn=True)

    def refresh_unreadable(self) -> None:
        """Look again for saves set aside (the menu offers the newest)."""
        try:
            self.unreadable = self.store.asides("game")
        except OSError:
            self.unreadable = []
        self.dirty = True

    def save(self) -> None:
        """Save the game record and the settings (failures become a message)."""
        try:
            if not self.keep_game:
                self.session.analysis = self.analysis.comments(self.session.state)
                self.store.save("game", self.session.save_text())
            self.store.save("settings", self.settings.to_json())
        except (OSError, TanboError) as exc:
            self.say(f"save failed: {_short(str(exc))}", warn=True)

    def _fresh_session(self) -> Session:
        s = self.settings
        session = Session(s.size[0], s.size[1], s.setup, s.players, game=s.game)
        session.by_link = s.by_link
        return session

    def _stop_thinking(self) -> None:
        """Cancel any computer player's search (undo, redo, new game) and a pending draw offer."""
        for p in self.players.values():
            p.cancel()
        self.thinking_ply = None
        self.draw_offer = None
        self._judge = None

    def _make_players(self) -> None:
        self._stop_thinking()
        self.players = {
            colour: make_player(self.session.players[colour], self.seed)
            for colour in (BLACK, WHITE)
        }

    def _centre_point(self) -> int:
        geo = self.session.state.geometry
        return int(geo.index(geo.height // 2, geo.width // 2))

    @property
    def layout(self) -> BoardLayout:
        """Where the current board is drawn."""
        geo = self.session.state.geometry
        return BoardLayout.fit(self.ui.board, geo.width, geo.height)

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
        if not IS_WEB and not self.fullscreen and self.settings.window != (w, h):
            self.settings.window = (w, h)
            self.save_settings()

    def _layout_for(self, w: int, h: int) -> ScreenLayout:
        """The layout of a ``w`` x ``h`` window at its UI scale (text at that scale too)."""
        ui = screen_layout(w, h, ui_scale(w, h, self.pixel_ratio))
        Fonts.set_scale(ui.text_scale)
        return ui

    def relayout(self) -> None:
        """Lay every screen out for the window surface's size now."""
        w, h = self.screen.get_size()
        old_per_row = self.ui.per_row
        self.window_size = (w, h)
        self.ui = self._layout_for(w, h)
        if self.list_scroll is not None:  # the same first move stays at the top
            self.list_scroll = self.list_scroll * old_per_row // self.ui.per_row
        self.dirty = True

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
        self.dirty = True

    def save_settings(self) -> None:
        """Save only the settings (failures become a message)."""
        try:
            self.store.save("settings", self.settings.to_json())
        except (OSError, TanboError) as exc:
            self.say(f"save failed: {_short(str(exc))}", warn=True)

    @property
    def computer_to_move(self) -> bool:
        """True when the live game waits for a computer player."""
        st = self.session.state
        return not self.session.is_over and not self.session.is_human(st.to_move)

    @property
    def thinking(self) -> bool:
        """True when a computer is (about to be) thinking and not paused by review."""
        return (
            self.screen_name == GAME
            and self.computer_to_move
            and not self.session.reviewing
            and self.draw_offer is None
        )

    @property
    def hint_searching(self) -> bool:
        """True while a search-made hint for the human to move is still being worked out."""
        return (
            self.settings.hints
            and self.game.search_hints
            and self.screen_name == GAME
            and self.session.human_to_move
            and not self.session.reviewing
            and self.draw_offer is None
            and self.hint.pending(self._hint_now())
        )

    @property
    def judging(self) -> bool:
        """True while the computer weighs a draw offer."""
        return self._judge is not None

    @property
    def busy(self) -> bool:
        """True while something on screen moves (fades, spinner): tick at full rate."""
        return (
            bool(self.fading or self.turning or self.counting)
            or self.thinking
            or self.hint_searching
            or self._judge is not None
            or self.analysing
            or self.dirty
        )

    @property
    def analysing(self) -> bool:
        """True while the analysis of the game runs (in frame slices)."""
        return self.analysis.running

    def view_state(self) -> Any:
        """The position on screen (cached replay while reviewing)."""
        if not self.session.reviewing:
            return self.session.state
        key = (id(self.session), self.session.view_ply)
        if key != self._view_key or self._view_state is None:
            self._view_key = key
            self._view_state = self.session.view_state()
        return self._view_state

    def preview_point(self) -> int | None:
        """The point whose move is previewed (mouse hover or keyboard cursor)."""
        if self.session.reviewing or not self.session.human_to_move:
            return None
        return self.cursor if self.keyboard else self.hover

    def preview(self) -> Any:
        """What the previewed move would do (the game's preview; cached per ply and point)."""
        p = self.preview_point()
        st = self.session.state
        if p is None or not st.is_legal(p):
            return None
        key = (id(self.session), st.ply, p)
        if key != self._preview_key:
            self._preview_key = key
            self._preview = self.game.preview(st, p)
        return self._preview

    # --------------------------------------------------------------- screens

    def open_screen(self, name: str) -> None:
        """Show screen ``name``; Esc or Back returns to the screen it was opened from."""
        self.more_open = False
        self.rules_page = 0
        if name != self.screen_name:
            self.came_from.append(self.screen_name)
            self.screen_name = name
        self.dirty = True

    def close_screen(self) -> None:
        """Return to the screen the current one was opened from (else the game)."""
        self.screen_name = self.came_from.pop() if self.came_from else GAME
        if self.screen_name == GAME:
            self.came_from.clear()
        self.dirty = True

    def show_game(self) -> None:
        """Go straight to the game screen (after a new game or an import)."""
        self.screen_name = GAME
        self.came_from.clear()
        self.dirty = True

    # ---------------------------------------------------------------- frame

    def frame(self) -> bool:
        """Handle pending events, advance the game, redraw if needed; False = quit."""
        events = pygame.event.get()
        for event in events:
            self.handle(event)
        if events or self.busy:
            self.last_event_at = self.now()
        if IS_WEB:  # the page was resized or turned: web/fit.js names the new size
            size, ratio = page_size(), page_pixel_ratio()
            if ratio != self.pixel_ratio:  # (e.g. the page moved to another monitor)
                self.pixel_ratio = ratio
                self.relayout()
            if size is not None and size != self.window_size:
                self.resize(size)
        if self.notice:
            self.say(self.notice)
            self.notice = ""
        now = self.now()
        if self.analysis.follow(self.session.state):
            self.dirty = True  # moves changed under the analysis: it keeps what still holds
        self._advance(now)
        self.links.poll(now)
        if self.dirty:
            self.links.sync()
        spin = (self.thinking or self.hint_searching or self._judge is not None
                or self.analysing) and self._spinner_due(now)
        if self.dirty or self.fading or self.turning or self.counting or spin:
            self.last_draw_at = now
            start = time.perf_counter()
            screens.draw(self, self.screen)
            pygame.display.flip()
            self.last_draw_ms = (time.perf_counter() - start) * 1000.0
            self.frames_drawn += 1
            self.dirty = False
        return self.running

    def frame_rate(self) -> int:
        """Frames a second for the next frame: FPS_ACTIVE while anything moves,
        FPS_IDLE while input is recent, FPS_DOZE after DOZE_AFTER_MS of nothing."""
        if self.busy:
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
        if self._judge is not None:
            accept = self._judge.step()
            if accept is not None:
                self.answer_draw(accept)
        elif self.thinking and now - self.last_move_ms >= self.computer_delay_ms:
            self._computer_slice()
        elif self.analysing and not self.thinking:
            # a frame that redraws (the progress, at SPINNER_FPS) searches only a short slice
            redraws = self.dirty or self._spinner_due(now)
            budget = theme.AI_SLICE_MS if redraws else theme.ANALYSIS_SLICE_MS
            if self.analysis.step(budget):
                self.save()  # the finished analysis is kept with the game
                self.dirty = True
        elif self.hint_searching and self.hint.step(self._hint_now(), self.session.state,
                                                    self.seed):
            self.dirty = True  # the hint was found

    def _hint_now(self) -> tuple[int, int]:
        return (id(self.session), self.session.state.ply)

    def shown_suggestion(self) -> int | None:
        """The search-made hint for the live position, once found (else ``None``)."""
        return self.hint.shown(self._hint_now())

    def ai_slice_ms(self) -> float:
        """The computer's thinking time this frame: most of the frame when only the
        spinner moves, a short slice while stones fade or the screen must redraw."""
        if self.fading or self.dirty:
            return theme.AI_SLICE_MS
        return theme.AI_SLICE_IDLE_MS

    def _computer_slice(self) -> None:
        st = self.session.state
        player = self.players[st.to_move]
        if self.thinking_ply != st.ply:
            # the live state (its move history lets a search reuse its tree);
            # it does not change until the player answers or is cancelled
            player.start(st)
            self.thinking_ply = st.ply
        move = player.step(self.ai_slice_ms())
        if move is None:
            return
        self.thinking_ply = None
        if not st.is_legal(move):  # a broken player must not break the game
            self.say(f"computer chose an illegal move {move!r}", warn=True)
            move = st.legal_moves()[0]
        self._apply(move, by_human=False)

    # ------------------------------------------------------------ analysis

    def analyse(self) -> None:
        """Start the computer's analysis of the game (or stop the running one)."""
        if self.analysis.running:
            self.analysis.cancel()
            self.save()
        elif not self.session.state.move_stack:
            self.say(self.t("analysis.nothing"))
        else:
            self.analysis.start(self.session.state, self.settings.depth, self.seed)
            if self.session.is_over:
                self.over_dismissed = True  # the graph and the marks are in the panel
        self.dirty = True

    def _take_analysis(self) -> None:
        """Show the analysis saved with the session's game, if any.

        One that cannot be read is left out with a message; the game itself is kept.
        """
        saved = self.session.analysis
        self.analysis.clear()
        if saved is None:
            return
        try:
            self.analysis.restore(self.session.state, *saved)
        except ValueError as exc:
            self.session.analysis = None
            self.say(self.t("analysis.bad", error=_short(str(exc))), warn=True)

    def next_depth(self) -> None:
        """Cycle the analysis depth (quick, deep); a running analysis restarts at it."""
        names = list(DEPTHS)
        self.settings.depth = names[(names.index(self.settings.depth) + 1) % len(names)]
        if self.analysis.running:
            self.analysis.cancel()
            self.analysis.start(self.session.state, self.settings.depth, self.seed)
        self.save()
        self.dirty = True

    # ---------------------------------------------------------- draw offers

    def offer_draw(self) -> None:
        """The human to move offers a draw (games whose rules allow agreeing one).

        A human opponent is asked (:meth:`answer_draw`); a computer opponent
        searches the position for a moment and accepts only when its search
        says it is not winning.
        """
        s = self.session
        if not self.game.agree_draw or s.is_over or s.reviewing or self.draw_offer is not None:
            return
        if not s.human_to_move:
            self.say(self.t("not_your_turn"))
            return
        offerer = s.state.to_move
        self.draw_offer = offerer
        if s.is_human(3 - offerer):
            self.say(self.t("draw.offered", side=self.side_name(offerer)))
        else:
            self._judge = DrawJudge(s.state, self.seed)
            self.say(self.t("draw.judging"))
        self.dirty = True

    def answer_draw(self, accept: bool) -> None:
        """Accept or decline the pending draw offer."""
        if self.draw_offer is None:
            return
        self.draw_offer = None
        self._judge = None
        if accept:
            self.session.agree_draw()
            self.over_dismissed = False
            self.sounds.play("win")
            self.say(self.t("draw.accepted"))
            self.save()
        else:
            self.say(self.t("draw.declined"))
        self.dirty = True

    def pass_turn(self) -> None:
        """The human to move passes (games with a pass move)."""
        if self.game.pass_move is not None:
            self.try_move(self.game.pass_move)
        elif not self.session.is_over:
            self.say(self.t("no_pass"))  # P learnt in another game: say why nothing happens

    # ---------------------------------------------------------------- moves

    def tap(self, point: int, touch: bool) -> None:
        """A click or tap on a board point.

        A mouse click plays at once (the hover showed what it does). A touch
        screen has no hover: the first tap on a legal point previews its move,
        a second tap on the same point plays it, a tap elsewhere moves the
        preview. A tap on an illegal point says why at once.
        """
        self.keyboard = False
        self.cursor = point
        st = self.session.state
        if touch and self.touch_armed != point and self.session.human_to_move \
                and not self.session.reviewing and st.is_legal(point):
            self.touch_armed = point
            self.hover = point
            self.dirty = True
            return
        self.touch_armed = None
        self.try_move(point)

    def try_move(self, point: int) -> bool:
        """A human move at ``point``: play it, or say why not. True if played."""
        s = self.session
        if s.reviewing:
            self.say(self.t("reviewing"))
            return False
        if s.is_over:
            return False
        if self.draw_offer is not None:
            self.say(self.t("draw.pending"))
            return False
        if not s.human_to_move:
            self.say(self.t("not_your_turn"))
            return False
        reason = s.state.why_illegal(point)
        if reason is not None:
            self.say(
                self.t(
                    "illegal",
                    point=s.state.move_text(point),
                    reason=reason_text(self.settings.lang, reason),
                ),
                warn=True,
            )
            self.sounds.play("illegal")
            return False
        self._apply(point)
        return True

    def _apply(self, point: int, by_human: bool = True) -> None:
        colour = self.session.state.to_move
        effect = self.session.play(point)
        now = self.now()
        shown = self.game.effects(effect, colour, point)
        self.fading.extend((p, c, now) for p, c in shown.fades)
        self.turning.extend((p, a, b, now) for p, a, b in shown.turns)
        self.counting.extend((c, n, now) for c, n in shown.counted.items() if n)
        self.sounds.play(shown.sound)
        self.last_move_ms = now
        self.list_scroll = None
        if by_human:  # a person's move answers any message; the computer's leaves it
            self.message = ""
        if self.session.is_over:
            self.over_dismissed = False
            self.sounds.play("win")
        self.dirty = True
        self.save()

    def undo(self) -> None:
        """Undo back to the human's previous turn."""
        self._stop_thinking()
        was_over = self.session.is_over
        if self.session.undo() or was_over != self.session.is_over:
            self._clear_effects()
            self.over_dismissed = False
            self.last_move_ms = self.now()
            self.list_scroll = None
            self.save()
        self.dirty = True

    def redo(self) -> None:
        """Redo undone moves up to the next human turn."""
        if self.session.redo():
            self._stop_thinking()
            self.last_move_ms = self.now()
            self.list_scroll = None
            self.save()
        self.dirty = True

    def _clear_effects(self) -> None:
        self.fading.clear()
        self.turning.clear()
        self.counting.clear()

    def new_game(self) -> None:
        """Start a game with the menu's size, setup and players (asks before losing one)."""
        self.replace_session(self._fresh_session(), "confirm.new")

    def replace_session(
        self, session: Session, question: str, done: str = "", *, ask: bool = True
    ) -> None:
        """Play ``session`` from now on; first ask (``question`` key) if a game would be lost.

        A game is lost when it has moves and is not over. ``done`` is said once
        the new session is in place (imports say what they loaded). ``ask=False``
        when the caller knows nothing is lost (a link that continues the game).
        """
        def install() -> None:
            self._install(session)
            if done:
                self.say(done)

        st = self.session.state
        if ask and st.ply and not self.session.is_over:
            self.ask(self.t(question, n=full_moves(st.ply)), install)
        else:
            install()

    def ask(
        self, question: str, on_yes: Callable[[], None], yes: str = "btn.replace",
        no: str = "btn.keep",
    ) -> None:
        """Open a yes/no question; ``on_yes`` runs only if the player says yes.

        ``yes`` and ``no`` are the keys of the buttons' labels.
        """
        self.confirm = Confirm(question, self.t(yes), self.t(no), on_yes)
        self.dirty = True

    def answer(self, action: str) -> None:
        """Close the open question with ``YES`` or ``NO``."""
        c, self.confirm = self.confirm, None
        if c is not None and action == YES:
            c.on_yes()
        elif c is not None and action == OTHER and c.on_other is not None:
            c.on_other()
        self.dirty = True

    def _install(self, session: Session) -> None:
        self.session = session
        self._take_analysis()
        self.links.sync()  # a new game arrived: moves from now on are made here
        self.settings.choose_game(session.game)  # the menu offers the game being played
        self._make_players()
        self._set_caption()
        self._clear_effects()
        self.keyboard = False  # the cursor shows again with the first arrow key
        self.touch_armed = None
        self.over_dismissed = False
        self.list_scroll = None
        self.cursor = self._centre_point()
        self.last_move_ms = self.now()
        self.show_game()
        self.message = ""
        self.save()
        self.dirty = True

    def review(self, ply: int | None) -> None:
        """Show the position after ``ply`` moves (``None`` = live)."""
        self.session.set_view(ply)
        self.list_scroll = None
        if self.session.reviewing:
            self.over_dismissed = True
        self.dirty = True

    # ------------------------------------------------------------- settings

    def toggle(self, name: str) -> None:
        """Flip a boolean setting: ``hints``, ``danger``, ``muted``."""
        setattr(self.settings, name, not getattr(self.settings, name))
        self.sounds.muted = self.settings.muted
        self.save()
        self.dirty = True

    def next_language(self) -> None:
        """Switch English <-> Russian."""
        i = LANGUAGES.index(self.settings.lang)
        self.settings.lang = LANGUAGES[(i + 1) % len(LANGUAGES)]
        self.save()
        self.dirty = True

    # -------------------------------------------------------- import/export

    def export_record(self) -> None:
        """Natively write the record to a file (and the clipboard); in the browser show it."""
        transfer.export_record(self)

    def import_record(self, text: str | None = None) -> bool:
        """Load a record (given, or from the browser prompt / clipboard / import file)."""
        return transfer.import_record(self, text)

    def open_link(self, text: str) -> bool:
        """Open a game link (asks before replacing an unfinished game); False if it is bad."""
        return self.links.open(text)

    def share(self) -> None:
        """Copy the current game's link (the browser may show it to copy instead)."""
        self.links.share()

    def import_file(self, path: str) -> bool:
        """Load a record file (dropped on the window; read up to the size limit)."""
        return transfer.import_file(self, path)

    # ------------------------------------------------ saves that could not be read

    def offer_unreadable(self) -> None:
        """Show the newest save set aside: load it, delete it (asks again) or close."""
        transfer.offer_unreadable(self)

    def import_unreadable(self) -> bool:
        """Import the newest save set aside (as a record: the player asked for it)."""
        return transfer.import_unreadable(self)

    def delete_unreadable(self) -> None:
        """Delete the newest save set aside, after the player confirms."""
        transfer.delete_unreadable(self)

    # --------------------------------------------------------------- events

    def handle(self, event: pygame.event.Event) -> None:
        """Turn one pygame event into an intent (:mod:`tanbo.ui.events`)."""
        events.handle(self, event)





def _start_pixel_ratio() -> float:
    """The canvas's device pixels per CSS pixel at start (1 natively)."""
    return page_pixel_ratio() if IS_WEB else 1.0


def frame_wait_s(fps: int, spent_s: float) -> float:
    """Seconds to wait after a frame that took ``spent_s`` to keep ``fps`` (never < 0)."""
    return max(0.0, 1.0 / fps - spent_s)
