# ruff: noqa: RUF001  ("4-5" takes an en dash)
"""The texts of the board's input model (:mod:`tanbo.ui.board_input`: what the next tap
or click does, "One-tap play") and of thinking on the person's time
(:mod:`tanbo.ui.pondering`: the setting and what it costs), in English."""

from __future__ import annotations

from tanbo.ui.i18n import add_strings

__all__: list[str] = []

add_strings({
    "en": {
        "btn.one_tap": "One-tap play",
        "input.play.click": "Click a point to play.",
        "input.play.tap": "Tap a point to play.",
        "input.play.preview": "Tap a point to see the move; tap it again to play.",
        "input.play.key": "Arrows move the cursor; Enter plays.",
        "input.confirm": "Tap {point} again to play there, or another point to look there.",
        "input.ask.click": "Why?: click a point to ask about a move there.",
        "input.ask.tap": "Why?: tap a point to ask about a move there.",
        "input.ask.key": "Why?: arrows move the cursor; Enter asks about the point.",
        "input.why_off.click": "Why? is off: a click plays again.",
        "input.why_off.tap": "Why? is off: a tap plays again.",
    },
})

add_strings({
    "en": {"btn.ponder": "Think on my time",
           "ponder.on": "Think on my time: on. Levels 4–5 think while you do: it uses the "
           "CPU on your turn and drains a phone's battery.",
           "ponder.off": "Think on my time: off. Levels 4–5 think only on their own turn "
           "(it saves a phone's battery)."},
})  # the setting's toggle in the new-game menu (levels 4-5 think while the person does)
