"""A player that drives an external GTP engine over pipes (``gtp:'<command line>'`` in matches).

Start at :class:`GtpPlayer`. Before each move it brings the engine's board in
line with the game (``tanbo_game`` first, then ``tanbo_size``, ``tanbo_setup``,
``clear_board`` and the moves with ``play``, sending only new moves when the
game simply continued), then asks ``genmove`` (which may answer ``pass`` in a
game with passing). Errors from the engine raise :class:`GtpEngineError`.
"""

from __future__ import annotations

import contextlib
import shlex
import subprocess
from typing import Any

from tanbo.game import BLACK

__all__ = ["GtpEngineError", "GtpPlayer"]


class GtpEngineError(RuntimeError):
    """The external engine failed, answered ``?`` or died."""


class GtpPlayer:
    """An external GTP engine as a :class:`tanbo.ai.players.Player`."""

    def __init__(self, command: str, name: str | None = None) -> None:
        self.name = name or f"gtp:{command}"
        args = shlex.split(command)
        if not args:
            raise ValueError("gtp: empty engine command line")
        try:
            self._proc = subprocess.Popen(
                args,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
                bufsize=1,
            )
        except OSError as exc:
            raise GtpEngineError(f"cannot start GTP engine {command!r}: {exc}") from exc
        self._sent: list[int] | None = None  # moves the engine has, None = unknown game
        self._state: Any = None

    def command(self, line: str) -> str:
        """Send one command and return the answer text (``GtpEngineError`` on ``?``)."""
        proc = self._proc
        assert proc.stdin is not None and proc.stdout is not None
        try:
            proc.stdin.write(line + "\n")
            proc.stdin.flush()
        except (BrokenPipeError, OSError) as exc:
            raise GtpEngineError(f"GTP engine died before {line!r}") from exc
        lines: list[str] = []
        while True:
            out = proc.stdout.readline()
            if out == "":
                raise GtpEngineError(f"GTP engine closed its output after {line!r}")
            out = out.rstrip("\r\n")
            if out == "" and lines:
                break
            if out or lines:
                lines.append(out)
        head = lines[0]
        text = "\n".join([head[1:].strip(), *lines[1:]]).strip()
        if head.startswith("?"):
            raise GtpEngineError(f"GTP engine rejected {line!r}: {text}")
        if not head.startswith("="):
            raise GtpEngineError(f"GTP engine answered {line!r} with {head!r}")
        return text

    def start(self, state: Any) -> None:
        """Bring the engine's position in line with ``state``."""
        stack = list(state.move_stack)
        sent = self._sent
        if sent is None or len(stack) < len(sent) or stack[: len(sent)] != sent:
            if state.setup is None:
                raise GtpEngineError("gtp players need a game from a start position")
            self.command(f"tanbo_game {state.game_name}")
            self.command(f"tanbo_size {state.geometry.size_text}")
            self.command(f"tanbo_setup {state.setup}")
            self.command("clear_board")
            sent = []
        # Colours alternate, so the colour of the first move follows from the parity.
        first = state.to_move if len(stack) % 2 == 0 else 3 - state.to_move
        for i in range(len(sent), len(stack)):
            colour = "b" if (first == BLACK) == (i % 2 == 0) else "w"
            self.command(f"play {colour} {state.move_text(stack[i])}")
        self._sent = stack
        self._state = state

    def step(self, budget_ms: float) -> int | None:
        """Ask the engine for its move (blocking)."""
        state = self._state
        colour = "b" if state.to_move == BLACK else "w"
        answer = self.command(f"genmove {colour}")
        try:
            move = int(state.parse_move(answer.lower()))
        except ValueError as exc:
            raise GtpEngineError(f"GTP engine answered genmove with {answer!r}") from exc
        assert self._sent is not None
        self._sent = [*self._sent, move]
        return move

    def cancel(self) -> None:
        """Forget what the engine holds (the next ``start`` resends the game)."""
        self._sent = None

    def close(self) -> None:
        """Send ``quit`` and wait for the engine to exit."""
        with contextlib.suppress(GtpEngineError):
            self.command("quit")
        try:
            self._proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self._proc.kill()
            self._proc.wait()
