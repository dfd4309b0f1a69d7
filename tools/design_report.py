"""Print what the design check finds on every screen state, before any allow-list.

Usage: ``python tools/design_report.py [STATE ...] [--known]`` (headless: SDL's dummy
video driver). Draws each state of ``tests/support/design_states.py`` (all by default)
at every size in English and Russian, as ``tests/ui/test_design.py`` does, and prints
each finding of ``tests/support/design_check.py``, grouped by rule and state, then the
totals. ``--known`` prints instead one ``KNOWN`` entry per (rule, state, language)
found, in the test's format, with its reason left as ``REASON``: for keeping the test's
list of breaches not fixed yet in step with the screens (each entry needs a real reason).
"""

from __future__ import annotations

import collections
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("TANBO_DATA_DIR", tempfile.mkdtemp(prefix="tanbo-design-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from tanbo.ui import drawlog
from tests.support.design_check import Finding, check
from tests.support.design_states import SIZES, STATES, show, size_id, sizes_of


def findings(states: list[str]) -> list[tuple[str, str, str, Finding]]:
    """``(state, language, size, finding)`` for every finding in ``states``."""
    pygame.init()
    out = []
    for state in states:
        for lang in ("en", "ru"):
            app = STATES[state](Path(tempfile.mkdtemp(prefix="tanbo-design-")), lang)
            for size in sizes_of(state):
                show(app, size)
                with drawlog.recording(targets=True) as drawn:
                    app.view.dirty = True
                    app.frame()
                for f in check(drawn, size[2], app.screen.get_size()):
                    out.append((state, lang, size_id(size), f))
    return out


def main(argv: list[str]) -> int:
    known = "--known" in argv
    states = [a for a in argv if not a.startswith("--")] or list(STATES)
    rows = findings(states)
    if known:
        groups: dict[tuple[str, str, str], set[str]] = collections.defaultdict(set)
        for state, lang, size, f in rows:
            groups[(f.rule, state, lang)].add(size)
        order = [size_id(s) for s in SIZES]
        for (rule, state, lang), sizes in sorted(groups.items()):
            alt = "|".join(sorted(sizes, key=order.index))
            print(f"    ({state + '/' + lang!r}, r{alt!r}, {rule.upper()}, REASON),")
        return 0
    by: dict[tuple[str, str], list[str]] = collections.defaultdict(list)
    for state, lang, size, f in rows:
        by[(f.rule, state)].append(f"{lang} {size} {f}")
    for (rule, state), lines in sorted(by.items()):
        print(f"{rule} {state}: {len(lines)}")
        for line in lines:
            print("   ", line)
    print("total", len(rows), dict(collections.Counter(f.rule for *_, f in rows)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
