"""Static checks of the pygbag rules: main.py's contract, and no blocking code in tanbo/.

In the browser everything runs on one thread inside the page's event loop: a thread, a
subprocess or a blocking sleep freezes or crashes the game (shared/docs/WEB.md, "Rules
for the game code under pygbag"). These tests read the source; they run nothing.

``NATIVE_ONLY`` lists the modules that only ever run natively (command-line tools) and
are therefore allowed such calls; the browser modules must not import them.
"""

from __future__ import annotations

import ast
import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MAIN = ROOT / "main.py"

# Command-line modules and match baselines: never imported by the game, left out of its
# archive (tools/build_web.py).
NATIVE_ONLY: dict[str, str] = tomllib.loads(
    (ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["tanbo"]["native-only"]
"""pyproject.toml's ``[tool.tanbo.native-only]``: path (a folder ends in ``/``) -> why."""
BANNED_IMPORTS = {"threading", "_thread", "multiprocessing", "subprocess", "concurrent", "socket"}
BANNED_CALLS = {
    "time.sleep",
    "pygame.time.wait",
    "pygame.time.delay",
    "pygame.event.wait",
    "os.system",
    "os.fork",
    "os.popen",
    "asyncio.to_thread",
    "input",
}


def _native(rel: str) -> bool:
    """``rel`` (a path from the root) is native-only, itself or by its folder."""
    return any(rel == p or (p.endswith("/") and rel.startswith(p)) for p in NATIVE_ONLY)


def _browser_modules() -> list[Path]:
    return sorted(p for p in (ROOT / "tanbo").rglob("*.py")
                  if not _native(p.relative_to(ROOT).as_posix()))


def _dotted(node: ast.expr) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return f"{_dotted(node.value)}.{node.attr}"
    return ""


def _problems(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    aliases: dict[str, str] = {}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                aliases[alias.asname or alias.name.split(".")[0]] = alias.name
                if alias.name.split(".")[0] in BANNED_IMPORTS:
                    found.append(f"line {node.lineno}: import {alias.name}")
        elif isinstance(node, ast.ImportFrom) and node.module:
            for alias in node.names:
                aliases[alias.asname or alias.name] = f"{node.module}.{alias.name}"
            if node.module.split(".")[0] in BANNED_IMPORTS:
                found.append(f"line {node.lineno}: from {node.module} import ...")
        elif isinstance(node, ast.Call):
            name = _dotted(node.func)
            head, _, rest = name.partition(".")
            full = f"{aliases.get(head, head)}.{rest}" if rest else aliases.get(head, head)
            if full in BANNED_CALLS:
                found.append(f"line {node.lineno}: {full}()")
    return found


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@pytest.mark.parametrize("path", _browser_modules(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_browser_modules_use_no_threads_subprocesses_or_blocking_calls(path: Path) -> None:
    assert _problems(path) == []


def test_the_checker_catches_each_banned_construct(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text(
        "import threading\nimport subprocess as sp\nfrom time import sleep\nimport time\n"
        "import pygame\nsleep(1)\ntime.sleep(1)\npygame.time.wait(5)\npygame.event.wait()\n",
        encoding="utf-8",
    )
    assert _problems(bad) == [
        "line 1: import threading",
        "line 2: import subprocess",
        "line 6: time.sleep()",
        "line 7: time.sleep()",
        "line 8: pygame.time.wait()",
        "line 9: pygame.event.wait()",
    ]


def test_browser_modules_never_import_the_native_only_ones() -> None:
    native = {_module_name(p) for p in (ROOT / "tanbo").rglob("*.py")
              if _native(p.relative_to(ROOT).as_posix())}
    for path in [*_browser_modules(), MAIN]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imported: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                imported.update(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module:
                imported.add(node.module)
                imported.update(f"{node.module}.{a.name}" for a in node.names)
        assert not imported & native, f"{path.relative_to(ROOT)} imports {imported & native}"


def test_main_py_ends_with_the_literal_asyncio_run_main() -> None:
    source = MAIN.read_text(encoding="utf-8")
    assert "asyncio.run(main())" in source
    tree = ast.parse(source)
    last = tree.body[-1]
    assert ast.unparse(last) == "asyncio.run(main())", "nothing may follow asyncio.run(main())"


def test_main_py_imports_pygame_at_module_top_level() -> None:
    tree = ast.parse(MAIN.read_text(encoding="utf-8"))
    top = [n for n in tree.body if isinstance(n, ast.Import)]
    assert any(a.name == "pygame" for n in top for a in n.names)
    first_def = next(
        i for i, n in enumerate(tree.body) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)
    )
    pygame_at = next(
        i
        for i, n in enumerate(tree.body)
        if isinstance(n, ast.Import) and any(a.name == "pygame" for a in n.names)
    )
    assert pygame_at < first_def


def test_main_py_declares_pygame_ce_in_a_pep_723_block() -> None:
    # The regular expression of PEP 723's reference implementation.
    pattern = r"(?m)^# /// (?P<type>[a-zA-Z0-9-]+)$\s(?P<content>(^#(| .*)$\s)+)^# ///$"
    blocks = [m for m in re.finditer(pattern, MAIN.read_text(encoding="utf-8"))]
    scripts = [m for m in blocks if m.group("type") == "script"]
    assert len(scripts) == 1
    content = "".join(
        line[2:] if line.startswith("# ") else line[1:]
        for line in scripts[0].group("content").splitlines(keepends=True)
    )
    deps = tomllib.loads(content)["dependencies"]
    assert any(re.match(r"pygame-ce\b", d) for d in deps)


def test_the_frame_loop_yields_to_the_browser() -> None:
    # pygbag: every frame loop must `await asyncio.sleep(0)`; find at least one.
    sources = [MAIN, *(ROOT / "tanbo" / "ui").rglob("*.py")]
    text = "\n".join(p.read_text(encoding="utf-8") for p in sources if p.is_file())
    assert re.search(r"await asyncio\.sleep\(0(\.0)?\)", text)
