"""Read-only test hook of the offline browser preview (never part of the game archive).

The preview page (``app.js`` beside this file) imports this module before it runs the
game's ``main.py``. :func:`install` does two things pygbag's runtime also does or allows:

- ``asyncio.run`` schedules the coroutine on the browser's event loop (Pyodide's loop is
  the browser's, so ``asyncio.run`` cannot block; pygbag patches it the same way), and
  any exception that ends the game is printed to stderr (the page turns that into a
  console error, which fails every browser test);
- it remembers the ``App`` that ``main.py`` creates, so tests can read *geometry* (where
  the buttons and board points are, from the app's own layout code) and, only where
  pixels cannot tell, a little *state* (ply, screen, message). Tests never call into the
  App: they click and press keys like a player.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import sys
import traceback
from collections.abc import Coroutine
from typing import Any

app: Any = None
"""The running ``tanbo.ui.app.App`` (``None`` until ``main.py`` created it)."""
first_frame_ms: float | None = None
"""``performance.now()`` when the App first drew a frame (ms since navigation start)."""
errors: list[str] = []
"""Tracebacks of exceptions that ended the game's main coroutine."""
frame_stamps: list[float] | None = None
"""``performance.now()`` at each ``App.frame`` call while :func:`start_frame_log` runs."""
draw_times: list[float] | None = None
"""``App.last_draw_ms`` of each frame drawn while :func:`start_frame_log` runs."""
drawn_texts: set[tuple[str, bool]] = set()
"""Every ``(text, bold)`` the game drew since the last :func:`missing_glyphs`."""
handled = {"clicks": 0, "keys": 0}
"""Mouse-button presses and (non-modifier) key presses the App has handled
(``tanbo.ui.events.handle`` returned), so a test can wait until *its* click was acted on:
the frame drawn right after a click may be the hover's (the pointer moves there first),
drawn before the press came."""
_MODIFIERS: set[int] = set()
"""Modifier keys, not counted in ``handled["keys"]`` ("Control+KeyY" is one press)."""
_task: asyncio.Task[Any] | None = None


