"""Game links (:mod:`tanbo.link`): exact round trips for every game, size and start,
and a clear :class:`~tanbo.errors.LinkError` for every bad link (garbage, cut short,
changed by hand, illegal moves, unknown version), and position fields
(``encode_position``/``decode_position``) that cannot be encoded or decoded.

Games are enumerated from :data:`tanbo.games.GAMES`, so a new rule set is covered as
soon as it registers.
"""

from __future__ import annotations

import binascii
import random
import zlib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tanbo.errors import LinkError
from tanbo.game import GameState
from tanbo.games import GAMES
from tanbo.link import (
    DEFAULT_SITE_URL,
    GameLink,
    decode_position,
    encode_position,
    format_link,
    fragment_of,
    link_of,
    link_url,
    open_link,
    parse_link,
    site_url,
)

STARTS = sorted(
    (name, setup, size)
    for name, spec in GAMES.items()
    for setup in spec.setups
    for size in spec.sizes(setup)
)


def random_game(start: tuple[str, str, tuple[int, int]], seed: int, plies: int) -> GameState:
    """A game of up to ``plies`` random legal moves from a setup."""
    name, setup, (w, h) = start
    state = GAMES[name].new_state(w, h, setup)
    rng = random.Random(seed)
    while state.ply < plies and not state.is_over:
        state.push(rng.choice(state.legal_moves()))
    return state


def forge(body: str) -> str:
    """A link fragment with a correct check code for ``body`` (what a tool could make)."""
    if body.startswith("v1."):  # written independently of the module: v1 is CRC-32 mod 10^4
        return f"{body}.{zlib.crc32(body.encode('ascii')) % 10000:04d}"
    data = body.encode("ascii")
    return f"{body}.{binascii.crc_hqx(data, 0):05d}{len(data) % 10}"


games = st.builds(random_game, st.sampled_from(STARTS), st.integers(0, 2**32), st.integers(0, 400))


# ----------------------------------------------------------------------- round trips


@given(games)
def test_every_game_round_trips_through_its_link(state: GameState) -> None:
    link = link_of(state)
    text = format_link(link)
    assert parse_link(text) == link
    assert format_link(parse_link(text)) == text
    again, replayed = open_link(text)
    assert again == link
    assert replayed.position_text() == state.position_text()
    assert replayed.move_stack == state.move_stack
    assert replayed.winner == state.winner


@given(games, st.integers(0, 30), st.integers(0, 1000))
def test_a_game_from_a_start_position_round_trips(state: GameState, later: int, seed: int) -> None:
    start = state.position_text()
    game = GAMES[state.game_name].from_text(start)
    rng = random.Random(seed)
    while game.ply < later and not game.is_over:
        game.push(rng.choice(game.legal_moves()))
    link = link_of(game, start_position=start)
    text = format_link(link)
    assert text.split(".")[3] == "=" + encode_position(start)
    assert parse_link(text) == link
    assert format_link(parse_link(text)) == text
    assert open_link(text)[1].position_text() == game.position_text()


@given(games)
def test_a_whole_address_opens_the_same_game(state: GameState) -> None:
    text = format_link(link_of(state))
    for address in (
        f"https://someone.github.io/tanbo/#{text}",
        f"http://127.0.0.1:8000/index.html?x=1#{text}",
        f"#{text}",
        f"  {text}\n",
        f"<https://someone.github.io/tanbo/#{text}>",
        f"(see https://someone.github.io/tanbo/#{text}).",
        f'"{text}",',
    ):
        assert format_link(parse_link(address)) == text


@given(st.text(max_size=40))
def test_position_encoding_round_trips_and_is_address_safe(text: str) -> None:
    field = encode_position(text)
    assert decode_position(field) == text
    assert all(c.isascii() and (c.isalnum() or c in "/-_%") for c in field)


