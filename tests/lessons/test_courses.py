"""Every lesson of both courses: its position is sound, its goals are reached by the
intended moves, and each typical wrong move is refused with a miss code of its own."""

from __future__ import annotations

import pytest

from tanbo.games import GAMES
from tanbo.lessons import COURSES, Lesson, LessonRun, course_for, lesson_by_id
from tanbo.lessons.model import LessonError, check

LESSONS = [lesson for course in COURSES.values() for lesson in course]


def test_every_game_has_a_course_of_at_least_six_lessons() -> None:
    assert set(COURSES) == set(GAMES)
    for game, course in COURSES.items():
        assert len(course) >= 6
        assert all(lesson.game == game for lesson in course)


def test_lesson_ids_are_unique_and_found() -> None:
    ids = [lesson.id for lesson in LESSONS]
    assert len(ids) == len(set(ids))
    for lesson in LESSONS:
        assert lesson_by_id(lesson.id) is lesson
    with pytest.raises(LessonError):
        lesson_by_id("nope")
    with pytest.raises(LessonError):
        course_for("chess")


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_the_position_is_a_fair_start(lesson: Lesson) -> None:
    """It reads back exactly, the game is on, the topic is a Rules paragraph."""
    state = lesson.start()
    assert state.position_text() == lesson.position
    assert not state.is_over
    assert state.legal_moves()
    state.check_consistency()
    assert lesson.topic in GAMES[lesson.game].assistant.paragraphs


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_the_intended_line_reaches_every_goal(lesson: Lesson) -> None:
    run = LessonRun(lesson)
    kinds = []
    for step in lesson.steps:
        kinds.append(run.attempt(run.state.parse_move(step.solution)).kind)
    assert kinds == ["step"] * (len(lesson.steps) - 1) + ["done"]
    assert run.done


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_typical_wrong_moves_miss_each_in_its_own_way(lesson: Lesson) -> None:
    run = LessonRun(lesson)
    for step in lesson.steps:
        assert len(step.wrong) >= 2, "at least two kinds of wrong move per step"
        misses = []
        for text in step.wrong:
            before = run.state.position_text()
            attempt = run.attempt(run.state.parse_move(text))
            assert attempt.kind == "wrong" and attempt.miss is not None, text
            misses.append(attempt.miss)
            run.take_back()
            assert run.state.position_text() == before, "Try again restores the position"
        assert len(set(misses)) == len(misses), f"{lesson.id}: {misses}"
        run.attempt(run.state.parse_move(step.solution))


def test_only_the_goal_counts_in_each_lesson() -> None:
    """Across all lessons, a good share of all legal first moves misses the goal: the
    goals are not "any move" (but the first, placing, which is any legal placement)."""
    for lesson in LESSONS[1:]:
        if lesson.game != "tanbo":
            continue
        state = lesson.start()
        goal = lesson.steps[0].goal
        reached = [m for m in state.legal_moves() if check(goal, state, m)[0] is None]
        assert 0 < len(reached) < len(state.legal_moves()), lesson.id


def test_the_block_is_only_the_open_end() -> None:
    lesson = lesson_by_id("deago-block")
    state = lesson.start()
    goal = lesson.steps[0].goal
    good = [state.move_text(m) for m in state.legal_moves()
            if check(goal, state, m)[0] is None]
    assert good == ["h9"]


def test_a_move_after_the_end_or_over_a_wrong_move_is_refused() -> None:
    run = LessonRun(lesson_by_id("tanbo-bound"))
    run.attempt(run.state.parse_move("c1"))
    with pytest.raises(LessonError):
        run.attempt(run.state.parse_move("a2"))
    run.take_back()
    assert run.attempt(run.state.parse_move("a2")).kind == "done"
    with pytest.raises(LessonError):
        run.attempt(run.state.parse_move("a4"))


def test_an_illegal_move_is_not_played_and_its_miss_is_the_engines_reason() -> None:
    run = LessonRun(lesson_by_id("tanbo-place"))
    attempt = run.attempt(run.state.parse_move("c3"))
    assert (attempt.kind, attempt.miss, attempt.played) == ("wrong", "touches_several", False)
    assert run.state.ply == 0 and not run.wrong_on_board


def test_the_pass_lesson_gets_the_scripted_pass_and_ends_drawn() -> None:
    run = LessonRun(lesson_by_id("deago-pass"))
    attempt = run.attempt(GAMES["deago"].pass_move or 0)
    assert attempt.kind == "done"
    assert attempt.reply == GAMES["deago"].pass_move
    assert run.state.is_over and run.state.winner == 3


def test_the_winning_lesson_has_two_steps_and_the_reply_between() -> None:
    run = LessonRun(lesson_by_id("tanbo-win"))
    first = run.attempt(run.state.parse_move("a2"))
    assert first.kind == "step" and first.reply is not None
    assert run.state.move_text(first.reply) == "d5"
    assert run.attempt(run.state.parse_move("c5")).kind == "done"
    assert run.state.winner == 1
    run.restart()
    assert run.state.position_text() == run.lesson.position and run.step == 0
