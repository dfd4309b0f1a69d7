# ruff: noqa: RUF001  (Russian text is meant to be Cyrillic)
"""Russian: every text of every table, the rules assistant's grammar, its plural rule and
the engine's reasons for an illegal move.

The tables are those of ``es.py``, by the same keys as the English in the modules:
``SHARED`` (:mod:`tanbo.ui.i18n`), ``INPUT``, ``HOME``, ``WHY`` (the assistant's
verdicts), ``TANBO`` and ``DEAGO`` (each game's ``<game>.*``: its texts, reasons, rules
paragraphs and their titles), ``PUZZLES``, ``PROFILES``, ``LESSONS``, ``DISPLAY`` and
``TEXT`` (the text interface, with each game's readings ``<game>.text.*``). ``TOKENS``
are the colours' and directions' words by form (``side`` "Чёрные", ``side_l``, ``poss``,
``gen_pl`` "чёрных", ``adj_m`` "чёрный", ``adj_m_gen`` "чёрного"), ``NOUNS`` the counted
nouns (one, few, many; ``.gen`` the genitive: "3 камней"). The rules' citations stay
with the engine (``tanbo/games/<game>/sources.py``). ``tools/move_translation.py --lang
ru`` moved them here from the modules, and moves any that another change writes there.
"""

from __future__ import annotations

from tanbo.ui.language import Language, one_few_many

TOKENS: dict[str, dict[str, str]] = {
    "black": {
        "": "чёрный",
        "side": "Чёрные",
        "side_l": "чёрные",
        "poss": "чёрных",
        "gen_pl": "чёрных",
        "adj_m": "чёрный",
        "adj_m_gen": "чёрного",
    },
    "white": {
        "": "белый",
        "side": "Белые",
        "side_l": "белые",
        "poss": "белых",
        "gen_pl": "белых",
        "adj_m": "белый",
        "adj_m_gen": "белого",
    },
    "neutral": {
        "": "нейтральный",
        "side": "Нейтральные",
        "side_l": "нейтральные",
        "poss": "нейтральных",
        "gen_pl": "нейтральных",
        "adj_m": "нейтральный",
        "adj_m_gen": "нейтрального",
    },
    "across": {
        "": "по горизонтали",
    },
    "up and down": {
        "": "по вертикали",
    },
    "diagonal": {
        "": "по диагонали",
    },
}

NOUNS: dict[str, tuple[str, ...]] = {
    "stone": ("камень", "камня", "камней"),
    "stone.gen": ("камня", "камней", "камней"),
    "root": ("корень", "корня", "корней"),
    "root.gen": ("корня", "корней", "корней"),
}

