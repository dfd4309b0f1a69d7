"""Fixtures of every DEAGO AI test."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tanbo.ai.games.deago.shapes import forget_lines


@pytest.fixture(autouse=True)
def _lines_read_afresh() -> Iterator[None]:
    """Each test meets the line analysis as the code computes it now, not as an earlier
    test left it in the memos by line contents (a mutant of it would hide there)."""
    forget_lines()
    yield
