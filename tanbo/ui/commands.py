"""The commands: everything the player (or the computer) does to the game.

:class:`Commands` owns the session and the services every command shares: the
settings and the saves, the view state, the sounds, the analysis of the game, the
profiles, the lessons, the puzzles and the game's link play. It starts a game and
puts a new one in place, asks the yes/no questions and flips the settings. The rest
is in four parts, each an object of its own module that the buttons and the keys call
directly:

- ``commands.moves`` (:class:`~tanbo.ui.moves.Moves`): a click or a confirmed tap (the
  one board input model: :mod:`tanbo.ui.board_input`), the keyboard's cursor, undo and
  redo, the review, pass, the draw offers; what the board shows;
- ``commands.computer`` (:class:`~tanbo.ui.computer.Computer`): the computer players
  and every search run in frame slices (its move, a draw offer's judging, the
  analysis, hints, pondering) and the predicates that say which is due;
- ``commands.records`` (:class:`~tanbo.ui.record_commands.RecordCommands`): records
  and links in and out, and the saves set aside;
- ``commands.profile_commands`` (:class:`~tanbo.ui.profile_commands.ProfileCommands`):
  the profiles opened, finished games recorded, a side's profile, profile data in
  and out.

The parts reach what they share through the :class:`~tanbo.ui.host.Core` protocol
(which :class:`Commands` is by its shape); the screens read the commands through the
:class:`~tanbo.ui.host.Scene` protocol. Everything says what happened through the
:class:`~tanbo.ui.view.ViewState`. The buttons' and the keys' actions
(:data:`tanbo.ui.screens.ACTIONS`, fed by :data:`tanbo.ui.keymap.KEYMAP`) call these
methods and the parts'; the frame loop (:class:`~tanbo.ui.app.App`) gives the computer
its slices of thinking. Nothing here draws, nor knows the screens.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Protocol

import pygame

from tanbo import __version__
from tanbo.errors import TanboError
from tanbo.game import BLACK
from tanbo.ui import transfer
from tanbo.ui.analysis_run import GameAnalysisRun
from tanbo.ui.computer import Computer
from tanbo.ui.confirm import OTHER, YES, Confirm
from tanbo.ui.games import GenericView, game_view
from tanbo.ui.i18n import tr
from tanbo.ui.js import PageEval
from tanbo.ui.lang import next_code
from tanbo.ui.layout import BoardLayout, full_moves
from tanbo.ui.lesson_desk import LessonDesk
from tanbo.ui.linkplay import LinkPlay
from tanbo.ui.moves import Moves
from tanbo.ui.profile_commands import ProfileCommands
from tanbo.ui.puzzle_desk import PuzzleDesk
from tanbo.ui.record_commands import RecordCommands
from tanbo.ui.render import fit_board
from tanbo.ui.session import Session
from tanbo.ui.settings import Settings
from tanbo.ui.settings import short as _short
from tanbo.ui.sound import Sounds
from tanbo.ui.storage import Store
from tanbo.ui.view import HOME, MENU, ViewState

__all__ = ["Commands", "Window"]


class Window(Protocol):
    """The window's own commands (the frame loop's: :class:`~tanbo.ui.app.App`)."""

    def toggle_fullscreen(self) -> None:
        """Full screen and back (native)."""

    def relayout(self) -> None:
        """Lay every screen out again (the display's zoom changed)."""

    def prefers_reduced_motion(self) -> bool:
        """The page's ``prefers-reduced-motion`` (False natively)."""

    def focus_text_box(self) -> bool:
        """The keyboard's focus to the page's command box; False when there is none
        (natively: the text interface is ``python -m tanbo play --text``)."""


class Commands:
    """The session, the shared services and the four parts (see the module docstring).

    Built in two steps: ``Commands(view, store, ...)`` reads the settings (the window
    opens at their size), then :meth:`start` makes the session, the players and the
    link play. ``window`` takes the window's own commands (full screen).
    """

    def __init__(
        self,
        view: ViewState,
        store: Store,
        *,
        export_dir: Path,
        seed: int | None,
        window: Window | None = None,
    ) -> None:
        self.view = view
        self.store = store
        self.export_dir = export_dir
        self.seed = seed
        self.window = window
        self.settings = Settings()
        self.lessons = LessonDesk(store)  # Learn to play: progress and the open lesson
        self.keep_game = False  # True: an unreadable save could not be moved: never save over it
        self.unreadable: list[str] = []  # the store's names of saves set aside, oldest first
        self.analysis = GameAnalysisRun()  # the computer's analysis of the game on screen
        # the parts: the profiles, the computer's thinking, the moves, the records
        self.profile_commands = ProfileCommands(self)
        self.computer = Computer(self)
        self.moves = Moves(self, self.computer, self.profile_commands)
        self.computer.moves = self.moves  # the computer plays and answers draws through them
        self.records = RecordCommands(self)
        self._caption = ""
        self._load_settings()

    def start(self, link: str | None = None, share_window: PageEval | None = None) -> None:
        """Make the session (the saved game, if any), the players and the link play, and
        open ``link`` if given (``share_window`` stands in for the browser's window)."""
        self.sounds = Sounds(self.settings.muted)
        self.session = self._fresh_session()
        transfer.restore_game(self)
        self.profiles = self.profile_commands.start()
        self.computer.take_analysis()
        self.refresh_unreadable()
        self.settings.choose_game(self.session.game)  # the menu offers the saved game
        self.computer.make_players()
        self.view.cursor = self._centre_point()
        self.moves.last_move_ms = self.now()
        self._set_caption()
        self.puzzles = PuzzleDesk(self, share_window)  # the Puzzles screen's puzzle and history
        self.links = LinkPlay(self, share_window)
        self.links.startup(link)

    # --------------------------------------------------------------- reading

    def now(self) -> int:
        """Milliseconds since start (injectable for tests)."""
        return self.view.now()

    def t(self, key: str, **values: object) -> str:
        """A UI text in the current language (the current game's own text if it has one)."""
        return self.game.t(self.settings.lang, key, **values)

    @property
    def game(self) -> GenericView:
        """The view of the game being played."""
        return game_view(self.session.game)

    @property
    def rules_game(self) -> GenericView:
        """The game whose rules the rules screen shows: the new-game choice when opened
        from the new-game screen or home, else the game being played."""
        came_from = self.view.came_from
        if came_from and came_from[-1] in (MENU, HOME):
            return game_view(self.settings.game)
        return self.game

    @property
    def layout(self) -> BoardLayout:
        """Where the current board is drawn."""
        geo = self.session.state.geometry
        return fit_board(self.view.ui.board, geo.width, geo.height)

    def side_name(self, colour: int) -> str:
        """``Black``/``White`` in the current language."""
        return tr(self.settings.lang, "black" if colour == BLACK else "white")

    # ------------------------------------------------------------ the view

    def say(self, text: str, warn: bool = False) -> None:
        """Show a status message for a while (see :meth:`ViewState.say`)."""
        self.view.say(text, warn)

    def open_screen(self, name: str) -> None:
        """Show screen ``name``; Esc or Back returns to the screen it was opened from."""
        self.view.open_screen(name)

    def close_screen(self) -> None:
        """Return to the screen the current one was opened from (else the game)."""
        self.view.close_screen()

    def show_game(self) -> None:
        """Go straight to the game screen (after a new game or an import)."""
        self.view.show_game()

    def toggle_fullscreen(self) -> None:
        """F11: full screen and back (the window's command)."""
        if self.window is not None:
            self.window.toggle_fullscreen()

    def type_command(self) -> None:
        """T: to the page's command box (the text interface), or say where it is."""
        if self.window is None or not self.window.focus_text_box():
            self.view.message = self.t("text.native")

    def _set_caption(self) -> None:
        """The window caption names the game being played."""
        caption = f"{self.game.title('en')} {__version__}"
        if caption != self._caption:
            self._caption = caption
            pygame.display.set_caption(caption)

    # ----------------------------------------------------------------- saves

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
        self.view.dirty = True

    def save(self) -> None:
        """Save the game record and the settings (failures become a message)."""
        try:
            if not self.keep_game:
                self.session.analysis = self.analysis.comments(self.session.state)
                self.store.save("game", self.session.save_text())
            self.store.save("settings", self.settings.to_json())
        except (OSError, TanboError) as exc:
            self.say(f"save failed: {_short(str(exc))}", warn=True)

    def save_settings(self) -> None:
        """Save only the settings (failures become a message)."""
        try:
            self.store.save("settings", self.settings.to_json())
        except (OSError, TanboError) as exc:
            self.say(f"save failed: {_short(str(exc))}", warn=True)

    # ---------------------------------------------------- the session in place

    def _fresh_session(self) -> Session:
        s = self.settings
        session = Session(s.size[0], s.size[1], s.setup, s.players, game=s.game)
        session.by_link = s.by_link
        return session

    def _centre_point(self) -> int:
        geo = self.session.state.geometry
        return int(geo.index(geo.height // 2, geo.width // 2))

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

    def _install(self, session: Session) -> None:
        v = self.view
        self.session = session
        if session.is_over:
            if session.by_link:  # a game by link that arrived finished: this side's result
                self.profile_commands.record_game(None)
            self.profiles.mark_recorded(session)  # a finished record imported: not played here
        self.computer.take_analysis()
        self.links.sync()  # a new game arrived: moves from now on are made here
        self.settings.choose_game(session.game)  # the menu offers the game being played
        self.computer.make_players()
        self._set_caption()
        v.clear_effects()
        v.keyboard = False  # the cursor shows again with the first arrow key
        v.touch_armed = None
        v.over_dismissed = False
        v.game_moved()
        v.cursor = self._centre_point()
        self.moves.last_move_ms = self.now()
        v.show_game()
        v.message = ""
        self.save()
        v.dirty = True

    # ------------------------------------------------------------- questions

    def ask(
        self, question: str, on_yes: Callable[[], None], yes: str = "btn.replace",
        no: str = "btn.keep",
    ) -> None:
        """Open a yes/no question; ``on_yes`` runs only if the player says yes.

        ``yes`` and ``no`` are the keys of the buttons' labels.
        """
        self.view.confirm = Confirm(question, self.t(yes), self.t(no), on_yes)
        self.view.dirty = True

    def answer(self, action: str) -> None:
        """Close the open question with ``YES`` or ``NO``."""
        c, self.view.confirm = self.view.confirm, None
        if c is not None and action == YES:
            c.on_yes()
        elif c is not None and action == OTHER and c.on_other is not None:
            c.on_other()
        self.view.dirty = True

    # ------------------------------------------------------------- settings

    def toggle(self, name: str) -> None:
        """Flip a boolean setting: ``hints``, ``danger``, ``muted``, ``show_line``."""
        setattr(self.settings, name, not getattr(self.settings, name))
        self.sounds.muted = self.settings.muted
        self.save()
        self.view.dirty = True

    def relayout(self) -> None:
        """Lay the window out again (the larger-text setting changed)."""
        if self.window is not None:
            self.window.relayout()

    def prefers_reduced_motion(self) -> bool:
        """The page's ``prefers-reduced-motion`` (False natively and without a window)."""
        return self.window is not None and self.window.prefers_reduced_motion()

    def next_language(self) -> None:
        """Switch to the next language of the registry (round)."""
        self.settings.lang = next_code(self.settings.lang)
        self.save()
        self.view.dirty = True
