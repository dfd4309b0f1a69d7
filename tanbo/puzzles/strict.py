"""Strict JSON reading for puzzle files and puzzle history: one :class:`PuzzleError`.

Refuses, before or while parsing: text over a byte bound (``kind`` ``"too-large"``),
anything that is not JSON, duplicate keys, ``NaN``/``Infinity``; the typed getters
refuse wrong types, values out of range and unknown or missing keys
(``kind`` ``"corrupt"``). The callers check the format name and version
(``kind`` ``"newer"`` for a version this app does not know).
"""

from __future__ import annotations

import json
import math
from typing import NoReturn

from tanbo.errors import PuzzleError
from tanbo.limits import check_json_nesting, excerpt

__all__ = ["parse", "obj", "integer", "number", "text", "array", "boolean", "version_of"]


def _no_duplicates(pairs: list[tuple[str, object]]) -> dict[str, object]:
    out: dict[str, object] = {}
    for key, value in pairs:
        if key in out:
            raise PuzzleError(f"the key {excerpt(key)} appears twice")
        out[key] = value
    return out


def _no_constant(name: str) -> NoReturn:
    raise PuzzleError(f"{name} is not a number here")


def parse(data: str | bytes, what: str, limit: int) -> object:
    """The JSON value of ``data`` (``what`` names it in messages), at most ``limit`` bytes."""
    size = len(data.encode("utf-8") if isinstance(data, str) else data)
    if size > limit:
        raise PuzzleError(f"{what} is {size} bytes, more than the {limit} allowed", "too-large")
    try:
        raw = data.decode("utf-8") if isinstance(data, bytes) else data
        check_json_nesting(raw)  # before json: in WebAssembly it would end the interpreter
        return json.loads(raw, object_pairs_hook=_no_duplicates, parse_constant=_no_constant)
    except PuzzleError as exc:
        raise PuzzleError(f"{what}: {exc}") from None
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise PuzzleError(f"{what} is not JSON ({excerpt(str(exc), 80)})") from None


def obj(value: object, where: str, required: tuple[str, ...],
        optional: tuple[str, ...] = ()) -> dict[str, object]:
    """``value`` as an object with exactly the ``required`` keys (and maybe ``optional``)."""
    if not isinstance(value, dict):
        raise PuzzleError(f"{where}: expected an object")
    missing = [k for k in required if k not in value]
    if missing:
        raise PuzzleError(f"{where}: missing {', '.join(missing)}")
    extra = [k for k in value if k not in required and k not in optional]
    if extra:
        raise PuzzleError(f"{where}: unknown key {excerpt(str(extra[0]))}")
    return value


def integer(value: object, where: str, low: int, high: int) -> int:
    """An ``int`` (not a bool) in ``low..high``."""
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise PuzzleError(
            f"{where}: expected a whole number {low}-{high}, got {excerpt(str(value))}"
        )
    return value


def number(value: object, where: str, low: float, high: float) -> float:
    """A finite number in ``low..high``."""
    if (not isinstance(value, (int, float)) or isinstance(value, bool)
            or not math.isfinite(value) or not low <= value <= high):
        raise PuzzleError(f"{where}: expected a number {low:g}-{high:g}, got {excerpt(str(value))}")
    return float(value)


def text(value: object, where: str, limit: int = 2_000) -> str:
    """A string of at most ``limit`` characters."""
    if not isinstance(value, str) or len(value) > limit:
        raise PuzzleError(f"{where}: expected a text of at most {limit} characters")
    return value


def boolean(value: object, where: str) -> bool:
    """``true`` or ``false``."""
    if not isinstance(value, bool):
        raise PuzzleError(f"{where}: expected true or false")
    return value


def array(value: object, where: str, limit: int) -> list[object]:
    """A list of at most ``limit`` items."""
    if not isinstance(value, list) or len(value) > limit:
        raise PuzzleError(f"{where}: expected a list of at most {limit} items")
    return value


def version_of(data: dict[str, object], fmt: str, known: int, what: str) -> int:
    """Check ``format`` is ``fmt`` and ``version`` is 1..``known`` (``"newer"`` above)."""
    if data.get("format") != fmt:
        raise PuzzleError(f"{what}: not a {fmt} file (format {excerpt(str(data.get('format')))})")
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > known:
        raise PuzzleError(
            f"{what} is version {version}, newer than this app reads ({known}): update the app",
            "newer",
        )
    return integer(version, f"{what}: version", 1, known)
