"""A slow, literal DEAGO reference implementation, used only to check the engine.

Written from ``DEAGO-RULES.md`` alone (it shares no code with :mod:`tanbo`): the board is
a 2-D list ``board[row][col]`` with row 0 the top rank, and every rule is a plain loop
over directions, step by step, exactly as the rules page words it. Nothing is
incremental: the win is found by scanning the whole board after every move. The
differential tests (``tests/games/deago/test_differential.py``), the rules-as-diagrams tests
and ``python -m tanbo bench --game deago`` compare the fast engine against it.

Start reading at :class:`RefDeago`; :func:`perft` counts move sequences (``pass``
counted as a move). Points are ints ``row_from_top * width + col``, ``PASS`` is -1;
cells are 0 empty, 1 Black, 2 White, 3 neutral; ``winner`` is 0 none, 1 Black,
2 White, 3 draw. Bad input raises :class:`ValueError` quoting it.

Decisions the rules page leaves to a DFEN reader (a position that cannot arise in play):
a position whose *side to move* already has a five or 20+ captured stones is refused,
and so is one where a player has won although the last move was a pass.
"""

from __future__ import annotations

import random
from typing import NamedTuple

__all__ = [
    "BLACK",
    "DRAW",
    "EMPTY",
    "LAYOUTS",
    "NEUTRAL",
    "PASS",
    "SIZES",
    "WHITE",
    "RefDeago",
    "RefEffect",
    "perft",
]

EMPTY, BLACK, WHITE, NEUTRAL = 0, 1, 2, 3
DRAW = 3
PASS = -1

# Rules page: 19x19 (the seed's board, default), 15x15 and 13x13; layouts 9, 5, 0.
SIZES: tuple[tuple[int, int], ...] = ((19, 19), (15, 15), (13, 13))
LAYOUTS: tuple[str, ...] = ("9", "5", "0")

# (row step, column step). Conversion and the winning line: horizontal and vertical
# only. Pair capture: these four plus the four diagonals.
ORTHOGONAL: tuple[tuple[int, int], ...] = ((0, 1), (0, -1), (1, 0), (-1, 0))
DIAGONAL: tuple[tuple[int, int], ...] = ((1, 1), (1, -1), (-1, 1), (-1, -1))
ALL_DIRECTIONS: tuple[tuple[int, int], ...] = ORTHOGONAL + DIAGONAL

CAPTURES_TO_WIN = 20
LINE_TO_WIN = 5

_LETTER = {EMPTY: "", BLACK: "B", WHITE: "W", NEUTRAL: "N"}
_CELL = {"B": BLACK, "W": WHITE, "N": NEUTRAL}
_FILES = "abcdefghijklmnopqrstuvwxyz"


class RefEffect(NamedTuple):
    """What one move did: neutrals converted, opponent stones removed, the winning line.

    All three are sorted tuples of point indices; ``line`` is one maximal run of five or
    more of the mover, the first in reading order (empty unless the move won by a line).
    A move can make two lines at once: :meth:`RefDeago.five_lines` lists them all.
    """

    move: int
    player: int
    converted: tuple[int, ...]
    captured: tuple[int, ...]
    line: tuple[int, ...]


def _other(colour: int) -> int:
    if colour == BLACK:
        return WHITE
    return BLACK


def _check_size(width: int, height: int) -> None:
    if (width, height) not in SIZES:
        raise ValueError(f"unknown DEAGO size {width}x{height} (19x19, 15x15 or 13x13)")


MAX_COUNT = 999  # the rules page's DFEN counts: 0-999, as the engine reads them


def _parse_count(text: str, what: str) -> int:
    if not text.isdigit() or not text.isascii() or (len(text) > 1 and text[0] == "0"):
        raise ValueError(f"bad {what} {text!r} in DFEN")
    if int(text) > MAX_COUNT:
        raise ValueError(f"bad {what} {text!r} in DFEN: at most {MAX_COUNT}")
    return int(text)


