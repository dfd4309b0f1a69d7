"""The seams are typed: no ``Any``, one ``Player`` protocol, abilities as protocols.

The seam between rules and search is the game interface (``tanbo/game.py``), the
rules (``tanbo/games/``) and everything of the computer (``tanbo/ai/``): the states the
rules hand to the search, the knowledge that reads them and the players that search
them. The seam between rules and UI is the UI (``tanbo/ui/``: the game views are
``GameView[S, P]`` over their state class and move effect, the registry hands the
generic code ``GameView[GameState, object]``), and the two packages the UI shows,
``tanbo/profiles/`` and ``tanbo/puzzles/``. ``mypy --strict`` checks nothing that passes
through ``Any``, so none may be written in either: neither imported (``from typing
import Any``), nor named (``typing.Any``), nor quoted in an annotation (``"Any"``).
Parsed JSON is ``object`` and narrowed with ``isinstance``; a state is a
:class:`tanbo.game.GameState`, a type variable bound to it, or the engine's own class.

An optional ability of a state, a player or a game's AI knowledge (DEAGO's
``end_reason`` and ``winning_line``, a player's ``win_rate``, pondering, a knowledge's
``level_player``) is a typed protocol of the module that owns the concept, checked with
``isinstance``; neither seam probes for one by name (``getattr(x, "name", ...)``,
``hasattr(x, "name")``). The command line's reads of its parsed arguments are not
abilities and are not checked.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SEAM = ("tanbo/game.py", "tanbo/games", "tanbo/ai")
"""Files and folders (all their modules) at the seam between rules and search."""
UI_SIDE = ("tanbo/ui", "tanbo/profiles", "tanbo/puzzles")
"""The packages on the UI's side of the seam: no ``Any`` there either."""
PROBE_FREE = (*SEAM, *UI_SIDE, "tanbo/players.py")
"""Where no optional ability is looked up by name."""


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


def seam_files(root: Path = ROOT, parts: tuple[str, ...] = SEAM) -> list[Path]:
    paths: list[Path] = []
    for part in parts:
        path = root / part
        paths += [path] if path.is_file() else sorted(path.rglob("*.py"))
    return paths


def _rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def probes_by_name(source: str) -> list[tuple[int, str]]:
    """``(line, name)`` of every ``getattr`` / ``hasattr`` call in ``source`` that looks an
    attribute up by a literal name (an optional ability found by a string)."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call) or len(node.args) < 2:
            continue
        func = node.func
        name = func.id if isinstance(func, ast.Name) else (
            func.attr if isinstance(func, ast.Attribute) else "")
        attr = node.args[1]
        if (name in ("getattr", "hasattr") and isinstance(attr, ast.Constant)
                and isinstance(attr.value, str)):
            found.append((node.lineno, attr.value))
    return found


@pytest.mark.parametrize("path", seam_files(), ids=_rel)
def test_no_any_at_the_seam(path: Path) -> None:
    lines = any_uses(path.read_text(encoding="utf-8"))
    assert lines == [], f"{_rel(path)} uses typing.Any on lines {lines}"


@pytest.mark.parametrize("path", seam_files(parts=UI_SIDE), ids=_rel)
def test_no_any_on_the_ui_side(path: Path) -> None:
    lines = any_uses(path.read_text(encoding="utf-8"))
    assert lines == [], f"{_rel(path)} uses typing.Any on lines {lines}"


@pytest.mark.parametrize("path", seam_files(parts=PROBE_FREE), ids=_rel)
def test_no_ability_probed_by_name(path: Path) -> None:
    probes = probes_by_name(path.read_text(encoding="utf-8"))
    assert probes == [], (
        f"{_rel(path)} looks abilities up by name (line, name): {probes}; "
        "make the ability a runtime_checkable Protocol and test it with isinstance"
    )


def test_the_probe_check_sees_a_planted_probe(tmp_path: Path) -> None:
    """Every literal lookup is found, a computed one (a setting toggled by its name) and
    the word in a docstring are not, and the UI side's files are all searched."""
    planted = {
        'x = getattr(state, "winning_line", ())\n': [(1, "winning_line")],
        'import builtins\nok = builtins.hasattr(player, "ponder_step")\n':
            [(2, "ponder_step")],
        'if hasattr(p, "win_rate"):\n    pass\n': [(1, "win_rate")],
        "def f(s, name):\n    return getattr(s, name)\n": [],
        '"""getattr(x, "name") is not used here."""\n': [],
    }
    for source, expected in planted.items():
        assert probes_by_name(source) == expected, source
    for part in UI_SIDE:
        (tmp_path / part).mkdir(parents=True)
    (tmp_path / "tanbo/ui/screens").mkdir()
    (tmp_path / "tanbo/ui/screens/game.py").write_text('w = getattr(s, "winning_line", ())\n')
    (tmp_path / "tanbo/puzzles/model.py").write_text("from typing import Any\n")
    files = seam_files(tmp_path, UI_SIDE)
    assert [p.relative_to(tmp_path).as_posix() for p in files] == [
        "tanbo/ui/screens/game.py", "tanbo/puzzles/model.py"]
    assert [probes_by_name(p.read_text()) for p in files] == [[(1, "winning_line")], []]
    assert [any_uses(p.read_text()) for p in files] == [[], [1]]


