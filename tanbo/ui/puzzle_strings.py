# ruff: noqa: RUF001  (Russian text is meant to be Cyrillic)
"""The Puzzles screen's texts in English and Russian (keys ``puzzle.*``, ``btn.puzzle*``,
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
    "ru": {
        "btn.puzzles": "Задачи",
        "btn.puzzle_retry": "Ещё раз",
        "btn.puzzle_solution": "Решение",
        "btn.puzzle_next": "Дальше",
        "btn.puzzle_share": "Ссылка",
        "btn.puzzle_aside": "Нечитаемая история…",
        "puzzle.title": "Задачи",
        "puzzle.daily": "Задача дня · {date}",
        "puzzle.number": "Задача {id} · рейтинг {rating}",
        "puzzle.stats": "Ваш рейтинг {rating} ± {rd} · серия {streak} (лучшая {best}) · "
        "решено {solved} из {tried}",
        "puzzle.stats_new": "Ваш рейтинг {rating} ± {rd} · задач ещё не было: первая "
        "попытка засчитывается",
        "puzzle.side_gen.1": "чёрных",
        "puzzle.side_gen.2": "белых",
        "puzzle.theme.win": "Ход {side_gen}: выиграть за {moves}",
        "puzzle.theme.removal": "Ход {side_gen}: снять корень противника за {moves}",
        "puzzle.theme.capture_race": "Ход {side_gen}: выиграть взятиями за {moves}",
        "puzzle.theme.defence": "Ход {side_gen}: не дать выиграть в {moves}",
        "puzzle.theme.other": "Ход {side_gen}: найти лучший вариант (ходов: {n})",
        "puzzle.none": "Для этой игры задач пока нет.",
        "puzzle.daily_tried": "Сегодня задача уже решалась: эта попытка не засчитывается.",
        "puzzle.tried": "Задача уже решалась: эта попытка не засчитывается.",
        "puzzle.correct": "Верно! Теперь ответ…",
        "puzzle.solved_long": "Решено! «Дальше» — следующая задача.",
        "puzzle.solved_again": "Решено — но после ошибки, поэтому не засчитано.",
        "puzzle.wrong_head": "Не этот ход: «Ещё раз» или «Решение».",
        "puzzle.solution": "Решение: {line}",
        "puzzle.reply_subject": "Ответ {side_gen} {move}",
        "puzzle.retry_first": "Нажмите «Ещё раз», чтобы вернуть ход.",
        "puzzle.done_already": "Задача закончена: «Дальше» — следующая.",
        "puzzle.why.no_goal": "{move} — мимо: после ответа {reply} этого уже не добиться.",
        "puzzle.why.no_goal_no_reply": "{move} — мимо: цель не достигнута.",
        "puzzle.why.loses": "{move} проигрывает: {side} отвечают {reply} и выигрывают.",
        "puzzle.why.loses_no_reply": "{move} проигрывает.",
        "puzzle.why.illegal": "{move} сюда ходить нельзя.",
        "puzzle.why.illegal_no_reply": "{move} сюда ходить нельзя.",
        "puzzle.why.other": "{move} — не решение: {side} отвечают {reply}.",
        "puzzle.why.other_no_reply": "{move} — не решение.",
        "puzzle.link_bad": "Ссылку на задачу открыть нельзя: {error}",
        "puzzle.link_prompt": "Скопируйте ссылку на задачу:",
        "puzzle.link_copied": "Ссылка на задачу скопирована: отправьте её другу.",
        "puzzle.link_shown": "Скопируйте ссылку на задачу из окна и отправьте.",
        "puzzle.history_bad": "История задач не читается и отложена как {path} "
        "(см. «Нечитаемая история»); начата новая. ({error})",
        "puzzle.history_stuck": "История задач не читается и не отложена, поэтому сейчас она "
        "не сохраняется: {path} ({error})",
        "puzzle.aside_question": "Сохранена история задач, которую не удалось прочитать: {path}",
        "puzzle.copy_it": "Копировать",
        "puzzle.aside_prompt": "Нечитаемая история задач:",
        "puzzle.aside_copied": "Текст {path} скопирован.",
        "puzzle.aside_where": "Она хранится в {path}.",
        "puzzle.moves": "{n:ход|хода|ходов}",
        "date.format": "{day} {month} {year}",
        **{f"date.month.{i}": name for i, name in enumerate((
            "января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа",
            "сентября", "октября", "ноября", "декабря"), 1)},
    },
}


def install() -> None:
    """Add the texts to the shared tables (once)."""
    if "puzzle.title" not in STRINGS["en"]:
        add_strings(TEXTS)
