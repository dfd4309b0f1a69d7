"""The repository's directions: the package never reaches into tests/, tests never import
tools/, and tests/ mirrors the package.

Read from the source (every module's imports, module level and inside functions alike,
and its string constants), this test enforces:

- no module under ``tanbo/`` imports ``tests`` or names a path into ``tests/`` in code
  (a docstring may mention a test file; a string such as ``"tests"`` or
  ``"tests/support/reference.py"`` elsewhere is a path the package would open);
- no test module outside ``tests/web/`` imports ``tools`` or loads a script from
  ``tools/`` (``tests.support.tool_loader``); a tool is tested as a command. (The web
  build tests still load theirs, and ``tool_loader`` is theirs.) The direction
  tools -> tests is allowed: a tool may import ``tests.support``;
- every folder of ``tests/`` mirrors a part of the code: ``core`` (the shared modules
  of ``tanbo/``), ``games/<game>`` (``tanbo/games/<game>/``), ``ai`` (the generic
  search, ``tanbo/ai/``), ``ai/<game>`` (``tanbo/ai/games/<game>/``), ``cli``, ``ui``
  (``tanbo/ui/``; ``ui/<sub>`` for its subpackages), ``<package>`` for any other
  package of ``tanbo/`` (such as ``tanbo/profiles/``), ``web`` (the browser build) and
  ``support`` (shared helpers, no tests); each is a package (``__init__.py``), and no
  test module sits in ``tests/`` itself.

Each rule is a function of the repository's root, and a planted violation in a
scratch tree shows that it is not vacuous.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

TOOL_LOADER = "tests/support/tool_loader.py"  # the web build tests' loader of tools/


def _python_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*.py") if "__pycache__" not in p.parts)


def _imports(tree: ast.AST) -> list[tuple[int, str]]:
    """``(line, module)`` for every import (``from x import y`` also gives ``x.y``)."""
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            out.append((node.lineno, node.module))
            out += [(node.lineno, f"{node.module}.{alias.name}") for alias in node.names]
    return out


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the docstring nodes (module, classes, functions)."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0].value))
    return out


def _is_package(name: str, top: str) -> bool:
    return name == top or name.startswith(top + ".")


def package_reaches_into_tests(root: Path) -> list[str]:
    """Modules of ``tanbo/`` that import ``tests`` or name a path into ``tests/``."""
    bad = []
    for path in _python_files(root / "tanbo"):
        where = path.relative_to(root).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"))
        bad += [f"{where}:{n}: imports {m}" for n, m in _imports(tree) if _is_package(m, "tests")]
        docs = _docstrings(tree)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Constant) or not isinstance(node.value, str):
                continue
            if id(node) not in docs:
                text = node.value.replace("\\", "/")
                if text == "tests" or text.startswith("tests/") or "/tests/" in text:
                    bad.append(f"{where}:{node.lineno}: names the path {text!r}")
    return bad


def imports_of_tools(root: Path) -> list[str]:
    """Test modules outside ``tests/web/`` that import ``tools`` or load a tool by path."""
    bad = []
    for path in _python_files(root / "tests"):
        where = path.relative_to(root).as_posix()
        if where.startswith("tests/web/") or where == TOOL_LOADER:
            continue
        for n, module in _imports(ast.parse(path.read_text(encoding="utf-8"))):
            if _is_package(module, "tools") or _is_package(module, "tests.support.tool_loader"):
                bad.append(f"{where}:{n}: imports {module}")
    return bad


def expected_test_folders(root: Path) -> set[str]:
    """The folders of ``tests/`` that mirror the code (relative to the root)."""
    games = [p.name for p in (root / "tanbo" / "games").iterdir() if (p / "__init__.py").is_file()]
    folders = {"tests", "tests/core", "tests/games", "tests/ai", "tests/cli", "tests/ui"}
    folders |= {"tests/web", "tests/support"}
    folders |= {f"tests/games/{game}" for game in games}
    folders |= {f"tests/ai/{game}" for game in games if (root / "tanbo/ai/games" / game).is_dir()}
    others = [p.name for p in (root / "tanbo").iterdir() if (p / "__init__.py").is_file()]
    folders |= {f"tests/{name}" for name in others if name not in ("games", "ai", "ui")}
    ui = root / "tanbo" / "ui"  # the UI's tests may mirror its subpackages too
    folders |= {"tests/ui/" + p.relative_to(ui).as_posix() for p in ui.rglob("*/__init__.py")}
    return {f.removesuffix("/__init__.py") for f in folders}


def stray_test_folders(root: Path) -> list[str]:
    """Folders of ``tests/`` with Python files that mirror no part of the code, folders
    without ``__init__.py``, and test modules in ``tests/`` itself or in ``support``."""
    expected = expected_test_folders(root)
    bad = []
    folders = {p.parent.relative_to(root).as_posix() for p in _python_files(root / "tests")}
    for folder in sorted(folders):
        if folder not in expected and not folder.startswith("tests/web/"):
            bad.append(f"{folder}: mirrors no part of the code")
        elif not (root / folder / "__init__.py").is_file():
            bad.append(f"{folder}: not a package (no __init__.py)")
    for folder in ("tests", "tests/support"):
        bad += [f"{folder}/{p.name}: a test module outside the mirrored folders"
                for p in sorted((root / folder).glob("test_*.py"))]
    return bad


def test_the_package_never_reaches_into_tests() -> None:
    assert package_reaches_into_tests(ROOT) == []


def test_tests_do_not_import_tools() -> None:
    assert imports_of_tools(ROOT) == []


def test_the_test_folders_mirror_the_package() -> None:
    assert stray_test_folders(ROOT) == []
    present = {p.relative_to(ROOT).as_posix() for p in ROOT.glob("tests/**") if p.is_dir()}
    games = [p.name for p in (ROOT / "tanbo" / "games").iterdir() if (p / "__init__.py").is_file()]
    required = {f"tests/{part}/{game}" for part in ("games", "ai") for game in games}
    required |= {f"tests/{part}" for part in ("core", "ai", "cli", "ui", "web", "support")}
    assert required <= present  # every game has its rules and AI tests
    assert {"tests/games/tanbo", "tests/games/deago", "tests/ai/deago"} <= present


def _scratch(tmp_path: Path, files: dict[str, str]) -> Path:
    """A scratch repository: two games, the mirrored test folders, then ``files``."""
    base = {
        "tanbo/__init__.py": "",
        "tanbo/games/__init__.py": "",
        "tanbo/games/tanbo/__init__.py": "",
        "tanbo/games/deago/__init__.py": "",
        "tanbo/ai/games/tanbo/__init__.py": "",
        "tanbo/ai/games/deago/__init__.py": "",
        "tanbo/bench.py": '"""Compare with tests/support/reference.py (a mention)."""\n',
        "tanbo/profiles/__init__.py": "",
        "tests/profiles/__init__.py": "",
        "tests/profiles/test_store.py": "",
        "tanbo/ui/games/__init__.py": "",
        "tests/ui/games/__init__.py": "",
        "tests/ui/games/test_views.py": "",
    }
    folders = ["tests", "tests/core", "tests/games", "tests/ai", "tests/cli", "tests/ui"]
    folders += ["tests/web", "tests/support"]
    folders += [f"tests/{part}/{game}" for part in ("games", "ai") for game in ("tanbo", "deago")]
    for folder in folders:
        base[f"{folder}/__init__.py"] = ""
    base["tests/web/test_build.py"] = "from tests.support.tool_loader import load_tool\n"
    base["tests/support/tool_loader.py"] = "import importlib.util\n"
    base["tools/train.py"] = "from tests.support import reference\n"  # tools -> tests: fine
    for name, text in {**base, **files}.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return tmp_path


def test_a_clean_scratch_tree_passes(tmp_path: Path) -> None:
    root = _scratch(tmp_path, {})
    assert package_reaches_into_tests(root) == []
    assert imports_of_tools(root) == []
    assert stray_test_folders(root) == []


def test_the_checks_see_planted_violations(tmp_path: Path) -> None:
    root = _scratch(
        tmp_path,
        {
            "tanbo/benchkit.py": (
                "from pathlib import Path\n"
                "def load():\n"
                "    import tests.support.reference\n"
                '    return Path(__file__).parent.parent / "tests" / "support"\n'
            ),
            "tanbo/games/deago/bench.py": 'REFERENCE = "tests/support/deago_reference.py"\n',
            "tests/ai/tanbo/test_patterns.py": "from tools import train_patterns\n",
            "tests/cli/test_web.py": "from tests.support.tool_loader import load_tool\n",
            "tests/core/test_x.py": "def f():\n    import tools.mutation\n",
            "tests/test_flat.py": "",
            "tests/support/test_helper.py": "",
            "tests/engine/test_old.py": "",
            "tests/ui/menus/test_views.py": "",
            "tests/games/othello/test_rules.py": "",
        },
    )
    (root / "tests/games/othello/__init__.py").unlink(missing_ok=True)
    assert package_reaches_into_tests(root) == [
        "tanbo/benchkit.py:3: imports tests.support.reference",
        "tanbo/benchkit.py:4: names the path 'tests'",
        "tanbo/games/deago/bench.py:1: names the path 'tests/support/deago_reference.py'",
    ]
    assert imports_of_tools(root) == [
        "tests/ai/tanbo/test_patterns.py:1: imports tools",
        "tests/ai/tanbo/test_patterns.py:1: imports tools.train_patterns",
        "tests/cli/test_web.py:1: imports tests.support.tool_loader",
        "tests/cli/test_web.py:1: imports tests.support.tool_loader.load_tool",
        "tests/core/test_x.py:2: imports tools.mutation",
    ]
    assert stray_test_folders(root) == [
        "tests/engine: mirrors no part of the code",
        "tests/games/othello: mirrors no part of the code",
        "tests/ui/menus: mirrors no part of the code",
        "tests/test_flat.py: a test module outside the mirrored folders",
        "tests/support/test_helper.py: a test module outside the mirrored folders",
    ]
