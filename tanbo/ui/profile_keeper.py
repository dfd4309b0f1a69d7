"""The device's player profiles in the App: loaded, chosen per side, recorded, saved.

:class:`ProfileKeeper` holds the :class:`~tanbo.profiles.model.ProfileData` read from the
UI's store (:data:`~tanbo.profiles.store.STORE_NAME`, beside the saved game; natively a
file in the data folder, in the browser ``localStorage``) and what the screens need of
it:

- **which profile plays each human side** (the new-game menu's choice, kept in the
  store's ``profile-sides``): a profile id, :data:`GUEST` (someone without a profile:
  the game is recorded for the other side only, against ``local:``), or nothing chosen
  (:data:`AUTO`: the current profile, unless the other side already has it);
- **recording** a finished game (:meth:`record`) to the profiles that played it: against
  the computer, two people at one screen (both profiles, or one and a guest), a game by
  link (only this device's side; each device records its own). A session is recorded
  once, so an undo after the end and the same end again, or the finished game reloaded,
  do not count it twice;
- the **statistics** and **top lists**, computed once per change (:meth:`statistics`);
- profile data that cannot be read is **set aside** and never overwritten
  (:func:`tanbo.profiles.store.open_profiles`); the Statistics screen offers it back.

No pygame here: the screen is :mod:`tanbo.ui.screens.stats`.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable

from tanbo.errors import ProfileError, TanboError
from tanbo.game import BLACK, WHITE
from tanbo.limits import check_json_nesting
from tanbo.profiles.levels import COMPUTERS
from tanbo.profiles.model import DEFAULT_NAME, LINK, LOCAL, GameEntry, ProfileData
from tanbo.profiles.recording import entry_for, local_time, record_between_profiles, record_game
from tanbo.profiles.stats import Statistics, TopLists, all_statistics, top_lists
from tanbo.profiles.store import (
    STORE_NAME,
    Unreadable,
    export_text,
    import_text,
    open_profiles,
    parse,
    save_profiles,
)
from tanbo.record import parse_record
from tanbo.ui.session import Session
from tanbo.ui.storage import Store

__all__ = ["ProfileKeeper", "GUEST", "AUTO", "SIDES_NAME"]

GUEST = ""
"""A human side played by someone without a profile."""
AUTO = None
"""No choice made for a side: the current profile, unless the other side has it."""
SIDES_NAME = "profile-sides"


class ProfileKeeper:
    """The profiles of the device, as the App uses them (see the module docstring)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        opened = open_profiles(store)
        self.data: ProfileData = opened.data
        self.can_save = opened.can_save
        self.unreadable: Unreadable | None = opened.unreadable
        self.sides: dict[int, str | None] = {BLACK: AUTO, WHITE: AUTO}
        self._load_sides()
        self.version = 0  # counts the changes (the statistics are cached per version)
        self._cache: tuple[int, str, dict[str, Statistics]] | None = None
        self._top: dict[tuple[int, str, str], TopLists] = {}
        self._recorded: set[int] = set()  # id() of the sessions recorded
        self.asides: list[str] = []
        self.refresh_asides()
        # the Statistics screen's own state: its page, game, games-list scroll, a name
        # being typed (native; None when not) and where its content starts (laid out)
        self.page = "overview"
        self.game = "tanbo"
        self.scroll = 0
        self.entry: str | None = None
        self.content_top = 0
        self.graph_rect: tuple[int, int, int, int] | None = None  # where the graph was drawn

    # ---------------------------------------------------------------- storage

    def _load_sides(self) -> None:
        try:
            raw = self.store.load(SIDES_NAME)
            if raw:
                check_json_nesting(raw)  # before json: in WebAssembly it would end the page
            found = json.loads(raw) if raw else {}
        except (OSError, UnicodeDecodeError, ValueError, TanboError):
            return  # a lost choice is only a default: nothing to set aside
        if not isinstance(found, dict):
            return
        ids = set(self.data.names())
        for colour in (BLACK, WHITE):
            value = found.get(str(colour))
            if value == GUEST or value in ids:
                self.sides[colour] = value

    def save(self) -> str | None:
        """Write the profiles (fitted to their bound) and the side choices.

        Returns the error's text, or ``None`` when saved.
        """
        self.version += 1
        try:
            self.store.save(SIDES_NAME, json.dumps({str(c): v for c, v in self.sides.items()}))
            if not self.can_save:
                return "the unreadable profile data could not be set aside: nothing is saved"
            self.data = save_profiles(self.store, self.data)
        except (OSError, TanboError) as exc:
            return str(exc)
        return None

    def refresh_asides(self) -> None:
        """Look again for profile data set aside (the Statistics screen offers the newest)."""
        try:
            self.asides = self.store.asides(STORE_NAME)
        except OSError:
            self.asides = []

    def load_aside(self) -> str | None:
        """Merge the newest set-aside data into the profiles (the player asked); error or None."""
        if not self.asides:
            return None
        try:
            text = self.store.load(self.asides[-1])
            self.import_text(text or "")
        except (OSError, UnicodeDecodeError, TanboError) as exc:
            return str(exc)
        return None

    def delete_aside(self) -> None:
        """Delete the newest set-aside data (``OSError`` if it cannot be)."""
        if self.asides:
            self.store.delete(self.asides[-1])
            self.refresh_asides()

    def export_text(self) -> str:
        """The export file's text: every profile, game and rating, as stored."""
        return export_text(self.data)

    def import_text(self, text: str) -> None:
        """Merge an exported file (:class:`ProfileError` if it cannot be read; nothing changes)."""
        self.data = import_text(self.data, text)
        self.version += 1

    def replace(self, text: str) -> None:
        """Use the data of ``text`` as it is (tests, screenshots)."""
        self.data = parse(text)
        self.version += 1

    # ---------------------------------------------------------------- profiles

    def name(self, profile_id: str) -> str:
        """A profile's name ("" when there is no such profile)."""
        return self.data.names().get(profile_id, "")

    def add(self, name: str | None = None) -> str:
        """A new profile (``name``, or "Player 2", "Player 3"…: no typing); its id.

        The new profile becomes the current one. :class:`ProfileError` if refused.
        """
        if name is None:
            names = set(self.data.names().values())
            n = len(self.data.profiles) + 1
            while f"{DEFAULT_NAME} {n}" in names:
                n += 1
            name = f"{DEFAULT_NAME} {n}"
        profile = self.data.add_profile(name)
        self.data.current = profile.id
        self.version += 1
        return profile.id

    def rename(self, profile_id: str, name: str) -> None:
        """Rename a profile (:class:`ProfileError` for a bad or taken name)."""
        self.data.rename(profile_id, name.strip())
        self.version += 1

    def remove(self, profile_id: str) -> None:
        """Remove a profile and its games (the last one cannot be)."""
        self.data.remove_profile(profile_id)
        for colour, chosen in self.sides.items():
            if chosen == profile_id:
                self.sides[colour] = AUTO
        self.version += 1

    def choose(self, profile_id: str) -> None:
        """Make ``profile_id`` the current profile (the one the Statistics screen shows)."""
        self.data.profile(profile_id)
        self.data.current = profile_id
        self.version += 1

    # ---------------------------------------------------------------- sides

    def side(self, players: dict[int, str] | tuple[str, str], colour: int,
             is_human: Callable[[int], bool]) -> str | None:
        """The profile id playing ``colour`` (``None``: a computer or a guest).

        ``is_human(colour)`` tells the human sides; see :data:`AUTO` for no choice.
        """
        if not is_human(colour):
            return None
        chosen = self.sides.get(colour)
        if chosen == GUEST:
            return None
        if chosen is not None and chosen in self.data.names():
            return chosen
        other = 3 - colour
        current = self.data.current
        if colour == WHITE and is_human(other) and self.side(players, other, is_human) == current:
            return None
        if colour == BLACK and is_human(other) and self.sides.get(other) == current:
            return None
        return current

    def cycle_side(self, colour: int, players: tuple[str, str],
                   is_human: Callable[[int], bool]) -> None:
        """The next choice for ``colour``: each profile the other side does not play, a guest."""
        other = 3 - colour
        taken = self.side(players, other, is_human) if is_human(other) else None
        if taken is not None:
            self.sides[other] = taken  # fixed, so this side's choice does not move it
        options = [p.id for p in self.data.profiles if p.id != taken] + [GUEST]
        now = self.side(players, colour, is_human)
        now_key = GUEST if now is None else now
        at = options.index(now_key) if now_key in options else -1
        self.sides[colour] = options[(at + 1) % len(options)]
        self.version += 1

    # ---------------------------------------------------------------- recording

    def mark_recorded(self, session: Session) -> None:
        """Count ``session`` as recorded (a finished game restored from the save)."""
        self._recorded.add(id(session))

    def record(self, session: Session, mover: int | None = None) -> list[GameEntry]:
        """Record a finished ``session`` to the profiles that played it, once per session.

        ``mover`` is the colour whose move (or answer) ended the game on this device: in
        a game by link that is this device's side, and ``None`` means the game arrived
        over, so this device's side is the other one. Returns the entries added.
        """
        if not session.is_over or id(session) in self._recorded:
            return []
        self._recorded.add(id(session))
        try:
            record = parse_record(session.record_text())
        except (TanboError, ValueError):
            return []
        ended = local_time(time.time())
        human = session.is_human
        try:
            if session.by_link:
                last = BLACK if len(session.state.move_stack) % 2 else WHITE
                mine = mover if mover is not None else 3 - last
                pid = self.side(session.players, mine, lambda c: c == mine)
                if pid is None:
                    return []
                return [record_game(self.data, entry_for(record, pid, f"{LINK}:", mine, ended))]
            black = self.side(session.players, BLACK, human)
            white = self.side(session.players, WHITE, human)
            if black is not None and white is not None and black != white:
                return list(record_between_profiles(self.data, record, black, white, ended))
            out = []
            for colour, pid in ((BLACK, black), (WHITE, white)):
                if pid is None:
                    continue
                kind = session.players[3 - colour]
                if human(3 - colour):
                    opponent = f"{LOCAL}:"
                elif kind in COMPUTERS:
                    opponent = kind
                else:
                    continue  # a computer the ratings do not know
                out.append(record_game(self.data, entry_for(record, pid, opponent, colour, ended)))
                break  # the same profile on both sides plays one game, not two
            return out
        except ProfileError:
            return []
        finally:
            self.version += 1

    # ---------------------------------------------------------------- statistics

    def statistics(self) -> dict[str, Statistics]:
        """Every profile's statistics (recomputed only after a change)."""
        today = local_time()[:10]
        if self._cache is None or self._cache[:2] != (self.version, today):
            self._cache = (self.version, today, all_statistics(self.data, today=today))
            self._top.clear()
        return self._cache[2]

    def top(self, game: str, size: str) -> TopLists:
        """The top lists of ``game`` (computers rated at ``size``)."""
        stats = self.statistics()
        key = (self.version, game, size)
        found = self._top.get(key)
        if found is None:
            found = self._top[key] = top_lists(self.data, game, size, stats=stats)
        return found
