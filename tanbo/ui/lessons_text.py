"""The texts of "Learn to play", in English: the Learn and lesson screens,
the first-start offer, and each lesson's title, goal, hint and "why it worked" (keyed
by the lesson's id and step: ``lesson.<id>.goal.<step>``) and the answer to each kind
of wrong move (``lesson.miss.<game>.<miss code>``, the codes of
:mod:`tanbo.lessons.courses`). Importing this module adds them to the string tables.
"""

from __future__ import annotations

from tanbo.ui.i18n import add_strings

__all__ = ["LESSON_STRINGS"]

_EN: dict[str, str] = {
    "btn.learn": "Learn",
    "btn.lessons": "Lessons",
    "btn.hint": "Hint",
    "btn.try_again": "Try again",
    "btn.start_over": "Start over",
    "btn.next_lesson": "Next lesson",
    "btn.next": "Next",
    "btn.pass_short": "Pass",
    "btn.learn_yes": "Show me",
    "btn.learn_no": "Not now",
    "btn.old_progress": "Old progress",
    "learn.title": "Learn to play",
    "learn.intro": "Short lessons: each is a small position with one goal. A wrong move is "
    "explained by the rules assistant; take it back and try again.",
    "learn.progress": "{done} of {total} lessons done",
    "learn.all_done": "Course complete: every lesson done.",
    "learn.offer": "Welcome! Would you like a short course that teaches the rules, one small "
    "position at a time? Home always has it under Learn.",
    "lesson.goal": "Goal",
    "lesson.step": "Step {n} of {total}",
    "lesson.to_move": "{side} to move",
    "lesson.wrong": "Not quite: {move}",
    "lesson.illegal": "{move} cannot be played",
    "lesson.right": "Well done!",
    "lesson.reply": "{side} answered {move}.",
    "lesson.source": "{rules}.",
    "lessons.bad": "Lesson progress could not be read ({error}); it was kept as {path}. "
    "The course starts afresh.",
    "lessons.stuck": "Lesson progress could not be read ({error}) nor set aside; it is kept "
    "as it is and not saved over this time.",
    "lessons.aside_q": "Lesson progress that could not be read is kept at {path}. Delete it?",
    "lessons.deleted": "Deleted {path}.",
    "lessons.save_failed": "Lesson progress could not be saved: {error}",
    # Tanbo
    "lesson.tanbo-place.title": "Placing a stone",
    "lesson.tanbo-place.goal.0": "Place a black stone on an empty point that touches exactly "
    "one black stone (up, down, left or right).",
    "lesson.tanbo-place.hint.0": "b2 touches only the black stone at b3.",
    "lesson.tanbo-place.why.0": "It touches exactly one black stone, so it is legal: it grows "
    "that stone's root. White stones next to it do not matter.",
    "lesson.tanbo-roots.title": "Roots",
    "lesson.tanbo-roots.goal.0": "Grow the root of two black stones (b2-b3), not the single "
    "stone at d4.",
    "lesson.tanbo-roots.hint.0": "a2 touches b2 only.",
    "lesson.tanbo-roots.why.0": "A root is a connected group of one colour. Each move grows "
    "exactly one root, the one its stone touches; roots never merge.",
    "lesson.tanbo-bound.title": "Bounding White's root",
    "lesson.tanbo-bound.goal.0": "White's stone at a1 can grow only to a2. Take that point "
    "and remove White's root.",
    "lesson.tanbo-bound.hint.0": "a2 touches your stone at a3 and no other black stone.",
    "lesson.tanbo-bound.why.0": "White's root had no room left to grow: it was bounded, so it "
    "was removed.",
    "lesson.tanbo-self.title": "Careful: your own root",
    "lesson.tanbo-self.goal.0": "Your stone at a1 can only grow to a2, and there it would "
    "have no room. Make a move that keeps all your roots.",
    "lesson.tanbo-self.hint.0": "Grow the stone at c2 upwards, to c3.",
    "lesson.tanbo-self.why.0": "A move that bounds its own root removes that root: growing "
    "a1 to a2 would have removed both stones. c3 keeps everything.",
    "lesson.tanbo-both.title": "Both bounded: yours goes",
    "lesson.tanbo-both.goal.0": "a2 is the last room of White's a1 and of your root a3. "
    "Play a2 and see which root goes.",
    "lesson.tanbo-both.hint.0": "The point next to a1 and a3.",
    "lesson.tanbo-both.why.0": "Your move bounded your own root and White's: then only your "
    "root is removed, and White's stays. Mind the last room you share.",
    "lesson.tanbo-win.title": "Winning",
    "lesson.tanbo-win.goal.0": "White has two roots, each with one point of room. Remove one "
    "of them.",
    "lesson.tanbo-win.hint.0": "a2 is the only room of White's a1.",
    "lesson.tanbo-win.why.0": "One White root is gone. White had only one move left.",
    "lesson.tanbo-win.goal.1": "Now remove White's last root to win.",
    "lesson.tanbo-win.hint.1": "Find the only room White's last root has left.",
    "lesson.tanbo-win.why.1": "White has no stones left: you win. Tanbo has no draws.",
    "lesson.miss.tanbo.occupied": "That point is taken: a stone goes on an empty point.",
    "lesson.miss.tanbo.touches_none": "That point touches no black stone: a new stone must "
    "touch exactly one of yours.",
    "lesson.miss.tanbo.touches_several": "That point touches two black stones: a new stone "
    "must touch exactly one of yours, so roots never merge.",
    "lesson.miss.tanbo.other_root": "That grew another root. The goal is the root of two stones.",
    "lesson.miss.tanbo.removes_nothing": "Legal, but no root ran out of room: nothing was "
    "removed.",
    "lesson.miss.tanbo.bounds_own_root": "That left your own root with no room: it was "
    "removed, and only it.",
    "lesson.miss.tanbo.loses_root": "That took the last room of another of your roots: it "
    "was removed.",
    "lesson.miss.tanbo.removes_root": "A White root went, but that is not the goal here.",
    "lesson.miss.tanbo.not_both": "That bounded no root. Find the point both roots need.",
    # DEAGO
    "lesson.deago-five.title": "Five in a row",
    "lesson.deago-five.goal.0": "Make five black stones in a row, across or up and down, "
    "and win.",
    "lesson.deago-five.hint.0": "Extend the four across on row 7.",
    "lesson.deago-five.why.0": "Five in a row across wins. Only across and up and down "
    "count: a diagonal five does not.",
    "lesson.deago-convert.title": "Converting a neutral stone",
    "lesson.deago-convert.goal.0": "Turn a red neutral stone black: flank it with two "
    "black stones, across or up and down.",
    "lesson.deago-convert.hint.0": "g7 lies between f7 and an empty h7.",
    "lesson.deago-convert.why.0": "A single neutral stone between two of yours, across or up "
    "and down, becomes yours. Two neutrals in a row, or a diagonal, stay red.",
    "lesson.deago-capture.title": "Capturing a pair",
    "lesson.deago-capture.goal.0": "Capture a pair of White stones by flanking it: in any "
    "of the 8 directions, diagonals too.",
    "lesson.deago-capture.hint.0": "Look at the diagonal d4-e5-f6.",
    "lesson.deago-capture.why.0": "Exactly two White stones between your new stone and "
    "another of yours are captured, diagonals included. Three are not.",
    "lesson.deago-block.title": "Blocking a four",
    "lesson.deago-block.goal.0": "White has four in a row on row 9. Stop White making five.",
    "lesson.deago-block.hint.0": "Close the open end of the four.",
    "lesson.deago-block.why.0": "The four is closed at both ends: White cannot make five "
    "there.",
    "lesson.deago-race.title": "The race to 20",
    "lesson.deago-race.goal.0": "You have captured 18 stones. Capture a pair to reach 20 "
    "and win.",
    "lesson.deago-race.hint.0": "The pair g7-h7 is flanked by f7 on one side.",
    "lesson.deago-race.why.0": "20 captured stones win the game, just like five in a row.",
    "lesson.deago-pass.title": "Passing and the draw",
    "lesson.deago-pass.goal.0": "Nothing good to play? In DEAGO you may pass. Pass now.",
    "lesson.deago-pass.hint.0": "Press the Pass button.",
    "lesson.deago-pass.why.0": "White passed too: two passes in a row end the game in a "
    "draw. Players may also agree to a draw.",
    "lesson.miss.deago.occupied": "That point is taken: a stone goes on an empty point.",
    "lesson.miss.deago.diagonal_five": "A diagonal line of five does not win: only across "
    "or up and down count.",
    "lesson.miss.deago.no_five": "That makes no line of five.",
    "lesson.miss.deago.diagonal_neutral_stays": "A neutral stone flanked on a diagonal stays "
    "red: conversion is only across or up and down.",
    "lesson.miss.deago.two_neutrals_stay": "Two neutral stones in a row stay red: only a "
    "single one converts.",
    "lesson.miss.deago.no_conversion": "That flanks no neutral stone.",
    "lesson.miss.deago.safe_in_flank": "Your own pair between two White stones is safe, but "
    "that captures nothing: only the player who moves captures.",
    "lesson.miss.deago.no_capture": "That captures nothing: exactly two stones must lie "
    "between your new stone and another of yours.",
    "lesson.miss.deago.four_open": "White can still make five at the open end of the four.",
    "lesson.miss.deago.not_pass": "That places a stone. The goal is to pass.",
}

LESSON_STRINGS: dict[str, dict[str, str]] = {"en": _EN}
"""Every text of the lessons, by language."""

add_strings(LESSON_STRINGS)
