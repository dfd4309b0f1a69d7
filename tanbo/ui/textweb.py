"""The text interface in the browser page (web only): a command box and a live region.

The canvas is silent to a screen reader, so the game makes a DOM companion beside it
when it runs in a page (pygbag's ``web/tanbo.tmpl`` and the tests' offline preview
alike): a labelled ``<input>`` (reachable by Tab, shown while it has the focus, Enter
sends the line) and a visually hidden polite live region (``role="status"``) that
receives every reply and announcement, written as text (``textContent``), never markup.

The bridge is one page object, ``window.tanboText``: the box pushes each line into its
queue, and every frame :meth:`TextWeb.frame` takes the queue (one ``eval`` returning
JSON), answers each line with :func:`tanbo.ui.textplay.table.respond` on the App's live
screen (:class:`AppTable`: the game, a lesson, the puzzle of the day; a typed point goes
through the screen's board input, :attr:`tanbo.ui.screens.base.Screen.point`, as a click
would), then says what the :class:`~tanbo.ui.textplay.table.Announcer` saw change.
"""

from __future__ import annotations

import json

from tanbo.game import BLACK, WHITE, GameState
from tanbo.games import GAMES
from tanbo.lessons import lesson_by_id
from tanbo.ui import screens
from tanbo.ui.commands import Commands
from tanbo.ui.confirm import NO, YES
from tanbo.ui.i18n import tr
from tanbo.ui.js import PageEval
from tanbo.ui.puzzle_desk import SOLVED
from tanbo.ui.textplay import speech
from tanbo.ui.textplay.parse import Command, parse_new
from tanbo.ui.textplay.table import Announcer, respond
from tanbo.ui.view import GAME, LESSON, PUZZLES

__all__ = ["TextWeb", "AppTable", "PAGE_SETUP"]

PAGE_SETUP = r"""(() => {
  if (window.tanboText) return "ready";
  const box = document.createElement("div");
  box.id = "tanbo-text";
  const style = document.createElement("style");
  style.textContent = `
    #tanbo-announce { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0;
      overflow: hidden; clip-path: inset(50%); white-space: nowrap; border: 0; }
    #tanbo-text-form { position: fixed; left: 0; right: 0; bottom: 0; z-index: 1000;
      background: #15181c; color: #f4f1e8; padding: 8px; font: 16px sans-serif;
      border-top: 2px solid #f4c542; display: flex; gap: 8px; align-items: center; }
    #tanbo-text-form:not(:focus-within) { width: 1px; height: 1px; padding: 0;
      overflow: hidden; clip-path: inset(50%); border: 0; }
    #tanbo-command { flex: 1; min-height: 44px; font: 18px sans-serif; }
    #tanbo-command:focus { outline: 3px solid #f4c542; outline-offset: 2px; }`;
  const form = document.createElement("div");
  form.id = "tanbo-text-form";
  const label = document.createElement("label");
  label.id = "tanbo-command-label";
  label.htmlFor = "tanbo-command";
  label.textContent = "Command";
  const input = document.createElement("input");
  input.id = "tanbo-command";
  input.type = "text";
  input.autocomplete = "off";
  input.spellcheck = false;
  const live = document.createElement("div");
  live.id = "tanbo-announce";
  live.setAttribute("role", "status");
  live.setAttribute("aria-live", "polite");
  const queue = [];
  // Keys typed in the box are not the game's: they stop at the box, before SDL's
  // listeners on the window or document see them (and before it cancels their typing).
  for (const type of ["keydown", "keyup", "keypress"]) {
    input.addEventListener(type, (event) => event.stopPropagation());
  }
  input.addEventListener("keydown", (event) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    if (input.value.trim()) queue.push(input.value);
    input.value = "";
  });
  // Tab is the page's (web/fit.js): on the canvas it walks the game's buttons, past the
  // last one it comes here, the next control after the canvas; from the box it moves on
  // as on any page (the box's own listeners keep it from SDL). Stopping Tab here too
  // would keep it from the game, whose ring could then never reach its last button.
  form.append(label, input);
  box.append(style, form, live);
  // right after the game's canvas: Tab past the game's last button reaches the box
  const canvas = document.getElementById("canvas");
  if (canvas) canvas.after(box); else document.body.append(box);
  window.tanboText = {
    take() { return JSON.stringify(queue.splice(0, queue.length)); },
    say(lines) {
      for (const line of lines) {
        const p = document.createElement("p");
        p.textContent = line;
        live.append(p);
      }
      while (live.childElementCount > 60) live.firstElementChild.remove();
    },
    label(text, lang) { label.textContent = text; box.lang = lang; },
  };
  return "made";
})()"""
"""The page's side of the bridge, made once (idempotent)."""


