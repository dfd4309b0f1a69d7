"""Puzzles (issue 30): positions from the engine's own games, proven by an exact solver.

Pure Python (no pygame). The parts, each owning one thing:

* :mod:`tanbo.puzzles.solver` -- the exact AND/OR proof search (every legal move);
* :mod:`tanbo.puzzles.rules` -- what a theme means per game (the registry of the
  games' puzzle wings, :mod:`~tanbo.puzzles.games.tanbo.themes`,
  :mod:`~tanbo.puzzles.games.deago.themes`);
* :mod:`tanbo.puzzles.proof` -- a puzzle's one solution found or re-proven;
* :mod:`tanbo.puzzles.grade` -- difficulty 1-5 and the puzzle's rating;
* :mod:`tanbo.puzzles.generate` -- a set made from seeded level-vs-level games;
* :mod:`tanbo.puzzles.model` -- :class:`~tanbo.puzzles.model.Puzzle`, puzzle files,
  the shipped sets (``data/<game>.json``) and the daily puzzle;
* :mod:`tanbo.puzzles.play` -- judging the player's try;
* :mod:`tanbo.puzzles.progress` -- the player's history (streak, rating, dailies);
* :mod:`tanbo.puzzles.link` -- puzzle links;
* :mod:`tanbo.puzzles.cli` -- ``python -m tanbo puzzles``.

See ``docs/puzzles.md``.
"""
