"""The command line's help as a person reads it, and its output into a pipe that closes.

``python -m tanbo`` and ``python -m tanbo puzzles`` print plain help text, as argparse
would (no reStructuredText: no double backquotes, ``Usage::`` or ``:mod:`` roles);
when the reader of the output goes away (``python -m tanbo --help | head -3``) every
subcommand stops quietly, with no ``BrokenPipeError`` traceback. Run as real processes:
the pipe and Python's last flush at exit are what is tested.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tanbo.cli import COMMANDS

# Every test here runs `python -m tanbo` as a process (some through a helper, which the
# Pyodide run's source check cannot see): WebAssembly has no processes.
pytestmark = pytest.mark.skipif(sys.platform == "emscripten",
                                reason="starts a native process; WebAssembly (Pyodide) has none")

ROOT = Path(__file__).resolve().parents[2]
_MARKUP = re.compile(r"``|::|:mod:|:func:|:class:|:data:|\*\*")


def _tanbo(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tanbo", *args], capture_output=True,
                          text=True, cwd=ROOT, check=False, timeout=60)


@pytest.mark.parametrize(("args", "code"), [((), 2), (("--help",), 0), (("-h",), 0),
                                            (("puzzles",), 2), (("puzzles", "--help"), 0)])
def test_the_help_is_plain_text(args: tuple[str, ...], code: int) -> None:
    proc = _tanbo(*args)
    assert proc.returncode == code
    lines = proc.stdout.splitlines()
    assert lines[0].startswith("usage: python -m tanbo"), lines[:2]
    assert _MARKUP.findall(proc.stdout) == [], proc.stdout
    assert proc.stderr == ""
    assert max(len(line) for line in lines) <= 88  # a terminal's width
    listed = set(COMMANDS) if args[:1] != ("puzzles",) else {
        "generate", "verify", "export", "show", "list"}
    named = {line.split()[0] for line in lines if line.startswith("  ") and line[2] != " "}
    assert listed <= named, listed - named  # every command, each on a line of its own


def _into_a_closed_pipe(*args: str) -> tuple[int, str]:
    """Run with stdout a pipe whose reader has gone before a byte is written (as
    ``| head -3`` is once it has its lines): the status and stderr."""
    proc = subprocess.Popen([sys.executable, "-m", "tanbo", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, cwd=ROOT)
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()
    err = proc.stderr.read().decode("utf-8", "replace")
    proc.stderr.close()
    return proc.wait(timeout=60), err


@pytest.mark.parametrize("args", [("--help",), (), *((c, "--help") for c in COMMANDS),
                                  ("puzzles", "list", "--game", "tanbo")])
def test_a_reader_that_goes_away_ends_it_quietly(args: tuple[str, ...]) -> None:
    code, err = _into_a_closed_pipe(*args)
    assert "Traceback" not in err and "BrokenPipeError" not in err, err
    assert err == ""
    # 128 + SIGPIPE: the output was not all read (argparse's own --help ignores the
    # failed write and exits 0)
    assert code == 141 or (code == 0 and args[-1] == "--help" and len(args) > 1), code


def test_help_into_head_prints_its_lines_and_no_traceback() -> None:
    proc = subprocess.run(f'"{sys.executable}" -m tanbo --help | head -3', shell=True,
                          capture_output=True, text=True, cwd=ROOT, check=False, timeout=60)
    assert proc.stdout.splitlines()[0].startswith("usage: python -m tanbo")
    assert len(proc.stdout.splitlines()) == 3
    assert proc.stderr == ""
