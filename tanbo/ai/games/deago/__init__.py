"""What the computer knows about DEAGO: candidates, threats, priors and playouts,
registered as ``"deago"`` (:mod:`.knowledge`: start there)."""
