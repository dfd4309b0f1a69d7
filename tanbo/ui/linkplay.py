"""Playing by link: open a link, share the game, keep the address bar current.

The commands (:class:`~tanbo.ui.commands.Commands`) own one :class:`LinkPlay`. It opens
a link (from the page address, the command line, Ctrl+V, the import prompt, or one typed
into the address bar of the open page) as a new two-human session played by link —
never silently over an unfinished game:
:meth:`~tanbo.ui.commands.Commands.replace_session` asks first, unless the link's
game simply continues the current one (nothing is lost). A bad
link only gives a message naming what is wrong; the game is untouched.

After anything changes, :meth:`LinkPlay.sync` shows the current game's link in
the browser's address bar (one history entry, replaced) and notes whether a move
was made here since the game arrived, which drives the reminder under the status
line (:meth:`LinkPlay.note`): make your move, then Share and send the link.
The platform calls live in :mod:`tanbo.ui.share`; the link format in :mod:`tanbo.link`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tanbo.errors import TanboError
from tanbo.ui import share
from tanbo.ui.games import VIEWS
from tanbo.ui.js import PageEval
from tanbo.ui.layout import full_moves
from tanbo.ui.session import Session
from tanbo.ui.storage import IS_WEB

if TYPE_CHECKING:
    from tanbo.ui.host import LinkHost

__all__ = ["LinkPlay", "START", "OPENED", "MOVED", "SHARED", "POLL_MS"]

START, OPENED, MOVED, SHARED = "start", "opened", "moved", "shared"
POLL_MS = 500  # how often the browser's address bar is checked for a pasted link


class LinkPlay:
    """The commands' side of game links (see the module docstring).

    ``window`` stands in for the browser's JS window in tests; ``None`` uses the
    real one in the browser and none natively.
    """

    def __init__(self, host: LinkHost, window: PageEval | None = None) -> None:
        self.host = host
        self.window = window
        self.web = window is not None or IS_WEB
        self.phase = START
        self.shown: str | None = None  # the fragment in the address bar (browser)
        self._key: tuple[int, tuple[int, ...], bool] | None = None
        self._fragment = ""
        self._polled_at = -POLL_MS

    # ------------------------------------------------------------------ opening

    def startup(self, link: str | None) -> None:
        """Open the link the game was started with (argument, or the page's fragment)."""
        if link is None and self.web:
            link = share.startup_link(window=self.window)
        if link:
            self.open(link, at_start=True)

    def open(self, text: str, at_start: bool = False) -> bool:
        """Open a game link; True if it was valid (it may still wait for the player's yes).

        ``at_start``: the link the game was started with (a page reload shows the game
        on screen again without a word).
        """
        host = self.host
        if share.is_puzzle_link(text):  # a puzzle's link opens the Puzzles screen on it
            return host.puzzles.open_link(text)
        try:
            session = Session.from_link(text)
        except TanboError as exc:
            host.say(host.t("link.bad", error=str(exc)), warn=True)
            return False
        if session.game not in VIEWS:  # a rule set this build cannot draw yet
            host.say(host.t("link.no_view", game=session.spec.title), warn=True)
            return False
        self.shown = session.link_fragment()  # the address bar holds it until answered
        current = host.session
        ask = not session.continues(current)  # a link that only adds moves loses nothing
        if not ask and session.link_fragment() == current.link_fragment():
            if not at_start:
                host.say(host.t("link.same"))
            return True  # the game on screen already
        done = host.t("link.opened", n=full_moves(session.state.ply))
        host.replace_session(session, "confirm.link", done, ask=ask)
        return True

    def poll(self, now: int) -> None:
        """Browser: open a link typed or pasted into the address bar of the open page."""
        if not self.web or now - self._polled_at < POLL_MS or self.host.view.confirm is not None:
            return
        self._polled_at = now
        typed = share.address_change(self.shown, self.window)
        if typed is not None:
            self.shown = typed  # asked once; sync() puts the game's own link back if refused
            self.open(typed)
            self.host.view.dirty = True

    # ------------------------------------------------------------------ sharing

    def fragment(self) -> str:
        """The current game's link fragment (cached per game and moves)."""
        self._refresh()
        return self._fragment

    def share(self) -> None:
        """Copy the current game's whole link (browser: or show it to copy by hand)."""
        host = self.host
        url = share.share_url(self.fragment(), self.window)
        result = share.copy_text(url, host.t("link.prompt"), self.window)
        if result == share.FAILED:
            print(url)  # natively only: the terminal is the last way out
            host.say(host.t("link.copy_failed"), warn=True)
            return
        self.phase = SHARED
        key = "link.copied" if result == share.COPIED else "link.shown"
        if not url.startswith(("http://", "https://")):
            key = "link.copied_local"
        host.say(host.t(key))

    # ------------------------------------------------------------------ each frame

    def sync(self) -> None:
        """After a change: note a move made here, and show the game's link in the address bar."""
        if self.host.view.confirm is not None:
            return  # a link waiting for the player's answer stays in the address bar
        self._refresh()
        if self.web and self._fragment != self.shown:
            share.show_link(self._fragment, self.window)
            self.shown = self._fragment

    def _refresh(self) -> None:
        s = self.host.session
        key = (id(s), tuple(s.state.move_stack), s.agreed_draw)
        if key == self._key:
            return
        old, self._key = self._key, key
        if old is not None and old[0] == key[0]:
            self.phase = MOVED  # a move, undo or draw in this game: its link changed
        else:
            self.phase = OPENED if s.state.ply else START
        self._fragment = s.link_fragment()

    def note(self) -> str:
        """The reminder under the status line in a game played by link ("" if none)."""
        s = self.host.session
        if not s.by_link or s.reviewing:
            return ""
        self._refresh()
        if s.is_over:
            return self.host.t("link.note.over") if self.phase == MOVED else ""
        return self.host.t(f"link.note.{self.phase}")

