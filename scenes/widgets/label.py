"""Text that remembers its rendered surface."""
from __future__ import annotations

from typing import Any

import pygame

from scenes.app.resources import Resources
from scenes.widgets.theme import CREAM, Colour


class Label:
    """A line of text placed by a Rect anchor, e.g. ``Label(res, "Hi", center=(640, 40))``.

    Rendering goes through ``Resources.text`` so identical labels share a surface;
    changing ``text`` re-renders lazily on the next draw.
    """

    def __init__(self, resources: Resources, text: str, size: int = 20, color: Colour=CREAM,
                 bold: bool = False, shadow: bool = False, **anchor: Any) -> None:
        self.resources = resources
        self.text = text
        self.size, self.color, self.bold, self.shadow = size, color, bold, shadow
        self.anchor = anchor or {"topleft": (0, 0)}

    @property
    def surface(self) -> pygame.Surface:
        return self.resources.text(self.text, self.size, self.color, self.bold)

    @property
    def rect(self) -> pygame.Rect:
        return self.surface.get_rect(**self.anchor)

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect
        if self.shadow:
            shade = self.resources.text(self.text, self.size, (0, 0, 0), self.bold)
            surface.blit(shade, rect.move(2, 2))
        surface.blit(self.surface, rect)
