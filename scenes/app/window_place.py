"""Where the window sits on the desktop, kept across fullscreen.

Leaving fullscreen makes a new windowed mode, and SDL (with the window
manager) puts it back where it likes: on X11 some 20 px lower than it was,
each time. So the window's place is read before fullscreen and set again
after it. Reading the place is pygame-ce's ``Window`` API; a driver without
window positions (or an older pygame) simply leaves the window where it is.
"""
from __future__ import annotations

import logging
import warnings

import pygame

log = logging.getLogger(__name__)
Place = tuple[int, int]


def _display_window() -> pygame.Window | None:
    """The display module's window, or None without one."""
    with warnings.catch_warnings():
        # pygame-ce warns that set_mode's surface is the old way of drawing
        # into a Window; the surface here is only asked where it is.
        warnings.simplefilter("ignore", DeprecationWarning)
        try:
            return pygame.Window.from_display_module()
        except (pygame.error, AttributeError):
            return None


def window_place() -> Place | None:
    """The window's top-left on the desktop, or None when it cannot be known."""
    window = _display_window()
    if window is None:
        return None
    x, y = window.position
    return int(x), int(y)


def put_window(place: Place | None) -> None:
    """Move the window's top-left to ``place`` (nothing when None)."""
    window = _display_window()
    if place is None or window is None:
        return
    try:
        window.position = place
    except pygame.error:
        log.warning("the window could not be put back at %s", place)
