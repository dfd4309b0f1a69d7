"""Profiles and their recorded games, in memory: :class:`ProfileData`.

Several people may share a device, each with a :class:`Profile` (a name; the first one
is :data:`DEFAULT_NAME`, so nobody has to type). Every finished game is a
:class:`GameEntry` of the profile that played it (a game between two profiles of the
device is one entry for each, each from its own side), kept oldest first:

- ``date``: the local time the game ended, ``YYYY-MM-DDTHH:MM`` (its first ten
  characters are the day, the rating period of :mod:`tanbo.profiles.ratings`);
- ``game``, ``size``, ``setup``: the key in :data:`tanbo.games.GAMES`, ``WxH`` and the
  setup tag's value (``dense``, ``9``…; ``""`` for a start from a position);
- ``opponent``: a code, see :func:`opponent_kind`: a computer (``random``, ``level1``
  … ``level5``), another profile (``profile:<id>``), a player by link (``link:<name>``)
  or a person at the same screen (``local:<name>``), the names possibly empty;
- ``colour`` 1 (Black) or 2 (White), ``score`` 1 win / 0.5 draw / 0 loss, ``plies``;
- ``record``: the record text (:mod:`tanbo.record`) to replay it, or ``None`` once
  pruned (:mod:`tanbo.profiles.store` keeps the file bounded).

When the games pass their bound the oldest whole days are folded into :class:`Archive`
totals per profile and game (with the rating reached by then), see
:func:`tanbo.profiles.store.fit`.
"""

from __future__ import annotations

import bisect
import unicodedata
from dataclasses import dataclass, field
from typing import NamedTuple

from tanbo.errors import ProfileError
from tanbo.limits import excerpt
from tanbo.profiles.glicko2 import Rating
from tanbo.profiles.levels import COMPUTERS

__all__ = [
    "DEFAULT_NAME",
    "MAX_NAME_CHARS",
    "MAX_PROFILES",
    "WIN",
    "DRAW",
    "LOSS",
    "COMPUTER",
    "PROFILE",
    "LINK",
    "LOCAL",
    "Profile",
    "GameEntry",
    "Archive",
    "ProfileData",
    "opponent_kind",
    "profile_opponent",
    "check_name",
    "check_id",
]

DEFAULT_NAME = "Player"
MAX_NAME_CHARS = 32
MAX_PROFILES = 20
WIN, DRAW, LOSS = 1.0, 0.5, 0.0
COMPUTER, PROFILE, LINK, LOCAL = "computer", "profile", "link", "local"
_PREFIXED = (PROFILE, LINK, LOCAL)


def check_name(name: str, what: str = "a profile name", empty: bool = False) -> str:
    """``name`` if it is a usable name, else :class:`ProfileError` saying why.

    At most :data:`MAX_NAME_CHARS` characters, no control or format characters, no
    spaces at either end; empty only when ``empty``.
    """
    if not isinstance(name, str):
        raise ProfileError(f"{what} must be text, got {excerpt(name)}")
    if not name and not empty:
        raise ProfileError(f"{what} must not be empty")
    if len(name) > MAX_NAME_CHARS:
        raise ProfileError(f"{what} {excerpt(name)} is longer than {MAX_NAME_CHARS} characters")
    if name != name.strip() or any(unicodedata.category(c)[0] in "CZ" and c != " " for c in name):
        raise ProfileError(
            f"{what} {excerpt(name)} has spaces at an end or control characters"
        )
    return name


def opponent_kind(code: str) -> tuple[str, str]:
    """``(kind, value)`` of an opponent code: ``("computer", "level2")``, ``("profile", "p2")``…

    Raises :class:`ProfileError` for a code that is none of them.
    """
    if code in COMPUTERS:
        return COMPUTER, code
    kind, colon, value = code.partition(":")
    if colon and kind in _PREFIXED:
        if kind == PROFILE:
            check_id(value)
        else:
            check_name(value, "an opponent's name", empty=True)
        return kind, value
    raise ProfileError(
        f"unknown opponent {excerpt(code)}: expected one of {', '.join(COMPUTERS)}, "
        "profile:<id>, link:<name> or local:<name>"
    )


def profile_opponent(profile_id: str) -> str:
    """The opponent code of another profile on the device."""
    return f"{PROFILE}:{profile_id}"


