"""The search's small parts, each pinned down: node values, priors, configuration,
iteration counts, the principal variation and the statistics it reports."""

from __future__ import annotations

import pytest

from tanbo.ai.games.tanbo.heuristics import SELF_REMOVAL, WIN, scores
from tanbo.ai.games.tanbo.knowledge import prior as _prior
from tanbo.ai.mcts import Node, SearchConfig, Searcher
from tanbo.games.tanbo.state import BLACK, WHITE, TanboState


def test_node_value_and_repr() -> None:
    node = Node(3, BLACK)
    assert (node.move, node.mover, node.n, node.w, node.proven) == (3, BLACK, 0.0, 0.0, 0)
    assert node.children is None
    assert node.value() == 0.5
    node.n, node.w = 4.0, 1.0
    assert node.value() == 0.25
    assert repr(node) == "Node(move=3, n=4, value=0.250, proven=0)"
    node.proven = 1
    assert node.value() == 1.0
    node.proven = -1
    assert node.value() == 0.0
    assert repr(Node(7, WHITE, 2.0, 2.0)) == "Node(move=7, n=2, value=1.000, proven=0)"


@pytest.mark.parametrize(
    ("score", "prior"),
    [
        (WIN, 1.0),
        (WIN + 1, 1.0),
        (SELF_REMOVAL, 0.05),
        (SELF_REMOVAL - 1, 0.05),
        (0.0, 0.5),
        (5.0, 0.7),
        (-5.0, 0.3),
        (11.25, 0.95),  # capped
        (50.0, 0.95),
        (-10.0, 0.1),  # floored
        (-49.0, 0.1),
    ],
)
def test_prior_maps_scores_to_win_rates(score: float, prior: float) -> None:
    assert _prior(score) == pytest.approx(prior)


@pytest.mark.parametrize("weight", [4.0, 1.0, 0.5])
def test_priors_are_virtual_visits(weight: float) -> None:
    state = TanboState.new(7, 7)
    searcher = Searcher(state, SearchConfig(prior_visits=weight), seed=1)
    searcher.best_move()  # expands the root
    children = searcher.root.children or []
    assert sorted(c.move for c in children) == state.legal_moves()
    by_move = dict(zip(state.legal_moves(), scores(state, state.legal_moves()), strict=True))
    for child in children:
        assert child.mover == BLACK
        assert child.n == weight
        assert child.w == pytest.approx(weight * _prior(by_move[child.move]))
    assert searcher.nodes == 1 + len(children)
    plain = Searcher(state, SearchConfig(), seed=1)
    plain.best_move()
    assert all(c.n == 0.0 and c.w == 0.0 for c in plain.root.children or [])


def test_config_copies_and_defaults() -> None:
    base = SearchConfig()
    assert (base.exploration, base.prior_visits, base.playout) == (0.8, 0.0, "random")
    assert (base.expand_after, base.max_nodes, base.solver) == (1, 150_000, True)
    assert (base.playout_plies, base.cut_min_points) == (0, 0)
    changed = base.with_(exploration=2.0, solver=False)
    assert changed.exploration == 2.0 and changed.solver is False
    assert base.exploration == 0.8 and base.solver is True
    assert changed.with_() == changed


def test_unknown_playout_message_lists_the_choices() -> None:
    with pytest.raises(ValueError) as info:
        Searcher(TanboState.new(), SearchConfig(playout="psychic"))
    assert str(info.value) == "unknown playout 'psychic': expected one of random, smart, tactical"


def _playout_once(state: TanboState, config: SearchConfig) -> tuple[int, int]:
    """Run the searcher's playout policy once on a copy: (stones added, winner)."""
    import random

    copy = state.copy()
    Searcher(state, config)._policy(copy, random.Random(3))
    stones = sum(copy.stone_count(c) - state.stone_count(c) for c in (BLACK, WHITE))
    return stones, copy.winner


def test_cut_playouts_apply_only_from_the_size_given() -> None:
    config = SearchConfig(playout="smart", playout_plies=4, cut_min_points=121)
    added, winner = _playout_once(TanboState.new(11, 11), config)
    assert winner == 0 and 0 < added <= 4  # cut after 4 plies, scored by the estimate
    assert _playout_once(TanboState.new(7, 7), config)[1] != 0  # small board: played out
    full = SearchConfig(playout="smart", cut_min_points=0)
    assert _playout_once(TanboState.new(11, 11), full)[1] != 0
    assert _playout_once(TanboState.new(7, 7), SearchConfig())[1] != 0


