"""The text interface's words and replies in English (keys ``text.*``;
Spanish: ``tanbo/ui/lang/es.py``).

The command words are ``text.cmd.<command>``: the words that name a command in that
language, separated by ``|`` (every language's words are understood, whatever the
language of the replies). A colour inside a sentence where the language declines it is
``text.side_gen.<colour>`` (Russian "Ход чёрных"; English and Spanish name the side as
it is). :func:`install` adds the texts to the shared tables
(:func:`tanbo.ui.i18n.add_strings`) once; :mod:`tanbo.ui.textplay` calls it when imported.
"""

from __future__ import annotations

from tanbo.ui.i18n import STRINGS, add_strings

__all__ = ["TEXTS", "COMMANDS", "install"]

COMMANDS = ("help", "board", "groups", "legal", "why", "last", "undo", "new", "status",
            "pass", "task", "lesson", "puzzle", "game", "next", "retry", "yes", "no", "quit")
"""Every command of the text interface, in the order ``help`` lists them."""

TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "text.label": "Command (a point such as c4, or help)",
        "text.native": "The text interface: python -m tanbo play --text (in a terminal).",
        "text.cmd.help": "help|?|commands",
        "text.cmd.board": "board|rows",
        "text.cmd.groups": "groups|roots|threats|lines",
        "text.cmd.legal": "legal|moves",
        "text.cmd.why": "why|explain",
        "text.cmd.last": "last|what",
        "text.cmd.undo": "undo|back",
        "text.cmd.new": "new",
        "text.cmd.status": "status|turn|score",
        "text.cmd.pass": "pass",
        "text.cmd.task": "task|goal",
        "text.cmd.lesson": "lesson|learn",
        "text.cmd.puzzle": "puzzle",
        "text.cmd.game": "game",
        "text.cmd.next": "next",
        "text.cmd.retry": "retry|again",
        "text.cmd.yes": "yes",
        "text.cmd.no": "no",
        "text.cmd.quit": "quit|exit",
        "text.help.head": "Type a point such as c4 to play it, or a command:",
        "text.help.move": "c4, pass: play that move",
        "text.help.board": "board: the board row by row",
        "text.help.groups": "groups: the groups on the board",
        "text.help.legal": "legal: the legal moves",
        "text.help.why": "why c4: is c4 legal, why, and what it would do",
        "text.help.last": "last: what the last move did",
        "text.help.undo": "undo: take your last move back",
        "text.help.new": "new [tanbo|deago] [size such as 7x7] [level1..level5|human]: "
        "a new game (you play Black)",
        "text.help.status": "status: whose turn it is and the score",
        "text.help.task": "task: the lesson's goal or the puzzle's task",
        "text.help.lesson": "lesson: the next lesson of the course",
        "text.help.puzzle": "puzzle: the puzzle of the day",
        "text.help.game": "game: back to the game",
        "text.help.next": "next: the next lesson or puzzle",
        "text.help.retry": "retry: try the lesson step or the puzzle again",
        "text.help.yes": "yes, no: answer the question asked",
        "text.help.quit": "quit: leave",
        "text.unknown": "Not a command nor a move: {text}. Expected a point such as {example}, "
        "or help.",
        "text.no_point": "Expected a point after {word}, such as {example}.",
        "text.bad_point": "{text} is not a point of this board: expected one such as {example}.",
        "text.no_board": "There is no board on this screen: type game, lesson or puzzle.",
        "text.not_here": "{word} does nothing here.",
        "text.bad_new": "Not a choice for a new game: {text}. Expected tanbo or deago, a size "
        "such as {example}, or level1 to level5 or human.",
        "text.game": "{game} {size}, {black} against {white}.",
        "text.move": "{side} plays {move}.",
        "text.pass": "{side} passes.",
        "text.taken_back": "Taken back: {n:move|moves}.",
        "text.to_move": "{side} to move, move {n}.",
        "text.over": "The game is over: {result}",
        "text.wins": "{side} wins.",
        "text.draw": "A draw.",
        "text.row": "Row {row}: {cells}.",
        "text.run": "{first} to {last} {cell}",
        "text.cell.0": "empty",
        "text.cell.1": "black",
        "text.cell.2": "white",
        "text.cell.3": "red",
        "text.legal": "{n:legal move|legal moves}: {moves}",
        "text.legal_more": "… and {n} more",
        "text.no_legal": "No legal move: the game is over.",
        "text.no_last": "No move has been played yet.",
        "text.no_groups": "Nothing to read out here.",
        "text.no_undo": "Nothing to take back.",
        "text.human": "you",
        "text.computer": "level {n}",
        "text.question": "{question} Type yes or no.",
        "text.lesson": "Lesson: {title}. {goal}",
        "text.task_none": "No lesson or puzzle is open.",
        "text.side_gen.1": "Black",
        "text.side_gen.2": "White",
    },
}
"""The text interface's texts per language."""

def install() -> None:
    """Add :data:`TEXTS` to the shared tables (once)."""
    if "text.label" not in STRINGS["en"]:
        add_strings(TEXTS)
