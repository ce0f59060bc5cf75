"""Check in a real window that F11 on and off leaves the window where it was.

The dummy video driver has no window manager, so only a real display shows
where a window comes back after fullscreen. On a machine without one:

    apt-get install -y xvfb xdotool imagemagick openbox
    Xvfb :99 -screen 0 1920x1080x24 &
    DISPLAY=:99 openbox &
    DISPLAY=:99 SDL_VIDEODRIVER=x11 SDL_AUDIODRIVER=dummy python tools/window_check.py
    DISPLAY=:99 import -window root shot.png        # to look at it

Prints the window's place before and after each toggle; exits 1 if it moved.
"""
from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scenes.app.loop import App  # after the path is set
from scenes.app.window_place import put_window, window_place

START = (200, 150)
TOGGLES = 2


def settle(app: App, seconds: float = 1.0) -> None:
    """Run the window for a while: the window manager places it meanwhile."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        pygame.event.get()
        app.step(1 / 60)
        app.render()
        app.present()
        time.sleep(1 / 60)


def main() -> int:
    app = App(strict=True, data_dir=Path(tempfile.mkdtemp()))
    try:
        app.start("lobby", lazy=False)
        settle(app)
        put_window(START)
        settle(app)
        before = window_place()
        print(f"windowed: {before}")
        places = []
        for n in range(1, TOGGLES + 1):
            app.set_fullscreen(True)
            settle(app)
            app.set_fullscreen(False)
            settle(app)
            places.append(window_place())
            print(f"after F11 twice (#{n}): {places[-1]}")
    finally:
        app.close()
    return 0 if all(place == before for place in places) else 1


if __name__ == "__main__":
    sys.exit(main())
