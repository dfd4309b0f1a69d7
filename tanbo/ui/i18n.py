"""Every text the UI shows, in every language of the registry (pure Python, no pygame).

:func:`tr` looks a key up for a language and formats it; a key missing from a
language falls back to English, and an unknown key shows itself (so a gap is
visible, never a crash). Engine reasons for an illegal move are English
sentences; :func:`reason_text` translates the known ones.

A number shown with a noun has its plural forms in the template, after the field
name, separated by ``|``, one per CLDR category of the language
(:attr:`tanbo.ui.language.Language.plurals`): English and Spanish one and other
(``{n:game|games}``: "1 game", "2 games"), Russian one, few and many
(``{n:партия|партии|партий}``: "1 партия", "3 партии", "5 партий").

The languages are the registry's (:mod:`tanbo.ui.lang`): English is the source, kept in
the modules (this one and the others that call :func:`add_strings`); every translation
is a file of its own (``tanbo/ui/lang/ru.py``, ``es.py``), loaded into :data:`STRINGS`
from there. A module's table holds English only (``tests/ui/test_translations.py``).

These are the shared texts. Each game's own texts (keys ``<game>.<key>``) and its
rules live with its view (``tanbo/ui/games/<game>/strings.py``); the view registry
:mod:`tanbo.ui.games` adds them here with :func:`add_strings` when it is imported.
"""

from __future__ import annotations

import re
import string

from tanbo.ui.lang import CODES, language

__all__ = ["LANGUAGES", "STRINGS", "add_strings", "tr", "reason_text", "plural_ru", "counted"]

LANGUAGES: tuple[str, ...] = CODES
"""Every language's code (the registry's, :mod:`tanbo.ui.lang`), English first."""

