"""Run the command line in-process and check it failed cleanly; numbers people do not mean.

:func:`one_error_line` runs :func:`tanbo.cli.main` and requires exit 2 with one short
``error:`` line on stderr (no traceback). :data:`HUGE` is over Python's 4,300-digit
``int`` conversion limit; :data:`ARABIC_ONE` is a digit ``int()`` reads as 1.
"""

from __future__ import annotations

import pytest

from tanbo.cli import main

ARABIC_ONE = "\u0661"  # int() and float() read it as 1
HUGE = "9" * 5000  # over Python's 4,300-digit int conversion limit


def one_error_line(capsys: pytest.CaptureFixture[str], argv: list[str]) -> str:
    """Run the command line; it must fail with exit 2 and one short ``error:`` line."""
    code = main(argv)
    out, err = capsys.readouterr()
    assert code == 2, (argv[:3], out[-200:], err[-200:])
    assert out == ""
    assert err.startswith("error: ") and err.endswith("\n") and err.count("\n") == 1, err[:300]
    assert len(err) < 1000, err[:300]
    assert "Traceback" not in err and "Exceeds the limit" not in err
    return err