def test_iteration_counts_and_advance() -> None:
    state = TanboState.new(7, 7)
    searcher = Searcher(state, SearchConfig(), seed=2)
    assert searcher.to_move == BLACK
    assert not searcher.solved
    assert searcher.win_rate() == 0.5  # nothing searched
    assert searcher.run(millis=0.0) == 1  # a time limit always allows one iteration
    assert searcher.run(iterations=0) == 0
    assert searcher.run(iterations=99) == 99
    assert (searcher.iterations, searcher.total_iterations) == (100, 100)
    assert searcher.root.n == 100
    move = searcher.best_move()
    searcher.advance(move)
    assert searcher.to_move == WHITE
    assert (searcher.iterations, searcher.total_iterations) == (0, 100)
    searcher.run(iterations=10)
    assert (searcher.iterations, searcher.total_iterations) == (10, 110)


def test_expand_after_delays_expansion() -> None:
    state = TanboState.new(7, 7)
    eager = Searcher(state, SearchConfig(expand_after=1), seed=3)
    lazy = Searcher(state, SearchConfig(expand_after=4), seed=3)
    eager.run(iterations=60)
    lazy.run(iterations=60)
    root_children = len(state.legal_moves())
    # The root always expands; below it a child needs expand_after visits first.
    assert lazy.nodes < eager.nodes
    assert all(
        (c.children is not None) == (c.n >= 5) for c in lazy.root.children or []
    )
    assert all((c.children is not None) == (c.n >= 2) for c in eager.root.children or [])
    assert eager.nodes > 1 + root_children


def test_statistics_and_principal_variation() -> None:
    state = TanboState.new(7, 7)
    searcher = Searcher(state, SearchConfig(), seed=4)
    searcher.run(iterations=300)
    stats = searcher.move_stats()
    children = searcher.root.children or []
    assert len(stats) == len(children)
    assert [s[1] for s in stats] == sorted((c.n for c in children), reverse=True)
    for move, visits, value, proven in stats:
        child = next(c for c in children if c.move == move)
        assert (visits, value, proven) == (child.n, child.value(), child.proven)
    assert stats[0][0] == searcher.best_move()
    assert searcher.win_rate() == stats[0][2]
    line = searcher.principal_variation()
    assert 2 <= len(line) <= 10
    assert line[0] == searcher.best_move()
    replay = state.copy()
    node = searcher.root
    for move in line:
        assert replay.is_legal(move)
        replay.push(move)
        node = max(node.children or [], key=lambda c: c.n)
        assert node.move == move
    assert searcher.principal_variation(limit=1) == line[:1]
    assert searcher.principal_variation(limit=0) == []


def test_a_finished_position_reports_its_result() -> None:
    # Black removes White's last root: the game is over, White (to move) lost.
    state = TanboState.from_tfen("B3/4/WB2 b")
    state.push(state.parse_move("a2"))
    assert state.winner == BLACK and state.to_move == WHITE
    searcher = Searcher(state, SearchConfig(), seed=5)
    assert searcher.win_rate() == 0.0
    assert searcher.run(iterations=5) == 0
    # White removes its own last root: Black, to move, has won.
    own = TanboState.from_tfen("4B/2B1B/B1BBB/BBBWB/WWWWB/1W1WW/WW2W w")
    own.push(own.parse_move("c1"))
    assert own.winner == BLACK == own.to_move
    assert Searcher(own, SearchConfig()).win_rate() == 1.0


def _chain(length: int) -> Node:
    """A root with a single line of ``length`` nodes below it (movers alternate)."""
    root = Node(-1, WHITE, n=float(length + 1))
    node = root
    for i in range(length):
        child = Node(i, BLACK if i % 2 == 0 else WHITE, n=float(length - i))
        node.children = [child]
        node = child
    return root


def test_a_proof_climbs_the_whole_path_at_once() -> None:
    root = _chain(3)
    path = [root]
    while path[-1].children:
        path.append(path[-1].children[0])
    path[-1].proven = 1  # the last move wins for its mover
    Searcher._solve_up(path)
    # Its parent's mover lost; that node was the only reply, so the grandparent's
    # mover won; and so on up to the root.
    assert [n.proven for n in path] == [-1, 1, -1, 1]


def test_one_proven_loss_among_open_siblings_proves_nothing() -> None:
    parent = Node(0, BLACK, n=3.0)
    lost, open_ = Node(1, WHITE, n=1.0), Node(2, WHITE, n=1.0)
    parent.children = [lost, open_]
    root = Node(-1, WHITE, n=4.0)
    root.children = [parent]
    lost.proven = -1
    Searcher._solve_up([root, parent, lost])
    assert (root.proven, parent.proven) == (0, 0)
    open_.proven = -1
    Searcher._solve_up([root, parent, open_])
    assert (root.proven, parent.proven) == (-1, 1)