SHARED: dict[str, str] = {
    "title": "Танбо",
    "subtitle": "игра Марка Стира о растущих корнях",
    "black": "Чёрные",
    "white": "Белые",
    "to_move": "Ход: {side}",
    "wins": "{side} победили",
    "stones": "камни: {n}",
    "roots": "корни: {n}",
    "thinking": "думает",
    "hint_searching": "Компьютер ищет подсказку…",
    "win_rate": "{side}: шанс победы {p}",
    "moves": "Ходы",
    "ply_of": "ход {ply} из {total}",
    "review": "Просмотр: ход {ply} из {total}",
    "review_hint": "End или >| — вернуться к игре.",
    "review_paused": "Компьютер ждёт, пока вы смотрите партию. End или >| — вернуться к игре.",
    "btn.undo": "Отменить",
    "btn.redo": "Вернуть",
    "btn.new": "Новая игра",
    "btn.rules": "Правила",
    "btn.hints": "Подсказки",
    "btn.danger": "Угроза",
    "btn.sound": "Звук",
    "btn.start": "Начать игру",
    "btn.continue": "Продолжить",
    "btn.export_short": "Сохранить",
    "btn.import_short": "Загрузить",
    "btn.review": "Просмотр",
    "btn.analyse": "Анализ",
    "btn.analyse_stop": "Стоп",
    "analysis.depth.quick": "Быстро ¼ с",
    "analysis.depth.deep": "Глубоко 1 с",
    "analysis.nothing": "Пока нечего анализировать: ходов нет.",
    "analysis.bad": "Анализ, сохранённый с партией, не прочитан и пропущен: {error}",
    "analysis.running": "Компьютер анализирует партию: {p}",
    "analysis.chance": "{side}: шанс победы {p}",
    "analysis.forced": "{side}: форсированный выигрыш",
    "analysis.best": "лучший ход {move}",
    "analysis.judged.good": "{move}: хороший ход (потеря {loss})",
    "analysis.judged.inaccuracy": "{move} ?! неточность: потеря {loss}; лучше {best}",
    "analysis.judged.mistake": "{move} ? ошибка: потеря {loss}; лучше {best}",
    "analysis.judged.blunder": "{move} ?? грубая ошибка: потеря {loss}; лучше {best}",
    "analysis.judged.missed_win": "{move} ?? грубая ошибка: упущен форсированный выигрыш ({best})",
    "analysis.judged.allowed_loss": "{move} ?? грубая ошибка: ведёт к форсированному проигрышу; "
    "лучше {best}",
    "analysis.summary": "{side}: {i} ?!, {m} ?, {b} ??",
    "btn.back": "Назад",
    "btn.replace": "Заменить",
    "btn.keep": "Играть дальше",
    "confirm.new": "Начать новую игру? Незаконченная партия (ходов: {n}) будет потеряна.",
    "confirm.import": "Загрузить запись? Она заменит незаконченную партию (ходов: {n}).",
    "confirm.link": "Открыть партию из ссылки? Она заменит незаконченную партию (ходов: {n}).",
    "btn.share": "Поделиться",
    "btn.by_link": "Игра по ссылке",
    "menu.by_link": "Игра с другом по ссылке: сделайте ход, нажмите «Поделиться» и отправьте "
    "ссылку; друг откроет её, ответит и пришлёт свою.",
    "link.opened": "Партия открыта из ссылки, ходов: {n}.",
    "link.bad": "Неверная ссылка на партию: {error}",
    "link.same": "Эта ссылка — партия, которая уже на доске.",
    "link.no_view": "Эта версия игры не умеет показывать партии {game}; ссылка верна, но ничего "
    "не изменено.",
    "link.prompt": "Скопируйте эту ссылку и отправьте её другу:",
    "link.copied": "Ссылка скопирована: отправьте её другу (в чат, по почте).",
    "link.shown": "Скопируйте показанную ссылку и отправьте её другу.",
    "link.copied_local": "Ссылка скопирована: отправьте её другу — он откроет её в этой игре по "
    "Ctrl+V.",
    "link.copy_failed": "Буфер обмена недоступен; ссылка выведена в терминал.",
    "link.note.start": "Игра по ссылке: сделайте ход, нажмите «Поделиться» (S) и отправьте "
    "ссылку другу.",
    "link.note.opened": "Партия из ссылки: сделайте свой ход, нажмите «Поделиться» (S) и "
    "отправьте ссылку обратно.",
    "link.note.moved": "Теперь нажмите «Поделиться» (S) и отправьте ссылку другу.",
    "link.note.shared": "Ссылка отправлена. Когда друг ответит, откройте присланную ссылку.",
    "link.note.over": "Партия окончена: нажмите «Поделиться» (S), чтобы друг увидел финал.",
    "menu.title": "Новая игра",
    "menu.size": "Размер доски",
    "menu.setup": "Расстановка",
    "menu.black": "Чёрными играет",
    "menu.white": "Белыми играет",
    "menu.keys": "Клавиши: стрелки — курсор, Enter — ход, Esc — главная, U/Ctrl+Z — отмена, "
    "Ctrl+Y — вернуть, N — новая игра, H — подсказки, D — угроза, M — звук, L — язык, "
    "PgUp/PgDn/Home/End — обзор, A — анализ, V — вариант, S — ссылка, Ctrl+S — сохранить, Ctrl+V "
    "— загрузить",
    "menu.keys_web": "Клавиши: стрелки — курсор, Enter/Пробел — ход, Esc — главная, U/Ctrl+Z — "
    "отмена, Ctrl+Y — вернуть, N — новая игра, H — подсказки, D — угроза, M — звук, L — язык, "
    "PgUp/PgDn/Home/End — обзор, A — анализ, V — вариант, S — ссылка на партию",
    "setup.dense": "плотная (2026)",
    "setup.classic": "классическая (1993)",
    "player.human": "Человек",
    "player.random": "Компьютер (случайно)",
    "player.level1": "Уровень 1 (новичок)",
    "player.level2": "Уровень 2 (любитель)",
    "player.level3": "Уровень 3 (клубный)",
    "player.level4": "Уровень 4 (эксперт)",
    "player.level5": "Уровень 5 (мастер)",
    "over.title": "{side} победили",
    "over.moves": "всего ходов: {n}",
    "over.reason.last_root_taken": "{winner} убрали последний корень соперника.",
    "over.reason.own_last_root": "{loser} сами убрали свой последний корень.",
    "over.reason.no_stones": "{loser}: камней не осталось.",
    "over.reason.no_move": "{loser}: ходить некуда.",
    "over.reason.agreement": "Ничья по согласию.",
    "illegal": "{point}: {reason}",
    "self_removal": "{point} ограничит свой корень: он будет убран",
    "captures": "{point} убирает камни: {n}",
    "save_bad": "Сохранённая партия не читается и отложена как {path} (см. «Главная»); начата "
    "новая игра. {error}",
    "save_newer": "Сохранённая партия записана более новой версией: отложена как {path} (см. "
    "«Главная»); начата новая игра.",
    "save_stuck": "Сохранённую партию не удалось ни прочитать, ни отложить: эта игра не будет "
    "записана поверх {path}. {error}",
    "settings_bad": "Настройки не удалось прочитать, взяты настройки по умолчанию. Причина: "
    "{error}",
    "btn.unreadable": "Нечитаемая партия…",
    "aside.question": "Сохранена партия, которую не удалось прочитать: {path}",
    "btn.import_it": "Загрузить",
    "btn.delete_it": "Удалить…",
    "btn.close": "Закрыть",
    "btn.more": "Ещё…",
    "btn.figures": "Рисунки",
    "btn.rules_text": "Правила",
    "confirm.aside_delete": "Удалить {path} навсегда? Это нельзя отменить.",
    "btn.delete": "Удалить",
    "btn.keep_it": "Оставить",
    "aside.deleted": "Удалено: {path}.",
    "aside.delete_failed": "Не удалось удалить {path}: {error}",
    "exported": "Запись сохранена в {path}",
    "exported_web": "Запись показана для копирования.",
    "imported": "Запись загружена, ходов: {n}.",
    "import_bad": "Это не запись партии: {error}",
    "import_none": "Нечего загружать: вставьте запись (Ctrl+V), перетащите файл или положите его "
    "в {path}",
    "import_none_web": "Нечего загружать: вставьте запись в поле.",
    "import_prompt": "Вставьте запись партии Танбо:",
    "export_prompt": "Скопируйте запись партии Танбо:",
    "reviewing": "Это прежняя позиция: ходить можно только в текущей.",
    "not_your_turn": "Сейчас ходит компьютер.",
    "no_sound": "Звуковое устройство не найдено: игра идёт без звука.",
    "rules.title": "Правила Танбо",
    "rules.fig0": "Доска: плотная расстановка 7x7 (2026). Первыми ходят чёрные.",
    "rules.fig1": "Куда ставить: белые могут ходить на точки (рядом ровно один белый камень); "
    "красные кресты — запрещённые пункты.",
    "rules.fig2": "Случай 1: отмеченный ход ограничивает свой корень, поэтому убирается только "
    "он, вместе с новым камнем.",
    "rules.fig3": "Случай 2: свой корень сохраняет точку роста, а два других корня ограничены — "
    "оба убираются.",
    "rules.fig4": "Случай 3: ход ограничивает и свой корень, и чужой: убирается только свой "
    "корень, другой остаётся (жёлтое кольцо).",
    "version": "версия {v}",
    "btn.pass": "Пас",
    "move.pass": "пас",
    "no_pass": "В этой игре пасовать нельзя: каждый ход ставится камень.",
    "btn.offer_draw": "Предложить ничью",
    "draw": "Ничья",
    "over.draw": "Ничья",
    "draw.offered": "{side} предлагают ничью",
    "draw.question": "{side}: согласны на ничью?",
    "draw.judging": "Компьютер обдумывает предложение…",
    "draw.accepted": "Ничья по соглашению.",
    "draw.declined": "Ничья отклонена: игра продолжается.",
    "draw.pending": "Сначала ответьте на предложение ничьей.",
    "draw.accept": "Согласиться",
    "draw.decline": "Отказаться",
    "rules.legend": "На рисунках",
    "rules.mark_move": "ход (красная точка)",
    "rules.mark_removed": "убирается этим ходом (красным)",
    "rules.mark_kept": "был ограничен, но остаётся (жёлтое кольцо)",
    "rules.mark_hint": "разрешённый ход (подсказка: точка)",
}

