"""Tanbo's view: how its board, previews, hints and rules figures are drawn (:mod:`.view`)."""
