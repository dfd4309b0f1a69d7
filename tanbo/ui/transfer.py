"""Records in and out of the App: export, import (clipboard, file, prompt, a dropped
file, a link), and the saves that could not be read, set aside and offered back.

Every failure becomes a message for the player and loses nothing: text over the
size limit is refused before any work on it, a record mangled by a chat is read
when that is unambiguous, and a save that cannot be read is moved aside (never
written over) and offered from the menu. The functions take the
:class:`~tanbo.ui.host.Records` (the :class:`~tanbo.ui.commands.Commands`); the
methods of the same names of its parts call them
(:class:`~tanbo.ui.record_commands.RecordCommands` and
:class:`~tanbo.ui.profile_commands.ProfileCommands`).
"""

from __future__ import annotations

import contextlib
import time
from typing import TYPE_CHECKING

import pygame

from tanbo.errors import TanboError
from tanbo.limits import check_size, excerpt, read_text_limited
from tanbo.record import normalise_record
from tanbo.ui.confirm import Confirm
from tanbo.ui.js import JsWindow, web_window
from tanbo.ui.layout import full_moves
from tanbo.ui.session import NewerSaveError, Session, tidy_record_text
from tanbo.ui.settings import short as _short
from tanbo.ui.share import looks_like_link
from tanbo.ui.storage import IS_WEB

if TYPE_CHECKING:
    from tanbo.ui.host import Records

__all__ = [
    "restore_game",
    "export_record",
    "import_record",
    "import_file",
    "offer_unreadable",
    "import_unreadable",
    "delete_unreadable",
    "export_profiles",
    "import_profiles",
    "offer_profiles_aside",
    "looks_like_profiles",
]


def restore_game(host: Records) -> None:
    """Continue the saved game; a save that cannot be read is set aside, never lost.

    It is moved to a name of its own (``game.unreadable-<time>``) before any
    save could write over it, the player is told where, and the menu offers it
    (import, or delete on purpose). A save of a newer version is kept the same way.
    If it cannot even be moved, the game is not saved over it this run.
    """
    try:
        raw = host.store.load("game")
        if raw is None:
            return
        host.session = Session.from_save_text(raw)
        return
    except NewerSaveError as exc:
        key, error = "save_newer", str(exc)
    except Exception as exc:  # any failure to read it: keep it (its reason is shown)
        key, error = "save_bad", str(exc) or type(exc).__name__
    try:
        aside = host.store.set_aside("game")
    except OSError as exc:
        host.keep_game = True
        where = _file_name(host.store.describe("game"))
        host.say(host.t("save_stuck", path=where, error=_short(f"{error}; {exc}")), warn=True)
        return
    where = _file_name(host.store.describe(aside))  # the menu shows its whole path
    host.say(host.t(key, path=where, error=_short(error)), warn=True)


def export_record(host: Records) -> None:
    """Natively write the record to a file (and the clipboard); in the browser show it."""
    host.session.analysis = host.analysis.comments(host.session.state)  # exported too
    text = host.session.record_text()
    if IS_WEB:
        _web_window().prompt(host.t("export_prompt"), text)
        host.say(host.t("exported_web"))
        return
    try:
        host.export_dir.mkdir(parents=True, exist_ok=True)
        path = host.export_dir / time.strftime(f"{host.session.game}-%Y%m%d-%H%M%S.txt")
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        host.say(f"export failed: {exc}", warn=True)
        return
    _put_clipboard(text)
    host.say(host.t("exported", path=str(path)))


