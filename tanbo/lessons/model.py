"""A lesson, its steps and goals, and a run through it (pure Python).

A lesson is a small position (the game's own position text, the side to move included)
and one or more :class:`Step` s. Each step's goal is a predicate over the engine's
account of the player's move (:class:`Account`: the position before, the move, the rules
assistant's :class:`~tanbo.explain.Explanation` of it, the position after): it returns
``None`` when the move reaches the goal, else a **miss code** saying how it misses (an
illegal move's miss is the assistant's first reason code: ``occupied``,
``touches_none``, ...). After a step the opponent may answer with a scripted reply.

:class:`LessonRun` plays a lesson: :meth:`LessonRun.attempt` checks a move, plays it when
legal (so the board shows what the move did) and says ``"wrong"``, ``"step"`` (the goal of
a step before the last one: the reply was played) or ``"done"``; after a wrong legal move
:meth:`LessonRun.take_back` restores the position.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from tanbo.errors import TanboError
from tanbo.explain import Explanation
from tanbo.game import GameState
from tanbo.games import GAMES

__all__ = ["LessonError", "Account", "Goal", "Step", "Lesson", "Attempt", "LessonRun", "ONLY"]

ONLY = "only"
"""A step's ``reply``: the opponent plays its only legal move (its first, if it had more)."""


class LessonError(TanboError):
    """A lesson, a course or lesson progress that cannot be used (bad data, unknown id)."""


@dataclass(frozen=True)
class Account:
    """The engine's account of one move: the position before it, the move, the rules
    assistant's explanation, and the position after it (``None`` for an illegal move)."""

    before: GameState
    move: int
    explanation: Explanation
    after: GameState | None

    def codes(self) -> tuple[str, ...]:
        """The explanation's reason codes, in order."""
        return self.explanation.codes


Goal = Callable[[Account], "str | None"]
"""A step's goal: ``None`` when the move reaches it, else the miss code."""


@dataclass(frozen=True)
class Step:
    """One goal of a lesson: ``goal`` (a predicate), ``solution`` (the intended move,
    in move text), ``wrong`` (typical wrong moves, each missing in its own way: the
    tests check every one is refused with a distinct miss code), ``reply`` (the
    opponent's answer after the goal is reached: a move text, :data:`ONLY`, or none)."""

    goal: Goal
    solution: str
    wrong: tuple[str, ...] = ()
    reply: str | None = None


@dataclass(frozen=True)
class Lesson:
    """One lesson: ``id`` (stable: progress is kept by it), ``game`` (a key of
    :data:`tanbo.games.GAMES`), ``position`` (the game's position text), ``topic`` (the
    Rules-screen paragraph it teaches) and its steps. Its texts (title, goal, hint, why)
    are the UI's, keyed by ``id``."""

    id: str
    game: str
    position: str
    topic: str
    steps: tuple[Step, ...]

    def start(self) -> GameState:
        """A fresh copy of the lesson's position."""
        return GAMES[self.game].from_text(self.position)


@dataclass(frozen=True)
class Attempt:
    """What a move in a lesson did: ``kind`` is ``"wrong"``, ``"step"`` (a step's goal
    reached, more to come) or ``"done"`` (the last goal reached); ``miss`` the miss code
    of a wrong move; ``explanation`` the assistant's account of the move; ``played``
    whether the move is on the board (a legal one); ``reply`` the opponent's answer
    played after a step, if any."""

    kind: str
    move: int
    explanation: Explanation
    miss: str | None = None
    played: bool = False
    reply: int | None = None


def check(goal: Goal, state: GameState, move: int) -> tuple[str | None, Account]:
    """``goal``'s verdict on ``move`` in ``state`` (unchanged) and the engine's account."""
    expl = GAMES[state.game_name].assistant.explain(state, move)
    if not expl.legal:
        account = Account(state, move, expl, None)
        return (expl.reasons[0].code if expl.reasons else "illegal"), account
    after = state.copy()
    after.push(move)
    account = Account(state, move, expl, after)
    return goal(account), account


def reply_move(state: GameState, reply: str) -> int | None:
    """The opponent's answer in ``state``: the scripted move if legal, else (and for
    :data:`ONLY`) its first legal move; ``None`` when the game is over or it has none."""
    if state.is_over:
        return None
    if reply != ONLY:
        move = state.parse_move(reply)
        if state.is_legal(move):
            return move
    moves = state.legal_moves()
    return moves[0] if moves else None


@dataclass
class LessonRun:
    """A lesson being played: the position on the board and the step reached."""

    lesson: Lesson
    state: GameState = field(init=False)
    step: int = 0
    done: bool = False
    wrong_on_board: bool = False  # a wrong legal move is shown: take it back to go on

    def __post_init__(self) -> None:
        self.state = self.lesson.start()

    @property
    def current(self) -> Step:
        """The step being played (the last one once done)."""
        return self.lesson.steps[min(self.step, len(self.lesson.steps) - 1)]

    def attempt(self, move: int) -> Attempt:
        """Check and play ``move`` (see the module docstring). ``LessonError`` when the
        lesson is done or a wrong move must be taken back first."""
        if self.done or self.wrong_on_board:
            raise LessonError("take the move back or go to the next lesson first")
        miss, account = check(self.current.goal, self.state, move)
        expl = account.explanation
        if account.after is not None:
            self.state.push(move)
        if miss is not None:
            self.wrong_on_board = account.after is not None
            return Attempt("wrong", move, expl, miss, played=account.after is not None)
        reply = None
        if self.current.reply is not None:
            reply = reply_move(self.state, self.current.reply)
            if reply is not None:
                self.state.push(reply)
        self.step += 1
        if self.step >= len(self.lesson.steps) or self.state.is_over:
            self.done = True
            return Attempt("done", move, expl, played=True, reply=reply)
        return Attempt("step", move, expl, played=True, reply=reply)

    def take_back(self) -> None:
        """Undo a wrong legal move shown on the board."""
        if self.wrong_on_board:
            self.state.pop()
            self.wrong_on_board = False

    def restart(self) -> None:
        """The lesson from its start."""
        self.state = self.lesson.start()
        self.step = 0
        self.done = False
        self.wrong_on_board = False