def test_principal_variation_prefers_wins_and_avoids_losses() -> None:
    searcher = Searcher(TanboState.new(7, 7), SearchConfig())
    searcher.root = _chain(12)
    assert searcher.principal_variation() == list(range(10))  # at most 10 by default
    assert searcher.principal_variation(limit=12) == list(range(12))
    root = Node(-1, WHITE, n=20.0)
    busy_loss, quiet = Node(1, BLACK, n=10.0), Node(2, BLACK, n=5.0)
    busy_loss.proven = -1
    root.children = [busy_loss, quiet]
    searcher.root = root
    assert searcher.principal_variation() == [2]  # a proven loss only if nothing else
    win = Node(3, BLACK, n=1.0)
    win.proven = 1
    root.children = [busy_loss, quiet, win]
    assert searcher.principal_variation() == [3]  # a proven win first, however few visits


def test_best_move_avoids_a_busy_proven_loss() -> None:
    searcher = Searcher(TanboState.new(7, 7), SearchConfig())
    root = Node(-1, WHITE, n=20.0)
    busy_loss, quiet = Node(1, BLACK, n=10.0), Node(2, BLACK, n=5.0)
    busy_loss.proven = -1
    root.children = [busy_loss, quiet]
    searcher.root = root
    assert searcher.best_move() == 2
    quiet.proven = -1  # every move loses: the most visited one
    assert searcher.best_move() == 1
    with pytest.raises(ValueError) as info:
        finished = TanboState.from_tfen("B3/4/WB2 b")
        finished.push(finished.parse_move("a2"))
        Searcher(finished, SearchConfig()).best_move()
    assert str(info.value) == "the game is over: there is no move to play"


def _walk(node: Node) -> list[Node]:
    nodes, stack = [], [node]
    while stack:
        nd = stack.pop()
        nodes.append(nd)
        stack.extend(nd.children or [])
    return nodes


# Positions near the end of 7x7 games, where games end inside the tree.
NEAR_THE_END = [
    "1B1BBBB/1BBB1BW/1B1W1WW/1WWWWW1/WW3WW/W1WWW1W/W3WWW b",
    "BBB1BBB/1B1BB1B/BBBB2B/WWBW1W1/1WWWWWW/WW1W3/W1WWW2 w",
    "1W1W1W1/1WWW1WW/BW1WWW1/BBW1W2/BWW4/BBW4/2W4 w",
]


@pytest.mark.parametrize("tfen", NEAR_THE_END)
@pytest.mark.parametrize("solver", [True, False])
def test_every_result_is_backed_up_once_from_each_side(tfen: str, solver: bool) -> None:
    """The tree's totals add up: each visit gives a node's mover the result of the game.

    A node's wins are its first playout (0..1) plus, for every visit passed on to a
    child, one minus that child's result (the child's mover is the opponent). A move
    that ended the game is scored by its winner on every visit.
    """
    searcher = Searcher(TanboState.from_tfen(tfen), SearchConfig(solver=solver), seed=6)
    searcher.run(iterations=3000)
    root = searcher.root
    assert root.n == searcher.iterations
    terminal = 0
    for node in _walk(root):
        assert 0.0 <= node.w <= node.n
        if node.children is None and node.proven:  # a move that ended the game
            terminal += 1
            assert node.w == (node.n if node.proven > 0 else 0.0)
        elif node.children and not node.proven:
            passed_on = sum(c.n for c in node.children)
            given = sum(c.n - c.w for c in node.children)
            first = 0 if node is root else 1  # the root's first visit expands it at once
            assert passed_on == node.n - first
            assert 0.0 <= node.w - given <= first
    assert terminal >= (1 if solver else 5)


def test_without_the_solver_the_backup_alone_avoids_a_blunder() -> None:
    """A move that lets the opponent win at once must look bad from its results."""
    state = TanboState.from_tfen(NEAR_THE_END[1])  # 4 moves, one lets Black win at once
    searcher = Searcher(state, SearchConfig(solver=False), seed=7)
    searcher.run(iterations=3000)
    blunders = set()
    for move in state.legal_moves():
        after = state.copy()
        after.push(move)
        for reply in after.legal_moves():
            final = after.copy()
            final.push(reply)
            if final.winner == after.to_move:
                blunders.add(move)
    assert blunders
    values = {c.move: c.value() for c in searcher.root.children or []}
    assert searcher.best_move() not in blunders
    assert max(values[m] for m in blunders) < 0.3 < values[searcher.best_move()]


