"""The setup screens by keys: one row (a seat) has the focus, ↑ ↓ move it,
and a light ring with a dark edge shows it, unlike the hover's warmer face.

The screen decides what its keys do to the focused row; this holds only which
row it is and draws the ring.
"""
from __future__ import annotations

import pygame

from scenes.widgets.theme import FOCUS, FOCUS_EDGE

UP_DOWN = {pygame.K_UP: -1, pygame.K_DOWN: +1}


class RowFocus:
    def __init__(self) -> None:
        self.row = 0
        self.keyed = False             # a row key was used: show the ring

    def step(self, ev: pygame.event.Event, rows: int) -> bool:
        """↑ / ↓ moved the focus (within ``rows``): True when taken."""
        if ev.type != pygame.KEYDOWN or ev.key not in UP_DOWN or rows <= 0:
            return False
        self.keyed = True
        self.row = (self.keep(rows) + UP_DOWN[ev.key]) % rows
        return True

    def keep(self, rows: int) -> int:
        """The focused row, kept among ``rows`` (a seat count went down)."""
        self.row = min(self.row, max(rows - 1, 0))
        return self.row

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if not self.keyed:
            return
        ring = rect.inflate(10, 8)
        pygame.draw.rect(surface, FOCUS_EDGE, ring.inflate(4, 4), 6, border_radius=12)
        pygame.draw.rect(surface, FOCUS, ring, 3, border_radius=10)
