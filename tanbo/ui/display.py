"""The display settings for seeing less well: larger text, high contrast, reduced motion.

Three settings (:class:`~tanbo.ui.settings.Settings` ``text_size``, ``contrast``,
``reduce_motion``), found on the Display screen (:mod:`tanbo.ui.screens.display`), saved
with the others and applied at once by :func:`apply`:

- **larger text** makes every text 1.25 or 1.5 times its size
  (:data:`~tanbo.ui.settings.TEXT_SIZES`) at every window size. Where the window has room
  the whole UI is zoomed, as a browser's zoom does: the window is laid out at its size
  divided by the zoom, so every text, gap and button grows together (:func:`zoom_for`:
  never a layout narrower than :data:`~tanbo.ui.layout.MIN_W`). What the zoom cannot give
  (a phone) the text alone gets (:func:`text_factor_for`, the fonts'
  :attr:`~tanbo.ui.render.Fonts.text_factor`): the screens fit the larger text by
  layout (wrapping, taller rows, scrolling, fewer items a row), never by shrinking;
- **high contrast** draws with :data:`tanbo.ui.palettes.HIGH_CONTRAST`;
- **reduced motion** turns the animations off (stones fading and turning over, captures
  counting up, the spinner); unless the person chose, it follows the page's
  ``prefers-reduced-motion`` (natively: off).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Protocol

from tanbo.ui import palettes
from tanbo.ui.layout import MIN_H, MIN_W
from tanbo.ui.render import forget_sprites
from tanbo.ui.settings import TEXT_SIZES, Settings
from tanbo.ui.view import ViewState

if TYPE_CHECKING:
    from tanbo.ui.host import PageScene

__all__ = ["DisplayHost", "apply", "zoom_for", "text_factor_for", "next_text_size", "percent",
           "summary", "ACTIONS"]


class DisplayHost(Protocol):
    """What applying the display settings uses: the settings, the view, the window."""

    settings: Settings
    view: ViewState

    def relayout(self) -> None:
        """Lay the window out again (the zoom changed)."""

    def save(self) -> None:
        """Save the game and the settings."""

    def prefers_reduced_motion(self) -> bool:
        """The page's ``prefers-reduced-motion`` (False natively)."""


def zoom_for(text_size: float, css_width: float, css_height: float) -> float:
    """The UI zoom for the larger-text setting ``text_size`` in a window ``css_width`` x
    ``css_height`` CSS px: ``text_size``, but no more than keeps the layout
    :data:`~tanbo.ui.layout.MIN_W` x :data:`~tanbo.ui.layout.MIN_H` logical px (never
    below 1)."""
    return max(1.0, min(text_size, css_width / MIN_W, css_height / MIN_H))


def text_factor_for(text_size: float, css_width: float, css_height: float) -> float:
    """How much larger the text alone is drawn for the larger-text setting ``text_size``
    in a window ``css_width`` x ``css_height`` CSS px: what the zoom (:func:`zoom_for`)
    leaves of ``text_size`` (1 where the zoom gives it all), so text is ``text_size``
    times its size at every window size."""
    return max(1.0, text_size / zoom_for(text_size, css_width, css_height))


def apply(host: DisplayHost) -> None:
    """Apply the three settings now: the colours, the animations, the layout."""
    s = host.settings
    name = palettes.CONTRAST_NAME if s.contrast else palettes.STANDARD_NAME
    if palettes.current() != name:
        palettes.apply(name)
        forget_sprites()
    host.view.motion = not s.reduced_motion(host.prefers_reduced_motion())
    if not host.view.motion:
        host.view.clear_effects()
    host.relayout()
    host.view.board_cache.forget_position()
    host.view.dirty = True


def next_text_size(size: float) -> float:
    """The larger-text setting after ``size`` (1 -> 1.25 -> 1.5 -> 1)."""
    i = TEXT_SIZES.index(size) if size in TEXT_SIZES else -1
    return TEXT_SIZES[(i + 1) % len(TEXT_SIZES)]


def _text_size(host: DisplayHost, arg: str) -> None:
    host.settings.text_size = next_text_size(host.settings.text_size)
    _changed(host)


def _contrast(host: DisplayHost, arg: str) -> None:
    host.settings.contrast = not host.settings.contrast
    _changed(host)


def _motion(host: DisplayHost, arg: str) -> None:
    s = host.settings
    s.reduce_motion = not s.reduced_motion(host.prefers_reduced_motion())
    _changed(host)


def _changed(host: DisplayHost) -> None:
    apply(host)
    host.save()


ACTIONS: Mapping[str, Callable[[DisplayHost, str], None]] = {
    "text_size": _text_size, "contrast": _contrast, "motion": _motion,
}
"""The display settings' buttons: the next text size, high contrast and reduced motion on
or off (each applied at once and saved)."""


def percent(size: float) -> str:
    """A text size as the Display screen names it: 1.25 -> "125%"."""
    return f"{round(size * 100)}%"


def summary(scene: PageScene) -> str:
    """The modes that are on, in one line (home's Display card): "standard" when none."""
    s = scene.settings
    on = [scene.t("display.large", size=percent(s.text_size))] if s.text_size > 1 else []
    if s.contrast:
        on.append(scene.t("display.high"))
    if not scene.view.motion:
        on.append(scene.t("display.less"))
    return " · ".join(on) or scene.t("display.standard")
