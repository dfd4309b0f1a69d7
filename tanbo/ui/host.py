"""What the screens, panels, records and link play may use: narrow protocols.

Each user types against the protocol of what it reads or does, never against
:class:`~tanbo.ui.app.App` or :class:`~tanbo.ui.commands.Commands` themselves, so
those import them and none of them imports those back (``tests/core/test_layout.py``
checks that tanbo's import graph has no cycle):

- :class:`Scene`: what drawing reads (the screens' and their layers' ``draw`` and ``buttons``,
  the panel, the move list, the analysis's graph): the view state, the session and what
  is derived from it, read-only; the screens that draw no game take less:
  :class:`PageScene` (the version corner, the player kinds' names), :class:`MenuScene`
  and :class:`RulesScene`;
- :class:`MovesScene` and :class:`ComputerScene`: what drawing reads of the commands'
  parts for the moves (:class:`~tanbo.ui.moves.Moves`) and the computer's thinking
  (:class:`~tanbo.ui.computer.Computer`), as ``scene.moves`` and ``scene.computer``;
- :class:`Records`: what records in and out (:mod:`tanbo.ui.transfer`) use;
- :class:`LinkHost`: what the game's link play (:mod:`tanbo.ui.linkplay`) uses;
- :class:`Links`: what the screens and the records use of the link play;
- :class:`Core`: what the commands' parts (moves, computer, records, profiles) share
  of the :class:`~tanbo.ui.commands.Commands` that holds them.

:class:`~tanbo.ui.commands.Commands` is each of them by its shape: mypy checks that
wherever it is handed to them. Clicks, the wheel and the buttons' and keys' actions
take the commands (:data:`tanbo.ui.screens.base.Action`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from tanbo.game import GameState
from tanbo.players import Player
from tanbo.ui.analysis_run import GameAnalysisRun
from tanbo.ui.games import GenericView
from tanbo.ui.layout import BoardLayout
from tanbo.ui.lesson_desk import LessonDesk
from tanbo.ui.profile_keeper import ProfileKeeper
from tanbo.ui.puzzle_desk import PuzzleDesk
from tanbo.ui.session import Session
from tanbo.ui.settings import Settings
from tanbo.ui.sound import Sounds
from tanbo.ui.storage import Store
from tanbo.ui.view import ViewState

__all__ = [
    "Texts", "PageScene", "MenuScene", "RulesScene", "StatsScene", "MovesScene",
    "ComputerScene", "Scene", "Records", "LinkHost", "Links", "Core",
]


class Links(Protocol):
    """What the screens and the records use of the game's link play
    (:class:`~tanbo.ui.linkplay.LinkPlay`)."""

    @property
    def phase(self) -> str:
        """Where the game by link is: ``start``, ``opened``, ``moved`` or ``shared``."""

    def note(self) -> str:
        """The reminder under the status line in a game played by link ("" if none)."""

    def open(self, text: str) -> bool:
        """Open a game link (asks before replacing an unfinished game); False if it is bad."""

    def share(self) -> None:
        """Copy the current game's link (the browser may show it to copy instead)."""


class Texts(Protocol):
    """The UI's texts in the current language."""

    def t(self, key: str, **values: object) -> str:
        """A UI text in the current language."""

    def side_name(self, colour: int) -> str:
        """``Black``/``White`` in the current language."""


class PageScene(Texts, Protocol):
    """What a page without the game reads: the view state, the settings, the texts."""

    @property
    def view(self) -> ViewState:
        """The interaction and animation state (hover, cursor, messages, the layout...)."""

    @property
    def settings(self) -> Settings:
        """The player's settings (and the menu's choices)."""


class MenuScene(PageScene, Protocol):
    """What the new-game menu reads to draw itself and its buttons."""

    @property
    def profiles(self) -> ProfileKeeper:
        """The device's player profiles (the menu picks one per human side)."""

    @property
    def unreadable(self) -> list[str]:
        """The saves set aside (the menu offers the newest)."""

    @property
    def lessons(self) -> LessonDesk:
        """Learn to play: the lesson progress and the open lesson."""


class StatsScene(PageScene, Protocol):
    """What the Statistics screen reads: the profiles (and the page's texts)."""

    @property
    def profiles(self) -> ProfileKeeper:
        """The device's player profiles, their games and statistics."""