def test_the_node_cap_is_exact() -> None:
    state = TanboState.new(7, 7)
    root_size = 1 + len(state.legal_moves())
    capped = Searcher(state, SearchConfig(max_nodes=root_size), seed=8)
    capped.run(iterations=200)
    assert capped.nodes == root_size  # the root's children, and no node more
    roomy = Searcher(state, SearchConfig(max_nodes=root_size + 1), seed=8)
    roomy.run(iterations=200)
    assert roomy.nodes > root_size


def test_expand_after_counts_real_visits_not_priors() -> None:
    state = TanboState.new(7, 7)
    searcher = Searcher(state, SearchConfig(prior_visits=4.0, expand_after=2), seed=9)
    searcher.run(iterations=60)
    children = searcher.root.children or []
    # 4 virtual visits + 2 real ones, then the third real visit expands.
    assert all((c.children is not None) == (c.n >= 7) for c in children)
    assert {5.0, 6.0, 7.0} <= {c.n for c in children}


def test_selection_is_by_value_alone_before_the_parent_is_visited() -> None:
    # ln(0 + 1) = 0: no exploration bonus yet, so the priors alone choose.
    searcher = Searcher(TanboState.new(7, 7), SearchConfig(exploration=0.8))
    parent = Node(-1, WHITE)
    sure, hopeful = Node(1, BLACK, n=100.0, w=60.0), Node(2, BLACK, n=1.0, w=0.5)
    parent.children = [sure, hopeful]
    assert searcher._select(parent) is sure
    parent.n = 1000.0  # now c * sqrt(ln N / n) lifts the rarely visited child
    assert searcher._select(parent) is hopeful


def test_advancing_to_an_unexplored_move_makes_a_root_for_it() -> None:
    state = TanboState.new(7, 7)
    searcher = Searcher(state, SearchConfig(), seed=10)
    move = state.legal_moves()[3]
    searcher.advance(move)
    assert (searcher.root.move, searcher.root.mover) == (move, BLACK)
    searcher.run(iterations=50)
    assert all(c.mover == WHITE for c in searcher.root.children or [])
    assert searcher.root.n == 50


def test_a_knowledge_with_too_few_priors_is_an_error() -> None:
    class Short:
        """Candidates with one prior missing: a broken game plug-in."""

        def candidates(self, state: TanboState) -> list[int]:
            return state.legal_moves()

        def priors(self, state: TanboState, moves: list[int]) -> list[float]:
            return [0.5] * (len(moves) - 1)

    searcher = Searcher(TanboState.new(7, 7), SearchConfig(prior_visits=2.0), seed=1)
    searcher.knowledge = Short()  # type: ignore[assignment]
    with pytest.raises(ValueError, match="zip"):
        searcher.best_move()


class _Clock:
    """A fake ``tanbo.ai.clock.now`` that advances 1/1024 s per reading (exact in binary)."""

    def __init__(self) -> None:
        self.readings = 0

    def __call__(self) -> float:
        self.readings += 1
        return self.readings / 1024


def test_a_time_slice_ends_at_its_deadline(monkeypatch: pytest.MonkeyPatch) -> None:
    import tanbo.ai.mcts as mcts

    clock = _Clock()
    monkeypatch.setattr(mcts, "now", clock)
    searcher = Searcher(TanboState.new(7, 7), SearchConfig(), seed=1)
    # One reading sets the deadline 1 s (1024 readings) ahead; the first iteration
    # runs unchecked, then one reading before each further iteration.
    assert searcher.run(millis=1000.0) == 1024
    assert searcher.run(millis=1000.0, iterations=10) == 10  # whichever limit comes first
    assert searcher.run(millis=2.0) == 3  # 2 ms = 2.048 readings: the third check is past it


def test_a_level_searches_with_its_own_knowledge() -> None:
    from tanbo.ai.games.deago.knowledge import DEAGO_KNOWLEDGE, LEVEL_KNOWLEDGE
    from tanbo.games.deago import DeagoState

    state = DeagoState.new(13, 13)
    assert Searcher(state, SearchConfig(level=3)).knowledge is LEVEL_KNOWLEDGE[3]
    assert Searcher(state, SearchConfig()).knowledge is DEAGO_KNOWLEDGE


def test_the_default_seed_is_zero() -> None:
    state = TanboState.new(7, 7)
    runs = []
    for searcher in (Searcher(state), Searcher(state, seed=0), Searcher(state, seed=1)):
        searcher.run(iterations=200)
        runs.append(searcher.move_stats())
    assert runs[0] == runs[1] != runs[2]
