"""Tanbo's rules: the engine (:mod:`.state`, start reading there), the official
setups and sizes (:mod:`.setups`), the position text TFEN (:mod:`.tfen`) and the
benchmark against the slow reference (:mod:`.bench`), the rules assistant
(:mod:`.explain`).

``SPEC`` describes the rule set to the rest of the app; it is registered in
:data:`tanbo.games.GAMES` as ``"tanbo"``. Nothing here imports another game or pygame.
"""

from __future__ import annotations

from tanbo.game import GameSpec
from tanbo.games.tanbo import setups
from tanbo.games.tanbo.explain import ASSISTANT
from tanbo.games.tanbo.state import TanboState

__all__ = ["SPEC", "TanboState"]

SPEC = GameSpec(
    name="tanbo",
    title="Tanbo",
    setups=setups.SETUPS,
    default_setup=setups.DEFAULT_SETUP,
    default_size=setups.DEFAULT_SIZE,
    sizes=setups.official_sizes,
    parse_size=setups.parse_size,
    new_state=TanboState.new,
    from_text=TanboState.from_tfen,
    record_name="Tanbo",
    setup_tag="Setup",
    setup_label="Setup",
    position_format="TFEN",
    bench_module="tanbo.games.tanbo.bench",
    assistant=ASSISTANT,
)
