"""The house rules of the source tree: one wing per game in each layer, reached through registries.

Each game has a wing in each layer: its rules (``tanbo/games/<game>/``), what the
computer knows of it (``tanbo/ai/games/<game>/``), its view and texts
(``tanbo/ui/games/<game>/``), its puzzle themes (``tanbo/puzzles/games/<game>/``) and its
course (``tanbo/lessons/games/<game>/``); a game may also have sparring partners
(``tanbo/ai/sparring/<game>/``). This test reads every module's imports (module level
and inside functions alike) and enforces:

- a wing never imports another game's wing, in any layer;
- a rules wing imports no AI and no UI; an AI wing no UI; a puzzle or lesson wing no AI;
- a sparring wing imports nothing of the levels' AI (``tanbo.ai.games``, the knowledge
  registry, the search): it is written apart from the players it measures;
- everything else (the shared core, the generic search, the generic UI) reaches
  a wing only through its layer's registry: :mod:`tanbo.games` for the rules,
  :mod:`tanbo.ai.knowledge` (by module name, at first use) for the knowledge,
  :mod:`tanbo.ui.games` for the views, :mod:`tanbo.puzzles.rules` for the puzzle themes,
  :mod:`tanbo.lessons.courses` for the courses, :mod:`tanbo.ai.sparring` for the sparring
  partners. The one exception is the package's front
  door ``tanbo/__init__.py``, which re-exports Tanbo's engine names
  (``from tanbo import TanboState``) as it always has;
- only ``tanbo/ui/`` imports pygame, and nothing outside it imports the UI;
- no import cycle (``TYPE_CHECKING`` and function-level imports count), but the few
  tangles listed in :data:`KNOWN_TANGLES`, none of them in the UI's App, screens or panels.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "tanbo"
GAMES = ("tanbo", "deago")
LAYERS = {"rules": "tanbo.games", "ai": "tanbo.ai.games", "ui": "tanbo.ui.games",
          "puzzles": "tanbo.puzzles.games", "lessons": "tanbo.lessons.games",
          "sparring": "tanbo.ai.sparring"}
REGISTRIES = {"rules": "tanbo.games", "ai": "tanbo.ai.knowledge", "ui": "tanbo.ui.games",
              "puzzles": "tanbo.puzzles.rules", "lessons": "tanbo.lessons.courses",
              "sparring": "tanbo.ai.sparring"}
VIEWS_REGISTRY = {"ui": "tanbo.ui.games.views"}
"""The UI registry's second half: its views (drawing, pygame); the first, the package,
holds the games' texts (no pygame: the text interface's)."""
OPTIONAL_LAYERS = {"sparring"}
"""Layers where a game may have no wing (Tanbo has no sparring partners)."""
LEVELS_AI = ("tanbo.ai.games", "tanbo.ai.knowledge", "tanbo.ai.mcts", "tanbo.ai.levels")
"""What a sparring wing must not import: the code of the players it is there to measure."""
FRONT_DOOR = {"tanbo": {"tanbo.games.tanbo.state"}}
"""Modules outside the registries that may import a wing, and which (re-exports kept for users)."""

_WING = re.compile(
    r"^(tanbo\.ai\.games|tanbo\.ui\.games|tanbo\.games|tanbo\.puzzles\.games"
    r"|tanbo\.lessons\.games|tanbo\.ai\.sparring)\.([a-z_]+)(\.|$)")


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
            if target.startswith("tanbo.ai") and mine[0] in ("rules", "puzzles", "lessons"):
                bad.append(f"the {mine[0]} wing {me} imports the AI module {target}")
            if mine[0] == "sparring" and target.startswith(LEVELS_AI):
                bad.append(f"the sparring wing {me} imports the levels' AI module {target}")
            if theirs is not None and theirs[1] != mine[1]:
                bad.append(f"{me} ({mine[1]}'s wing) imports {target} ({theirs[1]}'s wing)")
            continue
        if theirs is None:
            continue
        allowed = FRONT_DOOR.get(me, set())
        registries = (REGISTRIES[theirs[0]], VIEWS_REGISTRY.get(theirs[0]))
        if me in registries or any(target.startswith(a) for a in allowed):
            continue
        bad.append(f"{me} imports {target} directly: reach {theirs[1]}'s "
                   f"{theirs[0]} through {REGISTRIES[theirs[0]]}")
    return bad


def test_every_game_has_a_wing_in_every_layer() -> None:
    for game in GAMES:
        for layer, prefix in LAYERS.items():
            folder = ROOT.joinpath(*prefix.split("."), game)
            if layer in OPTIONAL_LAYERS and not folder.exists():
                continue
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
        "tanbo/puzzles/games/tanbo/x.py": "from tanbo.puzzles.games.deago import themes\n",
        "tanbo/puzzles/games/deago/y.py": "from tanbo.ai.games.deago import threats\n",
        "tanbo/lessons/games/tanbo/x.py": "from tanbo.games.deago.setups import PASS\n",
        "tanbo/lessons/generic.py": "from tanbo.lessons.games.tanbo import course\n",
        "tanbo/ai/sparring/deago/x.py": "from tanbo.ai.games.deago.board import Board\n",
        "tanbo/ai/sparring/deago/y.py": "from tanbo.ai import mcts\n",
        "tanbo/ai/match2.py": "from tanbo.ai.sparring.deago import tss\n",
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
    """What outside code may use keeps working: the front door (``from tanbo import
    TanboState`` and the errors) and the registry's names in :mod:`tanbo.games`.

    ``tanbo.game.GAMES`` (and ``TANBO``, ``DEAGO``, ``DEFAULT_GAME``, ``game_of``) were
    re-exported from the interface through a lazy ``__getattr__`` importing the registry:
    that import closed the cycle interface -> registry -> games -> interface, nothing
    outside the package used the old path, so it is gone and says so.
    """
    import tanbo
    import tanbo.game
    import tanbo.games
    from tanbo.games.tanbo.state import TanboState

    assert tanbo.games.DEFAULT_GAME == "tanbo"
    assert tanbo.games.TANBO is tanbo.games.GAMES["tanbo"]
    assert tanbo.games.DEAGO is tanbo.games.GAMES["deago"]
    assert tanbo.games.game_of(TanboState.new()) is tanbo.games.TANBO
    assert tanbo.TanboState is TanboState
    assert tanbo.IllegalMoveError is tanbo.errors.IllegalMoveError
    for old in ("GAMES", "TANBO", "DEAGO", "DEFAULT_GAME", "game_of", "SPECS"):
        with pytest.raises(AttributeError, match=f"no attribute '{old}'"):
            getattr(tanbo.game, old)


# ------------------------------------------------------------------ import cycles

KNOWN_TANGLES: dict[frozenset[str], str] = {
}
"""The import cycles there are today outside the UI's screens, App and panels, each with
why; this list may only shrink (a tangle that is gone must be taken off it)."""


def import_graph(package: Path) -> dict[str, set[str]]:
    """Each module of ``package`` and the modules of the package it imports: module level,
    inside functions and under ``TYPE_CHECKING`` alike (:func:`imports_of`)."""
    paths = {module_name(p): p for p in sorted(package.rglob("*.py"))}
    return {m: {t for t in imports_of(p) if t in paths and t != m} for m, p in paths.items()}


def tangles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """The graph's strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.add(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(frozenset(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def a_cycle(graph: dict[str, set[str]], component: frozenset[str]) -> list[str]:
    """A shortest import cycle through the component's first module, as a path."""
    start = min(component)
    paths = {start: [start]}
    queue = [start]
    while queue:
        v = queue.pop(0)
        for w in sorted(graph[v] & component):
            if w == start:
                return [*paths[v], start]
            if w not in paths:
                paths[w] = [*paths[v], w]
                queue.append(w)
    raise AssertionError(f"no cycle in {sorted(component)}")  # not a tangle after all


