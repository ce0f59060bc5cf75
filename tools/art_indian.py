"""Indian Blackjack cards 1…11 and their back: dark lacquer, gold numerals, count dots."""
from __future__ import annotations

import math
from pathlib import Path

import pygame
from art_cards import CARD_SIZE, CORNER_RADIUS, SUPERSAMPLE
from art_common import (
    ASSETS,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    WHITE,
    alpha_surface,
    blit_center,
    clip_to,
    downsample,
    glyph_height,
    mix,
    rounded_mask,
    save_png,
    tint_glyph,
    vertical_gradient,
)

VALUES = range(1, 12)

FACE_TOP = (58, 30, 84)       # deep plum
FACE_BOTTOM = (14, 30, 46)    # dark teal-black
BACK_TOP = (18, 70, 78)
BACK_BOTTOM = (20, 14, 40)
EDGE_COLOR = (8, 6, 14)
FRAME_INSET = 4
FRAME_WIDTH = 1
FRAME_RADIUS = 4

NUMERAL_HEIGHT = 44
NUMERAL_MAX_WIDTH = 58
NUMERAL_CENTER_Y = 56
CORNER_NUMERAL_HEIGHT = 9
CORNER_POS = (14, 14)          # centre of the top-left corner numeral

DOT_RADIUS = 2.6
DOT_SPACING = 8.5
DOTS_PER_ROW = 6
DOTS_TOP = 95                  # centre of the first dot row
DOT_ROW_SPACING = 8.5

BACK_QUESTION_HEIGHT = 46
BACK_RING_RADIUS = 36
BACK_STAR_POINTS = 16


def s(v: float) -> int:
    return round(v * SUPERSAMPLE)


def big_size() -> tuple[int, int]:
    return (CARD_SIZE[0] * SUPERSAMPLE, CARD_SIZE[1] * SUPERSAMPLE)


def lacquer_blank(top, bottom) -> pygame.Surface:
    """Rounded dark card with a gradient body and a thin gold inner frame."""
    size = big_size()
    card = alpha_surface(size)
    pygame.draw.rect(card, EDGE_COLOR, card.get_rect(), border_radius=s(CORNER_RADIUS))
    body_rect = card.get_rect().inflate(-s(2), -s(2))
    body = vertical_gradient(body_rect.size, top, bottom)
    card.blit(clip_to(body, rounded_mask(body_rect.size, s(CORNER_RADIUS - 1))), body_rect)
    frame = card.get_rect().inflate(-2 * s(FRAME_INSET), -2 * s(FRAME_INSET))
    pygame.draw.rect(card, GOLD_DARK, frame, s(FRAME_WIDTH) + 1, border_radius=s(FRAME_RADIUS))
    pygame.draw.rect(card, GOLD, frame.inflate(-2, -2), 1, border_radius=s(FRAME_RADIUS))
    return card


def gold_text(text: str, height: float, max_w: float | None = None) -> pygame.Surface:
    """Gold-gradient numeral with a soft dark drop shadow."""
    white = glyph_height(text, WHITE, height, bold=True, max_w=max_w)
    gold = tint_glyph(white, GOLD_LIGHT, GOLD_DARK)
    shadow = glyph_height(text, (0, 0, 0), height, bold=True, max_w=max_w)
    shadow.set_alpha(150)
    offset = max(1, round(height * 0.04))
    out = alpha_surface((gold.get_width() + offset, gold.get_height() + offset))
    out.blit(shadow, (offset, offset))
    out.blit(gold, (0, 0))
    return out


def dot_positions(count: int) -> list[tuple[float, float]]:
    """Centres (1× px) of the count dots: rows of up to DOTS_PER_ROW, centred."""
    rows = [min(DOTS_PER_ROW, count - i) for i in range(0, count, DOTS_PER_ROW)]
    out = []
    for r, n in enumerate(rows):
        y = DOTS_TOP + r * DOT_ROW_SPACING
        x0 = CARD_SIZE[0] / 2 - (n - 1) * DOT_SPACING / 2
        out += [(x0 + i * DOT_SPACING, y) for i in range(n)]
    return out


def draw_dot(card: pygame.Surface, center: tuple[float, float]) -> None:
    c = (s(center[0]), s(center[1]))
    r = s(DOT_RADIUS)
    pygame.draw.circle(card, GOLD_DARK, c, r)
    pygame.draw.circle(card, GOLD, c, r - 1)
    pygame.draw.circle(card, GOLD_LIGHT, (c[0] - r // 3, c[1] - r // 3), max(1, r // 3))


def indian_face(value: int) -> pygame.Surface:
    card = lacquer_blank(FACE_TOP, FACE_BOTTOM)
    # A faint halo behind the numeral.
    halo = alpha_surface(card.get_size())
    cx = card.get_width() // 2
    for i, radius in enumerate(range(s(30), 0, -s(2))):
        pygame.draw.circle(halo, (*GOLD, 3 + i), (cx, s(NUMERAL_CENTER_Y)), radius)
    card.blit(halo, (0, 0))
    blit_center(card, gold_text(str(value), s(NUMERAL_HEIGHT), s(NUMERAL_MAX_WIDTH)),
                (cx, s(NUMERAL_CENTER_Y)))
    corner = alpha_surface(card.get_size())
    blit_center(corner, gold_text(str(value), s(CORNER_NUMERAL_HEIGHT)),
                (s(CORNER_POS[0]), s(CORNER_POS[1])))
    card.blit(corner, (0, 0))
    card.blit(pygame.transform.rotate(corner, 180), (0, 0))
    for pos in dot_positions(value):
        draw_dot(card, pos)
    return downsample(card, CARD_SIZE)


def star(center, outer: float, inner: float, points: int) -> list[tuple[float, float]]:
    out = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = math.pi * i / points - math.pi / 2
        out.append((center[0] + math.cos(a) * r, center[1] + math.sin(a) * r))
    return out


def indian_back() -> pygame.Surface:
    card = lacquer_blank(BACK_TOP, BACK_BOTTOM)
    c = (card.get_width() // 2, card.get_height() // 2)
    # Concentric gold rings and a star burst behind the question mark.
    burst = star(c, s(BACK_RING_RADIUS + 4), s(BACK_RING_RADIUS - 6), BACK_STAR_POINTS)
    pygame.draw.polygon(card, mix(BACK_BOTTOM, GOLD, 0.35), burst)
    pygame.draw.circle(card, GOLD_DARK, c, s(BACK_RING_RADIUS - 4))
    pygame.draw.circle(card, mix(BACK_TOP, BACK_BOTTOM, 0.5), c, s(BACK_RING_RADIUS - 5))
    pygame.draw.circle(card, GOLD, c, s(BACK_RING_RADIUS - 8), s(0.6))
    blit_center(card, gold_text("?", s(BACK_QUESTION_HEIGHT)), c)
    return downsample(card, CARD_SIZE)


def generate() -> list[Path]:
    written = [save_png(indian_face(v), ASSETS / "indian" / f"{v}.png") for v in VALUES]
    written.append(save_png(indian_back(), ASSETS / "indian" / "back.png"))
    return written
