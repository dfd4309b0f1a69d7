# ruff: noqa: RUF001  (Russian text is meant to be Cyrillic)
"""The texts of "Learn to play", in English and Russian: the Learn and lesson screens,
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

_RU: dict[str, str] = {
    "btn.learn": "Учиться",
    "btn.lessons": "Уроки",
    "btn.hint": "Подсказка",
    "btn.try_again": "Ещё раз",
    "btn.start_over": "Сначала",
    "btn.next_lesson": "Следующий урок",
    "btn.next": "Дальше",
    "btn.pass_short": "Пас",
    "btn.learn_yes": "Покажите",
    "btn.learn_no": "Не сейчас",
    "btn.old_progress": "Старый прогресс",
    "learn.title": "Учимся играть",
    "learn.intro": "Короткие уроки: в каждом небольшая позиция и одна цель. Неверный ход "
    "объяснит помощник по правилам; верните ход и попробуйте снова.",
    "learn.progress": "Пройдено уроков: {done} из {total}",
    "learn.all_done": "Курс пройден: все уроки сделаны.",
    "learn.offer": "Добро пожаловать! Пройти короткий курс, который учит правилам на "
    "небольших позициях? Он всегда есть на главном экране: «Учиться».",
    "lesson.goal": "Цель",
    "lesson.step": "Шаг {n} из {total}",
    "lesson.to_move": "Ход: {side}",
    "lesson.wrong": "Не совсем: {move}",
    "lesson.illegal": "Ход {move} невозможен",
    "lesson.right": "Отлично!",
    "lesson.reply": "{side} ответили {move}.",
    "lesson.source": "{rules}.",
    "lessons.bad": "Прогресс уроков не прочитан ({error}); он сохранён как {path}. "
    "Курс начинается заново.",
    "lessons.stuck": "Прогресс уроков не прочитан ({error}) и не отложен; он остаётся как "
    "есть и в этот раз не перезаписывается.",
    "lessons.aside_q": "Непрочитанный прогресс уроков сохранён в {path}. Удалить его?",
    "lessons.deleted": "Удалено: {path}.",
    "lessons.save_failed": "Прогресс уроков не сохранён: {error}",
    # Tanbo
    "lesson.tanbo-place.title": "Как ставить камень",
    "lesson.tanbo-place.goal.0": "Поставьте чёрный камень на свободный пункт, который "
    "касается ровно одного чёрного камня (сверху, снизу, слева или справа).",
    "lesson.tanbo-place.hint.0": "b2 касается только чёрного камня на b3.",
    "lesson.tanbo-place.why.0": "Он касается ровно одного чёрного камня, значит ход "
    "разрешён: он растит корень этого камня. Белые камни рядом не мешают.",
    "lesson.tanbo-roots.title": "Корни",
    "lesson.tanbo-roots.goal.0": "Вырастите корень из двух чёрных камней (b2-b3), а не "
    "одиночный камень d4.",
    "lesson.tanbo-roots.hint.0": "a2 касается только b2.",
    "lesson.tanbo-roots.why.0": "Корень — связная группа одного цвета. Каждый ход растит "
    "ровно один корень — тот, которого касается камень; корни не срастаются.",
    "lesson.tanbo-bound.title": "Ограничить корень белых",
    "lesson.tanbo-bound.goal.0": "Белый камень a1 может расти только на a2. Займите этот "
    "пункт и уберите корень белых.",
    "lesson.tanbo-bound.hint.0": "a2 касается вашего камня a3 и никаких других чёрных.",
    "lesson.tanbo-bound.why.0": "Корню белых стало некуда расти: он ограничен и поэтому "
    "убран.",
    "lesson.tanbo-self.title": "Осторожно: свой корень",
    "lesson.tanbo-self.goal.0": "Ваш камень a1 может вырасти только на a2, но там ему "
    "некуда будет расти. Сделайте ход, который сохранит все ваши корни.",
    "lesson.tanbo-self.hint.0": "Вырастите камень c2 вверх, на c3.",
    "lesson.tanbo-self.why.0": "Ход, который ограничивает свой корень, убирает этот корень: "
    "ход a1-a2 убрал бы оба камня. c3 сохраняет всё.",
    "lesson.tanbo-both.title": "Ограничены оба: уходит ваш",
    "lesson.tanbo-both.goal.0": "a2 — последний простор и белого a1, и вашего корня a3. "
    "Сходите на a2 и посмотрите, какой корень уйдёт.",
    "lesson.tanbo-both.hint.0": "Пункт рядом с a1 и a3.",
    "lesson.tanbo-both.why.0": "Ход ограничил и ваш корень, и белый: тогда убирается только "
    "ваш, а белый остаётся. Берегите общий последний простор.",
    "lesson.tanbo-win.title": "Победа",
    "lesson.tanbo-win.goal.0": "У белых два корня, у каждого одно место для роста. Уберите "
    "один из них.",
    "lesson.tanbo-win.hint.0": "a2 — единственное место для роста белого a1.",
    "lesson.tanbo-win.why.0": "Одного белого корня нет. У белых оставался только один ход.",
    "lesson.tanbo-win.goal.1": "Теперь уберите последний корень белых и победите.",
    "lesson.tanbo-win.hint.1": "Найдите единственное место, куда может расти последний "
    "белый корень.",
    "lesson.tanbo-win.why.1": "У белых не осталось камней: вы победили. Ничьих в Танбо нет.",
    "lesson.miss.tanbo.occupied": "Пункт занят: камень ставится на свободный пункт.",
    "lesson.miss.tanbo.touches_none": "Пункт не касается чёрных камней: новый камень должен "
    "касаться ровно одного вашего.",
    "lesson.miss.tanbo.touches_several": "Пункт касается двух чёрных камней: новый камень "
    "должен касаться ровно одного вашего, поэтому корни не срастаются.",
    "lesson.miss.tanbo.other_root": "Вырос другой корень. Цель — корень из двух камней.",
    "lesson.miss.tanbo.removes_nothing": "Ход разрешён, но ни одному корню не стало тесно: "
    "ничего не убрано.",
    "lesson.miss.tanbo.bounds_own_root": "Вашему корню стало некуда расти: он убран, и "
    "только он.",
    "lesson.miss.tanbo.loses_root": "Ход занял последнее место другого вашего корня: он "
    "убран.",
    "lesson.miss.tanbo.removes_root": "Белый корень ушёл, но цель здесь другая.",
    "lesson.miss.tanbo.not_both": "Ход не ограничил ни одного корня. Найдите пункт, нужный "
    "обоим корням.",
    # DEAGO
    "lesson.deago-five.title": "Пять в ряд",
    "lesson.deago-five.goal.0": "Поставьте пять чёрных камней в ряд по горизонтали или "
    "вертикали и победите.",
    "lesson.deago-five.hint.0": "Продолжите четвёрку в ряду 7.",
    "lesson.deago-five.why.0": "Пять в ряд по горизонтали побеждают. Считаются только "
    "горизонталь и вертикаль, диагональная пятёрка — нет.",
    "lesson.deago-convert.title": "Перекрасить нейтральный камень",
    "lesson.deago-convert.goal.0": "Сделайте красный нейтральный камень чёрным: зажмите его "
    "двумя чёрными по горизонтали или вертикали.",
    "lesson.deago-convert.hint.0": "g7 стоит между f7 и свободным h7.",
    "lesson.deago-convert.why.0": "Одиночный нейтральный камень между двумя вашими по "
    "горизонтали или вертикали становится вашим. Два нейтральных подряд или диагональ — нет.",
    "lesson.deago-capture.title": "Взять пару",
    "lesson.deago-capture.goal.0": "Возьмите пару белых камней, зажав её: в любом из 8 "
    "направлений, по диагонали тоже.",
    "lesson.deago-capture.hint.0": "Посмотрите на диагональ d4-e5-f6.",
    "lesson.deago-capture.why.0": "Ровно два белых камня между новым камнем и другим вашим "
    "снимаются, и по диагонали тоже. Три — нет.",
    "lesson.deago-block.title": "Закрыть четвёрку",
    "lesson.deago-block.goal.0": "У белых четыре в ряд в ряду 9. Не дайте им поставить пять.",
    "lesson.deago-block.hint.0": "Закройте открытый конец четвёрки.",
    "lesson.deago-block.why.0": "Четвёрка закрыта с обеих сторон: пять там белым не "
    "поставить.",
    "lesson.deago-race.title": "Гонка до 20",
    "lesson.deago-race.goal.0": "Вы взяли 18 камней. Возьмите пару, наберите 20 и победите.",
    "lesson.deago-race.hint.0": "Пара g7-h7 с одной стороны зажата камнем f7.",
    "lesson.deago-race.why.0": "20 взятых камней побеждают — так же, как пять в ряд.",
    "lesson.deago-pass.title": "Пас и ничья",
    "lesson.deago-pass.goal.0": "Нечего хорошего сыграть? В DEAGO можно пасовать. "
    "Спасуйте.",
    "lesson.deago-pass.hint.0": "Нажмите кнопку «Пас».",
    "lesson.deago-pass.why.0": "Белые тоже спасовали: два паса подряд — ничья. Ещё можно "
    "договориться о ничьей.",
    "lesson.miss.deago.occupied": "Пункт занят: камень ставится на свободный пункт.",
    "lesson.miss.deago.diagonal_five": "Пять по диагонали не побеждают: считаются только "
    "горизонталь и вертикаль.",
    "lesson.miss.deago.no_five": "Пяти в ряд не получилось.",
    "lesson.miss.deago.diagonal_neutral_stays": "Нейтральный камень, зажатый по диагонали, "
    "остаётся красным: перекрашивают только по горизонтали и вертикали.",
    "lesson.miss.deago.two_neutrals_stay": "Два нейтральных подряд остаются красными: "
    "перекрашивается только одиночный.",
    "lesson.miss.deago.no_conversion": "Ход не зажимает ни одного нейтрального камня.",
    "lesson.miss.deago.safe_in_flank": "Ваша пара между двумя белыми в безопасности, но "
    "этот ход ничего не берёт: берёт только тот, кто ходит.",
    "lesson.miss.deago.no_capture": "Ничего не взято: между новым камнем и другим вашим "
    "должно быть ровно два камня.",
    "lesson.miss.deago.four_open": "Белые всё ещё ставят пять на открытом конце четвёрки.",
    "lesson.miss.deago.not_pass": "Это ход камнем. Цель — спасовать.",
}

LESSON_STRINGS: dict[str, dict[str, str]] = {"en": _EN, "ru": _RU}
"""Every text of the lessons, by language."""

add_strings(LESSON_STRINGS)