def import_record(host: Records, text: str | None = None) -> bool:
    """Load a record (given, or from the browser prompt / clipboard / import file).

    Text over the size limit is refused before any work on it.
    """
    try:
        if text is None:
            if IS_WEB:
                value = _web_window().prompt(host.t("import_prompt"), "")
                if value is None:
                    return False  # the player cancelled the prompt: nothing to say
                text = str(value)
            else:
                text = _import_source(host)
        if text is not None:
            check_size(len(text), "the record")
    except (OSError, UnicodeDecodeError, TanboError) as exc:
        host.say(host.t("import_bad", error=_short(str(exc))), warn=True)
        return False
    if not text or not text.strip():
        if IS_WEB:
            host.say(host.t("import_none_web"), warn=True)
        else:
            host.say(host.t("import_none", path=str(host.export_dir / "import.txt")),
                     warn=True)
        return False
    if looks_like_link(text):
        return host.links.open(text)
    if looks_like_profiles(text):  # an exported profiles file (dropped, pasted)
        return import_profiles(host, text)
    text = tidy_record_text(text)
    try:
        session = Session.from_record_text(text, host.settings.players)
    except (TanboError, ValueError) as exc:
        mended = _mended_session(host, text)
        if mended is None:
            host.say(host.t("import_bad", error=_short(str(exc))), warn=True)
            return False
        session = mended
    host.replace_session(
        session, "confirm.import", host.t("imported", n=full_moves(session.state.ply))
    )
    return True


def _mended_session(host: Records, text: str) -> Session | None:
    """A record mangled by a chat (one line, odd spaces) read if that is unambiguous."""
    fixed = normalise_record(text)
    if fixed is None or fixed == text:
        return None
    try:
        return Session.from_record_text(fixed, host.settings.players)
    except (TanboError, ValueError):
        return None


def import_file(host: Records, path: str) -> bool:
    """Load a record file (dropped on the window; read up to the size limit)."""
    try:
        text = read_text_limited(path, f"the file {excerpt(path)}")
    except (OSError, UnicodeDecodeError, TanboError) as exc:
        host.say(host.t("import_bad", error=_short(str(exc))), warn=True)
        return False
    return import_record(host, text)


def _import_source(host: Records) -> str | None:
    """Natively: a record on the clipboard, else the import file (``None``: neither).

    Raises ``InputTooLargeError`` (either over the size limit), ``OSError`` and
    ``UnicodeDecodeError`` (the import file cannot be read).
    """
    clip = _get_clipboard()
    if clip is not None:
        check_size(len(clip), "the clipboard's text")
    if clip and looks_like_link(clip):
        return clip.strip()
    if clip and clip.lstrip().startswith("[Game"):
        return clip.strip() + "\n"
    path = host.export_dir / "import.txt"
    return read_text_limited(path, f"the file {path}") if path.exists() else None


def offer_unreadable(host: Records) -> None:
    """Show the newest save set aside: load it, delete it (asks again) or close."""
    if not host.unreadable:
        return
    where = host.store.describe(host.unreadable[-1])

    def load() -> None:
        import_unreadable(host)

    host.view.confirm = Confirm(
        host.t("aside.question", path=where),
        host.t("btn.import_it"),
        host.t("btn.close"),
        load,
        host.t("btn.delete_it"),
        lambda: delete_unreadable(host),
    )
    host.view.dirty = True


def import_unreadable(host: Records) -> bool:
    """Import the newest save set aside (as a record: the player asked for it).

    It stays set aside until the player deletes it.
    """
    if not host.unreadable:
        return False
    name = host.unreadable[-1]
    try:
        text = host.store.load(name)
    except (OSError, UnicodeDecodeError, TanboError) as exc:
        host.say(host.t("import_bad", error=_short(str(exc))), warn=True)
        return False
    if text is None:
        host.refresh_unreadable()
        return False
    return import_record(host, text)


def delete_unreadable(host: Records) -> None:
    """Delete the newest save set aside, after the player confirms."""
    if not host.unreadable:
        return
    name = host.unreadable[-1]
    where = host.store.describe(name)

    def delete() -> None:
        try:
            host.store.delete(name)
        except OSError as exc:
            host.say(host.t("aside.delete_failed", path=where, error=_short(str(exc))),
                     warn=True)
            return
        host.refresh_unreadable()
        host.say(host.t("aside.deleted", path=where))

    host.ask(host.t("confirm.aside_delete", path=where), delete, "btn.delete", "btn.keep_it")