def test_a_300_ply_19x19_tanbo_game_is_well_under_2000_characters() -> None:
    longest = 0
    for seed in range(5):
        state = GAMES["tanbo"].new_state(19, 19, "dense")
        rng = random.Random(seed)
        while state.ply < 300:
            assert not state.is_over, "a random 19x19 game lasts 300 plies"
            state.push(rng.choice(state.legal_moves()))
        url = link_url(format_link(link_of(state)), "https://someone.github.io/tanbo/")
        longest = max(longest, len(url))
    # point names are at most 3 characters: 900 for the moves, ~60 for the rest
    assert longest < 1000


def test_a_deago_pass_is_one_dash_and_the_neutral_layout_is_the_start() -> None:
    state = GAMES["deago"].new_state(13, 13, "5")
    for text in ("g8", "pass", "h8", "f6"):
        state.push(state.parse_move(text))
    text = format_link(link_of(state))
    assert text.startswith("v2.deago.13x13.5.g8-h8f6.")
    link, replayed = open_link(text)
    assert link.moves == ("g8", "pass", "h8", "f6")
    assert replayed.position_text() == state.position_text()


def test_a_deago_game_from_a_dfen_keeps_its_start() -> None:
    start = GAMES["deago"].new_state(13, 13, "0")
    start.push(start.parse_move("g7"))
    dfen = start.position_text()
    state = GAMES["deago"].from_text(dfen)
    state.push(state.parse_move("pass"))
    text = format_link(link_of(state, start_position=dfen))
    assert text.startswith("v2.deago.13x13.=" + dfen.replace(" ", "_") + ".-.")
    assert open_link(text)[1].position_text() == state.position_text()


def test_a_draw_agreed_in_deago_ends_the_moves_with_an_equals_sign() -> None:
    state = random_game(("deago", "9", (13, 13)), 8, 6)
    assert not state.is_over
    text = format_link(link_of(state, agreed_draw=True))
    assert text.rpartition(".")[0].endswith("=")
    link, replayed = open_link(text)
    assert link.agreed_draw and link.moves == link_of(state).moves
    assert replayed.position_text() == state.position_text()


def test_an_agreed_draw_is_refused_where_the_rules_have_none_or_the_game_is_over() -> None:
    tanbo = random_game(("tanbo", "dense", (7, 7)), 3, 2)
    assert "Tanbo has no draws" in error_of(format_link(link_of(tanbo, agreed_draw=True)))
    deago = GAMES["deago"].new_state(13, 13, "0")
    deago.push(deago.parse_move("pass"))
    deago.push(deago.parse_move("pass"))
    assert deago.is_over
    assert "the game is over" in error_of(format_link(link_of(deago, agreed_draw=True)))


# ----------------------------------------------------------------------- bad links

near = st.text(st.sampled_from([*"v1.tanbodeg9x=_%/-c6ADF0127", "\n", " ", "#", "é"]), max_size=50)


@given(st.one_of(st.text(max_size=80), near))
def test_garbage_is_refused_with_a_link_error_or_round_trips(text: str) -> None:
    try:
        link = parse_link(text)
    except LinkError as exc:
        assert str(exc)
    else:
        assert format_link(link) == fragment_of(text)


@given(games, st.data())
def test_a_changed_or_cut_link_never_opens_as_another_game(
    state: GameState, data: st.DataObject
) -> None:
    text = format_link(link_of(state))
    i = data.draw(st.integers(0, len(text) - 1))
    kind = data.draw(st.sampled_from(["cut", "delete", "replace", "insert"]))
    ch = data.draw(st.sampled_from("abcj0123456789-.x="))
    changed = {
        "cut": text[:i],
        "delete": text[:i] + text[i + 1 :],
        "replace": text[:i] + ch + text[i + 1 :],
        "insert": text[:i] + ch + text[i:],
    }[kind]
    if changed == text or changed == text + ".":  # a final '.' is a sentence's full stop
        return
    try:
        link, _ = open_link(changed)
    except LinkError as exc:
        assert str(exc)
    else:  # a v2 link refuses every single edit; only a cut may collide (1 in 650,000)
        assert kind == "cut", (kind, changed)
        assert format_link(link) == changed


