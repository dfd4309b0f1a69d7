"""DEAGO's threat filter (:func:`tanbo.ai.games.deago.threats.threat_candidates`).

The filter must be a superset: every move after which the mover could win at once
(and the opponent could not) is a candidate, or the VCF, the guard and the move
ordering never try it. Checked by playing every empty point of positions from random
games, also with the counts of captured stones set near the 20 that win.
"""

from __future__ import annotations

import random

from tanbo.ai.games.deago.board import play, undo
from tanbo.ai.games.deago.threats import threat_candidates, vcf_win
from tanbo.ai.games.deago.wins import winning_internal
from tanbo.games.deago.setups import EMPTY
from tanbo.games.deago.state import DeagoState

RACE = (
    "BWNBWNBWNBWNB/NBWNBWNBWNBWN/WNBWNBWN1WB1B/BWNBWNBBBNW1B/NBWNBWNN1WB1W/"
    "WNBWNBWW1BW1B/BWNBWNBWNBWNB/NBWNBWNBWNBWN/WNBWNBWNBWNBW/BWNBWNBWNBWNB/"
    "NBWNBWNBWNBWN/WNBWNBWNBWNBW/BWNBWNBWNBWNB w 0 18 0"
)
"""White, 18 stones captured, wins with l10: it flanks Black's j8-k9 diagonally with
the neutral i7 between, and i8 then converts i7 and captures the pair (the 20th
stone); Black has no defence. The filter once missed l10 (the pair's far end a neutral)."""


def _missed(state: DeagoState) -> list[int]:
    """Points whose stone makes a threat (a win at once next, none for the opponent)
    that :func:`threat_candidates` leaves out; none when the mover wins at once already."""
    c = state.to_move
    if winning_internal(state, c):
        return []
    cands = threat_candidates(state, c)
    out = []
    for q in range(len(state.board)):
        if state.board[q] != EMPTY or q in cands:
            continue
        snap = play(state, q)
        if not state.winner and not winning_internal(state, 3 - c) and winning_internal(state, c):
            out.append(q)
        undo(state, snap)
    return out


def test_the_filter_finds_the_capture_through_a_neutral_near_20() -> None:
    state = DeagoState.from_dfen(RACE)
    assert "l10" in {state.move_text(state.to_external[q]) for q in threat_candidates(state, 2)}
    move = vcf_win(state, 2)
    assert move is not None and state.move_text(move) == "l10"
    assert _missed(state) == []


def test_every_threat_move_is_a_candidate() -> None:
    rng = random.Random(5)
    checked = 0
    for game in range(6):
        state = DeagoState.new(13, 13, "950"[game % 3])
        while not state.is_over and state.ply < 80:
            for caps in (None, rng.randrange(16, 20)):
                probe = state.copy()
                if caps is not None:
                    probe._caps[probe.to_move] = caps
                assert _missed(probe) == [], probe.dfen()
                checked += 1
            state.push(rng.choice(state.legal_moves()))
    assert checked > 300
