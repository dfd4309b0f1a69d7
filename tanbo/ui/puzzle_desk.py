"""The Puzzles screen's state: the puzzle on the board, the tries, the history on the device.

A :class:`PuzzleDesk` (one per :class:`~tanbo.ui.commands.Commands`, ``commands.puzzles``)
holds the puzzle being solved (:mod:`tanbo.puzzles`): its position with the moves of
its line made so far, what the last try was (:data:`SOLVING`, :data:`WRONG`,
:data:`SOLVED`, or the solution :data:`SHOWN`), the opponent's replies waiting to be
played (each a moment after the move before it, as the computer's moves are), and
the player's history (:class:`~tanbo.puzzles.progress.PuzzleProgress`: the rating,
the streak).

* The puzzle of the day comes first (:func:`tanbo.puzzles.model.daily`, the same for
  everyone on a date, offline), then puzzles picked near the player's rating.
* A correct move plays the opponent's reply; the last move of the line solves it. A
  wrong try plays the refuting reply and says why (the reason code of the
  :class:`~tanbo.puzzles.play.Verdict`, and the rules assistant's account of the
  reply). An illegal point only says why it is illegal (it is not a try).
* Each puzzle counts once in the history: solved with no wrong try and no solution
  asked for, or failed at the first wrong try or the solution.
* The history on the device, and what is done with one that cannot be read, is
  :mod:`tanbo.ui.puzzle_history`.

Pure of drawing: the screen (:mod:`tanbo.ui.screens.puzzles`) reads it and its
actions call it.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from typing import Protocol

from tanbo.errors import TanboError
from tanbo.explain import Explanation
from tanbo.game import GameState
from tanbo.games import GAMES
from tanbo.puzzles.link import parse_puzzle_link, puzzle_link
from tanbo.puzzles.model import Puzzle, daily, load_puzzles
from tanbo.puzzles.play import try_move
from tanbo.puzzles.progress import PuzzleProgress
from tanbo.ui import puzzle_strings, share
from tanbo.ui.games import game_view
from tanbo.ui.i18n import reason_text
from tanbo.ui.js import PageEval
from tanbo.ui.puzzle_history import HISTORY, HistoryHost, PuzzleHistory
from tanbo.ui.reasons import describe
from tanbo.ui.settings import Settings
from tanbo.ui.settings import short as _short
from tanbo.ui.view import PUZZLES

__all__ = [
    "PuzzleDesk",
    "PuzzleHost",
    "HISTORY",
    "SOLVING",
    "WRONG",
    "SOLVED",
    "SHOWN",
]

SOLVING, WRONG, SOLVED, SHOWN = "solving", "wrong", "solved", "shown"
"""Where the puzzle on the board is: waiting for a try, after a wrong one, solved, or
its solution played out."""

puzzle_strings.install()


class Sounder(Protocol):
    """What plays the UI's sounds."""

    def play(self, name: str) -> None:
        """Play sound ``name``."""


class PuzzleHost(HistoryHost, Protocol):
    """What the desk uses of the commands: the history's needs, the settings, sounds."""

    settings: Settings

    @property
    def sounds(self) -> Sounder:
        """The UI's sounds."""

    def side_name(self, colour: int) -> str:
        """``Black``/``White`` in the current language."""


