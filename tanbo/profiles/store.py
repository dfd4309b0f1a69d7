"""The profile file: JSON with a version, read strictly, kept bounded, set aside when unreadable.

One file (natively ``profiles.txt`` in the data folder, in the browser the key
``tanbo.profiles``: :data:`STORE_NAME` in the UI's store) holds a whole
:class:`~tanbo.profiles.model.ProfileData`. The same text is the export file, and an
import is read the same strict way and merged (:func:`import_text`)::

    {"format":"tanbo-profiles","version":1,"next_id":3,"current":"p1",
    "profiles":[{"id":"p1","name":"Player"},{"id":"p2","name":"Ann"}],
    "archive":[{"profile":"p1","game":"tanbo","games":40,"wins":22,"losses":17,
    "draws":1,"rating":[1612.5,61.2,0.06],"last_day":"2026-03-01"}],
    "columns":["date","profile","game","size","setup","opponent","colour","score",
    "plies","record"],
    "games":[
    ["2026-12-02T06:57","p1","tanbo","7x7","dense","level2",1,1,54,"[Game \\"Tanbo\\"]…"],
    ["2026-12-02T07:03","p1","deago","19x19","9","profile:p2",2,0.5,31]
    ]}

A game is a row in the order of ``columns`` (see :mod:`tanbo.profiles.model` for the
fields); ``record`` is left off once pruned. Rows are oldest first, one a line.

**Reading** (:func:`parse`) refuses, with a :class:`~tanbo.errors.ProfileError`: more
than :data:`MAX_PROFILE_BYTES` (checked before parsing; ``kind`` ``"too-large"``); a
``version`` above :data:`VERSION` (``"newer"``, checked before anything but the
``format``); and anything else that is not exactly this format (``"corrupt"``): lists
nested deeper than :data:`MAX_NESTING` (counted before parsing: in WebAssembly the
``json`` scanner's recursion would overflow the browser's stack), bad JSON, a
duplicate key, ``NaN``, an unknown or missing key, a wrong type (``true`` is not a
number), a value out of range (a size the game is not played on, an opponent profile
that does not exist, a rating outside ±10,000, a count that does not add up,
rows out of date order…). A refused text is never overwritten: :func:`open_profiles`
sets it aside in the store first (``profiles.unreadable-<time>``, as
:mod:`tanbo.ui.storage` does with a save) and says so in :class:`Opened`.

**Bounds** (:func:`fit`, applied by :func:`to_text`): the file stays within
:data:`MAX_PROFILE_BYTES` (1,000,000 bytes, the app's one input limit,
:data:`tanbo.limits.MAX_INPUT_BYTES`, so the UI's store reads it as it reads a save).
The writer keeps the record texts of the newest games that fit and prunes the oldest
games' records (their rows, hence their statistics and ratings, stay); past
:data:`MAX_GAMES` rows (or if the rows alone would not fit) the oldest whole days are
folded into the archive's totals per profile and game, with the rating reached then,
so the ratings go on unchanged. 10,000 games take about 0.67 MB without records
(``tests/profiles/test_store.py``). The text is ASCII (``\\u`` escapes), so its length
in characters is its size in bytes, natively and in ``localStorage``.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import NoReturn, Protocol

from tanbo.errors import ProfileError, TanboError
from tanbo.limits import MAX_INPUT_BYTES, MAX_JSON_NESTING, check_json_nesting, excerpt
from tanbo.profiles.glicko2 import Rating
from tanbo.profiles.model import (
    MAX_PROFILES,
    PROFILE,
    Archive,
    GameEntry,
    Profile,
    ProfileData,
    check_id,
    check_name,
    opponent_kind,
)

__all__ = [
    "FORMAT",
    "VERSION",
    "COLUMNS",
    "MAX_PROFILE_BYTES",
    "MAX_GAMES",
    "MAX_PLIES",
    "STORE_NAME",
    "parse",
    "to_text",
    "fit",
    "check_entry",
    "read",
    "Unreadable",
    "Opened",
    "open_profiles",
    "save_profiles",
    "export_text",
    "import_text",
]

FORMAT = "tanbo-profiles"
VERSION = 1
COLUMNS = ("date", "profile", "game", "size", "setup", "opponent", "colour", "score", "plies",
           "record")
MAX_PROFILE_BYTES = MAX_INPUT_BYTES
MAX_GAMES = 12_000
"""At most this many games kept as rows; older whole days are folded into the archive."""
MAX_PLIES = 100_000
MAX_COUNT = 10**9
STORE_NAME = "profiles"
_KEYS = ("format", "version", "next_id", "current", "profiles", "archive", "columns", "games")
_ARCHIVE_KEYS = ("profile", "game", "games", "wins", "losses", "draws", "rating", "last_day")
_DATE_RE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}T(?:[01][0-9]|2[0-3]):[0-5][0-9]\Z")
_DAY_RE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}\Z")
_RECORD_HEAD = '[Game "'


# ---------------------------------------------------------------- reading


def _show(value: object) -> str:
    """A value for a message: text quoted and shortened (:func:`excerpt`), others as repr."""
    if isinstance(value, str):
        return excerpt(value)
    shown = repr(value)
    return shown if len(shown) <= 60 else shown[:60] + "…"


def _fail(where: str, message: str) -> ProfileError:
    return ProfileError(f"unreadable profile data: {where}: {message}")


def _no_duplicates(pairs: list[tuple[str, object]]) -> dict[str, object]:
    out: dict[str, object] = {}
    for key, value in pairs:
        if key in out:
            raise ProfileError(f"unreadable profile data: the key {excerpt(key)} appears twice")
        out[key] = value
    return out


def _no_constant(name: str) -> NoReturn:
    raise ProfileError(f"unreadable profile data: {name} is not a number")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ProfileError(f"unreadable profile data: {excerpt(text)} is out of range")
    return value


def _int(value: object, where: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise _fail(where, f"expected a whole number {low}-{high:,}, got {_show(value)}")
    return value


def _number(value: object, where: str, low: float, high: float) -> float:
    if not (type(value) is int or type(value) is float) or not low <= value <= high:
        raise _fail(where, f"expected a number {low}-{high}, got {_show(value)}")
    return float(value)


def _str(value: object, where: str) -> str:
    if type(value) is not str:
        raise _fail(where, f"expected text, got {_show(value)}")
    return value


def _object(value: object, where: str, keys: tuple[str, ...]) -> dict[str, object]:
    if type(value) is not dict:
        raise _fail(where, f"expected an object, got {_show(value)}")
    if tuple(value) != keys and set(value) != set(keys):
        missing = [k for k in keys if k not in value]
        extra = [k for k in value if k not in keys]
        shown = ", ".join(excerpt(k, 40) for k in extra[:5]) + (", …" if extra[5:] else "")
        raise _fail(where, f"expected the keys {', '.join(keys)} (missing: "
                           f"{', '.join(missing) or 'none'}; unknown: {shown or 'none'})")
    return value


def _list(value: object, where: str, high: int) -> list[object]:
    if type(value) is not list:
        raise _fail(where, f"expected a list, got {_show(value)}")
    if len(value) > high:
        raise _fail(where, f"more than {high:,} items")
    return value


_VALID_DAYS: set[str] = set()


def _day(value: object, where: str) -> str:
    day = _str(value, where)
    if day not in _VALID_DAYS:
        import datetime

        if not _DAY_RE.match(day):
            raise _fail(where, f"expected a day YYYY-MM-DD, got {_show(day)}")
        try:
            datetime.date.fromisoformat(day)
        except ValueError:
            raise _fail(where, f"no such day {excerpt(day)}") from None
        if len(_VALID_DAYS) > 100_000:  # a cache, not a store: bounded
            _VALID_DAYS.clear()
        _VALID_DAYS.add(day)
    return day


def _date(value: object, where: str) -> str:
    date = _str(value, where)
    if not _DATE_RE.match(date):
        raise _fail(where, f"expected a time YYYY-MM-DDTHH:MM, got {_show(date)}")
    _day(date[:10], where)
    return date


_STARTS: set[tuple[str, str, str]] | None = None


def _starts() -> set[tuple[str, str, str]]:
    """Every (game, size, setup) a game can be played on; setup ``""`` = from a position."""
    global _STARTS
    if _STARTS is None:
        from tanbo.games import GAMES

        found: set[tuple[str, str, str]] = set()
        for game, spec in GAMES.items():
            for setup in spec.setups:
                for w, h in spec.sizes(setup):
                    found.add((game, f"{w}x{h}", setup))
                    found.add((game, f"{w}x{h}", ""))
        _STARTS = found
    return _STARTS


def _games() -> set[str]:
    return {game for game, _, _ in _starts()}


def _rating(value: object, where: str) -> Rating:
    items = _list(value, where, 3)
    if len(items) != 3:
        raise _fail(where, "a rating is [rating, RD, volatility]")
    return Rating(_number(items[0], where, -10_000, 10_000), _number(items[1], where, 0, 350),
                  _number(items[2], where, 0, 1))


def check_entry(
    entry: GameEntry, ids: set[str] | frozenset[str], where: str = "the game"
) -> GameEntry:
    """``entry`` if every field is in range (``ids``: the profiles' ids), else ProfileError.

    The UI checks a game with this before :meth:`ProfileData.add_game`.
    """
    _row_entry(list(_entry_row(entry)), ids, where, {})
    return entry


def _row_entry(row: object, ids: set[str] | frozenset[str], where: str,
               seen: dict[tuple[str, str], bool]) -> GameEntry:
    """The game of one row, checked (``seen``: opponent codes already checked, per profile)."""
    if type(row) is not list or len(row) not in (9, 10):
        raise _fail(where, f"a game is a list of 9 or 10 values, got {_show(row)}")
    date, profile, game, size, setup, opponent, colour, score, plies = row[:9]
    if type(date) is not str or not _DATE_RE.match(date) or date[:10] not in _VALID_DAYS:
        _date(date, f"{where} date")
    if profile not in ids:
        raise _fail(f"{where} profile", f"no profile {_show(profile)}")
    if (game, size, setup) not in _starts():
        raise _fail(where, f"{_show(game)} is not played on {_show(size)} "
                           f"with the setup {_show(setup)}")
    if (opponent, profile) not in seen:
        if type(opponent) is not str:
            raise _fail(f"{where} opponent", f"expected text, got {_show(opponent)}")
        try:
            kind, value = opponent_kind(opponent)
        except ProfileError as exc:
            raise _fail(f"{where} opponent", str(exc)) from None
        if kind == PROFILE and (value not in ids or value == profile):
            raise _fail(f"{where} opponent", f"no other profile {excerpt(value)}")
        seen[(opponent, profile)] = True
    if type(colour) is not int or (colour != 1 and colour != 2):
        raise _fail(f"{where} colour", f"expected 1 (Black) or 2 (White), got {colour!r:.40}")
    if (type(score) is not int and type(score) is not float) or score not in (0, 0.5, 1):
        raise _fail(f"{where} score", f"expected 1, 0.5 or 0, got {_show(score)}")
    if type(plies) is not int or not 0 <= plies <= MAX_PLIES:
        _int(plies, f"{where} plies", 0, MAX_PLIES)
    record = None
    if len(row) == 10:
        record = row[9]
        if type(record) is not str or not record.startswith(_RECORD_HEAD):
            raise _fail(f"{where} record", f"not a game record: {_show(record)}")
    return GameEntry(date, profile, game, size, setup, opponent, colour, float(score), plies,
                     record)


MAX_NESTING = MAX_JSON_NESTING
"""The deepest nesting of lists and objects read (the format's own is 3: the file, a
list, a row; the rest is room for a newer version's); see
:func:`tanbo.limits.check_json_nesting`."""


def _check_nesting(text: str) -> None:
    """Refuse lists and objects nested deeper than :data:`MAX_NESTING`, before parsing
    (in WebAssembly ``json`` would end the interpreter on them)."""
    try:
        check_json_nesting(text, MAX_NESTING)
    except ValueError:
        raise ProfileError(
            f"unreadable profile data: lists nested more than {MAX_NESTING} deep") from None


def parse(text: str | bytes) -> ProfileData:
    """The profile data of ``text``, read strictly (see the module docstring).

    Raises :class:`ProfileError` (its ``kind``: ``"too-large"``, ``"newer"``, ``"corrupt"``).
    """
    if len(text) > MAX_PROFILE_BYTES:
        raise ProfileError(
            f"the profile data is too large ({len(text):,} bytes; at most "
            f"{MAX_PROFILE_BYTES:,})", "too-large")
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise ProfileError(f"unreadable profile data: not UTF-8 text ({exc})") from None
    text = text.removeprefix("\ufeff")  # a byte-order mark an editor added
    _check_nesting(text)
    try:
        top = json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constant,
                         parse_float=_finite_float)
    except ProfileError:
        raise
    except (ValueError, RecursionError) as exc:  # JSONDecodeError, a 4,300-digit number
        raise ProfileError(f"unreadable profile data: not JSON ({excerpt(str(exc))})") from None
    if type(top) is not dict or top.get("format") != FORMAT:
        raise ProfileError(f"unreadable profile data: not a {FORMAT} file")
    version = top.get("version")
    if type(version) is not int or version < 1:
        raise _fail("version", f"expected a whole number from 1, got {_show(version)}")
    if version > VERSION:
        raise ProfileError(
            f"the profile data is of version {version}, newer than this app's {VERSION}: "
            "it was written by a newer version of the game", "newer")
    _object(top, "the file", _KEYS)
    try:
        return _data(top)
    except TypeError as exc:  # a list or object where text was due (unhashable)
        raise ProfileError(f"unreadable profile data: a value of the wrong type ({exc})") from None


def _data(top: dict[str, object]) -> ProfileData:
    next_id = _int(top["next_id"], "next_id", 2, 100_000)
    profiles: list[Profile] = []
    for i, item in enumerate(_list(top["profiles"], "profiles", MAX_PROFILES)):
        where = f"profiles[{i}]"
        obj = _object(item, where, ("id", "name"))
        try:
            pid = check_id(_str(obj["id"], f"{where} id"))
            name = check_name(_str(obj["name"], f"{where} name"))
        except ProfileError as exc:
            raise _fail(where, str(exc)) from None
        if int(pid[1:]) >= next_id:
            raise _fail(where, f"the id {pid} is not below next_id {next_id}")
        profiles.append(Profile(pid, name))
    if not profiles:
        raise _fail("profiles", "there must be at least one profile")
    ids = frozenset(p.id for p in profiles)
    if len(ids) != len(profiles) or len({p.name for p in profiles}) != len(profiles):
        raise _fail("profiles", "two profiles have the same id or name")
    current = top["current"]
    if type(current) is not str or current not in ids:
        raise _fail("current", f"no profile {_show(current)}")
    archive: dict[tuple[str, str], Archive] = {}
    for i, item in enumerate(_list(top["archive"], "archive", MAX_PROFILES * 8)):
        where = f"archive[{i}]"
        obj = _object(item, where, _ARCHIVE_KEYS)
        profile, game = obj["profile"], obj["game"]
        if profile not in ids or game not in _games() or (profile, game) in archive:
            raise _fail(where, f"an unknown profile or game, or twice: {_show((profile, game))}")
        assert isinstance(profile, str) and isinstance(game, str)  # an id and a game's name
        key = (profile, game)
        counts = [_int(obj[k], f"{where} {k}", 0, MAX_COUNT)
                  for k in ("games", "wins", "losses", "draws")]
        if counts[0] != sum(counts[1:]):
            raise _fail(where, "games is not wins + losses + draws")
        rating = None if obj["rating"] is None else _rating(obj["rating"], f"{where} rating")
        last_day = None if obj["last_day"] is None else _day(obj["last_day"], f"{where} last_day")
        if (rating is None) != (last_day is None):
            raise _fail(where, "a rating needs its last_day and a last_day its rating")
        archive[key] = Archive(counts[0], counts[1], counts[2], counts[3], rating, last_day)
    if _list(top["columns"], "columns", len(COLUMNS)) != list(COLUMNS):
        raise _fail("columns", f"expected {list(COLUMNS)}")
    rows = _list(top["games"], "games", MAX_GAMES)
    games: list[GameEntry] = []
    seen: dict[tuple[str, str], bool] = {}
    last = ""
    for i, row in enumerate(rows):
        entry = _row_entry(row, ids, f"games[{i}]", seen)
        if entry.date < last:
            raise _fail(f"games[{i}]", f"out of date order ({entry.date} after {last})")
        last = entry.date
        games.append(entry)
    return ProfileData(profiles, current, games, archive, next_id)


# ---------------------------------------------------------------- writing


def _entry_row(entry: GameEntry) -> tuple[object, ...]:
    score: float | int = int(entry.score) if entry.score in (0.0, 1.0) else entry.score
    row: tuple[object, ...] = (entry.date, entry.profile, entry.game, entry.size, entry.setup,
                              entry.opponent, entry.colour, score, entry.plies)
    return row if entry.record is None else (*row, entry.record)


_ENCODER = json.JSONEncoder(separators=(",", ":"), ensure_ascii=True)
_dump = _ENCODER.encode


def _head(data: ProfileData) -> str:
    archive = [
        {"profile": pid, "game": game, "games": a.games, "wins": a.wins, "losses": a.losses,
         "draws": a.draws,
         "rating": None if a.rating is None else [round(a.rating.rating, 6),
                                                  round(a.rating.rd, 6),
                                                  round(a.rating.volatility, 9)],
         "last_day": a.last_day}
        for (pid, game), a in sorted(data.archive.items())
    ]
    return (
        f'{{"format":"{FORMAT}","version":{VERSION},"next_id":{data.next_id},'
        f'"current":{_dump(data.current)},\n'
        f'"profiles":{_dump([{"id": p.id, "name": p.name} for p in data.profiles])},\n'
        f'"archive":{_dump(archive)},\n'
        f'"columns":{_dump(list(COLUMNS))},\n'
        '"games":[\n'
    )


def _join(head: str, rows: list[str]) -> str:
    return head + ",\n".join(rows) + "\n]}\n"


def _fold(data: ProfileData, count: int) -> ProfileData:
    """Fold the oldest whole days holding at least ``count`` games into the archive."""
    from tanbo.profiles.ratings import rating_histories

    if count <= 0 or not data.games:
        return data
    cut = min(count, len(data.games))
    last_day = data.games[cut - 1].day
    while cut < len(data.games) and data.games[cut].day == last_day:
        cut += 1
    folded, kept = data.games[:cut], data.games[cut:]
    histories = rating_histories(replace(data, games=folded))
    archive = {k: replace(v) for k, v in data.archive.items()}
    for g in folded:
        a = archive.setdefault((g.profile, g.game), Archive())
        a.games += 1
        if g.score == 1:
            a.wins += 1
        elif g.score == 0:
            a.losses += 1
        else:
            a.draws += 1
    for key, h in histories.items():
        if h.last_day is not None:
            a = archive.setdefault(key, Archive())
            a.rating, a.last_day = h.current, h.last_day
    return replace(data, games=kept, archive=archive)


def fit(data: ProfileData, limit: int = MAX_PROFILE_BYTES) -> ProfileData:
    """``data`` within the bounds: at most :data:`MAX_GAMES` rows and ``limit`` bytes written.

    Prunes the oldest games' records first, then folds the oldest days (see the module
    docstring). Returns a new :class:`ProfileData` (or ``data`` when it fits as it is).
    """
    return _fitted(data, limit)[0]


def _fitted(data: ProfileData, limit: int = MAX_PROFILE_BYTES
            ) -> tuple[ProfileData, str, list[str]]:
    """:func:`fit`, and the fitted data's head and rows as written."""
    if len(data.games) > MAX_GAMES:
        data = _fold(data, len(data.games) - MAX_GAMES)
    while True:
        head = _head(data)
        rows = [_dump(_entry_row(g)) for g in data.games]
        total = len(head) + sum(len(r) + 2 for r in rows) + 4
        if total <= limit:
            return data, head, rows
        games = list(data.games)
        for i, g in enumerate(games):
            if total <= limit:
                break
            if g.record is not None:
                short = g.pruned()
                row = _dump(_entry_row(short))
                total -= len(rows[i]) - len(row)
                games[i], rows[i] = short, row
        data = replace(data, games=games)
        if total <= limit:
            return data, head, rows
        # Even without records it does not fit: fold the oldest rows (a tenth at a time).
        data = _fold(data, max(1, len(data.games) // 10))


def to_text(data: ProfileData) -> str:
    """The file's text of ``data`` after :func:`fit` (always readable by :func:`parse`)."""
    _, head, rows = _fitted(data)
    return _join(head, rows)


# ---------------------------------------------------------------- the store


class _Store(Protocol):
    """What this module needs of the UI's store (:class:`tanbo.ui.storage.Store`)."""

    def load(self, name: str) -> str | None: ...

    def save(self, name: str, text: str) -> None: ...

    def describe(self, name: str) -> str: ...

    def set_aside(self, name: str) -> str: ...


@dataclass(frozen=True)
class Unreadable:
    """Stored profile data that could not be read: why, and where it was set aside.

    ``kind`` is the :class:`ProfileError`'s (``"corrupt"``, ``"newer"``,
    ``"too-large"``) or ``"unreadable"`` (the store could not read it: not UTF-8, an
    ``OSError``). ``aside`` is the name it now has in the store (``None`` when it
    could not be moved: then nothing may be saved over it).
    """

    message: str
    kind: str
    aside: str | None = None


@dataclass(frozen=True)
class Opened:
    """What :func:`open_profiles` found: the data to use, and what could not be read.

    ``can_save`` is false only when unreadable data could not be set aside (saving
    would overwrite it): then the UI keeps the data in memory and says so.
    """

    data: ProfileData
    unreadable: Unreadable | None = None
    can_save: bool = True


def read(text: str | bytes | None) -> ProfileData | Unreadable:
    """Fresh data for no text, else the parsed data or :class:`Unreadable` (never raises)."""
    if text is None:
        return ProfileData()
    try:
        return parse(text)
    except ProfileError as exc:
        return Unreadable(str(exc), exc.kind)


def open_profiles(store: _Store, name: str = STORE_NAME) -> Opened:
    """Load the profiles from ``store``; unreadable data is set aside, then fresh data used."""
    try:
        found = read(store.load(name))
    except (TanboError, OSError, UnicodeDecodeError) as exc:  # too large, unreadable
        kind = exc.kind if isinstance(exc, ProfileError) else (
            "too-large" if isinstance(exc, TanboError) else "unreadable")
        found = Unreadable(f"cannot read {store.describe(name)}: {exc}", kind)
    if isinstance(found, ProfileData):
        return Opened(found)
    try:
        aside = store.set_aside(name)
    except OSError as exc:
        message = f"{found.message}; it could not be set aside ({exc}), so it is kept as it is"
        return Opened(ProfileData(), replace(found, message=message), can_save=False)
    return Opened(ProfileData(), replace(found, aside=aside))


def save_profiles(store: _Store, data: ProfileData, name: str = STORE_NAME) -> ProfileData:
    """Write ``data`` (fitted) to ``store``; returns the fitted data to keep using.

    ``OSError`` when the store refuses (the old text is then left as it was).
    """
    fitted, head, rows = _fitted(data)
    store.save(name, _join(head, rows))
    return fitted


# ---------------------------------------------------------------- export and import


def export_text(data: ProfileData) -> str:
    """The export file: the same text as the store's (:func:`to_text`)."""
    return to_text(data)


def _game_key(g: GameEntry, name_of: Callable[[str], str]) -> tuple[object, ...]:
    opponent = g.opponent
    if opponent.startswith(PROFILE + ":"):
        opponent = "profile-name:" + name_of(opponent[len(PROFILE) + 1:])
    return (g.date, name_of(g.profile), g.game, g.size, g.setup, opponent, g.colour, g.score,
            g.plies)


def import_text(data: ProfileData, text: str | bytes) -> ProfileData:
    """``data`` merged with an exported file (read as strictly as the store's own file).

    Import **merges**, so moving to a new device or joining two devices loses nothing,
    and importing the same file twice changes nothing:

    - profiles are matched by name; an imported profile with a new name is added
      (with a new id); more than :data:`~tanbo.profiles.model.MAX_PROFILES` in all is
      refused before anything changes;
    - games are matched by every field but the record (a game already here is kept,
      taking the imported record if it had lost its own); the rest are added in date
      order;
    - the archives are not added together (their games cannot be matched): for a
      profile and game archived on both sides the one with more games is kept;
    - the current profile stays; the result is fitted to the bounds.

    Raises :class:`ProfileError` (a bad file, too many profiles); ``data`` is unchanged.
    """
    incoming = parse(text)
    names = {p.name: p.id for p in data.profiles}
    profiles = [replace(p) for p in data.profiles]
    next_id = data.next_id
    id_map: dict[str, str] = {}
    for p in incoming.profiles:
        if p.name in names:
            id_map[p.id] = names[p.name]
        else:
            id_map[p.id] = f"p{next_id}"
            profiles.append(Profile(f"p{next_id}", p.name))
            next_id += 1
    if len(profiles) > MAX_PROFILES:
        raise ProfileError(
            f"the import would make {len(profiles)} profiles; at most {MAX_PROFILES}"
        )
    merged = ProfileData(profiles, data.current, [], {}, next_id)
    name_of = merged.names().__getitem__

    def remap(g: GameEntry) -> GameEntry:
        opponent = g.opponent
        if opponent.startswith(PROFILE + ":"):
            opponent = f"{PROFILE}:{id_map[opponent[len(PROFILE) + 1:]]}"
        return g._replace(profile=id_map[g.profile], opponent=opponent)

    index = {_game_key(g, name_of): i for i, g in enumerate(data.games)}
    games = list(data.games)
    extra: list[GameEntry] = []
    for g in map(remap, incoming.games):
        at = index.get(_game_key(g, name_of))
        if at is None:
            extra.append(g)
        elif games[at].record is None and g.record is not None:
            games[at] = g
    merged.games = sorted([*games, *extra], key=lambda g: g.date)  # stable: ours first
    archive = {k: replace(v) for k, v in data.archive.items()}
    for (pid, game), a in incoming.archive.items():
        key = (id_map[pid], game)
        if key not in archive or archive[key].games < a.games:
            archive[key] = replace(a)
    merged.archive = archive
    return fit(merged)

