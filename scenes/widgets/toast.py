"""A short message shown at the top of the screen for a few seconds."""
from __future__ import annotations

import pygame

from scenes.widgets.draw import fill_alpha
from scenes.widgets.theme import CREAM, GOLD


class Toast:
    def __init__(self) -> None:
        self.message: str | None = None
        self.remaining = 0.0

    def show(self, message: str, seconds: float = 5.0) -> None:
        self.message, self.remaining = message, seconds

    def update(self, dt: float) -> None:
        if self.message:
            self.remaining -= dt
            if self.remaining <= 0:
                self.message = None

    def draw(self, surface: pygame.Surface, resources) -> None:
        if not self.message:
            return
        text = resources.text(self.message, 18, CREAM)
        box = text.get_rect(midtop=(surface.get_width() // 2, 14)).inflate(36, 18)
        fill_alpha(surface, (10, 8, 12, 225), box, 10)
        pygame.draw.rect(surface, GOLD, box, 2, border_radius=10)
        surface.blit(text, text.get_rect(center=box.center))
