"""Turning a finished game into the profiles' entries: what the UI calls at a game's end.

:func:`entry_for` makes the :class:`~tanbo.profiles.model.GameEntry` of one side from the
game's :class:`~tanbo.record.GameRecord` (game, size, setup, plies, the result from its
``Result`` tag, the record text itself), :func:`record_game` checks and adds it, and
:func:`record_between_profiles` records a game of two profiles at one screen to both.
"""

from __future__ import annotations

import time

from tanbo.errors import ProfileError
from tanbo.profiles.model import GameEntry, ProfileData, profile_opponent
from tanbo.profiles.store import check_entry
from tanbo.record import DRAW_RESULT, GameRecord, format_record

__all__ = ["local_time", "score_of", "entry_for", "record_game", "record_between_profiles"]

_WINS = {"black wins": 1, "white wins": 2}


def local_time(now: float | None = None) -> str:
    """``YYYY-MM-DDTHH:MM`` of ``now`` (seconds since the epoch; default: now), local time."""
    return time.strftime("%Y-%m-%dT%H:%M", time.localtime(now))


def score_of(result: str, colour: int) -> float:
    """The score (1, 0.5, 0) of ``colour`` (1 Black, 2 White) for a record's ``Result``.

    :class:`ProfileError` for ``ongoing`` or anything else: only finished games count.
    """
    if result == DRAW_RESULT:
        return 0.5
    winner = _WINS.get(result)
    if winner is None:
        raise ProfileError(f"only a finished game is recorded, this one's result is {result!r}")
    return 1.0 if winner == colour else 0.0


def entry_for(
    record: GameRecord, profile: str, opponent: str, colour: int, ended: str | None = None
) -> GameEntry:
    """The entry of ``profile``, who played ``colour`` against ``opponent`` (a code).

    ``ended`` is the local time the game ended (default: now, :func:`local_time`).
    """
    return GameEntry(
        ended or local_time(), profile, record.game, record.size,
        "" if record.fen is not None else (record.setup or ""), opponent, colour,
        score_of(record.tags.get("Result", "ongoing"), colour), len(record.moves),
        format_record(record),
    )


def record_game(data: ProfileData, entry: GameEntry) -> GameEntry:
    """Check ``entry`` (:func:`~tanbo.profiles.store.check_entry`) and add it to ``data``.

    Raises :class:`ProfileError` (and adds nothing) for an entry out of range. Saving
    is the caller's (:func:`tanbo.profiles.store.save_profiles`).
    """
    check_entry(entry, {p.id for p in data.profiles})
    data.add_game(entry)
    return entry


def record_between_profiles(
    data: ProfileData, record: GameRecord, black: str, white: str, ended: str | None = None
) -> tuple[GameEntry, GameEntry]:
    """Record a game of two profiles of the device (``black``, ``white``: ids) to both."""
    if black == white:
        raise ProfileError("a profile does not play itself: pick another profile")
    ended = ended or local_time()
    first = entry_for(record, black, profile_opponent(white), 1, ended)
    second = entry_for(record, white, profile_opponent(black), 2, ended)
    ids = {p.id for p in data.profiles}
    check_entry(first, ids)
    check_entry(second, ids)
    data.add_game(first)
    data.add_game(second)
    return first, second
