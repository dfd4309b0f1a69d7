"""The game session (:mod:`tanbo.ui.session`), pure Python (no pygame).

Undo and redo between humans and computers and while reviewing, records and their
players, positions and DEAGO, agreed draws, links; and any save text is a session or a
documented error, with work bounded by its length (counted by
:func:`tests.support.work.within_length_bound`, not timed).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tanbo.errors import IllegalMoveError, RecordError, TanboError
from tanbo.game import DRAW
from tanbo.games.tanbo.state import BLACK, WHITE, TanboState
from tanbo.players import HUMAN, RANDOM
from tanbo.ui.session import Session
from tests.support.work import within_length_bound


def _moves(session: Session, n: int, seed: int = 3) -> None:
    rng = random.Random(seed)
    for _ in range(n):
        session.play(rng.choice(session.state.legal_moves()))


def test_undo_between_two_computers_takes_back_one_move() -> None:
    s = Session(players=(RANDOM, RANDOM))
    _moves(s, 5)
    stack = list(s.state.move_stack)
    assert s.undo() == 1
    assert s.state.move_stack == stack[:4]
    assert s.redo() == 1
    assert s.state.move_stack == stack


def test_redo_between_humans_replays_one_move_at_a_time() -> None:
    s = Session(players=(HUMAN, HUMAN))
    _moves(s, 4)
    stack = list(s.state.move_stack)
    assert [s.undo() for _ in range(3)] == [1, 1, 1]
    assert s.redo() == 1
    assert s.state.move_stack == stack[:2]


@pytest.mark.parametrize("players", [(HUMAN, HUMAN), (HUMAN, RANDOM)])
def test_undo_while_reviewing_returns_to_the_live_position(players: tuple[str, str]) -> None:
    s = Session(players=players)
    _moves(s, 6)
    live = list(s.state.move_stack)
    s.set_view(1)
    assert s.reviewing and s.shown_ply == 1
    undone = s.undo()
    assert not s.reviewing
    assert s.view_ply is None
    # The undo counts from the live game (the end), not from the reviewed ply.
    assert s.state.move_stack == live[: len(live) - undone]
    assert s.shown_ply == s.state.ply == 6 - undone
    assert s.view_state() is s.state


def test_redo_while_reviewing_returns_to_the_live_position() -> None:
    s = Session(players=(HUMAN, HUMAN))
    _moves(s, 4)
    s.undo()
    s.set_view(0)
    assert s.redo() == 1
    assert not s.reviewing and s.state.ply == 4


def _record(tags: str, moves: str = "1. b7 g6\n") -> str:
    return f'[Game "Tanbo"]\n[Size "7x7"]\n[Setup "dense"]\n{tags}\n{moves}'


def test_players_come_from_the_record_tags_or_the_caller() -> None:
    s = Session.from_record_text(_record('[Black "random"]\n[White "human"]\n'))
    assert s.players == {BLACK: RANDOM, WHITE: HUMAN}
    s = Session.from_record_text(_record('[Black "human"]\n[White "random"]\n'))
    assert s.players == {BLACK: HUMAN, WHITE: RANDOM}
    s = Session.from_record_text(_record('[Black "nobody"]\n[White "random"]\n'))
    assert s.players == {BLACK: HUMAN, WHITE: RANDOM}  # unknown kinds become humans
    s = Session.from_record_text(_record(""))
    assert s.players == {BLACK: HUMAN, WHITE: HUMAN}
    s = Session.from_record_text(_record('[Black "random"]\n'), players=(HUMAN, RANDOM))
    assert s.players == {BLACK: HUMAN, WHITE: RANDOM}


def test_a_loaded_session_is_live_with_nothing_to_redo() -> None:
    s = Session.from_record_text(_record(""))
    assert s.state.ply == 2 and not s.reviewing and s.view_ply is None
    assert s.redo() == 0
    assert s.undo() == 1
    assert s.redo() == 1 and s.state.ply == 2


def test_fen_and_deago_records_open_as_sessions() -> None:
    start = TanboState.new(5, 7)
    start.push(start.parse_move("a6"))
    fen = start.tfen()
    s = Session.from_record_text(f'[Game "Tanbo"]\n[Size "5x7"]\n[FEN "{fen}"]\n\n1... b7\n')
    assert s.start_text == fen and s.start_state().tfen() == fen
    assert s.state.ply == 1 and s.undo() == 1 and s.state.tfen() == fen
    d = Session.from_record_text('[Game "DEAGO"]\n[Size "19x19"]\n[Neutral "5"]\n\n')
    assert d.state.game_name == "deago" and d.setup == "5" and d.state.ply == 0


def test_records_from_a_position_and_of_deago_open_as_their_game() -> None:
    start = TanboState.new(7, 7)
    start.push(start.parse_move("b7"))
    fen = start.tfen()
    s = Session.from_record_text(f'[Game "Tanbo"]\n[Size "7x7"]\n[FEN "{fen}"]\n\n1... a6\n')
    assert s.state.game_name == "tanbo"
    assert [s.state.move_text(m) for m in s.state.move_stack] == ["a6"]
    s.undo()
    assert s.state.position_text() == fen  # undo stops at the record's start position
    d = Session.from_record_text('[Game "DEAGO"]\n[Size "13x13"]\n[Neutral "5"]\n\n1. a1 pass\n')
    assert d.state.game_name == "deago"
    assert (d.state.width, d.state.ply, d.state.passes) == (13, 2, 1)
    with pytest.raises(RecordError, match="Chess"):
        Session.from_record_text('[Game "Chess"]\n[Size "8x8"]\n\n')


def test_review_of_a_classic_game_replays_the_classic_start() -> None:
    s = Session(19, 19, "classic")
    _moves(s, 4)
    s.set_view(2)
    view = s.view_state()
    replay = TanboState.new(19, 19, "classic")
    for move in s.state.move_stack[:2]:
        replay.push(move)
    assert view.tfen() == replay.tfen()
    assert s.setup == "classic"


def test_set_view_bounds() -> None:
    s = Session()
    _moves(s, 3)
    s.set_view(0)
    assert s.view_ply == 0 and s.shown_ply == 0 and s.view_state().ply == 0
    s.set_view(-5)
    assert s.view_ply == 0
    s.set_view(2)
    assert s.view_ply == 2
    s.set_view(3)  # the last ply is the live position
    assert s.view_ply is None and not s.reviewing
    s.set_view(2)
    s.set_view(None)
    assert s.view_ply is None


def test_record_text_names_both_players() -> None:
    s = Session(players=(HUMAN, RANDOM))
    _moves(s, 2)
    lines = s.record_text().splitlines()
    assert lines[3:6] == ['[Black "human"]', '[White "random"]', '[Result "ongoing"]']


def test_an_agreed_draw_ends_the_game_until_undone() -> None:
    s = Session(19, 19, "9", game="deago")
    _moves(s, 2)
    s.undo()
    s.set_view(0)
    s.agree_draw()
    assert s.agreed_draw is True and s.is_over and not s.human_to_move
    assert s.winner == DRAW
    assert s.redo_stack == [] and s.view_ply is None
    with pytest.raises(RecordError) as info:
        s.play(s.state.legal_moves()[0])
    assert str(info.value) == "the game ended in a draw by agreement"
    text = s.record_text()
    assert '[Result "draw"]' in text and '[Termination "agreement"]' in text
    again = Session.from_record_text(text)
    assert again.agreed_draw is True and again.by_link is False
    assert s.undo() == 0  # the draw is taken back first, no move
    assert s.agreed_draw is False and not s.is_over and s.state.ply == 1
    assert s.winner == 0
    fresh = Session()
    assert fresh.agreed_draw is False and fresh.by_link is False
    assert Session.from_position("tanbo", TanboState.new(5, 7).tfen()).agreed_draw is False
    assert Session.from_position("tanbo", TanboState.new(5, 7).tfen()).by_link is False


def test_continues_compares_game_start_and_moves() -> None:
    a = Session(5, 7)
    _moves(a, 3)
    b = Session(5, 7)
    for move in a.state.move_stack[:2]:
        b.play(move)
    assert a.continues(b) and a.continues(a) and not b.continues(a)
    assert not a.continues(Session(7, 7))  # another size
    assert not Session(19, 19, "classic").continues(Session(19, 19, "dense"))  # another setup
    assert not Session(19, 19, "9", game="deago").continues(Session(19, 19, "dense"))
    other = Session(5, 7)
    other.play(next(m for m in other.state.legal_moves() if m != a.state.move_stack[0]))
    assert not a.continues(other)  # another first move
    fen = TanboState.new(5, 7).tfen()
    from_fen = Session.from_position("tanbo", fen)
    assert not from_fen.continues(Session(5, 7)) and not Session(5, 7).continues(from_fen)
    assert from_fen.continues(Session.from_position("tanbo", fen))
    deago = Session(19, 19, "9", game="deago")
    _moves(deago, 2)
    drawn = Session(19, 19, "9", game="deago")
    drawn.play(deago.state.move_stack[0])
    assert deago.continues(drawn)
    drawn.agree_draw()
    assert not deago.continues(drawn)


def test_a_session_from_a_position_keeps_its_start_in_records_and_links() -> None:
    start = TanboState.new(5, 7)
    start.push(start.parse_move("a6"))
    fen = start.tfen()
    s = Session.from_position("tanbo", fen)
    assert s.start_text == fen
    assert f'[FEN "{fen}"]' in s.record_text().splitlines()
    again = Session.from_link(s.link_fragment())
    assert again.start_text == fen and again.state.tfen() == fen and again.by_link


def test_a_drawn_game_travels_by_link_as_a_draw() -> None:
    s = Session(19, 19, "9", game="deago")
    _moves(s, 2)
    s.agree_draw()
    again = Session.from_link(s.link_fragment())
    assert again.agreed_draw is True and again.is_over
    assert again.state.move_stack == s.state.move_stack
    live = Session(19, 19, "9", game="deago")
    assert Session.from_link(live.link_fragment()).agreed_draw is False


record_lines = st.sampled_from([
    '[Game "Tanbo"]', '[Game "DEAGO"]', '[Size "7x7"]', '[Size "13x13"]', '[Setup "dense"]',
    '[Neutral "9"]', '[SaveFormat "1"]', '[SaveFormat "2"]', '[SaveFormat "x"]',
    '[Result "draw"]', '[Termination "agreement"]', "", "1. b7", "1. b7 c6", "2. pass pass",
    "1. d4 pass", "\ufeff", "\r",
]) | st.text(max_size=30)


@given(st.lists(record_lines, max_size=12), st.sampled_from(["\n", "\r\n"]),
       st.booleans())
def test_any_save_text_is_a_session_or_a_documented_error(
    lines: list[str], end: str, final: bool
) -> None:
    text = end.join(lines) + (end if final else "")

    def read() -> None:
        try:
            session = Session.from_save_text(text)
        except (TanboError, ValueError):
            pass
        else:
            again = Session.from_save_text(session.save_text())
            assert again.state.move_stack == session.state.move_stack

    within_length_bound(text, read)


@pytest.mark.parametrize("size", [10_000, 100_000, 1_000_000])
def test_long_save_texts_are_read_or_refused_in_linear_time(size: int) -> None:
    for text in ('[Game "Tanbo"]\n' + "x" * size, "1. " + "b7 " * (size // 3) + "\n",
                 "\r\n" * (size // 2)):

        def read(text: str = text) -> None:
            with pytest.raises((TanboError, ValueError)):
                Session.from_save_text(text)

        within_length_bound(text, read)


def test_undo_between_humans_takes_back_one_move() -> None:
    s = Session(players=(HUMAN, HUMAN))
    _moves(s, 3)
    assert s.undo() == 1 and s.state.ply == 2


def test_undo_against_the_computer_returns_to_the_humans_turn() -> None:
    s = Session(players=(HUMAN, RANDOM))
    _moves(s, 4)  # black, white, black, white: black (human) to move
    assert s.undo() == 2
    assert s.state.ply == 2 and s.state.to_move == BLACK
    assert s.redo() == 2 and s.state.ply == 4


def test_undo_before_the_computer_replied_takes_back_only_the_human_move() -> None:
    s = Session(players=(HUMAN, RANDOM))
    _moves(s, 3)  # white (computer) to move
    assert s.undo() == 1 and s.state.to_move == BLACK


def test_a_new_move_clears_redo() -> None:
    s = Session()
    _moves(s, 2)
    s.undo()
    s.play(s.state.legal_moves()[0])
    assert s.redo_stack == [] and s.redo() == 0


def test_review_shows_earlier_positions_without_changing_the_game() -> None:
    s = Session()
    _moves(s, 6)
    live = s.state.tfen()
    s.set_view(2)
    replay = TanboState.new()
    for m in s.state.move_stack[:2]:
        replay.push(m)
    assert s.view_state().tfen() == replay.tfen()
    assert s.state.tfen() == live and s.shown_ply == 2
    s.set_view(99)
    assert not s.reviewing and s.shown_ply == 6


def test_illegal_move_is_refused_by_the_engine() -> None:
    s = Session()
    with pytest.raises(IllegalMoveError):
        s.play(0)  # a7 is occupied


def test_record_round_trip_keeps_moves_and_players() -> None:
    s = Session(5, 7, "dense", (RANDOM, HUMAN))
    _moves(s, 9)
    back = Session.from_record_text(s.record_text())
    assert back.state.move_stack == s.state.move_stack
    assert back.players == {BLACK: RANDOM, WHITE: HUMAN}
    assert back.state.geometry.size_text == "5x7"


def test_foreign_or_broken_records_raise_record_error() -> None:
    with pytest.raises(RecordError):
        Session.from_record_text('[Game "Chess"]\n[Size "8x8"]\n[Setup "dense"]\n\n')
    with pytest.raises(RecordError):
        Session.from_record_text("garbage")
