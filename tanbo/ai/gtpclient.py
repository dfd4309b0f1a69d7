"""A player that drives an external GTP engine over pipes (``gtp:'<command line>'`` in matches).

Start at :class:`GtpPlayer`. Before each move it brings the engine's board in
line with the game (``tanbo_game`` first, then ``tanbo_size``, ``tanbo_setup``,
``clear_board`` and the moves with ``play``, sending only new moves when the
game simply continued), then asks ``genmove`` (which may answer ``pass`` in a
game with passing). Errors from the engine raise :class:`GtpEngineError` naming
it: a ``?`` answer, output that is not a GTP answer (the client does not wait
for more), an answer over :data:`MAX_ANSWER_CHARS`, or no answer within the
player's ``timeout`` (default :data:`DEFAULT_TIMEOUT` seconds; ``match
--gtp-timeout``). After any error but ``?`` the engine process is stopped.
"""

from __future__ import annotations

import contextlib
import queue
import shlex
import subprocess
import threading
import time

from tanbo.game import BLACK, GameState
from tanbo.limits import excerpt

__all__ = ["GtpEngineError", "GtpPlayer", "DEFAULT_TIMEOUT", "MAX_ANSWER_CHARS"]

DEFAULT_TIMEOUT = 120.0
"""Seconds an engine may take to answer one command (``genmove`` included) before the
client gives up: far above any level's thinking time, short enough not to hang a match."""
MAX_ANSWER_CHARS = 100_000
"""The longest answer taken from an engine (``showboard`` of 25x25 is a few kilobytes)."""


class GtpEngineError(RuntimeError):
    """The external engine failed, answered ``?`` or nonsense, died or did not answer in time."""


class GtpPlayer:
    """An external GTP engine as a :class:`tanbo.players.Player`.

    Every answer must come within ``timeout`` seconds, start with ``=`` or ``?``
    and stay under :data:`MAX_ANSWER_CHARS`; otherwise the engine is stopped and
    :class:`GtpEngineError` names it (``name``) and the command.
    """

    def __init__(
        self, command: str, name: str | None = None, timeout: float = DEFAULT_TIMEOUT
    ) -> None:
        self.name = name or f"gtp:{command}"
        self.timeout = timeout
        try:
            args = shlex.split(command)
        except ValueError as exc:  # an unbalanced quote
            raise GtpEngineError(
                f"malformed GTP engine command line {excerpt(command)}: {exc}"
            ) from None
        if not args:
            raise GtpEngineError("gtp: empty engine command line")
        try:
            self._proc = subprocess.Popen(
                args,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
                bufsize=1,
            )
        except OSError as exc:
            raise GtpEngineError(f"cannot start GTP engine {excerpt(command)}: {exc}") from exc
        self._sent: list[int] | None = None  # moves the engine has, None = unknown game
        self._state: GameState | None = None
        self._dead = False
        # A thread reads the engine's output, so that a wait can time out on every platform.
        self._lines: queue.Queue[str | None] = queue.Queue(maxsize=64)
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        """Queue the engine's output lines (each cut at :data:`MAX_ANSWER_CHARS`); ``None`` at
        the end. Stops when the engine is stopped."""
        stdout = self._proc.stdout
        assert stdout is not None
        try:
            while not self._dead:
                line = stdout.readline(MAX_ANSWER_CHARS + 1)
                if not line:
                    break
                while not self._dead:
                    try:
                        self._lines.put(line, timeout=0.1)
                        break
                    except queue.Full:
                        continue
        except (OSError, ValueError):
            pass  # the pipe was closed under us: the end of the output
        finally:
            with contextlib.suppress(queue.Full):
                self._lines.put_nowait(None)

    def _fail(self, why: str) -> GtpEngineError:
        """Stop the engine (nothing it says can be trusted now) and the error to raise."""
        self._stop()
        return GtpEngineError(f"GTP engine {excerpt(self.name, 200)} {why}")

    def _stop(self) -> None:
        self._dead = True
        if self._proc.poll() is None:
            self._proc.kill()
        with contextlib.suppress(subprocess.TimeoutExpired):
            self._proc.wait(timeout=5)

    def _next_line(self, line: str, deadline: float) -> str:
        """The engine's next output line, within the deadline (``GtpEngineError`` if not)."""
        remaining = deadline - time.monotonic()
        try:
            if remaining <= 0:
                raise queue.Empty
            out = self._lines.get(timeout=remaining)
        except queue.Empty:
            raise self._fail(
                f"did not answer {excerpt(line)} within {self.timeout:g} s"
            ) from None
        if out is None:
            raise self._fail(f"closed its output after {excerpt(line)}")
        if len(out) > MAX_ANSWER_CHARS:
            raise self._fail(
                f"answered {excerpt(line)} with a line of more than {MAX_ANSWER_CHARS:,} characters"
            )
        return out.rstrip("\r\n")

    def command(self, line: str) -> str:
        """Send one command and return the answer text (``GtpEngineError`` on ``?``, on an
        answer that is not GTP, or when none comes within :attr:`timeout` seconds)."""
        if self._dead:
            raise GtpEngineError(f"GTP engine {excerpt(self.name, 200)} was stopped")
        proc = self._proc
        assert proc.stdin is not None
        try:
            proc.stdin.write(line + "\n")
            proc.stdin.flush()
        except (BrokenPipeError, OSError, ValueError) as exc:
            raise self._fail(f"died before {excerpt(line)}") from exc
        deadline = time.monotonic() + self.timeout
        lines: list[str] = []
        size = 0
        while True:
            out = self._next_line(line, deadline)
            if not lines:
                if not out:
                    continue  # blank lines before the answer
                if out[0] not in "=?":
                    raise self._fail(f"answered {excerpt(line)} with {excerpt(out)} (not GTP)")
            elif not out:
                break
            size += len(out) + 1
            if size > MAX_ANSWER_CHARS:
                raise self._fail(
                    f"answered {excerpt(line)} with more than {MAX_ANSWER_CHARS:,} characters"
                )
            lines.append(out)
        head = lines[0]
        text = "\n".join([head[1:].strip(), *lines[1:]]).strip()
        if head.startswith("?"):
            raise GtpEngineError(
                f"GTP engine {excerpt(self.name, 200)} rejected {excerpt(line)}: "
                f"{excerpt(text, 300)}"
            )
        return text

    def start(self, state: GameState) -> None:
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
        if state is None:
            raise ValueError("step() called before start()")
        colour = "b" if state.to_move == BLACK else "w"
        answer = self.command(f"genmove {colour}")
        try:
            move = state.parse_move(answer.lower())
        except ValueError as exc:
            raise GtpEngineError(
                f"GTP engine {excerpt(self.name, 200)} answered genmove with {excerpt(answer)}"
            ) from exc
        assert self._sent is not None
        self._sent = [*self._sent, move]
        return move

    def cancel(self) -> None:
        """Forget what the engine holds (the next ``start`` resends the game)."""
        self._sent = None

    def close(self) -> None:
        """Send ``quit`` and wait for the engine to exit (stop it if it does not)."""
        if not self._dead:
            saved, self.timeout = self.timeout, min(self.timeout, 5.0)
            with contextlib.suppress(GtpEngineError):
                self.command("quit")
            self.timeout = saved
            with contextlib.suppress(subprocess.TimeoutExpired):
                self._proc.wait(timeout=5)
        self._stop()
        self._reader.join(timeout=1.0)
        for pipe in (self._proc.stdin, self._proc.stdout):
            if pipe is not None:
                with contextlib.suppress(OSError):
                    pipe.close()
