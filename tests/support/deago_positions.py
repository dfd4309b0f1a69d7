"""DEAGO positions for the AI and analysis tests: a small tactical suite with its answers,
and seeded games that pass through many kinds of position.

Each entry of :data:`TACTICS` is a DFEN on 13x13 and every move that solves it (the
larger suite, with its brute-force solver, is :mod:`tests.support.deago_tactics`).
:func:`near_centre_game` plays a seeded game whose stones meet (fours, captures,
conversions), unlike uniformly random moves.
"""

from __future__ import annotations

import random

from tanbo.games.deago.state import DeagoState


def near_centre_game(seed: int, plies: int | None = None) -> DeagoState:
    """A seeded game on 13x13 with nine neutrals, until over (or ``plies`` moves): three
    moves in ten at random, the others the point nearest the centre by a random margin."""
    rng = random.Random(seed)
    state = DeagoState.new(13, 13, "9")
    centre = state.geometry.npoints // 2
    while not state.is_over and (plies is None or len(state.move_stack) < plies):
        moves = state.legal_moves()
        state.push(moves[rng.randrange(len(moves))] if rng.random() < 0.3 else
                   min(moves, key=lambda p: abs(p - centre) + rng.randrange(30)))
    return state

# The tactical suite: DEAGO positions on 13x13 (DFEN) and every move that solves them.
TACTICS: dict[str, tuple[str, set[str]]] = {
    # Black d7-g7 (c7 white): h7 makes five.
    "win by five": ("13/13/1W11/9BW2/3WWW7/13/2WBBBB6/13/13/13/10B2/1B11/13 b 0 0 0", {"h7"}),
    # Black e3 e4 _ e6 e7 with a neutral on e5 and f5 black: d5 converts e5 (d5 N f5),
    # completing the vertical five e3-e7.
    "win by a conversion that completes five": (
        "13/13/9W3/13/7W1B3/13/4B8/2W1B8/2W1NB7/2W1B4NW2/4B8/13/13 b 0 0 0",
        {"d5"},
    ),
    # White g8-j8 closed by black f8: only k8 stops the five.
    "block by occupying": ("13/13/3B7W1/13/13/5BWWWW3/13/13/1W11/13/2B10/10B2/13 b 0 0 0", {"k8"}),
    # White's open four e10-h10 wins at d10 and at i10; only f8 (capturing f9 f10
    # against f11) breaks the line.
    "block by capturing a pair out of the line": (
        "13/1W11/5B7/4WWWW5/5W7/13/13/13/13/13/2BB9/10B2/13 b 0 0 0",
        {"f8"},
    ),
    # Black has 18 captured stones; g4 takes e4 f4 (against d4): the 20th stone.
    "win by the 20th capture": (
        "13/2W10/10B2/1B11/13/13/9W3/13/13/3BWW7/13/13/13 b 18 4 0",
        {"g4"},
    ),
    # White threatens i6 (row e6-h6) and h7 (column h3-h6); i7 captures g5 h6
    # (against f4), taking h6 out of both lines.
    "a capture that blocks two fives": (
        "13/1B9B1/13/13/13/13/13/3BWWWW5/6WW5/5B1W5/7W5/1W5B5/13 b 0 0 0",
        {"i7"},
    ),
}
