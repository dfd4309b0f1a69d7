"""The questions asked of the rules assistant in one game, and their form in a save.

Pure Python (no pygame). A :class:`Question` is what the player asked ("Why?" about a
point, or "What happened?" after a move), in which position (the number of moves
played, ``ply``) and what the assistant answered (legal or not, the reasons' codes).
The session keeps them in order (:attr:`tanbo.ui.session.Session.questions`) and the
save holds them in one record tag, ``Questions``: entries separated by spaces, each
``<ply><kind><move><verdict><codes>`` --

* ``kind`` ``?`` for "Why?", ``!`` for "What happened?";
* ``move`` the point's name in the board's notation, or ``pass``;
* ``verdict`` ``+`` legal, ``-`` illegal, then the codes separated by commas,

e.g. ``[Questions "0?a7-occupied 3!c5+grows_root,removes_nothing"]``. Reading is
strict (:func:`parse_questions` raises ``RecordError`` naming the bad entry), so a
damaged save is set aside like any other unreadable one, never half read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tanbo.errors import PointError, RecordError
from tanbo.game import GameState
from tanbo.games import GAMES
from tanbo.limits import excerpt
from tanbo.ui.layout import full_moves

__all__ = [
    "WHY",
    "HAPPENED",
    "QUESTIONS_TAG",
    "Question",
    "move_number",
    "format_questions",
    "parse_questions",
]

WHY, HAPPENED = "why", "happened"
"""The kinds of question: "Why?" about a point, "What happened?" after the last move."""

QUESTIONS_TAG = "Questions"
"""The record tag of the questions asked in the game."""

MAX_QUESTIONS = 1000
"""The most questions a game keeps (the oldest go first)."""

_KINDS = {WHY: "?", HAPPENED: "!"}
_ENTRY_RE = re.compile(r"(\d{1,6})([?!])([a-z]{1,2}\d{1,2}|pass)([+-])([a-z_]+(?:,[a-z_]+)*)?")


@dataclass(frozen=True)
class Question:
    """One question: after ``ply`` moves, ``kind`` (:data:`WHY` / :data:`HAPPENED`)
    about ``move`` (a point or the pass move), answered ``legal`` with ``codes``."""

    ply: int
    kind: str
    move: int
    legal: bool
    codes: tuple[str, ...]

    @property
    def number(self) -> int:
        """The number of the move asked about, as the move list numbers it."""
        return move_number(self.ply, self.kind)


def move_number(ply: int, kind: str) -> int:
    """The number of the move a question asked after ``ply`` moves is about, in the move
    list's numbering (full moves: :func:`tanbo.ui.layout.full_moves`). "Why?" asks
    about the next move, the ``ply + 1``-th (Black's third move is move 3); "What
    happened?" about the last one played, the ``ply``-th."""
    return full_moves(ply + 1 if kind == WHY else ply)


def _move_text(state: GameState, move: int) -> str:
    spec = GAMES[state.game_name]
    if spec.pass_move is not None and move == spec.pass_move:
        return "pass"
    return str(state.point_name(move))


def format_questions(questions: list[Question], state: GameState) -> str:
    """The ``Questions`` tag's value for ``questions`` in the game of ``state``."""
    return " ".join(
        f"{q.ply}{_KINDS[q.kind]}{_move_text(state, q.move)}{'+' if q.legal else '-'}"
        + ",".join(q.codes)
        for q in questions
    )


def parse_questions(text: str, state: GameState) -> list[Question]:
    """The questions of a ``Questions`` tag for the game ``state`` (its final position).

    Each entry must be well formed, asked at a ply the game has (0 to ``state.ply``),
    about a move of the board, with codes the game's assistant gives; else
    ``RecordError`` quoting the entry.
    """
    spec = GAMES[state.game_name]
    codes = spec.assistant.codes
    kinds = {v: k for k, v in _KINDS.items()}
    out: list[Question] = []
    for n, entry in enumerate(text.split(), 1):
        m = _ENTRY_RE.fullmatch(entry)
        where = f"Questions tag, entry {n} {excerpt(entry)}"
        if m is None:
            raise RecordError(f"malformed {where}: expected e.g. '3?c5+grows_root'")
        ply, kind, move_text, verdict, code_text = m.groups()
        if int(ply) > state.ply:
            raise RecordError(f"bad {where}: asked after move {ply}, the game has {state.ply}")
        if move_text == "pass":
            if spec.pass_move is None:
                raise RecordError(f"bad {where}: {spec.title} has no pass")
            move = spec.pass_move
        else:
            try:
                move = state.geometry.parse_point(move_text)
            except PointError as exc:
                raise RecordError(f"bad {where}: {exc}") from None
        found = tuple(code_text.split(",")) if code_text else ()
        unknown = [c for c in found if c not in codes]
        if unknown:
            raise RecordError(f"bad {where}: {spec.title} has no reason {unknown[0]!r}")
        out.append(Question(int(ply), kinds[kind], move, verdict == "+", found))
    return out[-MAX_QUESTIONS:]
