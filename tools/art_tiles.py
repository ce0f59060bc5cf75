"""Lobby tileset: 16 tiles of 32×32 in 8 columns × 2 rows, plus its README.

Floor tiles are opaque and seamless; decor tiles (plant, rope, lamp, …) have a
transparent background and go on a layer above the floor.
"""
from __future__ import annotations

import math
import random
from pathlib import Path

import pygame
from art_common import (
    ASSETS,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    alpha_surface,
    downsample,
    mix,
    save_png,
    scale_color,
    vertical_gradient,
)

TILE = 32
COLUMNS = 8
ROWS = 2
SUPERSAMPLE = 2
N = TILE * SUPERSAMPLE          # working tile size
SEED = 7

CARPET_RED = (92, 20, 34)
CARPET_RED_DARK = (66, 12, 24)
CARPET_BLUE = (26, 38, 82)
CARPET_BLUE_DARK = (16, 24, 56)
WOOD = (122, 74, 40)
WOOD_DARK = (84, 48, 24)
MARBLE = (226, 220, 208)
MARBLE_VEIN = (168, 160, 150)
WALLPAPER = (70, 22, 34)
WALLPAPER_STRIPE = (86, 30, 44)
WAINSCOT = (72, 42, 24)
FELT_GREEN = (22, 104, 60)
BRASS = GOLD
VELVET = (150, 20, 40)
LEAF = (46, 120, 58)
LEAF_DARK = (28, 80, 40)
POT = (150, 84, 50)
LAMP_GLOW = (255, 220, 140)


def rng_for(index: int) -> random.Random:
    return random.Random(SEED * 1000 + index)


def opaque(color) -> pygame.Surface:
    surf = pygame.Surface((N, N), pygame.SRCALPHA)
    surf.fill(color)
    return surf


def speckle(surf: pygame.Surface, rng: random.Random, amount: int, spread: int) -> None:
    """Scatter slightly lighter/darker dots (carpet pile, stone grain)."""
    for _ in range(amount):
        x, y = rng.randrange(N), rng.randrange(N)
        base = surf.get_at((x, y))
        factor = 1 + rng.uniform(-spread, spread) / 100
        surf.set_at((x, y), (*scale_color(base, factor), base.a))


def rosette(surf, center, radius: float, petal, heart) -> None:
    cx, cy = center
    for k in range(4):
        a = k * math.pi / 2 + math.pi / 4
        pygame.draw.circle(surf, petal, (cx + math.cos(a) * radius, cy + math.sin(a) * radius),
                           radius * 0.75)
    pygame.draw.circle(surf, heart, center, radius * 0.6)


# --------------------------------------------------------------------------- floor tiles

