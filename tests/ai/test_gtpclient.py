"""The GTP client (:mod:`tanbo.ai.gtpclient`) against engines that misbehave or work.

An engine that answers nonsense, never answers, or answers without end is given up
with an error naming it (the command line's ``match`` prints it as one ``error:``
line); a real engine (``python -m tanbo gtp``) is read and quit.
"""

from __future__ import annotations

import sys

import pytest

from tanbo.ai.gtpclient import GtpEngineError, GtpPlayer
from tests.support.cli import one_error_line


@pytest.mark.skipif(sys.platform == "emscripten", reason="WebAssembly has no processes")
def test_a_gtp_engine_that_answers_nonsense_is_given_up_at_once(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``yes`` answers every command with ``y`` lines for ever: the old client hung.

    Given up at the first line: read on, it would end at the answer's size limit or
    the timeout, with another message."""
    err = one_error_line(capsys, ["match", "--black", "gtp:yes", "--white", "random"])
    assert "GTP engine 'gtp:yes' answered 'tanbo_game tanbo' with 'y' (not GTP)" in err


@pytest.mark.skipif(sys.platform == "emscripten", reason="WebAssembly has no processes")
def test_a_gtp_engine_that_never_answers_times_out_naming_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The message names the timeout given (an ignored one would be the default)."""
    silent = f"gtp:{sys.executable} -c 'import time; time.sleep(60)'"
    err = one_error_line(
        capsys, ["match", "--black", "random", "--white", silent, "--gtp-timeout", "0.5"]
    )
    assert f"GTP engine {silent!r} did not answer 'tanbo_game tanbo' within 0.5 s" in err


@pytest.mark.skipif(sys.platform == "emscripten", reason="WebAssembly has no processes")
def test_a_gtp_engine_with_an_endless_answer_is_given_up() -> None:
    chatty = f"{sys.executable} -c \"print('= ' + 'x' * 300000, flush=True); input()\""
    player = GtpPlayer(chatty, timeout=10)
    try:
        with pytest.raises(GtpEngineError, match="more than 100,000 characters"):
            player.command("name")
        with pytest.raises(GtpEngineError, match="was stopped"):
            player.command("name")
    finally:
        player.close()


@pytest.mark.skipif(sys.platform == "emscripten", reason="WebAssembly has no processes")
def test_a_gtp_client_reads_a_real_engine_and_quits_it() -> None:
    command = f"{sys.executable} -m tanbo gtp --level 1 --seconds 0.01 --seed 1"
    player = GtpPlayer(command, timeout=30)
    try:
        assert player.command("name") == "Tanbo MCTS"
        with pytest.raises(GtpEngineError, match="rejected 'boardsize ²'"):
            player.command("boardsize ²")
        assert player.command("protocol_version") == "2"  # still alive after a '?'
    finally:
        player.close()
    assert player._proc.returncode is not None
