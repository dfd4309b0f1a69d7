"""Running a game's graders on a puzzle (native only: it uses the match runner's players).

See :mod:`tanbo.puzzles.grade` for what the misses do to the grade.
"""

from __future__ import annotations

from tanbo.ai.levels import LEVELS, make_level_player
from tanbo.ai.match import make_player
from tanbo.ai.players import choose
from tanbo.game import GameState
from tanbo.players import Player
from tanbo.puzzles.rules import rules_for

__all__ = ["level_fails"]


def level_fails(state: GameState, move: int) -> tuple[int, ...]:
    """The numbers (1-based) of the game part's graders whose choice in ``state`` is not
    ``move``."""
    fails = []
    for number, spec in enumerate(rules_for(state.game_name).graders, 1):
        player: Player
        if spec.startswith("level:"):
            level = int(spec.partition(":")[2])
            player = make_level_player(level, seed=0,
                                       iterations=LEVELS[level].max_iterations or 1000)
        else:
            player = make_player(spec, 0, game=state.game_name)
        if choose(player, state.copy()) != move:
            fails.append(number)
    return tuple(fails)