# ------------------------------------------------------------------ the profiles


def export_profiles(host: Records) -> None:
    """Write every profile, game and rating to one file; the browser downloads it."""
    text = host.profiles.export_text()
    name = time.strftime("tanbo-profiles-%Y%m%d-%H%M%S.json")
    if IS_WEB:
        try:  # a link to the text as a data: address, clicked (plain strings cross to JS)
            window = _web_window()
            link = window.document.createElement("a")
            link.href = "data:application/json;charset=utf-8," + str(
                window.encodeURIComponent(text))
            link.download = name
            link.click()
        except Exception as exc:  # a JS error: say it, nothing is lost
            host.say(f"export failed: {exc}", warn=True)
            return
        host.say(host.t("profile.exported_web"))
        return
    try:
        host.export_dir.mkdir(parents=True, exist_ok=True)
        path = host.export_dir / name
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        host.say(f"export failed: {exc}", warn=True)
        return
    host.say(host.t("profile.exported", path=str(path)))


def looks_like_profiles(text: str) -> bool:
    """True when ``text`` is (the start of) an exported profiles file."""
    return text.lstrip()[:40].replace(" ", "").startswith('{"format":"tanbo-profiles"')


def import_profiles(host: Records, text: str | None = None) -> bool:
    """Merge an exported profiles file (given; else the browser's prompt or the clipboard)."""
    try:
        if text is None:
            if IS_WEB:
                value = _web_window().prompt(host.t("profile.import_prompt"), "")
                if value is None:
                    return False
                text = str(value)
            else:
                text = _get_clipboard()
        if not text or not looks_like_profiles(text):
            host.say(host.t("profile.import_none"), warn=True)
            return False
        host.profiles.import_text(text)
    except (OSError, UnicodeDecodeError, TanboError) as exc:
        host.say(host.t("import_bad", error=_short(str(exc))), warn=True)
        return False
    error = host.profiles.save()
    if error:
        host.say(host.t("profile.save_failed", error=_short(error)), warn=True)
        return False
    host.say(host.t("profile.imported", n=len(host.profiles.data.games)))
    host.view.dirty = True
    return True


def offer_profiles_aside(host: Records) -> None:
    """Show the newest profile data set aside: merge it, delete it (asks again) or close."""
    keeper = host.profiles
    keeper.refresh_asides()
    if not keeper.asides:
        return
    name = keeper.asides[-1]
    where = host.store.describe(name)

    def merge() -> None:
        error = keeper.load_aside()
        if error:
            host.say(host.t("import_bad", error=_short(error)), warn=True)
            return
        saved = keeper.save()
        host.say(host.t("profile.save_failed", error=_short(saved)) if saved else
                 host.t("profile.imported", n=len(keeper.data.games)), warn=bool(saved))

    def delete() -> None:
        def really() -> None:
            try:
                keeper.delete_aside()
            except OSError as exc:
                host.say(host.t("aside.delete_failed", path=where, error=_short(str(exc))),
                         warn=True)
                return
            host.say(host.t("aside.deleted", path=where))

        host.ask(host.t("confirm.aside_delete", path=where), really, "btn.delete", "btn.keep_it")

    host.view.confirm = Confirm(host.t("aside.profiles", path=where), host.t("btn.merge_it"),
                                host.t("btn.close"), merge, host.t("btn.delete_it"), delete)
    host.view.dirty = True


def _file_name(where: str) -> str:
    """The last part of a store's description (a file's name; a browser key as it is)."""
    return where.rpartition("/")[2] or where


def _web_window() -> JsWindow:
    return web_window()


def _get_clipboard() -> str | None:
    try:
        return str(pygame.scrap.get_text())
    except (pygame.error, AttributeError):
        return None


def _put_clipboard(text: str) -> None:
    with contextlib.suppress(pygame.error, AttributeError):
        pygame.scrap.put_text(text)
