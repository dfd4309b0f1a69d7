"""The house rules of the source tree: one wing per game in each layer, reached through registries.

Each game has a wing in each layer: its rules (``tanbo/games/<game>/``), what the
computer knows of it (``tanbo/ai/games/<game>/``) and its view and texts
(``tanbo/ui/games/<game>/``). This test reads every module's imports (module level
and inside functions alike) and enforces:

- a wing never imports another game's wing, in any layer;
- a rules wing imports no AI and no UI; an AI wing no UI;
- everything else (the shared core, the generic search, the generic UI) reaches
  a wing only through its layer's registry: :mod:`tanbo.games` for the rules,
  :mod:`tanbo.ai.knowledge` (by module name, at first use) for the knowledge,
  :mod:`tanbo.ui.games` for the views. The one exception is the package's front
  door ``tanbo/__init__.py``, which re-exports Tanbo's engine names
  (``from tanbo import TanboState``) as it always has;
- only ``tanbo/ui/`` imports pygame, and nothing outside it imports the UI.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "tanbo"
GAMES = ("tanbo", "deago")
LAYERS = {"rules": "tanbo.games", "ai": "tanbo.ai.games", "ui": "tanbo.ui.games"}
REGISTRIES = {"rules": "tanbo.games", "ai": "tanbo.ai.knowledge", "ui": "tanbo.ui.games"}
FRONT_DOOR = {"tanbo": {"tanbo.games.tanbo.state"}}
"""Modules outside the registries that may import a wing, and which (re-exports kept for users)."""

_WING = re.compile(r"^(tanbo\.ai\.games|tanbo\.ui\.games|tanbo\.games)\.([a-z_]+)(\.|$)")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def wing_of(module: str) -> tuple[str, str] | None:
    """``(layer, game)`` when ``module`` is (inside) a game's wing, else ``None``."""
    m = _WING.match(module)
    if m is None or m.group(2) not in GAMES:
        return None
    layer = next(name for name, prefix in LAYERS.items() if prefix == m.group(1))
    return layer, m.group(2)


def imports_of(path: Path) -> set[str]:
    """Every module ``path`` imports; ``from a import b`` gives ``a`` and ``a.b``."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            found.add(base)
            found |= {f"{base}.{alias.name}" for alias in node.names}
    return found


def sources() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def violations(path: Path) -> list[str]:
    """What ``path`` imports against the house rules, one sentence each."""
    me = module_name(path)
    mine = wing_of(me)
    bad = []
    for target in sorted(imports_of(path)):
        top = target.split(".")[0]
        if top == "pygame" and not me.startswith("tanbo.ui"):
            bad.append(f"{me} imports pygame (only tanbo.ui may)")
        if target.startswith("tanbo.ui") and not me.startswith("tanbo.ui"):
            bad.append(f"{me} imports the UI module {target}")
        theirs = wing_of(target)
        if mine is not None:
            if target.startswith("tanbo.ai") and mine[0] == "rules":
                bad.append(f"the rules wing {me} imports the AI module {target}")
            if theirs is not None and theirs[1] != mine[1]:
                bad.append(f"{me} ({mine[1]}'s wing) imports {target} ({theirs[1]}'s wing)")
            continue
        if theirs is None:
            continue
        allowed = FRONT_DOOR.get(me, set())
        if me == REGISTRIES[theirs[0]] or any(target.startswith(a) for a in allowed):
            continue
        bad.append(f"{me} imports {target} directly: reach {theirs[1]}'s "
                   f"{theirs[0]} through {REGISTRIES[theirs[0]]}")
    return bad


def test_every_game_has_a_wing_in_every_layer() -> None:
    for game in GAMES:
        for prefix in LAYERS.values():
            folder = ROOT.joinpath(*prefix.split("."), game)
            assert (folder / "__init__.py").is_file(), folder


def test_the_old_flat_modules_are_gone() -> None:
    for old in ("state", "setups", "tfen", "bench", "deago", "ai/heuristics", "ai/playout",
                "ai/tanbo_knowledge", "ai/deago_knowledge", "ui/i18n_deago"):
        assert not (PACKAGE / f"{old}.py").exists() and not (PACKAGE / old).is_dir(), old


@pytest.mark.parametrize("path", sources(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_imports_follow_the_house_rules(path: Path) -> None:
    assert violations(path) == []


def test_the_checker_sees_a_crossing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The rules above are not vacuous: planted crossings of each kind are reported."""
    planted = {
        "tanbo/games/deago/x.py": "from tanbo.games.tanbo.state import TanboState\n",
        "tanbo/ai/games/tanbo/x.py": "def f():\n    from tanbo.ai.games.deago import knowledge\n",
        "tanbo/games/tanbo/y.py": "from tanbo.ai import mcts\n",
        "tanbo/record2.py": "from tanbo.games.deago.dfen import parse_dfen\n",
        "tanbo/ai/search2.py": "from tanbo.ai.games import tanbo\n",
        "tanbo/ui/app2.py": "from .games.deago.view import DeagoView\n",
        "tanbo/perft2.py": "import pygame\n",
        "tanbo/ui/games/deago/z.py": "from ...games.tanbo import tfen\n",
    }
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    for rel, text in planted.items():
        path = tmp_path / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        assert violations(path), rel
    ok = tmp_path / "tanbo/ai/games/deago/ok.py"
    ok.parent.mkdir(parents=True, exist_ok=True)
    ok.write_text("from tanbo.games.deago.setups import PASS\nfrom tanbo.ai.knowledge import X\n")
    assert violations(ok) == []


def test_the_old_public_names_still_resolve() -> None:
    """What outside code may use keeps working: ``tanbo.game.GAMES`` and the front door."""
    import tanbo
    import tanbo.game
    import tanbo.games
    from tanbo.games.tanbo.state import TanboState

    assert tanbo.game.GAMES is tanbo.games.GAMES
    assert tanbo.game.game_of is tanbo.games.game_of
    assert tanbo.game.DEFAULT_GAME == "tanbo"
    assert tanbo.game.DEAGO is tanbo.games.GAMES["deago"]
    assert tanbo.TanboState is TanboState
    with pytest.raises(AttributeError, match="no attribute 'SPECS'"):
        _ = tanbo.game.SPECS  # type: ignore[attr-defined]