def example(plies: int = 4) -> str:
    state = random_game(("tanbo", "dense", (7, 7)), 3, plies)
    return format_link(link_of(state))


def error_of(text: str) -> str:
    with pytest.raises(LinkError) as info:
        open_link(text)
    return str(info.value)


def test_unknown_version_is_named() -> None:
    text = "v3" + example()[2:]
    assert "unknown link version 'v3'" in error_of(text)


def test_not_a_link_says_so() -> None:
    assert "not a game link" in error_of("https://example.org/#top")
    assert "nothing after the '#'" in error_of("https://example.org/#")


def test_a_link_cut_short_says_so() -> None:
    text = example()
    for cut in (text[:-1], text[:-5], text[: text.rindex(".") - 2]):
        assert "cut short" in error_of(cut)


def test_a_move_changed_by_hand_is_refused_by_the_check_code() -> None:
    text = example()
    body, _, check = text.rpartition(".")
    fields = body.split(".")
    assert fields[4]
    fields[4] = fields[4][:-1] + ("1" if fields[4][-1] != "1" else "2")
    message = error_of(".".join(fields) + "." + check)
    assert "changed by hand" in message and check in message


def test_an_illegal_move_names_the_ply_the_move_and_the_reason() -> None:
    state = random_game(("tanbo", "dense", (7, 7)), 3, 2)
    occupied = state.move_text(state.move_stack[0])
    body = format_link(link_of(state)).rpartition(".")[0] + occupied
    message = error_of(forge(body))
    assert "ply 3 (black to move)" in message
    assert repr(occupied) in message
    reason = state.why_illegal(state.move_stack[0])
    assert reason and reason in message


def test_a_move_off_the_board_names_the_ply() -> None:
    message = error_of(forge("v1.tanbo.7x7.dense.z9"))
    assert "ply 1 (black to move), 'z9'" in message and "off the 7x7 board" in message


def test_moves_after_the_end_of_the_game_are_refused() -> None:
    state = random_game(("tanbo", "dense", (5, 7)), 1, 10_000)
    assert state.is_over
    extra = state.move_text(0)
    body = format_link(link_of(state)).rpartition(".")[0] + extra
    assert f"ply {state.ply + 1}" in error_of(forge(body))


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("v1.chess.8x8.std.", "unknown game 'chess'"),
        ("v1.deago.19x19.dense.", "unknown start 'dense' for DEAGO"),
        ("v1.deago.7x7.9.", "7x7"),
        ("v1.tanbo.7x7.dense.-", "ply 1 (black to move), 'pass'"),
        ("v1.deago.13x13.0.=g7", "malformed moves in the link after 0 moves, at '=g7'"),
        ("v1.deago.13x13.0.==", "malformed moves"),
        ("v1.tanbo.8x8.dense.", "8x8"),
        ("v1.tanbo.19x19.sparse.", "unknown start 'sparse'"),
        ("v1.tanbo.7x7.classic.", "classic"),
        ("v1.tanbo.7x.dense.", "malformed size '7x'"),
        ("v1.tanbo.7x7.dense.c6d", "malformed moves in the link after 1 moves, at 'd'"),
        ("v1.tanbo.7x7.dense.c0", "malformed moves"),
        ("v1.tanbo.7x7.dense", "expected 6 fields"),
        ("v1.tanbo.7x7.dense.c6.d7", "expected 6 fields"),
        ("v1.tanbo.7x7.=X_b.", "bad start in the link"),
        ("v1.tanbo.9x9.=B1W1B1W/7/W1B1W1B/7/B1W1B1W/7/W1B1W1B_b.", "does not match"),
        ("v1.tanbo.7x7.=B%2.", "'%' must be followed by two upper-case hex digits"),
        ("v1.tanbo.7x7.=B%2a.", "'%' must be followed"),
        ("v1.tanbo.7x7.=%FF.", "not UTF-8"),
        ("v1.tanbo.7x7.=%41.", "non-canonical start position"),
    ],
)
def test_a_forged_link_names_what_is_wrong(body: str, expected: str) -> None:
    assert expected in error_of(forge(body))


