"""Horizontal slider for a value in [0, 1]: drag, click, or arrow keys when focused."""
from __future__ import annotations

from collections.abc import Callable

import pygame
from pygame.typing import RectLike

from scenes.widgets.theme import CREAM, GOLD, GOLD_LIGHT

KEY_STEP = 0.05


class Slider:
    def __init__(self, rect: RectLike, value: float,
                 on_change: Callable[[float], None] | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.value = min(1.0, max(0.0, value))
        self.on_change = on_change
        self.dragging = False
        self.focused = False
        self.hovered = False

    @property
    def knob_center(self) -> tuple[int, int]:
        return (round(self.rect.x + self.value * self.rect.w), self.rect.centery)

    def set_value(self, value: float) -> None:
        value = round(min(1.0, max(0.0, value)), 3)
        if value != self.value:
            self.value = value
            if self.on_change:
                self.on_change(value)

    def _value_at(self, x: int) -> float:
        return (x - self.rect.x) / max(1, self.rect.w)

    def handle_event(self, ev: pygame.event.Event) -> bool:
        hit_area = self.rect.inflate(24, 28)
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and hit_area.collidepoint(ev.pos):
            self.dragging = True
            self.set_value(self._value_at(ev.pos[0]))
            return True
        if ev.type == pygame.MOUSEMOTION:
            self.hovered = hit_area.collidepoint(ev.pos)
            if self.dragging:
                self.set_value(self._value_at(ev.pos[0]))
                return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.dragging:
            self.dragging = False
            return True
        if ev.type == pygame.KEYDOWN and self.focused and ev.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.set_value(self.value + (KEY_STEP if ev.key == pygame.K_RIGHT else -KEY_STEP))
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        track = pygame.Rect(self.rect.x, self.rect.centery - 4, self.rect.w, 8)
        pygame.draw.rect(surface, (40, 34, 30), track, border_radius=4)
        filled = track.copy()
        filled.w = round(track.w * self.value)
        pygame.draw.rect(surface, GOLD, filled, border_radius=4)
        pygame.draw.rect(surface, (90, 80, 60), track, 1, border_radius=4)
        x, y = self.knob_center
        radius = 13 if (self.hovered or self.dragging or self.focused) else 11
        pygame.draw.circle(surface, (0, 0, 0), (x + 1, y + 3), radius)
        pygame.draw.circle(surface, CREAM, (x, y), radius)
        pygame.draw.circle(surface, GOLD_LIGHT if self.focused else GOLD, (x, y), radius, 3)
