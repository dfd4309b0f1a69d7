"""Puzzle links: round trip, the shipped puzzle by id, a changed set, bad links."""

from __future__ import annotations

import dataclasses

import pytest

from tanbo.errors import PuzzleError
from tanbo.puzzles.link import is_puzzle_link, parse_puzzle_link, puzzle_fragment, puzzle_link
from tanbo.puzzles.model import load_puzzles


def test_links_round_trip_to_the_shipped_puzzle() -> None:
    for game in ("tanbo", "deago"):
        for p in load_puzzles(game)[:5]:
            link = puzzle_link("https://example.org/tanbo/", p)
            assert link.startswith("https://example.org/tanbo/#p1.")
            assert parse_puzzle_link(link) is p
            assert parse_puzzle_link(f"see <{link}>.") is p
            assert is_puzzle_link(link)


def test_a_link_still_opens_when_the_set_changed() -> None:
    p = load_puzzles("deago")[0]
    moved = dataclasses.replace(p, id="deago-9999", source="elsewhere")
    got = parse_puzzle_link(puzzle_fragment(moved))
    assert got.id == "deago-9999" and got.position == p.position
    assert got.solution == p.solution and got.source == "link"


def test_bad_links_are_refused() -> None:
    p = load_puzzles("tanbo")[0]
    fragment = puzzle_fragment(p)
    body, _, code = fragment.rpartition(".")
    bad = [
        "", "#", "hello", fragment[:-1], fragment[:20], fragment.replace("p1.", "p2.", 1),
        body + "." + ("0" * 6 if code != "000000" else "111111"),
        fragment.replace(".", "..", 1), fragment + "x", "p1." + "a" * 5000,
    ]
    for text in bad:
        with pytest.raises(PuzzleError):
            parse_puzzle_link(text)
    assert not is_puzzle_link("#v2.tanbo.7x7.dense..000000")
    with pytest.raises(PuzzleError) as info:
        parse_puzzle_link(fragment.replace("p1.", "p7.", 1))
    assert info.value.kind == "newer"


def test_a_link_with_an_illegal_line_is_refused() -> None:
    p = load_puzzles("tanbo")[0]
    other = "a1" if p.solution[0] != "a1" else "b2"
    changed = dataclasses.replace(p, id="tanbo-9998", solution=(other,))
    with pytest.raises(PuzzleError):
        parse_puzzle_link(puzzle_fragment(changed))