INPUT: dict[str, str] = {
    "btn.one_tap": "Одно касание",
    "input.play.click": "Щёлкните по пункту, чтобы сходить.",
    "input.play.tap": "Коснитесь пункта, чтобы сходить.",
    "input.play.preview": "Коснитесь пункта, чтобы увидеть ход; коснитесь ещё раз, чтобы сходить.",
    "input.play.key": "Стрелки двигают курсор; Enter — ход.",
    "input.confirm": "Коснитесь {point} ещё раз, чтобы сходить, или другого пункта, чтобы "
    "посмотреть там.",
    "input.ask.click": "Почему?: щёлкните по пункту, чтобы спросить о ходе туда.",
    "input.ask.tap": "Почему?: коснитесь пункта, чтобы спросить о ходе туда.",
    "input.ask.key": "Почему?: стрелки двигают курсор; Enter — вопрос о пункте.",
    "input.why_off.click": "«Почему?» выключено: щелчок снова делает ход.",
    "input.why_off.tap": "«Почему?» выключено: касание снова делает ход.",
    "btn.ponder": "Думать в мой ход",
    "ponder.on": "Думать в мой ход: вкл. Уровни 4–5 думают, пока думаете вы: это нагружает "
    "процессор в ваш ход и разряжает батарею телефона.",
    "ponder.off": "Думать в мой ход: выкл. Уровни 4–5 думают только в свой ход (батарея телефона "
    "садится медленнее).",
}

HOME: dict[str, str] = {
    "btn.home": "Главная",
    "btn.first_game": "Сыграть первую партию с уровнем 1",
    "btn.first_game_short": "Игра с уровнем 1",
    "home.continue": "Продолжить",
    "home.move": "ход {n}",
    "home.new": "Новая игра",
    "home.daily": "Задача дня",
    "home.daily_todo": "серия {n} · сегодняшняя задача ждёт",
    "home.course": "пройдено уроков: {done} из {total}",
    "home.daily_done": "серия {n} · сегодняшняя задача решена",
    "home.stats": "Статистика",
    "home.rating": "рейтинг {rating} ± {rd}",
    "home.unrated": "партий с рейтингом пока нет",
    "home.rules": "Правила",
    "home.rules_detail": "Как играть: {game}",
}

WHY: dict[str, str] = {
    "why.legal": "{move}: {side} могут так сходить.",
    "why.illegal": "{move}: {side} не могут так сходить.",
    "why.happened": "{move}: ход сделали {side}.",
    "btn.why": "Почему?",
    "why.on": "{label}: вкл.",
    "btn.happened": "Что произошло?",
    "why.title": "Почему? {move}",
    "why.title_happened": "Что произошло? {move}",
    "why.asked": "ход {n}",
    "why.before": "На доске — позиция до этого хода.",
    "why.rule": "Правила {n}: {title} ›",
    "why.earlier": "Все вопросы ({n})",
    "why.answer": "Ответ",
    "why.list_title": "Вопросы в этой партии",
    "why.item_legal": "ход {n} · Почему? {move}: можно",
    "why.item_illegal": "ход {n} · Почему? {move}: нельзя",
    "why.item_happened": "ход {n} · Что произошло? {move}",
    "why.more": "… и ещё {n} раньше",
    "why.no_move": "Ходов ещё не было.",
    "why.side.1": "чёрные",
    "why.side.2": "белые",
}

