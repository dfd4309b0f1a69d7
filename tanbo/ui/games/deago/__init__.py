"""DEAGO's view (:mod:`.view`) and its texts in English and Russian (:mod:`.strings`)."""
