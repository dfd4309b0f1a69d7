"""What the computer knows about DEAGO, registered as ``"deago"`` (:mod:`.knowledge`).

The levels and the ``ab`` baseline play alpha-beta (:mod:`.player`, :mod:`.alphabeta`);
hints, the analysis and the ``mcts:`` specs run the generic MCTS on :mod:`.mcts`'s
candidates, priors and playouts. The modules in layers, each importing only from the
ones before it: :mod:`.board` (board facts) -> :mod:`.wins` (immediate wins, defences)
-> :mod:`.threats` (threat moves, VCF) -> :mod:`.shapes` (window values, fours, open
fours) -> :mod:`.vct` (wins by threes) -> :mod:`.ordering` (move scores)
-> :mod:`.evaluation` -> :mod:`.alphabeta` (the search) -> :mod:`.player` (levels,
baseline) -> :mod:`.mcts` (the MCTS knowledge) -> :mod:`.bench` (level 5's row of
``python -m tanbo bench``) -> :mod:`.knowledge` (the registration).
"""
