"""The assistant's sentences (:mod:`tanbo.ui.reasons`): every engine reason has a text in
both languages, every field of it is filled by the data the engine gives, and the points
are named in the board's notation."""

from __future__ import annotations

import random
import re
import string
from collections.abc import Iterator

import pytest

from tanbo.explain import Explanation, Reason
from tanbo.game import GameState
from tanbo.games import GAMES, game_of
from tanbo.games.deago import DeagoState
from tanbo.games.tanbo.state import TanboState
from tanbo.geometry import Geometry
from tanbo.ui.i18n import LANGUAGES, STRINGS
from tanbo.ui.reasons import (
    SUBJECT,
    describe,
    paragraph_ids,
    paragraph_title,
    plural_ru,
    reason_key,
    reason_sentence,
)
from tests.support.explain_check import random_deago_positions, random_tanbo_positions


def _answers(state: GameState) -> Iterator[Explanation]:
    """The assistant's answer about every point (and the pass) of ``state``."""
    spec = game_of(state)
    moves = list(range(state.geometry.npoints))
    if spec.pass_move is not None:
        moves.append(spec.pass_move)
    for move in moves:
        yield spec.assistant.explain(state, move)


def _deago(
    stones: dict[str, int], captured: tuple[int, int] = (0, 0), passes: int = 0
) -> GameState:
    geo = Geometry.of(13, 13)
    cells = [0] * geo.npoints
    for name, value in stones.items():
        cells[geo.parse_point(name)] = value
    return DeagoState(geo, cells, 1, captured, passes)


# The rare DEAGO reasons, each in a position made for it (B, W, N = 1, 2, 3).
_DEAGO_RARE = (
    {"e5": 3, "f5": 3, "g5": 1},  # d5: two_neutrals_stay
    {"e5": 3, "f5": 1, "e6": 2, "e7": 2, "e8": 1},  # d5: captures_through_conversion
    {"a1": 2, "b1": 2, "c1": 2, "d1": 2, "e1": 2},  # game_over
)


def _positions() -> Iterator[GameState]:
    """Positions of random games, hand-built Tanbo boards (bounded roots left on the
    board, no legal placement) and DEAGO positions for the rare reasons."""
    yield from random_tanbo_positions(40, seed=30)
    yield from random_deago_positions(25, seed=30)
    rng = random.Random(30)
    for _ in range(150):
        w, h = rng.choice([(3, 3), (4, 4), (5, 4), (3, 5)])
        cells = [rng.choice([0, 0, 1, 2]) for _ in range(w * h)]
        yield TanboState(Geometry.of(w, h), cells, rng.choice([1, 2]))
    yield TanboState.from_tfen("WB1B/1BW1/BWBB/B1B1 w")  # b1: wins_no_moves
    for stones in _DEAGO_RARE:
        yield _deago(stones)
    yield _deago({"e5": 2, "f5": 2, "g5": 1}, captured=(18, 0))  # d5: wins_captures
    yield _deago({}, passes=1)  # pass: pass_draws
    yield _deago({}, passes=2)  # game_drawn


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_reason_code_has_a_template_in_every_language(game: str, lang: str) -> None:
    codes = GAMES[game].assistant.codes
    missing = [c for c in codes if reason_key(game, c) not in STRINGS[lang]]
    assert missing == []
    extra = [
        k for k in STRINGS[lang] if k.startswith(f"{game}.reason.")
        and k.removeprefix(f"{game}.reason.") not in codes
    ]
    assert extra == []


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_templates_name_only_arguments_their_code_can_have() -> None:
    """A template's fields are among the arguments the engine gives for that code."""
    seen: dict[tuple[str, str], set[str]] = {}
    for state in _positions():
        for expl in _answers(state):
            for r in expl.reasons:
                seen.setdefault((expl.game, r.code), set()).update(r.data)
        what = game_of(state).assistant.what_happened(state)
        for r in () if what is None else what.reasons:
            seen.setdefault((what.game, r.code), set()).update(r.data)
    for (game, code), names in seen.items():
        for lang in LANGUAGES:
            fields = _fields(STRINGS[lang][reason_key(game, code)]) - {SUBJECT}  # the move
            assert fields <= names, (game, code, lang)


