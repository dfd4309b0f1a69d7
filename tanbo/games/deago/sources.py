# ruff: noqa: RUF001  (Russian text is meant to be Cyrillic)
"""Where each of DEAGO's reasons comes from: the numbered point of the DEAGO rules.

The rules of DEAGO (the seed's Russian page) are Pente's three rules ("ПРАВИЛА" 1-3)
and five numbered modifications ("МОДИФИКАЦИЯ DEAGO" 1-5); their figures are missing.
:data:`CITES` gives every reason code of :mod:`.explain` the point it applies: a
modification, or the Pente rule DEAGO keeps. Where the rules are silent the project
decided (``docs/rules/deago.md``, "[decided]"): those codes cite the app's own decision
(:data:`~tanbo.explain.APP`), and the Rules screen marks them too. :data:`SOURCES` has
the names and what each point says in the app's own words, in English, Russian and Spanish.
"""

from __future__ import annotations

from tanbo.explain import APP, Citation, Sources

__all__ = ["CITES", "SOURCES", "BOARD_POINT"]

DEAGO = "deago"

CITES: dict[str, Citation] = {
    "game_over": Citation(DEAGO, "mod2_3"),
    "game_drawn": Citation(DEAGO, "pente3"),
    "occupied": Citation(DEAGO, "pente1"),
    "empty_point": Citation(DEAGO, "mod1"),
    "pass_turn": Citation(DEAGO, "pente3"),
    "pass_draws": Citation(DEAGO, "pente3"),
    "converts": Citation(DEAGO, "mod4"),
    "two_neutrals_stay": Citation(APP, "single_neutral"),
    "diagonal_neutral_stays": Citation(DEAGO, "mod4"),
    "captures": Citation(DEAGO, "mod5"),
    "captures_through_conversion": Citation(DEAGO, "mod5_figure"),
    "safe_in_flank": Citation(APP, "mover_only"),
    "capture_total": Citation(DEAGO, "mod2"),
    "five": Citation(DEAGO, "mod3"),
    "diagonal_five": Citation(DEAGO, "mod3"),
    "wins_five": Citation(DEAGO, "mod3"),
    "wins_captures": Citation(DEAGO, "mod2"),
}
"""Every reason code's rule point."""

BOARD_POINT = Citation(DEAGO, "pente1")
"""The rule point of the board and who starts (the Rules screen's first)."""

