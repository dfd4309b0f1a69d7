"""Positions for the puzzle tests: seeded games of the weakest level (cheap to play)."""

from __future__ import annotations

from tanbo.ai.levels import make_level_player
from tanbo.ai.players import choose
from tanbo.game import GameState
from tanbo.games import GAMES


def game_positions(game: str, size: tuple[int, int], seed: int, every: int = 1,
                   last: int = 10_000) -> list[GameState]:
    """Every ``every``-th position of one level-1 game (only the ``last`` plies before
    its end), the final position left out."""
    spec = GAMES[game]
    state = spec.new_state(size[0], size[1], spec.default_setup)
    players = [make_level_player(1, seed, iterations=20), make_level_player(1, seed + 1,
                                                                            iterations=20)]
    while not state.is_over:
        state.push(choose(players[state.ply % 2], state))
    moves = list(state.move_stack)
    replay = spec.new_state(size[0], size[1], spec.default_setup)
    out = []
    for ply, move in enumerate(moves):
        if ply % every == 0 and len(moves) - ply <= last:
            out.append(replay.copy())
        replay.push(move)
    return out