def check_id(value: str) -> str:
    """``value`` if it is a profile id (``p1`` … ``p99999``), else :class:`ProfileError`."""
    if not (value.startswith("p") and value[1:].isascii() and value[1:].isdigit()
            and len(value) <= 6 and not value[1:].startswith("0")):
        raise ProfileError(f"a profile id is p1, p2, … p99999, got {excerpt(value)}")
    return value


@dataclass
class Profile:
    """One person on the device: ``id`` (``p1``, ``p2``…, never reused) and ``name``."""

    id: str
    name: str


class GameEntry(NamedTuple):
    """One finished game of one profile (the fields are described in the module docstring).

    A named tuple: cheap to make by the ten thousand, and its fields in order are the
    file's row (:data:`tanbo.profiles.store.COLUMNS`).
    """

    date: str
    profile: str
    game: str
    size: str
    setup: str
    opponent: str
    colour: int
    score: float
    plies: int
    record: str | None = None

    @property
    def day(self) -> str:
        """``YYYY-MM-DD``: the local day the game ended."""
        return self.date[:10]

    def pruned(self) -> GameEntry:
        """The same entry without its record text."""
        return self._replace(record=None)


@dataclass
class Archive:
    """Totals of one profile's folded (oldest) games of one game, and the rating they gave.

    ``rating`` and ``last_day`` are where the rating stood after the folded games
    (``None`` when none of them was rated); the ratings continue from there.
    """

    games: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    rating: Rating | None = None
    last_day: str | None = None


@dataclass
class ProfileData:
    """Everything kept on the device: the profiles, the current one, the games, the archive."""

    profiles: list[Profile] = field(default_factory=lambda: [Profile("p1", DEFAULT_NAME)])
    current: str = "p1"
    games: list[GameEntry] = field(default_factory=list)
    archive: dict[tuple[str, str], Archive] = field(default_factory=dict)
    """By ``(profile id, game)``."""
    next_id: int = 2
    """The number of the next profile's id (ids are never reused)."""

    def profile(self, profile_id: str) -> Profile:
        """The profile with this id (``KeyError`` if there is none)."""
        for p in self.profiles:
            if p.id == profile_id:
                return p
        raise KeyError(profile_id)

    def names(self) -> dict[str, str]:
        """Profile id -> name."""
        return {p.id: p.name for p in self.profiles}

    def add_profile(self, name: str) -> Profile:
        """A new profile named ``name`` (checked, unique); :class:`ProfileError` if not."""
        check_name(name)
        if any(p.name == name for p in self.profiles):
            raise ProfileError(f"there is already a profile named {excerpt(name)}")
        if len(self.profiles) >= MAX_PROFILES:
            raise ProfileError(f"at most {MAX_PROFILES} profiles")
        profile = Profile(f"p{self.next_id}", name)
        self.next_id += 1
        self.profiles.append(profile)
        return profile

    def rename(self, profile_id: str, name: str) -> None:
        """Rename a profile (its games stay with it)."""
        check_name(name)
        if any(p.name == name and p.id != profile_id for p in self.profiles):
            raise ProfileError(f"there is already a profile named {excerpt(name)}")
        self.profile(profile_id).name = name

    def remove_profile(self, profile_id: str) -> None:
        """Remove a profile and its games; other profiles' games against it become ``local:<name>``.

        The last profile cannot be removed (:class:`ProfileError`).
        """
        gone = self.profile(profile_id)
        if len(self.profiles) == 1:
            raise ProfileError("the last profile cannot be removed")
        self.profiles.remove(gone)
        code = profile_opponent(profile_id)
        self.games = [
            _with_opponent(g, f"{LOCAL}:{gone.name}") if g.opponent == code else g
            for g in self.games if g.profile != profile_id
        ]
        self.archive = {k: v for k, v in self.archive.items() if k[0] != profile_id}
        if self.current == profile_id:
            self.current = self.profiles[0].id

    def add_game(self, entry: GameEntry) -> None:
        """Record a finished game, in date order (after the games of the same minute).

        The entry is not checked here: :func:`tanbo.profiles.store.check_entry` does,
        and :func:`tanbo.profiles.store.to_text` keeps the file within its bounds.
        """
        if not self.games or self.games[-1].date <= entry.date:
            self.games.append(entry)
            return
        at = bisect.bisect_right([g.date for g in self.games], entry.date)
        self.games.insert(at, entry)


def _with_opponent(entry: GameEntry, opponent: str) -> GameEntry:
    return entry._replace(opponent=opponent)