TANBO: dict[str, str] = {
    "tanbo.reason.game_over": "Игра окончена: победили {winner:side_l}.",
    "tanbo.reason.occupied": "Пункт {point} занят ({stone:adj_m} камень): камень ставится на "
    "свободный пункт.",
    "tanbo.reason.touches_none": "Пункт не касается ни одного {colour:adj_m_gen} камня: нужно "
    "касаться ровно одного камня своего цвета.",
    "tanbo.reason.touches_several": "Пункт касается {count:stone.gen} {colour:adj_m_gen} цвета "
    "({stones}) из {roots:root.gen}: нужно касаться ровно одного.",
    "tanbo.reason.grows_root": "{it:Пункт} касается ровно одного {colour:adj_m_gen} камня, "
    "{stone}: ход растит его корень ({size:stone}: {root}).",
    "tanbo.reason.bounds_own_root": "{it:Ход} ограничивает свой текущий корень: убирается он, и "
    "только он, — {size:stone} вместе с новым: {stones}.",
    "tanbo.reason.bounded_kept": "{it:Ход} ограничивает и {colour:adj_m} корень ({size:stone}: "
    "{stones}), но тот остаётся: убирается только текущий корень.",
    "tanbo.reason.removes_root": "{it:Ход} убирает ограниченный {colour:adj_m} корень "
    "({size:stone}: {stones}).",
    "tanbo.reason.removes_nothing": "После хода ни один корень не ограничен: ничего не убирается.",
    "tanbo.reason.wins": "У {loser:gen_pl} не остаётся камней: {winner:side_l} побеждают.",
    "tanbo.reason.loses": "{it:Ход} убирает последний корень самих {loser:gen_pl}: побеждают "
    "{winner:side_l}.",
    "tanbo.reason.wins_no_moves": "У {loser:gen_pl} не остаётся допустимых ходов: побеждают "
    "{winner:side_l}.",
    "tanbo.rules.para.placement": "Куда ставить камень",
    "tanbo.rules.para.roots": "Корни",
    "tanbo.rules.para.bounded": "Ограниченный корень",
    "tanbo.rules.para.self_removal": "Свой корень",
    "tanbo.rules.para.removal": "Удаление корней",
    "tanbo.rules.para.win": "Победа",
    "tanbo.danger_legend": "Угроза: жёлтым кольцом обведён корень, которому осталось расти "
    "только в одну точку — жёлтый ромб.",
    "tanbo.rules.text.1": "Доска: 7x7, 11x11, 15x15 или 19x19, или 5x7, 7x9, 9x11, 11x13 и "
    "[решение приложения] 13x15, 15x17, 17x19 (в обе стороны). Плотная расстановка (2026, первый "
    "рисунок): камни обоих цветов через пункт; классическая (1993): 16 камней на 19x19. Первыми "
    "ходят чёрные, дальше по очереди; пропускать ход нельзя.",
    "tanbo.rules.text.2": "Камень ставится на свободный пункт, соседний (по вертикали или "
    "горизонтали) ровно с одним камнем своего цвета. Камни соперника не мешают.",
    "tanbo.rules.text.3": "Корень — связная группа камней одного цвета. Корни не срастаются и "
    "новые не появляются: каждый ход растит один корень — текущий.",
    "tanbo.rules.text.4": "Корень ограничен, если ему некуда расти: нет свободного пункта, "
    "который касается его ровно одним камнем и не касается других камней этого цвета.",
    "tanbo.rules.text.5": "Если ход ограничил текущий корень, убирается этот корень — и только "
    "он.",
    "tanbo.rules.text.6": "Иначе убираются все ограниченные корни обоих цветов сразу.",
    "tanbo.rules.text.7": "Когда у одного цвета не осталось камней, другой цвет сразу побеждает. "
    "Ничьих нет. [решение приложения] В составленной вручную позиции, где у игрока с камнями нет "
    "хода, побеждает другая сторона.",
}

