"""Tanbo's learned move-pattern prior, its model file, its training tool, its use.

Every check is seeded and iteration-capped (never a clock).
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from tanbo.ai.games.tanbo.knowledge import SEARCH, TANBO_KNOWLEDGE, TanboKnowledge
from tanbo.ai.games.tanbo.patterns import (
    _SYMMETRIES,
    GROUPS,
    MODEL_PATH,
    PatternFileError,
    PatternModel,
    canonical_pattern,
    load_model,
    model_from_json,
    move_features,
    read_model,
)
from tanbo.ai.levels import level_config, make_level_player
from tanbo.ai.match import make_player
from tanbo.ai.mcts import SearchConfig, Searcher
from tanbo.ai.players import choose
from tanbo.games.tanbo.state import TanboState
from tests.support.commands import run_tool
from tests.support.tanbo_positions import random_positions

# ------------------------------------------------------------------ the model file


def test_the_shipped_model_loads_and_is_well_formed() -> None:
    model = load_model()
    assert set(model.gammas) == set(GROUPS)
    assert len(model.gammas["pat"]) >= 100  # learned patterns, not an empty placeholder
    for table in model.gammas.values():
        assert all(g > 0 for g in table.values())
    # Pattern keys are canonical codes; the file is small enough for the browser.
    assert all(canonical_pattern(code) == code for code in model.gammas["pat"])
    assert MODEL_PATH.stat().st_size < 100_000
    assert 0.0 <= model.low <= model.high <= 1.0 and model.scale > 0
    # Round trip: what to_json writes, model_from_json reads back the same.
    again = model_from_json(json.loads(json.dumps(model.to_json())))
    assert again.gammas.keys() == model.gammas.keys()
    assert again.gammas["pat"].keys() == model.gammas["pat"].keys()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{not json", "not valid JSON"),
        ('{"format": "other"}', "not a Tanbo pattern model"),
        ('{"format": "tanbo-move-patterns-1", "gammas": []}', "'gammas' must be an object"),
        ('{"format": "tanbo-move-patterns-1", "gammas": {"colour": {}}}', "unknown feature group"),
        ('{"format": "tanbo-move-patterns-1", "gammas": {"pat": {"x1": 1}}}', "bad feature value"),
        ('{"format": "tanbo-move-patterns-1", "gammas": {"pat": {"1": -2}}}', "must be positive"),
        ('{"format": "tanbo-move-patterns-1", "gammas": {"pat": {"1": "2"}}}', "finite number"),
        ('{"format": "tanbo-move-patterns-1", "gammas": {"pat": {"1": 2}}, "scale": 0.1, '
         '"low": 0.9, "high": 0.1}', "low <= high"),
    ],
)
def test_a_corrupt_model_file_is_a_clear_error(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "patterns.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(PatternFileError, match=message) as caught:
        read_model(path)
    assert "patterns.json" in str(caught.value)


def test_a_missing_or_undecodable_model_file_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(PatternFileError, match=r"cannot read the pattern model missing\.json"):
        read_model(tmp_path / "missing.json")
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(PatternFileError, match=r"bad\.json"):
        read_model(bad)


def test_an_unreadable_shipped_model_falls_back_to_the_heuristic_priors(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tanbo.ai.games.tanbo import knowledge, patterns

    broken = tmp_path / "patterns.json"
    broken.write_text("{", encoding="utf-8")
    monkeypatch.setattr(patterns, "MODEL_PATH", broken)
    patterns.load_model.cache_clear()
    knowledge._learned_model.cache_clear()
    try:
        state = TanboState.new(7, 7)
        moves = state.legal_moves()
        with pytest.warns(UserWarning, match=r"patterns\.json is not valid JSON"):
            got = TANBO_KNOWLEDGE.learned_priors(state, moves)
        assert got == TANBO_KNOWLEDGE.priors(state, moves)
    finally:
        patterns.load_model.cache_clear()
        knowledge._learned_model.cache_clear()


# ------------------------------------------------------------------ features


def test_canonical_pattern_is_the_same_for_all_eight_symmetric_images() -> None:
    rng = random.Random(3)
    for _ in range(200):
        code = rng.randrange(4**8)
        digits = [(code >> (2 * i)) & 3 for i in range(8)]
        images = set()
        for perm in _SYMMETRIES:
            image = sum(d << (2 * perm[i]) for i, d in enumerate(digits))
            images.add(image)
            assert canonical_pattern(image) == canonical_pattern(code)
        assert canonical_pattern(code) == min(images)
    assert len(_SYMMETRIES) == len(set(_SYMMETRIES)) == 8


def test_the_fast_strengths_agree_with_the_features() -> None:
    model = load_model()
    for size in (7, 11):
        for state in random_positions(size, 25, seed=size):
            recent = state.move_stack[-2:]
            moves = state.legal_moves()
            fast = model.strengths(state, moves, recent)
            slow = [model.strength(move_features(state, p, recent)) for p in moves]
            assert fast == pytest.approx(slow, rel=1e-12)


def test_features_read_the_rules_facts() -> None:
    # White to move; f7 bounds (removes) Black's root at e7-d7, g1 bounds White's own root.
    state = TanboState.from_tfen("1WWBB2/2BWWWB/2BBWBB/3BW1B/BBW1BBW/B1B2BW/2BBW2 w")
    f7, g1 = state.parse_move("f7"), state.parse_move("g1")
    feats = dict(zip(GROUPS, move_features(state, f7), strict=True))
    assert feats["opp"] == 2 and feats["self"] >= 1
    assert dict(zip(GROUPS, move_features(state, g1), strict=True))["self"] == 0
    # Distances to the last two moves (1..5, 0 = none), to the nearest edge.
    d6, c6 = state.parse_move("d6"), state.parse_move("c6")
    feats = dict(zip(GROUPS, move_features(state, f7, (d6, c6)), strict=True))
    assert (feats["last"], feats["mine"], feats["edge"]) == (4, 3, 0)


@pytest.mark.parametrize(
    ("tfen", "good", "bad", "recent"),
    [
        ("1WWBB2/2BWWWB/2BBWBB/3BW1B/BBW1BBW/B1B2BW/2BBW2 w", "f7", "g1", ("d6", "c6")),
        ("BWW4/4W1B/WWBWWBB/BW2W2/BBW1BBW/2B3W/W1B1W1B b", "d3", "f1", ("b3", "b4")),
        ("BWWBBBW/2WW2W/WBBB1BB/W6/W1W3W/6W/1BBB3 w", "a6", "f6", ("a3", "e4")),
    ],
)
def test_the_learned_prior_ranks_taking_a_root_above_self_removal(
    tfen: str, good: str, bad: str, recent: tuple[str, str]
) -> None:
    state = TanboState.from_tfen(tfen)
    moves = state.legal_moves()
    last = tuple(state.parse_move(m) for m in recent)
    priors = dict(zip(moves, load_model().priors(state, moves, last), strict=True))
    g, b = state.parse_move(good), state.parse_move(bad)
    assert priors[g] > 0.5 > priors[b]
    assert priors[g] >= sorted(priors.values())[len(moves) // 2]  # above the median
    assert priors[b] <= sorted(priors.values())[len(moves) // 4]  # in the bottom quarter


def test_a_move_that_removes_the_last_opponent_root_gets_prior_one() -> None:
    # Black's only root, a1, has one growth point, b1: White's b1 wins at once.
    state = TanboState.from_tfen("7/7/7/7/7/WW5/B6 w")
    moves = state.legal_moves()
    priors = dict(zip(moves, load_model().priors(state, moves), strict=True))
    assert priors[state.parse_move("b1")] == 1.0
    assert all(p < 1.0 for m, p in priors.items() if m != state.parse_move("b1"))


# ------------------------------------------------------------------ the search


def test_named_priors_get_the_last_two_moves_of_each_node() -> None:
    calls: list[tuple[int, ...]] = []

    class Spy(TanboKnowledge):
        def learned_priors(self, state, moves, recent=()):  # type: ignore[no-untyped-def]
            calls.append(tuple(recent))
            return [0.5] * len(moves)

    state = TanboState.new(7, 7)
    for text in ("c6", "e4"):
        state.push(state.parse_move(text))
    searcher = Searcher(state, SearchConfig(prior_visits=5.0, priors="learned"), seed=1)
    searcher.knowledge = Spy()
    searcher._priors = searcher._prior_set("learned")
    searcher.run(iterations=40)
    root_moves = {c.move for c in searcher.root.children or ()}
    assert calls[0] == tuple(state.move_stack[-2:])
    depth1 = [r for r in calls[1:] if r[0] == state.move_stack[-1]]
    assert depth1 and all(r[1] in root_moves for r in depth1)
    assert all(len(r) == 2 for r in calls)
    # After advance, the root's history moves along.
    move = searcher.best_move()
    searcher.advance(move)
    calls.clear()
    searcher.root.children = None
    searcher.run(iterations=1)
    assert calls[0] == (state.move_stack[-1], move)


def test_unknown_priors_are_a_clear_error() -> None:
    with pytest.raises(ValueError, match="unknown priors 'nope': expected one of heuristic"):
        Searcher(TanboState.new(7, 7), SearchConfig(prior_visits=5.0, priors="nope"))


def test_match_specs_choose_the_priors() -> None:
    player = make_player("mcts:0.1:prior_visits=10,priors=learned,rave=1000", seed=1)
    assert player.config.priors == "learned"  # type: ignore[attr-defined]


def test_level_5_uses_the_learned_prior_and_levels_1_to_4_do_not() -> None:
    state = TanboState.new(7, 7)
    assert SEARCH["priors"] == "learned"
    assert level_config(5, state).priors == "learned"
    assert level_config(4, state).priors == "heuristic"
    assert all(level_config(n, state).priors == "" for n in (1, 2, 3))


def test_level_4_differs_from_level_5_in_knowledge_not_only_in_time() -> None:
    """Level 4 is a step below level 5 by its priors (the level ladder): if the two
    ever became the same search again, the 5-vs-4 gap would rest on time alone."""
    state = next(s for s in random_positions(7, 10, seed=5) if len(s.move_stack) >= 4)
    four, five = level_config(4, state), level_config(5, state)
    assert four != five
    assert four.with_(priors=five.priors, level=5) == five  # the same search but the priors
    roots = []
    for level in (4, 5):
        player = make_level_player(level, seed=1, iterations=1)
        player.start(state)
        assert player.searcher is not None
        player.searcher.run(iterations=1)
        assert player.searcher.root.children is not None
        roots.append({c.move: c.w / c.n for c in player.searcher.root.children if c.n})
    moves = state.legal_moves()
    heuristic = dict(zip(moves, TANBO_KNOWLEDGE.priors(state, moves), strict=True))
    learned = dict(zip(moves, TANBO_KNOWLEDGE.learned_priors(state, moves, state.move_stack[-2:]),
                       strict=True))
    # Each root child starts at its prior (10 virtual visits); one iteration moves one child.
    assert sum(abs(roots[0][m] - heuristic[m]) > 1e-9 for m in moves) <= 1
    assert sum(abs(roots[1][m] - learned[m]) > 1e-9 for m in moves) <= 1
    assert sum(abs(heuristic[m] - learned[m]) > 0.05 for m in moves) >= len(moves) // 2


def test_level_5_is_deterministic_for_a_seed() -> None:
    def game(seed: int) -> list[int]:
        players = [make_level_player(5, seed=seed, iterations=60) for _ in range(2)]
        state = TanboState.new(7, 7)
        for _ in range(8):
            state.push(choose(players[len(state.move_stack) % 2], state))
        return state.move_stack

    assert game(4) == game(4)


def test_the_knowledge_offers_both_prior_sets() -> None:
    state = TanboState.new(7, 7)
    moves = state.legal_moves()
    sets = TANBO_KNOWLEDGE.prior_sets
    assert set(sets) == {"heuristic", "learned"}
    assert sets["heuristic"](state, moves, ()) == TANBO_KNOWLEDGE.priors(state, moves)
    assert all(0.0 <= p <= 1.0 for p in sets["learned"](state, moves, ()))


# ------------------------------------------------------------------ the training tool


def train(*argv: str) -> subprocess.CompletedProcess[str]:
    """Run ``tools/train_patterns.py`` as a command (tests do not import ``tools/``)."""
    return run_tool("train_patterns", *argv)


@pytest.mark.skipif(sys.platform == "emscripten", reason="WebAssembly has no processes")
def test_the_training_tool_generates_games_and_fits_a_model(tmp_path: Path) -> None:
    games = tmp_path / "games.txt"
    done = train("generate", "--size", "5x7", "--games", "2", "--iterations", "15",
                 "--openings", "2", "--seed", "3", "--out", str(games))
    assert done.returncode == 0, done.stderr
    lines = games.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 2 and all(line.startswith("5x7 2 ") for line in lines)
    out = tmp_path / "model.json"
    done = train("fit", str(games), "--iterations", "3", "--min-count", "1", "--out", str(out))
    assert done.returncode == 0, done.stderr
    model = read_model(out)
    assert model.gammas["pat"] and model.gammas["self"]
    # Self-removal is never chosen by the search here: its gamma falls below 1.
    assert model.gammas["self"].get(0, 0.0) < 1.0


@pytest.mark.skipif(sys.platform == "emscripten", reason="WebAssembly has no processes")
def test_the_fit_prefers_the_moves_played(tmp_path: Path) -> None:
    # Synthetic games: each ends in a random position where the move played is the one
    # the shipped model likes best (only that last move is learned); the fitted model
    # must then rank the played move first more often than chance.
    model = load_model()
    positions, lines = [], []
    for state in random_positions(7, 40, seed=9):
        moves = state.legal_moves()
        strengths = model.strengths(state, moves, state.move_stack[-2:])
        best = moves[strengths.index(max(strengths))]
        positions.append((state, tuple(state.move_stack[-2:]), best))
        replay, texts = TanboState.new(7, 7), []
        for move in [*state.move_stack, best]:
            texts.append(replay.move_text(move))
            replay.push(move)
        lines.append(f"7x7 {state.ply} {' '.join(texts)}\n")
    games, out = tmp_path / "games.txt", tmp_path / "model.json"
    games.write_text("".join(lines), encoding="utf-8")
    done = train("fit", str(games), "--iterations", "5", "--min-count", "1", "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert "\n40 positions," in done.stderr  # every game learned once
    fitted = read_model(out)
    top = 0
    for state, recent, played in positions:
        moves = state.legal_moves()
        s = fitted.strengths(state, moves, recent)
        top += s[moves.index(played)] >= max(s)
    chance = sum(1 / len(p[0].legal_moves()) for p in positions)
    assert top > 2 * chance


@pytest.mark.skipif(sys.platform == "emscripten", reason="WebAssembly has no processes")
def test_a_bad_games_line_is_a_clear_error(tmp_path: Path) -> None:
    games = tmp_path / "games.txt"
    games.write_text("7x7 0 a1 zz9\n", encoding="utf-8")
    done = train("fit", str(games), "--out", str(tmp_path / "model.json"))
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert done.stderr.startswith(f"{games}:1: not a game line (") and done.stderr.count("\n") == 1


def test_model_strength_defaults_to_one_for_unseen_values() -> None:
    model = PatternModel({})
    assert model.strength((12345, 0, 1, 2, 0, 0, 1, 1, 0)) == 1.0