def test_characters_a_link_never_holds_are_named() -> None:
    text = example()
    assert "unexpected character 'é' at position 4" in error_of(text[:3] + "é" + text[3:])


def test_an_overlong_link_is_refused_before_any_work() -> None:
    assert "too long" in error_of("v1." + "a" * 30_000)


def test_format_refuses_a_link_without_exactly_one_start() -> None:
    with pytest.raises(LinkError, match="exactly one start"):
        format_link(GameLink("tanbo", 7, 7))
    with pytest.raises(LinkError, match="cannot be written"):
        format_link(GameLink("tanbo", 7, 7, setup="dense", moves=("c 6",)))


def test_a_game_from_a_position_needs_its_start_for_a_link() -> None:
    state = GAMES["tanbo"].from_text("B1W1B1W/7/W1B1W1B/7/B1W1B1W/7/W1B1W1B b")
    with pytest.raises(LinkError, match="needs its start position"):
        link_of(state)


# ----------------------------------------------------------------------- addresses


def test_link_url_replaces_the_base_fragment() -> None:
    assert link_url("v1.x", "https://a.github.io/t/#old") == "https://a.github.io/t/#v1.x"
    assert link_url("v1.x", "") == "#v1.x"


def test_site_url_comes_from_the_environment_first(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TANBO_SITE_URL", "https://me.github.io/tanbo/")
    assert site_url() == "https://me.github.io/tanbo/"
    assert link_url("v1.x") == "https://me.github.io/tanbo/#v1.x"
    monkeypatch.delenv("TANBO_SITE_URL")
    assert site_url() == DEFAULT_SITE_URL


def test_the_module_examples_are_real_links() -> None:
    import tanbo.link

    doc = tanbo.link.__doc__ or ""
    lines = [line.strip() for line in doc.splitlines()]
    examples = [line for line in lines if line.startswith("v2.")]
    assert len(examples) >= 2
    for text in examples:
        assert format_link(open_link(text)[0]) == text
    old = [line for line in lines if line.startswith("v1.")]
    assert old
    for text in old:  # still opened, and written again as the same game in v2
        assert format_link(open_link(text)[0]) in examples


def test_site_url_falls_back_to_the_web_builds_address(monkeypatch: pytest.MonkeyPatch) -> None:
    import sys
    import types

    info = types.ModuleType("tanbo._build_info")
    info.SITE_URL = "https://built.github.io/tanbo/"  # type: ignore[attr-defined]
    monkeypatch.delenv("TANBO_SITE_URL", raising=False)
    monkeypatch.setitem(sys.modules, "tanbo._build_info", info)
    assert site_url() == "https://built.github.io/tanbo/"
    monkeypatch.setenv("TANBO_SITE_URL", "https://env.example/")
    assert site_url() == "https://env.example/"


# ------------------------------------------------------------- position fields

@pytest.mark.parametrize("text", ["\ud800", "B1W\udcff b"])
def test_encode_position_raises_link_error_for_text_that_is_not_utf8(text: str) -> None:
    with pytest.raises(LinkError, match="cannot be put in a link"):
        encode_position(text)


@pytest.mark.parametrize("field", ["é", "B1W\u0661", "B 1"])
def test_decode_position_raises_link_error_for_characters_outside_the_alphabet(
    field: str,
) -> None:
    with pytest.raises(LinkError, match="unexpected character"):
        decode_position(field)
