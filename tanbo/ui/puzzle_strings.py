"""The Puzzles screen's texts in English (keys ``puzzle.*``, ``btn.puzzle*``,
``date.*``; other languages: :mod:`tanbo.ui.lang`).

:func:`install` adds them to the shared tables (:func:`tanbo.ui.i18n.add_strings`) once;
:mod:`tanbo.ui.puzzle_desk` calls it when imported. A theme or reason code without a
text of its own falls back to ``puzzle.theme.other`` / ``puzzle.why.other``.
"""

from __future__ import annotations

from tanbo.ui.i18n import STRINGS, add_strings, tr

__all__ = ["TEXTS", "install", "moves"]


def moves(lang: str, n: int) -> str:
    """``n`` moves in ``lang``: "2 moves", "2 хода" (the key ``puzzle.moves``)."""
    return tr(lang, "puzzle.moves", n=n)

TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "btn.puzzles": "Puzzles",
        "btn.puzzle_retry": "Try again",
        "btn.puzzle_solution": "Solution",
        "btn.puzzle_next": "Next",
        "btn.puzzle_share": "Share",
        "btn.puzzle_aside": "Unreadable history…",
        "puzzle.title": "Puzzles",
        "puzzle.daily": "Puzzle of the day · {date}",
        "puzzle.number": "Puzzle {id} · rated {rating}",
        "puzzle.stats": "Your rating {rating} ± {rd} · streak {streak} (best {best}) · "
        "solved {solved} of {tried}",
        "puzzle.stats_new": "Your rating {rating} ± {rd} · no puzzle tried yet: the first "
        "one counts",
        "puzzle.side_gen.1": "Black",
        "puzzle.side_gen.2": "White",
        "puzzle.theme.win": "{side} to play and win in {moves}",
        "puzzle.theme.removal": "{side} to play and take off an enemy root in {moves}",
        "puzzle.theme.capture_race": "{side} to play and win by captures in {moves}",
        "puzzle.theme.defence": "{side} to play and stop a win in {moves}",
        "puzzle.theme.other": "{side} to play: find the best line ({moves})",
        "puzzle.none": "No puzzles for this game yet.",
        "puzzle.daily_tried": "Already tried today: this try does not count.",
        "puzzle.tried": "Already tried: this try does not count.",
        "puzzle.correct": "Correct! Now the reply…",
        "puzzle.solved_long": "Solved! Press Next for another puzzle.",
        "puzzle.solved_again": "Solved — after a miss, so it counts as missed.",
        "puzzle.wrong_head": "Not this move: Try again, or see the Solution.",
        "puzzle.solution": "Solution: {line}",
        "puzzle.reply_subject": "{side}'s reply {move}",
        "puzzle.retry_first": "Press Try again to take the move back.",
        "puzzle.done_already": "This puzzle is over: press Next for another.",
        "puzzle.why.no_goal": "{move} misses: after the answer {reply} it can no longer be "
        "done.",
        "puzzle.why.no_goal_no_reply": "{move} misses: it does not get there.",
        "puzzle.why.loses": "{move} loses: {side} answers {reply} and wins.",
        "puzzle.why.loses_no_reply": "{move} loses.",
        "puzzle.why.illegal": "{move} cannot be played here.",
        "puzzle.why.illegal_no_reply": "{move} cannot be played here.",
        "puzzle.why.other": "{move} is not the solution: {side} answers {reply}.",
        "puzzle.why.other_no_reply": "{move} is not the solution.",
        "puzzle.link_bad": "That puzzle link cannot be opened: {error}",
        "puzzle.link_prompt": "Copy this puzzle's link:",
        "puzzle.link_copied": "Puzzle link copied: send it to a friend.",
        "puzzle.link_shown": "Copy the puzzle link from the box and send it.",
        "puzzle.history_bad": "The puzzle history could not be read and is kept as {path} "
        "(see Unreadable history); a new one starts. ({error})",
        "puzzle.history_stuck": "The puzzle history could not be read nor moved aside, so it "
        "will not be saved this time: {path} ({error})",
        "puzzle.aside_question": "A puzzle history that could not be read is kept: {path}",
        "puzzle.copy_it": "Copy it",
        "puzzle.aside_prompt": "The unreadable puzzle history:",
        "puzzle.aside_copied": "Copied the text of {path}.",
        "puzzle.aside_where": "It is kept at {path}.",
        "puzzle.moves": "{n:move|moves}",
        "date.format": "{day} {month} {year}",  # the puzzle of the day's date
        **{f"date.month.{i}": name for i, name in enumerate((
            "January", "February", "March", "April", "May", "June", "July", "August",
            "September", "October", "November", "December"), 1)},
    },
}


def install() -> None:
    """Add the texts to the shared tables (once)."""
    if "puzzle.title" not in STRINGS["en"]:
        add_strings(TEXTS)
