"""Making a puzzle set from the engine's own games (``python -m tanbo puzzles generate``).

:func:`generate` plays seeded level-vs-level games (:mod:`tanbo.ai.levels`, each
level searching its own iteration cap, so a seed gives the same games on every
machine) on the game part's boards (:class:`~tanbo.puzzles.rules.PuzzleRules`),
walks every position of each game and tries the part's searches on it (the first
that proves a puzzle wins), keeps the proven ones whose position was not seen
before, grades them (:mod:`tanbo.puzzles.grade`) and numbers them in the order
found. It stops at ``count`` puzzles or ``max_games`` games.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from tanbo.ai.levels import LEVELS, make_level_player
from tanbo.ai.players import choose
from tanbo.game import GameState
from tanbo.games import GAMES
from tanbo.puzzles.grade import difficulty, rating_of
from tanbo.puzzles.graders import level_fails
from tanbo.puzzles.model import Puzzle
from tanbo.puzzles.proof import prove
from tanbo.puzzles.rules import rules_for

__all__ = ["generate", "Progress", "play_engine_game"]

Progress = Callable[[str], None]


@dataclass(frozen=True)
class _Found:
    puzzle: Puzzle


def _seed(seed: int, game_index: int, what: str) -> int:
    return random.Random(f"tanbo-puzzles:{seed}:{what}:{game_index}").randrange(2**32)


def play_engine_game(game: str, seed: int, index: int) -> tuple[GameState, list[int], str]:
    """Game ``index`` of a seeded run: ``(start, moves, description)``."""
    rules = rules_for(game)
    w, h, setup = rules.boards[index % len(rules.boards)]
    a, b = rules.levels[(index // len(rules.boards)) % len(rules.levels)]
    spec = GAMES[game]
    state = spec.new_state(w, h, setup)
    if rules.prepare is not None:
        state = rules.prepare(state, index)
    start = state.copy()
    players = [
        make_level_player(a, _seed(seed, index, "black"), iterations=LEVELS[a].max_iterations),
        make_level_player(b, _seed(seed, index, "white"), iterations=LEVELS[b].max_iterations),
    ]
    # A few random opening moves make the games of a run differ.
    rng = random.Random(_seed(seed, index, "opening"))
    for _ in range(rng.randrange(0, 5)):
        if state.is_over:
            break
        moves = [m for m in state.legal_moves() if m >= 0]
        state.push(rng.choice(moves))
    while not state.is_over and state.ply < 2000:
        state.push(choose(players[(state.to_move - 1) % 2], state))
    what = f"{w}x{h} {setup} level {a} v {b}, seed {seed} game {index}"
    if start.position_text() != spec.new_state(w, h, setup).position_text():
        what += " prepared start"  # the part's prepare (its counts are in the position)
    return start, list(state.move_stack), what


def generate(game: str, count: int, seed: int, max_games: int = 10_000,
             progress: Progress | None = None, first_id: int = 1,
             grade: bool = True) -> list[Puzzle]:
    """Up to ``count`` proven puzzles of ``game`` from seeded engine games."""
    rules = rules_for(game)
    seen: set[str] = set()
    out: list[Puzzle] = []
    kinds: dict[tuple[str, int], int] = {}
    share = max(1, int(rules.max_share * count))
    for index in range(max_games):
        if len(out) >= count:
            break
        start, moves, what = play_engine_game(game, seed, index)
        state = start.copy()
        final = start.copy()
        for m in moves:
            final.push(m)
        winner = final.winner
        for ply, move in enumerate(moves):
            if len(out) >= count:
                break
            left = len(moves) - ply
            text = state.position_text()
            if text not in seen:
                for search in rules.searches:
                    if not search.when(state, left, winner):
                        continue
                    if kinds.get((search.theme, search.depth), 0) >= share:
                        continue
                    proof = prove(state, rules, search.theme, search.depth)
                    if proof is None:
                        continue
                    seen.add(text)
                    key = (search.theme, search.depth)
                    kinds[key] = kinds.get(key, 0) + 1
                    fails = level_fails(state, proof.line[0]) if grade else ()
                    grade_ = difficulty(proof.depth, proof.nodes, fails, rules.counted)
                    work = state.copy()
                    texts = []
                    for m in proof.line:
                        texts.append(work.move_text(m))
                        work.push(m)
                    pid = f"{game}-{first_id + len(out):04d}"
                    out.append(Puzzle(
                        id=pid, game=game, position=text, solution=tuple(texts),
                        theme=proof.theme, depth=proof.depth, difficulty=grade_,
                        rating=rating_of(grade_), source=f"{what} ply {ply}",
                        nodes=proof.nodes, fails=fails,
                    ))
                    if progress is not None:
                        progress(f"{pid} {proof.theme} depth {proof.depth} grade {grade_} "
                                 f"nodes {proof.nodes} ({what} ply {ply})")
                    break
            state.push(move)
    return out
