"""Each game's knowledge for the generic search, one wing per game.

``tanbo/ai/games/<name>/knowledge.py`` registers a
:class:`~tanbo.ai.knowledge.GameKnowledge` for the game ``<name>`` on import;
:func:`tanbo.ai.knowledge.knowledge_for` (the registry) imports it the first time
that game is searched. The generic search, levels, GTP and match code never
import a wing directly, and a wing never imports another game's wing.
"""