SOURCES = Sources(
    cites=CITES,
    sources={
        "en": {DEAGO: "DEAGO rules", APP: "The app's decision (the rules do not say)"},
        "ru": {DEAGO: "Правила DEAGO", APP: "Решение приложения (в правилах этого нет)"},
        "es": {DEAGO: "Reglas del DEAGO", APP: "Decisión de la aplicación (las reglas no lo "
               "dicen)"},
    },
    points={
        "en": {
            "pente1": "Pente rule 1, kept",
            "pente3": "Pente rule 3, kept",
            "mod1": "modification 1",
            "mod2": "modification 2",
            "mod3": "modification 3",
            "mod2_3": "modifications 2 and 3",
            "mod4": "modification 4",
            "mod5": "modification 5",
            "mod5_figure": "modification 5, its last figures",
        },
        "ru": {
            "pente1": "правило пенте 1, сохранено",
            "pente3": "правило пенте 3, сохранено",
            "mod1": "модификация 1",
            "mod2": "модификация 2",
            "mod3": "модификация 3",
            "mod2_3": "модификации 2 и 3",
            "mod4": "модификация 4",
            "mod5": "модификация 5",
            "mod5_figure": "модификация 5, последние рисунки",
        },
        "es": {
            "pente1": "regla 1 del pente, conservada",
            "pente3": "regla 3 del pente, conservada",
            "mod1": "modificación 1",
            "mod2": "modificación 2",
            "mod3": "modificación 3",
            "mod2_3": "modificaciones 2 y 3",
            "mod4": "modificación 4",
            "mod5": "modificación 5",
            "mod5_figure": "modificación 5, sus últimas figuras",
        },
    },
    says={
        "en": {
            "pente1": "on a 19x19 board the players take turns putting stones on empty "
            "points; a stone stays put unless it is captured",
            "pente3": "instead of placing a stone a player may pass; two passes in a row "
            "draw the game, and the players may agree a draw",
            "mod1": "Black moves first, and every stone may go on any empty point",
            "mod2": "whoever captures 20 of the opponent's stones wins",
            "mod3": "only lines across or up and down win: five, or a longer line",
            "mod2_3": "a line of five across or up and down, or 20 captured stones, wins",
            "mod4": "a neutral red stone you enclose with two of yours, across or up and "
            "down, becomes your colour",
            "mod5": "two opponent stones in a row, closed by your stones at both ends, are "
            "captured, across, up and down or diagonally",
            "mod5_figure": "turning a neutral stone can close the ends of an opponent pair, "
            "and that pair is captured",
            "single_neutral": "only a single neutral stone between two of yours turns; two "
            "in a row stay neutral",
            "mover_only": "only the player who moves converts and captures; your own pair "
            "placed between two opponent stones is safe",
        },
        "ru": {
            "pente1": "на доске 19x19 игроки по очереди ставят камни на свободные пункты; "
            "камень стоит на месте, пока его не возьмут",
            "pente3": "вместо хода можно пасовать; два паса подряд — ничья, ничью можно и "
            "предложить",
            "mod1": "первыми ходят чёрные, и любой камень можно ставить на любой свободный "
            "пункт",
            "mod2": "побеждает тот, кто взял 20 камней соперника",
            "mod3": "побеждают только ряды по горизонтали или вертикали: пять или длиннее",
            "mod2_3": "побеждают пять в ряд по горизонтали или вертикали или 20 взятых "
            "камней",
            "mod4": "нейтральный красный камень, зажатый двумя вашими по горизонтали или "
            "вертикали, становится вашим",
            "mod5": "два камня соперника подряд, закрытые вашими с обоих концов, "
            "снимаются — по горизонтали, вертикали и диагонали",
            "mod5_figure": "перекрашенный нейтральный камень может закрыть пару соперника, "
            "и эта пара снимается",
            "single_neutral": "перекрашивается только одиночный нейтральный камень между "
            "вашими; два подряд остаются нейтральными",
            "mover_only": "перекрашивает и берёт только тот, кто ходит; ваша пара, "
            "поставленная между камнями соперника, в безопасности",
        },
        "es": {
            "pente1": "en un tablero de 19x19 los jugadores ponen piedras por turnos en puntos "
            "vacíos; una piedra no se mueve salvo que la capturen",
            "pente3": "en vez de colocar una piedra se puede pasar; dos pases seguidos terminan "
            "la partida en empate, y los jugadores pueden acordar un empate",
            "mod1": "empiezan las Negras, y cada piedra puede ir en cualquier punto vacío",
            "mod2": "gana quien captura 20 piedras del rival",
            "mod3": "solo ganan las líneas horizontales o verticales: de cinco o más largas",
            "mod2_3": "gana una línea de cinco en horizontal o en vertical, o capturar 20 "
            "piedras",
            "mod4": "una piedra neutral roja que flanqueas con dos de las tuyas, en horizontal "
            "o en vertical, pasa a ser de tu color",
            "mod5": "dos piedras seguidas del rival, cerradas por piedras tuyas en ambos "
            "extremos, quedan capturadas, en horizontal, en vertical o en diagonal",
            "mod5_figure": "convertir una piedra neutral puede cerrar los extremos de una pareja "
            "del rival, y esa pareja queda capturada",
            "single_neutral": "solo se convierte una piedra neutral sola entre dos tuyas; dos "
            "seguidas siguen siendo neutrales",
            "mover_only": "solo convierte y captura quien juega; tu propia pareja colocada "
            "entre dos piedras del rival está a salvo",
        },
    },
)
"""DEAGO's citations (``SPEC.assistant.sources``)."""
