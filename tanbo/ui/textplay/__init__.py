"""The text interface to the whole game: one command module, two faces (issue 40).

A line of text is parsed in one place (:mod:`.parse`: moves in any case, ``pass``, and
the commands, in every language of :mod:`tanbo.ui.text_strings`) and answered by
:func:`.table.respond` acting on a :class:`.table.Table`, the board the person has in
front of them; :class:`.table.Announcer` says what changed on that board (every move
with its effects, the result, a lesson's answer, a puzzle's refutation). The sentences
about a position are :mod:`.speech`'s, the rules assistant's through
:mod:`tanbo.ui.reasons`, and a game's own readings (Tanbo's roots, DEAGO's threats)
through its texts (:meth:`tanbo.ui.games.texts.GameTexts.groups_lines`).

The faces: :mod:`.terminal` (``python -m tanbo play --text``, a session of its own on
stdin and stdout) and :mod:`tanbo.ui.textweb` (the browser page's command box and live
region, acting on the App's screens). Nothing here imports pygame or draws.
"""

from tanbo.ui import text_strings

text_strings.install()
