# ruff: noqa: RUF001  (Russian text is meant to be Cyrillic; Spanish has the ellipsis)
"""Where each of Tanbo's reasons comes from: the point of Mark Steere's rules it applies.

The official source is Mark Steere's rules of Tanbo, published on his site,
marksteeregames.com (the 2026 re-release: the board and setup, placement, "Roots and
captures", "Object of the game"); his 1993 text (the seeds' Russian and Spanish-site
copies) states the third removal case in so many words. :data:`CITES` gives every
reason code of :mod:`.explain` its :class:`~tanbo.explain.Citation`; :data:`SOURCES`
has the names and, for each rule point, what it says in the app's own words (a
citation, not the rule's text), in English, Russian and Spanish. A point the rules do not settle
is cited as the app's own decision (:data:`~tanbo.explain.APP`); the Rules screen says
so too. ``docs/rules/tanbo.md`` is the project's full reading.
"""

from __future__ import annotations

from tanbo.explain import APP, Citation, Sources

__all__ = ["SITE", "CITES", "SOURCES", "BOARD_POINT"]

SITE = "marksteeregames.com"
"""Where the official rules are published (the seeds name it as Mark Steere's site)."""

STEERE = "steere"

CITES: dict[str, Citation] = {
    "game_over": Citation(STEERE, "object"),
    "occupied": Citation(STEERE, "placement"),
    "touches_none": Citation(STEERE, "placement"),
    "touches_several": Citation(STEERE, "placement"),
    "grows_root": Citation(STEERE, "roots"),
    "bounds_own_root": Citation(STEERE, "removal_current"),
    "bounded_kept": Citation(STEERE, "removal_both"),
    "removes_root": Citation(STEERE, "removal_others"),
    "removes_nothing": Citation(STEERE, "bounded"),
    "wins": Citation(STEERE, "object"),
    "loses": Citation(STEERE, "object"),
    "wins_no_moves": Citation(APP, "no_moves"),
}
"""Every reason code's rule point."""

BOARD_POINT = Citation(STEERE, "board")
"""The rule point of the board, its setups and who starts (the Rules screen's first)."""

