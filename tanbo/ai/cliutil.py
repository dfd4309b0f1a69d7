"""Argument parsing shared by ``tanbo gtp`` and ``tanbo match`` (the CLI contract of tanbo.cli).

Bad input prints **one line** on stderr starting with ``error:`` and exits with
status 2, never a traceback; ``--help`` prints the usage and exits 0.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import NoReturn

from tanbo.errors import TanboError
from tanbo.limits import message_line

__all__ = ["CliError", "Parser", "run_cli", "EXIT_OK", "EXIT_BAD_INPUT"]

EXIT_OK = 0
EXIT_BAD_INPUT = 2


class CliError(Exception):
    """Bad command-line input; the message is printed after ``error:``."""


class _HelpShown(Exception):
    pass


class Parser(argparse.ArgumentParser):
    """An ``ArgumentParser`` that raises :class:`CliError` instead of exiting."""

    def error(self, message: str) -> NoReturn:
        """Raise instead of printing the usage and exiting."""
        raise CliError(f"{message_line(message, 300)} (see '{self.prog} --help')")

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        """Only ``--help`` ends here: report it to :func:`run_cli`."""
        if message:
            print(message, file=sys.stderr, end="")
        raise _HelpShown


def run_cli(parser: Parser, argv: list[str], body: Callable[[argparse.Namespace], int]) -> int:
    """Parse ``argv`` and run ``body``; bad input becomes one ``error:`` line and status 2."""
    try:
        args = parser.parse_args(argv)
        return body(args)
    except _HelpShown:
        return EXIT_OK
    except (CliError, TanboError) as exc:  # a TanboError here is bad input missed by ``body``
        print(f"error: {message_line(str(exc))}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except MemoryError:
        print("error: out of memory", file=sys.stderr)
        return EXIT_BAD_INPUT
