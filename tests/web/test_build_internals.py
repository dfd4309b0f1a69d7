"""What the web build's command cannot show: its archive check refusing foreign files.

The one test left that loads ``tools/build_web.py`` as a module (tests otherwise run the
tools as commands): a real build never packs a file outside the game, so the check that
would refuse one (``unexpected_members``) cannot be met through the command.
"""

from __future__ import annotations

from tests.support.tool_loader import load_tool

build_web = load_tool("build_web")


def test_the_archive_check_rejects_anything_outside_the_game() -> None:
    names = [
        "assets/main.py",
        "assets/tanbo/games/tanbo/state.py",
        "assets/assets/fonts/x.ttf",
        "assets/tests/test_rules.py",
        "assets/pyproject.toml",
        "assets/.venv/bin/python",
        "assets/node_modules/pyodide/pyodide.js",
    ]
    assert build_web.unexpected_members(names) == names[3:]
