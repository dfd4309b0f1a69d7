"""What the computer knows about DEAGO, registered as ``"deago"`` (:mod:`.knowledge`).

The levels play :mod:`.alphabeta` (alpha-beta with iterative deepening, a
transposition table and threat-space search), built on :mod:`.threats` (wins,
threat moves, defences, VCF) and :mod:`.evaluation`; :mod:`.knowledge` also
holds the MCTS knowledge (candidates, priors, playouts) for hints and ``mcts:``.
"""
