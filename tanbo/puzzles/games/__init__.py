"""Each game's puzzle wing (``<game>/themes.py``), found through
:func:`tanbo.puzzles.rules.rules_for`."""
