"""The moves: what a person does on the board, and the review of the game.

:class:`Moves` (``commands.moves``, one per :class:`~tanbo.ui.commands.Commands`) turns
a click or a confirmed tap (the one tap rule is :mod:`tanbo.ui.board_input`'s) or the
keyboard's cursor into a move (or says why not), plays a move
and shows what it did (the computer's too, through :meth:`Moves.apply`), undoes and
redoes, steps through the game's review, passes, and offers and answers draws. It
answers what the board shows: the position on screen, the previewed move, and
:attr:`Moves.person_to_move`, the one test of "a person is to move in the live game".

It reaches the session, the settings and the view through the
:class:`~tanbo.ui.host.Core`; it stops the computer's thinking through the
:class:`~tanbo.ui.computer.Computer` and records a finished game through the
:class:`~tanbo.ui.profile_commands.ProfileCommands`. Nothing here draws.
"""

from __future__ import annotations

from tanbo.game import GameState
from tanbo.ui.computer import Computer
from tanbo.ui.host import Core
from tanbo.ui.i18n import reason_text
from tanbo.ui.profile_commands import ProfileCommands
from tanbo.ui.view import GAME

__all__ = ["Moves"]


class Moves:
    """The person's moves, undo and redo, the review and the draw offers (see the
    module docstring)."""

    def __init__(
        self, commands: Core, computer: Computer, profile_commands: ProfileCommands
    ) -> None:
        self.commands = commands
        self.computer = computer
        self.profile_commands = profile_commands
        # a draw offer: the colour that offered (a computer opponent judges it meanwhile)
        self.draw_offer: int | None = None
        self.last_move_ms = 0
        self._preview_key: tuple[int, int, int] | None = None
        self._preview: object = None
        self._view_key: tuple[int, int | None] | None = None
        self._view_state: GameState | None = None

    # --------------------------------------------------------------- reading

    @property
    def person_to_move(self) -> bool:
        """True when a person is to move in the live game on the game screen: not
        reviewing, no draw offer waiting for an answer."""
        session = self.commands.session
        return (
            self.commands.view.screen_name == GAME
            and session.human_to_move
            and not session.reviewing
            and self.draw_offer is None
        )

    def view_state(self) -> GameState:
        """The position on screen (cached replay while reviewing)."""
        session = self.commands.session
        if not session.reviewing:
            return session.state
        key = (id(session), session.view_ply)
        if key != self._view_key or self._view_state is None:
            self._view_key = key
            self._view_state = session.view_state()
        return self._view_state

    def preview_point(self) -> int | None:
        """The point whose move is previewed (mouse hover or keyboard cursor)."""
        session = self.commands.session
        if session.reviewing or not session.human_to_move:
            return None
        v = self.commands.view
        return v.cursor if v.keyboard else v.hover

    def preview(self) -> object:
        """What the previewed move would do (the game's preview; cached per ply and point)."""
        p = self.preview_point()
        session = self.commands.session
        st = session.state
        if p is None or not st.is_legal(p):
            return None
        key = (id(session), st.ply, p)
        if key != self._preview_key:
            self._preview_key = key
            self._preview = self.commands.game.preview(st, p)
        return self._preview

    # ---------------------------------------------------------------- moves

    def try_move(self, point: int) -> bool:
        """A human move at ``point``: play it, or say why not. True if played."""
        commands = self.commands
        s = commands.session
        if s.reviewing:
            commands.say(commands.t("reviewing"))
            return False
        if s.is_over:
            return False
        if self.draw_offer is not None:
            commands.say(commands.t("draw.pending"))
            return False
        if not s.human_to_move:
            commands.say(commands.t("not_your_turn"))
            return False
        reason = s.state.why_illegal(point)
        if reason is not None:
            commands.say(
                commands.t(
                    "illegal",
                    point=s.state.move_text(point),
                    reason=reason_text(commands.settings.lang, reason),
                ),
                warn=True,
            )
            commands.sounds.play("illegal")
            return False
        self.apply(point)
        return True

    def apply(self, point: int, by_human: bool = True) -> None:
        """Play the legal move at ``point`` (a person's, or the computer's with
        ``by_human=False``): show what it did, record a game it ends, save."""
        commands = self.commands
        colour = commands.session.state.to_move
        effect = commands.session.play(point)
        now = commands.now()
        v = commands.view
        shown = commands.game.effects(effect, colour, point)
        v.start_effects(shown.fades, shown.turns, shown.counted, now)
        commands.sounds.play(shown.sound)
        self.last_move_ms = now
        v.game_moved()
        v.touch_armed = None  # a preview waiting for its second tap was of the old position
        if v.modality.touch:
            v.hover = None  # (a finger's preview; a mouse's hover stays where the mouse is)
        if by_human:  # a person's move answers any message; the computer's leaves it
            v.message = ""
        if commands.session.is_over:
            v.over_dismissed = False
            commands.sounds.play("win")
            self.profile_commands.record_game(colour)
        v.dirty = True
        commands.save()

    def pass_turn(self) -> None:
        """The human to move passes (games with a pass move)."""
        commands = self.commands
        if commands.game.pass_move is not None:
            self.try_move(commands.game.pass_move)
        elif not commands.session.is_over:
            commands.say(commands.t("no_pass"))  # P learnt in another game: say why nothing happens

    # ------------------------------------------------------- undo and review

    def undo(self) -> None:
        """Undo back to the human's previous turn (the computer forgets its pondering)."""
        commands = self.commands
        commands.view.touch_armed = None
        self.computer.stop_thinking()
        self.computer.forget_pondering()
        was_over = commands.session.is_over
        if commands.session.undo() or was_over != commands.session.is_over:
            commands.view.clear_effects()
            commands.view.over_dismissed = False
            self.last_move_ms = commands.now()
            commands.view.game_moved()
            commands.save()
        commands.view.dirty = True

    def redo(self) -> None:
        """Redo undone moves up to the next human turn."""
        commands = self.commands
        commands.view.touch_armed = None
        if commands.session.redo():
            if commands.session.is_over:  # a game undone at its end and redone: recorded once
                self.profile_commands.record_game(None)
            self.computer.stop_thinking()
            self.computer.forget_pondering()
            self.last_move_ms = commands.now()
            commands.view.game_moved()
            commands.save()
        commands.view.dirty = True

    def review(self, ply: int | None) -> None:
        """Show the position after ``ply`` moves (``None`` = live)."""
        commands = self.commands
        commands.view.touch_armed = None
        commands.session.set_view(ply)
        commands.view.game_moved()
        if commands.session.reviewing:
            commands.view.over_dismissed = True
        commands.view.dirty = True

    # ---------------------------------------------------------- draw offers

    def offer_draw(self) -> None:
        """The human to move offers a draw (games whose rules allow agreeing one).

        A human opponent is asked (:meth:`answer_draw`); a computer opponent
        searches the position for a moment and accepts only when its search
        says it is not winning.
        """
        commands = self.commands
        s = commands.session
        if not commands.game.agree_draw or s.is_over or s.reviewing \
                or self.draw_offer is not None:
            return
        if not s.human_to_move:
            commands.say(commands.t("not_your_turn"))
            return
        offerer = s.state.to_move
        self.draw_offer = offerer
        if s.is_human(3 - offerer):
            commands.say(commands.t("draw.offered", side=commands.side_name(offerer)))
        else:
            self.computer.judge_offer()
            commands.say(commands.t("draw.judging"))
        commands.view.dirty = True

    def answer_draw(self, accept: bool) -> None:
        """Accept or decline the pending draw offer."""
        if self.draw_offer is None:
            return
        commands = self.commands
        self.draw_offer = None
        self.computer.cancel_judging()
        if accept:
            commands.session.agree_draw()
            commands.view.over_dismissed = False
            commands.sounds.play("win")
            commands.say(commands.t("draw.accepted"))
            self.profile_commands.record_game(commands.session.state.to_move)
            commands.save()
        else:
            commands.say(commands.t("draw.declined"))
        commands.view.dirty = True