class PuzzleDesk:
    """The puzzle being solved and the player's puzzle history (see the module docstring).

    ``today`` gives the date of the puzzle of the day (the device's local date);
    ``window`` stands in for the browser's JS window when sharing (tests).
    """

    def __init__(self, host: PuzzleHost, window: PageEval | None = None,
                 today: Callable[[], datetime.date] = datetime.date.today) -> None:
        self.host = host
        self.window = window
        self.today = today
        self.puzzle: Puzzle | None = None
        self.is_daily = False
        self.state: GameState | None = None  # the position on the board
        self.line: list[str] = []  # the moves of the solution made so far (tries and replies)
        self.phase = SOLVING
        self.explanation: list[str] = []  # why the last try was wrong (or illegal)
        self.pending: list[str] = []  # replies still to play, one after the other
        self.due_ms = 0  # when the first pending reply is played
        self.counted = False  # this puzzle's outcome is in the history
        self.failed = False  # a wrong try or the solution: solving it now counts nothing
        self.last_move: int | None = None
        self.reply_delay_ms = 350  # a reply waits this long (the App's computer delay)
        self.records = PuzzleHistory(host, window)  # the history on the device

    # ------------------------------------------------------------ reading

    @property
    def game(self) -> str:
        """The game of the puzzles shown: the puzzle's, else the menu's choice."""
        return self.puzzle.game if self.puzzle is not None else self.host.settings.game

    @property
    def history(self) -> PuzzleProgress:
        """The player's puzzle history (read from the store at first use)."""
        return self.records.progress

    @property
    def busy(self) -> bool:
        """True while the opponent's replies are still being played."""
        return bool(self.pending)

    def theme_text(self) -> str:
        """The puzzle's task: "Black to play and win in 2"."""
        if self.puzzle is None:
            return ""
        mover = int(GAMES[self.puzzle.game].from_text(self.puzzle.position).to_move)
        key = f"puzzle.theme.{self.puzzle.theme}"
        if self.host.t(key) == key:
            key = "puzzle.theme.other"
        return self.host.t(key, side=self.host.side_name(mover),
                           side_gen=self.host.t(f"puzzle.side_gen.{mover}"), n=self.puzzle.depth,
                           moves=puzzle_strings.moves(self.host.settings.lang, self.puzzle.depth))

    def score_text(self) -> str:
        """The counts of the position that decide the game besides the board, as the
        game's view gives them (DEAGO: both sides' captured stones); '' for none."""
        if self.state is None:
            return ""
        return game_view(self.state.game_name).score_text(self.host.settings.lang, self.state)

    def count_note(self) -> str:
        """While a try is awaited on a puzzle whose outcome the history has already (tried
        before, or earlier today, even before a reload): that this try does not count."""
        if self.puzzle is None or self.phase != SOLVING or not self.counted or self.pending:
            return ""
        if self.is_daily and self.history.daily_is_done(self.puzzle.game, self.today()):
            return self.host.t("puzzle.daily_tried")
        return self.host.t("puzzle.tried")

    def stats_text(self) -> str:
        """The player's rating, streak and tally ("no puzzle tried yet" before any)."""
        h = self.history
        key = "puzzle.stats" if h.tried_count else "puzzle.stats_new"
        return self.host.t(key, rating=round(h.rating), rd=round(h.deviation), streak=h.streak,
                           best=h.best_streak, solved=h.solved_count, tried=h.tried_count)

    def solution_text(self) -> str:
        """The solution's line in move texts, numbered by the solver's moves."""
        if self.puzzle is None:
            return ""
        moves = self.puzzle.solution
        parts = []
        for i in range(0, len(moves), 2):
            parts.append(f"{i // 2 + 1}. " + " ".join(moves[i:i + 2]))
        return "  ".join(parts)

    # ------------------------------------------------------------ opening

    def open(self) -> None:
        """Open the Puzzles screen: the puzzle of the day of the menu's game first."""
        self.history  # noqa: B018  (read now: an unreadable one is set aside and said)
        game = self.host.settings.game
        if self.puzzle is None or self.puzzle.game != game:
            self.start_daily(game)
        self.host.view.open_screen(PUZZLES)

    def start_daily(self, game: str) -> None:
        """Show ``game``'s puzzle of the day (a message when the game has none)."""
        try:
            puzzle = daily(game, self.today())
        except TanboError:
            self._clear()
            return
        self.start(puzzle, is_daily=True)

    def start(self, puzzle: Puzzle, is_daily: bool = False) -> None:
        """Show ``puzzle`` from its start (one the history has already counts no more)."""
        self.puzzle = puzzle
        self.is_daily = is_daily
        self.counted = self.history.seen(puzzle.id)
        self.failed = self.counted and not self.history.solved(puzzle.id)
        self._reset_board()
        self.host.view.dirty = True

    def _clear(self) -> None:
        self.puzzle = None
        self.state = None
        self.line = []
        self.pending = []
        self.explanation = []
        self.phase = SOLVING

    def _reset_board(self) -> None:
        assert self.puzzle is not None
        self.state = GAMES[self.puzzle.game].from_text(self.puzzle.position)
        self.line = []
        self.pending = []
        self.explanation = []
        self.phase = SOLVING
        self.last_move = None
        self.host.view.touch_armed = None  # (a preview of the board as it was)
        self.host.view.clear_effects()

    def open_link(self, text: str) -> bool:
        """Open a puzzle link on the Puzzles screen; False (and a message) if it is bad."""
        try:
            puzzle = parse_puzzle_link(text.strip())
        except (TanboError, ValueError) as exc:
            self.host.say(self.host.t("puzzle.link_bad", error=_short(str(exc))), warn=True)
            return False
        self.history  # noqa: B018
        self.start(puzzle, is_daily=self._is_today(puzzle))
        self.host.view.open_screen(PUZZLES)
        return True

    def _is_today(self, puzzle: Puzzle) -> bool:
        try:
            return daily(puzzle.game, self.today()).id == puzzle.id
        except TanboError:
            return False

    def next_puzzle(self) -> None:
        """The next puzzle: the one nearest the player's rating not tried yet."""
        puzzles = load_puzzles(self.game)
        if not puzzles:
            return
        tried = self._tried_ids()
        current = self.puzzle.id if self.puzzle is not None else ""
        fresh = [p for p in puzzles if p.id not in tried and p.id != current]
        pool = fresh or [p for p in puzzles if p.id != current] or list(puzzles)
        rating = self.history.rating
        best = min(pool, key=lambda p: (abs(p.rating - rating), p.id))
        self.start(best, is_daily=self._is_today(best))

    def _tried_ids(self) -> set[str]:
        """The ids of the puzzles of this game the history has an outcome for."""
        return {p.id for p in load_puzzles(self.game) if self.history.seen(p.id)}

    # ------------------------------------------------------------ tries

    @property
    def awaiting(self) -> bool:
        """True while the puzzle waits for the player's try (solving, no reply coming)."""
        return self.state is not None and self.phase == SOLVING and not self.pending

    @property
    def board(self) -> GameState:
        """The position on the board, while a puzzle is open (:attr:`state` is ``None``
        before)."""
        assert self.state is not None, "no puzzle is open"
        return self.state

    def try_point(self, point: int) -> None:
        """The player's try at ``point``: judged against the puzzle's line."""
        host, st, puzzle = self.host, self.state, self.puzzle
        if st is None or puzzle is None:
            return
        if self.pending:
            return  # the reply is on its way
        if self.phase != SOLVING:
            key = "puzzle.retry_first" if self.phase == WRONG else "puzzle.done_already"
            host.say(host.t(key))
            return
        reason = st.why_illegal(point)
        if reason is not None:
            self.explanation = self._illegal_lines(point, reason)
            host.say(self.explanation[0], warn=True)
            host.sounds.play("illegal")
            return
        move = st.move_text(point)
        try:
            verdict = try_move(puzzle, tuple(self.line), move)
        except TanboError as exc:  # a broken puzzle must not break the screen
            host.say(_short(str(exc)), warn=True)
            return
        self._play(point)
        self.explanation = []
        if verdict.kind == "correct" and verdict.reply is not None:
            self.line.append(move)
            self._queue([verdict.reply])
        elif verdict.kind in ("correct", "solved"):
            self.line.append(move)
            self.phase = SOLVED
            self._count(True)
            host.sounds.play("win")
        else:
            self.phase = WRONG
            self._count(False)
            self.explanation = [self._why_text(verdict.why, move, verdict.refutation)]
            if not verdict.refutation:  # no reply to explain: what the try itself did
                self.explanation.extend(self._happened_lines())
            self._queue(list(verdict.refutation[:1]))
            host.sounds.play("illegal")
        host.view.dirty = True

    def retry(self) -> None:
        """Try again: back to where the wrong try was made."""
        if self.puzzle is None or self.phase not in (WRONG, SHOWN, SOLVED):
            return
        line = list(self.line) if self.phase == WRONG else []
        self._reset_board()
        board = self.board
        for move in line:
            board.push(board.parse_move(move))
        self.line = line
        self.last_move = board.move_stack[-1] if board.move_stack else None
        self.host.view.dirty = True

    def show_solution(self) -> None:
        """Play the solution's line out from the start (the puzzle counts as failed)."""
        if self.puzzle is None:
            return
        self._count(False)
        self._reset_board()
        self.phase = SHOWN
        self._queue(list(self.puzzle.solution), first_now=True)
        self.host.view.dirty = True

    def advance(self, now: int, delay_ms: int) -> None:
        """Time passes: play the next reply once it is due (``delay_ms`` after the last)."""
        self.reply_delay_ms = max(delay_ms, 0)
        if not self.pending or now < self.due_ms:
            return
        move = self.pending.pop(0)
        st = self.board
        point = st.parse_move(move)
        mover = int(st.to_move)
        self._play(point)
        if self.phase == SOLVING:  # the line's reply (a wrong try's refutation is not)
            self.line.append(move)
        if self.phase == WRONG:  # the refutation, named: "White's reply d5 touches…"
            self.explanation.extend(self._happened_lines(self.reply_name(mover, move)))
        self.due_ms = now + self.reply_delay_ms
        self.host.view.dirty = True

    def _queue(self, moves: list[str], first_now: bool = False) -> None:
        """Play ``moves`` one after the other, the first after the usual pause."""
        self.pending = [m for m in moves if m]
        self.due_ms = self.host.view.now() + (0 if first_now else self.reply_delay_ms)

    def _play(self, point: int) -> None:
        """Play ``point`` on the board with the game's usual effects and sound."""
        st, v = self.board, self.host.view
        colour = st.to_move
        effect = st.push(point)
        shown = game_view(st.game_name).effects(effect, colour, point)
        v.touch_armed = None  # a preview of the board before this move
        if v.modality.touch:
            v.hover = None  # (a finger's preview; a mouse's hover stays with the mouse)
        now = v.now()
        v.start_effects(shown.fades, shown.turns, {}, now)
        self.host.sounds.play(shown.sound)
        self.last_move = point

    def _count(self, solved: bool) -> None:
        """Put this puzzle's outcome in the history once, and save it."""
        if self.puzzle is None or self.counted or (solved and self.failed):
            return
        if not solved:
            self.failed = True
        self.counted = True
        self.history.record(self.puzzle, solved, self.today())
        self.records.save()

    # ------------------------------------------------------------ explanations

    def _why_text(self, why: str, move: str, refutation: tuple[str, ...]) -> str:
        """The wrong try's reason code as a sentence."""
        host = self.host
        reply = refutation[0] if refutation else ""
        opponent = host.side_name(int(self.board.to_move))  # the try is on the board
        key = f"puzzle.why.{why}" + ("" if reply else "_no_reply")
        if host.t(key) == key:
            key = "puzzle.why.other" + ("" if reply else "_no_reply")
        assert self.puzzle is not None
        return host.t(key, move=move, reply=reply, side=opponent, n=self.puzzle.depth,
                      moves=puzzle_strings.moves(host.settings.lang, self.puzzle.depth))

    def reply_name(self, mover: int, move: str) -> str:
        """The opponent's reply as the explanation names it: "White's reply d5"."""
        return self.host.t("puzzle.reply_subject", side=self.host.side_name(mover),
                           side_gen=self.host.t(f"puzzle.side_gen.{mover}"), move=move)

    def _happened_lines(self, subject: str | None = None) -> list[str]:
        """The rules assistant's account of the move just played (``subject`` names it
        where a sentence says "it": the reader did not make it)."""
        st = self.board
        try:
            expl = GAMES[st.game_name].assistant.what_happened(st)
        except TanboError:
            return []
        if expl is None:
            return []
        return _describe(self.host.settings.lang, expl, st, happened=True, subject=subject)

    def _illegal_lines(self, point: int, reason: str) -> list[str]:
        """Why ``point`` cannot be played: the engine's reason, then the assistant's."""
        host, st = self.host, self.board
        head = host.t("illegal", point=st.move_text(point),
                      reason=reason_text(host.settings.lang, reason))
        try:
            expl = GAMES[st.game_name].assistant.explain(st, point)
        except TanboError:
            return [head]
        return [head, *_describe(host.settings.lang, expl, st, happened=False)]

    # ------------------------------------------------------------ sharing

    def share(self) -> None:
        """Copy the puzzle's link (the browser may show it to copy instead)."""
        host, puzzle = self.host, self.puzzle
        if puzzle is None:
            return
        url = puzzle_link(share.page_address(self.window), puzzle)
        result = share.copy_text(url, host.t("puzzle.link_prompt"), self.window)
        if result == share.FAILED:
            print(url)  # natively only: the terminal is the last way out
            host.say(host.t("link.copy_failed"), warn=True)
            return
        key = "puzzle.link_copied" if result == share.COPIED else "puzzle.link_shown"
        host.say(host.t(key))

    def link(self) -> str:
        """The puzzle's link on this page ("" without a puzzle)."""
        if self.puzzle is None:
            return ""
        return puzzle_link(share.page_address(self.window), self.puzzle)

    # ------------------------------------------------------------ the history

    @property
    def unreadable(self) -> list[str]:
        """The store's names of histories set aside, oldest first."""
        return self.records.unreadable

    @property
    def keep_history(self) -> bool:
        """True when an unreadable history could not be moved aside (it is not saved over)."""
        return self.records.keep

    def save(self) -> None:
        """Save the history."""
        self.records.save()

    def offer_unreadable(self) -> None:
        """Show the newest history set aside: copy it, delete it (asks again) or close."""
        self.records.offer()


def _describe(lang: str, expl: Explanation, state: GameState, happened: bool,
              subject: str | None = None) -> list[str]:
    """The assistant's reasons as sentences in ``lang`` (the verdict line left out: the
    screen says it its own way)."""
    return describe(lang, expl, state.point_name, happened=happened, subject=subject)[1:]