def test_every_reason_renders_in_both_languages_with_point_names() -> None:
    """Render every reason of every point of random positions; count the codes seen."""
    codes_seen: set[tuple[str, str]] = set()
    for state in _positions():
        answers = list(_answers(state))
        what = game_of(state).assistant.what_happened(state)
        for expl in answers + ([] if what is None else [what]):
            for lang in LANGUAGES:
                lines = describe(lang, expl, state.point_name, happened=expl is what)
                assert len(lines) == len(expl.reasons) + 1
                for line, reason in zip(lines[1:], expl.reasons, strict=True):
                    assert "{" not in line and "}" not in line, line
                    codes_seen.add((expl.game, reason.code))
                    for name, value in reason.args:
                        if isinstance(value, tuple):
                            for p in value:
                                assert re.search(rf"\b{state.point_name(p)}\b", line), (
                                    name,
                                    line,
                                )
    every = {(game, code) for game, spec in GAMES.items() for code in spec.assistant.codes}
    assert codes_seen == every, sorted(every - codes_seen)


def test_a_missing_argument_or_an_unknown_form_is_an_error() -> None:
    reason = Reason("removes_root", "removal", (("colour", "black"), ("size", 2)))
    with pytest.raises(KeyError):
        reason_sentence("en", "tanbo", reason, str)  # no "stones"
    bad = Reason("wins", "win", (("winner", "black"), ("loser", "grey")))
    with pytest.raises(KeyError):
        reason_sentence("ru", "tanbo", bad, str)


def test_russian_numbers_take_the_right_plural() -> None:
    assert [plural_ru(n) for n in (1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111)] == [
        0, 1, 1, 2, 2, 2, 2, 0, 1, 2, 0, 2,
    ]
    for size, word in ((1, "1 камень"), (3, "3 камня"), (5, "5 камней"), (21, "21 камень")):
        reason = Reason(
            "removes_root", "removal",
            (("colour", "white"), ("stones", tuple(range(size))), ("size", size)),
        )
        text = reason_sentence("ru", "tanbo", reason, lambda p: f"a{p + 1}")
        assert f"белый корень ({word}:" in text, text
        en = reason_sentence("en", "tanbo", reason, lambda p: f"a{p + 1}")
        assert ("1 stone:" if size == 1 else f"{size} stones:") in en


def test_verdict_and_paragraphs_of_an_illegal_tanbo_point() -> None:
    state = GAMES["tanbo"].new_state(7, 7, "dense")
    black = next(p for p in range(state.geometry.npoints) if state.cell_list[p] == 1)
    expl = game_of(state).assistant.explain(state, black)
    assert not expl.legal
    en = describe("en", expl, state.point_name)
    ru = describe("ru", expl, state.point_name)
    name = state.point_name(black)
    assert en[0] == f"{name}: not a legal move for Black."
    assert ru[0] == f"{name}: чёрные не могут так сходить."
    assert f"{name} is taken by a black stone" in en[1]
    assert "(чёрный камень)" in ru[1]
    assert paragraph_ids(expl) == ("placement",)
    # without point names the board is found from the move and its name
    assert describe("en", expl) == en


def test_a_deago_pass_is_named_in_the_language() -> None:
    spec = GAMES["deago"]
    state = spec.new_state(13, 13, "9")
    assert spec.pass_move is not None
    expl = spec.assistant.explain(state, spec.pass_move)
    assert describe("ru", expl, state.point_name)[0].startswith("пас:")
    assert describe("en", expl, state.point_name)[0].startswith("pass:")
    assert paragraph_ids(expl) == ("board",)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_paragraph_a_reason_links_to_has_a_title_and_no_other(game: str) -> None:
    assistant = GAMES[game].assistant
    linked = set(assistant.codes.values())
    assert linked <= set(assistant.paragraphs)
    for lang in LANGUAGES:
        titles = {k.removeprefix(f"{game}.rules.para.") for k in STRINGS[lang]
                  if k.startswith(f"{game}.rules.para.")}
        assert titles == linked, lang
        assert paragraph_title(lang, game, "win") != f"{game}.rules.para.win"
