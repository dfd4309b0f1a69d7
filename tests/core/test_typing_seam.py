"""The seam between rules and search is typed: no ``Any`` there, one ``Player`` protocol.

The seam is the game interface (``tanbo/game.py``), the rules (``tanbo/games/``) and
everything of the computer (``tanbo/ai/``): the states the rules hand to the search,
the knowledge that reads them and the players that search them. ``mypy --strict``
checks nothing that passes through ``Any``, so none may be written there: neither
imported (``from typing import Any``), nor named (``typing.Any``), nor quoted in an
annotation (``"Any"``). Parsed JSON is ``object`` and narrowed with ``isinstance``; a
state is a :class:`tanbo.game.GameState`, a type variable bound to it, or the
engine's own class.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SEAM = ("tanbo/game.py", "tanbo/games", "tanbo/ai")
"""Files and folders (all their modules) at the seam between rules and search."""


def any_uses(source: str) -> list[int]:
    """The line of every use of ``typing.Any`` in ``source``: imported (under any alias),
    named (``Any``, ``typing.Any``, ``t.Any``) or written in a quoted annotation."""
    lines: list[int] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module in ("typing", "typing_extensions"):
            lines += [node.lineno for alias in node.names if alias.name == "Any"]
        elif (isinstance(node, ast.Name) and node.id == "Any") or (
            isinstance(node, ast.Attribute) and node.attr == "Any"
        ):
            lines.append(node.lineno)
        for annotation in _annotations(node):
            if isinstance(annotation, ast.Constant) and isinstance(annotation.value, str):
                try:
                    quoted = any_uses(annotation.value)
                except SyntaxError:
                    continue
                lines += [annotation.lineno] * len(quoted)
    return sorted(lines)


def _annotations(node: ast.AST) -> list[ast.expr]:
    """The annotation expressions ``node`` itself carries (arguments, returns, variables),
    and the string arguments of ``cast`` and ``TypeVar(..., bound=...)``."""
    found: list[ast.expr] = []
    if isinstance(node, ast.arg) and node.annotation is not None:
        found.append(node.annotation)
    elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.returns is not None:
        found.append(node.returns)
    elif isinstance(node, ast.AnnAssign):
        found.append(node.annotation)
    elif isinstance(node, ast.Call):
        found += [a for a in node.args if isinstance(a, ast.Constant)]
        found += [k.value for k in node.keywords if isinstance(k.value, ast.Constant)]
    for child in found[:]:
        # A quoted annotation nested in a real one: list["Any"].
        found += [n for n in ast.walk(child) if isinstance(n, ast.Constant) and n is not child]
    return found


def seam_files(root: Path = ROOT) -> list[Path]:
    paths: list[Path] = []
    for part in SEAM:
        path = root / part
        paths += [path] if path.is_file() else sorted(path.rglob("*.py"))
    return paths


def _rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


@pytest.mark.parametrize("path", seam_files(), ids=_rel)
def test_no_any_at_the_seam(path: Path) -> None:
    lines = any_uses(path.read_text(encoding="utf-8"))
    assert lines == [], f"{_rel(path)} uses typing.Any on lines {lines}"


def test_the_count_sees_a_planted_any(tmp_path: Path) -> None:
    """The count is not vacuous: every way of writing ``Any`` is found, and the word
    in a docstring, a comment or another name is not."""
    planted = {
        "from typing import Any\n": [1],
        "from typing import Any as Whatever\n": [1],
        "import typing\nx: typing.Any = 1\n": [2],
        "import typing as t\ndef f(a: t.Any) -> None: ...\n": [2],
        "def f() -> 'Any': ...\n": [1],
        "def f(a: 'list[Any]') -> None: ...\n": [1],
        "x: list['Any'] = []\n": [1],
        "from typing import cast\ny = cast('Any', 1)\n": [2],
        "from typing_extensions import Any\n": [1],
        '"""Anything goes; Any is a word here."""\n# Any\nAnyway = 1\nx: "Anyhow" = 2\n': [],
    }
    for source, expected in planted.items():
        assert any_uses(source) == expected, source
    (tmp_path / "tanbo" / "ai").mkdir(parents=True)
    (tmp_path / "tanbo" / "games").mkdir()
    (tmp_path / "tanbo" / "game.py").write_text("x = 1\n")
    (tmp_path / "tanbo" / "ai" / "planted.py").write_text("from typing import Any\n")
    files = seam_files(tmp_path)
    assert [p.name for p in files] == ["game.py", "planted.py"]
    assert [any_uses(p.read_text()) for p in files] == [[], [1]]


def test_one_player_protocol() -> None:
    """The UI and the AI share one ``Player`` protocol, :class:`tanbo.players.Player`;
    the AI's module re-exports it rather than defining its own."""
    import tanbo.ai
    import tanbo.ai.players
    import tanbo.players

    assert tanbo.ai.players.Player is tanbo.players.Player
    assert tanbo.ai.Player is tanbo.players.Player
    defined = [
        _rel(path)
        for path in sorted((ROOT / "tanbo").rglob("*.py"))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.ClassDef) and node.name == "Player"
    ]
    assert defined == ["tanbo/players.py"]


def test_copy_is_typed_as_the_state_itself() -> None:
    """``GameState.copy`` returns ``Self``: a copy of a Tanbo state is a Tanbo state to the
    type checker, so the search needs no cast (and no ``Any``) to read it."""
    import typing

    import tanbo.game

    hints = typing.get_type_hints(tanbo.game.GameState.copy)
    assert hints["return"] is typing.Self
    assert typing.get_type_hints(tanbo.game.GameState.push)["return"] is object
