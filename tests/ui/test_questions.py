"""The questions asked of the rules assistant in a save (:mod:`tanbo.ui.questions`): the
``Questions`` tag round-trips, and each kind of damage is refused naming the entry."""

from __future__ import annotations

import pytest

from tanbo.errors import RecordError
from tanbo.games import GAMES
from tanbo.ui.questions import HAPPENED, WHY, Question, format_questions, parse_questions
from tanbo.ui.session import Session


def _tanbo_after(moves: int) -> Session:
    session = Session(7, 7, "dense")
    for _ in range(moves):
        session.play(session.state.legal_moves()[0])
    return session


def test_questions_round_trip_through_the_tag_and_the_save() -> None:
    session = _tanbo_after(2)
    st = session.state
    asked = [
        Question(0, WHY, st.parse_point("a7"), False, ("occupied",)),
        Question(2, HAPPENED, st.last_move, True, ("grows_root", "removes_nothing")),
        Question(1, WHY, st.parse_point("d4"), False, ("touches_none",)),
    ]
    text = format_questions(asked, st)
    assert text.startswith("0?a7-occupied 2!")
    assert parse_questions(text, st) == asked
    for q in asked:
        session.add_question(q)
    again = Session.from_save_text(session.save_text())
    assert again.questions == asked
    assert Session.from_record_text(session.record_text()).questions == asked


def test_a_deago_pass_question_round_trips() -> None:
    spec = GAMES["deago"]
    session = Session(13, 13, "9", game="deago")
    assert spec.pass_move is not None
    q = Question(0, WHY, spec.pass_move, True, ("pass_turn",))
    assert format_questions([q], session.state) == "0?pass+pass_turn"
    assert parse_questions("0?pass+pass_turn", session.state) == [q]


@pytest.mark.parametrize(
    ("tag", "says"),
    [
        ("0?a7", "malformed Questions tag, entry 1"),
        ("0?a7-occupied 3!b7+grows_root", "entry 2 '3!b7+grows_root': asked after move 3"),
        ("0?z9-occupied", "point 'z9' is off the 7x7 board"),
        ("0?pass+pass_turn", "Tanbo has no pass"),
        ("0?a7-captures", "Tanbo has no reason 'captures'"),
        ("0?a7-Occupied", "malformed"),
    ],
)
def test_a_damaged_tag_is_refused_naming_the_entry(tag: str, says: str) -> None:
    session = _tanbo_after(2)
    with pytest.raises(RecordError, match="Questions tag") as err:
        parse_questions(tag, session.state)
    assert says in str(err.value)
    text = session.save_text().replace("\n\n", f'\n[Questions "{tag}"]\n\n', 1)
    with pytest.raises(RecordError):
        Session.from_save_text(text)


def test_a_new_move_after_undo_drops_the_undone_lines_questions() -> None:
    session = _tanbo_after(3)
    session.add_question(Question(3, HAPPENED, session.state.last_move, True, ("grows_root",)))
    session.add_question(Question(1, WHY, 0, False, ("occupied",)))
    session.undo()
    assert "3!" not in session.save_text()  # not in the game now (only on the redo stack)
    session.redo()
    assert "3!" in session.save_text()  # back with the move
    session.undo()
    session.play(session.state.legal_moves()[-1])
    assert [q.ply for q in session.questions] == [1]
