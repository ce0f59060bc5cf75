"""Colours and sizes shared by all screens, so the casino looks like one place."""
from __future__ import annotations

from enum import Enum

LOGICAL_SIZE = (1280, 720)
# The smallest text drawn, in logical pixels at 100%: about 10 px capitals,
# readable at 1280x720 (tests/test_text_sizes.py draws every screen to check).
MIN_TEXT = 14

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]
Colour = RGB | RGBA
Point = tuple[float, float]   # a position on the logical surface

BLACK = (0, 0, 0)
WHITE = (255, 255, 255)
CREAM = (246, 236, 210)
GOLD = (222, 180, 88)
GOLD_DARK = (150, 112, 42)
GOLD_LIGHT = (250, 222, 150)
INK = (28, 24, 22)
MUTED = (182, 170, 150)
# Red is read as text (losses, mistakes, errors): light enough for 4.5:1 on the
# panels and on a selected row (tests/test_contrast.py).
RED = (255, 120, 110)
PANEL_BG = (20, 16, 22, 244)
PANEL_BORDER = GOLD_DARK
SHADOW = (0, 0, 0, 110)
DIM = (6, 4, 10, 150)

BUTTON_FACE = (92, 26, 30)
BUTTON_HOVER = (128, 38, 40)
BUTTON_PRESSED = (64, 16, 20)
BUTTON_DISABLED = (70, 66, 66)
BUTTON_TEXT = CREAM
BUTTON_TEXT_DISABLED = (150, 146, 140)
# The keyboard's focus: a light ring with a dark edge, unlike the hover's
# warmer face, so it reads on every felt and panel.
FOCUS = (120, 214, 255)
FOCUS_EDGE = (8, 12, 24)


class FontName(str, Enum):
    """The two faces the asset pipeline ships (assets/fonts)."""

    REGULAR = "DejaVuSans.ttf"
    BOLD = "DejaVuSans-Bold.ttf"


# The green of a casino felt (the training room's tables; each table's own
# felt colour is in its ``TableView``).
FELT_GREEN = (20, 92, 52)
RIM = (70, 40, 22)
RIM_LIGHT = (128, 84, 44)