DEAGO: dict[str, str] = {
    "deago.title": "DEAGO",
    "deago.subtitle": "пенте с нейтральными красными камнями",
    "deago.menu.setup": "Нейтральные",
    "deago.setup.9": "9 нейтральных",
    "deago.setup.5": "5 нейтральных",
    "deago.setup.0": "без них",
    "deago.captured": "взято {n} / {goal}",
    "deago.captured_both": "Взято: чёрные {black} / {goal} · белые {white} / {goal}",
    "deago.captures_n": "берёт {n}",
    "deago.converts_n": "перекрашивает {n}",
    "deago.wins_by.five": "{point} побеждает: пять в ряд",
    "deago.wins_by.captures": "{point} побеждает: взято 20 камней",
    "deago.over.reason.five": "{winner} выстроили пять в ряд.",
    "deago.over.reason.captures": "{winner} взяли 20 камней.",
    "deago.over.reason.passes": "Оба игрока пропустили ход: ничья.",
    "deago.pass_note": "{side} пропустили ход: ещё один пас — и ничья.",
    "deago.btn.danger": "Угрозы",
    "deago.threats_legend": "Угрозы: квадрат — пять в ряд, треугольник — взятие (цвет — чья "
    "угроза); жёлтые кольца — камни под угрозой.",
    "deago.menu.keys": "Клавиши: стрелки — курсор, Enter/Пробел — ход, P — пас, U/Ctrl+Z — "
    "отмена, Ctrl+Y — вернуть, N — новая игра, H — подсказка, D — угрозы, M — звук, L — язык, "
    "PgUp/PgDn/Home/End — просмотр, S — ссылка, Ctrl+S — сохранить, Ctrl+V — загрузить, Esc — "
    "главная",
    "deago.menu.keys_web": "Клавиши: стрелки — курсор, Enter/Пробел — ход, P — пас, U или Ctrl+Z "
    "— отмена, Ctrl+Y — вернуть, N — новая игра, H — подсказка, D — угрозы, M — звук, L — язык, "
    "PgUp/PgDn/Home/End — просмотр, S — ссылка на партию, Esc — главная",
    "deago.import_prompt": "Вставьте запись партии:",
    "deago.export_prompt": "Скопируйте запись партии DEAGO:",
    "deago.rules.title": "Правила DEAGO",
    "deago.rules.legend": "На рисунках",
    "deago.rules.mark_neutral": "нейтральный камень (красный, белая звезда)",
    "deago.rules.mark_move": "ход чёрных (красная метка)",
    "deago.rules.mark_converted": "перекрашен в чёрный",
    "deago.rules.mark_captured": "взят (красным)",
    "deago.rules.mark_kept": "остаётся нейтральным (жёлтое кольцо)",
    "deago.rules.fig1": "Начало на 13x13: 9 нейтральных камней на звёздных пунктах. Первыми "
    "ходят чёрные, на любой свободный пункт.",
    "deago.rules.fig2": "Перекраска: ход зажал нейтральный камень между двумя чёрными по прямой "
    "— он стал чёрным. Диагональный остаётся нейтральным.",
    "deago.rules.fig3": "Взятие пары: два белых камня между ходом и чёрным камнем снимаются, и "
    "по диагонали тоже. Здесь 4 камня.",
    "deago.rules.fig4": "Перекрашенный камень замыкает пару: белая пара над ним взята.",
    "deago.rules.fig5": "Пять в ряд по горизонтали или вертикали побеждают. Диагональ — нет.",
    "deago.rules.fig6": "У чёрных 18 взятых камней; эта пара даёт 20 — чёрные победили.",
    "deago.reason.game_over": "Игра окончена: победили {winner:side_l}.",
    "deago.reason.game_drawn": "Игра окончена: два паса подряд — ничья.",
    "deago.reason.occupied": "Пункт {point} занят ({stone:adj_m} камень): камень ставится на "
    "свободный пункт.",
    "deago.reason.empty_point": "Камень можно поставить на любой свободный пункт.",
    "deago.reason.pass_turn": "Пас: ходит соперник; второй пас подряд заканчивает игру вничью.",
    "deago.reason.pass_draws": "Второй пас подряд: игра заканчивается вничью.",
    "deago.reason.converts": "{it:Ход} перекрашивает нейтральный камень {neutral}: он зажат "
    "между ходом и {flank} ({direction}).",
    "deago.reason.two_neutrals_stay": "Два нейтральных камня {neutrals} между ходом и {flank} "
    "остаются нейтральными: перекрашивается только одиночный.",
    "deago.reason.diagonal_neutral_stays": "Нейтральный камень {neutral} между ходом и {flank} "
    "остаётся нейтральным: перекрашивают только по горизонтали и по вертикали.",
    "deago.reason.captures": "{it:Ход} берёт пару {pair}, зажатую между ним и {flank} "
    "({direction}).",
    "deago.reason.captures_through_conversion": "Перекрашенный камень {through} берёт пару "
    "{pair}, зажатую между ним и {flank} ({direction}).",
    "deago.reason.safe_in_flank": "Своя пара {pair} между камнями соперника {flanks} в "
    "безопасности: берёт только тот, кто ходит.",
    "deago.reason.capture_total": "Взято камней: {before} + {gained} = {total} из {goal}.",
    "deago.reason.five": "{it:Ход} строит ряд из пяти и более ({direction}): {line}.",
    "deago.reason.diagonal_five": "Диагональный ряд {line} не считается: побеждает только ряд по "
    "горизонтали или по вертикали.",
    "deago.reason.wins_five": "{winner:side} побеждают: пять в ряд.",
    "deago.reason.wins_captures": "{winner:side} побеждают: взято {total:stone}.",
    "deago.rules.para.board": "Доска и ходы",
    "deago.rules.para.conversion": "Перекраска",
    "deago.rules.para.capture": "Взятие",
    "deago.rules.para.flank": "Только ваш ход",
    "deago.rules.para.win": "Победа",
    "deago.rules.text.1": "Доска: доска го 19x19 ([наше правило] а также 15x15 и 13x13; первый "
    "рисунок — начало на 13x13). Чёрные и белые по очереди ставят по камню на любой свободный "
    "пункт; начинают чёрные. Можно пасовать; два паса подряд — ничья, ничью можно и предложить.",
    "deago.rules.text.2": "Нейтральные красные камни ничьи. [наше правило] В начале они стоят на "
    "девяти звёздных пунктах (в расстановках 5 и 0 — меньше).",
    "deago.rules.text.3": "Перекраска: одиночный нейтральный камень, зажатый вашим ходом между "
    "двумя вашими камнями по горизонтали или вертикали, становится вашим. [наше правило] Два "
    "нейтральных подряд — нет.",
    "deago.rules.text.4": "Взятие: ровно два камня соперника, зажатые вашим ходом между двумя "
    "вашими в любом из 8 направлений, снимаются и идут в ваш счёт.",
    "deago.rules.text.5": "[наше правило] Перекрашивает и берёт только ваш ход — через новый "
    "камень или перекрашенный им (рисунок слева внизу). Ставить камень в «клещи» безопасно.",
    "deago.rules.text.6": "Побеждают пять и более камней в ряд по горизонтали или вертикали (не "
    "по диагонали) или 20 взятых камней.",
}

PUZZLES: dict[str, str] = {
    "btn.puzzles": "Задачи",
    "btn.puzzle_retry": "Ещё раз",
    "btn.puzzle_solution": "Решение",
    "btn.puzzle_next": "Дальше",
    "btn.puzzle_share": "Ссылка",
    "btn.puzzle_aside": "Нечитаемая история…",
    "puzzle.title": "Задачи",
    "puzzle.daily": "Задача дня · {date}",
    "puzzle.number": "Задача {id} · рейтинг {rating}",
    "puzzle.stats": "Ваш рейтинг {rating} ± {rd} · серия {streak} (лучшая {best}) · решено "
    "{solved} из {tried}",
    "puzzle.stats_new": "Ваш рейтинг {rating} ± {rd} · задач ещё не было: первая попытка "
    "засчитывается",
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
    "puzzle.history_bad": "История задач не читается и отложена как {path} (см. «Нечитаемая "
    "история»); начата новая. ({error})",
    "puzzle.history_stuck": "История задач не читается и не отложена, поэтому сейчас она не "
    "сохраняется: {path} ({error})",
    "puzzle.aside_question": "Сохранена история задач, которую не удалось прочитать: {path}",
    "puzzle.copy_it": "Копировать",
    "puzzle.aside_prompt": "Нечитаемая история задач:",
    "puzzle.aside_copied": "Текст {path} скопирован.",
    "puzzle.aside_where": "Она хранится в {path}.",
    "puzzle.moves": "{n:ход|хода|ходов}",
    "date.format": "{day} {month} {year}",
    "date.month.1": "января",
    "date.month.2": "февраля",
    "date.month.3": "марта",
    "date.month.4": "апреля",
    "date.month.5": "мая",
    "date.month.6": "июня",
    "date.month.7": "июля",
    "date.month.8": "августа",
    "date.month.9": "сентября",
    "date.month.10": "октября",
    "date.month.11": "ноября",
    "date.month.12": "декабря",
}

