"""Markings printed on a felt: curved text, betting circles, card outlines."""
from __future__ import annotations

import math
from typing import Any

import pygame

from scenes.app.resources import Resources
from scenes.widgets.card_sprite import CARD_SIZE
from scenes.widgets.theme import Colour, FontName, Point


def arc_text(surface: pygame.Surface, font: pygame.font.Font, text: str, center: Point,
             radius: float, colour: Colour, letter_spacing: int = 1) -> None:
    """Text along the bottom of a circle (a "smile"), centred on its lowest point."""
    glyphs = [font.render(ch, True, colour) for ch in text]
    widths = [g.get_width() + letter_spacing for g in glyphs]
    total = sum(widths)
    angle = math.pi / 2 + total / radius / 2  # start on the left, walk right
    cx, cy = center
    for glyph, width in zip(glyphs, widths):
        mid = angle - width / radius / 2
        x = cx + radius * math.cos(mid)
        y = cy + radius * math.sin(mid)
        rotated = pygame.transform.rotozoom(glyph, math.degrees(math.pi / 2 - mid), 1.0)
        surface.blit(rotated, rotated.get_rect(center=(round(x), round(y))))
        angle -= width / radius


def dashed_rect(surface: pygame.Surface, colour: Colour, rect: pygame.Rect, dash: int = 8,
                gap: int = 6, width: int = 2) -> None:
    rect = pygame.Rect(rect)
    edges = [((rect.left, rect.top), (rect.right, rect.top)),
             ((rect.right, rect.top), (rect.right, rect.bottom)),
             ((rect.right, rect.bottom), (rect.left, rect.bottom)),
             ((rect.left, rect.bottom), (rect.left, rect.top))]
    for (x1, y1), (x2, y2) in edges:
        length = math.hypot(x2 - x1, y2 - y1)
        steps = int(length // (dash + gap)) + 1
        for i in range(steps):
            a = i * (dash + gap) / length
            b = min(1.0, (i * (dash + gap) + dash) / length)
            if a >= 1:
                break
            pygame.draw.line(surface, colour, (x1 + (x2 - x1) * a, y1 + (y2 - y1) * a),
                             (x1 + (x2 - x1) * b, y1 + (y2 - y1) * b), width)


def card_outline(surface: pygame.Surface, colour: Colour, topleft: Point) -> pygame.Rect:
    """A faint rounded card-sized outline: where a card will lie."""
    rect = pygame.Rect(topleft, CARD_SIZE)
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*colour[:3], 70), layer.get_rect(), 2, border_radius=8)
    surface.blit(layer, rect)
    return rect


def betting_circle(surface: pygame.Surface, resources: Resources, center: Point, radius: int,
                   colour: Colour,
                   label: str | None = None) -> None:
    """A double gold ring with a label in the middle, like a printed bet spot."""
    layer = pygame.Surface((radius * 2 + 4, radius * 2 + 4), pygame.SRCALPHA)
    c = radius + 2
    pygame.draw.circle(layer, (0, 0, 0, 45), (c, c), radius)
    pygame.draw.circle(layer, (*colour[:3], 200), (c, c), radius, 3)
    pygame.draw.circle(layer, (*colour[:3], 110), (c, c), radius - 7, 1)
    surface.blit(layer, layer.get_rect(center=center))
    if label:
        text = resources.text(label, 18, colour, bold=True)
        surface.blit(text, text.get_rect(center=center))


def spaced(text: str) -> str:
    """``"DISCARD" → "D I S C A R D"``-style letter spacing for felt labels."""
    return " ".join(text)


def felt_label(surface: pygame.Surface, resources: Resources, text: str, colour: Colour,
               **anchor: Any) -> pygame.Rect:
    font = resources.font(FontName.BOLD, 14, printed=True)
    image = font.render(text, True, colour)
    image.set_alpha(190)
    rect = image.get_rect(**anchor)
    surface.blit(image, rect)
    return rect
