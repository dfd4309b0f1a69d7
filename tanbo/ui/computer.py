"""The computer's thinking: its players, their moves, and every search run in frame slices.

:class:`Computer` (``commands.computer``, one per :class:`~tanbo.ui.commands.Commands`)
holds the player of each colour and runs, a slice per frame, whichever search is due:
the computer's move, its judging of a draw offer, the analysis of the game, a
search-made hint, and its thinking on the person's time (pondering). The predicates
say which is due (the frame loop, :class:`~tanbo.ui.app.App`, asks them); the screens
read them to show a spinner or a progress.

It reaches the session, settings and view through the :class:`~tanbo.ui.host.Core`,
and plays its chosen move (or answers a draw offer) through the :class:`Mover` (the
:class:`~tanbo.ui.moves.Moves`). Nothing here draws.
"""

from __future__ import annotations

from typing import Protocol

from tanbo.ai.analysis import DEPTHS
from tanbo.game import BLACK, WHITE
from tanbo.players import Player, make_player
from tanbo.ui.host import Core
from tanbo.ui.pondering import PONDER_SLICE_MS, Pondering
from tanbo.ui.searches import DrawJudge, HintSearch
from tanbo.ui.settings import short as _short
from tanbo.ui.view import GAME

__all__ = ["Computer", "Mover"]


class Mover(Protocol):
    """What the computer uses of the moves (:class:`~tanbo.ui.moves.Moves`)."""

    draw_offer: int | None

    @property
    def person_to_move(self) -> bool:
        """True when a person is to move in the live game on the game screen."""

    def apply(self, point: int, by_human: bool = True) -> None:
        """Play a legal move at ``point`` and show what it did."""

    def answer_draw(self, accept: bool) -> None:
        """Accept or decline the pending draw offer."""


