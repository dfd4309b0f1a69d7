"""The Puzzles screen's states for the text-fits test: every ``puzzle.*`` text drawn once.

Import it only where pygame is installed. :func:`puzzle_frames` drives a real App
through the screen (the day's puzzle, a wrong try, solved, solved after a miss, the
solution, a puzzle by number, every task and reason text, a refutation's account, a
DEAGO puzzle's captures, the messages, the unreadable history's button and question, a
game without puzzles) and appends each frame's texts.
"""

from __future__ import annotations

import dataclasses
import datetime
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame

from tanbo.games import GAMES
from tanbo.puzzles.model import Puzzle, load_puzzles
from tanbo.puzzles.play import try_move
from tanbo.ui.app import App
from tanbo.ui.puzzle_desk import SOLVING
from tanbo.ui.puzzle_strings import TEXTS
from tanbo.ui.screens.puzzles import board_layout
from tanbo.ui.widgets import Drawn

Shoot = Callable[[App, list[list[Drawn]]], None]


def _click_move(app: App, move: str) -> None:
    desk = app.commands.puzzles
    layout = board_layout(app.commands)
    assert layout is not None
    pos = layout.centre(desk.state.parse_move(move))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.frame()


def _refuted(puzzle: Puzzle) -> Iterator[int]:
    """The points of the wrong tries of ``puzzle`` that the opponent answers."""
    state = GAMES[puzzle.game].from_text(puzzle.position)
    for p in state.legal_moves():
        verdict = try_move(puzzle, (), state.move_text(p))
        if verdict.kind != "correct" and verdict.refutation:
            yield p


def puzzle_frames(app: App, lang: str, frames: list[list[Drawn]], shoot: Shoot,
                  folder: Path) -> None:
    """Every state of the Puzzles screen of ``app`` (a fresh App on ``folder``)."""
    commands = app.commands
    commands.settings.lang = lang
    desk = commands.puzzles
    desk.today = lambda: datetime.date(2026, 12, 2)
    (folder / "puzzles.unreadable-20261201-120000.txt").write_text("x")
    desk.records.refresh_unreadable()  # (home read the history before the file was made)
    desk.open()
    app.view.message = ""
    shoot(app, frames)
    puzzle = desk.puzzle
    assert puzzle is not None
    right = puzzle.solution[0]
    wrong = next(desk.state.move_text(p) for p in desk.state.legal_moves()
                 if desk.state.move_text(p) != right)
    _click_move(app, wrong)
    app.frame()
    shoot(app, frames)
    desk.retry()
    shoot(app, frames)  # the day's puzzle tried today: this try does not count
    while desk.phase == SOLVING:  # solved after the miss
        _click_move(app, puzzle.solution[len(desk.line)])
        shoot(app, frames)  # the reply coming (a longer line), then solved
        app.frame()
    desk.start(puzzle)
    desk.pending, desk.due_ms = [right], 10**12  # a reply on its way
    shoot(app, frames)
    desk.pending = []
    desk.counted = False
    desk.failed = False
    while desk.phase == SOLVING:  # solved at once
        _click_move(app, puzzle.solution[len(desk.line)])
        app.frame()
    shoot(app, frames)
    desk.show_solution()
    shoot(app, frames)
    desk.next_puzzle()  # by number, not the day's
    desk.is_daily = False
    shoot(app, frames)
    keys = list(TEXTS["en"])
    values = {"move": "k10", "reply": "l11", "side": commands.side_name(2), "n": 3,
              "error": "the link is cut short", "path": "puzzles.unreadable-20261201-1200.txt"}
    for key in (k for k in keys if k.startswith("puzzle.theme.")):
        desk.start(dataclasses.replace(puzzle, theme=key.rpartition(".")[2], id="x"))
        shoot(app, frames)
    desk.start(dataclasses.replace(puzzle, theme="no such theme"))
    for key in (k for k in keys if k.startswith("puzzle.why.")):
        desk.explanation = [commands.t(key, **values)]
        desk.phase = "wrong"
        shoot(app, frames)
    refuted = next((p, v) for p in load_puzzles("tanbo") for v in _refuted(p))
    desk.start(refuted[0])
    desk.try_point(refuted[1])
    desk.advance(10**12, 0)  # the refutation played: its account names the reply
    shoot(app, frames)
    desk.start(next(p for p in load_puzzles("deago") if p.theme == "capture_race"))
    shoot(app, frames)  # both sides' captured stones
    desk.start(puzzle)
    for key in ("puzzle.link_bad", "puzzle.link_copied", "puzzle.link_shown",
                "puzzle.history_bad", "puzzle.history_stuck", "puzzle.aside_copied",
                "puzzle.aside_where", "puzzle.retry_first", "puzzle.done_already"):
        commands.say(commands.t(key, **values))
        shoot(app, frames)
    app.view.message = ""
    desk.offer_unreadable()
    shoot(app, frames)
    commands.answer("confirm:no")
    desk._clear()  # a game without puzzles
    shoot(app, frames)
    commands.close_screen()
