"""DEAGO's sparring partners, written apart from DEAGO's AI wing (they read only the rules
engine): :mod:`.rules` (their shared rules of thumb), :mod:`.tss`, :mod:`.patterns`,
:mod:`.tmcts`. Registered by kind in :data:`tanbo.ai.sparring.SPARRING`."""
