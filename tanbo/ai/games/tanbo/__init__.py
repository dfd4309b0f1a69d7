"""What the computer knows about Tanbo: move scores and the win estimate
(:mod:`.heuristics`), the learned move-pattern prior (:mod:`.patterns`, its data in
``patterns.json``), the playout policies (:mod:`.playout`) and the knowledge the
search asks for, registered as ``"tanbo"`` (:mod:`.knowledge`: start there)."""
