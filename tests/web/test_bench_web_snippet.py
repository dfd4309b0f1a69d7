"""``make bench-web``'s playout rows: each row's Python snippet call really plays its game.

The figures themselves are measurements (never asserted); this checks that every
random-playout row of ``tools/bench_web.mjs`` names a game, size and setup the
snippet's ``measure`` accepts, and that DEAGO has its row beside Tanbo's.
"""

from __future__ import annotations

import json
import re
from typing import Any

from tests.support.tool_loader import ROOT

SOURCE = (ROOT / "tools" / "bench_web.mjs").read_text(encoding="utf-8")
ROW = re.compile(r'\["([^"]+)", "playout", (\[[^\]]*\]), "moves/s"\]')


def _snippet() -> str:
    return SOURCE.split("const MEASURE = String.raw`", 1)[1].split("`;", 1)[0]


def test_the_snippet_has_no_backtick() -> None:
    # A backtick (say, an rst ``literal`` in a docstring) would end the JS template
    # literal early: node then fails at startup with "String.raw(...) is not a function".
    assert "`" not in _snippet()


def _measure() -> Any:
    snippet = _snippet()
    namespace: dict[str, Any] = {}
    exec(snippet, namespace)
    return namespace["measure"]


def test_every_playout_row_plays_its_game() -> None:
    rows = {name: json.loads(arg) for name, arg in ROW.findall(SOURCE)}
    assert rows["playouts DEAGO 19x19"] == ["deago", 19, 19, "9"]
    assert rows["random playout 19x19 dense"] == ["tanbo", 19, 19, "dense"]
    measure = _measure()
    for name, arg in rows.items():
        result = measure("playout", arg, 0.001)
        # At least one whole playout from the start: DEAGO 19x19 needs 5+ moves per side.
        assert result["units"] >= 9, (name, result)
        assert result["seconds"] > 0
