"""A framed, translucent panel with an optional title bar."""
from __future__ import annotations

import pygame
from pygame.typing import RectLike

from scenes.app.resources import Resources
from scenes.widgets.draw import fill_alpha, fitted_text, shadow
from scenes.widgets.theme import GOLD, GOLD_DARK, MIN_TEXT, PANEL_BG, RGBA, Colour

TITLE_HEIGHT = 44


class Panel:
    def __init__(self, rect: RectLike, title: str | None = None,
                 resources: Resources | None = None, background: RGBA = PANEL_BG,
                 border: Colour = GOLD_DARK, radius: int = 14) -> None:
        self.rect = pygame.Rect(rect)
        self.title = title
        self.resources = resources
        self.background, self.border, self.radius = background, border, radius
        self.title_room = self.rect.w - 48   # how wide the title may be (it shrinks to fit)

    @property
    def content_rect(self) -> pygame.Rect:
        """The area below the title, inset for padding."""
        top = TITLE_HEIGHT if self.title else 0
        return pygame.Rect(self.rect.x + 20, self.rect.y + top + 12,
                           self.rect.w - 40, self.rect.h - top - 24)

    def draw(self, surface: pygame.Surface) -> None:
        shadow(surface, self.rect, self.radius, (6, 8), 100)
        fill_alpha(surface, self.background, self.rect, self.radius)
        pygame.draw.rect(surface, self.border, self.rect, 2, border_radius=self.radius)
        inner = self.rect.inflate(-8, -8)
        pygame.draw.rect(surface, (*self.border[:3],), inner, 1, border_radius=self.radius - 3)
        if self.title and self.resources is not None:
            text = fitted_text(self.resources, self.title, 24, GOLD, self.title_room, MIN_TEXT,
                               bold=True, height=TITLE_HEIGHT - 14)
            surface.blit(text, text.get_rect(midtop=(self.rect.centerx, self.rect.y + 12)))
            y = self.rect.y + TITLE_HEIGHT
            pygame.draw.line(surface, self.border, (self.rect.x + 24, y), (self.rect.right - 24, y))