class AppTable:
    """The App's live screen as the text interface's board (a
    :class:`~tanbo.ui.textplay.table.Table`)."""

    commands = ("undo", "new", "task", "lesson", "puzzle", "game", "next", "retry", "yes",
                "no")

    def __init__(self, app: Commands) -> None:
        self.app = app

    @property
    def lang(self) -> str:
        """The App's language."""
        return self.app.settings.lang

    @property
    def _screen(self) -> str:
        return self.app.view.screen_name

    def board(self) -> GameState | None:
        """The position on the open screen's board (``None`` on a screen without one)."""
        app, name = self.app, self._screen
        if name == GAME:
            return app.moves.view_state()
        if name == LESSON and app.lessons.run is not None:
            return app.lessons.run.state
        if name == PUZZLES:
            return app.puzzles.state
        return None

    def board_key(self) -> object:
        """The screen and what is on its board (the session, the lesson, the puzzle)."""
        app, name = self.app, self._screen
        if name == GAME:
            return (name, id(app.session))
        if name == LESSON and app.lessons.run is not None:
            return (name, app.lessons.run.lesson.id)
        if name == PUZZLES and app.puzzles.puzzle is not None:
            return (name, app.puzzles.puzzle.id)
        return (name, None)

    def opening(self) -> list[str]:
        """The game and its players, the lesson's goal, or the puzzle's task; then whose
        turn it is."""
        state = self.board()
        if state is None:
            return []
        return [*self.task(), *speech.status(self.lang, state)[:1]]

    def task(self) -> list[str]:
        """What this board is for: the game, the lesson step's goal, the puzzle's task."""
        app, lang, name = self.app, self.lang, self._screen
        run = app.lessons.run
        if name == LESSON and run is not None:
            lesson = run.lesson
            step = min(run.step, len(lesson.steps) - 1)
            return [tr(lang, "text.lesson", title=tr(lang, f"lesson.{lesson.id}.title"),
                       goal=tr(lang, f"lesson.{lesson.id}.goal.{step}"))]
        if name == PUZZLES:
            return [app.puzzles.theme_text()]
        if name == GAME:
            s = app.session
            return [tr(lang, "text.game", game=app.game.title(lang),
                       size=s.state.geometry.size_text,
                       black=speech.player_name(lang, s.players[BLACK]),
                       white=speech.player_name(lang, s.players[WHITE]))]
        return [tr(lang, "text.task_none")]

    def notes(self) -> tuple[str, ...]:
        """The status message, an open question, a lesson's answer, a puzzle's verdict."""
        app, view = self.app, self.app.view
        out: list[str] = []
        if view.confirm is not None:
            out.append(tr(self.lang, "text.question", question=view.confirm.question))
        if self._screen == LESSON:
            feedback = app.lessons.feedback(self.lang)
            if feedback is not None:
                out.append(" ".join((feedback.head, *feedback.lines)))
            run = app.lessons.run
            if run is not None and not run.done and app.lessons.last is not None:
                out.append(self.task()[0])
        if self._screen == PUZZLES:
            desk = app.puzzles
            if desk.explanation:
                out.append(" ".join(desk.explanation))
            if desk.phase == SOLVED:
                out.append(app.t("puzzle.solved_again" if desk.failed else "puzzle.solved_long"))
        if view.message:
            out.append(view.message)
        return tuple(out)

    def play(self, point: int) -> list[str]:
        """The open screen's board input, as a click on ``point``."""
        handler = screens.SCREENS[self._screen].point
        if handler is None:
            return [tr(self.lang, "text.no_board")]
        handler(self.app, point)
        return []

    def act(self, command: Command) -> list[str]:
        """The App's commands: undo, new game, the task, Learn, the puzzle, back to the
        game, next, retry, and yes/no to an open question."""
        app, name, screen = self.app, command.name, self._screen
        if name in ("yes", "no"):
            if app.view.confirm is None:
                return [tr(self.lang, "text.not_here", word=name)]
            app.answer(YES if name == "yes" else NO)
            return []
        if name == "task":
            return self.task()
        if name == "game":
            app.show_game()
            return []
        if name == "new":
            return self._new(command)
        if name == "lesson":
            return self._lesson()
        if name == "puzzle":
            app.puzzles.open()
            return []
        if name == "undo" and screen == GAME:
            app.moves.undo()
            return []
        if name in ("undo", "retry") and screen == LESSON:
            if name == "undo":
                app.lessons.try_again()
            else:
                app.lessons.restart()
            return []
        if name in ("undo", "retry") and screen == PUZZLES:
            app.puzzles.retry()
            return []
        if name == "next" and screen == LESSON:
            return self._lesson()
        if name == "next" and screen == PUZZLES:
            app.puzzles.next_puzzle()
            return []
        return [tr(self.lang, "text.not_here", word=name)]

    def _new(self, command: Command) -> list[str]:
        app = self.app
        choice = parse_new(self.lang, command.args, app.settings.game)
        if isinstance(choice, str):
            return [choice]
        settings = app.settings
        if choice.game is not None:
            settings.choose_game(choice.game)
        if choice.size is not None:
            settings.size = choice.size
        if choice.opponent is not None:
            settings.players = (settings.players[0], choice.opponent)
        spec = GAMES[settings.game]
        if settings.size not in spec.sizes(settings.setup):
            settings.setup = spec.default_setup
            if settings.size not in spec.sizes(settings.setup):
                settings.size = spec.default_size
        app.new_game()
        return []

    def _lesson(self) -> list[str]:
        app = self.app
        desk = app.lessons
        desk.load(self.lang)
        game = app.settings.game
        run = desk.run
        after = run.lesson.id if run is not None and run.lesson.game == game and run.done \
            else None
        following = desk.next_lesson(game, after=after)
        if following is None:
            return [tr(self.lang, "text.task_none")]
        desk.open(lesson_by_id(following.id))
        app.view.message = ""
        if self._screen != LESSON:
            app.open_screen(LESSON)
        app.view.dirty = True
        return []


class TextWeb:
    """The page's command box and live region, served once a frame (see the module
    docstring)."""

    def __init__(self, window: PageEval, app: Commands) -> None:
        self.window = window
        self.table = AppTable(app)
        self.announcer = Announcer()
        self.ready = False
        self.label = ""
        try:
            self.ready = str(window.eval(PAGE_SETUP)) in ("made", "ready")
        except Exception:  # no page (an old one, a test's window): no text interface
            self.ready = False

    def frame(self) -> None:
        """Answer the lines typed since the last frame and say what changed."""
        if not self.ready:
            return
        out: list[str] = []
        label = tr(self.table.lang, "text.label")
        if label != self.label:
            self.label = label
            self.window.eval(f"window.tanboText.label({json.dumps(label)}, "
                             f"{json.dumps(self.table.lang)})")
        try:
            lines = json.loads(str(self.window.eval("window.tanboText.take()")))
        except ValueError:
            lines = []
        for line in lines if isinstance(lines, list) else []:
            if isinstance(line, str):
                out += respond(self.table, line)
                out += self.announcer.poll(self.table)
        out += self.announcer.poll(self.table)
        if out:
            self.window.eval(f"window.tanboText.say({json.dumps(out)})")
