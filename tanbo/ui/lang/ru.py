"""Russian: its texts stay beside the English in the modules; here its plural rule and
the engine's reasons for an illegal move."""

from __future__ import annotations

from tanbo.ui.language import Language, one_few_many

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
)
