"""The profiles' commands: open them, record finished games, pick a side's profile,
and move the profile data in and out.

:class:`ProfileCommands` (``commands.profile_commands``, one per
:class:`~tanbo.ui.commands.Commands`) acts on the device's profiles, which the
commands hold as ``commands.profiles`` (a :class:`~tanbo.ui.profile_keeper.ProfileKeeper`,
read by the menu and the Statistics screen). The export, import and the data set aside
are :mod:`tanbo.ui.transfer`'s. Nothing here draws.
"""

from __future__ import annotations

from tanbo.game import BLACK, WHITE
from tanbo.players import HUMAN
from tanbo.profiles.store import STORE_NAME
from tanbo.ui import transfer
from tanbo.ui.host import Core
from tanbo.ui.profile_keeper import ProfileKeeper
from tanbo.ui.settings import short as _short

__all__ = ["ProfileCommands"]


class ProfileCommands:
    """The commands on the device's profiles (see the module docstring)."""

    def __init__(self, commands: Core) -> None:
        self.commands = commands

    def start(self) -> ProfileKeeper:
        """Read the profiles (the commands keep them as ``commands.profiles``); unreadable
        data is set aside (and said), fresh data used."""
        commands = self.commands
        profiles = ProfileKeeper(commands.store)
        if commands.session.is_over:
            profiles.mark_recorded(commands.session)  # a finished game restored: counted
        found = profiles.unreadable
        if found is not None:
            where = found.aside or commands.store.describe(STORE_NAME)
            commands.say(
                commands.t("profile.unreadable", error=_short(found.message), path=where),
                warn=True,
            )
        return profiles

    def record_game(self, mover: int | None) -> None:
        """Record the finished game to the profiles that played it (once per game).

        ``mover``: the colour whose move or answer ended it here (see
        :meth:`ProfileKeeper.record`).
        """
        commands = self.commands
        if commands.profiles.record(commands.session, mover):
            error = commands.profiles.save()
            if error:
                commands.say(commands.t("profile.save_failed", error=_short(error)), warn=True)

    def cycle_profile(self, colour: int) -> None:
        """The new-game menu: the next profile (or a guest) for the human side ``colour``."""
        commands = self.commands
        players = commands.settings.players
        human = {BLACK: players[0], WHITE: players[1]}

        def is_human(c: int) -> bool:
            return human[c] == HUMAN

        commands.profiles.cycle_side(colour, players, is_human)
        commands.profiles.save()
        commands.view.dirty = True

    def export_profiles(self) -> None:
        """Write every profile, game and rating to one file (the browser downloads it)."""
        transfer.export_profiles(self.commands)

    def import_profiles(self, text: str | None = None) -> bool:
        """Merge an exported profiles file (given, pasted, or from the clipboard)."""
        return transfer.import_profiles(self.commands, text)

    def offer_profiles_aside(self) -> None:
        """Offer the newest profile data set aside: merge it, delete it, or close."""
        transfer.offer_profiles_aside(self.commands)