def cycle_report(package: Path) -> list[str]:
    """One line per import cycle not among the known tangles, naming its modules in order."""
    graph = import_graph(package)
    return [" -> ".join(a_cycle(graph, c)) for c in tangles(graph) if c not in KNOWN_TANGLES]


def test_tanbo_has_no_import_cycle_but_the_known_tangles() -> None:
    """No module imports one that imports it back, however far round, in the UI above all
    (its screens and panels type against the narrow protocols of ``tanbo.ui.host``, not the App)."""
    assert cycle_report(PACKAGE) == []
    graph = import_graph(PACKAGE)
    gone = set(KNOWN_TANGLES) - set(tangles(graph))
    assert not gone, f"take these off KNOWN_TANGLES, they are untangled: {gone}"
    ui = [m for m in graph if m.startswith("tanbo.ui")]
    assert "tanbo.ui.app" in ui and "tanbo.ui.screens.game" in ui and "tanbo.ui.host" in ui


def test_the_cycle_check_sees_a_planted_cycle(tmp_path: Path) -> None:
    """Planted cycles are found and named: through a ``TYPE_CHECKING`` import, one inside
    a function, and a relative one; a one-way import is not a cycle."""
    planted = {
        "tanbo/__init__.py": "",
        "tanbo/ui/__init__.py": "",
        "tanbo/ui/app.py": "from tanbo.ui import screen\n",
        "tanbo/ui/screen.py": (
            "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
            "    from tanbo.ui.app import App\n"
        ),
        "tanbo/a.py": "def f():\n    from tanbo import b\n",
        "tanbo/b.py": "from .c import x\n",
        "tanbo/c.py": "import tanbo.a\n",
        "tanbo/d.py": "from tanbo.a import f\n",
    }
    monkeypatch = pytest.MonkeyPatch()
    with monkeypatch.context() as m:
        m.setattr(sys.modules[__name__], "ROOT", tmp_path)
        for rel, text in planted.items():
            path = tmp_path / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        report = cycle_report(tmp_path / "tanbo")
    assert sorted(report) == [
        "tanbo.a -> tanbo.b -> tanbo.c -> tanbo.a",
        "tanbo.ui.app -> tanbo.ui.screen -> tanbo.ui.app",
    ]