def carpet_red(i):
    surf = opaque(CARPET_RED)
    speckle(surf, rng_for(i), 900, 12)
    for a, b in (((0, 0), (N, N)), ((N, 0), (0, N))):
        pygame.draw.line(surf, CARPET_RED_DARK, a, b, 3)
    rosette(surf, (N // 2, N // 2), 6, mix(GOLD_DARK, CARPET_RED, 0.3), GOLD)
    for corner in ((0, 0), (N, 0), (0, N), (N, N)):
        pygame.draw.circle(surf, mix(GOLD_DARK, CARPET_RED, 0.4), corner, 5)
    return surf


def carpet_red_alt(i):
    surf = opaque(CARPET_RED)
    speckle(surf, rng_for(i), 900, 12)
    h = N // 2
    diamond = [(h, 8), (N - 8, h), (h, N - 8), (8, h)]
    pygame.draw.polygon(surf, CARPET_RED_DARK, diamond)
    pygame.draw.polygon(surf, mix(GOLD_DARK, CARPET_RED, 0.3), diamond, 2)
    pygame.draw.circle(surf, GOLD, (h, h), 3)
    return surf


def carpet_blue(i):
    surf = opaque(CARPET_BLUE)
    speckle(surf, rng_for(i), 900, 14)
    for off in (0, N // 2):
        for x in range(-N, 2 * N, N):
            pygame.draw.line(surf, CARPET_BLUE_DARK, (x + off, 0), (x + off + N, N), 2)
    rosette(surf, (N // 2, N // 2), 5, mix(GOLD, CARPET_BLUE, 0.45), GOLD_LIGHT)
    for corner in ((0, 0), (N, 0), (0, N), (N, N)):
        rosette(surf, corner, 5, mix(GOLD, CARPET_BLUE, 0.45), GOLD_LIGHT)
    return surf


def carpet_border(i):
    surf = carpet_red(i)
    band = pygame.Rect(0, N // 2 - 7, N, 14)
    pygame.draw.rect(surf, CARPET_RED_DARK, band)
    pygame.draw.line(surf, GOLD, band.topleft, band.topright, 2)
    pygame.draw.line(surf, GOLD, (0, band.bottom - 2), (N, band.bottom - 2), 2)
    for x in range(4, N, 16):
        pygame.draw.polygon(surf, GOLD_DARK, [(x, band.centery), (x + 4, band.top + 3),
                                              (x + 8, band.centery), (x + 4, band.bottom - 3)])
    return surf


def wood_floor(i):
    rng = rng_for(i)
    surf = opaque(WOOD)
    plank_h = N // 4
    for row in range(4):
        y = row * plank_h
        shade = scale_color(WOOD, rng.uniform(0.88, 1.08))
        pygame.draw.rect(surf, shade, (0, y, N, plank_h))
        for _ in range(5):                          # grain streaks
            gy = y + rng.randrange(2, plank_h - 2)
            x0 = rng.randrange(N)
            pygame.draw.line(surf, scale_color(shade, 0.86), (x0, gy),
                             (x0 + rng.randrange(10, 30), gy), 1)
        pygame.draw.line(surf, WOOD_DARK, (0, y), (N, y), 2)
        seam = (row * 23 + 11) % N                  # staggered butt joints
        pygame.draw.line(surf, WOOD_DARK, (seam, y), (seam, y + plank_h), 2)
    return surf


def marble(i):
    rng = rng_for(i)
    surf = opaque(MARBLE)
    speckle(surf, rng, 600, 4)
    for _ in range(3):                              # wandering veins
        x, y = rng.uniform(0, N), 0.0
        angle = rng.uniform(-0.6, 0.6)
        while y < N:
            nx = x + math.sin(angle) * 4
            ny = y + 4
            if int(x // N) == int(nx // N):             # skip the wrap-around jump
                pygame.draw.line(surf, MARBLE_VEIN, (x % N, y), (nx % N, ny), 1)
            x, y, angle = nx, ny, angle + rng.uniform(-0.5, 0.5)
    pygame.draw.rect(surf, scale_color(MARBLE, 0.9), surf.get_rect(), 1)  # tile joint
    return surf


def wall(i):
    surf = opaque(WALLPAPER)
    for x in range(0, N, 16):
        pygame.draw.rect(surf, WALLPAPER_STRIPE, (x + 4, 0, 8, N))
        for y in range(8, N, 32):
            pygame.draw.circle(surf, mix(GOLD_DARK, WALLPAPER, 0.5), (x + 8, y), 3)
    return surf


def wall_base(i):
    surf = opaque(WAINSCOT)
    panel = pygame.Rect(6, 10, N - 12, N - 18)
    pygame.draw.rect(surf, scale_color(WAINSCOT, 0.8), panel, border_radius=3)
    pygame.draw.rect(surf, scale_color(WAINSCOT, 1.3), panel, 2, border_radius=3)
    pygame.draw.rect(surf, BRASS, (0, 0, N, 4))                 # gold dado rail
    pygame.draw.rect(surf, scale_color(WAINSCOT, 0.6), (0, N - 4, N, 4))
    return surf


def bar_counter(i):
    surf = vertical_gradient((N, N), (96, 54, 28), (52, 28, 14))
    for x in range(0, N, N // 2):
        pygame.draw.rect(surf, scale_color((96, 54, 28), 0.75), (x + 4, 16, N // 2 - 8, N - 24), 2,
                         border_radius=2)
    pygame.draw.rect(surf, (30, 18, 10), (0, 0, N, 10))          # counter top edge
    pygame.draw.line(surf, (120, 80, 50), (0, 10), (N, 10), 2)
    pygame.draw.line(surf, BRASS, (0, N - 8), (N, N - 8), 3)      # brass foot rail
    return surf


def felt_green(i):
    surf = opaque(FELT_GREEN)
    speckle(surf, rng_for(i), 1400, 8)
    return surf


# --------------------------------------------------------------------------- decor tiles

def plant(i):
    surf = alpha_surface((N, N))
    rng = rng_for(i)
    for _ in range(14):
        a = rng.uniform(-math.pi * 0.95, -math.pi * 0.05)
        length = rng.uniform(16, 28)
        tip = (N / 2 + math.cos(a) * length, 40 + math.sin(a) * length)
        color = LEAF if rng.random() < 0.6 else LEAF_DARK
        side = (math.cos(a + math.pi / 2) * 4, math.sin(a + math.pi / 2) * 4)
        mid = ((N / 2 + tip[0]) / 2, (40 + tip[1]) / 2)
        pygame.draw.polygon(surf, color, [(N / 2, 40), (mid[0] + side[0], mid[1] + side[1]),
                                          tip, (mid[0] - side[0], mid[1] - side[1])])
    pot = [(18, 40), (N - 18, 40), (N - 22, N - 2), (22, N - 2)]
    pygame.draw.polygon(surf, POT, pot)
    pygame.draw.rect(surf, scale_color(POT, 1.2), (16, 38, N - 32, 6), border_radius=2)
    return surf


def rope_barrier(i):
    surf = alpha_surface((N, N))
    sag = [(x, 26 + 10 * math.sin(math.pi * x / N)) for x in range(0, N + 1, 4)]
    pygame.draw.lines(surf, scale_color(VELVET, 0.6), False, [(x, y + 2) for x, y in sag], 5)
    pygame.draw.lines(surf, VELVET, False, sag, 5)
    for x in (0, N - 4):
        pygame.draw.rect(surf, BRASS, (x, 22, 4, 8))
    return surf


def rope_post(i):
    surf = alpha_surface((N, N))
    cx = N // 2
    pygame.draw.ellipse(surf, GOLD_DARK, (cx - 14, N - 12, 28, 10))
    pygame.draw.rect(surf, BRASS, (cx - 3, 14, 6, N - 20))
    pygame.draw.line(surf, GOLD_LIGHT, (cx - 1, 16), (cx - 1, N - 8), 2)
    pygame.draw.circle(surf, BRASS, (cx, 12), 7)
    pygame.draw.circle(surf, GOLD_LIGHT, (cx - 2, 10), 2)
    pygame.draw.rect(surf, VELVET, (cx + 3, 22, 8, 5))            # rope hook
    return surf


def lamp(i):
    surf = alpha_surface((N, N))
    cx = N // 2
    for r in range(26, 0, -2):                                    # warm glow
        pygame.draw.circle(surf, (*LAMP_GLOW, 6 + (26 - r) * 3), (cx, 18), r)
    shade = [(cx - 12, 26), (cx + 12, 26), (cx + 7, 8), (cx - 7, 8)]
    pygame.draw.polygon(surf, (236, 206, 150), shade)
    pygame.draw.polygon(surf, GOLD_DARK, shade, 2)
    pygame.draw.rect(surf, BRASS, (cx - 2, 26, 4, N - 32))
    pygame.draw.ellipse(surf, GOLD_DARK, (cx - 10, N - 8, 20, 7))
    return surf


def slot_machine(i):
    surf = alpha_surface((N, N))
    body = pygame.Rect(10, 4, N - 20, N - 6)
    pygame.draw.rect(surf, (150, 24, 36), body, border_radius=6)
    pygame.draw.rect(surf, GOLD, body, 2, border_radius=6)
    screen = pygame.Rect(body.left + 6, body.top + 12, body.width - 12, 18)
    pygame.draw.rect(surf, (250, 246, 232), screen, border_radius=2)
    for k, color in enumerate(((200, 24, 40), GOLD_DARK, (28, 78, 190))):
        x = screen.left + 5 + k * (screen.width - 10) // 2
        pygame.draw.circle(surf, color, (x, screen.centery), 4)
    pygame.draw.rect(surf, (30, 20, 24), (body.left + 8, screen.bottom + 8, body.width - 16, 6))
    pygame.draw.line(surf, (190, 190, 196), (body.right + 2, 12), (body.right + 2, 30), 3)
    pygame.draw.circle(surf, (200, 24, 40), (body.right + 2, 10), 4)
    return surf


def pillar(i):
    surf = alpha_surface((N, N))
    shaft = pygame.Rect(18, 8, N - 36, N - 16)
    surf.blit(vertical_gradient(shaft.size, MARBLE, scale_color(MARBLE, 0.8)), shaft)
    for x in range(shaft.left + 6, shaft.right - 2, 7):             # flutes
        pygame.draw.line(surf, MARBLE_VEIN, (x, shaft.top), (x, shaft.bottom), 2)
    pygame.draw.rect(surf, BRASS, (12, 0, N - 24, 9), border_radius=2)
    pygame.draw.rect(surf, BRASS, (12, N - 9, N - 24, 9), border_radius=2)
    pygame.draw.line(surf, GOLD_LIGHT, (14, 2), (N - 15, 2), 2)
    return surf


TILES = [
    ("carpet_red", "red casino carpet, gold rosette (seamless)", carpet_red),
    ("carpet_red_alt", "red carpet variant, diamond motif (seamless)", carpet_red_alt),
    ("carpet_blue", "navy carpet with gold rosettes (seamless)", carpet_blue),
    ("carpet_border", "red carpet with a horizontal gold band (runner edge)", carpet_border),
    ("wood_floor", "oak plank floor (seamless)", wood_floor),
    ("marble", "cream marble floor slab", marble),
    ("wall", "striped burgundy wallpaper (wall face)", wall),
    ("wall_base", "wood wainscot with gold dado rail (wall bottom row)", wall_base),
    ("bar_counter", "bar counter front, dark wood with brass foot rail", bar_counter),
    ("felt_green", "plain green table felt (seamless)", felt_green),
    ("plant", "potted plant (transparent; decor layer)", plant),
    ("rope_barrier", "velvet rope span, hooks at both edges (transparent)", rope_barrier),
    ("rope_post", "brass rope stanchion (transparent)", rope_post),
    ("lamp", "brass floor lamp with warm glow (transparent)", lamp),
    ("slot_machine", "slot machine (transparent)", slot_machine),
    ("pillar", "fluted marble column with brass caps (transparent)", pillar),
]


def tileset() -> pygame.Surface:
    sheet = alpha_surface((TILE * COLUMNS, TILE * ROWS))
    for index, (_, _, draw) in enumerate(TILES):
        tile = downsample(draw(index), (TILE, TILE))
        sheet.blit(tile, ((index % COLUMNS) * TILE, (index // COLUMNS) * TILE))
    return sheet


def readme() -> str:
    lines = [
        "# Lobby tileset — `casino_tiles.png`",
        "",
        f"Generated by `tools/make_assets.py` (do not edit by hand). {TILE}×{TILE} px tiles,",
        f"{COLUMNS} columns × {ROWS} rows, no margin, no spacing.",
        "In Tiled: tileset with `firstgid=\"1\"`, so **gid = index + 1** (gid 0 = no tile).",
        "Floor tiles are opaque; decor tiles are transparent and belong on a layer "
        "above the floor.",
        "",
        "| index | gid | name | what it is |",
        "|------:|----:|------|------------|",
    ]
    for index, (name, what, _) in enumerate(TILES):
        lines.append(f"| {index} | {index + 1} | `{name}` | {what} |")
    lines.append("")
    return "\n".join(lines)


def generate() -> list[Path]:
    assert len(TILES) == COLUMNS * ROWS
    png = save_png(tileset(), ASSETS / "tiles" / "casino_tiles.png")
    doc = ASSETS / "tiles" / "README.md"
    doc.write_text(readme(), encoding="utf-8")
    return [png, doc]
