"""On/off switch; click it or press Enter/Space while it is focused."""
from __future__ import annotations

from collections.abc import Callable

import pygame
from pygame.typing import RectLike

from scenes.widgets.theme import CREAM, GOLD, GOLD_LIGHT

ON_COLOUR = (46, 140, 80)
OFF_COLOUR = (70, 62, 60)


class Toggle:
    def __init__(self, rect: RectLike, value: bool, on_change: Callable[[bool],
                 None] | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.value = value
        self.on_change = on_change
        self.focused = False
        self.hovered = False

    def toggle(self) -> None:
        self.value = not self.value
        if self.on_change:
            self.on_change(self.value)

    def handle_event(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(ev.pos)
        elif (ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1
              and self.rect.collidepoint(ev.pos)):
            self.toggle()
            return True
        elif (ev.type == pygame.KEYDOWN and self.focused
              and ev.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)):
            self.toggle()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        fill = ON_COLOUR if self.value else OFF_COLOUR
        pygame.draw.rect(surface, fill, r, border_radius=r.h // 2)
        border = GOLD_LIGHT if (self.focused or self.hovered) else GOLD
        pygame.draw.rect(surface, border, r, 2, border_radius=r.h // 2)
        knob_x = r.right - r.h // 2 if self.value else r.x + r.h // 2
        pygame.draw.circle(surface, (0, 0, 0), (knob_x + 1, r.centery + 2), r.h // 2 - 4)
        pygame.draw.circle(surface, CREAM, (knob_x, r.centery), r.h // 2 - 4)