STRINGS: dict[str, dict[str, str]] = {
    "en": {
        "title": "Tanbo",
        "subtitle": "Mark Steere's game of growing roots",
        "black": "Black",
        "white": "White",
        "to_move": "{side} to move",
        "wins": "{side} wins",
        "stones": "stones {n}",
        "roots": "roots {n}",
        "thinking": "thinking",
        "hint_searching": "The computer is looking for a hint…",
        "win_rate": "{side}'s win chance {p}",
        "moves": "Moves",
        "ply_of": "move {ply} of {total}",
        "review": "Review: move {ply} of {total}",
        "review_hint": "End or >| returns to the game.",
        "review_paused": "The computer waits while you review. End or >| returns to the game.",
        "btn.undo": "Undo",
        "btn.redo": "Redo",
        "btn.new": "New game",
        "btn.rules": "Rules",
        "btn.hints": "Hints",
        "btn.danger": "Danger",
        "btn.sound": "Sound",
        "btn.start": "Start game",
        "btn.continue": "Continue",
        "btn.export_short": "Export",
        "btn.import_short": "Import",
        "btn.review": "Review",
        "btn.analyse": "Analyse",
        "btn.analyse_stop": "Stop",
        "analysis.depth.quick": "Quick ¼ s",
        "analysis.depth.deep": "Deep 1 s",
        "analysis.nothing": "No moves to analyse yet.",
        "analysis.bad": "The analysis saved with the game could not be read and was left out: "
        "{error}",
        "analysis.running": "The computer analyses the game: {p}",
        "analysis.chance": "{side}'s win chance {p}",
        "analysis.forced": "{side} wins by force",
        "analysis.best": "best {move}",
        "analysis.judged.good": "{move}: a good move (lost {loss})",
        "analysis.judged.inaccuracy": "{move} ?! inaccuracy: lost {loss}; best was {best}",
        "analysis.judged.mistake": "{move} ? mistake: lost {loss}; best was {best}",
        "analysis.judged.blunder": "{move} ?? blunder: lost {loss}; best was {best}",
        "analysis.judged.missed_win": "{move} ?? blunder: missed a forced win ({best})",
        "analysis.judged.allowed_loss": "{move} ?? blunder: allows a forced loss; best was {best}",
        "analysis.summary": "{side}: {i} ?!, {m} ?, {b} ??",
        "btn.back": "Back",
        "btn.replace": "Replace it",
        "btn.keep": "Keep playing",
        "confirm.new": "Start a new game? The unfinished game is lost (moves played: {n}).",
        "confirm.import": "Load the record? It replaces the unfinished game (moves played: {n}).",
        "confirm.link": "Open the game from the link? It replaces the unfinished game "
        "(moves played: {n}).",
        "btn.share": "Share link",
        "btn.by_link": "Play by link",
        "menu.by_link": "Play a friend by link: make your move, press Share and send the "
        "link; your friend opens it, answers and sends the new link back.",
        "link.opened": "Game opened from the link (moves played: {n}).",
        "link.bad": "Not a valid game link: {error}",
        "link.same": "That link is the game on the board already.",
        "link.no_view": "This version of the game cannot show {game} games; the link is "
        "fine, but nothing was changed.",
        "link.prompt": "Copy this link and send it to your friend:",
        "link.copied": "Link copied: paste it to your friend (chat, e-mail).",
        "link.shown": "Copy the link shown and send it to your friend.",
        "link.copied_local": "Link copied: send it to your friend, who opens it in this game "
        "with Ctrl+V.",
        "link.copy_failed": "Could not reach the clipboard; the link is printed in the terminal.",
        "link.note.start": "Play by link: make your move, then press Share (S) and send "
        "the link to your friend.",
        "link.note.opened": "The game from the link: play your move, then press Share (S) "
        "and send the link back.",
        "link.note.moved": "Now press Share (S) and send the link to your friend.",
        "link.note.shared": "Link shared. When your friend answers, open the link they send.",
        "link.note.over": "The game is over: press Share (S) so your friend sees the end.",
        "menu.title": "New game",
        "menu.size": "Board size",
        "menu.setup": "Setup",
        "menu.black": "Black player",
        "menu.white": "White player",
        "menu.keys": "Keys: arrows move the cursor, Enter/Space place, U or Ctrl+Z undo, "
        "Ctrl+Y redo, N new game, H hints, D danger, M sound, L language, "
        "PgUp/PgDn/Home/End review, A analyse, V best line, S share the game's link, "
        "Ctrl+S export, Ctrl+V import (a record or a link), Esc home",
        "menu.keys_web": "Keys: arrows move the cursor, Enter/Space place, U or Ctrl+Z undo, "
        "Ctrl+Y redo, N new game, H hints, D danger, M sound, L language, "
        "PgUp/PgDn/Home/End review, A analyse, V best line, S share the game's link, Esc home",
        "setup.dense": "dense (2026)",
        "setup.classic": "classic (1993)",
        "over.title": "{side} wins",
        "over.moves": "moves played: {n}",
        "over.reason.last_root_taken": "{winner} removed the last root of {loser}.",
        "over.reason.own_last_root": "{loser} removed their own last root.",
        "over.reason.no_stones": "{loser} has no stones.",
        "over.reason.no_move": "{loser} cannot move.",
        "over.reason.agreement": "A draw by agreement.",
        "illegal": "{point}: {reason}",
        "self_removal": "{point} would bound its own root: it is removed",
        "captures": "{point} removes {n:stone|stones}",
        "save_bad": "The saved game could not be read and is kept as {path} (see Home); "
        "a new game was started. Why: {error}",
        "save_newer": "The saved game is from a newer version of the app: kept as {path} "
        "(see Home); a new game was started.",
        "save_stuck": "The saved game could not be read nor moved aside, so this game will not "
        "be saved over {path}. Why: {error}",
        "settings_bad": "The settings could not be read; the defaults are used. Why: {error}",
        "btn.unreadable": "Unreadable save…",
        "aside.question": "A save that could not be read is kept: {path}",
        "btn.import_it": "Load it",
        "btn.delete_it": "Delete it…",
        "btn.close": "Close",
        "btn.more": "More…",
        "btn.figures": "Figures",
        "btn.rules_text": "Rules",
        "confirm.aside_delete": "Delete {path} for good? It cannot be undone.",
        "btn.delete": "Delete",
        "btn.keep_it": "Keep it",
        "aside.deleted": "Deleted {path}.",
        "aside.delete_failed": "Could not delete {path}: {error}",
        "exported": "Record saved to {path}",
        "exported_web": "Record shown for copying.",
        "imported": "Record loaded (moves: {n}).",
        "import_bad": "Not a valid record: {error}",
        "import_none": "Nothing to import: paste a record (Ctrl+V), drop a file, "
        "or put one at {path}",
        "import_none_web": "Nothing to import: paste a record into the box.",
        "import_prompt": "Paste a Tanbo record:",
        "export_prompt": "Copy this Tanbo record:",
        "reviewing": "This is an earlier position: moves are played only in the current one.",
        "not_your_turn": "The computer is to move.",
        "no_sound": "No audio device found: the game plays without sound.",
        "rules.title": "Rules of Tanbo",
        "rules.fig0": "The board: the 7x7 dense start (2026). Black moves first.",
        "rules.fig1": "Placement: White may play on the dots (touching exactly one "
        "white stone); the red crosses are illegal.",
        "rules.fig2": "Case 1: the marked move bounds its own root, so that root alone is "
        "removed, the new stone included.",
        "rules.fig3": "Case 2: the marked move leaves its root a growth point and bounds two "
        "other roots: both are removed.",
        "rules.fig4": "Case 3: the move bounds its own root and another one: only its own "
        "root is removed; the other stays (amber ring).",
        "version": "version {v}",
        "btn.pass": "Pass",
        "move.pass": "pass",
        "no_pass": "There is no passing in this game: every turn places a stone.",
        "btn.offer_draw": "Offer draw",
        "draw": "Draw",
        "over.draw": "Draw",
        "draw.offered": "{side} offers a draw",
        "draw.question": "{side}: accept the draw?",
        "draw.judging": "The computer is weighing the offer…",
        "draw.accepted": "The draw is agreed.",
        "draw.declined": "The draw offer is declined: play on.",
        "draw.pending": "Answer the draw offer first.",
        "draw.accept": "Accept",
        "draw.decline": "Decline",
        "rules.legend": "In the figures",
        "rules.mark_move": "the move (red dot)",
        "rules.mark_removed": "removed by the move (red)",
        "rules.mark_kept": "bounded for a moment, but stays (amber ring)",
        "rules.mark_hint": "a legal placement (Hints: small dot)",
    },
}

