"""Measure what hostile input costs the UI: ``python tools/bench_ui_input.py [CASE...]``.

Each case runs in a child process under a 2 GiB address-space limit and prints the
wall time of its frames and the child's peak memory (``ru_maxrss``); the App's clock
stands still, so a message stays on screen and the redraw draws it again:

* ``drop:SIZE``: a one-line file of ``SIZE`` bytes without spaces dropped on the
  window: the frame that handles the drop and draws the message, then a redraw;
* ``save:SIZE``: a saved game whose move line is ``SIZE`` bytes: starting the App
  and its first frame, then a redraw;
* ``drop:sparse`` / ``save:sparse``: the same with a 3 GiB sparse file;
* ``wrap:SIZE``: :func:`tanbo.ui.widgets.wrap` alone on one ``SIZE``-character word
  (the message box's width and font), as an error quoting the input whole would be.

``SIZE`` takes ``k`` and ``M`` (``100k``, ``1M``); the default cases are the issue's
(104k and 270k drops, a 100k save line) and 1M, 10M and the sparse file. The script
uses only the App's public interface, so the same file measures an older checkout:
``PYTHONPATH=OLD python tools/bench_ui_input.py``. SDL's dummy drivers are used.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

if not os.environ.get("PYTHONPATH"):  # this checkout, not an installed copy
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

DEFAULT_CASES = (
    "drop:104k", "drop:270k", "drop:1M", "drop:10M", "drop:sparse",
    "save:100k", "save:1M", "save:10M", "save:sparse",
    "wrap:104k", "wrap:270k", "wrap:1M", "wrap:10M",
)
SPARSE = 3 * 1024**3
MEMORY_LIMIT = 2 * 1024**3
TIMEOUT_S = int(os.environ.get("TANBO_BENCH_TIMEOUT", "300"))


def _size(text: str) -> int:
    if text == "sparse":
        return SPARSE
    scale = {"k": 1000, "M": 1000_000}.get(text[-1], 1)
    return int(text.rstrip("kM")) * scale


def _write(path: Path, head: str, size: int, tail: str) -> None:
    """``head`` + ``size`` x's + ``tail`` (sparse zeros instead of x's for 3 GiB)."""
    with open(path, "wb") as handle:
        handle.write(head.encode())
        if size >= SPARSE:
            handle.truncate(len(head) + size)
        else:
            handle.write(b"x" * size + tail.encode())


def _child(case: str) -> None:
    """Run one case in this process and print its figures as one JSON line."""
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    import pygame

    from tanbo.ui.app import App
    from tanbo.ui.storage import FileStore

    kind, _, arg = case.partition(":")
    size = _size(arg)
    folder = Path(tempfile.mkdtemp(prefix="tanbo-bench-input-"))
    store = FileStore(folder)
    store.save("settings", json.dumps({"players": ["human", "human"]}))
    out: dict[str, object] = {"case": case}
    try:
        if kind == "wrap":
            from tanbo.ui import widgets
            from tanbo.ui.render import Fonts

            pygame.init()
            text = "x" * size
            start = time.perf_counter()
            lines = widgets.wrap(text, Fonts.get(15), 380)
            out["wrap_s"] = round(time.perf_counter() - start, 3)
            out["lines"] = len(lines)
            print(json.dumps(out))
            return
        if kind == "save":
            _write(folder / "game.txt", '[Game "Tanbo"]\n[Size "7x7"]\n[Setup "dense"]\n\n1. ',
                   size, "\n")
            start = time.perf_counter()
            app = App(store, export_dir=folder / "records", clock_ms=lambda: 0)
            app.frame()
            out["first_frame_s"] = round(time.perf_counter() - start, 3)
        else:
            app = App(store, export_dir=folder / "records", clock_ms=lambda: 0)
            app.frame()
            path = folder / "dropped.txt"
            _write(path, "", size, "")
            pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path)))
            start = time.perf_counter()
            app.frame()
            out["drop_frame_s"] = round(time.perf_counter() - start, 3)
        view = getattr(app, "view", app)  # an older checkout's App held these itself
        view.dirty = True
        start = time.perf_counter()
        app.frame()
        out["redraw_s"] = round(time.perf_counter() - start, 3)
        out["message"] = view.message[:100]
    except BaseException as exc:  # the old code's failures are figures too
        out["error"] = f"{type(exc).__name__}: {str(exc)[:100]}"
    finally:
        for p in folder.iterdir():
            p.unlink() if p.is_file() else None
    out["peak_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
    print(json.dumps(out, ensure_ascii=False))


def main(argv: list[str]) -> int:
    """Run the cases (each in a child process) and print one line per case."""
    if argv[:1] == ["--child"]:
        _child(argv[1])
        return 0
    for case in argv or DEFAULT_CASES:
        try:
            env = dict(os.environ, PYTHONPATH=os.environ.get("PYTHONPATH") or sys.path[0])
            done = subprocess.run(
                [sys.executable, __file__, "--child", case], env=env, capture_output=True,
                text=True, timeout=TIMEOUT_S, check=False,
            )
            lines = [ln for ln in done.stdout.splitlines() if ln.startswith("{")]
            print(lines[-1] if lines else json.dumps(
                {"case": case, "exit": done.returncode, "stderr": done.stderr[-200:]}))
        except subprocess.TimeoutExpired:
            print(json.dumps({"case": case, "error": f"over {TIMEOUT_S} s"}))
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