class RefDeago:
    """A DEAGO position: the board, side to move, captured counts, passes and result."""

    def __init__(
        self,
        board: list[list[int]],
        to_move: int,
        captured_black: int,
        captured_white: int,
        passes: int,
    ) -> None:
        self.height = len(board)
        self.width = len(board[0])
        _check_size(self.width, self.height)
        self.board = [list(row) for row in board]
        self.to_move = to_move
        # captured_by[c] = how many opponent stones colour c has removed.
        self.captured_by = {BLACK: captured_black, WHITE: captured_white}
        self.passes = passes
        self.winner = 0
        self.end_reason: str | None = None
        self.winning_line: tuple[int, ...] = ()
        self.last_effect: RefEffect | None = None
        self._settle_loaded_result()

    # ------------------------------------------------------------------ construction

    @classmethod
    def new(cls, width: int = 19, height: int = 19, layout: str = "9") -> RefDeago:
        """The start position of a size and neutral layout, Black to move."""
        _check_size(width, height)
        if layout not in LAYOUTS:
            raise ValueError(f"unknown neutral layout {layout!r} (9, 5 or 0)")
        board = [[EMPTY] * width for _ in range(height)]
        # Both sizes are equal (square boards); the star lines are 3, N//2, N-4.
        n = width
        star = [3, n // 2, n - 4]
        if layout == "9":
            for row in star:
                for col in star:
                    board[row][col] = NEUTRAL
        elif layout == "5":
            for row in (3, n - 4):
                for col in (3, n - 4):
                    board[row][col] = NEUTRAL
            board[n // 2][n // 2] = NEUTRAL
        return cls(board, BLACK, 0, 0, 0)

    @classmethod
    def from_dfen(cls, text: str) -> RefDeago:
        """Read a DFEN (the rules page's "Notation"); ValueError if it is malformed."""
        if not isinstance(text, str):
            raise ValueError(f"DFEN must be text, got {text!r}")
        fields = text.split(" ")
        if len(fields) != 5:
            raise ValueError(f"DFEN needs 5 space-separated fields: {text!r}")
        placement, side, black_count, white_count, passes_text = fields
        if side == "b":
            to_move = BLACK
        elif side == "w":
            to_move = WHITE
        else:
            raise ValueError(f"bad side to move {side!r} in DFEN {text!r}")
        captured_black = _parse_count(black_count, "Black captured count")
        captured_white = _parse_count(white_count, "White captured count")
        if passes_text not in ("0", "1", "2"):
            raise ValueError(f"bad pass count {passes_text!r} in DFEN {text!r}")
        board: list[list[int]] = []
        for rank in placement.split("/"):
            row: list[int] = []
            number = ""
            for ch in rank:
                if ch in "0123456789":
                    if number == "" and ch == "0":
                        raise ValueError(f"bad run length in rank {rank!r} of DFEN {text!r}")
                    number += ch
                    continue
                if number != "":
                    row.extend([EMPTY] * int(number))
                    number = ""
                if ch not in _CELL:
                    raise ValueError(f"bad character {ch!r} in rank {rank!r} of DFEN {text!r}")
                row.append(_CELL[ch])
            if number != "":
                row.extend([EMPTY] * int(number))
            if not row:
                raise ValueError(f"empty rank in DFEN {text!r}")
            board.append(row)
        for row in board:
            if len(row) != len(board[0]):
                raise ValueError(f"ranks of different lengths in DFEN {text!r}")
        _check_size(len(board[0]), len(board))
        return cls(board, to_move, captured_black, captured_white, int(passes_text))

    def _settle_loaded_result(self) -> None:
        """The result of a loaded position: the last mover's win, or a pass-pass draw."""
        mover = _other(self.to_move)
        if self._five_lines(self.to_move) or self.captured_by[self.to_move] >= CAPTURES_TO_WIN:
            raise ValueError(
                f"position is already won by the side to move: {self.dfen()!r}"
            )
        lines = self._five_lines(mover)
        won = bool(lines) or self.captured_by[mover] >= CAPTURES_TO_WIN
        if won and self.passes > 0:
            raise ValueError(f"position is won although the last move was a pass: {self.dfen()!r}")
        if lines:
            self.winner = mover
            self.end_reason = "five"
            self.winning_line = lines[0]
        elif won:
            self.winner = mover
            self.end_reason = "captures"
        elif self.passes >= 2:
            self.winner = DRAW
            self.end_reason = "passes"

    def copy(self) -> RefDeago:
        """An independent copy (the board rows are copied)."""
        other = RefDeago.__new__(RefDeago)
        other.height = self.height
        other.width = self.width
        other.board = [list(row) for row in self.board]
        other.to_move = self.to_move
        other.captured_by = dict(self.captured_by)
        other.passes = self.passes
        other.winner = self.winner
        other.end_reason = self.end_reason
        other.winning_line = self.winning_line
        other.last_effect = self.last_effect
        return other

    # ------------------------------------------------------------------ reading

    @property
    def captured(self) -> tuple[int, int]:
        """(stones Black has captured, stones White has captured)."""
        return (self.captured_by[BLACK], self.captured_by[WHITE])

    @property
    def is_over(self) -> bool:
        return self.winner != 0

    def cell(self, point: int) -> int:
        return self.board[point // self.width][point % self.width]

    def cells(self) -> list[int]:
        """Every cell, in point-index order."""
        out = []
        for row in range(self.height):
            for col in range(self.width):
                out.append(self.board[row][col])
        return out

    def on_board(self, row: int, col: int) -> bool:
        return 0 <= row < self.height and 0 <= col < self.width

    def point_name(self, point: int) -> str:
        """``a1`` is the bottom-left point; ``pass`` for PASS."""
        if point == PASS:
            return "pass"
        row, col = divmod(point, self.width)
        return f"{_FILES[col]}{self.height - row}"

    def parse_point(self, name: str) -> int:
        """The point index of a name such as ``c3``; ``pass`` gives PASS."""
        if name == "pass":
            return PASS
        if len(name) < 2 or name[0] not in _FILES[: self.width] or not name[1:].isdigit():
            raise ValueError(f"bad point {name!r}")
        rank = int(name[1:])
        if not 1 <= rank <= self.height or name[1] == "0":
            raise ValueError(f"bad point {name!r}")
        return (self.height - rank) * self.width + _FILES.index(name[0])

    def dfen(self) -> str:
        """The position text (rules page, "Notation")."""
        ranks = []
        for row in self.board:
            text = ""
            run = 0
            for cell in row:
                if cell == EMPTY:
                    run += 1
                    continue
                if run > 0:
                    text += str(run)
                    run = 0
                text += _LETTER[cell]
            if run > 0:
                text += str(run)
            ranks.append(text)
        side = "b" if self.to_move == BLACK else "w"
        return (
            "/".join(ranks)
            + f" {side} {self.captured_by[BLACK]} {self.captured_by[WHITE]} {self.passes}"
        )

    def legal_moves(self) -> list[int]:
        """Empty points ascending, then PASS; ``[]`` once the game is over."""
        if self.winner != 0:
            return []
        moves = []
        for row in range(self.height):
            for col in range(self.width):
                if self.board[row][col] == EMPTY:
                    moves.append(row * self.width + col)
        moves.append(PASS)
        return moves

    def _five_lines(self, colour: int) -> list[tuple[int, ...]]:
        """Every maximal horizontal or vertical run of 5+ stones of ``colour``."""
        lines = []
        for row in range(self.height):
            for col in range(self.width):
                if self.board[row][col] != colour:
                    continue
                for dr, dc in ((0, 1), (1, 0)):  # rightwards, downwards
                    # Only start a run at its first stone.
                    pr, pc = row - dr, col - dc
                    if self.on_board(pr, pc) and self.board[pr][pc] == colour:
                        continue
                    run = []
                    r, c = row, col
                    while self.on_board(r, c) and self.board[r][c] == colour:
                        run.append(r * self.width + c)
                        r, c = r + dr, c + dc
                    if len(run) >= LINE_TO_WIN:
                        lines.append(tuple(sorted(run)))
        return lines

    def five_lines(self, colour: int) -> list[tuple[int, ...]]:
        """Every maximal horizontal or vertical run of five or more of ``colour``."""
        return self._five_lines(colour)

    # ------------------------------------------------------------------ playing

    def play(self, move: int) -> RefEffect:
        """Play ``move`` (a point index or PASS) for the side to move; ValueError if illegal."""
        if self.winner != 0:
            raise ValueError(f"the game is over; move {move!r} not accepted")
        player = self.to_move
        opponent = _other(player)
        if move == PASS:
            self.passes += 1
            self.to_move = opponent
            if self.passes >= 2:
                self.winner = DRAW
                self.end_reason = "passes"
            self.last_effect = RefEffect(PASS, player, (), (), ())
            return self.last_effect
        if not isinstance(move, int) or isinstance(move, bool):
            raise ValueError(f"move must be a point index, got {move!r}")
        if not 0 <= move < self.width * self.height:
            raise ValueError(f"point {move!r} is off the board")
        row, col = divmod(move, self.width)
        if self.board[row][col] != EMPTY:
            raise ValueError(f"point {self.point_name(move)} is not empty")

        # 1. Place.
        self.board[row][col] = player
        self.passes = 0

        # 2. Convert every single neutral between the new stone and another stone of
        #    the mover, horizontally or vertically (X N X; X N N X does not convert).
        converted: list[tuple[int, int]] = []
        for dr, dc in ORTHOGONAL:
            r1, c1 = row + dr, col + dc
            r2, c2 = row + 2 * dr, col + 2 * dc
            if not self.on_board(r2, c2):
                continue
            if self.board[r1][c1] == NEUTRAL and self.board[r2][c2] == player:
                converted.append((r1, c1))
        for r, c in converted:
            self.board[r][c] = player

        # 3. Capture every opponent pair flanked through the new stone or a stone just
        #    converted, in all eight directions (X O O X). All found first, then removed.
        flanks = [(row, col), *converted]
        removed: list[tuple[int, int]] = []
        for fr, fc in flanks:
            for dr, dc in ALL_DIRECTIONS:
                r1, c1 = fr + dr, fc + dc
                r2, c2 = fr + 2 * dr, fc + 2 * dc
                r3, c3 = fr + 3 * dr, fc + 3 * dc
                if not self.on_board(r3, c3):
                    continue
                if (
                    self.board[r1][c1] == opponent
                    and self.board[r2][c2] == opponent
                    and self.board[r3][c3] == player
                ):
                    for stone in ((r1, c1), (r2, c2)):
                        if stone not in removed:  # a shared stone counts once
                            removed.append(stone)
        for r, c in removed:
            self.board[r][c] = EMPTY
        self.captured_by[player] += len(removed)

        # 4. The mover wins by a horizontal/vertical five-or-more, or 20+ captures.
        self.to_move = opponent
        lines = self._five_lines(player)
        line: tuple[int, ...] = ()
        if lines:
            self.winner = player
            self.end_reason = "five"
            line = lines[0]
            self.winning_line = line
        elif self.captured_by[player] >= CAPTURES_TO_WIN:
            self.winner = player
            self.end_reason = "captures"
        self.last_effect = RefEffect(
            move,
            player,
            tuple(sorted(r * self.width + c for r, c in converted)),
            tuple(sorted(r * self.width + c for r, c in removed)),
            line,
        )
        return self.last_effect

    def random_playout(self, rng: random.Random) -> int:
        """Play uniformly random empty points (pass only on a full board) to the end."""
        while self.winner == 0:
            moves = self.legal_moves()
            points = [m for m in moves if m != PASS]
            self.play(rng.choice(points) if points else PASS)
        return self.winner


def perft(state: RefDeago, depth: int) -> int:
    """The number of move sequences of length ``depth`` (``pass`` counted as a move)."""
    if depth == 0:
        return 1
    if depth == 1:
        return len(state.legal_moves())  # an ended game has none
    total = 0
    for move in state.legal_moves():
        child = state.copy()
        child.play(move)
        total += perft(child, depth - 1)
    return total
