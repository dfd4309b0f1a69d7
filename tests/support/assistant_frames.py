"""Every screen state of the rules assistant, for the text-fit test (tests/ui/test_text_fits.py).

:func:`assistant_frames` drives an App through "Why?" mode, an answer carrying each reason
code of both games (positions made for them), "What happened?", the list of questions
(long enough to be cut), the Rules screen opened at a paragraph and an answer too long for
its sheet; ``shoot(app)`` records each frame. Import it only where pygame is installed.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from tanbo.games import GAMES
from tanbo.games.deago import DeagoState
from tanbo.geometry import Geometry
from tanbo.ui import screens
from tanbo.ui.screens import why
from tanbo.ui.session import Session
from tests.support.ui_driver import button_pos, click, key, make_app

__all__ = ["assistant_frames", "TANBO_CASES", "DEAGO_CASES"]

TANBO_CASES: tuple[tuple[str, tuple[str, ...]], ...] = (
    # a position and the points asked about: together every Tanbo reason code
    ("B1W1B1W/7/W1B1W1B/7/B1W1B1W/7/W1B1W1B b", ("a7", "b6", "b7")),
    ("BB1/2B/W2 b", ("c3",)),
    ("W2/BB1/3 b", ("b3",)),
    ("B1W b", ("b1",)),
    ("W2/3/3 b", ("b3",)),
    ("WB1B/1BW1/BWBB/B1B1 w", ("b1",)),
)


def _deago(stones: dict[str, int], captured: tuple[int, int] = (0, 0), passes: int = 0,
           size: int = 13) -> str:
    geo = Geometry.of(size, size)
    cells = [0] * geo.npoints
    for name, value in stones.items():
        cells[geo.parse_point(name)] = value
    return DeagoState(geo, cells, 1, captured, passes).dfen()


B, W, N = 1, 2, 3
DEAGO_CASES: tuple[tuple[str, tuple[str, ...]], ...] = (
    (_deago({"e5": N, "f5": B, "e6": W, "e7": W, "e8": B, "h5": N, "i5": N, "j5": B}),
     ("d5", "g5", "e5")),
    (_deago({"e6": N, "f7": B, "e5": B, "c5": W, "f5": W}), ("d5",)),
    (_deago({"a1": B, "b1": B, "c1": B, "d1": B, "a2": B, "b3": B, "c4": B, "d5": B}),
     ("e1", "e6")),
    (_deago({"e5": W, "f5": W, "g5": B}, captured=(18, 0)), ("d5", "pass")),
    (_deago({}, passes=1), ("pass",)),
    (_deago({}, passes=2), ("a1",)),
    (_deago({"a1": W, "b1": W, "c1": W, "d1": W, "e1": W}), ("a2",)),
)
# ten reasons: an answer too long for a phone on its side (it scrolls)
LONG = _deago({"a5": B, "b5": B, "c5": B, "d5": B, "e6": W, "e7": W, "e8": B, "f6": W, "g7": W,
               "h8": B, "f5": N, "g5": B, "e4": W, "e3": W, "e2": B, "d4": W, "c3": W, "b2": B,
               "f4": N, "g3": B}, captured=(16, 0), size=19)


def _ask_all(app: Any, game: str, cases: tuple[tuple[str, tuple[str, ...]], ...],
             shoot: Callable[[Any], None]) -> None:
    for text, points in cases:
        app.commands.replace_session(Session.from_position(game, text), "confirm.new", ask=False)
        st = app.commands.session.state
        for name in points:
            pass_move = GAMES[game].pass_move
            move = pass_move if name == "pass" and pass_move is not None else st.parse_point(name)
            why.ask(app.commands, move)
            shoot(app)


def assistant_frames(folder: Path, lang: str, shoot: Callable[[Any], None]) -> None:
    """The assistant's screens in ``lang`` (see the module docstring)."""
    app = make_app(folder, players=("human", "human"))
    app.commands.settings.lang = lang
    key(app, pygame.K_SLASH)  # What happened? before any move: the message
    shoot(app)
    key(app, pygame.K_w)  # the mode's note (a small phone has the button in "More")
    shoot(app)
    _ask_all(app, "tanbo", TANBO_CASES, shoot)
    _ask_all(app, "deago", DEAGO_CASES, shoot)
    # a game with moves: What happened?, then the list of questions (more than it shows)
    app.commands.replace_session(Session(7, 7, "dense"), "confirm.new", ask=False)
    for _ in range(3):
        st = app.commands.session.state
        app.commands.session.play(st.legal_moves()[0])
    for p in range(0, 21):
        why.ask(app.commands, p)
    key(app, pygame.K_ESCAPE)  # the sheet closed
    key(app, pygame.K_SLASH)  # What happened?
    shoot(app)
    click(app, button_pos(app, "why_list"))
    shoot(app)
    click(app, button_pos(app, "why_list"))  # back to the answer
    links = [b for b in screens.buttons(app.commands) if b.action.startswith("why_rules:")]
    click(app, button_pos(app, links[0].action))  # the Rules screen at the paragraph
    shoot(app)
    key(app, pygame.K_ESCAPE)
    # a long answer: the whole window, scrolled to its end
    app.commands.replace_session(Session.from_position("deago", LONG), "confirm.new", ask=False)
    why.ask(app.commands, app.commands.session.state.parse_point("e5"))
    shoot(app)
    why.state(app.view).scroll = 10**6
    shoot(app)
