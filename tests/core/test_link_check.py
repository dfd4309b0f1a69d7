"""A link's check code (:mod:`tanbo.link`): a ``v2`` link refuses every single edit; ``v1``
links still open.

For sample links of both games (setups, a hand-built start, passes, an agreed draw,
long games), every single-character substitution and insertion over the link
alphabet, every deletion and every transposition of two neighbours is applied to the
whole link, and each result must be refused with a :class:`LinkError`. On ``v1``'s
four-digit check the same sweep lets edits through (38 of 448,096 on the sample
that showed it), which is the point of ``v2``.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from tanbo.errors import LinkError
from tanbo.game import GameState
from tanbo.games import GAMES
from tanbo.link import format_link, link_of, open_link, parse_link

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._/=%-"
"""Every character a link may hold (``parse_link`` refuses any other at once)."""


def single_edits(text: str) -> Iterator[str]:
    """Every substitution, insertion, deletion and neighbour transposition of ``text``."""
    for i in range(len(text) + 1):
        for ch in ALPHABET:
            yield text[:i] + ch + text[i:]  # insertion
    for i, old in enumerate(text):
        yield text[:i] + text[i + 1 :]  # deletion
        for ch in ALPHABET:
            if ch != old:
                yield text[:i] + ch + text[i + 1 :]  # substitution
        if i + 1 < len(text) and text[i + 1] != old:
            yield text[:i] + text[i + 1] + old + text[i + 2 :]  # transposition


def played(game: str, setup: str, size: tuple[int, int], seed: int, plies: int) -> GameState:
    state = GAMES[game].new_state(*size, setup)
    rng = random.Random(seed)
    while state.ply < plies and not state.is_over:
        state.push(rng.choice(state.legal_moves()))
    return state


def sample_links() -> list[str]:
    """Links of both games: empty and long move lists, passes, a position start, a draw."""
    links = [
        format_link(link_of(played("tanbo", "dense", (7, 7), 1, 0))),
        format_link(link_of(played("tanbo", "dense", (7, 7), 2, 9))),
        format_link(link_of(played("tanbo", "classic", (19, 19), 3, 14))),
        format_link(link_of(played("deago", "5", (13, 13), 4, 0))),
        format_link(link_of(played("deago", "9", (19, 19), 5, 12))),
        format_link(link_of(played("deago", "0", (13, 13), 6, 7), agreed_draw=True)),
    ]
    deago = GAMES["deago"].new_state(13, 13, "0")
    deago.push(deago.parse_move("g7"))
    start = deago.position_text()
    after = GAMES["deago"].from_text(start)
    for move in ("pass", "h8", "pass"):
        after.push(after.parse_move(move))
    links.append(format_link(link_of(after, start_position=start)))
    start = played("tanbo", "dense", (5, 7), 7, 3).position_text()
    tanbo = GAMES["tanbo"].from_text(start)
    rng = random.Random(8)
    for _ in range(3):
        tanbo.push(rng.choice(tanbo.legal_moves()))
    links.append(format_link(link_of(tanbo, start_position=start)))
    rng = random.Random(18)
    for _ in range(12):  # random games of every setup and size, up to 40 plies
        game = rng.choice(sorted(GAMES))
        spec = GAMES[game]
        setup = rng.choice(spec.setups)
        size = rng.choice(spec.sizes(setup))
        links.append(
            format_link(link_of(played(game, setup, size, rng.randrange(10**6), rng.randrange(40))))
        )
    return links


SAMPLES = sample_links()


def test_the_samples_are_v2_links_that_open() -> None:
    assert len({link.split(".")[1] for link in SAMPLES}) == 2  # both games
    assert any("-" in link.split(".")[4] for link in SAMPLES)  # a pass
    assert any(link.split(".")[3].startswith("=") for link in SAMPLES)  # a position start
    for link in SAMPLES:
        assert link.startswith("v2.")
        assert format_link(open_link(link)[0]) == link


@pytest.mark.parametrize("link", SAMPLES, ids=[s.split(".")[1] + str(len(s)) for s in SAMPLES])
def test_every_single_edit_of_a_v2_link_is_refused(link: str) -> None:
    edits = 0
    for changed in single_edits(link):
        if changed == link + ".":
            continue  # a sentence's full stop after the link: dropped, the same link
        edits += 1
        with pytest.raises(LinkError):
            open_link(changed)
    assert edits > 100 * len(link)


def v1_of(link: str) -> str:
    """The same game as a v1 link (CRC-32 modulo 10,000), as earlier versions wrote it."""
    import zlib

    body = "v1" + link.rpartition(".")[0][2:]
    return f"{body}.{zlib.crc32(body.encode('ascii')) % 10_000:04d}"


def test_v1_links_still_open_as_the_same_game() -> None:
    for link in SAMPLES:
        old = v1_of(link)
        assert parse_link(old) == parse_link(link)
        assert format_link(parse_link(old)) == link  # written back as v2
    issue = "v1.deago.13x13.0.h10f11m5j7l9a9b3l1d3j10m4c7i4h8c9f8e11d6h2i10.8712"
    assert open_link(issue)[1].ply == 20


def test_v1_check_lets_single_edits_through_which_v2_refuses() -> None:
    """The issue's example: ``d6`` changed to ``i6`` passes v1's check and opens another game."""
    issue = "v1.deago.13x13.0.h10f11m5j7l9a9b3l1d3j10m4c7i4h8c9f8e11d6h2i10.8712"
    edited = issue.replace("d6", "i6")
    assert open_link(edited)[1].position_text() != open_link(issue)[1].position_text()
    v2 = format_link(parse_link(issue))
    with pytest.raises(LinkError, match="changed by hand"):
        open_link(v2.replace("d6", "i6"))


def test_a_version_edit_between_v1_and_v2_is_refused() -> None:
    for link in SAMPLES:
        with pytest.raises(LinkError, match="cut short"):
            parse_link("v1" + link[2:])
        with pytest.raises(LinkError, match="cut short"):
            parse_link("v2" + v1_of(link)[2:])
