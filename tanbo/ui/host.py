"""What the screens, panels and link play may use of the App: the :class:`Host` protocol.

The screens (:mod:`tanbo.ui.screens`), the analysis panel and :mod:`tanbo.ui.linkplay`
type against :class:`Host`, never against :class:`~tanbo.ui.app.App` itself, so the
App imports them and none of them imports the App (``tests/core/test_layout.py`` checks
that tanbo's import graph has no cycle). The App is a ``Host`` by its shape: mypy
checks that wherever the App is handed to them.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from tanbo.players import Player
from tanbo.ui.analysis_run import GameAnalysisRun
from tanbo.ui.confirm import Confirm
from tanbo.ui.games import GameView
from tanbo.ui.layout import BoardLayout, ScreenLayout
from tanbo.ui.render import BoardCache
from tanbo.ui.session import Session
from tanbo.ui.settings import Settings
from tanbo.ui.sound import Sounds
from tanbo.ui.storage import Store

__all__ = ["Host", "Links", "Action"]


class Links(Protocol):
    """What the screens read of the game's link play (:class:`~tanbo.ui.linkplay.LinkPlay`)."""

    @property
    def phase(self) -> str:
        """Where the game by link is: ``start``, ``opened``, ``moved`` or ``shared``."""

    def note(self) -> str:
        """The reminder under the status line in a game played by link ("" if none)."""


class Host(Protocol):
    """The App as its screens see it: the session, the UI state and the shared actions."""

    # ----------------------------------------------------------- what is shown
    session: Session
    settings: Settings
    ui: ScreenLayout
    players: dict[int, Player]
    board_cache: BoardCache
    screen_name: str
    confirm: Confirm | None
    dirty: bool
    message: str
    message_warn: bool
    mouse: tuple[int, int]
    cursor: int
    keyboard: bool
    touch_armed: int | None
    more_open: bool
    rules_page: int
    over_dismissed: bool
    list_scroll: int | None
    draw_offer: int | None
    fading: list[tuple[int, int, int]]
    turning: list[tuple[int, int, int, int]]
    counting: list[tuple[int, int, int]]
    unreadable: list[str]
    store: Store
    export_dir: Path
    keep_game: bool
    running: bool
    hover: int | None
    notice: str
    sounds: Sounds

    @property
    def analysis(self) -> GameAnalysisRun:
        """The computer's analysis of the game on screen."""

    @property
    def links(self) -> Links:
        """The game's link play."""

    @property
    def game(self) -> GameView:
        """The view of the game being played."""

    @property
    def rules_game(self) -> GameView:
        """The game whose rules the rules screen shows."""

    @property
    def layout(self) -> BoardLayout:
        """Where the current board is drawn."""

    @property
    def thinking(self) -> bool:
        """True when a computer is (about to be) thinking."""

    @property
    def judging(self) -> bool:
        """True while the computer weighs a draw offer."""

    @property
    def analysing(self) -> bool:
        """True while the analysis of the game runs."""

    @property
    def hint_searching(self) -> bool:
        """True while a search-made hint is being worked out."""

    @property
    def computer_to_move(self) -> bool:
        """True when the live game waits for a computer player."""

    # --------------------------------------------------------------- reading
    def now(self) -> int:
        """Milliseconds since start."""

    def t(self, key: str, **values: object) -> str:
        """A UI text in the current language."""

    def side_name(self, colour: int) -> str:
        """``Black``/``White`` in the current language."""

    def view_state(self) -> Any:
        """The position on screen."""

    def preview_point(self) -> int | None:
        """The point whose move is previewed."""

    def preview(self) -> Any:
        """What the previewed move would do."""

    def shown_suggestion(self) -> int | None:
        """The search-made hint for the live position, once found."""

    # --------------------------------------------------------------- actions
    def say(self, text: str, warn: bool = False) -> None:
        """Show a status message for a while."""

    def save(self) -> None:
        """Save the game and the settings."""

    def open_screen(self, name: str) -> None:
        """Show screen ``name``."""

    def close_screen(self) -> None:
        """Return to the screen the current one was opened from."""

    def review(self, ply: int | None) -> None:
        """Show the position after ``ply`` moves (``None`` = live)."""

    def tap(self, point: int, touch: bool) -> None:
        """A click or tap on a board point."""

    def try_move(self, point: int) -> bool:
        """A human move at ``point``; True if played."""

    def undo(self) -> None:
        """Undo back to the human's previous turn."""

    def redo(self) -> None:
        """Redo undone moves up to the next human turn."""

    def pass_turn(self) -> None:
        """The human to move passes."""

    def new_game(self) -> None:
        """Start a game with the menu's choices."""

    def replace_session(
        self, session: Session, question: str, done: str = "", *, ask: bool = True
    ) -> None:
        """Play ``session`` from now on (asks first if a game would be lost)."""

    def ask(
        self, question: str, on_yes: Callable[[], None], yes: str = "btn.replace",
        no: str = "btn.keep",
    ) -> None:
        """Open a yes/no question; ``on_yes`` runs only if the player says yes."""

    def refresh_unreadable(self) -> None:
        """Look again for saves set aside."""

    def open_link(self, text: str) -> bool:
        """Open a game link; False if it is bad."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window is now ``size``: lay every screen out again."""

    def toggle_fullscreen(self) -> None:
        """Full screen and back (native)."""

    def import_file(self, path: str) -> bool:
        """Load a record file dropped on the window."""

    def answer(self, action: str) -> None:
        """Close the open question."""

    def toggle(self, name: str) -> None:
        """Flip a boolean setting."""

    def next_language(self) -> None:
        """Switch the language."""

    def analyse(self) -> None:
        """Start or stop the analysis."""

    def next_depth(self) -> None:
        """Cycle the analysis depth."""

    def offer_draw(self) -> None:
        """The human to move offers a draw."""

    def answer_draw(self, accept: bool) -> None:
        """Accept or decline the pending draw offer."""

    def share(self) -> None:
        """Copy the current game's link."""

    def export_record(self) -> None:
        """Export the game's record."""

    def import_record(self, text: str | None = None) -> bool:
        """Load a record."""

    def offer_unreadable(self) -> None:
        """Offer the newest save set aside."""


Action = Callable[[Host, str], None]
"""A button's action: the host and the argument after the action's ``:``."""
