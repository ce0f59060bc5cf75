"""The window's icon (title bar, task bar, Alt-Tab): the generated app icon."""
from __future__ import annotations

import pygame

WINDOW_ICON = "icon/club21-128.png"   # tools/art_icon.py; SDL scales it for the WM
FALLBACK_ICON = "chips/100.png"


def set_window_icon(resources) -> bool:
    """Give the window the app icon; False (and no icon) when no image loads."""
    image = resources.image(WINDOW_ICON) or resources.image(FALLBACK_ICON)
    if image is None:
        return False
    pygame.display.set_icon(image)
    return True
