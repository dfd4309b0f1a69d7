"""Count the work a call does in the package, not the time it takes.

:func:`count_work` runs a function under :func:`sys.settrace` and counts the lines
executed in frames of ``tanbo/`` code (work in Python loops), and optionally, with
:mod:`tracemalloc`, the bytes allocated while each of those lines ran, summed line by
line (work in C: a string re-copied at each step counts each copy, where the memory
held at any one time would not). The counts are the same on every machine, loaded or
not, so a test can bound them by the input's length: ``BASE + PER_CHAR * len(text)``
catches work that grows faster than the input. Given ``max_lines`` or ``max_bytes``,
the call is stopped with :class:`TooMuchWork` (a ``BaseException``, which the readers'
``except Exception`` cannot swallow) as soon as it passes them, so a reader gone
quadratic fails at once instead of running for minutes.
"""

from __future__ import annotations

import sys
import tracemalloc
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import FrameType
from typing import Any

import tanbo

PACKAGE = str(Path(tanbo.__file__).resolve().parent)


class TooMuchWork(BaseException):
    """The call passed its bound (raised inside it, from the trace function)."""


@dataclass
class Work:
    lines: int = 0  # lines executed in tanbo/ code
    allocated: int = 0  # bytes allocated while those lines ran (with memory=True)


def count_work(
    call: Callable[[], object],
    memory: bool = False,
    max_lines: float = float("inf"),
    max_bytes: float = float("inf"),
    files: Callable[[str], bool] = lambda path: True,
) -> Work:
    """Run ``call()``; what it did in ``tanbo/`` code (its exceptions propagate).

    ``memory`` also counts the bytes allocated (slower: :mod:`tracemalloc` is on).
    ``files`` chooses which of the package's files count (by path relative to
    ``tanbo/``, such as ``"record.py"``): the others run untraced, at full speed.
    """
    work = Work()
    mine: dict[Any, bool] = {}
    base = 0

    def line(frame: FrameType, event: str, arg: object) -> Any:
        nonlocal base
        if event == "line":
            work.lines += 1
            if memory:
                peak = tracemalloc.get_traced_memory()[1]
                work.allocated += max(0, peak - base)
                tracemalloc.reset_peak()
                base = tracemalloc.get_traced_memory()[0]
            if work.lines > max_lines or work.allocated > max_bytes:
                raise TooMuchWork(f"{work} is over {max_lines} lines or {max_bytes} bytes")
        return line

    def call_event(frame: FrameType, event: str, arg: object) -> Any:
        code = frame.f_code
        inside = mine.get(code)
        if inside is None:
            path = str(Path(code.co_filename).resolve())
            inside = path.startswith(PACKAGE) and files(path[len(PACKAGE) + 1 :])
            mine[code] = inside
        return line if inside else None

    if memory:
        tracemalloc.start()
        base = tracemalloc.get_traced_memory()[0]
    old = sys.gettrace()
    sys.settrace(call_event)
    try:
        call()
    finally:
        sys.settrace(old)
        if memory:
            tracemalloc.stop()
    return work
