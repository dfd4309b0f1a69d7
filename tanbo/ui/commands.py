"""The commands: everything the player (or the computer) does to the game.

:class:`Commands` owns the session and what acts on it: the settings and the saves,
the players, the moves (a click or a confirmed tap: :mod:`tanbo.ui.board_input`; the
keyboard's cursor; the computer's), undo
and redo, review, a new game and a replaced session, the yes/no questions, the draw
offers, the analysis, the search-made hints, records in and out
(:mod:`tanbo.ui.transfer`) and game links (:mod:`tanbo.ui.linkplay`). It says what
happened through the :class:`~tanbo.ui.view.ViewState` it is given, and answers what
the screens read to draw (the :class:`~tanbo.ui.host.Scene` protocol).

The buttons' and the keys' actions (:data:`tanbo.ui.screens.ACTIONS`, fed by
:data:`tanbo.ui.keymap.KEYMAP`) call these methods; the frame loop
(:class:`~tanbo.ui.app.App`) gives the computer its slices of thinking. Nothing here
draws, nor knows the screens.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Protocol

import pygame

from tanbo import __version__
from tanbo.ai.analysis import DEPTHS
from tanbo.errors import TanboError
from tanbo.game import BLACK, WHITE, GameState
from tanbo.players import HUMAN, Player, make_player
from tanbo.profiles.store import STORE_NAME
from tanbo.ui import transfer
from tanbo.ui.analysis_run import GameAnalysisRun
from tanbo.ui.confirm import OTHER, YES, Confirm
from tanbo.ui.games import GenericView, game_view
from tanbo.ui.i18n import LANGUAGES, reason_text, tr
from tanbo.ui.js import PageEval
from tanbo.ui.layout import BoardLayout, full_moves
from tanbo.ui.lesson_desk import LessonDesk
from tanbo.ui.linkplay import LinkPlay
from tanbo.ui.pondering import PONDER_SLICE_MS, Pondering
from tanbo.ui.profile_keeper import ProfileKeeper
from tanbo.ui.puzzle_desk import PuzzleDesk
from tanbo.ui.render import fit_board
from tanbo.ui.searches import DrawJudge, HintSearch
from tanbo.ui.session import Session
from tanbo.ui.settings import Settings
from tanbo.ui.settings import short as _short
from tanbo.ui.sound import Sounds
from tanbo.ui.storage import Store
from tanbo.ui.view import GAME, HOME, MENU, ViewState

__all__ = ["Commands", "Window"]


class Window(Protocol):
    """The window's own commands (the frame loop's: :class:`~tanbo.ui.app.App`)."""

    def toggle_fullscreen(self) -> None:
        """Full screen and back (native)."""


class Commands:
    """The session and the commands on it (see the module docstring).

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
        self.players: dict[int, Player] = {}
        self.thinking_ply: int | None = None  # the ply a computer player is searching
        self.last_move_ms = 0
        self.hint = HintSearch()  # search-made hints (games whose hints are a suggestion)
        self.pondering = Pondering()  # the computer thinking on the person's time
        # a draw offer: the colour that offered and, against a computer, its judging search
        self.draw_offer: int | None = None
        self._judge: DrawJudge | None = None
        self.analysis = GameAnalysisRun()  # the computer's analysis of the game on screen
        self._preview_key: tuple[int, int, int] | None = None
        self._preview: object = None
        self._view_key: tuple[int, int | None] | None = None
        self._view_state: GameState | None = None
        self._caption = ""
        self._load_settings()

    def start(self, link: str | None = None, share_window: PageEval | None = None) -> None:
        """Make the session (the saved game, if any), the players and the link play, and
        open ``link`` if given (``share_window`` stands in for the browser's window)."""
        self.sounds = Sounds(self.settings.muted)
        self.session = self._fresh_session()
        transfer.restore_game(self)
        self._start_profiles()
        self._take_analysis()
        self.refresh_unreadable()
        self.settings.choose_game(self.session.game)  # the menu offers the saved game
        self._make_players()
        self.view.cursor = self._centre_point()
        self.last_move_ms = self.now()
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

    @property
    def computer_to_move(self) -> bool:
        """True when the live game waits for a computer player."""
        st = self.session.state
        return not self.session.is_over and not self.session.is_human(st.to_move)

    @property
    def thinking(self) -> bool:
        """True when a computer is (about to be) thinking and not paused by review."""
        return (
            self.view.screen_name == GAME
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
            and self.view.screen_name == GAME
            and self.session.human_to_move
            and not self.session.reviewing
            and self.draw_offer is None
            and self.hint.pending(self._hint_now())
        )

    @property
    def pondering_due(self) -> bool:
        """True when the computer should think on the person's time this frame: a person
        to move in the live game against a computer that ponders, with the setting on."""
        if not (
            self.settings.pondering(self.view.modality.touch_device)
            and self.view.screen_name == GAME
            and self.session.human_to_move
            and not self.session.reviewing
            and self.draw_offer is None
            and self.view.confirm is None
        ):
            return False
        player = self.players.get(3 - self.session.state.to_move)
        return player is not None and self.pondering.wants(self._hint_now(), player)

    @property
    def judging(self) -> bool:
        """True while the computer weighs a draw offer."""
        return self._judge is not None

    @property
    def analysing(self) -> bool:
        """True while the analysis of the game runs (in frame slices)."""
        return self.analysis.running

    @property
    def searching(self) -> bool:
        """True while any search runs in frame slices (a spinner or progress shows it)."""
        return self.thinking or self.hint_searching or self.judging or self.analysing

    def view_state(self) -> GameState:
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
        v = self.view
        return v.cursor if v.keyboard else v.hover

    def preview(self) -> object:
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

    def shown_suggestion(self) -> int | None:
        """The search-made hint for the live position, once found (else ``None``)."""
        return self.hint.shown(self._hint_now())

    def _hint_now(self) -> tuple[int, int]:
        return (id(self.session), self.session.state.ply)

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

    # --------------------------------------------------------------- players

    def _fresh_session(self) -> Session:
        s = self.settings
        session = Session(s.size[0], s.size[1], s.setup, s.players, game=s.game)
        session.by_link = s.by_link
        return session

    def stop_thinking(self) -> None:
        """Cancel any computer player's search (undo, redo, new game) and a pending draw offer."""
        for p in self.players.values():
            p.cancel()
        self.thinking_ply = None
        self.draw_offer = None
        self._judge = None

    def _make_players(self) -> None:
        self.stop_thinking()
        self.pondering.forget(self.players.values())
        self.players = {
            colour: make_player(self.session.players[colour], self.seed)
            for colour in (BLACK, WHITE)
        }

    def _centre_point(self) -> int:
        geo = self.session.state.geometry
        return int(geo.index(geo.height // 2, geo.width // 2))

    def computer_step(self, budget_ms: float) -> None:
        """Give the computer to move ``budget_ms`` of thinking; play its move once chosen."""
        st = self.session.state
        player = self.players[st.to_move]
        if self.thinking_ply != st.ply:
            # the live state (its move history lets a search reuse its tree);
            # it does not change until the player answers or is cancelled
            player.start(st)
            self.thinking_ply = st.ply
        move = player.step(budget_ms)
        if move is None:
            return
        self.thinking_ply = None
        if not st.is_legal(move):  # a broken player must not break the game
            self.say(f"computer chose an illegal move {move!r}", warn=True)
            move = st.legal_moves()[0]
        self._apply(move, by_human=False)

    def ponder_step(self, budget_ms: float = PONDER_SLICE_MS) -> None:
        """A slice of the computer's thinking on the person's time (see ``pondering_due``)."""
        st = self.session.state
        player = self.players.get(3 - st.to_move)
        if player is not None:
            self.pondering.step(self._hint_now(), player, st, budget_ms)

    def judge_step(self) -> None:
        """A slice of the computer's judging of a draw offer (answers it once decided)."""
        if self._judge is not None:
            accept = self._judge.step()
            if accept is not None:
                self.answer_draw(accept)

    def analysis_step(self, budget_ms: float) -> None:
        """A slice of the analysis; the finished analysis is kept with the game."""
        if self.analysis.step(budget_ms):
            self.save()
            self.view.dirty = True

    def hint_step(self) -> None:
        """A slice of the search for a hint (redrawn once it is found)."""
        if self.hint.step(self._hint_now(), self.session.state, self.seed):
            self.view.dirty = True

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
                self.view.over_dismissed = True  # the graph and the marks are in the panel
        self.view.dirty = True

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
        self.view.dirty = True

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
        self.view.dirty = True

    def answer_draw(self, accept: bool) -> None:
        """Accept or decline the pending draw offer."""
        if self.draw_offer is None:
            return
        self.draw_offer = None
        self._judge = None
        if accept:
            self.session.agree_draw()
            self.view.over_dismissed = False
            self.sounds.play("win")
            self.say(self.t("draw.accepted"))
            self.record_game(self.session.state.to_move)
            self.save()
        else:
            self.say(self.t("draw.declined"))
        self.view.dirty = True

    def pass_turn(self) -> None:
        """The human to move passes (games with a pass move)."""
        if self.game.pass_move is not None:
            self.try_move(self.game.pass_move)
        elif not self.session.is_over:
            self.say(self.t("no_pass"))  # P learnt in another game: say why nothing happens

    # ---------------------------------------------------------------- moves

    def move_cursor(self, dc: int, dr: int) -> None:
        """The keyboard's cursor one point over (``dc`` columns, ``dr`` rows)."""
        self.view.cursor = self.layout.step(self.view.cursor, dc, dr)
        self.view.keyboard = True

    def play_cursor(self) -> None:
        """Enter: play at the keyboard's cursor."""
        self.view.keyboard = True
        self.try_move(self.view.cursor)

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
        v = self.view
        shown = self.game.effects(effect, colour, point)
        v.fading.extend((p, c, now) for p, c in shown.fades)
        v.turning.extend((p, a, b, now) for p, a, b in shown.turns)
        v.counting.extend((c, n, now) for c, n in shown.counted.items() if n)
        self.sounds.play(shown.sound)
        self.last_move_ms = now
        v.game_moved()
        v.touch_armed = None  # a preview waiting for its second tap was of the old position
        if v.modality.touch:
            v.hover = None  # (a finger's preview; a mouse's hover stays where the mouse is)
        if by_human:  # a person's move answers any message; the computer's leaves it
            v.message = ""
        if self.session.is_over:
            v.over_dismissed = False
            self.sounds.play("win")
            self.record_game(colour)
        v.dirty = True
        self.save()

    def undo(self) -> None:
        """Undo back to the human's previous turn (the computer forgets its pondering)."""
        self.view.touch_armed = None
        self.stop_thinking()
        self.pondering.forget(self.players.values())
        was_over = self.session.is_over
        if self.session.undo() or was_over != self.session.is_over:
            self.view.clear_effects()
            self.view.over_dismissed = False
            self.last_move_ms = self.now()
            self.view.game_moved()
            self.save()
        self.view.dirty = True

    def redo(self) -> None:
        """Redo undone moves up to the next human turn."""
        self.view.touch_armed = None
        if self.session.redo():
            if self.session.is_over:  # a game undone at its end and redone: recorded once
                self.record_game(None)
            self.stop_thinking()
            self.pondering.forget(self.players.values())
            self.last_move_ms = self.now()
            self.view.game_moved()
            self.save()
        self.view.dirty = True

    def review(self, ply: int | None) -> None:
        """Show the position after ``ply`` moves (``None`` = live)."""
        self.view.touch_armed = None
        self.session.set_view(ply)
        self.view.game_moved()
        if self.session.reviewing:
            self.view.over_dismissed = True
        self.view.dirty = True

    # ------------------------------------------------------ games and questions

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

    def _install(self, session: Session) -> None:
        v = self.view
        self.session = session
        if session.is_over:
            if session.by_link:  # a game by link that arrived finished: this side's result
                self.record_game(None)
            self.profiles.mark_recorded(session)  # a finished record imported: not played here
        self._take_analysis()
        self.links.sync()  # a new game arrived: moves from now on are made here
        self.settings.choose_game(session.game)  # the menu offers the game being played
        self._make_players()
        self._set_caption()
        v.clear_effects()
        v.keyboard = False  # the cursor shows again with the first arrow key
        v.touch_armed = None
        v.over_dismissed = False
        v.game_moved()
        v.cursor = self._centre_point()
        self.last_move_ms = self.now()
        v.show_game()
        v.message = ""
        self.save()
        v.dirty = True

    # ------------------------------------------------------------- settings

    def toggle(self, name: str) -> None:
        """Flip a boolean setting: ``hints``, ``danger``, ``muted``, ``show_line``."""
        setattr(self.settings, name, not getattr(self.settings, name))
        self.sounds.muted = self.settings.muted
        self.save()
        self.view.dirty = True

    def next_language(self) -> None:
        """Switch English <-> Russian."""
        i = LANGUAGES.index(self.settings.lang)
        self.settings.lang = LANGUAGES[(i + 1) % len(LANGUAGES)]
        self.save()
        self.view.dirty = True

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

    # ------------------------------------------------------------- profiles

    def _start_profiles(self) -> None:
        """Read the profiles; unreadable data is set aside (and said), fresh data used."""
        self.profiles = ProfileKeeper(self.store)
        if self.session.is_over:
            self.profiles.mark_recorded(self.session)  # a finished game restored: counted
        found = self.profiles.unreadable
        if found is not None:
            where = found.aside or self.store.describe(STORE_NAME)
            self.say(self.t("profile.unreadable", error=_short(found.message), path=where),
                     warn=True)

    def record_game(self, mover: int | None) -> None:
        """Record the finished game to the profiles that played it (once per game).

        ``mover``: the colour whose move or answer ended it here (see
        :meth:`ProfileKeeper.record`).
        """
        if self.profiles.record(self.session, mover):
            error = self.profiles.save()
            if error:
                self.say(self.t("profile.save_failed", error=_short(error)), warn=True)

    def cycle_profile(self, colour: int) -> None:
        """The new-game menu: the next profile (or a guest) for the human side ``colour``."""
        s = self.settings
        players = s.players
        human = {BLACK: players[0], WHITE: players[1]}

        def is_human(c: int) -> bool:
            return human[c] == HUMAN

        self.profiles.cycle_side(colour, players, is_human)
        self.profiles.save()
        self.view.dirty = True

    def export_profiles(self) -> None:
        """Write every profile, game and rating to one file (the browser downloads it)."""
        transfer.export_profiles(self)

    def import_profiles(self, text: str | None = None) -> bool:
        """Merge an exported profiles file (given, pasted, or from the clipboard)."""
        return transfer.import_profiles(self, text)

    def offer_profiles_aside(self) -> None:
        """Offer the newest profile data set aside: merge it, delete it, or close."""
        transfer.offer_profiles_aside(self)

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