def test_a_states_optional_abilities_are_protocols() -> None:
    """DEAGO's states say why the game ended and which line won; Tanbo's have neither,
    and the UI's reads of them (through the protocols) give the same as the engines."""
    from tanbo.game import BLACK, EMPTY, WHITE, DrawsWinningLine, EndsWithReason, winning_line
    from tanbo.games import GAMES
    from tanbo.games.deago.state import DeagoState
    from tanbo.geometry import Geometry

    deago = GAMES["deago"].new_state(13, 13, GAMES["deago"].default_setup)
    tanbo = GAMES["tanbo"].new_state(7, 7, "dense")
    assert isinstance(deago, EndsWithReason) and isinstance(deago, DrawsWinningLine)
    assert not isinstance(tanbo, EndsWithReason) and not isinstance(tanbo, DrawsWinningLine)
    assert winning_line(tanbo) == ()
    assert winning_line(deago) == () and deago.end_reason is None
    rows = (".......", ".BBBB..", ".......", "..WW...", ".......")
    cells = [{".": EMPTY, "B": BLACK, "W": WHITE}[ch] for row in rows for ch in row]
    five = DeagoState(Geometry.of(7, 5), cells, BLACK, (0, 0))
    five.push(1 * 7 + 5)  # Black completes b..f on the second row
    assert five.is_over and five.end_reason == "five"
    assert sorted(winning_line(five)) == [1 * 7 + c for c in range(1, 6)]


def test_a_players_optional_abilities_are_protocols() -> None:
    """The win-rate bar reads a player's ``win_rate`` through its protocol: a person has
    none, a searching player has one, and a value that is no number is no estimate."""
    from tanbo.players import EstimatesWinRate, HumanPlayer, RandomPlayer, win_estimate

    class Estimating(RandomPlayer):
        def __init__(self, rate: object) -> None:
            super().__init__(1)
            self.rate = rate

        @property
        def win_rate(self) -> object:
            return self.rate

    assert win_estimate(HumanPlayer()) is None
    assert not isinstance(RandomPlayer(1), EstimatesWinRate)
    assert win_estimate(Estimating(0.25)) == 0.25
    assert win_estimate(Estimating(1)) == 1.0
    assert win_estimate(Estimating(True)) is None
    assert win_estimate(Estimating("0.5")) is None


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


def test_each_knowledge_has_the_abilities_its_game_uses() -> None:
    """A knowledge's optional abilities are found by their protocols: a renamed method
    would fall back to the default silently, so each game's are named here."""
    from tanbo.ai.knowledge import (
        PLAIN,
        ChangesSearch,
        NamesPriors,
        PlaysAlphaBeta,
        PlaysLevels,
        TracesPlayouts,
        knowledge_for,
    )

    abilities = (TracesPlayouts, NamesPriors, ChangesSearch, PlaysLevels, PlaysAlphaBeta)

    def has(knowledge: object) -> set[str]:
        return {a.__name__ for a in abilities if isinstance(knowledge, a)}

    assert has(knowledge_for("tanbo")) == {"TracesPlayouts", "NamesPriors", "ChangesSearch"}
    assert has(knowledge_for("deago")) == {"PlaysLevels", "PlaysAlphaBeta"}
    assert has(PLAIN) == set()