PROFILES: dict[str, str] = {
    "btn.stats": "Статистика",
    "stats.title": "Статистика",
    "stats.page.overview": "Обзор",
    "stats.page.tables": "Таблицы",
    "stats.page.games": "Партии",
    "stats.page.top": "Лучшие",
    "stats.add": "+ Профиль",
    "stats.rename": "Имя",
    "stats.delete": "Удалить",
    "stats.export": "Экспорт",
    "stats.import": "Импорт",
    "stats.aside": "Отложенные данные",
    "stats.rating": "Рейтинг в {game}: {rating} ± {rd}",
    "stats.unrated": "В {game} ещё нет партий с рейтингом: 1500 ± 350",
    "stats.suggest": "Равная игра: {level} ({size})",
    "stats.totals": "{games:партия|партии|партий} · побед {wins} · поражений {losses} · ничьих "
    "{draws}",
    "stats.streak": "Сейчас {kind} подряд · самые длинные серии: {best:победа|победы|побед}, "
    "{worst:поражение|поражения|поражений}",
    "stats.streak.none": "Партий пока нет",
    "stats.kind.win": "{n:победа|победы|побед}",
    "stats.kind.loss": "{n:поражение|поражения|поражений}",
    "stats.kind.draw": "{n:ничья|ничьи|ничьих}",
    "stats.graph": "Рейтинг по дням ({game})",
    "stats.graph.empty": "График появится после первой партии с рейтингом.",
    "stats.activity": "Партий в день (за {n:день|дня|дней})",
    "stats.by_game": "По играм",
    "stats.by_board": "По доскам",
    "stats.by_opponent": "По соперникам",
    "stats.by_colour": "По цвету",
    "stats.col.games": "Партий",
    "stats.col.won": "Поб.",
    "stats.col.lost": "Пор.",
    "stats.col.drawn": "Ничьи",
    "stats.col.score": "Очки",
    "stats.no_games": "Записанных партий пока нет: доиграйте партию, и она появится здесь.",
    "stats.game_row": "{date}  {game} {size}  {opponent}  {result}  {moves:ход|хода|ходов}",
    "stats.result.win": "победа",
    "stats.result.loss": "поражение",
    "stats.result.draw": "ничья",
    "stats.no_record": "запись этой партии сокращена (результат сохранён)",
    "stats.opened": "Открыта партия {date}: пройдите её по ходам или запустите анализ.",
    "stats.top.rating": "По рейтингу",
    "stats.top.wins": "По победам",
    "stats.top.games": "По партиям",
    "stats.top.row_rating": "{n}. {name}  {rating} ± {rd}",
    "stats.top.row_count": "{n}. {name}  {count}",
    "stats.top.note": "Профили на этом устройстве и уровни компьютера; рейтинг уровней выведен "
    "из измеренной лестницы, доска {size}.",
    "opp.link": "по ссылке",
    "opp.local": "за этим экраном",
    "profile.guest": "Гость",
    "profile.of": "Профиль: {name}",
    "profile.rename_prompt": "Новое имя профиля:",
    "profile.typing": "Введите новое имя и Enter (Esc — отмена): {name}_",
    "profile.renamed": "Теперь профиль называется {name}.",
    "profile.added": "Новый профиль: {name}. Его можно переименовать.",
    "profile.bad": "Не изменено: {error}",
    "confirm.delete_profile": "Удалить профиль {name} и его {n:партию|партии|партий}?",
    "profile.deleted": "Профиль {name} удалён.",
    "profile.save_failed": "Не удалось сохранить профили: {error}",
    "profile.unreadable": "Данные профилей не читаются ({error}); они отложены как {path}, "
    "профили начаты заново. Статистика предложит их вернуть.",
    "profile.exported": "Профили экспортированы в {path}.",
    "profile.exported_web": "Файл профилей скачан.",
    "profile.imported": "Профили импортированы: всего {n:партия|партии|партий}.",
    "profile.import_none": "Нет файла профилей: скопируйте его в буфер обмена или перетащите на "
    "окно.",
    "profile.import_prompt": "Вставьте экспортированный файл профилей:",
    "aside.profiles": "Нечитаемые данные профилей отложены как {path}. Объединить их с профилями "
    "или удалить?",
    "btn.merge_it": "Объединить",
}

