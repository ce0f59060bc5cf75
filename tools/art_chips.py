"""Casino chips 64×64 with alpha: edge inserts, inner ring, printed value."""
from __future__ import annotations

import math
from pathlib import Path

import pygame
from art_common import (
    ASSETS,
    WHITE,
    alpha_surface,
    blit_center,
    clip_to,
    downsample,
    glyph_height,
    mix,
    save_png,
    scale_color,
    vertical_gradient,
)

CHIP_SIZE = 64
SUPERSAMPLE = 4

# Radii in final pixels, measured from the chip centre.
OUTER_RADIUS = 31
INSERT_INNER_RADIUS = 24
RING_RADIUS = 22.5
RING_WIDTH = 1
INLAY_RADIUS = 20
DASH_RADIUS = 18
INSERT_COUNT = 6
INSERT_ANGLE = math.radians(20)   # angular width of one edge insert
DASH_COUNT = 24
DASH_ANGLE = math.radians(5)
RIM_WIDTH = 0.8
VALUE_HEIGHT = 12
VALUE_MAX_WIDTH = 27

HIGHLIGHT = (255, 255, 255, 70)
SHADOW = (0, 0, 0, 80)

# The casino's colours, each chosen so that every two denominations stay at
# least 30 CIE76 ΔE apart under simulated protanopia, deuteranopia and
# tritanopia too (tests/test_colour_vision.py): the 5 a rust red, the 25 a
# light green with dark ink (a dark green read like the red to red-green
# colour-blind players), the 500 a plum.
CHIP_STYLES = {
    1: {"base": (236, 236, 230), "insert": (74, 112, 168), "text": (40, 44, 56)},
    5: {"base": (180, 40, 0), "insert": (246, 246, 240), "text": WHITE},
    25: {"base": (120, 240, 100), "insert": (24, 96, 52), "text": (40, 44, 56)},
    100: {"base": (30, 30, 34), "insert": (236, 236, 230), "text": (246, 216, 140)},
    500: {"base": (120, 20, 140), "insert": (246, 206, 72), "text": WHITE},
}


def s(v: float) -> float:
    return v * SUPERSAMPLE


def annular_sector(center, r_in: float, r_out: float, start: float, span: float,
                   steps: int = 8) -> list[tuple[float, float]]:
    """Polygon for the ring slice between two radii and two angles."""
    cx, cy = center
    angles = [start + span * i / steps for i in range(steps + 1)]
    outer = [(cx + math.cos(a) * r_out, cy + math.sin(a) * r_out) for a in angles]
    inner = [(cx + math.cos(a) * r_in, cy + math.sin(a) * r_in) for a in reversed(angles)]
    return outer + inner


def disc_mask(size: int, center, radius: float) -> pygame.Surface:
    mask = alpha_surface((size, size))
    pygame.draw.circle(mask, WHITE, center, radius)
    return mask


def chip(value: int, style: dict) -> pygame.Surface:
    size = CHIP_SIZE * SUPERSAMPLE
    c = (size / 2, size / 2)
    surf = alpha_surface((size, size))
    base, insert = style["base"], style["insert"]

    pygame.draw.circle(surf, scale_color(base, 0.55), c, s(OUTER_RADIUS))
    pygame.draw.circle(surf, base, c, s(OUTER_RADIUS - RIM_WIDTH))
    for i in range(INSERT_COUNT):
        start = 2 * math.pi * i / INSERT_COUNT - INSERT_ANGLE / 2 - math.pi / 2
        pygame.draw.polygon(surf, insert, annular_sector(
            c, s(INSERT_INNER_RADIUS), s(OUTER_RADIUS - RIM_WIDTH), start, INSERT_ANGLE))

    pygame.draw.circle(surf, mix(insert, base, 0.3), c, s(RING_RADIUS), round(s(RING_WIDTH)))
    inlay = mix(base, WHITE, 0.10)
    pygame.draw.circle(surf, scale_color(base, 0.7), c, s(INLAY_RADIUS + 0.6))
    pygame.draw.circle(surf, inlay, c, s(INLAY_RADIUS))
    for i in range(DASH_COUNT):
        start = 2 * math.pi * i / DASH_COUNT
        pygame.draw.polygon(surf, mix(insert, inlay, 0.35), annular_sector(
            c, s(DASH_RADIUS - 0.5), s(DASH_RADIUS + 0.5), start, DASH_ANGLE, steps=2))

    # Soft top-to-bottom lighting under the printed value.
    light = vertical_gradient((size, size), HIGHLIGHT, SHADOW)
    surf.blit(clip_to(light, disc_mask(size, c, s(OUTER_RADIUS))), (0, 0))

    text = glyph_height(str(value), style["text"], s(VALUE_HEIGHT), bold=True,
                        max_w=s(VALUE_MAX_WIDTH))
    shade = glyph_height(str(value), scale_color(base, 0.45), s(VALUE_HEIGHT), bold=True,
                         max_w=s(VALUE_MAX_WIDTH))
    blit_center(surf, shade, (c[0] + s(0.5), c[1] + s(0.6)))
    blit_center(surf, text, c)

    return downsample(surf, (CHIP_SIZE, CHIP_SIZE))


def generate() -> list[Path]:
    return [save_png(chip(v, st), ASSETS / "chips" / f"{v}.png")
            for v, st in CHIP_STYLES.items()]
