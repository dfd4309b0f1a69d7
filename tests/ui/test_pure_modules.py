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