LESSONS: dict[str, str] = {
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
    "learn.offer": "Добро пожаловать! Пройти короткий курс, который учит правилам на небольших "
    "позициях? Он всегда есть на главном экране: «Учиться».",
    "lesson.goal": "Цель",
    "lesson.step": "Шаг {n} из {total}",
    "lesson.to_move": "Ход: {side}",
    "lesson.wrong": "Не совсем: {move}",
    "lesson.illegal": "Ход {move} невозможен",
    "lesson.right": "Отлично!",
    "lesson.reply": "{side} ответили {move}.",
    "lesson.source": "{rules}.",
    "lessons.bad": "Прогресс уроков не прочитан ({error}); он сохранён как {path}. Курс "
    "начинается заново.",
    "lessons.stuck": "Прогресс уроков не прочитан ({error}) и не отложен; он остаётся как есть и "
    "в этот раз не перезаписывается.",
    "lessons.aside_q": "Непрочитанный прогресс уроков сохранён в {path}. Удалить его?",
    "lessons.deleted": "Удалено: {path}.",
    "lessons.save_failed": "Прогресс уроков не сохранён: {error}",
    "lesson.tanbo-place.title": "Как ставить камень",
    "lesson.tanbo-place.goal.0": "Поставьте чёрный камень на свободный пункт, который касается "
    "ровно одного чёрного камня (сверху, снизу, слева или справа).",
    "lesson.tanbo-place.hint.0": "b2 касается только чёрного камня на b3.",
    "lesson.tanbo-place.why.0": "Он касается ровно одного чёрного камня, значит ход разрешён: он "
    "растит корень этого камня. Белые камни рядом не мешают.",
    "lesson.tanbo-roots.title": "Корни",
    "lesson.tanbo-roots.goal.0": "Вырастите корень из двух чёрных камней (b2-b3), а не одиночный "
    "камень d4.",
    "lesson.tanbo-roots.hint.0": "a2 касается только b2.",
    "lesson.tanbo-roots.why.0": "Корень — связная группа одного цвета. Каждый ход растит ровно "
    "один корень — тот, которого касается камень; корни не срастаются.",
    "lesson.tanbo-bound.title": "Ограничить корень белых",
    "lesson.tanbo-bound.goal.0": "Белый камень a1 может расти только на a2. Займите этот пункт и "
    "уберите корень белых.",
    "lesson.tanbo-bound.hint.0": "a2 касается вашего камня a3 и никаких других чёрных.",
    "lesson.tanbo-bound.why.0": "Корню белых стало некуда расти: он ограничен и поэтому убран.",
    "lesson.tanbo-self.title": "Осторожно: свой корень",
    "lesson.tanbo-self.goal.0": "Ваш камень a1 может вырасти только на a2, но там ему некуда "
    "будет расти. Сделайте ход, который сохранит все ваши корни.",
    "lesson.tanbo-self.hint.0": "Вырастите камень c2 вверх, на c3.",
    "lesson.tanbo-self.why.0": "Ход, который ограничивает свой корень, убирает этот корень: ход "
    "a1-a2 убрал бы оба камня. c3 сохраняет всё.",
    "lesson.tanbo-both.title": "Ограничены оба: уходит ваш",
    "lesson.tanbo-both.goal.0": "a2 — последний простор и белого a1, и вашего корня a3. Сходите "
    "на a2 и посмотрите, какой корень уйдёт.",
    "lesson.tanbo-both.hint.0": "Пункт рядом с a1 и a3.",
    "lesson.tanbo-both.why.0": "Ход ограничил и ваш корень, и белый: тогда убирается только ваш, "
    "а белый остаётся. Берегите общий последний простор.",
    "lesson.tanbo-win.title": "Победа",
    "lesson.tanbo-win.goal.0": "У белых два корня, у каждого одно место для роста. Уберите один "
    "из них.",
    "lesson.tanbo-win.hint.0": "a2 — единственное место для роста белого a1.",
    "lesson.tanbo-win.why.0": "Одного белого корня нет. У белых оставался только один ход.",
    "lesson.tanbo-win.goal.1": "Теперь уберите последний корень белых и победите.",
    "lesson.tanbo-win.hint.1": "Найдите единственное место, куда может расти последний белый "
    "корень.",
    "lesson.tanbo-win.why.1": "У белых не осталось камней: вы победили. Ничьих в Танбо нет.",
    "lesson.miss.tanbo.occupied": "Пункт занят: камень ставится на свободный пункт.",
    "lesson.miss.tanbo.touches_none": "Пункт не касается чёрных камней: новый камень должен "
    "касаться ровно одного вашего.",
    "lesson.miss.tanbo.touches_several": "Пункт касается двух чёрных камней: новый камень должен "
    "касаться ровно одного вашего, поэтому корни не срастаются.",
    "lesson.miss.tanbo.other_root": "Вырос другой корень. Цель — корень из двух камней.",
    "lesson.miss.tanbo.removes_nothing": "Ход разрешён, но ни одному корню не стало тесно: "
    "ничего не убрано.",
    "lesson.miss.tanbo.bounds_own_root": "Вашему корню стало некуда расти: он убран, и только он.",
    "lesson.miss.tanbo.loses_root": "Ход занял последнее место другого вашего корня: он убран.",
    "lesson.miss.tanbo.removes_root": "Белый корень ушёл, но цель здесь другая.",
    "lesson.miss.tanbo.not_both": "Ход не ограничил ни одного корня. Найдите пункт, нужный обоим "
    "корням.",
    "lesson.deago-five.title": "Пять в ряд",
    "lesson.deago-five.goal.0": "Поставьте пять чёрных камней в ряд по горизонтали или вертикали "
    "и победите.",
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
    "lesson.deago-block.why.0": "Четвёрка закрыта с обеих сторон: пять там белым не поставить.",
    "lesson.deago-race.title": "Гонка до 20",
    "lesson.deago-race.goal.0": "Вы взяли 18 камней. Возьмите пару, наберите 20 и победите.",
    "lesson.deago-race.hint.0": "Пара g7-h7 с одной стороны зажата камнем f7.",
    "lesson.deago-race.why.0": "20 взятых камней побеждают — так же, как пять в ряд.",
    "lesson.deago-pass.title": "Пас и ничья",
    "lesson.deago-pass.goal.0": "Нечего хорошего сыграть? В DEAGO можно пасовать. Спасуйте.",
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
    "lesson.miss.deago.safe_in_flank": "Ваша пара между двумя белыми в безопасности, но этот ход "
    "ничего не берёт: берёт только тот, кто ходит.",
    "lesson.miss.deago.no_capture": "Ничего не взято: между новым камнем и другим вашим должно "
    "быть ровно два камня.",
    "lesson.miss.deago.four_open": "Белые всё ещё ставят пять на открытом конце четвёрки.",
    "lesson.miss.deago.not_pass": "Это ход камнем. Цель — спасовать.",
}

DISPLAY: dict[str, str] = {
    "btn.display": "Экран",
    "display.title": "Экран",
    "display.standard": "обычный",
    "display.large": "текст {size}",
    "display.high": "контраст",
    "display.less": "без анимаций",
    "display.text": "Крупный текст: {size}",
    "display.text_detail": "Крупнее текст; на телефоне доска меньше",
    "display.contrast": "Высокий контраст: {state}",
    "display.contrast_detail": "Белое на чёрном, камни с обводкой",
    "display.motion": "Меньше движения: {state}",
    "display.motion_detail": "Камни не гаснут и не вращаются",
    "display.on": "вкл.",
    "display.off": "выкл.",
}

