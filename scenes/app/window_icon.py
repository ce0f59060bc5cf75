"""The window's icon (title bar, task bar, Alt-Tab) and its class name.

The icon is the app icon's simple drawing (tools/art_icon.py): SDL hands the
window manager one image, which it shrinks to title-bar size, where the full
drawing's cards turn to mush.  The class name ties the window to the
``club21.desktop`` entry (StartupWMClass) whatever started it: by default
SDL uses the program's file name, "__main__.py" under ``python -m scenes``.
"""
from __future__ import annotations

import os
import sys

import pygame

from scenes.app.resources import Resources

WINDOW_ICON = "icon/club21-window.png"
FALLBACK_ICON = "chips/100.png"
WINDOW_CLASS = "club21"            # X11: the desktop entry's StartupWMClass
WAYLAND_APP_ID = "io.github.club21.Club21"   # Wayland: the desktop entry's own name


def name_window_class() -> None:
    """Before the display starts: the X11 / Wayland class of the window.

    Importing pygame already set the X11 one to the program's file name; only
    that default is replaced, a class the user chose is kept."""
    program = os.path.basename(sys.argv[0]) if sys.argv else ""
    for variable, name in (("SDL_VIDEO_X11_WMCLASS", WINDOW_CLASS),
                           ("SDL_VIDEO_WAYLAND_WMCLASS", WAYLAND_APP_ID)):
        if os.environ.get(variable, "") in ("", program):
            os.environ[variable] = name


def set_window_icon(resources: Resources) -> bool:
    """Give the window the app icon; False (and no icon) when no image loads."""
    image = resources.image(WINDOW_ICON) or resources.image(FALLBACK_ICON)
    if image is None:
        return False
    pygame.display.set_icon(image)
    return True
