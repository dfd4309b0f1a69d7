"""The Rules screen has one paragraph per paragraph id the rules assistant points to.

The assistant's reasons (``tanbo/games/*/explain.py``) name paragraphs by id; the UI's
Rules screen (``tanbo/ui/games``) shows them in order, in English and Russian.
"""

from __future__ import annotations

import pytest

from tanbo.games import GAMES
from tanbo.ui.games import VIEWS

# One word of each paragraph's English text, so that a paragraph moved, added or
# dropped on the Rules screen without its id is noticed.
KEYWORDS = {
    "tanbo": {"board": "Black moves first", "placement": "exactly one", "roots": "root is",
              "bounded": "bounded when", "self_removal": "only it", "removal": "every bounded",
              "win": "wins"},
    "deago": {"board": "pass", "neutral": "Neutral", "conversion": "Conversion",
              "capture": "Capture", "flank": "Only your move", "win": "You win"},
}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_rules_screen_has_one_paragraph_per_id(game: str) -> None:
    ids = GAMES[game].assistant.paragraphs
    view = VIEWS[game]
    for lang in ("en", "ru"):
        assert len(view.rules_paragraphs(lang)) == len(ids), lang
    assert tuple(KEYWORDS[game]) == ids
    for pid, text in zip(ids, view.rules_paragraphs("en"), strict=True):
        assert KEYWORDS[game][pid] in text, (pid, text)