class Computer:
    """The computer players and the searches run in frame slices (see the module docstring).

    ``moves`` is set by the :class:`~tanbo.ui.commands.Commands` once its moves exist
    (the moves are built with the computer they stop and start).
    """

    moves: Mover

    def __init__(self, commands: Core) -> None:
        self.commands = commands
        self.players: dict[int, Player] = {}
        self.thinking_ply: int | None = None  # the ply a computer player is searching
        self.hint = HintSearch()  # search-made hints (games whose hints are a suggestion)
        self.pondering = Pondering()  # the computer thinking on the person's time
        self._judge: DrawJudge | None = None  # a draw offer's judging search

    # ------------------------------------------------------------ predicates

    @property
    def computer_to_move(self) -> bool:
        """True when the live game waits for a computer player."""
        session = self.commands.session
        return not session.is_over and not session.is_human(session.state.to_move)

    @property
    def thinking(self) -> bool:
        """True when a computer is (about to be) thinking and not paused by review."""
        return (
            self.commands.view.screen_name == GAME
            and self.computer_to_move
            and not self.commands.session.reviewing
            and self.moves.draw_offer is None
        )

    @property
    def hint_searching(self) -> bool:
        """True while a search-made hint for the human to move is still being worked out."""
        return (
            self.commands.settings.hints
            and self.commands.game.search_hints
            and self.moves.person_to_move
            and self.hint.pending(self._hint_now())
        )

    @property
    def pondering_due(self) -> bool:
        """True when the computer should think on the person's time this frame: a person
        to move in the live game against a computer that ponders, with the setting on."""
        if not (
            self.commands.settings.pondering(self.commands.view.modality.touch_device)
            and self.moves.person_to_move
            and self.commands.view.confirm is None
        ):
            return False
        player = self.players.get(3 - self.commands.session.state.to_move)
        return player is not None and self.pondering.wants(self._hint_now(), player)

    @property
    def judging(self) -> bool:
        """True while the computer weighs a draw offer."""
        return self._judge is not None

    @property
    def analysing(self) -> bool:
        """True while the analysis of the game runs (in frame slices)."""
        return self.commands.analysis.running

    @property
    def searching(self) -> bool:
        """True while any search runs in frame slices (a spinner or progress shows it)."""
        return self.thinking or self.hint_searching or self.judging or self.analysing

    def shown_suggestion(self) -> int | None:
        """The search-made hint for the live position, once found (else ``None``)."""
        return self.hint.shown(self._hint_now())

    def _hint_now(self) -> tuple[int, int]:
        return (id(self.commands.session), self.commands.session.state.ply)

    # --------------------------------------------------------------- players

    def stop_thinking(self) -> None:
        """Cancel any computer player's search (undo, redo, new game) and a pending draw offer."""
        for p in self.players.values():
            p.cancel()
        self.thinking_ply = None
        self.moves.draw_offer = None
        self._judge = None

    def make_players(self) -> None:
        """The players of the session's two sides (any thinking stopped, pondering forgotten)."""
        self.stop_thinking()
        self.pondering.forget(self.players.values())
        self.players = {
            colour: make_player(self.commands.session.players[colour], self.commands.seed)
            for colour in (BLACK, WHITE)
        }

    def forget_pondering(self) -> None:
        """Drop what the players learned on the person's time (undo, redo)."""
        self.pondering.forget(self.players.values())

    def judge_offer(self) -> None:
        """Start weighing the draw offered in the live position."""
        self._judge = DrawJudge(self.commands.session.state, self.commands.seed)

    def cancel_judging(self) -> None:
        """Stop weighing a draw offer (it was answered)."""
        self._judge = None

    # ---------------------------------------------------------------- slices

    def computer_step(self, budget_ms: float) -> None:
        """Give the computer to move ``budget_ms`` of thinking; play its move once chosen."""
        st = self.commands.session.state
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
            self.commands.say(f"computer chose an illegal move {move!r}", warn=True)
            move = st.legal_moves()[0]
        self.moves.apply(move, by_human=False)

    def ponder_step(self, budget_ms: float = PONDER_SLICE_MS) -> None:
        """A slice of the computer's thinking on the person's time (see ``pondering_due``)."""
        st = self.commands.session.state
        player = self.players.get(3 - st.to_move)
        if player is not None:
            self.pondering.step(self._hint_now(), player, st, budget_ms)

    def judge_step(self) -> None:
        """A slice of the computer's judging of a draw offer (answers it once decided)."""
        if self._judge is not None:
            accept = self._judge.step()
            if accept is not None:
                self.moves.answer_draw(accept)

    def analysis_step(self, budget_ms: float) -> None:
        """A slice of the analysis; the finished analysis is kept with the game."""
        if self.commands.analysis.step(budget_ms):
            self.commands.save()
            self.commands.view.dirty = True

    def hint_step(self) -> None:
        """A slice of the search for a hint (redrawn once it is found)."""
        if self.hint.step(self._hint_now(), self.commands.session.state, self.commands.seed):
            self.commands.view.dirty = True

    # ------------------------------------------------------------ analysis

    def analyse(self) -> None:
        """Start the computer's analysis of the game (or stop the running one)."""
        commands = self.commands
        analysis = commands.analysis
        if analysis.running:
            analysis.cancel()
            commands.save()
        elif not commands.session.state.move_stack:
            commands.say(commands.t("analysis.nothing"))
        else:
            analysis.start(commands.session.state, commands.settings.depth, commands.seed)
            if commands.session.is_over:
                commands.view.over_dismissed = True  # the graph and the marks are in the panel
        commands.view.dirty = True

    def take_analysis(self) -> None:
        """Show the analysis saved with the session's game, if any.

        One that cannot be read is left out with a message; the game itself is kept.
        """
        commands = self.commands
        saved = commands.session.analysis
        commands.analysis.clear()
        if saved is None:
            return
        try:
            commands.analysis.restore(commands.session.state, *saved)
        except ValueError as exc:
            commands.session.analysis = None
            commands.say(commands.t("analysis.bad", error=_short(str(exc))), warn=True)

    def next_depth(self) -> None:
        """Cycle the analysis depth (quick, deep); a running analysis restarts at it."""
        commands = self.commands
        settings = commands.settings
        names = list(DEPTHS)
        settings.depth = names[(names.index(settings.depth) + 1) % len(names)]
        if commands.analysis.running:
            commands.analysis.cancel()
            commands.analysis.start(commands.session.state, settings.depth, commands.seed)
        commands.save()
        commands.view.dirty = True