class RulesScene(PageScene, Protocol):
    """What the rules screen reads to draw itself and its buttons."""

    @property
    def rules_game(self) -> GenericView:
        """The game whose rules the rules screen shows."""


class MovesScene(Protocol):
    """What drawing reads of the moves (:class:`~tanbo.ui.moves.Moves`): the position on
    screen, the previewed move, a pending draw offer."""

    @property
    def draw_offer(self) -> int | None:
        """The colour that offered a draw still unanswered, if any."""

    @property
    def person_to_move(self) -> bool:
        """True when a person is to move in the live game on the game screen."""

    def view_state(self) -> GameState:
        """The position on screen."""

    def preview_point(self) -> int | None:
        """The point whose move is previewed."""

    def preview(self) -> object:
        """What the previewed move would do."""


class ComputerScene(Protocol):
    """What drawing reads of the computer's thinking (:class:`~tanbo.ui.computer.Computer`)."""

    @property
    def players(self) -> dict[int, Player]:
        """The player of each colour (their win estimates)."""

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

    def shown_suggestion(self) -> int | None:
        """The search-made hint for the live position, once found."""


class Scene(MenuScene, RulesScene, StatsScene, Protocol):
    """What a screen reads to draw itself and its buttons (it changes nothing)."""

    @property
    def session(self) -> Session:
        """The game being played."""

    @property
    def puzzles(self) -> PuzzleDesk:
        """The Puzzles screen's puzzle and the puzzle history."""

    @property
    def analysis(self) -> GameAnalysisRun:
        """The computer's analysis of the game on screen."""

    @property
    def links(self) -> Links:
        """The game's link play."""

    @property
    def game(self) -> GenericView:
        """The view of the game being played."""

    @property
    def layout(self) -> BoardLayout:
        """Where the current board is drawn."""

    @property
    def moves(self) -> MovesScene:
        """The moves: the position on screen, the previewed move, a draw offer."""

    @property
    def computer(self) -> ComputerScene:
        """The computer's thinking: its players, searches and hints."""

    def now(self) -> int:
        """Milliseconds since start."""


class LinkHost(Texts, Protocol):
    """What the link play uses: the session, the view and replacing the session."""

    view: ViewState

    @property
    def session(self) -> Session:
        """The game being played."""

    @property
    def puzzles(self) -> PuzzleDesk:
        """The Puzzles screen: a puzzle link opens there."""

    def say(self, text: str, warn: bool = False) -> None:
        """Show a status message for a while."""

    def replace_session(
        self, session: Session, question: str, done: str = "", *, ask: bool = True
    ) -> None:
        """Play ``session`` from now on (asks first if a game would be lost)."""


class Records(LinkHost, Protocol):
    """What records in and out use: the saves, the session and the questions."""

    session: Session  # a saved game is restored into it
    settings: Settings
    store: Store
    export_dir: Path
    keep_game: bool
    unreadable: list[str]
    profiles: ProfileKeeper

    @property
    def analysis(self) -> GameAnalysisRun:
        """The computer's analysis of the game on screen."""

    @property
    def links(self) -> Links:
        """The game's link play (a pasted link opens there)."""

    def refresh_unreadable(self) -> None:
        """Look again for saves set aside."""

    def ask(
        self, question: str, on_yes: Callable[[], None], yes: str = "btn.replace",
        no: str = "btn.keep",
    ) -> None:
        """Open a yes/no question; ``on_yes`` runs only if the player says yes."""


class Core(Records, Protocol):
    """What the commands' parts share of the :class:`~tanbo.ui.commands.Commands` that
    holds them: what records use (the session, the settings, the view, the saves, the
    questions, the texts) and the sounds, the seed, the board and the clock.

    The parts are :class:`~tanbo.ui.moves.Moves`, :class:`~tanbo.ui.computer.Computer`,
    :class:`~tanbo.ui.record_commands.RecordCommands` and
    :class:`~tanbo.ui.profile_commands.ProfileCommands`.
    """

    sounds: Sounds
    seed: int | None

    @property
    def game(self) -> GenericView:
        """The view of the game being played."""

    @property
    def layout(self) -> BoardLayout:
        """Where the current board is drawn."""

    def now(self) -> int:
        """Milliseconds since start."""

    def save(self) -> None:
        """Save the game record and the settings (failures become a message)."""
