"""Reading numbers from outside text: ASCII digits only, bounded, finite.

Python's ``int`` and ``float`` accept more than a person means by a number
(``١٩`` and other Unicode digits, ``1_000``, surrounding spaces, ``inf``,
``nan``) and fail with an internal message on more than 4,300 digits. Every
number the command line, GTP, match player SPECs and the text formats read goes
through :func:`parse_int` / :func:`parse_float` (or a regular expression of
ASCII ``[0-9]`` with a bounded length), which accept only ASCII decimal text of
a bounded length and raise :class:`NumberError` (a
:class:`~tanbo.errors.TanboError`) with a short message quoting the text
shortened. :func:`int_arg` and :func:`float_arg` wrap them as ``argparse`` types.
"""

from __future__ import annotations

import argparse
import math
import re
from collections.abc import Callable

from tanbo.errors import TanboError
from tanbo.limits import excerpt

__all__ = ["NumberError", "MAX_DIGITS", "parse_int", "parse_float", "int_arg", "float_arg"]

MAX_DIGITS = 30
"""At most this many characters in a number: far above any count, seed or time we use."""

_INT_RE = re.compile(r"-?[0-9]+")
_FLOAT_RE = re.compile(r"-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][-+]?[0-9]{1,3})?")


class NumberError(TanboError):
    """Text that is not a number in the range asked for."""


def _range_text(lo: float | None, hi: float | None) -> str:
    if lo is not None and hi is not None:
        return f" from {lo:g} to {hi:g}"
    if lo is not None:
        return f" of at least {lo:g}"
    if hi is not None:
        return f" of at most {hi:g}"
    return ""


def parse_int(text: str, what: str, lo: int | None = None, hi: int | None = None) -> int:
    """``text`` as an integer in ``lo..hi`` (ASCII digits, optional ``-``; ``NumberError``)."""
    want = f"{what} must be a whole number{_range_text(lo, hi)}"
    if len(text) > MAX_DIGITS:
        raise NumberError(f"{want}, got {excerpt(text, 20)} ({len(text):,} characters)")
    if _INT_RE.fullmatch(text) is None:
        raise NumberError(f"{want}, got {excerpt(text)}")
    value = int(text)
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        raise NumberError(f"{want}, got {text}")
    return value


def parse_float(
    text: str,
    what: str,
    lo: float | None = None,
    hi: float | None = None,
    *,
    positive: bool = False,
) -> float:
    """``text`` as a finite number in ``lo..hi`` (``positive``: also > 0); ``NumberError``.

    Decimal ASCII only (``3``, ``0.5``, ``.5``, ``1e-3``): no ``inf``, ``nan``,
    ``_`` or Unicode digits.
    """
    rng = _range_text(lo, hi)
    want = f"{what} must be a {'positive ' if positive else ''}number{rng}"
    if len(text) > MAX_DIGITS:
        raise NumberError(f"{want}, got {excerpt(text, 20)} ({len(text):,} characters)")
    if _FLOAT_RE.fullmatch(text) is None:
        raise NumberError(f"{want}, got {excerpt(text)}")
    value = float(text)
    if (
        not math.isfinite(value)
        or (positive and not value > 0)
        or (lo is not None and value < lo)
        or (hi is not None and value > hi)
    ):
        raise NumberError(f"{want}, got {text}")
    return value


def int_arg(what: str, lo: int | None = None, hi: int | None = None) -> Callable[[str], int]:
    """An ``argparse`` ``type=`` reading :func:`parse_int` (its message, shortened input)."""

    def convert(text: str) -> int:
        try:
            return parse_int(text, what, lo, hi)
        except NumberError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None

    return convert


def float_arg(
    what: str, lo: float | None = None, hi: float | None = None, *, positive: bool = False
) -> Callable[[str], float]:
    """An ``argparse`` ``type=`` reading :func:`parse_float` (its message, shortened input)."""

    def convert(text: str) -> float:
        try:
            return parse_float(text, what, lo, hi, positive=positive)
        except NumberError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None

    return convert
