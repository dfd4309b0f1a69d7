"""Deeply nested JSON is refused before ``json`` parses it, by every reader of outside text.

In WebAssembly (Pyodide, pygbag) the ``json`` C scanner's recursion overflows the
browser's stack on 100,000 ``[`` and ends the interpreter (a native run only raises
``RecursionError``), so the depth is counted first (:func:`tanbo.limits.check_json_nesting`)
and ``json.loads`` must never see such a text. The settings and the profile file have
their own tests (tests/ui/test_settings.py, tests/profiles/test_store.py).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from tanbo.errors import PuzzleError
from tanbo.lessons import progress as lesson_progress
from tanbo.lessons.model import LessonError
from tanbo.limits import MAX_JSON_NESTING, check_json_nesting
from tanbo.puzzles import progress as puzzle_progress
from tanbo.puzzles.model import read_puzzles

# Under every reader's size limit (lesson progress: 65,536 characters), so that only the
# depth can refuse them; 60,000 levels are far past what the browser's stack holds.
DEEP = ("[" * 60_000, '{"a":' * 12_000, '{"format": "x", "done": ' + "[" * 60_000)


def test_the_limit_is_the_deepest_nesting_accepted() -> None:
    check_json_nesting("[" * MAX_JSON_NESTING + "]" * MAX_JSON_NESTING)
    check_json_nesting('{"a": [{"b": [1, 2]}, "]]]]"]}', limit=4)
    with pytest.raises(ValueError, match=f"nested more than {MAX_JSON_NESTING} deep"):
        check_json_nesting("[" * (MAX_JSON_NESTING + 1))
    with pytest.raises(ValueError, match="nested more than 3 deep"):
        check_json_nesting('{"a": {"b": {"c": {}}}}', limit=3)


def test_brackets_in_strings_and_escaped_quotes_do_not_count() -> None:
    check_json_nesting(json.dumps(["[" * 1000, '\\"' + "{" * 1000, {"k[[[[": "]"}]), limit=3)


READERS: dict[str, tuple[Callable[[str], Any], type[Exception]]] = {
    "lesson progress": (lesson_progress.loads, LessonError),
    "puzzle history": (puzzle_progress.loads, PuzzleError),
    "a puzzle file": (read_puzzles, PuzzleError),
}


@pytest.mark.parametrize("reader", sorted(READERS))
@pytest.mark.parametrize("text", DEEP, ids=["lists", "objects", "inside"])
def test_deep_nesting_is_refused_before_json_parses_it(
    reader: str, text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_parsing(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("json.loads was reached")

    monkeypatch.setattr(json, "loads", no_parsing)
    read, error = READERS[reader]
    with pytest.raises(error, match="nested more than"):
        read(text)