# ------------------------------------------------------------------ private names

KNOWN_PRIVATE_IMPORTS: frozenset[str] = frozenset()
"""``module: target._name`` imports of another module's private name there are today,
to be made public or moved; this list may only shrink."""


def private_imports(path: Path) -> list[str]:
    """Each ``from M import _name`` in ``path`` where ``M`` is another module of the
    package (relative imports resolved), as ``"module: M._name"``. A name that crosses
    a module is public: a leading underscore says no other module relies on it."""
    me = module_name(path)
    package = me if path.name == "__init__.py" else me.rpartition(".")[0]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.ImportFrom):
            continue
        base = node.module or ""
        if node.level:
            anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
            base = ".".join([*anchor, base] if base else anchor)
        if base.split(".")[0] != "tanbo" or base == me:
            continue
        for alias in node.names:
            name = alias.name
            if name.startswith("_") and not (name.startswith("__") and name.endswith("__")):
                found.append(f"{me}: {base}.{name}")
    return found


def test_no_module_imports_another_modules_private_name() -> None:
    found = {line for path in sources() for line in private_imports(path)}
    assert sorted(found - KNOWN_PRIVATE_IMPORTS) == []
    gone = KNOWN_PRIVATE_IMPORTS - found
    assert not gone, f"take these off KNOWN_PRIVATE_IMPORTS, they are gone: {sorted(gone)}"


def test_the_private_name_check_sees_a_planted_import(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    planted = {
        "tanbo/ai/games/deago/x.py": "from tanbo.games.deago.state import _flanked_pairs\n",
        "tanbo/ai/y.py": "def f():\n    from .knowledge import _MODULES, PLAIN\n",
        "tanbo/ok.py": (
            "from __future__ import annotations\nfrom tanbo.games.deago.state import OFF\n"
            "from os import _exit\n"
        ),
    }
    for rel, text in planted.items():
        path = tmp_path / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert private_imports(tmp_path / "tanbo/ai/games/deago/x.py") == [
        "tanbo.ai.games.deago.x: tanbo.games.deago.state._flanked_pairs"
    ]
    assert private_imports(tmp_path / "tanbo/ai/y.py") == [
        "tanbo.ai.y: tanbo.ai.knowledge._MODULES"
    ]
    assert private_imports(tmp_path / "tanbo/ok.py") == []
