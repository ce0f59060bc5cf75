"""A short message shown at the top of the screen.

It stays until the player has read it: at least its few seconds (twice as
long at the Slow speed), and after that until the next key, click or pad
button, so a message said while the player looked away is still there.
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.app.resources import Resources
from scenes.widgets.draw import fill_alpha, wrap_text
from scenes.widgets.theme import CREAM, GOLD

TEXT_SIZE = 18
SIDE_MARGIN = 60          # the toast never reaches the screen's edges
MAX_LINES = 4


class Toast:
    def __init__(self) -> None:
        self.message: str | None = None
        self.remaining = 0.0
        self.heard: Callable[[str], None] = lambda message: None   # the message log
        self.linger: Callable[[], float] = lambda: 1.0    # longer at the Slow speed
        self.pressed_since = False     # the player pressed something after it appeared

    def show(self, message: str, seconds: float = 5.0) -> None:
        self.message, self.remaining = message, seconds * self.linger()
        self.pressed_since = False
        self.heard(message)

    def pressed(self) -> None:
        """The player pressed a key, a button or clicked (before the press is
        handled: a press that brings a toast does not count for it)."""
        self.pressed_since = True

    def update(self, dt: float) -> None:
        if self.message:
            self.remaining -= dt
            if self.remaining <= 0 and self.pressed_since:
                self.message = None

    def draw(self, surface: pygame.Surface, resources: Resources) -> None:
        if not self.message:
            return
        # A long message (a file name, a reason) wraps instead of running off the screen.
        width = surface.get_width() - 2 * SIDE_MARGIN
        lines = wrap_text(resources.font(size=TEXT_SIZE), self.message, width)[:MAX_LINES]
        images = [resources.text(line, TEXT_SIZE, CREAM) for line in lines]
        w = max(image.get_width() for image in images)
        h = sum(image.get_height() for image in images)
        box = pygame.Rect(0, 0, w, h)
        box.midtop = (surface.get_width() // 2, 14)
        box = box.inflate(36, 18)
        fill_alpha(surface, (10, 8, 12, 225), box, 10)
        pygame.draw.rect(surface, GOLD, box, 2, border_radius=10)
        y = box.y + 9
        for image in images:
            surface.blit(image, image.get_rect(midtop=(box.centerx, y)))
            y += image.get_height()
