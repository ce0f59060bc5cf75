"""Procedural stand-ins for cards and chips, used while (or if) the PNGs are absent."""
from __future__ import annotations

from typing import Protocol

import pygame

from scenes.widgets.theme import FontName

CARD_W, CARD_H = 90, 126
SUIT_GLYPHS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
TWO_COLOUR = {"S": (20, 20, 24), "H": (196, 30, 40), "D": (196, 30, 40), "C": (20, 20, 24)}
FOUR_COLOUR = {"S": (20, 20, 24), "H": (196, 30, 40), "D": (110, 60, 200), "C": (0, 130, 140)}
RANK_LABEL = {"T": "10"}
CHIP_COLOURS = {
    1: ((236, 236, 232), (40, 60, 150)),
    5: ((180, 40, 0), (250, 250, 250)),      # the chip art's colours (tools/art_chips.py)
    25: ((120, 240, 100), (40, 44, 56)),
    100: ((30, 30, 34), (230, 200, 110)),
    500: ((120, 20, 140), (250, 230, 120)),
}



class Fonts(Protocol):
    """What the stand-ins need of ``scenes.app.resources.Resources``."""

    def font(self, name: FontName | str = FontName.REGULAR, size: int = 20
             ) -> pygame.font.Font: ...

def _card_base() -> pygame.Surface:
    card = pygame.Surface((CARD_W, CARD_H), pygame.SRCALPHA)
    pygame.draw.rect(card, (252, 250, 244), card.get_rect(), border_radius=7)
    pygame.draw.rect(card, (120, 120, 120), card.get_rect(), 1, border_radius=7)
    return card


def fallback_face(resources: Fonts, code: str, four_colour: bool) -> pygame.Surface:
    card = _card_base()
    if code.isdigit():  # Indian card: one big number
        big = resources.font(FontName.BOLD, 46).render(code, True, (60, 30, 110))
        card.blit(big, big.get_rect(center=(CARD_W // 2, CARD_H // 2)))
        small = resources.font(FontName.BOLD, 16).render(code, True, (60, 30, 110))
        card.blit(small, (7, 5))
        return card
    rank, suit = code[0], code[1]
    colour = (FOUR_COLOUR if four_colour else TWO_COLOUR)[suit]
    label = RANK_LABEL.get(rank, rank)
    corner = resources.font(FontName.BOLD, 18).render(label, True, colour)
    pip = resources.font(FontName.REGULAR, 16).render(SUIT_GLYPHS[suit], True, colour)
    card.blit(corner, (7, 4))
    card.blit(pip, (8, 24))
    big = resources.font(FontName.REGULAR, 48).render(SUIT_GLYPHS[suit], True, colour)
    card.blit(big, big.get_rect(center=(CARD_W // 2, CARD_H // 2 + 6)))
    turned = pygame.transform.rotate(card.subsurface((0, 0, 30, 44)).copy(), 180)
    card.blit(turned, (CARD_W - 30, CARD_H - 44))
    return card


def fallback_back(resources: Fonts, indian: bool) -> pygame.Surface:
    card = _card_base()
    inner = card.get_rect().inflate(-10, -10)
    colour = (70, 30, 120) if indian else (150, 24, 34)
    pygame.draw.rect(card, colour, inner, border_radius=5)
    light = tuple(min(255, c + 50) for c in colour)
    for offset in range(-CARD_H, CARD_W, 10):  # diagonal lattice
        pygame.draw.line(card, light, (inner.left + offset, inner.top),
                         (inner.left + offset + inner.height, inner.bottom))
        pygame.draw.line(card, light, (inner.left + offset + inner.height, inner.top),
                         (inner.left + offset, inner.bottom))
    card.fill((252, 250, 244), pygame.Rect(0, 0, CARD_W, 5))  # restore clipped border
    card.fill((252, 250, 244), pygame.Rect(0, CARD_H - 5, CARD_W, 5))
    card.fill((252, 250, 244), pygame.Rect(0, 0, 5, CARD_H))
    card.fill((252, 250, 244), pygame.Rect(CARD_W - 5, 0, 5, CARD_H))
    pygame.draw.rect(card, (120, 120, 120), card.get_rect(), 1, border_radius=7)
    pygame.draw.rect(card, light, inner, 2, border_radius=5)
    if indian:
        mark = resources.font(FontName.BOLD, 52).render("?", True, (250, 230, 140))
        card.blit(mark, mark.get_rect(center=(CARD_W // 2, CARD_H // 2)))
    return card


def fallback_chip(resources: Fonts, value: int) -> pygame.Surface:
    size = 64
    body, accent = CHIP_COLOURS.get(value, ((120, 120, 120), (250, 250, 250)))
    chip = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(chip, body, (c, c), c - 1)
    for i in range(8):  # edge inserts
        rect = pygame.Rect(0, 0, 10, 10)
        vec = pygame.Vector2(c - 7, 0).rotate(i * 45)
        rect.center = (c + vec.x, c + vec.y)
        pygame.draw.rect(chip, accent, rect, border_radius=2)
    pygame.draw.circle(chip, accent, (c, c), c - 14, 2)
    pygame.draw.circle(chip, (0, 0, 0, 90), (c, c), c - 1, 1)
    text_colour = (30, 30, 30) if value == 1 else accent
    font = resources.font(FontName.BOLD, 17 if value < 100 else 15)
    label = font.render(str(value), True, text_colour)
    chip.blit(label, label.get_rect(center=(c, c)))
    return chip
