"""DEAGO's rules: Pente with neutral stones, the project's second game (``DEAGO-RULES.md``).

:class:`~tanbo.games.deago.state.DeagoState` is the rules engine (start reading
there), :mod:`.dfen` the position text, :mod:`.setups` the sizes and neutral
layouts, :mod:`.bench` the benchmark against the slow reference and
:mod:`.explain` the rules assistant. ``SPEC``
describes the rule set to the rest of the app; it is registered in
:data:`tanbo.games.GAMES` as ``"deago"``. Nothing here imports another game or pygame.
"""

from __future__ import annotations

from tanbo.game import GameSpec
from tanbo.games.deago import setups
from tanbo.games.deago.explain import ASSISTANT
from tanbo.games.deago.setups import (
    BLACK,
    DRAW,
    EMPTY,
    LAYOUTS,
    NEUTRAL,
    PASS,
    SIZES,
    WHITE,
)
from tanbo.games.deago.state import DeagoState, MoveEffect

__all__ = [
    "SPEC",
    "EMPTY",
    "BLACK",
    "WHITE",
    "NEUTRAL",
    "DRAW",
    "PASS",
    "LAYOUTS",
    "SIZES",
    "DeagoState",
    "MoveEffect",
]

SPEC = GameSpec(
    name="deago",
    title="DEAGO",
    setups=setups.LAYOUTS,
    default_setup=setups.DEFAULT_LAYOUT,
    default_size=setups.DEFAULT_SIZE,
    sizes=setups.official_sizes,
    parse_size=setups.parse_size,
    new_state=DeagoState.new,
    from_text=DeagoState.from_dfen,
    record_name="DEAGO",
    setup_tag="Neutral",
    setup_label="Neutral stones",
    position_format="DFEN",
    bench_module="tanbo.games.deago.bench",
    assistant=ASSISTANT,
    pass_move=PASS,
    has_draw=True,
)
