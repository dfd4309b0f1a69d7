"""The UI's preferences: :class:`Settings`, saved beside the game as JSON, and their reader.

Also the window-size limits a remembered size must keep and the short-text helper
the App's messages use.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import TypeVar

from tanbo.ai.analysis import DEFAULT_DEPTH, DEPTHS
from tanbo.ai.levels import register_levels
from tanbo.games import DEFAULT_GAME, GAMES
from tanbo.limits import MAX_INPUT_BYTES, check_json_nesting, excerpt
from tanbo.players import HUMAN, PLAYER_KINDS, RANDOM, register_player
from tanbo.ui.i18n import LANGUAGES

__all__ = ["Settings", "TEXT_SIZES", "DEFAULT_COMPUTER", "WINDOW_MIN", "WINDOW_MAX",
           "parse_window_size", "short"]

register_levels(register_player)  # the computer's strength levels: level1 .. level5
DEFAULT_COMPUTER = "level2" if "level2" in PLAYER_KINDS else RANDOM
WINDOW_MIN = (640, 400)  # a native window made smaller is set back to this
WINDOW_MAX = 16384  # nor a remembered size larger
T = TypeVar("T")
TEXT_SIZES = (1.0, 1.25, 1.5)  # the larger-text setting: the whole UI at this many times


class Settings:
    """UI preferences saved beside the game (JSON in the store's ``settings``).

    ``game``, ``size`` and ``setup`` are the new-game choices of the chosen
    game; ``choices`` remembers the size and setup last chosen for each other
    game. Settings files from before there was a game choice (no ``game``) are
    Tanbo settings.
    """

    def __init__(self) -> None:
        self.lang = "en"
        self.hints = False
        self.danger = False  # a newcomer's board is plain; D or the button shows them
        self.muted = False
        self.game = DEFAULT_GAME
        self.size = GAMES[DEFAULT_GAME].default_size
        self.setup = GAMES[DEFAULT_GAME].default_setup
        self.players = (HUMAN, DEFAULT_COMPUTER)
        self.by_link = False  # the new game is played by sending links (both players human)
        self.depth = DEFAULT_DEPTH  # the analysis's time per position (a key of DEPTHS)
        self.show_line = True  # the analysis's best line as numbered ghost stones
        # levels 4-5 think on the person's time (tanbo.ui.pondering): the person's choice,
        # or None for the device's default (on, but off on a touch device: see pondering())
        self.ponder: bool | None = None
        self.one_tap = False  # touch: a tap plays at once (else a first tap previews)
        self.window: tuple[int, int] | None = None  # the native window's last size
        self.text_size = 1.0  # larger text: one of TEXT_SIZES (tanbo.ui.display)
        self.contrast = False  # the high-contrast theme (tanbo.ui.palettes)
        # reduced motion: the person's choice, or None for the page's prefers-reduced-motion
        self.reduce_motion: bool | None = None
        self.choices: dict[str, tuple[tuple[int, int], str]] = {}

    def choose_game(self, name: str) -> None:
        """Switch the new-game choice to ``name``, restoring its last size and setup."""
        if name == self.game:
            return
        self.choices[self.game] = (self.size, self.setup)
        spec = GAMES[name]
        self.game = name
        self.size, self.setup = self.choices.get(name, (spec.default_size, spec.default_setup))

    def pondering(self, touch_device: bool) -> bool:
        """Whether levels 4-5 think on the person's time: the person's choice, else on
        except on a touch device (it keeps a core busy: a phone's battery)."""
        return (not touch_device) if self.ponder is None else self.ponder

    def reduced_motion(self, page_prefers: bool) -> bool:
        """Whether animations are off: the person's choice, else the page's
        ``prefers-reduced-motion`` (``page_prefers``; natively False)."""
        return page_prefers if self.reduce_motion is None else self.reduce_motion

    def to_json(self) -> str:
        """The settings as JSON text."""
        return json.dumps(
            {
                "lang": self.lang,
                "hints": self.hints,
                "danger": self.danger,
                "muted": self.muted,
                "game": self.game,
                "size": f"{self.size[0]}x{self.size[1]}",
                "setup": self.setup,
                "players": list(self.players),
                "by_link": self.by_link,
                "depth": self.depth,
                "show_line": self.show_line,
                **({"ponder_choice": self.ponder} if self.ponder is not None else {}),
                "one_tap": self.one_tap,
                "text_size": self.text_size,
                "contrast": self.contrast,
                **({"reduce_motion": self.reduce_motion}
                   if self.reduce_motion is not None else {}),
                **({"window": f"{self.window[0]}x{self.window[1]}"} if self.window else {}),
                "games": {
                    name: {"size": f"{size[0]}x{size[1]}", "setup": setup}
                    for name, (size, setup) in self.choices.items()
                },
            }
        )

    @classmethod
    def from_json(cls, text: str) -> Settings:
        """Settings from JSON text; ``ValueError`` naming what is wrong for anything else.

        Any text is answered with settings or ``ValueError``, in time linear in its
        size: more than the size limit, nesting too deep for Python, numbers past
        its conversion limit and values of the wrong type are all refused.
        Booleans must be JSON ``true``/``false`` (``"false"`` is refused, not true).
        Unknown keys are ignored; an unknown player kind becomes a human.
        """
        if len(text) > MAX_INPUT_BYTES:
            raise ValueError(f"settings too large ({len(text):,} characters)")
        try:
            check_json_nesting(text)  # before json: in WebAssembly it would end the page
        except ValueError:
            raise ValueError("settings nested too deeply") from None
        try:
            data = json.loads(text)
        except RecursionError:
            raise ValueError("settings nested too deeply") from None
        except ValueError as exc:  # JSONDecodeError, or a number past Python's limit
            raise ValueError(f"not JSON: {short(str(exc))}") from None
        if not isinstance(data, dict):
            raise ValueError("settings are not a JSON object")
        s = cls()
        lang = _typed(data, "lang", str, s.lang)
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {excerpt(lang)}")
        s.lang = lang
        s.hints = _typed(data, "hints", bool, s.hints)
        # settings saved before the markers were off by default had them on
        s.danger = _typed(data, "danger", bool, True)
        s.muted = _typed(data, "muted", bool, s.muted)
        game = _typed(data, "game", str, s.game)
        if game not in GAMES:
            raise ValueError(f"unknown game {excerpt(game)}")
        s.game = game
        s.size, s.setup = _size_and_setup(game, data.get("size"), data.get("setup"))
        others = _typed(data, "games", dict, {})
        for name, choice in others.items():
            if name in GAMES and name != game and isinstance(choice, dict):
                s.choices[name] = _size_and_setup(name, choice.get("size"), choice.get("setup"))
        players = data.get("players", list(s.players))
        if not (isinstance(players, list) and len(players) == 2) or not all(
            isinstance(p, str) for p in players
        ):
            raise ValueError(f"players must be a list of two names, got {_shown(players)}")
        s.players = (
            players[0] if players[0] in PLAYER_KINDS else HUMAN,
            players[1] if players[1] in PLAYER_KINDS else HUMAN,
        )
        s.by_link = _typed(data, "by_link", bool, False) and s.players == (HUMAN, HUMAN)
        depth = _typed(data, "depth", str, s.depth)  # a depth this version lacks: the default
        s.depth = depth if depth in DEPTHS else DEFAULT_DEPTH
        s.show_line = _typed(data, "show_line", bool, True)
        # the choice; files from before it had "ponder", always written: only its
        # false (not the old default) was a choice
        legacy = _typed(data, "ponder", bool, True)
        choice = data.get("ponder_choice", None if legacy else False)
        if choice is not None and not isinstance(choice, bool):
            raise ValueError("ponder_choice must be true or false")
        s.ponder = choice
        s.one_tap = _typed(data, "one_tap", bool, False)
        text_size = data.get("text_size", 1.0)
        if (isinstance(text_size, bool) or not isinstance(text_size, (int, float))
                or text_size not in TEXT_SIZES):
            raise ValueError("text_size must be one of " + ", ".join(map(str, TEXT_SIZES)))
        s.text_size = float(text_size)
        s.contrast = _typed(data, "contrast", bool, False)
        motion = data.get("reduce_motion")
        if motion is not None and not isinstance(motion, bool):
            raise ValueError("reduce_motion must be true or false")
        s.reduce_motion = motion
        s.window = _window_size(data.get("window"))
        return s


def _typed(data: Mapping[str, object], key: str, kind: type[T], default: T) -> T:
    """``data[key]`` if it is a ``kind`` (``default`` if absent), else ``ValueError``."""
    value = data.get(key, default)
    if not isinstance(value, kind):
        raise ValueError(f"{key} must be {_KIND_NAMES.get(kind, kind.__name__)}")
    return value


_KIND_NAMES: dict[type, str] = {bool: "true or false", str: "a string", dict: "an object"}
_SIZE_RE = re.compile(r"([0-9]{1,3})x([0-9]{1,3})")


def _size_and_setup(game: str, size: object, setup: object) -> tuple[tuple[int, int], str]:
    """A game's size and setup from settings values (defaults when absent; ``ValueError``)."""
    spec = GAMES[game]
    name = spec.default_setup if setup is None else setup
    if not isinstance(name, str) or name not in spec.setups:
        raise ValueError(f"unknown {spec.title} setup")
    if size is None:
        w, h = spec.default_size
    else:
        m = _SIZE_RE.fullmatch(size) if isinstance(size, str) else None
        if m is None:
            raise ValueError("size must be a string such as \"7x7\"")
        w, h = int(m.group(1)), int(m.group(2))
    if (w, h) not in spec.sizes(name):
        raise ValueError(f"size {w}x{h} is not official for {spec.title} {name}")
    return (w, h), name


def _window_size(value: object) -> tuple[int, int] | None:
    """The remembered window size from its settings value (``None`` when absent)."""
    if value is None:
        return None
    m = _SIZE_RE_WINDOW.fullmatch(value) if isinstance(value, str) else None
    if m is None:
        raise ValueError("window must be a string such as \"1280x720\"")
    w, h = int(m.group(1)), int(m.group(2))
    if not (WINDOW_MIN[0] <= w <= WINDOW_MAX and WINDOW_MIN[1] <= h <= WINDOW_MAX):
        raise ValueError(f"window {w}x{h} is outside {WINDOW_MIN[0]}x{WINDOW_MIN[1]}.."
                         f"{WINDOW_MAX}x{WINDOW_MAX}")
    return w, h


_SIZE_RE_WINDOW = re.compile(r"([0-9]{1,5})x([0-9]{1,5})")


def _shown(value: object) -> str:
    """A settings value for a message: its ``repr``, cut to 60 characters with "…"."""
    try:
        return short(repr(value), 60)
    except RecursionError:
        return "a value nested too deeply"


def short(text: str, limit: int = 300) -> str:
    """``text`` cut to ``limit`` characters with "…" (errors may quote long input)."""
    return text if len(text) <= limit else text[:limit] + "…"




def parse_window_size(text: str) -> tuple[int, int] | None:
    """``"WxH"`` (up to five digits each) as numbers; ``None`` for anything else."""
    m = _SIZE_RE_WINDOW.fullmatch(text)
    return None if m is None else (int(m.group(1)), int(m.group(2)))
