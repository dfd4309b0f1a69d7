"""DEAGO's AI in layers: one direction of imports, the engine read through its fast view.

The modules of ``tanbo/ai/games/deago/`` form a stack (:data:`LAYERS`, bottom first);
each imports only modules below it, at module level. They reach the engine's board
only through the public fast view of :class:`~tanbo.games.deago.state.DeagoState`
(no ``x._name`` of another object), and neither they nor the rules wing annotate
anything as ``Any``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
AI = ROOT / "tanbo" / "ai" / "games" / "deago"
RULES = ROOT / "tanbo" / "games" / "deago"
PREFIX = "tanbo.ai.games.deago."
LAYERS = (
    "board", "wins", "threats", "shapes", "vct", "ordering", "evaluation", "alphabeta", "player",
    "mcts", "bench", "knowledge",
)
"""The AI's modules, bottom first: board facts, immediate wins and defences, threat moves
and VCF, shapes, VCT, move scores, the evaluation, the search, the players, the MCTS
knowledge, level 5's bench row, the registration."""


def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


def _ai_imports(path: Path) -> list[tuple[str, bool]]:
    """(AI module imported, whether at module level) for each import of ``path``."""
    tree = _tree(path)
    top = set(map(id, tree.body))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module, *(f"{node.module}.{a.name}" for a in node.names)]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        else:
            continue
        for name in names:
            if name.startswith(PREFIX):
                found.append((name[len(PREFIX) :].split(".")[0], id(node) in top))
    return found


def test_every_module_is_in_a_layer() -> None:
    modules = {p.stem for p in AI.glob("*.py")} - {"__init__"}
    assert modules == set(LAYERS)


@pytest.mark.parametrize("module", LAYERS)
def test_a_module_imports_only_the_layers_below_it_at_module_level(module: str) -> None:
    below = set(LAYERS[: LAYERS.index(module)])
    for target, top in _ai_imports(AI / f"{module}.py"):
        assert top, f"{module} imports {target} inside a function"
        assert target in below, f"{module} imports {target}, which is not below it"


def _private_reads(path: Path) -> list[str]:
    """``x._name`` where ``x`` is not ``self`` or ``cls`` (dunders aside), with line numbers."""
    out = []
    for node in ast.walk(_tree(path)):
        if isinstance(node, ast.Attribute) and node.attr.startswith("_"):
            if node.attr.startswith("__") and node.attr.endswith("__"):
                continue
            if isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"):
                continue
            out.append(f"{path.name}:{node.lineno} .{node.attr}")
    return out


def test_the_ai_reads_no_private_field_of_another_object() -> None:
    assert [line for p in sorted(AI.glob("*.py")) for line in _private_reads(p)] == []


def _any_uses(path: Path) -> list[str]:
    out = []
    for node in ast.walk(_tree(path)):
        if (isinstance(node, ast.Name) and node.id == "Any") or (
            isinstance(node, ast.Attribute) and node.attr == "Any"
        ):
            out.append(f"{path.name}:{node.lineno}")
        elif isinstance(node, ast.alias) and node.name == "Any":
            out.append(f"{path.name}: imports Any")
    return out


@pytest.mark.parametrize("folder", [AI, RULES], ids=["ai", "rules"])
def test_no_any_in_deagos_wings(folder: Path) -> None:
    assert [line for p in sorted(folder.glob("*.py")) for line in _any_uses(p)] == []


def test_the_checks_see_what_they_look_for(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text(
        "from typing import Any\n"
        "def f(state: Any) -> None:\n"
        "    from tanbo.ai.games.deago import knowledge\n"
        "    state._cells[0] = self._x\n",
        encoding="utf-8",
    )
    assert _private_reads(bad) == ["bad.py:4 ._cells"]
    assert _any_uses(bad) == ["bad.py: imports Any", "bad.py:2"]
    assert _ai_imports(bad) == [("knowledge", False)]
