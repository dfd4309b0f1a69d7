"""The texts of the profiles, the Statistics screen and the top lists, in English.

Added to the UI's string tables (:func:`tanbo.ui.i18n.add_strings`) on import.
"""

from __future__ import annotations

from tanbo.ui.i18n import add_strings

__all__ = ["STRINGS"]

STRINGS: dict[str, dict[str, str]] = {
    "en": {
        "btn.stats": "Statistics",
        "stats.title": "Statistics",
        "stats.page.overview": "Overview",
        "stats.page.tables": "Tables",
        "stats.page.games": "Games",
        "stats.page.top": "Top lists",
        "stats.add": "+ Profile",
        "stats.rename": "Rename",
        "stats.delete": "Delete",
        "stats.export": "Export",
        "stats.import": "Import",
        "stats.aside": "Set-aside data",
        "stats.rating": "Rating in {game}: {rating} ± {rd}",
        "stats.unrated": "No rated games of {game} yet: 1500 ± 350",
        "stats.suggest": "An even game: {level} ({size})",
        "stats.totals": "{games:game|games} · {wins} won · {losses} lost · {draws} drawn",
        "stats.streak": "Now {kind} in a row · longest runs: {best:win|wins}, "
                        "{worst:loss|losses}",
        "stats.streak.none": "No games yet",
        "stats.kind.win": "{n:win|wins}",
        "stats.kind.loss": "{n:loss|losses}",
        "stats.kind.draw": "{n:draw|draws}",
        "stats.graph": "Rating over time ({game})",
        "stats.graph.empty": "The graph appears after the first rated game.",
        "stats.activity": "Games per day (last {n:day|days})",
        "stats.by_game": "By game",
        "stats.by_board": "By board",
        "stats.by_opponent": "By opponent",
        "stats.by_colour": "By colour",
        "stats.col.games": "Games",
        "stats.col.won": "Won",
        "stats.col.lost": "Lost",
        "stats.col.drawn": "Drawn",
        "stats.col.score": "Score",
        "stats.no_games": "No games recorded yet: finish a game and it appears here.",
        "stats.game_row": "{date}  {game} {size}  {opponent}  {result}  {moves:move|moves}",
        "stats.result.win": "won",
        "stats.result.loss": "lost",
        "stats.result.draw": "draw",
        "stats.no_record": "this game's record was pruned (its result is kept)",
        "stats.opened": "The game of {date} is open: step through it, or Analyse it.",
        "stats.top.rating": "By rating",
        "stats.top.wins": "By wins",
        "stats.top.games": "By games",
        "stats.top.row_rating": "{n}. {name}  {rating} ± {rd}",
        "stats.top.row_count": "{n}. {name}  {count}",
        "stats.top.note": "Profiles on this device and the computer levels; levels rated "
                          "from the measured ladder, board {size}.",
        "opp.link": "by link",
        "opp.local": "at this screen",
        "profile.guest": "Guest",
        "profile.of": "Profile: {name}",
        "profile.rename_prompt": "The profile's new name:",
        "profile.typing": "Type the new name, then Enter (Esc: cancel): {name}_",
        "profile.renamed": "The profile is now called {name}.",
        "profile.added": "A new profile: {name}. Rename it if you like.",
        "profile.bad": "Not changed: {error}",
        "confirm.delete_profile": "Delete the profile {name} and its {n:game|games}?",
        "profile.deleted": "The profile {name} is deleted.",
        "profile.save_failed": "The profiles could not be saved: {error}",
        "profile.unreadable": "The profile data could not be read ({error}); it was set aside "
                              "as {path} and new profiles started. Statistics offers it back.",
        "profile.exported": "The profiles are exported to {path}.",
        "profile.exported_web": "The profiles file is downloaded.",
        "profile.imported": "Profiles imported: {n:game|games} in all.",
        "profile.import_none": "No profile file: copy one to the clipboard or drop it on "
                               "the window.",
        "profile.import_prompt": "Paste an exported profiles file:",
        "aside.profiles": "Profile data that could not be read was set aside as {path}. "
                          "Merge it into the profiles, or delete it?",
        "btn.merge_it": "Merge",
    },
}

add_strings(STRINGS)
