"""Count the bytes the code reads from the files of a folder, not the time it takes.

While :func:`counting_reads` is active, :func:`open` (``builtins.open``, and ``io.open``,
which :mod:`pathlib` uses) hands back each file under ``folder`` opened for reading
wrapped: every ``read`` is counted, per file, and a read of the whole file (``read()``,
``readlines()``, iteration) or one that would take a file past ``max_bytes`` raises
:class:`~tests.support.work.TooMuchWork` *before* reading. A reader that reads a
3 GiB file whole so fails at once, on any machine, instead of filling the memory for
minutes; the counts are the same loaded or not. Other files (fonts, the package's own)
and files opened for writing are left alone.
"""

from __future__ import annotations

import builtins
import io
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.support.work import TooMuchWork


@dataclass
class Reads:
    opened: list[str] = field(default_factory=list)  # names of the files opened to read
    read: dict[str, int] = field(default_factory=dict)  # bytes (or characters) read, by name


class _Counted:
    """A file handle that counts what is read and refuses unbounded reads."""

    def __init__(self, inner: Any, name: str, reads: Reads, max_bytes: int) -> None:
        self._inner = inner
        self._name = name
        self._reads = reads
        self._max = max_bytes

    def _take(self, size: int | None) -> None:
        done = self._reads.read.get(self._name, 0)
        if size is None or size < 0:
            raise TooMuchWork(f"{self._name} read whole (after {done:,} bytes)")
        if done + size > self._max:
            raise TooMuchWork(f"{self._name}: {done:,} + {size:,} bytes is over {self._max:,}")

    def _count(self, data: Any) -> Any:
        self._reads.read[self._name] = self._reads.read.get(self._name, 0) + len(data)
        return data

    def read(self, size: int | None = -1) -> Any:
        self._take(size)
        return self._count(self._inner.read(size))

    def readline(self, size: int | None = -1) -> Any:
        self._take(size)
        return self._count(self._inner.readline(size))

    def readlines(self, hint: int = -1) -> Any:
        raise TooMuchWork(f"{self._name} read whole (readlines)")

    def __iter__(self) -> Iterator[Any]:
        raise TooMuchWork(f"{self._name} read whole (iterated)")

    def __enter__(self) -> _Counted:
        return self

    def __exit__(self, *exc: object) -> None:
        self._inner.close()

    def __getattr__(self, name: str) -> Any:  # fileno, close, seek, ...
        if name in ("readall", "readinto", "readinto1", "read1"):
            raise TooMuchWork(f"{self._name}: {name} is not counted")
        return getattr(self._inner, name)


@contextmanager
def counting_reads(folder: Path, max_bytes: int) -> Iterator[Reads]:
    """Count (and bound, per file) what is read from the files under ``folder``."""
    reads = Reads()
    real = io.open
    root = folder.resolve()

    def counted_open(file: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        handle = real(file, mode, *args, **kwargs)
        if isinstance(file, int) or any(c in mode for c in "wax+"):
            return handle
        path = Path(file).resolve()
        if not path.is_relative_to(root):
            return handle
        name = path.relative_to(root).as_posix()
        reads.opened.append(name)
        return _Counted(handle, name, reads, max_bytes)

    old_builtin, old_io = builtins.open, io.open
    builtins.open = io.open = counted_open  # type: ignore[assignment]
    try:
        yield reads
    finally:
        builtins.open, io.open = old_builtin, old_io  # type: ignore[assignment]