def install() -> None:
    """Patch ``asyncio.run`` and ``App`` so the page can boot ``main.py`` and watch it."""
    import js
    import pygame

    import tanbo.ui.app as app_module
    import tanbo.ui.events as events_module
    from tanbo.ui.render import Fonts

    original_init = app_module.App.__init__
    original_frame = app_module.App.frame
    original_handle = events_module.handle

    def init(self: Any, *args: Any, **kwargs: Any) -> None:
        global app
        # the first start's course offer only where a test asks for it (newcomer.test.mjs)
        kwargs.setdefault("offer_course", bool(getattr(js.window, "tanboOfferCourse", False)))
        # the computer's moves at once where a test asks (newcomer.test.mjs: a whole game)
        delay = getattr(js.window, "tanboComputerDelayMs", None)
        if delay is not None:
            kwargs.setdefault("computer_delay_ms", int(delay))
        original_init(self, *args, **kwargs)
        app = self

    def frame(self: Any) -> bool:
        global first_frame_ms
        if frame_stamps is not None:
            frame_stamps.append(float(js.performance.now()))
        drawn = self.frames_drawn
        result: bool = original_frame(self)
        if draw_times is not None and self.frames_drawn > drawn:
            draw_times.append(float(self.last_draw_ms))
        if first_frame_ms is None and self.frames_drawn > 0:
            first_frame_ms = float(js.performance.now())
        return result

    _MODIFIERS.update((pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LSHIFT, pygame.K_RSHIFT,
                       pygame.K_LALT, pygame.K_RALT, pygame.K_LMETA, pygame.K_RMETA))

    def handle(*args: Any) -> Any:  # tanbo.ui.events.handle(..., event), as App.frame calls it
        result = original_handle(*args)
        event = args[-1]
        if event.type == pygame.MOUSEBUTTONDOWN:
            handled["clicks"] += 1
        elif event.type == pygame.KEYDOWN and event.key not in _MODIFIERS:
            handled["keys"] += 1
        return result

    def run(coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        global _task
        _task = asyncio.ensure_future(coro)
        _task.add_done_callback(_finished)
        return _task

    original_text = Fonts.text.__func__  # type: ignore[attr-defined]

    def text(cls: Any, text: str, size: int, bold: bool, colour: tuple[int, ...]) -> Any:
        drawn_texts.add((text, bold))
        return original_text(cls, text, size, bold, colour)

    Fonts.text = classmethod(text)  # type: ignore[assignment, method-assign]
    app_module.App.__init__ = init  # type: ignore[method-assign]
    app_module.App.frame = frame  # type: ignore[method-assign]
    events_module.handle = handle  # type: ignore[assignment]
    asyncio.run = run  # type: ignore[assignment]


def _finished(task: asyncio.Task[Any]) -> None:
    if task.cancelled():
        return
    exc = task.exception()
    if exc is not None:
        text = "".join(traceback.format_exception(exc))
        errors.append(text)
        print(f"Python exception in the game:\n{text}", file=sys.stderr)


def _position(state: Any) -> str:
    text = getattr(state, "position_text", None) or state.tfen
    return str(text())


def _prompt(a: Any) -> str | None:
    """What the status line says the next tap or click on the open screen's board will
    do (:func:`tanbo.ui.board_input.prompt`, with the board that screen draws the
    sentence from); ``None`` on a screen without a board."""
    from tanbo.ui.board_input import prompt
    from tanbo.ui.screens import lesson, panel, puzzles

    screen = a.view.screen_name
    c = a.commands
    if screen == "game":
        return str(prompt(c, panel.game_board(c)))
    if screen == "lesson" and c.lessons.run is not None:
        return str(prompt(c, lesson.board_input(c)))
    if screen == "puzzles" and c.puzzles.puzzle is not None:
        return str(prompt(c, puzzles.board_input(c)))
    return None


def state() -> str:
    """What the tests may read as JSON (``null`` before the App exists)."""
    a = app
    if a is None:
        return json.dumps(None)
    import pygame

    st = a.commands.session.state
    return json.dumps(
        {
            "screen": a.view.screen_name,
            "game": getattr(st, "game_name", "tanbo"),
            "size": [st.geometry.width, st.geometry.height],
            "ply": st.ply,
            "over": st.is_over,
            "winner": st.winner,
            "to_move": st.to_move,
            "players": [a.commands.session.players[1], a.commands.session.players[2]],
            "position": _position(st),
            "message": a.view.message,
            "frames": a.frames_drawn,
            "clicks": handled["clicks"],
            "keys": handled["keys"],
            "dialog": a.view.confirm is not None,
            "lang": a.commands.settings.lang,
            "reviewing": a.commands.session.reviewing,
            "shown_ply": a.commands.session.shown_ply,
            "redo": len(a.commands.session.redo_stack),
            "thinking": a.commands.computer.thinking,
            "busy": a.busy,
            # the computer thinks on the person's time
            "pondering": a.commands.computer.pondering_due,
            "ponder_slices": a.commands.computer.pondering.slices,
            "fps": a.frame_rate(),
            "sound_unlocked": a.commands.sounds.unlocked,
            "mixer": bool(pygame.mixer.get_init()),
            "window": list(getattr(a, "window_size", (1280, 720))),
            "scale": getattr(a.view.ui, "text_scale", 1.0),
            "hover": a.view.hover,
            "armed": a.view.touch_armed,
            "touch_device": a.view.modality.touch_device,  # the page's coarse pointer
            "key_hints": a.view.modality.show_keys,
            "prompt": _prompt(a),  # what the next tap or click on the screen's board does
            "first_frame_ms": first_frame_ms,
            "errors": errors,
        }
    )


def buttons() -> str:
    """The current screen's buttons from the app's own layout code, as JSON (a home
    card's second line as ``detail``)."""
    from tanbo.ui import screens

    return json.dumps(
        [
            {"action": b.action, "label": b.label, "rect": list(b.rect), "enabled": b.enabled,
             "on": b.on, "detail": getattr(b, "detail", "")}
            for b in screens.buttons(app.commands)
        ]
    )


def board() -> str:
    """Pixel centres of every board point (index order) and the stone radius, as JSON."""
    layout = app.layout
    geo = app.commands.session.state.geometry
    return json.dumps(
        {
            "width": geo.width,
            "height": geo.height,
            "centres": [list(layout.centre(p)) for p in range(geo.width * geo.height)],
            "radius": layout.stone_radius,
        }
    )


def puzzle() -> str:
    """The Puzzles screen's puzzle: its id, line, phase, history and the pixel centres of
    its board's points (from the screen's own layout), as JSON (``null`` without one)."""
    from tanbo.ui.screens.puzzles import board_layout

    desk = app.commands.puzzles
    layout = board_layout(app.commands)
    if desk.puzzle is None or layout is None:
        return json.dumps(None)
    geo = desk.state.geometry
    history = desk.history
    return json.dumps(
        {
            "id": desk.puzzle.id,
            "daily": desk.is_daily,
            "solution": list(desk.puzzle.solution),
            "line": list(desk.line),
            "phase": desk.phase,
            "pending": len(desk.pending),
            "armed": app.view.touch_armed,
            "points": {desk.state.move_text(p): list(layout.centre(p))
                       for p in range(geo.width * geo.height)},
            "streak": history.streak,
            "solved": history.solved_count,
            "rating": history.rating,
        }
    )


def lesson() -> str:
    """The open lesson (Learn to play) as JSON: its id, step, whether it is done, the
    answer's heading and lines, the lessons done, and the pixel centres of its board's
    points (the lesson screen's own layout); ``null`` fields when no lesson is open."""
    from tanbo.ui.screens.lesson import lesson_board

    desk = a.commands.lessons if (a := app) is not None else None
    if desk is None:
        return json.dumps(None)
    run = desk.run
    feedback = desk.feedback(a.commands.settings.lang) if run is not None else None
    centres = None
    if run is not None and a.view.screen_name == "lesson":
        layout = lesson_board(a.commands)
        centres = [list(layout.centre(p)) for p in range(run.state.geometry.npoints)]
    return json.dumps(
        {
            "id": run.lesson.id if run is not None else None,
            "step": run.step if run is not None else None,
            "done": run.done if run is not None else None,
            "position": run.state.position_text() if run is not None else None,
            "miss": desk.last.miss if desk.last is not None else None,
            "head": feedback.head if feedback is not None else None,
            "lines": list(feedback.lines) if feedback is not None else [],
            "warn": feedback.warn if feedback is not None else None,
            "completed": sorted(desk.progress.done),
            "asides": list(desk.asides),
            "centres": centres,
            "armed": a.view.touch_armed if run is not None else None,
        }
    )


def legal() -> str:
    """The live position's legal moves (not visible on the board), as JSON."""
    return json.dumps(list(app.commands.session.state.legal_moves()))


def missing_glyphs() -> str:
    """Characters the game drew since the last call that its font lacks (JSON).

    A missing character is drawn as the font's empty box (``.notdef``); pygame-ce 2.5's
    ``Font.metrics`` does not tell, so a character counts as missing when it renders
    pixel for pixel like a private-use character (U+E000), which the fonts do not have.
    """
    import pygame

    from tanbo.ui.render import Fonts

    def pixels(font: Any, ch: str) -> bytes:
        surface = font.render(ch, True, (0, 0, 0), (255, 255, 255))
        return bytes(pygame.image.tobytes(surface, "RGB")) + str(surface.get_size()).encode()

    missing: set[str] = set()
    for bold in (False, True):
        font = Fonts.get(16, bold)
        box = pixels(font, "\ue000")
        chars = {ch for text, b in drawn_texts if b == bold for ch in text if not ch.isspace()}
        missing.update(ch for ch in chars if pixels(font, ch) == box)
    drawn_texts.clear()
    return json.dumps(sorted(missing))


def start_frame_log() -> str:
    """Start recording when each frame begins and how long each drawn frame took to draw
    (for the frame-time benchmark)."""
    global frame_stamps, draw_times
    frame_stamps, draw_times = [], []
    return json.dumps(True)


def draw_log() -> str:
    """The draw times (ms) of the frames drawn since :func:`start_frame_log`, as JSON
    (call before :func:`frame_log`, which stops the recording)."""
    return json.dumps(draw_times or [])


def frame_log() -> str:
    """Stop recording; the gaps between frame starts in ms, as JSON."""
    global frame_stamps, draw_times
    stamps, frame_stamps, draw_times = frame_stamps or [], None, None
    return json.dumps([b - a for a, b in itertools.pairwise(stamps)])


def analysis() -> str:
    """The game analysis: running, progress, the graph's rectangle, the shown ply's best
    move as a point (from the app's own layout and analysis), as JSON."""
    from tanbo.ui.screens.movelist import graph_area

    a = app
    result = a.commands.analysis.result
    graph = graph_area(a.commands)
    ev = a.commands.analysis.eval_at(a.commands.session.shown_ply)
    best = None
    if ev is not None and ev.best:
        best = int(a.commands.moves.view_state().parse_move(ev.best))
    return json.dumps(
        {
            "running": a.commands.computer.analysing,
            "progress": a.commands.analysis.progress,
            "known": 0 if result is None else len(result.evals),
            "complete": bool(result is not None and result.complete),
            "graph": None if graph is None else list(graph),
            "best": best,
            "proven": None if ev is None else ev.proven,
        }
    )