for _code in CODES:  # a translation kept in its own file brings every text of it
    STRINGS.setdefault(_code, {}).update(language(_code).texts)


def add_strings(tables: dict[str, dict[str, str]]) -> None:
    """Add a game's texts (``{lang: {key: text}}``) to :data:`STRINGS`; keys must be new."""
    for lang, table in tables.items():
        have = STRINGS[lang]
        clash = sorted(key for key in table if key in have and have[key] != table[key])
        if clash:
            raise ValueError(f"texts already defined differently for {lang}: {', '.join(clash)}")
        STRINGS[lang].update(table)


def plural_ru(n: int) -> int:
    """The Russian plural class of ``n``: 0 one (1, 21), 1 few (2-4, 22), 2 many (5, 11)."""
    ru = language("ru")
    return ru.plurals.index(ru.plural(n))


def counted(lang: str, n: int, forms: tuple[str, ...] | list[str]) -> str:
    """``n`` and the form of its noun that fits it in ``lang``: ``forms`` one per plural
    category of the language (:attr:`tanbo.ui.language.Language.plurals`)."""
    return f"{n} {language(lang).form(n, forms)}"


class _Plurals(string.Formatter):
    """``str.format`` that also renders ``{n:one|many}`` as the number with its noun."""

    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang

    def format_field(self, value: object, format_spec: str) -> str:
        if "|" not in format_spec:
            return str(super().format_field(value, format_spec))
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError(f"plural forms {format_spec!r} need a whole number, got {value!r}")
        return counted(self.lang, value, format_spec.split("|"))


def tr(lang: str, key: str, **values: object) -> str:
    """The text of ``key`` in ``lang`` (English fallback), formatted with ``values``
    (``{n:one|many}`` picks the plural form: see the module docstring)."""
    table = STRINGS.get(lang, STRINGS["en"])
    text = table.get(key) or STRINGS["en"].get(key) or key
    if not values:
        return text
    try:
        return _format(lang if key in table else "en", text, values)
    except (KeyError, IndexError, ValueError, TypeError):
        if lang == "en" or key not in STRINGS["en"]:
            raise
        return _format("en", STRINGS["en"][key], values)  # a faulty translation: English


def _format(lang: str, text: str, values: dict[str, object]) -> str:
    if "|" not in text:
        return text.format(**values)
    return _Plurals(lang).vformat(text, (), values)


def reason_text(lang: str, reason: str) -> str:
    """An engine reason for an illegal move (English) in ``lang``, when the language
    translates it (:attr:`tanbo.ui.language.Language.engine_reasons`); else as it is."""
    for pattern, text in language(lang).engine_reasons:
        m = re.fullmatch(pattern, reason)
        if m is not None:
            return text.format(**m.groupdict())
    return reason
