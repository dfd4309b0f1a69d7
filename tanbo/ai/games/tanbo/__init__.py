"""What the computer knows about Tanbo: move scores and the win estimate
(:mod:`.heuristics`), the playout policies (:mod:`.playout`) and the knowledge the
search asks for, registered as ``"tanbo"`` (:mod:`.knowledge`: start there)."""
