"""The records' commands: a game's record and link in and out, and the saves set aside.

:class:`RecordCommands` (``commands.records``, one per
:class:`~tanbo.ui.commands.Commands`) is what the buttons, keys and a dropped file call
to export or import a record, open or share a game link, and deal with a save that
could not be read. The work is :mod:`tanbo.ui.transfer`'s (records, files, the
clipboard) and the link play's (:class:`~tanbo.ui.linkplay.LinkPlay`); nothing here
draws.
"""

from __future__ import annotations

from tanbo.ui import transfer
from tanbo.ui.host import Core

__all__ = ["RecordCommands"]


class RecordCommands:
    """Records, links and the saves set aside (see the module docstring)."""

    def __init__(self, commands: Core) -> None:
        self.commands = commands

    def export_record(self) -> None:
        """Natively write the record to a file (and the clipboard); in the browser show it."""
        transfer.export_record(self.commands)

    def import_record(self, text: str | None = None) -> bool:
        """Load a record (given, or from the browser prompt / clipboard / import file)."""
        return transfer.import_record(self.commands, text)

    def import_file(self, path: str) -> bool:
        """Load a record file (dropped on the window; read up to the size limit)."""
        return transfer.import_file(self.commands, path)

    def open_link(self, text: str) -> bool:
        """Open a game link (asks before replacing an unfinished game); False if it is bad."""
        return self.commands.links.open(text)

    def share(self) -> None:
        """Copy the current game's link (the browser may show it to copy instead)."""
        self.commands.links.share()

    # ------------------------------------------------ saves that could not be read

    def offer_unreadable(self) -> None:
        """Show the newest save set aside: load it, delete it (asks again) or close."""
        transfer.offer_unreadable(self.commands)

    def import_unreadable(self) -> bool:
        """Import the newest save set aside (as a record: the player asked for it)."""
        return transfer.import_unreadable(self.commands)

    def delete_unreadable(self) -> None:
        """Delete the newest save set aside, after the player confirms."""
        transfer.delete_unreadable(self.commands)
