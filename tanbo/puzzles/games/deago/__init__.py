"""DEAGO's puzzle themes (:mod:`.themes`), registered in :data:`tanbo.puzzles.rules.PARTS`."""