SOURCES = Sources(
    cites=CITES,
    sources={
        "en": {
            STEERE: f"Mark Steere's rules ({SITE})",
            APP: "The app's decision (the rules do not say)",
        },
        "ru": {
            STEERE: f"Правила Марка Стира ({SITE})",
            APP: "Решение приложения (в правилах этого нет)",
        },
        "es": {
            STEERE: f"Reglas de Mark Steere ({SITE})",
            APP: "Decisión de la aplicación (las reglas no lo dicen)",
        },
    },
    points={
        "en": {
            "board": "board and setup",
            "placement": "placement",
            "roots": "roots",
            "bounded": "bounded roots",
            "removal_current": "removal, case 1",
            "removal_others": "removal, case 2",
            "removal_both": "removal, case 3 (1993 text)",
            "object": "object of the game",
        },
        "ru": {
            "board": "доска и расстановка",
            "placement": "как ставить камень",
            "roots": "корни",
            "bounded": "ограниченные корни",
            "removal_current": "удаление, случай 1",
            "removal_others": "удаление, случай 2",
            "removal_both": "удаление, случай 3 (текст 1993 года)",
            "object": "цель игры",
        },
        "es": {
            "board": "tablero y disposición",
            "placement": "colocación",
            "roots": "raíces",
            "bounded": "raíces bloqueadas",
            "removal_current": "retirada, caso 1",
            "removal_others": "retirada, caso 2",
            "removal_both": "retirada, caso 3 (texto de 1993)",
            "object": "objetivo del juego",
        },
    },
    says={
        "en": {
            "board": "a grid of 7x7, 11x11, 15x15… or 5x7, 7x9, 9x11, 11x13…, filled with "
            "stones of both colours one empty point apart (1993: 16 stones on 19x19); Black "
            "moves first",
            "placement": "you put a stone of your colour on an empty point that is next to "
            "exactly one of your stones, across or up and down",
            "roots": "a root is a connected group of one colour; each placement enlarges one "
            "of yours, the current root; roots never merge and no new one appears",
            "bounded": "a root is bounded when it cannot grow: no empty point touches "
            "exactly one of its stones and no other stone of its colour",
            "removal_current": "when your placement bounds your current root, you remove "
            "that root, and your turn ends",
            "removal_others": "when your current root is not bounded, you remove every root "
            "your placement bounded, of either colour",
            "removal_both": "when your current root and other roots are bounded, only the "
            "current root goes; the others are then no longer bounded",
            "object": "you win once all of your opponent's roots are gone, on either "
            "player's turn; there are no draws",
            "no_moves": "in a real game whoever has stones has a move; in a position built by "
            "hand where they have none, the other side wins",
        },
        "ru": {
            "board": "сетка 7x7, 11x11, 15x15… или 5x7, 7x9, 9x11, 11x13…, заполненная "
            "камнями обоих цветов через пункт (в 1993 году — 16 камней на 19x19); первыми "
            "ходят чёрные",
            "placement": "камень своего цвета ставится на свободный пункт, соседний по "
            "горизонтали или вертикали ровно с одним вашим камнем",
            "roots": "корень — связная группа одного цвета; каждый ход наращивает один ваш "
            "корень, текущий; корни не срастаются, и новые не появляются",
            "bounded": "корень ограничен, если ему некуда расти: нет свободного пункта, "
            "который касается ровно одного его камня и других камней его цвета",
            "removal_current": "если ход ограничил ваш текущий корень, вы убираете этот "
            "корень, и ход окончен",
            "removal_others": "если текущий корень не ограничен, вы убираете все корни, "
            "которые ход ограничил, любого цвета",
            "removal_both": "если ограничены и текущий корень, и другие, убирается только "
            "текущий; другие после этого уже не ограничены",
            "object": "вы побеждаете, когда у соперника не осталось корней, — в любой "
            "ход, свой или чужой; ничьих нет",
            "no_moves": "в настоящей партии у того, у кого есть камни, всегда есть ход; в "
            "составленной вручную позиции без хода побеждает другая сторона",
        },
        "es": {
            "board": "una cuadrícula de 7x7, 11x11, 15x15… o 5x7, 7x9, 9x11, 11x13…, llena de "
            "piedras de ambos colores separadas por un punto vacío (1993: 16 piedras en "
            "19x19); empiezan las Negras",
            "placement": "pones una piedra de tu color en un punto vacío junto a exactamente "
            "una de tus piedras, en horizontal o en vertical",
            "roots": "una raíz es un grupo conectado de un solo color; cada colocación hace "
            "crecer una de las tuyas, la raíz actual; las raíces nunca se unen y no aparece "
            "ninguna nueva",
            "bounded": "una raíz está bloqueada cuando no puede crecer: ningún punto vacío "
            "toca exactamente una de sus piedras sin tocar otra piedra de su color",
            "removal_current": "si tu colocación bloquea tu raíz actual, retiras esa raíz y "
            "tu turno termina",
            "removal_others": "si tu raíz actual no queda bloqueada, retiras todas las raíces "
            "que tu colocación bloqueó, de cualquier color",
            "removal_both": "si quedan bloqueadas tu raíz actual y otras, solo se va la "
            "actual; las demás dejan entonces de estar bloqueadas",
            "object": "ganas cuando no le queda ninguna raíz a tu rival, en el turno de "
            "cualquiera de los dos; no hay empates",
            "no_moves": "en una partida real quien tiene piedras tiene jugada; en una posición "
            "hecha a mano en la que no la tiene, gana el otro bando",
        },
    },
)
"""Tanbo's citations (``SPEC.assistant.sources``)."""