TEXT: dict[str, str] = {
    "tanbo.text.help.groups": "корни: все корни, их камни и куда они могут расти",
    "tanbo.text.root": "{side} корень, {n:камень|камня|камней}: {stones}; растёт в {growth}.",
    "tanbo.text.root_danger": "{side} корень, {n:камень|камня|камней}: {stones}; осталась одна "
    "точка роста: {growth}.",
    "tanbo.text.root_bounded": "{side} корень, {n:камень|камня|камней}: {stones}; зажат.",
    "tanbo.text.side.1": "Чёрный",
    "tanbo.text.side.2": "Белый",
    "deago.text.help.groups": "угрозы: где каждый цвет строит пять или берёт камни",
    "deago.text.fives": "{side} строят пять на {points}.",
    "deago.text.captures": "{side} берут на {point}: {stones}.",
    "deago.text.no_threats": "У {side_gen} нет ни пятёрки, ни взятия.",
    "deago.text.side.1": "Чёрные",
    "deago.text.side.2": "Белые",
    "deago.text.side_gen.1": "чёрных",
    "deago.text.side_gen.2": "белых",
    "text.label": "Команда (точка, например c4, или помощь)",
    "text.native": "Текстовый интерфейс: python -m tanbo play --text (в терминале).",
    "text.cmd.help": "помощь|справка",
    "text.cmd.board": "доска|ряды",
    "text.cmd.groups": "группы|корни|угрозы|линии",
    "text.cmd.legal": "ходы|можно",
    "text.cmd.why": "почему|объясни",
    "text.cmd.last": "последний|что",
    "text.cmd.undo": "отмена|назад",
    "text.cmd.new": "новая",
    "text.cmd.status": "счёт|счет|чей",
    "text.cmd.pass": "пас",
    "text.cmd.task": "задача|цель",
    "text.cmd.lesson": "урок",
    "text.cmd.puzzle": "задачка|головоломка",
    "text.cmd.game": "партия|игра",
    "text.cmd.next": "дальше|следующий",
    "text.cmd.retry": "заново|снова",
    "text.cmd.yes": "да",
    "text.cmd.no": "нет",
    "text.cmd.quit": "выход|выйти",
    "text.help.head": "Введите точку, например c4, чтобы сходить туда, или команду:",
    "text.help.move": "c4, пас: сделать этот ход",
    "text.help.board": "доска: доска по рядам",
    "text.help.groups": "группы: группы камней на доске",
    "text.help.legal": "ходы: возможные ходы",
    "text.help.why": "почему c4: можно ли сходить на c4, почему и что будет",
    "text.help.last": "что: что сделал последний ход",
    "text.help.undo": "отмена: вернуть свой последний ход",
    "text.help.new": "новая [tanbo|deago] [размер, например 7x7] [level1..level5|human]: новая "
    "партия (вы играете чёрными)",
    "text.help.status": "счёт: чей ход и счёт",
    "text.help.task": "задача: цель урока или условие задачи",
    "text.help.lesson": "урок: следующий урок курса",
    "text.help.puzzle": "задачка: задача дня",
    "text.help.game": "партия: вернуться к партии",
    "text.help.next": "дальше: следующий урок или задача",
    "text.help.retry": "заново: попробовать шаг урока или задачу ещё раз",
    "text.help.yes": "да, нет: ответить на вопрос",
    "text.help.quit": "выход: выйти",
    "text.unknown": "Это не команда и не ход: {text}. Ожидается точка, например {example}, или "
    "помощь.",
    "text.no_point": "После «{word}» нужна точка, например {example}.",
    "text.bad_point": "{text} — не точка этой доски: ожидается, например, {example}.",
    "text.no_board": "На этом экране нет доски: введите партия, урок или задачка.",
    "text.not_here": "«{word}» здесь ничего не делает.",
    "text.bad_new": "Это не выбор для новой партии: {text}. Ожидается tanbo или deago, размер, "
    "например {example}, или level1–level5 или human.",
    "text.game": "{game} {size}, {black} против {white}.",
    "text.move": "Ход {side_gen}: {move}.",
    "text.pass": "{side} пасуют.",
    "text.taken_back": "Возвращено: {n:ход|хода|ходов}.",
    "text.to_move": "{side} ходят, ход {n}.",
    "text.over": "Партия окончена: {result}",
    "text.wins": "{side} выиграли.",
    "text.draw": "Ничья.",
    "text.row": "Ряд {row}: {cells}.",
    "text.run": "с {first} по {last} {cell}",
    "text.cell.0": "пусто",
    "text.cell.1": "чёрный",
    "text.cell.2": "белый",
    "text.cell.3": "красный",
    "text.legal": "{n:возможный ход|возможных хода|возможных ходов}: {moves}",
    "text.legal_more": "… и ещё {n}",
    "text.no_legal": "Ходов нет: партия окончена.",
    "text.no_last": "Ходов ещё не было.",
    "text.no_groups": "Здесь нечего зачитать.",
    "text.no_undo": "Нечего возвращать.",
    "text.human": "вы",
    "text.computer": "уровень {n}",
    "text.question": "{question} Введите да или нет.",
    "text.lesson": "Урок: {title}. {goal}",
    "text.task_none": "Урок или задача не открыты.",
    "text.side_gen.1": "чёрных",
    "text.side_gen.2": "белых",
}

LANGUAGE = Language(
    code="ru", name="Русский", plurals=("one", "few", "many"), plural=one_few_many, order=1,
    engine_reasons=(
        (r"point is occupied", "пункт занят"),
        (r"the game is over", "игра окончена"),
        (r"point is off the board", "пункт вне доски"),
        (r"point is not adjacent to a black stone", "рядом нет камня чёрного цвета"),
        (r"point is not adjacent to a white stone", "рядом нет камня белого цвета"),
        (r"point is adjacent to (?P<n>\d+) black stones \(must be exactly one\)",
         "рядом {n} камня чёрных (нужен ровно один)"),
        (r"point is adjacent to (?P<n>\d+) white stones \(must be exactly one\)",
         "рядом {n} камня белых (нужен ровно один)"),
    ),
    texts={**SHARED, **INPUT, **HOME, **WHY, **TANBO, **DEAGO, **PUZZLES, **PROFILES, **LESSONS,
           **DISPLAY, **TEXT},
    nouns=NOUNS,
    tokens=TOKENS,
)
