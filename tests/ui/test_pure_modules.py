"""The UI's pure modules (layout, i18n, session, storage, the player registry) import
without pygame."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_pure_ui_modules_do_not_import_pygame() -> None:
    code = (
        "import sys; sys.modules['pygame'] = None\n"
        "import tanbo.players, tanbo.ui.layout, tanbo.ui.i18n, tanbo.ui.session, tanbo.ui.storage\n"
        "import tanbo.ui.questions\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def test_the_text_interface_runs_without_pygame() -> None:
    """``python -m tanbo play --text``'s modules (the text module, the games' texts, the
    rules assistant's sentences) import with pygame refused, and answer lines: the game's
    own readings (Tanbo's roots, DEAGO's threats) and a move's announcement included."""
    code = (
        "import io, sys; sys.modules['pygame'] = None\n"
        "import tanbo.ui.textplay.parse, tanbo.ui.textplay.speech, tanbo.ui.reasons\n"
        "from tanbo.ui.textplay.terminal import run, table_from\n"
        "for game in ('tanbo', 'deago'):\n"
        "    out = io.StringIO()\n"
        "    table = table_from(['--text', '--game', game, '--white', 'human', '--lang', 'ru'])\n"
        "    st = table.board()\n"
        "    run(table, ['groups', 'legal', st.move_text(st.legal_moves()[0])], out)\n"
        "    print(out.getvalue())\n"
        "assert not any(m.split('.')[0] == 'pygame' and sys.modules[m] for m in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    games = done.stdout.split("\n\n")
    assert games[0].startswith("Танбо 7x7, вы против вы."), done.stdout
    assert "корень" in games[0].lower(), "Tanbo's roots read out"
    assert games[1].startswith("DEAGO 19x19"), done.stdout
    assert [g.splitlines()[-1].startswith("Ход чёрных: ") for g in games[:2]] == [True, True]
