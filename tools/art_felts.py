"""1280×720 table felts and the lobby carpet: colour, vignette, cloth noise.

No text or table markings: scenes draw those from the map anchors.
"""
from __future__ import annotations

import math
import random
from pathlib import Path

import pygame
from art_common import ASSETS, apply_noise, mix, save_png

FELT_SIZE = (1280, 720)
VIGNETTE_GRID = (160, 90)     # the vignette is computed coarse, then smoothed up
VIGNETTE_CENTER_Y = 0.45      # light pool sits a little above the middle
MOTTLE_GRAIN = 24             # cloth unevenness: large soft blotches…
MOTTLE_AMPLITUDE = 5
FIBRE_GRAIN = 2               # …and fine fibre speckle
FIBRE_AMPLITUDE = 5

FELTS = {
    # name: centre colour, vignette strength (0 = none, 1 = black corners), seed
    "midnight": {"color": (28, 48, 96), "vignette": 0.62, "seed": 101},
    "classic": {"color": (18, 102, 58), "vignette": 0.58, "seed": 202},
    "showdown": {"color": (112, 24, 42), "vignette": 0.62, "seed": 303},
    "indian": {"color": (30, 84, 92), "vignette": 0.60, "seed": 404,
               "edge_tint": (60, 26, 84)},
}

LOBBY = {"color": (52, 22, 32), "vignette": 0.55, "seed": 505}
CARPET_TILE = 96
CARPET_LINE = (70, 32, 42)
CARPET_GOLD = (100, 74, 44)
CARPET_TEAL = (30, 66, 70)


def light_field(color, strength: float, edge_color=None) -> pygame.Surface:
    """Full-size colour field: `color` in a soft pool of light, darker to the edges.

    With `edge_color` the hue also drifts towards it outwards (two-tone felt).
    """
    gw, gh = VIGNETTE_GRID
    grid = pygame.Surface(VIGNETTE_GRID)
    for y in range(gh):
        for x in range(gw):
            dx = (x + 0.5) / gw - 0.5
            dy = (y + 0.5) / gh - VIGNETTE_CENTER_Y
            d = math.hypot(dx * 1.6, dy * 2.0)          # about 1 at the corners
            falloff = max(0.0, 1.0 - strength * d * d)
            hue = color if edge_color is None else mix(color, edge_color, min(1.0, d * 1.3))
            grid.set_at((x, y), tuple(round(c * falloff) for c in hue[:3]))
    return pygame.transform.smoothscale(grid, FELT_SIZE)


def felt(color, strength: float, seed: int, edge_color=None) -> pygame.Surface:
    rng = random.Random(seed)
    surf = light_field(color, strength, edge_color)
    apply_noise(surf, rng, MOTTLE_AMPLITUDE, grain=MOTTLE_GRAIN)
    apply_noise(surf, rng, FIBRE_AMPLITUDE, grain=FIBRE_GRAIN)
    return surf


def carpet(strength: float, seed: int) -> pygame.Surface:
    rng = random.Random(seed)
    surf = pygame.Surface(FELT_SIZE)
    tile = carpet_tile()
    for y in range(0, FELT_SIZE[1], tile.get_height()):
        for x in range(0, FELT_SIZE[0], tile.get_width()):
            surf.blit(tile, (x, y))
    apply_noise(surf, rng, MOTTLE_AMPLITUDE, grain=MOTTLE_GRAIN)
    apply_noise(surf, rng, FIBRE_AMPLITUDE, grain=FIBRE_GRAIN)
    surf.blit(light_field((255, 255, 255), strength), (0, 0),
              special_flags=pygame.BLEND_RGB_MULT)
    return surf


def carpet_tile() -> pygame.Surface:
    """One repeat of a dark casino-carpet motif: lattice, rosettes, teal studs."""
    n = CARPET_TILE
    tile = pygame.Surface((n, n))
    tile.fill(LOBBY["color"])
    half = n // 2
    for a, b in (((0, half), (half, 0)), ((half, 0), (n, half)),
                 ((n, half), (half, n)), ((half, n), (0, half))):
        pygame.draw.line(tile, CARPET_LINE, a, b, 3)
    for cx, cy in ((half, half), (0, 0), (n, 0), (0, n), (n, n)):
        for k in range(4):
            ang = k * math.pi / 2
            petal = (cx + math.cos(ang) * 7, cy + math.sin(ang) * 7)
            pygame.draw.circle(tile, mix(CARPET_GOLD, LOBBY["color"], 0.5), petal, 5)
        pygame.draw.circle(tile, CARPET_GOLD, (cx, cy), 4)
    for cx, cy in ((half, 0), (0, half), (n, half), (half, n)):
        pygame.draw.circle(tile, CARPET_TEAL, (cx, cy), 4)
    return tile


def generate() -> list[Path]:
    written = []
    for name, spec in FELTS.items():
        surf = felt(spec["color"], spec["vignette"], spec["seed"], spec.get("edge_tint"))
        written.append(save_png(surf, ASSETS / "felt" / f"{name}.png", opaque=True))
    lobby = carpet(LOBBY["vignette"], LOBBY["seed"])
    written.append(save_png(lobby, ASSETS / "felt" / "lobby.png", opaque=True))
    return written
