"""Club 21 view layer (pygame-ce): the window, the scene stack and every screen."""

import os as _os

_os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # before any submodule imports pygame
