"""DEAGO's view (:mod:`.view`) and its texts in English (:mod:`.strings`)."""
